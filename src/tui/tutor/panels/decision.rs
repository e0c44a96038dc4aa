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
/// the language's words (МАКС and МИН, «✂ β-отсечение»), `per_line` cases
/// to a line: a row whose cases do not fit on one goes on under its label.
fn rows(decision: &Decision, wide: bool, per_line: usize, theme: Theme) -> Vec<Line<'static>> {
    let cells: Vec<(String, Vec<String>)> = decision.rows.iter().map(|r| cells(r, wide)).collect();
    let label_width = cells.iter().map(|(l, _)| width(l)).max().unwrap_or(0);
    let per_line = per_line.max(1);
    // A column of each line: the cases at i, i + per_line, ...; the mark
    // of the lit case before each and a space after.
    let column_width: Vec<usize> = (0..per_line)
        .map(|i| {
            let texts = cells.iter().flat_map(|(_, c)| c.iter().skip(i).step_by(per_line));
            texts.map(|t| width(t)).max().unwrap_or(0) + 1
        })
        .collect();
    let mut lines = Vec::new();
    for (r, (label, texts)) in decision.rows.iter().zip(cells) {
        let mut spans = vec![Span::styled(format!("{label:<label_width$}"), theme.title())];
        for (i, text) in texts.into_iter().enumerate() {
            if i > 0 && i % per_line == 0 {
                lines.push(Line::from(std::mem::take(&mut spans)));
                spans.push(Span::raw(" ".repeat(label_width)));
            }
            let (mark, style) = match r.lit == Some(i) {
                true => ("▶", theme.current()),
                false => (" ", theme.plain()),
            };
            let mark = crate::words::symbols::shown(mark).into_owned();
            let w = column_width[i % per_line];
            spans.push(Span::styled(format!("{mark}{text:<w$}"), style));
        }
        lines.push(Line::from(spans));
    }
    lines
}

/// The lines of the panel `width` columns wide inside: the players' names
/// and the spaces in the conditions where a row fits on a line with them
/// in its language; else the compact form, each row on as few lines as
/// hold its cases whole (the lit one too).
fn lines(decision: &Decision, width: u16, theme: Theme) -> Vec<Line<'static>> {
    let room = usize::from(width.saturating_sub(1));
    let most = decision
        .rows
        .iter()
        .map(|r| r.cases.len())
        .max()
        .unwrap_or(1)
        .max(1);
    let fits = |lines: &[Line]| lines.iter().all(|l| l.width() <= room);
    let wide = rows(decision, true, most, theme);
    if width >= WIDE && fits(&wide) {
        return wide;
    }
    (1..=most)
        .rev()
        .map(|per_line| rows(decision, false, per_line, theme))
        .find(|lines| fits(lines))
        .unwrap_or_else(|| rows(decision, false, 1, theme))
}

/// The rows the panel takes at this width, its title included.
pub fn height(decision: &Decision, width: u16) -> u16 {
    lines(decision, width, Theme::MONO).len() as u16 + 1
}

impl Widget for DecisionWidget<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let lines = lines(self.decision, area.width, self.theme);
        let block = super::side_panel(super::fitted(&self.decision.title, area.width), self.theme);
        Paragraph::new(lines).block(block).render(area, buf);
    }
}
