//! The games on the command line: nim-N and tictactoe-3x3 searched live
//! with the same JSON keys as the scenarios, and fixed move ordering.

use crate::common;
use crate::common::cli::{gametree, stdout};

use serde_json::{Value, json};

fn json_lines(args: &[&str]) -> Vec<Value> {
    let out = stdout(&gametree(args));
    out.lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

fn keys(v: &Value) -> Vec<&str> {
    let mut k: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    k.sort();
    k
}

use common::STATS_KEYS as KEYS;

/// The keys of a game's `stats` where the value is a win or a loss: its
/// distance too.
fn decided_keys() -> Vec<&'static str> {
    let mut k = KEYS.to_vec();
    k.push("distance");
    k.sort();
    k
}

#[test]
fn stats_nim_7_json_says_minus_wins_with_the_scenario_keys() {
    let lines = json_lines(&["stats", "nim-7", "--json"]);
    assert_eq!(lines.len(), 2);
    for l in &lines {
        assert_eq!(keys(l), decided_keys());
        assert_eq!(l["scenario"], "nim-7");
        // Whoever takes the last coin loses: from 7 coins PLUS loses, at
        // the end (one coin left to PLUS) four plies off.
        assert_eq!(l["value"], -1);
        assert_eq!(l["distance"], json!({"plies": 4, "outcome": "loss", "of": 2}));
        // A node of the search is named by the rule, not by its state.
        assert_eq!(l["pv"][0], "A");
        assert_eq!(l["pv_moves"][0], l["best_move"]);
    }
    assert_eq!(lines[0]["algorithm"], "minimax");
    assert_eq!(lines[1]["algorithm"], "alphabeta");
    assert!(lines[1]["evaluations"].as_u64() < lines[0]["evaluations"].as_u64());
    // Any number of coins; 8 = 3·2 + 2 is a win for PLUS.
    let eight = json_lines(&["stats", "nim-8", "--algo", "alphabeta", "--json"]);
    assert_eq!(eight[0]["value"], 1);
}

#[test]
fn trace_nim_7_prints_the_search_step_by_step() {
    let out = stdout(&gametree(&["trace", "nim-7"]));
    assert!(
        out.starts_with("alpha-beta on nim-7: Nim, last one loses, 7 coins\n"),
        "{out}"
    );
    assert!(
        out.contains("generate B by move take 1, successor 1 of A"),
        "{out}"
    );
    assert!(out.lines().last().unwrap().contains("end: value -1"), "{out}");
    let json = json_lines(&["trace", "nim-7", "--json"]);
    assert_eq!(json.last().unwrap()["event"], "end");
}

#[test]
fn stats_tictactoe_alpha_beta_json_is_a_draw() {
    let lines = json_lines(&["stats", "tictactoe-3x3", "--algo", "alphabeta", "--json"]);
    assert_eq!(lines.len(), 1);
    let l = &lines[0];
    assert_eq!(keys(l), KEYS);
    assert_eq!((&l["algorithm"], &l["value"]), (&json!("alphabeta"), &json!(0)));
    assert_eq!(l["pv"].as_array().unwrap().len(), 10, "nine moves fill the board");
    assert_eq!(l["pv_moves"].as_array().unwrap().len(), 9);
    assert_eq!(l["best_move"], "X a1");
    // Names, not boards: at most 8 characters, the root A.
    let pv: Vec<&str> = l["pv"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|n| n.as_str())
        .collect();
    assert_eq!(pv[0], "A");
    assert!(pv.iter().all(|n| n.len() <= 8 && !n.contains('/')), "{pv:?}");
}

#[test]
fn static_order_shows_the_saving_against_no_ordering() {
    let lines = json_lines(&[
        "stats",
        "ordering-deepening",
        "--algo",
        "alphabeta",
        "--order",
        "static",
        "--json",
    ]);
    let l = &lines[0];
    assert_eq!(l["order"], "static");
    assert_eq!(l["unordered"], json!({"evaluations": 27, "nodes_generated": 39}));
    assert_eq!((&l["evaluations"], &l["value"]), (&json!(11), &json!(19)));
    let text = stdout(&gametree(&[
        "stats",
        "tictactoe-3x3",
        "--algo",
        "alphabeta",
        "--order",
        "static",
    ]));
    assert!(text.contains("alpha-beta, moves in static order"), "{text}");
    assert!(
        text.contains("without ordering     16810 nodes generated, 6740 static evaluations"),
        "{text}"
    );
}

#[test]
fn a_game_searched_in_the_tutor_needs_a_terminal() {
    let o = gametree(&["open", "nim-7", "--algo", "minimax", "--order", "static"]);
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("needs a terminal"));
}

/// `--to-move minus` starts the pile with MINUS to move, the text's 7-:
/// the player moving second wins, so the value flips from MINUS's win to
/// PLUS's, and the proof shown is PLUS's, W(7-).
#[test]
fn nim_to_move_minus_flips_the_value_and_the_proof() {
    let plus = json_lines(&[
        "stats",
        "nim-7",
        "--algo",
        "alphabeta",
        "--json",
        "--to-move",
        "plus",
    ]);
    let minus = json_lines(&[
        "stats",
        "nim-7",
        "--algo",
        "alphabeta",
        "--json",
        "--to-move",
        "minus",
    ]);
    assert_eq!(plus[0]["value"], json!(-1));
    assert_eq!(minus[0]["value"], json!(1));
    // The nodes are named by the rule; the states, in the proof.
    assert_eq!(plus[0]["pv"][0], json!("A"));
    // 8 coins: PLUS moving first wins; with MINUS first, MINUS does.
    let eight = json_lines(&[
        "stats",
        "nim-8",
        "--algo",
        "minimax",
        "--json",
        "--to-move",
        "minus",
    ]);
    assert_eq!(eight[0]["value"], json!(-1));
    let trace = stdout(&gametree(&["trace", "nim-4", "--to-move", "minus"]));
    assert!(trace.contains("MINUS to move first"), "{trace}");
    assert!(trace.contains("enter A (MIN)"), "{trace}");
    let proof = stdout(&gametree(&["export", "nim-7", "--to-move", "minus"]));
    assert!(proof.starts_with("proof of W(7-) · nim-7"), "{proof}");
    let proof = stdout(&gametree(&["export", "nim-7"]));
    assert!(proof.starts_with("proof of V(7+) · nim-7"), "{proof}");
}

/// `nim-0 --to-move minus` said --to-move describes a
/// live position (give kalah or tictactoe); it is the pile that is wrong.
#[test]
fn a_pile_out_of_range_with_to_move_is_said_to_be_no_game() {
    for name in ["nim-0", "nim-1001"] {
        for command in ["stats", "trace", "export"] {
            let o = gametree(&[command, name, "--to-move", "minus"]);
            assert_eq!(o.status.code(), Some(1));
            let err = String::from_utf8_lossy(&o.stderr);
            assert!(
                err.contains(&format!(
                    "'{name}': gametree knows this game, but not at that size; it is known by name at these sizes only (bigger boards are too large to prove): nim-N (1 ≤ N ≤ 1000"
                )),
                "{command} {name}: {err}"
            );
        }
    }
}

#[test]
fn each_game_takes_its_own_players_names() {
    let nim = gametree(&["stats", "nim-7", "--to-move", "south"]);
    assert_eq!(nim.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&nim.stderr).contains("--to-move plus or minus"));
    let kalah = gametree(&[
        "stats",
        "kalah",
        "--board",
        "3,3,3,0,3,3,3,0",
        "--to-move",
        "minus",
    ]);
    assert_eq!(kalah.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&kalah.stderr).contains("--to-move south or north"));
    let tree = gametree(&["stats", "bratko-fig2", "--to-move", "plus"]);
    assert_eq!(tree.status.code(), Some(1));
    // Tic-tac-toe's player follows from its board: `--to-move` is refused
    // in words, not passed over.
    let x = gametree(&["stats", "tictactoe", "--to-move", "minus"]);
    assert_eq!(x.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&x.stderr).contains("tictactoe takes only --board and --eval"));
}

/// Connect Four through the registry: a position read from
/// `--board`, searched four plies ahead by default; b1 and e1 make three
/// open at both ends, a win the search sees and the evaluation alone
/// does not.
#[test]
fn connect4_two_threats_are_seen_four_plies_ahead() {
    let board = "......./......./......./......./..OO.../..XX...";
    let lines = json_lines(&["stats", "connect4", "--board", board, "--json"]);
    let ab = lines.iter().find(|l| l["algorithm"] == "alphabeta").unwrap();
    assert_eq!(keys(ab), decided_keys());
    assert_eq!(ab["value"], json!("+inf"));
    assert_eq!(ab["best_move"], json!("X b"));
    assert_eq!(ab["pv_moves"][0], json!("X b"));
    let shallow = json_lines(&["stats", "connect4", "--board", board, "--depth", "1", "--json"]);
    assert_ne!(shallow[0]["value"], json!("+inf"), "one ply sees no win");
}

/// A board play cannot reach is refused in words, with exit code 1.
#[test]
fn connect4_boards_that_cannot_arise_are_refused() {
    for (board, said) in [
        ("..../..X./..../....", "a piece floats in column c"),
        ("XO../XO../XO../XO..", "both X and O have four in a line"),
        ("..../..../..../XX..", "X has as many pieces as O or one more"),
        (
            "X.../X.O./X.O./XOO.",
            "a piece was dropped after the game was won",
        ),
    ] {
        for command in ["stats", "trace", "open"] {
            let o = gametree(&[command, "connect4", "--board", board]);
            assert_eq!(o.status.code(), Some(1), "{command} {board}");
            let err = String::from_utf8_lossy(&o.stderr);
            assert!(err.contains(said), "{command} {board}: {err}");
        }
    }
    let o = gametree(&["play", "connect4", "--size", "3x9"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("'3x9' is no board size"));
}

/// Nim is in the registry with no board: its name alone says so, with
/// the name that gives its position; the games with a board are named
/// where a position's options come without one.
#[test]
fn nim_has_no_board_position_and_says_its_name() {
    for args in [&["stats", "nim"][..], &["open", "nim", "--board", "3"]] {
        let o = gametree(args);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            err.contains("nim has no --board position: its position is its name, e.g. nim-7"),
            "{err}"
        );
    }
    let o = gametree(&["stats", "minimax-fig6-7", "--board", "3"]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("give one of kalah, tictactoe, connect4 in place"),
        "{err}"
    );
}

/// `gametree list` names every game of the registry at the size it shows.
#[test]
fn list_names_every_game_at_its_shown_size() {
    let out = stdout(&gametree(&["list"]));
    for kind in gametree::game::known::Kind::ALL {
        let name = kind.shown().name();
        assert!(
            out.lines().any(|l| l.starts_with(&name)),
            "{name} missing from\n{out}"
        );
    }
}

/// O to move, lost at depth 5: a lets X make four at once, g blocks it
/// and loses two plies later.
const LOST: &str = "..OOO../..OXX../OOOXXO./XXXOOXX/OOOXXXO/XXOXOXX";

/// `stats` names the move the computer plays: on a lost board g at every
/// depth (the deeper search sees every move lose and holds out longest),
/// while its principal variation stays the search's.
#[test]
fn stats_names_the_computers_move_at_every_depth() {
    for depth in ["1", "2", "3", "5"] {
        let l = &json_lines(&["stats", "connect4", "--board", LOST, "--depth", depth, "--json"])[0];
        assert_eq!(l["best_move"], "O g", "depth {depth}");
        if depth == "5" {
            assert_eq!(l["value"], "+inf");
            assert_eq!(l["distance"], json!({"plies": 4, "outcome": "loss", "of": 4}));
            // The search's line: the first move of the value, a.
            assert_eq!(l["pv_moves"][0], "O a");
        } else {
            assert_eq!(l.get("distance"), None, "depth {depth}");
        }
    }
    let board = "......./......./......./......./..XX.../X.OOO.X";
    let l = &json_lines(&["stats", "connect4", "--board", board, "--depth", "3", "--json"])[0];
    assert_eq!(l["best_move"], "O b");
    assert_eq!(l["distance"], json!({"plies": 1, "outcome": "win", "of": 7}));
}

#[test]
fn stats_says_how_far_off_the_win_or_loss_is_in_every_language() {
    for (lang, says) in [
        ("en", "O g (loses in 4 plies at best)"),
        ("ru", "O g (проигрывает не раньше чем через 4 полухода)"),
        ("uk", "O g (програє не раніше ніж через 4 півходи)"),
    ] {
        let out = stdout(&gametree(&[
            "stats", "connect4", "--board", LOST, "--depth", "5", "--lang", lang,
        ]));
        assert!(out.contains(says), "{lang}: {out}");
    }
    let board = "......./......./......./......./..XX.../X.OOO.X";
    for (lang, says) in [
        ("en", "O b (wins in 1 ply)"),
        ("ru", "O b (выигрывает за 1 полуход)"),
        ("uk", "O b (виграє за 1 півхід)"),
    ] {
        let out = stdout(&gametree(&[
            "stats", "connect4", "--board", board, "--depth", "3", "--lang", lang,
        ]));
        assert!(out.contains(says), "{lang}: {out}");
    }
}
