//! The AND/OR proof of a winning strategy (seed 000, §3.1).
//!
//! To prove W(X), that PLUS can force a win from X, the game tree is read
//! as an AND/OR tree: where PLUS moves, one move to a solved position
//! suffices (an OR node); where MINUS moves, every move must lead to one (an
//! AND node); a terminal position is solved iff PLUS has won there. For
//! V(X) the roles swap. The search is depth-first and stops at a node as
//! soon as its mark is settled. If the root is solved, the solved nodes
//! below it form the solution subtree: the strategy.

use crate::record::proof::{NodeKind, Problem, ProofEntry, ProofEvent, ProofNode, ProofTrace, Reason};

use crate::game::{Game, WinLoss};
use crate::record::line::ProofLine;
use crate::record::search::NodeId;
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
            problem,
            table,
            nodes: Vec::new(),
            entries: Vec::new(),
        },
    };
    let node = p.add_node(None, root, String::new());
    let solved = solved(&mut p, root, node);
    p.record(ProofLine::End, ProofEvent::End { solved });
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
        let (child, y) = p.generate(node, x, mv);
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
        } else if self.game.player(pos) == self.trace.problem.player() {
            NodeKind::Or
        } else {
            NodeKind::And
        }
    }

    fn add_node(&mut self, parent: Option<NodeId>, pos: &G::Position, via: String) -> NodeId {
        let id = self.trace.nodes.len() as NodeId;
        let depth = parent.map_or(0, |p| self.trace.node(p).depth + 1);
        if let Some(p) = parent {
            self.trace.nodes[p as usize].children.push(id);
        }
        self.trace.nodes.push(ProofNode {
            parent,
            depth,
            player: self.game.player(pos),
            kind: self.kind(pos),
            position: self.game.position_name(pos).unwrap_or_else(|| format!("#{id}")),
            via,
            children: Vec::new(),
        });
        id
    }

    fn record(&mut self, line: ProofLine, event: ProofEvent) {
        self.trace.entries.push(ProofEntry { line, event });
    }

    /// `def solved(X)`: the node is entered as an OR, AND or terminal node.
    fn enter(&mut self, node: NodeId) -> NodeKind {
        let kind = self.trace.node(node).kind;
        self.record(ProofLine::Call, ProofEvent::Enter { node, kind });
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
        self.record(ProofLine::Known, event);
        Some(solved)
    }

    /// `if X is terminal: return X is won by the player we prove for`.
    fn terminal(&mut self, node: NodeId, x: &G::Position) -> bool {
        let winner = self.game.winner(x);
        let solved = winner == Some(self.trace.problem.player());
        self.settle(node, x, solved, Reason::Terminal { winner })
    }

    /// `for Y in successors(X)`: builds the successor reached by `mv`.
    fn generate(&mut self, parent: NodeId, x: &G::Position, mv: &G::Move) -> (NodeId, G::Position) {
        let y = self.game.play(x, mv);
        let child = self.add_node(Some(parent), &y, self.game.move_label(x, mv));
        let line = match self.trace.node(parent).kind {
            NodeKind::Or => ProofLine::OrLoop,
            _ => ProofLine::AndLoop,
        };
        self.record(line, ProofEvent::Generate { parent, child });
        (child, y)
    }

    /// `return True / False`: the node gets its mark and is left.
    fn settle(&mut self, node: NodeId, x: &G::Position, solved: bool, reason: Reason) -> bool {
        let line = match (self.trace.node(node).kind, solved) {
            (NodeKind::Terminal, _) => ProofLine::Terminal,
            (NodeKind::Or, true) => ProofLine::OrSolved,
            (NodeKind::Or, false) => ProofLine::OrUnsolvable,
            (NodeKind::And, false) => ProofLine::AndUnsolvable,
            (NodeKind::And, true) => ProofLine::AndSolved,
        };
        if let Some(t) = self.table.as_mut() {
            t.insert(x.clone(), (node, solved));
        }
        self.record(line, ProofEvent::Settle { node, solved, reason });
        solved
    }
}
