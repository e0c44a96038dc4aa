//! The game being played: Kalah, tic-tac-toe, Nim and Connect Four as sessions driven
//! by commands (no terminal), the one computer player, and the game
//! screen drawn into ratatui's test backend.

mod any_keys;
mod budget;
mod cli;
mod computer;
#[path = "../common/screens.rs"]
mod every_screen;
#[path = "../common/cli.rs"]
mod isolated;
mod keys;
mod perfect;
mod position;
mod screens;
mod state;

use gametree::game::connect4::ConnectFour;
use gametree::game::tictactoe::{self, TicTacToe};
use gametree::session::connect4::ConnectFourTable;
use gametree::session::kalah::KalahTable;
use gametree::session::nim::NimTable;
use gametree::session::tictactoe::TicTacToeTable;
use gametree::session::{Options, Session};
use gametree::tui::app::{self, App};
use gametree::tui::game_screen::{Drawable, Play};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

pub use every_screen::play::{book_kalah as kalah_table, human_against_computer as options};

pub fn kalah(pits: usize, stones: u8, options: Options) -> Session<KalahTable> {
    Session::new(kalah_table(pits, stones), options)
}

pub fn tictactoe(n: usize) -> Session<TicTacToeTable> {
    let table = TicTacToeTable {
        game: TicTacToe::new(n, tictactoe::Evaluation::Weighted),
    };
    Session::new(table, options(9))
}

/// Connect Four of `columns` × `rows`, the computer searching 4 plies.
pub fn connect4(columns: usize, rows: usize) -> Session<ConnectFourTable> {
    let game = ConnectFour::new(columns, rows).unwrap();
    Session::new(ConnectFourTable { game }, options(4))
}

pub fn nim(coins: u32) -> Session<NimTable> {
    Session::new(NimTable { coins }, options(coins))
}

pub fn app<T: Drawable>(session: Session<T>) -> App {
    App::game(Box::new(Play::new(session)), Theme::MONO)
}

/// Sends the messages, each taken in whole: the computer's search, once
/// its move is asked for, is waited for as the timer would.
pub fn send(app: &mut App, msgs: &[Message]) {
    for &m in msgs {
        app::update(app, m);
        app::settle(app);
    }
}

/// The screen as the terminal shows it, drawn through ratatui's test
/// backend, the terminal being `width` × `height`.
pub fn screen(app: &mut App, width: u16, height: u16) -> String {
    app::update(app, Message::Resize { width, height });
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| app::render(app, f)).unwrap();
    terminal.backend().to_string()
}
