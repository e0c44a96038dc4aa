//! What `gametree stats` reports of one search: the counts, the root
//! value and the principal variation by name, and each iteration's counts.
//! From a recorded trace, or from a search that keeps no trace at all (a
//! game's full tree can have half a million nodes).

use super::quickest::Distance;
use super::{Algorithm, Outcome, choose, search};
use crate::game::Game;
use crate::record::naming::{self, Paths, Shape};
use crate::record::search::{Counters, Event, NodeId, SearchNode, Trace};
use crate::record::{NodeSpec, Recorder};
use crate::search::Setup;
use crate::value::Value;

#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    pub counters: Counters,
    pub value: Option<Value>,
    /// The principal variation by name, root first.
    pub pv: Vec<String>,
    /// Its moves from the root, as labelled.
    pub pv_moves: Vec<String>,
    /// The label of the first move of the principal variation; where the
    /// value is a win or a loss, of the computer's move (the quickest win
    /// or the longest loss), which `distance` says how far off it is.
    pub best_move: Option<String>,
    pub distance: Option<Distance>,
    /// The label of the first move of the principal variation, which
    /// takes the first move of the best value whatever its distance.
    pub pv_move: Option<String>,
    /// Iterative deepening: each iteration's depth limit and counts.
    pub iterations: Vec<(u32, Counters)>,
}

impl Summary {
    pub fn of_trace(t: &Trace) -> Summary {
        Summary {
            counters: t.counters(usize::MAX),
            value: t.value(),
            pv: t.pv().iter().map(|&id| t.name(id).to_string()).collect(),
            pv_moves: t.pv().iter().skip(1).map(|&id| t.label(id).to_string()).collect(),
            best_move: t.best_move().map(String::from),
            distance: None,
            pv_move: t.best_move().map(String::from),
            iterations: t.iterations(),
        }
    }

    /// Searches a game keeping only counts; the principal variation is
    /// named by replaying its moves from the root, as a trace names nodes.
    pub fn search<G: Game>(game: &G, root: &G::Position, setup: Setup) -> Summary {
        let mut tally = Tally::default();
        let outcome = search(game, root, setup, &mut tally);
        let (pv, pv_moves) = named_pv(game, root, &outcome, &tally);
        let pv_move = pv_moves.first().cloned();
        let mut best_move = pv_move.clone();
        let distance = quickest(game, root, setup, outcome.value).map(|(label, d)| {
            best_move = Some(label);
            d
        });
        Summary {
            counters: tally.total,
            value: Some(outcome.value),
            pv,
            pv_moves,
            best_move,
            distance,
            pv_move,
            iterations: tally.iterations,
        }
    }
}

/// The names along the principal variation and its moves' labels:
/// a game's own names (a scenario's), else the names the rule makes over
/// the tree the search built, as a trace's are.
fn named_pv<G: Game>(
    game: &G,
    root: &G::Position,
    outcome: &Outcome,
    tally: &Tally,
) -> (Vec<String>, Vec<String>) {
    let mut pos = root.clone();
    let made = game.node_name(root).is_none().then(|| tally.places());
    let ids = tally.pv_ids(outcome);
    let named = |k: usize, pos: &G::Position| match &made {
        Some(places) => {
            let id = ids[k] as usize;
            let parent = tally.shape.parent(id).map(|p| places[p]);
            naming::name(places[id], parent)
        }
        None => game.node_name(pos).unwrap_or_default().into_owned(),
    };
    let mut names = vec![named(0, &pos)];
    let mut moves = Vec::new();
    for (k, step) in outcome.pv.iter().enumerate() {
        let Some(mv) = game.moves(&pos).into_iter().nth(step.move_index as usize) else {
            break;
        };
        moves.push(game.move_label(&pos, &mv));
        pos = game.play(&pos, &mv);
        names.push(named(k + 1, &pos));
    }
    (names, moves)
}

/// Where `value` is a win or a loss, the computer's move and how far off
/// the end is: the game screen's choice, so that `stats` names the move
/// the computer plays at every depth.
fn quickest<G: Game>(game: &G, root: &G::Position, setup: Setup, value: Value) -> Option<(String, Distance)> {
    // Expectimax's values are no minimax values.
    if game.won_by(value).is_none() || setup.algorithm == Algorithm::Expectimax {
        return None;
    }
    let choice = choose::best_moves(game, root, setup)?;
    Some((game.move_label(root, choice.best.first()?), choice.distance?))
}

/// Counts the whole search and each iteration of iterative deepening,
/// and keeps the tree's skeleton for the names.
#[derive(Default)]
pub(super) struct Tally {
    total: Counters,
    iterations: Vec<(u32, Counters)>,
    shape: Paths,
}

impl Tally {
    /// Every node's place in the names the rule makes.
    fn places(&self) -> Vec<naming::Place> {
        let roots = self.shape.parent.iter().filter(|&&p| p == u32::MAX).count();
        match roots {
            1 => naming::places(&self.shape),
            _ => naming::places_together(&[&self.shape as &dyn Shape])
                .pop()
                .unwrap_or_default(),
        }
    }

    /// The nodes of the principal variation, its root first: the root of
    /// the last search (iterative deepening searches from it again).
    fn pv_ids(&self, outcome: &Outcome) -> Vec<u32> {
        let last_root = self
            .shape
            .parent
            .iter()
            .rposition(|&p| p == u32::MAX)
            .unwrap_or(0);
        let root = outcome
            .pv
            .first()
            .and_then(|s| self.shape.parent(s.node.index()))
            .unwrap_or(last_root);
        std::iter::once(root as u32)
            .chain(outcome.pv.iter().map(|s| s.node.0))
            .collect()
    }
}

impl Recorder<Event, SearchNode> for Tally {
    fn add_node<'l>(
        &mut self,
        parent: Option<NodeId>,
        describe: impl FnOnce() -> NodeSpec<'l, SearchNode>,
    ) -> NodeId {
        let s = &mut self.shape;
        let (parent, depth) = match parent {
            Some(p) => (p.0, s.depth[p.index()] + 1),
            None => (u32::MAX, 0),
        };
        s.parent.push(parent);
        s.depth.push(depth);
        s.moves.push(describe().move_index);
        NodeId::at(s.parent.len() - 1)
    }

    fn record(&mut self, _line: crate::record::Line, event: Event) {
        match (event, self.iterations.last_mut()) {
            (Event::Iteration { depth }, _) => self.iterations.push((depth, Counters::default())),
            (event, Some((_, c))) => c.count(&event),
            _ => {}
        }
        self.total.count(&event);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::Scenario;
    use crate::search::Algorithm;

    #[test]
    fn a_search_without_trace_says_what_the_trace_says() {
        let s = Scenario::resolve("ordering-deepening").unwrap();
        for algorithm in [
            Algorithm::Minimax,
            Algorithm::AlphaBeta,
            Algorithm::IterativeDeepening,
        ] {
            let setup = s.setup(algorithm, None, crate::search::Rule::Equality);
            let traced = Summary::of_trace(&s.record(setup).unwrap());
            assert_eq!(
                Summary::search(&s.tree, &s.tree.root(), setup),
                traced,
                "{algorithm}"
            );
        }
    }
}
