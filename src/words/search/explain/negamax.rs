//! The step panel's sentences in the negamax view (seed 004): each value is
//! the one of the player to move there, so every node takes the largest of
//! its successors' values, each negated. Only the events whose words change
//! are here; the others read the same in both views.

use super::{is_leaf_at, opponent_view, pruned};
use crate::game::Player;
use crate::record::search::{CutKind, Cutoff, Event, Exactness, NodeId, Trace, View, Window};
use crate::value::{Value, show};
use crate::words::search::text::{bound_origin, window_text};

const VIEW: View = View::Negamax;

/// The sentence for event `k` in the negamax view, when it differs.
pub fn explain(trace: &Trace, k: usize) -> Option<String> {
    let event = trace.entries.get(k)?.event;
    let player = |id: NodeId| trace.node(id).player;
    match event {
        Event::Enter { node, .. } if player(node) == Player::Chance => None,
        Event::Enter {
            node, depth, window, ..
        } => Some(enter(trace, k, (node, depth), window)),
        Event::Evaluate { node, value } if player(node) == Player::Min => Some(format!(
            "{} is a leaf of the search tree: its static value is {} for MAX, so {} for MIN, who moves there (sign · eval).",
            trace.name(node),
            show(value),
            show(-value)
        )),
        Event::Provisional {
            node,
            old,
            new,
            child,
        } if player(node) != Player::Chance => Some(provisional(trace, node, (old, new), child)),
        Event::WindowChange { node, old, new, .. } if player(node) == Player::Min => Some(format!(
            "α at {name} rises to {} (was {}), the negated β: on this path MIN is already sure of at least {}, \
             that is MAX gets at most {}.",
            show(-new),
            show(-old),
            show(-new),
            show(new),
            name = trace.name(node)
        )),
        ev @ Event::AlphaCutoff { .. } => ev.cutoff().map(|c| alpha_cutoff(trace, &c)),
        Event::Leave {
            node,
            value,
            exactness,
        } => leave(trace, node, value, exactness),
        _ => None,
    }
}

fn enter(trace: &Trace, k: usize, (node, depth): (NodeId, u32), window: Option<Window>) -> String {
    let p = trace.node(node).player;
    let w = window
        .map(|w| format!(" It is searched with {}.", window_text(trace, &VIEW.window(p, w))))
        .unwrap_or_default();
    let role = if is_leaf_at(trace, k) {
        String::new()
    } else {
        format!(
            ": {p} moves here and, as everywhere in the negamax view, takes the largest of its \
             successors' values, each negated"
        )
    };
    format!(
        "The search enters {} ({p}) at depth {depth}{role}.{w}",
        trace.name(node)
    )
}

/// How a parent counts a child's value: negated when the other player
/// moves at the child (`−(4)`), as it is when the players alternate.
fn counted(trace: &Trace, parent: NodeId, child: NodeId, v: Value) -> String {
    let own = show(VIEW.value(trace.node(child).player, v));
    if trace.node(parent).player == trace.node(child).player {
        own
    } else {
        format!("-({own})")
    }
}

fn provisional(trace: &Trace, node: NodeId, (old, new): (Value, Value), child: NodeId) -> String {
    let p = trace.node(node).player;
    let name = trace.name(node);
    let new_seen = show(VIEW.value(p, new));
    format!(
        "{name} ({p}): provisional value v = max({}, {}) = {new_seen} from {}, so {name} ≥ {new_seen}.",
        show(VIEW.value(p, old)),
        counted(trace, node, child, new),
        trace.name(child)
    )
}

/// At MIN, v ≤ α reads v ≥ β with both sides negated: every cut-off of
/// the negamax view is the same test.
fn alpha_cutoff(trace: &Trace, c: &Cutoff) -> String {
    debug_assert_eq!(c.kind, CutKind::Alpha);
    let name = trace.name(c.at);
    let above = match c.bound_from {
        Some(from) => format!(
            "{} (β = {} for MIN, {})",
            opponent_view(trace, from, c.bound),
            show(-c.bound),
            bound_origin(trace, c.at, Some(from))
        ),
        None => format!("β = {} for MIN is the initial bound", show(-c.bound)),
    };
    format!(
        "α-cutoff at {name} (MIN): for MIN its value is already ≥ {}, and {above}. {}",
        show(-c.value),
        pruned(name, trace, &c.unexamined)
    )
}

fn leave(trace: &Trace, node: NodeId, value: Value, e: Exactness) -> Option<String> {
    let parent = trace.node(node).parent?;
    let p = trace.node(node).player;
    if p == Player::Chance || trace.node(parent).player == Player::Chance {
        return None;
    }
    let (name, to) = (trace.name(node), trace.name(parent));
    let own = show(VIEW.value(p, value));
    let takes = format!(
        "{to} counts it as {} = {}",
        counted(trace, parent, node, value),
        show(VIEW.value(trace.node(parent).player, value))
    );
    Some(match VIEW.exactness(p, e) {
        Exactness::Exact => format!("{name} is done and returns {own}, its value for {p}; {takes}."),
        bound => {
            let rel = if bound == Exactness::LowerBound {
                "≥"
            } else {
                "≤"
            };
            format!(
                "{name} returns {own}, only a bound ({name} {rel} {own} for {p}), which is all {to} needs; {takes}."
            )
        }
    })
}
