//! The proof of a game known by name (`nim-N`, `tictactoe-3x3`,
//! `connect4-CxR`, `kalah-PxS`, listed in `game/known.rs`) from its start.

use crate::game::WinLoss;
pub use crate::game::known::NamedGame;
use crate::game::known::{OnNamed, Shown};
use crate::record::proof::{Problem, ProofTrace};
use crate::search::proof::prove;
use std::hash::Hash;

impl NamedGame {
    /// The problem worth watching: the one of the player who can force a
    /// win, W when neither can.
    pub fn provable_problem(self) -> Problem {
        let provable = |p| self.prove(p, true).solved() == Some(true);
        [Problem::W, Problem::V]
            .into_iter()
            .find(|&p| provable(p))
            .unwrap_or(Problem::W)
    }

    /// Whether a proof uses the transposition table when `asked` for it or
    /// not: big Nim piles and Connect Four always do.
    pub fn uses_table(self, asked: bool) -> bool {
        asked || self.shown().table
    }

    /// Whether its positions are drawn and its proof needs the table.
    pub fn shown(self) -> Shown {
        self.on(ShownOf)
    }

    /// Proves `problem` from the start, with the transposition table if
    /// `table` (or if the game needs it, see `uses_table`). Without it, W
    /// for tic-tac-toe generates 16 158 nodes of the 549 946 of its tree
    /// (the early stops prune the rest); 4 055 with it.
    pub fn prove(self, problem: Problem, table: bool) -> ProofTrace {
        self.on(Prove { problem, table })
    }
}

/// How the game is shown and proved (`NamedGame::shown`).
struct ShownOf;

impl OnNamed for ShownOf {
    type Out = Shown;
    fn on<G>(self, _: G, _: G::Position, shown: Shown) -> Shown
    where
        G: WinLoss + Send + Sync + 'static,
        G::Position: Eq + Hash + Send + Sync,
    {
        shown
    }
}

/// The proof of `problem`, with the table if asked or needed.
struct Prove {
    problem: Problem,
    table: bool,
}

impl OnNamed for Prove {
    type Out = ProofTrace;
    fn on<G>(self, game: G, start: G::Position, shown: Shown) -> ProofTrace
    where
        G: WinLoss + Send + Sync + 'static,
        G::Position: Eq + Hash + Send + Sync,
    {
        prove(&game, &start, self.problem, self.table || shown.table)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Player;

    #[test]
    fn the_provable_problem_is_the_winner_s() {
        assert_eq!(NamedGame::nim(7).provable_problem(), Problem::V);
        assert_eq!(NamedGame::nim(8).provable_problem(), Problem::W);
        assert_eq!(NamedGame::TICTACTOE.provable_problem(), Problem::W);
    }

    #[test]
    fn with_minus_to_move_first_plus_wins_seven() {
        // 7+: MINUS, second, wins (Fig. 17); 7-: PLUS is second and wins.
        let minus = |coins| NamedGame::nim(coins).with_to_move(Player::Min).unwrap();
        assert_eq!(minus(7).first(), Player::Min);
        assert_eq!(minus(7).provable_problem(), Problem::W);
        assert_eq!(minus(7).with_to_move(Player::Max), Some(NamedGame::nim(7)));
        assert_eq!(minus(8).provable_problem(), Problem::V);
    }

    #[test]
    fn big_piles_connect_four_and_kalah_use_the_table() {
        assert!(NamedGame::parse("kalah-1x1").unwrap().uses_table(false));
        assert!(!NamedGame::nim(24).uses_table(false));
        assert!(NamedGame::nim(25).uses_table(false));
        assert!(!NamedGame::TICTACTOE.uses_table(false));
        assert!(NamedGame::parse("connect4-4x4").unwrap().uses_table(false));
        let t = NamedGame::nim(1000).prove(Problem::V, false);
        assert!(t.about.table);
        assert_eq!(t.solved(), Some(true)); // 1000 = 3·333 + 1
        assert!(t.counts(usize::MAX).nodes_generated < 4000);
    }
}
