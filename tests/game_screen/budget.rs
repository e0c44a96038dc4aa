//! The move tree held to its memory budget: its size
//! estimated from shallower counts that stop at the budget, the deepest
//! depth that fits offered, Enter building that one, Esc giving it up.

use super::{kalah, options, send};
use gametree::game::kalah::{Evaluation, Kalah, Position, Rules, Side};
use gametree::search::size::{BYTES_PER_EVENT, Budget, Count, Plan, Watch, count, plan};
use gametree::search::{Algorithm, Setup};
use gametree::tui::app::{self as ui_app, Screen};
use gametree::tui::game_screen::Play;
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use std::sync::atomic::Ordering::Relaxed;

fn kalah_game() -> (Kalah, Position) {
    let pos = Position::start(6, 6, Side::South).unwrap();
    (Kalah::new(Rules::BOOK, Evaluation::Store, &pos), pos)
}

fn at(depth: u32) -> Setup {
    Setup {
        depth: Some(depth),
        ..Setup::new(Algorithm::AlphaBeta)
    }
}

#[test]
fn a_count_stops_at_its_cap_and_when_cancelled() {
    let (game, pos) = kalah_game();
    let watch = Watch::default();
    let whole = count(&game, &pos, at(6), u64::MAX, &watch).unwrap();
    assert!(!whole.capped && whole.events > 10_000, "{whole:?}");
    let capped = count(&game, &pos, at(6), 1000, &watch).unwrap();
    // The search unwinds once over: a little past the cap, not the whole.
    assert!(capped.capped && capped.events < whole.events / 2, "{capped:?}");
    watch.cancel.store(true, Relaxed);
    assert_eq!(count(&game, &pos, at(6), u64::MAX, &watch), None);
}

#[test]
fn the_estimate_is_near_the_count_and_a_tree_that_fits_is_built() {
    let (game, pos) = kalah_game();
    let watch = Watch::default();
    let Some(Plan::Build(size)) = plan(&game, &pos, at(8), u64::MAX, &watch) else {
        panic!("depth 8 fits an unbounded budget")
    };
    let Count { events, .. } = count(&game, &pos, at(8), u64::MAX, &watch).unwrap();
    let ratio = size.events as f64 / events as f64;
    assert!(
        (0.2..5.0).contains(&ratio),
        "estimate {} for {events}",
        size.events
    );
}

/// Alpha-beta's tree grows by turns more and less from one depth to the
/// next; the estimate takes the last two plies' growth together, so it
/// stays between two thirds of the count and half again at depths 6 to 10
/// (from one ply alone it was 1.86 times the count at depth 9, 0.55 at 8).
#[test]
fn the_estimate_follows_the_odd_and_even_depths() {
    let (game, pos) = kalah_game();
    let watch = Watch::default();
    for depth in 6..=10 {
        let Some(Plan::Build(size)) = plan(&game, &pos, at(depth), u64::MAX, &watch) else {
            panic!("depth {depth} fits an unbounded budget")
        };
        let counted = count(&game, &pos, at(depth), u64::MAX, &watch).unwrap().events;
        let ratio = size.events as f64 / counted as f64;
        assert!(
            (0.66..1.5).contains(&ratio),
            "depth {depth}: estimate {} for {counted}",
            size.events
        );
    }
}

#[test]
fn over_the_budget_the_deepest_depth_that_fits_is_offered() {
    let (game, pos) = kalah_game();
    let watch = Watch::default();
    let depth6 = count(&game, &pos, at(6), u64::MAX, &watch).unwrap().events;
    // Room for depth 6 and not much more.
    let cap = depth6 + depth6 / 2;
    let Some(Plan::Over {
        wanted,
        fits: Some(fits),
        ..
    }) = plan(&game, &pos, at(10), cap, &watch)
    else {
        panic!("depth 10 does not fit")
    };
    assert_eq!(wanted.depth, 10);
    assert!(fits.depth <= 7 && fits.events <= cap, "{fits:?}");
    let counted = count(&game, &pos, at(fits.depth), u64::MAX, &watch).unwrap();
    assert!(counted.events <= cap, "{counted:?}");
}

#[test]
fn the_game_screen_offers_a_shallower_tree_and_enter_builds_it() {
    let mut play = Play::new(kalah(6, 6, options(10)));
    // A budget the tree at depth 10 cannot fit.
    play.budget = Budget { bytes: 4 << 20 };
    let mut a = gametree::tui::app::App::game(Box::new(play), Theme::MONO);
    send(&mut a, &[Message::TreeHere]);
    assert!(matches!(a.screen, Screen::Game(_)), "not built");
    let text = super::screen(&mut a, 100, 30);
    assert!(
        text.contains("would take") && text.contains("(--max-tree-memory)"),
        "{text}"
    );
    // Esc declines, and the game stays.
    send(&mut a, &[Message::Escape]);
    assert!(matches!(a.screen, Screen::Game(_)) && !a.quit);
    send(&mut a, &[Message::TreeHere, Message::Enter]);
    let Screen::Tutor(t) = &a.screen else {
        panic!("Enter builds the depth offered")
    };
    let gametree::story::AnyStory::Search(search) = &t.story else {
        panic!("a search")
    };
    let events = search.run.trace().len() as u64;
    assert!(events * BYTES_PER_EVENT <= 4 << 20, "{events} events");
    assert!(search.setup.depth < Some(10));
    ui_app::update(&mut a, Message::Quit);
    assert!(matches!(a.screen, Screen::Game(_)));
}
