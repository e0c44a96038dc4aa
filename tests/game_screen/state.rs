//! The game being played, without a terminal: moves, undo, refusals, the
//! cursor, the computer's choice and its replay, playing a move out, the
//! end; each driven by the session's commands.

use super::{kalah, nim, options, tictactoe};
use gametree::game::Game;
use gametree::record::NodeId;
use gametree::search::Setup;
use gametree::search::{self, Algorithm};
use gametree::session::{Command, Playable, Session, Who};
use gametree::tui::game_screen::{GameScreen, Play};
use gametree::tui::keys::Message;

/// The cursor's commands: ← → ↑ ↓.
const LEFT: Command<usize> = Command::Cursor { dx: -1, dy: 0 };
const RIGHT: Command<usize> = Command::Cursor { dx: 1, dy: 0 };
const DOWN: Command<usize> = Command::Cursor { dx: 0, dy: 1 };

/// Sends the commands, each taken in whole: the computer's search, once
/// its move is asked for, is waited for as the timer would.
fn send<T: Playable>(p: &mut Session<T>, cmds: &[Command<T::Move>]) {
    for m in cmds {
        let tree = p.command(m.clone());
        assert!(tree.is_none() || matches!(m, Command::Tree | Command::TreeHere));
        p.settle();
    }
}

fn counts(p: &Session<gametree::session::kalah::KalahTable>) -> Vec<u8> {
    p.pos.counts().to_vec()
}

#[test]
fn a_move_then_undo_restores_the_start() {
    let mut p = kalah(6, 6, options(6));
    let start = p.pos;
    send(&mut p, &[Command::Type('3')]);
    assert_ne!(p.pos, start);
    assert_eq!(p.history.len(), 1);
    send(&mut p, &[Command::Undo]);
    assert_eq!((p.pos, p.history.len()), (start, 0));
}

#[test]
fn undo_takes_back_the_move_pair() {
    let mut p = kalah(6, 6, options(6));
    send(&mut p, &[Command::Type('3'), Command::Tick]);
    let after_pair = p.pos;
    assert_eq!(p.history.len(), 2);
    assert_eq!(p.history[1].by, Who::Computer);
    send(&mut p, &[Command::Type('1'), Command::Tick, Command::Undo]);
    assert_eq!(p.pos, after_pair);
    assert!(p.humans_turn());
    send(&mut p, &[Command::Undo]);
    assert!(p.history.is_empty());
    send(&mut p, &[Command::Undo]);
    assert!(p.note.as_deref().unwrap().contains("nothing to undo"));
}

#[test]
fn an_illegal_pit_is_refused_with_the_legal_ones() {
    let mut p = kalah(6, 6, options(6));
    send(&mut p, &[Command::Type('3'), Command::Tick]);
    let before = p.pos;
    send(&mut p, &[Command::Type('3')]);
    assert_eq!(p.pos, before);
    let note = p.note.clone().unwrap();
    assert!(note.contains("South's pit 3 is empty"), "{note}");
    let legal: Vec<String> = p.legal().iter().map(usize::to_string).collect();
    assert!(
        note.ends_with(&format!("legal are {}", legal.join(" "))),
        "{note}"
    );
    send(&mut p, &[Command::Type('9')]);
    assert!(p.note.clone().unwrap().contains("there is no pit 9"));
}

#[test]
fn the_cursor_walks_the_legal_pits_and_enter_plays() {
    let mut p = kalah(6, 6, options(6));
    assert_eq!(p.cursor_move(), Some(1));
    send(&mut p, &[RIGHT, RIGHT, LEFT, RIGHT]);
    assert_eq!(p.cursor_move(), Some(3));
    let expected = p.game().play(&p.pos, &3);
    send(&mut p, &[Command::PlayCursor]);
    assert_eq!(p.pos, expected);
}

#[test]
fn norths_cursor_runs_right_to_left_as_its_pits_are_drawn() {
    let mut p = kalah(
        6,
        6,
        super::Options {
            seats: [Who::Human; 2],
            ..options(6)
        },
    );
    send(&mut p, &[Command::Type('1')]);
    assert_eq!(p.cursor_move(), Some(1));
    // → on screen goes towards North's pit 1, ← towards pit 6.
    send(&mut p, &[LEFT, LEFT]);
    assert_eq!(p.cursor_move(), Some(3));
}

#[test]
fn the_computers_value_is_the_trees_and_its_move_the_first_best() {
    let mut p = kalah(4, 3, options(5));
    send(&mut p, &[Command::Type('2'), Command::Tick]);
    let played = p.last().unwrap();
    let decision = played.decision.as_ref().unwrap();
    let game = p.table.searched(&played.before);
    let setup = Setup {
        depth: Some(5),
        ..Setup::new(Algorithm::AlphaBeta)
    };
    let trace = search::record(&game, &played.before, setup);
    let first = trace.tree.move_index(trace.pv()[1]) as usize;
    assert_eq!(played.mv, game.moves(&played.before)[first]);
    assert_eq!(decision.choice.best[0], played.mv);
    assert!(!decision.at_random);
}

#[test]
fn the_same_seed_replays_the_same_game() {
    let game = |seed| {
        let mut p = kalah(
            6,
            3,
            super::Options {
                seats: [Who::Computer; 2],
                random: true,
                seed,
                ..options(3)
            },
        );
        for _ in 0..12 {
            send(&mut p, &[Command::ComputerNow]);
        }
        p.history.iter().map(|m| m.mv).collect::<Vec<_>>()
    };
    assert_eq!(game(11), game(11));
    let seeds_differ = (0..20).any(|s| game(s) != game(11));
    assert!(seeds_differ, "the seed never changes the game");
}

#[test]
fn computer_against_computer_steps_on_a_key_or_plays_on() {
    let mut p = kalah(
        3,
        2,
        super::Options {
            seats: [Who::Computer; 2],
            ..options(4)
        },
    );
    assert_eq!(p.due(), None, "no move without a key");
    send(&mut p, &[Command::ComputerNow]);
    assert_eq!(p.history.len(), 1);
    send(&mut p, &[Command::TogglePlay]);
    assert!(p.due().is_some());
    while !p.is_over() {
        send(&mut p, &[Command::Tick]);
    }
    assert!(!p.playing && p.due().is_none());
    let result = p.table.result(&p.pos).unwrap();
    assert!(result.contains("wins") || result.contains("draw"), "{result}");
}

#[test]
fn a_move_is_played_out_stone_by_stone() {
    let mut p = kalah(3, 2, options(3));
    send(&mut p, &[Command::Type('3')]);
    // Take pit 3, drop into the store and North's pit 1, capture there.
    let steps = p.table.steps(&p.last().unwrap().before, &3);
    assert_eq!(steps, 4);
    send(&mut p, &[Command::SowStep]);
    assert_eq!(p.showing.unwrap().shown, 1);
    send(&mut p, &[Command::Sow]);
    let mut shown = vec![];
    while let Some(s) = p.showing {
        shown.push(s.shown);
        send(&mut p, &[Command::Tick]);
    }
    assert_eq!(shown, vec![0, 1, 2, 3]);
    assert_eq!(counts(&p), vec![2, 2, 0, 4, 0, 2, 2, 0]);
}

#[test]
fn the_end_of_the_game_names_the_winner() {
    let mut p = kalah(
        2,
        1,
        super::Options {
            seats: [Who::Computer; 2],
            ..options(4)
        },
    );
    while !p.is_over() {
        send(&mut p, &[Command::ComputerNow]);
    }
    assert!(p.table.result(&p.pos).is_some());
    send(&mut p, &[Command::ComputerNow]);
    assert!(p.note.as_deref().unwrap().contains("the game is over"));
}

#[test]
fn tictactoe_moves_are_typed_as_cells() {
    let mut p = tictactoe(3);
    send(&mut p, &[Command::Type('b')]);
    assert!(p.history.is_empty() && p.typed == "b");
    send(&mut p, &[Command::Type('2')]);
    assert_eq!(p.history[0].mv, 4);
    send(&mut p, &[Command::Tick, Command::Type('b'), Command::Type('2')]);
    assert!(p.note.as_deref().unwrap().starts_with("b2 is taken"));
    send(&mut p, &[Command::Type('z')]);
    assert!(p.note.as_deref().unwrap().starts_with("'z' is no cell"));
}

#[test]
fn four_by_four_cursor_moves_down_the_column() {
    let mut p = tictactoe(4);
    send(&mut p, &[DOWN, DOWN]);
    // a1 → a2 → a3: cell 8 of 16.
    assert_eq!(p.cursor_move(), Some(8));
}

#[test]
fn nim_takes_the_coins_typed() {
    let mut p = nim(7);
    send(&mut p, &[Command::Type('2')]);
    assert_eq!(p.pos.coins, 5);
    send(&mut p, &[Command::Tick]);
    assert_eq!(p.pos.coins, 4, "MINUS answers 5 with 1, leaving 4 (chapter 3)");
    send(&mut p, &[Command::Type('3')]);
    assert!(p.note.as_deref().unwrap().contains("legal are 1 2"));
}

#[test]
fn the_computer_first_means_north_starts_and_the_human_stays_south() {
    let table = gametree::session::kalah::KalahTable {
        first: gametree::game::kalah::Side::North,
        ..kalah(6, 6, options(6)).table
    };
    let mut p = Session::new(
        table,
        super::Options {
            seats: [Who::Computer, Who::Human],
            ..options(4)
        },
    );
    assert!(p.computers_turn() && p.due().is_some());
    send(&mut p, &[Command::Tick]);
    assert_eq!(p.history[0].before.to_move, gametree::game::kalah::Side::North);
    assert_eq!(p.pos.to_move, gametree::game::kalah::Side::South);
    assert!(p.humans_turn());
}

#[test]
fn the_move_tree_labels_a_relay_chain_as_one_move() {
    let mut p = Play::new(kalah(6, 6, options(4)));
    assert!(p.update(Message::TreeHere).is_none(), "built in the background");
    let tutor = GameScreen::settle(&mut p).expect("the tree opens");
    let gametree::story::AnyStory::Search(search) = &tutor.story else {
        panic!("a search")
    };
    let trace = search.run.trace();
    let labels: Vec<&str> = trace.tree.ids().skip(1).map(|id| trace.label(id)).collect();
    assert!(
        labels.contains(&"pit 1") && labels.contains(&"pit 6"),
        "{labels:?}"
    );
    // `pit 6(1)`: one move, which no arrow of a path or comma of a list
    // of moves splits.
    let relay = labels.iter().find(|l| l.contains('(')).expect("a relay");
    assert!(
        !relay.contains('→') && !relay.contains(',') && !relay.contains("->"),
        "{relay}"
    );
    assert!(relay.starts_with("pit ") && relay.ends_with(')'), "{relay}");
    // Its nodes are named by the rule, never by a move or a board.
    assert_eq!(trace.name(NodeId::ROOT), "A");
    assert!(trace.tree.ids().all(|id| trace.name(id).len() <= 8));
    assert!(
        search.subject.detail(trace, NodeId::ROOT).is_some(),
        "the board is drawn"
    );
}

#[test]
fn the_computer_thinks_in_the_background_and_keys_stay_live() {
    // Deep enough that the search is still under way when the keys come.
    let mut p = kalah(6, 6, options(16));
    send(&mut p, &[Command::Type('3')]);
    assert!(p.thinking.is_some(), "the search starts with the computer's turn");
    assert!(p.due().is_some(), "the pause before its move is timed");
    assert!(p.command(Command::Tick).is_none());
    let t = p.thinking.as_ref().expect("still thinking");
    assert!(t.asked && t.depth == 16 && t.found.is_none());
    assert_eq!(p.history.len(), 1, "no move before the search is done");
    // Keys are taken while it thinks; typing is refused, undo gives it up.
    p.command(Command::Type('1'));
    assert!(p.note.as_deref().unwrap().contains("computer's turn"));
    p.command(Command::Undo);
    assert!(p.thinking.is_none() && p.history.is_empty() && p.humans_turn());
    assert_eq!(p.due(), None);
}

#[test]
fn an_answer_to_a_position_taken_back_is_dropped() {
    let mut p = kalah(4, 3, options(5));
    p.command(Command::Type('2'));
    p.command(Command::Undo);
    send(&mut p, &[Command::Type('4'), Command::Tick]);
    assert_eq!(p.history.len(), 2);
    let answer = &p.history[1];
    assert_eq!(answer.before, p.history[0].before.play(&p.table.rules, 4));
    let game = p.table.searched(&answer.before);
    let choice = gametree::search::choose::best_moves(&game, &answer.before, p.setup(5));
    assert_eq!(answer.decision.as_ref().map(|d| &d.choice), choice.as_ref());
}

#[test]
fn a_new_depth_starts_the_search_again_at_it() {
    let mut p = kalah(6, 6, options(14));
    p.command(Command::Type('3'));
    p.command(Command::Tick);
    p.command(Command::Shallower);
    p.command(Command::Shallower);
    p.command(Command::Shallower);
    p.command(Command::Shallower);
    assert_eq!(p.thinking.as_ref().map(|t| (t.depth, t.asked)), Some((10, true)));
    p.command(Command::Shallower);
    p.command(Command::Shallower);
    p.command(Command::Shallower);
    p.command(Command::Shallower);
    p.settle();
    let d = p.history[1].decision.as_ref().unwrap();
    assert_eq!(d.depth, 6);
}

#[test]
fn paused_computer_against_computer_keeps_its_move_for_space() {
    let mut p = kalah(
        4,
        3,
        super::Options {
            seats: [Who::Computer; 2],
            ..options(4)
        },
    );
    send(&mut p, &[Command::TogglePlay]);
    assert!(p.thinking.as_ref().is_some_and(|t| !t.asked));
    send(&mut p, &[Command::TogglePlay]);
    assert!(!p.playing && p.thinking.is_some() && p.due().is_none());
    send(&mut p, &[Command::Tick]);
    assert!(p.history.is_empty(), "no move while paused");
    send(&mut p, &[Command::ComputerNow]);
    assert_eq!(p.history.len(), 1);
    assert!(p.thinking.is_none(), "paused: no search ahead");
}

#[test]
fn quiescence_searches_on_below_a_capture_on_the_game_screen() {
    // At the start of 3 pits × 2 stones South's pit 3 captures: not quiet.
    let nodes = |quiescence| {
        let mut p = kalah(
            3,
            2,
            super::Options {
                seats: [Who::Computer, Who::Human],
                quiescence,
                ..options(1)
            },
        );
        send(&mut p, &[Command::ComputerNow]);
        let d = p.history[0].decision.as_ref().unwrap();
        d.choice.nodes_generated
    };
    assert!(nodes(true) > nodes(false), "{} vs {}", nodes(true), nodes(false));
}
