//! The title of a tree written after it was edited in the tutor: "<title>
//! (edited)" in each of the program's languages, so that a file written in one
//! language reads marked in the others too.

use super::{Arg, Language, message_in};
use crate::scenario::Text;

/// `title` (else `name`, where it has none) marked edited in English,
/// Russian and Ukrainian, each from the title in that language; any other
/// language the file wrote keeps its text, marked in English. A title
/// already marked stays as it is: writing again adds nothing.
pub fn edited_title(title: &Text, name: &str) -> Text {
    let own = |tag: &str| match title.is_empty() {
        true => name.to_string(),
        false => title.in_language(tag).to_string(),
    };
    let mut entries: Vec<(String, String)> = Language::ALL
        .iter()
        .map(|&l| (l.tag().to_string(), marked(l, &own(l.tag()))))
        .collect();
    for (tag, text) in title.entries() {
        if !tag.is_empty() && !entries.iter().any(|(t, _)| t == tag) {
            entries.push((tag.clone(), marked(Language::En, text)));
        }
    }
    Text::of(entries)
}

/// `text` marked edited in `language`, unless it already says so.
fn marked(language: Language, text: &str) -> String {
    let mark = message_in(language, "edit-title", &[("title", Arg::from(""))]);
    match text.contains(mark.trim()) {
        true => text.to_string(),
        false => message_in(language, "edit-title", &[("title", Arg::from(text))]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_is_marked_once() {
        let title: Text = Text::of(vec![
            ("en".into(), "Bratko".into()),
            ("ru".into(), "Братко".into()),
        ]);
        let once = edited_title(&title, "bratko-fig2");
        assert_eq!(once.in_language("en"), "Bratko (edited)");
        assert_eq!(once.in_language("ru"), "Братко (изменено)");
        // No Ukrainian title: the English one, marked in Ukrainian.
        assert_eq!(once.in_language("uk"), "Bratko (змінено)");
        assert_eq!(edited_title(&once, "bratko-fig2"), once);
        let none = edited_title(&Text::default(), "random-b3d2");
        assert_eq!(none.in_language("en"), "random-b3d2 (edited)");
    }
}
