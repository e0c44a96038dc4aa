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
        // In ASCII each symbol's stand-in, a word long where it needs one
        // (`->`, `--`), before the cells' one-character forms.
        let shown = |text: &str| crate::words::symbols::shown(text).into_owned();
        let mut out = vec![Line::styled(shown(&self.panel.sentence), style)];
        out.extend(self.panel.lines.iter().map(|l| {
            Line::from(vec![
                Span::styled(shown(&l.label), t.title()),
                Span::raw(shown(&l.text)),
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
    /// The sentence, then the labelled lines; where the rows are too few
    /// for all, the sentence gives up its last rows (ending in `⋯`), never
    /// the window or the path.
    fn render(self, area: Rect, buf: &mut Buffer) {
        let inner = self.block.inner(area);
        self.block.clone().render(area, buf);
        let mut lines = self.lines();
        let labelled = lines.split_off(1.min(lines.len()));
        let rows = |lines: &[Line<'static>]| {
            let p = Paragraph::new(lines.to_vec()).wrap(Wrap { trim: true });
            p.line_count(inner.width) as u16
        };
        let below = rows(&labelled).min(inner.height);
        let wanted = rows(&lines);
        let sentence = Rect {
            height: wanted.min(inner.height - below),
            ..inner
        };
        let cut = wanted > sentence.height;
        Paragraph::new(lines)
            .wrap(Wrap { trim: true })
            .render(sentence, buf);
        if cut && sentence.height > 0 && sentence.width > 0 {
            let more = crate::words::symbols::shown("⋯").into_owned();
            let x = sentence.right().saturating_sub(more.chars().count() as u16);
            buf.set_string(x, sentence.bottom() - 1, more, self.theme.dim());
        }
        let rest = Rect {
            y: sentence.bottom(),
            height: below,
            ..inner
        };
        Paragraph::new(labelled)
            .wrap(Wrap { trim: true })
            .render(rest, buf);
    }
}
