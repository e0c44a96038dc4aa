//! Alpha-beta's decision panel: after each successor's value comes back,
//! the node compares its value v with its window and does one of three
//! things. The case that just applied is lit.

use crate::story::{Decision, DecisionRow};
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

/// The panel in its compact form when narrower than this.
pub const WIDE: u16 = 68;

pub struct DecisionWidget<'a> {
    pub decision: &'a Decision,
    pub theme: Theme,
}

fn row(r: &DecisionRow, wide: bool, theme: Theme) -> Line<'static> {
    let label = match wide {
        true => format!("{} {} ", r.player, r.symbol),
        false => format!("{} ", r.symbol),
    };
    let mut spans = vec![Span::styled(label, theme.title())];
    for (i, (cond, action)) in r.cases.iter().enumerate() {
        let text = match wide {
            true => format!("{cond}: {action:<10}"),
            false => format!("{}: {action}", cond.replace(' ', "")),
        };
        let (mark, style) = match r.lit == Some(i) {
            true => ("▶", theme.current()),
            false => (" ", theme.plain()),
        };
        let width = if wide { 19 } else { 15 };
        let text = crate::words::symbols::shown(&format!("{mark}{text:<width$}")).into_owned();
        spans.push(Span::styled(text, style));
    }
    Line::from(spans)
}

impl Widget for DecisionWidget<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let wide = area.width >= WIDE;
        let lines: Vec<Line> = self
            .decision
            .rows
            .iter()
            .map(|r| row(r, wide, self.theme))
            .collect();
        let block = super::side_panel(self.decision.title.clone(), self.theme);
        Paragraph::new(lines).block(block).render(area, buf);
    }
}
