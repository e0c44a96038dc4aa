//! What frames every screen: the key bar, the help overlay, and the
//! message shown when the terminal is too small.

use super::keys::Binding;
use super::theme::Theme;
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
        Line::styled("The window is too small.", theme.title()),
        Line::from(format!(
            "Please enlarge the window to at least {MIN_WIDTH}×{MIN_HEIGHT}."
        )),
        Line::from(format!("It is {}×{} now.", area.width, area.height)),
        Line::from("Press q to quit."),
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
pub fn key_bar(bindings: &[Binding], note: Option<&str>, width: u16, theme: Theme) -> Line<'static> {
    if let Some(note) = note {
        return Line::styled(format!(" {note}"), theme.cut());
    }
    let bars: Vec<&str> = bindings.iter().filter_map(|b| b.bar).collect();
    let (main, pinned) = bars.split_at(bars.len().saturating_sub(2));
    let room = usize::from(width).saturating_sub(pinned.iter().map(|b| b.chars().count() + 2).sum());
    let mut used = 0;
    let fits: Vec<&str> = main
        .iter()
        .take_while(|b| {
            used += b.chars().count() + 2;
            used <= room
        })
        .copied()
        .collect();
    Line::from(
        fits.iter()
            .chain(pinned)
            .flat_map(|b| key_spans(b, theme))
            .collect::<Vec<_>>(),
    )
}

/// " → step " with the key lit.
fn key_spans(bar: &str, theme: Theme) -> [Span<'static>; 2] {
    let (key, what) = bar.split_once(' ').unwrap_or((bar, ""));
    [
        Span::styled(format!(" {key}"), theme.key()),
        Span::raw(format!(" {what}")),
    ]
}

/// The help overlay: every key of the screen, then the legend.
pub fn render_help(bindings: &[Binding], legend: &[String], area: Rect, buf: &mut Buffer, theme: Theme) {
    let mut lines: Vec<Line> = bindings
        .iter()
        .filter(|b| !b.keys.is_empty())
        .map(|b| {
            Line::from(vec![
                Span::styled(format!(" {:<15}", b.keys), theme.key()),
                Span::raw(b.what),
            ])
        })
        .collect();
    if !legend.is_empty() && lines.len() + legend.len() + 3 <= usize::from(area.height) {
        lines.push(Line::from(""));
    }
    lines.extend(legend.iter().map(|l| Line::from(format!(" {l}"))));
    let width = area.width.saturating_sub(4).min(78);
    let height = (lines.len() as u16 + 2).min(area.height);
    let popup = Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    };
    Clear.render(popup, buf);
    let block = Block::new()
        .borders(Borders::ALL)
        .title(Span::styled(" Keys · any key closes this help ", theme.title()));
    Paragraph::new(lines).block(block).render(popup, buf);
}
