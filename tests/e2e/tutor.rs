//! The real binary in a pseudo-terminal, read through a terminal emulator:
//! open bratko-fig2, step to the first cut-off, read why it happened and
//! the counters, quit, and find the terminal restored.

use crate::common;

use common::pty::run;
use std::io::Write;

#[test]
fn step_to_the_cutoff_read_why_and_quit() {
    let mut r = run(&["open", "bratko-fig2"]);
    let screen = &r.screen;
    screen.wait_for("Step 0 of 65");
    r.keys.write_all(b"c").unwrap();
    screen.wait_for("Step 35 of 65");
    // Under the canvas, Tab opens the pseudocode, then the counts, where
    // minimax's come in from the background on the timer.
    r.keys.write_all(b"\t\t").unwrap();
    let text = screen.wait_for("evaluations: α-β 5 · minimax 8");
    let sentence = "β-cutoff at e (MAX): its value is already ≥ 5, and MIN at b will never allow more than 4 \
                    (β = 4, set by b). e's other successor, e2, is not examined.";
    // The step panel is under the canvas, across the screen.
    let panel: String = screen
        .parser
        .lock()
        .unwrap()
        .screen()
        .rows(0, 100)
        .collect::<Vec<_>>()
        .join(" ");
    let words: Vec<&str> = panel.split_whitespace().collect();
    let wanted: Vec<&str> = sentence.split_whitespace().collect();
    assert!(
        words.windows(wanted.len()).any(|w| w == wanted),
        "no cut-off sentence in:\n{text}"
    );
    assert!(text.contains("evaluations: α-β 5 · minimax 8"), "{text}");
    assert!(
        text.lines()
            .any(|l| l.contains("β-cutoffs           1        1        0")),
        "{text}"
    );

    r.quit();
    r.screen.assert_restored();
}

#[test]
fn open_nim_7_proves_v_and_prove_tutor_opens_w() {
    let mut r = run(&["open", "nim-7"]);
    r.screen.wait_for("Step 0 of 75 · proof of V(7+) · nim-7");
    r.keys.write_all(b"G").unwrap();
    r.screen.wait_for("MINUS's strategy: in 6- take 2");
    r.quit();
    let mut r = run(&["prove", "nim-7", "--for", "plus", "--tutor"]);
    r.screen.wait_for("proof of W(7+) · nim-7");
    r.quit();
}

/// A click on a node of the tree selects it, and Enter runs the search to
/// it: the mouse reaches the tutor through the terminal, and the tutor
/// places the click without keeping anything from the frame it drew.
#[test]
fn a_click_selects_a_node_and_enter_runs_to_it() {
    let mut r = run(&["open", "bratko-fig2"]);
    let text = r.screen.wait_for("Step 0 of 65");
    // Find node c on the tree canvas.
    let row = text
        .lines()
        .position(|l| l.contains("▼ c"))
        .unwrap_or_else(|| panic!("no node c in:\n{text}"));
    let line: Vec<char> = text.lines().nth(row).unwrap().chars().collect();
    let column = line.windows(3).position(|w| w == ['▼', ' ', 'c']).unwrap() + 2;
    // An SGR mouse press and release, one-based.
    let (x, y) = (column + 1, row + 1);
    write!(r.keys, "\x1b[<0;{x};{y}M\x1b[<0;{x};{y}m").unwrap();
    r.keys.write_all(b"\r").unwrap();
    r.screen.wait_for("The search enters c (MIN)");
    r.quit();
    r.screen.assert_restored();
}
