//! Reading a configuration file: RON, checked while it is parsed so that
//! every problem has its line and column. The version is read first, on
//! its own, so that a file of a later release is refused for its version,
//! not for a key this release does not know.
//!
//! By subject: `raw` (a value as written, before it is checked), `values`
//! (each setting's value), `keys` (the key bindings).

mod keys;
mod raw;
mod values;

use super::problem::{KEYS, Problem};
use super::scan::{self, At};
use super::{Choices, Config, ConfigError, READS};
use crate::keymap::KeyBindings;
use crate::scenario::problem::RonKind;
use keys::KeysSeed;
use raw::Raw;
use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, Visitor};
use std::cell::RefCell;
use std::collections::HashSet;
use std::fmt;
use std::path::{Path, PathBuf};
use values::{choice, folder, idle, memory, speed};

/// Where a problem raised by a check of ours is.
#[derive(Clone, Debug)]
pub(super) enum Anchor {
    /// Where RON stands when it is raised (a key or a string just read).
    Here,
    /// At the value of this top-level key (RON has read past it).
    Value(&'static str),
    /// At the start of the file's RON.
    Start,
}

thread_local! {
    /// The problem behind the last error a check of ours raised, and
    /// where it is: serde passes only its text on to RON.
    static RAISED: RefCell<Option<(Problem, Anchor)>> = const { RefCell::new(None) };
}

/// A serde error for `problem`, which is kept to be found again by `parse`.
pub(super) fn fail<E: de::Error>(problem: Problem, anchor: Anchor) -> E {
    let e = E::custom(&problem);
    RAISED.with(|r| *r.borrow_mut() = Some((problem, anchor)));
    e
}

/// Runs a RON parse, its error as a problem at a line and column.
fn run<T>(text: &str, parse: impl FnOnce() -> ron::error::SpannedResult<T>) -> Result<T, (At, Problem)> {
    RAISED.with(|r| r.borrow_mut().take());
    parse().map_err(|e| {
        let raised = RAISED.with(|r| r.borrow_mut().take());
        let here = (e.span.start.line, e.span.start.col);
        match (e.code, raised) {
            (ron::Error::Message(m), Some((problem, anchor))) if m == problem.to_string() => {
                let at = match anchor {
                    Anchor::Here => scan::opening(text, here),
                    Anchor::Value(key) => scan::value_of(text, key).unwrap_or(here),
                    Anchor::Start => scan::start(text),
                };
                (at, problem)
            }
            (code, _) => (here, Problem::Ron(RonKind::from(code))),
        }
    })
}

/// Checks the text of a configuration file; `folder` is where a relative
/// `db_dir` starts.
pub fn parse(text: &str, folder: Option<&Path>) -> Result<Config, (At, Problem)> {
    let options = ron::Options::default();
    let version = run(text, || options.from_str_seed(text, VersionSeed))?;
    let mut config = run(text, || options.from_str_seed(text, ConfigSeed { folder }))?;
    config.version = version;
    Ok(config)
}

/// The text of a configuration file (`text_file::text`): bytes that are
/// not UTF-8 are a problem at their place.
pub fn text(path: &Path, file: &str) -> Result<String, ConfigError> {
    use crate::text_file::{ReadAs, Refused};
    crate::text_file::text(path, file, ReadAs::Config).map_err(|e| match e {
        Refused::File(e) => ConfigError::File(e),
        Refused::NotUtf8 { line, column } => ConfigError::Invalid {
            file: file.to_string(),
            line,
            column,
            problem: Problem::NotUtf8,
        },
    })
}

/// The version, read first, each other key passed over.
struct VersionSeed;

impl<'de> DeserializeSeed<'de> for VersionSeed {
    type Value = u32;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<u32, D::Error> {
        d.deserialize_struct("Config", KEYS, self)
    }
}

impl<'de> Visitor<'de> for VersionSeed {
    type Value = u32;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a configuration `Config(version: 1, ...)`")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<u32, A::Error> {
        let mut version = None;
        while let Some(key) = map.next_key::<String>()? {
            if key != "version" || version.is_some() {
                map.next_value::<IgnoredAny>()?;
                continue;
            }
            let raw: Raw = map.next_value()?;
            let number = match &raw {
                Raw::Whole(n) => Some(*n),
                Raw::Text(Some(t)) => t.trim().parse().ok(),
                _ => None,
            };
            let (first, last) = (i64::from(*READS.start()), i64::from(*READS.end()));
            match number {
                Some(n) if (first..=last).contains(&n) => version = Some(n as u32),
                Some(n) if n > last => {
                    let newer = Problem::NewerVersion { found: n as u64 };
                    return Err(fail(newer, Anchor::Value("version")));
                }
                _ => {
                    let bad = Problem::BadVersion { found: raw.found() };
                    return Err(fail(bad, Anchor::Value("version")));
                }
            }
        }
        version.ok_or_else(|| fail(Problem::NoVersion, Anchor::Start))
    }
}

/// The configuration, checked key by key.
struct ConfigSeed<'a> {
    /// Where a relative `db_dir` starts.
    folder: Option<&'a Path>,
}

impl<'de> DeserializeSeed<'de> for ConfigSeed<'_> {
    type Value = Config;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Config, D::Error> {
        d.deserialize_struct("Config", KEYS, self)
    }
}

impl<'de> Visitor<'de> for ConfigSeed<'_> {
    type Value = Config;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a configuration `Config(version: 1, ...)`")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Config, A::Error> {
        let mut c = Choices::default();
        let mut keys = KeyBindings::default();
        let mut seen = HashSet::new();
        while let Some(key) = map.next_key::<String>()? {
            if !seen.insert(key.clone()) {
                return Err(fail(Problem::DuplicateKey { key }, Anchor::Here));
            }
            match key.as_str() {
                "version" => {
                    map.next_value::<IgnoredAny>()?;
                }
                "rule" => c.rule = choice(map.next_value()?, "rule")?,
                "cut_names" => c.cut_names = choice(map.next_value()?, "cut_names")?,
                "lang" => c.lang = choice(map.next_value()?, "lang")?,
                "theme" => c.theme = choice(map.next_value()?, "theme")?,
                "symbols" => c.symbols = choice(map.next_value()?, "symbols")?,
                "algorithm" => c.algorithm = choice(map.next_value()?, "algorithm")?,
                "color" => c.color = choice(map.next_value()?, "color")?,
                "speed" => c.speed = speed(map.next_value()?)?,
                "max_tree_memory" => c.max_tree_memory = memory(map.next_value()?)?,
                "serve_idle" => c.serve_idle = idle(map.next_value()?)?,
                "db_dir" => c.db_dir = folder(map.next_value()?, self.folder)?,
                "keys" => keys = map.next_value_seed(KeysSeed)?,
                _ => return Err(fail(Problem::UnknownKey { key }, Anchor::Here)),
            }
        }
        Ok(Config {
            version: 0,
            choices: c,
            keys,
            file: PathBuf::new(),
        })
    }
}
