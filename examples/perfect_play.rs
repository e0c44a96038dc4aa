//! The time of the game screen's `v`: every legal move's exact value at a
//! position, solved as the screen solves it
//! (`engine::kalah::solve::perfect::every_move`, one thread) and as `kalah
//! solve --board … --all-moves` does (`solve::split_root`, both cores).
//!
//!     cargo run --release --example perfect_play
//!     cargo run --release --example perfect_play -- empty-capture 5 4
//!     cargo run --release --example perfect_play -- games [RULES] [--db-dir DIR] [--most N]
//!
//! Openings (the first two forms): the database built in memory where the
//! board gets one, each solved twice: the second press finds that
//! database kept. `games`: every 6×4 position with at most 32 stones in
//! the pits (or N) that 10 seeded games reach, under the standard and
//! empty-capture rules (or RULES alone), with the board's default
//! database built once into `DIR` (by default the user's cache folder)
//! and then read from there, as the screen reads it.
//!
//! Prints, for each solve: the values, the positions searched, the wall
//! time and the CPU time of the process (both cores count while a
//! database is built or a split solve runs), and the load average; for
//! `games`, the median and worst of each rule set.

use cpu_time::ProcessTime;
use gametree::engine::kalah::computer::best_moves;
use gametree::engine::kalah::fast::Settings;
#[path = "common/db_dir.rs"]
mod db_dir;
use gametree::engine::kalah::solve::file::{Build, Cache, Spec};
use gametree::engine::kalah::solve::perfect::every_move;
use gametree::engine::kalah::solve::{Endgame, Setup, Watch, in_pits, plan, split_root};
use gametree::game::kalah::{Evaluation, Position, Rules, Side};
use gametree::search::{Algorithm, Order};
use gametree::seeded::{draw, generator};
use std::time::{Duration, Instant};

const BOARDS: &[(&str, usize, u8)] = &[
    ("book", 4, 3),
    ("book", 4, 4),
    ("empty-capture", 4, 3),
    ("empty-capture", 4, 4),
    ("empty-capture", 5, 3),
    ("standard", 5, 3),
    ("empty-capture", 5, 4),
    ("standard", 5, 4),
];

/// The games' positions: from the first with at most this many stones in
/// the pits (where the screen's `v` must answer; `--most N` for another) to the end.
const MOST_IN_PITS: u8 = 32;
const GAMES: u64 = 10;
/// Plies played at random before the computer plays both sides (so that
/// the seeds' games part early), and the computer's depth.
const RANDOM_PLIES: usize = 4;
const COMPUTER_DEPTH: u32 = 6;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("games") {
        return games(&args[1..]);
    }
    let boards: Vec<(String, usize, u8)> = match args.as_slice() {
        [rules, pits, seeds] => vec![(rules.clone(), pits.parse().unwrap(), seeds.parse().unwrap())],
        _ => BOARDS.iter().map(|&(r, p, s)| (r.to_string(), p, s)).collect(),
    };
    for (rules, pits, seeds) in boards {
        let rules: Rules = rules.parse().expect("rules");
        let pos = Position::start(pits, seeds, Side::South).unwrap();
        let db = plan::endgame_stones(&rules, pits, pos.total());
        for press in ["first", "second"] {
            let (s, wall, cpu) =
                timed(|| every_move(&rules, &pos, None, &Watch::new(), |_| {}).expect("solved"));
            println!(
                "{} {pits}×{seeds} ({press} v, database {db}): moves {:?}, {} positions, {wall:.2} s wall, {cpu:.2} s CPU, load {}",
                rules.name,
                s.moves,
                s.nodes,
                load()
            );
        }
    }
}

/// Target 5: the seeded games' positions under each rule set, solved by
/// `v` and by `--all-moves`.
fn games(args: &[String]) {
    let cache = db_dir::cache(args);
    let most = args
        .iter()
        .position(|a| a == "--most")
        .map_or(MOST_IN_PITS, |i| args[i + 1].parse().expect("a count of stones"));
    let valued = |i: usize| i > 0 && matches!(args[i - 1].as_str(), "--db-dir" | "--most");
    let named: Vec<&String> = (0..args.len())
        .filter(|&i| !args[i].starts_with("--") && !valued(i))
        .map(|i| &args[i])
        .collect();
    let rule_sets = match named.as_slice() {
        [r] => vec![r.as_str()],
        _ => vec!["standard", "empty-capture"],
    };
    for rules in rule_sets {
        let rules: Rules = rules.parse().expect("rules");
        games_of(&cache, &rules, most);
    }
}

fn games_of(cache: &Cache, rules: &Rules, most: u8) {
    let stones = plan::endgame_stones(rules, 6, 48);
    let (db, wall, cpu) = timed(|| cached_database(cache, rules, stones));
    println!(
        "{} 6×4: database {stones} stones, {:.1} MiB, ready in {wall:.2} s wall, {cpu:.2} s CPU ({}), load {}",
        rules.name,
        Endgame::bytes(6, stones) as f64 / f64::from(1 << 20),
        cache
            .path(Spec {
                rules: *rules,
                pits: 6,
                stones
            })
            .display(),
        load()
    );
    let (mut screen, mut command) = (Vec::new(), Vec::new());
    for seed in 1..=GAMES {
        let positions = game_positions(rules, seed, most);
        let Some(first) = positions.first() else {
            println!("  game {seed}: over before {most} stones were left in the pits");
            continue;
        };
        println!(
            "  game {seed}: from --board {first} --to-move {} ({} in pits), {} positions",
            first.to_move.key(),
            in_pits(first),
            positions.len()
        );
        for pos in &positions {
            let (v, v_wall, v_cpu) = timed(|| every_move(rules, pos, Some(cache), &Watch::new(), |_| {}));
            let v = v.unwrap_or_else(|why| panic!("v refused at {pos}: {why:?}"));
            // As `kalah solve --all-moves` sizes its table and shares the moves out.
            let setup = Setup {
                table_bits: plan::table_bits(6, pos.total()),
                endgame: Some(&db),
                all_moves: true,
                ..Setup::default()
            };
            let (all, all_wall, all_cpu) = timed(|| split_root(rules, pos, &setup, 2).expect("solved"));
            assert_eq!(v.moves, all.moves, "v and --all-moves agree at {pos}");
            if pos == first {
                println!(
                    "    there: moves {:?}; v {v_wall:.2} s wall, {v_cpu:.2} s CPU, {} positions; \
                     --all-moves {all_wall:.2} s wall, {all_cpu:.2} s CPU, {} positions",
                    v.moves, v.nodes, all.nodes
                );
            }
            screen.push((v_wall, v_cpu));
            command.push((all_wall, all_cpu));
        }
    }
    println!("load {}", load());
    summary(rules, "v", &mut screen);
    summary(rules, "--all-moves", &mut command);
}

/// The database `v` reads: built into the cache folder if missing.
fn cached_database(cache: &Cache, rules: &Rules, stones: u8) -> Endgame {
    let spec = Spec {
        rules: *rules,
        pits: 6,
        stones,
    };
    let build = Build {
        threads: 2,
        checkpoint: Duration::MAX,
    };
    cache
        .load_or_build(spec, build, &Watch::default(), &mut |n| eprintln!("{n}"))
        .expect("not cancelled")
}

/// The positions of a 6×4 game from the first with at most `most` stones
/// in the pits to its end: [`RANDOM_PLIES`] random moves, then the
/// computer (alpha-beta [`COMPUTER_DEPTH`] plies deep, the store
/// difference) for both sides, one of its equal moves drawn.
fn game_positions(rules: &Rules, seed: u64, most: u8) -> Vec<Position> {
    let mut rng = generator(seed);
    let mut pos = Position::start(6, 4, Side::South).unwrap();
    let settings = Settings {
        algorithm: Algorithm::AlphaBeta,
        depth: COMPUTER_DEPTH,
        eval: Evaluation::Store,
        order: Order::None,
    };
    let mut found = Vec::new();
    for ply in 0.. {
        if pos.is_over(rules) {
            break;
        }
        if in_pits(&pos) <= most {
            found.push(pos);
        }
        let moves: Vec<usize> = match ply < RANDOM_PLIES {
            true => pos.legal_pits().collect(),
            false => best_moves(rules, &pos, &settings).expect("not over").best,
        };
        pos = pos.play(rules, moves[draw(&mut rng, moves.len() as u64) as usize]);
    }
    found
}

/// The median and the worst of wall and CPU times.
fn summary(rules: &Rules, what: &str, times: &mut [(f64, f64)]) {
    if times.is_empty() {
        return;
    }
    let median = |v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        let n = v.len();
        ((v[(n - 1) / 2] + v[n / 2]) / 2.0, v[n - 1])
    };
    let (wall_median, wall_worst) = median(&mut times.iter().map(|t| t.0).collect());
    let (cpu_median, cpu_worst) = median(&mut times.iter().map(|t| t.1).collect());
    println!(
        "{} {what} over {} positions: median {wall_median:.2} s wall, {cpu_median:.2} s CPU; worst {wall_worst:.2} s wall, {cpu_worst:.2} s CPU",
        rules.name,
        times.len()
    );
}

/// A closure's result, wall time and CPU time of the process.
fn timed<T>(f: impl FnOnce() -> T) -> (T, f64, f64) {
    let (wall, cpu) = (Instant::now(), ProcessTime::now());
    let t = f();
    (t, wall.elapsed().as_secs_f64(), cpu.elapsed().as_secs_f64())
}

fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split_whitespace().next().unwrap_or("?").to_string())
        .unwrap_or_else(|_| "?".into())
}
