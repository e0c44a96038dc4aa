//! Properties of random play under every rule set.

use super::search::{mid_game, rule_set};
use gametree::game::kalah::{Position, Side};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_move_conserves_stones_and_no_store_decreases(
        (rules, pos) in mid_game(), pick in any::<u8>(),
    ) {
        let r = rules.rules();
        let legal: Vec<usize> = pos.legal_pits().collect();
        prop_assume!(!pos.is_over(&r));
        let next = pos.play(&r, legal[usize::from(pick) % legal.len()]);
        let sum = |p: &Position| p.counts().iter().map(|&c| u32::from(c)).sum::<u32>();
        prop_assert_eq!(sum(&next), sum(&pos));
        for side in [Side::South, Side::North] {
            prop_assert!(next.store(side) >= pos.store(side));
        }
    }

    #[test]
    fn every_game_of_random_play_ends(
        rules in rule_set(), pits in 1..=8usize, seeds in 1..=12u8,
        picks in prop::collection::vec(any::<u8>(), 64),
    ) {
        let r = rules.rules();
        let mut pos = Position::start(pits, seeds, Side::South).unwrap();
        let mut plies = 0;
        while !pos.is_over(&r) {
            let legal: Vec<usize> = pos.legal_pits().collect();
            pos = pos.play(&r, legal[usize::from(picks[plies % picks.len()]) % legal.len()]);
            plies += 1;
            prop_assert!(plies < 5000, "no end after 5000 plies: {}", pos);
        }
        prop_assert!(pos.winner(&r).is_some());
    }
}
