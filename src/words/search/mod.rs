//! A two-player search in words: the terse line of each event for the
//! command line (`text`), the tutor's sentence (`explain`), and the pieces
//! both use (players, windows, who set a bound).

pub mod explain;
pub mod text;

use crate::game::Player;
use crate::record::search::state::Terms;
use crate::record::search::{Bound, CutKind, Event, Exactness, NodeId, SearchState, Trace, Window};
use crate::say;
use crate::value::{Value, show, show_probability};

/// `max`, `min` or `chance`: what the messages select on.
pub fn player_key(p: Player) -> &'static str {
    match p {
        Player::Max => "max",
        Player::Min => "min",
        Player::Chance => "chance",
    }
}

/// `alpha` or `beta`.
pub fn kind_key(kind: CutKind) -> &'static str {
    match kind {
        CutKind::Alpha => "alpha",
        CutKind::Beta => "beta",
    }
}

/// `alpha` or `beta`.
pub fn bound_key(bound: Bound) -> &'static str {
    match bound {
        Bound::Alpha => "alpha",
        Bound::Beta => "beta",
    }
}

/// "MAX", "MIN", "CHANCE".
pub fn player(p: Player) -> String {
    say!("player", player = player_key(p))
}

/// "e (MAX)"; a leaf where chance would move (expectimax's MIN levels)
/// is "a (leaf)": nothing moves at a leaf.
pub fn named(trace: &Trace, id: NodeId) -> String {
    let who = match (trace.player(id), trace.children(id).next()) {
        (Player::Chance, None) => say!("leaf"),
        (p, _) => player(p),
    };
    say!("named-node", name = trace.name(id), player = who)
}

/// "α = 3 (set by a), β = +∞".
pub fn window_text(trace: &Trace, w: &Window) -> String {
    let part = |bound: Bound| {
        let (v, from) = w.bound(bound);
        match from {
            Some(id) => say!(
                "window-bound-set-by",
                bound = bound_key(bound),
                value = show(v),
                from = trace.name(id)
            ),
            None => say!("window-bound", bound = bound_key(bound), value = show(v)),
        }
    };
    say!("window", alpha = part(Bound::Alpha), beta = part(Bound::Beta))
}

/// Who set the bound of a cut-off at `at`, and how far up the path.
pub fn bound_origin(trace: &Trace, at: NodeId, from: Option<NodeId>) -> String {
    let Some(from) = from else {
        return say!("bound-initial");
    };
    let up = trace.depth(at).saturating_sub(trace.depth(from));
    match up {
        0 | 1 => say!("bound-set-by", from = trace.name(from)),
        _ => say!("bound-set-deep", from = trace.name(from), up = up),
    }
}

/// " by move C" when the move has a label of its own, else "".
pub fn by_move(trace: &Trace, child: NodeId) -> String {
    let label = trace.label(child);
    match (label != trace.name(child), super::games::pit(label)) {
        (true, Some(pit)) => say!("by-move-pit", pit = pit),
        (true, None) => say!("by-move", label = super::games::move_label(label)),
        (false, _) => String::new(),
    }
}

/// "4", "≥ 5 (a lower bound)", "≤ 2 (an upper bound)".
pub fn value_text(value: Value, e: Exactness) -> String {
    let value = show(value);
    match e {
        Exactness::Exact => say!("value-exact", value = value),
        Exactness::LowerBound => say!("value-lower", value = value),
        Exactness::UpperBound => say!("value-upper", value = value),
    }
}

/// "a → b → d → d2"; where the edges are labelled, the moves after:
/// "A → B → B3 (pits 1, 3)".
pub fn pv_text(trace: &Trace) -> String {
    path_text(trace, trace.pv(), |id| trace.name(id).into_owned())
}

/// The nodes of a path from the root, each as `node` writes it, joined
/// by arrows; where its edges are labelled (a game's moves, a file's
/// `move`s), the moves after them in brackets.
pub fn path_text(trace: &Trace, path: &[NodeId], node: impl Fn(NodeId) -> String) -> String {
    let names: Vec<String> = path.iter().map(|&id| node(id)).collect();
    let names = names.join(" → ");
    match moves_of(trace, path) {
        Some(moves) => format!("{names} ({moves})"),
        None => names,
    }
}

/// The moves along a path from the root ("pits 3, 1, 4", "X b2, O c1"),
/// where each has a label of its own (a live game's always; a file's
/// where it writes every `move` on the path).
pub fn moves_of(trace: &Trace, path: &[NodeId]) -> Option<String> {
    let edges: Vec<NodeId> = path
        .iter()
        .copied()
        .filter(|&id| trace.parent(id).is_some())
        .collect();
    let labelled = |&id: &NodeId| !trace.label(id).is_empty() && trace.label(id) != trace.name(id);
    match !edges.is_empty() && edges.iter().all(labelled) {
        true => Some(super::games::moves_said(edges.iter().map(|&id| trace.label(id)))),
        false => None,
    }
}

/// The names of the children a cut-off at `at` left unexamined.
pub fn unexamined_names(trace: &Trace, at: NodeId) -> Vec<std::borrow::Cow<'_, str>> {
    trace.unexamined(at).map(|id| trace.name(id)).collect()
}

/// The cut-off test that ran at `node` in event `k` and did not fire: the
/// value and the bound it compared, and whether the node searches on.
pub struct Passed {
    pub kind: CutKind,
    pub value: Value,
    pub bound: Value,
    /// The value equals the bound: only the strict rule lets it pass.
    pub equal: bool,
    /// Another successor follows.
    pub more: bool,
}

impl Passed {
    pub fn at(trace: &Trace, k: usize, state: &SearchState, node: NodeId) -> Passed {
        let kind = CutKind::at(trace.player(node));
        let value = state.node(node).provisional().unwrap_or(Value::ZERO);
        let bound = state.window(node).unwrap_or(Window::FULL).bound(kind.bound()).0;
        let next = trace
            .entries
            .iter_from(k + 1)
            .map(|e| e.event)
            .find(|e| !matches!(e, Event::WindowChange { node: n, .. } if *n == node));
        let more = matches!(next, Some(Event::Generate { child }) if trace.parent(child) == Some(node));
        Passed {
            kind,
            value,
            bound,
            equal: value == bound,
            more,
        }
    }
}

/// A provisional value, as the step panel and the trace's line both say
/// it: the node's player, the value before and after, the child it came
/// from, and, when the child is only a bound the other way, what it is
/// known to be (`upper`, `lower`).
pub struct Provisional {
    pub node: String,
    pub who: String,
    pub player: &'static str,
    pub old: String,
    pub new: String,
    pub child: String,
    pub unsure: Option<&'static str>,
}

impl Provisional {
    pub fn at(trace: &Trace, state: &SearchState, node: NodeId, child: NodeId) -> Provisional {
        let p = trace.player(node);
        let new = state.node(child).final_value().map_or(Value::ZERO, |f| f.0);
        Provisional {
            node: trace.name(node).to_string(),
            who: player(p),
            player: player_key(p),
            old: show(state.provisional_old(trace, node, child)),
            new: show(new),
            child: trace.name(child).to_string(),
            unsure: explain::unsure(trace, state, node, child),
        }
    }
}

/// "yes" or "no": what the messages select on.
pub fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// "12 + 1/6 · (-12)": the weighted sum so far and the term added; the
/// first term alone, "1/2 · 8".
pub fn sum_text(t: &Terms) -> String {
    let value = match t.value < Value::ZERO {
        true => format!("({})", show(t.value)),
        false => show(t.value),
    };
    let term = format!("{} {} {value}", show_probability(t.p), super::symbols::times());
    match t.before {
        Some(before) => format!("{} + {term}", show(before)),
        None => term,
    }
}
