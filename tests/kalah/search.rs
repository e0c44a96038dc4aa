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

/// A search's result as `kalah search` printed it before the
/// faster search of 0.2.0 (pinned, so that speed never changes a result): rules, board, side to move, depth, value, nodes
/// generated, evaluations and principal variation.
type Pinned = (
    &'static str,
    &'static str,
    &'static str,
    u32,
    f64,
    u64,
    u64,
    &'static [usize],
);

const OPENING_6X4: &str = "4,4,4,4,4,4,0,4,4,4,4,4,4,0";

/// The standard 6×4 opening (the search measured against OpenSpiel),
/// alpha-beta, plain order, store difference, at every depth up to 12;
/// depths 13 to 16 are in `the_opening_searched_deeper_is_as_it_was`.
const OPENING_BY_DEPTH: &[(u32, f64, u64, u64, &[usize])] = &[
    (1, 1.0, 6, 6, &[3]),
    (2, 2.0, 23, 17, &[3, 4]),
    (3, 1.0, 91, 64, &[3, 4, 2]),
    (4, 1.0, 389, 260, &[6, 2, 1, 3]),
    (5, 2.0, 1041, 675, &[3, 6, 1, 4, 2]),
    (6, 3.0, 3785, 2346, &[6, 2, 1, 3, 6, 4]),
    (7, 3.0, 10120, 6334, &[6, 2, 1, 4, 1, 3, 5]),
    (8, 4.0, 30822, 19073, &[3, 6, 2, 1, 4, 1, 6, 5]),
    (9, 5.0, 103730, 64597, &[6, 2, 1, 3, 6, 4, 1, 6, 5]),
    (10, 5.0, 283664, 175517, &[3, 6, 2, 1, 5, 2, 6, 2, 3, 4]),
    (11, 5.0, 979200, 602955, &[3, 6, 2, 1, 5, 2, 6, 4, 1, 6, 1]),
    (12, 6.0, 2669945, 1640683, &[6, 2, 1, 3, 6, 4, 3, 6, 2, 6, 1, 4]),
];

/// Mid-game and end-game positions (game ends inside the search, won
/// values, captures, a pit sown round the board), other boards.
const POSITIONS: &[Pinned] = &[
    (
        "standard",
        "2,0,3,1,4,0,14,0,2,1,3,0,5,13",
        "north",
        8,
        2.0,
        4628,
        2579,
        &[4, 2, 5, 2, 1, 3, 6, 2],
    ),
    (
        "standard",
        "2,0,3,1,4,0,14,0,2,1,3,0,5,13",
        "north",
        12,
        4.0,
        132449,
        68896,
        &[4, 2, 1, 5, 2, 3, 3, 4, 5, 5, 6, 4],
    ),
    (
        "standard",
        "2,0,3,1,4,0,14,0,2,1,3,0,5,13",
        "north",
        16,
        1010.0,
        1415713,
        700928,
        &[4, 2, 1, 5, 2, 3, 3, 5, 5, 2, 6, 4, 3, 5, 4, 6],
    ),
    (
        "empty-capture",
        "2,0,3,1,4,0,14,0,2,1,3,0,5,13",
        "north",
        8,
        2.0,
        4224,
        2288,
        &[4, 2, 5, 3, 4, 5, 4, 1],
    ),
    (
        "empty-capture",
        "2,0,3,1,4,0,14,0,2,1,3,0,5,13",
        "north",
        12,
        1010.0,
        85808,
        43896,
        &[4, 2, 1, 5, 5, 2, 2, 1, 4, 3, 6],
    ),
    (
        "empty-capture",
        "2,0,3,1,4,0,14,0,2,1,3,0,5,13",
        "north",
        16,
        1010.0,
        717963,
        340737,
        &[4, 2, 1, 5, 5, 2, 2, 1, 4, 3, 6],
    ),
    (
        "empty-capture",
        OPENING_6X4,
        "south",
        10,
        5.0,
        272729,
        167996,
        &[3, 6, 2, 1, 5, 2, 6, 2, 3, 1],
    ),
    (
        "standard",
        "6,6,6,6,6,6,0,6,6,6,6,6,6,0",
        "south",
        9,
        1.0,
        100493,
        65467,
        &[1, 2, 2, 3, 3, 4, 1, 5, 4],
    ),
    (
        "standard",
        "5,5,5,5,5,5,5,0,5,5,5,5,5,5,5,0",
        "south",
        8,
        4.0,
        54709,
        35408,
        &[3, 7, 2, 1, 4, 1, 7, 5],
    ),
    (
        "standard",
        "0,0,1,2,0,3,20,1,0,0,2,1,0,18",
        "south",
        8,
        0.0,
        302,
        120,
        &[4, 1, 3, 5, 4, 4, 6, 6],
    ),
    (
        "standard",
        "12,1,0,0,0,0,10,0,0,1,0,0,0,24",
        "south",
        6,
        -14.0,
        1280,
        790,
        &[1, 4, 6, 2, 5, 6],
    ),
    (
        "standard",
        "14,1,0,0,0,0,8,0,0,1,0,3,0,21",
        "south",
        8,
        -12.0,
        9029,
        5284,
        &[1, 2, 2, 6, 3, 6, 5, 6],
    ),
    (
        "empty-capture",
        "0,30,0,0,0,0,8,1,0,1,0,3,0,5",
        "south",
        8,
        7.0,
        11859,
        7129,
        &[2, 2, 4, 6, 4, 5, 3, 5],
    ),
];

fn pinned(rules: &str, board: &str, to_move: &str, depth: u32, algorithm: Algorithm) -> fast::Report {
    let rules: gametree::game::kalah::Rules = rules.parse().unwrap();
    let pos = gametree::game::kalah::parse_board(board, to_move.parse().unwrap()).unwrap();
    fast::search(
        &rules,
        &pos,
        &settings(algorithm, depth, Evaluation::Store, Order::None),
    )
}

fn assert_pinned(
    found: &fast::Report,
    (value, nodes, evaluations, pv): (f64, u64, u64, &[usize]),
    what: &str,
) {
    assert_eq!(
        (
            found.value,
            found.nodes_generated,
            found.evaluations,
            found.pv.as_slice()
        ),
        (value, nodes, evaluations, pv),
        "{what}"
    );
}

#[test]
fn the_opening_is_searched_as_it_was_at_every_depth() {
    for &(depth, value, nodes, evaluations, pv) in OPENING_BY_DEPTH {
        let found = pinned("standard", OPENING_6X4, "south", depth, Algorithm::AlphaBeta);
        assert_pinned(&found, (value, nodes, evaluations, pv), &format!("depth {depth}"));
    }
}

#[test]
fn positions_are_searched_as_they_were() {
    for &(rules, board, to_move, depth, value, nodes, evaluations, pv) in POSITIONS {
        let found = pinned(rules, board, to_move, depth, Algorithm::AlphaBeta);
        let what = format!("{rules} {board} {to_move} depth {depth}");
        assert_pinned(&found, (value, nodes, evaluations, pv), &what);
    }
}

#[test]
fn minimax_on_the_opening_is_as_it_was() {
    let by_depth: &[(u32, f64, u64, u64, &[usize])] = &[
        (1, 1.0, 6, 6, &[3]),
        (2, 2.0, 41, 35, &[3, 4]),
        (3, 1.0, 226, 185, &[3, 4, 2]),
        (4, 1.0, 1168, 942, &[6, 2, 1, 3]),
        (5, 2.0, 5858, 4690, &[3, 6, 1, 4, 2]),
        (6, 3.0, 29091, 23233, &[6, 2, 1, 3, 6, 4]),
    ];
    for &(depth, value, nodes, evaluations, pv) in by_depth {
        let found = pinned("standard", OPENING_6X4, "south", depth, Algorithm::Minimax);
        assert_pinned(
            &found,
            (value, nodes, evaluations, pv),
            &format!("minimax depth {depth}"),
        );
    }
}

/// Depths 13 to 16 of the opening (149 M nodes at 16): run with
/// `cargo test --release --test kalah -- --ignored deeper`.
#[test]
#[ignore = "seconds in a release build, minutes in a debug one"]
fn the_opening_searched_deeper_is_as_it_was() {
    let by_depth: &[(u32, f64, u64, u64, &[usize])] = &[
        (
            13,
            6.0,
            8244595,
            5009773,
            &[3, 6, 6, 2, 6, 1, 2, 6, 3, 4, 6, 4, 3],
        ),
        (
            14,
            7.0,
            21710054,
            13076529,
            &[3, 6, 6, 2, 6, 1, 4, 4, 6, 2, 5, 4, 5, 3],
        ),
        (
            15,
            7.0,
            60762560,
            36386031,
            &[3, 6, 6, 2, 6, 1, 2, 6, 3, 1, 6, 4, 3, 6, 4],
        ),
        (
            16,
            7.0,
            149496073,
            88913137,
            &[3, 6, 5, 2, 6, 1, 3, 4, 2, 6, 5, 2, 1, 3, 6, 3],
        ),
    ];
    for &(depth, value, nodes, evaluations, pv) in by_depth {
        let found = pinned("standard", OPENING_6X4, "south", depth, Algorithm::AlphaBeta);
        assert_pinned(&found, (value, nodes, evaluations, pv), &format!("depth {depth}"));
    }
}
