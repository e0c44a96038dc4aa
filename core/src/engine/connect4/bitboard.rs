//! A Connect Four position as two 64-bit sets, in the game's own layout
//! (`game::connect4::Board`): column by column from the bottom, each
//! column `rows + 1` bits, the bit over the top always clear so that no
//! line runs from one column into the next. Every rule is a handful of
//! shifts and masks over the whole board.

use crate::game::connect4::{Board, ConnectFour};

/// A position: the pieces of the player to move, all the pieces, and how
/// many there are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bitboard {
    pub mover: u64,
    pub mask: u64,
    pub moves: u32,
}

/// The board's size and the sets every rule needs.
#[derive(Clone, Debug)]
pub struct Shape {
    pub columns: u32,
    pub rows: u32,
    /// The bottom cell of every column.
    bottom: u64,
    /// Every cell of the board.
    full: u64,
    /// The columns from the middle out: the order moves are tried in.
    pub order: Vec<u32>,
}

impl Shape {
    /// The shape of `game`'s board, where it fits in 62 bits (a table's
    /// word keeps two more).
    pub fn of(game: &ConnectFour) -> Option<Shape> {
        let (columns, rows) = (game.columns() as u32, game.rows() as u32);
        if columns * (rows + 1) > 62 {
            return None;
        }
        let bottom = (0..columns).fold(0, |b, c| b | 1 << (c * (rows + 1)));
        let full = bottom * ((1 << rows) - 1);
        let middle = (columns - 1) as f64 / 2.0;
        let mut order: Vec<u32> = (0..columns).collect();
        order.sort_by(|&a, &b| (a as f64 - middle).abs().total_cmp(&(b as f64 - middle).abs()));
        Some(Shape {
            columns,
            rows,
            bottom,
            full,
            order,
        })
    }

    /// The cells of the board.
    pub fn cells(&self) -> u32 {
        self.columns * self.rows
    }

    /// `pos` of the game as a bitboard (its board's shape is this one).
    pub fn bitboard(&self, pos: &Board) -> Bitboard {
        let (x, o) = (pos.x as u64, pos.o as u64);
        let x_moves = x.count_ones() == o.count_ones();
        Bitboard {
            mover: if x_moves { x } else { o },
            mask: x | o,
            moves: (x | o).count_ones(),
        }
    }

    /// Every cell of column `c`.
    pub fn column(&self, c: u32) -> u64 {
        ((1 << self.rows) - 1) << (c * (self.rows + 1))
    }

    /// The cells a piece can be dropped in: the lowest empty cell of each
    /// column that is not full.
    pub fn possible(&self, b: &Bitboard) -> u64 {
        (b.mask + self.bottom) & self.full
    }

    /// The empty cells that would complete four in a line for `pieces`:
    /// for each direction (up a column, along a row, the two diagonals)
    /// the cell below three in a row, above, or in the gap of two and one.
    pub fn winning(&self, pieces: u64, mask: u64) -> u64 {
        // Up a column only: nothing lies above the empty cell.
        let mut r = (pieces << 1) & (pieces << 2) & (pieces << 3);
        let h = self.rows;
        for s in [h + 1, h, h + 2] {
            let two = (pieces << s) & (pieces << (2 * s));
            r |= two & (pieces << (3 * s));
            r |= two & (pieces >> s);
            let two = (pieces >> s) & (pieces >> (2 * s));
            r |= two & (pieces << s);
            r |= two & (pieces >> (3 * s));
        }
        r & (self.full ^ mask)
    }

    /// Whether the player to move makes four with one of its moves.
    pub fn can_win(&self, b: &Bitboard) -> bool {
        self.winning(b.mover, b.mask) & self.possible(b) != 0
    }

    /// The moves after which the opponent cannot make four at once: where
    /// the opponent threatens four, that cell if it is the only one (none
    /// if there are two), and never the cell under a threat.
    pub fn non_losing(&self, b: &Bitboard) -> u64 {
        let mut possible = self.possible(b);
        let threats = self.winning(b.mover ^ b.mask, b.mask);
        let forced = possible & threats;
        if forced != 0 {
            if forced & (forced - 1) != 0 {
                return 0;
            }
            possible = forced;
        }
        possible & !(threats >> 1)
    }

    /// The position after the move that fills the cell `cell`.
    pub fn play(&self, b: &Bitboard, cell: u64) -> Bitboard {
        Bitboard {
            mover: b.mover ^ b.mask,
            mask: b.mask | cell,
            moves: b.moves + 1,
        }
    }

    /// How many cells would complete four for the mover after `cell`: the
    /// threats the move makes, the order moves are tried in.
    pub fn threats_after(&self, b: &Bitboard, cell: u64) -> u32 {
        self.winning(b.mover | cell, b.mask).count_ones()
    }

    /// A number for the position, one for each: in each column the
    /// mover's pieces added to a run of ones as high as the column (no
    /// carry leaves the column, whose top bit is free).
    pub fn key(&self, b: &Bitboard) -> u64 {
        b.mover + b.mask
    }

    /// The key of the mirror image (the columns in reverse order), the
    /// same position to a proof.
    pub fn mirrored(&self, key: u64) -> u64 {
        let height = self.rows + 1;
        let column = (1 << height) - 1;
        (0..self.columns).fold(0, |m, c| {
            let bits = (key >> (c * height)) & column;
            m | bits << ((self.columns - 1 - c) * height)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::connect4::ConnectFour;
    use crate::game::played;
    use crate::game::{Game, Player};
    use proptest::prelude::*;

    /// The column of the single cell `cell`.
    fn column_of(shape: &Shape, cell: u64) -> usize {
        (cell.trailing_zeros() / (shape.rows + 1)) as usize
    }

    fn columns(shape: &Shape, mut cells: u64) -> Vec<usize> {
        let mut out = Vec::new();
        while cells != 0 {
            out.push(column_of(shape, cells & cells.wrapping_neg()));
            cells &= cells - 1;
        }
        out.sort();
        out
    }

    proptest! {
        /// The moves, the fours made at once, the moves that let none be
        /// made and the mirror image are the game's rules.
        #[test]
        fn the_bit_sets_follow_the_rules(
            size in (4..8usize, 4..8usize),
            picks in prop::collection::vec(0..8usize, 0..30)
        ) {
            let game = ConnectFour::new(size.0, size.1).unwrap();
            let pos = played(&game, Board::default(), &picks);
            prop_assume!(game.winner(&pos).is_none());
            let shape = Shape::of(&game).unwrap();
            let b = shape.bitboard(&pos);
            let mover = game.player(&pos);
            prop_assert_eq!(columns(&shape, shape.possible(&b)), game.moves(&pos));
            let wins = |p: &Board, m: usize, who: Player| game.winner(&game.play(p, &m)) == Some(who);
            let can_win = game.moves(&pos).into_iter().any(|m| wins(&pos, m, mover));
            prop_assert_eq!(shape.can_win(&b), can_win);
            if !can_win {
                let safe: Vec<usize> = game.moves(&pos).into_iter().filter(|&m| {
                    let after = game.play(&pos, &m);
                    !game.moves(&after).into_iter().any(|n| wins(&after, n, mover.opponent()))
                }).collect();
                prop_assert_eq!(columns(&shape, shape.non_losing(&b)), safe);
            }
            let text = game.write(&pos);
            let mirror: Vec<String> = text.split('/').map(|r| r.chars().rev().collect()).collect();
            let (_, image) = ConnectFour::parse(&mirror.join("/")).unwrap();
            prop_assert_eq!(shape.mirrored(shape.key(&b)), shape.key(&shape.bitboard(&image)));
        }
    }
}
