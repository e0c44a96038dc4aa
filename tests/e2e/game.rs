//! The game screen in a pseudo-terminal, read through a terminal emulator:
//! `gametree kalah --pits 3 --seeds 2 --no-random`, sow from pit 3, see the
//! board change and the computer answer, open the move tree, come back to
//! the game, quit, and find the terminal restored.

use crate::common;

use common::pty::run;
use std::io::Write;

#[test]
fn play_a_pit_open_the_tree_come_back_and_quit() {
    let mut r = run(&["kalah", "--pits", "3", "--seeds", "2", "--no-random"]);
    let start = r.screen.wait_for("South (you) to move");
    assert!(start.contains("│  2  │  2  │  2  │"), "{start}");
    r.keys.write_all(b"3").unwrap();
    // South's pit 3 ends in North's pit 1, which now holds 3: captured.
    let after = r.screen.wait_for("captured 3: North's pit 1");
    assert!(after.contains("0✕3"), "{after}");
    r.screen.wait_for("North chose");

    r.keys.write_all(b"t").unwrap();
    let tree = r.screen.wait_for("Step 0 of");
    assert!(
        tree.contains("Kalah, North to move") && tree.contains("▲ root"),
        "{tree}"
    );
    r.keys.write_all(b"q").unwrap();
    r.screen.wait_for("Computer's choice");
    r.quit();
    r.screen.assert_restored();
}
