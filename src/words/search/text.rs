//! Each event in one terse line, in the texts' terms: what `gametree
//! trace` prints. An event is read with the state right after it.

use super::{bound_key, bound_origin, by_move, kind_key, named, player, pv_text, value_text, window_text};
use crate::record::search::{Event, Exactness, NodeId, SearchState, Trace};
use crate::say;
use crate::value::{Value, show};
use crate::words::CutNames;
use crate::words::games::move_label;

/// The line of event `k`, given the state after it.
pub fn describe(trace: &Trace, k: usize, state: &SearchState, names: CutNames) -> String {
    let name = |id: NodeId| trace.name(id).to_string();
    match trace.event(k) {
        Event::Enter { node } => {
            let (node_, depth) = (named(trace, node), trace.depth(node));
            match state.window(node) {
                Some(w) => say!(
                    "line-enter-window",
                    node = node_,
                    depth = depth,
                    window = window_text(trace, &w)
                ),
                None => say!("line-enter", node = node_, depth = depth),
            }
        }
        Event::Generate { child } => say!(
            "line-generate",
            child = name(child),
            by = by_move(trace, child),
            index = trace.tree.move_index(child) + 1,
            parent = trace.parent(child).map(name).unwrap_or_default()
        ),
        Event::Init { node } => say!(
            "line-init",
            node = name(node),
            who = player(trace.player(node)),
            value = show(trace.player(node).initial_value())
        ),
        Event::NoCutoff { node } => {
            let t = super::Passed::at(trace, k, state, node);
            say!(
                "line-no-cutoff",
                node = name(node),
                who = player(trace.player(node)),
                kind = kind_key(t.kind),
                cut = names.name(t.kind),
                value = show(t.value),
                bound = show(t.bound),
                equal = super::yes(t.equal)
            )
        }
        Event::Evaluate { node, value } => say!("line-evaluate", node = name(node), value = show(value)),
        Event::Provisional { node, child } => {
            let p = super::Provisional::at(trace, state, node, child);
            match p.unsure {
                None => say!(
                    "line-provisional",
                    node = p.node,
                    who = p.who,
                    player = p.player,
                    old = p.old,
                    new = p.new,
                    child = p.child
                ),
                Some(relation) => say!(
                    "line-provisional-unsure",
                    node = p.node,
                    who = p.who,
                    old = p.old,
                    new = p.new,
                    child = p.child,
                    relation = relation
                ),
            }
        }
        Event::Accumulate { node, .. } => {
            let Some(t) = state.terms(trace, k) else {
                return String::new();
            };
            say!(
                "line-accumulate",
                node = name(node),
                sum = super::sum_text(&t),
                new = show(t.new),
                child = name(t.child)
            )
        }
        Event::WindowChange { node, bound, old } => say!(
            "line-window",
            node = name(node),
            who = player(trace.player(node)),
            bound = bound_key(bound),
            new = show(state.window(node).map_or(Value::ZERO, |w| w.bound(bound).0)),
            old = show(old)
        ),
        Event::Cutoff { .. } => cutoff_text(trace, k, state, names),
        Event::Leave { node, .. } => {
            let (v, e) = state
                .node(node)
                .final_value()
                .unwrap_or((Value::ZERO, Exactness::Exact));
            say!("line-leave", node = name(node), value = value_text(v, e))
        }
        Event::Quiescence { node } => say!("line-quiescence", node = name(node), depth = trace.depth(node)),
        Event::Iteration { depth: 1 } => say!("line-iteration-first"),
        Event::Iteration { depth } => say!("line-iteration", depth = depth),
        Event::End { .. } => {
            let value = trace.value().map(show).unwrap_or_default();
            match trace.best_move() {
                Some(m) => say!(
                    "line-end-best",
                    value = value,
                    best = move_label(m),
                    pv = pv_text(trace)
                ),
                None => say!("line-end", value = value, pv = pv_text(trace)),
            }
        }
    }
}

/// "β-cutoff at e (MAX): value 5 ≥ β = 4 set by b; e's remaining successor
/// e2 is not examined".
fn cutoff_text(trace: &Trace, k: usize, state: &SearchState, names: CutNames) -> String {
    let Some(c) = state.cutoff(trace, k) else {
        return String::new();
    };
    let owner = trace.name(c.at).into_owned();
    if c.children == 0 {
        return say!(
            "line-test-at-last-child",
            kind = kind_key(c.kind),
            node = owner.as_str(),
            value = show(c.value),
            bound = show(c.bound)
        );
    }
    let children = super::unexamined_names(trace, c.at);
    let left_out = match children.len() {
        0 => say!("line-left-out-none", node = owner.as_str()),
        n => say!(
            "line-left-out",
            node = owner.as_str(),
            count = n,
            children = children.join(", ")
        ),
    };
    say!(
        "line-cutoff",
        kind = kind_key(c.kind),
        cut = names.name(c.kind),
        node = owner.as_str(),
        who = player(trace.player(c.at)),
        value = show(c.value),
        bound = show(c.bound),
        origin = bound_origin(trace, c.at, c.bound_from),
        left_out = left_out
    )
}

/// The whole trace, one numbered step per line, the cut-offs by `names`.
pub fn render(trace: &Trace, names: CutNames) -> String {
    let width = trace.len().to_string().len();
    let mut out = String::new();
    trace.walk(|k, _, state| {
        out += &format!("{:>width$}  {}\n", k + 1, describe(trace, k, state, names));
    });
    out
}
