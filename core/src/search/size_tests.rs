//! `within` against counting every search in full: it says a search fits
//! exactly when its count is within the cap, and the depth it offers is
//! counted within the cap, the next one deeper not; a search that
//! examines every move takes more events under a deeper limit (what lets
//! `within` skip counting the search asked for).

use super::{Count, Size, Tally, Watch, Within, count, grows_with_depth, within};
use crate::game::Game;
use crate::game::nim::Nim;
use crate::game::tictactoe::{Evaluation, TicTacToe};
use crate::search::deep::MAX_DEPTH;
use crate::search::{Algorithm, Setup};
use proptest::prelude::*;
use std::sync::atomic::{AtomicBool, AtomicU64};

/// The events of `setup`'s search, counted in full.
fn events<G: Game>(game: &G, root: &G::Position, setup: Setup, depth: Option<u32>) -> Count {
    let setup = Setup { depth, ..setup };
    count(game, root, setup, u64::MAX, &Watch::default()).expect("not cancelled")
}

/// What `within` says, and the depths it was told it counted.
fn sized<G: Game>(game: &G, root: &G::Position, setup: Setup, cap: u64) -> (Within, Vec<Option<u32>>) {
    let (cancel, done) = (AtomicBool::new(false), AtomicU64::new(0));
    let tally = Tally {
        cancel: &cancel,
        done: &done,
    };
    let mut counted = Vec::new();
    let said = within(game, root, setup, cap, tally, |d| counted.push(d)).expect("not cancelled");
    (said, counted)
}

/// Checks `within` on one search against the full counts.
fn agrees<G: Game>(game: &G, root: &G::Position, setup: Setup, cap: u64) -> Result<(), TestCaseError> {
    let (said, counted) = sized(game, root, setup, cap);
    let asked = events(game, root, setup, setup.depth);
    match said {
        Within::Fits => prop_assert!(asked.events <= cap, "{asked:?} over {cap}"),
        Within::Over { fits } => {
            prop_assert!(asked.events > cap, "{asked:?} within {cap}, {said:?}");
            // The depths counted from 1: the one before the first over the
            // cap, or (a search that cuts) the first that is the whole
            // search, if that comes first.
            let limit = setup.depth.unwrap_or(MAX_DEPTH);
            let mut expected = Some(limit - 1);
            for depth in 1..limit {
                let c = events(game, root, setup, Some(depth));
                if c.events > cap {
                    expected = Some(depth - 1);
                    break;
                }
                if !c.cut_by_depth {
                    expected = Some(depth);
                    break;
                }
            }
            let expected = expected.filter(|&d| d >= 1);
            prop_assert_eq!(fits.map(|s| s.depth), expected, "{:?}", counted);
            if let Some(Size { depth, events: e }) = fits {
                prop_assert_eq!(e, events(game, root, setup, Some(depth)).events);
                prop_assert!(e <= cap);
            }
        }
    }
    // A search that examines every move is never counted to the cap as
    // asked when a shallower depth was over it.
    if grows_with_depth(setup) && matches!(said, Within::Over { .. }) {
        let asked_counted = counted.iter().filter(|&&d| d == setup.depth).count();
        prop_assert!(asked_counted <= 1);
    }
    Ok(())
}

/// A game: Nim of 2 to 14 coins, or tic-tac-toe after two to four moves.
#[derive(Clone, Debug)]
enum Start {
    Nim(u32),
    TicTacToe(Vec<usize>),
}

fn start() -> impl Strategy<Value = Start> {
    prop_oneof![
        (2u32..=14).prop_map(Start::Nim),
        prop::collection::vec(0usize..9, 2..5).prop_map(Start::TicTacToe),
    ]
}

fn setup() -> impl Strategy<Value = Setup> {
    let algorithm = prop_oneof![
        Just(Algorithm::Minimax),
        Just(Algorithm::AlphaBeta),
        Just(Algorithm::Negamax),
        Just(Algorithm::Expectimax),
        Just(Algorithm::IterativeDeepening),
    ];
    (algorithm, prop::option::of(1u32..=9)).prop_map(|(algorithm, depth)| Setup {
        depth,
        ..Setup::new(algorithm)
    })
}

/// Runs `check` on the game `start` stands for.
fn on_game(
    start: &Start,
    check: &mut dyn FnMut(&dyn Root) -> Result<(), TestCaseError>,
) -> Result<(), TestCaseError> {
    match start {
        Start::Nim(coins) => check(&(Nim, Nim::start(*coins))),
        Start::TicTacToe(cells) => {
            let game = TicTacToe::new(3, Evaluation::OpenLines);
            let mut pos = crate::game::tictactoe::Board::default();
            for &cell in cells {
                let moves = game.moves(&pos);
                if moves.is_empty() {
                    break;
                }
                pos = game.play(&pos, &moves[cell % moves.len()]);
            }
            check(&(game, pos))
        }
    }
}

/// A game and its root, whatever the game.
trait Root {
    fn agrees(&self, setup: Setup, fraction: f64) -> Result<(), TestCaseError>;
    fn grows(&self, setup: Setup) -> Result<(), TestCaseError>;
}

impl<G: Game> Root for (G, G::Position) {
    fn agrees(&self, setup: Setup, fraction: f64) -> Result<(), TestCaseError> {
        let (game, root) = self;
        let asked = events(game, root, setup, setup.depth).events;
        let cap = ((asked as f64 * fraction) as u64).max(1);
        agrees(game, root, setup, cap)
    }

    fn grows(&self, setup: Setup) -> Result<(), TestCaseError> {
        let (game, root) = self;
        let whole = events(game, root, setup, None).events;
        let mut before = 0;
        for depth in 1..=10 {
            let c = events(game, root, setup, Some(depth));
            prop_assert!(
                before <= c.events && c.events <= whole,
                "depth {depth}: {before} {c:?} {whole}"
            );
            prop_assert!(c.cut_by_depth || c.events == whole);
            before = c.events;
        }
        Ok(())
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn within_says_what_the_full_counts_say(start in start(), setup in setup(), fraction in 0.02f64..1.6) {
        on_game(&start, &mut |g| g.agrees(setup, fraction))?;
    }

    #[test]
    fn a_search_of_every_move_takes_more_events_deeper(start in start(), algorithm in 0usize..3) {
        let algorithm = [Algorithm::Minimax, Algorithm::Negamax, Algorithm::Expectimax][algorithm];
        let setup = Setup::new(algorithm);
        prop_assert!(grows_with_depth(setup));
        on_game(&start, &mut |g| g.grows(setup))?;
    }
}
