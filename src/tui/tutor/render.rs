//! Draws the tutor: each pane a widget over the story's data, placed as
//! `layout` says. Drawing reads the tutor and changes nothing.

use super::layout::{self, Areas};
use super::panels::code::{self, CodeWidget};
use super::panels::counts::CountsWidget;
use super::panels::decision::DecisionWidget;
use super::panels::step::StepWidget;
use super::panels::tree::TreePane;
use super::panels::{panel, side_panel};
use super::{Pane, SPEEDS, Tutor};
use crate::say;
use crate::story::Panels;
use crate::story::tree_view::Openness;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Borders, Paragraph, Widget};

/// The tutor as drawn with a theme.
pub struct TutorView<'a> {
    pub tutor: &'a Tutor,
    pub theme: Theme,
}

impl Widget for TutorView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (t, theme) = (self.tutor, self.theme);
        let panels = t.story.panels();
        let areas = layout::areas(t, &panels, area);
        StepWidget {
            panel: &panels.step,
            block: panel(step_title(t, &panels), theme.title()),
            theme,
        }
        .render(areas.step, buf);
        CountsWidget {
            counts: &panels.counts,
            block: side_panel(format!(" {} ", panels.counts.title), theme),
            theme,
        }
        .render(areas.counts, buf);
        render_tree(t, &panels, &areas, buf, theme);
        render_code(t, &panels, areas.code, buf, theme);
        if let Some(d) = &panels.decision {
            DecisionWidget { decision: d, theme }.render(areas.decision, buf);
        }
    }
}

/// " Step 35 of 65 · alpha-beta · bratko-fig2 · playing ".
fn step_title(t: &Tutor, panels: &Panels) -> String {
    let playing = match t.playing {
        true => say!("step-title-playing", ms = SPEEDS[t.speed]),
        false => String::new(),
    };
    say!(
        "step-title",
        step = t.story.step(),
        len = t.story.last_step(),
        heading = panels.heading.as_str(),
        playing = playing
    )
}

/// The title of a pane, marked when the arrow keys act on it.
fn pane_block(t: &Tutor, pane: Pane, title: &str, theme: Theme) -> Block<'static> {
    let block = match t.pane == pane {
        true => panel(format!(" {} ", say!("pane-keys", title = title)), theme.focus()),
        false => panel(format!(" {title} "), theme.title()),
    };
    match pane {
        Pane::Tree => block,
        Pane::Code => block.borders(Borders::TOP | Borders::LEFT),
    }
}

fn render_tree(t: &Tutor, panels: &Panels, areas: &Areas, buf: &mut Buffer, theme: Theme) {
    if let Some(d) = t.detail() {
        let lines: Vec<ratatui::text::Line> = d.into_iter().map(Into::into).collect();
        Paragraph::new(lines)
            .block(panel(format!(" {} ", say!("position-title")), theme.title()))
            .render(areas.detail, buf);
    }
    let title = match t.view.follows() {
        true => panels.tree_title.clone(),
        false => say!("tree-title-follow"),
    };
    let nodes = t.story.nodes();
    let open = Openness::new(&t.view, &*nodes, &nodes.focus(t.view.selected));
    let (offset, _) = layout::tree_rows(t, layout::inner(areas.tree, false));
    TreePane {
        nodes: &*nodes,
        open: &open,
        offset,
        current: nodes.current(),
        selected: t.view.selected,
        theme,
        block: pane_block(t, Pane::Tree, &title, theme),
    }
    .render(areas.tree, buf);
}

/// The listing indices drawn in the pseudocode pane's inside.
pub fn code_rows(t: &Tutor, inner: Rect) -> Vec<usize> {
    let current = t.story.current_line();
    let selected = t.code_line.filter(|_| t.pane == Pane::Code);
    code::rows(t.story.listing(), inner.height.into(), selected.or(current))
}

fn render_code(t: &Tutor, panels: &Panels, area: Rect, buf: &mut Buffer, theme: Theme) {
    let rows = code_rows(t, layout::inner(area, true));
    CodeWidget {
        listing: t.story.listing(),
        rows: &rows,
        current: &t.story.current_lines(),
        selected: t.code_line.filter(|_| t.pane == Pane::Code),
        block: pane_block(t, Pane::Code, &panels.code_title, theme),
        theme,
    }
    .render(area, buf);
}
