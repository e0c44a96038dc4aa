//! Which searches a move tree may be stepped through: those without
//! pruning (minimax, negamax) are declined where they would build more
//! nodes than stepping through can bear; the tutor then leaves out their
//! comparison column and skips them when the algorithm is switched.

use crate::game::Game;
use crate::search::setup::Refusal;
use crate::search::{Algorithm, Setup};

/// The most nodes (branching^depth) a search without pruning may build.
const MOST_NODES: f64 = 2e6;

/// Whether `setup`'s search of `game` from `root` may be recorded.
pub fn allow<G: Game>(game: &G, root: &G::Position, setup: Setup) -> Result<(), Refusal> {
    let prunes = matches!(
        setup.algorithm,
        Algorithm::AlphaBeta | Algorithm::IterativeDeepening
    );
    let branching = game.moves(root).len() as f64;
    let nodes = branching.powi(setup.depth.unwrap_or(u32::MAX).min(64) as i32);
    if prunes || nodes <= MOST_NODES {
        return Ok(());
    }
    Err(Refusal::TooBig {
        algorithm: setup.algorithm,
        nodes,
    })
}
