//! A max^n search in plain words: one terse line per event for the
//! command line, and the tutor's fuller sentence.

use crate::game::tree::{GameTree, TreeIx};
use crate::record::maxn::{MaxnEvent, MaxnTrace};
use crate::value::{Value, show};

/// "(1, 2, 6)".
pub fn show_vector(values: &[Value]) -> String {
    let parts: Vec<String> = values.iter().map(|&v| show(v)).collect();
    format!("({})", parts.join(", "))
}

/// Names nodes and players of one search.
pub struct Words<'a> {
    pub tree: &'a GameTree,
    pub trace: &'a MaxnTrace,
}

impl Words<'_> {
    pub fn name(&self, ix: TreeIx) -> &str {
        &self.tree.node(ix).name
    }

    /// The index of the player to move at a node.
    pub fn agent(&self, ix: TreeIx) -> usize {
        self.tree.node(ix).agent.unwrap_or(0) as usize
    }

    /// The name of the player to move at a node.
    pub fn player(&self, ix: TreeIx) -> &str {
        let players = &self.trace.players;
        players.get(self.agent(ix)).map_or("?", String::as_str)
    }

    /// The line of play: "root → b1 → X → X1".
    pub fn line_of_play(&self) -> String {
        let names: Vec<&str> = self.trace.pv.iter().map(|&i| self.name(i)).collect();
        names.join(" → ")
    }

    /// One line for an event, as `gametree trace` prints it.
    pub fn describe(&self, e: &MaxnEvent) -> String {
        let (name, player) = (|i| self.name(i), |i| self.player(i));
        match e {
            MaxnEvent::Enter { node, .. } => format!("enter {} ({} moves)", name(*node), player(*node)),
            MaxnEvent::Generate { parent, child } => {
                format!("generate {}, a successor of {}", name(*child), name(*parent))
            }
            MaxnEvent::Evaluate { node, values } => {
                format!("static evaluation of {}: {}", name(*node), show_vector(values))
            }
            MaxnEvent::Provisional { node, values, child } => format!(
                "{} ({} moves): provisional value {} from {}, worth {} to {}",
                name(*node),
                player(*node),
                show_vector(values),
                name(*child),
                show(values[self.agent(*node)]),
                player(*node)
            ),
            MaxnEvent::Leave { node, values } => {
                format!("leave {}: value {}", name(*node), show_vector(values))
            }
            MaxnEvent::End { values, .. } => format!(
                "end: value {}; line of play {}",
                show_vector(values),
                self.line_of_play()
            ),
        }
    }

    /// The tutor's sentence for an event: what the player to move does.
    pub fn explain(&self, e: &MaxnEvent) -> String {
        match e {
            MaxnEvent::Enter { node, .. } if !self.tree.node(*node).children.is_empty() => format!(
                "The search enters {}: {p} moves here and takes the successor whose vector is \
                 largest in {p}'s own component (the first one on a tie).",
                self.name(*node),
                p = self.player(*node)
            ),
            MaxnEvent::Evaluate { node, values } => format!(
                "{} is a leaf: its static value is a vector, one value per player ({}): {}.",
                self.name(*node),
                self.trace.players.join(", "),
                show_vector(values)
            ),
            MaxnEvent::Provisional { node, values, child } => {
                let p = self.player(*node);
                let first = self.tree.node(*node).children.first() == Some(child);
                let (which, better) = match first {
                    true => ("its first successor ", ""),
                    false => ("", ", more than any successor before it"),
                };
                format!(
                    "{} ({p} moves): {which}{} brings {}, worth {} to {p}{better}: the provisional vector of {} is {}.",
                    self.name(*node),
                    self.name(*child),
                    show_vector(values),
                    show(values[self.agent(*node)]),
                    self.name(*node),
                    show_vector(values)
                )
            }
            MaxnEvent::End { values, .. } => format!(
                "The search is over: {} gets {}. Line of play: {}.",
                self.name(0),
                show_vector(values),
                self.line_of_play()
            ),
            other => {
                let mut s = self.describe(other);
                s[..1].make_ascii_uppercase();
                s + "."
            }
        }
    }
}

/// One line per event, in plain words.
pub fn render(tree: &GameTree, t: &MaxnTrace) -> String {
    let words = Words { tree, trace: t };
    let width = t.events.len().to_string().len();
    let mut out = String::new();
    for (k, e) in t.events.iter().enumerate() {
        out += &format!("{:>width$}  {}\n", k + 1, words.describe(e));
    }
    out
}
