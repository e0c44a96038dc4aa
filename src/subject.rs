//! What the tutor steps through: something that can record a search trace
//! for any settings, with an optional explicit tree to draw in full and an
//! optional drawing of the selected node (a game board). The tutor knows
//! nothing of the games behind it.

use crate::game::known::{OnNamed, Shown};
use crate::game::stopping::Stopping;
use crate::game::tree::GameTree;
use crate::game::{Game, WinLoss};
use crate::record::search::{Counters, NodeId, Trace};
use crate::scenario::Scenario;
use crate::scenario::games::NamedGame;
use crate::search;
use crate::search::Setup;
use crate::search::ordering::depths::ByDepth;
use crate::search::setup::Refusal;
use crate::search::summary::Summary;
use std::hash::Hash;
use std::sync::atomic::{AtomicBool, AtomicU64};

/// Subjects are shared with the thread that counts the comparison's
/// search (`SearchStory`), hence `Send + Sync`.
pub trait Subject: Send + Sync {
    /// The short name ("bratko-fig2").
    fn name(&self) -> &str;
    /// What it shows, in one line.
    fn title(&self) -> &str;
    /// Where it comes from and what it teaches (a scenario's source and
    /// note), for the tutor's `i`.
    fn source_and_note(&self) -> (&str, &str) {
        ("", "")
    }
    /// The whole game tree when it is written out (a scenario); the tree
    /// pane then shows the nodes the search never reaches too.
    fn tree(&self) -> Option<&GameTree> {
        None
    }
    /// Whether the game has chance nodes (then expectimax is its algorithm).
    fn has_chance(&self) -> bool {
        self.tree().is_some_and(GameTree::has_chance)
    }
    /// Runs the search with these settings and keeps its trace; refused
    /// where the settings do not fit the tree (a depth limit on a node
    /// without a static value, ...).
    fn record(&self, setup: Setup) -> Result<Trace, Refusal>;
    /// Runs the search and keeps its trace, unless `stop` is set or the
    /// trace would grow past `most` events (`None`): for a run recorded in
    /// the background.
    fn record_within(
        &self,
        setup: Setup,
        _stop: &AtomicBool,
        _most: usize,
    ) -> Result<Option<Trace>, Refusal> {
        self.record(setup).map(Some)
    }
    /// Runs the search and keeps its trace, counting the events recorded
    /// so far in `done` and giving up once `stop` is set (`None`): for a
    /// run recorded again on a thread of its own, with a progress line.
    fn record_counted(
        &self,
        setup: Setup,
        _stop: &AtomicBool,
        _done: &AtomicU64,
    ) -> Result<Option<Trace>, Refusal> {
        self.record(setup).map(Some)
    }
    /// The counts of a search without keeping its trace.
    fn counts(&self, setup: Setup) -> Result<Counters, Refusal> {
        self.record(setup).map(|t| t.counters(usize::MAX))
    }
    /// The counts, given up (with any result) once `stop` is set: for the
    /// counts worked out on another thread.
    fn counts_until(&self, setup: Setup, _stop: &AtomicBool) -> Result<Counters, Refusal> {
        self.counts(setup)
    }
    /// What `gametree stats` reports of a search with these settings.
    fn summary(&self, setup: Setup) -> Result<Summary, Refusal> {
        self.record(setup).map(|t| Summary::of_trace(&t))
    }
    /// The counts of a search with its static evaluations by depth.
    fn by_depth(&self, setup: Setup) -> Result<ByDepth, Refusal> {
        self.record(setup).map(|t| ByDepth::of_trace(&t))
    }
    /// A drawing of a node's position for the detail panel (a board), row
    /// by row.
    fn detail(&self, _trace: &Trace, _node: NodeId) -> Option<Vec<String>> {
        None
    }
    /// Whether leaf values stay hidden until evaluated: a scenario may ask
    /// for it; a live game's are unknown until then anyway.
    fn hides_leaves(&self) -> bool {
        false
    }
    /// Whether `detail` draws positions.
    fn draws_positions(&self) -> bool {
        false
    }

    /// The scenario searched, where it is one (to be edited).
    fn scenario(&self) -> Option<&Scenario> {
        None
    }
}

impl Subject for Scenario {
    fn name(&self) -> &str {
        &self.name
    }

    fn title(&self) -> &str {
        crate::words::local(&self.title)
    }

    fn source_and_note(&self) -> (&str, &str) {
        (crate::words::local(&self.source), crate::words::local(&self.note))
    }

    fn hides_leaves(&self) -> bool {
        self.hide_leaves
    }

    fn tree(&self) -> Option<&GameTree> {
        Some(&self.tree)
    }

    fn scenario(&self) -> Option<&Scenario> {
        Some(self)
    }

    fn record(&self, setup: Setup) -> Result<Trace, Refusal> {
        Scenario::record(self, setup)
    }

    fn record_counted(
        &self,
        setup: Setup,
        stop: &AtomicBool,
        done: &AtomicU64,
    ) -> Result<Option<Trace>, Refusal> {
        if let Some(refused) = self.refuses(&setup) {
            return Err(refused);
        }
        let root = self.tree.root();
        search::record_counted(&self.tree, &root, setup, stop, usize::MAX, done)
            .map(Refusal::unless_unshown)
            .transpose()
    }

    fn by_depth(&self, setup: Setup) -> Result<ByDepth, Refusal> {
        self.takes(&setup)?;
        Ok(ByDepth::search(&self.tree, &self.tree.root(), setup))
    }
}

/// Draws a position of a game, row by row (a board).
pub type Sketch<G> = fn(&G, &<G as Game>::Position) -> Vec<String>;

/// A game searched live from a position: no tree written out, only the
/// trace (Kalah and other real games). The detail panel shows a node's
/// position, replayed from the root along the node's moves.
pub struct Live<G: Game> {
    pub name: String,
    pub title: String,
    pub game: G,
    pub root: G::Position,
    /// Draws a position (a board), when the game can.
    pub draw: Option<Sketch<G>>,
    /// What the tutor's `i` says about it (how a decision's tree differs
    /// from the choice the game screen reports), or nothing.
    pub note: String,
}

impl<G: Game> Live<G> {
    /// The position of a trace node: the root, then each move on its path.
    pub fn position(&self, trace: &Trace, node: NodeId) -> Option<G::Position> {
        let mut pos = self.root.clone();
        for id in trace.path_to(node).into_iter().skip(1) {
            let mv = self
                .game
                .moves(&pos)
                .get(trace.tree.move_index(id) as usize)?
                .clone();
            pos = self.game.play(&pos, &mv);
        }
        Some(pos)
    }
}

impl<G> Subject for Live<G>
where
    G: Game + Send + Sync,
    G::Position: Send + Sync,
{
    fn name(&self) -> &str {
        &self.name
    }

    fn source_and_note(&self) -> (&str, &str) {
        ("", &self.note)
    }

    fn title(&self) -> &str {
        &self.title
    }

    fn record(&self, setup: Setup) -> Result<Trace, Refusal> {
        live_order(setup)?;
        Ok(search::record(&self.game, &self.root, setup))
    }

    fn record_within(&self, setup: Setup, stop: &AtomicBool, most: usize) -> Result<Option<Trace>, Refusal> {
        live_order(setup)?;
        Ok(search::record_within(&self.game, &self.root, setup, stop, most))
    }

    fn record_counted(
        &self,
        setup: Setup,
        stop: &AtomicBool,
        done: &AtomicU64,
    ) -> Result<Option<Trace>, Refusal> {
        live_order(setup)?;
        Ok(search::record_counted(
            &self.game,
            &self.root,
            setup,
            stop,
            usize::MAX,
            done,
        ))
    }

    fn counts(&self, setup: Setup) -> Result<Counters, Refusal> {
        live_order(setup)?;
        let mut c = Counters::default();
        search::search(&self.game, &self.root, setup, &mut c);
        Ok(c)
    }

    fn counts_until(&self, setup: Setup, stop: &AtomicBool) -> Result<Counters, Refusal> {
        live_order(setup)?;
        let game = Stopping {
            game: &self.game,
            stop,
        };
        let mut c = Counters::default();
        search::search(&game, &self.root, setup, &mut c);
        Ok(c)
    }

    fn summary(&self, setup: Setup) -> Result<Summary, Refusal> {
        live_order(setup)?;
        Ok(Summary::search(&self.game, &self.root, setup))
    }

    fn by_depth(&self, setup: Setup) -> Result<ByDepth, Refusal> {
        live_order(setup)?;
        Ok(ByDepth::search(&self.game, &self.root, setup))
    }

    fn detail(&self, trace: &Trace, node: NodeId) -> Option<Vec<String>> {
        let draw = self.draw?;
        Some(draw(&self.game, &self.position(trace, node)?))
    }

    fn draws_positions(&self) -> bool {
        self.draw.is_some()
    }
}

/// A game searched live has no tree written out for the ordering lab's
/// orders to read.
fn live_order(setup: Setup) -> Result<(), Refusal> {
    setup.order.for_game().map(drop)
}

/// A game by name, searched live from its start: a board game
/// (tic-tac-toe with chapter 3's open-lines evaluation) with its boards
/// drawn, or Nim and Kalah with the state's name (`7+`) in their place:
/// the position beside the tree, since its nodes are named by the rule.
pub fn named_game(game: NamedGame) -> Box<dyn Subject> {
    let (name, title) = (game.name(), crate::words::games::title(game));
    game.on(LiveNamed { name, title })
}

/// A game by name made a live subject (`named_game`).
struct LiveNamed {
    name: String,
    title: String,
}

impl OnNamed for LiveNamed {
    type Out = Box<dyn Subject>;
    fn on<G>(self, game: G, root: G::Position, shown: Shown) -> Box<dyn Subject>
    where
        G: WinLoss + Send + Sync + 'static,
        G::Position: Eq + Hash + Send + Sync,
    {
        let drawn: Sketch<G> = |g, pos| g.position_name(pos).and_then(|p| board(&p)).unwrap_or_default();
        let named: Sketch<G> = |g, pos| g.position_name(pos).into_iter().collect();
        Box::new(Live {
            name: self.name,
            title: self.title,
            game,
            root,
            draw: Some(if shown.boards { drawn } else { named }),
            note: String::new(),
        })
    }
}

/// A position written row by row, `/` between rows (`X.O/.X./...`), drawn
/// as a board with the cells spaced out; `None` for other notations.
pub fn board(position: &str) -> Option<Vec<String>> {
    if !position.contains('/') {
        return None;
    }
    let row = |row: &str| row.chars().map(String::from).collect::<Vec<_>>().join(" ");
    Some(position.split('/').map(row).collect())
}
