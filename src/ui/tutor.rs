//! The tutor's state: one subject, the settings, the run being stepped
//! through, and what the user did to the panes. `update` is the only place
//! that changes it.

use super::compare::Compare;
use super::keys::Message;
use super::outline::{Key, Outline};
use super::run::{self, Run};
use super::subject::Subject;
use super::tree_view::{self, Openness, Rows, TreeView};
use crate::pseudocode::{self, ListingLine};
use crate::search::Algorithm;
use crate::trace::{Counters, Entry, Event, NodeId, Setup, Trace, View};

/// Which pane the arrow keys act on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pane {
    Tree,
    Code,
}

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
    pub subject: Box<dyn Subject>,
    pub setup: Setup,
    pub run: Run,
    /// The whole-run counts of the algorithm the counters compare with.
    pub other: Option<(Algorithm, Counters)>,
    pub view: TreeView,
    /// Values from MAX's point of view, or each for the player to move.
    pub value_view: View,
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
    pub fn open(subject: Box<dyn Subject>, setup: Setup) -> Result<Tutor, String> {
        let run = Run::new(subject.record(setup)?);
        let mut t = Tutor {
            subject,
            setup,
            run,
            other: None,
            view: TreeView::default(),
            // Negamax's trace opens in its own view.
            value_view: match setup.algorithm {
                Algorithm::Negamax => View::Negamax,
                _ => View::Minimax,
            },
            pane: Pane::Tree,
            code_line: None,
            compare: None,
            playing: false,
            speed: 2,
            note: None,
            drawn_tree: Drawn::default(),
            drawn_code: Drawn::default(),
        };
        t.other = t.other_counts();
        Ok(t)
    }

    /// Minimax's counts for alpha-beta, alpha-beta's for minimax.
    fn other_counts(&self) -> Option<(Algorithm, Counters)> {
        let other = match self.setup.algorithm {
            Algorithm::Minimax => Algorithm::AlphaBeta,
            _ => Algorithm::Minimax,
        };
        let setup = Setup {
            algorithm: other,
            ..self.setup
        };
        self.subject.counts(setup).ok().map(|c| (other, c))
    }

    pub fn outline(&self) -> Outline<'_> {
        Outline {
            tree: self.subject.tree(),
            run: Some(&self.run),
            view: self.value_view,
        }
    }

    pub fn listing(&self) -> Vec<ListingLine> {
        pseudocode::listing_for(&self.setup, self.subject.has_chance())
    }

    /// The node the current event is about (the root before the first).
    pub fn current_node(&self) -> NodeId {
        self.run.current().map_or(0, |e| e.event.node())
    }

    pub fn current_key(&self) -> Option<Key> {
        self.outline().current()
    }

    /// The pane's rows with the openness they were computed with.
    pub fn rows(&self) -> Rows {
        let outline = self.outline();
        let open = Openness::new(&self.view, &outline, &outline.focus(self.view.selected));
        tree_view::rows(&outline, &open)
    }

    /// The step delay when playing.
    pub fn tick(&self) -> Option<std::time::Duration> {
        let playing = self.playing || self.compare.as_ref().is_some_and(|c| c.playing);
        playing.then(|| std::time::Duration::from_millis(SPEEDS[self.speed]))
    }

    pub fn update(&mut self, msg: Message) {
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
        let r = &mut self.run;
        let found = match msg {
            Message::Forward => seek(r, r.step() + 1),
            Message::Back => seek(r, r.step().saturating_sub(1)),
            Message::Start => seek(r, 0),
            Message::End => seek(r, r.len()),
            Message::NextEvaluation => r.next_where(is_evaluation),
            Message::PrevEvaluation => r.prev_where(is_evaluation),
            Message::NextCutoff => r.next_where(is_cutoff),
            Message::PrevCutoff => r.prev_where(is_cutoff),
            Message::Tick => self.play_on(),
            _ => return false,
        };
        if !found {
            self.note = Some(not_found(msg).into());
        }
        true
    }

    fn play_on(&mut self) -> bool {
        self.run.seek(self.run.step() + 1);
        self.playing &= self.run.step() < self.run.len();
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
        let traced: Vec<usize> = (0..listing.len())
            .filter(|&i| listing[i].line.is_some())
            .collect();
        let from = self.code_line.or_else(|| self.current_code_line(&listing));
        let at = traced.iter().position(|&i| Some(i) == from).unwrap_or(0);
        let to = at.saturating_add_signed(by).min(traced.len().saturating_sub(1));
        self.code_line = traced.get(to).copied();
    }

    /// The listing line of the current event.
    pub fn current_code_line(&self, listing: &[ListingLine]) -> Option<usize> {
        let line = self.run.current()?.line;
        pseudocode::line_index(listing, line)
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
            let listing = self.listing();
            let first = listing.iter().position(|l| l.line.is_some());
            self.code_line = self.current_code_line(&listing).or(first);
        }
    }

    fn toggle_open(&mut self) {
        let Some(key) = self.view.selected.or(self.current_key()) else {
            return;
        };
        let outline = self.outline();
        let open_now = Openness::new(&self.view, &outline, &outline.focus(self.view.selected)).is_open(key);
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
        let outline = self.outline();
        let node = outline.path(key).into_iter().rev().find_map(|k| outline.node(k));
        match node.and_then(|n| self.run.reached_at(n)) {
            Some(k) => {
                self.run.seek(k + 1);
                self.view.follow();
            }
            None => self.note = Some(format!("the search never reaches {}", outline.name(key))),
        }
    }

    /// Runs to the next time the search is at the selected pseudocode line.
    fn run_to_line(&mut self) {
        let listing = self.listing();
        let Some(line) = self.code_line.and_then(|i| listing[i].line) else {
            return;
        };
        if !self.run.next_where(|e| e.line == line) {
            self.note = Some("the search does not reach that line again".into());
        }
    }

    fn settings(&mut self, msg: Message) {
        match msg {
            Message::TogglePlay => self.playing = !self.playing && self.run.step() < self.run.len(),
            Message::Faster | Message::Slower => change_speed(&mut self.speed, msg),
            Message::SwitchAlgorithm => self.switch_algorithm(),
            Message::ToggleView => self.toggle_view(),
            Message::ToggleStrict => self.resetup(Setup {
                strict: !self.setup.strict,
                ..self.setup
            }),
            Message::ToggleCompare => {
                self.compare = Compare::open(&*self.subject, self.setup, self.run.step())
            }
            _ => {}
        }
    }

    /// The negamax view of the same trace, or back; the step stays. A tree
    /// with chance nodes has no negamax view (nobody moves at chance).
    fn toggle_view(&mut self) {
        if self.subject.has_chance() {
            self.note = Some("the negamax view is for two players: this tree has chance nodes".into());
        } else {
            self.value_view = self.value_view.toggled();
        }
    }

    /// The next algorithm that can search this tree as it is set up
    /// (iterative deepening, say, needs values on inner nodes).
    fn switch_algorithm(&mut self) {
        let mut algorithm = self.setup.algorithm;
        loop {
            algorithm = next_algorithm(algorithm, self.subject.has_chance());
            let setup = Setup {
                algorithm,
                ..self.setup
            };
            if algorithm == self.setup.algorithm || self.subject.counts(setup).is_ok() {
                return self.resetup(setup);
            }
        }
    }

    /// Records the search again with new settings, at the same node.
    fn resetup(&mut self, setup: Setup) {
        match self.subject.record(setup) {
            Ok(trace) => {
                let k = same_step(&self.run, &trace);
                self.setup = setup;
                self.run = Run::new(trace);
                self.run.seek(k);
                self.other = self.other_counts();
                self.code_line = None;
            }
            Err(e) => self.note = Some(e),
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

/// The algorithm `a` switches to: the two-player ones in the texts' order,
/// or expectimax and its neighbours on a tree with chance nodes.
fn next_algorithm(a: Algorithm, chance: bool) -> Algorithm {
    use Algorithm::*;
    let cycle: &[Algorithm] = if chance {
        &[Expectimax, Minimax, AlphaBeta]
    } else {
        &[Minimax, AlphaBeta, Negamax, IterativeDeepening]
    };
    let at = cycle.iter().position(|&c| c == a);
    at.map_or(cycle[0], |i| cycle[(i + 1) % cycle.len()])
}

fn seek(r: &mut Run, k: usize) -> bool {
    r.seek(k);
    true
}

fn is_evaluation(e: &Entry) -> bool {
    matches!(e.event, Event::Evaluate { .. })
}

fn is_cutoff(e: &Entry) -> bool {
    e.event.is_cutoff()
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

/// The step of `new` that shows the node the current event of `old` is
/// about (found by its moves from the root): the same kind of event there,
/// else the moment that node had got as far as in `old`, else the cut-off
/// that leaves it out.
pub fn same_step(old: &Run, new: &Trace) -> usize {
    let Some(entry) = old.current() else { return 0 };
    if matches!(entry.event, Event::End { .. }) {
        return new.entries.len();
    }
    let Some(node) = same_node(&old.trace, entry.event.node(), new) else {
        return 0;
    };
    let done = &old.trace.entries[..old.step()];
    let kind = std::mem::discriminant(&entry.event);
    let same_kind = |e: &Entry| std::mem::discriminant(&e.event) == kind;
    let nth_kind = done
        .iter()
        .filter(|e| e.event.node() == entry.event.node() && same_kind(e))
        .count();
    let nth_any = done
        .iter()
        .filter(|e| e.event.node() == entry.event.node())
        .count()
        - 1;
    let at_node: Vec<(usize, &Entry)> = new
        .entries
        .iter()
        .enumerate()
        .filter(|(_, e)| e.event.node() == node)
        .collect();
    let kinds: Vec<usize> = at_node
        .iter()
        .filter(|(_, e)| same_kind(e))
        .map(|&(k, _)| k)
        .collect();
    let found = match (kinds.is_empty(), at_node.is_empty()) {
        (false, _) => Some(kinds[(nth_kind - 1).min(kinds.len() - 1)]),
        (true, false) => Some(at_node[nth_any.saturating_sub(1).min(at_node.len() - 1)].0),
        (true, true) => run::reached_at(new, node),
    };
    found.map_or(0, |k| k + 1)
}

/// The node of `new` reached by the same moves as `node` of `old`.
fn same_node(old: &Trace, node: NodeId, new: &Trace) -> Option<NodeId> {
    let moves = old
        .path_to(node)
        .into_iter()
        .skip(1)
        .map(|n| old.node(n).move_index);
    let mut at = 0;
    for m in moves {
        at = new.children(at).find(|&c| new.node(c).move_index == m)?;
    }
    Some(at)
}
