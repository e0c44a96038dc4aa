//! The games the prover (and the command line) know by name: `nim-N`,
//! `tictactoe-3x3` and `connect4-CxR` on the boards whose proof finishes,
//! each from its start with PLUS to move.

use crate::game::Player;
use crate::game::connect4::ConnectFour;
use crate::game::nim::{Nim, Pile};
use crate::game::tictactoe::{Evaluation, TicTacToe};
use crate::game::{Named, Unknown};
use crate::record::proof::{Problem, ProofTrace};
use crate::search::proof::prove;

/// A game by name: `nim-N` (N coins, 1 ≤ N ≤ 1000) or `tictactoe-3x3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NamedGame {
    Nim(u32),
    /// `nim-N --to-move minus`: N coins with MINUS to move first, the
    /// text's `N-`.
    NimMinus(u32),
    TicTacToe3x3,
    /// Connect Four on an empty board of `columns` × `rows` (`PROVABLE`).
    ConnectFour {
        columns: u8,
        rows: u8,
    },
}

impl NamedGame {
    /// The most coins `nim-N` takes.
    pub const MAX_COINS: u32 = 1000;
    /// Above this many coins the plain tree is too big (it grows about
    /// threefold every three coins: 4.8 million nodes for 40), so the
    /// table is always used.
    pub const PLAIN_NIM_MAX: u32 = 24;
    /// The Connect Four boards whose proof finishes in seconds (with the
    /// table: 4×6 builds 493 542 nodes for W; 6×4 past 22 million, 5×5
    /// more; tests/engine/connect4.rs, `proof_sizes`).
    pub const PROVABLE: [(u8, u8); 4] = [(4, 4), (4, 5), (5, 4), (4, 6)];

    pub fn parse(name: &str) -> Result<NamedGame, Unknown> {
        match name {
            "tictactoe-3x3" => Ok(NamedGame::TicTacToe3x3),
            _ if name.starts_with("connect4-") => Self::parse_connect4(name),
            _ => match name.strip_prefix("nim-").map(str::parse::<u32>) {
                Some(Ok(n)) if (1..=Self::MAX_COINS).contains(&n) => Ok(NamedGame::Nim(n)),
                _ => Err(Named::Game.unknown(name)),
            },
        }
    }

    /// `connect4-4x5`: one of the `PROVABLE` boards.
    fn parse_connect4(name: &str) -> Result<NamedGame, Unknown> {
        let size = name.strip_prefix("connect4-").and_then(|s| s.split_once('x'));
        let side = |s: &str| s.parse::<u8>().ok();
        let board = size.and_then(|(c, r)| Some((side(c)?, side(r)?)));
        match board.filter(|b| Self::PROVABLE.contains(b)) {
            Some((columns, rows)) => Ok(NamedGame::ConnectFour { columns, rows }),
            None => Err(Named::Game.unknown(name)),
        }
    }

    /// The same game with `to_move` moving first (Nim: PLUS, MAX, is
    /// `nim-N`, MINUS `N-`); tic-tac-toe's board says who moves.
    pub fn with_to_move(self, to_move: Player) -> NamedGame {
        match (self, to_move) {
            (NamedGame::Nim(n) | NamedGame::NimMinus(n), Player::Min) => NamedGame::NimMinus(n),
            (NamedGame::Nim(n) | NamedGame::NimMinus(n), _) => NamedGame::Nim(n),
            (other, _) => other,
        }
    }

    /// Nim's first position: `N+` or `N-`.
    pub fn nim_start(self) -> Option<Pile> {
        match self {
            NamedGame::Nim(n) => Some(Nim::start(n)),
            NamedGame::NimMinus(n) => Some(Pile {
                coins: n,
                to_move: Player::Min,
            }),
            NamedGame::TicTacToe3x3 | NamedGame::ConnectFour { .. } => None,
        }
    }

    /// "nim-7", "tictactoe-3x3".
    pub fn name(self) -> String {
        match self {
            NamedGame::Nim(n) | NamedGame::NimMinus(n) => format!("nim-{n}"),
            NamedGame::TicTacToe3x3 => "tictactoe-3x3".into(),
            NamedGame::ConnectFour { columns, rows } => format!("connect4-{columns}x{rows}"),
        }
    }

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
        let big = matches!(self, NamedGame::Nim(n) | NamedGame::NimMinus(n) if n > Self::PLAIN_NIM_MAX);
        asked || big || matches!(self, NamedGame::ConnectFour { .. })
    }

    /// Connect Four's rules on the board of its name.
    pub fn connect4(self) -> Option<ConnectFour> {
        match self {
            NamedGame::ConnectFour { columns, rows } => ConnectFour::new(columns.into(), rows.into()),
            _ => None,
        }
    }

    /// Proves `problem` from the start, with the transposition table if
    /// `table` (or if the game needs it, see `uses_table`). Without it, W
    /// for tic-tac-toe generates 16 158 nodes of the 549 946 of its tree
    /// (the early stops prune the rest); 4 055 with it.
    pub fn prove(self, problem: Problem, table: bool) -> ProofTrace {
        let table = self.uses_table(table);
        match self {
            NamedGame::Nim(_) | NamedGame::NimMinus(_) => {
                let start = self.nim_start().expect("a pile");
                prove(&Nim, &start, problem, table)
            }
            NamedGame::TicTacToe3x3 => {
                let game = TicTacToe::new(3, Evaluation::OpenLines);
                prove(&game, &Default::default(), problem, table)
            }
            NamedGame::ConnectFour { .. } => {
                let game = self.connect4().expect("a provable board");
                prove(&game, &Default::default(), problem, table)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_names_parse() {
        assert_eq!(NamedGame::parse("nim-7"), Ok(NamedGame::Nim(7)));
        assert_eq!(NamedGame::parse("tictactoe-3x3"), Ok(NamedGame::TicTacToe3x3));
        assert_eq!(
            NamedGame::parse("connect4-4x5"),
            Ok(NamedGame::ConnectFour { columns: 4, rows: 5 })
        );
        for bad in [
            "nim-0",
            "nim-1001",
            "nim-x",
            "nim-",
            "chess",
            "connect4-7x6",
            "connect4-4",
        ] {
            assert!(NamedGame::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_provable_problem_is_the_winner_s() {
        assert_eq!(NamedGame::Nim(7).provable_problem(), Problem::V);
        assert_eq!(NamedGame::Nim(8).provable_problem(), Problem::W);
        assert_eq!(NamedGame::TicTacToe3x3.provable_problem(), Problem::W);
    }

    #[test]
    fn with_minus_to_move_first_plus_wins_seven() {
        // 7+: MINUS, second, wins (Fig. 17); 7-: PLUS is second and wins.
        let minus = NamedGame::Nim(7).with_to_move(Player::Min);
        assert_eq!(minus, NamedGame::NimMinus(7));
        assert_eq!(minus.provable_problem(), Problem::W);
        assert_eq!(minus.with_to_move(Player::Max), NamedGame::Nim(7));
        assert_eq!(NamedGame::NimMinus(8).provable_problem(), Problem::V);
    }

    #[test]
    fn big_piles_use_the_table_and_stay_small() {
        assert!(!NamedGame::Nim(24).uses_table(false));
        let t = NamedGame::Nim(1000).prove(Problem::V, false);
        assert!(t.about.table);
        assert_eq!(t.solved(), Some(true)); // 1000 = 3·333 + 1
        assert!(t.counts(usize::MAX).nodes_generated < 4000);
    }
}
