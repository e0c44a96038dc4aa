//! A live position straight into a command: `kalah --board
//! 4,4,4,4,0,4,4,4,4,0 --to-move south` or `tictactoe --board X.O/.X./...`
//! in place of a scenario, its tree searched as the game screen's `t`
//! searches it, sized up against the move tree's budget first.

use super::kalah::{parse_eval, parse_rules};
use super::{AlgoChoice, SearchSettings, live};
use crate::game::connect4::ConnectFour;
use crate::game::kalah::{self, Kalah, Rules, Side};
use crate::game::known::{Board, Kind};
use crate::game::tictactoe::{self, TicTacToe};
use crate::game::{Game, Player};
use crate::say;
use crate::scenario::games::NamedGame;
use crate::search::{Algorithm, Setup};
use crate::session::Playable;
use crate::session::connect4::ConnectFourTable;
use crate::session::kalah::{self as kalah_table, KalahTable};
use crate::session::tictactoe::{TicTacToeTable, mark_of};
use crate::subject::{Live, Subject};
use crate::words::errors::Worded;
use clap::Args;

/// Where a live position's search stops when no --depth is given: the
/// Kalah chapter's figures look six plies ahead.
const KALAH_DEPTH: u32 = 6;

/// Connect Four's: four plies, 2 401 positions at most on 7×6.
const CONNECT4_DEPTH: u32 = 4;

/// A live game at a position: the subject, named as the game screen's
/// move tree is, for the tutor's title on a projector ("Tic-tac-toe 3×3,
/// O to move, move 4"; its board is drawn beside the title); the
/// settings of its search; and its name in `stats`, `trace` and JSON,
/// which writes its board ("tictactoe X.O/.X./...").
pub struct Searched {
    pub subject: Box<dyn Subject>,
    pub setup: Setup,
    pub board_name: String,
}

/// A position of a live game (a game with a board: `kalah`, `tictactoe`,
/// `connect4`) in place of a scenario.
#[derive(Args, Clone, Default)]
pub struct PositionArgs {
    #[arg(long, allow_hyphen_values = true, help = crate::words::help::board())]
    pub board: Option<String>,
    /// Who moves: with `kalah` south or north (default south); with
    /// nim-N plus or minus, as the textbook chapter names them (default
    /// plus: `7+`; minus is `7-`).
    #[arg(long, value_parser = parse_to_move)]
    pub to_move: Option<ToMove>,
    /// With `kalah`: book (the Kalah chapter), standard or empty-capture
    /// (default book).
    #[arg(long, value_parser = parse_rules)]
    pub rules: Option<Rules>,
    /// The static evaluation: for Kalah store, side or linear:FILE
    /// (default store); for tic-tac-toe open-lines or weighted (default
    /// open-lines).
    #[arg(long)]
    pub eval: Option<String>,
}

/// The live game a command's SCENARIO names with a position, if it does:
/// its subject and the settings of the search; `None` for a scenario.
pub fn live(
    name: &str,
    p: &PositionArgs,
    algo: Option<AlgoChoice>,
    settings: &SearchSettings,
    chosen: crate::config::Rule,
) -> Result<Option<Searched>, String> {
    let setup = || -> Result<Setup, String> {
        let algorithm = match algo {
            None => Algorithm::AlphaBeta,
            Some(a) => a.algorithm().ok_or_else(|| say!("maxn-needs-a-scenario"))?,
        };
        Ok(settings.on_game(algorithm, chosen))
    };
    if let Some(kind) = Kind::named(name) {
        return game_position(kind, p, setup()?).map(Some);
    }
    let given = p.board.is_some() || p.to_move.is_some() || p.rules.is_some() || p.eval.is_some();
    match given && !nim_to_move(name, p)? {
        true => {
            let boards = Kind::ALL.into_iter().filter(|k| k.board() != Board::None);
            let games: Vec<&str> = boards.map(Kind::name).collect();
            Err(say!(
                "position-needs-a-game",
                name = name,
                games = games.join(", ")
            ))
        }
        false => Ok(None),
    }
}

/// A Kalah board as the command line writes it (`--board`, `--to-move`,
/// by default South), the end of the game applied where it is already
/// over; or the board's own error in words. The game screen starts from
/// it too.
pub fn kalah_board(board: &str, to_move: Option<Side>, rules: &Rules) -> Result<kalah::Position, String> {
    let pos = kalah::parse_board(board, to_move.unwrap_or(Side::South)).worded()?;
    Ok(pos.settled(rules))
}

/// A tic-tac-toe board (`X.O/.X./...`): the game of its size (3×3 or 4×4,
/// by its rows; any other shape is refused by the board's reader) and its
/// position, whose marks say who moves; or the board's own error in words.
pub fn tictactoe_board(
    board: &str,
    eval: tictactoe::Evaluation,
) -> Result<(TicTacToe, tictactoe::Board), String> {
    let n = if board.split('/').count() == 4 { 4 } else { 3 };
    let game = TicTacToe::new(n, eval);
    let root = game.parse(board).worded()?;
    Ok((game, root))
}

/// The position of a game the registry lists, searched live.
fn game_position(kind: Kind, p: &PositionArgs, setup: Setup) -> Result<Searched, String> {
    match kind {
        Kind::Nim => Err(boardless(kind)),
        Kind::Kalah => kalah_position(p, setup),
        Kind::TicTacToe => tictactoe_position(p, setup),
        Kind::ConnectFour => connect4_position(p, setup),
    }
}

/// Why a game without a board has no position from `--board`: its
/// position is its name (`nim-7`).
fn boardless(kind: Kind) -> String {
    say!(
        "position-no-board",
        game = kind.name(),
        named = kind.shown().name()
    )
}

/// `7x6`: a Connect Four board of 7 columns of 6.
pub fn parse_connect4_size(s: &str) -> Result<ConnectFour, String> {
    let sides = s.split_once(['x', 'X', '×']);
    let side = |t: &str| t.trim().parse::<usize>().ok();
    sides
        .and_then(|(c, r)| ConnectFour::new(side(c)?, side(r)?))
        .ok_or_else(|| say!("position-connect4-size", size = s))
}

/// A Connect Four position (`--board`, by default the empty 7×6),
/// searched to `CONNECT4_DEPTH` where no --depth is given.
fn connect4_position(p: &PositionArgs, mut setup: Setup) -> Result<Searched, String> {
    if p.to_move.is_some() || p.rules.is_some() || p.eval.is_some() {
        return Err(say!("position-connect4-only-board"));
    }
    let board = p.board.clone().unwrap_or_else(|| ConnectFour::default().empty());
    let (game, root) = ConnectFour::parse(&board).worded()?;
    if game.is_terminal(&root) {
        return Err(say!("game-tree-of-the-end"));
    }
    setup.depth = setup.depth.or(Some(CONNECT4_DEPTH));
    live::sized("connect4", &game, &root, setup, live::MOST_RECORDED)?;
    let table = ConnectFourTable { game };
    let mover = mark_of(game.player(&root));
    let subject = Live {
        name: table.tree_name(&root, mover),
        // The board is in the name `stats` and `trace` give it: the title
        // says who moves.
        title: say!(
            "live-position-title",
            game = table.name(),
            about = to_move(game.player(&root))
        ),
        game,
        root,
        draw: Some(<ConnectFourTable as Playable>::sketch),
        note: String::new(),
    };
    Ok(Searched {
        subject: Box::new(subject),
        setup,
        board_name: say!("live-position-name", game = "connect4", board = board.as_str()),
    })
}

fn kalah_position(p: &PositionArgs, mut setup: Setup) -> Result<Searched, String> {
    let board = p.board.as_deref().ok_or_else(|| say!("position-needs-a-board"))?;
    let rules = p.rules.unwrap_or(Rules::BOOK);
    let eval = p
        .eval
        .as_deref()
        .map_or(Ok(kalah::Evaluation::Store), parse_eval)?;
    let root = kalah_board(board, Some(kalah_side(p)?), &rules)?;
    eval.check(root.pits()).worded()?;
    setup.depth = setup.depth.or(Some(KALAH_DEPTH));
    let game = Kalah::new(rules, eval, &root);
    if game.is_terminal(&root) {
        return Err(say!("game-tree-of-the-end"));
    }
    live::sized("kalah", &game, &root, setup, live::MOST_RECORDED)?;
    let subject = Live {
        name: kalah_table::tree_name(&rules, &kalah_table::side_name(root.to_move)),
        title: say!(
            "live-position-title",
            game = say!("kalah-name"),
            about = rules.name.to_string()
        ),
        game,
        root,
        draw: Some(<KalahTable as Playable>::sketch),
        note: String::new(),
    };
    Ok(Searched {
        subject: Box::new(subject),
        setup,
        board_name: say!("live-position-name", game = say!("kalah-name"), board = board),
    })
}

fn tictactoe_position(p: &PositionArgs, setup: Setup) -> Result<Searched, String> {
    // Who moves follows from the board's counts; there are no rule sets.
    if p.to_move.is_some() || p.rules.is_some() {
        return Err(say!("position-tictactoe-board-and-eval"));
    }
    let board = p.board.as_deref().unwrap_or(".../.../...");
    let eval = match p.eval.as_deref() {
        None | Some("open-lines") => tictactoe::Evaluation::OpenLines,
        Some("weighted") => tictactoe::Evaluation::Weighted,
        Some(other) => return Err(say!("position-tictactoe-eval", eval = other)),
    };
    let (game, root) = tictactoe_board(board, eval)?;
    let n = game.size();
    if game.is_terminal(&root) {
        return Err(say!("game-tree-of-the-end"));
    }
    live::sized("tictactoe", &game, &root, setup, live::MOST_RECORDED)?;
    let table = TicTacToeTable { game: game.clone() };
    let mover = mark_of(game.player(&root));
    let subject = Live {
        name: table.tree_name(&root, mover),
        title: say!(
            "live-position-title",
            game = say!("tictactoe-name", size = n),
            about = to_move(game.player(&root))
        ),
        game,
        root,
        draw: Some(<TicTacToeTable as Playable>::sketch),
        note: String::new(),
    };
    Ok(Searched {
        subject: Box::new(subject),
        setup,
        board_name: say!("live-position-name", game = "tictactoe", board = board),
    })
}

/// "X to move": who moves in a Connect Four or tic-tac-toe position.
fn to_move(player: Player) -> String {
    say!("game-to-move", player = mark_of(player))
}

/// Who moves first: a Kalah side or a Nim player (`--to-move`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToMove {
    Kalah(Side),
    /// PLUS (MAX) or MINUS (MIN), the textbook chapter's names.
    Nim(Player),
}

/// south, north (Kalah); plus, minus (Nim).
pub fn parse_to_move(s: &str) -> Result<ToMove, String> {
    match s {
        "plus" | "+" => Ok(ToMove::Nim(Player::Max)),
        "minus" | "-" => Ok(ToMove::Nim(Player::Min)),
        _ => super::kalah::parse_side(s).map(ToMove::Kalah),
    }
}

/// The Kalah side `--to-move` names (default South); plus or minus is
/// refused.
fn kalah_side(p: &PositionArgs) -> Result<Side, String> {
    match p.to_move {
        None => Ok(Side::South),
        Some(ToMove::Kalah(side)) => Ok(side),
        Some(ToMove::Nim(_)) => Err(say!("position-kalah-to-move")),
    }
}

/// Whether `name` is nim-N given only `--to-move`, which the game by name
/// takes (`named_game`); a name like a game's that is none is refused.
fn nim_to_move(name: &str, p: &PositionArgs) -> Result<bool, String> {
    let only = p.board.is_none() && p.rules.is_none() && p.eval.is_none();
    if !only || p.to_move.is_none() {
        return Ok(false);
    }
    // nim-0 is no game: said so, not taken for a position without a game.
    let game = super::live::game_named(name)?;
    Ok(game.and_then(|g| g.with_to_move(Player::Max)).is_some())
}

/// The game a SCENARIO names, if it is one, with `--to-move` applied:
/// `nim-7 --to-move minus` is the text's 7-.
pub fn named_game(name: &str, p: &PositionArgs) -> Result<Option<NamedGame>, String> {
    let Some(game) = super::live::game_named(name)? else {
        return Ok(None);
    };
    let chosen = match p.to_move {
        None => Some(game),
        Some(ToMove::Nim(player)) => game.with_to_move(player),
        Some(ToMove::Kalah(_)) => None,
    };
    chosen
        .map(Some)
        .ok_or_else(|| say!("position-nim-to-move", name = name))
}
