//! Each setting's value, checked where it stands.

use super::raw::Raw;
use super::{Anchor, fail};
use crate::config::problem::Problem;
use crate::config::{Choice, Speed};
use serde::de::{self};
use std::path::{Path, PathBuf};

/// A setting with named values; `None` leaves it unset.
pub(super) fn choice<T: Choice, E: de::Error>(raw: Raw, key: &'static str) -> Result<Option<T>, E> {
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
pub(super) fn speed<E: de::Error>(raw: Raw) -> Result<Option<Speed>, E> {
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
pub(super) fn memory<E: de::Error>(raw: Raw) -> Result<Option<u64>, E> {
    let found = match raw {
        Raw::Text(None) => return Ok(None),
        Raw::Whole(n) => u64::try_from(n).ok().filter(|&n| n > 0),
        Raw::Text(Some(ref t)) => crate::config::size::parse(t).ok(),
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

/// `serve_idle`: a time ("30m", "90s") or a number of minutes.
pub(super) fn idle<E: de::Error>(raw: Raw) -> Result<Option<std::time::Duration>, E> {
    let found = match raw {
        Raw::Text(None) => return Ok(None),
        Raw::Whole(n) => crate::config::duration::parse(&n.to_string()).ok(),
        Raw::Text(Some(ref t)) => crate::config::duration::parse(t).ok(),
        Raw::Other(_) => None,
    };
    match found {
        Some(time) => Ok(Some(time)),
        None => Err(fail(
            Problem::BadIdle { found: raw.found() },
            Anchor::Value("serve_idle"),
        )),
    }
}

/// `db_dir`: a folder; `~/` is the home folder, a relative one starts at
/// the configuration file's folder.
pub(super) fn folder<E: de::Error>(raw: Raw, base: Option<&Path>) -> Result<Option<PathBuf>, E> {
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
