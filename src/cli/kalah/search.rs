//! `gametree kalah search`: the fast search of a position to a depth.

use super::work::{self, Count, Shown};
use super::{BoardArgs, parse_eval};
use crate::cli::out;
use crate::cli::parse_order;
use crate::engine::kalah::computer;
use crate::engine::kalah::fast::{self, Settings};
use crate::game::kalah::Evaluation;
use crate::game::kalah::eval::WIN;
use crate::say;
use crate::search::Algorithm;
use crate::search::Order;
use crate::search::quickest::Distance;
use crate::value::{Value, show, to_json};
use crate::words::errors::Worded;
use crate::words::games;
use crate::words::kalah::side_key;
use crate::words::settings::algorithm;
use clap::Args;
use serde_json::json;
use std::time::Instant;

#[derive(Args)]
pub struct SearchArgs {
    #[command(flatten)]
    pub board: BoardArgs,
    /// Depth limit d: positions d moves deep are evaluated statically.
    #[arg(long)]
    pub depth: u32,
    /// minimax or alphabeta.
    #[arg(long, default_value = "alphabeta", value_parser = parse_algorithm)]
    pub algo: Algorithm,
    /// store (store difference), side (all stones on each side) or
    /// linear:FILE (a RON list of 2P+2 weights, own cells first).
    #[arg(long, default_value = "store", value_parser = parse_eval)]
    pub eval: Evaluation,
    /// none, or static: children sorted by static evaluation, best first.
    #[arg(long, default_value = "none", value_parser = parse_order)]
    pub order: Order,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
    /// No progress on stderr (shown for searches deeper than 12 plies).
    #[arg(long)]
    pub quiet: bool,
}

/// Searches at least this deep show their progress: shallower ones finish
/// in well under a second.
const PROGRESS_DEPTH: u32 = 13;

fn parse_algorithm(s: &str) -> Result<Algorithm, String> {
    s.parse().worded()
}

pub fn run(a: &SearchArgs) -> Result<(), String> {
    let rules = a.board.rules;
    let pos = a.board.position().worded()?;
    a.eval.check(pos.pits()).worded()?;
    let settings = Settings {
        algorithm: a.algo,
        depth: a.depth,
        eval: a.eval.clone(),
        order: a.order.for_game().worded()?,
    };
    let start = Instant::now();
    let shown = Shown::start(
        &say!("kalah-search-deep", depth = a.depth),
        Count::Nodes(None),
        a.quiet || a.depth < PROGRESS_DEPTH,
    );
    let side = side_key(pos.to_move);
    shown.say(&say!("kalah-search-to-move", side = side));
    let r = fast::search_watched(&rules, &pos, &settings, work::watch());
    shown.finish();
    let r = match r {
        Ok(r) => r,
        Err(stopped) => {
            let bound = stopped.at_least.map_or(say!("kalah-nothing-proved"), |v| {
                say!("kalah-at-least", value = show(Value::nearest(v)))
            });
            out::note(&say!(
                "kalah-search-interrupted",
                nodes = stopped.nodes_generated,
                bound = bound,
                side = side,
                done = stopped.moves_done,
                moves = stopped.moves
            ));
            work::stopped_exit()
        }
    };
    // The search's own time: the rate is of its nodes.
    let seconds = start.elapsed().as_secs_f64();
    // Where the value is a win or a loss, the computer's move: the
    // quickest win or the longest loss of the moves of that value.
    let decided = r.value.abs() > WIN;
    let quickest = decided
        .then(|| computer::best_moves(&rules, &pos, &settings))
        .flatten()
        .filter(|c| c.distance.is_some());
    let best_move = quickest
        .as_ref()
        .map_or(r.pv.first().copied(), |c| c.best.first().copied());
    let distance = quickest.and_then(|c| c.distance);
    if a.json {
        let mut answer = json!({
            "value": to_json(Value::nearest(r.value)),
            "best_move": best_move,
            "pv": r.pv,
            "nodes_generated": r.nodes_generated,
            "evaluations": r.evaluations,
            "seconds": seconds,
        });
        if let Some(d) = distance {
            answer["distance"] = crate::cli::stats::distance_json(d);
        }
        out::json(&answer);
        return Ok(());
    }
    let pv: Vec<String> = r.pv.iter().map(usize::to_string).collect();
    out::line(&say!(
        "kalah-search-heading",
        side = side,
        algorithm = algorithm(a.algo),
        depth = a.depth
    ));
    let value = show(Value::nearest(r.value));
    out::put(&crate::cli::table(&[
        (
            "stats-value",
            say!("kalah-search-for", value = value, side = side),
        ),
        ("stats-best-move", best_move_text(best_move, distance)),
        ("stats-pv", pv.join(" ")),
        ("stats-nodes-generated", r.nodes_generated.to_string()),
        ("stats-evaluations", r.evaluations.to_string()),
        ("kalah-search-seconds", format!("{seconds:.3}")),
        (
            "kalah-search-per-second",
            format!("{:.0}", r.nodes_generated as f64 / seconds.max(1e-9)),
        ),
    ]));
    if let Some(d) = distance.filter(|_| best_move != r.pv.first().copied()) {
        let line = say!("stats-pv-not-quickest", wins = games::yes_no(d.wins));
        out::line(&format!("  {line}"));
    }
    Ok(())
}

/// "3", or "3 (wins in 5 plies)" where the value is a win or a loss.
fn best_move_text(pit: Option<usize>, distance: Option<Distance>) -> String {
    match (pit, distance) {
        (None, _) => "-".into(),
        (Some(pit), None) => pit.to_string(),
        (Some(pit), Some(d)) => say!("distance-move", move = pit.to_string(), distance = games::distance(&d)),
    }
}
