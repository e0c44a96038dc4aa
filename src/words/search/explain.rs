//! Each event explained in one or two plain sentences for the tutor's step
//! panel, in the texts' words. Unlike `text::describe` (one terse line per
//! event for the command line) it may look at the neighbouring events. An
//! event is read with the state right after it.

mod negamax;

use super::{Passed, bound_origin, by_move, kind_key, player, player_key, pv_text, window_text, yes};
use crate::game::Player;
use crate::record::search::{Bound, Cutoff, Event, Exactness, NodeId, SearchState, Trace, View, Window};
use crate::say;
use crate::value::{Value, show};
use crate::words::CutNames;
use crate::words::games::move_label;

/// The sentence for event `k` in a view of its values.
pub fn explain_in(trace: &Trace, k: usize, state: &SearchState, view: View, names: CutNames) -> String {
    let negamax = (view == View::Negamax).then(|| negamax::explain(trace, k, state, names));
    negamax
        .flatten()
        .unwrap_or_else(|| explain(trace, k, state, names))
}

/// The sentence for event `k`, values from MAX's point of view.
pub fn explain(trace: &Trace, k: usize, state: &SearchState, names: CutNames) -> String {
    if k >= trace.len() {
        return String::new();
    }
    let name = |id: NodeId| trace.name(id).to_string();
    match trace.event(k) {
        Event::Enter { node } => enter(trace, k, node, state.window(node)),
        Event::Generate { child } => generate(trace, child),
        Event::Init { node } => say!(
            "step-init",
            node = name(node),
            player = player_key(trace.player(node)),
            value = show(trace.player(node).initial_value())
        ),
        Event::NoCutoff { node } => no_cutoff(trace, k, state, node, names),
        Event::Evaluate { node, value } => say!("step-evaluate", node = name(node), value = show(value)),
        Event::Provisional { node, child } => provisional(trace, state, node, child),
        Event::Accumulate { node, .. } => {
            let Some(t) = state.terms(trace, k) else {
                return String::new();
            };
            say!(
                "step-accumulate",
                node = name(node),
                sum = super::sum_text(&t),
                new = show(t.new),
                p = crate::value::show_probability(t.p),
                child = name(t.child)
            )
        }
        Event::WindowChange { node, old, bound } => {
            let new = show(state.window(node).map_or(Value::ZERO, |w| w.bound(bound).0));
            let (node, old) = (name(node), show(old));
            match bound {
                Bound::Alpha => say!("step-alpha-rises", node = node, new = new, old = old),
                Bound::Beta => say!("step-beta-falls", node = node, new = new, old = old),
            }
        }
        Event::Cutoff { .. } => state
            .cutoff(trace, k)
            .map(|c| cutoff(trace, &c, names))
            .unwrap_or_default(),
        Event::Leave { node, .. } => leave(trace, node, state),
        Event::Quiescence { node } => say!("step-quiescence", node = name(node), depth = trace.depth(node)),
        Event::Iteration { depth: 1 } => say!("step-iteration-first"),
        Event::Iteration { depth } => say!("step-iteration", depth = depth),
        Event::End { root } => end(trace, root),
    }
}

/// "The search generates e: successor 2 of b", and when the moves were
/// reordered, which one it is tried as.
fn generate(trace: &Trace, child: NodeId) -> String {
    let parent = trace.parent(child).unwrap_or(NodeId::ROOT);
    let index = trace.tree.move_index(child) + 1;
    let nth = trace
        .children(parent)
        .position(|c| c == child)
        .map_or(1, |i| i as u32 + 1);
    let (child_, by, parent_) = (trace.name(child), by_move(trace, child), trace.name(parent));
    match nth == index {
        true => say!(
            "step-generate",
            child = child_,
            by = by,
            index = index,
            parent = parent_
        ),
        false => say!(
            "step-generate-reordered",
            child = child_,
            by = by,
            index = index,
            parent = parent_,
            nth = nth
        ),
    }
}

/// "b (MIN): provisional value v = min(+∞, 4) = 4 from d, so b ≤ 4", or,
/// when the child's value is only a bound the other way, what is known.
fn provisional(trace: &Trace, state: &SearchState, node: NodeId, child: NodeId) -> String {
    let p = super::Provisional::at(trace, state, node, child);
    match p.unsure {
        None => say!(
            "step-provisional",
            node = p.node,
            who = p.who,
            player = p.player,
            old = p.old,
            new = p.new,
            child = p.child
        ),
        Some(relation) => say!(
            "step-provisional-unsure",
            node = p.node,
            who = p.who,
            player = p.player,
            old = p.old,
            new = p.new,
            child = p.child,
            relation = relation
        ),
    }
}

/// Where a provisional value is no bound on `node` (its child is only
/// known to be at most it, at MAX): `upper` or `lower`, what the child
/// is known to be.
pub(super) fn unsure(
    trace: &Trace,
    state: &SearchState,
    node: NodeId,
    child: NodeId,
) -> Option<&'static str> {
    if state.provisional_bounds(trace, node) {
        return None;
    }
    match state.node(child).final_value()?.1 {
        Exactness::UpperBound => Some("upper"),
        Exactness::LowerBound => Some("lower"),
        Exactness::Exact => None,
    }
}

/// " It is searched with α = -∞, β = 4 (set by b)." under alpha-beta.
fn enter_window(trace: &Trace, window: Option<Window>) -> String {
    let w = window.map(|w| window_text(trace, &w));
    w.map(|w| say!("step-searched-with", window = w))
        .unwrap_or_default()
}

/// "The search enters b (MIN) at depth 1: MIN moves here and takes ...".
fn enter(trace: &Trace, k: usize, node: NodeId, window: Option<Window>) -> String {
    let window = enter_window(trace, window);
    let (node_, depth) = (super::named(trace, node), trace.depth(node));
    match is_leaf_at(trace, k) {
        true => say!("step-enter", node = node_, depth = depth, window = window),
        false => say!(
            "step-enter-inner",
            node = node_,
            depth = depth,
            player = player_key(trace.player(node)),
            window = window
        ),
    }
}

/// Whether the node entered by event `k` is a leaf (evaluated right away).
fn is_leaf_at(trace: &Trace, k: usize) -> bool {
    matches!(
        trace.entries.get(k + 1).map(|e| e.event),
        Some(Event::Evaluate { .. })
    )
}

/// "b (MIN): v = 3 > α = -∞, so no α-cutoff: b goes on with its next
/// successor."
fn no_cutoff(trace: &Trace, k: usize, state: &SearchState, node: NodeId, names: CutNames) -> String {
    let t = Passed::at(trace, k, state, node);
    say!(
        "step-no-cutoff",
        node = trace.name(node),
        who = player(trace.player(node)),
        kind = kind_key(t.kind),
        cut = names.name(t.kind),
        value = show(t.value),
        bound = show(t.bound),
        equal = yes(t.equal),
        more = yes(t.more)
    )
}

fn cutoff(trace: &Trace, c: &Cutoff, names: CutNames) -> String {
    let name = trace.name(c.at);
    if c.children == 0 {
        return say!(
            "step-test-at-last-child",
            kind = kind_key(c.kind),
            node = name,
            value = show(c.value),
            bound = show(c.bound)
        );
    }
    if c.bound_from.is_none() && c.bound.is_infinite() {
        return say!(
            "step-cutoff-won",
            kind = kind_key(c.kind),
            cut = names.name(c.kind),
            node = name,
            value = show(c.value),
            left_out = left_out(trace, c)
        );
    }
    let above = match c.bound_from {
        Some(from) => say!(
            "step-bound-from",
            why = opponent_view(trace, from, c.bound),
            kind = kind_key(c.kind),
            bound = show(c.bound),
            origin = bound_origin(trace, c.at, Some(from))
        ),
        None => say!(
            "step-bound-initial",
            kind = kind_key(c.kind),
            bound = show(c.bound)
        ),
    };
    say!(
        "step-cutoff",
        kind = kind_key(c.kind),
        cut = names.name(c.kind),
        node = name,
        who = player(trace.player(c.at)),
        value = show(c.value),
        above = above,
        left_out = left_out(trace, c)
    )
}

/// Why the ancestor that set the bound will not come here.
fn opponent_view(trace: &Trace, from: NodeId, bound: Value) -> String {
    let (node, bound) = (trace.name(from), show(bound));
    match trace.player(from) {
        Player::Min => say!("step-why-min", node = node, bound = bound),
        Player::Max => say!("step-why-max", node = node, bound = bound),
        Player::Chance => say!("step-why-chance", node = node, bound = bound),
    }
}

/// "e's other successor, e2, is not examined."
fn left_out(trace: &Trace, c: &Cutoff) -> String {
    let owner = trace.name(c.at);
    let names = super::unexamined_names(trace, c.at);
    let below = match c.nodes > u64::from(c.children) {
        true => say!("step-left-out-below", nodes = c.nodes),
        false => String::new(),
    };
    match names.len() {
        0 => say!("step-left-out-none", node = owner),
        n => say!(
            "step-left-out",
            node = owner,
            count = n,
            children = names.join(", "),
            below = below
        ),
    }
}

fn leave(trace: &Trace, node: NodeId, state: &SearchState) -> String {
    let name = trace.name(node);
    let (value, e) = state
        .node(node)
        .final_value()
        .unwrap_or((Value::ZERO, Exactness::Exact));
    let value = show(value);
    let Some(parent) = trace.parent(node) else {
        return say!("step-done-root", node = name, value = value);
    };
    let parent = trace.name(parent);
    match e {
        Exactness::Exact => say!("step-done", node = name, value = value, parent = parent),
        Exactness::LowerBound => say!("step-returns-lower", node = name, value = value, parent = parent),
        Exactness::UpperBound => say!("step-returns-upper", node = name, value = value, parent = parent),
    }
}

fn end(trace: &Trace, root: NodeId) -> String {
    let (node, value, pv) = (
        trace.name(root),
        trace.value().map(show).unwrap_or_default(),
        pv_text(trace),
    );
    match trace.best_move() {
        Some(m) => say!(
            "step-end-best",
            node = node,
            value = value,
            best = move_label(m),
            pv = pv
        ),
        None => say!("step-end", node = node, value = value, pv = pv),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Cursor;
    use crate::scenario::Scenario;
    use crate::search::{Algorithm, Setup};

    fn bratko() -> Trace {
        let s = Scenario::resolve("bratko-fig2").unwrap();
        s.record(Setup::new(Algorithm::AlphaBeta)).unwrap()
    }

    fn sentence(t: &Trace, k: usize) -> String {
        explain(
            t,
            k,
            &Cursor::<SearchState>::state_after(t, k + 1),
            CutNames::Chapters,
        )
    }

    fn sentence_of(t: &Trace, is: impl Fn(&Event) -> bool) -> String {
        let k = t.entries.iter().position(|e| is(&e.event)).unwrap();
        sentence(t, k)
    }

    fn is_cut(kind: crate::record::search::CutKind) -> impl Fn(&Event) -> bool {
        move |e| matches!(e, Event::Cutoff { kind: k, .. } if *k == kind)
    }

    #[test]
    fn beta_cutoff_says_who_set_the_bound_and_what_is_left_out() {
        let t = bratko();
        assert_eq!(
            sentence_of(&t, is_cut(crate::record::search::CutKind::Beta)),
            "β-cutoff at e (MAX): its value is already ≥ 5, and MIN at b will never allow more \
             than 4 (β = 4, set by b). e's other successor, e2, is not examined."
        );
    }

    #[test]
    fn alpha_cutoff_names_the_max_ancestor() {
        let t = bratko();
        let s = sentence_of(&t, is_cut(crate::record::search::CutKind::Alpha));
        assert!(s.starts_with("α-cutoff at c (MIN): its value is already ≤ 2, and MAX at a is already sure of 4 (α = 4, set by a)."), "{s}");
    }

    #[test]
    fn every_event_has_a_sentence() {
        let t = bratko();
        for k in 0..t.len() {
            assert!(sentence(&t, k).ends_with('.'), "{k}: {}", sentence(&t, k));
        }
        assert!(sentence(&t, 0).contains("MAX moves here"));
        assert!(sentence(&t, t.len() - 1).contains("a → b → d → d2"));
    }
}
