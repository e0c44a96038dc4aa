//! The one computer player: on the game screen and in `kalah match` it is
//! the same search (Kalah's fast engine; the recording search's choice for
//! the other games) and the same seeded pick. Its equally good moves are
//! exactly the moves whose own search gives the best value, and a seed
//! replays the same game.

use super::{kalah, options};
use crate::isolated::Gametree;
use gametree::game::Game;
use gametree::game::connect4::{Board as C4Board, ConnectFour};
use gametree::game::kalah::{Evaluation, Kalah, Position, RuleSet, Side};
use gametree::game::nim::Nim;
use gametree::game::tictactoe::{self, Board, TicTacToe};
use gametree::record::search::Counters;
use gametree::search::choose::{self, Choice};
use gametree::search::{self, Algorithm, Order, Setup};
use gametree::session::connect4::ConnectFourTable;
use gametree::session::{Choose, Command, Computer, Options, Who};
use gametree::value::Value;
use std::sync::atomic::AtomicBool;

fn setup(depth: u32, order: Order) -> Setup {
    Setup {
        depth: Some(depth),
        order,
        ..Setup::new(Algorithm::AlphaBeta)
    }
}

/// The value and the equally good moves by definition: each root move's
/// own minimax value to depth − 1, and every move worth the best of them.
fn by_definition<G: Game>(game: &G, root: &G::Position, depth: u32) -> (Value, Vec<G::Move>) {
    let below = Setup {
        depth: Some(depth - 1),
        ..Setup::new(Algorithm::Minimax)
    };
    let player = game.player(root);
    let valued: Vec<(G::Move, Value)> = game
        .moves(root)
        .into_iter()
        .map(|mv| {
            let child = game.play(root, &mv);
            let v = search::search(game, &child, below, &mut Counters::default()).value;
            (mv, v)
        })
        .collect();
    let best = valued
        .iter()
        .map(|&(_, v)| v)
        .reduce(|a, b| if player.prefers(b, a) { b } else { a })
        .unwrap();
    let moves = valued
        .into_iter()
        .filter(|&(_, v)| v == best)
        .map(|(m, _)| m)
        .collect();
    (best, moves)
}

/// The computer player's choice agrees with the definition: the same
/// value, the same set of equally good moves; where the value is a win or
/// a loss, some of them, those that win soonest or lose latest (which
/// tests/engine/quickest.rs checks).
fn agrees<G: Choose>(game: &G, root: &G::Position, s: Setup, what: &str) -> Choice<G::Move>
where
    G::Move: Ord + std::fmt::Debug,
{
    let choice = game
        .best_moves(root, s, &AtomicBool::new(false))
        .unwrap_or_else(|| panic!("{what}: no choice"));
    let (value, mut best) = by_definition(game, root, s.depth.unwrap());
    let mut found = choice.best.clone();
    found.sort();
    best.sort();
    assert_eq!(choice.value, value, "{what}");
    match choice.distance {
        None => assert_eq!(found, best, "{what}"),
        Some(d) => {
            assert_eq!(d.of, best.len(), "{what}");
            assert!(
                !found.is_empty() && found.iter().all(|m| best.contains(m)),
                "{what}"
            );
        }
    }
    choice
}

/// A few positions of a board: the opening and those some fixed choices
/// of moves reach.
fn kalah_positions(rules: RuleSet, pits: usize, stones: u8) -> Vec<Position> {
    let r = rules.rules();
    let mut out = vec![Position::start(pits, stones, Side::South).unwrap()];
    for walk in 1..4u64 {
        let mut pos = out[0];
        for step in 0..(3 * walk) {
            let legal: Vec<usize> = pos.legal_pits().collect();
            if pos.is_over(&r) {
                break;
            }
            pos = pos.play(&r, legal[((walk * 7 + step * 3) as usize) % legal.len()]);
        }
        if !pos.is_over(&r) {
            out.push(pos);
        }
    }
    out
}

#[test]
fn kalah_the_fast_engine_and_the_recording_search_choose_alike() {
    for rules in RuleSet::ALL {
        for (pits, stones) in [(2, 1), (3, 2), (4, 3), (5, 4), (6, 6)] {
            for pos in kalah_positions(rules, pits, stones) {
                for depth in 1..=6 {
                    for order in [Order::None, Order::Static] {
                        let game = Kalah::new(rules.rules(), Evaluation::Store, &pos);
                        let what = format!("{rules:?} {pos} depth {depth} {order:?}");
                        let fast = agrees(&game, &pos, setup(depth, order), &what);
                        // The recording search (the move tree's) finds the
                        // same moves in the same order, at the same cost
                        // where the value is neither a win nor a loss (a
                        // move searched again for its distance costs the
                        // fast engine other nodes).
                        let recording = choose::best_moves(&game, &pos, setup(depth, order)).unwrap();
                        assert_eq!(
                            (&fast.value, &fast.best, fast.distance),
                            (&recording.value, &recording.best, recording.distance),
                            "{what}"
                        );
                        if fast.distance.is_none() {
                            assert_eq!(fast, recording, "{what}");
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn kalah_with_quiescence_is_searched_by_the_recording_search() {
    let rules = RuleSet::Book.rules();
    let pos = Position::start(3, 2, Side::South).unwrap();
    let game = Kalah::new(rules, Evaluation::Side, &pos);
    let s = Setup {
        quiescence: true,
        ..setup(2, Order::None)
    };
    let choice = game.best_moves(&pos, s, &AtomicBool::new(false));
    assert_eq!(choice, choose::best_moves(&game, &pos, s));
}

#[test]
fn tictactoe_equally_good_moves_are_those_worth_the_value() {
    for evaluation in [tictactoe::Evaluation::OpenLines, tictactoe::Evaluation::Weighted] {
        let game = TicTacToe::new(3, evaluation);
        let mut positions = vec![Board::default()];
        for cells in [[4, 0], [0, 8], [1, 3]] {
            let mut pos = Board::default();
            for c in cells {
                pos = game.play(&pos, &c);
            }
            positions.push(pos);
        }
        for pos in &positions {
            for depth in 1..=6 {
                for order in [Order::None, Order::Static] {
                    let what = format!("{} depth {depth} {order:?}", game.write(pos));
                    agrees(&game, pos, setup(depth, order), &what);
                }
            }
        }
    }
    let four = TicTacToe::new(4, tictactoe::Evaluation::OpenLines);
    for depth in 1..=3 {
        agrees(&four, &Board::default(), setup(depth, Order::None), "4×4");
    }
}

#[test]
fn connect4_equally_good_moves_are_those_worth_the_value() {
    let game = ConnectFour::default();
    for columns in ["", "d", "dd", "dcec", "aabbc"] {
        let pos = columns.chars().fold(C4Board::default(), |b, c| {
            game.play(&b, &game.column_named(&c.to_string()).unwrap())
        });
        for depth in 1..=4 {
            let what = format!("{} depth {depth}", game.write(&pos));
            agrees(&game, &pos, setup(depth, Order::None), &what);
        }
    }
}

/// The moves of a computer-against-computer Connect Four game on 7×6,
/// searched 4 plies ahead, picking among equal moves from `seed`.
fn connect4_game(seed: u64) -> String {
    let table = ConnectFourTable {
        game: ConnectFour::default(),
    };
    let options = Options {
        seats: [Who::Computer; 2],
        random: true,
        seed,
        ..options(4)
    };
    let mut p = gametree::session::Session::new(table, options);
    while !p.is_over() {
        p.command(Command::ComputerNow);
        p.settle();
    }
    p.history.iter().map(|m| ConnectFour::column_name(m.mv)).collect()
}

/// Pinned: `gametree play connect4 --players computer-computer --depth 4
/// --seed 7` plays this game, the columns in turn from X's first: the
/// board fills with no four, a draw.
const CONNECT4_SEED_7: &str = "dddddccccceffffffdaaaabeaacgeeebbeggbgbbgg";

#[test]
fn connect4_seed_7_plays_the_pinned_game() {
    let game = connect4_game(7);
    assert_eq!(game, CONNECT4_SEED_7);
    assert_eq!(connect4_game(7), game, "a seed replays its game");
    let c4 = ConnectFour::default();
    let end = game.chars().fold(C4Board::default(), |b, c| {
        c4.play(&b, &c4.column_named(&c.to_string()).unwrap())
    });
    assert_eq!((c4.winner(&end), c4.moves(&end).len()), (None, 0));
    assert_eq!(c4.evaluate(&end), gametree::value::Value::ZERO);
}

#[test]
fn nim_equally_good_moves_are_those_worth_the_value() {
    for coins in 2..=12 {
        for depth in 1..=6 {
            let pile = Nim::start(coins);
            agrees(
                &Nim,
                &pile,
                setup(depth, Order::None),
                &format!("{coins} coins, depth {depth}"),
            );
        }
    }
}

/// The moves of a computer-against-computer Kalah game on the game screen.
fn screen_game(seed: u64) -> Vec<usize> {
    let mut p = kalah(
        6,
        6,
        Options {
            seats: [Who::Computer; 2],
            random: true,
            seed,
            ..options(4)
        },
    );
    while !p.is_over() {
        p.command(Command::ComputerNow);
        p.settle();
    }
    p.history.iter().map(|m| m.mv).collect()
}

/// Pinned: a new rand, rand_chacha or engine must not change the game
/// `gametree kalah --players computer-computer --depth 4 --seed 7` plays.
const SEED_7_GAME: &[usize] = &[
    5, 2, 2, 5, 1, 4, 1, 1, 6, 3, 4, 6, 1, 5, 1, 4, 5, 5, 1, 4, 6, 4, 4, 5, 5, 3, 6, 1, 2, 6, 2, 5, 1, 6, 3,
    2, 6, 5, 1, 3, 2, 4, 3, 6, 5, 5,
];

#[test]
fn seed_7_plays_the_pinned_game() {
    let game = screen_game(7);
    assert_eq!(game, SEED_7_GAME, "{game:?}");
}

#[test]
fn the_game_screen_and_kalah_match_pick_alike() {
    // `kalah match` gives each side a generator of the game's seed, the
    // game screen one for both: the first move of a game is drawn alike.
    let rules = RuleSet::Book.rules();
    let pos = Position::start(6, 6, Side::South).unwrap();
    let game = Kalah::new(rules, Evaluation::Store, &pos);
    for seed in 0..20 {
        let mut screen = kalah(
            6,
            6,
            Options {
                seats: [Who::Computer; 2],
                random: true,
                seed,
                ..options(4)
            },
        );
        screen.command(Command::ComputerNow);
        screen.settle();
        let (pit, decision) = Computer::new(Some(seed))
            .play(&game, &pos, setup(4, Order::None))
            .unwrap();
        let played = &screen.history[0];
        assert_eq!(
            (played.mv, played.decision.as_ref()),
            (pit, Some(&decision)),
            "seed {seed}"
        );
    }
}

#[test]
fn a_seeded_kalah_match_gives_the_pinned_json() {
    let out = Gametree::english(&[])
        .args(["kalah", "match", "--pits", "4", "--seeds", "3", "--games", "2"])
        .args(["--a-depth", "3", "--b-depth", "2", "--seed", "7", "--json"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let json = String::from_utf8(out.stdout).unwrap();
    // The games first, each written as it ends; the totals after them.
    let expected = concat!(
        r#"{"games":["#,
        r#"{"board":[1,1,0,0,8,1,0,0,0,13],"first":"A","moves":28,"winner":"B"},"#,
        r#"{"board":[2,1,1,0,5,1,0,1,0,13],"first":"B","moves":20,"winner":"A"}],"#,
        r#""a":{"depth":3,"eval":"store","order":"none"},"a_store_margin":3,"a_wins":1,"#,
        r#""b":{"depth":2,"eval":"side","order":"none"},"b_wins":1,"draws":0,"#,
        r#""pits":4,"rules":"book","seed":7,"seeds":3}"#
    );
    assert_eq!(json.trim(), expected);
}
