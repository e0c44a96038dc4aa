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
            "Please enlarge the window to at least {MIN_WIDTH}×{MIN_HEIGHT} (now {}×{}).",
            area.width, area.height
        )),
        Line::from("Press q to quit."),
    ];
    let top = area.height.saturating_sub(3) / 2;
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

/// The main keys, as many as fit, or a note in their place.
pub fn key_bar(bindings: &[Binding], note: Option<&str>, width: u16, theme: Theme) -> Line<'static> {
    if let Some(note) = note {
        return Line::styled(format!(" {note}"), theme.cut());
    }
    let mut spans = Vec::new();
    let mut used = 0;
    for bar in bindings.iter().filter_map(|b| b.bar) {
        let (key, what) = bar.split_once(' ').unwrap_or((bar, ""));
        let len = key.chars().count() + what.chars().count() + 3;
        if used + len > usize::from(width) {
            break;
        }
        spans.push(Span::styled(format!(" {key}"), theme.key()));
        spans.push(Span::raw(format!(" {what} ")));
        used += len;
    }
    Line::from(spans)
}

/// What the symbols mean, and which names the program uses.
const LEGEND: [&str; 4] = [
    "▲ MAX  ▼ MIN   ≥ 3 / ≤ 3 provisional value   ✂ α / ✂ β left out by a cut-off",
    "★ principal variation   ◀ node of the current event   dim: not reached yet",
    "A cut at a MAX node (v ≥ β) is a β-cutoff, at a MIN node (v ≤ α) an α-cutoff,",
    "as the chapters (seed 000) name them; the slides (seed 003) swap the names.",
];

/// The help overlay: every key of the screen, then the legend.
pub fn render_help(bindings: &[Binding], area: Rect, buf: &mut Buffer, theme: Theme) {
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
    lines.push(Line::from(""));
    lines.extend(LEGEND.iter().map(|l| Line::from(format!(" {l}"))));
    let width = area.width.saturating_sub(4).min(82);
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
