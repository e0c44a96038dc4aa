//! The interval rule (docs/algorithms.md) computed from a trace alone,
//! independently of the searcher: [L, U] of every node from the static
//! values evaluated, the successors left out and a chance node's
//! probabilities.

use gametree::game::Player;
use gametree::game::tree::GameTree;
use gametree::record::search::{Event, Exactness, NodeId, Trace};
use gametree::value::Value;
use std::collections::HashMap;

/// What the trace tells of each node: the static value of a leaf, the
/// probability of a chance node's successor, the value and exactness it
/// was left with and the event that left it.
pub struct Read {
    pub evaluated: HashMap<NodeId, Value>,
    pub probability: HashMap<NodeId, Value>,
    pub left: Vec<(NodeId, Value, Exactness)>,
    pub left_at: HashMap<NodeId, usize>,
}

pub fn read(t: &Trace) -> Read {
    let mut r = Read {
        evaluated: HashMap::new(),
        probability: HashMap::new(),
        left: Vec::new(),
        left_at: HashMap::new(),
    };
    t.walk(|k, e, state| match e.event {
        Event::Evaluate { node, value } => drop(r.evaluated.insert(node, value)),
        Event::Accumulate { p, .. } => drop(r.probability.insert(t.child_returned_before(k).unwrap(), p)),
        Event::Leave { node, exactness } => {
            r.left
                .push((node, state.node(node).final_value().unwrap().0, exactness));
            r.left_at.insert(node, k);
        }
        _ => {}
    });
    r
}

/// [L, U] of a node left (or left out), by the rule.
pub fn interval(t: &Trace, r: &Read, node: NodeId) -> (Value, Value) {
    if !t.examined(node) {
        return (Value::NEG_INFINITY, Value::INFINITY);
    }
    if let Some(&v) = r.evaluated.get(&node) {
        return (v, v);
    }
    let kids: Vec<NodeId> = t.children(node).collect();
    taken_in(t, r, node, &kids)
}

/// [L, U] from the successors `kids` only: what a node knows once they
/// have returned (the others not counted yet).
pub fn taken_in(t: &Trace, r: &Read, node: NodeId, kids: &[NodeId]) -> (Value, Value) {
    let ends: Vec<(Value, Value)> = kids.iter().map(|&c| interval(t, r, c)).collect();
    let (lows, highs) = (ends.iter().map(|k| k.0), ends.iter().map(|k| k.1));
    match t.player(node) {
        Player::Max => (lows.max().unwrap(), highs.max().unwrap()),
        Player::Min => (lows.min().unwrap(), highs.min().unwrap()),
        Player::Chance => {
            let p: Vec<Value> = kids.iter().map(|c| r.probability[c]).collect();
            let sum = |ends: Vec<Value>| ends.iter().zip(&p).fold(Value::ZERO, |s, (&e, &p)| s + p * e);
            (sum(lows.collect()), sum(highs.collect()))
        }
    }
}

/// The value of a scenario node by the definition (the minimax value, a
/// chance node's mean), to a depth limit: what the search's words claim
/// about, computed apart from it.
pub fn by_definition(tree: &GameTree, ix: NodeId, depth: u32, limit: Option<u32>) -> Value {
    let n = tree.node(ix);
    if n.children.is_empty() || limit == Some(depth) {
        return n.static_value.unwrap();
    }
    let vals = n
        .children
        .iter()
        .map(|&c| by_definition(tree, c, depth + 1, limit));
    match n.player {
        Player::Max => vals.fold(Value::NEG_INFINITY, Value::max),
        Player::Min => vals.fold(Value::INFINITY, Value::min),
        Player::Chance => {
            let p = Value::fraction(1, n.children.len() as i64).unwrap();
            vals.fold(Value::ZERO, |v, x| v + p * x)
        }
    }
}

/// Every trace node's value by the definition: to the depth limit of its
/// own search (under iterative deepening, its iteration's).
pub fn values_by_definition(tree: &GameTree, t: &Trace, depth: Option<u32>) -> Vec<Value> {
    let mut limit_of = HashMap::new();
    let mut iteration = depth;
    for e in &t.entries {
        match e.event {
            Event::Iteration { depth } => iteration = Some(depth),
            Event::Enter { node } if t.parent(node).is_none() => drop(limit_of.insert(node, iteration)),
            _ => {}
        }
    }
    (0..t.tree.len())
        .map(|i| {
            let id = NodeId(i as u32);
            let root = t.path_to(id)[0];
            by_definition(tree, t.tree.origin(id).unwrap(), t.depth(id), limit_of[&root])
        })
        .collect()
}
