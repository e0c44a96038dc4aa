//! The search `kalah search` is measured by: alpha-beta or
//! minimax in pit order with the store difference, under Kalah's rules on
//! a packed board. It visits the nodes [`super::Searcher`] visits, in the
//! same order, counts them alike and finds the same value and principal
//! variation, but
//! - in whole numbers and in negamax form: values for the side to move,
//!   and a board seen from it, turned round (with the window) where the
//!   other side moves next, so that no side is ever looked up;
//! - on a board whose width is a constant (a copy of the code for each
//!   width, so that offsets and masks fold);
//! - with the nodes just above the depth limit searched in their parent's
//!   loop, their children valued by the sowing alone.

use super::{CHECK_EVERY, EMPTY_LINE, Line, MAX_PV, Report, Stopped};
use crate::engine::kalah::packed::{Board, Packed, Sides, Sown};
use crate::engine::kalah::solve::Watch;
use std::hint::select_unpredictable;
use std::sync::atomic::Ordering::Relaxed;

/// Above any value (a won game is worth at most ±(1000 + 255)).
const INF: i32 = 1 << 20;

/// What the search is asked.
pub(super) struct Task<'a> {
    pub depth: u32,
    pub prune: bool,
    pub ties: bool,
    pub watch: Option<&'a Watch>,
}

/// Searches `root` with the width of `moves` as a constant.
pub(super) fn search(moves: &Packed, root: Board, task: &Task) -> Result<Report, Stopped> {
    match (moves.pits, task.prune) {
        (1, true) => Search::<1, true>::new(moves, task).run(root.sides),
        (2, true) => Search::<2, true>::new(moves, task).run(root.sides),
        (3, true) => Search::<3, true>::new(moves, task).run(root.sides),
        (4, true) => Search::<4, true>::new(moves, task).run(root.sides),
        (5, true) => Search::<5, true>::new(moves, task).run(root.sides),
        (6, true) => Search::<6, true>::new(moves, task).run(root.sides),
        (7, true) => Search::<7, true>::new(moves, task).run(root.sides),
        (1, false) => Search::<1, false>::new(moves, task).run(root.sides),
        (2, false) => Search::<2, false>::new(moves, task).run(root.sides),
        (3, false) => Search::<3, false>::new(moves, task).run(root.sides),
        (4, false) => Search::<4, false>::new(moves, task).run(root.sides),
        (5, false) => Search::<5, false>::new(moves, task).run(root.sides),
        (6, false) => Search::<6, false>::new(moves, task).run(root.sides),
        (7, false) => Search::<7, false>::new(moves, task).run(root.sides),
        (pits, _) => unreachable!("a packed board has 1 to 7 pits a side, not {pits}"),
    }
}

/// A won game's value: the store difference, pushed past every heuristic
/// value (`eval::won_value` in whole numbers).
#[inline(always)]
fn won(d: i32) -> i32 {
    d + 1000 * d.signum()
}

/// What is below a child in the principal variation.
#[derive(Clone, Copy)]
enum Below {
    /// Nothing: the child is a leaf.
    Leaf,
    /// The best move of a node above the leaves, handed back rather than
    /// written in the table (reading a line just after a byte of it was
    /// written stalls the processor).
    Pit(u8),
    /// The line kept at the child's ply.
    Table,
}

struct Search<'a, const PITS: usize, const PRUNE: bool> {
    moves: &'a Packed,
    depth: usize,
    ties: bool,
    nodes: u64,
    evaluations: u64,
    /// The best line below the node at each ply (see [`super::Searcher`]).
    pv: Vec<Line>,
    best_moves: Vec<usize>,
    watch: Option<&'a Watch>,
    stopped: bool,
}

impl<'a, const PITS: usize, const PRUNE: bool> Search<'a, PITS, PRUNE> {
    fn new(moves: &'a Packed, task: &Task<'a>) -> Self {
        let depth = usize::try_from(task.depth).unwrap_or(usize::MAX);
        Search {
            moves,
            depth,
            ties: task.ties,
            nodes: 0,
            evaluations: 0,
            pv: vec![EMPTY_LINE; depth.min(MAX_PV * 4) + 2],
            best_moves: Vec::new(),
            watch: task.watch,
            stopped: false,
        }
    }

    /// The root's search: as a node's, and it also keeps the moves
    /// searched, the equal best ones with `ties` (the root's window then
    /// stays just below its value) and what is proved when stopped.
    fn run(mut self, root: Sides) -> Result<Report, Stopped> {
        if root.over(PITS) || self.depth == 0 {
            self.evaluations = 1;
            let d = root.difference(PITS);
            let value = if root.over(PITS) { won(d) } else { d };
            return Ok(self.report(value, Vec::new()));
        }
        let mut legal = root.legal(PITS);
        let moves = legal.count_ones() as usize;
        let (mut alpha, beta) = (-INF, INF);
        let mut best = -INF;
        let mut done = 0;
        while legal != 0 {
            let pit = legal.trailing_zeros() as u8 + 1;
            legal &= legal - 1;
            let sown = self.moves.sow_in(root, usize::from(pit), PITS);
            self.count_nodes(1);
            let (v, below) = match self.depth == 1 {
                true => (self.leaf(&sown), Below::Leaf),
                false => self.child(&sown, 1, alpha, beta),
            };
            if self.stopped {
                return Err(Stopped {
                    at_least: (done > 0).then_some(f64::from(best)),
                    moves_done: done,
                    moves,
                    nodes_generated: self.nodes,
                });
            }
            if v > best {
                best = v;
                self.set_pv(0, pit, below);
                self.best_moves.clear();
            }
            done += 1;
            if self.ties && v == best {
                self.best_moves.push(usize::from(pit));
            }
            if PRUNE && best >= beta {
                break;
            }
            // Values are whole: "just below" the value is one less.
            alpha = alpha.max(if self.ties { best - 1 } else { best });
        }
        let pv = self.pv[0].pits[..usize::from(self.pv[0].len)]
            .iter()
            .map(|&p| usize::from(p))
            .collect();
        Ok(self.report(best, pv))
    }

    fn report(self, value: i32, pv: Vec<usize>) -> Report {
        Report {
            value: f64::from(value),
            pv,
            nodes_generated: self.nodes,
            evaluations: self.evaluations,
            best_moves: self.best_moves,
        }
    }

    /// The value, for the side that sowed, of the position a sowing leads
    /// to at `ply` (above the depth limit), and what is below it in the
    /// line: the game's end, or a search in the window turned round where
    /// the other side moves next.
    #[inline(always)]
    fn child(&mut self, sown: &Sown, ply: usize, alpha: i32, beta: i32) -> (i32, Below) {
        if sown.sides.over(PITS) {
            return (self.leaf(sown), Below::Leaf);
        }
        let (lo, hi, sign) = match sown.again {
            true => (alpha, beta, 1),
            false => (-beta, -alpha, -1),
        };
        let (v, below) = if ply + 1 == self.depth {
            let (v, pit) = self.above_leaves(sown.next(), hi);
            (v, Below::Pit(pit))
        } else {
            (self.node(sown.next(), ply, lo, hi), Below::Table)
        };
        (sign * v, below)
    }

    /// A node at `ply` (not over), two or more plies above the depth
    /// limit: fail-soft alpha-beta over its children in pit order.
    fn node(&mut self, b: Sides, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        if self.pv.len() <= ply + 1 {
            self.pv.resize(ply + 2, EMPTY_LINE);
        }
        let mut legal = b.legal(PITS);
        let mut best = -INF;
        while legal != 0 {
            let pit = legal.trailing_zeros() as u8 + 1;
            legal &= legal - 1;
            let sown = self.moves.sow_in(b, usize::from(pit), PITS);
            self.count_nodes(1);
            let (v, below) = self.child(&sown, ply + 1, alpha, beta);
            if self.stopped {
                return best;
            }
            if PRUNE && v >= beta {
                self.set_pv(ply, pit, below);
                return v;
            }
            if v > best {
                best = v;
                self.set_pv(ply, pit, below);
                alpha = alpha.max(best);
            }
        }
        best
    }

    /// A node one ply above the depth limit (not over): its children are
    /// evaluated in its loop, until one reaches `beta` (`alpha` matters
    /// not: the children are not searched). Returns its value and best
    /// move (the line below it).
    #[inline(always)]
    fn above_leaves(&mut self, b: Sides, beta: i32) -> (i32, u8) {
        let mut legal = b.legal(PITS);
        let (mut best, mut best_pit, mut count) = (-INF, 0, 0);
        while legal != 0 {
            let pit = legal.trailing_zeros() as u8 + 1;
            legal &= legal - 1;
            let (d, over) = self.moves.outcome_in(b, usize::from(pit), PITS);
            count += 1;
            let v = if over { won(d) } else { d };
            // One guess a child: whether it cuts off; the best so far is
            // chosen without a branch.
            if PRUNE && v >= beta {
                (best, best_pit) = (v, pit);
                break;
            }
            let better = v > best;
            best_pit = select_unpredictable(better, pit, best_pit);
            best = select_unpredictable(better, v, best);
        }
        self.evaluations += count;
        self.count_nodes(count);
        (best, best_pit)
    }

    /// The value for the side that sowed of a position a sowing leads to
    /// at the depth limit or at the game's end: an evaluation.
    #[inline(always)]
    fn leaf(&mut self, sown: &Sown) -> i32 {
        self.evaluations += 1;
        let d = sown.sides.difference(PITS);
        if sown.sides.over(PITS) { won(d) } else { d }
    }

    /// Counts `n` nodes built (at most 8), and looks at the watch when the
    /// count passes a multiple of [`CHECK_EVERY`] + 1.
    #[inline(always)]
    fn count_nodes(&mut self, n: u64) {
        let before = self.nodes;
        self.nodes += n;
        if (before ^ self.nodes) > CHECK_EVERY {
            self.check_in();
        }
    }

    #[cold]
    fn check_in(&mut self) {
        if let Some(w) = self.watch {
            w.done.store(self.nodes, Relaxed);
            self.stopped |= w.cancel.load(Relaxed);
        }
    }

    /// The best line at `ply` becomes `pit` and the line below it.
    #[inline(always)]
    fn set_pv(&mut self, ply: usize, pit: u8, below: Below) {
        let (here, under) = self.pv.split_at_mut(ply + 1);
        let line = &mut here[ply];
        line.pits[0] = pit;
        match below {
            Below::Leaf => line.len = 1,
            Below::Pit(next) => (line.pits[1], line.len) = (next, 2),
            Below::Table => {
                let under = &under[0];
                let n = usize::from(under.len).min(MAX_PV - 1);
                // Fixed-size copies (a vector move or two) rather than a
                // call; the bytes past the line's end are never read.
                if n < 16 {
                    line.pits[1..17].copy_from_slice(&under.pits[..16]);
                } else {
                    line.pits[1..].copy_from_slice(&under.pits[..MAX_PV - 1]);
                }
                line.len = n as u8 + 1;
            }
        }
    }
}
