//! Where the tutor's panes go in an area: the step panel and the counts on
//! top, the tree on the left, the pseudocode and the decision panel on the
//! right. A pure function of the tutor and the area, so that drawing and
//! the mouse (which rows a click hits) agree without the draw keeping
//! anything.

use super::Tutor;
use super::panels::step::StepWidget;
use crate::story::Panels;
use crate::story::outline::Key;
use crate::story::tree_view::{self, Openness};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::Block;

/// Width of the counters table.
const COUNTERS_WIDTH: u16 = 40;

/// The areas of the tutor's panes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Areas {
    pub step: Rect,
    pub counts: Rect,
    pub tree: Rect,
    /// The drawing of the selected node's position, under the tree.
    pub detail: Rect,
    pub code: Rect,
    pub decision: Rect,
}

/// The panes of `t` in `area`, given its panels.
pub fn areas(t: &Tutor, panels: &Panels, area: Rect) -> Areas {
    let step = StepWidget {
        panel: &panels.step,
        block: Block::new(),
        theme: crate::tui::theme::Theme::MONO,
    };
    let text_width = area.width.saturating_sub(COUNTERS_WIDTH + 1);
    // At least 6 rows, at most a third of the screen (which, at the
    // smallest screen, is 6).
    let tall = step.height(text_width).max(6).min(area.height / 3);
    let [top, middle] = Layout::vertical([Constraint::Length(tall), Constraint::Fill(1)]).areas(area);
    let [step, counts] =
        Layout::horizontal([Constraint::Fill(1), Constraint::Length(COUNTERS_WIDTH)]).areas(top);
    let tree_width = (area.width * 3 / 10).max(26);
    let [left, right] =
        Layout::horizontal([Constraint::Length(tree_width), Constraint::Fill(1)]).areas(middle);
    let detail_height = t.detail().map_or(0, |d| d.len() as u16 + 1);
    let [tree, detail] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(detail_height)]).areas(left);
    let decision_height = if panels.decision.is_some() { 3 } else { 0 };
    let [code, decision] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(decision_height)]).areas(right);
    Areas {
        step,
        counts,
        tree,
        detail,
        code,
        decision,
    }
}

/// The tree's rows inside the tree pane's frame: the first row shown and
/// the nodes of the rows shown.
pub fn tree_rows(t: &Tutor, inner: Rect) -> (usize, Vec<Key>) {
    let nodes = t.story.nodes();
    let open = Openness::new(&t.view, &*nodes, &nodes.focus(t.view.selected));
    let rows = tree_view::rows(&*nodes, &open);
    let focus = t.view.selected.or(nodes.current());
    let offset = tree_view::offset(&t.view, &rows, focus, inner.height.into());
    let shown = rows
        .iter()
        .skip(offset)
        .take(inner.height.into())
        .map(|&(k, _)| k);
    (offset, shown.collect())
}

/// The inside of a pane with a rule on top (the tree), or on top and on
/// the left (the pseudocode).
pub fn inner(area: Rect, left_rule: bool) -> Rect {
    let x = u16::from(left_rule);
    Rect {
        x: area.x + x,
        y: area.y + 1,
        width: area.width.saturating_sub(x),
        height: area.height.saturating_sub(1),
    }
}
