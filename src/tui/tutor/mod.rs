//! The tutor: a story (a search, max^n, a proof) and what the user did to
//! the panes. `update` is the only place that changes it; drawing (in
//! `render`) reads it and keeps nothing, and where a click lands is worked
//! out from the area the tutor was last given.

pub mod compare;
mod edit;
pub mod layout;
pub mod panels;
pub mod practice;
pub mod prompt;
mod recording;
pub mod recovery;
pub mod reload;
pub mod render;
pub mod settings;

use super::keys::Message;
use crate::say;
use crate::scenario::Scenario;
use crate::search::Setup;
use crate::story::maxn::MaxnStory;
use crate::story::outline::Key;
use crate::story::search::SearchStory;
use crate::story::tree_view::{self, Carried, Openness, Rows, TreeView};
use crate::story::{AnyStory, Receipt, Renewed, Setting, Stop, Story, Target};
use crate::subject::Subject;
use compare::CompareView;
use ratatui::layout::{Position, Rect};

/// Which pane the arrow keys act on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pane {
    Tree,
    Code,
}

/// The panel open under a narrow canvas: none, the pseudocode (the arrow
/// keys then choose its lines), or the counts with the decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tab {
    Closed,
    Code,
    Counts,
}

/// How often to look for the counts being worked out in the background.
const POLL: std::time::Duration = std::time::Duration::from_millis(100);

/// How often to look at the scenario file for a change: soon enough for
/// an edit saved, seldom enough that an idle tutor costs nothing (each
/// wake costs crossterm a millisecond of polling).
const WATCH: std::time::Duration = std::time::Duration::from_millis(250);

/// Two clicks on a node within this are a double click.
const DOUBLE_CLICK: std::time::Duration = std::time::Duration::from_millis(400);

/// Milliseconds between steps when playing, slowest first.
/// The columns the node panel's words are broken to: beside the canvas
/// at the smallest screen, and under the outline's narrowest tree.
const NODE_PANEL_WIDTH: usize = 24;

pub const SPEEDS: [u64; 5] = [2000, 1000, 500, 250, 100];

/// What a part of the tutor did with a key, as gitui's components answer
/// (`EventState`): took it, or passed it on to the next part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[must_use]
pub enum Handled {
    Taken,
    Passed,
}

/// What takes a key before the panes do, in the order they are offered
/// it; each open one takes it or passes it on. The first four cover the
/// panes (Esc closes them before it leaves anything); practice and the
/// compare view are ways of stepping the panes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Overlay {
    /// A line typed or a question asked in the status line.
    Prompt,
    /// The title, source and note (`i`): any key closes it.
    Info,
    /// The settings popup (`,`).
    Settings,
    /// A run being recorded again.
    Recording,
    /// Practice's questions, or the whole-tree exercise.
    Practice,
    /// Minimax and alpha-beta side by side.
    Compare,
}

impl Overlay {
    const ORDER: [Overlay; 6] = [
        Overlay::Prompt,
        Overlay::Info,
        Overlay::Settings,
        Overlay::Recording,
        Overlay::Practice,
        Overlay::Compare,
    ];

    /// Whether it covers the panes, so that Esc closes it first.
    fn covers(self) -> bool {
        matches!(
            self,
            Overlay::Prompt | Overlay::Info | Overlay::Settings | Overlay::Recording
        )
    }
}

pub struct Tutor {
    pub story: AnyStory,
    pub view: TreeView,
    pub pane: Pane,
    /// The selected pseudocode line (an index into the listing).
    pub code_line: Option<usize>,
    pub compare: Option<CompareView>,
    pub playing: bool,
    pub speed: usize,
    /// Presenter mode: the canvas and the step fill the screen.
    pub present: bool,
    /// The title, source and note shown over the tutor (`i`).
    pub info: bool,
    /// The settings popup (`,`), when open.
    pub settings: Option<settings::Settings>,
    pub tab: Tab,
    /// The ordering lab's chart in the counts' place (`b`).
    pub chart: bool,
    /// Practice: questions asked at each decision of the search.
    pub practice: Option<practice::Practice>,
    /// The scenario file shown, read again when it changes.
    pub source: Option<reload::Source>,
    /// A short remark after a key that could not do what it says.
    pub note: Option<String>,
    /// The note as it was first said, and how to say it again in the
    /// language drawn (`say_note`), or none for the lecturer's remark
    /// that followers do not see; a note said since is shown as it is.
    note_again: Option<(String, Option<crate::words::Wording>)>,
    /// How far a run recorded again has got (the status line when no
    /// note is shown).
    progress: Option<String>,
    /// The key whose setting is being recorded (pressed again, it gives
    /// the recording up).
    recording_key: Option<Setting>,
    /// The tree pane's view by the moves to its nodes, taken when a
    /// setting was changed: a live game's run recorded anew names its
    /// nodes anew, and the view is found again in it.
    carried: Option<Carried>,
    /// The search of a tree edited or read again, being recorded.
    reopening: Option<Box<recording::Reopening>>,
    /// The area the tutor is drawn in (set when the terminal's size is
    /// known), for the mouse and paging.
    pub area: Rect,
    /// Whether work goes on in the background (the comparison's counts).
    waiting: bool,
    /// Where the left button was last pressed or dragged to.
    grab: Option<Position>,
    /// The node last clicked and when: a second click soon after on it
    /// is a double click, which edits its value.
    last_click: Option<(Key, std::time::Instant)>,
    /// The tree as edited, with its undo and redo.
    pub edits: Option<crate::scenario::edit::Edited>,
    /// A line being typed or a question asked in the status line.
    pub prompt: Option<prompt::Prompt>,
    /// A key that leaves, once the user said yes to leaving with edits
    /// not written: the app leaves on it.
    pub leaving: Option<Message>,
    /// The shape `gametree new` made the tree to be built of (`b2d3`),
    /// which an edited tree's title names.
    pub built: Option<String>,
    /// Practice on the edited tree (`W`), which Esc leaves for the editor.
    practising_edits: bool,
}

impl Tutor {
    /// The tutor playing at `speed` (`--speed`, the configuration file).
    pub fn at_speed(self, speed: crate::config::Speed) -> Tutor {
        Tutor {
            speed: speed.index(),
            ..self
        }
    }

    pub fn new(story: impl Into<AnyStory>) -> Tutor {
        Tutor {
            story: story.into(),
            view: TreeView::default(),
            pane: Pane::Tree,
            code_line: None,
            compare: None,
            playing: false,
            // The middle one, unless the settings say (`at_speed`).
            speed: crate::config::Speed::default().index(),
            present: false,
            info: false,
            settings: None,
            tab: Tab::Closed,
            chart: false,
            practice: None,
            source: None,
            note: None,
            note_again: None,
            progress: None,
            recording_key: None,
            carried: None,
            reopening: None,
            area: Rect::ZERO,
            // The first tick finds out.
            waiting: true,
            grab: None,
            last_click: None,
            edits: None,
            prompt: None,
            leaving: None,
            built: None,
            practising_edits: false,
        }
    }

    /// A two-player search of a subject.
    pub fn open(subject: Box<dyn Subject>, setup: Setup) -> Result<Tutor, String> {
        Ok(Tutor::new(SearchStory::open(subject, setup)?))
    }

    /// A scenario in the tutor: max^n on a tree of several players, else
    /// the search `setup` says.
    pub fn for_scenario(scenario: Scenario, setup: Setup) -> Result<Tutor, String> {
        let story: AnyStory = match scenario.players.is_empty() {
            true => SearchStory::open(Box::new(scenario), setup)?.into(),
            false => MaxnStory::open(scenario, setup.depth)?.into(),
        };
        Ok(Tutor::new(story))
    }

    /// Turns the tutor into practice: it asks `asks` at each decision
    /// (`exam`: no feedback, no going back).
    pub fn practise(&mut self, asks: &[crate::story::practice::Ask], exam: bool) -> Result<(), String> {
        let p = practice::Practice::start(&mut self.story, asks, exam)?;
        // The whole-tree exercise starts on its first leaf or edge.
        if let Some(b) = p.board() {
            self.view.selected = b.items.first().map(|it| it.key);
        }
        self.practice = Some(p);
        Ok(())
    }

    pub fn current_key(&self) -> Option<Key> {
        self.story.nodes().current()
    }

    /// The drawing of the selected node's position (or the current
    /// node's); on a written tree, the node panel of a selected inner node
    /// with a static value.
    pub fn detail(&self) -> Option<Vec<String>> {
        self.detail_titled().map(|(_, lines)| lines)
    }

    /// The detail with its title: "Position", or the node's.
    pub fn detail_titled(&self) -> Option<(String, Vec<String>)> {
        let nodes = self.story.nodes();
        let shown = self.view.selected.or(nodes.current())?;
        if let Some(board) = self.story.detail(shown) {
            return Some((say!("position-title"), board));
        }
        // Only the user's selection: a panel that came and went with each
        // step onto an inner node would move the canvas at every step.
        let key = self.view.selected?;
        let value = nodes.estimate(key)?;
        let node = nodes.look(key).short;
        let text = say!(
            "node-panel-estimate",
            node = node.as_str(),
            value = value.as_str()
        );
        let lines = crate::tui::chrome::wrapped(&text, NODE_PANEL_WIDTH, "", "");
        Some((say!("node-panel-title", node = node), lines))
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

    /// Whether the run plays on by itself (`p`), in either view.
    pub fn is_playing(&self) -> bool {
        self.playing()
    }

    /// The step delay when playing; else, while the comparison is being
    /// counted, how often to look for its counts.
    pub fn tick(&self) -> Option<std::time::Duration> {
        if self.playing() {
            Some(std::time::Duration::from_millis(SPEEDS[self.speed]))
        } else {
            // A scenario file is looked at for changes on the timer.
            match (self.waiting || self.reopening.is_some(), &self.source) {
                (true, _) => Some(POLL),
                (false, Some(_)) => Some(WATCH),
                (false, None) => None,
            }
        }
    }

    /// Waits for what the story works out in the background and takes it
    /// in (for tests, which must not sleep).
    pub fn settle(&mut self) {
        self.take_reopened(true);
        let receipt = self.story.receive(true);
        self.took_in(receipt);
    }

    /// What came in from the background: a switch that waited for its run
    /// is now made.
    fn took_in(&mut self, receipt: Receipt) {
        self.waiting = receipt.waiting;
        if let Some(renewed) = receipt.changed {
            self.changed(renewed, Setting::Algorithm);
            if !self.recording() {
                self.ended_recording();
            }
        }
        self.show_progress();
    }

    /// A setting changed what the panes show.
    fn changed(&mut self, renewed: Renewed, setting: Setting) {
        if renewed == Renewed::NewNodes {
            let carried = self.carried.take().unwrap_or_default();
            self.view = carried.view(&*self.story.nodes());
        }
        // A new algorithm or rule brings a new listing and new counts.
        if setting != Setting::View && renewed != Renewed::Later {
            self.code_line = None;
            self.waiting = true;
        }
    }

    pub fn update(&mut self, msg: Message) {
        if msg == Message::Tick {
            self.ticked();
            return;
        }
        self.act(msg);
    }

    /// The timer: the counts worked out in the background taken in (only
    /// here, so that what a key shows does not depend on how fast they
    /// came), the file read again if it changed, the next step played.
    /// Whether any of it changed what is shown.
    pub fn ticked(&mut self) -> bool {
        let receipt = self.story.receive(false);
        let shown = self.progress.clone();
        let mut changed = receipt.changed.is_some() || receipt.waiting != self.waiting;
        self.took_in(receipt);
        changed |= self.take_reopened(false) || self.progress != shown;
        // A change on disk waits for the tree being recorded.
        if self.reopening.is_none() && self.source.as_mut().is_some_and(reload::Source::changed) {
            // An edited tree is not replaced: the change is offered.
            match self.edits.is_some() {
                true if self.prompt.is_none() => {
                    let file = self.source.as_ref().map(|s| s.path.display().to_string());
                    self.ask(
                        prompt::Ask::Disk,
                        say!("edit-prompt-disk", file = file.unwrap_or_default()),
                    );
                }
                true => {}
                false => self.reload(),
            }
            changed = true;
        }
        if self.playing() {
            self.act(Message::Tick);
            changed = true;
        }
        changed
    }

    /// A key offered to the overlays in their order, then to the panes:
    /// stepping, selecting, editing, the settings.
    fn act(&mut self, msg: Message) {
        // A note lasts until the next key, unless a prompt holds the line.
        if self.prompt.is_none() {
            self.note = None;
        }
        for overlay in Overlay::ORDER {
            if self.offer(overlay, msg) == Handled::Taken {
                return;
            }
        }
        for part in [Tutor::step, Tutor::select, Tutor::edit] {
            if part(self, msg) == Handled::Taken {
                return;
            }
        }
        self.settings(msg);
    }

    /// Whether `overlay` is open.
    fn is_open(&self, overlay: Overlay) -> bool {
        match overlay {
            Overlay::Prompt => self.prompt.is_some(),
            Overlay::Info => self.info,
            Overlay::Settings => self.settings.is_some(),
            Overlay::Recording => self.recording(),
            Overlay::Practice => self.practice.is_some(),
            Overlay::Compare => self.compare.is_some(),
        }
    }

    /// `msg` offered to `overlay`, which takes it if it is open (and
    /// `i` and `,` open theirs).
    fn offer(&mut self, overlay: Overlay, msg: Message) -> Handled {
        match overlay {
            Overlay::Prompt => self.prompted(msg),
            Overlay::Info => self.info_key(msg),
            Overlay::Settings => self.settings_popup(msg),
            Overlay::Recording => self.while_recording(msg),
            Overlay::Practice => self.practice_key(msg),
            Overlay::Compare => self.compare_key(msg),
        }
    }

    /// Whether something covers the panes (the title and note, the
    /// settings, a prompt, a recording): Esc closes it first.
    pub fn covered(&self) -> bool {
        let practising_edits = self.practising_edits && self.practice.is_some();
        Overlay::ORDER.into_iter().any(|o| o.covers() && self.is_open(o)) || practising_edits
    }

    /// Any key closes the title and note, as it does the help; `i` opens
    /// them.
    fn info_key(&mut self, msg: Message) -> Handled {
        if std::mem::take(&mut self.info) {
            return Handled::Taken;
        }
        if msg == Message::ToggleInfo {
            self.info = true;
            return Handled::Taken;
        }
        Handled::Passed
    }

    /// The settings popup takes every key while it is open; `,` opens it.
    fn settings_popup(&mut self, msg: Message) -> Handled {
        let Some(s) = self.settings.as_mut() else {
            if msg == Message::Settings {
                self.settings = Some(settings::Settings {
                    row: 0,
                    names: self.story.cut_names(),
                });
                return Handled::Taken;
            }
            return Handled::Passed;
        };
        match s.update(msg) {
            settings::Outcome::Closed => self.settings = None,
            settings::Outcome::Changed => self.story.reword(s.names),
            settings::Outcome::Stay => {}
        }
        Handled::Taken
    }

    /// Practice takes every key: its answers, or the whole-tree
    /// exercise's marks; the record is kept after each.
    fn practice_key(&mut self, msg: Message) -> Handled {
        if self.left_practice(msg) {
            return Handled::Taken;
        }
        let Some(p) = self.practice.as_mut() else {
            return Handled::Passed;
        };
        if p.marks() {
            self.marking(msg);
        } else {
            p.update(&mut self.story, msg);
        }
        self.keep_record();
        Handled::Taken
    }

    /// The compare view takes every key: `v` closes it, the edit keys
    /// edit the tree both runs search, the rest step both.
    fn compare_key(&mut self, msg: Message) -> Handled {
        if self.compare.is_none() {
            return Handled::Passed;
        }
        if msg == Message::ToggleCompare {
            self.compare = None;
        } else if matches!(
            msg,
            Message::CycleOrder | Message::ToggleNodeTypes | Message::ToggleChart
        ) {
            // The ordering lab's keys: why not here.
            self.note = Some(say!("compare-no-lab"));
        } else if self.edit(msg) == Handled::Passed
            && let Some(c) = self.compare.as_mut()
        {
            c.update(msg, &mut self.speed);
        }
        Handled::Taken
    }

    /// Moves along the run, if `msg` is a move.
    fn step(&mut self, msg: Message) -> Handled {
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
            _ => return Handled::Passed,
        };
        if !found {
            self.note = not_found(msg);
        }
        Handled::Taken
    }

    fn play_on(&mut self) -> bool {
        let next = self.story.step() + 1;
        self.story.seek(next);
        self.playing &= self.story.step() < self.story.last_step();
        true
    }

    /// Selection, scrolling and running to what is selected, if `msg` is
    /// one of these.
    fn select(&mut self, msg: Message) -> Handled {
        let page = self.tree_inner().height as isize;
        match (msg, self.pane) {
            (Message::Up, Pane::Tree) => self.move_selection(-1),
            (Message::Down, Pane::Tree) => self.move_selection(1),
            (Message::Up, Pane::Code) => self.move_code_line(-1),
            (Message::Down, Pane::Code) => self.move_code_line(1),
            (Message::PageUp, _) => self.scroll(-page),
            (Message::PageDown, _) => self.scroll(page),
            (Message::Enter, Pane::Tree) => self.run_to_node(),
            (Message::Enter, Pane::Code) => self.run_to_line(),
            (Message::ToggleOpen, _) => self.toggle_open(),
            (Message::Follow, _) => self.view.follow(),
            (Message::SwitchPane, _) => self.switch_pane(),
            (Message::Pan { dx, dy }, _) => self.pan(dx.into(), dy.into()),
            (Message::ZoomIn | Message::ZoomOut, _) => self.zoom(msg == Message::ZoomIn),
            (Message::ToggleCanvas, _) => {
                self.view.outline = !self.view.outline;
                self.view.pan = None;
            }
            (Message::TogglePresent, _) => self.present = !self.present,
            (Message::Reload, _) => self.reload(),
            (Message::Click { x, y }, _) => {
                self.grab = Some(Position { x, y });
                self.click(Position { x, y });
            }
            (Message::Drag { x, y }, _) => self.drag(Position { x, y }),
            (Message::ScrollUp { .. }, _) => self.scroll(-3),
            (Message::ScrollDown { .. }, _) => self.scroll(3),
            _ => return Handled::Passed,
        }
        Handled::Taken
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
        let listing = self.story.listing();
        let traced: Vec<usize> = (0..listing.len())
            .filter(|&i| listing[i].line.is_some())
            .collect();
        let from = self.code_line.or_else(|| self.story.current_line());
        let at = traced.iter().position(|&i| Some(i) == from).unwrap_or(0);
        let to = at.saturating_add_signed(by).min(traced.len().saturating_sub(1));
        self.code_line = traced.get(to).copied();
    }

    /// The tree pane's inside in the area last given.
    fn tree_inner(&self) -> Rect {
        let areas = layout::areas(self, &self.story.panels(), self.area);
        layout::inner(areas.tree, false)
    }

    fn scroll(&mut self, by: isize) {
        if self.canvas().is_some() {
            return self.pan(0, by as i32);
        }
        let from = self
            .view
            .scroll
            .unwrap_or_else(|| layout::tree_rows(self, self.tree_inner()).0);
        self.view.scroll = Some(from.saturating_add_signed(by));
    }

    /// The canvas's window as drawn in the area last given; None with the
    /// outline.
    fn canvas(&self) -> Option<crate::story::figure::window::Window> {
        if self.view.outline {
            return None;
        }
        layout::canvas(self, self.tree_inner())
    }

    /// Moves the canvas by steps of the pan keys: eight columns or a row.
    fn pan(&mut self, dx: i32, dy: i32) {
        self.pan_cells(dx * 8, dy);
    }

    /// Moves the canvas by cells.
    fn pan_cells(&mut self, dx: i32, dy: i32) {
        let Some(window) = self.canvas() else {
            return;
        };
        let at = self.view.pan.unwrap_or(window.origin);
        self.view.pan = Some((at.0.max(0) + dx, at.1.max(0) + dy));
    }

    /// The canvas follows the mouse dragged with its left button held.
    fn drag(&mut self, to: Position) {
        if let Some(from) = self.grab.replace(to) {
            let dx = i32::from(from.x) - i32::from(to.x);
            let dy = i32::from(from.y) - i32::from(to.y);
            self.pan_cells(dx, dy);
        }
    }

    /// One zoom level more (edge labels, names) or less.
    fn zoom(&mut self, more: bool) {
        use crate::story::figure::Zoom;
        let now = self
            .view
            .zoom
            .or(self.canvas().and_then(|w| w.figure.zoom))
            .unwrap_or(Zoom::Full);
        let i = Zoom::ALL.iter().position(|&z| z == now).unwrap_or(0);
        let to = match more {
            true => i.saturating_sub(1),
            false => (i + 1).min(Zoom::ALL.len() - 1),
        };
        self.view.zoom = Some(Zoom::ALL[to]);
    }

    /// Tab: on a narrow canvas, opens the pseudocode (its lines chosen with
    /// the arrows), then the counts, then closes; elsewhere, moves the
    /// arrows between the tree and the pseudocode.
    fn switch_pane(&mut self) {
        let narrow = !self.view.outline && !self.present && self.area.width < layout::WIDE;
        if narrow {
            self.tab = match self.tab {
                Tab::Closed => Tab::Code,
                Tab::Code => Tab::Counts,
                Tab::Counts => Tab::Closed,
            };
            self.pane = match self.tab {
                Tab::Code => Pane::Code,
                _ => Pane::Tree,
            };
        } else {
            self.pane = match self.pane {
                Pane::Tree => Pane::Code,
                Pane::Code => Pane::Tree,
            };
        }
        if self.pane == Pane::Code && self.code_line.is_none() {
            let first = self.story.listing().iter().position(|l| l.line.is_some());
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

    /// A click selects the node or the pseudocode line under it.
    fn click(&mut self, at: Position) {
        let areas = layout::areas(self, &self.story.panels(), self.area);
        let (tree, code) = (layout::inner(areas.tree, false), layout::inner(areas.code, true));
        if tree.contains(at) {
            let key = match self.canvas() {
                Some(w) => {
                    let x = i32::from(at.x - tree.x) + w.origin.0;
                    let y = i32::from(at.y - tree.y) + w.origin.1;
                    let cell = u16::try_from(x).ok().zip(u16::try_from(y).ok());
                    cell.and_then(|(x, y)| w.figure.node_at(x, y))
                }
                None => {
                    let (_, rows) = layout::tree_rows(self, tree);
                    rows.get(usize::from(at.y - tree.y)).copied().flatten()
                }
            };
            let Some(key) = key else {
                return;
            };
            let now = std::time::Instant::now();
            let double = self
                .last_click
                .is_some_and(|(k, at)| k == key && now.duration_since(at) < DOUBLE_CLICK);
            self.last_click = Some((key, now));
            if self.view.selected == Some(key) {
                self.toggle_open();
            }
            self.view.selected = Some(key);
            self.pane = Pane::Tree;
            if double {
                // The second click opened or closed it: as it was, and edit.
                self.toggle_open();
                self.last_click = None;
                let _always_taken = self.edit(Message::EditValue);
            }
        } else if code.contains(at) {
            let rows = render::code_rows(self, code);
            if let Some(&line) = rows.get(usize::from(at.y - code.y)) {
                self.code_line = Some(line);
                self.pane = Pane::Code;
            }
        }
    }

    /// Runs (forward or back) to the step at which the search reaches the
    /// selected node, or the nearest ancestor it reaches.
    fn run_to_node(&mut self) {
        let Some(key) = self.view.selected else {
            self.note = Some(say!("select-first"));
            return;
        };
        match self.story.reached_at(key) {
            Some(k) => {
                self.story.seek(k + 1);
                self.view.follow();
            }
            None => self.note = Some(say!("never-reaches", node = self.story.nodes().name(key))),
        }
    }

    /// Runs to the next time the search is at the selected pseudocode line.
    fn run_to_line(&mut self) {
        let Some(line) = self.code_line else { return };
        if !self.story.next(Target::Line(line)) {
            self.note = Some(say!("line-not-reached"));
        }
    }

    fn settings(&mut self, msg: Message) {
        let setting = match msg {
            Message::TogglePlay => {
                self.playing = !self.playing && self.story.step() < self.story.last_step();
                return;
            }
            Message::Faster | Message::Slower => return change_speed(&mut self.speed, msg),
            Message::ToggleChart => return self.toggle_chart(),
            Message::ToggleCompare => {
                match self.story.compare() {
                    Ok(c) => self.compare = Some(CompareView::new(c)),
                    Err(e) => self.note = Some(e),
                }
                return;
            }
            Message::SwitchAlgorithm => Setting::Algorithm,
            Message::CycleAlgorithm => Setting::OtherAlgorithm,
            Message::ToggleStrict => Setting::Strict,
            Message::ToggleView => Setting::View,
            Message::ToggleQuiescence => Setting::Quiescence,
            Message::CycleOrder => Setting::Order,
            Message::ToggleNodeTypes => Setting::NodeTypes,
            _ => return,
        };
        self.carried = Some(self.view.carried(&*self.story.nodes()));
        match self.story.change(setting) {
            Ok(Renewed::Later) if self.recording() => self.started_recording(setting),
            Ok(Renewed::Later) => self.note = Some(say!("switch-when-recorded")),
            Ok(renewed) => {
                self.changed(renewed, setting);
                self.note = self.lab_note(setting);
            }
            Err(e) => self.note = Some(e),
        }
    }

    /// What the ordering lab's keys say they did.
    fn lab_note(&self, setting: Setting) -> Option<String> {
        let AnyStory::Search(s) = &self.story else {
            return None;
        };
        match setting {
            Setting::Order => Some(s.order_note()),
            Setting::NodeTypes => Some(s.types_note()),
            _ => None,
        }
    }

    /// `b`: the chart of evaluations by depth in the counts' place, or
    /// the counts again; on a narrow canvas it opens their tab.
    fn toggle_chart(&mut self) {
        if self.story.panels().chart.is_none() {
            self.note = Some(say!("chart-none"));
            return;
        }
        self.chart = !self.chart;
        let narrow = !self.view.outline && !self.present && self.area.width < layout::WIDE;
        if narrow && self.chart {
            self.tab = Tab::Counts;
            self.pane = Pane::Tree;
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

fn not_found(msg: Message) -> Option<String> {
    let id = match msg {
        Message::NextEvaluation => "not-found-next-evaluation",
        Message::PrevEvaluation => "not-found-prev-evaluation",
        Message::NextCutoff => "not-found-next-cutoff",
        Message::PrevCutoff => "not-found-prev-cutoff",
        _ => return None,
    };
    Some(say!(id))
}
