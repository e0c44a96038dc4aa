//! The one computer player, on the game screen and in `kalah match`: it
//! searches for every move as good as the best ([`Choose`]: Kalah's fast
//! engine, or the recording search's `search::choose` for the other
//! games), then picks one of them ([`Computer`]): at random from a seed,
//! or the first.

use crate::engine::kalah::computer as kalah_computer;
use crate::engine::kalah::fast::Settings;
use crate::game::Game;
use crate::game::connect4::ConnectFour;
use crate::game::kalah::Kalah;
use crate::game::nim::Nim;
use crate::game::stopping::Stopping;
use crate::game::tictactoe::TicTacToe;
use crate::search::choose::{self, Choice};
use crate::search::{Algorithm, Rule, Setup};

use rand_chacha::ChaCha8Rng;
use std::sync::atomic::{AtomicBool, Ordering};

/// A game the computer can choose its moves in.
pub trait Choose: Game + Sized {
    /// Every move as good as the best from `root`, searched with `setup`;
    /// `None` where the game is over. Once `stop` is set the answer is
    /// not wanted any more, and the search may give up with any result.
    fn best_moves(
        &self,
        root: &Self::Position,
        setup: Setup,
        stop: &AtomicBool,
    ) -> Option<Choice<Self::Move>> {
        recording_search(self, root, setup, stop)
    }
}

/// The recording search's choice, over a game that turns terminal
/// everywhere once `stop` is set, so that a given-up search unwinds.
fn recording_search<G: Game>(
    game: &G,
    root: &G::Position,
    setup: Setup,
    stop: &AtomicBool,
) -> Option<Choice<G::Move>> {
    choose::best_moves(&Stopping { game, stop }, root, setup)
}

impl Choose for Nim {}

impl Choose for TicTacToe {}

impl Choose for ConnectFour {}

/// Kalah is searched by the fast engine wherever it searches what the
/// recording search would: minimax or alpha-beta with MAX to move at the
/// root, a depth limit, no quiescence and no strict rule (which only the
/// recording search has).
impl Choose for Kalah {
    fn best_moves(&self, root: &Self::Position, setup: Setup, stop: &AtomicBool) -> Option<Choice<usize>> {
        let same = matches!(setup.algorithm, Algorithm::AlphaBeta | Algorithm::Minimax)
            && root.to_move == self.max_side
            && !setup.quiescence
            && setup.rule == Rule::Equality;
        let fast = same.then_some(setup.depth).flatten();
        let Some(depth) = fast else {
            return recording_search(self, root, setup, stop);
        };
        // The fast engine cannot be given up once started (it takes no
        // stop flag yet): a search given up before it starts is not begun.
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        let settings = Settings {
            algorithm: setup.algorithm,
            depth,
            eval: self.eval.clone(),
            order: setup.order,
        };
        kalah_computer::best_moves(&self.rules, root, &settings)
    }
}

/// How the computer chose a move.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision<M> {
    pub choice: Choice<M>,
    pub depth: u32,
    /// Whether the move was drawn at random among several equally good ones.
    pub at_random: bool,
}

/// Picks one of the equally good moves: drawn from a seeded ChaCha8
/// generator, or always the first.
pub struct Computer {
    rng: Option<ChaCha8Rng>,
}

impl Computer {
    /// With a seed, a move drawn at random among the equal ones; without,
    /// the first.
    pub fn new(seed: Option<u64>) -> Computer {
        Computer {
            rng: seed.map(generator),
        }
    }

    /// The move to play of `choice`, and the decision that names it.
    pub fn pick<M: Clone>(&mut self, choice: Choice<M>, depth: u32) -> (M, Decision<M>) {
        let n = choice.best.len();
        let (k, at_random) = match &mut self.rng {
            Some(rng) if n > 1 => (draw(rng, n), true),
            _ => (0, false),
        };
        let mv = choice.best[k].clone();
        let decision = Decision {
            choice,
            depth,
            at_random,
        };
        (mv, decision)
    }

    /// Searches `pos` and picks a move, on this thread; `None` when the
    /// game is over.
    pub fn play<G: Choose>(
        &mut self,
        game: &G,
        pos: &G::Position,
        setup: Setup,
    ) -> Option<(G::Move, Decision<G::Move>)> {
        let choice = game.best_moves(pos, setup, &AtomicBool::new(false))?;
        Some(self.pick(choice, setup.depth.unwrap_or(0)))
    }
}

use crate::seeded::generator;

/// One of `n` equal moves.
fn draw(rng: &mut ChaCha8Rng, n: usize) -> usize {
    crate::seeded::draw(rng, n as u64) as usize
}
