//! The computer takes the quickest win and puts off a loss: among the
//! moves of the best value, where it is a win, those that win in the
//! fewest plies; where it is a loss, those that lose in the most. Checked
//! against a search written out plainly over the rules, from random
//! positions of every game the computer plays.

use super::brute_force;
use gametree::game::connect4::ConnectFour;
use gametree::game::kalah::{Evaluation as KalahEval, Kalah, Position, Rules, Side};
use gametree::game::nim::Nim;
use gametree::game::tictactoe::{Evaluation, TicTacToe};
use gametree::game::{Game, Player, played};
use gametree::search::{Algorithm, Order, Setup};
use gametree::session::Choose;
use gametree::value::Value;
use proptest::prelude::*;
use std::sync::atomic::AtomicBool;

/// Whether `winner` can force, within `plies`, a finished game worth
/// `value` or better to it.
fn forces<G: Game>(game: &G, pos: &G::Position, winner: Player, value: Value, plies: u32) -> bool {
    if game.is_terminal(pos) {
        let v = game.evaluate(pos);
        return v == value || winner.prefers(v, value);
    }
    if plies == 0 {
        return false;
    }
    let mut children = game.moves(pos).into_iter().map(|m| game.play(pos, &m));
    match game.player(pos) == winner {
        true => children.any(|c| forces(game, &c, winner, value, plies - 1)),
        false => children.all(|c| forces(game, &c, winner, value, plies - 1)),
    }
}

/// The computer's choice at `pos` to `depth` plies against the brute
/// force: its value, and its moves those of that value that win soonest
/// or lose latest (all of that value where it is neither).
/// `sure`: no static value is a finished game's.
fn check<G: Choose>(game: &G, pos: &G::Position, setup: Setup, sure: bool) -> Result<(), TestCaseError>
where
    G::Move: Ord + std::fmt::Debug,
{
    let depth = setup.depth.unwrap();
    let Some(choice) = game.best_moves(pos, setup, &AtomicBool::new(false)) else {
        prop_assert!(game.is_terminal(pos) || game.moves(pos).is_empty());
        return Ok(());
    };
    let value = brute_force(game, pos, Some(depth));
    prop_assert_eq!(choice.value, value);
    let tied: Vec<G::Move> = game
        .moves(pos)
        .into_iter()
        .filter(|m| brute_force(game, &game.play(pos, m), Some(depth - 1)) == value)
        .collect();
    let mut chosen = choice.best.clone();
    chosen.sort();
    let Some(winner) = game.won_by(value) else {
        prop_assert_eq!(chosen, tied);
        prop_assert_eq!(choice.distance, None);
        return Ok(());
    };
    let distance = |m: &G::Move| {
        let child = game.play(pos, m);
        (1..=depth).find(|&k| forces(game, &child, winner, value, k - 1))
    };
    let distances: Vec<Option<u32>> = tied.iter().map(distance).collect();
    let wins = winner == game.player(pos);
    // Where a static value can equal a finished game's (tic-tac-toe's
    // weighted count reaches 10), a move of that value may prove nothing;
    // elsewhere every move of a won or lost value proves it.
    prop_assert!(!sure || distances.iter().all(Option::is_some), "{:?}", distances);
    // A move that proves nothing is the slowest win, and the latest loss.
    let key = |d: &Option<u32>| d.unwrap_or(u32::MAX);
    let keys = distances.iter().map(key);
    let best = if wins { keys.min() } else { keys.max() }.unwrap();
    let expected: Vec<G::Move> = tied
        .iter()
        .zip(&distances)
        .filter(|(_, d)| key(d) == best)
        .map(|(m, _)| m.clone())
        .collect();
    prop_assert_eq!(chosen, expected);
    let of = distances.len();
    let d = choice.distance.map(|d| (d.plies, d.wins, d.of));
    prop_assert_eq!(d, (best != u32::MAX).then_some((best, wins, of)));
    Ok(())
}

fn setup(depth: u32, order: bool) -> Setup {
    Setup {
        depth: Some(depth),
        order: if order { Order::Static } else { Order::None },
        ..Setup::new(Algorithm::AlphaBeta)
    }
}

/// `n` picks of the first legal move but one, and so on: a spread-out start.
fn first_marks(n: usize) -> Vec<usize> {
    (0..n).map(|i| i * 5).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn connect_four_wins_soonest_and_loses_latest(
        columns in 4..8usize, rows in 4..7usize, depth in 2..6u32, order in any::<bool>(),
        picks in prop::collection::vec(0..8usize, 10..30)
    ) {
        let game = ConnectFour::new(columns, rows).unwrap();
        let pos = played(&game, Default::default(), &picks);
        check(&game, &pos, setup(depth, order), true)?;
    }

    #[test]
    fn tic_tac_toe_wins_soonest_and_loses_latest(
        four in any::<bool>(), weighted in any::<bool>(), depth in 1..6u32, order in any::<bool>(),
        picks in prop::collection::vec(0..16usize, 0..9)
    ) {
        let evaluation = if weighted { Evaluation::Weighted } else { Evaluation::OpenLines };
        let game = TicTacToe::new(if four { 4 } else { 3 }, evaluation);
        // 4×4 from its eighth mark on, for a brute force that is quick.
        let first = if four { 8 } else { 0 };
        let pos = played(&game, Default::default(), &[first_marks(first), picks].concat());
        check(&game, &pos, setup(depth, order), !weighted)?;
    }

    #[test]
    fn nim_wins_soonest_and_loses_latest(coins in 2..24u32, depth in 1..9u32) {
        check(&Nim, &Nim::start(coins), setup(depth, false), true)?;
    }

}

proptest! {
    // Kalah's small boards are quick to search, and a value tied between
    // moves (a win by the same margin) is rarer: many more cases.
    #![proptest_config(ProptestConfig::with_cases(1024))]

    #[test]
    fn kalah_wins_soonest_and_loses_latest(
        rules in 0..3usize, pits in 2..5usize, seeds in 1..4u8, side in any::<bool>(),
        depth in 2..11u32, order in any::<bool>(),
        picks in prop::collection::vec(0..6usize, 2..16)
    ) {
        let rules = [Rules::BOOK, Rules::STANDARD, Rules::EMPTY_CAPTURE][rules];
        let to_move = if side { Side::South } else { Side::North };
        let start = Position::start(pits, seeds, to_move).unwrap();
        let game = Kalah::new(rules, KalahEval::Store, &start);
        let pos = played(&game, start, &picks);
        // The computer is MAX where it moves.
        let game = Kalah::new(rules, if order { KalahEval::Side } else { KalahEval::Store }, &pos);
        check(&game, &pos, setup(depth, order), true)?;
    }
}

/// O to move; b or f makes four at once.
const FOUR_AT_ONCE: &str = "......./......./......./......./..XX.../X.OOO.X";
/// O to move, lost at depth 5: a lets X make four at once, g blocks it
/// and loses two plies later.
const LOST: &str = "..OOO../..OXX../OOOXXO./XXXOOXX/OOOXXXO/XXOXOXX";

fn columns(game: &ConnectFour, pos: &gametree::game::connect4::Board, moves: &[usize]) -> String {
    moves
        .iter()
        .map(|m| game.move_label(pos, m))
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn the_computer_makes_the_four_it_can_make_at_once() {
    let (game, pos) = ConnectFour::parse(FOUR_AT_ONCE).unwrap();
    for depth in 1..=5 {
        let choice = game
            .best_moves(&pos, setup(depth, false), &AtomicBool::new(false))
            .unwrap();
        assert_eq!(choice.value, -Value::INFINITY, "depth {depth}");
        assert_eq!(columns(&game, &pos, &choice.best), "O b O f", "depth {depth}");
        let d = choice.distance.unwrap();
        assert_eq!((d.plies, d.wins), (1, true), "depth {depth}");
    }
}

#[test]
fn in_a_lost_position_the_computer_blocks_and_loses_latest() {
    let (game, pos) = ConnectFour::parse(LOST).unwrap();
    // Every depth agrees on g: the static values pick it at 1 to 3, and
    // from 4 on, where every move loses, it puts the loss off longest.
    for depth in 1..=6 {
        let choice = game
            .best_moves(&pos, setup(depth, false), &AtomicBool::new(false))
            .unwrap();
        assert_eq!(columns(&game, &pos, &choice.best[..1]), "O g", "depth {depth}");
        let d = choice.distance.map(|d| (d.plies, d.wins, d.of));
        assert_eq!(d, (depth >= 4).then_some((4, false, 4)), "depth {depth}");
    }
}

/// The search the tutor steps through and `stats` counts stays the
/// texts': on both boards its value, counts, cut-offs and principal
/// variation are what they were before the computer looked for distances.
#[test]
fn the_recorded_search_of_both_boards_is_unchanged() {
    let inf = Value::INFINITY;
    // depth, value, nodes generated, evaluations, α- and β-cutoffs, the
    // principal variation's first move.
    let figures = [
        (FOUR_AT_ONCE, 1, -inf, 2, 2, 1, 0, "O b"),
        (FOUR_AT_ONCE, 2, -inf, 9, 8, 1, 0, "O b"),
        (FOUR_AT_ONCE, 3, -inf, 26, 18, 8, 0, "O a"),
        (FOUR_AT_ONCE, 5, -inf, 403, 307, 79, 0, "O a"),
        (LOST, 1, Value::int(-16), 4, 4, 0, 0, "O g"),
        (LOST, 2, Value::int(-9), 19, 15, 0, 1, "O g"),
        (LOST, 3, Value::int(-19), 49, 33, 8, 1, "O g"),
        (LOST, 5, inf, 176, 96, 43, 14, "O a"),
    ];
    for (board, depth, value, nodes, evaluations, alpha, beta, first) in figures {
        let (game, pos) = ConnectFour::parse(board).unwrap();
        let trace = gametree::search::record(&game, &pos, setup(depth, false));
        let c = trace.counters(usize::MAX);
        let what = format!("{board} depth {depth}");
        assert_eq!(trace.value(), Some(value), "{what}");
        assert_eq!(
            (c.nodes_generated, c.evaluations, c.alpha_cutoffs, c.beta_cutoffs),
            (nodes, evaluations, alpha, beta),
            "{what}"
        );
        assert_eq!(trace.best_move(), Some(first), "{what}");
    }
}
