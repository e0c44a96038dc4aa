//! The record of an AND/OR proof (the chapter, §3.1): the tree of
//! positions it built and its events. A proof carries marks (solved or
//! unsolvable) and the reason for each, where a search carries values.

pub mod json;
pub mod state;

use super::Recording;
use super::cursor::Cursor;
use super::entries::stored_plain;
use super::tree::NodeId;
use crate::game::Player;
use state::ProofState;

/// The two problems of §3.1: W(X), PLUS can force a win from X; V(X),
/// MINUS can.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Problem {
    #[default]
    W,
    V,
}

impl Problem {
    /// The problem of proving that `p` can force a win.
    pub fn of(p: Player) -> Problem {
        if p == Player::Max { Problem::W } else { Problem::V }
    }

    /// The player whose win is proved.
    pub fn player(self) -> Player {
        match self {
            Problem::W => Player::Max,
            Problem::V => Player::Min,
        }
    }

    /// "W(7+)", "V(6-)".
    pub fn at(self, position: &str) -> String {
        format!("{self:?}({position})")
    }
}

/// PLUS and MINUS, the texts' names for MAX and MIN.
pub fn plus_minus(p: Player) -> &'static str {
    if p == Player::Max { "PLUS" } else { "MINUS" }
}

/// What a node of the AND/OR tree is for the problem being proved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NodeKind {
    /// The prover's player moves: one solved successor suffices.
    Or,
    /// The opponent moves: every successor must be solved.
    And,
    /// The game is over: solved iff won by the prover's player.
    Terminal,
}

/// What a proof knows of each node besides the tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProofNode {
    /// The player to move.
    pub player: Player,
    pub kind: NodeKind,
}

/// Why a node got its mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The game is over here, won by this player (`None`: drawn).
    Terminal { winner: Option<Player> },
    /// The first successor that settles the node at once: a solved one at
    /// an OR node, an unsolvable one at an AND node; `skipped` moves after
    /// it are not examined.
    Successor { child: NodeId, skipped: u32 },
    /// Every successor was examined and none settled the node early: all
    /// unsolvable at an OR node, all solved at an AND node.
    AllSuccessors,
    /// The same position was settled before at `earlier` (transposition table).
    SettledBefore { earlier: NodeId },
}

/// One step of a proof.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProofEvent {
    /// A node is entered as an OR, AND or terminal node.
    Enter { node: NodeId },
    /// A successor position is generated.
    Generate { child: NodeId },
    /// A node is marked solved or unsolvable, and left.
    Settle {
        node: NodeId,
        solved: bool,
        reason: Reason,
    },
    /// The proof is over: whether the problem at the root is solved.
    End { solved: bool },
}

impl ProofEvent {
    /// The node the event is about (the child for `Generate`).
    pub fn node(&self) -> NodeId {
        match *self {
            ProofEvent::Enter { node } | ProofEvent::Settle { node, .. } => node,
            ProofEvent::Generate { child } => child,
            ProofEvent::End { .. } => NodeId::ROOT,
        }
    }
}

/// What a proof knows of its whole run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ProofAbout {
    pub problem: Problem,
    /// Whether positions met twice were settled once (transposition table).
    pub table: bool,
}

/// One answer of the strategy: in `position`, play `mv`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StrategyStep {
    pub position: String,
    pub mv: String,
}

/// Counts over a proof (or a prefix of it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ProofCounts {
    /// Nodes built below the root, transpositions included.
    pub nodes_generated: u64,
    pub or_nodes: u64,
    pub and_nodes: u64,
    pub terminal_nodes: u64,
    /// Nodes whose mark was taken from the transposition table.
    pub table_hits: u64,
}

impl ProofCounts {
    pub fn count(&mut self, t: &ProofTrace, event: &ProofEvent) {
        self.tally(t, event, true);
    }

    /// Takes an event's count back (stepping back).
    pub fn uncount(&mut self, t: &ProofTrace, event: &ProofEvent) {
        self.tally(t, event, false);
    }

    fn tally(&mut self, t: &ProofTrace, event: &ProofEvent, add: bool) {
        let count = match *event {
            ProofEvent::Generate { .. } => &mut self.nodes_generated,
            ProofEvent::Enter { node } => match t.kind(node) {
                NodeKind::Or => &mut self.or_nodes,
                NodeKind::And => &mut self.and_nodes,
                NodeKind::Terminal => &mut self.terminal_nodes,
            },
            ProofEvent::Settle {
                reason: Reason::SettledBefore { .. },
                ..
            } => &mut self.table_hits,
            _ => return,
        };
        *count = if add { *count + 1 } else { *count - 1 };
    }
}

/// The full record of one proof.
pub type ProofTrace = Recording<ProofEvent, ProofNode, ProofAbout>;

stored_plain!(ProofEvent);

/// A proof's recording with a cursor over it.
pub type ProofRun = Cursor<ProofState>;

impl ProofTrace {
    pub fn problem(&self) -> Problem {
        self.about.problem
    }

    pub fn kind(&self, id: NodeId) -> NodeKind {
        self.tree.data(id).kind
    }

    /// The player to move at a node.
    pub fn player(&self, id: NodeId) -> Player {
        self.tree.data(id).player
    }

    /// The position in the game's notation ("6-").
    pub fn position(&self, id: NodeId) -> &str {
        self.tree.given_name(id)
    }

    /// The move leading here ("take 2"; "" at the root).
    pub fn via(&self, id: NodeId) -> &str {
        self.tree.label(id)
    }

    /// The problem at a node: "V(6-)".
    pub fn problem_at(&self, id: NodeId) -> String {
        self.about.problem.at(self.position(id))
    }

    /// Whether the problem at the root is solved, once the proof has ended.
    pub fn solved(&self) -> Option<bool> {
        self.entries.iter().rev().find_map(|e| match e.event {
            ProofEvent::End { solved } => Some(solved),
            _ => None,
        })
    }

    /// The counts over the first `k` events.
    pub fn counts(&self, k: usize) -> ProofCounts {
        let mut c = ProofCounts::default();
        for e in self.entries.iter().take(k) {
            c.count(self, &e.event);
        }
        c
    }

    /// Why each node got its mark, by node (`None`: never settled).
    pub fn reasons(&self) -> Vec<Option<Reason>> {
        let mut out = vec![None; self.tree.len()];
        for e in &self.entries {
            if let ProofEvent::Settle { node, reason, .. } = e.event {
                out[node.index()] = Some(reason);
            }
        }
        out
    }

    /// The solution subtree: the nodes that prove the root solved (empty
    /// when it is unsolvable). A node settled before stands for the node
    /// where its position was settled, which is then part of it too.
    pub fn solution_nodes(&self) -> Vec<NodeId> {
        let mut out = Vec::new();
        if self.solved() == Some(true) {
            let reasons = self.reasons();
            let mut seen = vec![false; self.tree.len()];
            let mut stack = vec![NodeId::ROOT];
            while let Some(id) = stack.pop() {
                if std::mem::replace(&mut seen[id.index()], true) {
                    continue;
                }
                out.push(id);
                let next: Vec<NodeId> = match reasons[id.index()] {
                    Some(Reason::SettledBefore { earlier }) => vec![earlier],
                    // At an OR node: the solved successor that settled it.
                    Some(Reason::Successor { child, .. }) => vec![child],
                    // At an AND node: every successor, each one solved.
                    Some(Reason::AllSuccessors) => self.tree.children(id).collect(),
                    _ => Vec::new(),
                };
                stack.extend(next.into_iter().rev());
            }
        }
        out
    }

    /// The strategy the solution subtree holds: for each position where the
    /// prover's player moves, the answering move, in the order the proof
    /// met them, each position once.
    pub fn strategy(&self) -> Vec<StrategyStep> {
        let reasons = self.reasons();
        let mut seen = std::collections::HashSet::new();
        let answer = |id: NodeId| match reasons[id.index()] {
            Some(Reason::Successor { child, .. }) if self.kind(id) == NodeKind::Or => Some(child),
            _ => None,
        };
        self.solution_nodes()
            .into_iter()
            .filter_map(|id| answer(id).map(|child| (id, child)))
            .filter(|&(id, _)| seen.insert(self.position(id)))
            .map(|(id, child)| StrategyStep {
                position: self.position(id).to_string(),
                mv: self.via(child).to_string(),
            })
            .collect()
    }
}
