//! The game screen's set-ups the tests share: a human against the
//! computer, and Kalah by the book's rules.

use gametree::game::kalah::{Evaluation, Rules, Side};
use gametree::search::Order;
use gametree::session::kalah::KalahTable;
use gametree::session::{Options, Who};

/// A human (first) against the computer searching `depth` plies, no
/// random choice.
pub fn human_against_computer(depth: u32) -> Options {
    Options {
        seats: [Who::Human, Who::Computer],
        depth,
        order: Order::None,
        quiescence: false,
        seed: 7,
        random: false,
    }
}

/// Kalah by the Kalah chapter's rules, `pits` pits a side with `stones`
/// in each, the stores' difference as the evaluation, South first.
pub fn book_kalah(pits: usize, stones: u8) -> KalahTable {
    KalahTable {
        rules: Rules::BOOK,
        eval: Evaluation::Store,
        pits,
        stones,
        first: Side::South,
    }
}
