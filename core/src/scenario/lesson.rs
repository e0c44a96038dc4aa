//! A lesson file: a lecture prepared once, an ordered list of textbook
//! trees and live positions, each with its algorithm and settings, the
//! step or node to open at, and a note to show; `gametree lesson FILE`
//! steps through it with `]` and `[`.
//!
//! ```ron
//! Lesson(
//!     version: 1,
//!     title: "Alpha-beta",
//!     items: [
//!         Scenario(name: "bratko-fig2", algo: "minimax", end: true),
//!         Scenario(name: "bratko-fig2", at: "e2", note: "Why is e2 never searched?"),
//!         Kalah(board: "3,3,3,0,3,3,3,0", to_move: "south", rules: "book", depth: 4),
//!         TicTacToe(board: "X.O/.X./...", algo: "minimax"),
//!         Nim(coins: 7, to_move: "minus", algo: "alphabeta"),
//!     ],
//! )
//! ```

use super::{ScenarioError, Text};
use crate::game::known::{Board, Kind, NamedGame, Size};
use crate::printable;
use serde::Deserialize;
use std::path::Path;

/// The lesson file's version this release reads and writes.
pub const VERSION: u32 = 1;

/// The lessons built into the program: the documentation's example.
pub const BUNDLED: &[(&str, &str)] = &[(
    "alpha-beta",
    include_str!("../../../assets/lessons/alpha-beta.ron"),
)];

#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    pub version: u32,
    /// In one language or several (`{"en": …, "ru": …}`), as a
    /// scenario's; refused, as a scenario's, when it holds a control
    /// character or a bidi override.
    #[serde(default, deserialize_with = "super::raw::title")]
    pub title: Text,
    pub items: Vec<Item>,
}

/// One thing shown in the lecture: a scenario (a bundled name, a file
/// relative to the lesson file, random:SPEC, a tree written inline, or
/// nim-N / tictactoe-3x3), or a position of a game the registry lists
/// (`game::known`). Written `Kalah(board: "...", depth: 4)`: the game's
/// item name, and the fields of `Show`.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    Scenario(Show),
    Game(Kind, Show),
}

/// `Scenario(…)` and every game's item name, for the reader.
const ITEMS: [&str; 1 + Kind::ITEMS.len()] = {
    let mut all = [SCENARIO; 1 + Kind::ITEMS.len()];
    let mut k = 0;
    while k < Kind::ITEMS.len() {
        all[k + 1] = Kind::ITEMS[k];
        k += 1;
    }
    all
};

const SCENARIO: &str = "Scenario";

impl<'de> Deserialize<'de> for Item {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Item, D::Error> {
        d.deserialize_enum("Item", &ITEMS, ItemVisitor)
    }
}

struct ItemVisitor;

/// An item's name, read as the identifier it is written as.
struct ItemName(String);

impl<'de> Deserialize<'de> for ItemName {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<ItemName, D::Error> {
        d.deserialize_identifier(ItemNameVisitor)
    }
}

struct ItemNameVisitor;

impl serde::de::Visitor<'_> for ItemNameVisitor {
    type Value = ItemName;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("the name of a lesson item")
    }

    fn visit_str<E: serde::de::Error>(self, name: &str) -> Result<ItemName, E> {
        Ok(ItemName(name.to_string()))
    }
}

impl<'de> serde::de::Visitor<'de> for ItemVisitor {
    type Value = Item;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a lesson item")
    }

    fn visit_enum<A: serde::de::EnumAccess<'de>>(self, data: A) -> Result<Item, A::Error> {
        use serde::de::{Error, VariantAccess};
        let (ItemName(name), show) = data.variant()?;
        if name == SCENARIO {
            return show.newtype_variant().map(Item::Scenario);
        }
        let kind = Kind::of_item(&name).map_err(|_| A::Error::unknown_variant(&name, &ITEMS))?;
        let show: Show = show.newtype_variant()?;
        match (kind.board(), show.coins) {
            // A game without a board is its game by name: `Nim(coins: 7)`
            // is `nim-7` (the coins are its start).
            (Board::None, coins) => Ok(Item::Scenario(Show {
                name: coins.map(|n| NamedGame::name_at(kind, Size::Count(n))),
                coins: None,
                ..show
            })),
            (_, Some(_)) => Err(A::Error::unknown_field("coins", &[])),
            (_, None) => Ok(Item::Game(kind, show)),
        }
    }
}

/// What an item shows, how it is searched and where it opens; every field
/// may be left out but the scenario's name or the position's board.
#[derive(Clone, Debug, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Show {
    /// A scenario's name.
    pub name: Option<String>,
    /// A position, in `gametree kalah move`'s notation or tic-tac-toe's
    /// rows (`X.O/.X./...`).
    pub board: Option<String>,
    /// Kalah: south or north; Nim: plus or minus.
    pub to_move: Option<String>,
    /// Nim only: the coins at the start (`Nim(coins: 7)` is `nim-7`).
    pub coins: Option<u32>,
    /// Kalah: book, standard or empty-capture.
    pub rules: Option<String>,
    /// The static evaluation (Kalah: store, side, linear:FILE; tic-tac-toe:
    /// open-lines, weighted).
    pub eval: Option<String>,
    /// minimax, alphabeta, expectimax, negamax, id or maxn.
    pub algo: Option<String>,
    #[serde(deserialize_with = "super::raw::optional_depth")]
    pub depth: Option<u32>,
    pub strict: bool,
    /// none, static, or on a tree written out best, worst, proof or
    /// shuffle:SEED.
    pub order: Option<String>,
    pub quiescence: bool,
    /// Open after this step (as `gametree trace` numbers them).
    pub step: Option<usize>,
    /// Open where the search enters this node.
    pub at: Option<String>,
    /// Open at the end of the run.
    pub end: bool,
    /// Presenter mode: the tree and the step's sentence only.
    pub present: bool,
    /// What the lecturer wants said on opening it, in one language or
    /// several, as a scenario's note.
    pub note: Option<Text>,
}

impl Item {
    pub fn show(&self) -> &Show {
        match self {
            Item::Scenario(show) | Item::Game(_, show) => show,
        }
    }

    /// What the command line would be given as SCENARIO.
    pub fn scenario(&self) -> Option<&str> {
        match self {
            Item::Scenario(show) => show.name.as_deref(),
            Item::Game(kind, _) => Some(kind.name()),
        }
    }
}

/// Why a lesson file cannot be used.
#[derive(Debug, PartialEq, thiserror::Error)]
pub enum LessonError {
    #[error(transparent)]
    File(#[from] ScenarioError),
    /// A version this release does not read.
    #[error("{file}: version {found}")]
    Version { file: String, found: u32 },
    /// No item to show.
    #[error("{file}: no items")]
    Empty { file: String },
    /// A scenario without a name, or a position without a board.
    #[error("{file}: item {item} names nothing to show")]
    Nothing { file: String, item: usize },
    /// More than one of `step`, `at` and `end`, as the command line
    /// refuses more than one of `--step`, `--at` and `--end`.
    #[error("{file}: item {item} opens at more than one place")]
    Starts { file: String, item: usize },
}

impl Lesson {
    pub fn from_file(path: &Path) -> Result<Lesson, LessonError> {
        let file = printable::line(&path.display().to_string()).into_owned();
        let text = super::read_text(path, &file, crate::text_file::ReadAs::Lesson)?;
        Lesson::parse(&file, &text)
    }

    pub fn parse(file: &str, text: &str) -> Result<Lesson, LessonError> {
        use ron::extensions::Extensions;
        // `Kalah(board: "...")` for `Kalah(Show(board: Some("...")))`.
        let options = ron::Options::default()
            .with_default_extension(Extensions::UNWRAP_VARIANT_NEWTYPES | Extensions::IMPLICIT_SOME);
        let lesson: Lesson = super::raw::checked(|| options.from_str(text)).map_err(|(at, problem)| {
            ScenarioError::Invalid {
                file: file.to_string(),
                line: at.line,
                column: at.col,
                problem,
            }
        })?;
        if lesson.version != VERSION {
            return Err(LessonError::Version {
                file: file.to_string(),
                found: lesson.version,
            });
        }
        if lesson.items.is_empty() {
            return Err(LessonError::Empty {
                file: file.to_string(),
            });
        }
        let nameless = |item: &Item| match item {
            Item::Scenario(show) => show.name.is_none(),
            Item::Game(kind, show) => kind.board() == Board::Needed && show.board.is_none(),
        };
        if let Some(k) = lesson.items.iter().position(nameless) {
            return Err(LessonError::Nothing {
                file: file.to_string(),
                item: k + 1,
            });
        }
        let starts = |item: &Item| {
            let s = item.show();
            [s.step.is_some(), s.at.is_some(), s.end]
                .iter()
                .filter(|&&b| b)
                .count()
        };
        if let Some(k) = lesson.items.iter().position(|item| starts(item) > 1) {
            return Err(LessonError::Starts {
                file: file.to_string(),
                item: k + 1,
            });
        }
        Ok(lesson.shown())
    }

    /// The lesson's title and notes as they may be shown (`printable`):
    /// what a terminal would act on written out.
    fn shown(mut self) -> Lesson {
        self.title = self.title.shown(printable::line);
        for item in &mut self.items {
            let (Item::Scenario(show) | Item::Game(_, show)) = item;
            show.note = show.note.take().map(|n| n.shown(printable::text));
        }
        self
    }

    /// A lesson built into the program, by name (`gametree lesson
    /// alpha-beta` from any folder).
    pub fn bundled(name: &str) -> Option<Result<Lesson, LessonError>> {
        let (_, text) = BUNDLED.iter().find(|(n, _)| *n == name)?;
        Some(Lesson::parse(name, text))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_in_the_documentation_reads() {
        let text = include_str!("lesson.rs")
            .lines()
            .filter_map(|l| l.strip_prefix("//! "))
            .skip_while(|l| !l.starts_with("Lesson("))
            .take_while(|l| !l.starts_with("```"))
            .collect::<Vec<_>>()
            .join("\n");
        let lesson = Lesson::parse("doc", &text).unwrap();
        assert_eq!(lesson.items.len(), 5);
        assert_eq!(lesson.items[1].show().at.as_deref(), Some("e2"));
        assert_eq!(lesson.items[4].scenario(), Some("nim-7"));
        assert_eq!(lesson.items[2].show().board.as_deref(), Some("3,3,3,0,3,3,3,0"));
        assert_eq!(lesson.items[2].scenario(), Some("kalah"));
        let e = Lesson::parse("l.ron", "Lesson(version: 1, items: [Kalah(depth: 3)])").unwrap_err();
        assert_eq!(
            e,
            LessonError::Nothing {
                file: "l.ron".into(),
                item: 1
            }
        );
    }

    /// The items are read through the games' registry; the
    /// names lesson files were written with still read, and a name that
    /// is none is refused with the names there are.
    #[test]
    fn items_are_read_by_the_games_registry() {
        let text = r#"Lesson(version: 1, items: [
            Kalah(board: "3,3,3,0,3,3,3,0", depth: 4),
            TicTacToe(board: "X.O/.X./...", algo: "minimax"),
            TicTacToe(),
            Scenario(name: "bratko-fig2", at: "root2.1"),
            ConnectFour(depth: 2),
        ])"#;
        let lesson = Lesson::parse("l.ron", text).unwrap();
        let kinds: Vec<_> = lesson
            .items
            .iter()
            .map(|i| match i {
                Item::Game(kind, _) => Some(*kind),
                Item::Scenario(_) => None,
            })
            .collect();
        assert_eq!(
            kinds,
            [
                Some(Kind::Kalah),
                Some(Kind::TicTacToe),
                Some(Kind::TicTacToe),
                None,
                Some(Kind::ConnectFour)
            ]
        );
        assert_eq!(lesson.items[1].scenario(), Some("tictactoe"));
        assert_eq!(lesson.items[3].show().at.as_deref(), Some("root2.1"));
        assert_eq!(lesson.items[4].scenario(), Some("connect4"));
        let nim = r#"Lesson(version: 1, items: [Nim(coins: 7, to_move: "minus", depth: 3)])"#;
        let lesson = Lesson::parse("l.ron", nim).unwrap();
        assert_eq!(lesson.items[0].scenario(), Some("nim-7"));
        assert_eq!(lesson.items[0].show().to_move.as_deref(), Some("minus"));
        assert_eq!(lesson.items[0].show().depth, Some(3));
        let coinless = Lesson::parse("l.ron", "Lesson(version: 1, items: [Nim(depth: 3)])");
        assert!(
            matches!(coinless, Err(LessonError::Nothing { item: 1, .. })),
            "{coinless:?}"
        );
        let kalah = r#"Lesson(version: 1, items: [Kalah(board: "3,3,0,3,3,0", coins: 7)])"#;
        let e = Lesson::parse("l.ron", kalah).unwrap_err();
        assert!(e.to_string().contains("coins"), "{e}");
        let e = Lesson::parse("l.ron", "Lesson(version: 1, items: [Chess(board: \"x\")])").unwrap_err();
        assert!(
            e.to_string().contains("Chess") && e.to_string().contains("TicTacToe"),
            "{e}"
        );
    }

    #[test]
    fn a_title_with_a_control_character_is_refused_a_note_written_out() {
        let e = Lesson::parse(
            "l.ron",
            "Lesson(version: 1,\n title: \"a\\u{1b}]2;x\\u{7}\", items: [Scenario(name: \"x\")])",
        )
        .unwrap_err();
        assert!(e.to_string().starts_with("l.ron:2:"), "{e}");
        assert!(e.to_string().contains("U+001B"), "{e}");
        let text = "Lesson(version: 1, title: \"Пошук ґ 博弈\", items: [Scenario(name: \"x\", note: \"one\\ntwo \\u{1b}[2J\")])";
        let lesson = Lesson::parse("l.ron", text).unwrap();
        assert_eq!(lesson.title.in_language("uk"), "Пошук ґ 博弈");
        let note = lesson.items[0].show().note.as_ref().map(|n| n.in_language("en"));
        assert_eq!(note, Some("one\ntwo \\u{1b}[2J"));
    }

    /// A title and notes in each language, as a scenario's texts; the
    /// documentation's lesson is built in under its name.
    #[test]
    fn titles_and_notes_take_a_text_a_language_and_the_example_is_built_in() {
        let text = r#"Lesson(version: 1, title: {"en": "Alpha-beta", "ru": "Альфа-бета"},
            items: [Scenario(name: "x", note: {"en": "why?", "uk": "чому?"})])"#;
        let lesson = Lesson::parse("l.ron", text).unwrap();
        assert_eq!(lesson.title.in_language("ru"), "Альфа-бета");
        let note = lesson.items[0].show().note.clone().unwrap();
        assert_eq!(
            (note.in_language("uk"), note.in_language("ru")),
            ("чому?", "why?")
        );
        let built = Lesson::bundled("alpha-beta").unwrap().unwrap();
        assert_eq!(built.items.len(), 4);
        for tag in ["en", "ru", "uk"] {
            let notes = built.items.iter().filter_map(|i| i.show().note.as_ref());
            assert_eq!(
                notes
                    .filter(|n| n.entries().iter().any(|(t, _)| t == tag))
                    .count(),
                4,
                "{tag}"
            );
        }
        assert!(Lesson::bundled("no-such-lesson").is_none());
    }

    #[test]
    fn mistakes_name_their_line_and_column() {
        let e = Lesson::parse(
            "l.ron",
            "Lesson(version: 1, items: [\n  Scenario(nam: \"x\"),\n])",
        )
        .unwrap_err();
        assert!(e.to_string().starts_with("l.ron:2:"), "{e}");
        let e = Lesson::parse("l.ron", "Lesson(version: 2, items: [])").unwrap_err();
        assert_eq!(
            e,
            LessonError::Version {
                file: "l.ron".into(),
                found: 2
            }
        );
        let e = Lesson::parse("l.ron", "Lesson(version: 1, items: [])").unwrap_err();
        assert_eq!(e, LessonError::Empty { file: "l.ron".into() });
    }

    /// An item with `step`, `at` and `end` together was
    /// accepted (the command line refuses them), and `depth: 1.5` was
    /// "Expected comma".
    #[test]
    fn an_item_opens_at_one_place_and_its_depth_is_a_whole_number() {
        let item = |fields: &str| {
            format!("Lesson(version: 1, items: [Scenario(name: \"a\"), Scenario(name: \"b\", {fields})])")
        };
        for fields in [
            "step: 3, at: \"e2\"",
            "at: \"e2\", end: true",
            "step: 3, end: true",
            "step: 3, at: \"e2\", end: true",
        ] {
            assert_eq!(
                Lesson::parse("l.ron", &item(fields)),
                Err(LessonError::Starts {
                    file: "l.ron".into(),
                    item: 2
                }),
                "{fields}"
            );
        }
        for fields in ["step: 3", "at: \"e2\"", "end: true", "end: false, step: 0"] {
            assert!(Lesson::parse("l.ron", &item(fields)).is_ok(), "{fields}");
        }
        let depth =
            |d: &str| Lesson::parse("l.ron", &item(&format!("depth: {d}"))).map(|l| l.items[1].show().depth);
        assert_eq!(depth("4"), Ok(Some(4)));
        assert_eq!(depth("Some(4)"), Ok(Some(4)));
        let Err(LessonError::File(ScenarioError::Invalid { column, problem, .. })) = depth("1.5") else {
            panic!("1.5 read as a depth");
        };
        assert_eq!(
            problem,
            crate::scenario::problem::Problem::Check(crate::scenario::problem::Check::BadDepth {
                found: "1.5".into()
            })
        );
        assert_eq!(column, 76, "at the number");
    }
}
