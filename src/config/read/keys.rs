//! `keys`: the actions the file binds anew and their keys, each checked
//! where it stands.

use super::{Anchor, fail};
use crate::config::problem::{Found, Problem};
use crate::keymap::{self, Action, Key, KeyBindings};
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use std::cell::RefCell;
use std::fmt;

/// `keys: { "action": "key", "action": ["key", ...] }` (or written as a
/// struct, `(quit: "x")`).
pub(super) struct KeysSeed;

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

pub(super) fn not_a_map<T, E: de::Error>(found: Found) -> Result<T, E> {
    Err(fail(Problem::KeysNotAMap { found }, Anchor::Value("keys")))
}

/// An action's name, checked where it stands.
pub(super) struct ActionSeed<'a>(&'a RefCell<Vec<(&'static Action, Vec<Key>)>>);

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
pub(super) struct KeysOf<'a> {
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
pub(super) struct OneKey<'a, 'b>(&'a KeysOf<'b>);

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
