//! The games, listed once (as shakmaty's `VariantPosition` lists its
//! variants): `Kind` names every game the program knows, and says of each
//! its names, how `--board` gives its position (none, for Nim), the sizes
//! it is proved in by name and the one shown first; `NamedGame::on` hands
//! each layer its rules and start. Each layer above that must know a game
//! matches on `Kind` once, so that a new game's missing answers are the
//! compiler's errors, each naming its place (docs/architecture.md, "How
//! to add a game"). The rules stay in each game's own file.

use super::connect4::ConnectFour;
use super::kalah::{self, Kalah, Rules, Side};
use super::nim::{Nim, Pile};
use super::tictactoe::{Evaluation, TicTacToe};
use super::{Named, Player, Unknown, WinLoss};
use std::fmt;
use std::hash::Hash;

/// Every game the program knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Nim, last one loses: a pile of coins, no board.
    Nim,
    Kalah,
    TicTacToe,
    ConnectFour,
}

/// How `--board` gives a position of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Board {
    /// It has none: its position is its name's size (`nim-7`).
    None,
    /// It may be left out for the empty board.
    Optional,
    /// It must be given (a Kalah board's pits and stones vary).
    Needed,
}

impl Kind {
    /// Every game, in the order lists show them.
    pub const ALL: [Kind; 4] = [Kind::Nim, Kind::Kalah, Kind::TicTacToe, Kind::ConnectFour];

    /// The lesson file's names of the items, as `ALL` orders them.
    pub const ITEMS: [&'static str; 4] = ["Nim", "Kalah", "TicTacToe", "ConnectFour"];

    /// The name the command line gives it (`gametree open kalah`, `play
    /// nim`), and its names by size begin with (`kalah-3x2`).
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Nim => "nim",
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

    /// How `--board` gives its position.
    pub fn board(self) -> Board {
        match self {
            Kind::Nim => Board::None,
            Kind::Kalah => Board::Needed,
            Kind::TicTacToe | Kind::ConnectFour => Board::Optional,
        }
    }

    /// Whether it is proved and searched by name at `size` (`nim-7`,
    /// `connect4-4x5`): the sizes whose proof finishes in seconds.
    pub fn offers(self, size: Size) -> bool {
        match (self, size) {
            (Kind::Nim, Size::Count(coins)) => (1..=NamedGame::MAX_COINS).contains(&coins),
            (Kind::Kalah, Size::Sides(pits, stones)) => {
                let (most_pits, most_stones) = NamedGame::KALAH_MOST;
                (1..=most_pits).contains(&pits) && (1..=most_stones).contains(&stones)
            }
            (Kind::TicTacToe, size) => size == Size::Sides(3, 3),
            (Kind::ConnectFour, Size::Sides(columns, rows)) => NamedGame::PROVABLE.contains(&(columns, rows)),
            (Kind::Nim | Kind::Kalah | Kind::ConnectFour, _) => false,
        }
    }

    /// The size `gametree list` and the picker show it at.
    pub fn shown_size(self) -> Size {
        match self {
            Kind::Nim => Size::Count(7),
            Kind::Kalah => Size::Sides(3, 2),
            Kind::TicTacToe => Size::Sides(3, 3),
            Kind::ConnectFour => Size::Sides(4, 4),
        }
    }

    /// The game by name at its shown size (`nim-7`, `kalah-3x2`).
    pub fn shown(self) -> NamedGame {
        NamedGame::new(self, self.shown_size()).expect("a game offers its shown size")
    }
}

/// The size a game's name ends with: `7` (Nim's coins) or `4x5` (a
/// board's two sides: columns and rows, or Kalah's pits and stones).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    Count(u32),
    Sides(u8, u8),
}

impl Size {
    /// `7` or `4x5`; anything else is none.
    pub fn parse(text: &str) -> Option<Size> {
        match text.split_once('x') {
            Some((a, b)) => Some(Size::Sides(a.parse().ok()?, b.parse().ok()?)),
            None => text.parse().ok().map(Size::Count),
        }
    }

    /// The count, or 0 for two sides (which no game that counts offers).
    fn count(self) -> u32 {
        match self {
            Size::Count(n) => n,
            Size::Sides(..) => 0,
        }
    }

    /// The two sides, or 0×0 for a count (which no board game offers).
    fn sides(self) -> (u8, u8) {
        match self {
            Size::Sides(a, b) => (a, b),
            Size::Count(_) => (0, 0),
        }
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Size::Count(n) => write!(f, "{n}"),
            Size::Sides(a, b) => write!(f, "{a}x{b}"),
        }
    }
}

/// A game known by name (`nim-7`, `tictactoe-3x3`, `connect4-4x5`,
/// `kalah-3x2`): a game of `Kind` at a size it offers, proved and searched
/// from its start. Made only by `parse` and `new`, so its size is one its
/// kind offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NamedGame {
    kind: Kind,
    size: Size,
    /// Who moves first: PLUS (MAX), or MINUS where `--to-move minus` asks
    /// it of Nim (the text's `N-`).
    first: Player,
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
    /// The Connect Four boards proved by name, each in seconds: the
    /// texts' proof, recorded, of the boards in `STEPPED`, and on
    /// bitboards of the others (`engine::connect4`; docs/performance.md).
    pub const PROVABLE: [(u8, u8); 12] = [
        (4, 4),
        (4, 5),
        (5, 4),
        (4, 6),
        (5, 5),
        (6, 4),
        (6, 5),
        (5, 6),
        (7, 4),
        (4, 7),
        (7, 5),
        (5, 7),
    ];
    /// The Connect Four boards whose proof is recorded step by step (the
    /// tutor's, `prove --trace`): with the table 4×6 builds 493 542 nodes
    /// for W, 6×4 past 22 million, 5×5 more (tests/engine/connect4.rs,
    /// `proof_sizes`).
    pub const STEPPED: [(u8, u8); 4] = [(4, 4), (4, 5), (5, 4), (4, 6)];
    /// The most pits a side and stones a pit of a Kalah opening proved by
    /// name (`kalah-3x6`, the largest, builds 308 775 nodes for V; 4×3
    /// past 1.8 million).
    pub const KALAH_MOST: (u8, u8) = (3, 6);

    /// `nim-N`, PLUS to move first (any N: `parse` is what refuses a
    /// pile out of range).
    pub const fn nim(coins: u32) -> NamedGame {
        NamedGame {
            kind: Kind::Nim,
            size: Size::Count(coins),
            first: Player::Max,
        }
    }

    /// `tictactoe-3x3`.
    pub const TICTACTOE: NamedGame = NamedGame {
        kind: Kind::TicTacToe,
        size: Size::Sides(3, 3),
        first: Player::Max,
    };

    /// The game of `kind` at `size`, if it offers that size.
    pub fn new(kind: Kind, size: Size) -> Option<NamedGame> {
        let first = Player::Max;
        kind.offers(size).then_some(NamedGame { kind, size, first })
    }

    /// Whether its proof is recorded step by step, for the tutor to step
    /// through: every game's but Connect Four's boards past `STEPPED`,
    /// which `prove` settles on bitboards.
    pub fn stepped(self) -> bool {
        match (self.kind, self.size) {
            (Kind::ConnectFour, Size::Sides(c, r)) => Self::STEPPED.contains(&(c, r)),
            _ => true,
        }
    }

    /// The Connect Four boards stepped through, as their names end.
    pub fn stepped_boards() -> String {
        let boards: Vec<String> = Self::STEPPED.iter().map(|(c, r)| format!("{c}x{r}")).collect();
        boards.join(", ")
    }

    /// The provable Connect Four boards as their names end: `4x4, 4x5, …`.
    pub fn provable_boards() -> String {
        let boards: Vec<String> = Self::PROVABLE.iter().map(|(c, r)| format!("{c}x{r}")).collect();
        boards.join(", ")
    }

    /// Whether `name` begins as a game's name does, a game's name and a
    /// number (`nim-0`, `kalah-4x3`): a name so begun that is none is
    /// refused as a game's, not looked for as a file (`kalah-fig14-9` is
    /// looked for).
    pub fn is_prefixed(name: &str) -> bool {
        let Some((prefix, size)) = name.split_once('-') else {
            return false;
        };
        Kind::named(prefix).is_some() && size.starts_with(|c: char| c.is_ascii_digit())
    }

    /// The game `name` is; the error says which names are games.
    pub fn parse(name: &str) -> Result<NamedGame, Unknown> {
        let (prefix, size) = name.split_once('-').unwrap_or((name, ""));
        let kind = Kind::named(prefix);
        let game = kind
            .zip(Size::parse(size))
            .and_then(|(kind, size)| NamedGame::new(kind, size));
        game.ok_or_else(|| Named::Game.unknown(name))
    }

    /// "nim-7", "tictactoe-3x3", "connect4-4x5", "kalah-3x2".
    pub fn name(self) -> String {
        Self::name_at(self.kind, self.size)
    }

    /// The name `kind` at `size` goes by, offered or not (`nim-5000` is
    /// refused where it is read).
    pub fn name_at(kind: Kind, size: Size) -> String {
        format!("{}-{size}", kind.name())
    }

    pub fn kind(self) -> Kind {
        self.kind
    }

    pub fn size(self) -> Size {
        self.size
    }

    /// Who moves first: MINUS only in Nim's `N-`.
    pub fn first(self) -> Player {
        self.first
    }

    /// Hands `layer` the game's rules and start: the one dispatch on a
    /// game known by name (prove, search, the live subject, its size).
    pub fn on<L: OnNamed>(self, layer: L) -> L::Out {
        let boards = Shown {
            boards: true,
            table: false,
        };
        let (a, b) = self.size.sides();
        match self.kind {
            Kind::Nim => {
                let coins = self.size.count();
                let table = coins > Self::PLAIN_NIM_MAX;
                let start = Pile {
                    coins,
                    to_move: self.first,
                };
                layer.on(Nim, start, Shown { boards: false, table })
            }
            Kind::TicTacToe => {
                let game = TicTacToe::new(3, Evaluation::OpenLines);
                layer.on(game, Default::default(), boards)
            }
            Kind::ConnectFour => {
                let game = ConnectFour::new(a.into(), b.into()).expect("a provable board");
                layer.on(
                    game,
                    Default::default(),
                    Shown {
                        table: true,
                        ..boards
                    },
                )
            }
            Kind::Kalah => {
                let start = kalah::Position::start(a.into(), b, Side::South).expect("a provable board");
                let game = Kalah::new(Rules::BOOK, kalah::Evaluation::Store, &start).naming_positions();
                let shown = Shown {
                    boards: false,
                    table: true,
                };
                layer.on(game, start, shown)
            }
        }
    }

    /// The same game with `to_move` moving first, where the game lets the
    /// command line choose (Nim: PLUS, MAX, is `nim-N`, MINUS `N-`);
    /// `None` where its board or its rules say who moves.
    pub fn with_to_move(self, to_move: Player) -> Option<NamedGame> {
        match self.kind {
            Kind::Nim => Some(NamedGame {
                first: to_move,
                ..self
            }),
            Kind::Kalah | Kind::TicTacToe | Kind::ConnectFour => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_found_by_its_names() {
        for kind in Kind::ALL {
            assert_eq!(Kind::named(kind.name()), Some(kind));
            assert_eq!(Kind::of_item(kind.item()), Ok(kind));
            assert_eq!(NamedGame::parse(&kind.shown().name()), Ok(kind.shown()));
        }
        assert_eq!(Kind::named("chess"), None);
        assert!(Kind::of_item("Chess").is_err());
    }

    #[test]
    fn game_names_parse() {
        assert_eq!(NamedGame::parse("nim-7"), Ok(NamedGame::nim(7)));
        assert_eq!(NamedGame::parse("tictactoe-3x3"), Ok(NamedGame::TICTACTOE));
        let four = NamedGame::parse("connect4-4x5").unwrap();
        assert_eq!((four.kind(), four.size()), (Kind::ConnectFour, Size::Sides(4, 5)));
        let kalah = NamedGame::parse("kalah-3x6").unwrap();
        assert_eq!((kalah.kind(), kalah.size()), (Kind::Kalah, Size::Sides(3, 6)));
        for bad in [
            "nim-0",
            "nim-1001",
            "nim-x",
            "nim-",
            "nim",
            "nim-3x3",
            "chess",
            "tictactoe-4x4",
            "tictactoe-9",
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
        let boards = NamedGame::PROVABLE.map(|(c, r)| Size::Sides(c, r));
        let sizes = [
            Size::Count(1),
            Size::Count(1000),
            Size::Sides(3, 3),
            Size::Sides(1, 1),
        ];
        for size in sizes.into_iter().chain(boards) {
            for kind in Kind::ALL {
                let Some(game) = NamedGame::new(kind, size) else {
                    continue;
                };
                assert_eq!(NamedGame::parse(&game.name()), Ok(game));
                assert!(NamedGame::is_prefixed(&game.name()), "{}", game.name());
            }
        }
        assert!(!NamedGame::is_prefixed("minimax-fig6-7"));
        assert!(!NamedGame::is_prefixed("kalah-fig14-9"));
        assert!(NamedGame::is_prefixed("kalah-4x3") && NamedGame::is_prefixed("nim-7x"));
    }

    proptest::proptest! {
        /// A game's name at any size reads back as the game when the game
        /// offers that size, and as no game when it does not.
        #[test]
        fn a_name_at_any_size_reads_as_new_makes_it(
            kind in proptest::sample::select(Kind::ALL.to_vec()),
            count in 0..1100u32,
            sides in (0..9u8, 0..9u8),
            two in proptest::bool::ANY,
        ) {
            let size = if two { Size::Sides(sides.0, sides.1) } else { Size::Count(count) };
            let read = NamedGame::parse(&NamedGame::name_at(kind, size)).ok();
            proptest::prop_assert_eq!(read, NamedGame::new(kind, size));
        }
    }

    #[test]
    fn only_nim_is_chosen_who_moves_first_and_has_no_board() {
        for kind in Kind::ALL {
            let chosen = kind.shown().with_to_move(Player::Min).is_some();
            assert_eq!(chosen, kind == Kind::Nim, "{kind:?}");
            assert_eq!(kind.board() == Board::None, kind == Kind::Nim, "{kind:?}");
        }
        let minus = NamedGame::nim(7).with_to_move(Player::Min).unwrap();
        assert_eq!((minus.first(), minus.name()), (Player::Min, "nim-7".to_string()));
    }
}
