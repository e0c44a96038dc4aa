//! Kalah's words that more than one layer needs: the sides' names, and
//! the key messages select a side's name by where a language inflects it
//! ("лунка 3 Юга").

use crate::game::kalah::Side;
use crate::say;

/// "South", "North".
pub fn side_name(side: Side) -> String {
    match side {
        Side::South => say!("kalah-south"),
        Side::North => say!("kalah-north"),
    }
}

/// A side's name in a letter or two, for the rows of a small board.
pub fn side_initial(side: Side) -> String {
    say!("kalah-side-initial", side = side_key(side))
}

/// `south` or `north`: what the messages select on.
pub fn side_key(side: Side) -> &'static str {
    match side {
        Side::South => "south",
        Side::North => "north",
    }
}
