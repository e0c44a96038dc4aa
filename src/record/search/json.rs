//! The trace as JSON lines, for tools and tests: one object per event,
//! with what the event changed read from the state after it.

use super::{Bound, CutKind, Event, Exactness, NodeId, SearchState, Trace, Window};
use crate::value::to_json;
use serde_json::{Value as Json, json};

/// The object of event `k`, given the state after it.
pub fn entry(trace: &Trace, k: usize, state: &SearchState) -> Json {
    let name = |id: NodeId| Json::from(trace.name(id));
    let value = |id: NodeId| to_json(state.node(id).final_value().map_or(f64::NAN, |f| f.0));
    let e = trace.entries[k];
    let mut obj = match e.event {
        Event::Enter { node } => json!({
            "event": "enter", "node": name(node), "depth": trace.depth(node),
            "player": trace.player(node).to_string(),
            "window": state.window(node).map(|w| window_json(trace, &w)),
        }),
        Event::Generate { child } => json!({
            "event": "generate", "node": name(child),
            "parent": trace.parent(child).map(name), "move": trace.label(child),
        }),
        Event::Init { node } => json!({
            "event": "init", "node": name(node),
            "value": to_json(trace.player(node).initial_value()),
        }),
        Event::NoCutoff { node } => no_cutoff_json(trace, state, node),
        Event::Evaluate { node, value } => json!({
            "event": "evaluate", "node": name(node), "value": to_json(value),
        }),
        Event::Provisional { node, child } => {
            let old = state.provisional_before(trace, node, child);
            let old = old.map_or(trace.player(node).initial_value(), |(v, _)| v);
            json!({
                "event": "provisional", "node": name(node), "old": to_json(old),
                "new": value(child), "child": name(child),
            })
        }
        Event::Accumulate { node, old, new } => json!({
            "event": "provisional", "node": name(node), "old": to_json(old),
            "new": to_json(new), "child": trace.child_returned_before(k).map(name),
        }),
        Event::WindowChange { node, bound, old } => json!({
            "event": "window", "node": name(node),
            "bound": if bound == Bound::Alpha { "alpha" } else { "beta" },
            "old": to_json(old),
            "new": to_json(state.window(node).map_or(f64::NAN, |w| w.bound(bound).0)),
        }),
        Event::Cutoff { at, kind, nodes, .. } => cutoff_json(trace, state, (at, kind), nodes),
        Event::Leave { node, exactness } => json!({
            "event": "leave", "node": name(node), "value": value(node),
            "exactness": match exactness {
                Exactness::Exact => "exact",
                Exactness::LowerBound => "lower",
                Exactness::UpperBound => "upper",
            },
        }),
        Event::Quiescence { node } => json!({
            "event": "quiescence", "node": name(node), "depth": trace.depth(node),
        }),
        Event::Iteration { depth } => json!({ "event": "iteration", "depth": depth }),
        Event::End { .. } => json!({
            "event": "end", "value": trace.value().map(to_json),
            "best_move": trace.best_move(),
            "pv": trace.pv().iter().map(|&id| trace.name(id)).collect::<Vec<_>>(),
        }),
    };
    obj["step"] = json!(k + 1);
    obj["line"] = json!(e.line.id());
    obj
}

fn window_json(trace: &Trace, w: &Window) -> Json {
    let from = |id: Option<NodeId>| id.map(|i| Json::from(trace.name(i))).unwrap_or(Json::Null);
    json!({
        "alpha": to_json(w.alpha), "alpha_from": from(w.alpha_from),
        "beta": to_json(w.beta), "beta_from": from(w.beta_from),
    })
}

/// The test that did not fire: the value and the bound it was compared with.
fn no_cutoff_json(trace: &Trace, state: &SearchState, node: NodeId) -> Json {
    let kind = CutKind::at(trace.player(node));
    let (bound, from) = state.window(node).unwrap_or(Window::FULL).bound(kind.bound());
    json!({
        "event": "no_cutoff", "node": trace.name(node),
        "value": to_json(state.node(node).provisional().unwrap_or(f64::NAN)),
        "bound": to_json(bound), "bound_from": from.map(|id| trace.name(id)),
    })
}

fn cutoff_json(trace: &Trace, state: &SearchState, (at, kind): (NodeId, CutKind), nodes: u64) -> Json {
    let event = match kind {
        CutKind::Beta => "beta_cutoff",
        CutKind::Alpha => "alpha_cutoff",
    };
    let (bound, from) = state.window(at).unwrap_or(Window::FULL).bound(kind.bound());
    json!({
        "event": event, "node": trace.name(at),
        "value": to_json(state.node(at).provisional().unwrap_or(f64::NAN)),
        "bound": to_json(bound), "bound_from": from.map(|id| trace.name(id)),
        "unexamined": trace.unexamined(at).map(|id| trace.name(id)).collect::<Vec<_>>(),
        "unexamined_nodes": nodes,
    })
}

/// The whole trace as JSON lines.
pub fn render(trace: &Trace) -> String {
    let mut out = String::new();
    trace.walk(|k, _, state| {
        out += &entry(trace, k, state).to_string();
        out.push('\n');
    });
    out
}
