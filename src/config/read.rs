//! Reading a configuration file: RON, checked while it is parsed so that
//! every problem has its line and column. The version is read first, on
//! its own, so that a file of a later release is refused for its version,
//! not for a key this release does not know.

use super::problem::{Found, KEYS, Problem};
use super::scan::{self, At};
use super::{Choice, Choices, Config, ConfigError, MOST_BYTES, READS, Speed};
use crate::keymap::{self, Action, Key, KeyBindings};
use crate::scenario::problem::RonKind;
use serde::Deserialize;
use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use std::cell::RefCell;
use std::collections::HashSet;
use std::fmt;
use std::path::{Path, PathBuf};

/// Where a problem raised by a check of ours is.
#[derive(Clone, Debug)]
enum Anchor {
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
fn fail<E: de::Error>(problem: Problem, anchor: Anchor) -> E {
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

/// The text of a file: a regular file only, up to `MOST_BYTES`, UTF-8
/// (else where it stops being so), without a byte-order mark.
pub fn text(path: &Path, file: &str) -> Result<String, ConfigError> {
    use crate::text_file::Unread;
    let file = file.to_string();
    crate::text_file::read(path, MOST_BYTES).map_err(|e| match e {
        Unread::Io(e) => ConfigError::Unreadable {
            file,
            kind: e.kind(),
            error: e.to_string(),
        },
        Unread::Special(kind) => ConfigError::NotAFile { file, kind },
        Unread::TooBig => ConfigError::TooBig {
            file,
            most: MOST_BYTES,
        },
        Unread::NotUtf8 { line, column } => ConfigError::Invalid {
            file,
            line,
            column,
            problem: Problem::NotUtf8,
        },
    })
}

/// A value as written, before it is checked: a word or a text (quoted or
/// not), `None`, a whole number, or anything else; `Some(...)` around any
/// of them.
enum Raw {
    Text(Option<String>),
    Whole(i64),
    Other(Found),
}

/// As serde reads it: RON gives a word without quotes as a text to an
/// untagged enum (and to nothing else).
#[derive(Deserialize)]
#[serde(untagged)]
enum Written {
    Text(Option<String>),
    Whole(Option<i64>),
    Other(Found),
}

impl<'de> Deserialize<'de> for Raw {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Raw, D::Error> {
        Ok(match Written::deserialize(d)? {
            Written::Text(t) => Raw::Text(t),
            Written::Whole(Some(n)) => Raw::Whole(n),
            Written::Whole(None) => Raw::Text(None),
            Written::Other(found) => Raw::Other(found),
        })
    }
}

impl Raw {
    /// What was found, for a message.
    fn found(self) -> Found {
        match self {
            Raw::Text(Some(t)) => Found::Text(t),
            Raw::Text(None) => Found::Nothing,
            Raw::Whole(n) => Found::Number(n.to_string()),
            Raw::Other(found) => found,
        }
    }
}

impl<'de> Deserialize<'de> for Found {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Found, D::Error> {
        d.deserialize_any(FoundVisitor)
    }
}

/// Whatever RON gives, as a `Found`.
struct FoundVisitor;

impl<'de> Visitor<'de> for FoundVisitor {
    type Value = Found;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Found, E> {
        Ok(Found::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Found, E> {
        Ok(Found::Number(v.to_string()))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Found, E> {
        Ok(Found::Number(v.to_string()))
    }
    fn visit_i128<E>(self, v: i128) -> Result<Found, E> {
        Ok(Found::Number(v.to_string()))
    }
    fn visit_u128<E>(self, v: u128) -> Result<Found, E> {
        Ok(Found::Number(v.to_string()))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Found, E> {
        Ok(Found::Number(v.to_string()))
    }
    fn visit_str<E>(self, v: &str) -> Result<Found, E> {
        Ok(Found::Text(v.to_string()))
    }
    fn visit_bytes<E>(self, v: &[u8]) -> Result<Found, E> {
        Ok(Found::Text(String::from_utf8_lossy(v).into_owned()))
    }
    fn visit_none<E>(self) -> Result<Found, E> {
        Ok(Found::Nothing)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Found, D::Error> {
        d.deserialize_any(self)
    }
    fn visit_unit<E>(self) -> Result<Found, E> {
        Ok(Found::Unit)
    }
    fn visit_newtype_struct<D: Deserializer<'de>>(self, d: D) -> Result<Found, D::Error> {
        d.deserialize_any(self)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Found, A::Error> {
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(Found::List)
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Found, A::Error> {
        while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(Found::Map)
    }
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

/// A setting with named values; `None` leaves it unset.
fn choice<T: Choice, E: de::Error>(raw: Raw, key: &'static str) -> Result<Option<T>, E> {
    match raw {
        Raw::Text(None) => Ok(None),
        Raw::Text(Some(t)) if T::find(&t).is_some() => Ok(T::find(&t)),
        other => Err(fail(
            Problem::BadChoice {
                key,
                found: other.found(),
                allowed: T::tags(),
            },
            Anchor::Value(key),
        )),
    }
}

/// `speed`: a whole number from 1 to `Speed::MOST`.
fn speed<E: de::Error>(raw: Raw) -> Result<Option<Speed>, E> {
    let found = match raw {
        Raw::Text(None) => return Ok(None),
        Raw::Whole(n) => u8::try_from(n).ok().and_then(Speed::new),
        Raw::Text(Some(ref t)) => t.parse().ok(),
        Raw::Other(_) => None,
    };
    match found {
        Some(s) => Ok(Some(s)),
        None => Err(fail(
            Problem::BadSpeed { found: raw.found() },
            Anchor::Value("speed"),
        )),
    }
}

/// `max_tree_memory`: a size ("1GiB") or a number of bytes.
fn memory<E: de::Error>(raw: Raw) -> Result<Option<u64>, E> {
    let found = match raw {
        Raw::Text(None) => return Ok(None),
        Raw::Whole(n) => u64::try_from(n).ok().filter(|&n| n > 0),
        Raw::Text(Some(ref t)) => super::size::parse(t).ok(),
        Raw::Other(_) => None,
    };
    match found {
        Some(bytes) => Ok(Some(bytes)),
        None => Err(fail(
            Problem::BadSize { found: raw.found() },
            Anchor::Value("max_tree_memory"),
        )),
    }
}

/// `db_dir`: a folder; `~/` is the home folder, a relative one starts at
/// the configuration file's folder.
fn folder<E: de::Error>(raw: Raw, base: Option<&Path>) -> Result<Option<PathBuf>, E> {
    match raw {
        Raw::Text(None) => Ok(None),
        Raw::Text(Some(t)) if !t.trim().is_empty() => Ok(Some(resolve_folder(&t, base))),
        other => Err(fail(
            Problem::BadFolder { found: other.found() },
            Anchor::Value("db_dir"),
        )),
    }
}

/// A folder as the file writes it, made absolute where it can be.
pub fn resolve_folder(text: &str, base: Option<&Path>) -> PathBuf {
    let home = || directories::BaseDirs::new().map(|d| d.home_dir().to_path_buf());
    let path = match text.strip_prefix("~/").or(text.strip_prefix("~\\")) {
        Some(rest) => match home() {
            Some(h) => h.join(rest),
            None => PathBuf::from(text),
        },
        None if text == "~" => home().unwrap_or_else(|| PathBuf::from(text)),
        None => PathBuf::from(text),
    };
    match base {
        Some(b) if path.is_relative() && !b.as_os_str().is_empty() => b.join(path),
        _ => path,
    }
}

/// `keys: { "action": "key", "action": ["key", ...] }` (or written as a
/// struct, `(quit: "x")`).
struct KeysSeed;

impl<'de> DeserializeSeed<'de> for KeysSeed {
    type Value = KeyBindings;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<KeyBindings, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for KeysSeed {
    type Value = KeyBindings;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a map of actions to keys")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<KeyBindings, A::Error> {
        let bindings = RefCell::new(Vec::<(&'static Action, Vec<Key>)>::new());
        while let Some(action) = map.next_key_seed(ActionSeed(&bindings))? {
            let keys = map.next_value_seed(KeysOf {
                action,
                bindings: &bindings,
            })?;
            bindings.borrow_mut().push((action, keys));
        }
        Ok(KeyBindings(bindings.into_inner()))
    }

    fn visit_none<E>(self) -> Result<KeyBindings, E> {
        Ok(KeyBindings::default())
    }
    fn visit_unit<E>(self) -> Result<KeyBindings, E> {
        Ok(KeyBindings::default())
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<KeyBindings, D::Error> {
        d.deserialize_any(self)
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<KeyBindings, E> {
        not_a_map(Found::Bool(v))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<KeyBindings, E> {
        not_a_map(Found::Number(v.to_string()))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<KeyBindings, E> {
        not_a_map(Found::Number(v.to_string()))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<KeyBindings, E> {
        not_a_map(Found::Number(v.to_string()))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<KeyBindings, E> {
        not_a_map(Found::Text(v.to_string()))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, _: A) -> Result<KeyBindings, A::Error> {
        not_a_map(Found::List)
    }
}

fn not_a_map<T, E: de::Error>(found: Found) -> Result<T, E> {
    Err(fail(Problem::KeysNotAMap { found }, Anchor::Value("keys")))
}

/// An action's name, checked where it stands.
struct ActionSeed<'a>(&'a RefCell<Vec<(&'static Action, Vec<Key>)>>);

impl<'de> DeserializeSeed<'de> for ActionSeed<'_> {
    type Value = &'static Action;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<&'static Action, D::Error> {
        d.deserialize_string(self)
    }
}

impl Visitor<'_> for ActionSeed<'_> {
    type Value = &'static Action;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an action's name in quotes")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<&'static Action, E> {
        let Some(action) = keymap::find(v) else {
            return Err(fail(
                Problem::UnknownAction {
                    action: v.to_string(),
                },
                Anchor::Here,
            ));
        };
        if self.0.borrow().iter().any(|(a, _)| *a == action) {
            return Err(fail(Problem::DuplicateAction { action }, Anchor::Here));
        }
        Ok(action)
    }
}

/// The keys of an action: one, or a list.
struct KeysOf<'a> {
    action: &'static Action,
    bindings: &'a RefCell<Vec<(&'static Action, Vec<Key>)>>,
}

impl KeysOf<'_> {
    /// A key by its name, checked against the keys the file gives the
    /// actions that act on a screen with this one.
    fn key<E: de::Error>(&self, name: &str) -> Result<Key, E> {
        let Some(key) = Key::parse(name) else {
            return Err(fail(
                Problem::UnknownKeyName {
                    key: name.to_string(),
                },
                Anchor::Here,
            ));
        };
        let meets = |(a, keys): &&(&Action, Vec<Key>)| keys.contains(&key) && a.meets(self.action);
        if let Some((first, _)) = self.bindings.borrow().iter().find(meets) {
            return Err(fail(
                Problem::KeyTwice {
                    key,
                    first,
                    second: self.action,
                },
                Anchor::Here,
            ));
        }
        Ok(key)
    }

    fn not_a_key<T, E: de::Error>(&self, found: Found) -> Result<T, E> {
        Err(fail(
            Problem::NotAKey {
                action: self.action,
                found,
            },
            Anchor::Here,
        ))
    }
}

impl<'de> DeserializeSeed<'de> for KeysOf<'_> {
    type Value = Vec<Key>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Vec<Key>, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for KeysOf<'_> {
    type Value = Vec<Key>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a key in quotes, or a list of keys")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Vec<Key>, E> {
        Ok(vec![self.key(v)?])
    }

    fn visit_char<E: de::Error>(self, v: char) -> Result<Vec<Key>, E> {
        Ok(vec![self.key(v.encode_utf8(&mut [0; 4]))?])
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<Key>, A::Error> {
        let mut keys = Vec::new();
        while let Some(key) = seq.next_element_seed(OneKey(&self))? {
            if !keys.contains(&key) {
                keys.push(key);
            }
        }
        if keys.is_empty() {
            return Err(fail(Problem::NoKeys { action: self.action }, Anchor::Here));
        }
        Ok(keys)
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Vec<Key>, D::Error> {
        d.deserialize_any(self)
    }
    fn visit_none<E: de::Error>(self) -> Result<Vec<Key>, E> {
        self.not_a_key(Found::Nothing)
    }
    fn visit_unit<E: de::Error>(self) -> Result<Vec<Key>, E> {
        self.not_a_key(Found::Unit)
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Vec<Key>, E> {
        self.not_a_key(Found::Bool(v))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Vec<Key>, E> {
        self.not_a_key(Found::Number(v.to_string()))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Vec<Key>, E> {
        self.not_a_key(Found::Number(v.to_string()))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Vec<Key>, E> {
        self.not_a_key(Found::Number(v.to_string()))
    }
    fn visit_map<A: MapAccess<'de>>(self, _: A) -> Result<Vec<Key>, A::Error> {
        self.not_a_key(Found::Map)
    }
}

/// One key of a list.
struct OneKey<'a, 'b>(&'a KeysOf<'b>);

impl<'de> DeserializeSeed<'de> for OneKey<'_, '_> {
    type Value = Key;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Key, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for OneKey<'_, '_> {
    type Value = Key;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a key in quotes")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Key, E> {
        self.0.key(v)
    }
    fn visit_char<E: de::Error>(self, v: char) -> Result<Key, E> {
        self.0.key(v.encode_utf8(&mut [0; 4]))
    }
    fn visit_unit<E: de::Error>(self) -> Result<Key, E> {
        self.0.not_a_key(Found::Unit)
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Key, E> {
        self.0.not_a_key(Found::Bool(v))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Key, E> {
        self.0.not_a_key(Found::Number(v.to_string()))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Key, E> {
        self.0.not_a_key(Found::Number(v.to_string()))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Key, E> {
        self.0.not_a_key(Found::Number(v.to_string()))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, _: A) -> Result<Key, A::Error> {
        self.0.not_a_key(Found::List)
    }
    fn visit_map<A: MapAccess<'de>>(self, _: A) -> Result<Key, A::Error> {
        self.0.not_a_key(Found::Map)
    }
}
