//! `gametree kalah` and `gametree play` outside a terminal: settings are
//! checked first, then the missing terminal is reported in words.

use crate::isolated::gametree;

fn error(args: &[&str]) -> String {
    let o = gametree(args);
    assert!(!o.status.success(), "{args:?} succeeded");
    assert!(o.stdout.is_empty());
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn the_game_screen_needs_a_terminal() {
    for args in [
        &["kalah"][..],
        &["play", "kalah", "--pits", "3"],
        &["play", "tictactoe", "--size", "4", "--eval", "open-lines"],
        &["play", "nim", "--coins", "7", "--players", "computer-computer"],
        // Presenter mode, on every game.
        &["kalah", "--present"],
        &["play", "tictactoe", "--present"],
        &["play", "nim", "--present"],
    ] {
        assert!(error(args).contains("needs a terminal"), "{args:?}");
    }
}

#[test]
fn bad_settings_are_refused_before_the_screen_opens() {
    assert!(error(&["kalah", "--pits", "9"]).contains("9 pits a side"));
    assert!(error(&["kalah", "--seeds", "0"]).contains("0 stones a pit"));
    assert!(error(&["play", "nim", "--coins", "50"]).contains("50"));
    assert!(error(&["play", "tictactoe", "--size", "5"]).contains("5"));
    assert!(error(&["kalah", "--depth", "0"]).contains("0"));
}

#[test]
fn kalah_commands_still_work_beside_the_screen_options() {
    let o = gametree(&["kalah", "move", "--board", "2,2,2,0,2,2,2,0", "3"]);
    assert!(o.status.success());
    assert!(String::from_utf8_lossy(&o.stdout).contains("\"board\":[2,2,0,4,0,2,2,0]"));
}

/// `--board` starts the game screen from a position: it cannot
/// be given with the opening's size (a usage error, exit 2), `--to-move`
/// needs it, and a bad board is refused in the board's own words (exit 1)
/// before the terminal is looked for.
#[test]
fn a_board_conflicts_with_the_openings_size_and_a_bad_one_is_refused() {
    let board = "4,4,4,4,0,4,4,4,4,0";
    for args in [
        &["kalah", "--board", board, "--pits", "4"][..],
        &["kalah", "--board", board, "--seeds", "3"],
        &["play", "kalah", "--board", board, "--pits", "4"],
        &["play", "tictactoe", "--board", "X.O/.X./...", "--size", "4"],
        &["kalah", "--to-move", "north"],
    ] {
        let o = gametree(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&o.stderr).contains("--board"), "{args:?}");
    }
    let refused = [
        (&["kalah", "--board", "4,4,x"][..], "'x' is not a stone count"),
        (&["kalah", "--board", "4,4,4"], "2P+2 numbers"),
        (&["play", "tictactoe", "--board", "XX./.../..."], "X moves first"),
        (
            &["play", "tictactoe", "--board", "XO/.."],
            "not 3 rows of 3 cells",
        ),
        (&["play", "nim", "--coins", "1"], "--to-move"),
    ];
    for (args, why) in refused {
        let o = gametree(args);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        assert!(String::from_utf8_lossy(&o.stderr).contains(why), "{args:?}");
    }
    for args in [
        &[
            "kalah",
            "--board",
            board,
            "--to-move",
            "north",
            "--rules",
            "standard",
        ][..],
        &["play", "tictactoe", "--board", "X.O/.X./..."],
        &["play", "nim", "--coins", "5", "--to-move", "minus"],
    ] {
        assert!(error(args).contains("needs a terminal"), "{args:?}");
    }
}
