//! The recorded trace of a proof: the nodes of the game tree it built and
//! its events, each with the pseudocode line it stands for.
//!
//! It is a type of its own, not more variants of the search's `Event`: a
//! proof carries marks (solved / unsolvable) and reasons instead of values
//! and windows, and keeping it apart leaves the search's trace, replay and
//! renderings untouched.

pub mod json;
pub mod state;

use crate::game::Player;
use crate::record::line::ProofLine;
use crate::record::search::NodeId;
use state::ProofState;

/// The two problems of §3.1: W(X), PLUS can force a win from X; V(X),
/// MINUS can.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Problem {
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
    Enter { node: NodeId, kind: NodeKind },
    /// A successor position is generated.
    Generate { parent: NodeId, child: NodeId },
    /// A node is marked solved or unsolvable, and left.
    Settle {
        node: NodeId,
        solved: bool,
        reason: Reason,
    },
    /// The proof is over: whether the problem at the root is solved.
    End { solved: bool },
}

/// An event and the pseudocode line it corresponds to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProofEntry {
    pub line: ProofLine,
    pub event: ProofEvent,
}

/// A node of the tree the proof built.
#[derive(Clone, Debug, PartialEq)]
pub struct ProofNode {
    pub parent: Option<NodeId>,
    pub depth: u32,
    /// The player to move.
    pub player: Player,
    pub kind: NodeKind,
    /// The position in the game's notation ("6-").
    pub position: String,
    /// The move leading here ("take 2"; "" at the root).
    pub via: String,
    /// Successors in move order, as they were generated.
    pub children: Vec<NodeId>,
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
    pub fn count(&mut self, event: &ProofEvent) {
        match event {
            ProofEvent::Generate { .. } => self.nodes_generated += 1,
            ProofEvent::Enter { kind, .. } => match kind {
                NodeKind::Or => self.or_nodes += 1,
                NodeKind::And => self.and_nodes += 1,
                NodeKind::Terminal => self.terminal_nodes += 1,
            },
            ProofEvent::Settle {
                reason: Reason::SettledBefore { .. },
                ..
            } => self.table_hits += 1,
            _ => {}
        }
    }
}

/// The full record of one proof.
#[derive(Clone, Debug)]
pub struct ProofTrace {
    pub problem: Problem,
    /// Whether positions met twice were settled once (transposition table).
    pub table: bool,
    pub nodes: Vec<ProofNode>,
    pub entries: Vec<ProofEntry>,
}

impl ProofTrace {
    pub fn node(&self, id: NodeId) -> &ProofNode {
        &self.nodes[id as usize]
    }

    pub fn position(&self, id: NodeId) -> &str {
        &self.node(id).position
    }

    /// The problem at a node: "V(6-)".
    pub fn problem_at(&self, id: NodeId) -> String {
        self.problem.at(self.position(id))
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
        for e in &self.entries[..k.min(self.entries.len())] {
            c.count(&e.event);
        }
        c
    }

    /// The solution subtree: the nodes that prove the root solved (empty
    /// when it is unsolvable). A node settled before stands for the node
    /// where its position was settled, which is then part of it too.
    pub fn solution_nodes(&self) -> Vec<NodeId> {
        let end = ProofState::after(self, self.entries.len());
        let mut out = Vec::new();
        if end.finished == Some(true) {
            let mut seen = vec![false; self.nodes.len()];
            self.collect_solution(&end, 0, &mut seen, &mut out);
        }
        out
    }

    fn collect_solution(&self, end: &ProofState, id: NodeId, seen: &mut [bool], out: &mut Vec<NodeId>) {
        if std::mem::replace(&mut seen[id as usize], true) {
            return;
        }
        out.push(id);
        let next: Vec<NodeId> = match end.reason(id) {
            Some(Reason::SettledBefore { earlier }) => vec![earlier],
            // At an OR node: the solved successor that settled it.
            Some(Reason::Successor { child, .. }) => vec![child],
            // At an AND node: every successor, each one solved.
            Some(Reason::AllSuccessors) => self.node(id).children.clone(),
            _ => Vec::new(),
        };
        for c in next {
            self.collect_solution(end, c, seen, out);
        }
    }

    /// The strategy the solution subtree holds: for each position where the
    /// prover's player moves, the answering move, in the order the proof
    /// met them, each position once.
    pub fn strategy(&self) -> Vec<StrategyStep> {
        let end = ProofState::after(self, self.entries.len());
        let mut seen = std::collections::HashSet::new();
        let answer = |id: NodeId| match end.reason(id) {
            Some(Reason::Successor { child, .. }) if self.node(id).kind == NodeKind::Or => Some(child),
            _ => None,
        };
        self.solution_nodes()
            .into_iter()
            .filter_map(|id| answer(id).map(|child| (id, child)))
            .filter(|&(id, _)| seen.insert(self.position(id)))
            .map(|(id, child)| StrategyStep {
                position: self.position(id).to_string(),
                mv: self.node(child).via.clone(),
            })
            .collect()
    }
}
