//! What is wrong at a place in a scenario file, as data: the checks of
//! `raw` (RON files) and `cs188` (course test files), and RON's own
//! errors mapped by kind. The words layer says each in a sentence
//! (`words::errors`); `Display` is a terse fallback for logs.

use crate::value::{NotAValue, Value};

/// What is wrong at a line and column of a scenario file.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum Problem {
    #[error(transparent)]
    Check(#[from] Check),
    #[error(transparent)]
    Ron(#[from] RonKind),
    #[error(transparent)]
    Course(#[from] Course),
}

/// What the scenario parser's own checks find (`raw`).
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum Check {
    #[error("a leaf has {found} values, the others {expected}")]
    VectorLength { found: usize, expected: usize },
    #[error("value vectors and plain numbers mixed")]
    MixedLeaves,
    /// A chance node in a tree of value vectors: max^n has none.
    #[error("chance node over value vectors")]
    ChanceOverVectors,
    #[error("unknown field {field:?} in {owner:?}")]
    UnknownField {
        field: String,
        owner: Owner,
        expected: &'static [&'static str],
    },
    #[error("{named} players named, {values} values a leaf")]
    PlayersCount { named: usize, values: usize },
    #[error("unknown player {name:?}")]
    UnknownPlayer { name: String },
    #[error("NaN static value")]
    NotANumber,
    /// A number as written that is no value: too large or too fine
    /// (`Value::literal`).
    #[error("{text}: {why}")]
    Unkept { text: String, why: NotAValue },
    /// A `depth` that is no whole number of plies (`1.5`, `-1`, `"2"`).
    #[error("depth {found}")]
    BadDepth { found: String },
    #[error("node {node:?} has neither value nor children")]
    Empty { node: Option<String> },
    #[error("probability outside a chance node")]
    ProbabilityOutsideChance,
    #[error("probabilities on some children only")]
    SomeProbabilities,
    #[error("probabilities add up to {sum}")]
    ProbabilitySum { sum: Value },
    #[error("probability {value} outside (0, 1]")]
    ProbabilityRange { value: Value },
    #[error("{text:?} is no probability")]
    NotAProbability { text: String },
    #[error("empty node name")]
    EmptyName,
    #[error("duplicate node name {name:?}")]
    DuplicateName { name: String },
    #[error("empty children list")]
    EmptyChildren,
    #[error("value vector of fewer than two")]
    ShortVector,
    /// A field given twice (`title: "a", title: "b"`).
    #[error("{field:?} given twice in {owner:?}")]
    DuplicateKey { field: String, owner: Owner },
    /// The bytes from here on are not UTF-8.
    #[error("not UTF-8")]
    NotUtf8,
    /// A name, a move's label or a title that holds a character a
    /// terminal acts on or that reorders text unseen
    /// (`printable::refused_in_name`).
    #[error("{field:?} holds U+{:04X}", u32::from(*character))]
    Unprintable { field: Field, character: char },
}

/// What a scenario names with a text that must show as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Name,
    Move,
    Title,
    Player,
}

/// RON's errors, by kind.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum RonKind {
    #[error("expected {expected}, found {found}")]
    WrongType { expected: Expected, found: String },
    #[error("missing field {field:?} in {outer:?}")]
    MissingField {
        field: &'static str,
        outer: Option<String>,
    },
    #[error("duplicate field {field:?} in {outer:?}")]
    DuplicateField {
        field: &'static str,
        outer: Option<String>,
    },
    #[error("expected comma")]
    ExpectedComma,
    #[error("expected {0:?}")]
    ExpectedOpening(char),
    #[error("expected {0:?}")]
    ExpectedClosing(char),
    #[error("expected `(` for {0}")]
    ExpectedStruct(&'static str),
    #[error("struct {found}, expected {expected}")]
    StructName { expected: &'static str, found: String },
    #[error("expected colon")]
    ExpectedColon,
    #[error("expected string")]
    ExpectedString,
    #[error("unclosed string")]
    UnclosedString,
    #[error("integer out of bounds")]
    IntegerOutOfBounds,
    #[error("expected identifier")]
    ExpectedIdentifier,
    #[error("unexpected {0:?}")]
    UnexpectedChar(char),
    #[error("unexpected end")]
    End,
    #[error("trailing characters")]
    Trailing,
    /// Brackets nested deeper than RON reads: a tree of more than `most`
    /// levels.
    #[error("nested past {most} levels")]
    Nested { most: u32 },
    /// Any other error of RON's, in its own words.
    #[error("{0}")]
    Other(String),
}

/// What is wrong in a course test file (`cs188`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Course {
    #[error("expected key: \"value\"")]
    ExpectedKeyValue,
    #[error("unclosed multi-line value")]
    Unclosed,
    #[error("expected a quoted value")]
    ExpectedQuoted,
    #[error("missing key {key:?}")]
    MissingKey { key: String },
    #[error("{key:?} is {found:?}, no whole number")]
    NotAWholeNumber { key: String, found: String },
    #[error("unknown agent {agent:?}")]
    UnknownAgent { agent: String },
    #[error("{found:?} is no successor line")]
    ExpectedSuccessor { found: String },
    #[error("{found:?} is no evaluation line")]
    ExpectedEvaluation { found: String },
    #[error("cycle through {state:?}")]
    Cycle { state: String },
    #[error("more than {most} nodes")]
    TooManyNodes { most: usize },
    #[error("{key:?} given twice")]
    DuplicateKey { key: String, first: usize },
    #[error("no agents")]
    NoAgents,
    #[error("{state:?} deeper than {most} levels")]
    TooDeep { state: String, most: u32 },
}

/// Where an unknown field was met.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owner {
    Scenario,
    Node,
}

/// What a scenario file should have had where RON met something else:
/// the parser's own expectations, or serde's words for a plain type ("a
/// string").
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Expected {
    #[error("a scenario")]
    Scenario,
    #[error("a player")]
    Player,
    #[error("a node")]
    Node,
    #[error("a list of nodes")]
    Children,
    #[error("a probability")]
    Probability,
    #[error("a number or a value vector")]
    Number,
    #[error("a text, or texts by language")]
    Text,
    #[error("{0}")]
    Other(String),
}

impl Expected {
    const OURS: [Expected; 7] = [
        Expected::Scenario,
        Expected::Player,
        Expected::Node,
        Expected::Children,
        Expected::Probability,
        Expected::Number,
        Expected::Text,
    ];

    /// The expectation RON reports in these words (its `expecting` text).
    fn from_text(text: &str) -> Expected {
        Expected::OURS
            .into_iter()
            .find(|e| e.to_string() == text)
            .unwrap_or_else(|| Expected::Other(text.to_string()))
    }
}

impl Problem {
    /// RON's error as a problem: `raised` is the problem a check of ours
    /// raised (RON keeps only its text), else RON's error by kind.
    pub fn from_ron(code: ron::Error, raised: Option<Check>) -> Problem {
        match code {
            ron::Error::Message(text) => match raised {
                Some(check) if check.to_string() == text => check.into(),
                _ => RonKind::Other(text).into(),
            },
            other => RonKind::from(other).into(),
        }
    }
}

impl From<ron::Error> for RonKind {
    fn from(code: ron::Error) -> RonKind {
        use ron::Error as E;
        match code {
            E::InvalidValueForType { expected, found } => RonKind::WrongType {
                expected: Expected::from_text(&expected),
                found,
            },
            E::MissingStructField { field, outer } => RonKind::MissingField { field, outer },
            E::DuplicateStructField { field, outer } => RonKind::DuplicateField { field, outer },
            E::ExpectedComma => RonKind::ExpectedComma,
            E::ExpectedArray => RonKind::ExpectedOpening('['),
            E::ExpectedStructLike => RonKind::ExpectedOpening('('),
            E::ExpectedArrayEnd => RonKind::ExpectedClosing(']'),
            E::ExpectedStructLikeEnd | E::ExpectedOptionEnd => RonKind::ExpectedClosing(')'),
            E::ExpectedNamedStructLike(name) if !name.is_empty() => RonKind::ExpectedStruct(name),
            E::ExpectedMapColon => RonKind::ExpectedColon,
            E::ExpectedDifferentStructName { expected, found } => RonKind::StructName { expected, found },
            E::ExpectedString => RonKind::ExpectedString,
            E::ExpectedStringEnd => RonKind::UnclosedString,
            E::IntegerOutOfBounds => RonKind::IntegerOutOfBounds,
            E::ExpectedIdentifier => RonKind::ExpectedIdentifier,
            E::UnexpectedChar(c) => RonKind::UnexpectedChar(c),
            E::Eof => RonKind::End,
            E::TrailingCharacters => RonKind::Trailing,
            E::ExceededRecursionLimit => RonKind::Nested {
                most: super::raw::MOST_LEVELS,
            },
            other => RonKind::Other(other.to_string()),
        }
    }
}
