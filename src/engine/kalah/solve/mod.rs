//! The exact solver: the value of a position with perfect play, as the
//! final store difference for the player to move.
//!
//! MTD(f): a series of null-window alpha-beta searches to the end of the
//! game, each answering "is the value at least β?", sharing a transposition
//! table of bounds. Its first guess comes from iterative deepening (MTD(f)
//! on depth-limited searches, as Irving, Donkers and Uiterwijk 2000), which
//! also leaves best moves in the table near the root. Moves are ordered by
//! the table's best move, then extra moves, then what they bring to the
//! store at once; high in the tree the children are looked up first
//! (enhanced transposition cutoff). A position's value is bounded by its
//! store difference ± the stones still in the pits, which cuts off lost
//! causes early; positions with few stones in the pits are read from an
//! endgame database built before the search (`endgame.rs`).

mod endgame;
mod table;

use super::position::{MAX_PITS, Position};
use super::rules::Rules;
use endgame::Endgame;
use std::time::{Duration, Instant};
use table::{EXACT, Key, Table};

/// What the solver found.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    /// Final store difference (mover minus opponent) with perfect play.
    pub value: i32,
    /// A best move (pit), `None` at a finished position.
    pub best_move: Option<usize>,
    /// Positions searched.
    pub nodes: u64,
    pub seconds: f64,
}

/// How a solve runs.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// The transposition table has 2^bits entries of 32 bytes (`None`: by
    /// the stones on the board, see [`table_bits`]).
    pub table_bits: Option<u32>,
    /// The endgame database holds the positions with at most this many
    /// stones in the pits (`None`: 2/5 of the stones, or fewer if
    /// [`ENDGAME_ENTRIES`] is short, on boards of at least
    /// [`ENDGAME_BOARD_PITS`] pits a side, none on others;
    /// `Some(0)`: no database). Not for rules where a store's majority
    /// ends the game.
    pub endgame_stones: Option<u8>,
}

/// The automatic table size for `root`: larger boards need more entries
/// (a full table makes the search repeat work), but a table costs time to
/// allocate and its probes miss the caches more as it grows. At most 2^26
/// entries: 2 GB.
pub fn table_bits(root: &Position) -> u32 {
    match root.total() {
        0..=32 => 20,
        33..=40 => 24,
        _ => 26,
    }
}

/// The automatic endgame database has at most this many entries (one
/// byte each).
pub const ENDGAME_ENTRIES: u64 = 1 << 25;

/// The automatic endgame database is only built for boards with at least
/// this many pits a side: on smaller ones the search with the table alone
/// is done before the base would be built (measured: 5×4 is slower with
/// it, 6×3 twice as fast).
pub const ENDGAME_BOARD_PITS: usize = 6;

/// The automatic endgame database holds positions with up to this share
/// of the board's stones in the pits (measured on 6×3: 14 of 36 stones
/// halves the time; 12 of them gains little, 16 costs more to build than
/// it saves).
const ENDGAME_SHARE: (u8, u8) = (2, 5);

/// The endgame database a solve of `root` uses.
fn endgame(rules: &Rules, root: &Position, opts: Options) -> Option<Endgame> {
    if rules.majority_ends {
        return None;
    }
    let pits = root.pits();
    let max = match opts.endgame_stones {
        Some(s) => s,
        None if root.pits() < ENDGAME_BOARD_PITS => 0,
        None => (0..=root.total() / ENDGAME_SHARE.1 * ENDGAME_SHARE.0)
            .take_while(|&s| Endgame::size(pits, s) <= ENDGAME_ENTRIES)
            .last()
            .unwrap_or(0),
    };
    (max > 0).then(|| Endgame::build(rules, pits, max.min(root.total()).min(127)))
}

/// What the solver tells while it works: the bounds known so far.
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    /// `Some(d)`: a first guess, the value of a search `d` plies deep
    /// (`lower` = `upper`); `None`: bounds on the exact value.
    pub depth: Option<u8>,
    pub lower: i32,
    pub upper: i32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub table_used: u64,
}

/// Solves `root`, reporting progress after each bound search.
pub fn solve(rules: &Rules, root: &Position, opts: Options, mut progress: impl FnMut(&Progress)) -> Solution {
    let start = Instant::now();
    let mut s = Solver {
        rules,
        with_store: rules.majority_ends,
        table: Table::new(opts.table_bits.unwrap_or_else(|| table_bits(root))),
        endgame: endgame(rules, root, opts),
        nodes: 0,
        horizon: false,
    };
    let mut report = |s: &Solver, depth, lower, upper| {
        progress(&Progress {
            depth,
            lower,
            upper,
            nodes: s.nodes,
            elapsed: start.elapsed(),
            table_used: s.table.stored,
        })
    };
    if root.is_over(rules) {
        return Solution {
            value: root.store_difference(root.to_move),
            best_move: None,
            nodes: 0,
            seconds: start.elapsed().as_secs_f64(),
        };
    }
    // Iterative deepening: each depth's value is the next one's first
    // guess, and its best moves order the next search.
    let mut guess = root.store_difference(root.to_move);
    let mut depth = 2;
    loop {
        let before = s.nodes;
        s.horizon = false;
        guess = s.mtdf(root, guess, depth, |_, _| {});
        report(&s, Some(depth), guess, guess);
        // A search that never met its depth limit saw the whole game.
        if !s.horizon || s.nodes - before > GUESS_BUDGET || depth >= MAX_GUESS_DEPTH {
            break;
        }
        depth += 2;
    }
    let value = s.mtdf(root, guess, EXACT, |s, (lower, upper)| {
        report(s, None, lower, upper)
    });
    // The table knows the move that proved the value, unless the endgame
    // database answered at the root or every move loses everything.
    let best_move = s.best_at(root).or_else(|| s.best_by_children(root, value));
    Solution {
        value,
        best_move,
        nodes: s.nodes,
        seconds: start.elapsed().as_secs_f64(),
    }
}

/// Iterative deepening stops after the first depth that searched this many
/// nodes: the exact search then starts from that depth's value.
const GUESS_BUDGET: u64 = 300_000;
const MAX_GUESS_DEPTH: u8 = 60;

/// Positions with fewer stones than this in the pits are searched without
/// the table: their subtrees are small, and a probe (a cache miss) costs
/// more than searching them again.
const TABLE_STONES: u8 = 5;

/// Positions with at least this many stones in the pits look up their
/// children before searching them (see [`Solver::known_cutoff`]): high in
/// the tree, where a cut-off saves a large subtree.
const ETC_STONES: u8 = 20;

struct Solver<'a> {
    rules: &'a Rules,
    /// Whether stores decide when the game ends (then they are part of the key).
    with_store: bool,
    table: Table,
    endgame: Option<Endgame>,
    nodes: u64,
    /// Whether a search stopped at its depth limit somewhere.
    horizon: bool,
}

impl Solver<'_> {
    /// MTD(f): null-window searches to `depth` from `guess` until the
    /// bounds meet; `bounds` hears of each step.
    fn mtdf(
        &mut self,
        root: &Position,
        mut guess: i32,
        depth: u8,
        mut bounds: impl FnMut(&Self, (i32, i32)),
    ) -> i32 {
        let total = i32::from(root.total());
        let (mut lower, mut upper) = (-total, total);
        while lower < upper {
            let beta = if guess == lower { guess + 1 } else { guess };
            guess = self.search(root, beta - 1, beta, depth);
            if guess >= beta {
                lower = guess;
            } else {
                upper = guess;
            }
            bounds(self, (lower, upper));
        }
        lower
    }

    /// Fail-soft alpha-beta (negamax: values for the player to move),
    /// `depth` plies deep (an extra move is a ply) or to the end of the
    /// game if `depth` is [`EXACT`]; at the depth limit a position is
    /// worth its store difference.
    fn search(&mut self, pos: &Position, alpha: i32, beta: i32, depth: u8) -> i32 {
        self.nodes += 1;
        let me = pos.to_move;
        let diff = pos.store_difference(me);
        if pos.is_over(self.rules) {
            return diff;
        }
        if depth == 0 {
            self.horizon = true;
            return diff;
        }
        // Every stone still in the pits ends in one of the stores.
        let left = pos.total() - pos.store(me) - pos.store(me.other());
        if let Some(db) = &self.endgame
            && left <= db.max
        {
            return diff + db.value(pos);
        }
        let (mut lower, mut upper) = (diff - i32::from(left), diff + i32::from(left));
        let use_table = left >= TABLE_STONES;
        let key = Key::of(pos, self.with_store);
        let mut hint = 0;
        if use_table {
            if let Some(e) = self.table.probe(&key, depth) {
                lower = lower.max(i32::from(e.lower) + diff);
                upper = upper.min(i32::from(e.upper) + diff);
                hint = e.best;
            } else {
                hint = self.table.best_move(&key);
            }
            if lower >= beta || lower == upper {
                return lower;
            }
            if upper <= alpha {
                return upper;
            }
        }
        let (a0, b0) = (alpha.max(lower), beta.min(upper));
        let mut a = a0;
        let nodes_before = self.nodes;
        let children = self.children(pos, hint);
        let next = if depth == EXACT { EXACT } else { depth - 1 };
        if left >= ETC_STONES
            && let Some((pit, v)) = self.known_cutoff(pos, &children, b0, next)
        {
            if use_table {
                let rel = (v - diff) as i16;
                self.table.store(key, rel, (upper - diff) as i16, pit, depth, 1);
            }
            return v;
        }
        let mut best = i32::MIN;
        let mut best_pit = 0;
        for &(pit, ref child) in &children.items[..children.len] {
            let v = if child.to_move == me {
                self.search(child, a, b0, next)
            } else {
                -self.search(child, -b0, -a, next)
            };
            if v > best {
                best = v;
                best_pit = pit;
            }
            a = a.max(v);
            if a >= b0 {
                break;
            }
        }
        if !use_table {
            return best;
        }
        let (lo, hi) = if best <= a0 {
            best_pit = 0; // no move is known to be best when all failed low
            (lower, best)
        } else if best >= b0 {
            (best, upper)
        } else {
            (best, best)
        };
        let rel = |v: i32| (v - diff) as i16;
        self.table
            .store(key, rel(lo), rel(hi), best_pit, depth, self.nodes - nodes_before);
        best
    }

    /// The moves in search order: the table's best first, then extra
    /// moves, then by what they bring at once. Starts loading the table
    /// entries of the children that will probe it.
    fn children(&self, pos: &Position, hint: u8) -> Children {
        let me = pos.to_move;
        let mut c = Children {
            items: [(0, *pos); MAX_PITS],
            len: 0,
        };
        let mut scores = [0i32; MAX_PITS];
        for pit in pos.legal_pits() {
            let child = pos.play(self.rules, pit);
            self.prefetch(&child);
            let gain = child.store_difference(me) - pos.store_difference(me);
            let again = i32::from(child.to_move == me) * 1000;
            let first = i32::from(pit as u8 == hint) * 100_000;
            scores[c.len] = first + again + gain;
            c.items[c.len] = (pit as u8, child);
            c.len += 1;
        }
        // Insertion sort, best score first (at most 8 moves).
        for i in 1..c.len {
            let mut j = i;
            while j > 0 && scores[j] > scores[j - 1] {
                scores.swap(j, j - 1);
                c.items.swap(j, j - 1);
                j -= 1;
            }
        }
        c
    }

    /// Enhanced transposition cutoff: a child whose known bounds already
    /// reach `beta` for the mover, found without searching any child (a
    /// search of the first child might have taken long to find it).
    /// Returns its pit and value.
    fn known_cutoff(&self, pos: &Position, children: &Children, beta: i32, depth: u8) -> Option<(u8, i32)> {
        let me = pos.to_move;
        children.items[..children.len]
            .iter()
            .find_map(|&(pit, ref child)| {
                let them = child.to_move;
                let diff = child.store_difference(them);
                let left = child.total() - child.store(them) - child.store(them.other());
                // Bounds for the child's mover: its value for `me` is the lower
                // one if `me` moves again, minus the upper one otherwise.
                let (lower, upper) = if child.is_over(self.rules) {
                    (diff, diff)
                } else if let Some(db) = self.endgame.as_ref().filter(|db| left <= db.max) {
                    let v = diff + db.value(child);
                    (v, v)
                } else if left >= TABLE_STONES {
                    let e = self.table.probe(&Key::of(child, self.with_store), depth)?;
                    (i32::from(e.lower) + diff, i32::from(e.upper) + diff)
                } else {
                    return None;
                };
                let v = if them == me { lower } else { -upper };
                (v >= beta).then_some((pit, v))
            })
    }

    /// Starts loading what `pos`'s search will read first: its endgame
    /// value or its table entry.
    #[inline]
    fn prefetch(&self, pos: &Position) {
        let left = pos.total() - pos.store(pos.to_move) - pos.store(pos.to_move.other());
        match &self.endgame {
            Some(db) if left <= db.max => db.prefetch(pos),
            _ if left >= TABLE_STONES => self.table.prefetch(&Key::of(pos, self.with_store)),
            _ => {}
        }
    }

    /// A move worth `value` at `pos`, found by solving each child.
    fn best_by_children(&mut self, pos: &Position, value: i32) -> Option<usize> {
        pos.legal_pits().find(|&pit| {
            let child = pos.play(self.rules, pit);
            let v = self.mtdf(&child, 0, EXACT, |_, _| {});
            value == if child.to_move == pos.to_move { v } else { -v }
        })
    }

    /// The best move the table knows at `pos`.
    fn best_at(&self, pos: &Position) -> Option<usize> {
        let key = Key::of(pos, self.with_store);
        Some(usize::from(self.table.best_move(&key))).filter(|&p| p > 0)
    }
}

struct Children {
    items: [(u8, Position); MAX_PITS],
    len: usize,
}
