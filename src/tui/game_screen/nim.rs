//! Nim "last one loses" on the game screen (Textbook chapter 3, §3.1):
//! the pile as a row of coins, the ones just taken left hollow.

use super::{BoardView, Drawable};
use crate::game::Game;
use crate::game::nim::Nim;
use crate::say;
use crate::session::nim::NimTable;
use ratatui::text::{Line, Span, Text};

/// Coins a row on the board.
const ROW: u32 = 10;

impl Drawable for NimTable {
    const SCREEN: crate::keymap::Screen = crate::keymap::Screen::Nim;

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
        let position = Nim.position_name(v.pos).unwrap_or_default();
        lines.push(Line::from(say!("nim-left", left = left, position = position)));
        if let Some(c) = v.cursor {
            lines.push(Line::styled(say!("nim-take", take = c), v.theme.current()));
        }
        Text::from(lines)
    }

    fn legend(&self) -> Vec<String> {
        say!("nim-legend").lines().map(String::from).collect()
    }
}
