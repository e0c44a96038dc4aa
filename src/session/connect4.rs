//! Connect Four in play: a move is typed as its column's letter ("d"), as
//! the tree names moves ("X d").

use super::Playable;
use super::tictactoe::{mark_of, marks_players, marks_result, marks_tree_name};
use crate::game::connect4::{Board, ConnectFour};
use crate::game::{Game, Player};
use crate::say;

pub struct ConnectFourTable {
    pub game: ConnectFour,
}

impl ConnectFourTable {
    fn column(c: usize) -> String {
        ConnectFour::column_name(c).to_string()
    }
}

impl Playable for ConnectFourTable {
    type Position = Board;
    type Move = usize;
    type Searched = ConnectFour;

    fn name(&self) -> String {
        say!(
            "connect4-name",
            columns = self.game.columns(),
            rows = self.game.rows()
        )
    }

    fn about(&self) -> String {
        say!("connect4-about")
    }

    fn start(&self) -> Board {
        Board::default()
    }

    fn searched(&self, _pos: &Board) -> ConnectFour {
        self.game
    }

    fn seat(&self, pos: &Board) -> usize {
        usize::from(self.game.player(pos) == Player::Min)
    }

    fn players(&self) -> [String; 2] {
        marks_players()
    }

    fn tree_name(&self, pos: &Board, mover: &str) -> String {
        marks_tree_name(self.name(), mover, (pos.x | pos.o).count_ones())
    }

    fn result(&self, pos: &Board) -> Option<String> {
        marks_result(self.game.is_terminal(pos), self.game.winner(pos))
    }

    fn key_of(&self, _pos: &Board, column: &usize) -> String {
        Self::column(*column)
    }

    fn what_to_type(&self) -> String {
        say!("connect4-what-to-type")
    }

    fn why_not(&self, _pos: &Board, typed: &str) -> String {
        match self.game.column_named(typed) {
            Some(c) => say!("connect4-full", column = Self::column(c)),
            None => say!("connect4-no-column", typed = typed),
        }
    }

    fn describe(&self, before: &Board, column: &usize) -> String {
        let mark = mark_of(self.game.player(before));
        say!("connect4-dropped", mark = mark, column = Self::column(*column))
    }

    fn position_words(&self, pos: &Board) -> Vec<String> {
        let words = ["play", "connect4", "--board"];
        let mut words: Vec<String> = words.map(String::from).into();
        words.push(self.game.write(pos));
        words
    }

    /// Five plies: the computer answers in about a second on 7×6.
    fn default_depth(&self, _pos: &Board) -> u32 {
        5
    }

    fn sketch(game: &ConnectFour, pos: &Board) -> Vec<String> {
        let row = |r: &str| format!(" {}", r.chars().map(|c| format!("{c} ")).collect::<String>());
        let mut lines: Vec<String> = game.write(pos).split('/').map(row).collect();
        let letters: String = (0..game.columns())
            .map(|c| format!("{} ", Self::column(c)))
            .collect();
        lines.push(format!(" {letters}"));
        lines.push(say!("game-to-move", player = mark_of(game.player(pos))));
        lines
    }
}
