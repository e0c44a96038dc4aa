//! The compare view: minimax and alpha-beta on the same tree, side by
//! side, stepping together (step k of each) or both at their end.

use super::counters_panel::{Column, table};
use super::keys::Message;
use super::screen::{draw_tree, panel};
use super::theme::Theme;
use super::tutor::change_speed;
use crate::record::search::cursor::Run;
use crate::search::Algorithm;
use crate::search::Setup;
use crate::story::outline::Outline;
use crate::story::tree_view::TreeView;
use crate::subject::Subject;
use crate::words::search::explain::explain;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::{Block, Borders, Paragraph, Widget, Wrap};

pub struct Compare {
    /// Minimax first, then alpha-beta.
    pub runs: Vec<Run>,
    pub step: usize,
    pub playing: bool,
}

impl Compare {
    pub fn open(subject: &dyn Subject, setup: Setup, step: usize) -> Option<Compare> {
        let runs = Algorithm::ALL
            .iter()
            .map(|&algorithm| subject.record(Setup { algorithm, ..setup }).map(Run::new))
            .collect::<Result<Vec<_>, _>>()
            .ok()?;
        let mut c = Compare {
            runs,
            step: 0,
            playing: false,
        };
        c.seek(step);
        Some(c)
    }

    /// The longest run's length: the last common step.
    pub fn len(&self) -> usize {
        self.runs.iter().map(Run::len).max().unwrap_or(0)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn seek(&mut self, k: usize) {
        self.step = k.min(self.len());
        for r in &mut self.runs {
            r.seek(self.step);
        }
    }

    pub fn update(&mut self, msg: Message, speed: &mut usize) {
        match msg {
            Message::Forward | Message::Tick => self.seek(self.step + 1),
            Message::Back => self.seek(self.step.saturating_sub(1)),
            Message::Start => self.seek(0),
            Message::End => self.seek(self.len()),
            Message::TogglePlay => self.playing = !self.playing,
            Message::Faster | Message::Slower => change_speed(speed, msg),
            _ => {}
        }
        self.playing &= self.step < self.len();
    }
}

/// Draws both runs side by side with their counts.
pub fn render(c: &Compare, subject: Option<&dyn Subject>, area: Rect, buf: &mut Buffer, theme: Theme) {
    let columns = Layout::horizontal(vec![Constraint::Fill(1); c.runs.len()]).split(area);
    for ((run, algorithm), &col) in c.runs.iter().zip(Algorithm::ALL).zip(columns.iter()) {
        render_side(run, algorithm, subject, col, buf, theme);
    }
}

fn render_side(
    run: &Run,
    algorithm: Algorithm,
    subject: Option<&dyn Subject>,
    area: Rect,
    buf: &mut Buffer,
    theme: Theme,
) {
    let [tree, words, counts] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(4), Constraint::Length(6)]).areas(area);
    let title = format!(" {} · step {} of {} ", algorithm, run.step(), run.len());
    let outline = Outline {
        tree: subject.and_then(|s| s.tree()),
        run: Some(run),
        view: Default::default(),
        by_move: false,
    };
    let block = panel(title, theme.title()).borders(Borders::TOP | Borders::RIGHT);
    draw_tree(&outline, &TreeView::default(), block, tree, buf, theme);
    let sentence = match run.current() {
        Some(_) => explain(&run.trace, run.step() - 1),
        None => "Before the search.".into(),
    };
    Paragraph::new(sentence)
        .wrap(Wrap { trim: true })
        .block(Block::new().borders(Borders::RIGHT))
        .render(words, buf);
    let columns = [
        Column {
            heading: "so far".into(),
            counts: Some(run.state.counters),
        },
        Column {
            heading: "in all".into(),
            counts: Some(run.whole),
        },
    ];
    let block = panel(" Counts ".into(), theme.title()).borders(Borders::TOP | Borders::RIGHT);
    Paragraph::new(table(&columns, theme))
        .block(block)
        .render(counts, buf);
}
