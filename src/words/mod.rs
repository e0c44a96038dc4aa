//! Every word a user reads comes from here: messages are looked up by id,
//! with named arguments, in the Fluent files of `assets/i18n/<lang>/` (en,
//! ru, uk), so that a language is added with message files and its tag in
//! `language`. The modules below turn each kind of run into words (a terse
//! line per event for the command line, a fuller sentence for the tutor).

pub mod edited;
pub mod errors;
pub mod games;
pub mod help;
pub mod kalah;
pub mod language;
pub mod maxn;
pub mod ordering;
pub mod proof;
pub mod search;
pub mod settings;
pub mod solver;
pub mod symbols;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader, static_loader};
pub use language::{CutNames, Language, language, set_language};
use std::borrow::Cow;
use std::collections::HashMap;

static_loader! {
    static MESSAGES = {
        locales: "./assets/i18n",
        fallback_language: "en",
        // Unicode isolation marks around arguments would break column
        // widths on screen and in snapshots.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

fn language_id(language: Language) -> LanguageIdentifier {
    match language {
        Language::En => fluent_templates::langid!("en"),
        Language::Ru => fluent_templates::langid!("ru"),
        Language::Uk => fluent_templates::langid!("uk"),
    }
}

/// A message worded again in whichever language is drawn (a served
/// student's, not the lecturer's): a lesson item's heading, a start's note.
pub type Wording = std::sync::Arc<dyn Fn() -> String + Send + Sync>;

/// A scenario's text (title, source, note) in the current language.
pub fn local(text: &crate::scenario::Text) -> &str {
    text.in_language(language().tag())
}

/// An argument of a message: text, or a number (which plural rules read).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Text(String),
    Number(f64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<Cow<'_, str>> for Arg {
    fn from(s: Cow<'_, str>) -> Arg {
        Arg::Text(s.into_owned())
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i32, i64);

/// The message `id` with its arguments, in the current language.
pub fn message(id: &str, args: &[(&str, Arg)]) -> String {
    symbols::shown(&message_in(language(), id, args)).into_owned()
}

/// The message `id` with its arguments in `language`, its symbols as
/// written (for a file, not the screen).
pub fn message_in(language: Language, id: &str, args: &[(&str, Arg)]) -> String {
    let mut named: HashMap<Cow<'static, str>, FluentValue> = HashMap::new();
    for (name, arg) in args {
        let value = match arg {
            Arg::Text(s) => FluentValue::from(s.clone()),
            Arg::Number(n) => FluentValue::from(*n),
        };
        named.insert(Cow::Owned((*name).to_string()), value);
    }
    let args = (!named.is_empty()).then_some(&named);
    MESSAGES
        .try_lookup_complete(&language_id(language), id, args)
        .unwrap_or_else(|| format!("[{id}]"))
}

/// Whether a message with this id exists (in English, the fallback).
pub fn exists(id: &str) -> bool {
    MESSAGES
        .try_lookup(&fluent_templates::langid!("en"), id)
        .is_some()
}

/// `say!("id")` or `say!("id", name = value, ...)`: a message in the
/// current language. Values are anything `Arg` is made from: text, or a
/// number for plural rules.
#[macro_export]
macro_rules! say {
    ($id:expr) => {
        $crate::words::message($id, &[])
    };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::words::message($id, &[$((stringify!($name), $crate::words::Arg::from($value))),+])
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_message_shows_its_id() {
        assert_eq!(say!("no-such-message"), "[no-such-message]");
        assert!(!exists("no-such-message"));
    }
}
