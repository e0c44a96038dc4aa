//! Practice answers are never lost. The record's file is made
//! before the first question and holds every answer as it is given, with
//! `"finished": false`, whatever ends the program: kill -TERM, -HUP or
//! -INT, a terminal closed under it; `--json -` prints it on a signal; a
//! file that cannot be written sends it to the state folder, said on the
//! way out.

use crate::common;
use crate::common::cli::Gametree;

use common::pty::{Running, Uncontrolled, run, run_with};
use serde_json::Value;
use std::io::Write;
use std::path::{Path, PathBuf};

/// A file of its own for a test's record.
fn record_file(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("gametree-record-{name}-{}.json", std::process::id()))
}

fn read(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap()
}

/// An exam on bratko-fig2's cut-offs, its record in `file`, two answers
/// given: d's test does not cut, b's does.
fn two_answers_in_an_exam(file: &Path) -> Running {
    let mut r = run(&[
        "practice",
        "bratko-fig2",
        "--ask",
        "cuts",
        "--exam",
        "--json",
        file.to_str().unwrap(),
    ]);
    r.screen.wait_for("Exam · question 1 of 10");
    // Made before the first question.
    let first = read(file);
    assert_eq!(first["finished"], false);
    assert!(first["questions"][0]["answer"].is_null(), "{first}");
    r.keys.write_all(b"none\r").unwrap();
    r.screen.wait_for("question 2 of 10");
    r.keys.write_all(b"b\r").unwrap();
    r.screen.wait_for("question 3 of 10");
    r
}

/// The record of an exam cut short: both answers, nothing graded.
fn holds_two_answers_ungraded(record: &Value) {
    let q = &record["questions"];
    assert_eq!(q[0]["answer"], "none", "{record}");
    assert_eq!(q[1]["answer"], "b", "{record}");
    assert!(q[2]["answer"].is_null(), "{record}");
    assert!(
        q[1]["correct"].is_null() && q[1]["expected"].is_null(),
        "{record}"
    );
    assert!(record["score"].is_null(), "{record}");
    assert_eq!(record["finished"], false, "{record}");
    assert!(
        record["started"].as_str().is_some_and(|s| s.ends_with('Z')),
        "{record}"
    );
}

#[test]
fn a_signal_after_two_answers_leaves_them_in_the_record() {
    for signal in ["TERM", "HUP", "INT"] {
        let file = record_file(&format!("sig{signal}"));
        let mut r = two_answers_in_an_exam(&file);
        // Written after each answer, before any signal.
        holds_two_answers_ungraded(&read(&file));
        r.signal(signal);
        let status = r.wait();
        assert!(!status.success(), "SIG{signal}: {status:?}");
        r.screen.assert_restored();
        holds_two_answers_ungraded(&read(&file));
        std::fs::remove_file(&file).ok();
    }
}

#[test]
fn with_json_to_standard_output_a_signal_prints_the_record() {
    let mut r = run(&["practice", "bratko-fig2", "--ask", "values", "--json", "-"]);
    r.screen.wait_for("What value does d return?");
    r.keys.write_all(b"4\r").unwrap();
    r.screen.wait_for("Right.");
    r.keys.write_all(b"\r>=5\r").unwrap();
    r.screen.wait_for("question 2 of 6 · values: 2/2");
    r.signal("TERM");
    r.wait();
    r.screen.assert_restored();
    let text = r.screen.wait_for("\"version\":1}");
    let json = &text[text.find('{').unwrap()..=text.rfind('}').unwrap()];
    let record: Value = serde_json::from_str(json).unwrap();
    assert_eq!(record["questions"][0]["answer"], "4");
    assert_eq!(record["questions"][1]["answer"], ">=5");
    assert_eq!(record["questions"][1]["correct"], true);
    assert_eq!(record["finished"], false);
}

#[test]
fn with_json_to_standard_output_the_end_prints_the_finished_record() {
    let mut r = run(&["practice", "bratko-fig2", "--ask", "best", "--json"]);
    r.screen.wait_for("which move does it choose at a?");
    r.keys.write_all(b"b\r").unwrap();
    r.screen.wait_for("Right.");
    r.keys.write_all(b"\x1b").unwrap();
    assert!(r.wait().success());
    let text = r.screen.wait_for("\"version\":1}");
    let json = &text[text.find('{').unwrap()..=text.rfind('}').unwrap()];
    let record: Value = serde_json::from_str(json).unwrap();
    assert_eq!(record["questions"][0]["answer"], "b");
    assert_eq!(record["finished"], true);
    assert_eq!(record["score"]["best"], serde_json::json!([1, 1]));
}

/// The binary's input and output on a pseudo-terminal that is not its
/// controlling one, so that closing it sends no SIGHUP (as under nohup):
/// the answers typed, then the terminal closed.
#[test]
fn a_terminal_closed_under_the_practice_leaves_the_answers_in_the_record() {
    let file = record_file("closed");
    let mut run = Gametree::english(&[]);
    run.args(["practice", "bratko-fig2", "--ask", "cuts", "--exam", "--json"])
        .arg(&file)
        .env(
            "XDG_STATE_HOME",
            std::env::temp_dir().join("gametree-record-closed-state"),
        );
    let mut t = Uncontrolled::spawn(&mut run);
    t.screen.wait_for("question 1 of 10");
    t.keys.write_all(b"none\r").unwrap();
    t.screen.wait_for("question 2 of 10");
    t.keys.write_all(b"b\r").unwrap();
    t.screen.wait_for("question 3 of 10");
    let status = t.close();
    assert_eq!(status.code(), Some(129), "{status:?}");
    holds_two_answers_ungraded(&read(&file));
    std::fs::remove_file(&file).ok();
}

/// A folder that is not there: the record goes to the state folder from
/// the first question on, and the way out says where.
#[test]
fn a_record_that_cannot_be_written_goes_to_the_state_folder_and_is_named() {
    let state = std::env::temp_dir().join(format!("gametree-record-state-{}", std::process::id()));
    let missing = std::env::temp_dir()
        .join("gametree-no-such-folder")
        .join("exam.json");
    let mut r = run_with(
        &[
            "practice",
            "bratko-fig2",
            "--ask",
            "cuts",
            "--json",
            missing.to_str().unwrap(),
        ],
        &[("XDG_STATE_HOME", state.to_str().unwrap())],
    );
    r.screen.wait_for("question 1 of 10");
    r.keys.write_all(b"none\r").unwrap();
    r.screen.wait_for("Right.");
    let folder = state.join("gametree").join("practice");
    let files: Vec<PathBuf> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    assert!(
        files[0]
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("exam-")
    );
    assert_eq!(read(&files[0])["questions"][0]["answer"], "none");
    r.keys.write_all(b"\x1b").unwrap();
    assert!(r.wait().success());
    let text = r.screen.wait_for("it is in");
    assert!(text.contains("the record could not be written to"), "{text}");
    assert!(
        text.replace('\n', "").contains(&files[0].display().to_string()),
        "{text}"
    );
    let record = read(&files[0]);
    assert_eq!(record["finished"], true);
    assert_eq!(record["questions"][0]["correct"], true);
    assert!(!missing.exists());
    std::fs::remove_dir_all(&state).ok();
}
