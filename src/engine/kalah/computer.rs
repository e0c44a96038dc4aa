//! The computer player of seed 001's assignment: alpha-beta to depth d,
//! and among equally good moves a random one (from a seed, so that a game
//! can be replayed), or the first best when randomness is switched off.

use super::fast::{self, Settings};
use super::position::Position;
use super::rules::Rules;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

pub struct Computer {
    pub settings: Settings,
    /// None: always the first best move.
    rng: Option<StdRng>,
}

/// A move the computer chose, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub pit: usize,
    /// The search's value of the position for the side to move.
    pub value: f64,
    /// Every move worth that value, in move order.
    pub equal: Vec<usize>,
}

impl Computer {
    pub fn new(settings: Settings, seed: Option<u64>) -> Computer {
        Computer {
            settings,
            rng: seed.map(StdRng::seed_from_u64),
        }
    }

    /// The computer's move in `pos`; None when the game is over.
    pub fn choose(&mut self, rules: &Rules, pos: &Position) -> Option<Choice> {
        if pos.is_over(rules) {
            return None;
        }
        let report = fast::search_ties(rules, pos, &self.settings);
        let equal = report.best_moves;
        let pit = match (&mut self.rng, equal.len()) {
            (_, 0) => pos.legal_pits().next()?,
            (Some(rng), n) => equal[rng.random_range(0..n)],
            (None, _) => equal[0],
        };
        Some(Choice {
            pit,
            value: report.value,
            equal,
        })
    }
}
