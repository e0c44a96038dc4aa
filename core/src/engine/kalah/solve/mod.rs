//! The exact solver: the value of a position with perfect play, as the
//! final store difference for the player to move.
//!
//! MTD(f): a series of null-window alpha-beta searches to the end of the
//! game, each answering "is the value at least β?", sharing a transposition
//! table of bounds (`search.rs`, `table.rs`). Iterative deepening gives it
//! its first guess and move order, and since results carry the depth they
//! are valid to, it often proves the exact value itself. Positions with
//! few stones in the pits are read from an endgame database (`endgame.rs`),
//! built once and kept on disk (`file.rs`); the sizes by board are in
//! `plan.rs`.

mod endgame;
pub mod file;
mod lazy;
mod moves;
pub mod perfect;
pub mod plan;
pub mod resume;
mod search;
mod table;

pub use endgame::{Cancelled, Endgame, in_pits, least_share};
pub use table::ENTRY_BYTES;

use super::packed::Packed;
use super::position::Position;
use super::rules::Rules;
use moves::{General, Kalah};
use resume::{Checkpoint, Proved, Saved};
use search::Solver;
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::time::{Duration, Instant};
use table::{EXACT, Keys};

/// What a long piece of work publishes while it runs (a count: nodes
/// searched, or positions of a database built) and a flag that stops it.
#[derive(Default)]
pub struct Watch {
    pub done: AtomicU64,
    pub cancel: AtomicBool,
}

impl Watch {
    pub const fn new() -> Watch {
        Watch {
            done: AtomicU64::new(0),
            cancel: AtomicBool::new(false),
        }
    }
}

/// What the solver found.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    /// Final store difference (mover minus opponent) with perfect play.
    pub value: i32,
    /// A best move (pit), `None` at a finished position.
    pub best_move: Option<usize>,
    /// Positions searched (calls of the search).
    pub nodes: u64,
    /// Positions whose moves were generated.
    pub expanded: u64,
    pub seconds: f64,
    /// With [`Setup::all_moves`]: every legal move's exact value for the
    /// player to move at the root, in pit order.
    pub moves: Vec<(usize, i32)>,
}

/// How a solve runs, on the command line's terms: sizes by default from
/// [`plan`], the database built in memory.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// The transposition table has 2^bits entries of 16 bytes (`None`: by
    /// board, see [`plan::table_bits`]).
    pub table_bits: Option<u32>,
    /// The endgame database holds the positions with at most this many
    /// stones in the pits (`None`: by board, see [`plan::endgame_stones`];
    /// `Some(0)`: none). Not for rules where a store's majority ends the
    /// game.
    pub endgame_stones: Option<u8>,
}

/// How a solve runs, with everything decided: the table size, the
/// database (already built or loaded), what to watch.
#[derive(Clone, Copy, Default)]
pub struct Setup<'a> {
    pub table_bits: u32,
    pub endgame: Option<&'a Endgame>,
    pub watch: Option<&'a Watch>,
    /// Also solve every legal move at the root.
    pub all_moves: bool,
    /// Threads for MTD(f)'s search to the end, over one table (lazy SMP,
    /// see `lazy.rs`); 0 and 1: this thread alone.
    pub threads: usize,
}

/// What the solver tells while it works: the bounds known so far.
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    /// `Some(d)`: a guess, the value of a search `d` plies deep (`lower` =
    /// `upper`); `None`: bounds on the exact value.
    pub depth: Option<u8>,
    /// `Some(pit)`: the bounds are of that move's value (with
    /// [`Setup::all_moves`]).
    pub pit: Option<usize>,
    pub lower: i32,
    pub upper: i32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub table_used: u64,
}

/// A solve was stopped: the bounds on the exact value proved by then.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stopped {
    pub lower: i32,
    pub upper: i32,
    pub nodes: u64,
}

/// Solves `root` as `opts` say, building the endgame database in memory
/// first; reports progress after each bound search.
pub fn solve(rules: &Rules, root: &Position, opts: Options, progress: impl FnMut(&Progress)) -> Solution {
    let stones = opts
        .endgame_stones
        .unwrap_or_else(|| plan::endgame_stones(rules, root.pits(), root.total()));
    let db = (stones > 0 && Endgame::supports(rules) && root.pits() <= Endgame::MAX_PITS)
        .then(|| Endgame::build(rules, root.pits(), stones.min(root.total()), 2, &Watch::default()))
        .map(|b| b.expect("never cancelled"));
    let setup = Setup {
        table_bits: opts
            .table_bits
            .unwrap_or_else(|| plan::table_bits(root.pits(), root.total())),
        endgame: db.as_ref(),
        ..Setup::default()
    };
    solve_with(rules, root, &setup, progress).expect("never cancelled")
}

/// Iterative deepening stops after the first depth that searched this many
/// nodes: the exact search then starts from that depth's value (deepening
/// all the way was measured slower).
const GUESS_BUDGET: u64 = 300_000;
const MAX_GUESS_DEPTH: u8 = 60;

/// Solves `root` with `setup`; reports progress after each bound search.
/// Stopped through the watch, says what was proved by then.
pub fn solve_with(
    rules: &Rules,
    root: &Position,
    setup: &Setup,
    progress: impl FnMut(&Progress),
) -> Result<Solution, Stopped> {
    solve_resumable(rules, root, setup, None, None, progress)
}

/// [`solve_with`], going on from what an earlier run saved (`from`: its
/// table, and the bounds its search to the end had proved), and saving
/// progress as `checkpoint` says: every so often, and when stopped. The
/// counts are this run's.
pub fn solve_resumable<'a>(
    rules: &'a Rules,
    root: &Position,
    setup: &Setup<'a>,
    from: Option<Saved>,
    checkpoint: Option<Checkpoint<'a>>,
    mut progress: impl FnMut(&Progress),
) -> Result<Solution, Stopped> {
    let start = Instant::now();
    // A resumed solve takes the saved table (never a second one beside it).
    let (table, proved) = match from {
        Some(saved) => (saved.table, Some(saved.proved)),
        None => (table::Table::new(setup.table_bits), None),
    };
    let mut s = solver(rules, root, table, setup.endgame, setup.watch, checkpoint);
    s.set_threads(setup.threads);
    let mut report = |t: Tally, depth, pit, (lower, upper)| {
        progress(&Progress {
            depth,
            pit,
            lower,
            upper,
            nodes: t.nodes,
            elapsed: start.elapsed(),
            table_used: t.stored,
        })
    };
    let mut solution = Solution {
        value: root.store_difference(root.to_move),
        best_move: None,
        nodes: 0,
        expanded: 0,
        seconds: 0.0,
        moves: Vec::new(),
    };
    if !root.is_over(rules) {
        let value =
            exact_value(s.as_mut(), root, Root::Itself(proved), &mut report).inspect_err(|_| s.save())?;
        // Said to a save while the moves are solved.
        let exact = Proved {
            lower: value,
            upper: value,
            guess: value,
            exact: true,
        };
        s.track(Some(exact));
        s.track(None);
        solution.value = value;
        solution.best_move = s.best_at(root);
        if setup.all_moves || solution.best_move.is_none() {
            solution.moves = move_values(s.as_mut(), rules, root, &mut report).inspect_err(|_| s.save())?;
            solution.best_move = solution.moves.iter().find(|m| m.1 == value).map(|m| m.0);
        }
        if !setup.all_moves {
            solution.moves.clear();
        }
    }
    let t = s.tally();
    solution.nodes = t.nodes;
    solution.expanded = t.expanded;
    solution.seconds = start.elapsed().as_secs_f64();
    Ok(solution)
}

/// A solver's counts.
#[derive(Clone, Copy, Debug, Default)]
pub struct Tally {
    /// Positions searched.
    pub nodes: u64,
    /// Positions whose moves were generated.
    pub expanded: u64,
    /// Table entries in use.
    pub stored: u64,
}

/// A solver, whichever way it plays (see `moves.rs`).
trait Solve {
    /// MTD(f) to `depth` from `guess` within `known` (see
    /// [`Solver::mtdf`]).
    fn mtdf(
        &mut self,
        root: &Position,
        guess: i32,
        depth: u8,
        known: (i32, i32),
        bounds: &mut dyn FnMut(Tally, (i32, i32)),
    ) -> Option<(i32, bool)>;
    fn stone_bounds(&self, pos: &Position) -> (i32, i32);
    fn best_at(&self, pos: &Position) -> Option<usize>;
    fn tally(&self) -> Tally;
    /// Threads for the searches to the end.
    fn set_threads(&mut self, threads: usize);
    /// `Some`: what the root's search has proved, and the search to the
    /// end that follows is the root's (its bounds are kept up to date for
    /// [`Solve::save`]); `None`: the searches that follow are not (what
    /// was proved is kept).
    fn track(&mut self, root: Option<Proved>);
    /// Saves progress now, if the solve was given a checkpoint.
    fn save(&mut self);
}

impl<M: moves::Moves> Solve for Solver<'_, M> {
    fn mtdf(
        &mut self,
        root: &Position,
        guess: i32,
        depth: u8,
        known: (i32, i32),
        bounds: &mut dyn FnMut(Tally, (i32, i32)),
    ) -> Option<(i32, bool)> {
        Solver::mtdf(self, root, guess, depth, known, |s, b| bounds(Solve::tally(s), b))
    }
    fn track(&mut self, root: Option<Proved>) {
        self.tracking = root.is_some();
        self.proved = root.unwrap_or(self.proved);
    }
    fn save(&mut self) {
        Solver::save(self)
    }
    fn stone_bounds(&self, pos: &Position) -> (i32, i32) {
        Solver::stone_bounds(self, pos)
    }
    fn best_at(&self, pos: &Position) -> Option<usize> {
        Solver::best_at(self, pos)
    }
    fn tally(&self) -> Tally {
        let (expanded, filled) = self.tally_rest();
        Tally {
            nodes: self.tally_nodes(),
            expanded,
            stored: (self.table.stored + filled).min(self.table.capacity()),
        }
    }
    fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
    }
}

/// The solver for `rules` at `root` with `table`: on packed boards under
/// Kalah's rules, on positions under the others.
fn solver<'a>(
    rules: &'a Rules,
    root: &Position,
    table: table::Table,
    endgame: Option<&'a Endgame>,
    watch: Option<&'a Watch>,
    checkpoint: Option<Checkpoint<'a>>,
) -> Box<dyn Solve + 'a> {
    let (pits, keys) = (root.pits(), Keys::new(root.pits(), rules.majority_ends));
    let table = std::sync::Arc::new(table);
    match Packed::for_rules(rules, root) {
        Some(moves) => Box::new(Solver::new(
            Kalah { moves, keys },
            rules,
            pits,
            table,
            endgame,
            watch,
            checkpoint,
        )),
        None => Box::new(Solver::new(
            General { rules, keys },
            rules,
            pits,
            table,
            endgame,
            watch,
            checkpoint,
        )),
    }
}

type Report<'r> = dyn FnMut(Tally, Option<u8>, Option<usize>, (i32, i32)) + 'r;

/// Which position [`exact_value`] solves: the root (with what an earlier
/// run proved of it, if resumed), whose progress is saved, or a move's.
#[derive(Clone, Copy)]
enum Root {
    Itself(Option<Proved>),
    Move(usize),
}

/// The exact value of `pos` (not over): iterative deepening for a first
/// guess, which may prove the value itself, then MTD(f) to the end. A
/// resumed root whose search to the end had started goes straight on
/// with it, from the bounds proved.
fn exact_value(s: &mut dyn Solve, pos: &Position, of: Root, report: &mut Report) -> Result<i32, Stopped> {
    let stopped = |s: &dyn Solve, (lower, upper)| Stopped {
        lower,
        upper,
        nodes: s.tally().nodes,
    };
    let (pit, resumed) = match of {
        Root::Itself(proved) => (None, proved.filter(|p| p.exact)),
        Root::Move(pit) => (Some(pit), None),
    };
    let stones = s.stone_bounds(pos);
    let (bounds, guess) = match resumed {
        Some(p) => ((p.lower.max(stones.0), p.upper.min(stones.1)), p.guess),
        None => match first_guess(s, pos, pit, report).map_err(|()| stopped(s, stones))? {
            Ok(exact) => return Ok(exact),
            Err(guess) => (stones, guess),
        },
    };
    let (lower, upper) = bounds;
    let proved = Proved {
        lower,
        upper,
        guess,
        exact: true,
    };
    if pit.is_none() {
        s.track(Some(proved));
    }
    let mut last = bounds;
    let found = s.mtdf(pos, guess, EXACT, bounds, &mut |t, b| {
        last = b;
        report(t, None, pit, b)
    });
    s.track(None);
    found.map(|(v, _)| v).ok_or_else(|| stopped(s, last))
}

/// Iterative deepening: `Ok(Ok(value))` if it proves the exact value,
/// else `Ok(Err(guess))`; `Err` when stopped.
fn first_guess(
    s: &mut dyn Solve,
    pos: &Position,
    pit: Option<usize>,
    report: &mut Report,
) -> Result<Result<i32, i32>, ()> {
    let stones = s.stone_bounds(pos);
    let mut guess = pos.store_difference(pos.to_move);
    let mut depth = 2;
    loop {
        let before = s.tally().nodes;
        let (v, exact) = s.mtdf(pos, guess, depth, stones, &mut |_, _| {}).ok_or(())?;
        if exact {
            report(s.tally(), None, pit, (v, v));
            return Ok(Ok(v));
        }
        guess = v;
        report(s.tally(), Some(depth), pit, (v, v));
        if s.tally().nodes - before > GUESS_BUDGET || depth >= MAX_GUESS_DEPTH {
            return Ok(Err(guess));
        }
        depth += 2;
    }
}

/// The exact value of every legal move at `root` for the player to move
/// there, in pit order (the table is warm from the root's solve).
fn move_values(
    s: &mut dyn Solve,
    rules: &Rules,
    root: &Position,
    report: &mut Report,
) -> Result<Vec<(usize, i32)>, Stopped> {
    let mut moves = Vec::new();
    for pit in root.legal_pits() {
        let child = root.play(rules, pit);
        // Values for the player to move at the root.
        let sign = if child.to_move == root.to_move { 1 } else { -1 };
        let mut for_root = |t: Tally, d, p, (lo, hi): (i32, i32)| {
            let (lo, hi) = if sign > 0 { (lo, hi) } else { (-hi, -lo) };
            report(t, d, p, (lo, hi))
        };
        let v = if child.is_over(rules) {
            child.store_difference(child.to_move)
        } else {
            exact_value(s, &child, Root::Move(pit), &mut for_root).map_err(|e| match sign {
                1 => e,
                _ => Stopped {
                    lower: -e.upper,
                    upper: -e.lower,
                    ..e
                },
            })?
        };
        moves.push((pit, sign * v));
    }
    Ok(moves)
}

/// Every legal move's exact value at `root` (not over) for the player to
/// move there, in pit order, the moves shared out between `threads`
/// threads, each with a table of its own (of `setup.table_bits` less one
/// bit a doubling of threads, so that together they take the memory one
/// would): the parallel root split.
pub fn split_root(
    rules: &Rules,
    root: &Position,
    setup: &Setup,
    threads: usize,
) -> Result<Solution, Stopped> {
    let start = Instant::now();
    let pits: Vec<usize> = root.legal_pits().collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let bits = setup
        .table_bits
        .saturating_sub(threads.next_power_of_two().ilog2())
        .max(10);
    let results = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                while let Some(&pit) = pits.get(next.fetch_add(1, std::sync::atomic::Ordering::Relaxed)) {
                    let child = root.play(rules, pit);
                    let sign = if child.to_move == root.to_move { 1 } else { -1 };
                    let found = if child.is_over(rules) {
                        Ok((child.store_difference(child.to_move), 0, 0))
                    } else {
                        let table = table::Table::new(bits);
                        let mut s = solver(rules, &child, table, setup.endgame, setup.watch, None);
                        exact_value(s.as_mut(), &child, Root::Move(pit), &mut |_, _, _, _| {})
                            .map(|v| (v, s.tally().nodes, s.tally().expanded))
                    };
                    results
                        .lock()
                        .unwrap()
                        .push((pit, found.map(|(v, n, e)| (sign * v, n, e))));
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|r| r.0);
    let mut solution = Solution {
        value: i32::MIN,
        best_move: None,
        nodes: 0,
        expanded: 0,
        seconds: 0.0,
        moves: Vec::new(),
    };
    for (pit, found) in results {
        let (v, nodes, expanded) = found?;
        if v > solution.value {
            (solution.value, solution.best_move) = (v, Some(pit));
        }
        solution.nodes += nodes;
        solution.expanded += expanded;
        solution.moves.push((pit, v));
    }
    solution.seconds = start.elapsed().as_secs_f64();
    Ok(solution)
}
