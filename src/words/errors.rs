//! The engine's errors in words. The engine returns errors that carry data
//! (which node, which line and column, which limit, which name); here each
//! becomes a message of `errors.ftl`. Their `Display` is only a fallback
//! for logs.
//!
//! The layers above (the command line, the tutor, the stories) keep their
//! errors as text; `?` words an engine error on the way there through the
//! `From<…> for String` conversions at the end of this file.

use crate::game::kalah::{BoardError, EvalError, PitError, position::MAX_STONES};
use crate::game::{Named, Unknown};
use crate::game::{connect4, tictactoe};
use crate::say;
use crate::scenario::games::NamedGame;
use crate::scenario::problem::{Check, Course, Expected, Field, Owner, Problem, RonKind};
use crate::scenario::{ScenarioError, bundled};
use crate::search::maxn::MissingVector;
use crate::search::setup::Refusal;
use crate::value::show;
use crate::words::kalah::side_key;
use crate::words::settings::algorithm;
use std::io::ErrorKind;

/// An error as a message in the current language.
pub trait InWords {
    fn in_words(&self) -> String;
}

impl InWords for Unknown {
    fn in_words(&self) -> String {
        let name = self.name.as_str();
        match self.what {
            Named::Algorithm => say!("unknown-algorithm", name = name),
            Named::Order => say!("unknown-order", name = name),
            Named::Side => say!("unknown-side", name = name),
            Named::Rules => say!("unknown-rules", name = name),
            Named::Evaluation => say!("unknown-evaluation", name = name),
            Named::Game => {
                let boards: Vec<String> = NamedGame::PROVABLE
                    .iter()
                    .map(|(c, r)| format!("{c}x{r}"))
                    .collect();
                say!(
                    "unknown-game",
                    name = name,
                    most = NamedGame::MAX_COINS,
                    boards = boards.join(", ")
                )
            }
        }
    }
}

impl InWords for Refusal {
    fn in_words(&self) -> String {
        match self {
            Refusal::Players { players } => say!(
                "refusal-players",
                count = players.len(),
                players = players.join(", ")
            ),
            Refusal::NegamaxWithChance => say!("refusal-negamax-with-chance"),
            Refusal::NoStaticValue {
                node,
                depth,
                deepening,
            } => say!(
                "refusal-no-static-value",
                node = node,
                depth = *depth,
                deepening = yes_no(*deepening)
            ),
            Refusal::NoEvaluation { state, depth } => {
                say!("refusal-no-evaluation", state = state, depth = *depth)
            }
            Refusal::NoMean { node } => say!("refusal-no-mean", node = node),
            Refusal::OrderNeedsTree { order } => {
                say!("refusal-order-needs-tree", order = order.to_string())
            }
            Refusal::TooBig { algorithm: a, nodes } => say!(
                "refusal-too-big",
                algorithm = algorithm(*a),
                nodes = format!("{nodes:.0e}")
            ),
        }
    }
}

impl InWords for MissingVector {
    fn in_words(&self) -> String {
        say!(
            "maxn-missing-vector",
            node = self.node.as_str(),
            depth = self.depth
        )
    }
}

impl InWords for BoardError {
    fn in_words(&self) -> String {
        match self {
            BoardError::Pits { pits, most } => say!("board-pits", pits = *pits, most = *most),
            BoardError::Stones { stones, most } => {
                say!("board-stones", stones = *stones, most = *most)
            }
            BoardError::Cells { cells } => say!("board-cells", cells = *cells),
            BoardError::TooManyStones { total, most } => {
                say!("board-too-many-stones", total = *total, most = *most)
            }
            BoardError::NotACount { text } => say!("board-not-a-count", text = text, most = MAX_STONES),
            BoardError::InBoard { board, error } => {
                say!("board-in", board = board, error = error.in_words())
            }
        }
    }
}

impl InWords for PitError {
    fn in_words(&self) -> String {
        match *self {
            PitError::GameOver => say!("pit-game-over"),
            PitError::NoSuchPit { pit, pits } => say!("kalah-no-such-pit", pit = pit, pits = pits),
            PitError::Empty { side, pit } => say!("kalah-pit-empty", side = side_key(side), pit = pit),
        }
    }
}

impl InWords for EvalError {
    fn in_words(&self) -> String {
        match self {
            EvalError::Name(unknown) => unknown.in_words(),
            EvalError::Unreadable { file, kind, error } => {
                say!("eval-unreadable", file = file, error = io_error(*kind, error))
            }
            EvalError::NotAFile { file } => say!("eval-not-a-file", file = file),
            EvalError::TooBig { file, most } => say!(
                "eval-too-big",
                file = file,
                most = indicatif::HumanBytes(*most).to_string()
            ),
            EvalError::NotAList {
                file,
                line,
                column,
                error,
            } => say!(
                "eval-not-a-list",
                file = file,
                line = *line,
                column = *column,
                error = error
            ),
            EvalError::Weights { file, most } => say!(
                "eval-weights",
                file = file,
                most = *most,
                largest = crate::game::kalah::eval::WIN as i64
            ),
            EvalError::WeightCount { file, weights, pits } => say!(
                "eval-weight-count",
                file = file,
                weights = *weights,
                pits = *pits,
                expected = 2 * pits + 2
            ),
        }
    }
}

impl InWords for tictactoe::BoardError {
    fn in_words(&self) -> String {
        use tictactoe::BoardError as E;
        match self {
            E::Shape { text, size } => say!("tictactoe-shape", text = text, size = *size),
            E::Mark { text, mark } => say!("tictactoe-mark", text = text, mark = mark.to_string()),
            E::Marks { text } => say!("tictactoe-marks", text = text),
        }
    }
}

impl InWords for connect4::BoardError {
    fn in_words(&self) -> String {
        use connect4::BoardError as E;
        match self {
            E::Shape { text } => say!("connect4-shape", text = text),
            E::Size { text, columns, rows } => {
                say!("connect4-size", text = text, columns = *columns, rows = *rows)
            }
            E::Mark { text, mark } => say!("connect4-mark", text = text, mark = mark.to_string()),
            E::Floating { text, column } => {
                say!("connect4-floating", text = text, column = column.to_string())
            }
            E::Marks { text } => say!("connect4-marks", text = text),
            E::BothWon { text } => say!("connect4-both-won", text = text),
            E::PlayedOn { text } => say!("connect4-played-on", text = text),
        }
    }
}

impl InWords for ScenarioError {
    fn in_words(&self) -> String {
        match self {
            ScenarioError::Invalid {
                file,
                line,
                column,
                problem,
            } => say!(
                "scenario-invalid",
                file = file,
                line = *line,
                column = *column,
                problem = problem.in_words()
            ),
            ScenarioError::Unreadable { file, kind, .. } if *kind == std::io::ErrorKind::IsADirectory => {
                say!("scenario-folder", file = file)
            }
            ScenarioError::Unreadable { file, kind, error } => {
                say!("scenario-unreadable", file = file, error = io_error(*kind, error))
            }
            ScenarioError::NotAFile { file, kind } => not_a_file(file, *kind),
            ScenarioError::TooBig { file, most } => say!(
                "scenario-too-big",
                file = file,
                most = indicatif::HumanBytes(*most).to_string()
            ),
            ScenarioError::Inexact { file, node, no_mean } => match no_mean {
                true => say!("scenario-no-mean", file = file, node = node),
                false => say!("scenario-too-fine", file = file, node = node),
            },
            ScenarioError::Random { spec, error } => say!("random-invalid", spec = spec, why = random(error)),
            ScenarioError::Inline { text, error } => say!(
                "inline-invalid",
                text = text,
                column = error.column,
                expected = inline_expected(error.expected)
            ),
            ScenarioError::NotFound { name } => say!(
                "scenario-not-found",
                name = name,
                bundled = bundled::names().join(", ")
            ),
        }
    }
}

impl InWords for Problem {
    fn in_words(&self) -> String {
        match self {
            Problem::Check(c) => check(c),
            Problem::Ron(r) => ron_kind(r),
            Problem::Course(c) => course(c),
        }
    }
}

/// What the scenario parser's own checks find.
fn check(c: &Check) -> String {
    match c {
        Check::VectorLength { found, expected } => {
            say!("scenario-vector-length", found = *found, expected = *expected)
        }
        Check::MixedLeaves => say!("scenario-mixed-leaves"),
        Check::UnknownField {
            field,
            owner,
            expected,
        } => unknown_field(field, *owner, expected),
        Check::PlayersCount { named, values } => {
            say!("scenario-players-count", named = *named, values = *values)
        }
        Check::UnknownPlayer { name } => say!("scenario-unknown-player", name = name),
        Check::NotANumber => say!("scenario-not-a-number"),
        Check::DuplicateKey { field, owner } => {
            say!("scenario-duplicate-key", field = field, owner = owner_key(*owner))
        }
        Check::NotUtf8 => say!("scenario-not-utf8"),
        Check::OutOfRange { text } => say!("scenario-out-of-range", text = text),
        Check::BadDepth { found } => say!("scenario-bad-depth", found = found),
        Check::ChanceOverVectors => say!("scenario-chance-over-vectors"),
        Check::Empty { node: None } => say!("scenario-empty-node"),
        Check::Empty { node: Some(node) } => say!("scenario-empty-named-node", node = node),
        Check::ProbabilityOutsideChance => say!("scenario-probability-outside-chance"),
        Check::SomeProbabilities => say!("scenario-some-probabilities"),
        Check::ProbabilitySum { sum } => say!("scenario-probability-sum", sum = show(*sum)),
        Check::ProbabilityRange { value } => say!("scenario-probability-range", value = show(*value)),
        Check::NotAProbability { text } => say!("scenario-not-a-probability", text = text),
        Check::EmptyName => say!("scenario-empty-name"),
        Check::DuplicateName { name } => say!("scenario-duplicate-name", name = name),
        Check::EmptyChildren => say!("scenario-empty-children"),
        Check::ShortVector => say!("scenario-short-vector"),
        Check::Unprintable { field, character } => say!(
            "scenario-unprintable",
            field = field_key(*field),
            character = format!("U+{:04X}", u32::from(*character))
        ),
    }
}

/// What the messages select on for the text that holds a refused
/// character.
fn field_key(field: Field) -> &'static str {
    match field {
        Field::Name => "name",
        Field::Move => "move",
        Field::Title => "title",
        Field::Player => "player",
    }
}

/// "unknown field `valu` in a node, expected one of `name`, ...".
fn unknown_field(field: &str, owner: Owner, expected: &[&str]) -> String {
    let list: Vec<String> = expected.iter().map(|f| format!("`{f}`")).collect();
    say!(
        "scenario-unknown-field",
        field = field,
        owner = owner_key(owner),
        expected = list.join(", ")
    )
}

/// What the messages select on for where a field is.
fn owner_key(owner: Owner) -> &'static str {
    match owner {
        Owner::Scenario => "scenario",
        Owner::Node => "node",
    }
}

/// RON's errors, by kind; one not mapped keeps RON's own words (the
/// scenarios' and the configuration file's).
pub fn ron_kind(r: &RonKind) -> String {
    match r {
        RonKind::WrongType { expected, found } => say!(
            "scenario-wrong-type",
            expected = expectation(expected),
            found = found
        ),
        RonKind::MissingField { field, outer: None } => say!("scenario-missing-field", field = *field),
        RonKind::MissingField {
            field,
            outer: Some(outer),
        } => say!("scenario-missing-field-in", field = *field, outer = outer),
        RonKind::DuplicateField { field, outer: None } => say!("scenario-duplicate-field", field = *field),
        RonKind::DuplicateField {
            field,
            outer: Some(outer),
        } => say!("scenario-duplicate-field-in", field = *field, outer = outer),
        RonKind::ExpectedComma => say!("scenario-expected-comma"),
        RonKind::ExpectedOpening(c) => say!("scenario-expected-opening", bracket = c.to_string()),
        RonKind::ExpectedClosing(c) => say!("scenario-expected-closing", bracket = c.to_string()),
        RonKind::ExpectedStruct(name) => say!("scenario-expected-struct", name = *name),
        RonKind::ExpectedColon => say!("scenario-expected-colon"),
        RonKind::StructName { expected, found } => {
            say!("scenario-struct-name", expected = *expected, found = found)
        }
        RonKind::ExpectedString => say!("scenario-expected-string"),
        RonKind::UnclosedString => say!("scenario-unclosed-string"),
        RonKind::IntegerOutOfBounds => say!("scenario-integer-out-of-bounds"),
        RonKind::ExpectedIdentifier => say!("scenario-expected-identifier"),
        // As RON writes it: ')' , '\n'.
        RonKind::UnexpectedChar(c) => say!("scenario-unexpected-char", char = format!("{c:?}")),
        RonKind::End => say!("scenario-end"),
        RonKind::Trailing => say!("scenario-trailing"),
        RonKind::Nested { most } => say!(
            "scenario-nested",
            most = *most,
            deepest = crate::search::deep::MAX_DEPTH
        ),
        RonKind::Other(error) => say!("scenario-ron", error = error),
    }
}

/// What RON expected where it met something else.
fn expectation(e: &Expected) -> String {
    match e {
        Expected::Scenario => say!("scenario-expected-scenario"),
        Expected::Player => say!("scenario-expected-player"),
        Expected::Node => say!("scenario-expected-node"),
        Expected::Children => say!("scenario-expected-children"),
        Expected::Probability => say!("scenario-expected-probability"),
        Expected::Number => say!("scenario-expected-number"),
        Expected::Text => say!("scenario-expected-text"),
        // serde's words for a plain type ("a string"), quoted where they
        // are not the language's.
        Expected::Other(text) => say!("scenario-expected-other", text = text),
    }
}

/// An error of the system, by kind; one not mapped keeps the system's
/// words.
/// A file that is a named pipe, a device or a socket, which is not read.
pub fn not_a_file(file: &str, kind: crate::text_file::Special) -> String {
    say!("not-a-regular-file", file = file, kind = kind.tag())
}

pub fn io_error(kind: ErrorKind, error: &str) -> String {
    match kind {
        ErrorKind::NotFound => say!("os-not-found"),
        ErrorKind::PermissionDenied => say!("os-permission-denied"),
        ErrorKind::IsADirectory => say!("os-is-a-directory"),
        ErrorKind::InvalidData => say!("os-not-text"),
        ErrorKind::NotADirectory => say!("os-not-a-directory"),
        ErrorKind::ReadOnlyFilesystem => say!("os-read-only"),
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded => say!("os-disk-full"),
        _ => say!("os-other", error = error),
    }
}

/// What is wrong in a course test file.
fn course(c: &Course) -> String {
    match c {
        Course::ExpectedKeyValue => say!("scenario-expected-key-value"),
        Course::Unclosed => say!("scenario-unclosed"),
        Course::ExpectedQuoted => say!("scenario-expected-quoted"),
        Course::MissingKey { key } => say!("scenario-missing-key", key = key),
        Course::NotAWholeNumber { key, found } => {
            say!("scenario-not-a-whole-number", key = key, found = found)
        }
        Course::UnknownAgent { agent } => say!("scenario-unknown-agent", agent = agent),
        Course::ExpectedSuccessor { found } => say!("scenario-expected-successor", found = found),
        Course::ExpectedEvaluation { found } => say!("scenario-expected-evaluation", found = found),
        Course::Cycle { state } => say!("scenario-cycle", state = state),
        Course::TooManyNodes { most } => say!("scenario-too-many-nodes", most = *most),
        Course::DuplicateKey { key, first } => {
            say!("scenario-duplicate-course-key", key = key, first = *first)
        }
        Course::NoAgents => say!("scenario-no-agents"),
        Course::TooDeep { state, most } => say!("scenario-too-deep", state = state, most = *most),
    }
}

/// `yes` or `no`: what the messages select on.
fn yes_no(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// `?` from an engine error into the text errors of the layers above;
/// what it quotes of a file (a state, a path, RON's words about a string)
/// written out (`printable`), for whichever screen shows it.
macro_rules! worded {
    ($($t:ty),* $(,)?) => {$(
        impl From<$t> for String {
            fn from(e: $t) -> String {
                crate::printable::text(&e.in_words()).into_owned()
            }
        }
    )*};
}

worded!(
    Unknown,
    Refusal,
    MissingVector,
    BoardError,
    PitError,
    EvalError,
    tictactoe::BoardError,
    connect4::BoardError,
    ScenarioError,
    crate::scenario::lesson::LessonError,
);

impl InWords for crate::scenario::lesson::LessonError {
    fn in_words(&self) -> String {
        use crate::scenario::lesson::{LessonError as E, VERSION};
        match self {
            E::File(e) => e.in_words(),
            E::Version { file, found } => {
                say!("lesson-version", file = file, found = *found, supported = VERSION)
            }
            E::Empty { file } => say!("lesson-empty", file = file),
            E::Nothing { file, item } => say!("lesson-nothing", file = file, item = *item),
            E::Starts { file, item } => say!("lesson-starts", file = file, item = *item),
        }
    }
}

/// What the inline tree's reader expected, in words.
fn inline_expected(e: crate::scenario::inline::Expected) -> String {
    use crate::scenario::inline::Expected as E;
    match e {
        E::AtMostLevels => say!("inline-at-most-levels", most = crate::scenario::MOST_LEVELS),
        E::Exact => say!("inline-exact"),
        E::CommaOrClose => say!("inline-comma-or-close"),
        E::NumberOrOpen => say!("inline-number-or-open"),
        E::End => say!("inline-end"),
    }
}

/// Why a random spec gives no tree, in words.
fn random(e: &crate::scenario::random::SpecError) -> String {
    use crate::scenario::random::SpecError as E;
    match e {
        E::Unreadable { part } => say!("random-unreadable", part = part),
        E::Range { part } => say!("random-range", part = part),
        E::TooBig { leaves } => say!("random-too-big", leaves = *leaves),
        E::Clash { first, second } => say!("random-clash", first = *first, second = *second),
        E::TooShallow => say!("random-too-shallow"),
        E::NotFound { seed, tries } => say!("random-not-found", seed = *seed, tries = *tries),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::kalah::{Evaluation, Position, Side, parse_board};
    use crate::game::tictactoe::{Evaluation as Lines, TicTacToe};
    use crate::search::Algorithm;
    use std::path::Path;

    #[test]
    fn unknown_names_list_the_known_ones() {
        let e = "quantum".parse::<Algorithm>().unwrap_err();
        assert_eq!(
            e.in_words(),
            "unknown algorithm 'quantum' (expected minimax, alphabeta, expectimax, negamax or id)"
        );
        let e = NamedGame::parse("nim-0").unwrap_err();
        assert_eq!(
            e.in_words(),
            "unknown game 'nim-0' (expected nim-N (1 ≤ N ≤ 1000, e.g. nim-7), tictactoe-3x3 or connect4-CxR (4x4, 4x5, 5x4, 4x6))"
        );
    }

    #[test]
    fn kalah_boards_say_which_value_and_limit() {
        let e = Position::start(9, 4, Side::South).unwrap_err();
        assert_eq!(e, BoardError::Pits { pits: 9, most: 8 });
        assert_eq!(e.in_words(), "9 pits a side: expected 1 to 8");
        let e = Position::start(6, 13, Side::South).unwrap_err();
        assert_eq!(e.in_words(), "13 stones a pit: expected 1 to 12");
        let e = parse_board("200,200,0,0", Side::South).unwrap_err();
        assert_eq!(
            e.in_words(),
            "board '200,200,0,0': 400 stones on the board: at most 255 are supported"
        );
        let e = parse_board("4,x,0,4,4,0", Side::South).unwrap_err();
        assert_eq!(e.in_words(), "board: 'x' is not a stone count (0 to 255)");
    }

    #[test]
    fn a_connect_four_board_play_cannot_reach_says_why() {
        use crate::game::connect4::ConnectFour;
        let said = |text: &str| ConnectFour::parse(text).unwrap_err().in_words();
        assert_eq!(
            said("..../..X./..../...."),
            "'..../..X./..../....': a piece floats in column c; pieces fall to the lowest empty cell"
        );
        assert_eq!(
            said("XO../XO../XO../XO.."),
            "'XO../XO../XO../XO..': both X and O have four in a line, but the game ends at the first four"
        );
        assert_eq!(
            said(".../.../.../..."),
            "'.../.../.../...' is 3×4: Connect Four is played on 4 to 10 columns of 4 to 10 rows"
        );
    }

    #[test]
    fn an_illegal_pit_says_why() {
        let rules = crate::game::kalah::Rules::BOOK;
        let pos = parse_board("4,0,4,4,0,4,4,4,4,0", Side::South).unwrap();
        let e = pos.check_pit(&rules, 2).unwrap_err();
        assert_eq!(
            e,
            PitError::Empty {
                side: Side::South,
                pit: 2
            }
        );
        assert_eq!(e.in_words(), "South's pit 2 is empty");
        let e = pos.check_pit(&rules, 9).unwrap_err();
        assert_eq!(e.in_words(), "there is no pit 9 (pits are 1 to 4)");
    }

    #[test]
    fn evaluations_name_their_file() {
        let e = "bogus".parse::<Evaluation>().unwrap_err();
        assert_eq!(
            e.in_words(),
            "unknown evaluation 'bogus' (expected store, side or linear:FILE)"
        );
        let e = Evaluation::Linear {
            name: "w.ron".into(),
            weights: vec![1.0; 4],
        }
        .check(6)
        .unwrap_err();
        assert_eq!(
            e.in_words(),
            "w.ron: 4 weights for a board of 6 pits a side (expected 14)"
        );
        let e = crate::game::kalah::eval::read_linear(Path::new("Cargo.toml")).unwrap_err();
        assert_eq!(e.in_words(), "Cargo.toml: 1:2: Expected float");
    }

    #[test]
    fn tic_tac_toe_positions_say_what_is_wrong() {
        let g = TicTacToe::new(3, Lines::OpenLines);
        let words = |text: &str| g.parse(text).unwrap_err().in_words();
        assert_eq!(words("X../..."), "'X../...' is not 3 rows of 3 cells");
        assert_eq!(words("X../.Z./..."), "'Z' in 'X../.Z./...' is not X, O or .");
        assert_eq!(
            words("XX./.../..."),
            "'XX./.../...': X moves first, so X has as many marks as O or one more"
        );
    }

    #[test]
    fn refusals_name_the_node_and_the_limit() {
        let e = Refusal::NoStaticValue {
            node: "b".into(),
            depth: 1,
            deepening: true,
        };
        assert!(
            e.in_words()
                .starts_with("node 'b' at depth 1 would be evaluated statically")
        );
        assert!(
            e.in_words()
                .ends_with("(iterative deepening evaluates every level above the limit)")
        );
        let e = Refusal::TooBig {
            algorithm: Algorithm::Minimax,
            nodes: 3.0e7,
        };
        assert_eq!(
            e.in_words(),
            "minimax would build up to 3e7 nodes at this depth: too many to step through"
        );
    }
}
