//! `gametree kalah` and `gametree play` outside a terminal: settings are
//! checked first, then the missing terminal is reported in words.

use std::process::{Command, Output, Stdio};

fn gametree(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gametree"))
        .args(["--lang", "en"])
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

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
