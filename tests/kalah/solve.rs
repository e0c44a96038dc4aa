//! The solver against a plain search to the end of the game, on boards
//! small enough for both; and against published values.

use super::search::{reached, rule_set};
use gametree::engine::kalah::fast::{self, Settings};
use gametree::engine::kalah::solve::{self, Options};
use gametree::game::kalah::eval::WIN;
use gametree::game::kalah::{Evaluation, Position, RuleSet, Side};
use gametree::search::Algorithm;
use gametree::search::Order;
use proptest::prelude::*;

const SMALL: Options = Options {
    table_bits: Some(14),
    endgame_stones: None,
};

/// The final store difference by a plain search to the end (the search's
/// values are ±(WIN + difference) there, which orders results alike).
fn plain(rules: RuleSet, pos: &Position, algorithm: Algorithm) -> i32 {
    let settings = Settings {
        algorithm,
        depth: u32::MAX,
        eval: Evaluation::Store,
        order: Order::None,
    };
    let v = fast::search(&rules.rules(), pos, &settings).value;
    if v == 0.0 {
        0
    } else {
        (v - WIN * v.signum()) as i32
    }
}

fn solved(rules: RuleSet, pos: &Position) -> solve::Solution {
    solve::solve(&rules.rules(), pos, SMALL, |_| {})
}

/// The same with an endgame database of every position with at most
/// `stones` stones in the pits.
fn solved_with_endgame(rules: RuleSet, pos: &Position, stones: u8) -> solve::Solution {
    let opts = Options {
        endgame_stones: Some(stones),
        ..SMALL
    };
    solve::solve(&rules.rules(), pos, opts, |_| {})
}

#[test]
fn solver_equals_full_minimax_on_tiny_openings() {
    for rules in RuleSet::ALL {
        for (pits, seeds) in [(1, 1), (1, 3), (2, 1), (2, 2), (2, 3), (3, 1), (3, 2), (4, 1)] {
            let pos = Position::start(pits, seeds, Side::South).unwrap();
            let s = solved(rules, &pos);
            assert_eq!(
                s.value,
                plain(rules, &pos, Algorithm::Minimax),
                "{rules} {pits}×{seeds}"
            );
            // The best move really is worth the value.
            let next = pos.play(&rules.rules(), s.best_move.unwrap());
            let after = solved(rules, &next).value;
            let after = if next.to_move == pos.to_move {
                after
            } else {
                -after
            };
            assert_eq!(
                after, s.value,
                "{rules} {pits}×{seeds}: best move {:?}",
                s.best_move
            );
            // With an endgame database that holds the whole game, or a part.
            for stones in [pits as u8 * seeds * 2, 3] {
                let e = solved_with_endgame(rules, &pos, stones);
                assert_eq!(e.value, s.value, "{rules} {pits}×{seeds}, endgame {stones}");
                let next = pos.play(&rules.rules(), e.best_move.unwrap());
                let after = solved_with_endgame(rules, &next, stones).value;
                let after = if next.to_move == pos.to_move {
                    after
                } else {
                    -after
                };
                assert_eq!(
                    after, e.value,
                    "{rules} {pits}×{seeds}, endgame {stones}: best move"
                );
            }
        }
    }
}

#[test]
fn solver_equals_full_alphabeta_on_3x3() {
    for rules in [RuleSet::Standard, RuleSet::EmptyCapture] {
        let pos = Position::start(3, 3, Side::South).unwrap();
        assert_eq!(
            solved(rules, &pos).value,
            plain(rules, &pos, Algorithm::AlphaBeta),
            "{rules}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn solver_equals_full_alphabeta_on_mid_game_positions(
        rules in rule_set(), choices in prop::collection::vec(any::<u8>(), 4..14),
    ) {
        let pos = reached(rules, 3, 3, &choices);
        let value = plain(rules, &pos, Algorithm::AlphaBeta);
        prop_assert_eq!(solved(rules, &pos).value, value);
        prop_assert_eq!(solved_with_endgame(rules, &pos, 7).value, value);
    }
}
