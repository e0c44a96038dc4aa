//! The tutor: its screens (snapshots), what stepping and the keys do to
//! its state, every kind of run in it, and big trees.

#[path = "../common/mod.rs"]
mod common;
#[path = "../common/exported.rs"]
mod exported;

mod asked;
mod big;
mod canvas;
mod claims;
mod clipping;
mod compare;
mod culling;
mod deep_path;
mod edit;
mod edit_any;
mod edit_words;
mod estimates;
mod expectimax;
mod help;
mod hostile;
mod junctions;
mod lab;
mod live_names;
mod pictures;
mod positions;
mod practice;
mod pruning;
mod pseudocode;
mod record;
mod reload;
mod rerecord;
mod slips;
mod snapshots;
mod state;
mod stories;
mod wide;

use gametree::story::AnyStory;
use gametree::story::search::SearchStory;
use gametree::tui::app::{App, Screen};
use gametree::tui::tutor::Tutor;

/// The slides' tic-tac-toe position (the weighted evaluation) searched
/// by alpha-beta to depth 2, live.
pub fn slides_position() -> SearchStory {
    use gametree::game::tictactoe::{Evaluation, TicTacToe};
    use gametree::scenario::positions::TICTACTOE_SLIDES;
    use gametree::search::{Algorithm, Setup};
    let game = TicTacToe::new(3, Evaluation::Weighted);
    let live = gametree::subject::Live {
        name: "tictactoe".into(),
        title: "the slides' position".into(),
        root: game.parse(TICTACTOE_SLIDES).unwrap(),
        game,
        draw: None,
        note: String::new(),
    };
    let setup = Setup {
        depth: Some(2),
        ..Setup::new(Algorithm::AlphaBeta)
    };
    SearchStory::open(Box::new(live), setup).unwrap()
}

/// The tutor the app shows (the test fails on any other screen).
pub fn the_tutor(app: &App) -> &Tutor {
    match &app.screen {
        Screen::Tutor(t) => t,
        _ => panic!("not in the tutor"),
    }
}

/// The two-player search the tutor steps through (the test fails on any
/// other kind of run).
pub fn searched(app: &App) -> &SearchStory {
    match &the_tutor(app).story {
        AnyStory::Search(s) => s,
        _ => panic!("a two-player search"),
    }
}
