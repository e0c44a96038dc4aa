//! The move tree of a decision, for the tutor: the game searched live from
//! the position, with the board drawn for the selected node. Searches
//! that would build too many nodes are declined (`search::size::allow`),
//! and every recording is held to the memory budget: the tree shown to
//! three quarters of it, the run it is compared with to the rest.

use crate::game::Game;
use crate::record::search::{Counters, NodeId, Trace};
use crate::search::Setup;
use crate::search::setup::Refusal;
use crate::search::size::{Budget, Watch, allow};
use crate::subject::{Live, Subject};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};

pub struct MoveTree<G: Game> {
    pub live: Live<G>,
    pub budget: Budget,
    /// The flag that gives the first recording up, and its progress.
    pub watch: Arc<Watch>,
}

impl<G: Game> MoveTree<G> {
    fn allow(&self, setup: Setup) -> Result<(), Refusal> {
        allow(&self.live.game, &self.live.root, setup)
    }
}

impl<G> Subject for MoveTree<G>
where
    G: Game + Send + Sync,
    G::Position: Send + Sync,
{
    fn name(&self) -> &str {
        self.live.name()
    }

    fn source_and_note(&self) -> (&str, &str) {
        ("", &self.live.note)
    }

    fn title(&self) -> &str {
        self.live.title()
    }

    /// The recording, given up past the budget (or, while the tree is
    /// being built, when the build is cancelled) as too big.
    fn record(&self, setup: Setup) -> Result<Trace, Refusal> {
        self.allow(setup)?;
        let (game, root, watch) = (&self.live.game, &self.live.root, &self.watch);
        let most = self.budget.tree_events() as usize;
        // The build's flag is set when the build is done with: a later
        // recording (the comparison, another order) must not read it.
        let later = AtomicBool::new(false);
        let stop = match watch.opened.load(Relaxed) {
            true => &later,
            false => &watch.cancel,
        };
        let trace = crate::search::record_counted(game, root, setup, stop, most, &watch.done);
        trace.ok_or(Refusal::TooBig {
            algorithm: setup.algorithm,
            nodes: most as f64,
        })
    }

    fn record_within(&self, setup: Setup, stop: &AtomicBool, most: usize) -> Result<Option<Trace>, Refusal> {
        self.allow(setup)?;
        let most = most.min(self.budget.compared_events() as usize);
        self.live.record_within(setup, stop, most)
    }

    /// As `record`, with a flag and a counter of its own (the build's
    /// are done with once the tutor is open).
    fn record_counted(
        &self,
        setup: Setup,
        stop: &AtomicBool,
        done: &AtomicU64,
    ) -> Result<Option<Trace>, Refusal> {
        self.allow(setup)?;
        let most = self.budget.tree_events() as usize;
        let trace = crate::search::record_counted(&self.live.game, &self.live.root, setup, stop, most, done);
        match trace {
            None if !stop.load(Relaxed) => Err(Refusal::TooBig {
                algorithm: setup.algorithm,
                nodes: most as f64,
            }),
            trace => Ok(trace),
        }
    }

    fn counts(&self, setup: Setup) -> Result<Counters, Refusal> {
        self.allow(setup)?;
        self.live.counts(setup)
    }

    fn counts_until(&self, setup: Setup, stop: &AtomicBool) -> Result<Counters, Refusal> {
        self.allow(setup)?;
        self.live.counts_until(setup, stop)
    }

    fn detail(&self, trace: &Trace, node: NodeId) -> Option<Vec<String>> {
        self.live.detail(trace, node)
    }
}
