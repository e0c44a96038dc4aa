//! Nim "last one loses" on the game screen (seed 000, §3.1): the pile as a
//! row of coins, the ones just taken left hollow; a move is typed as the
//! number of coins to take.

use super::{BoardView, Playable};
use crate::game::nim::{Nim, Pile, sign};
use crate::game::{Game, Player};
use ratatui::text::{Line, Span, Text};

pub struct NimTable {
    pub coins: u32,
}

/// Coins a row on the board.
const ROW: u32 = 10;

fn name_of(p: Player) -> &'static str {
    if p == Player::Max { "PLUS" } else { "MINUS" }
}

impl Playable for NimTable {
    type Position = Pile;
    type Move = u32;
    type Searched = Nim;

    fn name(&self) -> String {
        format!("Nim {}", self.coins)
    }

    fn about(&self) -> String {
        "last one loses: take 1 or 2".into()
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
        ["PLUS".into(), "MINUS".into()]
    }

    fn result(&self, pos: &Pile) -> Option<String> {
        let w = Nim.winner(pos)?;
        Some(match pos.coins {
            1 => format!(
                "{} must take the last coin, {} wins",
                name_of(pos.to_move),
                name_of(w)
            ),
            _ => format!(
                "{} took the last coin, {} wins",
                name_of(w.opponent()),
                name_of(w)
            ),
        })
    }

    fn key_of(&self, _pos: &Pile, take: &u32) -> String {
        take.to_string()
    }

    fn what_to_type(&self) -> &'static str {
        "how many coins to take"
    }

    fn why_not(&self, pos: &Pile, typed: &str) -> String {
        format!("cannot take '{typed}' of {} coins", pos.coins)
    }

    fn describe(&self, before: &Pile, take: &u32) -> String {
        let left = before.coins - take;
        format!(
            "{} took {take}, {left} left ({}{}).",
            name_of(before.to_move),
            left,
            sign(before.to_move.opponent())
        )
    }

    /// A coin: take it and the coins after it.
    fn move_at(&self, v: &BoardView<'_, Self>, x: u16, y: u16) -> Option<u32> {
        let (x, y) = (u32::from(x), u32::from(y));
        let i = y * ROW + x / 2;
        (x % 2 == 0 && x / 2 < ROW && i < v.pos.coins).then(|| v.pos.coins - i)
    }

    fn board(&self, v: &BoardView<'_, Self>) -> Text<'static> {
        let taken = v.last.map_or(0, |(_, &t)| t);
        let left = v.pos.coins;
        let mut lines = Vec::new();
        let mut spans = Vec::new();
        for i in 0..left + taken {
            let (coin, style) = match (i < left, v.cursor.is_some_and(|c| i >= left - c.min(left))) {
                (true, true) => ("●", v.theme.current()),
                (true, false) => ("●", v.theme.plain()),
                (false, _) => ("○", v.theme.dim()),
            };
            spans.push(Span::styled(coin, style));
            spans.push(Span::raw(" "));
            if (i + 1) % ROW == 0 {
                lines.push(Line::from(std::mem::take(&mut spans)));
            }
        }
        lines.push(Line::from(spans));
        let name = Nim.position_name(v.pos).unwrap_or_default();
        lines.push(Line::from(format!("{left} coins left: {name}")));
        if let Some(c) = v.cursor {
            lines.push(Line::styled(format!("take {c}"), v.theme.current()));
        }
        Text::from(lines)
    }

    fn legend(&self) -> &'static [&'static str] {
        &[
            "● a coin   ○ taken by the last move   lit: the coins the cursor takes",
            "7+ is seven coins with PLUS to move, 5- five with MINUS (seed 000)",
        ]
    }

    fn sketch(_game: &Nim, pos: &Pile) -> Text<'static> {
        let name = Nim.position_name(pos).unwrap_or_default();
        Text::from(format!("{name}: {} to move", name_of(pos.to_move)))
    }
}
