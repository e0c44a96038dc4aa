//! `gametree kalah`: play moves, search a position, solve an opening, run a
//! match between two settings. Tools depend on these commands' JSON.

mod db;
mod moves;
mod pace;
mod play_match;
mod search;
mod solve;
pub(super) mod work;

pub use moves::position_json;

use crate::game::kalah::{BoardError, Evaluation, Position, Rules, Side, parse_board};
use crate::words::errors::Worded;
use clap::{Args, Subcommand};
use std::process::ExitCode;

/// With no command: the game screen (see `gametree play kalah`).
#[derive(Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct KalahArgs {
    #[command(subcommand)]
    pub command: Option<KalahCommand>,
    #[command(flatten)]
    pub play: super::play::KalahPlay,
}

#[derive(Subcommand)]
pub enum KalahCommand {
    /// Play moves on a board; prints the position as JSON.
    Move(moves::MoveArgs),
    /// Search a position to a depth: value, best move, principal variation, counts.
    Search(search::SearchArgs),
    /// The exact result of an opening with perfect play (South's store minus North's).
    Solve(solve::SolveArgs),
    /// Computer against computer: two settings, each playing both sides.
    Match(play_match::MatchArgs),
    /// The solver's endgame databases: build one ahead of time, list, remove.
    Db(db::DbArgs),
}

/// The opening a game starts from: rules, board size, stones a pit.
#[derive(Args)]
pub struct Opening {
    /// book (the Kalah chapter), standard (Kalah with extra moves) or empty-capture.
    #[arg(long, default_value = "book", value_parser = parse_rules)]
    pub rules: Rules,
    /// Pits a side, P (1 to 8).
    #[arg(long, default_value_t = 6)]
    pub pits: usize,
    /// Stones a pit at the start, k (1 to 12).
    #[arg(long, default_value_t = 6, value_parser = parse_seeds)]
    pub seeds: u8,
}

/// The board a command starts from.
#[derive(Args)]
pub struct BoardArgs {
    /// book (the Kalah chapter), standard (Kalah with extra moves) or empty-capture.
    #[arg(long, default_value = "book", value_parser = parse_rules)]
    pub rules: Rules,
    /// 2P+2 comma-separated counts in sowing order: South's pits 1..P,
    /// South's store, North's pits 1..P, North's store.
    #[arg(long, allow_hyphen_values = true)]
    pub board: String,
    #[arg(long, default_value = "south", value_parser = parse_side)]
    pub to_move: Side,
}

impl BoardArgs {
    /// The position, with the end of the game applied where the board is
    /// already finished.
    pub fn position(&self) -> Result<Position, BoardError> {
        Ok(parse_board(&self.board, self.to_move)?.settled(&self.rules))
    }
}

// clap's value parsers: the engine's errors in words (`words::errors`).

pub fn parse_rules(s: &str) -> Result<Rules, String> {
    s.parse().worded()
}

/// Stones a pit: a count the board can hold says its own range when out
/// of it (`Position::start`); one past a byte says it here, in the same
/// words.
pub fn parse_seeds(s: &str) -> Result<u8, String> {
    let n: u64 = s
        .trim()
        .parse()
        .map_err(|e: std::num::ParseIntError| e.to_string())?;
    let most = crate::game::kalah::position::MAX_START_STONES;
    u8::try_from(n).map_err(|_| crate::say!("board-stones", stones = n, most = most))
}

pub fn parse_side(s: &str) -> Result<Side, String> {
    s.parse().worded()
}

pub fn parse_eval(s: &str) -> Result<Evaluation, String> {
    s.parse().worded()
}

pub fn run(args: KalahArgs, chosen: &crate::config::Settings) -> Result<ExitCode, String> {
    let done = match args.command {
        None => return super::tui::show_game(args.play.play()?, &args.play.screen, chosen),
        Some(KalahCommand::Move(a)) => moves::run(&a),
        Some(KalahCommand::Search(a)) => search::run(&a),
        Some(KalahCommand::Solve(a)) => solve::run(&a, chosen),
        Some(KalahCommand::Match(a)) => play_match::run(&a),
        Some(KalahCommand::Db(a)) => db::run(&a, chosen),
    };
    done.map(|()| ExitCode::SUCCESS)
}
