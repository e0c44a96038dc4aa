//! The fast search for the command line, matches and the solver's tests:
//! the same minimax / alpha-beta as `search::search`, visiting the same
//! nodes in the same order and counting them the same way, but without
//! recording events and without allocating per node (positions are small
//! arrays, copied; children live on the stack).

use super::eval::{Evaluation, won_value};
use super::position::{MAX_PITS, Position};
use super::rules::Rules;
use crate::game::Player;
use crate::search::Algorithm;
use crate::search::Order;

/// How a search is run.
#[derive(Clone, Debug)]
pub struct Settings {
    pub algorithm: Algorithm,
    /// Depth limit: nodes at this depth are evaluated statically.
    pub depth: u32,
    pub eval: Evaluation,
    pub order: Order,
}

/// What a search found, with the counts `trace::Counters` would give.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// The root value for the player to move at the root (MAX).
    pub value: f64,
    /// The principal variation as pits (the first is the best move).
    pub pv: Vec<usize>,
    /// Nodes built below the root.
    pub nodes_generated: u64,
    /// Calls of the static evaluation.
    pub evaluations: u64,
    /// With [`search_ties`]: every root move worth `value`, in search order.
    pub best_moves: Vec<usize>,
}

/// Searches `root`; MAX is the side to move there.
pub fn search(rules: &Rules, root: &Position, settings: &Settings) -> Report {
    run(rules, root, settings, false)
}

/// Like [`search`], but finds every root move that is as good as the best
/// (for choosing among equal moves): the root keeps its window just below
/// its provisional value, so that equal moves are searched exactly.
pub fn search_ties(rules: &Rules, root: &Position, settings: &Settings) -> Report {
    run(rules, root, settings, true)
}

fn run(rules: &Rules, root: &Position, settings: &Settings, ties: bool) -> Report {
    let mut s = Searcher {
        rules,
        settings,
        max_side: root.to_move,
        prune: settings.algorithm == Algorithm::AlphaBeta,
        ties,
        nodes: 0,
        evaluations: 0,
        pv: Vec::new(),
        best_moves: Vec::new(),
    };
    let value = s.value(root, 0, f64::NEG_INFINITY, f64::INFINITY);
    Report {
        value,
        pv: s.pv[0].pits[..usize::from(s.pv[0].len)]
            .iter()
            .map(|&p| usize::from(p))
            .collect(),
        nodes_generated: s.nodes,
        evaluations: s.evaluations,
        best_moves: s.best_moves,
    }
}

struct Searcher<'a> {
    rules: &'a Rules,
    settings: &'a Settings,
    max_side: super::position::Side,
    prune: bool,
    ties: bool,
    nodes: u64,
    evaluations: u64,
    /// Triangular PV table: the best line below the node at each depth.
    pv: Vec<Line>,
    best_moves: Vec<usize>,
}

/// The longest principal variation kept (deeper searches keep its start).
const MAX_PV: usize = 64;

/// A line of play as pits; fixed-size so that copying it is a few
/// vector moves rather than a call.
#[derive(Clone, Copy)]
struct Line {
    len: u8,
    pits: [u8; MAX_PV],
}

const EMPTY_LINE: Line = Line {
    len: 0,
    pits: [0; MAX_PV],
};

/// The children of a node in search order, on the stack; with the static
/// ordering their positions too (already played to be evaluated).
struct Children {
    pits: [u8; MAX_PITS],
    len: usize,
    played: Option<[Position; MAX_PITS]>,
}

impl Children {
    fn child(&self, i: usize, pos: &Position, rules: &Rules) -> Position {
        match &self.played {
            Some(p) => p[i],
            None => pos.play(rules, usize::from(self.pits[i])),
        }
    }
}

impl Searcher<'_> {
    fn value(&mut self, pos: &Position, ply: usize, mut alpha: f64, mut beta: f64) -> f64 {
        self.enter(ply);
        let over = pos.is_over(self.rules);
        if over || ply as u32 == self.settings.depth {
            self.evaluations += 1;
            return if over {
                won_value(pos.store_difference(self.max_side))
            } else {
                self.settings.eval.heuristic(pos, self.max_side)
            };
        }
        let player = self.player(pos);
        let children = self.children(pos, player);
        let mut v = player.initial_value();
        for i in 0..children.len {
            let pit = children.pits[i];
            let child = children.child(i, pos, self.rules);
            self.nodes += 1;
            let cv = self.value(&child, ply + 1, alpha, beta);
            if i == 0 || player.prefers(cv, v) {
                v = cv;
                self.set_pv(ply, pit);
                if ply == 0 {
                    self.best_moves.clear();
                }
            }
            if self.ties && ply == 0 && cv == v {
                self.best_moves.push(usize::from(pit));
            }
            if self.prune && cuts(player, v, alpha, beta) {
                return v;
            }
            let bound = if self.ties && ply == 0 { v.next_down() } else { v };
            // Kalah has no chance nodes: a side is MAX or MIN.
            if player == Player::Max {
                alpha = alpha.max(bound);
            } else {
                beta = beta.min(bound);
            }
        }
        v
    }

    fn player(&self, pos: &Position) -> Player {
        if pos.to_move == self.max_side {
            Player::Max
        } else {
            Player::Min
        }
    }

    /// The legal moves in search order.
    fn children(&self, pos: &Position, player: Player) -> Children {
        let mut c = Children {
            pits: [0; MAX_PITS],
            len: 0,
            played: None,
        };
        for pit in pos.legal_pits() {
            c.pits[c.len] = pit as u8;
            c.len += 1;
        }
        if self.settings.order == Order::Static {
            let mut keyed = [(0u8, *pos, 0.0); MAX_PITS];
            for (k, &pit) in keyed.iter_mut().zip(&c.pits[..c.len]) {
                let child = pos.play(self.rules, usize::from(pit));
                *k = (
                    pit,
                    child,
                    self.settings.eval.value(self.rules, &child, self.max_side),
                );
            }
            self.settings.order.sort(player, &mut keyed[..c.len], |k| k.2);
            let mut played = [*pos; MAX_PITS];
            for (i, k) in keyed[..c.len].iter().enumerate() {
                c.pits[i] = k.0;
                played[i] = k.1;
            }
            c.played = Some(played);
        }
        c
    }

    /// A node at `ply` is entered: its line is empty so far.
    fn enter(&mut self, ply: usize) {
        if self.pv.len() <= ply + 1 {
            self.pv.resize(ply + 2, EMPTY_LINE);
        }
        self.pv[ply].len = 0;
    }

    /// The best line at `ply` becomes `pit` and the line below it.
    fn set_pv(&mut self, ply: usize, pit: u8) {
        let (here, below) = self.pv.split_at_mut(ply + 1);
        let (line, below) = (&mut here[ply], &below[0]);
        line.pits[0] = pit;
        line.pits[1..].copy_from_slice(&below.pits[..MAX_PV - 1]);
        line.len = (below.len + 1).min(MAX_PV as u8);
    }
}

/// The cut-off test: `v ≥ β` at MAX, `v ≤ α` at MIN.
fn cuts(player: Player, v: f64, alpha: f64, beta: f64) -> bool {
    if player == Player::Max {
        v >= beta
    } else {
        v <= alpha
    }
}
