//! Tic-tac-toe in play: a move is typed as its cell, column letter then
//! row ("b2"), as the tree names moves ("X b2").

use super::Playable;
use crate::game::tictactoe::{Board, Evaluation, TicTacToe};
use crate::game::{Game, Player};
use crate::say;

pub struct TicTacToeTable {
    pub game: TicTacToe,
}

/// A player's mark: "X" for MAX, "O" for MIN.
pub fn mark_of(p: Player) -> &'static str {
    if p == Player::Max { "X" } else { "O" }
}

/// The players of a game of X and O (tic-tac-toe, Connect Four), MAX first.
pub fn marks_players() -> [String; 2] {
    [Player::Max, Player::Min].map(|p| mark_of(p).to_string())
}

/// A move tree's name in a game of X and O, where `marked` cells hold a
/// mark: the move is the next one ("Tic-tac-toe 3×3, O to move, move 4").
pub fn marks_tree_name(game: String, mover: &str, marked: u32) -> String {
    say!(
        "game-tree-name-move",
        game = game,
        mover = mover,
        number = marked + 1
    )
}

/// How a game of X and O ended, once it has: who won, or a draw.
pub fn marks_result(over: bool, winner: Option<Player>) -> Option<String> {
    over.then(|| match winner {
        Some(p) => say!("tictactoe-won", mark = mark_of(p)),
        None => say!("tictactoe-drawn"),
    })
}

impl TicTacToeTable {
    /// The board's side: 3 or 4.
    pub fn n(&self) -> usize {
        self.game.size()
    }

    /// The cell a typed name like "b2" names.
    fn cell(&self, typed: &str) -> Option<usize> {
        let mut chars = typed.chars();
        let col = chars.next()?.to_ascii_lowercase() as usize;
        let row = chars.as_str().parse::<usize>().ok()?;
        let n = self.n();
        let col = col.checked_sub('a' as usize).filter(|&c| c < n)?;
        (1..=n).contains(&row).then(|| (row - 1) * n + col)
    }
}

impl Playable for TicTacToeTable {
    type Position = Board;
    type Move = usize;
    type Searched = TicTacToe;

    fn name(&self) -> String {
        say!("tictactoe-name", size = self.n())
    }

    fn about(&self) -> String {
        let evaluation = match self.game.evaluation {
            Evaluation::OpenLines => say!("tictactoe-open-lines"),
            Evaluation::Weighted => say!("tictactoe-weighted"),
        };
        say!("tictactoe-about", evaluation = evaluation)
    }

    fn start(&self) -> Board {
        Board::default()
    }

    fn searched(&self, _pos: &Board) -> TicTacToe {
        self.game.clone()
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

    fn key_of(&self, _pos: &Board, cell: &usize) -> String {
        self.game.cell_name(*cell)
    }

    fn what_to_type(&self) -> String {
        say!("tictactoe-what-to-type")
    }

    fn why_not(&self, _pos: &Board, typed: &str) -> String {
        match self.cell(typed) {
            Some(c) => say!("tictactoe-taken", cell = self.game.cell_name(c)),
            None => say!("tictactoe-no-cell", typed = typed),
        }
    }

    fn describe(&self, before: &Board, cell: &usize) -> String {
        let mark = mark_of(self.game.player(before));
        say!("tictactoe-marked", mark = mark, cell = self.game.cell_name(*cell))
    }

    /// ← → go to the next free cell in reading order, ↑ ↓ to the next
    /// free cell up or down the column.
    fn step_cursor(&self, _pos: &Board, moves: &[usize], at: usize, dx: i32, dy: i32) -> usize {
        let n = self.n() as isize;
        let step = if dy != 0 { dy as isize * n } else { dx as isize };
        let mut cell = moves[at] as isize + step;
        while (0..n * n).contains(&cell) {
            if let Some(i) = moves.iter().position(|&m| m as isize == cell) {
                return i;
            }
            cell += step;
        }
        at
    }

    fn position_words(&self, pos: &Board) -> Vec<String> {
        let mut words = vec![
            "play".to_string(),
            "tictactoe".into(),
            "--board".into(),
            self.game.write(pos),
        ];
        if self.game.evaluation == Evaluation::OpenLines {
            words.extend(["--eval".into(), "open-lines".into()]);
        }
        words
    }

    /// The whole game on 3×3; four plies on 4×4, where more takes seconds.
    fn default_depth(&self, _pos: &Board) -> u32 {
        if self.n() == 3 { 9 } else { 4 }
    }

    fn sketch(game: &TicTacToe, pos: &Board) -> Vec<String> {
        let row = |r: &str| format!(" {}", r.chars().map(|c| format!("{c} ")).collect::<String>());
        let mut lines: Vec<String> = game.write(pos).split('/').map(row).collect();
        let to_move = mark_of(game.player(pos));
        lines.push(say!("game-to-move", player = to_move));
        lines
    }
}
