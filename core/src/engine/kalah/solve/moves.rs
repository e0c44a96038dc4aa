//! How the solver plays and looks positions up: Kalah's moves on packed
//! boards (standard and empty-capture rules, up to 7 pits a side; a move
//! is a table lookup and a few adds), or any rules' on positions (the
//! book's relays and chain captures). The search itself (`search.rs`) is
//! written once for both.

use super::endgame::{Endgame, in_pits};
use super::table::Keys;
use crate::engine::kalah::packed::{Packed, Sides, pit_mask, sum};
use crate::game::kalah::position::Position;
use crate::game::kalah::rules::Rules;

/// A solve's threads each play with a copy of their moves.
pub(crate) trait Moves: Clone + Send + Sync {
    /// A position, seen from the side to move.
    type Board: Copy + Send + Sync;

    /// The board of a position.
    fn board(&self, pos: &Position) -> Self::Board;
    /// The mover's store minus the other's.
    fn difference(&self, b: &Self::Board) -> i32;
    fn over(&self, b: &Self::Board) -> bool;
    /// The stones in the pits.
    fn left(&self, b: &Self::Board) -> u8;
    /// The mover's pits that hold stones: bit p − 1 for pit p.
    fn legal(&self, b: &Self::Board) -> u8;
    /// The position after the mover sows `pit`, and whether the mover
    /// moves again.
    fn play(&self, b: &Self::Board, pit: usize) -> (Self::Board, bool);
    /// The table's key (see [`Keys`]).
    fn key(&self, b: &Self::Board) -> Option<u64>;
    /// Where the position is in the endgame database (it has at most its
    /// stones in the pits).
    fn index(&self, b: &Self::Board, db: &Endgame) -> u64;
}

/// Any rules, on positions.
#[derive(Clone)]
pub(crate) struct General<'a> {
    pub rules: &'a Rules,
    pub keys: Keys,
}

impl Moves for General<'_> {
    type Board = Position;

    fn board(&self, pos: &Position) -> Position {
        *pos
    }
    fn difference(&self, b: &Position) -> i32 {
        b.store_difference(b.to_move)
    }
    fn over(&self, b: &Position) -> bool {
        b.is_over(self.rules)
    }
    fn left(&self, b: &Position) -> u8 {
        in_pits(b)
    }
    fn legal(&self, b: &Position) -> u8 {
        b.legal_pits().fold(0, |m, p| m | 1 << (p - 1))
    }
    fn play(&self, b: &Position, pit: usize) -> (Position, bool) {
        let child = b.play(self.rules, pit);
        (child, child.to_move == b.to_move)
    }
    fn key(&self, b: &Position) -> Option<u64> {
        self.keys.of(b)
    }
    fn index(&self, b: &Position, db: &Endgame) -> u64 {
        db.index(b)
    }
}

/// Kalah's rules on packed boards.
#[derive(Clone)]
pub(crate) struct Kalah {
    pub moves: Packed,
    pub keys: Keys,
}

impl Moves for Kalah {
    type Board = Sides;

    fn board(&self, pos: &Position) -> Sides {
        self.moves.pack(pos).sides
    }
    #[inline(always)]
    fn difference(&self, b: &Sides) -> i32 {
        b.difference(self.moves.pits)
    }
    #[inline(always)]
    fn over(&self, b: &Sides) -> bool {
        b.over(self.moves.pits)
    }
    #[inline(always)]
    fn left(&self, b: &Sides) -> u8 {
        let p = b.pits_only(self.moves.pits);
        sum(p.mine) + sum(p.theirs)
    }
    #[inline(always)]
    fn legal(&self, b: &Sides) -> u8 {
        b.legal(self.moves.pits)
    }
    #[inline(always)]
    fn play(&self, b: &Sides, pit: usize) -> (Sides, bool) {
        let sown = self.moves.sow_in(*b, pit, self.moves.pits);
        (sown.next(), sown.again)
    }
    #[inline(always)]
    fn key(&self, b: &Sides) -> Option<u64> {
        let mask = pit_mask(self.moves.pits);
        self.keys.of_words(b.mine & mask, b.theirs & mask, 0)
    }
    #[inline(always)]
    fn index(&self, b: &Sides, db: &Endgame) -> u64 {
        let mask = pit_mask(self.moves.pits);
        db.index_of(b.mine & mask, b.theirs & mask)
    }
}
