//! The ordering lab's chart in the counts' place (`b`): the static
//! evaluations at each depth of minimax, the order searched, best first
//! and the minimal tree, as bars across, each named and to scale with its
//! count after it, so that it reads without colour on a projector.

use crate::story::Chart;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

pub struct ChartWidget<'a> {
    pub chart: &'a Chart,
    pub block: Block<'a>,
    pub theme: Theme,
}

/// The depths worth a group of bars: those something is evaluated at.
fn shown(chart: &Chart) -> impl Iterator<Item = &(String, Vec<u64>)> {
    chart
        .groups
        .iter()
        .filter(|(_, bars)| bars.iter().any(|&b| b > 0))
}

/// The rows the chart takes at this width, its frame's rule included.
pub fn height(chart: &Chart, width: u16) -> u16 {
    let groups = shown(chart).count() as u16;
    let bars = groups * chart.series.len() as u16 + groups.saturating_sub(1);
    1 + note_rows(chart, width) + bars
}

fn note_rows(chart: &Chart, width: u16) -> u16 {
    chart.note.as_ref().map_or(0, |n| {
        Paragraph::new(n.as_str())
            .wrap(Wrap { trim: true })
            .line_count(width.saturating_sub(1)) as u16
    })
}

impl Widget for ChartWidget<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let inner = self.block.inner(area);
        self.block.clone().render(area, buf);
        let notes = note_rows(self.chart, inner.width + 1).min(inner.height);
        let [bars, under] = Layout::vertical([Constraint::Fill(1), Constraint::Length(notes)]).areas(inner);
        if let Some(note) = &self.chart.note {
            Paragraph::new(Line::styled(note.clone(), self.theme.title()))
                .wrap(Wrap { trim: true })
                .render(under, buf);
        }
        Paragraph::new(self.lines(bars.width)).render(bars, buf);
    }
}

impl ChartWidget<'_> {
    /// A line a bar, a blank line between depths: the labels, the bar of
    /// blocks to scale (the largest count fills the room left, a count
    /// above 0 takes a block at least) and its count after it, never over
    /// it.
    fn lines(&self, width: u16) -> Vec<Line<'static>> {
        let (depth_width, name_width) = label_widths(self.chart);
        let most = shown(self.chart)
            .flat_map(|(_, v)| v.iter().copied())
            .max()
            .unwrap_or(0);
        let digits = most.to_string().chars().count();
        let room = usize::from(width).saturating_sub(depth_width + name_width + 2 + digits + 1);
        let blocks = |v: u64| match (v, most) {
            (0, _) | (_, 0) => 0,
            _ => ((v as f64 * room as f64 / most as f64).round() as usize).max(1),
        };
        let mut out = Vec::new();
        for (g, (depth, values)) in shown(self.chart).enumerate() {
            if g > 0 {
                out.push(Line::from(""));
            }
            for (i, (&v, name)) in values.iter().zip(&self.chart.series).enumerate() {
                let at = if i == 0 { depth.as_str() } else { "" };
                out.push(Line::from(vec![
                    Span::styled(
                        format!("{at:<depth_width$} {name:<name_width$} "),
                        self.theme.title(),
                    ),
                    Span::styled("█".repeat(blocks(v)), self.theme.path()),
                    Span::styled(format!(" {v}"), self.theme.plain()),
                ]));
            }
        }
        out
    }
}

/// The widest depth label and series name.
fn label_widths(chart: &Chart) -> (usize, usize) {
    let widest = |it: &mut dyn Iterator<Item = &String>| it.map(|s| s.chars().count()).max().unwrap_or(0);
    (
        widest(&mut chart.groups.iter().map(|g| &g.0)),
        widest(&mut chart.series.iter()),
    )
}
