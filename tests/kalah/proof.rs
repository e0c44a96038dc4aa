//! The AND/OR proof of a Kalah game (`gametree prove kalah-PxS`) against
//! the exact solver: W is proved where the mover's final store difference
//! is positive, V where it is negative, neither on a draw.

use super::search::{reached, rule_set};
use gametree::engine::kalah::solve::{self, Options};
use gametree::game::kalah::{Evaluation, Kalah, Position, RuleSet};
use gametree::record::proof::Problem;
use gametree::scenario::games::NamedGame;
use gametree::search::proof::prove;
use proptest::prelude::*;
use std::cmp::Ordering;

/// The solver's value for the player to move, as win, draw or loss.
fn solved(rules: RuleSet, pos: &Position) -> Ordering {
    let opts = Options {
        table_bits: Some(14),
        endgame_stones: Some(0),
    };
    solve::solve(&rules.rules(), pos, opts, |_| {}).value.cmp(&0)
}

/// The outcome the proofs of W and V say, for PLUS (the player to move).
fn proved(w: Option<bool>, v: Option<bool>) -> Ordering {
    match (w, v) {
        (Some(true), Some(false)) => Ordering::Greater,
        (Some(false), Some(true)) => Ordering::Less,
        (Some(false), Some(false)) => Ordering::Equal,
        other => panic!("W and V settled as {other:?}"),
    }
}

#[test]
fn every_opening_by_name_is_proved_as_the_solver_solves_it() {
    let (most_pits, most_stones) = NamedGame::KALAH_MOST;
    for pits in 1..=most_pits {
        for stones in 1..=most_stones {
            let name = format!("kalah-{pits}x{stones}");
            let game = NamedGame::parse(&name).unwrap();
            let w = game.prove(Problem::W, false);
            let v = game.prove(Problem::V, false);
            assert!(w.about.table, "{name}: the table is always on");
            let start = Position::start(pits.into(), stones, gametree::game::kalah::Side::South).unwrap();
            assert_eq!(
                proved(w.solved(), v.solved()),
                solved(RuleSet::Book, &start),
                "{name}"
            );
        }
    }
}

#[test]
fn bigger_openings_are_no_game_by_name() {
    let (most_pits, most_stones) = NamedGame::KALAH_MOST;
    for name in [
        format!("kalah-{}x1", most_pits + 1),
        format!("kalah-1x{}", most_stones + 1),
        "kalah-0x2".into(),
        "kalah-3x0".into(),
        "kalah-6x4".into(),
        "kalah-3".into(),
    ] {
        assert!(NamedGame::parse(&name).is_err(), "{name}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Under every rule set, from positions reached by random play.
    #[test]
    fn a_proof_agrees_with_the_solver_on_mid_game_positions(
        rules in rule_set(),
        pits in 1..=3usize,
        seeds in 1..=3u8,
        choices in prop::collection::vec(any::<u8>(), 0..8),
    ) {
        let pos = reached(rules, pits, seeds, &choices);
        let game = Kalah::new(rules.rules(), Evaluation::Store, &pos);
        let w = prove(&game, &pos, Problem::W, true).solved();
        let v = prove(&game, &pos, Problem::V, true).solved();
        prop_assert_eq!(proved(w, v), solved(rules, &pos));
    }
}
