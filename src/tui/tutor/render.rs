//! Draws the tutor: each pane a widget over the story's data, placed as
//! `layout` says. Drawing reads the tutor and changes nothing.

use super::layout::{self, Areas};
use super::panels::canvas::CanvasWidget;
use super::panels::chart::ChartWidget;
use super::panels::code::{self, CodeWidget};
use super::panels::counts::{CountsWidget, NotesWidget};
use super::panels::decision::DecisionWidget;
use super::panels::step::StepWidget;
use super::panels::tree::TreePane;
use super::panels::{fits, fitted, panel, side_panel};
use super::{Pane, SPEEDS, Tab, Tutor};
use crate::say;
use crate::story::Panels;
use crate::story::tree_view::Openness;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
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
        let canvas = !t.view.outline;
        // With the canvas the step's title heads the tree, as a figure's.
        let step_block = match canvas {
            true => panel(String::new(), theme.title()),
            false => panel(step_title(t, &panels), theme.title()),
        };
        StepWidget {
            panel: &panels.step,
            block: step_block,
            theme,
        }
        .render(areas.step, buf);
        match panels.chart.as_ref().filter(|_| t.chart) {
            Some(chart) => ChartWidget {
                chart,
                block: side_panel(fitted(&chart.title, areas.counts.width), theme),
                theme,
            }
            .render(areas.counts, buf),
            None => {
                let beside = !areas.notes.is_empty();
                CountsWidget {
                    counts: &panels.counts,
                    block: side_panel(fitted(&panels.counts.title, areas.counts.width), theme),
                    theme,
                    notes: !beside,
                }
                .render(areas.counts, buf);
                if beside {
                    NotesWidget {
                        counts: &panels.counts,
                    }
                    .render(areas.notes, buf);
                }
            }
        }
        match canvas {
            true => render_canvas(t, &panels, &areas, buf, theme),
            false => render_tree(t, &panels, &areas, buf, theme),
        }
        render_code(t, &panels, areas.code, buf, theme);
        if let Some(d) = &panels.decision {
            DecisionWidget { decision: d, theme }.render(areas.decision, buf);
        }
        render_tabs(t, areas.tabs, buf, theme);
        if let Some(p) = &t.practice {
            render_practice(t, p, areas.practice, buf, theme);
        }
        if t.info {
            render_about(&t.story.about(), area, buf, theme);
        }
        if let Some(s) = &t.settings {
            super::settings::render(s, area, buf, theme);
        }
    }
}

/// The title, the source and the teaching note over the tutor.
fn render_about(about: &crate::story::About, area: Rect, buf: &mut Buffer, theme: Theme) {
    let source = match about.source.is_empty() {
        true => say!("about-none"),
        false => about.source.clone(),
    };
    let lines = vec![
        Line::styled(about.title.clone(), theme.title()),
        Line::from(""),
        Line::from(vec![
            Span::styled(say!("about-source"), theme.title()),
            Span::raw(source),
        ]),
        Line::from(""),
        Line::from(about.note.clone()),
    ];
    let width = area.width.saturating_sub(4).min(78);
    let text = Paragraph::new(lines).wrap(ratatui::widgets::Wrap { trim: true });
    let height = (text.line_count(width.saturating_sub(2)) as u16 + 2).min(area.height);
    let popup = crate::tui::chrome::popup(area, width, height, buf);
    let block = Block::new()
        .borders(Borders::ALL)
        .title(Span::styled(format!(" {} ", say!("about-title")), theme.title()));
    text.block(block).render(popup, buf);
}

/// The tree as a figure, headed by the step's title; the outline where
/// the open part is too big to draw.
fn render_canvas(t: &Tutor, panels: &Panels, areas: &Areas, buf: &mut Buffer, theme: Theme) {
    let inner = layout::inner(areas.tree, false);
    let title = step_title(t, panels).trim().to_string();
    let Some(window) = layout::canvas(t, inner) else {
        return render_tree(t, panels, areas, buf, theme);
    };
    CanvasWidget {
        figure: &window.figure,
        origin: window.origin,
        theme,
        block: pane_block(t, Pane::Tree, &title, title_room(areas), theme),
    }
    .render(areas.tree, buf);
    render_detail(t, areas.detail, buf, theme);
}

/// Practice's panel: the question, the answer typed, the feedback, and
/// the score so far; the final score at the end.
fn render_practice(t: &Tutor, p: &super::practice::Practice, area: Rect, buf: &mut Buffer, theme: Theme) {
    if p.marks() {
        return render_marking(t, p, area, buf, theme);
    }
    let title = say!(
        "practice-title",
        at = (p.at + 1).min(p.questions.len()),
        total = p.questions.len(),
        exam = if p.exam { "yes" } else { "no" }
    );
    let title = with_score(title, p, area.width);
    let mut lines = Vec::new();
    match (p.question(), &p.feedback) {
        (_, Some(f)) => {
            let (text, style) = match f.right {
                true => (say!("practice-right"), theme.pv()),
                false => (f.wrong.clone(), theme.cut()),
            };
            lines.push(Line::styled(text, style));
            lines.push(Line::from(say!("practice-enter-next")));
        }
        (Some(q), None) => {
            lines.push(Line::styled(q.prompt(), theme.title()));
            lines.push(Line::from(vec![
                Span::styled("> ", theme.key()),
                Span::raw(p.typed.clone()),
                Span::styled("█", theme.key()),
            ]));
            if let Some(why) = &p.refused {
                lines.push(Line::styled(why.clone(), theme.cut()));
            }
            if let Some(note) = &p.note {
                lines.push(Line::from(note.clone()));
            }
        }
        (None, None) => {
            lines.push(Line::styled(
                say!("practice-done", score = p.score_line()),
                theme.title(),
            ));
            let names = t.story.cut_names();
            lines.extend(
                p.mistakes(names)
                    .into_iter()
                    .map(|m| Line::styled(m, theme.cut())),
            );
            lines.push(Line::from(say!("practice-done-hint")));
        }
    }
    Paragraph::new(lines)
        .wrap(ratatui::widgets::Wrap { trim: true })
        .block(panel(format!(" {title} "), theme.focus()))
        .render(area, buf);
}

/// A practice's title with the score so far; an exam's without it until
/// the end, since a score that moves tells whether the last answer was
/// right.
/// On the way, the kinds answered so far, as many as fit `width` whole.
fn with_score(title: String, p: &super::practice::Practice, width: u16) -> String {
    if p.exam && !p.finished() {
        return title;
    }
    // The frame's corner and the spaces around the title.
    let room = usize::from(width).saturating_sub(4);
    let mut out = title;
    for (asked, part) in p.score_parts() {
        let more = format!("{out} · {part}");
        if asked == 0 && !p.finished() {
            continue;
        }
        if more.chars().count() > room {
            break;
        }
        out = more;
    }
    out
}

/// The whole-tree exercise's panel: the task and the selected item, or
/// the check with each wrong or missed mark explained.
fn render_marking(t: &Tutor, p: &super::practice::Practice, area: Rect, buf: &mut Buffer, theme: Theme) {
    use super::practice::Tone;
    let title = say!(
        "pruning-title",
        exam = if p.exam { "yes" } else { "no" },
        at = (p.round + 1).min(p.boards.len()),
        total = p.boards.len()
    );
    let title = with_score(title, p, area.width);
    let lines: Vec<Line> = t
        .marking_lines()
        .into_iter()
        .map(|(text, tone)| match tone {
            Tone::Title => Line::styled(text, theme.title()),
            Tone::Wrong => Line::styled(text, theme.cut()),
            Tone::Plain => Line::from(text),
        })
        .collect();
    Paragraph::new(lines)
        .wrap(ratatui::widgets::Wrap { trim: true })
        .block(panel(format!(" {title} "), theme.focus()))
        .render(area, buf);
}

/// The tab row under a narrow canvas: which panel Tab opens next.
fn render_tabs(t: &Tutor, area: Rect, buf: &mut Buffer, theme: Theme) {
    if area.is_empty() {
        return;
    }
    let name = |tab: Tab, id: &str| match t.tab == tab {
        true => Span::styled(format!("[{}]", say!(id)), theme.focus()),
        false => Span::styled(say!(id), theme.title()),
    };
    let line = Line::from(vec![
        Span::styled(format!(" {} ", say!("tabs-key")), theme.key()),
        name(Tab::Code, "tab-code"),
        Span::raw(" · "),
        name(Tab::Counts, if t.chart { "tab-chart" } else { "tab-counts" }),
        Span::raw(" "),
    ]);
    panel(String::new(), theme.title()).render(area, buf);
    line.render(area, buf);
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

/// The title of a pane, marked when the arrow keys act on it, within the
/// `room` columns its top rule has free.
fn pane_block(t: &Tutor, pane: Pane, title: &str, room: u16, theme: Theme) -> Block<'static> {
    // The whole-tree exercise has keys of its own, in the key bar.
    let marking = t.practice.as_ref().is_some_and(|p| p.marks());
    // The keys' hint goes first where the title and the hint do not fit.
    let keyed = say!("pane-keys", title = title);
    let block = match t.pane == pane && !marking {
        true if fits(&keyed, room) => panel(fitted(&keyed, room), theme.focus()),
        true => panel(fitted(title, room), theme.focus()),
        false => panel(fitted(title, room), theme.title()),
    };
    match pane {
        Pane::Tree => block,
        Pane::Code => block.borders(Borders::TOP | Borders::LEFT),
    }
}

/// The columns of the tree pane's top rule that the position's corner
/// leaves free (the corner is drawn over the pane's top right).
fn title_room(areas: &Areas) -> u16 {
    let (tree, corner) = (areas.tree, areas.detail);
    match !corner.is_empty() && corner.y == tree.y && (tree.x..tree.right()).contains(&corner.x) {
        true => corner.x - tree.x,
        false => tree.width,
    }
}

/// The drawing of the selected (or current) node's position.
fn render_detail(t: &Tutor, area: Rect, buf: &mut Buffer, theme: Theme) {
    if let Some((title, d)) = t.detail_titled() {
        let lines: Vec<Line> = d.into_iter().map(Into::into).collect();
        let title = format!(" {title} ");
        // Beside the canvas a rule on the left keeps the board apart from
        // the drawing; under the outline the top rule does.
        let block = match t.view.outline {
            true => panel(title, theme.title()),
            false => super::panels::side_panel(title, theme),
        };
        Paragraph::new(lines).block(block).render(area, buf);
    }
}

fn render_tree(t: &Tutor, panels: &Panels, areas: &Areas, buf: &mut Buffer, theme: Theme) {
    render_detail(t, areas.detail, buf, theme);
    // The whole-tree exercise moves the selection, not the search.
    let marking = t.practice.as_ref().is_some_and(|p| p.marks());
    let title = match t.view.follows() || marking {
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
        block: pane_block(t, Pane::Tree, &title, title_room(areas), theme),
        marks: t
            .practice
            .as_ref()
            .and_then(|p| p.board())
            .map(crate::story::practice::pruning::outline_marks)
            .unwrap_or_default(),
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
        block: pane_block(t, Pane::Code, &panels.code_title, area.width, theme),
        theme,
    }
    .render(area, buf);
}
