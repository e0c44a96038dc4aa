//! The trace as JSON lines, for tools and tests.

use super::{CutKind, Cutoff, Entry, Event, Exactness, NodeId, Trace, Window};
use crate::value::to_json;
use serde_json::{Value as Json, json};

/// One JSON object per event.
pub fn entry(trace: &Trace, step: usize, e: &Entry) -> Json {
    let name = |id: NodeId| Json::from(trace.name(id));
    let mut obj = match e.event {
        Event::Enter {
            node,
            depth,
            player,
            window,
        } => json!({
            "event": "enter", "node": name(node), "depth": depth,
            "player": player.to_string(), "window": window.map(|w| window_json(trace, &w)),
        }),
        Event::Generate { parent, child } => json!({
            "event": "generate", "node": name(child), "parent": name(parent),
            "move": trace.label(child),
        }),
        Event::Evaluate { node, value } => json!({
            "event": "evaluate", "node": name(node), "value": to_json(value),
        }),
        Event::Provisional {
            node,
            old,
            new,
            child,
        } => json!({
            "event": "provisional", "node": name(node), "old": to_json(old),
            "new": to_json(new), "child": name(child),
        }),
        Event::WindowChange {
            node,
            bound,
            old,
            new,
        } => json!({
            "event": "window", "node": name(node),
            "bound": if bound == super::Bound::Alpha { "alpha" } else { "beta" },
            "old": to_json(old), "new": to_json(new),
        }),
        ev @ (Event::BetaCutoff { .. } | Event::AlphaCutoff { .. }) => {
            ev.cutoff().map(|c| cutoff_json(trace, &c)).unwrap_or_default()
        }
        Event::Leave {
            node,
            value,
            exactness,
        } => json!({
            "event": "leave", "node": name(node), "value": to_json(value),
            "exactness": match exactness {
                Exactness::Exact => "exact",
                Exactness::LowerBound => "lower",
                Exactness::UpperBound => "upper",
            },
        }),
        Event::Quiescence { node, depth } => json!({
            "event": "quiescence", "node": name(node), "depth": depth,
        }),
        Event::Iteration { depth } => json!({ "event": "iteration", "depth": depth }),
        Event::End { value, best_child } => json!({
            "event": "end", "value": to_json(value),
            "best_move": best_child.map(|c| Json::from(trace.label(c))).unwrap_or(Json::Null),
            "pv": trace.pv.iter().map(|&id| trace.name(id)).collect::<Vec<_>>(),
        }),
    };
    obj["step"] = json!(step);
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

fn cutoff_json(trace: &Trace, c: &Cutoff) -> Json {
    let kind = if c.kind == CutKind::Beta {
        "beta_cutoff"
    } else {
        "alpha_cutoff"
    };
    json!({
        "event": kind, "node": trace.name(c.at), "value": to_json(c.value),
        "bound": to_json(c.bound), "bound_from": c.bound_from.map(|id| trace.name(id)),
        "unexamined": c.unexamined_children().map(|id| trace.name(id)).collect::<Vec<_>>(),
        "unexamined_nodes": c.unexamined.nodes,
    })
}

/// The whole trace as JSON lines.
pub fn render(trace: &Trace) -> String {
    let mut out = String::new();
    for (k, e) in trace.entries.iter().enumerate() {
        out += &entry(trace, k + 1, e).to_string();
        out.push('\n');
    }
    out
}
