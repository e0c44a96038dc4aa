//! The live move tree measured in docs/performance.md: the 6×6 book Kalah opening
//! searched by alpha-beta with the store difference.

use gametree::game::kalah::{Evaluation, Kalah, Position, Rules, Side};
use gametree::subject::Live;

/// The opening position and the game played from it.
pub fn opening() -> (Kalah, Position) {
    let pos = Position::start(6, 6, Side::South).unwrap();
    (Kalah::new(Rules::BOOK, Evaluation::Store, &pos), pos)
}

/// The opening as a live subject, as the game screen's move tree has it.
pub fn subject(game: &Kalah, pos: Position) -> Live<Kalah> {
    Live {
        name: "kalah".into(),
        title: "kalah".into(),
        game: game.clone(),
        root: pos,
        draw: None,
        note: String::new(),
    }
}
