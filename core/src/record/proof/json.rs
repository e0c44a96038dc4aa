//! The proof as JSON lines, one object per event, for tools and tests.

use super::{NodeKind, ProofEvent, ProofTrace, Reason, plus_minus};
use crate::record::{Entry, NodeId};
use serde_json::{Value as Json, json};

/// One JSON object per event: `event`, `node` (the position), `step`,
/// `line` (the pseudocode line id) and the event's details.
pub fn entry(t: &ProofTrace, step: usize, e: &Entry<ProofEvent>) -> Json {
    let pos = |id| Json::from(t.position(id));
    let mut obj = match e.event {
        ProofEvent::Enter { node } => json!({
            "event": "enter", "node": pos(node), "depth": t.tree.depth(node),
            "kind": match t.kind(node) {
                NodeKind::Or => "or",
                NodeKind::And => "and",
                NodeKind::Terminal => "terminal",
            },
        }),
        ProofEvent::Generate { child } => json!({
            "event": "generate", "node": pos(child),
            "parent": t.tree.parent(child).map(pos), "move": t.via(child),
        }),
        ProofEvent::Settle { node, solved, reason } => {
            let mut o = json!({ "event": "settle", "node": pos(node), "solved": solved });
            let r = &mut o["reason"];
            match reason {
                Reason::Terminal { winner } => {
                    *r = "terminal".into();
                    o["winner"] = winner.map(|w| plus_minus(w).to_lowercase()).into();
                }
                Reason::Successor { child, skipped } => {
                    *r = "successor".into();
                    o["successor"] = pos(child);
                    o["move"] = t.via(child).into();
                    o["skipped"] = skipped.into();
                }
                Reason::AllSuccessors => *r = "all_successors".into(),
                Reason::SettledBefore { earlier } => {
                    *r = "settled_before".into();
                    o["earlier_depth"] = t.tree.depth(earlier).into();
                }
            }
            o
        }
        ProofEvent::End { solved } => json!({
            "event": "end", "node": pos(NodeId::ROOT), "problem": t.problem_at(NodeId::ROOT), "solved": solved,
        }),
    };
    obj["step"] = json!(step);
    obj["line"] = json!(e.line.id());
    obj
}

/// The whole proof as JSON lines.
pub fn render(t: &ProofTrace) -> String {
    let mut out = String::new();
    for (k, e) in t.entries.iter().enumerate() {
        out += &entry(t, k + 1, &e).to_string();
        out.push('\n');
    }
    out
}
