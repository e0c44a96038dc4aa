//! What is wrong with a configuration file, as data, and in words
//! (`config.ftl`): where (file, line, column), then what was found and
//! what may stand there instead. `Display` is a terse fallback for logs.

use super::{READS, Speed};
use crate::keymap::{self, Action, KEY_NAMES, Key};
use crate::say;
use crate::scenario::problem::RonKind;
use crate::text_file::ReadAs;
use crate::words::errors::{InWords, ron_kind};

/// Why a configuration file could not be read.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ConfigError {
    /// What is wrong, and where in the file.
    #[error("{file}:{line}:{column}: {problem}")]
    Invalid {
        file: String,
        line: usize,
        column: usize,
        problem: Problem,
    },
    /// The file cannot be read, is too big or is no regular file.
    #[error(transparent)]
    File(#[from] crate::text_file::FileError),
}

/// What is wrong at a line and column of a configuration file.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum Problem {
    /// RON's own errors: the file is not RON.
    #[error(transparent)]
    Ron(RonKind),
    #[error("not UTF-8")]
    NotUtf8,
    #[error("unknown key {key:?}")]
    UnknownKey { key: String },
    #[error("{key:?} given twice")]
    DuplicateKey { key: String },
    #[error("no version")]
    NoVersion,
    #[error("version {found} is newer")]
    NewerVersion { found: u64 },
    #[error("version is {found}")]
    BadVersion { found: Found },
    /// A setting with named values (`rule`, `lang`, `theme`, ...).
    #[error("{key} is {found}, expected one of {allowed:?}")]
    BadChoice {
        key: &'static str,
        found: Found,
        allowed: Vec<&'static str>,
    },
    #[error("speed is {found}")]
    BadSpeed { found: Found },
    #[error("max_tree_memory is {found}")]
    BadSize { found: Found },
    #[error("serve_idle is {found}")]
    BadIdle { found: Found },
    #[error("db_dir is {found}")]
    BadFolder { found: Found },
    #[error("keys is {found}")]
    KeysNotAMap { found: Found },
    #[error("unknown action {action:?}")]
    UnknownAction { action: String },
    #[error("action {action:?} given twice")]
    DuplicateAction { action: &'static Action },
    #[error("{key:?} is no key")]
    UnknownKeyName { key: String },
    #[error("the keys of {action:?} are {found}")]
    NotAKey { action: &'static Action, found: Found },
    #[error("no key for {action:?}")]
    NoKeys { action: &'static Action },
    #[error("{key:?} bound to {first:?} and {second:?}")]
    KeyTwice {
        key: Key,
        first: &'static Action,
        second: &'static Action,
    },
}

/// What the file gives where something else was expected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Found {
    #[error("{0:?}")]
    Text(String),
    #[error("{0}")]
    Number(String),
    #[error("{0}")]
    Bool(bool),
    #[error("a list")]
    List,
    #[error("a map")]
    Map,
    #[error("()")]
    Unit,
    #[error("None")]
    Nothing,
}

/// The known keys of the file, in the order `config init` writes them.
pub const KEYS: &[&str] = &[
    "version",
    "rule",
    "cut_names",
    "lang",
    "theme",
    "symbols",
    "algorithm",
    "speed",
    "color",
    "db_dir",
    "max_tree_memory",
    "serve_idle",
    "keys",
];

impl InWords for ConfigError {
    fn in_words(&self) -> String {
        match self {
            ConfigError::Invalid {
                file,
                line,
                column,
                problem,
            } => say!(
                "config-invalid",
                file = file,
                line = *line,
                column = *column,
                problem = problem.in_words()
            ),
            ConfigError::File(e) => e.in_words(),
        }
    }
}

impl From<ConfigError> for String {
    fn from(e: ConfigError) -> String {
        e.in_words()
    }
}

/// Names in backquotes, with commas: "`dark`, `light`".
fn listed<S: AsRef<str>>(names: &[S]) -> String {
    let quoted: Vec<String> = names.iter().map(|n| format!("`{}`", n.as_ref())).collect();
    quoted.join(", ")
}

impl InWords for Problem {
    fn in_words(&self) -> String {
        let reads = *READS.end();
        match self {
            Problem::Ron(r) => ron_kind(r, ReadAs::Config),
            Problem::NotUtf8 => say!("config-not-utf8"),
            Problem::UnknownKey { key } => {
                say!("config-unknown-key", key = key, expected = listed(KEYS))
            }
            Problem::DuplicateKey { key } => say!("config-duplicate-key", key = key),
            Problem::NoVersion => say!("config-no-version", reads = reads),
            Problem::NewerVersion { found } => say!("config-newer-version", found = *found, reads = reads),
            Problem::BadVersion { found } => {
                say!("config-bad-version", found = found.in_words(), reads = reads)
            }
            Problem::BadChoice { key, found, allowed } => say!(
                "config-bad-choice",
                key = *key,
                found = found.in_words(),
                expected = listed(allowed)
            ),
            Problem::BadSpeed { found } => {
                say!("config-bad-speed", found = found.in_words(), most = Speed::MOST)
            }
            Problem::BadSize { found } => say!("config-bad-size", found = found.in_words()),
            Problem::BadIdle { found } => say!("config-bad-idle", found = found.in_words()),
            Problem::BadFolder { found } => say!("config-bad-folder", found = found.in_words()),
            Problem::KeysNotAMap { found } => say!("config-keys-not-a-map", found = found.in_words()),
            Problem::UnknownAction { action } => say!(
                "config-unknown-action",
                action = action,
                expected = listed(&keymap::names())
            ),
            Problem::DuplicateAction { action } => {
                say!("config-duplicate-action", action = action.name)
            }
            Problem::UnknownKeyName { key } => {
                say!("config-unknown-key-name", key = key, names = listed(KEY_NAMES))
            }
            Problem::NotAKey { action, found } => {
                say!("config-not-a-key", action = action.name, found = found.in_words())
            }
            Problem::NoKeys { action } => say!("config-no-keys", action = action.name),
            Problem::KeyTwice { key, first, second } => say!(
                "config-key-twice",
                key = key.name(),
                first = first.name,
                second = second.name
            ),
        }
    }
}

impl InWords for Found {
    fn in_words(&self) -> String {
        let (kind, text) = match self {
            Found::Text(t) => ("text", t.clone()),
            Found::Number(n) => ("number", n.clone()),
            Found::Bool(b) => ("number", b.to_string()),
            Found::List => ("list", String::new()),
            Found::Map => ("map", String::new()),
            Found::Unit => ("unit", String::new()),
            Found::Nothing => ("nothing", String::new()),
        };
        say!("config-found", kind = kind, text = text)
    }
}
