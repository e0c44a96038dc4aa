//! Kalah's words that more than one layer needs: the sides' names.

use crate::game::kalah::Side;
use crate::say;

/// "South", "North".
pub fn side_name(side: Side) -> String {
    match side {
        Side::South => say!("kalah-south"),
        Side::North => say!("kalah-north"),
    }
}
