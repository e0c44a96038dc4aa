//! The fast search for the command line, matches and the solver's tests:
//! the same minimax / alpha-beta as `search::search`, visiting the same
//! nodes in the same order and counting them the same way, but without
//! recording events and without allocating per node.
//!
//! Under Kalah's rules (standard and empty capture) on boards of up to 7
//! pits a side, positions are packed in two words, a byte a cell, and a
//! sowing is a table lookup and two adds ([`Packed`]); book rules (relays,
//! chain captures) play through the general move function. The search by
//! the store difference in pit order, the one `kalah search` is measured
//! by, has a faster copy of its own (`stores.rs`).

use super::eval::{Evaluation, won_value};
use super::packed::{Board, Packed};
use super::position::{MAX_PITS, Position, Side};
use super::rules::Rules;
use super::solve::Watch;
use crate::game::Player;
use crate::search::Algorithm;
use crate::search::Order;
use std::sync::atomic::Ordering::Relaxed;

mod stores;

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

/// A search stopped through its watch: what the root moves searched by
/// then prove (for MAX, the value is at least `at_least`).
#[derive(Clone, Debug, PartialEq)]
pub struct Stopped {
    pub at_least: Option<f64>,
    pub moves_done: usize,
    pub moves: usize,
    pub nodes_generated: u64,
}

/// Searches `root`; MAX is the side to move there.
pub fn search(rules: &Rules, root: &Position, settings: &Settings) -> Report {
    run(rules, root, settings, false, None).expect("nothing stops it")
}

/// Like [`search`], but finds every root move that is as good as the best
/// (for choosing among equal moves): the root keeps its window just below
/// its provisional value, so that equal moves are searched exactly.
pub fn search_ties(rules: &Rules, root: &Position, settings: &Settings) -> Report {
    run(rules, root, settings, true, None).expect("nothing stops it")
}

/// [`search`], publishing its node count in `watch` and stopped by its
/// cancel flag.
pub fn search_watched(
    rules: &Rules,
    root: &Position,
    settings: &Settings,
    watch: &Watch,
) -> Result<Report, Stopped> {
    run(rules, root, settings, false, Some(watch))
}

/// The value of `pos` for `max_side` (to move there or not), searched to
/// `settings.depth` more plies within the window (α, β), and the nodes
/// and evaluations it took: a move searched again for how far off its
/// win or loss is (`computer`).
pub fn value_within(
    rules: &Rules,
    pos: &Position,
    settings: &Settings,
    max_side: Side,
    (alpha, beta): (f64, f64),
) -> (f64, u64, u64) {
    fn within<P: Play>(
        play: &P,
        b: P::Board,
        s: &Settings,
        max_side: Side,
        w: (f64, f64),
    ) -> (f64, u64, u64) {
        let mut searcher = Searcher::new(play, s, max_side, false, None);
        let v = searcher.value(&b, 0, w.0, w.1);
        (v, searcher.nodes, searcher.evaluations)
    }
    match Packed::for_rules(rules, pos) {
        Some(packed) => within(&packed, packed.pack(pos), settings, max_side, (alpha, beta)),
        None => within(&General(*rules), *pos, settings, max_side, (alpha, beta)),
    }
}

fn run(
    rules: &Rules,
    root: &Position,
    settings: &Settings,
    ties: bool,
    watch: Option<&Watch>,
) -> Result<Report, Stopped> {
    match Packed::for_rules(rules, root) {
        Some(packed) if settings.eval == Evaluation::Store && settings.order == Order::None => {
            let task = stores::Task {
                depth: settings.depth,
                prune: settings.algorithm == Algorithm::AlphaBeta,
                ties,
                watch,
            };
            stores::search(&packed, packed.pack(root), &task)
        }
        Some(packed) => Searcher::new(&packed, settings, root.to_move, ties, watch).run(packed.pack(root)),
        None => Searcher::new(&General(*rules), settings, root.to_move, ties, watch).run(*root),
    }
}

/// How the search plays: the general move function, or Kalah's on a
/// packed board.
trait Play {
    type Board: Copy;
    fn to_move(&self, b: &Self::Board) -> Side;
    fn is_over(&self, b: &Self::Board) -> bool;
    /// The pits the player to move can sow from: bit p − 1 for pit p.
    fn legal(&self, b: &Self::Board) -> u8;
    fn play(&self, b: &Self::Board, pit: usize) -> Self::Board;
    fn store_difference(&self, b: &Self::Board, side: Side) -> i32;
    fn position(&self, b: &Self::Board) -> Position;

    /// The evaluation at the depth limit.
    #[inline]
    fn heuristic(&self, b: &Self::Board, eval: &Evaluation, side: Side) -> f64 {
        match eval {
            Evaluation::Store => f64::from(self.store_difference(b, side)),
            _ => eval.heuristic(&self.position(b), side),
        }
    }

    /// The static value used to order children.
    fn value(&self, b: &Self::Board, eval: &Evaluation, side: Side) -> f64 {
        if self.is_over(b) {
            won_value(self.store_difference(b, side))
        } else {
            self.heuristic(b, eval, side)
        }
    }
}

/// Any rules, through `Position::play`.
struct General(Rules);

impl Play for General {
    type Board = Position;
    fn to_move(&self, b: &Position) -> Side {
        b.to_move
    }
    fn is_over(&self, b: &Position) -> bool {
        b.is_over(&self.0)
    }
    fn legal(&self, b: &Position) -> u8 {
        b.legal_pits().fold(0, |m, p| m | 1 << (p - 1))
    }
    fn play(&self, b: &Position, pit: usize) -> Position {
        b.play(&self.0, pit)
    }
    fn store_difference(&self, b: &Position, side: Side) -> i32 {
        b.store_difference(side)
    }
    fn position(&self, b: &Position) -> Position {
        *b
    }
}

/// Kalah's moves on a packed board.
impl Play for Packed {
    type Board = Board;

    #[inline]
    fn to_move(&self, b: &Board) -> Side {
        b.to_move
    }

    #[inline]
    fn is_over(&self, b: &Board) -> bool {
        b.sides.over(self.pits)
    }

    #[inline]
    fn legal(&self, b: &Board) -> u8 {
        b.sides.legal(self.pits)
    }

    #[inline(always)]
    fn play(&self, b: &Board, pit: usize) -> Board {
        self.after(b, pit)
    }

    #[inline]
    fn store_difference(&self, b: &Board, side: Side) -> i32 {
        let d = b.sides.difference(self.pits);
        if side == b.to_move { d } else { -d }
    }

    fn position(&self, b: &Board) -> Position {
        self.unpack(b)
    }
}

/// The longest principal variation kept (deeper searches keep its start).
pub(super) const MAX_PV: usize = 64;

/// The searcher looks at its watch every this many nodes (less one).
pub(super) const CHECK_EVERY: u64 = (1 << 16) - 1;

struct Searcher<'a, P: Play> {
    play: &'a P,
    settings: &'a Settings,
    max_side: Side,
    prune: bool,
    ties: bool,
    nodes: u64,
    evaluations: u64,
    /// Triangular PV table: the best line below the node at each depth,
    /// copied only as far as it goes.
    pv: Vec<Line>,
    best_moves: Vec<usize>,
    watch: Option<&'a Watch>,
    stopped: bool,
    /// Root moves searched, and the best value among them.
    root_done: (usize, Option<f64>),
}

/// A line of play as pits.
#[derive(Clone, Copy)]
pub(super) struct Line {
    pub(super) len: u8,
    pub(super) pits: [u8; MAX_PV],
}

pub(super) const EMPTY_LINE: Line = Line {
    len: 0,
    pits: [0; MAX_PV],
};

impl<'a, P: Play> Searcher<'a, P> {
    fn new(
        play: &'a P,
        settings: &'a Settings,
        max_side: Side,
        ties: bool,
        watch: Option<&'a Watch>,
    ) -> Self {
        let depth = settings.depth.min(MAX_PV as u32 * 4) as usize;
        Searcher {
            play,
            settings,
            max_side,
            prune: settings.algorithm == Algorithm::AlphaBeta,
            ties,
            nodes: 0,
            evaluations: 0,
            pv: vec![EMPTY_LINE; depth + 2],
            best_moves: Vec::new(),
            watch,
            stopped: false,
            root_done: (0, None),
        }
    }

    fn run(mut self, root: P::Board) -> Result<Report, Stopped> {
        let value = self.value(&root, 0, f64::NEG_INFINITY, f64::INFINITY);
        if self.stopped {
            return Err(Stopped {
                at_least: self.root_done.1,
                moves_done: self.root_done.0,
                moves: self.play.legal(&root).count_ones() as usize,
                nodes_generated: self.nodes,
            });
        }
        let line = &self.pv[0];
        Ok(Report {
            value,
            pv: line.pits[..usize::from(line.len)]
                .iter()
                .map(|&p| usize::from(p))
                .collect(),
            nodes_generated: self.nodes,
            evaluations: self.evaluations,
            best_moves: self.best_moves,
        })
    }

    fn value(&mut self, pos: &P::Board, ply: usize, mut alpha: f64, mut beta: f64) -> f64 {
        self.enter(ply);
        if let Some(v) = self.leaf(pos, ply) {
            return v;
        }
        // The children at the depth limit are evaluated here rather than
        // in a call each (most nodes are there).
        let last = ply as u32 + 1 == self.settings.depth;
        let player = self.player(pos);
        let mut legal = self.play.legal(pos);
        let ordered = (self.settings.order == Order::Static).then(|| self.ordered(pos, player, legal));
        let mut v = player.initial_value().to_f64();
        for i in 0..legal.count_ones() as usize {
            let (pit, child) = match &ordered {
                Some(o) => o[i],
                None => {
                    let pit = legal.trailing_zeros() as u8 + 1;
                    legal &= legal - 1;
                    (pit, self.play.play(pos, usize::from(pit)))
                }
            };
            self.count_node();
            let cv = match last {
                true => self.leaf(&child, ply + 1).expect("at the depth limit"),
                false => self.value(&child, ply + 1, alpha, beta),
            };
            if self.stopped {
                return v;
            }
            if i == 0 || player.prefers(cv, v) {
                v = cv;
                match last {
                    // The line below a leaf is empty.
                    true => (self.pv[ply].pits[0], self.pv[ply].len) = (pit, 1),
                    false => self.set_pv(ply, pit),
                }
                if ply == 0 {
                    self.best_moves.clear();
                }
            }
            if ply == 0 {
                self.root_done = (i + 1, Some(v));
                if self.ties && cv == v {
                    self.best_moves.push(usize::from(pit));
                }
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

    /// The value of a node at the depth limit or at the end of the game
    /// (an evaluation), `None` for others.
    #[inline(always)]
    fn leaf(&mut self, pos: &P::Board, ply: usize) -> Option<f64> {
        let over = self.play.is_over(pos);
        if !over && ply as u32 != self.settings.depth {
            return None;
        }
        self.evaluations += 1;
        Some(if over {
            won_value(self.play.store_difference(pos, self.max_side))
        } else {
            self.play.heuristic(pos, &self.settings.eval, self.max_side)
        })
    }

    /// Counts a node built; now and then publishes the count and looks at
    /// the cancel flag.
    #[inline]
    fn count_node(&mut self) {
        self.nodes += 1;
        if self.nodes & CHECK_EVERY == 0
            && let Some(w) = self.watch
        {
            w.done.store(self.nodes, Relaxed);
            self.stopped |= w.cancel.load(Relaxed);
        }
    }

    fn player(&self, pos: &P::Board) -> Player {
        if self.play.to_move(pos) == self.max_side {
            Player::Max
        } else {
            Player::Min
        }
    }

    /// With the static ordering: the children, played and sorted by their
    /// static values for `player`.
    fn ordered(&self, pos: &P::Board, player: Player, legal: u8) -> [(u8, P::Board); MAX_PITS] {
        let mut keyed = [(0u8, *pos, 0.0); MAX_PITS];
        let pits = (1..=MAX_PITS as u8).filter(|p| legal >> (p - 1) & 1 == 1);
        let len = legal.count_ones() as usize;
        for (k, pit) in keyed.iter_mut().zip(pits) {
            let child = self.play.play(pos, usize::from(pit));
            *k = (
                pit,
                child,
                self.play.value(&child, &self.settings.eval, self.max_side),
            );
        }
        self.settings.order.sort(player, &mut keyed[..len], |k| k.2);
        keyed.map(|k| (k.0, k.1))
    }

    /// A node at `ply` is entered: its line is empty so far.
    #[inline]
    fn enter(&mut self, ply: usize) {
        if self.pv.len() <= ply + 1 {
            self.pv.resize(ply + 2, EMPTY_LINE);
        }
        self.pv[ply].len = 0;
    }

    /// The best line at `ply` becomes `pit` and the line below it.
    #[inline]
    fn set_pv(&mut self, ply: usize, pit: u8) {
        let (here, below) = self.pv.split_at_mut(ply + 1);
        let (line, below) = (&mut here[ply], &below[0]);
        let n = usize::from(below.len).min(MAX_PV - 1);
        line.pits[0] = pit;
        // Fixed-size copies (a vector move or two) rather than a call;
        // the bytes past the line's end are never read.
        if n < 16 {
            line.pits[1..17].copy_from_slice(&below.pits[..16]);
        } else {
            line.pits[1..].copy_from_slice(&below.pits[..MAX_PV - 1]);
        }
        line.len = n as u8 + 1;
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
