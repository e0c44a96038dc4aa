//! Tic-tac-toe on an n×n board (3×3 and 4×4), X = PLUS = MAX moves first,
//! O = MINUS = MIN.
//!
//! Lines are what chapter 3 counts (§3.2, N_L, N_C, N_D): the n rows, the n
//! columns and the two long diagonals. A player wins by filling a whole
//! line, which on 3×3 is the usual three in a row; on 4×4 it is four in a
//! row (we read the text's "rows, columns and diagonals open for PLUS" as
//! the same ten lines the win is made on, so that both evaluations count
//! the lines a player can still complete).
//!
//! Cells are named as in the `lecture-tictactoe` scenario: columns a, b, c
//! (, d) from the left, rows 1, 2, 3 (, 4) from the top; `c1` is the top
//! right corner. Positions are written row by row, top first, `/` between
//! rows: `.X./O../X.O`. Who moves follows from the counts (X when they are
//! equal).

use super::{Game, Player};
use crate::value::Value;

/// Why a written position is no tic-tac-toe board: the text and what is
/// wrong with it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// Not `size` rows of `size` cells.
    #[error("{text:?}: not {size} rows of {size}")]
    Shape { text: String, size: usize },
    /// A cell that is not X, O or empty.
    #[error("{text:?}: {mark:?} is no mark")]
    Mark { text: String, mark: char },
    /// X moves first, so X has as many marks as O or one more.
    #[error("{text:?}: X and O marks do not alternate")]
    Marks { text: String },
}

/// Which static evaluation the game uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Evaluation {
    /// Chapter 3, §3.2: E(P) = (open rows + columns + diagonals for X) −
    /// (the same for O); +∞ / −∞ where X / O has won.
    OpenLines,
    /// The slides (slides): 10·X3 + 3·X2 + X1 − (10·O3 + 3·O2 + O1), Xn
    /// counting the lines with n X's and no O; at the end of the game the
    /// slides' utility: +10 won, −10 lost, 0 drawn.
    Weighted,
}

/// The marks on the board as two bit sets (bit `row * n + col`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Board {
    pub x: u16,
    pub o: u16,
}

/// An n×n tic-tac-toe with one of the texts' evaluations.
#[derive(Clone, Debug)]
pub struct TicTacToe {
    n: usize,
    lines: Vec<u16>,
    pub evaluation: Evaluation,
}

/// The slides' weights of a line with 0, 1, 2, 3 marks of one player.
const WEIGHTS: [i32; 4] = [0, 1, 3, 10];

impl TicTacToe {
    /// An n×n board, n = 3 or 4 (the positions are 16-bit sets).
    pub fn new(n: usize, evaluation: Evaluation) -> TicTacToe {
        assert!((3..=4).contains(&n), "tic-tac-toe is played on 3×3 or 4×4");
        let cell = |r: usize, c: usize| 1u16 << (r * n + c);
        let line = |f: &dyn Fn(usize) -> u16| (0..n).map(f).fold(0, |a, b| a | b);
        let mut lines = Vec::new();
        for i in 0..n {
            lines.push(line(&|k| cell(i, k)));
            lines.push(line(&|k| cell(k, i)));
        }
        lines.push(line(&|k| cell(k, k)));
        lines.push(line(&|k| cell(k, n - 1 - k)));
        TicTacToe { n, lines, evaluation }
    }

    pub fn size(&self) -> usize {
        self.n
    }

    /// The rows, columns and diagonals as cell sets.
    pub fn lines(&self) -> &[u16] {
        &self.lines
    }

    fn full(&self) -> u16 {
        ((1u32 << (self.n * self.n)) - 1) as u16
    }

    fn marks(pos: &Board, p: Player) -> u16 {
        if p == Player::Max { pos.x } else { pos.o }
    }

    /// The player who has filled a line, if any.
    pub fn winner(&self, pos: &Board) -> Option<Player> {
        [Player::Max, Player::Min].into_iter().find(|&p| {
            let m = Self::marks(pos, p);
            self.lines.iter().any(|&l| l & !m == 0)
        })
    }

    /// The lines still open for `p` (no mark of the opponent), as the
    /// number of `p`'s marks on each.
    fn open_lines(&self, pos: &Board, p: Player) -> impl Iterator<Item = u32> + '_ {
        let (own, theirs) = (Self::marks(pos, p), Self::marks(pos, p.opponent()));
        self.lines
            .iter()
            .filter(move |&&l| l & theirs == 0)
            .map(move |&l| (l & own).count_ones())
    }

    /// NL + NC + ND for `p`: chapter 3's count of open lines.
    pub fn open_line_count(&self, pos: &Board, p: Player) -> i32 {
        self.open_lines(pos, p).count() as i32
    }

    /// 10·P3 + 3·P2 + P1 for `p`: the slides' weighted count.
    pub fn weighted_count(&self, pos: &Board, p: Player) -> i32 {
        self.open_lines(pos, p)
            .map(|k| WEIGHTS[(k as usize).min(3)])
            .sum()
    }

    /// The score of a position nobody has won yet, X's part minus O's.
    fn score(&self, pos: &Board) -> i32 {
        let part = |p| match self.evaluation {
            Evaluation::OpenLines => self.open_line_count(pos, p),
            Evaluation::Weighted => self.weighted_count(pos, p),
        };
        part(Player::Max) - part(Player::Min)
    }

    /// What a won game is worth to X under the chosen evaluation.
    fn win_value(&self) -> Value {
        match self.evaluation {
            Evaluation::OpenLines => Value::INFINITY,
            Evaluation::Weighted => Value::int(10),
        }
    }

    /// The name of a cell: column letter, row number from the top.
    pub fn cell_name(&self, cell: usize) -> String {
        let col = (b'a' + (cell % self.n) as u8) as char;
        format!("{col}{}", cell / self.n + 1)
    }

    /// Reads a position written as `.X./O../X.O` (`-` or `.` for empty).
    pub fn parse(&self, text: &str) -> Result<Board, BoardError> {
        let owned = || text.to_string();
        let rows: Vec<&str> = text.split('/').collect();
        if rows.len() != self.n || rows.iter().any(|r| r.chars().count() != self.n) {
            return Err(BoardError::Shape {
                text: owned(),
                size: self.n,
            });
        }
        let mut b = Board::default();
        for (i, ch) in rows.concat().chars().enumerate() {
            match ch.to_ascii_uppercase() {
                'X' => b.x |= 1 << i,
                'O' => b.o |= 1 << i,
                '.' | '-' => {}
                _ => {
                    return Err(BoardError::Mark {
                        text: owned(),
                        mark: ch,
                    });
                }
            }
        }
        let (nx, no) = (b.x.count_ones(), b.o.count_ones());
        if nx != no && nx != no + 1 {
            return Err(BoardError::Marks { text: owned() });
        }
        Ok(b)
    }

    /// The board in the notation `parse` reads.
    pub fn write(&self, pos: &Board) -> String {
        let rows: Vec<String> = (0..self.n)
            .map(|r| (0..self.n).map(|c| self.mark_char(pos, r * self.n + c)).collect())
            .collect();
        rows.join("/")
    }

    fn mark_char(&self, pos: &Board, cell: usize) -> char {
        match (pos.x >> cell & 1, pos.o >> cell & 1) {
            (1, _) => 'X',
            (_, 1) => 'O',
            _ => '.',
        }
    }
}

impl Game for TicTacToe {
    type Position = Board;
    /// The index of the cell a mark is put in.
    type Move = usize;

    fn player(&self, pos: &Board) -> Player {
        if pos.x.count_ones() == pos.o.count_ones() {
            Player::Max
        } else {
            Player::Min
        }
    }

    fn moves(&self, pos: &Board) -> Vec<usize> {
        if self.is_terminal(pos) {
            return Vec::new();
        }
        let taken = pos.x | pos.o;
        (0..self.n * self.n).filter(|&c| taken >> c & 1 == 0).collect()
    }

    fn play(&self, pos: &Board, mv: &usize) -> Board {
        let bit = 1u16 << mv;
        if self.player(pos) == Player::Max {
            Board {
                x: pos.x | bit,
                ..*pos
            }
        } else {
            Board {
                o: pos.o | bit,
                ..*pos
            }
        }
    }

    fn is_terminal(&self, pos: &Board) -> bool {
        pos.x | pos.o == self.full() || self.winner(pos).is_some()
    }

    fn evaluate(&self, pos: &Board) -> Value {
        match self.winner(pos) {
            Some(Player::Max) => self.win_value(),
            Some(_) => -self.win_value(),
            None => Value::from(self.score(pos)),
        }
    }

    fn won_by(&self, value: Value) -> Option<Player> {
        super::won_at(value, self.win_value())
    }

    fn move_label(&self, pos: &Board, mv: &usize) -> String {
        let mark = if self.player(pos) == Player::Max { 'X' } else { 'O' };
        format!("{mark} {}", self.cell_name(*mv))
    }

    fn position_name(&self, pos: &Board) -> Option<String> {
        Some(self.write(pos))
    }
}

impl super::WinLoss for TicTacToe {
    fn winner(&self, pos: &Self::Position) -> Option<Player> {
        TicTacToe::winner(self, pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_has_its_rows_columns_and_two_diagonals() {
        assert_eq!(TicTacToe::new(3, Evaluation::OpenLines).lines().len(), 8);
        assert_eq!(TicTacToe::new(4, Evaluation::OpenLines).lines().len(), 10);
    }

    #[test]
    fn positions_read_and_write_back() {
        let g = TicTacToe::new(3, Evaluation::Weighted);
        let b = g.parse(".X./O../X.O").unwrap();
        assert_eq!(g.write(&b), ".X./O../X.O");
        assert_eq!(g.player(&b), Player::Max);
        assert_eq!(g.move_label(&b, &0), "X a1");
        assert_eq!(g.move_label(&g.play(&b, &0), &2), "O c1");
        assert!(g.parse("XX./.../...").is_err());
        assert!(g.parse("X../...").is_err());
    }

    #[test]
    fn a_full_line_wins_and_ends_the_game() {
        let g = TicTacToe::new(3, Evaluation::OpenLines);
        let b = g.parse("XXX/OO./...").unwrap();
        assert_eq!(g.winner(&b), Some(Player::Max));
        assert!(g.is_terminal(&b));
        assert_eq!(g.evaluate(&b), Value::INFINITY);
        let four = TicTacToe::new(4, Evaluation::OpenLines);
        let three_of_four = four.parse("XXX./OO../..../....").unwrap();
        assert_eq!(four.winner(&three_of_four), None);
    }

    #[test]
    fn a_full_board_without_a_line_is_a_draw_worth_zero() {
        for eval in [Evaluation::OpenLines, Evaluation::Weighted] {
            let g = TicTacToe::new(3, eval);
            let b = g.parse("XOX/XOO/OXX").unwrap();
            assert!(g.is_terminal(&b));
            assert_eq!(g.winner(&b), None);
            assert_eq!(g.evaluate(&b), Value::int(0));
        }
    }
}
