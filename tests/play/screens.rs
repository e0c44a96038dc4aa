//! The game screen as drawn: Kalah at the start and after a move pair at
//! 100×30 and 80×24, the move tree of a small position, the help, a tiny
//! terminal; the move tree opens and q comes back to the game.

use super::{app, kalah, nim, options, screen, send, tictactoe};
use gametree::ui::app::{self as ui_app, Screen};
use gametree::ui::keys::Message;

#[test]
fn kalah_at_the_start() {
    insta::assert_snapshot!(screen(&mut app(kalah(6, 6, options(6))), 100, 30));
}

#[test]
fn kalah_after_a_move_and_the_computers_answer() {
    let mut a = app(kalah(6, 6, options(6)));
    send(&mut a, &[Message::Type('3'), Message::Tick]);
    insta::assert_snapshot!(screen(&mut a, 100, 30));
}

#[test]
fn kalah_after_a_move_at_80_by_24() {
    let mut a = app(kalah(6, 6, options(6)));
    send(&mut a, &[Message::Type('3'), Message::Tick]);
    insta::assert_snapshot!(screen(&mut a, 80, 24));
}

#[test]
fn kalah_capture_marked_on_the_board() {
    // 3 pits × 2 stones: South's pit 3 reaches North's pit 1 (2 → 3) and takes it.
    let mut a = app(kalah(3, 2, options(3)));
    send(&mut a, &[Message::Type('3')]);
    insta::assert_snapshot!(screen(&mut a, 80, 24));
}

#[test]
fn move_tree_of_three_pits_two_stones_at_depth_3() {
    let mut a = app(kalah(3, 2, options(3)));
    send(&mut a, &[Message::TreeHere, Message::End]);
    assert!(matches!(a.screen, Screen::Tutor(_)));
    insta::assert_snapshot!(screen(&mut a, 100, 30));
}

#[test]
fn tictactoe_after_a_move_pair() {
    let mut a = app(tictactoe(3));
    send(&mut a, &[Message::Type('b'), Message::Type('2'), Message::Tick]);
    insta::assert_snapshot!(screen(&mut a, 80, 24));
}

#[test]
fn nim_after_a_move_pair() {
    let mut a = app(nim(7));
    send(&mut a, &[Message::Type('2'), Message::Tick]);
    insta::assert_snapshot!(screen(&mut a, 80, 24));
}

#[test]
fn help_lists_the_game_keys_and_the_board_marks() {
    let mut a = app(kalah(6, 6, options(6)));
    send(&mut a, &[Message::ToggleHelp]);
    let text = screen(&mut a, 100, 30);
    for what in ["undo", "move tree", "stone by stone", "✕n captured", "↻"] {
        assert!(text.contains(what), "no {what:?} in the help:\n{text}");
    }
}

#[test]
fn a_tiny_terminal_asks_to_enlarge_the_window() {
    let text = screen(&mut app(kalah(6, 6, options(6))), 50, 12);
    assert!(text.contains("enlarge the window"), "{text}");
}

#[test]
fn the_tree_opens_on_the_computers_decision_and_q_comes_back() {
    let mut a = app(kalah(3, 2, options(3)));
    send(&mut a, &[Message::Type('3'), Message::Tick, Message::Tree]);
    let text = screen(&mut a, 100, 30);
    assert!(text.contains("Kalah, North to move"), "{text}");
    assert!(text.contains("q game"), "the key bar says where q goes:\n{text}");
    send(&mut a, &[Message::Quit]);
    assert!(matches!(a.screen, Screen::Game(_)) && !a.quit);
    let text = screen(&mut a, 100, 30);
    assert!(text.contains("South (you) to move"), "{text}");
    // Esc comes back too; Ctrl-C quits from the tree.
    send(&mut a, &[Message::Tree, Message::Escape]);
    assert!(matches!(a.screen, Screen::Game(_)) && !a.quit);
    send(&mut a, &[Message::Tree, Message::Interrupt]);
    assert!(a.quit);
    // q on the game quits.
    let mut b = app(kalah(3, 2, options(3)));
    ui_app::update(&mut b, Message::Quit);
    assert!(b.quit);
}

#[test]
fn the_computers_move_comes_in_under_the_help() {
    let mut a = app(kalah(3, 2, options(3)));
    send(&mut a, &[Message::Type('1'), Message::ToggleHelp, Message::Tick]);
    assert!(a.help, "the timer leaves the help up");
    send(&mut a, &[Message::Escape]);
    assert!(!a.help && !a.quit);
    let text = screen(&mut a, 100, 30);
    assert!(text.contains("North chose"), "{text}");
}

#[test]
fn the_status_line_says_the_computer_is_thinking() {
    let mut a = app(kalah(3, 2, options(3)));
    send(&mut a, &[Message::Type('1')]);
    let text = screen(&mut a, 100, 30);
    assert!(text.contains("North is thinking… (depth 3)"), "{text}");
}
