//! What frames every screen: the key bar, a popup's place, and the
//! message shown when the terminal is too small.

use super::theme::Theme;
use crate::keymap::Table;
use crate::printable;
use crate::say;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

/// The smallest terminal the screens are laid out for.
pub const MIN_WIDTH: u16 = 64;
pub const MIN_HEIGHT: u16 = 20;

pub fn too_small(area: Rect) -> bool {
    area.width < MIN_WIDTH || area.height < MIN_HEIGHT
}

/// "Please enlarge the window", centred.
pub fn render_too_small(area: Rect, buf: &mut Buffer, theme: Theme) {
    let text = vec![
        Line::styled(say!("too-small"), theme.title()),
        Line::from(say!("too-small-enlarge", width = MIN_WIDTH, height = MIN_HEIGHT)),
        Line::from(say!("too-small-now", width = area.width, height = area.height)),
        Line::from(say!("too-small-quit")),
    ];
    let top = area.height.saturating_sub(4) / 2;
    let inner = Rect {
        y: area.y + top,
        height: area.height - top,
        ..area
    };
    Paragraph::new(text)
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true })
        .render(inner, buf);
}

/// The most rows a note takes in the key bar's place.
const NOTE_ROWS: usize = 5;

/// The key bar's rows: one, or as many as a note needs, broken between
/// words at the margin (a lesson item's note, an error quoting a file).
pub fn bar_rows(note: Option<&str>, width: u16) -> u16 {
    match note {
        Some(note) => note_lines(note, width).len().clamp(1, NOTE_ROWS) as u16,
        None => 1,
    }
}

/// The key bar, or the note in its place, over [`bar_rows`] rows.
pub fn bar(table: &Table, note: Option<&str>, width: u16, theme: Theme) -> Paragraph<'static> {
    match note {
        Some(note) => {
            let lines = note_lines(note, width).into_iter().map(Line::from);
            Paragraph::new(lines.collect::<Vec<_>>()).style(theme.cut())
        }
        None => Paragraph::new(key_bar(table, width, theme)),
    }
}

/// A note's lines, each a space in from the margin.
fn note_lines(note: &str, width: u16) -> Vec<String> {
    // A note may quote a file (a name in an error, a lesson's note).
    let text = printable::text(note);
    wrapped(&text, usize::from(width).saturating_sub(1), " ", " ")
}

/// `text` broken between words into lines of at most `width` columns,
/// the first after `first`, the others after `rest` (a word longer than
/// a line is broken inside it).
pub fn wrapped(text: &str, width: usize, first: &str, rest: &str) -> Vec<String> {
    let options = textwrap::Options::new(width.max(1))
        .initial_indent(first)
        .subsequent_indent(rest)
        .word_splitter(textwrap::WordSplitter::NoHyphenation)
        .break_words(true);
    textwrap::wrap(text, options)
        .into_iter()
        .map(|l| l.into_owned())
        .collect()
}

/// The main keys, as many as fit, in their order, with those kept at
/// every width (the way back, help, quit) always shown.
pub fn key_bar(table: &Table, width: u16, theme: Theme) -> Line<'static> {
    let bars: Vec<((&str, String), bool)> = table
        .bar_kept()
        .into_iter()
        .map(|(key, what, kept)| ((key, say!(what)), kept))
        .collect();
    let kept: usize = bars
        .iter()
        .filter(|(_, kept)| *kept)
        .map(|(b, _)| bar_width(b))
        .sum();
    let room = usize::from(width).saturating_sub(kept);
    let mut used = 0;
    let mut full = false;
    let shown = bars.iter().filter(|(b, kept)| {
        if *kept {
            return true;
        }
        used += bar_width(b);
        full |= used > room;
        !full
    });
    Line::from(
        shown
            .flat_map(|((key, what), _)| key_spans(key, what, theme))
            .collect::<Vec<_>>(),
    )
}

/// The room a key and its words take in the bar, with a space to spare.
fn bar_width((key, what): &(&str, String)) -> usize {
    key.chars().count() + what.chars().count() + 3
}

/// " → step " with the key lit.
fn key_spans(key: &str, what: &str, theme: Theme) -> [Span<'static>; 2] {
    [
        Span::styled(format!(" {key}"), theme.key()),
        Span::raw(format!(" {what}")),
    ]
}

/// A popup's place, `width` × `height` in the middle of `area`, cleared
/// of what was drawn under it.
pub fn popup(area: Rect, width: u16, height: u16, buf: &mut Buffer) -> Rect {
    let popup = Rect {
        x: area.x + area.width.saturating_sub(width) / 2,
        y: area.y + area.height.saturating_sub(height) / 2,
        width: width.min(area.width),
        height: height.min(area.height),
    };
    Clear.render(popup, buf);
    popup
}
