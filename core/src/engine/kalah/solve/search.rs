//! The solver's search: MTD(f) over null-window, fail-soft alpha-beta in
//! negamax form (values for the player to move), with the transposition
//! table, the endgame database and the bounds of the stones left.
//!
//! Every result carries the depth to which it is valid: a subtree settled
//! by game ends, the database, the stones-left bounds or exact entries is
//! exact whatever the nominal depth, so the table keeps what the
//! depth-limited passes of iterative deepening proved and deepening
//! converges on the exact value (as Irving, Donkers and Uiterwijk's
//! solver does).

use super::Watch;
use super::endgame::{Endgame, least_share};
use super::lazy::Lazy;
use super::moves::Moves;
use super::resume::{Checkpoint, Proved, Snapshot};
use super::table::{EXACT, Table};
use crate::game::kalah::position::{MAX_PITS, Position};
use crate::game::kalah::rules::Rules;
use std::sync::Arc;
use std::sync::atomic::Ordering::{Acquire, Relaxed};
use std::time::Instant;

/// A search's result: a bound on the value (or the value) and the depth
/// it is valid to.
pub type Found = (i32, u8);

/// Positions with fewer stones than this in the pits are searched without
/// the table: their subtrees are small, and a probe (a cache miss) costs
/// more than searching them again.
const TABLE_STONES: u8 = 5;

/// With an endgame database, positions with at most this many stones
/// more than it holds are searched without the table too: their children
/// are mostly read from the database, and a table probe (a cache miss)
/// cost more than the transpositions it finds. Measured on 6×4:
/// 20% more nodes and 0.80× the CPU time, with 20 stones in the database
/// and with 24 (4 and 6 stones more lost again; 0 to 2 gained less).
const TABLE_ABOVE_DATABASE: u8 = 3;

/// The solver looks at the cancel flag and publishes its node count every
/// this many nodes (a power of two, less one).
const CHECK_EVERY: u64 = (1 << 14) - 1;

pub(crate) struct Solver<'a, M: Moves> {
    pub moves: M,
    /// Shared with the solve's other threads, if it has any.
    pub table: Arc<Table>,
    endgame: Option<&'a Endgame>,
    rules: &'a Rules,
    pits: usize,
    /// Twice the share of the stones in the pits the mover always gets:
    /// the lower bound's margin above "the opponent takes them all".
    margin: i32,
    /// Calls of [`Solver::search`].
    pub nodes: u64,
    /// Positions whose children were generated (the classic solver's count).
    pub expanded: u64,
    /// Table entries this solver found unused and filled.
    pub filled: u64,
    watch: Option<&'a Watch>,
    /// Positions with fewer stones in the pits are searched without the
    /// table.
    table_from: u8,
    /// Set once the watch asked to stop: results are then meaningless and
    /// nothing more is stored.
    pub stopped: bool,
    /// What the search to the end has proved of the root so far, kept up
    /// to date while `tracking` (the root's search, not a move's).
    pub proved: Proved,
    pub tracking: bool,
    /// Where progress is saved, and when it last was.
    checkpoint: Option<Checkpoint<'a>>,
    saved_at: Instant,
    /// Threads for the search to the end (1: this one alone).
    pub threads: usize,
    /// While MTD(f) runs on several threads: what they share, and the pass
    /// this thread searches.
    lazy: Option<Arc<Lazy>>,
    pass: u64,
    /// A helper thread's: its number (1, 2, …; 0 for the thread that runs
    /// MTD(f)), and the key of the position its passes search, whose
    /// entry it leaves to that thread.
    helper: usize,
    root_key: Option<u64>,
    /// A helper's counts already added to the shared ones.
    published: (u64, u64, u64),
}

/// What is known of a position before its children are searched.
struct Known {
    lower: Found,
    upper: Found,
    key: Option<u64>,
    hint: u8,
}

impl Known {
    /// The result if the bounds already settle the window.
    fn settles(&self, alpha: i32, beta: i32) -> Option<Found> {
        if self.lower.0 >= beta {
            Some(self.lower)
        } else if self.upper.0 <= alpha {
            Some(self.upper)
        } else if self.lower.0 == self.upper.0 {
            Some((self.lower.0, self.lower.1.min(self.upper.1)))
        } else {
            None
        }
    }
}

/// What a position's search reads first, worked out once (by its parent,
/// which also starts loading it): the stones in its pits and where it is
/// in the endgame database or the table.
#[derive(Clone, Copy, Default)]
pub struct Look {
    left: u8,
    at: Option<u64>,
    key: Option<u64>,
}

/// The children of a node in search order: the pit, the child, whether
/// the mover moves again there, and its look.
struct Children<B> {
    items: [(u8, B, bool, Look); MAX_PITS],
    len: usize,
}

/// The depth a node's children are searched to.
fn next(depth: u8) -> u8 {
    if depth == EXACT { EXACT } else { depth - 1 }
}

/// A node's validity from its children's: one ply more, and exact stays
/// exact.
fn above(depth: u8) -> u8 {
    if depth == EXACT {
        EXACT
    } else {
        depth.saturating_add(1).min(EXACT - 1)
    }
}

impl<'a, M: Moves> Solver<'a, M> {
    pub fn new(
        moves: M,
        rules: &'a Rules,
        pits: usize,
        table: Arc<Table>,
        endgame: Option<&'a Endgame>,
        watch: Option<&'a Watch>,
        checkpoint: Option<Checkpoint<'a>>,
    ) -> Self {
        let endgame = endgame.filter(|db| db.pits == pits && db.rules == *rules);
        let table_from = endgame.map_or(TABLE_STONES, |db| {
            TABLE_STONES.max(db.max.saturating_add(1 + TABLE_ABOVE_DATABASE))
        });
        Solver {
            moves,
            table,
            endgame,
            rules,
            pits,
            table_from,
            margin: 2 * i32::from(least_share(rules)),
            nodes: 0,
            expanded: 0,
            filled: 0,
            watch,
            stopped: false,
            proved: Proved::default(),
            tracking: false,
            checkpoint,
            saved_at: Instant::now(),
            threads: 1,
            lazy: None,
            pass: 0,
            helper: 0,
            root_key: None,
            published: (0, 0, 0),
        }
    }

    /// The bounds every position has from the stones in its pits: the
    /// opponent cannot take more than all of them, less what the mover
    /// always gets, nor the mover more.
    pub fn stone_bounds(&self, pos: &Position) -> (i32, i32) {
        self.bounds_of(&self.moves.board(pos))
    }

    fn bounds_of(&self, b: &M::Board) -> (i32, i32) {
        let diff = self.moves.difference(b);
        let left = i32::from(self.moves.left(b));
        let margin = if left > 0 { self.margin } else { 0 };
        (diff - left + margin, diff + left)
    }

    /// MTD(f): null-window searches to `depth` from `guess` until the
    /// bounds meet, starting from bounds `known` (proved by an earlier
    /// run, or the stones-left ones); `bounds` hears of each step. Returns
    /// the value and whether it is exact; `None` when stopped.
    pub fn mtdf(
        &mut self,
        root: &Position,
        mut guess: i32,
        depth: u8,
        known: (i32, i32),
        mut bounds: impl FnMut(&Self, (i32, i32)),
    ) -> Option<(i32, bool)> {
        let root = self.moves.board(root);
        let stones = self.bounds_of(&root);
        let (mut lower, mut upper) = (known.0.max(stones.0), known.1.min(stones.1));
        let (mut lower_depth, mut upper_depth) = (EXACT, EXACT);
        guess = guess.clamp(lower, upper);
        let helpers = if depth == EXACT {
            self.threads.saturating_sub(1)
        } else {
            0
        };
        if helpers > 0 {
            return self.mtdf_shared(&root, guess, (lower, upper), helpers, bounds);
        }
        while lower < upper {
            let beta = if guess == lower { guess + 1 } else { guess };
            let (v, valid) = self.search(&root, beta - 1, beta, depth);
            if self.stopped {
                return None;
            }
            if v >= beta {
                (lower, lower_depth) = (v, valid);
            } else {
                (upper, upper_depth) = (v, valid);
            }
            guess = v;
            if depth == EXACT {
                self.track_bounds((lower, upper), guess);
            }
            bounds(self, (lower, upper));
        }
        Some((lower, lower_depth.min(upper_depth) == EXACT))
    }

    /// Keeps what the search to the end has proved of the root (for a
    /// save), while it is the root's.
    fn track_bounds(&mut self, (lower, upper): (i32, i32), guess: i32) {
        if self.tracking {
            self.proved = Proved {
                lower,
                upper,
                guess,
                exact: true,
            };
        }
    }

    /// MTD(f) to the end of the game from `guess` within `(lower, upper)`
    /// on this thread and `helpers` more (see `lazy.rs`).
    fn mtdf_shared(
        &mut self,
        root: &M::Board,
        mut guess: i32,
        (mut lower, mut upper): (i32, i32),
        helpers: usize,
        mut bounds: impl FnMut(&Self, (i32, i32)),
    ) -> Option<(i32, bool)> {
        let lazy = Arc::new(Lazy::default());
        self.lazy = Some(lazy.clone());
        self.root_key = self.moves.key(root);
        let found = std::thread::scope(|scope| {
            for number in 1..=helpers {
                // What a helper's solver is made of (the solver itself,
                // with its checkpoint, stays on this thread).
                let (moves, rules, pits) = (self.moves.clone(), self.rules, self.pits);
                let (table, endgame, watch) = (self.table.clone(), self.endgame, self.watch);
                let (lazy, root_key) = (lazy.clone(), self.root_key);
                scope.spawn(move || {
                    let mut h = Solver::new(moves, rules, pits, table, endgame, watch, None);
                    (h.helper, h.lazy, h.root_key) = (number, Some(lazy), root_key);
                    h.help(root);
                });
            }
            let found = loop {
                if lower >= upper {
                    break Some(lower);
                }
                let beta = if guess == lower { guess + 1 } else { guess };
                let Some(v) = self.shared_pass(root, beta, &lazy) else {
                    break None;
                };
                if v >= beta {
                    lower = v;
                } else {
                    upper = v;
                }
                guess = v;
                self.track_bounds((lower, upper), guess);
                bounds(self, (lower, upper));
            };
            lazy.leave();
            found
        });
        let (nodes, expanded, filled) = lazy.counts();
        (self.nodes, self.expanded, self.filled) =
            (self.nodes + nodes, self.expanded + expanded, self.filled + filled);
        self.lazy = None;
        found.map(|v| (v, true))
    }

    /// One pass of [`Solver::mtdf_shared`] with window (β − 1, β): its
    /// result, from this thread or the helper that finished first; `None`
    /// when stopped.
    fn shared_pass(&mut self, root: &M::Board, beta: i32, lazy: &Lazy) -> Option<i32> {
        self.pass = lazy.begin(beta);
        let look = self.look(root);
        let (found, _) = self.node(root, look, beta - 1, beta, EXACT);
        let theirs = lazy.end(self.pass);
        if !self.stopped {
            return Some(found.0);
        }
        if self.cancelled() {
            return None;
        }
        // A helper finished first: its result goes in the root's entry.
        let ((v, valid), pit) = theirs?;
        self.stopped = false;
        let key = self.moves.key(root);
        self.record(root, key, (v, valid), pit, (beta - 1, beta), 1);
        Some(v)
    }

    /// A helper's work: every pass the searching thread starts, until it
    /// is told to leave.
    fn help(&mut self, root: &M::Board) {
        let lazy = self.lazy.clone().expect("a helper shares a pass");
        let mut last = 0;
        while let Some((pass, beta)) = lazy.next(last) {
            (last, self.pass, self.stopped) = (pass, pass, false);
            let look = self.look(root);
            let found = self.node(root, look, beta - 1, beta, EXACT);
            self.publish(&lazy);
            lazy.finished(pass, (!self.stopped).then_some(found));
        }
    }

    /// Adds a helper's counts since the last time to the shared ones.
    fn publish(&mut self, lazy: &Lazy) {
        let now = (self.nodes, self.expanded, self.filled);
        lazy.nodes.fetch_add(now.0 - self.published.0, Relaxed);
        lazy.expanded.fetch_add(now.1 - self.published.1, Relaxed);
        lazy.filled.fetch_add(now.2 - self.published.2, Relaxed);
        self.published = now;
    }

    fn cancelled(&self) -> bool {
        self.watch.is_some_and(|w| w.cancel.load(Relaxed))
    }

    /// Fail-soft alpha-beta, `depth` plies deep (an extra move is a ply)
    /// or to the end of the game if `depth` is [`EXACT`]; at the depth
    /// limit a position is worth its store difference.
    fn search(&mut self, b: &M::Board, alpha: i32, beta: i32, depth: u8) -> Found {
        let look = self.look(b);
        self.search_looked(b, look, alpha, beta, depth)
    }

    /// [`Solver::search`] of a position whose look is known.
    #[inline]
    fn search_looked(&mut self, b: &M::Board, look: Look, alpha: i32, beta: i32, depth: u8) -> Found {
        self.node(b, look, alpha, beta, depth).0
    }

    /// [`Solver::search_looked`], with the move that did best (0: none
    /// known, as when every move failed low or the node was not expanded).
    fn node(&mut self, b: &M::Board, look: Look, alpha: i32, beta: i32, depth: u8) -> (Found, u8) {
        self.nodes += 1;
        if self.nodes & CHECK_EVERY == 0 {
            self.check_in();
        }
        let diff = self.moves.difference(b);
        if self.moves.over(b) {
            return ((diff, EXACT), 0);
        }
        if depth == 0 {
            return ((diff, 0), 0);
        }
        let known = self.probe(b, look, depth);
        if let Some(found) = known.settles(alpha, beta) {
            return (found, 0);
        }
        self.expanded += 1;
        let before = self.nodes;
        let children = self.children(b, known.hint);
        let (a, z) = (alpha.max(known.lower.0), beta.min(known.upper.0));
        let (found, pit) = match self.peek(&children, a, z, next(depth)) {
            Some(cut) => cut,
            None => self.search_children(&children, a, z, next(depth)),
        };
        // A helper leaves the root's entry to the thread that runs MTD(f).
        let helpers_root = self.helper > 0 && known.key == self.root_key;
        if !self.stopped && !helpers_root {
            self.record(b, known.key, found, pit, (a, z), self.nodes - before);
        }
        (found, pit)
    }

    /// Looks at the cancel flag and whether the pass is over, publishes
    /// the node count, and saves progress when it is time to (a helper
    /// waits meanwhile).
    #[cold]
    fn check_in(&mut self) {
        if let Some(lazy) = self.lazy.clone() {
            self.stopped |= lazy.done.load(Acquire) >= self.pass;
            if self.helper > 0 {
                self.publish(&lazy);
                if lazy.hold.load(Acquire) {
                    lazy.park();
                }
            }
        }
        if let Some(w) = self.watch {
            if self.helper == 0 {
                w.done.store(self.tally_nodes(), Relaxed);
            }
            self.stopped |= w.cancel.load(Relaxed);
        }
        let due = self
            .checkpoint
            .as_ref()
            .is_some_and(|c| self.saved_at.elapsed() >= c.every);
        if due && !self.stopped {
            self.save();
        }
    }

    /// The nodes searched, the helpers' included.
    pub fn tally_nodes(&self) -> u64 {
        self.nodes + self.lazy.as_ref().map_or(0, |l| l.counts().0)
    }

    /// The positions expanded and the entries filled, the helpers'
    /// included.
    pub fn tally_rest(&self) -> (u64, u64) {
        let (_, expanded, filled) = self.lazy.as_ref().map_or((0, 0, 0), |l| l.counts());
        (self.expanded + expanded, self.filled + filled)
    }

    /// Saves what is proved and the table, where the checkpoint says; the
    /// helpers, if any, wait meanwhile (this is the thread that runs
    /// MTD(f): only it has a checkpoint).
    pub fn save(&mut self) {
        let nodes = self.tally_nodes();
        if let Some(c) = self.checkpoint.as_mut() {
            if let Some(lazy) = &self.lazy {
                lazy.hold_all();
            }
            // Safety: no other thread writes the table: the helpers wait
            // (or there are none, or they are gone).
            let table = unsafe { self.table.as_bytes() };
            (c.save)(&Snapshot {
                proved: self.proved,
                nodes,
                table,
                table_bits: self.table.bits(),
            });
            if let Some(lazy) = &self.lazy {
                lazy.release();
            }
            self.saved_at = Instant::now();
        }
    }

    /// What the stones left, the database and the table know of `b` (not
    /// over) for a search `depth` deep.
    fn probe(&self, b: &M::Board, look: Look, depth: u8) -> Known {
        let diff = self.moves.difference(b);
        let (lower, upper) = self.bounds_of(b);
        let mut known = Known {
            lower: (lower, EXACT),
            upper: (upper, EXACT),
            key: None,
            hint: 0,
        };
        if let (Some(db), Some(at)) = (self.endgame, look.at) {
            let (v, exact) = db.value_at(at, look.left);
            known.lower.0 = known.lower.0.max(diff + v);
            if exact {
                known.upper.0 = diff + v;
                return known;
            }
        }
        if look.left < self.table_from {
            return known;
        }
        // A database position only "at least" known needs its key now.
        known.key = look.key.or_else(|| self.moves.key(b));
        if let Some(e) = known.key.and_then(|k| self.table.entry(k)) {
            known.hint = e.best;
            if e.depth >= depth {
                let (lo, hi) = (i32::from(e.lower) + diff, i32::from(e.upper) + diff);
                if lo > known.lower.0 {
                    known.lower = (lo, e.depth);
                }
                if hi < known.upper.0 {
                    known.upper = (hi, e.depth);
                }
            }
        }
        known
    }

    /// The bounds of a child for the player who moves at its parent, from
    /// what is known without searching it.
    fn bounds_for(&self, child: &M::Board, look: Look, again: bool, depth: u8) -> (Found, Found) {
        let (lower, upper) = if self.moves.over(child) {
            let d = self.moves.difference(child);
            ((d, EXACT), (d, EXACT))
        } else {
            let k = self.probe(child, look, depth);
            (k.lower, k.upper)
        };
        if again {
            (lower, upper)
        } else {
            ((-upper.0, upper.1), (-lower.0, lower.1))
        }
    }

    /// Enhanced transposition cut-off at every node: every child is looked
    /// up (game end, database, stones left, table) before any is searched.
    /// A child whose known lower bound reaches `beta` ends the node at once;
    /// so does every child's upper bound being at most `alpha`.
    fn peek(&self, children: &Children<M::Board>, alpha: i32, beta: i32, depth: u8) -> Option<(Found, u8)> {
        let mut highest = (i32::MIN, EXACT);
        for &(pit, ref child, again, look) in &children.items[..children.len] {
            let (lower, upper) = self.bounds_for(child, look, again, depth);
            if lower.0 >= beta {
                return Some(((lower.0, above(lower.1)), pit));
            }
            highest = (highest.0.max(upper.0), highest.1.min(upper.1));
        }
        (highest.0 <= alpha).then_some(((highest.0, above(highest.1)), 0))
    }

    /// The search proper: each child in turn, until one reaches `beta`.
    /// Returns the result and the best move (0 if every move failed low).
    fn search_children(
        &mut self,
        children: &Children<M::Board>,
        alpha: i32,
        beta: i32,
        depth: u8,
    ) -> (Found, u8) {
        let (mut a, mut best, mut best_pit, mut valid) = (alpha, i32::MIN, 0, EXACT);
        for &(pit, ref child, again, look) in &children.items[..children.len] {
            let (v, d) = if again {
                self.search_looked(child, look, a, beta, depth)
            } else {
                let (v, d) = self.search_looked(child, look, -beta, -a, depth);
                (-v, d)
            };
            if self.stopped {
                return ((0, 0), 0);
            }
            if v > best {
                (best, best_pit) = (v, pit);
            }
            if v >= beta {
                return ((v, above(d)), pit);
            }
            valid = valid.min(d);
            a = a.max(v);
        }
        if best <= alpha {
            best_pit = 0; // no move is known to be best when all failed low
        }
        ((best, above(valid)), best_pit)
    }

    /// Stores a node's result as bounds relative to its store difference,
    /// the other bound being the stones-left one.
    fn record(
        &mut self,
        b: &M::Board,
        key: Option<u64>,
        (v, valid): Found,
        pit: u8,
        (alpha, beta): (i32, i32),
        nodes: u64,
    ) {
        let Some(key) = key else { return };
        let (lower, upper) = self.bounds_of(b);
        let (lo, hi) = if v <= alpha {
            (lower, v)
        } else if v >= beta {
            (v, upper)
        } else {
            (v, v)
        };
        let diff = self.moves.difference(b);
        let rel = |x: i32| (x - diff) as i16;
        if self.table.store(key, (rel(lo), rel(hi)), pit, valid, nodes) {
            self.filled += 1;
        }
    }

    /// The moves in search order: the table's best first, then extra
    /// moves nearest the store first, then by what they bring at once,
    /// ties toward the store (the classic solver's order: 4.6× fewer nodes
    /// on 6×3 than pit order). Starts loading what the children's searches
    /// will read first.
    fn children(&self, b: &M::Board, hint: u8) -> Children<M::Board> {
        let mut c = Children {
            items: [(0, *b, false, Look::default()); MAX_PITS],
            len: 0,
        };
        let mut scores = [0i32; MAX_PITS];
        let diff = self.moves.difference(b);
        let legal = self.moves.legal(b);
        for pit in (1..=MAX_PITS).rev().filter(|&p| legal >> (p - 1) & 1 != 0) {
            let (child, again) = self.moves.play(b, pit);
            let look = self.look(&child);
            let d = self.moves.difference(&child);
            let gain = if again { d } else { -d } - diff;
            let again_score = i32::from(again) * (1000 + pit as i32);
            let first = i32::from(pit as u8 == hint) * 100_000;
            scores[c.len] = first + again_score + gain;
            c.items[c.len] = (pit as u8, child, again, look);
            c.len += 1;
        }
        // Stable insertion sort, best score first (at most 8 moves).
        for i in 1..c.len {
            let mut j = i;
            while j > 0 && scores[j] > scores[j - 1] {
                scores.swap(j, j - 1);
                c.items.swap(j, j - 1);
                j -= 1;
            }
        }
        if self.helper > 0 && c.len > 2 {
            self.vary(&mut c);
        }
        c
    }

    /// A helper's order: the first move as the others take it (where it
    /// is the refutation, that is all a node needs), the rest turned
    /// round, and rotated by the helper's number: at a node whose every
    /// move must be searched, the threads start from different ends.
    #[cold]
    fn vary(&self, c: &mut Children<M::Board>) {
        let rest = &mut c.items[1..c.len];
        rest.reverse();
        rest.rotate_left((self.helper - 1) % rest.len());
    }

    /// Where `b`'s search will read first, its endgame value or its table
    /// entry, which starts loading.
    #[inline]
    fn look(&self, b: &M::Board) -> Look {
        let left = self.moves.left(b);
        match self.endgame {
            Some(db) if left <= db.max => {
                let at = self.moves.index(b, db);
                db.fetch(at);
                Look {
                    left,
                    at: Some(at),
                    key: None,
                }
            }
            _ if left >= self.table_from => {
                let key = self.moves.key(b);
                if let Some(key) = key {
                    self.table.prefetch(key);
                }
                Look { left, at: None, key }
            }
            _ => Look {
                left,
                ..Look::default()
            },
        }
    }

    /// The best move the table knows at `pos`.
    pub fn best_at(&self, pos: &Position) -> Option<usize> {
        let e = self
            .moves
            .key(&self.moves.board(pos))
            .and_then(|k| self.table.entry(k))?;
        Some(usize::from(e.best)).filter(|&p| p > 0)
    }
}
