//! What the command line says names what the user wrote: the command that
//! needs a terminal, the spec as typed.

use crate::common::cli::gametree;
use std::process::Output;

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

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
