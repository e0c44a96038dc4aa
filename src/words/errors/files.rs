//! A file not read (naming what it was read as), RON's errors and the
//! system's, in words: shared by the configuration, scenarios and lessons.

use super::InWords;
use crate::say;
use crate::scenario::problem::{Expected, RonKind};
use crate::text_file::{FileError, ReadAs};
use std::io::ErrorKind;

impl InWords for FileError {
    fn in_words(&self) -> String {
        match self {
            // A folder given as a scenario: the files in it are meant.
            FileError::Unreadable {
                read_as: ReadAs::Scenario,
                file,
                kind: ErrorKind::IsADirectory,
                ..
            } => say!("scenario-folder", file = file),
            FileError::Unreadable {
                file, kind, error, ..
            } => {
                say!("file-unreadable", file = file, error = io_error(*kind, error))
            }
            FileError::NotAFile { file, kind } => not_a_file(file, *kind),
            FileError::TooBig { read_as, file, most } => say!(
                "file-too-big",
                file = file,
                most = indicatif::HumanBytes(*most).to_string(),
                what = read_as.tag()
            ),
        }
    }
}

/// RON's errors, by kind, in a file read as `read_as`; one not mapped
/// keeps RON's own words.
pub fn ron_kind(r: &RonKind, read_as: ReadAs) -> String {
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
            "ron-nested",
            most = *most,
            what = read_as.tag(),
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
