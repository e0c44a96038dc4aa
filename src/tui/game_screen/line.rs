//! The box `y` opens over the game screen: the position on the board as
//! the command line that starts the game there again (`session::line`),
//! and that it was offered to the clipboard.

use crate::say;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget, Wrap};

/// Draws the box in the middle of `area`, as wide as the command line
/// (it wraps where the screen is narrower).
pub fn render(command: &str, area: Rect, buf: &mut Buffer, theme: Theme) {
    let lines = vec![
        Line::from(format!(" {}", say!("line-box-what"))),
        Line::from(""),
        Line::from(Span::styled(format!(" {command}"), theme.key())),
        Line::from(""),
        Line::from(format!(" {}", say!("line-box-copied"))),
        Line::from(format!(" {}", say!("line-box-keys"))),
    ];
    let widest = lines.iter().map(Line::width).max().unwrap_or(0) as u16;
    let width = (widest + 3)
        .min(area.width.saturating_sub(2))
        .max(20.min(area.width));
    let inner = width.saturating_sub(2);
    let text = Paragraph::new(lines).wrap(Wrap { trim: false });
    let height = (text.line_count(inner) as u16 + 2).min(area.height);
    let popup = Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    };
    Clear.render(popup, buf);
    let title = Span::styled(format!(" {} ", say!("line-box-title")), theme.title());
    text.block(Block::new().borders(Borders::ALL).title(title))
        .render(popup, buf);
}
