//! What a solve of a board needs: the sizes of its table and endgame
//! database, fixed by board so that counts and timings repeat (free
//! memory only decides whether to refuse), and which boards it can finish.

use super::endgame::Endgame;
use super::table::ENTRY_BYTES;
use crate::game::kalah::rules::{RuleSet, Rules};

/// The table's size by the stones on the board: larger boards need more
/// entries (a full table makes the search repeat work), but its probes
/// miss the caches and the address translation more as it grows. Measured
/// on this project's machine (2 cores, 32 MB of L3, no 2 MB pages to be
/// had): empty-capture 6×4 with the 20-stone database takes 0.73× the CPU
/// time with 64 MB as with 512 MB (3% more nodes), standard 6×4 0.89×
/// with 32 MB.
pub fn table_bits(pits: usize, stones: u8) -> u32 {
    let by_stones = match stones {
        0..=32 => 20,  // 16 MB
        33..=48 => 22, // 64 MB: 6×4
        _ => 24,       // 256 MB: 6×5
    };
    fit_table(by_stones, pits, stones)
}

/// The smallest table the solver takes (`--table-bits 10`).
pub const LEAST_TABLE_BITS: u32 = 10;
/// The largest (`--table-bits 32`: 64 GiB).
pub const MOST_TABLE_BITS: u32 = 32;
/// The most stones an endgame database is asked for (`--endgame-stones`).
pub const MOST_ENDGAME_STONES: u8 = 60;

/// `bits`, or fewer where the board cannot fill a table that large: a
/// larger one costs memory and the time to clear it, and saves nothing
/// (`--table-bits 28` on 3×2 took 4 GB and 10 s).
pub fn fit_table(bits: u32, pits: usize, stones: u8) -> u32 {
    bits.min(most_useful_bits(pits, stones))
}

/// The bits of a table with an entry for every position a board's
/// `stones` can make (spread over its 2P+2 cells, either side to move),
/// and one bit more so that its buckets of four seldom overflow.
pub fn most_useful_bits(pits: usize, stones: u8) -> u32 {
    let cells = 2 * pits as u32 + 2;
    let positions = 2.0 * binomial(u32::from(stones) + cells - 1, cells - 1);
    (positions.log2().ceil() as u32 + 1).max(LEAST_TABLE_BITS)
}

/// n choose k, as a float (large boards overflow any integer).
fn binomial(n: u32, k: u32) -> f64 {
    (0..k.min(n - k)).fold(1.0, |c, i| c * f64::from(n - i) / f64::from(i + 1))
}

/// The endgame database's stones by board: none on boards that finish
/// before a database would be built; on 6×4 24 stones, which take its
/// search to about a second (empty capture 0.96 s and standard
/// 1.59 s of CPU, against 3.0 s and 8.2 s with 20 stones; the database is
/// 597 MiB, built once in about 6 minutes of CPU on both cores).
pub fn endgame_stones(rules: &Rules, pits: usize, stones: u8) -> u8 {
    if !Endgame::supports(rules) || !(5..=Endgame::MAX_PITS).contains(&pits) {
        return 0;
    }
    match (pits, stones) {
        (5, 0..=30) => 0,
        (5, _) => 16,
        (_, 0..=30) => 0,
        (_, 31..=36) => 14,
        _ => 24,
    }
}

/// The endgame database a first solve of a board builds when the folder
/// holds none as large: one built in seconds where the board's default
/// ([`endgame_stones`]) takes minutes to build and the solve with the
/// small one seconds; `None` where the default is built anyway.
pub fn quick_stones(rules: &Rules, pits: usize, stones: u8) -> Option<u8> {
    let full = endgame_stones(rules, pits, stones);
    let quick = quick_stones_of(rules);
    (pits == 6 && full > quick && stones <= 48).then_some(quick)
}

/// The quick database's stones on 6-pit boards, by the least CPU time of
/// a 6×4 solve from an empty folder (the build and the search; measured
/// in docs/performance.md): under empty capture 16 stones (18.1 s
/// against 20.4 s with 17 and 24 s with 18, at a load of 12), under the
/// standard rules, whose search gains more from each stone, 18 (33.5 s
/// against 53 s with 16).
pub fn quick_stones_of(rules: &Rules) -> u8 {
    match rules.name {
        RuleSet::Standard => 18,
        _ => 16,
    }
}

/// The endgame database a solve uses by default, given the largest one
/// cached in the folder for its rules and board: the board's default if
/// it is there; else, where a quick one serves, the largest cached at
/// least as large, or the quick one (built); else the default (built).
pub fn endgame_stones_with(rules: &Rules, pits: usize, stones: u8, cached: Option<u8>) -> u8 {
    let full = endgame_stones(rules, pits, stones);
    match (quick_stones(rules, pits, stones), cached) {
        (Some(quick), Some(c)) if c >= quick => c.min(full),
        (Some(quick), _) => quick,
        (None, _) => full,
    }
}

/// The bytes a solve of a board takes: its table and its database.
pub fn bytes(table_bits: u32, pits: usize, endgame_stones: u8) -> u64 {
    let db = if endgame_stones > 0 {
        Endgame::bytes(pits, endgame_stones)
    } else {
        0
    };
    (1u64 << table_bits) * ENTRY_BYTES + db
}

/// A board the solver is known to finish, with its published value and
/// the CPU time measured on this project's machine (2 cores, shared, load
/// 1–5), the default database already cached (`core/examples/kalah_solver.rs`).
#[derive(Clone, Copy, Debug)]
pub struct Known {
    pub rules: RuleSet,
    pub pits: usize,
    pub seeds: u8,
    /// The published value (South's store minus North's).
    pub value: i32,
    /// Seconds measured, cached database.
    pub seconds: f64,
}

const fn known(rules: RuleSet, pits: usize, seeds: u8, value: i32, seconds: f64) -> Known {
    Known {
        rules,
        pits,
        seeds,
        value,
        seconds,
    }
}

/// The boards `kalah solve` lists, largest first by rule set.
pub const KNOWN: &[Known] = &[
    // 6×5: measured in docs/performance.md, CPU of the whole
    // process with the 24-stone database cached.
    known(RuleSet::EmptyCapture, 6, 5, 12, 250.0),
    known(RuleSet::EmptyCapture, 6, 4, 10, 1.2),
    known(RuleSet::EmptyCapture, 6, 3, 2, 0.3),
    known(RuleSet::EmptyCapture, 5, 4, 12, 0.5),
    known(RuleSet::EmptyCapture, 5, 3, 8, 0.05),
    known(RuleSet::EmptyCapture, 4, 4, 2, 0.1),
    known(RuleSet::EmptyCapture, 4, 3, 8, 0.01),
    known(RuleSet::Standard, 6, 5, 10, 760.0),
    known(RuleSet::Standard, 6, 4, 8, 2.0),
    known(RuleSet::Standard, 6, 3, 2, 0.6),
    known(RuleSet::Standard, 6, 2, 6, 0.05),
    known(RuleSet::Standard, 5, 4, 10, 0.7),
    known(RuleSet::Standard, 4, 4, 2, 0.1),
];

/// A board beyond the solver here: more stones in its pits than it can
/// finish under its rules.
#[derive(Clone, Debug, PartialEq)]
pub struct Beyond {
    pub stones_in_pits: u8,
    pub pits: usize,
    /// The most stones it finishes under these rules.
    pub limit: u8,
    /// The rule sets that finish an opening of this size, with their
    /// expected times (from [`KNOWN`]); for a position, the rule sets whose
    /// limit it is within, without times.
    pub finished_by: Vec<(RuleSet, Option<f64>)>,
}

/// The most stones in the pits the solver finishes under `rules`: with a
/// database, the largest board ever solved on this kind of machine (6×5,
/// 60 stones); without one (book rules), 40.
fn limit(rules: &Rules) -> u8 {
    if Endgame::supports(rules) { 60 } else { 40 }
}

/// Why a board is beyond the solver here, or `None` if it can try. `seeds`:
/// the stones a pit of an opening (`None` for any other position).
pub fn beyond_reach(rules: &Rules, pits: usize, stones_in_pits: u8, seeds: Option<u8>) -> Option<Beyond> {
    let limit = limit(rules);
    (stones_in_pits > limit).then(|| {
        let others = [RuleSet::EmptyCapture, RuleSet::Standard, RuleSet::Book]
            .into_iter()
            .filter(|&r| r != rules.name);
        let finished_by = match seeds {
            Some(seeds) => others
                .filter_map(|r| {
                    KNOWN
                        .iter()
                        .find(|k| k.rules == r && k.pits == pits && k.seeds == seeds)
                        .map(|k| (r, Some(k.seconds)))
                })
                .collect(),
            None => others
                .filter(|&r| stones_in_pits <= limit_of(r))
                .map(|r| (r, None))
                .collect(),
        };
        Beyond {
            stones_in_pits,
            pits,
            limit,
            finished_by,
        }
    })
}

fn limit_of(r: RuleSet) -> u8 {
    limit(&r.rules())
}

/// How the game screen's exact value of every move is solved at a
/// position: the table size and the cached database to load (its stones),
/// if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerfectPlay {
    pub table_bits: u32,
    pub endgame_stones: Option<u8>,
}

/// Under book rules (no database), perfect play is shown on boards of up
/// to this many pits a side holding at most [`BOOK_BOARD_STONES`] stones
/// in the pits...
pub const BOOK_PITS: usize = 4;
pub const BOOK_BOARD_STONES: u8 = 32;
/// ... and on any board with at most this many stones left in the pits.
pub const BOOK_STONES: u8 = 18;
/// The database advised for perfect play on a board too large without
/// one (the default of 6×4).
pub const ADVISED_STONES: u8 = 24;
/// With a cached database, perfect play is shown where at most this many
/// stones more than it holds are left in the pits: on 6×4 up to 32 stones
/// with a 20-stone database, 36 with the default 24-stone one (within 2 s; see
/// docs/performance.md).
pub const PAST_DATABASE: u8 = 12;

/// Why perfect play is not shown at a position (the words layer says it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unavailable {
    /// Book rules, where there is no database: the board is wider than
    /// [`BOOK_PITS`] pits, or fuller than [`BOOK_BOARD_STONES`] stones, and
    /// more than [`BOOK_STONES`] stones are left in the pits.
    BookRules { stones_in_pits: u8 },
    /// More stones are left in the pits than perfect play is shown with
    /// the cached database (`shown`: [`PAST_DATABASE`] more than it holds).
    PastDatabase {
        stones_in_pits: u8,
        cached: u8,
        shown: u8,
    },
    /// No database is cached for a board this large.
    NoDatabase,
}

/// Whether every move at a position with `stones_in_pits` stones on a
/// board of `pits` pits (`stones` in all) can be solved in about a second
/// or a few, given the largest database cached for these rules and board
/// (`cached`); `Err` says why not, for the screen to show. Under standard
/// and empty-capture rules: where the stones left are at most
/// [`PAST_DATABASE`] more than the cached database holds, or the board is
/// at most 5×4 (40 stones); under book rules, where the
/// solve takes about a second (measured: 4×4 1.2 s, 5×3 2.6 s, 6×2 over a
/// minute).
pub fn perfect_play(
    rules: &Rules,
    pits: usize,
    stones: u8,
    stones_in_pits: u8,
    cached: Option<u8>,
) -> Result<PerfectPlay, Unavailable> {
    let table_bits = table_bits(pits, stones).min(23);
    if !Endgame::supports(rules) {
        let small = pits <= BOOK_PITS && stones_in_pits <= BOOK_BOARD_STONES;
        return if small || stones_in_pits <= BOOK_STONES {
            Ok(PerfectPlay {
                table_bits,
                endgame_stones: None,
            })
        } else {
            Err(Unavailable::BookRules { stones_in_pits })
        };
    }
    let shown = |db: u8| db.saturating_add(PAST_DATABASE);
    match cached {
        Some(db) if stones_in_pits <= shown(db) => Ok(PerfectPlay {
            table_bits,
            endgame_stones: Some(db),
        }),
        _ if pits <= 5 && stones <= 40 => Ok(PerfectPlay {
            table_bits,
            endgame_stones: cached,
        }),
        Some(db) => Err(Unavailable::PastDatabase {
            stones_in_pits,
            cached: db,
            shown: shown(db),
        }),
        None => Err(Unavailable::NoDatabase),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 6×4 from an empty folder builds the quick database; a cached one
    /// at least as large is used (the board's own once it is there);
    /// boards without a quick database build their own.
    #[test]
    fn a_first_solve_builds_a_quick_database_unless_one_is_cached() {
        let ec = RuleSet::EmptyCapture.rules();
        assert_eq!(endgame_stones(&ec, 6, 48), 24);
        for (cached, used) in [
            (None, 16),
            (Some(14), 16),
            (Some(16), 16),
            (Some(20), 20),
            (Some(24), 24),
            (Some(26), 24),
        ] {
            assert_eq!(endgame_stones_with(&ec, 6, 48, cached), used, "{cached:?}");
        }
        assert_eq!(endgame_stones_with(&ec, 6, 60, None), 24);
        // The standard rules' search gains more from a larger one.
        let standard = RuleSet::Standard.rules();
        assert_eq!(endgame_stones_with(&standard, 6, 48, None), 18);
        assert_eq!(endgame_stones_with(&standard, 6, 48, Some(16)), 18);
        assert_eq!(endgame_stones_with(&standard, 6, 48, Some(20)), 20);
        assert_eq!(endgame_stones_with(&ec, 5, 40, None), 16);
        assert_eq!(endgame_stones_with(&RuleSet::Book.rules(), 6, 48, None), 0);
    }

    #[test]
    fn a_table_is_no_larger_than_the_board_can_fill() {
        // 3×2: 12 stones in 8 cells, C(19, 7) = 50388 spreads, two sides
        // to move: 100776 positions, under 2^17; one bit more.
        assert_eq!(binomial(19, 7), 50388.0);
        assert_eq!(most_useful_bits(3, 12), 18);
        assert_eq!(fit_table(28, 3, 12), 18);
        assert_eq!(table_bits(3, 12), 18);
        // 1×1: 4 stones in 4 cells; never below the least table.
        assert_eq!(most_useful_bits(1, 4), LEAST_TABLE_BITS);
        // The boards measured keep their tables: 4×3, 6×4, 6×5.
        assert_eq!(table_bits(4, 24), 20);
        assert_eq!(table_bits(6, 48), 22);
        assert_eq!(table_bits(6, 60), 24);
        assert_eq!(fit_table(32, 6, 72), 32);
    }
}
