//! The files the screens open, named as pipes: written to a reader that
//! is there, refused at once when none is, never waited on.

use crate::common::pipes::{Attached, fifo};
use crate::common::pty::{run, run_with};
use std::io::Write;

/// `practice --json PIPE` with a reader: the record goes into the pipe
/// when the practice ends (it had waited in an open that looked at the
/// output, before the first question).
#[test]
fn a_practice_record_into_a_named_pipe_reaches_its_reader() {
    let dir = tempfile::tempdir().unwrap();
    let pipe = dir.path().join("record.fifo");
    fifo(&pipe);
    let reader = Attached::to(&pipe);
    let mut r = run(&[
        "practice",
        "bratko-fig2",
        "--ask",
        "best",
        "--json",
        pipe.to_str().unwrap(),
    ]);
    r.screen.wait_for("which move does it choose at a?");
    r.keys.write_all(b"b\r").unwrap();
    r.screen.wait_for("Right.");
    r.keys.write_all(b"\x1b").unwrap();
    assert!(r.wait().success());
    let text = reader.read();
    let record: serde_json::Value =
        serde_json::from_str(text.trim()).unwrap_or_else(|e| panic!("{e}: {text}"));
    assert_eq!(record["questions"][0]["answer"], "b");
    assert_eq!(record["finished"], true);
}

/// The picker's remembered place (a file in the state folder), a named
/// pipe: the picker opens at the top and an entry opens, without waiting
/// on the pipe to read or to write it.
#[test]
fn the_picker_s_place_a_named_pipe_is_passed_over() {
    let state = tempfile::tempdir().unwrap();
    let folder = state.path().join("gametree");
    std::fs::create_dir_all(&folder).unwrap();
    fifo(&folder.join("picker"));
    let mut r = run_with(&[], &[("XDG_STATE_HOME", state.path().to_str().unwrap())]);
    r.screen.wait_for("bratko-fig2");
    // Enter opens the entry, which keeps its place in the pipe: refused
    // at once, since nobody reads it.
    r.keys.write_all(b"\r").unwrap();
    r.screen.wait_for("alpha-beta");
    r.keys.write_all(b"q").unwrap();
    r.keys.write_all(b"q").unwrap();
    assert!(r.wait().success());
}
