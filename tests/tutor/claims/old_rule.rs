//! The claims made before the interval rule: its leave labels and its
//! provisional claims, replayed from the trace, and whether each one
//! that followed from what was examined is still said.

use super::reading::{Claim, Rel};
use super::{Run, count};
use crate::common::intervals::{interval, taken_in};
use gametree::game::Player;
use gametree::record::search::{Event, Exactness, NodeId, Trace, state::SearchState};
use gametree::value::Value;
use proptest::prelude::*;
use std::collections::HashMap;

/// Whether `claims` about a node imply `rel v` of it.
pub(super) fn implied(claims: &[&Claim], rel: Rel, v: Value) -> bool {
    let low = claims.iter().filter(|c| c.rel != Rel::Le).map(|c| c.value).max();
    let high = claims.iter().filter(|c| c.rel != Rel::Ge).map(|c| c.value).min();
    match rel {
        Rel::Ge => low.is_some_and(|l| l >= v),
        Rel::Le => high.is_some_and(|h| h <= v),
        Rel::Eq => low.is_some_and(|l| l >= v) && high.is_some_and(|h| h <= v),
    }
}

/// The old rule (of 0.1.0), replayed from the trace: a node cut
/// off is a bound its player's way; else exact when every successor
/// returned exact or a bound towards the node and the best one was not
/// such a bound.
pub(super) fn old_exactness(t: &Trace) -> HashMap<NodeId, Exactness> {
    let below = |p: Player| match p {
        Player::Max => Exactness::UpperBound,
        Player::Min => Exactness::LowerBound,
        Player::Chance => Exactness::Exact,
    };
    let cut = |p: Player| match p {
        Player::Max => Exactness::LowerBound,
        Player::Min => Exactness::UpperBound,
        Player::Chance => Exactness::Exact,
    };
    let mut old = HashMap::new();
    let mut within: HashMap<NodeId, bool> = HashMap::new();
    let mut best: HashMap<NodeId, Exactness> = HashMap::new();
    let mut cut_at: HashMap<NodeId, bool> = HashMap::new();
    let mut evaluated: HashMap<NodeId, bool> = HashMap::new();
    for e in &t.entries {
        match e.event {
            Event::Evaluate { node, .. } => drop(evaluated.insert(node, true)),
            Event::Provisional { node, child } => drop(best.insert(node, old[&child])),
            Event::Cutoff { at, .. } => drop(cut_at.insert(at, true)),
            Event::Leave { node, .. } => {
                let p = t.player(node);
                let e = if evaluated.contains_key(&node) {
                    Exactness::Exact
                } else if cut_at.contains_key(&node) {
                    cut(p)
                } else {
                    match (
                        within.get(&node).copied().unwrap_or(true),
                        best.get(&node) != Some(&below(p)),
                    ) {
                        (true, true) => Exactness::Exact,
                        (true, false) => below(p),
                        (false, _) => cut(p),
                    }
                };
                old.insert(node, e);
                if let Some(parent) = t.parent(node) {
                    let pp = t.player(parent);
                    let ok = e == Exactness::Exact || e == below(pp);
                    if pp != Player::Chance && !ok {
                        within.insert(parent, false);
                    }
                }
            }
            _ => {}
        }
    }
    old
}

pub(super) fn rel_of(e: Exactness) -> Rel {
    match e {
        Exactness::Exact => Rel::Eq,
        Exactness::LowerBound => Rel::Ge,
        Exactness::UpperBound => Rel::Le,
    }
}

/// The old rule's claims at event `k` (a provisional value, a node left):
/// true or not, following from what was examined by then or not, and
/// each that followed implied by what is said now.
pub(super) fn old_claims(
    run: &Run,
    k: usize,
    state: &SearchState,
    old: &HashMap<NodeId, Exactness>,
    now: &[Claim],
) -> Result<(), TestCaseError> {
    let t = &run.trace;
    let (node, rel, v, known) = match t.event(k) {
        Event::Provisional { node, child } => {
            let rel = if t.player(node) == Player::Max {
                Rel::Ge
            } else {
                Rel::Le
            };
            let back: Vec<NodeId> = t
                .children(node)
                .filter(|c| run.read.left_at.get(c).is_some_and(|&at| at < k))
                .collect();
            let v = state.node(child).final_value().unwrap().0;
            (node, rel, v, taken_in(t, &run.read, node, &back))
        }
        Event::Leave { node, .. } => {
            let v = state.node(node).final_value().unwrap().0;
            (node, rel_of(old[&node]), v, interval(t, &run.read, node))
        }
        _ => return Ok(()),
    };
    count(2, 1);
    if !rel.holds(run.truth(node), v) {
        count(3, 1);
        return Ok(());
    }
    let follows = match rel {
        Rel::Ge => known.0 >= v,
        Rel::Le => known.1 <= v,
        Rel::Eq => known.0 >= v && known.1 <= v,
    };
    if !follows {
        count(5, 1);
        return Ok(());
    }
    count(4, 1);
    let about: Vec<&Claim> = now.iter().filter(|c| c.node == node).collect();
    prop_assert!(
        implied(&about, rel, v),
        "step {}: {} {:?} {} followed and is no longer said: {:?}",
        k + 1,
        t.name(node),
        rel,
        v,
        about
    );
    Ok(())
}
