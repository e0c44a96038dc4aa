//! Connect Four: a board of upright columns, 7 × 6 by default and any size
//! from 4 × 4 to 10 × 10; a piece dropped in a column falls to the lowest
//! empty cell. X (MAX) moves first; four in a row, a column or either
//! diagonal wins, a full board without four is a draw.
//!
//! Columns are named a, b, c… from the left, and a move is its column's
//! letter, as the game screen types it. Positions are written row by row
//! from the top, `/` between rows (`......./......./…`), with `X`, `O`
//! and `.`; who moves follows from the counts, as in tic-tac-toe.
//!
//! The static evaluation is the slides' tic-tac-toe one over Connect
//! Four's lines, every four cells in a row, column or diagonal:
//! 10·X3 + 3·X2 + X1 − (10·O3 + 3·O2 + O1), Xn the lines with n X's and no
//! O; ±∞ where a player has four.

use super::{Game, Player};
use crate::value::Value;

/// Why a written position is no Connect Four board that play can reach.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// Rows of different lengths.
    #[error("{text:?}: rows of different lengths")]
    Shape { text: String },
    /// Fewer or more columns or rows than the game is played with.
    #[error("{text:?}: {columns}×{rows} is no board")]
    Size {
        text: String,
        columns: usize,
        rows: usize,
    },
    /// A cell that is not X, O or empty.
    #[error("{text:?}: {mark:?} is no mark")]
    Mark { text: String, mark: char },
    /// A piece over an empty cell: pieces fall.
    #[error("{text:?}: a piece floats in column {column}")]
    Floating { text: String, column: char },
    /// X moves first, so X has as many pieces as O or one more.
    #[error("{text:?}: X and O pieces do not alternate")]
    Marks { text: String },
    /// Both players have four: the game ended at the first.
    #[error("{text:?}: both players have four in a row")]
    BothWon { text: String },
    /// The winner's opponent moved after the game was won.
    #[error("{text:?}: a piece was dropped after the game was won")]
    PlayedOn { text: String },
}

/// The smallest and largest side of a board.
pub const SIDES: std::ops::RangeInclusive<usize> = 4..=10;

/// The pieces as two bit sets, column by column from the bottom, each
/// column `rows + 1` bits (the bit over the top is always clear, so that
/// a line never runs from one column's top into the next's bottom).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Board {
    pub x: u128,
    pub o: u128,
}

/// Connect Four on `columns` × `rows`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConnectFour {
    columns: usize,
    rows: usize,
}

/// The slides' weights of a line with 0, 1, 2, 3 pieces of one player.
const WEIGHTS: [i32; 4] = [0, 1, 3, 10];

impl Default for ConnectFour {
    /// The usual board: seven columns of six.
    fn default() -> ConnectFour {
        ConnectFour { columns: 7, rows: 6 }
    }
}

impl ConnectFour {
    /// A board of `columns` × `rows`, each side in `SIDES`; `None` for
    /// another size.
    pub fn new(columns: usize, rows: usize) -> Option<ConnectFour> {
        (SIDES.contains(&columns) && SIDES.contains(&rows)).then_some(ConnectFour { columns, rows })
    }

    pub fn columns(&self) -> usize {
        self.columns
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The bit of the cell in `column` at `height` from the bottom.
    fn bit(&self, column: usize, height: usize) -> u128 {
        1 << (column * (self.rows + 1) + height)
    }

    /// How many pieces `column` holds.
    pub fn height(&self, pos: &Board, column: usize) -> usize {
        let all = (pos.x | pos.o) >> (column * (self.rows + 1));
        (all & ((1 << self.rows) - 1)).count_ones() as usize
    }

    /// X, O or nothing at the cell.
    pub fn piece(&self, pos: &Board, column: usize, height: usize) -> Option<Player> {
        let bit = self.bit(column, height);
        match (pos.x & bit != 0, pos.o & bit != 0) {
            (true, _) => Some(Player::Max),
            (_, true) => Some(Player::Min),
            _ => None,
        }
    }

    /// Whether `pieces` hold four in a line: each shift is a direction
    /// (up a column, along a row, the two diagonals).
    fn has_four(&self, pieces: u128) -> bool {
        let h = self.rows as u32;
        [1, h + 1, h, h + 2].into_iter().any(|s| {
            let pairs = pieces & (pieces >> s);
            pairs & (pairs >> (2 * s)) != 0
        })
    }

    /// The player with four in a line, if any (X where both have).
    pub fn winner(&self, pos: &Board) -> Option<Player> {
        match (self.has_four(pos.x), self.has_four(pos.o)) {
            (true, _) => Some(Player::Max),
            (_, true) => Some(Player::Min),
            _ => None,
        }
    }

    /// Every line of four cells on the board, as cell sets.
    pub fn lines(&self) -> Vec<u128> {
        let (w, h) = (self.columns as i32, self.rows as i32);
        let mut lines = Vec::new();
        for (dc, dr) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
            for c in 0..w {
                for r in 0..h {
                    let (ec, er) = (c + 3 * dc, r + 3 * dr);
                    if (0..w).contains(&ec) && (0..h).contains(&er) {
                        let cells = (0..4).map(|k| self.bit((c + k * dc) as usize, (r + k * dr) as usize));
                        lines.push(cells.fold(0, |a, b| a | b));
                    }
                }
            }
        }
        lines
    }

    /// 10·P3 + 3·P2 + P1 for `p`: the lines with no piece of the other
    /// player, weighted by how many of `p`'s they hold.
    pub fn weighted_count(&self, pos: &Board, p: Player) -> i32 {
        let (own, theirs) = match p {
            Player::Min => (pos.o, pos.x),
            _ => (pos.x, pos.o),
        };
        let open = self.lines().into_iter().filter(|l| l & theirs == 0);
        open.map(|l| WEIGHTS[((l & own).count_ones() as usize).min(3)])
            .sum()
    }

    /// A column's name: `a` for the leftmost.
    pub fn column_name(column: usize) -> char {
        (b'a' + column as u8) as char
    }

    /// The column a typed name like `d` names on this board.
    pub fn column_named(&self, typed: &str) -> Option<usize> {
        let mut chars = typed.trim().chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            return None;
        };
        let column = (c.to_ascii_lowercase() as usize).checked_sub('a' as usize)?;
        (column < self.columns).then_some(column)
    }

    /// Reads a position written row by row from the top (`X`, `O`, `.`
    /// or `-`), its size the board's; refuses one play cannot reach.
    pub fn parse(text: &str) -> Result<(ConnectFour, Board), BoardError> {
        let owned = || text.to_string();
        let rows: Vec<Vec<char>> = text.split('/').map(|r| r.chars().collect()).collect();
        let columns = rows[0].len();
        if rows.iter().any(|r| r.len() != columns) {
            return Err(BoardError::Shape { text: owned() });
        }
        let game = ConnectFour::new(columns, rows.len()).ok_or(BoardError::Size {
            text: owned(),
            columns,
            rows: rows.len(),
        })?;
        let mut b = Board::default();
        for (r, row) in rows.iter().enumerate() {
            for (c, &ch) in row.iter().enumerate() {
                let bit = game.bit(c, game.rows - 1 - r);
                match ch.to_ascii_uppercase() {
                    'X' => b.x |= bit,
                    'O' => b.o |= bit,
                    '.' | '-' => {}
                    _ => {
                        return Err(BoardError::Mark {
                            text: owned(),
                            mark: ch,
                        });
                    }
                }
            }
        }
        game.check(&b, text)?;
        Ok((game, b))
    }

    /// Whether play can reach `pos`, written `text`.
    fn check(&self, pos: &Board, text: &str) -> Result<(), BoardError> {
        let text = text.to_string();
        let floating = (0..self.columns).find(|&c| {
            // A column's pieces, from the bottom, are a run of ones.
            let column = (pos.x | pos.o) >> (c * (self.rows + 1)) & ((1 << self.rows) - 1);
            column & (column + 1) != 0
        });
        if let Some(c) = floating {
            let column = Self::column_name(c);
            return Err(BoardError::Floating { text, column });
        }
        let (nx, no) = (pos.x.count_ones(), pos.o.count_ones());
        if nx != no && nx != no + 1 {
            return Err(BoardError::Marks { text });
        }
        match (self.has_four(pos.x), self.has_four(pos.o)) {
            (true, true) => Err(BoardError::BothWon { text }),
            (true, false) if nx == no || !self.won_last(pos.x, pos) => Err(BoardError::PlayedOn { text }),
            (false, true) if nx > no || !self.won_last(pos.o, pos) => Err(BoardError::PlayedOn { text }),
            _ => Ok(()),
        }
    }

    /// Whether the winner's `pieces` could have made their four with the
    /// last piece dropped: one of them on top of its column without which
    /// they hold no four. (An O dropped on X's finished column is on top
    /// of it, and every X below has four without it.)
    fn won_last(&self, pieces: u128, pos: &Board) -> bool {
        (0..self.columns).any(|c| {
            let height = self.height(pos, c);
            height > 0 && {
                let top = self.bit(c, height - 1);
                pieces & top != 0 && !self.has_four(pieces & !top)
            }
        })
    }

    /// The board in the notation `parse` reads.
    pub fn write(&self, pos: &Board) -> String {
        let row = |r: usize| -> String {
            (0..self.columns)
                .map(|c| match self.piece(pos, c, r) {
                    Some(Player::Max) => 'X',
                    Some(_) => 'O',
                    None => '.',
                })
                .collect()
        };
        let rows: Vec<String> = (0..self.rows).rev().map(row).collect();
        rows.join("/")
    }

    /// The empty board of this size, written out.
    pub fn empty(&self) -> String {
        self.write(&Board::default())
    }

    /// The score of a position nobody has won, X's part minus O's.
    fn score(&self, pos: &Board) -> i32 {
        self.weighted_count(pos, Player::Max) - self.weighted_count(pos, Player::Min)
    }
}

impl Game for ConnectFour {
    type Position = Board;
    /// The column a piece is dropped in.
    type Move = usize;

    fn player(&self, pos: &Board) -> Player {
        match pos.x.count_ones() == pos.o.count_ones() {
            true => Player::Max,
            false => Player::Min,
        }
    }

    fn moves(&self, pos: &Board) -> Vec<usize> {
        if self.winner(pos).is_some() {
            return Vec::new();
        }
        (0..self.columns)
            .filter(|&c| self.height(pos, c) < self.rows)
            .collect()
    }

    fn play(&self, pos: &Board, column: &usize) -> Board {
        let bit = self.bit(*column, self.height(pos, *column));
        match self.player(pos) {
            Player::Max => Board {
                x: pos.x | bit,
                ..*pos
            },
            _ => Board {
                o: pos.o | bit,
                ..*pos
            },
        }
    }

    fn is_terminal(&self, pos: &Board) -> bool {
        self.moves(pos).is_empty()
    }

    fn evaluate(&self, pos: &Board) -> Value {
        match self.winner(pos) {
            Some(Player::Max) => Value::INFINITY,
            Some(_) => -Value::INFINITY,
            None => Value::from(self.score(pos)),
        }
    }

    fn won_by(&self, value: Value) -> Option<Player> {
        super::won_at(value, Value::INFINITY)
    }

    fn move_label(&self, pos: &Board, column: &usize) -> String {
        let piece = if self.player(pos) == Player::Max { 'X' } else { 'O' };
        format!("{piece} {}", Self::column_name(*column))
    }

    fn position_name(&self, pos: &Board) -> Option<String> {
        Some(self.write(pos))
    }
}

impl super::WinLoss for ConnectFour {
    fn winner(&self, pos: &Board) -> Option<Player> {
        ConnectFour::winner(self, pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_reads_and_writes_back() {
        let text = "......./......./......./......./...O.../..XXO..";
        let (game, b) = ConnectFour::parse(text).unwrap();
        assert_eq!((game.columns(), game.rows()), (7, 6));
        assert_eq!(game.write(&b), text);
        assert_eq!(game.player(&b), Player::Max);
        assert_eq!(game.height(&b, 3), 2);
        assert_eq!(game.move_label(&b, &3), "X d");
        assert_eq!(game.column_named("G"), Some(6));
        assert_eq!(game.column_named("h"), None);
    }

    /// Plays columns by name from the empty board of `game`.
    fn played(game: &ConnectFour, columns: &str) -> Board {
        columns.chars().fold(Board::default(), |b, c| {
            let column = game.column_named(&c.to_string()).unwrap();
            assert!(game.moves(&b).contains(&column), "{c} at {}", game.write(&b));
            game.play(&b, &column)
        })
    }

    #[test]
    fn a_piece_falls_to_the_lowest_empty_cell() {
        let game = ConnectFour::default();
        let b = played(&game, "ddd");
        assert_eq!(game.write(&b), "......./......./......./...X.../...O.../...X...");
        assert_eq!(
            (0..3).map(|h| game.piece(&b, 3, h)).collect::<Vec<_>>(),
            [Some(Player::Max), Some(Player::Min), Some(Player::Max)]
        );
        // A full column takes no more pieces.
        let full = played(&game, "aaaaaa");
        assert!(!game.moves(&full).contains(&0));
        assert_eq!(game.moves(&full).len(), 6);
    }

    #[test]
    fn four_in_a_row_a_column_or_either_diagonal_wins() {
        let won = [
            ("row", "......./......./......./......./OOO..../XXXX..."),
            ("column", "......./......./X....../XO...../XO...../XO....."),
            (
                "rising diagonal",
                "......./......./...X.../..XO.../.XXO.../XOOO..X",
            ),
            (
                "falling diagonal",
                "......./......./X....../OX...../XOX..../OOOX..X",
            ),
        ];
        for (name, text) in won {
            let (game, b) = ConnectFour::parse(text).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(game.winner(&b), Some(Player::Max), "{name}");
            assert!(game.is_terminal(&b), "{name}");
            assert_eq!(game.evaluate(&b), Value::INFINITY, "{name}");
        }
        let (game, o) = ConnectFour::parse("......./......./.O...../.O...../.O...../XOX.XX.").unwrap();
        assert_eq!(game.winner(&o), Some(Player::Min));
        assert_eq!(game.evaluate(&o), -Value::INFINITY);
        let three = played(&game, "aabbc");
        assert_eq!(game.winner(&three), None);
        assert!(!game.is_terminal(&three));
        // Played to four: X's fourth in the bottom row ends the game.
        let row = played(&game, "aabbccd");
        assert_eq!(game.winner(&row), Some(Player::Max));
        assert!(game.moves(&row).is_empty());
    }

    #[test]
    fn a_full_board_without_four_is_a_draw_worth_zero() {
        let (game, b) = ConnectFour::parse("OXOX/OXOX/XOXO/XOXO").unwrap();
        assert_eq!(game.winner(&b), None);
        assert!(game.is_terminal(&b));
        assert_eq!(game.evaluate(&b), Value::ZERO);
    }

    /// Hand-counted: one X in the bottom left corner of 7×6 lies on three
    /// lines (its row, its column, one diagonal), each with one X: 3. In
    /// the bottom middle, on four lines of its row, one of its column and
    /// one of each diagonal: 7.
    #[test]
    fn the_evaluation_counts_open_lines_weighted_by_how_full() {
        let game = ConnectFour::default();
        assert_eq!(game.evaluate(&Board::default()), Value::ZERO);
        assert_eq!(game.evaluate(&played(&game, "a")), Value::from(3));
        assert_eq!(game.evaluate(&played(&game, "d")), Value::from(7));
        // X d1, O d2: X keeps its row's four lines and its two diagonals
        // (6); O's d2 lies on four lines of its row, one of its column
        // (d2-d5; d1-d4 holds X) and two on each diagonal (c1-f4, d2-g5;
        // e1-b4, d2-a5): 9.
        assert_eq!(game.evaluate(&played(&game, "dd")), Value::from(6 - 9));
        // X on c1 and d1, O on g1: a1-d1, b1-e1, c1-f1 hold both X's (3
        // each), d1-g1 holds O; c's and d's columns and the diagonals
        // c1-f4, d1-g4, d1-a4 one X each (c1-a3 is too short).
        let b = played(&game, "cgd");
        assert_eq!(game.weighted_count(&b, Player::Max), 3 * 3 + 5);
        assert_eq!(game.lines().len(), 69);
    }

    #[test]
    fn boards_play_cannot_reach_are_refused() {
        let refused = |text: &str| ConnectFour::parse(text).unwrap_err();
        assert!(matches!(
            refused("..../..X./..../...."),
            BoardError::Floating { column: 'c', .. }
        ));
        assert!(matches!(refused("..../..../..../XX.."), BoardError::Marks { .. }));
        assert!(matches!(refused("..../..../..../O..."), BoardError::Marks { .. }));
        assert!(matches!(
            refused("XO../XO../XO../XO.."),
            BoardError::BothWon { .. }
        ));
        assert!(matches!(
            refused("X.../X.O./X.O./XOO."),
            BoardError::PlayedOn { .. }
        ));
        // The counts fit (X four, O three), but an O lies on X's finished
        // four: it was dropped after the game was won. It was taken for
        // "the game is over here".
        assert!(matches!(
            refused("......./O....../X....../X....../X....../XOO...."),
            BoardError::PlayedOn { .. }
        ));
        // O's four in a row, three of it under X's and the fourth under
        // another O: none of O's pieces on top can have been the last.
        assert!(matches!(
            refused("......./......./......./XXXO.../OOOO.../XOXX..."),
            BoardError::PlayedOn { .. }
        ));
        // Reachable wins pass: the winning piece on top of its column.
        for won in [
            "......./......./X....../XO...../XO...../XO.....",
            "......./......./......./......./OOO..../XXXX...",
            "......./......./.O...../.O...../.O...../XOX.XX.",
        ] {
            assert!(ConnectFour::parse(won).is_ok(), "{won}");
        }
        assert!(matches!(
            refused("..../..../..../..Z."),
            BoardError::Mark { mark: 'Z', .. }
        ));
        assert!(matches!(refused("..../.../..../...."), BoardError::Shape { .. }));
        assert!(matches!(
            refused(".../.../.../..."),
            BoardError::Size {
                columns: 3,
                rows: 4,
                ..
            }
        ));
        assert!(ConnectFour::parse("X.../X.O./X.O./X.O.").is_ok());
    }
}
