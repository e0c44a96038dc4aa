//! The game screen: Kalah, tic-tac-toe and Nim played in the app, drawn
//! into ratatui's test backend, and the state behind it.

mod cli;
mod screens;
mod state;

use gametree::game::kalah::{Evaluation, Rules, Side};
use gametree::game::tictactoe::{self, TicTacToe};
use gametree::search::Order;
use gametree::tui::app::{self, App};
use gametree::tui::keys::Message;
use gametree::tui::play::kalah::KalahTable;
use gametree::tui::play::nim::NimTable;
use gametree::tui::play::tictactoe::TicTacToeTable;
use gametree::tui::play::{Options, Play, Who};
use gametree::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// A human (first) against the computer, no random choice.
pub fn options(depth: u32) -> Options {
    Options {
        seats: [Who::Human, Who::Computer],
        depth,
        order: Order::None,
        quiescence: false,
        seed: 7,
        random: false,
    }
}

pub fn kalah(pits: usize, seeds: u8, options: Options) -> Play<KalahTable> {
    let table = KalahTable {
        rules: Rules::BOOK,
        eval: Evaluation::Store,
        pits,
        seeds,
        first: Side::South,
    };
    Play::new(table, options)
}

pub fn tictactoe(n: usize) -> Play<TicTacToeTable> {
    let table = TicTacToeTable {
        game: TicTacToe::new(n, tictactoe::Evaluation::Weighted),
    };
    Play::new(table, options(9))
}

pub fn nim(coins: u32) -> Play<NimTable> {
    Play::new(NimTable { coins }, options(coins))
}

pub fn app<T: gametree::tui::play::Playable>(play: Play<T>) -> App {
    App::game(Box::new(play), Theme::MONO)
}

/// Sends the messages, each taken in whole: the computer's search, once
/// its move is asked for, is waited for as the timer would.
pub fn send(app: &mut App, msgs: &[Message]) {
    for &m in msgs {
        app::update(app, m);
        app::settle(app);
    }
}

/// The screen as the terminal shows it, drawn through ratatui's test backend.
pub fn screen(app: &mut App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    let mut placed = app::Placement::default();
    terminal.draw(|f| placed = app::render(app, f)).unwrap();
    app::drawn(app, placed);
    terminal.backend().to_string()
}
