//! What frames every screen: the key bar, the help overlay, and the
//! message shown when the terminal is too small.

use super::theme::Theme;
use crate::keymap::Table;
use crate::printable;
use crate::say;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget, Wrap};

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

/// The main keys, as many as fit with the last two (help, quit) always
/// shown, or a note in their place.
pub fn key_bar(table: &Table, note: Option<&str>, width: u16, theme: Theme) -> Line<'static> {
    if let Some(note) = note {
        // A note may quote a file (a name in an error, a lesson's note).
        return Line::styled(format!(" {}", printable::text(note)), theme.cut());
    }
    let bars: Vec<(&str, String)> = table
        .bar()
        .into_iter()
        .map(|(key, what)| (key, say!(what)))
        .collect();
    let (main, pinned) = bars.split_at(bars.len().saturating_sub(2));
    let room = usize::from(width).saturating_sub(pinned.iter().map(bar_width).sum());
    let mut used = 0;
    let fits = main.iter().take_while(|b| {
        used += bar_width(b);
        used <= room
    });
    Line::from(
        fits.chain(pinned)
            .flat_map(|(key, what)| key_spans(key, what, theme))
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

/// The help overlay: every key of the screen, then the legend.
pub fn render_help(table: &Table, legend: &[String], area: Rect, buf: &mut Buffer, theme: Theme) {
    let mut lines: Vec<Line> = table
        .help()
        .into_iter()
        .map(|(keys, what)| {
            Line::from(vec![
                Span::styled(format!(" {keys:<15}"), theme.key()),
                Span::raw(say!(what)),
            ])
        })
        .collect();
    if !legend.is_empty() && lines.len() + legend.len() + 3 <= usize::from(area.height) {
        lines.push(Line::from(""));
    }
    lines.extend(legend.iter().map(|l| Line::from(format!(" {l}"))));
    let width = area.width.saturating_sub(4).min(78);
    let height = (lines.len() as u16 + 2).min(area.height);
    let popup = popup(area, width, height, buf);
    let block = Block::new()
        .borders(Borders::ALL)
        .title(Span::styled(format!(" {} ", say!("help-title")), theme.title()));
    Paragraph::new(lines).block(block).render(popup, buf);
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
