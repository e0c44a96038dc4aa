//! Connect Four proved on bitboards (`gametree prove connect4-CxR`):
//! for every board `prove` offers, W (X can force a win) and V (O can),
//! each from an empty table, with its nodes and its CPU time, best of
//! three, and the load average (docs/performance.md).
//!
//!     cargo run --release --example connect4_proof
//!     cargo run --release --example connect4_proof -- 6x5 7x4   # some boards
//!     cargo run --release --example connect4_proof -- 7x5       # one not offered
//!
//! "positions" counts the nodes entered (OR and AND nodes, the root too),
//! as a negamax solver counts its calls.

#[path = "common/measure.rs"]
mod measure;

use cpu_time::ProcessTime;
use gametree::engine::connect4::proof::{self, Proved};
use gametree::game::connect4::{Board, ConnectFour};
use gametree::game::known::NamedGame;
use gametree::record::proof::Problem;
use measure::load_average;
use std::time::Duration;

/// The proof and its CPU time, best of three; `None` where the board
/// does not fit the bit sets.
fn timed(game: &ConnectFour, problem: Problem) -> Option<(Proved, Duration)> {
    let mut best = Duration::MAX;
    let mut found = None;
    for _ in 0..3 {
        let start = ProcessTime::now();
        found = Some(proof::prove(game, &Board::default(), problem)?);
        best = best.min(start.elapsed());
    }
    Some((found?, best))
}

/// The boards asked for as `CxR`, or every board `prove` offers.
fn boards() -> Vec<(usize, usize)> {
    let asked: Vec<(usize, usize)> = std::env::args()
        .skip(1)
        .filter_map(|a| {
            let (c, r) = a.split_once('x')?;
            Some((c.parse().ok()?, r.parse().ok()?))
        })
        .collect();
    match asked.is_empty() {
        true => NamedGame::PROVABLE.map(|(c, r)| (c.into(), r.into())).to_vec(),
        false => asked,
    }
}

fn main() {
    println!("connect4_proof: load average {}", load_average());
    println!("board  problem  provable  positions   generated  table hits   CPU s (best of 3)");
    for (columns, rows) in boards() {
        let name = format!("{columns}x{rows}");
        let Some(game) = ConnectFour::new(columns, rows) else {
            println!("{name}: no such board");
            continue;
        };
        let mut total = Duration::ZERO;
        for problem in [Problem::W, Problem::V] {
            let Some((p, cpu)) = timed(&game, problem) else {
                println!("{name}: too big for the bit sets");
                break;
            };
            total += cpu;
            let c = p.counts;
            println!(
                "{name:<6} {:<8} {:<9} {:>10} {:>11} {:>11} {:>9.3}",
                format!("{problem:?}"),
                if p.provable { "yes" } else { "no" },
                c.or_nodes + c.and_nodes,
                c.nodes_generated,
                c.table_hits,
                cpu.as_secs_f64()
            );
        }
        println!("{name:<6} W and V {:>52.3}", total.as_secs_f64());
    }
    println!("load average {}", load_average());
}
