//! A value as the file writes it, before it is checked.

use crate::config::problem::Found;
use serde::Deserialize;
use serde::de::{Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use std::fmt;

/// A value as written, before it is checked: a word or a text (quoted or
/// not), `None`, a whole number, or anything else; `Some(...)` around any
/// of them.
pub(super) enum Raw {
    Text(Option<String>),
    Whole(i64),
    Other(Found),
}

/// As serde reads it: RON gives a word without quotes as a text to an
/// untagged enum (and to nothing else).
#[derive(Deserialize)]
#[serde(untagged)]
pub(super) enum Written {
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
    pub(super) fn found(self) -> Found {
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
pub(super) struct FoundVisitor;

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
