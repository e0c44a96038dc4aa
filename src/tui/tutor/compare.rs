//! The compare view: minimax and alpha-beta on the same tree, side by
//! side, stepping together (step k of each) or both at their end.

use super::change_speed;
use super::panels::counts::CountsWidget;
use super::panels::panel;
use super::panels::tree::TreePane;
use crate::say;
use crate::story::Stop;
use crate::story::compare::{Compare, Side};
use crate::story::outline::{Key, Nodes};
use crate::story::search::{change_note, changed_between, same_step};
use crate::story::tree_view::{self, Openness, TreeView};
use crate::tui::keys::Message;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::{Block, Borders, Paragraph, Widget, Wrap};

pub struct CompareView {
    pub compare: Compare,
    pub playing: bool,
}

impl CompareView {
    pub fn new(compare: Compare) -> CompareView {
        CompareView {
            compare,
            playing: false,
        }
    }

    pub fn update(&mut self, msg: Message, speed: &mut usize) {
        let c = &mut self.compare;
        match msg {
            Message::Forward | Message::Tick => c.forward(),
            Message::Back => c.back(),
            Message::Start => c.seek(0),
            Message::End => c.end(),
            Message::NextEvaluation => drop(c.jump(Stop::Evaluation, true)),
            Message::PrevEvaluation => drop(c.jump(Stop::Evaluation, false)),
            Message::NextCutoff => drop(c.jump(Stop::Cutoff, true)),
            Message::PrevCutoff => drop(c.jump(Stop::Cutoff, false)),
            Message::TogglePlay => self.playing = !self.playing,
            Message::Faster | Message::Slower => change_speed(speed, msg),
            _ => {}
        }
        self.playing &= !self.compare.at_end();
    }

    /// The node minimax's side is at: what the edit keys edit here, where
    /// nothing is selected.
    pub fn current_node(&self) -> Option<Key> {
        let sides = self.compare.sides();
        sides.first()?.outline.current()
    }

    /// The runs of an edited tree in place of these, each at the step that
    /// shows the place its old run was at (the one same-step rule); what
    /// changed on each side, in words: its evaluations before → after and
    /// the cut-off gone or new at its place.
    pub fn renew(&mut self, mut new: Compare, names: crate::words::CutNames) -> Vec<String> {
        let mut said = Vec::new();
        for ((algorithm, old), (_, run)) in self.compare.runs.iter().zip(new.runs.iter_mut()) {
            run.seek(same_step(old, run.trace()));
            let name = say!("algorithm", algorithm = algorithm.key());
            let counts = say!(
                "edit-compare-side",
                algorithm = name,
                before = old.whole.evaluations,
                after = run.whole.evaluations
            );
            said.push(counts);
            said.extend(change_note(old, run, names));
        }
        new.changed = (0..new.runs.len())
            .map(|i| {
                let keys = changed_between(&self.compare.outline(i), &new.outline(i));
                (new.runs[i].1.step(), keys)
            })
            .collect();
        self.compare = new;
        said
    }
}

/// Both runs side by side with their counts.
pub struct CompareWidget<'a> {
    pub view: &'a CompareView,
    pub theme: Theme,
}

impl Widget for CompareWidget<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let sides = self.view.compare.sides();
        let columns = Layout::horizontal(vec![Constraint::Fill(1); sides.len()]).split(area);
        for (side, &col) in sides.iter().zip(columns.iter()) {
            render_side(side, col, buf, self.theme);
        }
    }
}

fn render_side(side: &Side, area: Rect, buf: &mut Buffer, theme: Theme) {
    let [tree, words, counts] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(4), Constraint::Length(6)]).areas(area);
    let view = TreeView::default();
    let nodes = &side.outline;
    let open = Openness::new(&view, nodes, &nodes.focus(None));
    let rows = tree_view::rows(nodes, &open);
    let current = nodes.current();
    let offset = tree_view::offset(&view, &rows, current, tree.height.saturating_sub(1).into());
    TreePane {
        nodes,
        open: &open,
        offset,
        current,
        selected: None,
        theme,
        block: panel(side.title.clone(), theme.title()).borders(Borders::TOP | Borders::RIGHT),
        marks: Default::default(),
    }
    .render(tree, buf);
    Paragraph::new(side.sentence.clone())
        .wrap(Wrap { trim: true })
        .block(Block::new().borders(Borders::RIGHT))
        .render(words, buf);
    CountsWidget {
        counts: &side.counts,
        block: panel(format!(" {} ", side.counts.title), theme.title())
            .borders(Borders::TOP | Borders::RIGHT),
        theme,
        notes: true,
    }
    .render(counts, buf);
}
