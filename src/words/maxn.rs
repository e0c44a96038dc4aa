//! A max^n search in plain words: one terse line per event for the
//! command line, and the tutor's fuller sentence. An event is read with
//! the state right after it.

use crate::record::NodeId;
use crate::record::maxn::state::MaxnState;
use crate::record::maxn::{MaxnEvent, MaxnTrace};
use crate::say;
use crate::value::{Value, show};

/// "(1, 2, 6)".
pub fn show_vector(values: &[Value]) -> String {
    let parts: Vec<String> = values.iter().map(|&v| show(v)).collect();
    format!("({})", parts.join(", "))
}

/// Names the nodes and players of one search.
pub struct Words<'a> {
    pub trace: &'a MaxnTrace,
}

impl Words<'_> {
    pub fn name(&self, id: NodeId) -> &str {
        self.trace.tree.given_name(id)
    }

    /// The name of the player to move at a node.
    pub fn player(&self, id: NodeId) -> &str {
        let players = &self.trace.about.players;
        players.get(self.trace.agent(id)).map_or("?", String::as_str)
    }

    /// The line of play: "root → b1 → X → X1".
    pub fn line_of_play(&self) -> String {
        let names: Vec<&str> = self.trace.about.pv.iter().map(|&i| self.name(i)).collect();
        names.join(" → ")
    }

    /// A node's vector now, and what it is worth to the player at `at`.
    fn vector(&self, state: &MaxnState, id: NodeId, at: NodeId) -> (String, String) {
        let v = state.vector(self.trace, id).unwrap_or_default();
        let worth = v.get(self.trace.agent(at)).map(|&x| show(x)).unwrap_or_default();
        (show_vector(v), worth)
    }

    fn parent_name(&self, id: NodeId) -> &str {
        self.trace.tree.parent(id).map_or("", |p| self.name(p))
    }

    /// One line for event `k`, as `gametree trace` prints it.
    pub fn describe(&self, k: usize, state: &MaxnState) -> String {
        match self.trace.event(k) {
            MaxnEvent::Enter { node } => say!(
                "maxn-line-enter",
                node = self.name(node),
                player = self.player(node)
            ),
            MaxnEvent::Generate { child } => say!(
                "maxn-line-generate",
                child = self.name(child),
                parent = self.parent_name(child)
            ),
            MaxnEvent::Evaluate { node } => {
                let (vector, _) = self.vector(state, node, node);
                say!("maxn-line-evaluate", node = self.name(node), vector = vector)
            }
            MaxnEvent::Provisional { node, child } => {
                let (vector, worth) = self.vector(state, node, node);
                say!(
                    "maxn-line-provisional",
                    node = self.name(node),
                    player = self.player(node),
                    vector = vector,
                    child = self.name(child),
                    worth = worth
                )
            }
            MaxnEvent::Keep { node, child } => {
                let (vector, worth) = self.vector(state, child, node);
                say!(
                    "maxn-line-keep",
                    node = self.name(node),
                    player = self.player(node),
                    child = self.name(child),
                    vector = vector,
                    worth = worth,
                    kept = self.vector(state, node, node).0
                )
            }
            MaxnEvent::Leave { node } => {
                let (vector, _) = self.vector(state, node, node);
                say!("maxn-line-leave", node = self.name(node), vector = vector)
            }
            MaxnEvent::End { .. } => say!(
                "maxn-line-end",
                vector = show_vector(self.trace.value()),
                line = self.line_of_play()
            ),
        }
    }

    /// The tutor's sentence for event `k`: what the player to move does.
    pub fn explain(&self, k: usize, state: &MaxnState) -> String {
        match self.trace.event(k) {
            MaxnEvent::Enter { node } if self.trace.tree.children(node).next().is_some() => {
                say!(
                    "maxn-step-enter",
                    node = self.name(node),
                    player = self.player(node)
                )
            }
            MaxnEvent::Evaluate { node } => say!(
                "maxn-step-evaluate",
                node = self.name(node),
                players = self.trace.about.players.join(", "),
                vector = self.vector(state, node, node).0
            ),
            MaxnEvent::Provisional { node, child } => {
                let first = self.trace.tree.children(node).next() == Some(child);
                let id = if first {
                    "maxn-step-provisional-first"
                } else {
                    "maxn-step-provisional"
                };
                let (vector, worth) = self.vector(state, node, node);
                say!(
                    id,
                    node = self.name(node),
                    player = self.player(node),
                    child = self.name(child),
                    vector = vector,
                    worth = worth
                )
            }
            MaxnEvent::Keep { node, child } => self.keep(state, node, child),
            MaxnEvent::End { root } => say!(
                "maxn-step-end",
                node = self.name(root),
                vector = show_vector(self.trace.value()),
                line = self.line_of_play()
            ),
            _ => {
                let mut s = self.describe(k, state);
                if let Some(first) = s.get_mut(..1) {
                    first.make_ascii_uppercase();
                }
                say!("maxn-step-line", line = s)
            }
        }
    }
}

impl Words<'_> {
    /// "X (C moves): X2 brings (…, 3), worth 3 to C, less than the 6 that
    /// X1 brought: X keeps (1, 2, 6)."
    fn keep(&self, state: &MaxnState, node: NodeId, child: NodeId) -> String {
        let (vector, worth) = self.vector(state, child, node);
        let (kept, best) = self.vector(state, node, node);
        // The earlier child whose vector the node holds.
        let held = |c: NodeId| state.vector(self.trace, c) == state.vector(self.trace, node);
        let from = self
            .trace
            .tree
            .children(node)
            .take_while(|&c| c != child)
            .find(|&c| held(c));
        let id = if worth == best {
            "maxn-step-tie"
        } else {
            "maxn-step-keep"
        };
        say!(
            id,
            node = self.name(node),
            player = self.player(node),
            child = self.name(child),
            vector = vector,
            worth = worth,
            best = best,
            from = from.map_or("", |c| self.name(c)),
            kept = kept
        )
    }
}

/// One line per event, in plain words.
pub fn render(t: &MaxnTrace) -> String {
    let words = Words { trace: t };
    let width = t.len().to_string().len();
    let mut out = String::new();
    let mut state = <MaxnState as crate::record::Replay>::start(t);
    for k in 0..t.len() {
        crate::record::Replay::apply(&mut state, t);
        out += &format!("{:>width$}  {}\n", k + 1, words.describe(k, &state));
    }
    out
}
