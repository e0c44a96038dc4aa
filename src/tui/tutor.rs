//! The tutor's state: the story being stepped through (a search, max^n,
//! a proof) and what the user did to the panes. `update` is the only place
//! that changes it.

use super::compare::Compare;
use super::keys::Message;
use super::maxn_story::MaxnStory;
use super::search_story::SearchStory;
use super::story::{CodeLine, Stop, Story, Target};
use crate::scenario::Scenario;
use crate::search::Setup;
use crate::story::outline::Key;
use crate::story::tree_view::{self, Openness, Rows, TreeView};
use crate::subject::Subject;

/// Which pane the arrow keys act on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pane {
    Tree,
    Code,
}

/// How often to look for the counts being worked out in the background.
const POLL: std::time::Duration = std::time::Duration::from_millis(100);

/// Milliseconds between steps when playing, slowest first.
pub const SPEEDS: [u64; 5] = [2000, 1000, 500, 250, 100];

/// Where a scrolling pane was drawn and what each of its rows shows, for
/// mouse clicks and paging.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Drawn {
    pub area: ratatui::layout::Rect,
    pub offset: usize,
    pub rows: Vec<u32>,
}

pub struct Tutor {
    pub story: Box<dyn Story>,
    pub view: TreeView,
    pub pane: Pane,
    /// The selected pseudocode line (an index into the listing).
    pub code_line: Option<usize>,
    pub compare: Option<Compare>,
    pub playing: bool,
    pub speed: usize,
    /// A short remark after a key that could not do what it says.
    pub note: Option<String>,
    /// Where the tree and the pseudocode were drawn last.
    pub drawn_tree: Drawn,
    pub drawn_code: Drawn,
}

impl Tutor {
    pub fn new(story: Box<dyn Story>) -> Tutor {
        Tutor {
            story,
            view: TreeView::default(),
            pane: Pane::Tree,
            code_line: None,
            compare: None,
            playing: false,
            speed: 2,
            note: None,
            drawn_tree: Drawn::default(),
            drawn_code: Drawn::default(),
        }
    }

    /// A two-player search of a subject.
    pub fn open(subject: Box<dyn Subject>, setup: Setup) -> Result<Tutor, String> {
        Ok(Tutor::new(Box::new(SearchStory::open(subject, setup)?)))
    }

    /// A scenario in the tutor: max^n on a tree of several players, else
    /// the search `setup` says.
    pub fn for_scenario(scenario: Scenario, setup: Setup) -> Result<Tutor, String> {
        let story: Box<dyn Story> = match scenario.players.is_empty() {
            true => Box::new(SearchStory::open(Box::new(scenario), setup)?),
            false => Box::new(MaxnStory::open(scenario, setup.depth)?),
        };
        Ok(Tutor::new(story))
    }

    /// The search being stepped through, when it is a two-player search.
    pub fn search(&self) -> Option<&SearchStory> {
        self.story.search()
    }

    pub fn listing(&self) -> Vec<CodeLine> {
        self.story.listing()
    }

    pub fn current_key(&self) -> Option<Key> {
        self.story.nodes().current()
    }

    /// The pane's rows with the openness they were computed with.
    pub fn rows(&self) -> Rows {
        let nodes = self.story.nodes();
        let open = Openness::new(&self.view, &*nodes, &nodes.focus(self.view.selected));
        tree_view::rows(&*nodes, &open)
    }

    fn playing(&self) -> bool {
        self.playing || self.compare.as_ref().is_some_and(|c| c.playing)
    }

    /// The step delay when playing; else, while the comparison is being
    /// counted, how often to look for its counts.
    pub fn tick(&self) -> Option<std::time::Duration> {
        if self.playing() {
            Some(std::time::Duration::from_millis(SPEEDS[self.speed]))
        } else {
            self.story.waiting().then_some(POLL)
        }
    }

    /// Waits for what the story works out in the background and takes it
    /// in (for tests, which must not sleep).
    pub fn settle(&mut self) {
        self.story.receive(true);
    }

    pub fn update(&mut self, msg: Message) {
        // Only the timer takes in the counts, so that what a key shows does
        // not depend on how fast they came.
        if msg == Message::Tick {
            self.story.receive(false);
            if !self.playing() {
                return;
            }
        }
        self.note = None;
        if let Some(c) = self.compare.as_mut() {
            if msg == Message::ToggleCompare {
                self.compare = None;
            } else {
                c.update(msg, &mut self.speed);
            }
            return;
        }
        if !self.step(msg) && !self.select(msg) {
            self.settings(msg);
        }
    }

    /// Moves along the trace; false if `msg` is not a move.
    fn step(&mut self, msg: Message) -> bool {
        let r = &mut *self.story;
        let (step, len) = (r.step(), r.last_step());
        let (evaluation, cutoff) = (Target::Stop(Stop::Evaluation), Target::Stop(Stop::Cutoff));
        let found = match msg {
            Message::Forward => seek(r, step + 1),
            Message::Back => seek(r, step.saturating_sub(1)),
            Message::Start => seek(r, 0),
            Message::End => seek(r, len),
            Message::NextEvaluation => r.next(evaluation),
            Message::PrevEvaluation => r.prev(evaluation),
            Message::NextCutoff => r.next(cutoff),
            Message::PrevCutoff => r.prev(cutoff),
            Message::Tick => self.play_on(),
            _ => return false,
        };
        if !found {
            self.note = Some(not_found(msg).into());
        }
        true
    }

    fn play_on(&mut self) -> bool {
        self.story.seek(self.story.step() + 1);
        self.playing &= self.story.step() < self.story.last_step();
        true
    }

    /// Selection, scrolling and running to what is selected; false if
    /// `msg` is none of these.
    fn select(&mut self, msg: Message) -> bool {
        match (msg, self.pane) {
            (Message::Up, Pane::Tree) => self.move_selection(-1),
            (Message::Down, Pane::Tree) => self.move_selection(1),
            (Message::Up, Pane::Code) => self.move_code_line(-1),
            (Message::Down, Pane::Code) => self.move_code_line(1),
            (Message::PageUp, _) => self.scroll(-(self.drawn_tree.area.height as isize)),
            (Message::PageDown, _) => self.scroll(self.drawn_tree.area.height as isize),
            (Message::Enter, Pane::Tree) => self.run_to_node(),
            (Message::Enter, Pane::Code) => self.run_to_line(),
            (Message::ToggleOpen, _) => self.toggle_open(),
            (Message::Follow, _) => self.view.follow(),
            (Message::SwitchPane, _) => self.switch_pane(),
            (Message::Click { x, y }, _) => self.click(x, y),
            (Message::ScrollUp { .. }, _) => self.scroll(-3),
            (Message::ScrollDown { .. }, _) => self.scroll(3),
            _ => return false,
        }
        true
    }

    fn move_selection(&mut self, by: isize) {
        let rows = self.rows();
        let from = self.view.selected.or(self.current_key());
        let at = rows.iter().position(|&(k, _)| Some(k) == from).unwrap_or(0);
        let to = at.saturating_add_signed(by).min(rows.len().saturating_sub(1));
        self.view.selected = rows.get(to).map(|&(k, _)| k);
        self.view.scroll = None;
    }

    fn move_code_line(&mut self, by: isize) {
        let listing = self.listing();
        let traced: Vec<usize> = (0..listing.len()).filter(|&i| listing[i].traced).collect();
        let from = self.code_line.or_else(|| self.story.current_line());
        let at = traced.iter().position(|&i| Some(i) == from).unwrap_or(0);
        let to = at.saturating_add_signed(by).min(traced.len().saturating_sub(1));
        self.code_line = traced.get(to).copied();
    }

    fn scroll(&mut self, by: isize) {
        let from = self.view.scroll.unwrap_or(self.drawn_tree.offset);
        self.view.scroll = Some(from.saturating_add_signed(by));
    }

    fn switch_pane(&mut self) {
        self.pane = match self.pane {
            Pane::Tree => Pane::Code,
            Pane::Code => Pane::Tree,
        };
        if self.pane == Pane::Code && self.code_line.is_none() {
            let first = self.listing().iter().position(|l| l.traced);
            self.code_line = self.story.current_line().or(first);
        }
    }

    fn toggle_open(&mut self) {
        let Some(key) = self.view.selected.or(self.current_key()) else {
            return;
        };
        let nodes = self.story.nodes();
        let open_now = Openness::new(&self.view, &*nodes, &nodes.focus(self.view.selected)).is_open(key);
        self.view.toggle(key, open_now);
    }

    fn click(&mut self, x: u16, y: u16) {
        let at = ratatui::layout::Position { x, y };
        if let Some(key) = row_at(&self.drawn_tree, at) {
            if self.view.selected == Some(key) {
                self.toggle_open();
            }
            self.view.selected = Some(key);
            self.pane = Pane::Tree;
        } else if let Some(line) = row_at(&self.drawn_code, at) {
            self.code_line = Some(line as usize);
            self.pane = Pane::Code;
        }
    }

    /// Runs (forward or back) to the step at which the search reaches the
    /// selected node, or the nearest ancestor it reaches.
    fn run_to_node(&mut self) {
        let Some(key) = self.view.selected else {
            self.note = Some("select a node first with ↑ ↓ or the mouse".into());
            return;
        };
        match self.story.reached_at(key) {
            Some(k) => {
                self.story.seek(k + 1);
                self.view.follow();
            }
            None => {
                self.note = Some(format!(
                    "the search never reaches {}",
                    self.story.nodes().name(key)
                ))
            }
        }
    }

    /// Runs to the next time the search is at the selected pseudocode line.
    fn run_to_line(&mut self) {
        let Some(line) = self.code_line else { return };
        if !self.story.next(Target::Line(line)) {
            self.note = Some("the search does not reach that line again".into());
        }
    }

    fn settings(&mut self, msg: Message) {
        match msg {
            Message::TogglePlay => self.playing = !self.playing && self.story.step() < self.story.last_step(),
            Message::Faster | Message::Slower => change_speed(&mut self.speed, msg),
            _ => self.search_settings(msg),
        }
    }

    /// The settings only a two-player search has.
    fn search_settings(&mut self, msg: Message) {
        let Some(s) = self.story.search_mut() else { return };
        // A new algorithm or rule brings a new listing.
        let mut relisted = |done: Result<(), String>| done.map(|()| self.code_line = None);
        let done = match msg {
            Message::SwitchAlgorithm => relisted(s.switch_algorithm()),
            Message::ToggleStrict => relisted(s.toggle_strict()),
            Message::ToggleView => s.toggle_view(),
            Message::ToggleCompare => {
                self.compare = Compare::open(&*s.subject, s.setup, s.run.step());
                Ok(())
            }
            _ => Ok(()),
        };
        if let Err(e) = done {
            self.note = Some(e);
        }
    }
}

/// One notch faster or slower.
pub fn change_speed(speed: &mut usize, msg: Message) {
    *speed = match msg {
        Message::Faster => (*speed + 1).min(SPEEDS.len() - 1),
        _ => speed.saturating_sub(1),
    };
}

fn seek(r: &mut dyn Story, k: usize) -> bool {
    r.seek(k);
    true
}

fn not_found(msg: Message) -> &'static str {
    match msg {
        Message::NextEvaluation => "no static evaluation after this step",
        Message::PrevEvaluation => "no static evaluation before this step",
        Message::NextCutoff => "no cut-off after this step",
        Message::PrevCutoff => "no cut-off before this step",
        _ => "",
    }
}

/// What the pane drew at a screen position.
pub fn row_at(d: &Drawn, at: ratatui::layout::Position) -> Option<u32> {
    if !d.area.contains(at) {
        return None;
    }
    d.rows.get(usize::from(at.y - d.area.y)).copied()
}
