//! Scenario, course and lesson files, inline trees and random specs, in
//! words.

use super::InWords;
use crate::say;
use crate::scenario::problem::{Check, Course, Field, Owner, Problem};
use crate::scenario::{ScenarioError, bundled};
use crate::value::show;

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
            ScenarioError::File(e) => e.in_words(),
            // A spec the user left empty (`gametree new ''`) is not quoted.
            ScenarioError::Random { spec, error } if spec.is_empty() => random(error),
            ScenarioError::Random { spec, error } => say!("random-invalid", spec = spec, why = random(error)),
            ScenarioError::Inline { text, error } => match &error.expected {
                crate::scenario::inline::Expected::Unkept { text: number, why } => say!(
                    "inline-unkept",
                    text = text,
                    column = error.column,
                    why = super::unkept(number, *why)
                ),
                expected => say!(
                    "inline-invalid",
                    text = text,
                    column = error.column,
                    expected = inline_expected(expected)
                ),
            },
            ScenarioError::NotFound { name } => say!(
                "scenario-not-found",
                name = name,
                bundled = bundled::names().join(", "),
                games = crate::words::games::every_size()
            ),
        }
    }
}

impl InWords for Problem {
    fn in_words(&self) -> String {
        match self {
            Problem::Check(c) => check(c),
            Problem::Ron(r) => super::ron_kind(r, crate::text_file::ReadAs::Scenario),
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
        Check::Unkept { text, why } => super::unkept(text, *why),
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
fn inline_expected(e: &crate::scenario::inline::Expected) -> String {
    use crate::scenario::inline::Expected as E;
    match e {
        E::AtMostLevels => say!("inline-at-most-levels", most = crate::scenario::MOST_LEVELS),
        E::Unkept { text, why } => super::unkept(text, *why),
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
        E::NoShape => say!("random-no-shape"),
        E::Range { part } => say!("random-range", part = part),
        E::TooBig { leaves } => say!("random-too-big", leaves = *leaves),
        E::Clash { first, second } => say!("random-clash", first = *first, second = *second),
        E::TooShallow => say!("random-too-shallow"),
        E::NotFound { seed, tries } => say!("random-not-found", seed = *seed, tries = *tries),
    }
}
