//! The trace as JSON lines, for tools and tests: one object per event,
//! with what the event changed read from the state after it. A value is
//! the nearest number; where that is not exact (2/3), `"<key>_exact"`
//! beside it gives the fraction.

use super::{Bound, CutKind, Event, NodeId, SearchState, Trace, Window};
use crate::value::{Value, put_json};
use serde_json::{Value as Json, json};

/// The object of event `k`, given the state after it.
pub fn entry(trace: &Trace, k: usize, state: &SearchState) -> Json {
    let name = |id: NodeId| Json::from(trace.name(id));
    let final_value = |id: NodeId| state.node(id).final_value().map_or(Value::ZERO, |f| f.0);
    let e = trace.entries.at(k);
    let (mut obj, values) = match e.event {
        Event::Enter { node } => (
            json!({
                "event": "enter", "node": name(node), "depth": trace.depth(node),
                "player": trace.player(node).to_string(),
                "window": state.window(node).map(|w| window_json(trace, &w)),
            }),
            vec![],
        ),
        Event::Generate { child } => (
            json!({
                "event": "generate", "node": name(child),
                "parent": trace.parent(child).map(name), "move": trace.label(child),
            }),
            vec![],
        ),
        Event::Init { node } => (
            json!({ "event": "init", "node": name(node) }),
            vec![("value", trace.player(node).initial_value())],
        ),
        Event::NoCutoff { node } => test_json(trace, state, node, "no_cutoff"),
        Event::Evaluate { node, value } => (
            json!({ "event": "evaluate", "node": name(node) }),
            vec![("value", value)],
        ),
        Event::Provisional { node, child } => {
            let old = state.provisional_before(trace, node, child);
            let old = old.map_or(trace.player(node).initial_value(), |(v, _)| v);
            (
                json!({ "event": "provisional", "node": name(node), "child": name(child) }),
                vec![("old", old), ("new", final_value(child))],
            )
        }
        Event::Accumulate { node, p, new } => {
            let old = state
                .terms(trace, k)
                .and_then(|t| t.before)
                .unwrap_or(Value::ZERO);
            (
                json!({
                    "event": "provisional", "node": name(node),
                    "child": trace.child_returned_before(k).map(name),
                }),
                vec![("old", old), ("new", new), ("probability", p)],
            )
        }
        Event::WindowChange { node, bound, old } => (
            json!({
                "event": "window", "node": name(node),
                "bound": if bound == Bound::Alpha { "alpha" } else { "beta" },
            }),
            vec![
                ("old", old),
                ("new", state.window(node).map_or(old, |w| w.bound(bound).0)),
            ],
        ),
        Event::Cutoff { at, kind, nodes, .. } => {
            let event = match kind {
                CutKind::Beta => "beta_cutoff",
                CutKind::Alpha => "alpha_cutoff",
            };
            let (mut obj, values) = test_json(trace, state, at, event);
            obj["unexamined"] = trace.unexamined(at).map(|id| trace.name(id)).collect();
            obj["unexamined_nodes"] = json!(nodes);
            (obj, values)
        }
        Event::Leave { node, exactness } => (
            json!({
                "event": "leave", "node": name(node),
                "exactness": exactness.key(),
            }),
            vec![("value", final_value(node))],
        ),
        Event::Quiescence { node } => (
            json!({ "event": "quiescence", "node": name(node), "depth": trace.depth(node) }),
            vec![],
        ),
        Event::Iteration { depth } => (json!({ "event": "iteration", "depth": depth }), vec![]),
        Event::End { .. } => {
            let mut obj = json!({
                "event": "end", "value": null, "best_move": trace.best_move(),
                "pv": trace.pv().iter().map(|&id| trace.name(id)).collect::<Vec<_>>(),
                "pv_moves": pv_moves(trace),
            });
            if let Some(v) = trace.value() {
                put_json(&mut obj, "value", v);
            }
            (obj, vec![])
        }
    };
    for (key, v) in values {
        put_json(&mut obj, key, v);
    }
    // The node's stable id: its names are made anew by each search.
    if obj.get("node").is_some() {
        obj["path"] = json!(trace.tree.move_path(e.event.node()));
    }
    obj["step"] = json!(k + 1);
    obj["line"] = json!(e.line.id());
    obj
}

/// The moves of the principal variation from the root, as labelled.
pub fn pv_moves(trace: &Trace) -> Vec<&str> {
    trace.pv().iter().skip(1).map(|&id| trace.label(id)).collect()
}

fn window_json(trace: &Trace, w: &Window) -> Json {
    let from = |id: Option<NodeId>| id.map(|i| Json::from(trace.name(i))).unwrap_or(Json::Null);
    let mut obj = json!({ "alpha_from": from(w.alpha_from), "beta_from": from(w.beta_from) });
    put_json(&mut obj, "alpha", w.alpha);
    put_json(&mut obj, "beta", w.beta);
    obj
}

/// A cut-off test at `node`, fired or not: the value, the bound it was
/// compared with and who set the bound.
fn test_json(
    trace: &Trace,
    state: &SearchState,
    node: NodeId,
    event: &str,
) -> (Json, Vec<(&'static str, Value)>) {
    let kind = CutKind::at(trace.player(node));
    let (bound, from) = state.window(node).unwrap_or(Window::FULL).bound(kind.bound());
    let value = state.node(node).provisional().unwrap_or(bound);
    (
        json!({
            "event": event, "node": trace.name(node),
            "bound_from": from.map(|id| trace.name(id)),
        }),
        vec![("value", value), ("bound", bound)],
    )
}

/// The whole trace as JSON lines.
pub fn render(trace: &Trace) -> String {
    let mut out = String::new();
    each_line(trace, |line| {
        out += &line;
        out.push('\n');
    });
    out
}

/// Each event of the trace as a line of JSON (without its new line), in
/// order, for a writer that writes as they come.
pub fn each_line(trace: &Trace, mut line: impl FnMut(String)) {
    trace.walk(|k, _, state| line(entry(trace, k, state).to_string()));
}
