//! The position on the board as a command line (`y`, and `q` prints it):
//! read back through the real command line parser, it starts the same
//! game at the same position with the same settings.

use clap::Parser;
use gametree::cli::play::PlayGame;
use gametree::cli::{Cli, Command as Cli_};
use gametree::game::kalah::RuleSet;
use gametree::session::kalah::KalahTable;
use gametree::session::nim::NimTable;
use gametree::session::tictactoe::TicTacToeTable;
use gametree::session::{Command, Options, Playable, Session};

/// A command line as the shell splits it (the lines here need no quotes).
fn parse(line: &str) -> Cli {
    let words: Vec<&str> = line.split_whitespace().collect();
    Cli::try_parse_from(&words).unwrap_or_else(|e| panic!("{line}: {e}"))
}

fn kalah(line: &str) -> Session<KalahTable> {
    match parse(line).command {
        Some(Cli_::Kalah(k)) if k.command.is_none() => k.play.play(),
        Some(Cli_::Play(p)) => match p.game {
            PlayGame::Kalah(k) => k.play(),
            _ => panic!("{line}: not Kalah"),
        },
        _ => panic!("{line}: not the Kalah game screen"),
    }
    .unwrap_or_else(|e| panic!("{line}: {e}"))
}

fn tictactoe(line: &str) -> Session<TicTacToeTable> {
    match parse(line).command {
        Some(Cli_::Play(p)) => match p.game {
            PlayGame::Tictactoe(t) => t.play().unwrap(),
            _ => panic!("{line}: not tic-tac-toe"),
        },
        _ => panic!("{line}: not play"),
    }
}

fn nim(line: &str) -> Session<NimTable> {
    match parse(line).command {
        Some(Cli_::Play(p)) => match p.game {
            PlayGame::Nim(n) => n.play().unwrap(),
            _ => panic!("{line}: not Nim"),
        },
        _ => panic!("{line}: not play"),
    }
}

/// Sends the commands, each taken in whole (the computer's search waited
/// for).
fn send<T: Playable>(s: &mut Session<T>, cmds: &[Command<T::Move>]) {
    for c in cmds {
        s.command(c.clone());
        s.settle();
    }
}

/// The settings a command line carries (the seed aside: a game from the
/// position draws afresh).
fn same_options(a: &Options, b: &Options) {
    let key = |o: &Options| (o.seats, o.depth, o.order, o.quiescence, o.random);
    assert_eq!(key(a), key(b));
}

fn same_kalah(s: &Session<KalahTable>) -> Session<KalahTable> {
    let line = s.command_line();
    let back = kalah(&line);
    assert_eq!(back.pos, s.pos, "{line}");
    assert_eq!(back.table.rules, s.table.rules, "{line}");
    assert_eq!(back.table.eval.key(), s.table.eval.key(), "{line}");
    assert_eq!(back.table.first, s.table.first, "{line}");
    same_options(&back.options, &s.options);
    assert_eq!(back.command_line(), line);
    back
}

#[test]
fn a_kalah_board_from_the_command_line_is_the_board_played() {
    let s = kalah("gametree kalah --board 4,4,4,4,0,4,4,4,4,0 --to-move north --rules standard");
    assert_eq!(s.pos.counts(), &[4, 4, 4, 4, 0, 4, 4, 4, 4, 0]);
    assert_eq!(s.pos.to_move, gametree::game::kalah::Side::North);
    assert_eq!(s.table.rules.name, RuleSet::Standard);
    assert_eq!(
        s.command_line(),
        "gametree kalah --board 4,4,4,4,0,4,4,4,4,0 --to-move north --rules standard"
    );
    // North moves: the computer's turn against a human South.
    assert!(s.computers_turn());
}

#[test]
fn kalah_round_trips_under_every_rule_set_after_moves() {
    for rules in RuleSet::ALL {
        let line = format!(
            "gametree kalah --pits 4 --seeds 3 --rules {} --players human-human",
            rules.key()
        );
        let mut s = kalah(&line);
        same_kalah(&s);
        for pit in [3, 1, 2, 4, 1] {
            if s.legal().contains(&pit) {
                send(&mut s, &[Command::Play(pit)]);
            }
        }
        assert!(!s.history.is_empty());
        let back = same_kalah(&s);
        assert_eq!(back.table.rules.name, rules);
    }
}

#[test]
fn kalah_round_trips_the_computers_settings_and_its_moves() {
    let line = "gametree play kalah --pits 5 --seeds 2 --first computer --no-random --order static --quiescence --depth 3 --eval side";
    let mut s = kalah(line);
    // The computer (North) moves first, then the human, then the computer.
    send(
        &mut s,
        &[Command::ComputerNow, Command::PlayCursor, Command::ComputerNow],
    );
    assert!(s.history.len() >= 2, "{}", s.history.len());
    send(&mut s, &[Command::Deeper, Command::Deeper]);
    let back = same_kalah(&s);
    assert_eq!(back.options.depth, 5);
    let shown = s.command_line();
    for part in [
        "--first computer",
        "--no-random",
        "--order static",
        "--quiescence",
        "--depth 5",
        "--eval side",
    ] {
        assert!(shown.contains(part), "{part}: {shown}");
    }
}

#[test]
fn kalah_players_round_trip() {
    for players in ["computer-computer", "human-human"] {
        let s = kalah(&format!(
            "gametree kalah --board 2,2,2,0,2,2,2,0 --players {players}"
        ));
        assert!(s.command_line().contains(&format!("--players {players}")));
        same_kalah(&s);
    }
}

#[test]
fn a_finished_kalah_board_is_shown_finished() {
    let s = kalah("gametree kalah --board 0,0,0,5,1,0,0,2 --to-move south");
    assert!(s.is_over());
    assert!(s.table.result(&s.pos).is_some());
    same_kalah(&s);
}

fn same_tictactoe(s: &Session<TicTacToeTable>) {
    let line = s.command_line();
    let back = tictactoe(&line);
    assert_eq!(back.pos, s.pos, "{line}");
    assert_eq!(back.table.n(), s.table.n(), "{line}");
    assert_eq!(back.table.game.evaluation, s.table.game.evaluation, "{line}");
    same_options(&back.options, &s.options);
    assert_eq!(back.command_line(), line);
}

#[test]
fn tictactoe_round_trips_after_moves() {
    let mut s = tictactoe("gametree play tictactoe --board X.O/.X./... --no-random");
    assert_eq!(
        s.command_line(),
        "gametree play tictactoe --board X.O/.X./... --no-random"
    );
    // O to move: the marks say so, and O is the computer's.
    assert!(s.computers_turn());
    same_tictactoe(&s);
    send(&mut s, &[Command::ComputerNow]);
    assert_eq!(s.history.len(), 1);
    same_tictactoe(&s);
    let mut four = tictactoe("gametree play tictactoe --size 4 --eval open-lines --players human-human");
    send(
        &mut four,
        &[
            Command::Type('b'),
            Command::Type('2'),
            Command::Type('c'),
            Command::Type('3'),
        ],
    );
    assert_eq!(four.history.len(), 2);
    assert!(four.command_line().contains("--board ..../.X../..O./...."));
    same_tictactoe(&four);
}

#[test]
fn nim_round_trips_with_who_moves() {
    let mut s = nim("gametree play nim --coins 9 --players human-human --depth 5");
    send(&mut s, &[Command::Type('2')]);
    let line = s.command_line();
    assert_eq!(
        line,
        "gametree play nim --coins 7 --to-move minus --depth 5 --players human-human"
    );
    let back = nim(&line);
    assert_eq!((back.pos.coins, back.pos.to_move), (s.pos.coins, s.pos.to_move));
    same_options(&back.options, &s.options);
}
