//! Resumable solves: a solve stopped and run again from its resume file
//! finds what an uninterrupted one finds; a file of another solve, or a
//! damaged one, is refused in words.

use crate::command::{TempDir, dead_pid, empty_capture_5x4_solve, gametree, solve_opening, stopped_solve};
use gametree::engine::kalah::solve::resume::{Checkpoint, Job, Problem, Proved, Snapshot};
use gametree::engine::kalah::solve::{self, Setup, Solution, Watch};
use gametree::game::kalah::{Position, RuleSet, Side};
use proptest::prelude::*;
use std::sync::atomic::Ordering::Relaxed;
use std::time::Duration;

const BITS: u32 = 16;

fn job(rules: RuleSet, root: Position) -> Job {
    Job {
        rules: rules.rules(),
        root,
        endgame_stones: 0,
        table_bits: BITS,
    }
}

fn setup(watch: &Watch, threads: usize) -> Setup<'_> {
    Setup {
        table_bits: BITS,
        watch: Some(watch),
        threads,
        ..Setup::default()
    }
}

/// Runs the solve of `job` in `dir`, resuming from its file if there is
/// one, saving at every check-in (every 16 384 nodes) and stopping after
/// `stop_after` saves: the solution, or `None` if it was stopped.
fn run(job: &Job, dir: &std::path::Path, stop_after: usize) -> Option<Solution> {
    run_on(job, dir, stop_after, 1)
}

/// [`run`] on `threads` threads.
fn run_on(job: &Job, dir: &std::path::Path, stop_after: usize, threads: usize) -> Option<Solution> {
    let watch = Watch::new();
    let from = job.load(dir).unwrap();
    let before = from.as_ref().map_or(0, |s| s.nodes);
    let mut saves = 0;
    let mut save = |snap: &Snapshot| {
        job.save(dir, snap, before + snap.nodes, 0.0).unwrap();
        saves += 1;
        if saves > stop_after {
            watch.cancel.store(true, Relaxed);
        }
    };
    let checkpoint = Checkpoint {
        every: Duration::ZERO,
        save: &mut save,
    };
    let rules = job.rules;
    let found = solve::solve_resumable(
        &rules,
        &job.root,
        &setup(&watch, threads),
        from,
        Some(checkpoint),
        |_| {},
    );
    found.ok()
}

/// Solves the way `kalah solve` does: resumed until it finishes, the file
/// removed at the end; the number of runs it took.
fn solve_in_runs(job: &Job, dir: &std::path::Path, stops: &[usize]) -> (Solution, usize) {
    for (i, &stop) in stops.iter().enumerate() {
        if let Some(s) = run(job, dir, stop) {
            job.forget(dir);
            return (s, i + 1);
        }
    }
    let s = run(job, dir, usize::MAX).expect("never stopped");
    job.forget(dir);
    (s, stops.len() + 1)
}

fn uninterrupted(job: &Job) -> Solution {
    let watch = Watch::new();
    solve::solve_with(&job.rules, &job.root, &setup(&watch, 1), |_| {}).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8))]
    /// Stopped once or twice anywhere in a small solve (at any of its
    /// check-ins; these boards are proved by iterative deepening, so what
    /// is resumed is the table) and run again from its file, a solve finds
    /// the value and best move of one never stopped.
    #[test]
    fn a_resumed_solve_finds_what_an_uninterrupted_one_finds(
        (pits, seeds) in prop_oneof![Just((5, 3)), Just((4, 4))],
        stops in proptest::collection::vec(0usize..10, 1..3),
    ) {
        let root = Position::start(pits, seeds, Side::South).unwrap();
        let job = job(RuleSet::Standard, root);
        let dir = TempDir::new(&format!("resume-{pits}-{seeds}-{stops:?}").replace([' ', ',', '[', ']'], ""));
        let whole = uninterrupted(&job);
        let (resumed, runs) = solve_in_runs(&job, &dir.0, &stops);
        prop_assert!(runs > 1, "the solve was never stopped");
        prop_assert_eq!(resumed.value, whole.value);
        prop_assert_eq!(resumed.best_move, whole.best_move);
        prop_assert!(!job.path(&dir.0).exists());
    }
}

/// Empty-capture 5×4: its search to the end starts at about the 60th
/// check-in and ends at about the 190th.
fn empty_capture_5x4() -> (Job, &'static Solution) {
    static WHOLE: std::sync::OnceLock<Solution> = std::sync::OnceLock::new();
    let job = job(RuleSet::EmptyCapture, Position::start(5, 4, Side::South).unwrap());
    (job, WHOLE.get_or_init(|| uninterrupted(&job)))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4))]
    /// Stopped during its search to the end, a solve resumes from the
    /// bounds proved and finds the same value and best move.
    #[test]
    fn a_solve_stopped_in_its_search_to_the_end_resumes_from_the_bounds(stop in 70usize..180) {
        let (job, whole) = empty_capture_5x4();
        let dir = TempDir::new(&format!("resume-exact-{stop}"));
        prop_assert!(run(&job, &dir.0, stop).is_none());
        let saved = job.load(&dir.0).unwrap().expect("saved when stopped");
        prop_assert!(saved.proved.exact, "{:?}", saved.proved);
        prop_assert!(saved.proved.lower <= whole.value && whole.value <= saved.proved.upper);
        let (resumed, _) = solve_in_runs(&job, &dir.0, &[]);
        prop_assert_eq!(resumed.value, whole.value);
        prop_assert_eq!(resumed.best_move, whole.best_move);
        // It went on from there rather than from the start.
        prop_assert!(resumed.nodes < whole.nodes, "{} against {}", resumed.nodes, whole.nodes);
    }
}

/// On two threads, a solve saves its table at every check-in while its
/// helper waits; stopped in its search to the end and resumed, on two
/// threads again, it finds the value and best move of one thread never
/// stopped.
#[test]
fn a_solve_on_two_threads_saves_and_resumes() {
    let (job, whole) = empty_capture_5x4();
    let stop = 100;
    let dir = TempDir::new(&format!("resume-threads-{stop}"));
    assert!(run_on(&job, &dir.0, stop, 2).is_none());
    let saved = job.load(&dir.0).unwrap().expect("saved when stopped");
    let p = saved.proved;
    assert!(
        p.exact && p.lower <= whole.value && whole.value <= p.upper,
        "{p:?}"
    );
    let resumed = run_on(&job, &dir.0, usize::MAX, 2).expect("never stopped");
    job.forget(&dir.0);
    assert_eq!(resumed.value, whole.value, "stopped after {stop} saves");
    assert_eq!(resumed.best_move, whole.best_move, "stopped after {stop} saves");
}

/// Saves one file of `job` in `dir` (stopped at once).
fn saved_file(job: &Job, dir: &std::path::Path) -> std::path::PathBuf {
    assert!(run(job, dir, 0).is_none());
    job.path(dir)
}

#[test]
fn a_resume_file_of_another_solve_or_damaged_is_refused() {
    let dir = TempDir::new("resume-refused");
    let root = Position::start(5, 3, Side::South).unwrap();
    let job = job(RuleSet::Standard, root);
    let path = saved_file(&job, &dir.0);
    // Another table size or database: refused, saying what it was saved with.
    let other = Job {
        table_bits: 17,
        ..job
    };
    assert!(matches!(
        other.load(&dir.0),
        Err(Problem::OtherSetup {
            endgame_stones: 0,
            table_bits: 16
        })
    ));
    let other = Job {
        endgame_stones: 8,
        ..job
    };
    assert!(matches!(other.load(&dir.0), Err(Problem::OtherSetup { .. })));
    // A changed table: the checksum.
    let mut bytes = std::fs::read(&path).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    std::fs::write(&path, &bytes).unwrap();
    assert!(matches!(job.load(&dir.0), Err(Problem::Checksum)));
    // Cut short.
    std::fs::write(&path, &bytes[..1000]).unwrap();
    assert!(matches!(job.load(&dir.0), Err(Problem::Truncated { .. })));
    // Another format version, and not a resume file at all.
    bytes[16] = 99;
    std::fs::write(&path, &bytes).unwrap();
    assert!(matches!(job.load(&dir.0), Err(Problem::Version { found: 99 })));
    std::fs::write(&path, b"hello").unwrap();
    assert!(matches!(job.load(&dir.0), Err(Problem::NotAResumeFile)));
    // The other rules' file has another name: none to resume.
    let empty = Job {
        rules: RuleSet::EmptyCapture.rules(),
        ..job
    };
    assert!(empty.load(&dir.0).unwrap().is_none());
}

/// The header is under the checksum too: a bit flipped in the proved
/// bounds or in the flag that says the search to the end had started is
/// found, and bounds no solve can prove are refused even under a matching
/// checksum (a file written by a faulty program), never resumed from.
#[test]
fn a_resume_file_s_proved_bounds_are_checked_with_the_table() {
    let dir = TempDir::new("resume-bounds");
    let root = Position::start(5, 3, Side::South).unwrap();
    let job = job(RuleSet::Standard, root);
    let path = saved_file(&job, &dir.0);
    let good = std::fs::read(&path).unwrap();
    assert!(job.load(&dir.0).is_ok());
    // Bit 3 of the lower bound, the upper bound, the guess; the flag.
    for (byte, bit) in [(64, 3), (68, 0), (72, 5), (44, 0), (80, 1), (41, 0)] {
        let mut bytes = good.clone();
        bytes[byte] ^= 1 << bit;
        std::fs::write(&path, &bytes).unwrap();
        let loaded = job.load(&dir.0);
        assert!(
            matches!(loaded, Err(Problem::Checksum) | Err(Problem::OtherSetup { .. })),
            "byte {byte} bit {bit}: {:?}",
            loaded.map(|s| s.map(|s| s.proved))
        );
    }
    // Sealed, but impossible: out of order, or past the 30 stones.
    let table = &good[128..];
    for (lower, upper, guess) in [(5, -3, 0), (-100, 4, 0), (-7, 31, 0), (0, 4, 99)] {
        let proved = Proved {
            lower,
            upper,
            guess,
            exact: true,
        };
        let snap = Snapshot {
            proved,
            nodes: 0,
            table,
            table_bits: BITS,
        };
        job.save(&dir.0, &snap, 0, 0.0).unwrap();
        assert_eq!(
            job.load(&dir.0).err(),
            Some(Problem::Bounds {
                lower,
                upper,
                guess,
                stones: 30
            })
        );
    }
    // The command line refuses it in words, and the file is kept.
    let table = [
        "--table-bits",
        "16",
        "--endgame-stones",
        "0",
        "--db-dir",
        dir.arg(),
    ];
    let args = solve_opening("standard", 5, 3, &table);
    let (code, out, err) = gametree(&args);
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        err.contains("cannot be resumed") && err.contains("no solve of this board can prove"),
        "{err}"
    );
    assert!(path.exists());
    let mut bytes = good.clone();
    bytes[64] ^= 1 << 3;
    std::fs::write(&path, &bytes).unwrap();
    let (code, _, err) = gametree(&args);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("do not match their checksum"), "{err}");
    assert!(path.exists());
}

/// Ctrl-C saves a resume file, which `db list` shows, a solve with
/// another table refuses, the same solve resumes from (and removes), and
/// `db remove --resume` removes.
#[test]
fn resume_files_on_the_command_line() {
    let dir = TempDir::new("resume-cli");
    let d = dir.arg();
    let (code, err) = stopped_solve(d, libc::SIGINT);
    assert_eq!(code, Some(130), "{err}");
    assert!(err.contains("interrupted after"), "{err}");
    assert!(
        err.contains("progress saved to") && err.contains(".resume (1.00 MiB)"),
        "{err}"
    );
    assert!(err.contains("run the same command again"), "{err}");
    let (code, out, _) = gametree(&["db", "list", "--db-dir", d]);
    assert_eq!(code, 0);
    assert!(out.contains("resume files of solves:"), "{out}");
    assert!(out.contains("solve-empty-capture-5-pits-"), "{out}");
    assert!(
        out.contains("South to move at 4,4,4,4,4,0,4,4,4,4,4,0, empty-capture rules, no database:"),
        "{out}"
    );
    assert!(out.contains("1.00 MiB, saved"), "{out}");
    // Another table size: refused, saying what it was saved with.
    let (code, _, err) = gametree(&empty_capture_5x4_solve(17, d));
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("cannot be resumed"), "{err}");
    assert!(err.contains("no database and a table of 2^16 entries"), "{err}");
    // The same solve goes on from it, finds the published value, and
    // removes it.
    let (code, out, err) = gametree(&empty_capture_5x4_solve(16, d));
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("resuming from"), "{err}");
    assert!(out.contains("South (first) wins by 12"), "{out}");
    let (_, out, _) = gametree(&["db", "list", "--db-dir", d]);
    assert!(!out.contains("resume files"), "{out}");
    // Stopped again, and removed by `db remove --resume`, as is a file
    // that cannot be read; databases are kept.
    let (code, err) = stopped_solve(d, libc::SIGINT);
    assert_eq!(code, Some(130), "{err}");
    std::fs::write(dir.0.join("solve-broken.resume"), b"hello").unwrap();
    // A save's temporary file: of a process that is gone, listed; of one
    // alive (this test), a save under way, left alone.
    let stale = format!("solve-broken.resume-tmp{}", dead_pid());
    std::fs::write(dir.0.join(&stale), b"half").unwrap();
    let alive = format!("solve-broken.resume-tmp{}", std::process::id());
    std::fs::write(dir.0.join(&alive), b"half").unwrap();
    let (_, out, _) = gametree(&["db", "list", "--db-dir", d]);
    assert!(
        out.contains("cannot be read: not a gametree resume file"),
        "{out}"
    );
    assert!(out.contains(&stale), "{out}");
    assert!(
        out.contains("left by a solve that was stopped while it saved"),
        "{out}"
    );
    assert!(!out.contains(&alive), "{out}");
    let (code, _, err) = gametree(&["db", "remove", "--db-dir", d]);
    assert_eq!(code, 1);
    assert!(err.contains("--resume"), "{err}");
    let (code, out, _) = gametree(&["db", "remove", "--resume", "--db-dir", d]);
    assert_eq!(code, 0);
    assert_eq!(out.matches("removed").count(), 3, "{out}");
    assert!(dir.0.join(&alive).exists());
    std::fs::remove_file(dir.0.join(&alive)).unwrap();
    let (_, out, _) = gametree(&["db", "list", "--db-dir", d]);
    assert!(!out.contains("resume files") && !out.contains(".resume"), "{out}");
}
