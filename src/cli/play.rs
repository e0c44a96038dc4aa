//! `gametree play kalah|tictactoe|nim|connect4` and `gametree kalah`: the game
//! screen. A human or the computer on each side; the move tree of any
//! decision is one key away.

use super::kalah::{Opening, parse_eval, parse_side};
use super::parse_order;
use super::position::{kalah_board, tictactoe_board};
use crate::game::Player;
use crate::game::connect4::ConnectFour;
use crate::game::kalah::{Evaluation, Position, Side};
use crate::game::known::Kind;
use crate::game::nim::Pile;
use crate::game::tictactoe::{self, TicTacToe};
use crate::search::Order;
use crate::session::connect4::ConnectFourTable;
use crate::session::kalah::KalahTable;
use crate::session::nim::NimTable;
use crate::session::tictactoe::TicTacToeTable;
use crate::session::{Options, Playable, Session, Who};
use crate::words::errors::Worded;
use clap::{Args, Subcommand, ValueEnum};

#[derive(Args)]
pub struct PlayArgs {
    #[command(subcommand)]
    pub game: PlayGame,
}

#[derive(Subcommand)]
pub enum PlayGame {
    /// Kalah (Kalah chapter 14); the same as `gametree kalah`.
    #[command(name = Kind::Kalah.name())]
    Kalah(KalahPlay),
    /// Tic-tac-toe on 3×3 or 4×4, X moves first.
    #[command(name = Kind::TicTacToe.name())]
    Tictactoe(TicTacToePlay),
    /// Nim "last one loses" (Textbook chapter 3): take 1 or 2 coins; whoever takes the last loses.
    #[command(name = Kind::Nim.name())]
    Nim(NimPlay),
    /// Connect Four: drop pieces into columns; four in a line wins. X moves first.
    #[command(name = Kind::ConnectFour.name())]
    Connect4(ConnectFourPlay),
}

/// How the game screen is played, for every game.
#[derive(Args)]
pub struct ScreenArgs {
    /// Depth limit d of the computer's alpha-beta (default: 6 for Kalah,
    /// 9 for 3×3 tic-tac-toe, 4 for 4×4, the whole game for Nim up to 20,
    /// 5 for Connect Four).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=30))]
    pub depth: Option<u32>,
    /// Who moves first when a human plays the computer.
    #[arg(long, value_enum, default_value = "human")]
    pub first: First,
    /// Who plays: a human against the computer, the computer against
    /// itself (moves step on Space, or p plays on), or two humans.
    #[arg(long, value_enum, default_value = "human-computer")]
    pub players: Players,
    /// Seed of the random choice among equally good moves (default: a new
    /// one, shown on screen so that the game can be replayed).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Take the first of equally good moves instead of one at random.
    #[arg(long)]
    pub no_random: bool,
    /// none, or static: moves sorted by the static value of the position
    /// they lead to, best first (the Kalah chapter's fixed ordering).
    #[arg(long, default_value = "none", value_parser = parse_order)]
    pub order: Order,
    /// Search on below active positions at the depth limit (Kalah: where a
    /// capture is pending).
    #[arg(long)]
    pub quiescence: bool,
    /// The most memory a move tree (t, T) may take: 1GiB, 512MiB, 800MB
    /// (default: the environment's GAMETREE_MAX_TREE_MEMORY, else 1GiB);
    /// a deeper tree is offered at the deepest depth that fits.
    #[arg(long, value_parser = super::size::parse)]
    pub max_tree_memory: Option<u64>,
    /// Presenter mode: the board, the last move and the computer's choice
    /// fill the screen, for a projector (P on the game screen).
    #[arg(long)]
    pub present: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum First {
    Human,
    Computer,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Players {
    HumanComputer,
    ComputerComputer,
    HumanHuman,
}

#[derive(Args)]
pub struct KalahPlay {
    #[command(flatten)]
    pub opening: Opening,
    /// store (store difference), side (all stones on each side) or
    /// linear:FILE (a RON list of 2P+2 weights, own cells first).
    #[arg(long, default_value = "store", value_parser = parse_eval)]
    pub eval: Evaluation,
    /// Start from this position (the game screen's y and q write it): 2P+2
    /// counts in sowing order, South's pits 1..P, its store, North's pits
    /// 1..P, its store, as `gametree kalah move` takes them.
    #[arg(long, allow_hyphen_values = true, conflicts_with_all = ["pits", "seeds"])]
    pub board: Option<String>,
    /// With --board: who moves, south or north (default south).
    #[arg(long, value_parser = parse_side, requires = "board")]
    pub to_move: Option<Side>,
    #[command(flatten)]
    pub screen: ScreenArgs,
}

#[derive(Args)]
pub struct TicTacToePlay {
    /// The board: 3 (3×3) or 4 (4×4).
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u8).range(3..=4))]
    pub size: u8,
    /// Start from this position: rows from the top, `/` between them
    /// (X.O/.X./...; `.` or `-` an empty cell), 3×3 or 4×4; the marks say
    /// who moves.
    #[arg(long, allow_hyphen_values = true, conflicts_with = "size")]
    pub board: Option<String>,
    /// open-lines (Textbook chapter 3) or weighted (Bondarev's slides: 10·X3 + 3·X2 + X1 − ...).
    #[arg(long, value_enum, default_value = "weighted")]
    pub eval: TicTacToeEval,
    #[command(flatten)]
    pub screen: ScreenArgs,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum NimSide {
    Plus,
    Minus,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum TicTacToeEval {
    OpenLines,
    Weighted,
}

#[derive(Args)]
pub struct NimPlay {
    /// Coins on the pile at the start (2 to 30; with --to-move 0 to 30,
    /// where 0 and 1 are a game already over).
    #[arg(long, default_value_t = 7, value_parser = clap::value_parser!(u32).range(0..=30))]
    pub coins: u32,
    /// Start from a position: who moves there, plus (the first player) or
    /// minus.
    #[arg(long, value_enum)]
    pub to_move: Option<NimSide>,
    #[command(flatten)]
    pub screen: ScreenArgs,
}

#[derive(Args)]
pub struct ConnectFourPlay {
    /// The board: columns x rows, each 4 to 10 (7x6 the usual one).
    #[arg(long, default_value = "7x6", value_parser = super::position::parse_connect4_size)]
    pub size: ConnectFour,
    /// Start from this position: rows from the top, `/` between them
    /// (X, O, or `.` an empty cell); its rows and columns give the size,
    /// the pieces who moves.
    #[arg(long, allow_hyphen_values = true, conflicts_with = "size")]
    pub board: Option<String>,
    #[command(flatten)]
    pub screen: ScreenArgs,
}

impl ScreenArgs {
    /// Who plays each seat (seat 0 moves first).
    pub fn seats(&self) -> [Who; 2] {
        match (self.players, self.first) {
            (Players::HumanComputer, First::Human) => [Who::Human, Who::Computer],
            (Players::HumanComputer, First::Computer) => [Who::Computer, Who::Human],
            (Players::ComputerComputer, _) => [Who::Computer; 2],
            (Players::HumanHuman, _) => [Who::Human; 2],
        }
    }

    /// The computer's settings; an order that reads a whole tree is
    /// refused, as for every game searched live.
    pub fn options(&self, default_depth: u32) -> Result<Options, String> {
        Ok(Options {
            seats: self.seats(),
            depth: self.depth.unwrap_or(default_depth),
            order: self.order.for_game().worded()?,
            quiescence: self.quiescence,
            seed: self.seed.unwrap_or_else(|| rand::random_range(0..100_000)),
            random: !self.no_random,
        })
    }
}

impl KalahPlay {
    /// The game screen. The human sits South, at the bottom: when the
    /// computer moves first, North starts. With --board, the game starts
    /// there (a finished one is shown finished).
    pub fn play(&self) -> Result<Session<KalahTable>, String> {
        let rules = self.opening.rules;
        let board = match &self.board {
            Some(b) => Some(kalah_board(b, self.to_move, &rules)?),
            None => None,
        };
        let (pits, stones) = match &board {
            Some(pos) => (pos.pits(), stones_a_pit(pos)),
            None => {
                Position::start(self.opening.pits, self.opening.seeds, Side::South).worded()?;
                (self.opening.pits, self.opening.seeds)
            }
        };
        self.eval.check(pits).worded()?;
        let s = &self.screen;
        let first = match (s.players, s.first) {
            (Players::HumanComputer, First::Computer) => Side::North,
            _ => Side::South,
        };
        let table = KalahTable {
            rules,
            eval: self.eval.clone(),
            pits,
            stones,
            first,
        };
        let pos = board.unwrap_or_else(|| table.start());
        let options = s.options(table.default_depth(&pos))?;
        Ok(Session::at(table, options, pos))
    }
}

/// The stones a pit of the opening a board's stones make (for the title
/// line): all of them shared out over both sides' pits, to the nearest.
fn stones_a_pit(pos: &Position) -> u8 {
    let pits = 2 * pos.pits();
    ((usize::from(pos.total()) + pits / 2) / pits).max(1) as u8
}

impl TicTacToePlay {
    pub fn play(&self) -> Result<Session<TicTacToeTable>, String> {
        let eval = match self.eval {
            TicTacToeEval::OpenLines => tictactoe::Evaluation::OpenLines,
            TicTacToeEval::Weighted => tictactoe::Evaluation::Weighted,
        };
        let (game, pos) = match &self.board {
            Some(b) => tictactoe_board(b, eval)?,
            None => (TicTacToe::new(usize::from(self.size), eval), Default::default()),
        };
        let table = TicTacToeTable { game };
        let options = self.screen.options(table.default_depth(&pos))?;
        Ok(Session::at(table, options, pos))
    }
}

impl NimPlay {
    pub fn play(&self) -> Result<Session<NimTable>, String> {
        let to_move = match self.to_move {
            None if self.coins < 2 => return Err(crate::say!("nim-coins-to-start", coins = self.coins)),
            None | Some(NimSide::Plus) => Player::Max,
            Some(NimSide::Minus) => Player::Min,
        };
        let table = NimTable { coins: self.coins };
        let pos = Pile {
            coins: self.coins,
            to_move,
        };
        let options = self.screen.options(table.default_depth(&pos))?;
        Ok(Session::at(table, options, pos))
    }
}

impl ConnectFourPlay {
    pub fn play(&self) -> Result<Session<ConnectFourTable>, String> {
        let (game, pos) = match &self.board {
            Some(b) => ConnectFour::parse(b).worded()?,
            None => (self.size, Default::default()),
        };
        let table = ConnectFourTable { game };
        let options = self.screen.options(table.default_depth(&pos))?;
        Ok(Session::at(table, options, pos))
    }
}

pub fn run(a: &PlayArgs, chosen: &crate::config::Settings) -> Result<std::process::ExitCode, String> {
    use super::tui::show_game;
    match &a.game {
        PlayGame::Kalah(k) => show_game(k.play()?, &k.screen, chosen),
        PlayGame::Tictactoe(t) => show_game(t.play()?, &t.screen, chosen),
        PlayGame::Nim(n) => show_game(n.play()?, &n.screen, chosen),
        PlayGame::Connect4(c) => show_game(c.play()?, &c.screen, chosen),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::{Command, FromArgMatches};

    /// Every game is played by its registered name, and the
    /// name parses back to its own screen (clap matches the names given as
    /// expressions).
    #[test]
    fn every_game_is_played_by_its_name() {
        let play = PlayGame::augment_subcommands(Command::new("play"));
        for kind in Kind::ALL {
            let matches = play.clone().try_get_matches_from(["play", kind.name()]);
            let game = matches.and_then(|m| PlayGame::from_arg_matches(&m));
            let Ok(game) = game else { panic!("{}", kind.name()) };
            let played = match game {
                PlayGame::Kalah(_) => Kind::Kalah,
                PlayGame::Tictactoe(_) => Kind::TicTacToe,
                PlayGame::Connect4(_) => Kind::ConnectFour,
                PlayGame::Nim(_) => Kind::Nim,
            };
            assert_eq!(played, kind);
        }
    }
}
