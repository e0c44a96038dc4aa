//! The tutor's panels, each a widget drawn from the story's data: the
//! step panel, the counts, the tree, the pseudocode, alpha-beta's decision.

pub mod canvas;
pub mod chart;
pub mod code;
pub mod counts;
pub mod decision;
pub mod step;
pub mod tree;

use crate::tui::theme::Theme;
use ratatui::style::Style;
use ratatui::text::Span;
use ratatui::widgets::{Block, Borders};

/// A panel frame: a rule on top carrying the title.
pub fn panel(title: String, style: Style) -> Block<'static> {
    Block::new()
        .borders(Borders::TOP)
        .border_style(style)
        .title(Span::styled(title, style))
}

/// Whether " title " fits `room` columns of a frame's top rule with a
/// column of the rule to spare after it.
pub fn fits(title: &str, room: u16) -> bool {
    title.trim().chars().count() <= usize::from(room).saturating_sub(3)
}

/// " title " within `room` columns of a frame's top rule: shortened with
/// "…" where it does not fit, so that no title is ever drawn cut (a count
/// cut at the screen's edge reads as a smaller number).
pub fn fitted(title: &str, room: u16) -> String {
    let title = title.trim();
    match fits(title, room) {
        true => format!(" {title} "),
        false => {
            let short: String = title.chars().take(usize::from(room).saturating_sub(4)).collect();
            format!(" {short}… ")
        }
    }
}

/// A panel frame with a rule on top and one on the left.
pub fn side_panel(title: String, theme: Theme) -> Block<'static> {
    panel(title, theme.title()).borders(Borders::TOP | Borders::LEFT)
}
