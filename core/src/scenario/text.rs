//! A scenario's words (title, source, note) in one language or several:
//! a plain string, or a map from language to text,
//! `title: {"en": "...", "ru": "...", "uk": "..."}`.

use super::problem::Expected;
use serde::de::{self, Deserializer, MapAccess, Visitor};
use std::borrow::Cow;
use std::fmt;

/// Texts by language, in the order written; a plain string has no
/// language of its own.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Text(Vec<(String, String)>);

impl Text {
    /// A text in no language in particular (shown in every language).
    pub fn plain(text: impl Into<String>) -> Text {
        Text(vec![(String::new(), text.into())])
    }

    /// Texts by language ("" for none in particular), in this order.
    pub fn of(entries: Vec<(String, String)>) -> Text {
        Text(entries)
    }

    /// The text in `language` ("ru"), else in English, else the first one
    /// written; "" when there is none.
    pub fn in_language(&self, language: &str) -> &str {
        let find = |tag: &str| self.0.iter().find(|(l, _)| l == tag);
        find(language)
            .or_else(|| find("en"))
            .or(self.0.first())
            .map_or("", |(_, text)| text.as_str())
    }

    /// The texts by language, in the order written ("" for a plain one).
    pub fn entries(&self) -> &[(String, String)] {
        &self.0
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|(_, text)| text.is_empty())
    }

    /// Every text as `shown` writes it (`printable::line` or `text`).
    pub(crate) fn shown(self, shown: fn(&str) -> Cow<'_, str>) -> Text {
        let each = |(language, text): (String, String)| (language, shown(&text).into_owned());
        Text(self.0.into_iter().map(each).collect())
    }
}

impl<'de> de::Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Text, D::Error> {
        d.deserialize_any(TextVisitor)
    }
}

struct TextVisitor;

impl<'de> Visitor<'de> for TextVisitor {
    type Value = Text;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}", Expected::Text)
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<Text, E> {
        Ok(Text::plain(s))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Text, A::Error> {
        let mut out = Vec::new();
        while let Some((language, text)) = map.next_entry::<String, String>()? {
            out.push((language, text));
        }
        Ok(Text(out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_language_falls_back_to_english_then_to_the_first() {
        let t: Text = ron::from_str(r#"{"ru": "Братко", "en": "Bratko"}"#).unwrap();
        assert_eq!(t.in_language("ru"), "Братко");
        assert_eq!(t.in_language("uk"), "Bratko");
        let only: Text = ron::from_str(r#"{"uk": "Братко"}"#).unwrap();
        assert_eq!(only.in_language("en"), "Братко");
        let plain: Text = ron::from_str(r#""Bratko""#).unwrap();
        assert_eq!(plain.in_language("ru"), "Bratko");
    }
}
