//! The tutor's screen: the step panel and the counters on top, the tree on
//! the left, the pseudocode and the decision panel on the right, the key
//! bar at the bottom. Drawing reads the tutor and changes nothing; it
//! returns where the scrolling panes went, for the mouse.

use super::code_panel;
use super::decision;
use super::theme::Theme;
use super::tree_pane::TreePane;
use super::tutor::{Drawn, Pane, SPEEDS, Tutor};
use crate::record::search::cursor::Run;
use crate::search::Algorithm;
use crate::story::outline::Nodes;
use crate::story::tree_view::{self, Openness, TreeView};
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
    let step = Paragraph::new(t.story.words(theme)).wrap(Wrap { trim: true });
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

/// "Step 28 of 51 · alpha-beta · bratko-fig2 · playing".
fn step_title(t: &Tutor) -> String {
    let play = if t.playing {
        format!(" · playing, {} ms a step", SPEEDS[t.speed])
    } else {
        String::new()
    };
    format!(
        " Step {} of {} · {}{play} ",
        t.story.step(),
        t.story.last_step(),
        t.story.heading()
    )
}

fn render_counters(t: &Tutor, area: Rect, buf: &mut Buffer, theme: Theme) {
    let (title, table) = t.story.counts(theme);
    let block = panel(format!(" {title} "), theme.title()).borders(Borders::TOP | Borders::LEFT);
    Paragraph::new(table).block(block).render(area, buf);
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
    let nodes = t.story.nodes();
    let shown = t.view.selected.or(nodes.current()).unwrap_or(0);
    let detail = t.story.detail(shown);
    let detail_height = detail.as_ref().map_or(0, |d| d.height() as u16 + 1);
    let [tree_area, detail_area] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(detail_height)]).areas(area);
    if let Some(d) = detail {
        Paragraph::new(d)
            .block(panel(" Position ".into(), theme.title()))
            .render(detail_area, buf);
    }
    let title = match t.view.follows() {
        true => t.story.tree_title(),
        false => "Tree · f follows the search again",
    };
    draw_tree(
        &*nodes,
        &t.view,
        pane_title(t, Pane::Tree, title, theme),
        tree_area,
        buf,
        theme,
    )
}

/// Draws a tree pane for a run; returns where its rows went.
pub fn draw_tree(
    nodes: &dyn Nodes,
    view: &TreeView,
    block: Block,
    area: Rect,
    buf: &mut Buffer,
    theme: Theme,
) -> Drawn {
    let current = nodes.current();
    let open = Openness::new(view, nodes, &nodes.focus(view.selected));
    let rows = tree_view::rows(nodes, &open);
    let inner = block.inner(area);
    let offset = tree_view::offset(view, &rows, view.selected.or(current), inner.height.into());
    TreePane {
        nodes,
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
    let alpha_beta = t.search().filter(|s| s.setup.algorithm == Algorithm::AlphaBeta);
    let decision_height = if alpha_beta.is_some() { 3 } else { 0 };
    let [code_area, decision_area] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(decision_height)]).areas(area);
    if let Some(s) = alpha_beta {
        render_decision(&s.run, s.setup.strict, decision_area, buf, theme);
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
    let current = t.story.current_line();
    let selected = t.code_line.filter(|_| t.pane == Pane::Code);
    let block = pane_title(t, Pane::Code, &t.story.code_title(), theme);
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
