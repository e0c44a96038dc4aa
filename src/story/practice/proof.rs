//! Practice on the AND/OR proof: whether each OR and AND node is solved,
//! asked when its mark is settled. A long proof is asked about near its
//! root only: as deep as keeps the questions at most `MOST_ASKED`.

use super::{Answer, Ask, Question, path_to};
use crate::record::NodeId;
use crate::record::proof::{NodeKind, ProofEvent, Reason};
use crate::say;
use crate::story::proof::ProofStory;

/// The most questions a proof is asked.
pub const MOST_ASKED: usize = 30;

/// The questions of a proof, in the order its marks settle, and the note
/// that says so when only the nodes near the root are asked about.
pub fn questions(story: &ProofStory, asks: &[Ask]) -> (Vec<Question>, Option<String>) {
    if !asks.contains(&Ask::Solved) {
        return (Vec::new(), None);
    }
    let t = story.trace();
    // A node settled from the transposition table is not worked out again.
    let all: Vec<Question> = (0..t.entries.len())
        .filter_map(|k| match t.event(k) {
            ProofEvent::Settle { node, solved, reason } if t.kind(node) != NodeKind::Terminal => {
                let before = matches!(reason, Reason::SettledBefore { .. });
                (!before).then(|| Question {
                    step: k,
                    asked: k,
                    node,
                    name: name(story, node),
                    path: path_to(&t.tree, node),
                    ask: Ask::Solved,
                    expected: Answer::Solved(solved),
                })
            }
            _ => None,
        })
        .collect();
    if all.len() <= MOST_ASKED {
        return (all, None);
    }
    let depth = |q: &Question| t.tree.depth(q.node);
    let within = |d: u32| all.iter().filter(|q| depth(q) <= d).count();
    let deepest = (0..)
        .take_while(|&d| d == 0 || within(d) <= MOST_ASKED)
        .last()
        .unwrap_or(0);
    let asked: Vec<Question> = all.iter().filter(|q| depth(q) <= deepest).cloned().collect();
    let note = say!(
        "practice-proof-near-root",
        depth = deepest,
        asked = asked.len(),
        all = all.len()
    );
    (asked, Some(note))
}

/// The problem at a node: "V(6-)"; on a board, the moves that lead there
/// from the start: "W(X b2, O a1)".
fn name(story: &ProofStory, id: NodeId) -> String {
    let t = story.trace();
    let mut moves = Vec::new();
    let mut at = id;
    while let Some(parent) = t.tree.parent(at) {
        moves.push(t.via(at));
        at = parent;
    }
    match story.boards() && !moves.is_empty() {
        true => {
            moves.reverse();
            t.problem().at(&moves.join(", "))
        }
        false => t.problem_at(id),
    }
}
