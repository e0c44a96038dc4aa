//! The solver's figures, measured in one run:
//!
//!     cargo run --release -p gametree-core --example kalah_solver                  # the boards that take seconds
//!     cargo run --release -p gametree-core --example kalah_solver -- --big         # 6×4 under both rule sets too
//!     cargo run --release -p gametree-core --example kalah_solver -- empty-capture 6 4 [ENDGAME] [TABLE_BITS]
//!         [--all-moves | --split]     # every move's value, serially or split over 2 threads
//!         [--threads N]               # MTD(f)'s search to the end on N threads (lazy SMP)
//!
//! For each board: the value, the best move, positions searched and
//! expanded, and the time of the search alone and of the database (built
//! on both cores, or loaded from the cache folder `--db-dir`, by default
//! the user's). CPU time of the whole process: measure it from outside
//! (`/usr/bin/time -v`), best of three, with the load average.

use gametree_core::engine::kalah::solve::file::{Build, Cache, Spec};
use gametree_core::engine::kalah::solve::{self, Setup, Watch, plan};
use gametree_core::game::kalah::{Position, Rules, Side};
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // `--db-dir DIR`, else the cache folder.
    let dir = args
        .iter()
        .position(|a| a == "--db-dir")
        .map(|i| args[i + 1].clone().into());
    let cache = Cache {
        dir: dir.or_else(Cache::default_dir).expect("a cache folder"),
    };
    let rest: Vec<&String> = args
        .iter()
        .enumerate()
        .filter(|&(i, a)| {
            !a.starts_with("--") && (i == 0 || !["--db-dir", "--threads"].contains(&args[i - 1].as_str()))
        })
        .map(|(_, a)| a)
        .collect();
    if rest.len() >= 3 {
        let n = |i: usize| rest.get(i).map(|s| s.parse::<u32>().expect("a number"));
        let rules: Rules = rest[0].parse().expect("rules");
        run(
            &cache,
            &rules,
            n(1).unwrap() as usize,
            n(2).unwrap() as u8,
            n(3).map(|v| v as u8),
            n(4),
        );
        return;
    }
    let mut boards = vec![(4, 3), (4, 4), (5, 3), (5, 4), (6, 3)];
    if args.iter().any(|a| a == "--big") {
        boards.push((6, 4));
    }
    for rules in ["empty-capture", "standard"] {
        for &(pits, seeds) in &boards {
            run(&cache, &rules.parse().unwrap(), pits, seeds, None, None);
        }
    }
}

fn run(cache: &Cache, rules: &Rules, pits: usize, seeds: u8, stones: Option<u8>, bits: Option<u32>) {
    let root = Position::start(pits, seeds, Side::South).unwrap();
    let stones = stones.unwrap_or_else(|| plan::endgame_stones(rules, pits, root.total()));
    let start = Instant::now();
    let db = (stones > 0).then(|| {
        cache
            .load_or_build(
                Spec {
                    rules: *rules,
                    pits,
                    stones,
                },
                Build {
                    threads: 2,
                    checkpoint: Duration::MAX,
                },
                &Watch::default(),
                &mut |n| eprintln!("{n}"),
            )
            .expect("not cancelled")
    });
    let db_s = start.elapsed().as_secs_f64();
    let setup = Setup {
        table_bits: bits.unwrap_or_else(|| plan::table_bits(pits, root.total())),
        endgame: db.as_ref(),
        ..Setup::default()
    };
    let how = std::env::args().find(|a| a == "--all-moves" || a == "--split");
    let args: Vec<String> = std::env::args().collect();
    let threads = args
        .iter()
        .position(|a| a == "--threads")
        .map_or(1, |i| args[i + 1].parse().expect("a number of threads"));
    let setup = Setup {
        all_moves: how.is_some(),
        threads,
        ..setup
    };
    let s = match how.as_deref() {
        Some("--split") => solve::split_root(rules, &root, &setup, 2),
        _ => solve::solve_with(rules, &root, &setup, |_| {}),
    }
    .expect("not cancelled");
    println!(
        "{:<13} {pits}×{seeds}: value {:+3}, best move {:?}, {:>11} nodes, {:>10} expanded; \
         search {:>7.2} s; database {stones} stones {db_s:.2} s; table 2^{}; {threads} thread(s)",
        rules.name, s.value, s.best_move, s.nodes, s.expanded, s.seconds, setup.table_bits
    );
    if !s.moves.is_empty() {
        println!("  moves {:?}", s.moves);
    }
}
