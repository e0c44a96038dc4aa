//! Nim "last one loses" in play (chapter-3 §3.1): a move is typed as the
//! number of coins to take.

use super::Playable;
use crate::game::nim::{Nim, Pile, sign};
use crate::game::{Game, Player};
use crate::say;

pub struct NimTable {
    pub coins: u32,
}

/// "PLUS", "MINUS".
pub fn name_of(p: Player) -> String {
    if p == Player::Max {
        say!("nim-plus")
    } else {
        say!("nim-minus")
    }
}

impl Playable for NimTable {
    type Position = Pile;
    type Move = u32;
    type Searched = Nim;

    fn name(&self) -> String {
        say!("nim-name", coins = self.coins)
    }

    fn about(&self) -> String {
        say!("nim-about")
    }

    fn start(&self) -> Pile {
        Nim::start(self.coins)
    }

    fn searched(&self, _pos: &Pile) -> Nim {
        Nim
    }

    fn seat(&self, pos: &Pile) -> usize {
        usize::from(pos.to_move == Player::Min)
    }

    fn players(&self) -> [String; 2] {
        [Player::Max, Player::Min].map(name_of)
    }

    fn result(&self, pos: &Pile) -> Option<String> {
        let w = Nim.winner(pos)?;
        Some(match pos.coins {
            1 => say!(
                "nim-must-take-the-last",
                loser = name_of(pos.to_move),
                winner = name_of(w)
            ),
            _ => say!(
                "nim-took-the-last",
                loser = name_of(w.opponent()),
                winner = name_of(w)
            ),
        })
    }

    fn key_of(&self, _pos: &Pile, take: &u32) -> String {
        take.to_string()
    }

    fn what_to_type(&self) -> String {
        say!("nim-what-to-type")
    }

    fn why_not(&self, pos: &Pile, typed: &str) -> String {
        say!("nim-cannot-take", typed = typed, coins = pos.coins)
    }

    fn describe(&self, before: &Pile, take: &u32) -> String {
        let left = before.coins - take;
        let position = format!("{left}{}", sign(before.to_move.opponent()));
        say!(
            "nim-took",
            player = name_of(before.to_move),
            take = *take,
            left = left,
            position = position
        )
    }

    fn position_words(&self, pos: &Pile) -> Vec<String> {
        let to_move = if pos.to_move == Player::Max {
            "plus"
        } else {
            "minus"
        };
        [
            "play",
            "nim",
            "--coins",
            &pos.coins.to_string(),
            "--to-move",
            to_move,
        ]
        .map(String::from)
        .to_vec()
    }

    /// The whole game up to 20 coins; deeper takes seconds.
    fn default_depth(&self, pos: &Pile) -> u32 {
        pos.coins.clamp(1, 20)
    }

    fn sketch(_game: &Nim, pos: &Pile) -> Vec<String> {
        let position = Nim.position_name(pos).unwrap_or_default();
        vec![say!(
            "nim-sketch",
            position = position,
            player = name_of(pos.to_move)
        )]
    }
}
