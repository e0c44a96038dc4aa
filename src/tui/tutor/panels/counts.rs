//! The counts panel: a table of figures, columns right-aligned, and the
//! ordering lab's lines under it.

use crate::story::Counts;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

pub struct CountsWidget<'a> {
    pub counts: &'a Counts,
    pub block: Block<'a>,
    pub theme: Theme,
    /// Whether the notes go under the table (else beside it, `NotesWidget`).
    pub notes: bool,
}

/// The notes on their own, beside the table.
pub struct NotesWidget<'a> {
    pub counts: &'a Counts,
}

/// The table's lines: a heading per column, then a row per figure.
pub fn lines(counts: &Counts, theme: Theme) -> Vec<Line<'static>> {
    let head: String = counts.headings.iter().map(|h| format!("{h:>9}")).collect();
    let mut out = vec![Line::styled(format!("{:<12}{head}", ""), theme.title())];
    for (name, figures) in &counts.rows {
        let cells: String = figures.iter().map(|f| format!("{f:>9}")).collect();
        out.push(Line::from(vec![
            Span::raw(format!("{name:<12}")),
            Span::raw(cells),
        ]));
    }
    out
}

/// The notes as lines of `width` cells: a note's parts (between " · ")
/// are kept whole, so that a figure stays beside its name.
fn notes(counts: &Counts, width: u16) -> Vec<String> {
    let width = usize::from(width).max(1);
    let mut out = Vec::new();
    for note in &counts.notes {
        let mut line = String::new();
        for part in note.split(" · ") {
            let room = line.chars().count() + 3 + part.chars().count();
            match line.is_empty() {
                true => line = part.to_string(),
                false if room <= width => line = format!("{line} · {part}"),
                false => out.push(std::mem::replace(&mut line, format!("  {part}"))),
            }
        }
        out.push(line);
    }
    out
}

/// The rows the panel takes at this width, its frame included: the
/// heading, a row per figure, the notes.
pub fn height(counts: &Counts, width: u16) -> u16 {
    table_height(counts) + notes_height(counts, width)
}

/// The rows of the table with its frame: the heading, a row per figure.
pub fn table_height(counts: &Counts) -> u16 {
    counts.rows.len() as u16 + 2
}

/// The rows the notes take in a panel this wide (a rule on the left).
pub fn notes_height(counts: &Counts, width: u16) -> u16 {
    let inner = width.saturating_sub(1);
    let rows: usize = notes(counts, inner)
        .iter()
        .map(|n| {
            Paragraph::new(n.as_str())
                .wrap(Wrap { trim: false })
                .line_count(inner)
        })
        .sum();
    rows as u16
}

impl Widget for NotesWidget<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let text: Vec<Line> = notes(self.counts, area.width.saturating_sub(1))
            .into_iter()
            .map(|n| Line::from(format!(" {n}")))
            .collect();
        Paragraph::new(text).wrap(Wrap { trim: false }).render(area, buf);
    }
}

impl Widget for CountsWidget<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let width = self.block.inner(area).width;
        let mut text = lines(self.counts, self.theme);
        if self.notes {
            text.extend(notes(self.counts, width).into_iter().map(Line::from));
        }
        // The table's lines are never wider than the panel; a long note
        // part (a sentence) wraps.
        Paragraph::new(text)
            .wrap(Wrap { trim: false })
            .block(self.block)
            .render(area, buf);
    }
}
