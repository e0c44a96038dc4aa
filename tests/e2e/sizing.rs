//! A search sized up before it runs, on the command line: a progress line
//! on the terminal while it is counted, and Ctrl-C ends the program at
//! once with the line cleared.

use crate::common::pty::{PATIENCE, run};
use std::io::Write;
use std::time::Instant;

/// Connect Four 4×4 with minimax has no depth limit that `stats` can
/// count to the end (15 s of CPU in a release build, minutes in a test
/// build): its counting says how far it has got, and Ctrl-C stops it.
#[test]
fn a_search_being_sized_up_shows_its_progress_and_ctrl_c_ends_it_clean() {
    let mut r = run(&["stats", "connect4-4x4"]);
    let shown = r.screen.wait_for("sizing up connect4-4x4 with minimax: to depth");
    assert!(
        shown.contains(" K steps, ") || shown.contains(" M steps, "),
        "{shown}"
    );
    // One line, that never fills the width: the ^C the terminal echoes
    // stays on it.
    let line = shown.lines().find(|l| l.contains("sizing up")).unwrap();
    assert!(line.trim_end().chars().count() <= 98, "{line:?}");
    r.keys.write_all(b"\x03").unwrap();
    let status = r.wait();
    assert_eq!(status.exit_code(), 130, "{status:?}");
    let start = Instant::now();
    while !r.screen.text().trim().is_empty() {
        assert!(start.elapsed() < PATIENCE, "the screen:\n{}", r.screen.text());
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert!(!r.screen.parser.lock().unwrap().screen().hide_cursor());
}
