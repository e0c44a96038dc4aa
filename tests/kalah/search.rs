//! The fast search against the recording one (`search::search` with
//! `Counters`): same value, principal variation and counts; and alpha-beta
//! against minimax.

use gametree::engine::kalah::fast::{self, Settings};
use gametree::game::Game;
use gametree::game::kalah::{Evaluation, Kalah, Position, RuleSet, Side};
use gametree::record::search::Counters;
use gametree::search::Order;
use gametree::search::Setup;
use gametree::search::{self, Algorithm};
use proptest::prelude::*;

/// A mid-game position reached by the moves `choices` pick (each taken
/// modulo the number of legal moves) from the opening.
pub fn reached(rules: RuleSet, pits: usize, seeds: u8, choices: &[u8]) -> Position {
    let rules = rules.rules();
    let mut pos = Position::start(pits, seeds, Side::South).unwrap();
    for &c in choices {
        let legal: Vec<usize> = pos.legal_pits().collect();
        if pos.is_over(&rules) {
            break;
        }
        pos = pos.play(&rules, legal[usize::from(c) % legal.len()]);
    }
    pos
}

pub fn rule_set() -> impl Strategy<Value = RuleSet> {
    prop::sample::select(RuleSet::ALL.to_vec())
}

/// Random positions of boards from 2×1 to 6×6.
pub fn mid_game() -> impl Strategy<Value = (RuleSet, Position)> {
    (
        rule_set(),
        2..=6usize,
        1..=6u8,
        prop::collection::vec(any::<u8>(), 0..30),
    )
        .prop_map(|(r, p, k, c)| (r, reached(r, p, k, &c)))
}

fn evaluation() -> impl Strategy<Value = Evaluation> {
    prop::sample::select(vec![Evaluation::Store, Evaluation::Side])
}

/// The generic search's result as the fast search reports it.
fn generic(rules: RuleSet, pos: &Position, s: &Settings) -> fast::Report {
    let game = Kalah::new(rules.rules(), s.eval.clone(), pos);
    let setup = Setup {
        depth: Some(s.depth),
        order: s.order,
        ..Setup::new(s.algorithm)
    };
    let mut counters = Counters::default();
    let outcome = search::search(&game, pos, setup, &mut counters);
    let mut at = *pos;
    let pv = outcome
        .pv
        .iter()
        .map(|step| {
            let pit = game.moves(&at)[step.move_index as usize];
            at = game.play(&at, &pit);
            pit
        })
        .collect();
    fast::Report {
        value: outcome.value.to_f64(),
        pv,
        nodes_generated: counters.nodes_generated,
        evaluations: counters.evaluations,
        best_moves: Vec::new(),
    }
}

fn settings(algorithm: Algorithm, depth: u32, eval: Evaluation, order: Order) -> Settings {
    Settings {
        algorithm,
        depth,
        eval,
        order,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn fast_alphabeta_visits_what_the_recording_search_visits(
        (rules, pos) in mid_game(), depth in 1..=4u32, eval in evaluation(),
    ) {
        let s = settings(Algorithm::AlphaBeta, depth, eval, Order::None);
        prop_assert_eq!(fast::search(&rules.rules(), &pos, &s), generic(rules, &pos, &s));
    }

    #[test]
    fn fast_search_with_static_ordering_and_minimax_agree_too(
        (rules, pos) in mid_game(), depth in 1..=3u32, minimax in any::<bool>(),
    ) {
        let algorithm = if minimax { Algorithm::Minimax } else { Algorithm::AlphaBeta };
        let s = settings(algorithm, depth, Evaluation::Store, Order::Static);
        prop_assert_eq!(fast::search(&rules.rules(), &pos, &s), generic(rules, &pos, &s));
    }

    #[test]
    fn alphabeta_equals_minimax_at_depth_4((rules, pos) in mid_game(), order in any::<bool>()) {
        let order = if order { Order::Static } else { Order::None };
        let ab = fast::search(&rules.rules(), &pos, &settings(Algorithm::AlphaBeta, 4, Evaluation::Side, order));
        let mm = fast::search(&rules.rules(), &pos, &settings(Algorithm::Minimax, 4, Evaluation::Side, order));
        prop_assert_eq!(ab.value, mm.value);
        prop_assert!(ab.evaluations <= mm.evaluations);
    }

    #[test]
    fn ties_are_every_root_move_worth_the_value((rules, pos) in mid_game(), depth in 1..=3u32) {
        let r = rules.rules();
        let s = settings(Algorithm::AlphaBeta, depth, Evaluation::Store, Order::None);
        let ties = fast::search_ties(&r, &pos, &s);
        let plain = fast::search(&r, &pos, &s);
        prop_assert_eq!(ties.value, plain.value);
        prop_assert_eq!(ties.pv.first(), plain.pv.first());
        let child = settings(Algorithm::Minimax, depth.saturating_sub(1), Evaluation::Store, Order::None);
        let mut expected = Vec::new();
        for pit in pos.legal_pits().filter(|_| !pos.is_over(&r)) {
            let next = pos.play(&r, pit);
            let mut v = fast::search(&r, &next, &child).value;
            if next.to_move != pos.to_move {
                v = -v;
            }
            if v == plain.value {
                expected.push(pit);
            }
        }
        if depth > 0 && !pos.is_over(&r) {
            prop_assert_eq!(ties.best_moves, expected);
        }
    }
}
