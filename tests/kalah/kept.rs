//! What the solver keeps on disk, said truly: a named pipe (or any file
//! that is not a regular one) named as an endgame database or a resume
//! file never keeps a command waiting; a stopped solve says whether its
//! progress was saved now, or what an earlier save left, or that nothing
//! was kept; SIGHUP and SIGTERM save as Ctrl-C does; the JSON says whose
//! side a value is from.

use crate::command::{
    TempDir, build_database, ended_within, gametree, ran_within, solve_opening, stopped_solve,
};
use crate::isolated::Gametree;
use crate::pipes::fifo;
use gametree::engine::kalah::solve::resume::Job;
use gametree::game::kalah::{Position, RuleSet, Side};
use std::io::Read;
use std::path::Path;
use std::process::Stdio;

/// The seconds each command here is given to end: ample on a loaded
/// machine, while one that waits on a pipe never ends (its code is then
/// `None`: before these fixes a pipe kept the command waiting for ever).
const ENDS: u64 = 60;

fn is_pipe(path: &Path) -> bool {
    use std::os::unix::fs::FileTypeExt;
    std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_fifo())
}

#[test]
fn a_pipe_named_as_the_database_is_never_opened() {
    let dir = TempDir::new("kept-db-pipe");
    let pipe = dir.0.join("endgame-standard-3-pits-6-stones.db");
    fifo(&pipe);
    let db = ["--endgame-stones", "6", "--db-dir", dir.arg(), "--quiet"];
    let (code, err) = ran_within(&solve_opening("standard", 3, 2, &db), ENDS);
    assert_eq!(code, Some(0), "{err}");
    // Said when it is read and when the database would be kept; the
    // database is built in memory and the pipe left as it is.
    let taken = "its name is taken by a named pipe, not a regular file";
    assert_eq!(err.matches(taken).count(), 2, "{err}");
    assert!(err.contains("building it again"), "{err}");
    assert!(err.contains("this run uses it from memory"), "{err}");
    assert!(is_pipe(&pipe));
    // `db list` does not open it either; `db build` refuses to keep a
    // database there.
    let (code, err) = ran_within(&["db", "list", "--db-dir", dir.arg()], ENDS);
    assert_eq!(code, Some(0), "{err}");
    let build = build_database("standard", 3, 6, &["--db-dir", dir.arg(), "--quiet"]);
    let (code, err) = ran_within(&build, ENDS);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains(taken), "{err}");
    assert!(is_pipe(&pipe));
}

/// The resume file of `kalah solve --rules standard --pits 5 --seeds 3
/// --table-bits 16 --endgame-stones 0` in `dir`.
fn resume_path(dir: &Path) -> std::path::PathBuf {
    Job {
        rules: RuleSet::Standard.rules(),
        root: Position::start(5, 3, Side::South).unwrap(),
        endgame_stones: 0,
        table_bits: 16,
    }
    .path(dir)
}

#[test]
fn a_pipe_named_as_the_resume_file_is_refused_listed_and_removed() {
    let dir = TempDir::new("kept-resume-pipe");
    let d = dir.arg();
    let pipe = resume_path(&dir.0);
    fifo(&pipe);
    let table = ["--table-bits", "16", "--endgame-stones", "0", "--db-dir", d];
    let solve = solve_opening("standard", 5, 3, &table);
    let (code, err) = ran_within(&solve, ENDS);
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains("cannot be resumed: its name is taken by a named pipe, not a regular file"),
        "{err}"
    );
    assert!(is_pipe(&pipe));
    let (_run, mut child) = {
        let mut run = Gametree::english(&["kalah", "db", "list", "--db-dir", d]);
        let child = run.stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
        (run, child)
    };
    let mut listed = String::new();
    child.stdout.take().unwrap().read_to_string(&mut listed).unwrap();
    let (code, err) = ended_within(child, ENDS);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        listed.contains("cannot be read: its name is taken by a named pipe"),
        "{listed}"
    );
    let (code, err) = ran_within(&["db", "remove", "--resume", "--db-dir", d], ENDS);
    assert_eq!(code, Some(0), "{err}");
    assert!(!pipe.exists());
    // With the pipe gone the solve runs.
    let (code, out, err) = gametree(&solve);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("wins by 6"), "{out}");
}

#[test]
fn sighup_and_sigterm_save_a_solve_s_progress_as_ctrl_c_does() {
    for (signal, code, said) in [
        (
            libc::SIGHUP,
            129,
            "stopped by SIGHUP (the terminal closed or the connection dropped) after",
        ),
        (libc::SIGTERM, 143, "stopped by SIGTERM after"),
    ] {
        let dir = TempDir::new(&format!("kept-signal-{signal}"));
        let (exit, err) = stopped_solve(dir.arg(), signal);
        assert_eq!(exit, Some(code), "{err}");
        assert!(err.contains(said), "{err}");
        assert!(err.contains("progress saved to"), "{err}");
        let (code, out, err) = gametree(&["db", "list", "--db-dir", dir.arg()]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("solve-empty-capture-5-pits-"), "{out}");
    }
}

/// Whether this test can mount a file system of its own (as root, in a
/// mount namespace of its own): where it cannot, the full disk is tested
/// by an injected writer only (`cli::kalah::solve`'s unit tests).
fn can_mount_tmpfs() -> bool {
    let dir = TempDir::new("kept-can-mount");
    let script = format!("mount -t tmpfs -o size=64k tmpfs '{}'", dir.arg());
    std::process::Command::new("unshare")
        .args(["-m", "sh", "-c", &script])
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// A full disk: a solve saves its progress on a small file system, and a
/// second run, resumed from it, has no room for the next save: it says so
/// at the start in the resume file's words, and when stopped says that the
/// file there holds the earlier save (never "saved").
#[test]
fn a_save_that_does_not_fit_says_that_the_earlier_one_is_kept() {
    if !can_mount_tmpfs() {
        eprintln!("skipped: no tmpfs can be mounted here");
        return;
    }
    let dir = TempDir::new("kept-full");
    // The resume file takes 1 MiB and 128 bytes: one fits, two do not.
    // Kalah(6,4) without a database takes minutes, so neither run can
    // finish before its 3 s, however fast the machine.
    let solve = "\"$0\" --lang en kalah solve --rules empty-capture --pits 6 --seeds 4 \
                 --table-bits 16 --endgame-stones 0 --db-dir \"$D\"";
    let script = format!(
        "D='{d}'; mount -t tmpfs -o size=1600k tmpfs \"$D\" || exit 99; \
         timeout --preserve-status -s INT 3 {solve} >/dev/null; echo \"first: $?\" >&2; \
         timeout --preserve-status -s INT 3 {solve} >/dev/null; echo \"second: $?\" >&2; \
         ls \"$D\" >&2",
        d = dir.arg()
    );
    let mut run = Gametree::script(&["unshare", "-m"], &script);
    let out = run.output().unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("first: 130"), "{err}");
    assert!(err.contains("second: 130"), "{err}");
    let (first, second) = err.split_once("first: 130").unwrap();
    assert!(first.contains("progress saved to"), "{first}");
    assert!(
        second.contains("progress cannot be saved in")
            && second.contains("and the resume file takes 1.00 MiB"),
        "{second}"
    );
    assert!(!second.contains("progress saved to"), "{second}");
    assert!(
        second.contains("progress could not be saved to")
            && second.contains("the file there holds an earlier save"),
        "{second}"
    );
    assert!(
        second.contains(".resume\n"),
        "the earlier save is there: {second}"
    );
}

#[test]
fn a_resume_file_of_a_table_no_option_gives_is_refused_without_suggesting_it() {
    use gametree::engine::kalah::solve::resume::{Proved, Snapshot};
    let dir = TempDir::new("kept-bits");
    let job = Job {
        rules: RuleSet::Standard.rules(),
        root: Position::start(5, 3, Side::South).unwrap(),
        endgame_stones: 0,
        table_bits: 10,
    };
    let table = vec![0u8; 16 << 10];
    let snap = Snapshot {
        proved: Proved::default(),
        nodes: 1,
        table: &table,
        table_bits: 10,
    };
    let path = job.save(&dir.0, &snap, 1, 0.5).unwrap();
    // A header that says 2^60 entries, as a damaged one may.
    let mut bytes = std::fs::read(&path).unwrap();
    bytes[42] = 60;
    std::fs::write(&path, &bytes).unwrap();
    let table = [
        "--table-bits",
        "10",
        "--endgame-stones",
        "0",
        "--db-dir",
        dir.arg(),
    ];
    let (code, _, err) = gametree(&solve_opening("standard", 5, 3, &table));
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("a table of 2^60 entries, which no options of this program give (damaged?)"),
        "{err}"
    );
    assert!(!err.contains("--table-bits 60"), "{err}");
    // One the options give is suggested as they write it.
    bytes[42] = 12;
    std::fs::write(&path, &bytes).unwrap();
    let table = ["--table-bits", "10", "--db-dir", dir.arg()];
    let (code, _, err) = gametree(&solve_opening("standard", 5, 3, &table));
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("(--endgame-stones 0 --table-bits 12)"), "{err}");
}

/// `--json` says whose side the value is from (the side to move's store
/// minus the other's), and who wins by how much, as the text does.
#[test]
fn solve_s_json_says_whose_side_its_value_is_from() {
    // North to move on a small board that South wins.
    let board = [
        "--rules",
        "standard",
        "--board",
        "2,1,0,5,1,0,0,1",
        "--to-move",
        "north",
        "--quiet",
    ];
    let (code, text, err) = gametree(&[&["solve"][..], &board].concat());
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = gametree(&[&["solve"][..], &board, &["--json"]].concat());
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["value_for"], "north");
    let value = v["value"].as_i64().unwrap();
    let margin = v["margin"].as_i64().unwrap();
    assert_eq!(margin, value.abs());
    assert!(value < 0, "South wins there: {out}");
    let winner = "South";
    assert_eq!(v["winner"], winner.to_lowercase().as_str());
    assert!(
        text.contains(&format!("{winner} wins by {margin}")),
        "{text} against {out}"
    );
}
