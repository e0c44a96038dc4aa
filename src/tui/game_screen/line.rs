//! The box `y` opens over the game screen: the position on the board as
//! the command line that starts the game there again (`session::line`),
//! and that it was offered to the clipboard.

use crate::say;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget, Wrap};

/// Draws the box in the middle of `area`, as wide as the command line;
/// where the screen is narrower, the command line breaks between its
/// words, each row at the margin.
pub fn render(command: &str, area: Rect, buf: &mut Buffer, theme: Theme) {
    let words = [
        say!("line-box-what"),
        say!("line-box-copied"),
        say!("line-box-keys"),
    ];
    let widest = words
        .iter()
        .chain([&command.to_string()])
        .map(|w| w.chars().count())
        .max()
        .unwrap_or(0) as u16;
    let width = (widest + 4)
        .min(area.width.saturating_sub(2))
        .max(20.min(area.width));
    let inner = width.saturating_sub(2);
    let [what, copied, keys] = words.map(|w| Line::from(format!(" {w}")));
    let rows = wrapped(command, usize::from(inner.saturating_sub(2)));
    let mut lines = vec![what, Line::from("")];
    lines.extend(
        rows.into_iter()
            .map(|r| Line::from(Span::styled(format!(" {r}"), theme.key()))),
    );
    lines.extend([Line::from(""), copied, keys]);
    let text = Paragraph::new(lines).wrap(Wrap { trim: false });
    let height = (text.line_count(inner) as u16 + 2).min(area.height);
    let popup = crate::tui::chrome::popup(area, width, height, buf);
    let title = Span::styled(format!(" {} ", say!("line-box-title")), theme.title());
    text.block(Block::new().borders(Borders::ALL).title(title))
        .render(popup, buf);
}

/// The command line in rows of at most `width` characters, broken between
/// its words (a word longer than a row has a row of its own).
fn wrapped(command: &str, width: usize) -> Vec<String> {
    let mut rows: Vec<String> = Vec::new();
    for word in command.split(' ') {
        match rows.last_mut() {
            Some(row) if row.chars().count() + 1 + word.chars().count() <= width => {
                row.push(' ');
                row.push_str(word);
            }
            _ => rows.push(word.to_string()),
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::wrapped;

    #[test]
    fn a_long_command_line_breaks_between_words() {
        let line = "gametree kalah --board 4,4,4,4,0 --to-move north";
        assert_eq!(wrapped(line, 80), [line]);
        assert_eq!(
            wrapped(line, 22),
            ["gametree kalah --board", "4,4,4,4,0 --to-move", "north"]
        );
    }
}
