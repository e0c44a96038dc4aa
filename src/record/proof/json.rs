//! The proof as JSON lines, one object per event, for tools and tests.

use super::{NodeKind, ProofEntry, ProofEvent, ProofTrace, Reason, plus_minus};
use serde_json::{Value as Json, json};

/// One JSON object per event: `event`, `node` (the position), `step`,
/// `line` (the pseudocode line id) and the event's details.
pub fn entry(t: &ProofTrace, step: usize, e: &ProofEntry) -> Json {
    let pos = |id| Json::from(t.position(id));
    let mut obj = match e.event {
        ProofEvent::Enter { node, kind } => json!({
            "event": "enter", "node": pos(node), "depth": t.node(node).depth,
            "kind": match kind {
                NodeKind::Or => "or",
                NodeKind::And => "and",
                NodeKind::Terminal => "terminal",
            },
        }),
        ProofEvent::Generate { parent, child } => json!({
            "event": "generate", "node": pos(child), "parent": pos(parent),
            "move": t.node(child).via,
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
                    o["move"] = t.node(child).via.clone().into();
                    o["skipped"] = skipped.into();
                }
                Reason::AllSuccessors => *r = "all_successors".into(),
                Reason::SettledBefore { earlier } => {
                    *r = "settled_before".into();
                    o["earlier_depth"] = t.node(earlier).depth.into();
                }
            }
            o
        }
        ProofEvent::End { solved } => json!({
            "event": "end", "node": pos(0), "problem": t.problem_at(0), "solved": solved,
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
        out += &entry(t, k + 1, e).to_string();
        out.push('\n');
    }
    out
}
