//! The time of the game screen's `v` (issue 15, item 7): every legal
//! move's exact value at an opening, solved as the screen solves it
//! (`engine::kalah::solve::perfect::every_move`, one thread, the database
//! built in memory where the board gets one), twice: the second press
//! finds that database kept.
//!
//!     cargo run --release --example perfect_play
//!     cargo run --release --example perfect_play -- empty-capture 5 4
//!
//! Prints, for each board and press: the values, the positions searched,
//! the wall time and the CPU time of the process (both cores count while
//! the database is built), and the load average.

use cpu_time::ProcessTime;
use gametree::engine::kalah::solve::perfect::every_move;
use gametree::engine::kalah::solve::{Watch, plan};
use gametree::game::kalah::{Position, Rules, Side};
use std::time::Instant;

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

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let boards: Vec<(String, usize, u8)> = match args.as_slice() {
        [rules, pits, seeds] => vec![(rules.clone(), pits.parse().unwrap(), seeds.parse().unwrap())],
        _ => BOARDS.iter().map(|&(r, p, s)| (r.to_string(), p, s)).collect(),
    };
    for (rules, pits, seeds) in boards {
        let rules: Rules = rules.parse().expect("rules");
        let pos = Position::start(pits, seeds, Side::South).unwrap();
        let db = plan::endgame_stones(&rules, pits, pos.total());
        for press in ["first", "second"] {
            let (wall, cpu) = (Instant::now(), ProcessTime::now());
            let s = every_move(&rules, &pos, None, &Watch::new(), |_| {}).expect("solved");
            println!(
                "{} {pits}×{seeds} ({press} v, database {db}): moves {:?}, {} positions, {:.2} s wall, {:.2} s CPU, load {}",
                rules.name,
                s.moves,
                s.nodes,
                wall.elapsed().as_secs_f64(),
                cpu.elapsed().as_secs_f64(),
                load()
            );
        }
    }
}

fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split_whitespace().next().unwrap_or("?").to_string())
        .unwrap_or_else(|_| "?".into())
}
