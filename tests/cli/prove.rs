//! `gametree prove`, run as a user runs it.

use crate::common::cli::gametree;
use std::process::Output;

fn json_of(o: &Output) -> serde_json::Value {
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8(o.stdout.clone()).unwrap();
    serde_json::from_str(out.lines().last().unwrap()).unwrap()
}

#[test]
fn prove_nim_7_for_minus_json_has_the_fixed_keys_and_the_strategy() {
    let j = json_of(&gametree(&["prove", "nim-7", "--for", "minus", "--json"]));
    assert_eq!(j["provable"], true);
    assert_eq!(j["nodes_generated"], 24);
    assert_eq!(j["problem"], "V(7+)");
    assert_eq!(
        j["solution"],
        serde_json::json!([
            {"position": "6-", "move": "take 2"},
            {"position": "3-", "move": "take 2"},
            {"position": "2-", "move": "take 1"},
            {"position": "5-", "move": "take 1"},
        ])
    );
}

#[test]
fn prove_nim_7_for_plus_is_not_provable() {
    let j = json_of(&gametree(&["prove", "nim-7", "--for", "plus", "--json"]));
    assert_eq!(j["provable"], false);
    assert_eq!(j["solution"], serde_json::json!([]));
}

#[test]
fn prove_tictactoe_is_a_draw_for_both() {
    for side in ["plus", "minus"] {
        let j = json_of(&gametree(&[
            "prove",
            "tictactoe-3x3",
            "--for",
            side,
            "--json",
            "--table",
        ]));
        assert_eq!(j["provable"], false, "{side}");
        assert_eq!(j["transposition_table"], true);
    }
}

#[test]
fn prove_text_names_the_problem_and_the_strategy() {
    let o = gametree(&["prove", "nim-7", "--for", "minus", "--trace"]);
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(
        out.contains("V(7+) is solved: all of its successors are solved"),
        "{out}"
    );
    assert!(
        out.contains("nim-7: V(7+) (MINUS can force a win): provable"),
        "{out}"
    );
    assert!(out.contains("  6-  take 2\n"), "{out}");
}

#[test]
fn trace_json_is_one_object_per_event_then_the_result() {
    let o = gametree(&["prove", "nim-4", "--for", "plus", "--trace", "--json"]);
    let out = String::from_utf8(o.stdout).unwrap();
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines[0]["event"], "enter");
    assert_eq!(lines[0]["kind"], "or");
    let end = &lines[lines.len() - 2];
    assert_eq!(end["event"], "end");
    assert_eq!(end["solved"], false);
    assert_eq!(lines.last().unwrap()["provable"], false);
}

/// A game known by name at other sizes (`connect4-7x6`, too large to
/// prove) is said to be known, with the sizes it is proved at; a name of
/// no game is unknown, with every game's sizes.
#[test]
fn a_known_game_at_a_size_not_offered_is_said_to_be_known() {
    for (name, sizes) in [
        ("connect4-7x6", "connect4-CxR (4x4"),
        ("tictactoe-4x4", "tictactoe-3x3"),
        ("kalah-6x4", "kalah-PxS"),
    ] {
        let o = gametree(&["prove", name]);
        assert_eq!(o.status.code(), Some(1));
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            err.contains(&format!("'{name}': gametree knows this game")),
            "{err}"
        );
        assert!(err.contains(sizes), "{err}");
        assert!(!err.contains("unknown"), "{err}");
    }
    let o = gametree(&["prove", "chess-8x8"]);
    assert!(String::from_utf8_lossy(&o.stderr).contains("unknown game 'chess-8x8'"));
}

#[test]
fn unknown_games_and_sides_are_refused() {
    let o = gametree(&["prove", "nim-0", "--for", "plus"]);
    assert!(!o.status.success());
    assert!(
        String::from_utf8_lossy(&o.stderr)
            .contains("'nim-0': gametree knows this game, but not at that size")
    );
    assert!(!gametree(&["prove", "nim-7", "--for", "max"]).status.success());
}

#[test]
fn without_for_the_proof_is_of_the_player_who_can_force_a_win() {
    // As `open nim-7` chooses: MINUS wins Nim 7 (last takes loses).
    let o = gametree(&["prove", "nim-7"]);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        text.starts_with("nim-7: V(7+) (MINUS can force a win): provable"),
        "{text}"
    );
}

/// Connect Four on the boards whose proof finishes: each is a
/// draw, neither player can force four; a bigger board is refused with
/// the boards there are.
#[test]
fn connect4_small_boards_are_proved_draws() {
    for board in ["connect4-4x4", "connect4-4x5", "connect4-5x4", "connect4-4x6"] {
        for side in ["plus", "minus"] {
            let j = json_of(&gametree(&["prove", board, "--for", side, "--json"]));
            assert_eq!(j["provable"], false, "{board} {side}");
        }
    }
    let j = json_of(&gametree(&["prove", "connect4-4x4", "--for", "plus", "--json"]));
    assert_eq!(j["problem"], "W(..../..../..../....)");
    assert_eq!(j["nodes_generated"], 8738);
    assert_eq!(j["method"], "texts");
    let o = gametree(&["prove", "connect4-7x6"]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("connect4-CxR (4x4, 4x5, 5x4, 4x6, 5x5, 6x4, 6x5, 5x6, 7x4, 4x7, 7x5, 5x7)"),
        "{err}"
    );
}

/// 6×4 and 5×5 are proved on bitboards, as John Tromp's table of board
/// sizes has them: on 6×4 O, moving second, wins (V provable, W not); 5×5
/// is a draw. Its strategy is too long to list.
#[test]
fn connect4_6x4_is_a_win_for_o_and_5x5_a_draw() {
    let v = json_of(&gametree(&["prove", "connect4-6x4", "--json"]));
    assert_eq!(
        (&v["problem"], &v["provable"]),
        (
            &serde_json::json!("V(....../....../....../......)"),
            &serde_json::json!(true)
        )
    );
    assert_eq!(v["method"], "bitboards");
    assert!(v["answers"].as_u64() > Some(200), "{v}");
    assert_eq!(v["solution"], serde_json::json!([]));
    let w = json_of(&gametree(&["prove", "connect4-6x4", "--for", "plus", "--json"]));
    assert_eq!(w["provable"], false);
    for side in ["plus", "minus"] {
        let j = json_of(&gametree(&["prove", "connect4-5x5", "--for", side, "--json"]));
        assert_eq!(j["provable"], false, "5x5 {side}");
    }
    let o = gametree(&["prove", "connect4-6x4"]);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("(MINUS can force a win): provable"), "{text}");
    assert!(text.contains("too many to list"), "{text}");
}

/// The boards proved on bitboards have no record to step through: the
/// tutor and the trace refuse them, naming the boards they take.
#[test]
fn a_board_proved_on_bitboards_is_not_stepped_through() {
    for args in [
        &["prove", "connect4-6x4", "--trace"][..],
        &["prove", "connect4-6x4", "--tutor"],
        &["open", "connect4-6x4"],
    ] {
        let o = gametree(args);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains("too big to step through"), "{args:?}: {err}");
        assert!(err.contains("4x4, 4x5, 5x4, 4x6"), "{args:?}: {err}");
    }
}

/// Kalah 3×2 is a draw (the solver: `kalah solve --pits 3 --seeds 2`), 2×3
/// a win for South, who moves first; a board past the sizes offered is
/// refused with them.
#[test]
fn kalah_openings_are_proved_by_name() {
    for (board, plus, minus) in [("kalah-3x2", false, false), ("kalah-2x3", true, false)] {
        let w = json_of(&gametree(&["prove", board, "--for", "plus", "--json"]));
        let v = json_of(&gametree(&["prove", board, "--for", "minus", "--json"]));
        assert_eq!(
            (w["provable"].clone(), v["provable"].clone()),
            (plus.into(), minus.into()),
            "{board}"
        );
        assert_eq!(w["transposition_table"], true);
    }
    let j = json_of(&gametree(&["prove", "kalah-2x3", "--json"]));
    assert_eq!(j["problem"], "W(3,3,0,3,3,0 south)");
    let o = gametree(&["prove", "kalah-6x4"]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("kalah-PxS (P pits a side, 1 ≤ P ≤ 3, S stones a pit, 1 ≤ S ≤ 6"),
        "{err}"
    );
}
