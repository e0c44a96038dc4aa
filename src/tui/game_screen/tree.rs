//! The move tree of a decision, for the tutor: the game searched live from
//! the position, with the board drawn for the selected node; searches
//! that would build too many nodes are declined (`session::tree::allow`).

use crate::game::Game;
use crate::record::search::{Counters, NodeId, Trace};
use crate::search::Setup;
use crate::search::setup::Refusal;
use crate::session::tree::allow;
use crate::subject::{Live, Subject};
use std::sync::atomic::AtomicBool;

pub struct MoveTree<G: Game> {
    pub live: Live<G>,
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

    fn title(&self) -> &str {
        self.live.title()
    }

    fn record(&self, setup: Setup) -> Result<Trace, Refusal> {
        self.allow(setup)?;
        self.live.record(setup)
    }

    fn record_within(&self, setup: Setup, stop: &AtomicBool, most: usize) -> Result<Option<Trace>, Refusal> {
        self.allow(setup)?;
        self.live.record_within(setup, stop, most)
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
