//! The counts panel: a table of figures, columns right-aligned.

use crate::story::Counts;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

pub struct CountsWidget<'a> {
    pub counts: &'a Counts,
    pub block: Block<'a>,
    pub theme: Theme,
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

impl Widget for CountsWidget<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        Paragraph::new(lines(self.counts, self.theme))
            .block(self.block)
            .render(area, buf);
    }
}
