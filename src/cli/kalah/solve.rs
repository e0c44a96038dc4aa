//! `gametree kalah solve`: the exact value of an opening, with the bounds
//! found so far on stderr.

use super::Opening;
use crate::engine::kalah::solve::{self, Options, Progress};
use crate::game::kalah::{Position, Side};
use clap::Args;
use serde_json::json;

#[derive(Args)]
pub struct SolveArgs {
    #[command(flatten)]
    pub opening: Opening,
    /// Transposition table size: 2^BITS entries of 16 bytes (25 = 512 MB).
    #[arg(long, value_name = "BITS", value_parser = clap::value_parser!(u32).range(10..=32))]
    pub table_bits: Option<u32>,
    /// Endgame database: every position with at most N stones in the pits,
    /// one byte each, built first (default on boards of 6 pits or more:
    /// 2/5 of the stones, at most 32 M entries = 32 MB; 0: none). Not for
    /// book rules.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(0..=127))]
    pub endgame_stones: Option<u8>,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
    /// No progress on stderr.
    #[arg(long)]
    pub quiet: bool,
}

pub fn run(a: &SolveArgs) -> Result<(), String> {
    let root = Position::start(a.opening.pits, a.opening.seeds, Side::South)?;
    let opts = Options {
        table_bits: a.table_bits,
        endgame_stones: a.endgame_stones,
    };
    let quiet = a.quiet;
    let s = solve::solve(&a.opening.rules, &root, opts, |p| {
        if !quiet {
            eprintln!("{}", progress_line(p));
        }
    });
    if a.json {
        let out = json!({
            "rules": a.opening.rules.name.key(),
            "pits": a.opening.pits,
            "seeds": a.opening.seeds,
            "value": s.value,
            "best_move": s.best_move,
            "nodes": s.nodes,
            "expanded": s.expanded,
            "seconds": s.seconds,
        });
        println!("{out}");
    } else {
        let result = match s.value {
            0 => "a draw".to_string(),
            v if v > 0 => format!("South (first) wins by {v}"),
            v => format!("North (second) wins by {}", -v),
        };
        println!(
            "Kalah({},{}) {} rules: {result}; best first move: pit {}",
            a.opening.pits,
            a.opening.seeds,
            a.opening.rules.name,
            s.best_move.map_or("-".into(), |p| p.to_string())
        );
        println!("  {} positions searched in {:.2} s", s.nodes, s.seconds);
    }
    Ok(())
}

fn progress_line(p: &Progress) -> String {
    let known = if let Some(d) = p.depth {
        format!("guess {} (depth {d})", p.lower)
    } else if p.lower == p.upper {
        format!("value = {}", p.lower)
    } else {
        format!("{} ≤ value ≤ {}", p.lower, p.upper)
    };
    format!(
        "  {known}   {} nodes, {:.1} s, {} table entries",
        p.nodes,
        p.elapsed.as_secs_f64(),
        p.table_used
    )
}
