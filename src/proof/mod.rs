//! The AND/OR proof of a winning strategy (seed 000, §3.1).
//!
//! To prove W(X), that PLUS can force a win from X, the game tree is read
//! as an AND/OR tree: where PLUS moves, one move to a solved position
//! suffices (an OR node); where MINUS moves, every move must lead to one (an
//! AND node); a terminal position is solved iff PLUS has won there. For
//! V(X) the roles swap. The search is depth-first and stops at a node as
//! soon as its mark is settled. If the root is solved, the solved nodes
//! below it form the solution subtree: the strategy.

pub mod json;
pub mod pseudocode;
pub mod replay;
pub mod text;
mod trace;

pub use trace::{
    NodeKind, Problem, ProofCounts, ProofEntry, ProofEvent, ProofNode, ProofTrace, Reason, StrategyStep,
    plus_minus,
};

use crate::game::nim::Nim;
use crate::game::tictactoe::{Evaluation, TicTacToe};
use crate::game::{Game, Player};
use crate::trace::NodeId;
use pseudocode::ProofLine;
use std::collections::HashMap;
use std::hash::Hash;

/// What the proof needs of a game besides the rules: who has won a
/// finished game (`None` for a draw).
pub trait WinLoss: Game {
    fn winner(&self, pos: &Self::Position) -> Option<Player>;
}

impl WinLoss for Nim {
    fn winner(&self, pos: &Self::Position) -> Option<Player> {
        Nim::winner(self, pos)
    }
}

impl WinLoss for TicTacToe {
    fn winner(&self, pos: &Self::Position) -> Option<Player> {
        TicTacToe::winner(self, pos)
    }
}

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

/// The games the prover runs on by name: `nim-N` (N coins, 1 ≤ N ≤
/// 1000) and `tictactoe-3x3`, from their start with PLUS to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NamedGame {
    Nim(u32),
    TicTacToe3x3,
}

impl NamedGame {
    pub const NAMES: &str = "nim-N (1 ≤ N ≤ 1000, e.g. nim-7) or tictactoe-3x3";
    /// Above this many coins the plain tree is too big (it grows about
    /// threefold every three coins: 4.8 million nodes for 40), so the
    /// table is always used.
    pub const PLAIN_NIM_MAX: u32 = 24;

    pub fn parse(name: &str) -> Result<NamedGame, String> {
        match name {
            "tictactoe-3x3" => Ok(NamedGame::TicTacToe3x3),
            _ => match name.strip_prefix("nim-").map(str::parse::<u32>) {
                Some(Ok(n)) if (1..=1000).contains(&n) => Ok(NamedGame::Nim(n)),
                _ => Err(format!("unknown game '{name}' (expected {})", Self::NAMES)),
            },
        }
    }

    /// Whether a proof uses the transposition table when `asked` for it or
    /// not: big Nim piles always do.
    pub fn uses_table(self, asked: bool) -> bool {
        asked || matches!(self, NamedGame::Nim(n) if n > Self::PLAIN_NIM_MAX)
    }

    /// Proves `problem` from the start, with the transposition table if
    /// `table` (or if the game needs it, see `uses_table`). Without it, W
    /// for tic-tac-toe generates 16 158 nodes of the 549 946 of its tree
    /// (the early stops prune the rest); 4 055 with it.
    pub fn prove(self, problem: Problem, table: bool) -> ProofTrace {
        let table = self.uses_table(table);
        match self {
            NamedGame::Nim(n) => prove(&Nim, &Nim::start(n), problem, table),
            NamedGame::TicTacToe3x3 => {
                let game = TicTacToe::new(3, Evaluation::OpenLines);
                prove(&game, &Default::default(), problem, table)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_names_parse() {
        assert_eq!(NamedGame::parse("nim-7"), Ok(NamedGame::Nim(7)));
        assert_eq!(NamedGame::parse("tictactoe-3x3"), Ok(NamedGame::TicTacToe3x3));
        for bad in ["nim-0", "nim-1001", "nim-x", "nim-", "chess"] {
            assert!(NamedGame::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn big_piles_use_the_table_and_stay_small() {
        assert!(!NamedGame::Nim(24).uses_table(false));
        let t = NamedGame::Nim(1000).prove(Problem::V, false);
        assert!(t.table);
        assert_eq!(t.solved(), Some(true)); // 1000 = 3·333 + 1
        assert!(t.counts(usize::MAX).nodes_generated < 4000);
    }
}
