//! What the tutor steps through: something that can record a search trace
//! for any settings, with an optional explicit tree to draw in full and an
//! optional drawing of the selected node (a game board). The tutor knows
//! nothing of the games behind it.

use crate::game::tree::GameTree;
use crate::scenario::Scenario;
use crate::trace::{Counters, NodeId, Setup, Trace};
use ratatui::text::Text;

pub trait Subject {
    /// The short name ("bratko-fig2").
    fn name(&self) -> &str;
    /// What it shows, in one line.
    fn title(&self) -> &str;
    /// The whole game tree when it is written out (a scenario); the tree
    /// pane then shows the nodes the search never reaches too.
    fn tree(&self) -> Option<&GameTree> {
        None
    }
    /// Runs the search with these settings and keeps its trace.
    fn record(&self, setup: Setup) -> Result<Trace, String>;
    /// The counts of a search without keeping its trace.
    fn counts(&self, setup: Setup) -> Result<Counters, String> {
        self.record(setup).map(|t| t.counters(usize::MAX))
    }
    /// A drawing of a node's position for the detail panel (a board).
    fn detail(&self, _trace: &Trace, _node: NodeId) -> Option<Text<'static>> {
        None
    }
}

impl Subject for Scenario {
    fn name(&self) -> &str {
        &self.name
    }

    fn title(&self) -> &str {
        &self.title
    }

    fn tree(&self) -> Option<&GameTree> {
        Some(&self.tree)
    }

    fn record(&self, setup: Setup) -> Result<Trace, String> {
        Scenario::record(self, setup)
    }
}
