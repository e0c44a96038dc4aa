//! What is drawn says what happened, on every view, as the binary draws
//! it in a terminal: a leaf a cut-off left out is written in brackets in
//! the outline and the side-by-side view whatever the theme (in high
//! contrast no colour tells it apart); in ASCII the path line's arrows are
//! `->`, never a `>` that reads as "greater"; at 80×24 the decision table
//! keeps the case that applied and the step panel its path line, in each
//! language.

use crate::common::pty::{run, run_sized};
use std::io::Write;

#[test]
fn pruned_leaves_are_bracketed_in_the_outline_and_side_by_side_in_high_contrast() {
    let mut r = run(&["--theme", "high-contrast", "open", "chapter-fig19"]);
    r.screen.wait_for("Step 0 of 71");
    r.keys.write_all(b"x").unwrap();
    r.keys.write_all(b"\x1b[F").unwrap();
    r.screen.wait_for("Step 71 of 71");
    // W6's successors are left out by the α-cutoff at W6: W6.1's value,
    // never evaluated, in brackets, as the canvas writes it.
    let screen = r.screen.wait_for("W6.1  (1)");
    assert!(screen.contains("W3.2  (5)"), "{screen}");
    assert!(!screen.contains("W6.1  1"), "{screen}");
    r.keys.write_all(b"v").unwrap();
    r.keys.write_all(b"\x1b[F").unwrap();
    let screen = r.screen.wait_for("W7.1  (2)");
    assert!(screen.contains("W6.1  (1)"), "{screen}");
    r.quit();
    r.screen.assert_restored();
}

#[test]
fn the_ascii_path_line_writes_arrows_as_arrows() {
    let mut r = run(&["--symbols", "ascii", "open", "bratko-fig2"]);
    r.screen.wait_for("Step 0 of 65");
    r.keys.write_all(b"c").unwrap();
    r.screen.wait_for("Step 35 of 65");
    r.screen.wait_for("Path: a ^ -> b v <= 4 -> e ^ >= 5");
    r.keys.write_all(b"\x1b[F").unwrap();
    // A dash between words is `--`, never a minus sign's `-`.
    r.screen.wait_for("Principal variation: a -> b -> d");
    r.quit();
    let mut r = run_sized(
        &["--lang", "ru", "--symbols", "ascii", "open", "chapter-fig19"],
        &[],
        (100, 30),
    );
    r.screen.wait_for("71");
    r.keys.write_all(b"\x1b[F").unwrap();
    r.screen.wait_for("оценка W0 -- 3, наилучший ход -- W1");
    r.quit();
}

#[test]
fn at_80x24_the_decision_keeps_its_applied_case_and_the_step_its_path() {
    for (lang, cut, path) in [
        ("en", "▶v≥β: ✂ β-cutoff", "Path: a ▲ → b ▼ ≤ 4 → e ▲ ≥ 5"),
        ("ru", "▶v≥β: ✂ β-отсечение", "Путь: a ▲ → b ▼ ≤ 4 → e ▲ ≥ 5"),
        ("uk", "▶v≥β: ✂ β-відсікання", "Шлях: a ▲ → b ▼ ≤ 4 → e ▲ ≥ 5"),
    ] {
        for size in [(80, 24), (64, 20)] {
            let mut r = run_sized(&["--lang", lang, "open", "bratko-fig2"], &[], size);
            r.screen.wait_for("bratko-fig2");
            r.keys.write_all(b"c").unwrap();
            r.screen.wait_for(path);
            // The counts and the decision, under their tab.
            r.keys.write_all(b"\t\t").unwrap();
            r.screen.wait_for(cut);
            r.screen.wait_for(path);
            r.quit();
        }
    }
}
