//! The AND/OR proof against the texts' claims (chapter 3, §3.1) and against
//! plain minimax on the same games.

#[path = "../common/mod.rs"]
mod common;

use gametree::game::WinLoss;
use gametree::game::nim::Nim;
use gametree::game::tictactoe::{Board, Evaluation, TicTacToe};
use gametree::game::{Game, Player};
use gametree::record::proof::state::{ProofState, ProofStatus};
use gametree::record::proof::{NodeKind, Problem, ProofTrace, Reason, StrategyStep};
use gametree::record::search::Counters;
use gametree::record::{Cursor, NodeId};
use gametree::scenario::games::NamedGame;
use gametree::search::proof;
use gametree::search::{self, Algorithm};
use gametree::value::Value;
use gametree::words::proof as text;
use std::collections::HashMap;

fn step(position: &str, mv: &str) -> StrategyStep {
    StrategyStep {
        position: position.into(),
        mv: mv.into(),
    }
}

#[test]
fn v_of_7_plus_is_solved_minus_answers_1_with_2_and_2_with_1() {
    let t = NamedGame::nim(7).prove(Problem::V, false);
    assert_eq!(t.solved(), Some(true));
    assert_eq!(
        t.strategy(),
        vec![
            step("6-", "take 2"),
            step("3-", "take 2"),
            step("2-", "take 1"),
            step("5-", "take 1"),
        ]
    );
    // After PLUS took 1 MINUS takes 2, after 2 it takes 1: PLUS always
    // faces a pile of 3k + 1.
    for s in t.strategy() {
        let coins: u32 = s.position.trim_end_matches('-').parse().unwrap();
        let took = if coins.is_multiple_of(3) {
            "take 2"
        } else {
            "take 1"
        };
        assert_eq!(s.mv, took, "{}", s.position);
    }
}

#[test]
fn w_of_7_plus_is_unsolvable() {
    let t = NamedGame::nim(7).prove(Problem::W, false);
    assert_eq!(t.solved(), Some(false));
    assert!(t.strategy().is_empty());
    assert!(t.solution_nodes().is_empty());
}

/// The minimax value of a game's full tree, each finished game worth +1
/// won by PLUS, -1 won by MINUS, 0 drawn; and the nodes it generated.
fn minimax_outcome<G: WinLoss>(game: &G, root: &G::Position) -> (Value, u64) {
    let setup = common::setup(Algorithm::Minimax);
    let mut counters = Counters::default();
    let value = search::search(&Outcome(game), root, setup, &mut counters).value;
    (value, counters.nodes_generated)
}

/// A game whose static evaluation is only the outcome: win +1, loss -1.
struct Outcome<'a, G>(&'a G);

impl<G: WinLoss> Game for Outcome<'_, G> {
    type Position = G::Position;
    type Move = G::Move;
    fn player(&self, pos: &Self::Position) -> Player {
        self.0.player(pos)
    }
    fn moves(&self, pos: &Self::Position) -> Vec<Self::Move> {
        self.0.moves(pos)
    }
    fn play(&self, pos: &Self::Position, mv: &Self::Move) -> Self::Position {
        self.0.play(pos, mv)
    }
    fn is_terminal(&self, pos: &Self::Position) -> bool {
        self.0.is_terminal(pos)
    }
    fn evaluate(&self, pos: &Self::Position) -> Value {
        match self.0.winner(pos) {
            Some(Player::Max) => Value::int(1),
            Some(_) => Value::int(-1),
            None => Value::int(0),
        }
    }
    fn move_label(&self, pos: &Self::Position, mv: &Self::Move) -> String {
        self.0.move_label(pos, mv)
    }
}

/// Whether following `strategy` wins for `player` from `pos` whatever the
/// opponent does: checked on the game itself, not on the trace.
fn strategy_wins<G: WinLoss>(game: &G, pos: &G::Position, player: Player, strategy: &[StrategyStep]) -> bool {
    let answers: HashMap<&str, &str> = strategy.iter().map(|s| (&*s.position, &*s.mv)).collect();
    wins(game, pos, player, &answers)
}

fn wins<G: WinLoss>(game: &G, pos: &G::Position, player: Player, answers: &HashMap<&str, &str>) -> bool {
    if game.is_terminal(pos) {
        return game.winner(pos) == Some(player);
    }
    let moves = game.moves(pos);
    if game.player(pos) == player {
        let name = game.position_name(pos).unwrap();
        let Some(&answer) = answers.get(name.as_str()) else {
            return false;
        };
        let mv = moves.iter().find(|m| game.move_label(pos, m) == answer).unwrap();
        wins(game, &game.play(pos, mv), player, answers)
    } else {
        moves
            .iter()
            .all(|m| wins(game, &game.play(pos, m), player, answers))
    }
}

#[test]
fn plus_wins_n_coins_iff_n_mod_3_is_not_1_as_minimax_says() {
    for n in 1..=15 {
        let root = Nim::start(n);
        let w = NamedGame::nim(n).prove(Problem::W, false);
        let v = NamedGame::nim(n).prove(Problem::V, false);
        let plus_wins = n % 3 != 1;
        assert_eq!(w.solved(), Some(plus_wins), "W({n}+)");
        assert_eq!(v.solved(), Some(!plus_wins), "V({n}+)");
        let (value, _) = minimax_outcome(&Nim, &root);
        assert_eq!(
            value,
            if plus_wins { Value::int(1) } else { Value::int(-1) },
            "minimax of {n}+"
        );
        let (proved, player) = if plus_wins {
            (&w, Player::Max)
        } else {
            (&v, Player::Min)
        };
        assert!(
            strategy_wins(&Nim, &root, player, &proved.strategy()),
            "strategy from {n}+"
        );
    }
}

#[test]
fn tictactoe_is_a_draw_neither_w_nor_v_is_provable() {
    for table in [false, true] {
        for problem in [Problem::W, Problem::V] {
            let t = NamedGame::TICTACTOE.prove(problem, table);
            assert_eq!(t.solved(), Some(false), "{problem:?}, table {table}");
            assert_eq!(t.counts(usize::MAX).table_hits > 0, table);
        }
    }
    // The whole tree: 549 946 nodes with the root.
    let g = TicTacToe::new(3, Evaluation::OpenLines);
    assert_eq!(minimax_outcome(&g, &Board::default()), (Value::int(0), 549_945));
}

#[test]
fn the_table_proves_the_same_with_fewer_nodes() {
    let without = NamedGame::TICTACTOE.prove(Problem::W, false).counts(usize::MAX);
    let with = NamedGame::TICTACTOE.prove(Problem::W, true).counts(usize::MAX);
    assert_eq!((without.nodes_generated, with.nodes_generated), (16_158, 4_055));
}

#[test]
fn a_mid_game_tictactoe_win_has_a_strategy_that_wins() {
    // X a1, O b1: X wins (b2, threatening c3 and, after that, a fork).
    let g = TicTacToe::new(3, Evaluation::OpenLines);
    let root = g.parse("XO./.../...").unwrap();
    for table in [false, true] {
        let w = proof::prove(&g, &root, Problem::W, table);
        assert_eq!(w.solved(), Some(true));
        assert!(strategy_wins(&g, &root, Player::Max, &w.strategy()));
        assert_eq!(proof::prove(&g, &root, Problem::V, table).solved(), Some(false));
    }
    assert_eq!(minimax_outcome(&g, &root).0, Value::int(1));
}

#[test]
fn the_solution_subtree_is_solved_or_and_shaped() {
    let t = NamedGame::nim(7).prove(Problem::V, false);
    let end = Cursor::<ProofState>::state_after(&t, t.len());
    let nodes = t.solution_nodes();
    assert_eq!(nodes[0], NodeId::ROOT);
    for &id in &nodes {
        assert_eq!(end.status(id), ProofStatus::Solved, "{}", t.position(id));
        let inside = |c: &NodeId| nodes.contains(c);
        let children: Vec<NodeId> = t.tree.children(id).collect();
        match t.kind(id) {
            NodeKind::Or => assert_eq!(children.iter().filter(|c| inside(c)).count(), 1),
            NodeKind::And => assert!(children.iter().all(inside)),
            NodeKind::Terminal => assert_eq!(
                end.reason(id),
                Some(Reason::Terminal {
                    winner: Some(Player::Min)
                })
            ),
        }
    }
}

#[test]
fn replay_keeps_the_path_and_counts_step_by_step() {
    let t = NamedGame::nim(7).prove(Problem::W, false);
    for k in 0..=t.len() {
        let s = Cursor::<ProofState>::state_after(&t, k);
        assert_eq!(s.counts(), t.counts(k));
        for w in s.path().windows(2) {
            assert_eq!(t.tree.parent(w[1]), Some(w[0]));
        }
        for &id in s.path() {
            assert_eq!(s.status(id), ProofStatus::Open);
        }
    }
    let end = Cursor::<ProofState>::state_after(&t, t.len());
    assert!(end.path().is_empty());
    assert_eq!(end.finished(), Some(false));
    assert_eq!(end.status(NodeId::ROOT), ProofStatus::Unsolvable);
}

fn trace_and_strategy(t: &ProofTrace) -> String {
    format!(
        "{}\nstrategy:\n{}",
        text::render(t),
        text::strategy_text(&t.strategy())
    )
}

#[test]
fn nim_7_v_text_trace() {
    insta::assert_snapshot!(trace_and_strategy(&NamedGame::nim(7).prove(Problem::V, false)));
}

#[test]
fn nim_7_w_text_trace() {
    insta::assert_snapshot!(trace_and_strategy(&NamedGame::nim(7).prove(Problem::W, false)));
}
