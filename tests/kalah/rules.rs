//! The rules on hand-made positions. Boards are written as on the command
//! line: South's pits 1..6, South's store, North's pits 1..6, North's store.

use super::{play, position};
use gametree::game::kalah::{Rules, Side, Winner};

const BOOK: Rules = Rules::BOOK;
const STANDARD: Rules = Rules::STANDARD;
const EMPTY_CAPTURE: Rules = Rules::EMPTY_CAPTURE;

#[test]
fn book_a_lap_sows_into_the_starting_pit_and_skips_the_opponents_store() {
    // 13 stones from pit 6: store, North 1..6, South 1..5, and pit 6 itself.
    let (board, to_move, labels) = play(BOOK, "0,0,0,0,0,13,0,1,1,1,1,1,1,0", Side::South, &[6]);
    assert_eq!(board, "1,1,1,1,1,1,1,2,2,2,2,2,2,0");
    assert_eq!((to_move, labels), (Side::North, vec!["6".to_string()]));
    // 14 stones: the store is passed twice (the Kalah chapter, Fig. 14.2).
    let (board, _, _) = play(BOOK, "0,0,0,0,0,14,0,0,0,0,0,0,0,6", Side::South, &[6]);
    assert_eq!(board, "1,1,1,1,1,1,2,1,1,1,1,1,1,6");
}

#[test]
fn book_relay_sows_again_from_a_non_empty_own_pit() {
    // Pit 6 ends in pit 2 (which held 1) after reaching North: relay from 2,
    // which ends in the empty pit 4 and stops.
    let (board, to_move, labels) = play(BOOK, "0,1,0,0,0,9,0,1,1,1,1,1,1,0", Side::South, &[6]);
    assert_eq!(board, "1,0,1,1,0,0,1,2,2,2,2,2,2,0");
    assert_eq!((to_move, labels), (Side::North, vec!["6(2)".to_string()]));
}

#[test]
fn book_relays_chain_until_a_sowing_misses_the_opponent() {
    // 6 ends in 2 (11 → 12 stones), 2 goes round and ends in 1 (1 → 2),
    // 1 ends in 3, which is not empty, but that sowing stayed at home.
    let (board, _, labels) = play(BOOK, "0,11,0,0,0,9,0,0,0,0,0,0,0,0", Side::South, &[6]);
    assert_eq!(board, "0,1,2,1,1,1,2,2,2,2,2,2,2,0");
    assert_eq!(labels, vec!["6(2)(1)".to_string()]);
}

#[test]
fn book_no_relay_without_reaching_the_opponent() {
    let (board, _, labels) = play(BOOK, "1,1,0,0,0,0,0,1,1,1,1,1,1,0", Side::South, &[1]);
    assert_eq!(board, "0,2,0,0,0,0,0,1,1,1,1,1,1,0");
    assert_eq!(labels, vec!["1".to_string()]);
}

#[test]
fn book_relay_by_north() {
    // North's pit 6 (4 stones): North's store, South 1..3; no relay (ends
    // on South's side), then South 3 holds 1 → no capture.
    let (board, to_move, _) = play(BOOK, "1,0,0,0,0,0,0,0,0,0,0,0,4,0", Side::North, &[6]);
    assert_eq!(
        (board.as_str(), to_move),
        ("2,1,1,0,0,0,0,0,0,0,0,0,0,1", Side::South)
    );
    // North's pit 6 with 9 stones ends in North's pit 2 (1 → 2): relay.
    let (board, _, labels) = play(BOOK, "1,1,1,1,1,1,0,0,1,0,0,0,9,0", Side::North, &[6]);
    assert_eq!(board, "2,2,2,2,2,2,0,1,0,1,1,0,0,1");
    assert_eq!(labels, vec!["6(2)".to_string()]);
}

#[test]
fn book_capture_chain_of_twos_and_threes_across_several_pits() {
    // Pit 6 (4 stones): store, North 1, 2, 3. North 3 → 3, 2 → 2, 1 → 3:
    // all three are captured (the Kalah chapter, Fig. 14.5).
    let (board, _, _) = play(BOOK, "1,0,0,0,0,4,0,2,1,2,5,0,0,0", Side::South, &[6]);
    assert_eq!(board, "1,0,0,0,0,0,9,0,0,0,5,0,0,0");
}

#[test]
fn book_capture_stops_at_a_pit_with_four_or_one() {
    // North 3 → 2 is taken, North 2 → 4 stops the chain (North 1 → 2 stays).
    let (board, _, _) = play(BOOK, "1,0,0,0,0,4,0,1,3,1,5,0,0,0", Side::South, &[6]);
    assert_eq!(board, "1,0,0,0,0,0,3,2,4,0,5,0,0,0");
    // North 3 → 2 and North 2 → 2 are taken, North 1 → 1 stops it.
    let (board, _, _) = play(BOOK, "1,0,0,0,0,4,0,0,1,1,5,0,0,0", Side::South, &[6]);
    assert_eq!(board, "1,0,0,0,0,0,5,1,0,0,5,0,0,0");
}

#[test]
fn book_capture_stops_at_the_opponents_first_pit() {
    // North's pit 5 (4 stones): pit 6, North's store, South 1, 2; South 2
    // and 1 are taken, and the chain does not go on into North's pits.
    let (board, _, _) = play(BOOK, "1,1,0,0,0,1,0,2,0,0,0,4,2,0", Side::North, &[5]);
    assert_eq!(board, "0,0,0,0,0,1,0,2,0,0,0,0,3,5");
}

#[test]
fn book_ends_when_a_store_holds_more_than_half() {
    // 20 stones: South's store reaches 11 and the game stops as it is.
    let rules = BOOK;
    let (board, to_move, _) = play(rules, "0,0,0,0,0,1,10,1,1,1,1,1,1,3", Side::South, &[6]);
    assert_eq!(board, "0,0,0,0,0,0,11,1,1,1,1,1,1,3");
    let pos = position(&board, to_move);
    assert!(pos.is_over(&rules));
    assert_eq!(pos.winner(&rules), Some(Winner::Side(Side::South)));
}

#[test]
fn book_ends_when_the_player_to_move_has_no_stones_and_the_other_sweeps() {
    let (board, to_move, _) = play(BOOK, "1,0,0,0,0,2,2,0,0,0,0,0,0,4", Side::South, &[1]);
    assert_eq!(
        (board.as_str(), to_move),
        ("0,0,0,0,0,0,5,0,0,0,0,0,0,4", Side::North)
    );
    let pos = position(&board, to_move);
    assert_eq!(pos.winner(&BOOK), Some(Winner::Side(Side::South)));
}

#[test]
fn book_goes_on_when_only_the_mover_ran_out() {
    let (board, to_move, _) = play(BOOK, "0,0,0,0,0,1,0,1,1,1,1,1,1,0", Side::South, &[6]);
    assert_eq!(
        (board.as_str(), to_move),
        ("0,0,0,0,0,0,1,1,1,1,1,1,1,0", Side::North)
    );
    assert!(!position(&board, to_move).is_over(&BOOK));
}

#[test]
fn book_draw_when_stores_are_equal() {
    let (board, to_move, _) = play(BOOK, "1,0,0,0,0,0,2,0,0,0,0,0,0,3", Side::South, &[1]);
    assert_eq!(board, "0,0,0,0,0,0,3,0,0,0,0,0,0,3");
    assert_eq!(position(&board, to_move).winner(&BOOK), Some(Winner::Draw));
}

#[test]
fn standard_extra_move_in_own_store() {
    let (board, to_move, _) = play(STANDARD, "4,4,4,4,4,4,0,4,4,4,4,4,4,0", Side::South, &[3]);
    assert_eq!(
        (board.as_str(), to_move),
        ("4,4,0,5,5,5,1,4,4,4,4,4,4,0", Side::South)
    );
    // No relay in standard Kalah: pit 5 ends in North's pit 3 and stops.
    let (board, to_move, labels) = play(STANDARD, &board, Side::South, &[5]);
    assert_eq!(board, "4,4,0,5,0,6,2,5,5,5,4,4,4,0");
    assert_eq!((to_move, labels), (Side::North, vec!["5".to_string()]));
}

#[test]
fn standard_capture_of_own_empty_pit_and_the_opposite() {
    // Pit 1 (2 stones) ends in the empty pit 3, opposite North's pit 4.
    let (board, _, _) = play(STANDARD, "2,0,0,1,0,0,0,1,1,1,5,1,1,0", Side::South, &[1]);
    assert_eq!(board, "0,1,0,1,0,0,6,1,1,1,0,1,1,0");
    // North's pit 1 (2 stones) ends in its empty pit 3, opposite South's 4.
    let (board, _, _) = play(STANDARD, "1,1,1,7,1,1,0,2,0,0,1,1,1,0", Side::North, &[1]);
    assert_eq!(board, "1,1,1,0,1,1,0,0,1,0,1,1,1,8");
}

#[test]
fn capture_with_an_empty_opposite_pit_depends_on_the_rules() {
    let board = "2,0,0,1,0,0,0,1,1,1,0,1,1,0";
    let (standard, _, _) = play(STANDARD, board, Side::South, &[1]);
    assert_eq!(standard, "0,1,1,1,0,0,0,1,1,1,0,1,1,0");
    let (empty_capture, _, _) = play(EMPTY_CAPTURE, board, Side::South, &[1]);
    assert_eq!(empty_capture, "0,1,0,1,0,0,1,1,1,1,0,1,1,0");
}

#[test]
fn standard_lap_capture_in_the_emptied_starting_pit() {
    // 13 stones from pit 1 come back to pit 1, now holding 1: a capture with
    // North's pit 6.
    let (board, _, _) = play(STANDARD, "13,0,0,0,0,0,0,0,0,0,0,0,2,0", Side::South, &[1]);
    assert_eq!(board, "0,1,1,1,1,1,5,1,1,1,1,1,0,0");
}

#[test]
fn standard_game_end_sweeps_each_side_into_its_store() {
    // South's last stone goes to the store: an extra move, but South's side
    // is empty, so the game ends and North's pits go to North's store.
    let (board, to_move, _) = play(STANDARD, "0,0,0,0,0,1,10,1,2,0,0,0,3,5", Side::South, &[6]);
    assert_eq!(
        (board.as_str(), to_move),
        ("0,0,0,0,0,0,11,0,0,0,0,0,0,11", Side::South)
    );
    assert_eq!(position(&board, to_move).winner(&STANDARD), Some(Winner::Draw));
    // A capture that empties North's side ends the game too.
    let (board, _, _) = play(STANDARD, "2,0,0,1,0,0,0,0,0,0,5,0,0,0", Side::South, &[1]);
    assert_eq!(board, "0,0,0,0,0,0,8,0,0,0,0,0,0,0");
}

#[test]
fn a_board_with_nobody_to_move_is_settled_on_input() {
    let pos = position("0,0,0,0,0,0,3,1,1,0,0,0,0,2", Side::South).settled(&BOOK);
    assert_eq!(pos.to_string(), "0,0,0,0,0,0,3,0,0,0,0,0,0,4");
    assert!(pos.is_over(&BOOK));
}
