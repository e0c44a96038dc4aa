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

#[test]
fn open_at_a_node_left_out_in_presenter_mode() {
    let mut r = run(&["open", "bratko-fig2", "--at", "e2", "--present"]);
    let text = r
        .screen
        .wait_for("e2 is never searched: step 35 is the cut-off that leaves it out");
    assert!(text.contains("Step 35 of 65"), "{text}");
    // Presenter mode: no counts, no pseudocode, the step's sentence under
    // the tree.
    assert!(
        text.contains("β-cutoff at e (MAX)") && !text.contains("evaluations"),
        "{text}"
    );
    r.quit();
    r.screen.assert_restored();
}

#[test]
fn practice_writes_the_answers_as_json_after_the_screen_is_restored() {
    // (--json alone writes to standard output; a file is read back here.)
    let file = std::env::temp_dir().join(format!("gametree-practice-{}.json", std::process::id()));
    let path = file.to_str().unwrap();
    let mut r = run(&[
        "practice",
        "bratko-fig2",
        "--ask",
        "cuts",
        "--exam",
        "--json",
        path,
    ]);
    r.screen.wait_for("Exam · question 1 of 10");
    r.keys.write_all(b"none\r").unwrap();
    r.screen.wait_for("question 2 of 10");
    r.keys.write_all(b"b\r").unwrap();
    r.screen.wait_for("question 3 of 10");
    let record = left_with_its_record(r, &file);
    assert_eq!(record["version"], 1);
    assert_eq!(record["algorithm"], "alphabeta");
    let q = &record["questions"];
    assert_eq!(
        (q[0]["answer"].as_str(), q[0]["correct"].as_bool()),
        (Some("none"), Some(true))
    );
    assert_eq!(
        (q[1]["answer"].as_str(), q[1]["correct"].as_bool()),
        (Some("b"), Some(false))
    );
    assert_eq!(q[2]["answer"], serde_json::Value::Null);
    assert_eq!(record["score"]["cuts"], serde_json::json!([1, 2]));
}

/// Esc leaves practice: the program ends well, the terminal is put back,
/// and the record written to `file` is read (and the file removed).
fn left_with_its_record(mut r: common::pty::Running, file: &std::path::Path) -> serde_json::Value {
    r.keys.write_all(b"\x1b").unwrap();
    let status = r.wait();
    assert!(status.success(), "{status:?}");
    r.screen.assert_restored();
    let record = serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    std::fs::remove_file(file).ok();
    record
}

/// Max^n practised in a terminal, its record written the same
/// way: the vectors answered, the algorithm named as `stats --json` names it.
#[test]
fn max_n_practice_writes_its_record_too() {
    let file = std::env::temp_dir().join(format!("gametree-practice-maxn-{}.json", std::process::id()));
    let path = file.to_str().unwrap();
    let mut r = run(&["practice", "lecture-maxn", "--json", path]);
    r.screen.wait_for("What vector does X return?");
    r.keys.write_all(b"(1,2,6)\r").unwrap();
    r.screen.wait_for("Right.");
    r.keys.write_all(b"\r7,4,1\r").unwrap();
    r.screen.wait_for("Not quite: the search's answer is (6, 1, 2).");
    let record = left_with_its_record(r, &file);
    assert_eq!(record["algorithm"], "maxn");
    assert_eq!(record["spec"], "lecture-maxn");
    assert_eq!(
        record["score"],
        serde_json::json!({"values": [1, 2], "best": [0, 0]})
    );
    assert_eq!(record["questions"][1]["expected"], "(6, 1, 2)");
}

/// The documentation's lesson is built in: `gametree lesson alpha-beta`
/// from any folder (the test's is a scratch home), its title and notes in
/// the language shown.
#[test]
fn the_example_lesson_is_built_in_and_speaks_each_language() {
    for (lang, heading) in [
        ("ru", "Альфа-бета · 1 из 4: минимакс оценивает все восемь листьев"),
        ("uk", "Альфа-бета · 1 з 4: мінімакс оцінює всі вісім листків"),
    ] {
        let mut r = common::pty::run_in_locale(&["--lang", lang, "lesson", "alpha-beta"], &[]);
        r.screen.wait_for(heading);
        r.quit();
    }
}

#[test]
fn a_lesson_opens_each_item_at_its_step() {
    let mut r = run(&[
        "lesson",
        concat!(env!("CARGO_MANIFEST_DIR"), "/assets/lessons/alpha-beta.ron"),
    ]);
    let text = r
        .screen
        .wait_for("Alpha-beta · 1 of 4: minimax evaluates all eight leaves");
    assert!(text.contains("Step 70 of 70 · minimax · bratko-fig2"), "{text}");
    r.keys.write_all(b"]").unwrap();
    let text = r.screen.wait_for("Alpha-beta · 2 of 4");
    assert!(
        text.contains("Step 35 of 65 · alpha-beta · bratko-fig2"),
        "{text}"
    );
    r.keys.write_all(b"]").unwrap();
    let text = r.screen.wait_for("Alpha-beta · 3 of 4");
    assert!(
        text.contains("Step 67 of 71 · alpha-beta · chapter-fig19"),
        "{text}"
    );
    r.keys.write_all(b"]").unwrap();
    let text = r.screen.wait_for("Alpha-beta · 4 of 4");
    assert!(
        // Named as a projector reads it; the board drawn beside it.
        text.contains("depth 4 · Kalah, South to move") && text.contains("│S    3  3  3"),
        "{text}"
    );
    r.keys.write_all(b"]").unwrap();
    r.screen.wait_for("the lesson has 4 items");
    r.keys.write_all(b"[").unwrap();
    r.screen.wait_for("Alpha-beta · 3 of 4");
    r.quit();
    r.screen.assert_restored();
}

#[test]
fn the_configuration_files_keys_and_settings_reach_the_tutor() {
    let file = std::env::temp_dir().join(format!("gametree-config-{}.ron", std::process::id()));
    std::fs::write(
        &file,
        "Config(version: 1, rule: \"strict\", keys: {\"quit\": \"x\", \"forward\": [\"Right\", \"n\"]})",
    )
    .unwrap();
    let mut r = run(&["--config", file.to_str().unwrap(), "open", "chapter-fig19"]);
    r.screen.wait_for("Step 0 of");
    r.keys.write_all(b"n").unwrap();
    r.screen.wait_for("Step 1 of");
    // q no longer quits: x does.
    r.keys.write_all(b"q").unwrap();
    std::thread::sleep(std::time::Duration::from_millis(300));
    assert!(r.running(), "q quit although the file moved quit to x");
    // The strict rule from the file: the counts name it.
    r.keys.write_all(b"G").unwrap();
    r.screen.wait_for("strict");
    r.keys.write_all(b"x").unwrap();
    let status = r.wait();
    assert!(status.success(), "{status:?}");
    r.screen.assert_restored();
    std::fs::remove_file(&file).ok();
}

#[test]
fn open_a_folder_lists_its_scenario_files_before_the_bundled_ones() {
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios");
    let mut r = run(&["open", folder]);
    let text = r.screen.wait_for("bratko-fig2.ron");
    // The folder's files come first, the first one selected and previewed.
    let first = text
        .lines()
        .find(|l| l.contains('▶'))
        .unwrap_or_default()
        .to_string();
    assert!(first.contains(".ron"), "{text}");
    r.keys.write_all(b"\r").unwrap();
    r.screen.wait_for("Step 0 of");
    r.quit();
    r.screen.assert_restored();
}

#[test]
fn the_picker_keeps_its_place_across_runs() {
    let state = std::env::temp_dir().join(format!("gametree-state-{}", std::process::id()));
    let env = [("XDG_STATE_HOME", state.to_str().unwrap())];
    let mut r = common::pty::run_with(&[], &env);
    r.screen.wait_for("▶ bratko-fig2");
    r.keys.write_all(b"jj\r").unwrap();
    r.screen.wait_for("Step 0 of");
    r.quit();
    let mut again = common::pty::run_with(&[], &env);
    again.screen.wait_for("▶ chapter-fig19");
    again.quit();
    std::fs::remove_dir_all(&state).ok();
}

/// Practice on a live Kalah position from the command line.
#[test]
fn practice_on_a_kalah_position() {
    let mut r = run(&[
        "practice",
        "kalah",
        "--board",
        "3,3,3,0,3,3,3,0",
        "--to-move",
        "south",
        "--depth",
        "2",
    ]);
    r.screen.wait_for("Practice · question 1 of");
    // In practice q types an answer; Esc quits.
    r.keys.write_all(b"\x1b").unwrap();
    assert!(r.wait().success());
}

/// `p` in the picker opens the selected entry in practice: a live Kalah
/// position, searched as `gametree practice` searches it.
#[test]
fn the_picker_s_practice_key_practises_a_live_position() {
    let state = std::env::temp_dir().join(format!("gametree-state-p-{}", std::process::id()));
    let env = [("XDG_STATE_HOME", state.to_str().unwrap())];
    let mut r = common::pty::run_with(&[], &env);
    r.screen.wait_for("▶ bratko-fig2");
    r.screen.wait_for("p practice");
    // The scenarios, every game's proof and three Kalah openings above it.
    let above = gametree::scenario::bundled::ALL.len() + gametree::game::known::Kind::ALL.len() + 3;
    r.keys.write_all(&vec![b'j'; above]).unwrap();
    r.screen.wait_for("▶ kalah-midgame");
    r.keys.write_all(b"p").unwrap();
    r.screen.wait_for("Practice · question 1 of");
    r.keys.write_all(b"\x1b").unwrap();
    assert!(r.wait().success());
    std::fs::remove_dir_all(&state).ok();
}

/// The open scenario file replaced by a named pipe.
/// Reading it again had waited in open for a writer for ever, the keys and
/// Ctrl-C with it; now the tutor says what the file is and goes on.
#[test]
fn the_open_file_replaced_by_a_named_pipe_leaves_the_keys_working() {
    let dir = std::env::temp_dir().join(format!("gt-fifo-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("t.ron");
    std::fs::write(
        &path,
        "Scenario(title: \"t\", tree: (name: \"r\", children: [(name: \"a\", children: [3, 12]), (name: \"b\", children: [2, 4])]))",
    )
    .unwrap();
    let mut r = run(&["open", path.to_str().unwrap()]);
    r.screen.wait_for("Step 0 of");
    std::fs::remove_file(&path).unwrap();
    let made = std::process::Command::new("mkfifo").arg(&path).status().unwrap();
    assert!(made.success());
    // Seen on the timer.
    r.screen.wait_for("t.ron is a named pipe, not a regular file");
    r.keys.write_all(b"\x1b[C").unwrap();
    r.screen.wait_for("Step 1 of");
    r.keys.write_all(b"\x03").unwrap();
    assert_eq!(r.wait().exit_code(), 130);
    r.screen.assert_restored();
    let _ = std::fs::remove_dir_all(&dir);
}
