//! What the command line does with readers that go away, hostile text
//! and sizes it must not allocate up front.

use crate::common::cli::Gametree;
use std::process::{Output, Stdio};

fn gametree(args: &[&str]) -> Gametree {
    let mut g = Gametree::new(args);
    g.env("NO_COLOR", "1");
    g
}

fn run(args: &[&str]) -> Output {
    gametree(args).output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Runs `args` with a stdout whose reader has already gone, as in
/// `gametree … | head` once head has read its fill.
fn into_a_closed_pipe(args: &[&str]) -> Output {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    gametree(args)
        .stdout(writer)
        .stderr(Stdio::piped())
        .output()
        .unwrap()
}

#[test]
fn a_reader_that_has_gone_ends_the_output_quietly() {
    for args in [
        &[][..],
        &["list"],
        &["trace", "nim-20"],
        &["stats", "tictactoe-3x3"],
        &["stats", "bratko-fig2", "--json"],
        &["prove", "nim-7", "--for", "plus", "--trace"],
        &[
            "kalah", "match", "--pits", "3", "--seeds", "2", "--games", "3", "--json",
        ],
    ] {
        let o = into_a_closed_pipe(args);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", text(&o.stderr));
        assert_eq!(text(&o.stderr), "", "{args:?}");
    }
}

/// A scenario whose title and node name hold terminal escapes: a window
/// title change and a colour, as RON's `\u{1b}` escapes from plain ASCII.
const HOSTILE: &str = r#"Scenario(
    title: "a\u{1b}]2;PWNED\u{7}b",
    note: "\u{9b}31m",
    tree: (name: "x\u{1b}[31m", children: [1, (name: "y\u{202e}", children: [2])]),
)"#;

/// Refused where it is read, with its line and column; the
/// message writes the character out by its code.
#[test]
fn escapes_in_a_scenario_s_names_are_refused_where_they_stand() {
    let file = std::env::temp_dir().join("gametree-hostile.ron");
    std::fs::write(&file, HOSTILE).unwrap();
    let path = file.to_str().unwrap();
    for args in [&["check", path][..], &["stats", path], &["trace", path, "--json"]] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        let err = text(&o.stderr);
        assert!(
            err.contains(":2:") && err.contains("the title holds U+001B"),
            "{err}"
        );
        assert!(!err.contains(['\u{1b}', '\u{7}']), "{err:?}");
        assert_eq!(text(&o.stdout), "");
    }
}

/// A course file with a window title change and a colour in its states
/// and its diagram: its format has no escapes, the bytes are the names.
fn hostile_course_file() -> std::path::PathBuf {
    let file = std::env::temp_dir().join(format!("gametree-hostile-{}.test", std::process::id()));
    let (x, y) = ("x\u{1b}[31m", "y\u{202e}\u{200f}");
    let text = format!(
        "class: \"GraphGameTreeTest\"\nalg: \"MinimaxAgent\"\ndepth: \"1\"\n\
         diagram: \"\"\"\n\u{9b}31m \u{1b}]2;PWNED\u{7}\n\"\"\"\nnum_agents: \"2\"\n\
         start_state: \"r\"\nwin_states: \"\"\nlose_states: \"\"\n\
         successors: \"\"\"\nr go\u{1b}]2;PWNED\u{7} {x}\nr stay {y}\n{x} a l1\n{y} a l2\n\"\"\"\n\
         evaluation: \"\"\"\nl1 1\nl2 2\n\"\"\"\n"
    );
    std::fs::write(&file, text).unwrap();
    file
}

#[test]
fn escapes_in_a_course_file_never_reach_the_terminal() {
    let file = hostile_course_file();
    let path = file.to_str().unwrap();
    let outputs = [
        run(&["stats", path]),
        run(&["stats", path, "--json"]),
        run(&["trace", path]),
        run(&["trace", path, "--json"]),
        run(&["stats", path, "--depth", "1"]),
    ];
    for o in &outputs {
        let all = text(&o.stdout) + &text(&o.stderr);
        assert!(
            !all.contains(['\u{1b}', '\u{7}', '\u{9b}', '\u{202e}', '\u{200f}']),
            "{all:?}"
        );
    }
    let trace = text(&outputs[2].stdout);
    assert!(trace.contains(r"x\u{1b}[31m"), "{trace}");
    // JSON holds the name as every other output shows it.
    let json: serde_json::Value =
        serde_json::from_str(text(&outputs[1].stdout).lines().next().unwrap()).unwrap();
    assert_eq!(json["pv"][1], r"y\u{202e}\u{200f}");
    std::fs::remove_file(file).unwrap();
}

#[test]
fn an_error_naming_hostile_text_writes_it_out() {
    let file = std::env::temp_dir().join("gametree-hostile-error.ron");
    std::fs::write(&file, "Scenario(title: \"t\", tree: (name: \"a\", children: [1, (name: \"b\", value: \"\u{1b}]2;x\u{7}\")]))").unwrap();
    let o = run(&["check", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let err = text(&o.stderr);
    assert!(
        err.contains(r"\u{1b}]2;x\u{7}") && !err.contains('\u{1b}'),
        "{err:?}"
    );
}

#[test]
fn a_match_writes_each_game_as_it_ends_and_never_prints_minus_zero() {
    let o = run(&["kalah", "match", "--pits", "3", "--seeds", "2", "--games", "0"]);
    assert!(o.status.success());
    assert!(!text(&o.stdout).contains("-0.0"), "{}", text(&o.stdout));
    let o = run(&[
        "kalah", "match", "--pits", "3", "--seeds", "2", "--games", "0", "--json",
    ]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["games"], serde_json::json!([]));
    assert_eq!(v["a_wins"], 0);
    // Four billion games: the first is written at once, nothing reserved
    // for the rest.
    let mut g = gametree(&[
        "kalah",
        "match",
        "--pits",
        "3",
        "--seeds",
        "1",
        "--games",
        "4000000000",
        "--json",
    ]);
    let mut child = g.stdout(Stdio::piped()).spawn().unwrap();
    let mut first = [0u8; 12];
    std::io::Read::read_exact(child.stdout.as_mut().unwrap(), &mut first).unwrap();
    assert_eq!(&first, br#"{"games":[{""#);
    child.kill().unwrap();
    child.wait().unwrap();
}

/// A course test file whose successors are one chain of `n` states.
fn chain(n: usize) -> std::path::PathBuf {
    let successors: Vec<String> = (0..n).map(|i| format!("s{i} Go s{}", i + 1)).collect();
    let text = format!(
        "class: \"GraphGameTreeTest\"\nalg: \"MinimaxAgent\"\ndepth: \"100000\"\nnum_agents: \"2\"\n\
         start_state: \"s0\"\nwin_states: \"\"\nlose_states: \"s{n}\"\n\
         successors: \"\"\"\n{}\n\"\"\"\nevaluation: \"\"\"\ns{n} 1.0\n\"\"\"\n",
        successors.join("\n")
    );
    let file = std::env::temp_dir().join(format!("gametree-chain-{n}.test"));
    std::fs::write(&file, text).unwrap();
    file
}

#[test]
fn a_chain_of_a_thousand_states_is_searched_and_a_longer_one_refused() {
    let deepest = chain(1000);
    let deepest = deepest.to_str().unwrap();
    for args in [
        &["check", deepest][..],
        &["stats", deepest, "--algo", "all"],
        &["stats", deepest, "--algo", "negamax"],
        &["trace", deepest, "--json"],
    ] {
        let o = run(args);
        assert!(o.status.success(), "{args:?}: {}", text(&o.stderr));
    }
    // Twenty thousand states overflowed the stack (exit 134).
    for n in [1001, 20_000] {
        let file = chain(n);
        for command in ["check", "stats"] {
            let o = run(&[command, file.to_str().unwrap()]);
            assert_eq!(o.status.code(), Some(1), "{command} {n}");
            assert!(
                text(&o.stderr).contains("the successors go deeper than 1000 levels"),
                "{}",
                text(&o.stderr)
            );
        }
    }
}

#[test]
fn max_n_without_vectors_is_refused_in_words_by_check_and_every_command() {
    let file = std::env::temp_dir().join("gametree-maxn-scalars.ron");
    std::fs::write(
        &file,
        r#"Scenario(title: "t", players: ["A","B","C"], tree: (children: [1, 2]))"#,
    )
    .unwrap();
    let path = file.to_str().unwrap();
    for args in [
        &["check", path][..],
        &["stats", path],
        &["trace", path],
        &["stats", "lecture-maxn", "--depth", "1"],
        &["stats", "lecture-maxn", "--depth", "0", "--json"],
        &["trace", "lecture-maxn", "--depth", "1"],
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        assert!(
            text(&o.stderr).contains("would be evaluated but has no value per player"),
            "{args:?}: {}",
            text(&o.stderr)
        );
    }
}

#[test]
fn check_refuses_a_course_file_every_command_refuses_and_says_so_for_a_course_file() {
    let file = std::env::temp_dir().join("gametree-unevaluated.test");
    let text_of_file = "class: \"GraphGameTreeTest\"\nalg: \"MinimaxAgent\"\ndepth: \"1\"\nnum_agents: \"2\"\n\
                        start_state: \"a\"\nwin_states: \"\"\nlose_states: \"\"\n\
                        successors: \"\"\"\na L b\nb L c\nc L d\n\"\"\"\nevaluation: \"\"\"\nd 1\n\"\"\"\n";
    std::fs::write(&file, text_of_file).unwrap();
    let path = file.to_str().unwrap();
    for command in ["check", "stats", "trace"] {
        let o = run(&[command, path]);
        assert_eq!(o.status.code(), Some(1), "{command}");
        let err = text(&o.stderr);
        assert!(
            err.contains("add a line `c <number>` to its evaluation"),
            "{command}: {err}"
        );
        assert!(
            !err.contains("value: <number>"),
            "RON advice for a .test file: {err}"
        );
    }
    // A game by name is checked as a scenario by name is.
    assert_eq!(text(&run(&["check", "nim-7"]).stdout), "ok\n");
}

#[test]
fn nim_searched_live_is_sized_up_and_refused_with_a_depth_that_fits() {
    for name in ["nim-0", "nim-1001", "nim-7x"] {
        let o = run(&["stats", name]);
        assert_eq!(o.status.code(), Some(1), "{name}");
        assert!(
            text(&o.stderr).contains("nim-N (1 ≤ N ≤ 1000"),
            "{name}: {}",
            text(&o.stderr)
        );
    }
    // Recorded whole, 2^40 nodes took 6 GB; nim-1000's 2^1000 never
    // finished (the same check, with the bound of stats).
    let o = run(&["trace", "nim-40", "--algo", "minimax"]);
    assert_eq!(o.status.code(), Some(1));
    let err = text(&o.stderr);
    let depth: u32 = err
        .split("give --depth ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next()?.parse().ok())
        .unwrap_or_else(|| panic!("no depth in {err}"));
    assert!((10..40).contains(&depth), "{err}");
    let o = run(&["trace", "nim-40", "--algo", "minimax", "--depth", "8"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
}

/// Names made up for 100 000 unnamed children were each checked against
/// every node before: 30 s, quadratic.
#[test]
fn a_wide_tree_of_unnamed_children_loads_at_once() {
    let leaves: Vec<String> = (0..100_000).map(|i| (i % 7).to_string()).collect();
    let text_of_file = format!(
        "Scenario(title: \"wide\", tree: (name: \"r\", children: [(name: \"r2\", children: [1]), {}]))",
        leaves.join(",")
    );
    let file = std::env::temp_dir().join("gametree-wide.ron");
    std::fs::write(&file, text_of_file).unwrap();
    let o = run(&["stats", file.to_str().unwrap(), "--algo", "minimax", "--json"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["nodes_generated"], 100_002);
    // The second child is r2 by its place, but that name is taken: r2'.
    let o = run(&["trace", file.to_str().unwrap(), "--algo", "minimax"]);
    assert!(text(&o.stdout).contains("r2'"), "no r2' in the trace");
}

/// Writes `content` to a file of this name in the temporary folder.
fn file(name: &str, content: &[u8]) -> String {
    let path = std::env::temp_dir().join(name);
    std::fs::write(&path, content).unwrap();
    path.to_str().unwrap().to_string()
}

/// The error `check` gives a file with these bytes (its exit code 1).
fn check_error(name: &str, content: &[u8]) -> String {
    let o = run(&["check", &file(name, content)]);
    assert_eq!(o.status.code(), Some(1), "{name}: {}", text(&o.stdout));
    text(&o.stderr)
}

#[test]
fn unclear_errors_of_scenario_files_are_said_in_words() {
    let nested = (0..40).fold("1".to_string(), |inner, _| format!("(children: [{inner}, 2])"));
    let err = check_error(
        "gametree-nested.ron",
        format!("Scenario(title: \"n\", tree: {nested})").as_bytes(),
    );
    assert!(
        err.contains("nested more than 31 levels deep") && !err.contains("serde_stacker"),
        "{err}"
    );
    let err = check_error(
        "gametree-latin1.ron",
        b"Scenario(title: \"caf\xe9\", tree: (children: [1, 2]))",
    );
    assert!(
        err.contains("gametree-latin1.ron:1:21: the file is not UTF-8"),
        "{err}"
    );
    let err = check_error(
        "gametree-twice.ron",
        b"Scenario(title: \"a\", title: \"b\", tree: (children: [1, 2]))",
    );
    assert!(
        err.contains(":1:22: `title` is given twice in the scenario"),
        "{err}"
    );
    let err = check_error(
        "gametree-twice-node.ron",
        b"Scenario(title: \"a\", tree: (name: \"r\", name: \"s\", children: [1]))",
    );
    assert!(err.contains("`name` is given twice in this node"), "{err}");
    // A device is not read at all (it might never end); a regular file
    // past the most a scenario holds is refused for its size.
    let err = run(&["check", "/dev/zero"]);
    assert!(
        text(&err.stderr).contains("/dev/zero is a device, not a regular file"),
        "{}",
        text(&err.stderr)
    );
    let big = file("gametree-big.ron", b"");
    std::fs::File::options()
        .write(true)
        .open(&big)
        .and_then(|f| f.set_len(65 << 20))
        .unwrap();
    let err = run(&["check", &big]);
    assert!(
        text(&err.stderr).contains("gametree-big.ron: more than 64.00 MiB"),
        "{}",
        text(&err.stderr)
    );
    let _ = std::fs::remove_file(&big);
    // A byte-order mark, as some editors write, is no error.
    let bom = file(
        "gametree-bom.ron",
        b"\xef\xbb\xbfScenario(title: \"b\", tree: (children: [1, 2]))",
    );
    assert_eq!(text(&run(&["check", &bom]).stdout), "ok\n");
}

/// A course test file with these fields in place of the usual ones.
fn course(name: &str, fields: &str) -> String {
    let body = format!(
        "class: \"GraphGameTreeTest\"\nalg: \"MinimaxAgent\"\n{fields}\nstart_state: \"a\"\nwin_states: \"\"\n\
         lose_states: \"b c\"\nsuccessors: \"\"\"\na L b\na R c\n\"\"\"\nevaluation: \"\"\"\nb 1\nc 2\n\"\"\"\n"
    );
    file(name, body.as_bytes())
}

#[test]
fn unclear_errors_of_course_files_are_said_in_words() {
    let twice = course(
        "gametree-twice.test",
        "depth: \"1\"\nnum_agents: \"2\"\ndepth: \"2\"",
    );
    let o = run(&["check", &twice]);
    assert!(
        text(&o.stderr).contains(":5:1: `depth` is given twice (first on line 3)"),
        "{}",
        text(&o.stderr)
    );
    let none = course("gametree-no-agents.test", "depth: \"1\"\nnum_agents: \"0\"");
    let o = run(&["check", &none]);
    assert!(
        text(&o.stderr).contains("`num_agents` must be 1 or more"),
        "{}",
        text(&o.stderr)
    );
    // 2^31 rounds of two agents wrapped to depth 0, a leaf at the root.
    let deep = course(
        "gametree-deep-rounds.test",
        "depth: \"2147483648\"\nnum_agents: \"2\"",
    );
    let o = run(&["stats", &deep, "--json"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(
        (v["value"].as_i64(), v["nodes_generated"].as_i64()),
        (Some(2), Some(2))
    );
}

#[test]
fn unclear_errors_of_the_kalah_commands_are_said_in_words() {
    let o = run(&["kalah", "match", "--seeds", "256"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("256 stones a pit: expected 1 to 12"),
        "{}",
        text(&o.stderr)
    );
    let o = run(&["kalah", "move", "--board", "-1,4,4,4,0,4,4,4,4,0", "1"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr).contains("'-1' is not a stone count"),
        "{}",
        text(&o.stderr)
    );
    // Huge weights overflowed to ∞ − ∞ = NaN.
    let weights = file(
        "gametree-huge.ron",
        b"[1e308, 0, 0, 0, 0, 0, 1, -1e308, 0, 0, 0, 0, 0, -1]",
    );
    let o = run(&[
        "kalah",
        "match",
        "--games",
        "1",
        "--a-eval",
        &format!("linear:{weights}"),
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    assert!(
        text(&o.stderr).contains("each between -1000 and 1000"),
        "{}",
        text(&o.stderr)
    );
}

#[test]
fn a_dumb_terminal_is_refused_in_words() {
    let o = gametree(&["open", "bratko-fig2"])
        .env("TERM", "dumb")
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("TERM=dumb"), "{}", text(&o.stderr));
    // gametree alone prints the list there, as without a terminal.
    let o = gametree(&[]).env("TERM", "dumb").output().unwrap();
    assert!(o.status.success() && text(&o.stdout).contains("bratko-fig2"));
}

/// A new line in a name would print a line of its own in `stats` (`best
/// move FAKE`): refused where it stands; the invisible marks a name may
/// hold (a right-to-left mark, a line separator, a byte-order mark, a
/// zero-width space) are written out in every text output.
#[test]
fn a_name_cannot_print_a_line_of_its_own_or_hide_in_text_output() {
    let dir = std::env::temp_dir().join(format!("gametree-fake-lines-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let fake = dir.join("fake.ron");
    let tree = |name: &str| {
        format!(
            "Scenario(title: \"t\", tree: (name: \"a\", children: [(name: \"{name}\", move: \"{name}\", value: 9), 1]))"
        )
    };
    std::fs::write(&fake, tree(r"b\nbest move FAKE")).unwrap();
    let o = run(&["stats", fake.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(text(&o.stdout), "");
    assert!(text(&o.stderr).contains("fake.ron:1:"), "{}", text(&o.stderr));
    let marks = [
        '\u{200e}', '\u{200f}', '\u{61c}', '\u{2028}', '\u{2029}', '\u{feff}', '\u{200b}',
    ];
    let hidden = dir.join("hidden.ron");
    let name: String = marks
        .iter()
        .flat_map(|c| {
            format!("{}best move FAKE", c.escape_unicode())
                .chars()
                .collect::<Vec<_>>()
        })
        .collect();
    std::fs::write(&hidden, tree(&format!("b{name}"))).unwrap();
    let path = hidden.to_str().unwrap();
    for args in [
        &["stats", path][..],
        &["trace", path],
        &["stats", path, "--json"],
        &["check", path],
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", text(&o.stderr));
        let out = text(&o.stdout);
        assert!(!out.contains(marks), "{args:?}: {out:?}");
        assert!(
            !out.lines().any(|l| l.trim_start().starts_with("best move FAKE")),
            "{args:?}: {out}"
        );
    }
    let stats = text(&run(&["stats", path]).stdout);
    assert!(
        stats.contains(r"best move            b\u{200e}best move FAKE\u{200f}"),
        "{stats}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}
