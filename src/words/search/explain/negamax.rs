//! The step panel's sentences in the negamax view (section 6.3): each value
//! is the one of the player to move there, so every node takes the largest
//! of its successors' values, negated where the other player moves. Only
//! the events whose words change are here; the others read the same in
//! both views.

use super::{enter, enter_window, is_leaf_at, left_out};
use crate::game::Player;
use crate::record::search::{Event, Exactness, NodeId, SearchState, Trace, View};
use crate::say;
use crate::value::{Value, show};
use crate::words::CutNames;
use crate::words::search::{Passed, bound_origin, player, yes};

const VIEW: View = View::Negamax;

/// The sentence for event `k` in the negamax view, when it differs.
pub fn explain(trace: &Trace, k: usize, state: &SearchState, names: CutNames) -> Option<String> {
    let p = |id: NodeId| trace.player(id);
    match trace.entries.get(k)?.event {
        Event::Enter { node } if p(node) == Player::Chance => None,
        Event::Enter { node } => {
            let w = state.window(node).map(|w| VIEW.window(p(node), w));
            Some(match is_leaf_at(trace, k) {
                true => enter(trace, k, node, w),
                false => say!(
                    "negamax-enter-inner",
                    node = super::super::named(trace, node),
                    depth = trace.depth(node),
                    player = player(p(node)),
                    window = enter_window(trace, w)
                ),
            })
        }
        Event::Init { node } if p(node) != Player::Chance => Some(say!(
            "negamax-init",
            node = trace.name(node),
            player = player(p(node))
        )),
        Event::NoCutoff { node } => Some(no_cutoff(trace, k, state, node)),
        Event::Evaluate { node, value } if p(node) == Player::Min => Some(say!(
            "negamax-evaluate-min",
            node = trace.name(node),
            value = show(value),
            negated = show(-value)
        )),
        Event::Provisional { node, child } => Some(provisional(trace, state, node, child)),
        Event::WindowChange { node, bound, old } if p(node) == Player::Min => {
            let new = state.window(node).map_or(Value::ZERO, |w| w.bound(bound).0);
            Some(say!(
                "negamax-alpha-rises-min",
                node = trace.name(node),
                new = show(-new),
                old = show(-old),
                max = show(new)
            ))
        }
        Event::Cutoff { children, .. } if children > 0 => {
            state.cutoff(trace, k).map(|c| cutoff(trace, &c, names))
        }
        Event::Leave { node, exactness } => leave(trace, state, node, exactness),
        _ => None,
    }
}

/// How a parent counts a child's value: negated when the other player
/// moves at the child (`−(4)`), as it is when the players alternate.
fn counted(trace: &Trace, parent: NodeId, child: NodeId, v: Value) -> String {
    let own = show(VIEW.value(trace.player(child), v));
    match trace.player(parent) == trace.player(child) {
        true => own,
        false => say!("negamax-negated", value = own),
    }
}

fn provisional(trace: &Trace, state: &SearchState, node: NodeId, child: NodeId) -> String {
    let p = trace.player(node);
    let new = state.node(child).final_value().map_or(Value::ZERO, |f| f.0);
    let (node_, player_, child_) = (trace.name(node), player(p), trace.name(child));
    let old = show(VIEW.value(p, state.provisional_old(trace, node, child)));
    let (counted, new) = (counted(trace, node, child, new), show(VIEW.value(p, new)));
    match super::unsure(trace, state, node, child) {
        None => say!(
            "negamax-provisional",
            node = node_,
            player = player_,
            old = old,
            counted = counted,
            new = new,
            child = child_
        ),
        // Seen from the node, the child counts only as at most v.
        Some(_) => say!(
            "negamax-provisional-unsure",
            node = node_,
            player = player_,
            old = old,
            counted = counted,
            new = new,
            child = child_
        ),
    }
}

/// The test v ≥ β that did not fire, for the player to move (at MIN the
/// minimax test v ≤ α with both sides negated).
fn no_cutoff(trace: &Trace, k: usize, state: &SearchState, node: NodeId) -> String {
    let (p, t) = (trace.player(node), Passed::at(trace, k, state, node));
    say!(
        "negamax-no-cutoff",
        node = trace.name(node),
        player = player(p),
        value = show(VIEW.value(p, t.value)),
        bound = show(VIEW.value(p, t.bound)),
        equal = yes(t.equal),
        more = yes(t.more)
    )
}

/// Every cut-off of the negamax view is the same test, v ≥ β, for the
/// player to move (at MIN, v ≤ α with both sides negated); the bound is
/// the opponent's α seen from here.
fn cutoff(trace: &Trace, c: &crate::record::search::Cutoff, names: CutNames) -> String {
    let p = trace.player(c.at);
    let mover = player(p);
    let bound = show(VIEW.value(p, c.bound));
    let above = match c.bound_from {
        Some(from) => say!(
            "negamax-bound-from",
            why = sure_of(trace, from, c.bound),
            bound = bound,
            player = mover.as_str(),
            origin = bound_origin(trace, c.at, Some(from))
        ),
        None => say!("negamax-bound-initial", bound = bound, player = mover.as_str()),
    };
    say!(
        "negamax-cutoff",
        cut = names.name(c.kind),
        node = trace.name(c.at),
        player = mover.as_str(),
        value = show(VIEW.value(p, c.value)),
        above = above,
        left_out = left_out(trace, c)
    )
}

/// "b (MIN) is already sure of at least -4": the ancestor's own α.
fn sure_of(trace: &Trace, from: NodeId, bound: Value) -> String {
    let p = trace.player(from);
    say!(
        "negamax-sure-of",
        node = trace.name(from),
        player = player(p),
        value = show(VIEW.value(p, bound))
    )
}

fn leave(trace: &Trace, state: &SearchState, node: NodeId, e: Exactness) -> Option<String> {
    let parent = trace.parent(node)?;
    let p = trace.player(node);
    if p == Player::Chance || trace.player(parent) == Player::Chance {
        return None;
    }
    let value = state.node(node).final_value()?.0;
    let (name, to) = (trace.name(node), trace.name(parent).into_owned());
    let own = show(VIEW.value(p, value));
    let counts = say!(
        "negamax-counts-as",
        parent = to.as_str(),
        counted = counted(trace, parent, node, value),
        value = show(VIEW.value(trace.player(parent), value))
    );
    Some(match VIEW.exactness(p, e) {
        Exactness::Exact => say!(
            "negamax-done",
            node = name,
            own = own,
            player = player(p),
            counts = counts
        ),
        bound => say!(
            "negamax-returns-bound",
            node = name,
            own = own,
            relation = if bound == Exactness::LowerBound {
                "≥"
            } else {
                "≤"
            },
            player = player(p),
            parent = to.as_str(),
            counts = counts
        ),
    })
}
