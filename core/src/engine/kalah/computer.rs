//! The computer player's search in Kalah (kalah-chapter): the fast engine
//! finds every move as good as the best, and reports it as the one
//! [`Choice`] the recording search's `search::choose` gives, so that the
//! game screen and `kalah match` choose alike: where the value is a win
//! or a loss, the quickest win or the longest loss. Picking one of the
//! equal moves (at random from a seed, or the first) is
//! `session::computer`'s.

use super::eval::WIN;
use super::fast::{self, Settings};
use super::position::Position;
use super::rules::Rules;
use crate::search::Algorithm;
use crate::search::choose::Choice;
use crate::search::quickest;
use crate::value::Value;

/// Every move as good as the best from `root` (MAX to move there), in the
/// fast search's order; `None` when the game is over.
pub fn best_moves(rules: &Rules, root: &Position, settings: &Settings) -> Option<Choice<usize>> {
    if root.is_over(rules) {
        return None;
    }
    let report = fast::search_ties(rules, root, settings);
    let mut choice = Choice {
        value: Value::nearest(report.value),
        best: report.best_moves,
        distance: None,
        nodes_generated: report.nodes_generated,
        evaluations: report.evaluations,
    };
    choice.distance = quickest_of(rules, root, settings, report.value, &mut choice);
    Some(choice)
}

/// Narrows the choice's moves worth `value` to the quickest win or the
/// longest loss, where it is one: each move searched again to 1, 2, ...
/// plies by the fast engine. A finished game is worth more than WIN to
/// its winner and every static value less, so a search to any depth that
/// reaches `value` proves it by finished games.
fn quickest_of(
    rules: &Rules,
    root: &Position,
    settings: &Settings,
    value: f64,
    choice: &mut Choice<usize>,
) -> Option<quickest::Distance> {
    if value.abs() <= WIN {
        return None;
    }
    let wins = value > 0.0;
    let (nodes, evaluations) = (&mut choice.nodes_generated, &mut choice.evaluations);
    let proves = |&pit: &usize, plies: u32| {
        let below = Settings {
            algorithm: Algorithm::AlphaBeta,
            depth: plies - 1,
            ..settings.clone()
        };
        let child = root.play(rules, pit);
        let window = (value - 0.5, value + 0.5);
        let (v, n, e) = fast::value_within(rules, &child, &below, root.to_move, window);
        (*nodes, *evaluations) = (*nodes + n + 1, *evaluations + e);
        if wins { v >= value } else { v <= value }
    };
    quickest::sort_out(&mut choice.best, wins, settings.depth, proves)
}
