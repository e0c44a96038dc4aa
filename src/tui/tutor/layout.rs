//! Where the tutor's panes go in an area. With the canvas: the tree on
//! top across the width with the step below it; on a narrow screen the
//! pseudocode, the decision and the counts are one key away under a tab
//! row, from `WIDE` columns on they share the screen; in presenter mode
//! the tree and the step fill it. With the outline: the step panel and
//! the counts on top, the tree on the left, the pseudocode and the
//! decision on the right. A pure function of the tutor and the area, so
//! that drawing and the mouse (which rows a click hits) agree without the
//! draw keeping anything.

use super::panels::step::StepWidget;
use super::{Tab, Tutor};
use crate::story::Panels;
use crate::story::figure::window::{self, Aim, Window};
use crate::story::figure::{self, Frame};
use crate::story::outline::{Key, Nodes};
use crate::story::tree_view::{self, Openness};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::Block;

/// Width of the counters table.
const COUNTERS_WIDTH: u16 = 40;
/// From this width on the canvas shares the screen with every panel.
pub const WIDE: u16 = 140;
/// Width of the side column beside a wide canvas.
const SIDE_WIDTH: u16 = 62;

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
    /// The tab row under a narrow canvas.
    pub tabs: Rect,
    /// The ordering lab's lines, where they go beside the counts (under
    /// the decision, on a narrow canvas) rather than under them.
    pub notes: Rect,
    /// Practice's question, answer and feedback, across the bottom.
    pub practice: Rect,
}

/// The panes of `t` in `area`, given its panels.
pub fn areas(t: &Tutor, panels: &Panels, area: Rect) -> Areas {
    // Practice asks across the bottom, under everything else.
    let (area, practice) = match &t.practice {
        Some(p) => {
            let tall = match p.marks() {
                true => marking_height(t, area),
                false => done_height(t, p, area),
            };
            let [rest, practice] =
                Layout::vertical([Constraint::Fill(1), Constraint::Length(tall)]).areas(area);
            (rest, practice)
        }
        None => (area, Rect::ZERO),
    };
    let mut out = match (t.view.outline, t.present, area.width >= WIDE) {
        (true, _, _) => outline_areas(t, panels, area),
        (false, true, _) => {
            let [tree, step] = split_step(panels, area, area.height / 4);
            Areas {
                tree,
                step,
                ..Areas::default()
            }
        }
        (false, false, true) => wide_areas(t, panels, area),
        (false, false, false) => narrow_areas(t, panels, area),
    };
    // In the whole-tree exercise the tree takes the step's rows: before
    // the check the step is before the search, after it the check quotes
    // the steps that explain each mistake.
    let marking = t.practice.as_ref().is_some_and(|p| p.marks());
    if marking && !t.view.outline {
        (out.tree, out.step) = (out.tree.union(out.step), Rect::ZERO);
    }
    // The outline takes the hidden panels' width, and the step's rows.
    if marking && t.view.outline {
        out.tree = out.tree.union(out.code).union(out.decision).union(out.step);
        (out.step, out.counts) = (Rect::ZERO, Rect::ZERO);
    }
    if !t.view.outline {
        (out.tree, out.detail) = beside_canvas(t, out.tree);
    }
    if t.practice.is_some() {
        // The panels stay hidden while the student answers.
        (out.tabs, out.code, out.counts, out.decision, out.notes) =
            (Rect::ZERO, Rect::ZERO, Rect::ZERO, Rect::ZERO, Rect::ZERO);
    }
    out.practice = practice;
    out
}

/// The rows the whole-tree exercise's panel takes: its lines wrapped to
/// the width, from 5 up to a third of the screen.
fn marking_height(t: &Tutor, area: Rect) -> u16 {
    let lines: Vec<ratatui::text::Line> = t.marking_lines().into_iter().map(|(l, _)| l.into()).collect();
    let text = ratatui::widgets::Paragraph::new(lines).wrap(ratatui::widgets::Wrap { trim: true });
    (text.line_count(area.width) as u16 + 1).clamp(5, (area.height / 3).max(5))
}

/// The rows practice's panel takes: 5, and at the end its wrong answers
/// listed too, wrapped to the width, up to a third of the screen.
fn done_height(t: &Tutor, p: &super::practice::Practice, area: Rect) -> u16 {
    if !p.finished() {
        return 5;
    }
    let lines: Vec<ratatui::text::Line> = p
        .mistakes(t.story.cut_names())
        .into_iter()
        .map(Into::into)
        .collect();
    let text = ratatui::widgets::Paragraph::new(lines).wrap(ratatui::widgets::Wrap { trim: true });
    (text.line_count(area.width.saturating_sub(2)) as u16 + 5).clamp(5, (area.height / 3).max(5))
}

/// The drawing of a position at the canvas's top right, where there is
/// one: over the corner of the pane where the tree, drawn across the
/// whole pane, is whole and leaves the corner empty; else beside it.
fn beside_canvas(t: &Tutor, tree: Rect) -> (Rect, Rect) {
    let Some((title, lines)) = t.detail_titled() else {
        return (tree, Rect::ZERO);
    };
    let title = title.chars().count() + 2;
    let width = lines
        .iter()
        .map(|l| l.chars().count())
        .chain([title])
        .max()
        .unwrap_or(0) as u16
        + 2;
    let [canvas, side] = Layout::horizontal([Constraint::Fill(1), Constraint::Length(width)]).areas(tree);
    let height = (lines.len() as u16 + 1).min(side.height);
    let corner = Rect { height, ..side };
    let pane = inner(tree, false);
    let clear = self::canvas(t, pane).is_some_and(|w| {
        let (ox, oy) = w.origin;
        let on_screen = |p: &figure::Piece| {
            let x = i32::from(pane.x) + i32::from(p.x) - ox;
            let y = i32::from(pane.y) + i32::from(p.y) - oy;
            let (from, to) = (x, x + i32::from(p.width()));
            let rows = i32::from(corner.y)..i32::from(corner.bottom());
            rows.contains(&y) && from < i32::from(corner.right()) && i32::from(corner.x) < to
        };
        w.hidden.nothing() && !w.figure.pieces.iter().any(on_screen)
    });
    match clear {
        true => (tree, corner),
        false => (canvas, corner),
    }
}

/// The rows the step panel needs at this width, frame included, within
/// `most`.
fn step_height(panels: &Panels, width: u16, most: u16) -> u16 {
    let step = StepWidget {
        panel: &panels.step,
        block: Block::new(),
        theme: crate::tui::theme::Theme::MONO,
    };
    step.height(width).clamp(3, most.max(3))
}

/// The tree above, the step under it.
fn split_step(panels: &Panels, area: Rect, most: u16) -> [Rect; 2] {
    let tall = step_height(panels, area.width, most);
    Layout::vertical([Constraint::Fill(1), Constraint::Length(tall)]).areas(area)
}

/// The panels beside the canvas: the counts, the pseudocode, the
/// decision; below it where the column beside it would leave part of the
/// tree out of view, or drop what the whole width draws.
fn wide_areas(t: &Tutor, panels: &Panels, area: Rect) -> Areas {
    let side = (area.width * 2 / 5).clamp(SIDE_WIDTH, 76);
    let [left, right] = Layout::horizontal([Constraint::Fill(1), Constraint::Length(side)]).areas(area);
    let [tree, step] = split_step(panels, left, area.height / 3);
    let (counts, code, decision) = side_column(t, panels, right);
    let beside = Areas {
        step,
        counts,
        tree,
        code,
        decision,
        ..Areas::default()
    };
    let drawn = |a: &Areas| canvas(t, inner(a.tree, false)).map(|w| (w.hidden.nothing(), w.figure.zoom));
    let squeezed = drawn(&beside);
    if squeezed.is_none_or(|(whole, zoom)| whole && zoom == Some(figure::Zoom::Full)) {
        return beside;
    }
    let below = below_areas(t, panels, area, side);
    match (squeezed, drawn(&below)) {
        (Some((false, _)), Some((true, _))) => below,
        (Some((true, wide)), Some((true, full))) if full < wide => below,
        _ => beside,
    }
}

/// The canvas across the width with the step under it, and under them
/// the pseudocode beside a column of the counts and the decision `side`
/// columns wide.
fn below_areas(t: &Tutor, panels: &Panels, area: Rect, side: u16) -> Areas {
    let counts_height = counts_height(t, panels, side);
    let decision_height = decision_height(panels, side);
    let listing = t.story.listing().len() as u16 + 1;
    let tall = listing
        .max(counts_height + decision_height)
        .min(area.height * 2 / 5);
    let [upper, lower] = Layout::vertical([Constraint::Fill(1), Constraint::Length(tall)]).areas(area);
    let [tree, step] = split_step(panels, upper, area.height / 4);
    let [code, right] = Layout::horizontal([Constraint::Fill(1), Constraint::Length(side)]).areas(lower);
    let (counts, _, decision) = side_column(t, panels, right);
    Areas {
        step,
        counts,
        tree,
        code,
        decision,
        ..Areas::default()
    }
}

/// The rows the counts panel takes at a width, or the chart in its place.
fn counts_height(t: &Tutor, panels: &Panels, width: u16) -> u16 {
    match panels.chart.as_ref().filter(|_| t.chart) {
        Some(chart) => super::panels::chart::height(chart, width),
        None => super::panels::counts::height(&panels.counts, width),
    }
}

/// The rows alpha-beta's decision takes at a width, its cases wrapped
/// where a row does not fit on a line; none without one.
fn decision_height(panels: &Panels, width: u16) -> u16 {
    let height = |d| super::panels::decision::height(d, width);
    panels.decision.as_ref().map_or(0, height)
}

/// The counts on top, the pseudocode, the decision at the bottom.
fn side_column(t: &Tutor, panels: &Panels, area: Rect) -> (Rect, Rect, Rect) {
    let counts_height = counts_height(t, panels, area.width).min(area.height / 2);
    let decision_height = decision_height(panels, area.width);
    let [counts, code, decision] = Layout::vertical([
        Constraint::Length(counts_height),
        Constraint::Fill(1),
        Constraint::Length(decision_height),
    ])
    .areas(area);
    (counts, code, decision)
}

/// The canvas across the width, the step under it, and the tab row with
/// the panel it opened.
fn narrow_areas(t: &Tutor, panels: &Panels, area: Rect) -> Areas {
    // The chart takes the whole width, the counts the right of it.
    let chart = t.chart && panels.chart.is_some();
    let width = if chart { area.width } else { COUNTERS_WIDTH };
    let counts_height = counts_height(t, panels, width).min(area.height / 2);
    // The lab's lines go under the decision, beside the table.
    let table = super::panels::counts::table_height(&panels.counts);
    let left = area.width.saturating_sub(COUNTERS_WIDTH);
    let decision_height = decision_height(panels, left);
    let notes_height = super::panels::counts::notes_height(&panels.counts, left);
    let bottom = match t.tab {
        Tab::Closed => 1,
        Tab::Code => (t.story.listing().len() as u16 + 1).min(area.height * 2 / 5),
        Tab::Counts if chart => 1 + counts_height,
        Tab::Counts => 1 + table.max(decision_height + notes_height),
    };
    let [upper, lower] = Layout::vertical([Constraint::Fill(1), Constraint::Length(bottom)]).areas(area);
    let [tree, step] = split_step(panels, upper, area.height / 3);
    let [tabs, panel] = Layout::vertical([Constraint::Length(1), Constraint::Fill(1)]).areas(lower);
    let mut out = Areas {
        step,
        tree,
        tabs,
        ..Areas::default()
    };
    match t.tab {
        Tab::Closed => {}
        Tab::Code => out.code = Rect { y: tabs.y, ..lower },
        Tab::Counts if chart => out.counts = panel,
        Tab::Counts => {
            let [left, right] =
                Layout::horizontal([Constraint::Fill(1), Constraint::Length(COUNTERS_WIDTH)]).areas(panel);
            out.counts = right;
            out.decision = Rect {
                height: decision_height,
                ..left
            };
            out.notes = Rect {
                y: left.y + decision_height,
                height: left.height.saturating_sub(decision_height),
                ..left
            };
        }
    }
    out
}

/// The outline's layout.
fn outline_areas(t: &Tutor, panels: &Panels, area: Rect) -> Areas {
    let text_width = area.width.saturating_sub(COUNTERS_WIDTH + 1);
    // At least 6 rows, at most a third of the screen (which, at the
    // smallest screen, is 6).
    let tall = step_height(panels, text_width, area.height / 3)
        .max(6)
        .min(area.height / 3);
    let [top, middle] = Layout::vertical([Constraint::Length(tall), Constraint::Fill(1)]).areas(area);
    let [step, counts] =
        Layout::horizontal([Constraint::Fill(1), Constraint::Length(COUNTERS_WIDTH)]).areas(top);
    let tree_width = (area.width * 3 / 10).max(26);
    let [left, right] =
        Layout::horizontal([Constraint::Length(tree_width), Constraint::Fill(1)]).areas(middle);
    let detail_height = t.detail().map_or(0, |d| d.len() as u16 + 1);
    let [tree, detail] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(detail_height)]).areas(left);
    let decision_height = decision_height(panels, right.width);
    let [code, decision] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(decision_height)]).areas(right);
    Areas {
        step,
        counts,
        tree,
        detail,
        code,
        decision,
        ..Areas::default()
    }
}

/// The tree's rows inside the tree pane's frame: the first row shown and
/// the node on each row of the pane (none on the rows that say how many
/// are above and below).
pub fn tree_rows(t: &Tutor, inner: Rect) -> (usize, Vec<Option<Key>>) {
    let nodes = t.story.nodes();
    let open = Openness::new(&t.view, &*nodes, &nodes.focus(t.view.selected));
    let rows = tree_view::rows(&*nodes, &open);
    let focus = t.view.selected.or(nodes.current());
    let offset = tree_view::offset(&t.view, &rows, focus, inner.height.into());
    let s = tree_view::shown(rows.len(), offset, inner.height.into());
    let above = (s.above > 0).then_some(None);
    let shown = rows[s.first..s.first + s.count].iter().map(|&(k, _)| Some(k));
    (offset, above.into_iter().chain(shown).collect())
}

/// The canvas's window on the tree for the tree pane's inside (the
/// whole-tree exercise's marks drawn on it); None where the open part is
/// too big to draw.
pub fn canvas(t: &Tutor, inner: Rect) -> Option<Window> {
    let nodes = t.story.nodes();
    let open = Openness::new(&t.view, &*nodes, &nodes.focus(t.view.selected));
    let frame = Frame {
        width: inner.width,
        height: inner.height,
        zoom: t.view.zoom,
        selected: t.view.selected,
    };
    let aim = aim(t, &*nodes);
    let Some(b) = t.practice.as_ref().and_then(|p| p.board()) else {
        return window::drawn(&*nodes, &open, frame, &aim);
    };
    // The exercise's marks go on the whole figure.
    let mut f = figure::draw(&*nodes, &open, frame)?;
    crate::story::practice::pruning::draw_marks(&mut f, b);
    Some(window::window(&f, inner.width, inner.height, &aim))
}

/// Where the canvas looks: where the user moved it; else at the selected
/// node, or the current one, in the middle (at a cut-off with the path up
/// to the node that set the bound, as far as it fits; elsewhere on a big
/// tree with as much of its path as fits); at the end at the principal
/// variation's last node with as much of its path as fits.
fn aim(t: &Tutor, nodes: &dyn Nodes) -> Aim {
    if let Some((x, y)) = t.view.pan {
        return Aim::Pan(x, y);
    }
    let up = |k: Key| nodes.path(k).into_iter().rev();
    match (t.view.selected, nodes.line_end(), nodes.current()) {
        (Some(k), _, _) => Aim::Path(vec![k]),
        (None, Some(end), _) => Aim::Path(up(end).collect()),
        // A big tree keeps the path from its root in view (drawn straight
        // down where it is wider than the pane, the figure's spine): as
        // much of it as fits, nearest first, a cut-off's bound's node
        // among them.
        (None, None, Some(k)) if !nodes.opens_all() => Aim::Path(up(k).collect()),
        (None, None, Some(k)) => match nodes.cut_link() {
            Some((cut, from)) if cut == k => {
                let mut path: Vec<Key> = up(k).take_while(|&a| a != from).collect();
                path.push(from);
                Aim::Path(path)
            }
            _ => Aim::Path(vec![k]),
        },
        (None, None, None) => Aim::Corner,
    }
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
