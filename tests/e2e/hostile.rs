//! Files written to attack the terminal: names, move labels,
//! notes and course states that carry OSC 52 (set the clipboard), OSC 2
//! (retitle the window) and a screen wipe. Whatever screen shows them, the
//! program never writes their bytes: no OSC, DCS or APC sequence reaches
//! the terminal but the program's own OSC 52 after `y`.

use crate::common;

use common::pty::{Running, run};
use std::io::Write;
use std::path::PathBuf;

/// The marker the payloads carry, a DEL inside it: it can reach the
/// terminal only unescaped (escaped, it is `PWN\u{7f}ED`).
const MARKER: &str = "PWN\u{7f}ED";

/// Set the clipboard, retitle the window, wipe the screen.
fn payload() -> String {
    format!("\u{1b}]52;c;UFdORUQ=\u{7}\u{1b}]2;{MARKER}\u{7}\u{1b}[2J{MARKER}")
}

fn file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gametree-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// A course file whose states, moves and diagram carry the payload (the
/// course's format has no escapes: the bytes are the names).
fn course_file() -> PathBuf {
    let p = payload();
    let a = format!("a{p}");
    let text = format!(
        "class: \"GraphGameTreeTest\"\nalg: \"AlphaBetaAgent\"\ndepth: \"1\"\n\
         diagram: \"\"\"\nroot {p}\n\"\"\"\nnum_agents: \"2\"\nstart_state: \"root\"\n\
         win_states: \"\"\nlose_states: \"\"\nsuccessors: \"\"\"\nroot L{p} {a}\nroot R b\n\
         {a} x{p} a1\n{a} y a2\nb x b1\nb y b2\n\"\"\"\nevaluation: \"\"\"\na1 3\na2 5\nb1 2\nb2 9\n\"\"\"\n"
    );
    file("hostile.test", &text)
}

/// A scenario whose source and note carry the payload, written with RON's
/// escapes.
fn scenario_file(name: &str) -> PathBuf {
    let escaped: String = payload().chars().flat_map(char::escape_unicode).collect();
    let text = format!(
        "Scenario(title: \"hostile\", source: \"{escaped}\", note: \"one\\n{escaped}\", \
         tree: (name: \"a\", children: [(name: \"b\", children: [3, 12]), (name: \"c\", children: [2, 4])]))"
    );
    file(name, &text)
}

/// The escape sequences a terminal acts on beyond drawing (OSC, DCS, APC,
/// PM, SOS, in their 7-bit and C1 forms) that `written` holds, but an
/// OSC 52 that offers `own` to the clipboard.
fn foreign(written: &[u8], own: Option<&str>) -> Vec<String> {
    let text = String::from_utf8_lossy(written);
    let chars: Vec<char> = text.chars().collect();
    let own = own.map(gametree::tui::terminal::clipboard::sequence);
    let mut found = Vec::new();
    for (i, w) in chars.windows(2).enumerate() {
        let opens = matches!(w, ['\u{1b}', ']' | 'P' | '_' | '^' | 'X'])
            || matches!(w[0], '\u{9d}' | '\u{90}' | '\u{9f}' | '\u{9e}' | '\u{98}');
        if !opens {
            continue;
        }
        let rest: String = chars[i..].iter().collect();
        if own.as_ref().is_some_and(|o| rest.as_bytes().starts_with(o)) {
            continue;
        }
        found.push(rest.chars().take(80).collect());
    }
    found
}

/// The run's output holds neither the marker nor a sequence of a file's.
fn assert_clean(r: &Running, own: Option<&str>) {
    let written = r.screen.written.lock().unwrap();
    let raw = String::from_utf8_lossy(&written);
    assert!(!raw.contains(MARKER), "the marker reached the terminal");
    assert_eq!(foreign(&written, own), Vec::<String>::new());
}

fn pressed(r: &mut Running, keys: &[u8]) {
    r.keys.write_all(keys).unwrap();
}

#[test]
fn a_course_file_s_states_and_moves_reach_every_screen_escaped() {
    let course = course_file();
    let path = course.to_str().unwrap();
    let mut r = run(&["open", path]);
    let text = r.screen.wait_for("Step 0 of");
    assert!(text.contains("a\\u{1b}]52;c;UFdORUQ=\\u{7}"), "{text}");
    // Step into the payload, the outline, the about box with the diagram.
    pressed(&mut r, b"\x1b[C\x1b[C\x1b[C");
    r.screen.wait_for("Step 3 of");
    pressed(&mut r, b"x");
    r.screen.wait_for("Tree");
    pressed(&mut r, b"i");
    r.screen.wait_for("About");
    pressed(&mut r, b"i");
    r.quit();
    r.screen.assert_restored();
    assert_clean(&r, None);

    let mut r = run(&["open", path, "--present", "--end"]);
    r.screen.wait_for("Step 34 of 34");
    r.quit();
    assert_clean(&r, None);

    let mut r = run(&["practice", path]);
    let text = r.screen.wait_for("question 1 of");
    assert!(text.contains("\\u{1b}"), "{text}");
    pressed(&mut r, b"\x1b");
    r.wait();
    r.screen.assert_restored();
    assert_clean(&r, None);
}

#[test]
fn a_note_and_a_source_are_escaped_when_opened_and_when_read_again() {
    let scenario = scenario_file("hostile-note.ron");
    let mut r = run(&["open", scenario.to_str().unwrap()]);
    r.screen.wait_for("Step 0 of");
    pressed(&mut r, b"i");
    let text = r.screen.wait_for("About");
    assert!(text.contains("\\u{1b}]2;"), "{text}");
    pressed(&mut r, b"i");
    // Edited under the tutor: the new course-file payload in the note.
    let again = std::fs::read_to_string(&scenario)
        .unwrap()
        .replace("one\\n", "two\\n");
    std::fs::write(&scenario, again).unwrap();
    pressed(&mut r, b"r");
    r.screen.wait_for("read again");
    pressed(&mut r, b"i");
    r.screen.wait_for("two");
    r.quit();
    r.screen.assert_restored();
    assert_clean(&r, None);
}

/// A file written to attack: a node name that sets the clipboard and the title,
/// refused where it stands, the refusal written out.
#[test]
fn a_name_that_sets_clipboard_and_title_is_refused_and_sets_neither() {
    let name = format!("b{}", payload())
        .chars()
        .flat_map(char::escape_unicode)
        .collect::<String>();
    let text =
        format!("Scenario(title:\"t\", tree:(name:\"a\", children:[(name:\"{name}\", children:[1,2]),3]))");
    let path = file("x.ron", &text);
    let mut r = run(&["open", path.to_str().unwrap()]);
    assert_eq!(r.wait().exit_code(), 1);
    let text = r.screen.wait_for("a node name holds U+001B");
    assert!(text.contains("x.ron:1:"), "{text}");
    assert_clean(&r, None);
}

/// The program's own OSC 52 passes the check: the game screen's `y`.
#[test]
fn the_only_clipboard_sequence_is_the_program_s_own_after_y() {
    let (mut r, line) = crate::two_humans_on_a_board();
    pressed(&mut r, b"y");
    r.screen.wait_for("Offered to the clipboard");
    r.quit();
    r.screen.assert_restored();
    assert_clean(&r, Some(&line));
    let written = r.screen.written.lock().unwrap();
    assert_eq!(foreign(&written, None).len(), 1, "one OSC 52, the program's own");
}
