//! The step panel: the current event's sentence, then labelled lines (the
//! window and the path; a proof's problem or strategy).

use crate::story::StepPanel;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

pub struct StepWidget<'a> {
    pub panel: &'a StepPanel,
    pub block: Block<'a>,
    pub theme: Theme,
}

impl StepWidget<'_> {
    fn lines(&self) -> Vec<Line<'static>> {
        let t = self.theme;
        let style = if self.panel.cut { t.cut() } else { t.title() };
        let mut out = vec![Line::styled(self.panel.sentence.clone(), style)];
        out.extend(self.panel.lines.iter().map(|l| {
            Line::from(vec![
                Span::styled(l.label.clone(), t.title()),
                Span::raw(l.text.clone()),
            ])
        }));
        out
    }

    /// The rows the panel takes at this width, its frame included.
    pub fn height(&self, width: u16) -> u16 {
        let p = Paragraph::new(self.lines()).wrap(Wrap { trim: true });
        p.line_count(width) as u16 + 1
    }
}

impl Widget for StepWidget<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        Paragraph::new(self.lines())
            .wrap(Wrap { trim: true })
            .block(self.block)
            .render(area, buf);
    }
}
