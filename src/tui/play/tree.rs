//! The move tree of a decision, for the tutor: the game searched live from
//! the position. Searches without pruning (minimax, negamax) are declined
//! where they would build more nodes than stepping through can bear: the
//! tutor then leaves out their comparison column and skips them when the
//! algorithm is switched.

use crate::game::Game;
use crate::record::search::{Counters, NodeId, Trace};
use crate::search::Algorithm;
use crate::search::Setup;
use crate::subject::{Live, Subject};
use ratatui::text::Text;
use std::sync::atomic::AtomicBool;

/// The most nodes (branching^depth) a search without pruning may build.
const MOST_NODES: f64 = 2e6;

pub struct MoveTree<G: Game> {
    pub live: Live<G>,
}

impl<G: Game> MoveTree<G> {
    fn allow(&self, setup: Setup) -> Result<(), String> {
        let prunes = matches!(
            setup.algorithm,
            Algorithm::AlphaBeta | Algorithm::IterativeDeepening
        );
        let branching = self.live.game.moves(&self.live.root).len() as f64;
        let nodes = branching.powi(setup.depth.unwrap_or(u32::MAX).min(64) as i32);
        if prunes || nodes <= MOST_NODES {
            return Ok(());
        }
        Err(format!(
            "{} would build up to {nodes:.0e} nodes at this depth: too many to step through",
            setup.algorithm
        ))
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

    fn record(&self, setup: Setup) -> Result<Trace, String> {
        self.allow(setup)?;
        self.live.record(setup)
    }

    fn counts(&self, setup: Setup) -> Result<Counters, String> {
        self.allow(setup)?;
        self.live.counts(setup)
    }

    fn counts_until(&self, setup: Setup, stop: &AtomicBool) -> Result<Counters, String> {
        self.allow(setup)?;
        self.live.counts_until(setup, stop)
    }

    fn detail(&self, trace: &Trace, node: NodeId) -> Option<Text<'static>> {
        self.live.detail(trace, node)
    }
}
