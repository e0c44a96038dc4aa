//! A key that records the run again on a big file, in the real binary: the
//! status line says how far the recording has got, Esc gives it up and the
//! tutor stays on the old run.

use crate::common;

use common::pty::run;
use std::io::Write;

/// A uniform tree written out: `branching`^`depth` leaves worth -20 to 20.
fn uniform_ron(branching: usize, depth: u32) -> String {
    fn node(branching: usize, depth: u32, next: &mut i32) -> String {
        if depth == 0 {
            *next = (*next * 7 + 3) % 41;
            return (*next - 20).to_string();
        }
        let kids: Vec<String> = (0..branching).map(|_| node(branching, depth - 1, next)).collect();
        format!("(children: [{}])", kids.join(", "))
    }
    format!(
        "Scenario(title: \"big\", tree: {})",
        node(branching, depth, &mut 0)
    )
}

#[test]
fn a_big_recording_shows_its_progress_and_esc_gives_it_up() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("big.ron");
    // 262 144 leaves: negamax records some 1.5 million events.
    std::fs::write(&file, uniform_ron(8, 6)).unwrap();
    let mut r = run(&["open", file.to_str().unwrap()]);
    let opened = r.screen.wait_for("Step 0 of");
    assert!(opened.contains("alpha-beta"), "{opened}");
    r.keys.write_all(b"A").unwrap();
    r.screen.wait_for("recording negamax: ");
    r.screen.wait_for("steps · Esc cancels");
    r.keys.write_all(b"\x1b").unwrap();
    let text = r.screen.wait_for("recording given up");
    assert!(text.contains("alpha-beta"), "the old run stays:\n{text}");
    // The old run steps on.
    r.keys.write_all(b"l").unwrap();
    r.screen.wait_for("Step 1 of");
    r.quit();
    r.screen.assert_restored();
}
