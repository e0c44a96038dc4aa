//! Each event of a proof in plain words, in the texts' terms (OR/AND node,
//! solved/unsolvable, W(X)/V(X)).

use crate::record::proof::{NodeKind, ProofEntry, ProofEvent, ProofTrace, Reason, plus_minus};
use crate::record::search::NodeId;

/// One line describing an event.
pub fn describe(t: &ProofTrace, entry: &ProofEntry) -> String {
    match entry.event {
        ProofEvent::Enter { node, kind } => enter_text(t, node, kind),
        ProofEvent::Generate { parent, child } => format!(
            "generate {} by {}, successor {} of {}",
            t.position(child),
            t.node(child).via,
            t.node(parent)
                .children
                .iter()
                .position(|&c| c == child)
                .unwrap_or(0)
                + 1,
            t.position(parent)
        ),
        ProofEvent::Settle { node, solved, reason } => {
            format!(
                "{} is {}: {}",
                t.problem_at(node),
                mark(solved),
                reason_text(t, node, reason)
            )
        }
        ProofEvent::End { solved } => end_text(t, solved),
    }
}

fn mark(solved: bool) -> &'static str {
    if solved { "solved" } else { "unsolvable" }
}

fn enter_text(t: &ProofTrace, node: NodeId, kind: NodeKind) -> String {
    let n = t.node(node);
    let who = plus_minus(n.player);
    let what = match kind {
        NodeKind::Or => format!("an OR node, {who} to move: one solved successor suffices"),
        NodeKind::And => format!("an AND node, {who} to move: every successor must be solved"),
        NodeKind::Terminal => "a terminal node: the game is over".to_string(),
    };
    format!("enter {} at depth {}, {what}", t.position(node), n.depth)
}

fn reason_text(t: &ProofTrace, node: NodeId, reason: Reason) -> String {
    let or = t.node(node).kind == NodeKind::Or;
    match reason {
        Reason::Terminal { winner: Some(w) } if w == t.problem.player() => {
            format!("{} has won (an elementary problem)", plus_minus(w))
        }
        Reason::Terminal { winner: Some(w) } => format!("{} has won", plus_minus(w)),
        Reason::Terminal { winner: None } => "the game is drawn".to_string(),
        Reason::Successor { child, skipped } => {
            let (kind, rule) = if or {
                ("solved", "one solved successor suffices at an OR node")
            } else {
                ("unsolvable", "an AND node needs every successor solved")
            };
            format!(
                "{} leads to the {kind} {}, and {rule}{}",
                t.node(child).via,
                t.position(child),
                skipped_text(skipped)
            )
        }
        Reason::AllSuccessors if or => "none of its successors is solved".to_string(),
        Reason::AllSuccessors => "all of its successors are solved".to_string(),
        Reason::SettledBefore { earlier } => format!(
            "the same position was settled before at depth {} (transposition table)",
            t.node(earlier).depth
        ),
    }
}

fn skipped_text(skipped: u32) -> String {
    match skipped {
        0 => String::new(),
        1 => "; the remaining move is not examined".to_string(),
        k => format!("; the remaining {k} moves are not examined"),
    }
}

fn end_text(t: &ProofTrace, solved: bool) -> String {
    let who = plus_minus(t.problem.player());
    let root = t.position(0);
    if solved {
        format!(
            "end: {} is solved: {who} can force a win from {root}",
            t.problem_at(0)
        )
    } else {
        format!(
            "end: {} is unsolvable: {who} cannot force a win from {root}",
            t.problem_at(0)
        )
    }
}

/// The whole proof, one numbered step per line.
pub fn render(t: &ProofTrace) -> String {
    let width = t.entries.len().to_string().len();
    let mut out = String::new();
    for (k, e) in t.entries.iter().enumerate() {
        out += &format!("{:>width$}  {}\n", k + 1, describe(t, e));
    }
    out
}

/// The strategy, one answer per line: "6-  take 2".
pub fn strategy_text(t: &ProofTrace) -> String {
    let steps = t.strategy();
    let width = steps
        .iter()
        .map(|s| s.position.chars().count())
        .max()
        .unwrap_or(0);
    steps
        .iter()
        .map(|s| format!("  {:<width$}  {}\n", s.position, s.mv))
        .collect()
}
