//! Perfect play on the game screen: `v` solves every
//! legal move at the position on the board on a thread of its own and
//! shows the exact values beside the computer's depth-limited choice; Esc
//! gives it up at once; where it is not to be had, the key says why; once
//! a move is played the panel stays, marked as of the position before it,
//! and a move that hands the turn to the computer has the position it
//! answers from solved too, so that its answer can be checked.

use super::{app, nim, options, screen, send, tictactoe};
use gametree::engine::kalah::solve;
use gametree::game::kalah::{Evaluation, Position, Rules, Side};
use gametree::session::kalah::KalahTable;
use gametree::session::{Choose, Session};
use gametree::tui::app::{self as ui_app, App};
use gametree::tui::game_screen::{GameScreen, Play};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};
use std::time::{Duration, Instant};

fn kalah(rules: Rules, pits: usize, stones: u8, depth: u32) -> Session<KalahTable> {
    let table = KalahTable {
        rules,
        eval: Evaluation::Store,
        pits,
        stones,
        first: Side::South,
    };
    Session::new(table, options(depth))
}

/// The solver called directly: every move's value at `pos`.
fn solved(rules: &Rules, pos: &Position) -> Vec<(usize, i32)> {
    let setup = solve::Setup {
        table_bits: 16,
        all_moves: true,
        ..Default::default()
    };
    solve::solve_with(rules, pos, &setup, |_| {}).unwrap().moves
}

/// The note of the status line after `v`.
fn note_after_v(a: &mut App) -> String {
    send(a, &[Message::PerfectPlay]);
    screen(a, 100, 30)
}

#[test]
fn v_gives_every_moves_exact_value_as_the_solver_does() {
    // Empty capture, the published values: 4×2 = +6, 4×3 = +8.
    for (stones, published) in [(2, 6), (3, 8)] {
        let rules = Rules::EMPTY_CAPTURE;
        let mut p = Play::new(kalah(rules, 4, stones, 4));
        assert!(p.update(Message::PerfectPlay).is_none());
        assert!(GameScreen::busy(&p), "solved in the background");
        GameScreen::settle(&mut p);
        assert!(!GameScreen::busy(&p));
        let found = p.perfect().expect("the panel is up");
        let start = Position::start(4, stones, Side::South).unwrap();
        assert_eq!(found.exact.moves, solved(&rules, &start), "4×{stones}");
        assert_eq!(found.exact.best(), Some(published), "4×{stones}");
        // The computer's depth-limited choice, searched alike.
        let choice = p
            .session
            .game()
            .best_moves(&start, p.session.setup(4), &AtomicBool::new(false));
        assert_eq!(found.depth_choice, choice.map(|c| c.best));
        assert_eq!(found.depth, 4);
    }
    // 4×3: pit 2 wins by 8, pit 3 draws, pits 1 and 4 lose.
    let mut a = app(kalah(Rules::EMPTY_CAPTURE, 4, 3, 4));
    let text = note_after_v(&mut a);
    for line in [
        "  pit 1: South loses by 8",
        "✓ pit 2: South wins by 8",
        "  pit 3: a draw",
        "  pit 4: South loses by 4",
    ] {
        assert!(text.contains(line), "no {line:?}:\n{text}");
    }
}

#[test]
fn esc_gives_the_solve_up_at_once() {
    // Empty-capture 5×4 takes seconds in a debug build.
    let mut p = Play::new(kalah(Rules::EMPTY_CAPTURE, 5, 4, 4));
    p.update(Message::PerfectPlay);
    let watch = Arc::clone(p.solving().expect("under way"));
    assert!(p.session.note.as_deref().unwrap().contains("Esc stops"));
    // Other keys wait; the timer shows how far it has got.
    p.update(Message::Type('3'));
    p.update(Message::Tick);
    assert!(p.session.history.is_empty() && GameScreen::busy(&p));
    let asked = Instant::now();
    p.update(Message::Escape);
    // A bound a loaded machine meets; a solve waited for takes seconds.
    assert!(asked.elapsed() < Duration::from_secs(1));
    assert!(!GameScreen::busy(&p) && p.solving().is_none() && p.perfect().is_none());
    assert_eq!(p.session.note.as_deref(), Some("Perfect play stopped."));
    assert!(watch.count.cancel.load(Relaxed));
    // The thread lets go of the watch once it has stopped.
    while Arc::strong_count(&watch) > 1 {
        assert!(asked.elapsed() < Duration::from_secs(5), "the solve runs on");
        std::thread::sleep(Duration::from_millis(10));
    }
    // Through the app, Esc stops the solve and leaves the game up.
    let mut a = app(kalah(Rules::EMPTY_CAPTURE, 5, 4, 4));
    ui_app::update(&mut a, Message::PerfectPlay);
    ui_app::update(&mut a, Message::Escape);
    assert!(!a.quit);
    assert!(screen(&mut a, 100, 30).contains("Perfect play stopped."));
}

#[test]
fn where_perfect_play_is_not_to_be_had_the_key_says_why() {
    // Book rules on 6×6: no database, and a solve would take minutes.
    let text = note_after_v(&mut app(kalah(Rules::BOOK, 6, 6, 4)));
    assert!(
        text.contains("Under book rules perfect play is shown on boards of up to 4 pits")
            && text.contains("(72 here)"),
        "{text}"
    );
    let text = note_after_v(&mut app(tictactoe(3)));
    assert!(
        text.contains("Perfect play is worked out for Kalah only."),
        "{text}"
    );
    let text = note_after_v(&mut app(nim(7)));
    assert!(
        text.contains("Perfect play is worked out for Kalah only."),
        "{text}"
    );
    // One pit, one stone: over after a move each.
    let mut a = app(kalah(Rules::BOOK, 1, 1, 4));
    send(&mut a, &[Message::Type('1'), Message::Tick]);
    let text = note_after_v(&mut a);
    assert!(
        text.contains("The game is over: no move is left to weigh."),
        "{text}"
    );
}

/// The game screen drawn at 100×30, as text.
fn drawn(p: &Play<KalahTable>) -> String {
    let area = ratatui::layout::Rect::new(0, 0, 100, 30);
    let mut buf = ratatui::buffer::Buffer::empty(area);
    GameScreen::render(p, area, &mut buf, Theme::MONO);
    (0..area.height)
        .map(|y| (0..area.width).map(|x| buf[(x, y)].symbol()).collect::<String>() + "\n")
        .collect()
}

/// Each message taken in whole, as `send` does for the app.
fn send_play(p: &mut Play<KalahTable>, msgs: &[Message]) {
    for &m in msgs {
        p.update(m);
        GameScreen::settle(p);
    }
}

#[test]
fn a_move_marks_the_panel_as_before_it_and_taking_it_back_brings_it_back() {
    let mut p = Play::new(kalah(Rules::EMPTY_CAPTURE, 4, 3, 4));
    send_play(&mut p, &[Message::PerfectPlay]);
    assert!(drawn(&p).contains(" Perfect play ─"));
    // South plays 1: the position North answers from is solved too, so
    // that North's answer can be checked; North answers (and, where its
    // last stone falls into its store, answers again, each position
    // solved): the panel stays, of the position before North's last
    // move, that move marked.
    send_play(&mut p, &[Message::Type('1')]);
    assert_eq!(
        p.perfect().map(|f| f.exact.moves.len()),
        Some(4),
        "North's four pits"
    );
    send_play(&mut p, &[Message::Tick]);
    while p.session.computers_turn() && !p.session.is_over() {
        send_play(&mut p, &[Message::Tick]);
    }
    let last = p.session.history.len();
    assert!(last >= 2);
    let text = drawn(&p);
    assert!(
        text.contains(&format!(" Perfect play before move {last} ─")),
        "{text}"
    );
    assert!(text.contains("(played)"), "{text}");
    // Taken back to the start: of the position on the board again.
    send_play(&mut p, &[Message::Undo]);
    assert!(p.session.history.is_empty());
    assert!(drawn(&p).contains(" Perfect play ─"));
    // Solved only after a move pair, then taken back before it: the
    // panel goes.
    let mut p = Play::new(kalah(Rules::EMPTY_CAPTURE, 4, 3, 4));
    send_play(&mut p, &[Message::Type('1'), Message::Tick]);
    while p.session.computers_turn() && !p.session.is_over() {
        send_play(&mut p, &[Message::Tick]);
    }
    send_play(&mut p, &[Message::PerfectPlay]);
    assert!(p.perfect().is_some());
    send_play(&mut p, &[Message::Undo]);
    assert!(p.session.history.is_empty() && p.perfect().is_none());
    assert!(!drawn(&p).contains("Perfect play"));
}

#[test]
fn the_panel_beside_the_computers_choice() {
    // South plays 3; North moves 2 and moves again: v on North's turn;
    // North's answer at depth 3 lets it move again, and the position it
    // answers from is solved beside the move its search would play.
    let mut a = app(kalah(Rules::EMPTY_CAPTURE, 4, 3, 3));
    send(&mut a, &[Message::Type('3'), Message::Tick, Message::PerfectPlay]);
    let text = screen(&mut a, 100, 30);
    assert!(text.contains(" Perfect play ─"), "{text}");
    send(&mut a, &[Message::Tick]);
    insta::assert_snapshot!(screen(&mut a, 100, 30));
}
