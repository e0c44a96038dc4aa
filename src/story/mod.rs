//! A run as the tutor steps through it, as data: a cursor over its
//! recording, the tree's nodes and how each looks now, and the panels in
//! words. Every kind of run (a two-player search, max^n, the AND/OR proof)
//! is a [`Story`]; the terminal only draws what a story gives, so the
//! canvas, practice mode and export can read the same data.

pub mod again;
pub mod compare;
pub mod figure;
pub mod maxn;
pub mod outline;
pub mod practice;
pub mod proof;
pub mod run;
pub mod search;
pub mod tree_view;

use crate::pseudocode::ListingLine;
use crate::record::Seek;
use crate::record::line::Line;
use outline::{Key, Nodes};

/// The kinds of run, each with its keys and its legend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Search,
    Maxn,
    Proof,
}

/// The kinds of event `e` / `c` jump to: a static evaluation and a cut-off
/// in a search; a terminal position and a settled mark in a proof.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    Evaluation,
    Cutoff,
}

/// What the cursor can be sent to: the next event of a kind, or the next
/// event at a line of the listing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Stop(Stop),
    Line(usize),
}

/// What a run is about, for the tutor's `i`: the title, where it comes
/// from, what it teaches.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct About {
    pub title: String,
    pub source: String,
    pub note: String,
}

/// Where a run opens (`--step N`, `--at NODE`, `--end`): after event N as
/// `gametree trace` numbers them (0: before the first), where the search
/// enters a node (a name, or a path of moves such as `3,1,4` in a live
/// game), or at the end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    Step(usize),
    At(String),
    End,
}

/// A line with a lead-in drawn as a title: "Path: " and "a ▲ → b ▼".
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Labelled {
    pub label: String,
    pub text: String,
}

/// The step panel: the current event in words, then what surrounds it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StepPanel {
    pub sentence: String,
    /// Whether the sentence tells of a cut-off (drawn as one).
    pub cut: bool,
    pub lines: Vec<Labelled>,
}

/// A table of counts: a heading per column, a name and a figure per
/// column in each row ("…" while a column is being counted).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Counts {
    pub title: String,
    pub headings: Vec<String>,
    pub rows: Vec<(String, Vec<String>)>,
    /// Lines under the table: the ordering lab's evaluations in each order
    /// and the minimal tree's.
    pub notes: Vec<String>,
}

/// A bar chart of evaluations by depth: a group of bars per depth, a bar
/// per series in each (minimax, the order searched, best first, the
/// minimal tree).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Chart {
    pub title: String,
    /// Each series' name, in the order of the bars in a group.
    pub series: Vec<String>,
    /// Each depth's label and its bars.
    pub groups: Vec<(String, Vec<u64>)>,
    /// What the chart says instead, or under the bars.
    pub note: Option<String>,
}

/// Alpha-beta's three cases after a successor's value comes back, the one
/// that applied lit: per player, (condition, action) from v below the
/// window to v above it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Decision {
    pub title: String,
    pub rows: Vec<DecisionRow>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct DecisionRow {
    /// "MAX ▲".
    pub player: String,
    pub symbol: String,
    pub cases: Vec<(String, String)>,
    /// The case that applied, if at this player's node.
    pub lit: Option<usize>,
}

/// Every panel but the tree and the listing, as data.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Panels {
    /// What runs on what: "alpha-beta · bratko-fig2".
    pub heading: String,
    pub tree_title: String,
    pub step: StepPanel,
    pub counts: Counts,
    pub code_title: String,
    pub decision: Option<Decision>,
    /// The ordering lab's chart of evaluations by depth (a search on a
    /// tree written out).
    pub chart: Option<Chart>,
}

/// What a change of setting did to the tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Renewed {
    SameNodes,
    /// The run was recorded anew on a game without a written-out tree:
    /// what was selected or opened in it no longer holds.
    NewNodes,
    /// The run switched to is still being recorded in the background; the
    /// switch comes with `receive` once it is in.
    Later,
}

/// What `receive` took in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Receipt {
    /// Whether something is still being worked out.
    pub waiting: bool,
    /// A change of setting that was waiting for it and is now made.
    pub changed: Option<Renewed>,
}

/// A setting of a run the user changes in the tutor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    /// Minimax ⇄ alpha-beta.
    Algorithm,
    /// The next of the other algorithms that apply to the tree.
    OtherAlgorithm,
    /// The strict pruning rule on or off.
    Strict,
    /// The negamax view of the values or the minimax view.
    View,
    /// Quiescence on or off: searching on below active positions at the
    /// depth limit.
    Quiescence,
    /// The next order of the successors in the ordering lab.
    Order,
    /// Knuth and Moore's node types drawn or not.
    NodeTypes,
}

pub trait Story: Send {
    /// The cursor over the run.
    fn run(&self) -> &dyn Seek;
    fn run_mut(&mut self) -> &mut dyn Seek;
    /// The number of events: the last step.
    fn last_step(&self) -> usize {
        self.run().last_step()
    }
    /// How many events have happened.
    fn step(&self) -> usize {
        self.run().step()
    }
    /// Moves the cursor to step `k` (clamped to the run).
    fn seek(&mut self, k: usize) {
        self.run_mut().seek(k);
    }
    /// Whether event `k` (counted from 0) is one `stop` jumps to.
    fn stops_at(&self, k: usize, stop: Stop) -> bool;
    /// The first step of `steps` (the last, not `forward`) that `stop`
    /// jumps to. A story that counts its stops where it keeps marks skips
    /// the stretches without one (c on millions of steps).
    fn find_stop(&self, steps: std::ops::Range<usize>, stop: Stop, forward: bool) -> Option<usize> {
        match forward {
            true => steps.clone().find(|&k| self.stops_at(k, stop)),
            false => steps.rev().find(|&k| self.stops_at(k, stop)),
        }
    }
    /// The pseudocode line event `k` stands for, as the listing tags it.
    fn line_at(&self, k: usize) -> Line;

    /// The tree's nodes as they stand after the current step.
    fn nodes(&self) -> Box<dyn Nodes + '_>;
    /// The step at which the run reaches a node of the tree (or the
    /// nearest ancestor it reaches).
    fn reached_at(&self, key: Key) -> Option<usize>;
    /// The panels after the current step.
    fn panels(&self) -> Panels;
    fn listing(&self) -> &[ListingLine];
    /// The title, source and note of what is searched.
    fn about(&self) -> About;
    /// A drawing of a node's position (a board), row by row.
    fn detail(&self, _key: Key) -> Option<Vec<String>> {
        None
    }

    /// Changes a setting; refused, with the reason, where the run has no
    /// such setting or cannot take it.
    fn change(&mut self, setting: Setting) -> Result<Renewed, String>;
    /// The language changed, or the cut-offs' names (`names` from now
    /// on): the words kept from before (the listing) are said again.
    fn reword(&mut self, names: crate::words::CutNames);
    /// What the cut-offs are called in its words (the chapters' until
    /// `reword` says otherwise).
    fn cut_names(&self) -> crate::words::CutNames {
        crate::words::CutNames::Chapters
    }
    /// The comparison of minimax and alpha-beta on the same tree, at
    /// this step.
    fn compare(&self) -> Result<compare::Compare, String> {
        Err(crate::say!("compare-two-player-only"))
    }
    /// Takes in what was worked out in the background (the comparison, a
    /// run to switch to) if it has come; with `wait`, waits for it.
    fn receive(&mut self, _wait: bool) -> Receipt {
        Receipt::default()
    }
    /// Keeps back what the question being asked is about (practice), or
    /// nothing (`None`): the nodes and the panels then write `?` for it.
    fn veil(&mut self, veil: Option<practice::Veil>);
}

/// A story of any kind, as the tutor holds it: its kind is known (which
/// keys and legend it has; tests look inside), and it is used as a `Story`.
pub enum AnyStory {
    Search(Box<search::SearchStory>),
    Maxn(maxn::MaxnStory),
    Proof(proof::ProofStory),
}

impl AnyStory {
    pub fn kind(&self) -> Kind {
        match self {
            AnyStory::Search(_) => Kind::Search,
            AnyStory::Maxn(_) => Kind::Maxn,
            AnyStory::Proof(_) => Kind::Proof,
        }
    }
}

impl std::ops::Deref for AnyStory {
    type Target = dyn Story;

    fn deref(&self) -> &(dyn Story + 'static) {
        match self {
            AnyStory::Search(s) => &**s,
            AnyStory::Maxn(s) => s,
            AnyStory::Proof(s) => s,
        }
    }
}

impl std::ops::DerefMut for AnyStory {
    fn deref_mut(&mut self) -> &mut (dyn Story + 'static) {
        match self {
            AnyStory::Search(s) => &mut **s,
            AnyStory::Maxn(s) => s,
            AnyStory::Proof(s) => s,
        }
    }
}

impl From<search::SearchStory> for AnyStory {
    fn from(s: search::SearchStory) -> AnyStory {
        AnyStory::Search(Box::new(s))
    }
}

/// The node a path of moves leads to from the root: `3,1,4`. A move is
/// its label (as the screen words it, or as the program writes it in
/// every language: `pit 3` where the screen says «лунка 3», so that a
/// lesson file reads the same in each) or the name it leads to, else its
/// number among the node's moves from 1.
fn by_moves(nodes: &dyn Nodes, path: &str) -> Option<Key> {
    let mut at = nodes.root();
    for mv in path.split(',').map(str::trim) {
        let moves = nodes.moves(at);
        let worded = crate::words::games::move_label(mv);
        let named = moves.iter().copied().find(|&c| {
            let look = nodes.look(c);
            let edge = look.edge.as_deref();
            edge == Some(mv) || edge == Some(&*worded) || look.short == mv
        });
        let numbered = || {
            let k: usize = mv.parse().ok()?;
            moves.get(k.checked_sub(1)?).copied()
        };
        at = named.or_else(numbered)?;
    }
    Some(at)
}

/// The node an unnamed node's name of old points to: `root` the root,
/// `root2.1` its second successor's first (a path of move numbers), so
/// that lesson files and habits from before the one naming rule still work.
fn by_old_name(nodes: &dyn Nodes, name: &str) -> Option<Key> {
    let path = name.strip_prefix("root")?;
    if path.is_empty() {
        return Some(nodes.root());
    }
    // The numbers were the successors' places from 1, never move labels.
    let mut at = nodes.root();
    for number in path.split('.') {
        let digits = !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit());
        let k: usize = number.parse().ok().filter(|_| digits)?;
        at = *nodes.moves(at).get(k.checked_sub(1)?)?;
    }
    Some(at)
}

impl From<maxn::MaxnStory> for AnyStory {
    fn from(s: maxn::MaxnStory) -> AnyStory {
        AnyStory::Maxn(s)
    }
}

impl From<proof::ProofStory> for AnyStory {
    fn from(s: proof::ProofStory) -> AnyStory {
        AnyStory::Proof(s)
    }
}

impl dyn Story + '_ {
    fn is(&self, k: usize, target: Target) -> bool {
        match target {
            Target::Stop(stop) => self.stops_at(k, stop),
            Target::Line(i) => self.listing().get(i).and_then(|l| l.line) == Some(self.line_at(k)),
        }
    }

    /// Moves to just after the next event on from the cursor that is the
    /// target; false when there is none.
    pub fn next(&mut self, target: Target) -> bool {
        let steps = self.step()..self.last_step();
        let found = match target {
            Target::Stop(stop) => self.find_stop(steps, stop, true),
            Target::Line(_) => steps.clone().find(|&k| self.is(k, target)),
        };
        found.map(|k| self.seek(k + 1)).is_some()
    }

    /// Moves to just after the last event before the current one that is
    /// the target; false when there is none.
    pub fn prev(&mut self, target: Target) -> bool {
        let steps = 0..self.step().saturating_sub(1);
        let found = match target {
            Target::Stop(stop) => self.find_stop(steps, stop, false),
            Target::Line(_) => steps.rev().find(|&k| self.is(k, target)),
        };
        found.map(|k| self.seek(k + 1)).is_some()
    }

    /// The listing lines the current event executes: the line it stands
    /// for, and any line passed through with it (`def max_value` and the
    /// call that leads there light with `v = -∞`).
    pub fn current_lines(&self) -> Vec<usize> {
        let Some(k) = self.step().checked_sub(1) else {
            return Vec::new();
        };
        let line = Some(self.line_at(k));
        let listing = self.listing();
        (0..listing.len()).filter(|&i| listing[i].line == line).collect()
    }

    /// Goes to where `start` says; a note when the node is never entered
    /// (the step then is the cut-off that leaves it out); the reason when
    /// there is no such step or node.
    pub fn start_at(&mut self, start: &Start) -> Result<Option<crate::words::Wording>, String> {
        let last = self.last_step();
        match start {
            Start::Step(n) if *n > last => Err(crate::say!("start-past-end", step = *n, last = last)),
            Start::Step(n) => {
                self.seek(*n);
                Ok(None)
            }
            Start::End => {
                self.seek(last);
                Ok(None)
            }
            Start::At(name) => {
                let key = self.node_named(name)?;
                let nodes = self.nodes();
                let shown = nodes.name(key);
                drop(nodes);
                let k = self
                    .reached_at(key)
                    .ok_or_else(|| crate::say!("start-never-reached", node = shown.as_str()))?;
                self.seek(k + 1);
                let cut = self.nodes().look(key).look;
                let note: crate::words::Wording = std::sync::Arc::new(move || {
                    crate::say!("start-left-out", node = shown.as_str(), step = k + 1)
                });
                Ok(matches!(cut, outline::Look::Pruned(_)).then_some(note))
            }
        }
    }

    /// The node of a name, of a path of moves from the root (`3,1,4`), or
    /// of a name in the form unnamed nodes had in 0.1.0 (`root3.1.4`);
    /// an unknown one is refused with the names nearest to it.
    pub fn node_named(&self, name: &str) -> Result<Key, String> {
        let nodes = self.nodes();
        let mut all = vec![nodes.root()];
        let mut i = 0;
        while i < all.len() && all.len() < 100_000 {
            all.extend(nodes.children(all[i]));
            i += 1;
        }
        let is = |k: &Key| {
            let look = nodes.look(*k);
            look.short == name || nodes.name(*k) == name
        };
        if let Some(&k) = all.iter().find(|k| is(k)) {
            return Ok(k);
        }
        if let Some(k) = by_moves(&*nodes, name).or_else(|| by_old_name(&*nodes, name)) {
            return Ok(k);
        }
        let mut near: Vec<String> = all.iter().map(|&k| nodes.look(k).short).collect();
        let first = name.chars().next();
        near.sort_by_key(|n| (n.chars().next() != first, n.len().abs_diff(name.len())));
        near.truncate(8);
        Err(crate::say!("start-no-node", node = name, near = near.join(", ")))
    }

    /// The listing line of the current event (the last of its lines).
    pub fn current_line(&self) -> Option<usize> {
        self.current_lines().last().copied()
    }
}
