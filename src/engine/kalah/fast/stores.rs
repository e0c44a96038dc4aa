//! The search `kalah search` is measured by (issue 25): alpha-beta or
//! minimax in pit order with the store difference, under Kalah's rules on
//! a packed board. It visits the nodes [`super::Searcher`] visits, in the
//! same order, counts them alike and finds the same value and principal
//! variation, but
//! - in whole numbers and in negamax form (values for the side to move;
//!   a window is turned round where the other side moves next), so that a
//!   comparison is one instruction and no side is looked up;
//! - on a board whose width is a constant (a copy of the code for each
//!   width, so that the cell offsets fold);
//! - with the nodes just above the depth limit searched in their parent's
//!   loop, without a call, their children's values being the store
//!   difference alone.

use super::{CHECK_EVERY, EMPTY_LINE, Line, MAX_PV, Report, Stopped};
use crate::engine::kalah::packed::{Board, Packed};
use crate::engine::kalah::solve::Watch;
use crate::game::kalah::position::Side;
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
        (1, true) => Search::<1, true>::new(moves, task).run(root),
        (2, true) => Search::<2, true>::new(moves, task).run(root),
        (3, true) => Search::<3, true>::new(moves, task).run(root),
        (4, true) => Search::<4, true>::new(moves, task).run(root),
        (5, true) => Search::<5, true>::new(moves, task).run(root),
        (6, true) => Search::<6, true>::new(moves, task).run(root),
        (7, true) => Search::<7, true>::new(moves, task).run(root),
        (1, false) => Search::<1, false>::new(moves, task).run(root),
        (2, false) => Search::<2, false>::new(moves, task).run(root),
        (3, false) => Search::<3, false>::new(moves, task).run(root),
        (4, false) => Search::<4, false>::new(moves, task).run(root),
        (5, false) => Search::<5, false>::new(moves, task).run(root),
        (6, false) => Search::<6, false>::new(moves, task).run(root),
        (7, false) => Search::<7, false>::new(moves, task).run(root),
        (pits, _) => unreachable!("a packed board has 1 to 7 pits a side, not {pits}"),
    }
}

/// A won game's value: the store difference, pushed past every heuristic
/// value (`eval::won_value` in whole numbers).
#[inline(always)]
fn won(d: i32) -> i32 {
    d + 1000 * d.signum()
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
    fn run(mut self, root: Board) -> Result<Report, Stopped> {
        if self.over(&root) || self.depth == 0 {
            self.evaluations = 1;
            let value = self.leaf(&root, root.to_move);
            return Ok(self.report(value, Vec::new()));
        }
        let me = root.to_move;
        let mut legal = root.legal(PITS);
        let moves = legal.count_ones() as usize;
        let (mut alpha, beta) = (-INF, INF);
        let mut best = -INF;
        let mut done = 0;
        while legal != 0 {
            let pit = legal.trailing_zeros() as u8 + 1;
            legal &= legal - 1;
            let child = self.moves.after_in(&root, usize::from(pit), PITS);
            self.count_node();
            let (v, below) = if self.depth == 1 || self.over(&child) {
                self.evaluations += 1;
                (self.leaf(&child, me), false)
            } else {
                (self.child(&child, me, 1, alpha, beta), true)
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

    /// The value for `me` of `child` (not over, above the depth limit),
    /// reached from `me`'s move: searched in its own window, turned round
    /// where the other side moves there.
    #[inline(always)]
    fn child(&mut self, child: &Board, me: Side, ply: usize, alpha: i32, beta: i32) -> i32 {
        let (lo, hi, sign) = if child.to_move == me {
            (alpha, beta, 1)
        } else {
            (-beta, -alpha, -1)
        };
        sign * if ply + 1 == self.depth {
            self.above_leaves(child, ply, hi)
        } else {
            self.node(child, ply, lo, hi)
        }
    }

    /// A node at `ply` (not over), two or more plies above the depth
    /// limit: fail-soft alpha-beta over its children in pit order.
    fn node(&mut self, b: &Board, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        if self.pv.len() <= ply + 1 {
            self.pv.resize(ply + 2, EMPTY_LINE);
        }
        let me = b.to_move;
        let mut legal = b.legal(PITS);
        let mut best = -INF;
        while legal != 0 {
            let pit = legal.trailing_zeros() as u8 + 1;
            legal &= legal - 1;
            let child = self.moves.after_in(b, usize::from(pit), PITS);
            self.count_node();
            let (v, below) = if self.over(&child) {
                self.evaluations += 1;
                (self.leaf(&child, me), false)
            } else {
                (self.child(&child, me, ply + 1, alpha, beta), true)
            };
            if self.stopped {
                return best;
            }
            if v > best {
                best = v;
                self.set_pv(ply, pit, below);
                if PRUNE && best >= beta {
                    return best;
                }
                alpha = alpha.max(best);
            }
        }
        best
    }

    /// A node one ply above the depth limit (not over): its children are
    /// evaluated in its loop, until one reaches `beta` (`alpha` matters
    /// not: the children are not searched), from the sowing itself.
    #[inline(always)]
    fn above_leaves(&mut self, b: &Board, ply: usize, beta: i32) -> i32 {
        let mut legal = b.legal(PITS);
        let (mut best, mut best_pit, mut count) = (-INF, 0, 0);
        while legal != 0 {
            let pit = legal.trailing_zeros() as u8 + 1;
            legal &= legal - 1;
            let sown = self.moves.sow_in(b, usize::from(pit), PITS);
            count += 1;
            let d = sown.difference(PITS);
            let v = if sown.over(PITS) { won(d) } else { d };
            if v > best {
                (best, best_pit) = (v, pit);
                if PRUNE && best >= beta {
                    break;
                }
            }
        }
        self.evaluations += count;
        self.count_nodes(count);
        let line = &mut self.pv[ply];
        (line.pits[0], line.len) = (best_pit, 1);
        best
    }

    /// The value for `me` of a position at the depth limit or over.
    #[inline(always)]
    fn leaf(&self, b: &Board, me: Side) -> i32 {
        let d = if b.to_move == me {
            b.difference(PITS)
        } else {
            -b.difference(PITS)
        };
        if self.over(b) { won(d) } else { d }
    }

    #[inline(always)]
    fn over(&self, b: &Board) -> bool {
        b.over(PITS)
    }

    /// Counts a node built; now and then publishes the count and looks at
    /// the cancel flag.
    #[inline(always)]
    fn count_node(&mut self) {
        self.count_nodes(1);
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

    /// The best line at `ply` becomes `pit` and, if the child was
    /// searched (`below`), the line below it.
    #[inline(always)]
    fn set_pv(&mut self, ply: usize, pit: u8, below: bool) {
        if !below {
            let line = &mut self.pv[ply];
            (line.pits[0], line.len) = (pit, 1);
            return;
        }
        let (here, under) = self.pv.split_at_mut(ply + 1);
        let (line, under) = (&mut here[ply], &under[0]);
        let n = usize::from(under.len).min(MAX_PV - 1);
        line.pits[0] = pit;
        if n < 16 {
            line.pits[1..17].copy_from_slice(&under.pits[..16]);
        } else {
            line.pits[1..].copy_from_slice(&under.pits[..MAX_PV - 1]);
        }
        line.len = n as u8 + 1;
    }
}
