//! The Kalah board's lines: North's pits across the top from right to
//! left, the stores at the ends, South's pits below, each cell with its
//! count and the mark the last move left on it.

use crate::game::kalah::{Position, Side};
use crate::say;
use crate::session::kalah::side_name;
use crate::session::kalah::sowing::Mark;
use crate::tui::theme::Theme;
use ratatui::style::Style;
use ratatui::text::{Line, Span};

/// A mark in at most three characters: "+2", "◆+1", "↻", "✕3".
fn mark_text(m: &Mark) -> String {
    let gained = if m.gained > 0 {
        format!("+{}", m.gained)
    } else {
        String::new()
    };
    if m.captured > 0 {
        format!("✕{}", m.captured)
    } else if m.relay {
        "↻".into()
    } else if m.taken {
        format!("◆{gained}")
    } else {
        gained
    }
}

fn mark_style(m: &Mark, cursor: bool, theme: Theme) -> Style {
    if cursor || m.latest {
        theme.current()
    } else if m.captured > 0 {
        theme.cut()
    } else if m.gained > 0 || m.taken || m.relay {
        theme.path()
    } else {
        theme.plain()
    }
}

/// `text` centred in `width` characters, cut to them.
fn centred(text: &str, width: usize) -> String {
    let s: String = text.chars().take(width).collect();
    format!("{s:^width$}")
}

/// A cell's size in characters: the inner width of a pit (a store's is
/// the same) and the rows of a pit, of the stores' band between the rows
/// of pits likewise. One row holds the count and its mark; from three
/// rows on the mark has the row under the count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Size {
    pub width: usize,
    pub rows: usize,
}

/// The sizes a board is drawn at, the largest first: it grows with the
/// room it is given and is narrow on a small screen.
pub const SIZES: [Size; 8] = [
    Size { width: 15, rows: 7 },
    Size { width: 11, rows: 5 },
    Size { width: 9, rows: 5 },
    Size { width: 9, rows: 3 },
    Size { width: 7, rows: 3 },
    Size { width: 5, rows: 3 },
    Size { width: 5, rows: 1 },
    Size { width: 4, rows: 1 },
];

impl Size {
    /// The board's width and height with `pits` pits a side.
    pub fn board(self, pits: usize) -> (usize, usize) {
        let width = pits * (self.width + 1) + 1 + 2 * (self.width + 3);
        (width, 6 + 3 * self.rows)
    }

    /// The rows of the board a side's pits are picked at: its numbers,
    /// its border and its cells (North's at the top, South's at the
    /// bottom).
    pub fn pick_rows(self, side: Side) -> std::ops::RangeInclusive<usize> {
        let (_, height) = self.board(1);
        match side {
            Side::North => 0..=self.rows + 1,
            Side::South => height - 2 - self.rows..=height - 1,
        }
    }

    /// The margin left of the pits: a store box and a space.
    pub fn margin(self) -> usize {
        self.width + 3
    }
}

/// The board's lines.
pub struct Drawing<'a> {
    pub pos: &'a Position,
    pub counts: Vec<u8>,
    pub marks: Vec<Mark>,
    pub cursor: Option<usize>,
    pub theme: Theme,
    pub over: bool,
    pub size: Size,
}

impl Drawing<'_> {
    fn margin(&self) -> usize {
        self.size.margin()
    }

    /// What row `row` of a cell of `rows` shows: the count and its mark
    /// on one row; else the count in the middle, its mark under it.
    fn cell_text(&self, count: u8, m: &Mark, row: usize) -> String {
        let (width, middle) = (self.size.width, self.size.rows / 2);
        let text = match (self.size.rows, row) {
            (1, _) => format!("{count}{}", mark_text(m)),
            (_, r) if r == middle => count.to_string(),
            (_, r) if r == middle + 1 => mark_text(m),
            _ => String::new(),
        };
        centred(&text, width)
    }

    /// The pits of a side in drawing order, left to right.
    fn order(&self, side: Side) -> Vec<usize> {
        let p = self.pos.pits();
        match side {
            Side::South => (1..=p).collect(),
            Side::North => (1..=p).rev().collect(),
        }
    }

    fn is_cursor(&self, side: Side, pit: usize) -> bool {
        side == self.pos.to_move && self.cursor == Some(pit)
    }

    /// "▶ North    6     5 ...": the side's name and its pit numbers.
    fn numbers(&self, side: Side) -> Line<'static> {
        let mover = !self.over && side == self.pos.to_move;
        let label = format!(
            "{}{:<w$}",
            if mover { "▶ " } else { "  " },
            side_name(side),
            w = self.margin() - 2
        );
        let mut spans = vec![Span::styled(
            label,
            if mover {
                self.theme.title()
            } else {
                self.theme.plain()
            },
        )];
        for pit in self.order(side) {
            let (text, style) = if self.is_cursor(side, pit) {
                (format!("[{pit}]"), self.theme.current())
            } else {
                (pit.to_string(), self.theme.dim())
            };
            spans.push(Span::raw(" "));
            spans.push(Span::styled(centred(&text, self.size.width), style));
        }
        Line::from(spans)
    }

    /// Row `row` of a side's pits, between borders.
    fn pits(&self, side: Side, row: usize) -> Line<'static> {
        let mut spans = vec![Span::raw(format!("{:w$}│", "", w = self.margin()))];
        for pit in self.order(side) {
            let cell = self.pos.pit_cell(side, pit);
            let m = &self.marks[cell];
            let style = mark_style(m, self.is_cursor(side, pit), self.theme);
            spans.push(Span::styled(self.cell_text(self.counts[cell], m, row), style));
            spans.push(Span::raw("│"));
        }
        Line::from(spans)
    }

    fn store(&self, side: Side, row: usize) -> Span<'static> {
        let cell = self.pos.store_cell(side);
        let m = &self.marks[cell];
        Span::styled(
            self.cell_text(self.counts[cell], m, row),
            mark_style(m, false, self.theme),
        )
    }

    /// A border of the pits' row: `l`, `mid` between pits, `r`.
    fn rule(&self, l: char, mid: char, r: char) -> String {
        let p = self.pos.pits();
        let inner = vec!["─".repeat(self.size.width); p].join(&mid.to_string());
        format!("{l}{inner}{r}")
    }

    /// Row `row` of the band between the rows of pits: the stores, and
    /// in the middle which store is whose.
    fn stores(&self, row: usize, between: &str) -> Line<'static> {
        let width = (self.size.width + 1) * self.pos.pits() + 1;
        let words = if row == self.size.rows / 2 { between } else { "" };
        Line::from(vec![
            Span::raw("│"),
            self.store(Side::North, row),
            Span::raw("│ "),
            Span::styled(format!("{words:^width$}"), self.theme.dim()),
            Span::raw(" │"),
            self.store(Side::South, row),
            Span::raw("│"),
        ])
    }

    pub fn lines(&self) -> Vec<Line<'static>> {
        let store_rule = |l: char, r: char| format!("{l}{}{r}", "─".repeat(self.size.width));
        let pad = " ".repeat(self.margin());
        let width = (self.size.width + 1) * self.pos.pits() + 1;
        let between = [say!("kalah-stores-long"), say!("kalah-stores-short")]
            .into_iter()
            .find(|t| t.chars().count() <= width)
            .unwrap_or_default();
        let rows = 0..self.size.rows;
        let mut lines = vec![
            self.numbers(Side::North),
            Line::from(format!("{pad}{}", self.rule('┌', '┬', '┐'))),
        ];
        lines.extend(rows.clone().map(|r| self.pits(Side::North, r)));
        lines.push(Line::from(format!(
            "{} {} {}",
            store_rule('┌', '┐'),
            self.rule('└', '┴', '┘'),
            store_rule('┌', '┐')
        )));
        lines.extend(rows.clone().map(|r| self.stores(r, &between)));
        lines.push(Line::from(format!(
            "{} {} {}",
            store_rule('└', '┘'),
            self.rule('┌', '┬', '┐'),
            store_rule('└', '┘')
        )));
        lines.extend(rows.map(|r| self.pits(Side::South, r)));
        lines.push(Line::from(format!("{pad}{}", self.rule('└', '┴', '┘'))));
        lines.push(self.numbers(Side::South));
        lines
    }
}
