//! The Kalah solver's endgame databases in words: a file that is wrong,
//! a database that is not kept in its folder.

use crate::engine::kalah::solve::Endgame;
use crate::engine::kalah::solve::file::{Note, Problem, Unkept, VERSION};
use crate::engine::kalah::solve::resume::Proved;
use crate::say;
use crate::words::errors::{InWords, io_error};
use std::path::Path;

impl InWords for Problem {
    fn in_words(&self) -> String {
        match self {
            Problem::Unreadable { kind, error } => io_error(*kind, error),
            Problem::NotADatabase => say!("db-not-a-database"),
            Problem::Version { found } => say!("db-version", found = *found, expected = VERSION),
            Problem::Holds { rules, pits, stones } => {
                say!("db-holds", rules = rules.as_str(), pits = *pits, stones = *stones)
            }
            Problem::Truncated { bytes, expected } => {
                say!("db-truncated", bytes = *bytes, expected = *expected)
            }
            Problem::Checksum => say!("db-checksum"),
            Problem::NotAFile(kind) => say!("kept-not-a-file", kind = kind.tag()),
        }
    }
}

/// Why a database is not kept in `dir`.
pub fn unkept(why: &Unkept) -> String {
    match why {
        Unkept::NotAFolder => say!("db-not-a-folder"),
        Unkept::NoRoom { needs, free } => say!(
            "db-no-room",
            needs = indicatif::BinaryBytes(*needs).to_string(),
            free = indicatif::BinaryBytes(*free).to_string()
        ),
        Unkept::Failed { kind, error } => io_error(*kind, error),
        Unkept::NotAFile(kind) => say!("kept-not-a-file", kind = kind.tag()),
    }
}

/// What a database's load or build tells, for the databases of `dir`:
/// a build from nothing says nothing here (its waiting screen does).
pub fn note(note: &Note, dir: &Path, pits: usize) -> Option<String> {
    let dir = dir.display().to_string();
    Some(match note {
        Note::Rebuilding { path, problem } => say!(
            "db-rebuilding",
            path = path.display().to_string(),
            problem = problem.in_words()
        ),
        Note::WillNotKeep { why } => say!("db-will-not-keep", dir = dir, why = unkept(why)),
        Note::NotKept { why } => say!("db-not-kept", dir = dir, why = unkept(why)),
        Note::Building { from: 0, .. } => return None,
        Note::Building { from, to } => say!(
            "db-starts-from",
            stones = *from,
            dir = dir,
            percent = percent(Endgame::size(pits, *from), Endgame::size(pits, *to))
        ),
    })
}

/// `part` of `whole` as a whole percentage, for "goes on from 18 %": "0"
/// only when nothing is done, "100" only when all is.
pub fn percent(part: u64, whole: u64) -> String {
    let p = 100.0 * part as f64 / whole.max(1) as f64;
    let shown = match p {
        _ if part == 0 => 0.0,
        _ if part >= whole => 100.0,
        p => p.round().clamp(1.0, 99.0),
    };
    format!("{shown:.0}")
}

/// What a stopped solve has proved, as its resume file keeps it.
pub fn proved(p: &Proved) -> String {
    match p.exact {
        true => say!("kalah-solve-resume-proved", lower = p.lower, upper = p.upper),
        false => say!("kalah-solve-resume-table"),
    }
}
