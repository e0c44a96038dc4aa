//! The tutor's screen: the step panel and the counters on top, the tree on
//! the left, the pseudocode and the decision panel on the right, the key
//! bar at the bottom. Drawing reads the tutor and changes nothing; it
//! returns where the scrolling panes went, for the mouse.

use super::code_panel;
use super::counters_panel::{self, Column};
use super::decision;
use super::outline::Outline;
use super::run::Run;
use super::step_panel;
use super::theme::Theme;
use super::tree_pane::TreePane;
use super::tree_view::{self, Openness, TreeView};
use super::tutor::{Drawn, Pane, SPEEDS, Tutor};
use crate::search::Algorithm;
use crate::trace::View;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget, Wrap};

/// Width of the counters table.
const COUNTERS_WIDTH: u16 = 40;

/// A panel frame: a rule on top carrying the title.
pub fn panel(title: String, style: Style) -> Block<'static> {
    Block::new()
        .borders(Borders::TOP)
        .border_style(style)
        .title(Span::styled(title, style))
}

/// Draws the tutor; returns where the tree and the pseudocode went.
pub fn render(t: &Tutor, area: Rect, buf: &mut Buffer, theme: Theme) -> (Drawn, Drawn) {
    let step = Paragraph::new(step_panel::lines(&t.run, t.value_view, theme)).wrap(Wrap { trim: true });
    let text_width = area.width.saturating_sub(COUNTERS_WIDTH + 1);
    let tall = (step.line_count(text_width) as u16 + 1).clamp(6, area.height / 3);
    let [top, middle] = Layout::vertical([Constraint::Length(tall), Constraint::Fill(1)]).areas(area);
    let [step_area, counts_area] =
        Layout::horizontal([Constraint::Fill(1), Constraint::Length(COUNTERS_WIDTH)]).areas(top);
    step.block(panel(step_title(t), theme.title()))
        .render(step_area, buf);
    render_counters(t, counts_area, buf, theme);
    let tree_width = (area.width * 3 / 10).max(26);
    let [left, right] =
        Layout::horizontal([Constraint::Length(tree_width), Constraint::Fill(1)]).areas(middle);
    let tree = render_tree(t, left, buf, theme);
    let code = render_code_and_decision(t, right, buf, theme);
    (tree, code)
}

/// "Step 28 of 51 · alpha-beta · negamax view · bratko-fig2 · playing".
fn step_title(t: &Tutor) -> String {
    let rule = if t.setup.strict { " (strict rule)" } else { "" };
    let view = match t.value_view {
        View::Minimax => String::new(),
        view => format!(" · {}", view.name()),
    };
    let depth = t.setup.depth.map(|d| format!(" · depth {d}")).unwrap_or_default();
    let play = if t.playing {
        format!(" · playing, {} ms a step", SPEEDS[t.speed])
    } else {
        String::new()
    };
    format!(
        " Step {} of {} · {}{rule}{depth}{view} · {}{play} ",
        t.run.step(),
        t.run.len(),
        t.setup.algorithm,
        t.subject.name()
    )
}

fn render_counters(t: &Tutor, area: Rect, buf: &mut Buffer, theme: Theme) {
    let whole = t.run.whole;
    let mut columns = vec![
        Column {
            heading: "so far".into(),
            counts: t.run.state.counters,
        },
        Column {
            heading: "in all".into(),
            counts: whole,
        },
    ];
    columns.extend(t.other.map(|(a, c)| Column {
        heading: short_name(a).into(),
        counts: c,
    }));
    let title = counters_panel::saving(&whole, t.other.as_ref()).unwrap_or("Counts".into());
    let block = panel(format!(" {title} "), theme.title()).borders(Borders::TOP | Borders::LEFT);
    Paragraph::new(counters_panel::table(&columns, theme))
        .block(block)
        .render(area, buf);
}

/// An algorithm's name in a counters heading.
fn short_name(a: Algorithm) -> &'static str {
    match a {
        Algorithm::Minimax => "minimax",
        Algorithm::AlphaBeta => "α-β",
        Algorithm::Expectimax => "expectimax",
        Algorithm::Negamax => "negamax",
        Algorithm::IterativeDeepening => "ID",
    }
}

/// The title of a pane, marked when the arrow keys act on it.
fn pane_title(t: &Tutor, pane: Pane, title: &str, theme: Theme) -> Block<'static> {
    let block = if t.pane == pane {
        panel(format!(" {title} · ↑↓ Enter "), theme.focus())
    } else {
        panel(format!(" {title} "), theme.title())
    };
    match pane {
        Pane::Tree => block,
        Pane::Code => block.borders(Borders::TOP | Borders::LEFT),
    }
}

fn render_tree(t: &Tutor, area: Rect, buf: &mut Buffer, theme: Theme) -> Drawn {
    let detail = t.subject.detail(&t.run.trace, selected_node(t));
    let detail_height = detail.as_ref().map_or(0, |d| d.height() as u16 + 1);
    let [tree_area, detail_area] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(detail_height)]).areas(area);
    if let Some(d) = detail {
        Paragraph::new(d)
            .block(panel(" Position ".into(), theme.title()))
            .render(detail_area, buf);
    }
    let title = match (t.view.follows(), t.value_view) {
        (false, _) => "Tree · f follows the search again",
        (true, View::Negamax) => "Tree · negamax view",
        (true, View::Minimax) => "Tree",
    };
    draw_tree(
        t.outline(),
        &t.view,
        pane_title(t, Pane::Tree, title, theme),
        tree_area,
        buf,
        theme,
    )
}

/// The node the detail panel shows: the selected one, else the current.
fn selected_node(t: &Tutor) -> crate::trace::NodeId {
    let outline = t.outline();
    t.view
        .selected
        .and_then(|k| outline.node(k))
        .unwrap_or(t.current_node())
}

/// Draws a tree pane for a run; returns where its rows went.
pub fn draw_tree(
    outline: Outline,
    view: &TreeView,
    block: Block,
    area: Rect,
    buf: &mut Buffer,
    theme: Theme,
) -> Drawn {
    let current = outline.current();
    let open = Openness::new(view, &outline, &outline.focus(view.selected));
    let rows = tree_view::rows(&outline, &open);
    let inner = block.inner(area);
    let offset = tree_view::offset(view, &rows, view.selected.or(current), inner.height.into());
    TreePane {
        outline,
        open: &open,
        offset,
        current,
        selected: view.selected,
        theme,
        block,
    }
    .render(area, buf);
    let visible = rows
        .iter()
        .skip(offset)
        .take(inner.height.into())
        .map(|&(k, _)| k);
    Drawn {
        area: inner,
        offset,
        rows: visible.collect(),
    }
}

fn render_code_and_decision(t: &Tutor, area: Rect, buf: &mut Buffer, theme: Theme) -> Drawn {
    let decision_height = if t.setup.algorithm == Algorithm::AlphaBeta {
        3
    } else {
        0
    };
    let [code_area, decision_area] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(decision_height)]).areas(area);
    if decision_height > 0 {
        render_decision(&t.run, t.setup.strict, decision_area, buf, theme);
    }
    render_code(t, code_area, buf, theme)
}

fn render_decision(run: &Run, strict: bool, area: Rect, buf: &mut Buffer, theme: Theme) {
    let mut lines = decision::lines(run, strict, area.width, theme);
    let heading = lines.remove(0);
    let title: String = heading.spans.iter().map(|s| s.content.as_ref()).collect();
    Paragraph::new(lines)
        .block(panel(format!(" Decision {title} "), theme.title()).borders(Borders::TOP | Borders::LEFT))
        .render(area, buf);
}

fn render_code(t: &Tutor, area: Rect, buf: &mut Buffer, theme: Theme) -> Drawn {
    let listing = t.listing();
    let current = t.current_code_line(&listing);
    let selected = t.code_line.filter(|_| t.pane == Pane::Code);
    let block = pane_title(
        t,
        Pane::Code,
        &format!("Pseudocode · {} (slides, seed 003)", t.setup.algorithm),
        theme,
    );
    let inner = block.inner(area);
    let rows = code_panel::rows(&listing, inner.height.into(), selected.or(current));
    let lines: Vec<Line> = rows
        .iter()
        .map(|&i| code_panel::line(&listing[i], Some(i) == current, Some(i) == selected, theme))
        .collect();
    Paragraph::new(lines).block(block).render(area, buf);
    Drawn {
        area: inner,
        offset: 0,
        rows: rows.iter().map(|&i| i as u32).collect(),
    }
}
