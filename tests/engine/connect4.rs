//! Connect Four: the texts' searches on it agree with a
//! minimax written out plainly over the rules, from random positions; and
//! the AND/OR proof settles the small boards it can finish.

use super::brute_force;
use gametree::game::connect4::{Board, ConnectFour};
use gametree::game::played;
use gametree::record::proof::Problem;
use gametree::record::search::Counters;
use gametree::search::proof::prove;
use gametree::search::{self, Algorithm, Setup};
use gametree::value::Value;
use proptest::prelude::*;

fn searched(game: &ConnectFour, pos: &Board, algorithm: Algorithm, depth: Option<u32>) -> Value {
    let setup = Setup {
        depth,
        ..Setup::new(algorithm)
    };
    search::search(game, pos, setup, &mut Counters::default()).value
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// On 4×4 from nine pieces on, searched to the end of the game.
    #[test]
    fn the_searches_agree_with_brute_force_to_the_end_of_a_small_board(
        picks in prop::collection::vec(0..4usize, 9)
    ) {
        let game = ConnectFour::new(4, 4).unwrap();
        let pos = played(&game, Board::default(), &picks);
        let value = brute_force(&game, &pos, None);
        for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Negamax] {
            prop_assert_eq!(searched(&game, &pos, algorithm, None), value, "{:?} at {}", algorithm, game.write(&pos));
        }
    }

    /// On any size, to a depth limit of one to three plies.
    #[test]
    fn the_searches_agree_with_brute_force_to_a_depth_limit(
        columns in 4..8usize, rows in 4..7usize, depth in 1..4u32,
        picks in prop::collection::vec(0..8usize, 0..14)
    ) {
        let game = ConnectFour::new(columns, rows).unwrap();
        let pos = played(&game, Board::default(), &picks);
        let value = brute_force(&game, &pos, Some(depth));
        for algorithm in [Algorithm::Minimax, Algorithm::AlphaBeta] {
            prop_assert_eq!(searched(&game, &pos, algorithm, Some(depth)), value, "{:?} at {}", algorithm, game.write(&pos));
        }
    }
}

/// 4×4 is a draw: the proof finds no forced win for X (W) nor for O (V).
#[test]
fn the_proof_finds_four_by_four_a_draw() {
    let game = ConnectFour::new(4, 4).unwrap();
    for problem in [Problem::W, Problem::V] {
        let proof = prove(&game, &Board::default(), problem, true);
        assert_eq!(proof.solved(), Some(false), "{problem:?}");
    }
}

/// How many nodes the proof builds on the small boards, with the
/// transposition table: `cargo test --release --test engine -- --ignored
/// --nocapture proof_sizes` (the boards it finishes are listed in
/// docs/cli.md).
#[test]
#[ignore]
fn proof_sizes() {
    for (columns, rows) in [(4, 4), (4, 5), (5, 4), (4, 6), (6, 4), (5, 5)] {
        let game = ConnectFour::new(columns, rows).unwrap();
        for problem in [Problem::W, Problem::V] {
            let start = std::time::Instant::now();
            let proof = prove(&game, &Board::default(), problem, true);
            let nodes = proof.counts(usize::MAX).nodes_generated;
            let solved = proof.solved();
            let took = start.elapsed().as_secs_f64();
            println!("{columns}x{rows} {problem:?}: solved {solved:?}, {nodes} nodes, {took:.2} s");
        }
    }
}

/// Every board `prove` offers, proved on bitboards, has the result of
/// John Tromp's table of board sizes: a draw (neither W nor V provable)
/// on each but 6×4, where O, moving second, wins. About 12 s of CPU in
/// a release build: `cargo test --release --test engine -- --ignored
/// every_offered_board`; the 6×4 and 5×5 boards are checked on every run
/// (`tests/cli/prove.rs`).
#[test]
#[ignore]
fn every_offered_board_has_the_result_of_tromps_table() {
    use gametree::engine::connect4::proof::prove as on_bitboards;
    use gametree::game::known::NamedGame;
    for (columns, rows) in NamedGame::PROVABLE {
        let game = ConnectFour::new(columns.into(), rows.into()).unwrap();
        let o_wins = (columns, rows) == (6, 4);
        for (problem, provable) in [(Problem::W, false), (Problem::V, o_wins)] {
            let proved = on_bitboards(&game, &Board::default(), problem).unwrap();
            assert_eq!(proved.provable, provable, "{columns}x{rows} {problem:?}");
        }
    }
}
