//! What the tutor steps through: something that can record a search trace
//! for any settings, with an optional explicit tree to draw in full and an
//! optional drawing of the selected node (a game board). The tutor knows
//! nothing of the games behind it.

use crate::game::Game;
use crate::game::tree::GameTree;
use crate::scenario::Scenario;
use crate::search;
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
    /// Whether the game has chance nodes (then expectimax is its algorithm).
    fn has_chance(&self) -> bool {
        self.tree().is_some_and(GameTree::has_chance)
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

/// A game searched live from a position: no tree written out, only the
/// trace (Kalah and other real games). The detail panel shows a node's
/// position, replayed from the root along the node's moves.
pub struct Live<G: Game> {
    pub name: String,
    pub title: String,
    pub game: G,
    pub root: G::Position,
    /// Draws a position (a board), when the game can.
    pub draw: Option<fn(&G, &G::Position) -> Text<'static>>,
}

impl<G: Game> Live<G> {
    /// The position of a trace node: the root, then each move on its path.
    pub fn position(&self, trace: &Trace, node: NodeId) -> Option<G::Position> {
        let mut pos = self.root.clone();
        for id in trace.path_to(node).into_iter().skip(1) {
            let mv = self
                .game
                .moves(&pos)
                .get(trace.node(id).move_index as usize)?
                .clone();
            pos = self.game.play(&pos, &mv);
        }
        Some(pos)
    }
}

impl<G: Game> Subject for Live<G> {
    fn name(&self) -> &str {
        &self.name
    }

    fn title(&self) -> &str {
        &self.title
    }

    fn record(&self, setup: Setup) -> Result<Trace, String> {
        Ok(search::record(&self.game, &self.root, setup))
    }

    fn counts(&self, setup: Setup) -> Result<Counters, String> {
        let mut c = Counters::default();
        search::search(&self.game, &self.root, setup, &mut c);
        Ok(c)
    }

    fn detail(&self, trace: &Trace, node: NodeId) -> Option<Text<'static>> {
        let draw = self.draw?;
        Some(draw(&self.game, &self.position(trace, node)?))
    }
}

/// A position written row by row, `/` between rows (`X.O/.X./...`), drawn
/// as a board with the cells spaced out; `None` for other notations.
pub fn board(position: &str) -> Option<Text<'static>> {
    if !position.contains('/') {
        return None;
    }
    let rows = position.split('/').map(|row| {
        let cells: Vec<String> = row.chars().map(String::from).collect();
        ratatui::text::Line::from(cells.join(" "))
    });
    Some(Text::from(rows.collect::<Vec<_>>()))
}
