//! The ordering lab's chart in the counts' place (`b`): the static
//! evaluations at each depth of minimax, the order searched, best first
//! and the minimal tree, as ratatui's bar chart with bars across, each
//! named, so that it reads without colour on a projector.

use crate::story::Chart;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Direction, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Bar, BarChart, BarGroup, Block, Paragraph, Widget, Wrap};

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
        self.block.render(area, buf);
        let notes = note_rows(self.chart, inner.width + 1).min(inner.height);
        let [bars, under] = Layout::vertical([Constraint::Fill(1), Constraint::Length(notes)]).areas(inner);
        if let Some(note) = &self.chart.note {
            Paragraph::new(Line::styled(note.clone(), self.theme.title()))
                .wrap(Wrap { trim: true })
                .render(under, buf);
        }
        let (depth_width, name_width) = label_widths(self.chart);
        let mut chart = BarChart::default()
            .direction(Direction::Horizontal)
            .bar_width(1)
            .bar_gap(0)
            .group_gap(1)
            .bar_style(self.theme.path())
            .value_style(self.theme.plain())
            .label_style(self.theme.title());
        for (depth, values) in shown(self.chart) {
            let bars: Vec<Bar> = values
                .iter()
                .zip(&self.chart.series)
                .enumerate()
                .map(|(i, (&v, name))| {
                    let at = if i == 0 { depth.as_str() } else { "" };
                    Bar::default()
                        .value(v)
                        .text_value(format!(" {v} "))
                        .label(Line::from(format!("{at:<depth_width$} {name:<name_width$}")))
                })
                .collect();
            chart = chart.data(BarGroup::default().bars(&bars));
        }
        chart.render(bars, buf);
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
