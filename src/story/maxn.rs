//! max^n as the tutor steps through it (the slides, several players): the
//! scenario's tree with the player to move at each node and the vectors as
//! they come up, the max^n pseudocode lit.

use super::outline::{Key, Look, NodeLook, Nodes, named};
use super::practice::veil::{self, HIDDEN, Veil};
use super::{Counts, Labelled, Panels, Setting, StepPanel, Stop, Story};
use crate::pseudocode::{self, ListingLine};
use crate::record::NodeId;
use crate::record::line::Line;
use crate::record::maxn::{MaxnEvent, MaxnRun, MaxnTrace};
use crate::record::search::Status;
use crate::record::{Cursor, Seek};
use crate::say;
use crate::scenario::Scenario;
use crate::words::errors::Worded;
use crate::words::maxn::{Words, show_vector};

pub struct MaxnStory {
    pub scenario: Scenario,
    pub run: MaxnRun,
    /// Leaves not yet evaluated keep their vectors hidden (practice).
    pub hide_leaves: bool,
    /// What the question being asked keeps back (practice).
    veil: Option<Veil>,
    listing: Vec<ListingLine>,
}

impl MaxnStory {
    /// Runs max^n on an n-player scenario (to `depth`, if given).
    pub fn open(scenario: Scenario, depth: Option<u32>) -> Result<MaxnStory, String> {
        if scenario.players.is_empty() {
            return Err(say!("maxn-needs-players"));
        }
        let trace = crate::search::maxn::search(&scenario.tree, &scenario.players, depth.or(scenario.depth))
            .worded()?;
        Ok(MaxnStory {
            scenario,
            run: Cursor::new(trace),
            hide_leaves: false,
            veil: None,
            listing: pseudocode::maxn::maxn_listing(),
        })
    }

    fn trace(&self) -> &MaxnTrace {
        self.run.rec()
    }

    fn words(&self) -> Words<'_> {
        Words { trace: self.trace() }
    }

    /// The run's node standing for a scenario node.
    fn node(&self, key: Key) -> Option<NodeId> {
        let t = self.trace();
        t.tree.ids().find(|&id| t.tree.origin(id) == Some(key))
    }

    /// "root A (1, 2, 6) so far → b2 B → c4 C".
    fn path_line(&self) -> Labelled {
        let (w, state) = (self.words(), self.run.state());
        let steps: Vec<String> = state
            .path()
            .iter()
            .map(|&id| {
                let v = state.vector(self.trace(), id);
                let v = match self.veil.is_some_and(|v| v.hides_value(v.node == id)) {
                    true => format!(" {HIDDEN}"),
                    false => v.map_or(String::new(), |v| say!("maxn-so-far", vector = show_vector(v))),
                };
                format!("{} {}{v}", w.name(id), w.player(id))
            })
            .collect();
        let text = match (steps.is_empty(), state.finished()) {
            (false, _) => steps.join(" → "),
            (true, true) => say!("path-over"),
            (true, false) if self.run.step() == 0 => say!("path-not-started"),
            (true, false) => say!("path-root-done"),
        };
        Labelled {
            label: say!("path-label"),
            text,
        }
    }
}

impl Story for MaxnStory {
    fn run(&self) -> &dyn Seek {
        &self.run
    }

    fn run_mut(&mut self) -> &mut dyn Seek {
        &mut self.run
    }

    fn stops_at(&self, k: usize, stop: Stop) -> bool {
        stop == Stop::Evaluation && matches!(self.trace().event(k), MaxnEvent::Evaluate { .. })
    }

    fn line_at(&self, k: usize) -> Line {
        self.trace().line(k)
    }

    fn nodes(&self) -> Box<dyn Nodes + '_> {
        let tree = &self.trace().tree;
        veil::veiled(Box::new(MaxnNodes { story: self }), self.veil, |n| tree.origin(n))
    }

    fn veil(&mut self, veil: Option<Veil>) {
        self.veil = veil;
    }

    fn reached_at(&self, key: Key) -> Option<usize> {
        let node = self.node(key)?;
        let entered = |e: &MaxnEvent| matches!(e, MaxnEvent::Enter { node: n } if *n == node);
        self.trace().entries.iter().position(|e| entered(&e.event))
    }

    fn panels(&self) -> Panels {
        let (state, players) = (self.run.state(), self.scenario.players.join(", "));
        let sentence = match self.run.current() {
            Some(k) => self.words().explain(k, state),
            None => say!(
                "maxn-before",
                root = self.scenario.tree.node(NodeId::ROOT).name.as_str(),
                players = players.as_str()
            ),
        };
        let counts = Counts {
            title: say!("maxn-counts"),
            headings: vec![say!("counts-so-far"), say!("counts-in-all")],
            rows: vec![
                (
                    say!("count-generated"),
                    vec![
                        state.generated().to_string(),
                        self.trace().nodes_generated().to_string(),
                    ],
                ),
                (
                    say!("count-evaluations"),
                    vec![
                        state.evaluations().to_string(),
                        self.trace().evaluations().to_string(),
                    ],
                ),
            ],
            notes: Vec::new(),
        };
        Panels {
            heading: say!(
                "maxn-heading",
                players = players,
                name = self.scenario.name.as_str()
            ),
            tree_title: say!("tree-title"),
            step: StepPanel {
                sentence,
                cut: false,
                lines: vec![self.path_line()],
            },
            counts,
            code_title: say!("maxn-code-title"),
            decision: None,
            chart: None,
        }
    }

    fn listing(&self) -> &[ListingLine] {
        &self.listing
    }

    fn about(&self) -> super::About {
        let s = &self.scenario;
        super::About {
            title: crate::words::local(&s.title).to_string(),
            source: crate::words::local(&s.source).to_string(),
            note: crate::words::local(&s.note).to_string(),
        }
    }

    fn change(&mut self, _setting: Setting) -> Result<super::Renewed, String> {
        Err(say!("maxn-no-settings"))
    }

    fn reword(&mut self, _names: crate::words::CutNames) {
        self.listing = pseudocode::maxn::maxn_listing();
    }
}

/// The tree pane's view of a max^n search after the current step.
struct MaxnNodes<'a> {
    story: &'a MaxnStory,
}

impl Nodes for MaxnNodes<'_> {
    fn size(&self) -> usize {
        self.story.scenario.tree.len()
    }

    fn children(&self, key: Key) -> Vec<Key> {
        self.story.scenario.tree.node(key).children.to_vec()
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
        let (t, state) = (s.trace(), s.run.state());
        let node = s.node(key);
        let status = node.map_or(Status::Unreached, |n| state.status(n));
        let known = node.and_then(|n| state.vector(t, n));
        let (value, evaluated) = match (known, status) {
            (Some(v), Status::Open) => (Some(format!("{}…", show_vector(v))), true),
            (Some(v), _) => (Some(show_vector(v)), true),
            (None, _) if s.hide_leaves => (None, false),
            (None, _) => (
                s.scenario
                    .tree
                    .node(key)
                    .values()
                    .map(Vec::as_slice)
                    .map(show_vector),
                false,
            ),
        };
        let on_line = state.finished() && node.is_some_and(|n| t.about.pv.contains(&n));
        let agent = usize::from(s.scenario.tree.node(key).agent.unwrap_or(0));
        let tree = &s.scenario.tree;
        let label = tree.label(key);
        NodeLook {
            name: self.name(key),
            short: tree.node(key).name.to_string(),
            edge: (!label.is_empty() && label != tree.node(key).name).then(|| label.to_string()),
            symbol: s.scenario.players.get(agent).cloned().unwrap_or_default(),
            look: Look::of(status),
            value,
            evaluated,
            cut_root: false,
            active: false,
            star: on_line.then_some("PV"),
        }
    }

    fn current(&self) -> Option<Key> {
        let s = self.story;
        let t = s.trace();
        let node = s.run.current().map_or(NodeId::ROOT, |k| t.event(k).node());
        t.tree.origin(node)
    }

    /// max^n cuts nothing off.
    fn prunes(&self) -> bool {
        false
    }

    fn line_end(&self) -> Option<Key> {
        let s = self.story;
        let t = s.trace();
        let end = t.about.pv.last().and_then(|&n| t.tree.origin(n));
        end.filter(|_| s.run.state().finished())
    }
}
