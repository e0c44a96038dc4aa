//! Alpha-beta's decision panel: after each successor's value comes back,
//! the node compares its value v with its window and does one of three
//! things. The case that just applied is lit. The cases stand in columns
//! in every language; the players' names on a wide panel.

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

/// A row's label and its cases' texts, before they are lined up.
fn cells(r: &DecisionRow, wide: bool) -> (String, Vec<String>) {
    let label = match wide {
        true => format!("{} {} ", r.player, r.symbol),
        false => format!("{} ", r.symbol),
    };
    let cases = r.cases.iter().map(|(cond, action)| match wide {
        true => format!("{cond}: {action}"),
        false => format!("{}: {action}", cond.replace(' ', "")),
    });
    let shown = |t: String| crate::words::symbols::shown(&t).into_owned();
    (shown(label), cases.map(shown).collect())
}

fn width(text: &str) -> usize {
    text.chars().count()
}

/// The rows lined up in columns as wide as their widest cell, whatever
/// the language's words (МАКС and МИН, «✂ β-отсечение»).
fn rows(decision: &Decision, wide: bool, theme: Theme) -> Vec<Line<'static>> {
    let cells: Vec<(String, Vec<String>)> = decision.rows.iter().map(|r| cells(r, wide)).collect();
    let label_width = cells.iter().map(|(l, _)| width(l)).max().unwrap_or(0);
    let columns = cells.iter().map(|(_, c)| c.len()).max().unwrap_or(0);
    // A space between columns; the mark of the lit case before each.
    let column_width: Vec<usize> = (0..columns)
        .map(|i| {
            cells
                .iter()
                .filter_map(|(_, c)| c.get(i))
                .map(|t| width(t))
                .max()
                .unwrap_or(0)
                + 1
        })
        .collect();
    let lines = decision.rows.iter().zip(cells).map(|(r, (label, texts))| {
        let mut spans = vec![Span::styled(format!("{label:<label_width$}"), theme.title())];
        for (i, text) in texts.into_iter().enumerate() {
            let (mark, style) = match r.lit == Some(i) {
                true => ("▶", theme.current()),
                false => (" ", theme.plain()),
            };
            let mark = crate::words::symbols::shown(mark).into_owned();
            let w = column_width[i];
            spans.push(Span::styled(format!("{mark}{text:<w$}"), style));
        }
        Line::from(spans)
    });
    lines.collect()
}

impl Widget for DecisionWidget<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        // The players' names and the spaces in the conditions on a wide
        // panel that has room for them in its language; else the compact
        // form.
        let wide = rows(self.decision, true, self.theme);
        let room = usize::from(area.width.saturating_sub(1));
        let lines = match area.width >= WIDE && wide.iter().all(|l| l.width() <= room) {
            true => wide,
            false => rows(self.decision, false, self.theme),
        };
        let block = super::side_panel(self.decision.title.clone(), self.theme);
        Paragraph::new(lines).block(block).render(area, buf);
    }
}
