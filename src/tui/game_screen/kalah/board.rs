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

/// A cell's text, `width` characters: the count and its mark, centred.
fn cell_text(count: u8, m: &Mark, width: usize) -> String {
    let s = format!("{count}{}", mark_text(m));
    let s: String = s.chars().take(width).collect();
    format!("{s:^width$}")
}

/// Inner widths of a pit and a store: roomy, then narrow for wide boards
/// on small screens.
pub const WIDTHS: [(usize, usize); 2] = [(5, 5), (4, 4)];

/// The board's width with these inner widths.
pub fn board_width(pits: usize, (pit, store): (usize, usize)) -> usize {
    pits * (pit + 1) + 1 + 2 * (store + 3)
}

/// The board's lines.
pub struct Drawing<'a> {
    pub pos: &'a Position,
    pub counts: Vec<u8>,
    pub marks: Vec<Mark>,
    pub cursor: Option<usize>,
    pub theme: Theme,
    pub over: bool,
    /// Inner widths of a pit and a store.
    pub pit: usize,
    pub store: usize,
}

impl Drawing<'_> {
    /// The margin left of the pits: a store box and a space.
    fn margin(&self) -> usize {
        self.store + 3
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
            spans.push(Span::styled(format!("{text:^w$}", w = self.pit), style));
        }
        Line::from(spans)
    }

    /// A row of a side's pits between borders.
    fn pits(&self, side: Side) -> Line<'static> {
        let mut spans = vec![Span::raw(format!("{:w$}│", "", w = self.margin()))];
        for pit in self.order(side) {
            let cell = self.pos.pit_cell(side, pit);
            let m = &self.marks[cell];
            let style = mark_style(m, self.is_cursor(side, pit), self.theme);
            spans.push(Span::styled(cell_text(self.counts[cell], m, self.pit), style));
            spans.push(Span::raw("│"));
        }
        Line::from(spans)
    }

    fn store(&self, side: Side) -> Span<'static> {
        let cell = self.pos.store_cell(side);
        let m = &self.marks[cell];
        Span::styled(
            cell_text(self.counts[cell], m, self.store),
            mark_style(m, false, self.theme),
        )
    }

    /// A border of the pits' row: `l`, `mid` between pits, `r`.
    fn rule(&self, l: char, mid: char, r: char) -> String {
        let p = self.pos.pits();
        let inner = vec!["─".repeat(self.pit); p].join(&mid.to_string());
        format!("{l}{inner}{r}")
    }

    pub fn lines(&self) -> Vec<Line<'static>> {
        let store_rule = |l: char, r: char| format!("{l}{}{r}", "─".repeat(self.store));
        let pad = " ".repeat(self.margin());
        let width = (self.pit + 1) * self.pos.pits() + 1;
        let between = [say!("kalah-stores-long"), say!("kalah-stores-short")]
            .into_iter()
            .find(|t| t.chars().count() <= width)
            .unwrap_or_default();
        vec![
            self.numbers(Side::North),
            Line::from(format!("{pad}{}", self.rule('┌', '┬', '┐'))),
            self.pits(Side::North),
            Line::from(format!(
                "{} {} {}",
                store_rule('┌', '┐'),
                self.rule('└', '┴', '┘'),
                store_rule('┌', '┐')
            )),
            Line::from(vec![
                Span::raw("│"),
                self.store(Side::North),
                Span::raw("│ "),
                Span::styled(format!("{between:^width$}"), self.theme.dim()),
                Span::raw(" │"),
                self.store(Side::South),
                Span::raw("│"),
            ]),
            Line::from(format!(
                "{} {} {}",
                store_rule('└', '┘'),
                self.rule('┌', '┬', '┐'),
                store_rule('└', '┘')
            )),
            self.pits(Side::South),
            Line::from(format!("{pad}{}", self.rule('└', '┴', '┘'))),
            self.numbers(Side::South),
        ]
    }
}
