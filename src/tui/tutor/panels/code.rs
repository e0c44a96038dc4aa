//! The pseudocode panel: the algorithm as the slides write it, the line of
//! the current event lit, and a selectable line to run to.

use crate::pseudocode::ListingLine;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Widget};

/// The rows to draw: listing indices, without blank lines when the panel
/// is too short for all of them, scrolled to keep `keep` in view.
pub fn rows(listing: &[ListingLine], height: usize, keep: Option<usize>) -> Vec<usize> {
    let mut all: Vec<usize> = (0..listing.len()).collect();
    let mut spare = all.len().saturating_sub(height);
    all.retain(|&i| {
        let drop = spare > 0 && listing[i].text.is_empty();
        spare -= usize::from(drop);
        !drop
    });
    let at = keep.and_then(|k| all.iter().position(|&i| i == k)).unwrap_or(0);
    let first = at
        .saturating_sub(height / 2)
        .min(all.len().saturating_sub(height));
    all.into_iter().skip(first).take(height).collect()
}

/// One drawn line: "▶" marks the current event's lines, "›" the selected.
fn line(l: &ListingLine, current: bool, selected: bool, theme: Theme) -> Line<'static> {
    let mark = match (current, selected) {
        (true, _) => "▶ ",
        (false, true) => "› ",
        _ => "  ",
    };
    let mut out = Line::from(crate::words::symbols::shown(&format!("{mark}{}", l.text)).into_owned());
    if selected {
        out = out.patch_style(theme.selected());
    }
    if current {
        out = out.patch_style(theme.current());
    }
    out
}

pub struct CodeWidget<'a> {
    pub listing: &'a [ListingLine],
    /// The listing indices to draw (see `rows`).
    pub rows: &'a [usize],
    /// The lines the current event executes.
    pub current: &'a [usize],
    pub selected: Option<usize>,
    pub block: Block<'a>,
    pub theme: Theme,
}

impl Widget for CodeWidget<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let lines: Vec<Line> = self
            .rows
            .iter()
            .map(|&i| {
                line(
                    &self.listing[i],
                    self.current.contains(&i),
                    Some(i) == self.selected,
                    self.theme,
                )
            })
            .collect();
        Paragraph::new(lines).block(self.block).render(area, buf);
    }
}
