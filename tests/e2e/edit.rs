//! Editing a tree in the tutor, end to end: bratko-fig2 at its
//! β-cutoff (step 35), e1 set to 3: the tutor stays at step 35, now "no
//! β-cutoff", and says where e's test fires now; leaving asks while the
//! edit is not written; `u` brings the cut-off back at 35, `U` makes the
//! edit again; `w` writes `bratko-fig2-edited.ron` beside the file, which
//! `check` accepts and which opens to the edited tree.

use crate::common;
use crate::common::cli::gametree;

use common::pty::run;
use std::io::Write;

#[test]
fn set_e1_to_3_stay_at_the_step_undo_and_write() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bratko-fig2.ron");
    std::fs::copy("scenarios/bratko-fig2.ron", &file).unwrap();
    let mut r = run(&["open", file.to_str().unwrap()]);
    r.screen.wait_for("Step 0 of 65");
    r.keys.write_all(b"c").unwrap();
    r.screen.wait_for("Step 35 of 65");
    // Down from e, the current node, selects e1; = asks for its value.
    r.keys.write_all(b"\x1b[B=").unwrap();
    r.screen.wait_for("New value of e1");
    r.keys.write_all(b"3\r").unwrap();
    r.screen.wait_for("Step 35 of 72");
    r.screen.wait_for("v = 3 < β = 4, so no β-cutoff");
    // The note under the key bar, over two lines.
    r.screen
        .wait_for("evaluations 5 → 6 · the β-cutoff at e is gone; e's test fires at step");
    r.screen.wait_for("42, with nothing left to cut");

    // q with the edit not written asks; n stays.
    r.keys.write_all(b"q").unwrap();
    r.screen.wait_for("Leave anyway? y / n");
    r.keys.write_all(b"n").unwrap();
    r.screen.wait_for("cancelled");

    r.keys.write_all(b"u").unwrap();
    r.screen.wait_for("Step 35 of 65");
    r.screen.wait_for("β-cutoff at e (MAX)");
    r.keys.write_all(b"U").unwrap();
    r.screen.wait_for("Step 35 of 72");

    r.keys.write_all(b"w").unwrap();
    r.screen.wait_for("bratko-fig2-edited.ron▏");
    r.keys.write_all(b"\r").unwrap();
    r.screen.wait_for("the edited tree written to");
    // Written: q leaves at once.
    r.quit();
    r.screen.assert_restored();

    let written = dir.path().join("bratko-fig2-edited.ron");
    let check = gametree(&["check", written.to_str().unwrap()]);
    assert!(check.status.success(), "{check:?}");
    // Its title says it was edited and from which file, in each language.
    let read = gametree::scenario::Scenario::from_file(&written).unwrap();
    let opened = gametree::scenario::Scenario::from_file(&file).unwrap();
    for (tag, mark) in [
        ("en", "(edited from bratko-fig2.ron)"),
        ("ru", "(изменено, из bratko-fig2.ron)"),
        ("uk", "(змінено, з bratko-fig2.ron)"),
    ] {
        let title = read.title.in_language(tag);
        assert_eq!(title, format!("{} {mark}", opened.title.in_language(tag)));
    }
    let original = std::fs::read_to_string(&file).unwrap();
    assert_eq!(
        original,
        std::fs::read_to_string("scenarios/bratko-fig2.ron").unwrap()
    );
    let mut r = run(&["open", written.to_str().unwrap()]);
    r.screen.wait_for("Step 0 of 72");
    r.quit();
}

/// `gametree new b3d2`: a tree of nine leaves of value 0, the first leaf
/// selected, edited at once; q with the edit not written asks, y leaves.
#[test]
fn new_b3d2_opens_a_tree_to_build_on_its_first_leaf() {
    let mut r = run(&["new", "b3d2"]);
    r.screen.wait_for("Step 0 of 50");
    r.screen.wait_for("D3");
    r.keys.write_all(b"=").unwrap();
    r.screen.wait_for("New value of B1");
    r.keys.write_all(b"7\r").unwrap();
    r.screen.wait_for("B1 = 7 (1 edit; u undoes)");
    r.keys.write_all(b"q").unwrap();
    r.screen.wait_for("Leave anyway? y / n");
    r.keys.write_all(b"y").unwrap();
    let status = r.wait();
    assert!(status.success(), "{status:?}");
    r.screen.assert_restored();
}
