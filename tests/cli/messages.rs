//! What the command line says names what the user wrote: the command that
//! needs a terminal, the spec as typed.

use crate::common::cli::{gametree, stderr};

/// Each command that draws a screen, run without a terminal, names
/// itself (practice and new said "`gametree open` needs a terminal") and
/// what does its work without one.
#[test]
fn each_command_without_a_terminal_says_that_it_needs_one() {
    for (args, instead) in [
        (
            &["open", "bratko-fig2"][..],
            "`gametree trace` prints the steps instead",
        ),
        (&["practice", "bratko-fig2"], "`gametree export --blank`"),
        (&["new"], "`gametree random` writes a tree to a file instead"),
        (&["new", "b3d2"], "`gametree random`"),
        (&["prove", "nim-7", "--tutor"], "`gametree prove --trace`"),
        (&["lesson", "assets/lessons/alpha-beta.ron"], "`gametree trace`"),
    ] {
        let o = crate::common::cli::gametree_in_package(args);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        let said = format!("gametree: `gametree {}` needs a terminal; {instead}", args[0]);
        assert!(stderr(&o).starts_with(&said), "{args:?}: {}", stderr(&o));
    }
}

/// `gametree new ''` quoted `random::v0..0:seed1`, a spec made of the
/// shape, never typed; every refused shape is named as typed.
#[test]
fn a_refused_shape_is_named_as_it_was_typed() {
    for command in ["new", "random"] {
        let o = gametree(&[command, ""]);
        assert_eq!(o.status.code(), Some(1), "{command}");
        assert!(
            stderr(&o).starts_with("gametree: no shape given: a spec is a shape such as b3d4"),
            "{command}: {}",
            stderr(&o)
        );
        let o = gametree(&[command, "b2d2:zz"]);
        assert!(
            stderr(&o).starts_with("gametree: b2d2:zz: cannot read `zz`"),
            "{command}: {}",
            stderr(&o)
        );
        assert!(!stderr(&o).contains("v0..0"), "{}", stderr(&o));
    }
}

/// One rule for a number too large, the range said, the same in a
/// scenario file, a course file and an inline tree (the tutor's `=` is
/// tested with the editor's reader).
#[test]
fn a_number_too_large_is_refused_by_one_rule_wherever_it_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let said = "is too large: a value is a number from -2147483647 to 2147483647, or inf (-inf) for ±∞";
    let huge = "1".repeat(3000);
    for number in ["1e999", "-1e999", "1e308", "2147483648", huge.as_str()] {
        let file = dir.path().join("t.ron");
        let text = format!("Scenario(title: \"t\",\n  tree: (children: [{number}, 2]))");
        std::fs::write(&file, text).unwrap();
        let course = dir.path().join("t.test");
        let text = format!(
            "class: \"GraphGameTreeTest\"\nalg: \"MinimaxAgent\"\ndepth: \"1\"\nnum_agents: \"2\"\n\
             start_state: \"a\"\nwin_states: \"\"\nlose_states: \"b c\"\n\
             successors: \"\"\"\na L b\na R c\n\"\"\"\nevaluation: \"\"\"\nb 1\nc {number}\n\"\"\"\n"
        );
        std::fs::write(&course, text).unwrap();
        let inline = format!("[[{number}, 1], [2, 3]]");
        for (args, at) in [
            (vec!["check", file.to_str().unwrap()], "t.ron:2:21: `".to_string()),
            (
                vec!["check", course.to_str().unwrap()],
                "t.test:14:3: `".to_string(),
            ),
            (vec!["check", inline.as_str()], ", column 3: `".to_string()),
        ] {
            let o = gametree(&args);
            assert_eq!(o.status.code(), Some(1), "{args:?}");
            let e = stderr(&o);
            assert!(
                e.contains(&at) && e.contains(said),
                "{number:.20} {args:.2?}: {e:.300}"
            );
        }
    }
}

/// An O on top of X's finished four: the counts fit, but the O was
/// dropped after the game was won (it was taken for "the game is over
/// here").
#[test]
fn a_connect_four_board_played_on_after_a_win_is_refused() {
    let board = "......./O....../X....../X....../X....../XOO....";
    for command in ["stats", "trace", "open"] {
        let o = gametree(&[command, "connect4", "--board", board]);
        assert_eq!(o.status.code(), Some(1), "{command}");
        assert!(
            stderr(&o).contains(&format!("'{board}': a piece was dropped after the game was won")),
            "{command}: {}",
            stderr(&o)
        );
    }
}

/// Trees whose exact values fit are searched (the 41-node one was
/// refused by expectimax, the large leaf when it was read); a sum that
/// is no value is refused by `check` and the commands, saying which.
#[test]
fn expectimax_shows_exact_values_that_fit_and_names_a_sum_that_does_not() {
    let data = crate::common::cli::package().join("tests/data/expectimax");
    let fine = data.join("expectimax-fine.ron");
    let big = data.join("expectimax-big-leaf.ron");
    for file in [&fine, &big] {
        let o = gametree(&["check", file.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    }
    let o = gametree(&["stats", fine.to_str().unwrap(), "--algo", "expectimax", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["value_exact"], "-3226451/9081072", "{v}");
    let o = gametree(&["stats", big.to_str().unwrap(), "--algo", "expectimax", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["value"], 100_000_000, "{v}");
    // Twelve levels of sevenths: a denominator of 2·7^12.
    let mut tree = "1.5".to_string();
    for _ in 0..12 {
        tree = format!("(player: Chance, children: [{tree}, 1, 2, 3, 4, 5, 6])");
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("sevenths.ron");
    std::fs::write(
        &file,
        format!("Scenario(title: \"t\", tree: (children: [0, {tree}]))"),
    )
    .unwrap();
    for command in ["check", "stats", "trace", "export"] {
        let o = gametree(&[command, file.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(1), "{command}");
        assert!(
            stderr(&o).contains("the weighted sum comes to ")
                && stderr(&o).contains("which no value holds exactly"),
            "{command}: {}",
            stderr(&o)
        );
    }
}
