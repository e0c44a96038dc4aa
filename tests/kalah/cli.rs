//! The Kalah command line that tools depend on: `kalah move`, `search`,
//! `solve` and `match`, run as the real binary.

use crate::command::{TempDir, build_database, gametree, ran_within, solve_opening};
use crate::isolated::Gametree;
use proptest::prelude::*;
use serde_json::Value;
use std::ffi::OsStr;
use std::process::Command;

/// Runs `gametree kalah ARGS`: exit success, stdout, stderr.
fn kalah(args: &[impl AsRef<OsStr>]) -> (bool, String, String) {
    let (code, out, err) = gametree(args);
    (code == 0, out, err)
}

fn json(args: &[impl AsRef<OsStr> + std::fmt::Debug]) -> Value {
    let (ok, out, err) = kalah(args);
    assert!(ok, "{args:?}: {err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}: {out}"))
}

#[test]
fn move_prints_the_position_as_json() {
    let v = json(&[
        "move",
        "--board",
        "4,4,4,4,0,4,4,4,4,0",
        "--to-move",
        "south",
        "2",
    ]);
    assert_eq!(v["board"], serde_json::json!([4, 0, 5, 5, 1, 5, 4, 4, 4, 0]));
    assert_eq!(v["to_move"], "north");
    assert_eq!(v["over"], false);
    assert_eq!(v["winner"], Value::Null);
}

#[test]
fn an_illegal_move_exits_1_naming_the_legal_ones() {
    let (ok, _, err) = kalah(&[
        "move",
        "--board",
        "4,0,4,4,0,4,4,4,4,0",
        "--to-move",
        "south",
        "2",
    ]);
    assert!(!ok);
    assert!(err.contains("pit 2 is empty"), "{err}");
    assert!(
        err.contains("legal moves at 4,0,4,4,0,4,4,4,4,0 are 1, 3, 4"),
        "{err}"
    );
    let (ok, _, err) = kalah(&[
        "move",
        "--board",
        "4,4,4,4,0,4,4,4,4,0",
        "--to-move",
        "south",
        "7",
    ]);
    assert!(!ok);
    assert!(err.contains("1, 2, 3, 4"), "{err}");
}

#[test]
fn a_finished_game_names_its_winner() {
    // Book rules: the last stone makes 3 in North's pit 1, which goes to
    // South's store: 11 of 16 stones, more than half, wins at once.
    let v = json(&["move", "--board", "0,0,2,7,2,1,1,3", "--to-move", "south", "3"]);
    assert_eq!(v["over"], true);
    assert_eq!(v["winner"], "south");
}

#[test]
fn search_gives_value_move_line_and_counts() {
    let board = "4,4,4,4,4,4,0,4,4,4,4,4,4,0";
    let args = |algo| {
        vec![
            "search",
            "--rules",
            "standard",
            "--board",
            board,
            "--to-move",
            "south",
            "--depth",
            "4",
            "--algo",
            algo,
            "--json",
        ]
    };
    let ab = json(&args("alphabeta"));
    let mm = json(&args("minimax"));
    assert_eq!(ab["value"], mm["value"]);
    assert_eq!(ab["pv"].as_array().unwrap().len(), 4);
    assert_eq!(ab["best_move"], ab["pv"][0]);
    assert!(ab["evaluations"].as_u64() < mm["evaluations"].as_u64());
    assert!(ab["seconds"].is_number() && ab["nodes_generated"].is_u64());
}

#[test]
fn solve_4x3_gives_the_exact_result() {
    let v = json(&solve_opening("empty-capture", 4, 3, &["--json", "--quiet"]));
    assert_eq!(v["value"], 8);
    assert_eq!(v["best_move"], 2);
}

#[test]
fn match_plays_every_game_and_totals_agree() {
    let v = json(&[
        "match",
        "--pits",
        "4",
        "--seeds",
        "3",
        "--games",
        "4",
        "--a-depth",
        "3",
        "--b-depth",
        "1",
        "--json",
    ]);
    let games = v["games"].as_array().unwrap();
    assert_eq!(games.len(), 4);
    let firsts: Vec<&str> = games.iter().map(|g| g["first"].as_str().unwrap()).collect();
    assert_eq!(firsts, ["A", "B", "A", "B"]);
    let total = ["a_wins", "draws", "b_wins"].map(|k| v[k].as_u64().unwrap());
    assert_eq!(total.iter().sum::<u64>(), 4);
    let (ok, text, _) = kalah(&["match", "--pits", "4", "--seeds", "3", "--games", "2"]);
    assert!(ok && text.contains("wins  draws  losses"), "{text}");
}

/// A JSON board as the command line writes it: "4,0,5".
fn joined(board: &Value) -> String {
    let cells: Vec<String> = board.as_array().unwrap().iter().map(Value::to_string).collect();
    cells.join(",")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// Moves played one command at a time, each from the last output,
    /// end where playing them all in one command ends.
    #[test]
    fn move_output_round_trips(picks in prop::collection::vec(0..4usize, 1..6)) {
        let mut board = "3,3,3,3,0,3,3,3,3,0".to_string();
        let mut to_move = "south".to_string();
        let mut played = Vec::new();
        for pick in picks {
            let legal: Vec<usize> = (1..=4).filter(|&p| {
                kalah(&["move", "--board", &board, "--to-move", &to_move, &p.to_string()]).0
            }).collect();
            if legal.is_empty() { break; }
            let pit = legal[pick % legal.len()].to_string();
            let v = json(&["move", "--board", &board, "--to-move", &to_move, &pit]);
            played.push(pit);
            board = joined(&v["board"]);
            to_move = v["to_move"].as_str().unwrap().to_string();
            if v["over"] == true { break; }
        }
        let mut args = vec!["move", "--board", "3,3,3,3,0,3,3,3,3,0", "--to-move", "south"];
        args.extend(played.iter().map(String::as_str));
        let all = json(&args);
        prop_assert_eq!(all["to_move"].as_str().unwrap(), to_move.as_str());
        prop_assert_eq!(joined(&all["board"]), board);
    }
}

/// Runs `gametree kalah ARGS` with stdout, or stderr, a pipe whose reader
/// has already gone (`gametree kalah db list | true`): the exit code and
/// what the other stream got.
fn into_gone_reader(args: &[&str], gone: Gone) -> (Option<i32>, String) {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let mut command = Gametree::english(&["kalah"]);
    command.args(args);
    let out = match gone {
        Gone::Stdout => command.stdout(writer).output().unwrap(),
        Gone::Stderr => command.stderr(writer).output().unwrap(),
    };
    let other = match gone {
        Gone::Stdout => out.stderr,
        Gone::Stderr => out.stdout,
    };
    (out.status.code(), String::from_utf8(other).unwrap())
}

#[derive(Clone, Copy)]
enum Gone {
    Stdout,
    Stderr,
}

#[test]
fn a_reader_that_has_gone_ends_the_kalah_commands_quietly() {
    let dir = TempDir::new("gone");
    let d = dir.arg();
    let board = ["--board", "4,4,4,4,0,4,4,4,4,0"];
    let search = [&["search", "--depth", "4"], &board[..]].concat();
    let search_json = [&search[..], &["--json"]].concat();
    let solve = ["solve", "--pits", "4", "--seeds", "3", "--quiet"];
    let solve_json = ["solve", "--pits", "4", "--seeds", "3", "--json", "--quiet"];
    let known = ["solve"];
    let list = ["db", "list", "--db-dir", d];
    for _ in 0..10 {
        let (code, err) = into_gone_reader(&list, Gone::Stdout);
        assert_eq!(code, Some(0), "{err}");
        assert_eq!(err, "");
    }
    for args in [&search[..], &search_json, &solve, &solve_json, &known] {
        let (code, err) = into_gone_reader(args, Gone::Stdout);
        assert_eq!(code, Some(0), "{args:?}: {err}");
        assert_eq!(err, "", "{args:?}");
    }
    // Progress lines and notes to a stderr that has gone: the answer
    // still comes on stdout.
    let progress = ["solve", "--pits", "4", "--seeds", "3", "--json"];
    let deep = [&["search", "--depth", "13", "--json"], &board[..]].concat();
    let build = build_database("standard", 3, 4, &["--db-dir", d]);
    let build: Vec<&str> = build.iter().map(String::as_str).collect();
    for args in [&progress[..], &deep, &build] {
        let (code, out) = into_gone_reader(args, Gone::Stderr);
        assert_eq!(code, Some(0), "{args:?}: {out}");
        assert!(!out.is_empty(), "{args:?}");
    }
}

#[test]
fn weights_are_read_only_from_a_regular_file_of_a_bounded_size() {
    let dir = TempDir::new("weights");
    let fifo = dir.0.join("fifo");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let big = dir.0.join("big.ron");
    let mut text = "[1, 1, 1, 1, 1, 1, 3, -1, -1, -1, -1, -1, -1, -3]".to_string();
    text.push_str(&" ".repeat(70 << 10));
    std::fs::write(&big, text).unwrap();
    let search = |file: &std::path::Path| {
        let eval = format!("linear:{}", file.display());
        let search = [
            "search",
            "--board",
            "4,4,4,4,0,4,4,4,4,0",
            "--depth",
            "2",
            "--eval",
            &eval,
        ];
        ran_within(&search, 20)
    };
    for special in [std::path::Path::new("/dev/zero"), &fifo] {
        let (code, err) = search(special);
        assert_eq!(code, Some(2), "{special:?}: stopped after 20 s, or {err}");
        assert!(err.contains("not a regular file"), "{err}");
    }
    let (code, err) = search(&big);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("more than 64.00 KiB"), "{err}");
}

#[test]
fn a_tree_budget_past_the_memory_the_process_can_have_is_refused() {
    let (code, err) = ran_within(&["--max-tree-memory", "100TiB"], 20);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("--max-tree-memory 100.00 TiB is more than"), "{err}");
    let out = Gametree::limited("-v 3000000", &["--lang", "en", "kalah"])
        .env("GAMETREE_MAX_TREE_MEMORY", "4GiB")
        .output()
        .unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("4.00 GiB") && err.contains("ulimit -v"), "{err}");
}

#[test]
fn stones_past_a_byte_are_refused_in_the_boards_words_by_every_command() {
    // Not clap's `0..=255`: the board's own range, as --seeds 13 gets.
    for args in [
        &["solve", "--pits", "4", "--seeds", "256"][..],
        &["match", "--games", "1", "--seeds", "256"][..],
    ] {
        let (ok, _, err) = kalah(args);
        assert!(!ok, "{args:?}");
        assert!(
            err.contains("256 stones a pit: expected 1 to 12"),
            "{args:?}: {err}"
        );
        assert!(!err.contains("0..=255"), "{args:?}: {err}");
    }
}

/// Where the value is a win, the best move is the quickest: pit 4 wins at
/// once, while the search's principal variation starts with the first
/// move of that value, 2.
#[test]
fn search_names_the_quickest_win() {
    let v = json(&[
        "search",
        "--board",
        "0,1,1,1,12,1,1,0,0,7",
        "--depth",
        "8",
        "--json",
    ]);
    assert_eq!(v["value"], 1006);
    assert_eq!(v["best_move"], 4);
    assert_eq!(
        v["distance"],
        serde_json::json!({"plies": 1, "outcome": "win", "of": 3})
    );
    assert_eq!(v["pv"], serde_json::json!([2, 1, 3]));
    let (ok, out, _) = kalah(&["search", "--board", "0,1,1,1,12,1,1,0,0,7", "--depth", "8"]);
    assert!(ok && out.contains("4 (wins in 1 ply)"), "{out}");
    // Neither a win nor a loss: no distance.
    let v = json(&[
        "search",
        "--board",
        "4,4,4,4,0,4,4,4,4,0",
        "--depth",
        "4",
        "--json",
    ]);
    assert_eq!(v.get("distance"), None);
}
