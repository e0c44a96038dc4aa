//! The game screen in a pseudo-terminal, read through a terminal emulator:
//! `gametree kalah --pits 3 --seeds 2 --no-random`, sow from pit 3, see the
//! board change and the computer answer, open the move tree, come back to
//! the game, quit, and find the terminal restored.

use crate::common;

use common::pty::run;
use std::io::Write;

/// Whether a row of the screen has `n` pits holding `count`, side by side.
fn pits(screen: &str, count: &str, n: usize) -> bool {
    let row = vec![count; n].join("│");
    screen.lines().any(|l| {
        let cells: Vec<&str> = l.split('│').map(str::trim).collect();
        cells.join("│").contains(&format!("│{row}│"))
    })
}

#[test]
fn play_a_pit_open_the_tree_come_back_and_quit() {
    let mut r = run(&["kalah", "--pits", "3", "--seeds", "2", "--no-random"]);
    let start = r.screen.wait_for("South (you) to move");
    assert!(pits(&start, "2", 3), "{start}");
    r.keys.write_all(b"3").unwrap();
    // South's pit 3 ends in North's pit 1, which now holds 3: captured.
    // (The sentence runs on under the board: its end may be on the next row.)
    let after = r.screen.wait_for("South sowed 2 stones from pit 3, captured 3:");
    // The board is drawn large at 100×30: the mark under the count.
    assert!(after.contains("✕3"), "{after}");
    r.screen.wait_for("North chose");

    r.keys.write_all(b"t").unwrap();
    let tree = r.screen.wait_for("Step 0 of");
    assert!(
        tree.contains("Kalah, North to move") && tree.contains("▲ A"),
        "{tree}"
    );
    r.keys.write_all(b"q").unwrap();
    r.screen.wait_for("Computer's choice");
    r.quit();
    r.screen.assert_restored();
}

/// The resident memory of a process, in bytes (Linux).
fn resident(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let kb = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse::<u64>().ok());
    kb.unwrap_or(0) * 1024
}

/// Waits for `what` on the screen, polling often; how long it took.
fn seen_within(screen: &common::pty::Screen, what: &str) -> std::time::Duration {
    let start = std::time::Instant::now();
    while !screen.text().contains(what) {
        assert!(
            start.elapsed() < common::pty::PATIENCE,
            "never saw {what:?}:\n{}",
            screen.text()
        );
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    start.elapsed()
}

/// Kalah's move tree at depth 14 would take gigabytes: it is sized up in
/// the background with a progress line, Esc gives it up at once, and the
/// program stays within its memory budget.
#[test]
fn a_move_tree_too_deep_shows_progress_and_esc_gives_the_board_back() {
    let budget = 256 << 20;
    let mut r = run(&["kalah", "--depth", "14", "--max-tree-memory", "256MiB"]);
    r.screen.wait_for("South (you) to move");
    // Best of three, as every time here: the machine may be shared, and
    // a wall clock counts the other programs' turns too.
    let (mut progress, mut back) = (std::time::Duration::MAX, std::time::Duration::MAX);
    for _ in 0..3 {
        r.keys.write_all(b"T").unwrap();
        progress = progress.min(seen_within(&r.screen, "Sizing up the move tree to depth 14"));
        std::thread::sleep(std::time::Duration::from_millis(300));
        r.keys.write_all(b"\x1b").unwrap();
        back = back.min(seen_within(&r.screen, "South (you) to move"));
        if progress.as_millis() <= 2000 && back.as_millis() <= 1000 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(300));
    }
    // Bounds a loaded machine meets (an idle one: tens of milliseconds);
    // a build that blocked the screen would take minutes.
    assert!(progress.as_millis() <= 2000, "progress after {progress:?}");
    assert!(back.as_millis() <= 1000, "the board back after {back:?}");
    assert!(r.running(), "Esc gave up the tree, not the game");
    assert!(resident(r.pid()) < budget, "{} bytes", resident(r.pid()));
    // Asked again and left to finish, the estimate offers a depth that
    // fits; Enter builds it, and the whole stays within the budget.
    r.keys.write_all(b"T").unwrap();
    r.screen.wait_for("builds it to depth");
    r.keys.write_all(b"\r").unwrap();
    r.screen.wait_for("Step 0 of");
    assert!(resident(r.pid()) < budget, "{} bytes", resident(r.pid()));
    r.keys.write_all(b"q").unwrap();
    r.screen.wait_for("South (you) to move");
    r.quit();
    r.screen.assert_restored();
}

/// A game started from a position (`--board`, `--to-move`): `y` shows the
/// position as a command line in a box, and `q` prints it once the
/// terminal is given back, for the next lecture; Ctrl-C prints nothing.
#[test]
fn a_board_y_shows_its_command_line_and_q_prints_it() {
    let (mut r, line) = crate::two_humans_on_a_board();
    let start = r.screen.text();
    assert!(pits(&start, "4", 4), "{start}");
    r.keys.write_all(b"y").unwrap();
    let shown = r.screen.wait_for("Offered to the clipboard");
    assert!(shown.contains(&line), "{shown}");
    r.keys.write_all(b"y").unwrap();
    r.keys.write_all(b"2").unwrap();
    r.screen.wait_for("South sowed 4 stones from pit 2");
    r.quit();
    r.screen.assert_restored();
    // South's pit 2 sown: 4,0,5,5,1,5,4,4,4,0; North to move.
    let printed = r.screen.wait_for("gametree kalah --board");
    assert!(
        printed.contains(
            "gametree kalah --board 4,0,5,5,1,5,4,4,4,0 --to-move north --rules book --players human-human"
        ),
        "{printed}"
    );

    let mut r = run(&["kalah", "--board", "4,4,4,4,0,4,4,4,4,0", "--to-move", "south"]);
    r.screen.wait_for("South (you) to move");
    r.keys.write_all(b"\x03").unwrap();
    r.wait();
    r.screen.assert_restored();
    assert!(!r.screen.text().contains("gametree kalah"), "{}", r.screen.text());
}
