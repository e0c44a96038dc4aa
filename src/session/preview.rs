//! What the picker shows of a live position before it is opened: its title,
//! the board drawn as the game screen draws it, the rules, the depth and the
//! search it opens, the command line that opens the same, and why it is there.
//! The picker only draws it.

use super::Playable;
use super::connect4::ConnectFourTable;
use super::kalah::KalahTable;
use super::nim::NimTable;
use super::tictactoe::TicTacToeTable;
use crate::game::connect4::ConnectFour;
use crate::game::kalah::{self, Kalah, Rules, Side};
use crate::game::known::{Board, Kind, Size};
use crate::game::nim::Nim;
use crate::game::tictactoe::{self, TicTacToe};
use crate::say;
use crate::scenario::games::NamedGame;
use crate::scenario::lesson::{Item, Show};
use crate::scenario::positions::Position;
use crate::search::Algorithm;
use crate::words::settings;

/// A live position described in words.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Preview {
    /// One line, for the list and the preview's heading.
    pub title: String,
    /// The board, row by row.
    pub board: Vec<String>,
    /// What it is searched with: (what, value), e.g. ("Rules", "book").
    pub facts: Vec<(String, String)>,
    /// The command line that opens the same.
    pub command: String,
    /// Why it is in the picker.
    pub note: String,
}

/// The preview of `p`; a board that does not read is said in the title.
pub fn preview(p: &Position) -> Preview {
    let show = p.item.show();
    let algorithm = show
        .algo
        .as_deref()
        .and_then(|a| a.parse::<Algorithm>().ok())
        .unwrap_or(Algorithm::AlphaBeta);
    let depth = match show.depth {
        Some(d) => say!("position-depth-plies", depth = d),
        None => say!("position-depth-none"),
    };
    let ((title, board, rules), rules_label) = match &p.item {
        Item::Game(kind, _) => game_board(*kind, show),
        Item::Scenario(_) => boardless(show),
    };
    let rules_key = show.rules.as_deref().unwrap_or("book");
    Preview {
        title: say!(p.title, title = title, rules = rules_key),
        board,
        facts: vec![
            (say!("position-fact-source"), say!(p.source)),
            (say!(rules_label), rules),
            (say!("position-fact-search"), settings::algorithm(algorithm)),
            (say!("position-fact-depth"), depth),
        ],
        command: p.command(),
        note: say!(p.note),
    }
}

/// What a game by name without a board (`nim-7`) draws from its name;
/// nothing for a tree.
fn boardless(show: &Show) -> ((String, Vec<String>, String), &'static str) {
    let named = show.name.as_deref().and_then(|n| NamedGame::parse(n).ok());
    match named.map(NamedGame::kind) {
        Some(kind) if kind.board() == Board::None => game_board(kind, show),
        _ => (Default::default(), "position-fact-rules"),
    }
}

/// A game's position drawn, its title and its rules or evaluation, with
/// the message id that names which of the two it is.
fn game_board(kind: Kind, show: &Show) -> ((String, Vec<String>, String), &'static str) {
    match kind {
        Kind::Nim => (nim_board(show.name.as_deref()), "position-fact-rules"),
        Kind::Kalah => (
            kalah_board(
                show.board.as_deref(),
                show.to_move.as_deref(),
                show.rules.as_deref(),
            ),
            "position-fact-rules",
        ),
        Kind::TicTacToe => (
            tictactoe_board(show.board.as_deref(), show.eval.as_deref()),
            "position-fact-evaluation",
        ),
        Kind::ConnectFour => (connect4_board(show.board.as_deref()), "position-fact-evaluation"),
    }
}

fn connect4_board(board: Option<&str>) -> (String, Vec<String>, String) {
    let empty = ConnectFour::default().empty();
    let Ok((game, root)) = ConnectFour::parse(board.unwrap_or(&empty)) else {
        return Default::default();
    };
    let table = ConnectFourTable { game };
    let drawn = <ConnectFourTable as Playable>::sketch(&game, &root);
    let about = say!("connect4-about");
    let title = say!("live-position-title", game = table.name(), about = about);
    // Beside "Evaluation:", the evaluation alone.
    (title, drawn, say!("connect4-evaluation-name"))
}

fn kalah_board(
    board: Option<&str>,
    to_move: Option<&str>,
    rules: Option<&str>,
) -> (String, Vec<String>, String) {
    let rules: Rules = rules.and_then(|r| r.parse().ok()).unwrap_or(Rules::BOOK);
    let side: Side = to_move.and_then(|s| s.parse().ok()).unwrap_or(Side::South);
    let about = say!("position-rules-kalah", rules = rules.name.to_string());
    let title = say!(
        "live-position-title",
        game = say!("kalah-name"),
        about = about.clone()
    );
    let drawn = board
        .and_then(|b| kalah::parse_board(b, side).ok())
        .map(|root| {
            let root = root.settled(&rules);
            let game = Kalah::new(rules, kalah::Evaluation::Store, &root);
            <KalahTable as Playable>::sketch(&game, &root)
        })
        .unwrap_or_default();
    (title, drawn, about)
}

fn tictactoe_board(board: Option<&str>, eval: Option<&str>) -> (String, Vec<String>, String) {
    let board = board.unwrap_or(".../.../...");
    let n = if board.split('/').count() == 4 { 4 } else { 3 };
    let (evaluation, words) = match eval {
        Some("weighted") => (tictactoe::Evaluation::Weighted, say!("tictactoe-weighted")),
        _ => (tictactoe::Evaluation::OpenLines, say!("tictactoe-open-lines")),
    };
    let game = TicTacToe::new(n, evaluation);
    let drawn = game
        .parse(board)
        .map(|root| <TicTacToeTable as Playable>::sketch(&game, &root))
        .unwrap_or_default();
    let title = say!(
        "live-position-title",
        game = say!("tictactoe-name", size = n),
        about = words.clone()
    );
    (title, drawn, words)
}

fn nim_board(name: Option<&str>) -> (String, Vec<String>, String) {
    let game = name.and_then(|n| NamedGame::parse(n).ok());
    let Some(Size::Count(coins)) = game.map(NamedGame::size) else {
        return Default::default();
    };
    let drawn = <NimTable as Playable>::sketch(&Nim, &Nim::start(coins));
    let title = crate::words::games::title(NamedGame::nim(coins));
    (title, drawn, say!("position-rules-nim"))
}
