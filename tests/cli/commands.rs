//! The commands for slides, exercises and the shell: export, random,
//! practice outside a terminal, completions, the manual page, --version,
//! and where a run opens (--step, --at, --end).

use crate::common::cli::{Gametree, gametree_in_package as gametree, refused, stderr, stdout};

#[test]
fn export_draws_the_tree_at_the_step_asked_for() {
    let at_cut = stdout(&gametree(&["export", "bratko-fig2", "--at", "e2"]));
    assert!(
        at_cut.starts_with("alpha-beta · bratko-fig2 · step 35 of 65"),
        "{at_cut}"
    );
    assert!(at_cut.contains("✂β") && at_cut.contains("≥ 5"), "{at_cut}");
    // By default at the end, where the root has its value.
    let end = stdout(&gametree(&["export", "bratko-fig2"]));
    assert!(end.contains("step 65 of 65"), "{end}");
    let step3 = stdout(&gametree(&[
        "export",
        "bratko-fig2",
        "--step",
        "3",
        "--algo",
        "minimax",
    ]));
    assert!(step3.starts_with("minimax · bratko-fig2 · step 3 of"), "{step3}");
}

#[test]
fn export_formats_come_from_the_flag_or_the_extension() {
    let dir = std::env::temp_dir().join(format!("gametree-export-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let svg = dir.join("fig.svg");
    stdout(&gametree(&["export", "bratko-fig2", "-o", svg.to_str().unwrap()]));
    let text = std::fs::read_to_string(&svg).unwrap();
    // Its first line says gametree wrote it.
    assert!(
        text.starts_with("<!-- gametree export -->\n<svg") && text.trim_end().ends_with("</svg>"),
        "{text}"
    );
    let tikz = stdout(&gametree(&[
        "export",
        "bratko-fig2",
        "--format",
        "tikz",
        "--standalone",
    ]));
    assert!(
        tikz.contains("\\documentclass") && tikz.contains("\\end{document}"),
        "{tikz}"
    );
    let dot = stdout(&gametree(&["export", "bratko-fig2", "--format", "dot"]));
    assert!(
        dot.starts_with("digraph tree {") && dot.contains("ordering=out"),
        "{dot}"
    );
    std::fs::remove_dir_all(&dir).ok();
    let wrong = gametree(&["export", "bratko-fig2", "--format", "pdf"]);
    refused(
        &wrong,
        2,
        "unknown format 'pdf' (expected svg, tikz, dot, txt or ron)",
    );
}

/// `--format ron` (or `-o FILE.ron`) writes the tree as a scenario file to
/// edit, which opens as the same tree; a game searched live has none.
#[test]
fn export_writes_any_tree_as_a_scenario_file() {
    let dir = std::env::temp_dir().join(format!("gametree-ron-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("board.ron");
    let inline = "[[3,12,8],[2,4,6],[14,5,2]]";
    stdout(&gametree(&["export", inline, "-o", file.to_str().unwrap()]));
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(
        text.starts_with("// gametree export\nScenario(") && text.contains("(name: \"D1\", value: 14)"),
        "{text}"
    );
    let again = stdout(&gametree(&["stats", file.to_str().unwrap()]));
    let first = stdout(&gametree(&["stats", inline]));
    // The same figures, the scenario's name aside.
    let figures = |s: &str| -> Vec<String> {
        s.lines()
            .filter(|l| l.starts_with(' '))
            .map(String::from)
            .collect()
    };
    assert_eq!(figures(&again), figures(&first));
    std::fs::remove_dir_all(&dir).ok();
    let game = gametree(&["export", "nim-7", "--format", "ron"]);
    refused(&game, 1, "nim-7 is a game searched live");
}

#[test]
fn an_exam_sheet_has_the_leaves_values_only() {
    let dot = stdout(&gametree(&[
        "export",
        "bratko-fig2",
        "--blank",
        "--format",
        "dot",
    ]));
    assert!(dot.contains("n0 [label=\"a\""), "{dot}");
    assert!(dot.contains("label=\"d1\\n1\""), "{dot}");
    assert!(!dot.contains('≥') && !dot.contains("penwidth"), "{dot}");
    let key = stdout(&gametree(&["export", "bratko-fig2", "--answers"]));
    assert!(
        key.starts_with("alpha-beta · bratko-fig2 · step 65 of 65"),
        "{key}"
    );
    let both = gametree(&["export", "bratko-fig2", "--blank", "--end"]);
    assert_eq!(both.status.code(), Some(2));
}

#[test]
fn a_start_past_the_end_or_at_no_node_is_refused_in_words() {
    let past = gametree(&["export", "bratko-fig2", "--step", "66"]);
    refused(&past, 1, "there is no step 66: the run has 65 steps");
    let none = gametree(&["export", "bratko-fig2", "--at", "e3"]);
    refused(&none, 1, "there is no node e3; nearest names: e1, e2, e");
    let two = gametree(&["open", "bratko-fig2", "--step", "1", "--at", "e"]);
    assert_eq!(two.status.code(), Some(2));
}

/// `--node-names` for drawn exports; a bad word is a usage
/// error in words; `ron` names every node whatever it says.
#[test]
fn export_names_all_nodes_the_inner_ones_or_none() {
    let tree = "[[3,12,8],[2,4,6],[14,5,2]]";
    let txt = |names: &str| {
        stdout(&gametree(&[
            "export",
            tree,
            "--no-caption",
            "--node-names",
            names,
        ]))
    };
    let (all, inner, none) = (txt("all"), txt("inner"), txt("none"));
    assert!(all.contains("B1") && all.contains("▼ D"), "{all}");
    assert!(!inner.contains("B1") && inner.contains("▼ D"), "{inner}");
    assert!(
        !none.contains("B1") && !none.contains("▼ D") && none.contains('▼'),
        "{none}"
    );
    let bad = gametree(&["export", tree, "--node-names", "leaves"]);
    refused(
        &bad,
        2,
        "unknown --node-names 'leaves' (expected all, inner or none)",
    );
    // `--at` takes the name, the moves from the root and the old name.
    let at = |node: &str| stdout(&gametree(&["export", tree, "--at", node]));
    assert_eq!(at("C1"), at("2,1"));
    assert_eq!(at("C1"), at("root2.1"));
    assert_ne!(at("C1"), at("B1"));
    let ron = stdout(&gametree(&[
        "export",
        tree,
        "--format",
        "ron",
        "--node-names",
        "none",
    ]));
    assert!(ron.contains("(name: \"D3\", value: 2)"), "{ron}");
}

#[test]
fn random_writes_a_scenario_that_makes_the_same_tree_again() {
    let text = stdout(&gametree(&["random", "b3d3:seed7"]));
    let golden = std::fs::read_to_string("tests/scenarios/golden/random-b3d3-seed7.ron").unwrap();
    assert_eq!(text, golden);
    let dir = std::env::temp_dir().join(format!("gametree-random-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("r.ron");
    let o = gametree(&["random", "b2d3", "-o", file.to_str().unwrap()]);
    assert!(o.status.success());
    // The seed from the clock is said, so that the tree can be made again.
    assert!(stderr(&o).contains("random:b2d3:seed"), "{}", stderr(&o));
    assert_eq!(stdout(&gametree(&["check", file.to_str().unwrap()])), "ok\n");
    std::fs::remove_dir_all(&dir).ok();
    let wrong = gametree(&["random", "b9d8"]);
    assert_eq!(wrong.status.code(), Some(1));
}

#[test]
fn practice_needs_a_terminal_and_says_what_it_asks() {
    let o = gametree(&["practice", "bratko-fig2"]);
    refused(&o, 1, "needs a terminal");
    let o = gametree(&["practice", "bratko-fig2", "--ask", "values,guesses"]);
    refused(&o, 2, "guesses");
    // Max^n and the proof are practised as a search is, and
    // need a terminal as it does; nothing is written to --json.
    for run in ["lecture-maxn", "nim-7"] {
        let o = gametree(&["practice", run, "--json", "-"]);
        assert_eq!(o.status.code(), Some(1), "{run}");
        assert!(stderr(&o).contains("needs a terminal"), "{}", stderr(&o));
        assert!(o.stdout.is_empty(), "{run}");
    }
    // Kinds that do not apply are a usage error, saying what does.
    let o = gametree(&["practice", "lecture-maxn", "--ask", "values,cuts"]);
    refused(&o, 2, "cuts is not asked in max^n: ask values, best");
    let o = gametree(&["practice", "nim-7", "--ask", "values"]);
    refused(&o, 2, "ask solved");
    let o = gametree(&["practice", "bratko-fig2", "--ask", "solved"]);
    refused(&o, 2, "solved is not asked in this search");
}

#[test]
fn completions_and_the_manual_page_generate() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let text = stdout(&gametree(&["completions", shell]));
        assert!(text.contains("gametree") && text.contains("export"), "{shell}");
    }
    let man = stdout(&gametree(&["man"]));
    assert!(
        man.contains(".TH gametree 1") && man.contains("practice"),
        "{man}"
    );
}

#[test]
fn the_version_names_the_features() {
    let v = stdout(&gametree(&["--version"]));
    assert!(
        v.starts_with(&format!("gametree {}", env!("CARGO_PKG_VERSION"))),
        "{v}"
    );
    assert!(v.contains("features=tui"), "{v}");
}

#[test]
fn symbols_ascii_and_its_environment_variable() {
    let ascii = stdout(&gametree(&[
        "--symbols",
        "ascii",
        "export",
        "bratko-fig2",
        "--at",
        "e2",
    ]));
    assert!(ascii.contains("xβ") && ascii.contains(">= 5"), "{ascii}");
    assert!(!ascii.contains('✂') && !ascii.contains('▲'), "{ascii}");
    let o = Gametree::english(&["export", "bratko-fig2", "--at", "e2"])
        .env("GAMETREE_SYMBOLS", "ascii")
        .output()
        .unwrap();
    assert!(!stdout(&o).contains('▲'));
    // The flag wins over the environment.
    let o = Gametree::english(&["--symbols", "unicode", "export", "bratko-fig2"])
        .env("GAMETREE_SYMBOLS", "ascii")
        .output()
        .unwrap();
    assert!(stdout(&o).contains('▲'));
}

/// `stats` and `trace` write their text in the symbols chosen, as the
/// screens do (`^ v -> >= <=`, never `▲ ▼ → ≥ ≤`); their JSON keeps the
/// values as they are. A live position's heading names the board once.
#[test]
fn stats_and_trace_text_follow_the_symbols_and_name_the_board_once() {
    const SYMBOLS: [char; 7] = ['▲', '▼', '→', '≥', '≤', '✂', '—'];
    let board = "......./......./......./......./...O.../...X...";
    let runs: [&[&str]; 4] = [
        &["trace", "bratko-fig2"],
        &["stats", "bratko-fig2", "--by-depth"],
        &["trace", "connect4", "--board", board, "--depth", "2"],
        &[
            "stats",
            "kalah",
            "--board",
            "2,2,2,0,2,2,2,0",
            "--to-move",
            "south",
            "--depth",
            "3",
        ],
    ];
    for args in runs {
        let unicode = stdout(&gametree(args));
        assert!(
            unicode.chars().any(|c| SYMBOLS.contains(&c)),
            "{args:?}: {unicode}"
        );
        let ascii = stdout(&gametree(&[&["--symbols", "ascii"], args].concat()));
        let found: Vec<char> = ascii.chars().filter(|c| SYMBOLS.contains(c)).collect();
        assert!(found.is_empty(), "{args:?}: {found:?} in\n{ascii}");
        assert!(ascii.contains("->") || ascii.contains(">="), "{args:?}: {ascii}");
    }
    let json = |symbols: &str| {
        stdout(&gametree(&[
            "--symbols",
            symbols,
            "trace",
            "bratko-fig2",
            "--json",
        ]))
    };
    assert_eq!(json("ascii"), json("unicode"));
    let connect4 = stdout(&gametree(&[
        "trace", "connect4", "--board", board, "--depth", "2",
    ]));
    let heading = connect4.lines().next().unwrap();
    assert_eq!(heading.matches(board).count(), 1, "{heading}");
    assert!(
        heading.contains("X to move") || heading.contains("O to move"),
        "{heading}"
    );
}

#[test]
fn the_command_lines_words_say_what_applies() {
    // Without --algo, what `open` shows: expectimax on a chance tree.
    let t = stdout(&gametree(&["trace", "lecture-expectimax"]));
    assert!(t.starts_with("expectimax on lecture-expectimax"), "{t}");
    let s = stdout(&gametree(&["stats", "lecture-expectimax"]));
    assert!(
        s.starts_with("lecture-expectimax: expectimax\n") && !s.contains("alpha-beta"),
        "{s}"
    );
    // The strict rule is said where it applies: minimax does not prune.
    let s = stdout(&gametree(&["stats", "chapter-fig19", "--strict"]));
    assert!(
        s.contains("chapter-fig19: minimax\n") && s.contains("chapter-fig19: alpha-beta (strict rule)\n"),
        "{s}"
    );
    let o = gametree(&["open", "nosuch"]);
    assert!(
        stderr(&o).contains("games by name: nim-N (1 ≤ N ≤ 1000, e.g. nim-7), kalah-PxS")
            && stderr(&o).contains("tictactoe-3x3 or connect4-CxR ("),
        "{}",
        stderr(&o)
    );
    for command in ["check", "stats", "trace", "export"] {
        let o = gametree(&[command, "src"]);
        assert_eq!(o.status.code(), Some(1));
        assert!(
            stderr(&o).contains("src is a folder, not a scenario"),
            "{command}: {}",
            stderr(&o)
        );
    }
    let help = stdout(&gametree(&["kalah", "match", "--help"]));
    assert!(
        help.contains("Setting B's depth limit") && help.contains("Setting B's evaluation"),
        "{help}"
    );
    let help = stdout(&gametree(&["check", "--help"]));
    assert!(help.contains("a path to a .ron or .test file"), "{help}");
}

#[test]
fn a_live_position_is_searched_as_kalah_search_searches_it() {
    let board = "4,4,4,4,0,4,4,4,4,0";
    for (side, rules) in [
        ("south", "book"),
        ("north", "standard"),
        ("south", "empty-capture"),
    ] {
        let tree = stdout(&gametree(&[
            "stats",
            "kalah",
            "--board",
            board,
            "--to-move",
            side,
            "--rules",
            rules,
            "--json",
        ]));
        let fast = stdout(&gametree(&[
            "kalah",
            "search",
            "--board",
            board,
            "--to-move",
            side,
            "--rules",
            rules,
            "--depth",
            "6",
            "--json",
        ]));
        let tree: serde_json::Value = serde_json::from_str(tree.lines().next().unwrap()).unwrap();
        let fast: serde_json::Value = serde_json::from_str(&fast).unwrap();
        // The tree's value is MAX's, the side to move's.
        assert_eq!(tree["value"], fast["value"], "{side} {rules}: {tree} vs {fast}");
        assert_eq!(tree["nodes_generated"], fast["nodes_generated"], "{side} {rules}");
    }
}

#[test]
fn a_live_positions_mistakes_are_said_in_the_boards_words() {
    let o = gametree(&["stats", "kalah", "--board", "4,4,4"]);
    refused(&o, 1, "a board has 2P+2 numbers");
    let o = gametree(&["stats", "kalah"]);
    assert!(
        stderr(&o).contains("kalah needs a position: --board"),
        "{}",
        stderr(&o)
    );
    let o = gametree(&["trace", "bratko-fig2", "--board", "1,2"]);
    assert!(stderr(&o).contains("give one of kalah, tictactoe, connect4 in place of 'bratko-fig2'"));
    let o = gametree(&["stats", "tictactoe", "--board", "XX/O."]);
    assert_eq!(o.status.code(), Some(1));
    let o = gametree(&[
        "stats",
        "tictactoe",
        "--board",
        "XXX/OO./...",
        "--algo",
        "minimax",
    ]);
    assert!(stderr(&o).contains("the game is over here"), "{}", stderr(&o));
    let t = stdout(&gametree(&[
        "trace",
        "tictactoe",
        "--board",
        "X.O/.X./...",
        "--algo",
        "minimax",
    ]));
    assert!(
        t.starts_with("minimax on tictactoe X.O/.X./...") && t.contains("(MIN)"),
        "{t}"
    );
}

#[test]
fn a_lessons_mistakes_are_found_before_the_lecture() {
    let dir = std::env::temp_dir().join(format!("gametree-lesson-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cases = [
        (
            "Lesson(version: 1, items: [\n  Scenario(nam: \"x\"),\n])",
            "l.ron:2:",
        ),
        (
            "Lesson(version: 2, items: [Scenario(name: \"bratko-fig2\")])",
            "a lesson file of version 2; this release reads version 1",
        ),
        ("Lesson(version: 1, items: [])", "the lesson has no items"),
        (
            "Lesson(version: 1, items: [Kalah(depth: 3)])",
            "item 1 names nothing to show",
        ),
        (
            "Lesson(version: 1, items: [Scenario(name: \"bratko-fig2\"), Scenario(name: \"bratko-fig2\", algo: \"best\")])",
            "item 2: unknown algorithm 'best'",
        ),
        (
            "Lesson(version: 1, items: [Scenario(name: \"bratko-fig2\"), Scenario(name: \"bratko-fig9\")])",
            "item 2: no bundled scenario and no file named 'bratko-fig9'",
        ),
        (
            "Lesson(version: 1, items: [Scenario(name: \"bratko-fig2\", at: \"e9\")])",
            "item 1: there is no node e9",
        ),
        (
            "Lesson(version: 1, items: [Kalah(board: \"1,2,3\")])",
            "item 1: board '1,2,3'",
        ),
        (
            "Lesson(version: 1, items: [Scenario(name: \"nim-7\", to_move: \"south\")])",
            "item 1: nim-7: --to-move plus or minus",
        ),
        (
            "Lesson(version: 1, items: [Scenario(name: \"nim-7\", to_move: \"minus\")])",
            "needs a terminal",
        ),
        (
            "Lesson(version: 1, items: [TicTacToe(board: \".X./O../X.O\", eval: \"weighted\", depth: 2)])",
            "needs a terminal",
        ),
    ];
    for (text, expected) in cases {
        let file = dir.join("l.ron");
        std::fs::write(&file, text).unwrap();
        let o = gametree(&["lesson", file.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(1), "{text}");
        assert!(stderr(&o).contains(expected), "{text}: {}", stderr(&o));
    }
    std::fs::remove_dir_all(&dir).ok();
    // A good lesson outside a terminal: the terminal is what is missing.
    let o = gametree(&["lesson", "assets/lessons/alpha-beta.ron"]);
    assert!(stderr(&o).contains("needs a terminal"), "{}", stderr(&o));
}

#[test]
fn the_key_card_lists_every_screens_keys() {
    let card = stdout(&gametree(&["keys"]));
    for line in [
        "The tutor",
        "The game screen",
        "Practice",
        "A lesson",
        "  c / C ",
        "  ] [ ",
    ] {
        assert!(card.contains(line), "{line}: {card}");
    }
    let ru = Gametree::new(&["--lang", "ru", "keys"]).output().unwrap();
    assert!(String::from_utf8_lossy(&ru.stdout).contains("отсеч"));
}

/// The key card in full: each screen's rows as its help lists them.
#[test]
fn the_key_card_as_printed() {
    insta::assert_snapshot!(stdout(&gametree(&["--no-config", "keys"])));
}

/// A configuration file that binds q away: the card names the new key
/// wherever q quit, on every screen.
#[test]
fn the_key_card_names_the_keys_the_file_binds_on_every_screen() {
    let dir = std::env::temp_dir().join(format!("gametree-keycard-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("config.ron");
    std::fs::write(
        &file,
        r#"Config(version: 1, keys: {"quit": "F10", "undo": "F2"})"#,
    )
    .unwrap();
    let card = stdout(&gametree(&["--config", file.to_str().unwrap(), "keys"]));
    std::fs::remove_dir_all(&dir).ok();
    // The tutor, the compare view, the whole-tree exercise, the game
    // screen and the list of scenarios; practice leaves by Esc alone.
    assert_eq!(card.matches("\n  F10 / Esc ").count(), 5, "{card}");
    assert!(!card.contains("q Esc") && !card.contains("Esc q"), "{card}");
    assert!(card.contains("\n  F2               undo: "), "{card}");
}

#[test]
fn the_whole_tree_exercise_is_refused_with_the_stepwise_kinds_and_without_pruning() {
    // Pruned and edges are marked before the search: not with
    // the kinds asked during it (a usage error).
    let o = gametree(&["practice", "bratko-fig2", "--ask", "pruned,values"]);
    refused(&o, 2, "not asked together with values");
    // Minimax evaluates every leaf: nothing to mark.
    let o = gametree(&["practice", "bratko-fig2", "--ask", "edges", "--algo", "minimax"]);
    refused(&o, 1, "needs a search that prunes");
}
