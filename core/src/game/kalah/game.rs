//! Kalah as a [`Game`] for the generic (recording) search: MAX is the
//! player to move at the root; with extra moves the same player moves
//! again, which `player` simply reports.

use super::eval::Evaluation;
use super::position::{Position, Side, Winner};
use super::rules::Rules;
use super::sow::Log;
use crate::game::{Game, Player, WinLoss};
use crate::value::Value;
use std::borrow::Cow;

/// The searcher's view of Kalah: the rules, the static evaluation, and
/// which side is MAX.
#[derive(Clone, Debug)]
pub struct Kalah {
    pub rules: Rules,
    pub eval: Evaluation,
    pub max_side: Side,
    /// Whether positions are named by their board (a proof's tree and
    /// strategy name them; a live search's millions of nodes need not).
    names: bool,
}

impl Kalah {
    /// MAX is the side to move at `root`.
    pub fn new(rules: Rules, eval: Evaluation, root: &Position) -> Kalah {
        Kalah {
            rules,
            eval,
            max_side: root.to_move,
            names: false,
        }
    }

    /// The same game with its positions named `2,2,0,2,2,0 south`: the
    /// board as the command line writes it, and who moves.
    pub fn naming_positions(self) -> Kalah {
        Kalah { names: true, ..self }
    }
}

impl Game for Kalah {
    type Position = Position;
    /// A move is the pit sown from (1..P); a relay chain is one move.
    type Move = usize;

    fn player(&self, pos: &Position) -> Player {
        if pos.to_move == self.max_side {
            Player::Max
        } else {
            Player::Min
        }
    }

    fn moves(&self, pos: &Position) -> Vec<usize> {
        if pos.is_over(&self.rules) {
            return Vec::new();
        }
        pos.legal_pits().collect()
    }

    fn play(&self, pos: &Position, mv: &usize) -> Position {
        pos.play(&self.rules, *mv)
    }

    fn is_terminal(&self, pos: &Position) -> bool {
        pos.is_over(&self.rules)
    }

    fn evaluate(&self, pos: &Position) -> Value {
        // Whole numbers, or fractions where weights are.
        Value::nearest(self.eval.value(&self.rules, pos, self.max_side))
    }

    /// A finished game is worth ±(WIN + the store difference), every
    /// static evaluation less.
    fn won_by(&self, value: Value) -> Option<Player> {
        crate::game::won_at(value, Value::nearest(super::eval::WIN + 1.0))
    }

    /// Active where the side to move can capture (chapter 3, section 6.3: a
    /// pending exchange makes the static value untrustworthy).
    fn is_quiet(&self, pos: &Position) -> bool {
        !self.moves(pos).into_iter().any(|pit| {
            let mut seen = Captures(false);
            pos.play_logged(&self.rules, pit, &mut seen);
            seen.0
        })
    }

    fn move_label(&self, pos: &Position, mv: &usize) -> String {
        self.move_word(pos, mv).into_owned()
    }

    fn move_word(&self, pos: &Position, mv: &usize) -> Cow<'_, str> {
        pos.move_label(&self.rules, *mv)
    }

    fn position_name(&self, pos: &Position) -> Option<String> {
        self.names.then(|| format!("{pos} {}", pos.to_move))
    }
}

/// The proof's rule: the larger store wins the finished game, equal
/// stores draw (the Kalah chapter's end).
impl WinLoss for Kalah {
    fn winner(&self, pos: &Position) -> Option<Player> {
        match pos.winner(&self.rules)? {
            Winner::Side(side) if side == self.max_side => Some(Player::Max),
            Winner::Side(_) => Some(Player::Min),
            Winner::Draw => None,
        }
    }
}

/// Notices whether a move captures, and nothing else.
struct Captures(bool);

impl Log for Captures {
    fn capture(&mut self, _cell: usize, _stones: u8) {
        self.0 = true;
    }
}
