//! Perfect play at any position, for the game screen (`v`): every legal
//! move's exact value for the player to move, where [`plan::perfect_play`]
//! says the solve finishes in about a second or a few, with the cached
//! endgame database where the board needs one. A 5-pit board with more
//! than 30 stones gets the database [`plan::endgame_stones`] gives it,
//! built in memory on every core (16 stones: about a second; it halves
//! the solve of every move of empty-capture 5×4) and kept for the next
//! solve, never written to the cache folder. It runs on the caller's
//! thread, publishing its count in a [`Watch`] whose flag stops it at
//! once.

use super::file::{Cache, Loaded, Spec};
use super::plan::{self, PerfectPlay, Unavailable};
use super::{Cancelled, Endgame, Progress, Setup, Solution, Stopped, Watch, in_pits, solve_with};
use crate::game::kalah::position::Position;
use crate::game::kalah::rules::Rules;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

/// Why a solve of every move did not give its values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failed {
    /// The position is beyond what is solved here (checked first, before
    /// anything is loaded or allocated).
    Unavailable(Unavailable),
    /// The cached database named by the plan cannot be used (wrong,
    /// truncated or gone): the file, and the stones it should hold.
    Database { path: PathBuf, stones: u8 },
    /// The watch stopped the solve: the bounds proved by then.
    Stopped(Stopped),
    /// The watch stopped the database's build, before the solve began.
    Cancelled,
}

/// What a solve of every move tells as it goes.
#[derive(Clone, Copy, Debug)]
pub enum Step<'a> {
    /// A database of the positions with at most `stones` stones in the
    /// pits is being built first (the watch counts its positions).
    Building { stones: u8 },
    /// The bounds known after a bound search (the watch counts the
    /// positions searched).
    Solving(&'a Progress),
}

/// How every move at `pos` would be solved here, or why it cannot be:
/// without a database where the board allows, else with the largest one
/// cached in `cache` for these rules and board (the folder is only looked
/// at where a database is needed).
pub fn prepare(rules: &Rules, pos: &Position, cache: Option<&Cache>) -> Result<PerfectPlay, Unavailable> {
    let (pits, stones, left) = (pos.pits(), pos.total(), in_pits(pos));
    match plan::perfect_play(rules, pits, stones, left, None) {
        Ok(p) => Ok(p),
        Err(why) if !Endgame::supports(rules) => Err(why),
        Err(why) => match cache.and_then(|c| c.largest(rules, pits)) {
            Some(cached) => plan::perfect_play(rules, pits, stones, left, Some(cached)),
            None => Err(why),
        },
    }
}

/// Every legal move's exact value at `pos` (not over) for the player to
/// move there, in pit order ([`Solution::moves`]), solved as [`prepare`]
/// plans it; `step` hears of the database's build and of each bound
/// search; the count and the stop flag are in `watch`.
pub fn every_move(
    rules: &Rules,
    pos: &Position,
    cache: Option<&Cache>,
    watch: &Watch,
    mut step: impl FnMut(Step),
) -> Result<Solution, Failed> {
    let plan = prepare(rules, pos, cache).map_err(Failed::Unavailable)?;
    let db = match (plan.endgame_stones, cache) {
        (Some(stones), Some(cache)) => Some(load(cache, rules, pos.pits(), stones)?),
        _ => built(rules, pos, watch, &mut step)?,
    };
    let progress = |p: &Progress| step(Step::Solving(p));
    let setup = Setup {
        table_bits: plan.table_bits,
        endgame: db.as_deref(),
        watch: Some(watch),
        all_moves: true,
        threads: 1,
    };
    solve_with(rules, pos, &setup, progress).map_err(Failed::Stopped)
}

/// The database last loaded and the folder it came from (empty: built in
/// memory), kept for the next solve on the same board.
static LOADED: Mutex<Option<(PathBuf, Arc<Endgame>)>> = Mutex::new(None);

/// The database built in memory for a board that gets one by
/// [`plan::endgame_stones`] (none on boards that finish without), kept
/// for the next solve.
fn built(
    rules: &Rules,
    pos: &Position,
    watch: &Watch,
    step: &mut impl FnMut(Step),
) -> Result<Option<Arc<Endgame>>, Failed> {
    let (pits, total) = (pos.pits(), pos.total());
    let stones = plan::endgame_stones(rules, pits, total).min(total);
    if stones == 0 || !Endgame::supports(rules) || pits > Endgame::MAX_PITS {
        return Ok(None);
    }
    let mut kept = LOADED.lock().unwrap_or_else(|e| e.into_inner());
    let same = |(dir, db): &&(PathBuf, Arc<Endgame>)| {
        dir.as_os_str().is_empty() && db.rules == *rules && db.pits == pits && db.max == stones
    };
    if let Some((_, db)) = kept.as_ref().filter(same) {
        return Ok(Some(Arc::clone(db)));
    }
    *kept = None;
    step(Step::Building { stones });
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let db = Endgame::build(rules, pits, stones, threads, watch).map_err(|Cancelled| Failed::Cancelled)?;
    let db = Arc::new(db);
    *kept = Some((PathBuf::new(), Arc::clone(&db)));
    Ok(Some(db))
}

/// The cached database of `stones` stones, loaded once and kept.
fn load(cache: &Cache, rules: &Rules, pits: usize, stones: u8) -> Result<Arc<Endgame>, Failed> {
    let mut kept = LOADED.lock().unwrap_or_else(|e| e.into_inner());
    let same = |(dir, db): &&(PathBuf, Arc<Endgame>)| {
        *dir == cache.dir && db.rules == *rules && db.pits == pits && db.max == stones
    };
    if let Some((_, db)) = kept.as_ref().filter(same) {
        return Ok(Arc::clone(db));
    }
    // Let the old one go before the new one is read.
    *kept = None;
    let spec = Spec {
        rules: *rules,
        pits,
        stones,
    };
    match cache.load(spec) {
        Loaded::Found(db) => {
            let db = Arc::new(db);
            *kept = Some((cache.dir.clone(), Arc::clone(&db)));
            Ok(db)
        }
        Loaded::Missing | Loaded::Invalid(_) => Err(Failed::Database {
            path: cache.path(spec),
            stones,
        }),
    }
}
