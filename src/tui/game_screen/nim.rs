//! Nim "last one loses" on the game screen (Textbook chapter 3, §3.1):
//! the pile as rows of coins, the ones just taken left hollow. The coins
//! grow with the room.

use super::{BoardView, Drawable, fits};
use crate::game::Game;
use crate::game::nim::Nim;
use crate::say;
use crate::session::nim::NimTable;
use ratatui::text::{Line, Span, Text};

/// Coins a row on the board.
const ROW: u32 = 10;

/// How a coin is drawn: its lines on the pile and taken, and the columns
/// between coins.
#[derive(Clone, Copy)]
struct Coins {
    coin: &'static [&'static str],
    taken: &'static [&'static str],
    gap: usize,
}

/// The coins' sizes, the largest first.
const SIZES: [Coins; 3] = [
    Coins {
        coin: &["▄████▄", "██████", "▀████▀"],
        taken: &["┌────┐", "│    │", "└────┘"],
        gap: 2,
    },
    Coins {
        coin: &["▄██▄", "▀██▀"],
        taken: &["┌──┐", "└──┘"],
        gap: 1,
    },
    Coins {
        coin: &["●"],
        taken: &["○"],
        gap: 1,
    },
];

impl Coins {
    /// The largest coins whose board fits the room.
    fn of(v: &BoardView<'_, NimTable>, all: u32) -> Coins {
        let fit = |c: &Coins| {
            let (width, height) = c.board(all);
            fits(v.room, width, height)
        };
        SIZES.into_iter().find(fit).unwrap_or(SIZES[SIZES.len() - 1])
    }

    fn width(self) -> usize {
        self.coin[0].chars().count()
    }

    /// The rows of one row of coins, and the blank row after it where the
    /// coins are large.
    fn pitch(self) -> usize {
        self.coin.len() + usize::from(self.coin.len() > 1)
    }

    /// The board's width and height for `all` coins: the rows of coins,
    /// and two lines of words under them.
    fn board(self, all: u32) -> (usize, usize) {
        let rows = all.div_ceil(ROW).max(1) as usize;
        let width = ROW as usize * (self.width() + self.gap) - self.gap;
        (width, rows * self.pitch() + 2)
    }
}

impl Drawable for NimTable {
    const KIND: crate::game::known::Kind = crate::game::known::Kind::Nim;

    /// A coin: take it and the coins after it.
    fn move_at(&self, v: &BoardView<'_, Self>, x: u16, y: u16) -> Option<u32> {
        let taken = v.last.map_or(0, |(_, &t)| t);
        let c = Coins::of(v, v.pos.coins + taken);
        let (x, y) = (usize::from(x), usize::from(y));
        let step = c.width() + c.gap;
        let (column, row) = (x / step, y / c.pitch());
        let inside = x % step < c.width() && y % c.pitch() < c.coin.len();
        let i = (row * ROW as usize + column) as u32;
        (inside && column < ROW as usize && i < v.pos.coins).then(|| v.pos.coins - i)
    }

    fn board(&self, v: &BoardView<'_, Self>) -> Text<'static> {
        let taken = v.last.map_or(0, |(_, &t)| t);
        let left = v.pos.coins;
        let c = Coins::of(v, left + taken);
        let gap = " ".repeat(c.gap);
        let mut lines = Vec::new();
        let coins: Vec<u32> = (0..left + taken).collect();
        for row in coins.chunks(ROW as usize) {
            for part in 0..c.coin.len() {
                let mut spans = Vec::new();
                for &i in row {
                    if !spans.is_empty() {
                        spans.push(Span::raw(gap.clone()));
                    }
                    let (drawn, style) = match (i < left, v.cursor.is_some_and(|k| i >= left - k.min(left))) {
                        (true, true) => (c.coin[part], v.theme.current()),
                        (true, false) => (c.coin[part], v.theme.plain()),
                        (false, _) => (c.taken[part], v.theme.dim()),
                    };
                    spans.push(Span::styled(drawn, style));
                }
                lines.push(Line::from(spans));
            }
            if c.pitch() > c.coin.len() {
                lines.push(Line::from(""));
            }
        }
        if coins.is_empty() {
            lines.push(Line::from(""));
        }
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
