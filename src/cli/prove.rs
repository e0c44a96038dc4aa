//! `gametree prove GAME --for plus|minus [--json] [--trace] [--table]`: the AND/OR
//! proof that a player can force a win (chapter 3, §3.1).

use super::out;
use crate::game::Player;
use crate::record::NodeId;
use crate::record::proof::{Problem, ProofTrace, json, plus_minus};
use crate::say;
use crate::scenario::games::NamedGame;
use crate::words::errors::Worded;
use crate::words::proof as text;
use clap::{Args, ValueEnum};
use serde_json::json;
use std::process::ExitCode;

#[derive(Args)]
pub struct ProveArgs {
    #[arg(help = format!("A game by name: {}.", crate::words::help::by_name()))]
    pub game: String,
    /// Whose win to prove: plus, W(X), or minus, V(X) (default, as in
    /// `open`: the player who can force one, PLUS when neither can).
    #[arg(long = "for", value_enum)]
    pub for_player: Option<Side>,
    /// Print one JSON object: provable, nodes_generated, solution, ...
    #[arg(long)]
    pub json: bool,
    /// Print the proof step by step before the result (with --json: one
    /// JSON object per event, then the result object).
    #[arg(long)]
    pub trace: bool,
    /// Settle each position once (a transposition table); the counts say
    /// how many nodes took an earlier mark. Always on for nim-N above 24.
    #[arg(long)]
    pub table: bool,
    /// Step through the proof in the tutor instead.
    #[arg(long)]
    pub tutor: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Side {
    Plus,
    Minus,
}

impl Side {
    /// W(X) for PLUS, V(X) for MINUS.
    pub fn problem(self) -> Problem {
        match self {
            Side::Plus => Problem::of(Player::Max),
            Side::Minus => Problem::of(Player::Min),
        }
    }
}

pub fn run(a: &ProveArgs, chosen: &crate::config::Settings) -> Result<ExitCode, String> {
    let game = NamedGame::parse(&a.game).worded()?;
    if a.tutor {
        return super::tui::open_proof(game, a.for_player, a.table, chosen);
    }
    let problem = a
        .for_player
        .map_or_else(|| game.provable_problem(), Side::problem);
    let t = game.prove(problem, a.table);
    match (a.trace, a.json) {
        (true, true) => out::json_part(&json::render(&t)),
        (true, false) => out::put(&text::render(&t)),
        _ => {}
    }
    if a.json {
        out::json(&proof_json(&a.game, &t));
    } else {
        out::put(&proof_text(&a.game, &t));
    }
    Ok(ExitCode::SUCCESS)
}

/// One JSON object; `solution` lists the strategy as `{position, move}`
/// objects (empty when the problem is unsolvable).
pub fn proof_json(game: &str, t: &ProofTrace) -> serde_json::Value {
    let c = t.counts(usize::MAX);
    let solution: Vec<_> = t
        .strategy()
        .into_iter()
        .map(|s| json!({"position": s.position, "move": s.mv}))
        .collect();
    json!({
        "game": game,
        "problem": t.problem_at(NodeId::ROOT),
        "for": plus_minus(t.problem().player()).to_lowercase(),
        "provable": t.solved() == Some(true),
        "nodes_generated": c.nodes_generated,
        "or_nodes": c.or_nodes,
        "and_nodes": c.and_nodes,
        "terminal_nodes": c.terminal_nodes,
        "transposition_table": t.about.table,
        "table_hits": c.table_hits,
        "solution": solution,
    })
}

pub fn proof_text(game: &str, t: &ProofTrace) -> String {
    let c = t.counts(usize::MAX);
    let solved = t.solved() == Some(true);
    let who = text::side(t.problem().player());
    let table = match t.about.table {
        true => say!("prove-table-on", hits = c.table_hits),
        false => say!("prove-table-off"),
    };
    let rows = [
        ("stats-nodes-generated", c.nodes_generated.to_string()),
        ("proof-count-or", c.or_nodes.to_string()),
        ("proof-count-and", c.and_nodes.to_string()),
        ("prove-terminal-nodes", c.terminal_nodes.to_string()),
        ("prove-table", table),
    ];
    let heading = say!(
        "prove-heading",
        game = game,
        problem = t.problem_at(NodeId::ROOT),
        who = who.as_str(),
        provable = if solved { "yes" } else { "no" }
    );
    let mut out = format!("{heading}\n{}", super::table(&rows));
    if solved {
        out += &format!("{}\n", say!("prove-strategy", who = who));
        out += &text::strategy_text(t);
    }
    out
}
