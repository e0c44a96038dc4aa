//! The AND/OR proof of a winning strategy (chapter 3, §3.1).
//!
//! To prove W(X), that PLUS can force a win from X, the game tree is read
//! as an AND/OR tree: where PLUS moves, one move to a solved position
//! suffices (an OR node); where MINUS moves, every move must lead to one (an
//! AND node); a terminal position is solved iff PLUS has won there. For
//! V(X) the roles swap. The search is depth-first and stops at a node as
//! soon as its mark is settled. If the root is solved, the solved nodes
//! below it form the solution subtree: the strategy.

use crate::record::line::{Func, Line, Step};
use crate::record::proof::{NodeKind, Problem, ProofAbout, ProofEvent, ProofNode, ProofTrace, Reason};
use crate::record::{NodeSpec, Recorder};

use crate::game::{Game, WinLoss};
use crate::record::NodeId;
use std::collections::HashMap;
use std::hash::Hash;

/// Proves `problem` at `root` on the game's full tree, recording every
/// step. With `table`, a position met again takes the mark it was settled
/// with (a transposition table); the trace says so at each such node.
pub fn prove<G>(game: &G, root: &G::Position, problem: Problem, table: bool) -> ProofTrace
where
    G: WinLoss,
    G::Position: Eq + Hash,
{
    let mut p = Prover {
        game,
        table: table.then(HashMap::new),
        trace: ProofTrace {
            about: ProofAbout { problem, table },
            ..Default::default()
        },
    };
    let node = p.add_node(None, root, 0, String::new());
    let solved = solved(&mut p, root, node);
    p.record(Line::new(Func::Solved, Step::End), ProofEvent::End { solved });
    p.trace.finish();
    p.trace
}

/// `solved(X)`: whether the problem is solved at X (W(X) or V(X)).
fn solved<G: WinLoss>(p: &mut Prover<G>, x: &G::Position, node: NodeId) -> bool
where
    G::Position: Eq + Hash,
{
    let kind = p.enter(node);
    if let Some(mark) = p.settled_before(node, x) {
        return mark;
    }
    if kind == NodeKind::Terminal {
        return p.terminal(node, x);
    }
    // One successor settles the node at once: a solved one at an OR node,
    // an unsolvable one at an AND node. Otherwise all of them do, the other way.
    let settling = kind == NodeKind::Or;
    let moves = p.game.moves(x);
    for (i, mv) in moves.iter().enumerate() {
        let (child, y) = p.generate(node, x, (i, mv));
        if solved(p, &y, child) == settling {
            let skipped = (moves.len() - i - 1) as u32;
            return p.settle(node, x, settling, Reason::Successor { child, skipped });
        }
    }
    p.settle(node, x, !settling, Reason::AllSuccessors)
}

/// The bookkeeping of a proof: the trace and the transposition table.
struct Prover<'a, G: Game> {
    game: &'a G,
    /// Positions settled so far and the node where each was settled.
    table: Option<HashMap<G::Position, (NodeId, bool)>>,
    trace: ProofTrace,
}

impl<G: WinLoss> Prover<'_, G>
where
    G::Position: Eq + Hash,
{
    fn kind(&self, pos: &G::Position) -> NodeKind {
        if self.game.is_terminal(pos) {
            NodeKind::Terminal
        } else if self.game.player(pos) == self.trace.problem().player() {
            NodeKind::Or
        } else {
            NodeKind::And
        }
    }

    fn add_node(
        &mut self,
        parent: Option<NodeId>,
        pos: &G::Position,
        move_index: usize,
        via: String,
    ) -> NodeId {
        let (game, kind) = (self.game, self.kind(pos));
        let depth = parent.map_or(0, |p| self.trace.tree.depth(p) + 1);
        let next = self.trace.tree.len();
        self.trace.add_node(parent, || NodeSpec {
            move_index: move_index as u32,
            depth,
            origin: None,
            label: via.into(),
            name: Some(
                game.position_name(pos)
                    .unwrap_or_else(|| format!("#{next}"))
                    .into(),
            ),
            data: ProofNode {
                player: game.player(pos),
                kind,
            },
        })
    }

    fn record(&mut self, line: Line, event: ProofEvent) {
        self.trace.record(line, event);
    }

    /// `def solved(X)`: the node is entered as an OR, AND or terminal node.
    fn enter(&mut self, node: NodeId) -> NodeKind {
        let kind = self.trace.kind(node);
        self.record(Line::new(Func::Solved, Step::Call), ProofEvent::Enter { node });
        kind
    }

    /// `if X was settled before: return its mark`.
    fn settled_before(&mut self, node: NodeId, x: &G::Position) -> Option<bool> {
        let &(earlier, solved) = self.table.as_ref()?.get(x)?;
        let event = ProofEvent::Settle {
            node,
            solved,
            reason: Reason::SettledBefore { earlier },
        };
        self.record(Line::new(Func::Solved, Step::Known), event);
        Some(solved)
    }

    /// `if X is terminal: return X is won by the player we prove for`.
    fn terminal(&mut self, node: NodeId, x: &G::Position) -> bool {
        let winner = self.game.winner(x);
        let solved = winner == Some(self.trace.problem().player());
        self.settle(node, x, solved, Reason::Terminal { winner })
    }

    /// `for Y in successors(X)`: builds the successor reached by `mv`.
    fn generate(
        &mut self,
        parent: NodeId,
        x: &G::Position,
        (i, mv): (usize, &G::Move),
    ) -> (NodeId, G::Position) {
        let y = self.game.play(x, mv);
        let child = self.add_node(Some(parent), &y, i, self.game.move_label(x, mv));
        let line = Line::new(part(self.trace.kind(parent)), Step::Loop);
        self.record(line, ProofEvent::Generate { child });
        (child, y)
    }

    /// `return True / False`: the node gets its mark and is left.
    fn settle(&mut self, node: NodeId, x: &G::Position, solved: bool, reason: Reason) -> bool {
        let line = match (self.trace.kind(node), solved) {
            (NodeKind::Terminal, _) => Line::new(Func::Solved, Step::Terminal),
            (kind, true) => Line::new(part(kind), Step::Solved),
            (kind, false) => Line::new(part(kind), Step::Unsolvable),
        };
        if let Some(t) = self.table.as_mut() {
            t.insert(x.clone(), (node, solved));
        }
        self.record(line, ProofEvent::Settle { node, solved, reason });
        solved
    }
}

/// The part of the pseudocode a node of this kind runs.
fn part(kind: NodeKind) -> Func {
    match kind {
        NodeKind::Or => Func::OrNode,
        _ => Func::AndNode,
    }
}
