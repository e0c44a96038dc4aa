//! max^n as the tutor steps through it (seed 003, several players): the
//! scenario's tree with the player to move at each node and the vectors as
//! they come up, the max^n pseudocode lit. Traces are short (a scenario
//! tree), so stepping back replays from the start.

use super::counters_panel;
use super::keys::{self, Binding};
use super::story::{CodeLine, Stop, Story};
use super::theme::Theme;
use crate::pseudocode::{self, ListingLine};
use crate::record::line::{Func, Line as CodeId, Step};
use crate::record::maxn::state::MaxnState;
use crate::record::maxn::{MaxnEvent, MaxnTrace};
use crate::record::search::state::Status;
use crate::scenario::Scenario;
use crate::story::outline::{Key, Look, NodeLook, Nodes, named};
use crate::words::maxn;
use crate::words::maxn::Words;
use ratatui::text::{Line, Span};

pub struct MaxnStory {
    pub scenario: Scenario,
    pub trace: MaxnTrace,
    pub state: MaxnState,
    listing: Vec<ListingLine>,
}

impl MaxnStory {
    /// Runs max^n on an n-player scenario (to `depth`, if given).
    pub fn open(scenario: Scenario, depth: Option<u32>) -> Result<MaxnStory, String> {
        if scenario.players.is_empty() {
            return Err(
                "max^n needs a tree with `players: [...]` and a value per player at each leaf".into(),
            );
        }
        let trace = crate::search::maxn::search(&scenario.tree, &scenario.players, depth.or(scenario.depth));
        let state = MaxnState::after(&trace, scenario.tree.len(), 0);
        Ok(MaxnStory {
            scenario,
            trace,
            state,
            listing: pseudocode::maxn::maxn_listing(),
        })
    }

    fn words(&self) -> Words<'_> {
        Words {
            tree: &self.scenario.tree,
            trace: &self.trace,
        }
    }

    /// The node an event is about (the child for `Generate`).
    fn node_of(e: &MaxnEvent) -> Key {
        match e {
            MaxnEvent::Enter { node, .. }
            | MaxnEvent::Evaluate { node, .. }
            | MaxnEvent::Provisional { node, .. }
            | MaxnEvent::Leave { node, .. } => *node,
            MaxnEvent::Generate { child, .. } => *child,
            MaxnEvent::End { .. } => 0,
        }
    }

    /// "root A (1, 2, 6)… → b2 B → c4 C": provisional vectors end in "…".
    fn path_line(&self, theme: Theme) -> Line<'static> {
        let w = self.words();
        let steps: Vec<String> = self
            .state
            .path
            .iter()
            .map(|&ix| {
                let v = self.state.vector[ix as usize].as_deref();
                let v = v
                    .map(|v| format!(" {} so far", maxn::show_vector(v)))
                    .unwrap_or_default();
                format!("{} {}{v}", w.name(ix), w.player(ix))
            })
            .collect();
        let text = match (steps.is_empty(), self.state.finished) {
            (false, _) => steps.join(" → "),
            (true, true) => "(the search is over)".to_string(),
            (true, false) => "(the search has not started)".to_string(),
        };
        Line::from(vec![Span::styled("Path: ", theme.title()), Span::raw(text)])
    }
}

impl Story for MaxnStory {
    fn last_step(&self) -> usize {
        self.trace.events.len()
    }

    fn step(&self) -> usize {
        self.state.step
    }

    fn seek(&mut self, k: usize) {
        let k = k.min(self.last_step());
        if k < self.state.step {
            self.state = MaxnState::after(&self.trace, self.scenario.tree.len(), 0);
        }
        while self.state.step < k {
            self.state.apply(&self.trace.events[self.state.step]);
        }
    }

    fn stops_at(&self, k: usize, stop: Stop) -> bool {
        stop == Stop::Evaluation && matches!(self.trace.events[k], MaxnEvent::Evaluate { .. })
    }

    fn line_at(&self, k: usize) -> Option<usize> {
        let after_evaluation = k > 0 && matches!(self.trace.events[k - 1], MaxnEvent::Evaluate { .. });
        let step = match &self.trace.events[k] {
            MaxnEvent::Enter { .. } | MaxnEvent::End { .. } => Step::Call,
            MaxnEvent::Evaluate { .. } => Step::Leaf,
            MaxnEvent::Leave { .. } if after_evaluation => Step::Leaf,
            MaxnEvent::Leave { .. } => Step::Return,
            MaxnEvent::Generate { .. } => Step::Loop,
            MaxnEvent::Provisional { .. } => Step::Update,
        };
        pseudocode::line_index(&self.listing, CodeId::new(Func::MaxN, step))
    }

    fn nodes(&self) -> Box<dyn Nodes + '_> {
        Box::new(MaxnNodes { story: self })
    }

    fn reached_at(&self, key: Key) -> Option<usize> {
        let entered = |e: &MaxnEvent| matches!(e, MaxnEvent::Enter { node, .. } if *node == key);
        self.trace.events.iter().position(entered)
    }

    fn heading(&self) -> String {
        format!(
            "max^n, players {} · {}",
            self.trace.players.join(", "),
            self.scenario.name
        )
    }

    fn words(&self, theme: Theme) -> Vec<Line<'static>> {
        let sentence = match self.state.step.checked_sub(1) {
            Some(k) => Line::styled(self.words().explain(&self.trace.events[k]), theme.title()),
            None => Line::from(format!(
                "Before the search: press → to step, starting at {}. Each of {} maximises its own value.",
                self.scenario.tree.node(0).name,
                self.trace.players.join(", ")
            )),
        };
        vec![sentence, self.path_line(theme)]
    }

    fn counts(&self, theme: Theme) -> (String, Vec<Line<'static>>) {
        let whole = MaxnState::after(&self.trace, self.scenario.tree.len(), usize::MAX);
        let rows = [
            ("generated", vec![self.state.generated, whole.generated]),
            ("evaluations", vec![self.state.evaluations, whole.evaluations]),
        ];
        let table = counters_panel::grid(&["so far", "in all"], &rows, theme);
        ("Counts (max^n cuts nothing off)".into(), table)
    }

    fn code_title(&self) -> String {
        "Pseudocode · max^n (slides, seed 003)".into()
    }

    fn listing(&self) -> Vec<CodeLine> {
        self.listing.iter().map(CodeLine::from).collect()
    }

    fn keys(&self) -> &'static [Binding] {
        &keys::MAXN
    }

    fn legend(&self) -> &'static [&'static str] {
        &LEGEND
    }
}

const LEGEND: [&str; 3] = [
    "A B C: the player to move   (1, 2, 6): the values for A, B and C",
    "each player takes the successor whose vector is largest in its own component",
    "(1, 2, 6)…: a provisional vector  ★ line of play  ◀ node of the current event",
];

/// The tree pane's view of a max^n search after the current step.
struct MaxnNodes<'a> {
    story: &'a MaxnStory,
}

impl Nodes for MaxnNodes<'_> {
    fn size(&self) -> usize {
        self.story.scenario.tree.len()
    }

    fn children(&self, key: Key) -> Vec<Key> {
        self.story.scenario.tree.node(key).children.clone()
    }

    fn parent(&self, key: Key) -> Option<Key> {
        self.story.scenario.tree.node(key).parent
    }

    fn name(&self, key: Key) -> String {
        let tree = &self.story.scenario.tree;
        named(&tree.node(key).name, tree.label(key))
    }

    fn look(&self, key: Key) -> NodeLook {
        let s = self.story;
        let status = s.state.status[key as usize];
        let known = s.state.vector[key as usize].as_deref();
        let (value, evaluated) = match (known, status) {
            (Some(v), Status::Open) => (Some(format!("{}…", maxn::show_vector(v))), true),
            (Some(v), _) => (Some(maxn::show_vector(v)), true),
            (None, _) => (
                s.scenario.tree.node(key).values.as_deref().map(maxn::show_vector),
                false,
            ),
        };
        let on_line = s.state.finished && s.trace.pv.contains(&key);
        NodeLook {
            name: self.name(key),
            symbol: s.words().player(key).to_string(),
            look: Look::of(status),
            value,
            evaluated,
            cut_root: false,
            star: on_line.then_some("PV"),
        }
    }

    fn current(&self) -> Option<Key> {
        let s = self.story;
        let k = s.state.step.checked_sub(1);
        Some(k.map_or(0, |k| MaxnStory::node_of(&s.trace.events[k])))
    }

    fn focus(&self, selected: Option<Key>) -> Vec<Key> {
        let s = self.story;
        let end = s.trace.pv.last().copied().filter(|_| s.state.finished);
        let shown = selected.and_then(|k| self.parent(k));
        [self.current(), shown, end].into_iter().flatten().collect()
    }
}
