//! The help over any screen: every key of the screen, then the legend of
//! its marks, each line broken between words to the box (a key's words
//! under its first word, never cut at the margin), and scrolled where the
//! terminal is shorter than the help. Its own keys are the key map's
//! (`keymap::Screen::Help`): they scroll; any other key closes it.

use super::chrome::wrapped;
use super::theme::Theme;
use crate::keymap::{Message, Table};
use crate::say;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};

/// The widest the help's box grows on a wide terminal.
const MAX_WIDTH: u16 = 100;

/// The most columns a key's words take before they wrap, in working out
/// how wide the box is: a few long rows (the edit keys') wrap rather than
/// stretch the box over the whole of a 100-column terminal.
const WORDS_WIDTH: usize = 64;

/// The help as laid out in an area: its lines, the box, and how many of
/// the lines the box shows at once.
pub struct Layout {
    pub lines: Vec<Line<'static>>,
    pub popup: Rect,
    pub rows: usize,
}

impl Layout {
    /// The help of `table` and `legend` over `area`.
    pub fn new(table: &Table, legend: &[String], area: Rect, theme: Theme) -> Layout {
        let rows: Vec<(String, String)> = table
            .help()
            .into_iter()
            .map(|(keys, what)| (keys, say!(what)))
            .collect();
        let keys_width = rows.iter().map(|(k, _)| width(k)).max().unwrap_or(0);
        let natural = rows
            .iter()
            .map(|(_, what)| keys_width + width(what).min(WORDS_WIDTH) + 4)
            .chain(legend.iter().map(|l| width(l) + 2))
            .max()
            .unwrap_or(0);
        let title = width(&say!("help-title")) + 4;
        let box_width = (natural.max(title) as u16 + 2).min(area.width).min(MAX_WIDTH);
        let inner = usize::from(box_width.saturating_sub(2));
        let mut lines: Vec<Line<'static>> = rows
            .iter()
            .flat_map(|(keys, what)| key_lines(keys, what, keys_width, inner, theme))
            .collect();
        if !legend.is_empty() {
            lines.push(Line::from(""));
        }
        for l in legend {
            lines.extend(
                wrapped(l, inner.saturating_sub(1), " ", "   ")
                    .into_iter()
                    .map(Line::from),
            );
        }
        let height = (lines.len() as u16 + 2).min(area.height);
        let popup = Rect {
            x: area.x + area.width.saturating_sub(box_width) / 2,
            y: area.y + area.height.saturating_sub(height) / 2,
            width: box_width.min(area.width),
            height,
        };
        let rows = usize::from(height.saturating_sub(2));
        Layout { lines, popup, rows }
    }

    /// The first line shown the furthest down it goes.
    pub fn last_top(&self) -> usize {
        self.lines.len().saturating_sub(self.rows)
    }

    /// The first line shown after `msg` (a key of the help's own, or the
    /// mouse's wheel), from `top`; `None` for a message that closes it.
    pub fn scrolled(&self, top: usize, msg: Message) -> Option<usize> {
        let page = self.rows.saturating_sub(1).max(1);
        let top = match msg {
            Message::Up => top.saturating_sub(1),
            Message::Down => top + 1,
            Message::ScrollUp { .. } => top.saturating_sub(3),
            Message::ScrollDown { .. } => top + 3,
            Message::PageUp => top.saturating_sub(page),
            Message::PageDown => top + page,
            Message::Start => 0,
            Message::End => self.last_top(),
            _ => return None,
        };
        Some(top.min(self.last_top()))
    }

    /// Draws the lines from `top` on, and where they are when not all fit.
    pub fn render(self, table: &Table, top: usize, buf: &mut Buffer, theme: Theme) {
        let top = top.min(self.last_top());
        let all = self.lines.len();
        let scrolls = all > self.rows;
        let title = match scrolls {
            true => say!("help-title-scrolls", keys = scroll_keys(table)),
            false => say!("help-title"),
        };
        let mut block = Block::new()
            .borders(Borders::ALL)
            .title(Span::styled(format!(" {title} "), theme.title()));
        if scrolls {
            let at = say!("help-rows", from = top + 1, to = top + self.rows, all = all);
            block = block.title_bottom(Line::from(format!(" {at} ")).right_aligned());
        }
        ratatui::widgets::Clear.render(self.popup, buf);
        let shown: Vec<Line> = self.lines.into_iter().skip(top).take(self.rows).collect();
        Paragraph::new(shown).block(block).render(self.popup, buf);
    }
}

/// A key's row: its keys, then its words broken to the box, each line
/// after the first under the first word.
fn key_lines(keys: &str, what: &str, keys_width: usize, inner: usize, theme: Theme) -> Vec<Line<'static>> {
    let indent = " ".repeat(keys_width + 3);
    // A space, the keys' column, two spaces, the words, a space at the
    // right edge.
    let room = inner.saturating_sub(keys_width + 4);
    // A box too narrow for a column of words: the words below the keys.
    if room < 12 {
        let mut lines = vec![Line::from(Span::styled(format!(" {keys}"), theme.key()))];
        lines.extend(
            wrapped(what, inner.saturating_sub(1), "   ", "   ")
                .into_iter()
                .map(Line::from),
        );
        return lines;
    }
    wrapped(what, room, "", "")
        .into_iter()
        .enumerate()
        .map(|(i, text)| match i {
            0 => Line::from(vec![
                Span::styled(format!(" {keys:<keys_width$}"), theme.key()),
                Span::raw(format!("  {text}")),
            ]),
            _ => Line::from(format!("{indent}{text}")),
        })
        .collect()
}

fn width(text: &str) -> usize {
    textwrap::core::display_width(text)
}

/// The keys that scroll, as the help's own table binds them: `↑ ↓ PgUp PgDn`.
fn scroll_keys(help: &Table) -> String {
    [Message::Up, Message::Down, Message::PageUp, Message::PageDown]
        .into_iter()
        .filter_map(|m| help.rows.iter().find(|r| r.action.message == m)?.keys.first())
        .map(|k| k.shown())
        .collect::<Vec<_>>()
        .join(" ")
}
