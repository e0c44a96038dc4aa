//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod cli;
pub mod hostile_text;
pub mod intervals;
pub mod pipes;
pub mod play;
pub mod pty;
pub mod random_trees;
pub mod uniform;

use gametree::record::search::{CutKind, Event, NodeId, Trace};
use gametree::scenario::Scenario;
use gametree::search::Algorithm;
use gametree::search::Setup;
use gametree::value::Value;

pub fn bundled(name: &str) -> Scenario {
    Scenario::resolve(name).unwrap_or_else(|e| panic!("{name}: {e}"))
}

pub fn setup(algorithm: Algorithm) -> Setup {
    Setup::new(algorithm)
}

pub fn run(name: &str, algorithm: Algorithm) -> Trace {
    bundled(name).record(setup(algorithm)).unwrap()
}

/// A cut-off as the tests compare it.
#[derive(Debug, PartialEq)]
pub struct Cut {
    pub kind: &'static str,
    pub at: String,
    pub value: Value,
    pub bound: Value,
    pub from: Option<String>,
    pub pruned: Vec<String>,
}

/// The cut-offs of a trace, in order, as the state after each tells them.
pub fn cutoffs(t: &Trace) -> Vec<Cut> {
    let name = |id: NodeId| t.name(id).to_string();
    let mut out = Vec::new();
    t.walk(|k, _, state| {
        if let Some(c) = state.cutoff(t, k) {
            out.push(Cut {
                kind: if c.kind == CutKind::Beta { "beta" } else { "alpha" },
                at: name(c.at),
                value: c.value,
                bound: c.bound,
                from: c.bound_from.map(name),
                pruned: t.unexamined(c.at).map(name).collect(),
            });
        }
    });
    out
}

/// The value and exactness each node was left with, by name.
pub fn left_with(t: &Trace, node: &str) -> (Value, gametree::record::search::Exactness) {
    let mut found = None;
    t.walk(|_, e, state| match e.event {
        Event::Leave { node: n, .. } if found.is_none() && t.name(n) == node => {
            found = state.node(n).final_value();
        }
        _ => {}
    });
    found.unwrap_or_else(|| panic!("{node} was never left"))
}

/// The keys of `gametree stats --json`, sorted: tools rely on them.
pub const STATS_KEYS: [&str; 10] = [
    "algorithm",
    "alpha_cutoffs",
    "best_move",
    "beta_cutoffs",
    "evaluations",
    "nodes_generated",
    "pv",
    "pv_moves",
    "scenario",
    "value",
];
