//! The solver against a plain search to the end of the game, on boards
//! small enough for both; and against published values.

use super::search::{reached, rule_set};
use crate::command::{TempDir, build_database, dead_pid, gametree, limited, solve_opening};
use gametree::engine::kalah::fast::{self, Settings};
use gametree::engine::kalah::solve::{self, Options};
use gametree::game::kalah::eval::WIN;
use gametree::game::kalah::{Evaluation, Position, RuleSet, Side};
use gametree::search::Algorithm;
use gametree::search::Order;
use proptest::prelude::*;

const SMALL: Options = Options {
    table_bits: Some(14),
    endgame_stones: None,
};

/// The final store difference by a plain search to the end (the search's
/// values are ±(WIN + difference) there, which orders results alike).
fn plain(rules: RuleSet, pos: &Position, algorithm: Algorithm) -> i32 {
    let settings = Settings {
        algorithm,
        depth: u32::MAX,
        eval: Evaluation::Store,
        order: Order::None,
    };
    let v = fast::search(&rules.rules(), pos, &settings).value;
    if v == 0.0 {
        0
    } else {
        (v - WIN * v.signum()) as i32
    }
}

fn solved(rules: RuleSet, pos: &Position) -> solve::Solution {
    solve::solve(&rules.rules(), pos, SMALL, |_| {})
}

/// The same with an endgame database of every position with at most
/// `stones` stones in the pits.
fn solved_with_endgame(rules: RuleSet, pos: &Position, stones: u8) -> solve::Solution {
    let opts = Options {
        endgame_stones: Some(stones),
        ..SMALL
    };
    solve::solve(&rules.rules(), pos, opts, |_| {})
}

#[test]
fn solver_equals_full_minimax_on_tiny_openings() {
    for rules in RuleSet::ALL {
        for (pits, seeds) in [(1, 1), (1, 3), (2, 1), (2, 2), (2, 3), (3, 1), (3, 2), (4, 1)] {
            let pos = Position::start(pits, seeds, Side::South).unwrap();
            let s = solved(rules, &pos);
            assert_eq!(
                s.value,
                plain(rules, &pos, Algorithm::Minimax),
                "{rules} {pits}×{seeds}"
            );
            // The best move really is worth the value.
            let next = pos.play(&rules.rules(), s.best_move.unwrap());
            let after = solved(rules, &next).value;
            let after = if next.to_move == pos.to_move {
                after
            } else {
                -after
            };
            assert_eq!(
                after, s.value,
                "{rules} {pits}×{seeds}: best move {:?}",
                s.best_move
            );
            // With an endgame database that holds the whole game, or a part.
            for stones in [pits as u8 * seeds * 2, 3] {
                let e = solved_with_endgame(rules, &pos, stones);
                assert_eq!(e.value, s.value, "{rules} {pits}×{seeds}, endgame {stones}");
                let next = pos.play(&rules.rules(), e.best_move.unwrap());
                let after = solved_with_endgame(rules, &next, stones).value;
                let after = if next.to_move == pos.to_move {
                    after
                } else {
                    -after
                };
                assert_eq!(
                    after, e.value,
                    "{rules} {pits}×{seeds}, endgame {stones}: best move"
                );
            }
        }
    }
}

#[test]
fn solver_equals_full_alphabeta_on_3x3() {
    for rules in [RuleSet::Standard, RuleSet::EmptyCapture] {
        let pos = Position::start(3, 3, Side::South).unwrap();
        assert_eq!(
            solved(rules, &pos).value,
            plain(rules, &pos, Algorithm::AlphaBeta),
            "{rules}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn solver_equals_full_alphabeta_on_mid_game_positions(
        rules in rule_set(), choices in prop::collection::vec(any::<u8>(), 4..14),
    ) {
        let pos = reached(rules, 3, 3, &choices);
        let value = plain(rules, &pos, Algorithm::AlphaBeta);
        prop_assert_eq!(solved(rules, &pos).value, value);
        prop_assert_eq!(solved_with_endgame(rules, &pos, 7).value, value);
    }
}

/// A serial solve's counts: (value, positions searched, expanded).
fn counts(rules: RuleSet, pits: usize, seeds: u8) -> (i32, u64, u64) {
    let pos = Position::start(pits, seeds, Side::South).unwrap();
    let opts = Options {
        table_bits: Some(20),
        endgame_stones: Some(0),
    };
    let s = solve::solve(&rules.rules(), &pos, opts, |_| {});
    (s.value, s.nodes, s.expanded)
}

/// The serial search visits exactly these positions: a change of move
/// order, of the table or of the bounds shows here first (the 6×3 and 6×4
/// figures are in `core/examples/kalah_solver.rs`).
#[test]
fn serial_node_counts_are_pinned_on_4x3_and_5x3() {
    assert_eq!(counts(RuleSet::EmptyCapture, 4, 3), (8, 9173, 6536));
    assert_eq!(counts(RuleSet::EmptyCapture, 5, 3), (8, 80830, 59640));
    assert_eq!(counts(RuleSet::Standard, 4, 3), (6, 33551, 24259));
    assert_eq!(counts(RuleSet::Standard, 5, 3), (6, 196086, 142126));
}

/// A solve on `threads` threads (MTD(f)'s search to the end shared over
/// one table), with a table of 2^`bits` entries and the database `db`.
fn on_threads(
    rules: RuleSet,
    pos: &Position,
    threads: usize,
    bits: u32,
    db: Option<&solve::Endgame>,
) -> solve::Solution {
    let setup = solve::Setup {
        table_bits: bits,
        endgame: db,
        threads,
        ..Default::default()
    };
    solve::solve_with(&rules.rules(), pos, &setup, |_| {}).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// On two threads (the second searching the same passes in another
    /// order, both writing one table without locks), a solve finds the
    /// value one thread finds, and its best move is worth it; with a
    /// table small enough that the threads overwrite each other's
    /// entries, and with a database.
    #[test]
    fn two_threads_solve_what_one_thread_solves(
        rules in rule_set(),
        (pits, seeds) in prop_oneof![Just((4, 3)), Just((5, 3)), Just((4, 4))],
        choices in prop::collection::vec(any::<u8>(), 1..8),
        bits in prop_oneof![Just(12u32), Just(16)],
        stones in prop_oneof![Just(0u8), Just(6)],
    ) {
        // The book's rules play on positions, far slower: their smallest board.
        let (pits, seeds) = if rules == RuleSet::Book { (4, 3) } else { (pits, seeds) };
        let pos = reached(rules, pits, seeds, &choices);
        let r = rules.rules();
        prop_assume!(!pos.is_over(&r));
        let db = (stones > 0 && solve::Endgame::supports(&r)).then(|| {
            solve::Endgame::build(&r, pits, stones, 1, &solve::Watch::new()).unwrap()
        });
        let one = on_threads(rules, &pos, 1, bits, db.as_ref());
        let two = on_threads(rules, &pos, 2, bits, db.as_ref());
        prop_assert_eq!(two.value, one.value);
        let best = two.best_move.expect("a position not over has a best move");
        let next = pos.play(&r, best);
        let after = if next.is_over(&r) {
            next.store_difference(next.to_move)
        } else {
            on_threads(rules, &next, 1, bits, db.as_ref()).value
        };
        let after = if next.to_move == pos.to_move { after } else { -after };
        prop_assert_eq!(after, two.value, "best move {}", best);
    }
}

/// The published values that finish in a second or two in a debug build
/// (Irving, Donkers and Uiterwijk 2000 for empty capture; the rest in the
/// example).
#[test]
fn published_values_of_small_boards() {
    use RuleSet::{EmptyCapture, Standard};
    let published = [
        (EmptyCapture, 4, 1, 2),
        (EmptyCapture, 4, 2, 6),
        (EmptyCapture, 4, 3, 8),
        (EmptyCapture, 4, 4, 2),
        (EmptyCapture, 5, 1, 0),
        (EmptyCapture, 5, 2, 0),
        (EmptyCapture, 5, 3, 8),
        (EmptyCapture, 6, 1, 2),
        (EmptyCapture, 6, 2, 10),
        (Standard, 6, 2, 6),
    ];
    for (rules, pits, seeds, value) in published {
        assert_eq!(counts(rules, pits, seeds).0, value, "{rules} {pits}×{seeds}");
    }
}

/// Every legal move's exact value: the best ones are worth the value.
#[test]
fn all_moves_are_solved_for_the_player_to_move() {
    let rules = RuleSet::EmptyCapture.rules();
    let pos = Position::start(4, 3, Side::South).unwrap();
    let setup = solve::Setup {
        table_bits: 16,
        all_moves: true,
        ..Default::default()
    };
    let s = solve::solve_with(&rules, &pos, &setup, |_| {}).unwrap();
    assert_eq!(s.moves, vec![(1, -8), (2, 8), (3, 0), (4, -4)]);
    for &(pit, v) in &s.moves {
        let child = pos.play(&rules, pit);
        let c = solved(RuleSet::EmptyCapture, &child).value;
        assert_eq!(if child.to_move == pos.to_move { c } else { -c }, v, "pit {pit}");
    }
}

/// A solve stopped by its watch says what it proved by then.
#[test]
fn a_cancelled_solve_returns_the_bounds_proved() {
    let rules = RuleSet::Standard.rules();
    let pos = Position::start(5, 3, Side::South).unwrap();
    let watch = solve::Watch::new();
    watch.cancel.store(true, std::sync::atomic::Ordering::Relaxed);
    let setup = solve::Setup {
        table_bits: 16,
        watch: Some(&watch),
        ..Default::default()
    };
    let stopped = solve::solve_with(&rules, &pos, &setup, |_| {}).unwrap_err();
    assert!(stopped.lower <= 6 && 6 <= stopped.upper, "{stopped:?}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// Two-pit boards with many stones: a database of every position,
    /// where shares of 15 stones or more only fit four bits as "at least".
    #[test]
    fn a_full_database_with_large_shares_gives_the_plain_value(
        rules in prop::sample::select(vec![RuleSet::Standard, RuleSet::EmptyCapture]),
        seeds in 4..=6u8, choices in prop::collection::vec(any::<u8>(), 0..6),
    ) {
        let pos = reached(rules, 2, seeds, &choices);
        let value = plain(rules, &pos, Algorithm::AlphaBeta);
        prop_assert_eq!(solved_with_endgame(rules, &pos, 4 * seeds).value, value);
        prop_assert_eq!(solved_with_endgame(rules, &pos, 16).value, value);
    }
}

/// Keeps what a load or build says, but that a build starts (said before
/// every build, for its waiting screen).
fn said(notes: &mut Vec<solve::file::Note>, n: solve::file::Note) {
    if !matches!(n, solve::file::Note::Building { .. }) {
        notes.push(n);
    }
}

#[test]
fn a_database_is_saved_checked_on_load_and_rebuilt_when_wrong() {
    use solve::file::{Build, Cache, Loaded, Note, Spec};
    let dir = TempDir::new("db-file");
    let cache = Cache { dir: dir.0.clone() };
    let rules = RuleSet::EmptyCapture.rules();
    let spec = Spec {
        rules,
        pits: 3,
        stones: 8,
    };
    let build = Build {
        threads: 2,
        checkpoint: std::time::Duration::ZERO,
    };
    let watch = solve::Watch::new();
    let built = cache.load_or_build(spec, build, &watch, &mut |_| {}).unwrap();
    let path = cache.path(spec);
    let good = std::fs::read(&path).unwrap();
    // The checkpoints of the build are gone; the database is listed.
    let listed = cache.list();
    assert_eq!(listed.len(), 1, "{listed:?}");
    assert_eq!((listed[0].pits, listed[0].stones), (3, 8));
    assert!(matches!(cache.load(spec), Loaded::Found(_)));
    let raw: Vec<u8> = built.codes().to_vec();
    // Truncated, a value changed, a header that names other rules.
    let mut flipped = good.clone();
    *flipped.last_mut().unwrap() ^= 0x11;
    let mut other_rules = good.clone();
    other_rules[20..28].copy_from_slice(b"standard");
    for (what, bad) in [
        ("truncated", good[..good.len() - 7].to_vec()),
        ("corrupt", flipped),
        ("mismatched", other_rules),
    ] {
        std::fs::write(&path, &bad).unwrap();
        assert!(matches!(cache.load(spec), Loaded::Invalid(_)), "{what}");
        let mut notes = Vec::new();
        let again = cache
            .load_or_build(spec, build, &watch, &mut |n| said(&mut notes, n))
            .unwrap();
        assert_eq!(notes.len(), 1, "{what}: {notes:?}");
        assert!(matches!(notes[0], Note::Rebuilding { .. }), "{what}: {notes:?}");
        assert_eq!(again.codes().to_vec(), raw, "{what}");
        assert_eq!(std::fs::read(&path).unwrap(), good, "{what}: rewritten");
    }
}

#[test]
fn db_build_list_and_remove_on_the_command_line() {
    let dir = TempDir::new("db-cli");
    let d = dir.arg();
    let (code, out, err) = gametree(&build_database("standard", 3, 6, &["--db-dir", d]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("endgame-standard-3-pits-6-stones.db"), "{out}");
    assert!(err.contains("6-stone database of 3-pit standard boards"), "{err}");
    let (_, out, _) = gametree(&["db", "list", "--db-dir", d]);
    assert!(out.contains("standard") && out.contains("6 stones"), "{out}");
    // A solve finds it there, and says nothing of rebuilding it.
    let db = ["--endgame-stones", "6", "--db-dir", d, "--json", "--quiet"];
    let (code, out, err) = gametree(&solve_opening("standard", 3, 2, &db));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\"value\":"), "{out}");
    let (code, _, err) = gametree(&["db", "remove", "--db-dir", d]);
    assert_eq!(code, 1, "{err}");
    let (code, out, _) = gametree(&["db", "remove", "--rules", "standard", "--db-dir", d]);
    assert_eq!(code, 0);
    assert!(out.contains("removed"), "{out}");
    let (_, out, _) = gametree(&["db", "list", "--db-dir", d]);
    assert!(out.contains("no databases"), "{out}");
    // Book rules have no database.
    let (code, _, err) = gametree(&build_database("book", 3, 6, &["--db-dir", d]));
    assert_eq!(code, 1);
    assert!(err.contains("majority"), "{err}");
}

#[test]
fn solve_refuses_what_it_cannot_finish_and_lists_what_it_can() {
    let (code, out, _) = gametree(&["solve"]);
    assert_eq!(code, 0);
    assert!(out.contains("--rules empty-capture --pits 6 --seeds 4"), "{out}");
    // What a first solve builds, said before it is run.
    assert!(
        out.contains(
            "on 6×4 a small one in seconds (16 stones under empty-capture rules, 18 under standard)"
        ),
        "{out}"
    );
    for args in [
        &["solve", "--pits", "6", "--seeds", "6"][..],
        &["solve", "--rules", "standard", "--pits", "8", "--seeds", "12"],
    ] {
        let (code, _, err) = gametree(args);
        assert_eq!(code, 1, "{args:?}");
        assert!(err.contains("beyond what the solver can finish"), "{err}");
    }
    let table = ["--endgame-stones", "0", "--table-bits", "32"];
    let (code, _, err) = gametree(&solve_opening("standard", 6, 4, &table));
    assert_eq!(code, 1);
    assert!(err.contains("64.00 GiB") && err.contains("refused"), "{err}");
    let (code, _, _) = gametree(&["solve", "--pits", "3", "--table-bits", "33"]);
    assert_eq!(code, 2);
}

#[test]
fn solve_any_position_with_every_move() {
    // A folder of its own, in case a database is wanted (never the user's).
    let dir = TempDir::new("board");
    let (code, out, err) = gametree(&[
        "solve",
        "--db-dir",
        dir.arg(),
        "--rules",
        "standard",
        "--board",
        "0,0,0,1,2,0,10,1,1,0,0,0,3,10",
        "--to-move",
        "north",
        "--all-moves",
        "--json",
        "--quiet",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["value"], 4);
    assert_eq!(
        v["moves"],
        serde_json::json!([{"pit": 1, "value": -6}, {"pit": 2, "value": 4}, {"pit": 6, "value": -6}])
    );
    let (code, out, _) = gametree(&solve_opening("empty-capture", 4, 3, &["--all-moves", "--quiet"]));
    assert_eq!(code, 0);
    assert!(out.contains("pit 2: South wins by 8 with perfect play"), "{out}");
    assert!(out.contains("pit 1: North wins by 8 with perfect play"), "{out}");
}

#[test]
fn perfect_play_is_offered_where_it_finishes_quickly() {
    use solve::plan::{Unavailable, perfect_play};
    let ec = RuleSet::EmptyCapture.rules();
    // 5×4 without a database; 6×4 as far as 12 stones past the cached
    // database (32 stones with the default 20).
    assert!(perfect_play(&ec, 5, 40, 40, None).is_ok());
    for left in [20, 32] {
        assert_eq!(
            perfect_play(&ec, 6, 48, left, Some(20)).unwrap().endgame_stones,
            Some(20)
        );
    }
    assert_eq!(
        perfect_play(&ec, 6, 48, 33, Some(20)),
        Err(Unavailable::PastDatabase {
            stones_in_pits: 33,
            cached: 20,
            shown: 32
        })
    );
    assert_eq!(perfect_play(&ec, 6, 48, 30, None), Err(Unavailable::NoDatabase));
    let book = RuleSet::Book.rules();
    assert!(perfect_play(&book, 4, 32, 30, None).is_ok());
    assert_eq!(
        perfect_play(&book, 6, 72, 60, None),
        Err(Unavailable::BookRules { stones_in_pits: 60 })
    );
}

/// Perfect play for the game screen on a 6-pit board: only with a cached
/// database, read from the folder given (a temporary one here), searched
/// past it where it holds fewer stones than are left, and the same values
/// as a solve without it; a database that cannot be used is named, never
/// trusted.
#[test]
fn perfect_play_reads_the_cached_database_where_the_board_needs_one() {
    use solve::file::{Build, Cache, Spec};
    use solve::perfect::{Failed, every_move, prepare};
    use solve::plan::Unavailable;
    let rules = RuleSet::EmptyCapture.rules();
    // 6 pits a side, 10 stones left in the pits, 26 in the stores.
    let pos = gametree::game::kalah::parse_board("1,0,2,0,1,1,14,0,3,0,1,0,1,12", Side::South).unwrap();
    let dir = TempDir::new("perfect-play");
    let cache = Cache { dir: dir.0.clone() };
    assert_eq!(prepare(&rules, &pos, None), Err(Unavailable::NoDatabase));
    assert_eq!(prepare(&rules, &pos, Some(&cache)), Err(Unavailable::NoDatabase));
    let build = Build {
        threads: 2,
        checkpoint: std::time::Duration::from_secs(3600),
    };
    let watch = solve::Watch::new();
    let spec = |stones| Spec {
        rules,
        pits: 6,
        stones,
    };
    let setup = solve::Setup {
        table_bits: 16,
        all_moves: true,
        ..Default::default()
    };
    let plain = solve::solve_with(&rules, &pos, &setup, |_| {}).unwrap();
    // A database smaller than the stones left: searched past it.
    for stones in [4, 10] {
        cache
            .load_or_build(spec(stones), build, &watch, &mut |_| {})
            .unwrap();
        assert_eq!(
            prepare(&rules, &pos, Some(&cache)).unwrap().endgame_stones,
            Some(stones)
        );
        let with_db = every_move(&rules, &pos, Some(&cache), &solve::Watch::new(), |_| {}).unwrap();
        assert_eq!(with_db.moves, plain.moves);
        assert_eq!(with_db.value, plain.value);
    }
    // Truncated: named, not trusted (a fresh folder, so nothing loaded
    // before is reused).
    let other = TempDir::new("perfect-play-bad");
    let bad = Cache { dir: other.0.clone() };
    std::fs::create_dir_all(&bad.dir).unwrap();
    let good = std::fs::read(cache.path(spec(10))).unwrap();
    std::fs::write(bad.path(spec(10)), &good[..good.len() - 5]).unwrap();
    assert_eq!(
        every_move(&rules, &pos, Some(&bad), &solve::Watch::new(), |_| {}),
        Err(Failed::Database {
            path: bad.path(spec(10)),
            stones: 10
        })
    );
}

#[test]
fn a_table_past_the_process_limits_is_refused_in_words() {
    let board = |more: &[&str]| solve_opening("empty-capture", 6, 4, more);
    let table = board(&["--endgame-stones", "0", "--quiet", "--table-mb", "20000"]);
    let (code, _, err) = limited("-v 8000000", &table);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("needs 16.00 GiB") && err.contains("ulimit -v"),
        "{err}"
    );
    assert!(err.contains("refused"), "{err}");
    let table = board(&["--endgame-stones", "0", "--quiet", "--table-bits", "28"]);
    let (code, _, err) = limited("-d 3000000", &table);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("needs 4.00 GiB") && err.contains("ulimit -d"),
        "{err}"
    );
    // A database's build is checked so too: 24 stones on 6 pits.
    let db = board(&["--endgame-stones", "24", "--quiet"]);
    let (code, _, err) = limited("-v 1000000", &db);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("ulimit -v") && err.contains("refused"), "{err}");
}

#[test]
fn a_table_is_no_larger_than_the_board_can_fill() {
    // 3×2 has about 100 000 positions: 2^28 entries (4 GiB) would hold
    // nothing more than 2^18 do, and no longer exceed a 2 GB limit.
    for table in [["--table-bits", "28"], ["--table-mb", "20000"]] {
        let args = [
            &["solve", "--pits", "3", "--seeds", "2", "--json", "--quiet"][..],
            &table,
        ]
        .concat();
        let (code, out, err) = limited("-v 2000000", &args);
        assert_eq!(code, 0, "{table:?}: {err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["value"], 0, "{out}");
    }
}

/// A disk that fails as a test asks: full after `room` bytes of a file,
/// a rename refused, or little free space; it counts the files written.
struct Failing {
    room: Option<usize>,
    rename: Option<std::io::ErrorKind>,
    free: Option<u64>,
    writes: std::cell::Cell<usize>,
}

impl Failing {
    fn new() -> Failing {
        Failing {
            room: None,
            rename: None,
            free: None,
            writes: std::cell::Cell::new(0),
        }
    }
}

impl solve::file::Disk for Failing {
    fn write(&self, path: &std::path::Path, parts: &[&[u8]]) -> std::io::Result<()> {
        self.writes.set(self.writes.get() + 1);
        let all = parts.concat();
        let fits = self.room.unwrap_or(all.len()).min(all.len());
        std::fs::write(path, &all[..fits])?;
        match fits < all.len() {
            true => Err(std::io::ErrorKind::StorageFull.into()),
            false => Ok(()),
        }
    }
    fn rename(&self, from: &std::path::Path, to: &std::path::Path) -> std::io::Result<()> {
        match self.rename {
            Some(kind) => Err(kind.into()),
            None => std::fs::rename(from, to),
        }
    }
    fn free(&self, _: &std::path::Path) -> Option<u64> {
        self.free
    }
}

#[test]
fn a_database_that_cannot_be_kept_is_used_from_memory() {
    use solve::file::{Build, Cache, Files, Note, Spec, Unkept};
    let dir = TempDir::new("db-unkept");
    let cache = Cache { dir: dir.0.clone() };
    let spec = Spec {
        rules: RuleSet::Standard.rules(),
        pits: 3,
        stones: 7,
    };
    let build = Build {
        threads: 2,
        checkpoint: std::time::Duration::ZERO,
    };
    let watch = solve::Watch::new();
    let raw = |db: &solve::Endgame| db.codes().to_vec();
    let reference = solve::Endgame::build(&spec.rules, 3, 7, 2, &watch).unwrap();
    let build_on = |disk: &Failing| {
        let mut notes = Vec::new();
        let db = cache
            .load_or_build_on(spec, build, &watch, &mut |n| said(&mut notes, n), disk)
            .unwrap();
        (db, notes)
    };
    let files = || {
        let mut names: Vec<String> = std::fs::read_dir(&dir.0)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    // A wrong file is there; the disk fills up halfway through the save:
    // the database is returned, the wrong file is left as it was, no
    // temporary is left behind.
    let wrong = b"gametree-kalahdb but not one".to_vec();
    std::fs::write(cache.path(spec), &wrong).unwrap();
    let full = Failing {
        room: Some(100),
        ..Failing::new()
    };
    let (db, notes) = build_on(&full);
    assert_eq!(raw(&db), raw(&reference));
    assert!(matches!(notes[0], Note::Rebuilding { .. }), "{notes:?}");
    assert_eq!(
        notes[1],
        Note::NotKept {
            why: Unkept::Failed {
                kind: std::io::ErrorKind::StorageFull,
                error: std::io::Error::from(std::io::ErrorKind::StorageFull).to_string()
            }
        }
    );
    assert_eq!(notes.len(), 2, "{notes:?}");
    assert_eq!(std::fs::read(cache.path(spec)).unwrap(), wrong);
    assert_eq!(files(), ["endgame-standard-3-pits-7-stones.db"]);
    // The rename fails: the same.
    std::fs::remove_file(cache.path(spec)).unwrap();
    let no_rename = Failing {
        rename: Some(std::io::ErrorKind::PermissionDenied),
        ..Failing::new()
    };
    let (db, notes) = build_on(&no_rename);
    assert_eq!(raw(&db), raw(&reference));
    assert!(
        matches!(
            &notes[..],
            [Note::NotKept {
                why: Unkept::Failed {
                    kind: std::io::ErrorKind::PermissionDenied,
                    ..
                }
            }]
        ),
        "{notes:?}"
    );
    assert!(files().is_empty(), "{:?}", files());
    // Too little room: said before the build, and nothing is written.
    let small = Failing {
        free: Some(500),
        ..Failing::new()
    };
    let (db, notes) = build_on(&small);
    assert_eq!(raw(&db), raw(&reference));
    let needs = 64 + solve::Endgame::bytes(3, 7);
    assert_eq!(
        notes,
        [Note::WillNotKeep {
            why: Unkept::NoRoom { needs, free: 500 }
        }]
    );
    assert_eq!(small.writes.get(), 0);
    assert!(files().is_empty());
    // The real disk says how much room the folder has.
    assert!(solve::file::Disk::free(&Files, &dir.0).is_some_and(|free| free > 0));
    assert!(solve::file::Disk::free(&Files, &dir.0.join("not/yet/made")).is_some());
}

#[test]
fn solve_answers_when_its_database_cannot_be_kept() {
    let dir = TempDir::new("db-kept-not");
    let file = dir.0.join("a-file");
    std::fs::write(&file, "not a folder").unwrap();
    let with_database = |dir: &str| {
        let db = ["--endgame-stones", "6", "--quiet", "--json", "--db-dir", dir];
        solve_opening("standard", 3, 2, &db)
    };
    let reference = {
        let no_db = ["--endgame-stones", "0", "--json", "--quiet"];
        let (code, out, err) = gametree(&solve_opening("standard", 3, 2, &no_db));
        assert_eq!(code, 0, "{err}");
        serde_json::from_str::<serde_json::Value>(&out).unwrap()["value"].clone()
    };
    for folder in [file.clone(), file.join("below")] {
        let d = folder.to_str().unwrap();
        let (code, out, err) = gametree(&with_database(d));
        assert_eq!(code, 0, "{err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["value"], reference);
        assert_eq!(
            err,
            format!(
                "the endgame database will not be kept in {d}: it is not a folder; it is built in memory for this run\n"
            )
        );
        // db build is for keeping it: refused before it starts.
        let (code, _, err) = gametree(&build_database("standard", 3, 6, &["--db-dir", d]));
        assert_eq!(code, 1, "{err}");
        assert_eq!(
            err,
            format!("gametree: the endgame database cannot be kept in {d}: it is not a folder\n")
        );
    }
    // A folder where the database's name is taken by a folder: it cannot
    // be read, and the rename over it fails; said in words, answered.
    let taken = TempDir::new("db-name-taken");
    let path = taken.0.join("endgame-standard-3-pits-6-stones.db");
    std::fs::create_dir_all(path.join("inside")).unwrap();
    let (code, out, err) = gametree(&with_database(taken.arg()));
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["value"], reference);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 2, "{err}");
    assert_eq!(
        lines[0],
        format!("{}: Is a directory: building it again", path.display())
    );
    assert!(
        lines[1].starts_with(&format!(
            "the endgame database could not be kept in {}: ",
            taken.arg()
        )),
        "{err}"
    );
    assert!(lines[1].ends_with("; this run uses it from memory"), "{err}");
    assert!(!err.contains("os error"), "{err}");
    let left: Vec<_> = std::fs::read_dir(&taken.0).unwrap().collect();
    assert_eq!(left.len(), 1, "a temporary was left: {left:?}");
}

#[test]
fn db_list_shows_and_db_remove_removes_what_a_killed_build_left() {
    let dir = TempDir::new("db-stale");
    let d = dir.arg();
    let (code, _, err) = gametree(&build_database("standard", 3, 4, &["--db-dir", d, "--quiet"]));
    assert_eq!(code, 0, "{err}");
    let stale = format!("endgame-standard-3-pits-6-stones.tmp-{}", dead_pid());
    let live = format!("endgame-standard-3-pits-5-stones.tmp-{}", std::process::id());
    std::fs::write(dir.0.join(&stale), vec![0u8; 3000]).unwrap();
    std::fs::write(dir.0.join(&live), vec![0u8; 100]).unwrap();
    let (code, out, _) = gametree(&["db", "list", "--db-dir", d]);
    assert_eq!(code, 0);
    let line = out
        .lines()
        .find(|l| l.contains(&stale))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(line.contains("6 stones") && line.contains("2.93 KiB"), "{line}");
    assert!(line.ends_with("(left by a build that was stopped)"), "{line}");
    assert!(!out.contains(&live), "a build still running is not listed: {out}");
    assert!(out.contains("endgame-standard-3-pits-4-stones.db"), "{out}");
    // A solve that wants 6 stones resumes from the 4-stone database, not
    // from the temporary.
    let db = ["--endgame-stones", "6", "--db-dir", d, "--quiet"];
    let (code, _, err) = gametree(&solve_opening("standard", 3, 2, &db));
    assert_eq!((code, err.as_str()), (0, ""));
    let (code, out, _) = gametree(&["db", "remove", "--endgame-stones", "6", "--db-dir", d]);
    assert_eq!(code, 0);
    assert!(out.contains(&stale), "{out}");
    assert!(!dir.0.join(&stale).exists());
    assert!(dir.0.join(&live).exists());
    let (code, _, _) = gametree(&["db", "remove", "--all", "--db-dir", d]);
    assert_eq!(code, 0);
    let left: Vec<String> = std::fs::read_dir(&dir.0)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(left, [live]);
}

#[test]
fn a_crafted_header_reaches_the_terminal_escaped() {
    let dir = TempDir::new("db-crafted");
    let mut header = vec![0u8; 64];
    header[..16].copy_from_slice(b"gametree-kalahdb");
    header[16..20].copy_from_slice(&solve::file::VERSION.to_le_bytes());
    let rules = b"\x1b]2;PWNED\x07\x1b[2J";
    header[20..20 + rules.len()].copy_from_slice(rules);
    header[40] = 3;
    header[41] = 6;
    std::fs::write(dir.0.join("endgame-standard-3-pits-6-stones.db"), &header).unwrap();
    let (code, out, err) = gametree(&["db", "list", "--db-dir", dir.arg()]);
    assert_eq!(code, 0, "{err}");
    assert!(!out.contains('\x1b') && !out.contains('\x07'), "{out:?}");
    assert!(out.contains("\\u{1b}]2;PWNED\\u{7}\\u{1b}[2J"), "{out}");
    let db = ["--endgame-stones", "6", "--db-dir", dir.arg(), "--quiet"];
    let (code, out, err) = gametree(&solve_opening("standard", 3, 2, &db));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("a draw") || out.contains("wins"), "{out}");
    assert!(!err.contains('\x1b') && !err.contains('\x07'), "{err:?}");
    assert!(
        err.contains(
            "it holds \\u{1b}]2;PWNED\\u{7}\\u{1b}[2J rules, 3 pits, 6 stones: not what its name says"
        ),
        "{err}"
    );
}
