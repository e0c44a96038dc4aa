//! The computer player's search in Kalah (kalah-chapter): the fast engine
//! finds every move as good as the best, and reports it as the one
//! [`Choice`] the recording search's `search::choose` gives, so that the
//! game screen and `kalah match` choose alike. Picking one of the equal
//! moves (at random from a seed, or the first) is `session::computer`'s.

use super::fast::{self, Settings};
use super::position::Position;
use super::rules::Rules;
use crate::search::choose::Choice;
use crate::value::Value;

/// Every move as good as the best from `root` (MAX to move there), in the
/// fast search's order; `None` when the game is over.
pub fn best_moves(rules: &Rules, root: &Position, settings: &Settings) -> Option<Choice<usize>> {
    if root.is_over(rules) {
        return None;
    }
    let report = fast::search_ties(rules, root, settings);
    Some(Choice {
        value: Value::nearest(report.value),
        best: report.best_moves,
        nodes_generated: report.nodes_generated,
        evaluations: report.evaluations,
    })
}
