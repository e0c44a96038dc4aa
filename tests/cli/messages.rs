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
