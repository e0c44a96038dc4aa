//! Each event of a proof in plain words, in the texts' terms (OR/AND node,
//! solved/unsolvable, W(X)/V(X)).

use crate::game::Player;
use crate::record::NodeId;
use crate::record::proof::{NodeKind, ProofEvent, ProofTrace, Reason, StrategyStep};
use crate::say;
use crate::words::games::move_label;

/// "PLUS", "MINUS".
pub fn side(p: Player) -> String {
    say!("proof-side", side = if p == Player::Max { "max" } else { "min" })
}

/// "solved", "unsolvable".
pub fn mark(solved: bool) -> String {
    say!("proof-mark", solved = if solved { "yes" } else { "no" })
}

/// One line describing event `k`.
pub fn describe(t: &ProofTrace, k: usize) -> String {
    match t.event(k) {
        ProofEvent::Enter { node } => enter_text(t, node),
        ProofEvent::Generate { child } => {
            let parent = t.tree.parent(child).unwrap_or(NodeId::ROOT);
            let index = t.tree.children(parent).position(|c| c == child).unwrap_or(0) + 1;
            say!(
                "proof-generate",
                child = t.position(child),
                via = move_label(t.via(child)),
                index = index,
                parent = t.position(parent)
            )
        }
        ProofEvent::Settle { node, solved, reason } => say!(
            "proof-settle",
            problem = t.problem_at(node),
            mark = mark(solved),
            reason = reason_text(t, node, reason)
        ),
        ProofEvent::End { solved } => {
            let (problem, who, root) = (
                t.problem_at(NodeId::ROOT),
                side(t.problem().player()),
                t.position(NodeId::ROOT),
            );
            match solved {
                true => say!("proof-end-solved", problem = problem, who = who, root = root),
                false => say!("proof-end-unsolvable", problem = problem, who = who, root = root),
            }
        }
    }
}

fn enter_text(t: &ProofTrace, node: NodeId) -> String {
    let (position, depth, who) = (t.position(node), t.tree.depth(node), side(t.player(node)));
    match t.kind(node) {
        NodeKind::Or => say!("proof-enter-or", node = position, depth = depth, who = who),
        NodeKind::And => say!("proof-enter-and", node = position, depth = depth, who = who),
        NodeKind::Terminal => say!("proof-enter-terminal", node = position, depth = depth),
    }
}

fn reason_text(t: &ProofTrace, node: NodeId, reason: Reason) -> String {
    match reason {
        Reason::Terminal { winner: Some(w) } if w == t.problem().player() => {
            say!("proof-won-elementary", who = side(w))
        }
        Reason::Terminal { winner: Some(w) } => say!("proof-won", who = side(w)),
        Reason::Terminal { winner: None } => say!("proof-drawn"),
        Reason::Successor { child, skipped } => {
            let skipped = match skipped {
                0 => String::new(),
                n => say!("proof-skipped", count = n),
            };
            let id = match t.kind(node) == NodeKind::Or {
                true => "proof-successor-or",
                false => "proof-successor-and",
            };
            say!(
                id,
                via = move_label(t.via(child)),
                child = t.position(child),
                skipped = skipped
            )
        }
        Reason::AllSuccessors if t.kind(node) == NodeKind::Or => say!("proof-none-solved"),
        Reason::AllSuccessors => say!("proof-all-solved"),
        Reason::SettledBefore { earlier } => say!("proof-settled-before", depth = t.tree.depth(earlier)),
    }
}

/// The whole proof, one numbered step per line.
pub fn render(t: &ProofTrace) -> String {
    let width = t.len().to_string().len();
    (0..t.len())
        .map(|k| format!("{:>width$}  {}\n", k + 1, describe(t, k)))
        .collect()
}

/// The strategy, one answer per line: "6-  take 2".
pub fn strategy_text(steps: &[StrategyStep]) -> String {
    let width = steps
        .iter()
        .map(|s| s.position.chars().count())
        .max()
        .unwrap_or(0);
    steps
        .iter()
        .map(|s| format!("  {:<width$}  {}\n", s.position, move_label(&s.mv)))
        .collect()
}
