//! Practice on max^n: the vector each inner node is left with, and at the
//! end the move chosen at the root.

use super::{Answer, Ask, Question, after_last_successor, path_to};
use crate::record::maxn::state::MaxnState;
use crate::record::maxn::{MaxnEvent, MaxnTrace};
use crate::record::{NodeId, Replay};

/// The questions of a recorded max^n search, in the order it meets them.
pub fn questions(trace: &MaxnTrace, asks: &[Ask]) -> Vec<Question> {
    let mut out = Vec::new();
    let mut state = MaxnState::start(trace);
    for k in 0..trace.entries.len() {
        state.apply(trace);
        let q = |ask: Ask, node: NodeId, expected: Answer| Question {
            step: k,
            asked: k,
            node,
            name: trace.tree.name(node).to_string(),
            path: path_to(&trace.tree, node),
            ask,
            expected,
        };
        let question = match trace.event(k) {
            // An inner node's vector, asked before the node takes in its
            // last successor's: a leaf's is given.
            MaxnEvent::Leave { node } => {
                let back = after_last_successor(k, |j| match trace.event(j) {
                    MaxnEvent::Leave { node: c } => (trace.tree.parent(c) == Some(node)).then_some(true),
                    MaxnEvent::Enter { node: n } => (n == node).then_some(false),
                    _ => None,
                });
                let vector = state.vector(trace, node);
                back.zip(vector).map(|(at, v)| Question {
                    asked: at,
                    ..q(Ask::Values, node, Answer::Vector(v.to_vec()))
                })
            }
            MaxnEvent::End { root } => trace
                .about
                .pv
                .get(1)
                .map(|&child| q(Ask::Best, root, Answer::Move(trace.tree.label(child).to_string()))),
            _ => None,
        };
        out.extend(question.filter(|q| asks.contains(&q.ask)));
    }
    out
}
