//! The games searched live from a position, listed once (as shakmaty's
//! `VariantPosition` lists its variants). Each layer above that must know
//! a game matches on `Kind` once, so that a new game's missing answers
//! are the compiler's errors, each naming its place (docs/architecture.md,
//! "How to add a game"). The rules stay in each game's own file.

use super::connect4::ConnectFour;
use super::kalah::{self, Kalah, Rules, Side};
use super::nim::{Nim, Pile};
use super::tictactoe::{Evaluation, TicTacToe};
use super::{Named, Player, Unknown, WinLoss};
use std::hash::Hash;

/// A game played and searched from a position given by `--board`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    Kalah,
    TicTacToe,
    ConnectFour,
}

impl Kind {
    /// Every game, in the order lists show them.
    pub const ALL: [Kind; 3] = [Kind::Kalah, Kind::TicTacToe, Kind::ConnectFour];

    /// The lesson file's names of the items, as `ALL` orders them.
    pub const ITEMS: [&'static str; 3] = ["Kalah", "TicTacToe", "ConnectFour"];

    /// The name the command line gives it (`gametree open kalah`).
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Kalah => "kalah",
            Kind::TicTacToe => "tictactoe",
            Kind::ConnectFour => "connect4",
        }
    }

    /// The game the command line's `name` is, if any.
    pub fn named(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// A lesson item's name (`Kalah(board: …)`), as `ITEMS` writes it.
    pub fn item(self) -> &'static str {
        Kind::ITEMS[self as usize]
    }

    /// The game a lesson item's name is; the error names what is known.
    pub fn of_item(item: &str) -> Result<Kind, Unknown> {
        let at = Kind::ITEMS.iter().position(|&i| i == item);
        at.map(|k| Kind::ALL[k]).ok_or_else(|| Named::Game.unknown(item))
    }

    /// Whether a position needs its `--board` (a Kalah board has no start
    /// the command line could take for granted: pits and stones vary).
    pub fn needs_a_board(self) -> bool {
        match self {
            Kind::Kalah => true,
            Kind::TicTacToe | Kind::ConnectFour => false,
        }
    }
}

/// A game known by name (`nim-7`, `tictactoe-3x3`, `connect4-4x5`),
/// proved and searched from its start with PLUS to move. `on` is the one
/// place each is given its rules; `parse`, `name` and the words' `title`
/// and `about` are the other answers a new one owes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NamedGame {
    /// `nim-N`: N coins (1 ≤ N ≤ 1000).
    Nim(u32),
    /// `nim-N --to-move minus`: N coins with MINUS to move first, the
    /// text's `N-`.
    NimMinus(u32),
    TicTacToe3x3,
    /// Connect Four on an empty board of `columns` × `rows` (`PROVABLE`).
    ConnectFour {
        columns: u8,
        rows: u8,
    },
    /// Kalah under the book's rules from its opening of `pits` pits a
    /// side of `stones` each, South (PLUS) to move (`KALAH_MOST`).
    Kalah {
        pits: u8,
        stones: u8,
    },
}

/// What a layer does with a game known by name, given its rules and its
/// start: the layer says it once for every game (`NamedGame::on`).
pub trait OnNamed {
    type Out;
    /// `shown`: whether its positions are drawn and its proof needs
    /// the transposition table.
    fn on<G>(self, game: G, start: G::Position, shown: Shown) -> Self::Out
    where
        G: WinLoss + Send + Sync + 'static,
        G::Position: Eq + Hash + Send + Sync;
}

/// How a game known by name is shown and proved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown {
    /// Its positions are boards written row by row, worth drawing.
    pub boards: bool,
    /// Its proof always uses the transposition table (too big without).
    pub table: bool,
}

impl NamedGame {
    /// The most coins `nim-N` takes.
    pub const MAX_COINS: u32 = 1000;
    /// Above this many coins the plain tree is too big (it grows about
    /// threefold every three coins: 4.8 million nodes for 40), so the
    /// table is always used.
    pub const PLAIN_NIM_MAX: u32 = 24;
    /// The Connect Four boards whose proof finishes in seconds (with the
    /// table: 4×6 builds 493 542 nodes for W; 6×4 past 22 million, 5×5
    /// more; tests/engine/connect4.rs, `proof_sizes`).
    pub const PROVABLE: [(u8, u8); 4] = [(4, 4), (4, 5), (5, 4), (4, 6)];
    /// The most pits a side and stones a pit of a Kalah opening proved by
    /// name (`kalah-3x6`, the largest, builds 308 775 nodes for V; 4×3
    /// past 1.8 million).
    pub const KALAH_MOST: (u8, u8) = (3, 6);

    /// The provable Connect Four boards as their names end: `4x4, 4x5, …`.
    pub fn provable_boards() -> String {
        let boards: Vec<String> = Self::PROVABLE.iter().map(|(c, r)| format!("{c}x{r}")).collect();
        boards.join(", ")
    }
    /// How names of games begin (a name so begun that is none is refused
    /// as a game's, not looked for as a file).
    pub const PREFIXES: [&'static str; 4] = ["nim-", "tictactoe-", "connect4-", "kalah-"];

    /// The game `name` is; the error says which names are games.
    pub fn parse(name: &str) -> Result<NamedGame, Unknown> {
        let (prefix, size) = name.split_once('-').unwrap_or((name, ""));
        let game = match prefix {
            "nim" => size
                .parse()
                .ok()
                .filter(|n| (1..=Self::MAX_COINS).contains(n))
                .map(NamedGame::Nim),
            "tictactoe" => (size == "3x3").then_some(NamedGame::TicTacToe3x3),
            "connect4" => board(size)
                .filter(|b| Self::PROVABLE.contains(b))
                .map(|(columns, rows)| NamedGame::ConnectFour { columns, rows }),
            "kalah" => board(size)
                .filter(|&(pits, stones)| {
                    let (most_pits, most_stones) = Self::KALAH_MOST;
                    (1..=most_pits).contains(&pits) && (1..=most_stones).contains(&stones)
                })
                .map(|(pits, stones)| NamedGame::Kalah { pits, stones }),
            _ => None,
        };
        game.ok_or_else(|| Named::Game.unknown(name))
    }

    /// "nim-7", "tictactoe-3x3", "connect4-4x5".
    pub fn name(self) -> String {
        match self {
            NamedGame::Nim(n) | NamedGame::NimMinus(n) => format!("nim-{n}"),
            NamedGame::TicTacToe3x3 => "tictactoe-3x3".into(),
            NamedGame::ConnectFour { columns, rows } => format!("connect4-{columns}x{rows}"),
            NamedGame::Kalah { pits, stones } => format!("kalah-{pits}x{stones}"),
        }
    }

    /// Hands `layer` the game's rules and start: the one dispatch on a
    /// game known by name (prove, search, the live subject, its size).
    pub fn on<L: OnNamed>(self, layer: L) -> L::Out {
        let boards = Shown {
            boards: true,
            table: false,
        };
        match self {
            NamedGame::Nim(n) | NamedGame::NimMinus(n) => {
                let table = n > Self::PLAIN_NIM_MAX;
                let start = self.nim_start().expect("a pile");
                layer.on(Nim, start, Shown { boards: false, table })
            }
            NamedGame::TicTacToe3x3 => {
                let game = TicTacToe::new(3, Evaluation::OpenLines);
                layer.on(game, Default::default(), boards)
            }
            NamedGame::ConnectFour { columns, rows } => {
                let game = ConnectFour::new(columns.into(), rows.into()).expect("a provable board");
                layer.on(
                    game,
                    Default::default(),
                    Shown {
                        table: true,
                        ..boards
                    },
                )
            }
            NamedGame::Kalah { pits, stones } => {
                let start =
                    kalah::Position::start(pits.into(), stones, Side::South).expect("a provable board");
                let game = Kalah::new(Rules::BOOK, kalah::Evaluation::Store, &start).naming_positions();
                let shown = Shown {
                    boards: false,
                    table: true,
                };
                layer.on(game, start, shown)
            }
        }
    }

    /// The same game with `to_move` moving first (Nim: PLUS, MAX, is
    /// `nim-N`, MINUS `N-`); a board says who moves.
    pub fn with_to_move(self, to_move: Player) -> NamedGame {
        match (self, to_move) {
            (NamedGame::Nim(n) | NamedGame::NimMinus(n), Player::Min) => NamedGame::NimMinus(n),
            (NamedGame::Nim(n) | NamedGame::NimMinus(n), _) => NamedGame::Nim(n),
            (other, _) => other,
        }
    }

    /// Nim's first position: `N+` or `N-`.
    pub fn nim_start(self) -> Option<Pile> {
        match self {
            NamedGame::Nim(n) => Some(Nim::start(n)),
            NamedGame::NimMinus(coins) => Some(Pile {
                coins,
                to_move: Player::Min,
            }),
            _ => None,
        }
    }
}

/// `4x5`: columns and rows.
fn board(size: &str) -> Option<(u8, u8)> {
    let (columns, rows) = size.split_once('x')?;
    Some((columns.parse().ok()?, rows.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_found_by_its_names() {
        for kind in Kind::ALL {
            assert_eq!(Kind::named(kind.name()), Some(kind));
            assert_eq!(Kind::of_item(kind.item()), Ok(kind));
        }
        assert_eq!(Kind::named("chess"), None);
        assert!(Kind::of_item("Chess").is_err());
    }

    #[test]
    fn game_names_parse() {
        assert_eq!(NamedGame::parse("nim-7"), Ok(NamedGame::Nim(7)));
        assert_eq!(NamedGame::parse("tictactoe-3x3"), Ok(NamedGame::TicTacToe3x3));
        assert_eq!(
            NamedGame::parse("connect4-4x5"),
            Ok(NamedGame::ConnectFour { columns: 4, rows: 5 })
        );
        assert_eq!(
            NamedGame::parse("kalah-3x6"),
            Ok(NamedGame::Kalah { pits: 3, stones: 6 })
        );
        for bad in [
            "nim-0",
            "nim-1001",
            "nim-x",
            "nim-",
            "nim",
            "chess",
            "tictactoe-4x4",
            "connect4-7x6",
            "connect4-4",
            "connect4-4x4x4",
            "kalah-4x1",
            "kalah-1x7",
            "kalah-0x1",
            "kalah",
        ] {
            assert!(NamedGame::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn every_name_reads_back_as_its_game() {
        let kalah = NamedGame::Kalah { pits: 1, stones: 1 };
        let games = [
            NamedGame::Nim(1),
            NamedGame::Nim(1000),
            NamedGame::TicTacToe3x3,
            kalah,
        ];
        let boards = NamedGame::PROVABLE.map(|(columns, rows)| NamedGame::ConnectFour { columns, rows });
        for game in games.into_iter().chain(boards) {
            assert_eq!(NamedGame::parse(&game.name()), Ok(game));
            let prefixed = NamedGame::PREFIXES.iter().any(|p| game.name().starts_with(p));
            assert!(prefixed, "{}", game.name());
        }
    }
}
