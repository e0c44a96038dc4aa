//! What the tutor's `w` writes of an edited tree: a title that says it
//! was edited and from what ("Bratko, Fig. 2 (edited from
//! bratko-fig2.ron)"), and the note, written of the tree before the
//! edits, marked as such, so that no sentence of the file is false of the
//! tree it holds. In each of the program's languages, so that a file
//! written in one language reads marked in the others too.

use super::{Arg, Language, message_in};
use crate::scenario::{Scenario, Text};

/// Where an edited tree came from, as its title says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// A file, by its name (`bratko-fig2.ron`): never the folders above
    /// it, which a file shared with a class would give away.
    File(String),
    /// A tree read from no file: a bundled scenario's name, a random
    /// tree's spec, a tree written inline.
    Named(String),
    /// A tree made to be built by `gametree new`, by its shape (`b2d3`).
    Built(String),
}

/// The scenario `w` writes of `edited`, a tree changed from the one
/// `origin` gave: its title says so, its note is marked as being of the
/// tree before the edits. A tree not changed is written as it is.
pub fn written(edited: &Scenario, changed: bool, origin: &Origin) -> Scenario {
    if !changed {
        return edited.clone();
    }
    Scenario {
        title: edited_title(&edited.title, &edited.name, origin),
        note: note_before(&edited.note, origin),
        ..edited.clone()
    }
}

/// What the marks name the origin by.
fn from(origin: &Origin) -> &str {
    match origin {
        Origin::File(s) | Origin::Named(s) | Origin::Built(s) => s,
    }
}

/// `title` (else `name`, where it has none) marked edited from `origin`
/// in English, Russian and Ukrainian, each from the title in that
/// language; any other language the file wrote keeps its text, marked in
/// English. A mark already there (the tree was edited before) gives way
/// to the new one: the title names the file this tree was edited from.
pub fn edited_title(title: &Text, name: &str, origin: &Origin) -> Text {
    let own = |tag: &str| match title.is_empty() {
        true => name.to_string(),
        false => title.in_language(tag).to_string(),
    };
    let built = matches!(origin, Origin::Built(_)) && title.is_empty();
    let mark = |language: Language, text: &str| match built {
        true => message_in(
            language,
            "edit-title-built",
            &[("shape", Arg::from(from(origin)))],
        ),
        false => marked(language, text, from(origin)),
    };
    let mut entries: Vec<(String, String)> = Language::ALL
        .iter()
        .map(|&l| (l.tag().to_string(), mark(l, &own(l.tag()))))
        .collect();
    for (tag, text) in title.entries() {
        if !tag.is_empty() && !entries.iter().any(|(t, _)| t == tag) {
            entries.push((tag.clone(), mark(Language::En, text)));
        }
    }
    Text::of(entries)
}

/// The words of a message before its placeable `at`, with `at` given
/// no text and the others `""`.
fn before(language: Language, id: &str, at: &str, others: &[&str]) -> String {
    let mut args: Vec<(&str, Arg)> = others.iter().map(|&o| (o, Arg::from(""))).collect();
    args.push((at, Arg::from("\u{0}")));
    let whole = message_in(language, id, &args);
    whole.split('\u{0}').next().unwrap_or_default().to_string()
}

/// `text` marked edited from `from` in `language`, in place of any mark
/// of an edit before.
fn marked(language: Language, text: &str, from: &str) -> String {
    let mark = before(language, "edit-title", "from", &["title"]);
    let mark = mark.trim();
    let bare = match text.rfind(mark) {
        Some(at) if !mark.is_empty() => text[..at].trim_end(),
        _ => text,
    };
    message_in(
        language,
        "edit-title",
        &[("title", Arg::from(bare)), ("from", Arg::from(from))],
    )
}

/// A note, which was written of the tree as it was opened, marked so in
/// each language (a note already marked stays as it is: it says which
/// tree it is of); none stays none.
fn note_before(note: &Text, origin: &Origin) -> Text {
    if note.is_empty() {
        return note.clone();
    }
    let mark = |language: Language, text: &str| {
        let head = before(language, "edit-note-before", "from", &["note"]);
        match !head.is_empty() && text.starts_with(&head) {
            true => text.to_string(),
            false => message_in(
                language,
                "edit-note-before",
                &[("from", Arg::from(from(origin))), ("note", Arg::from(text))],
            ),
        }
    };
    let mut entries: Vec<(String, String)> = Language::ALL
        .iter()
        .map(|&l| (l.tag().to_string(), mark(l, note.in_language(l.tag()))))
        .collect();
    for (tag, text) in note.entries() {
        if !tag.is_empty() && !entries.iter().any(|(t, _)| t == tag) {
            entries.push((tag.clone(), mark(Language::En, text)));
        }
    }
    Text::of(entries)
}

/// Whether a title says, in `language`, that its tree was edited.
pub fn says_edited(title: &str, language: Language) -> bool {
    let mark = before(language, "edit-title", "from", &["title"]);
    let built = before(language, "edit-title-built", "shape", &[]);
    [mark.trim(), built.trim()]
        .iter()
        .any(|m| !m.is_empty() && title.contains(m))
}

/// Whether a note says, in `language`, that it is of the tree before it
/// was edited.
pub fn says_before(note: &str, language: Language) -> bool {
    let head = before(language, "edit-note-before", "from", &["note"]);
    !head.is_empty() && note.starts_with(&head)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_is_marked_once_with_the_file_it_was_edited_from() {
        let title: Text = Text::of(vec![
            ("en".into(), "Bratko".into()),
            ("ru".into(), "Братко".into()),
        ]);
        let file = Origin::File("bratko-fig2.ron".into());
        let once = edited_title(&title, "bratko-fig2", &file);
        assert_eq!(once.in_language("en"), "Bratko (edited from bratko-fig2.ron)");
        assert_eq!(once.in_language("ru"), "Братко (изменено, из bratko-fig2.ron)");
        // No Ukrainian title: the English one, marked in Ukrainian.
        assert_eq!(once.in_language("uk"), "Bratko (змінено, з bratko-fig2.ron)");
        assert_eq!(edited_title(&once, "bratko-fig2", &file), once);
        // Edited again from the file written: the new origin, once.
        let again = edited_title(&once, "x", &Origin::File("bratko-fig2-edited.ron".into()));
        assert_eq!(
            again.in_language("en"),
            "Bratko (edited from bratko-fig2-edited.ron)"
        );
        let none = edited_title(
            &Text::default(),
            "random:b3d2",
            &Origin::Named("random:b3d2".into()),
        );
        assert_eq!(none.in_language("en"), "random:b3d2 (edited from random:b3d2)");
        let built = edited_title(&Text::default(), "new", &Origin::Built("b2d3".into()));
        assert_eq!(built.in_language("en"), "A tree built with gametree new b2d3");
        for l in Language::ALL {
            assert!(says_edited(once.in_language(l.tag()), l));
            assert!(says_edited(built.in_language(l.tag()), l));
            assert!(!says_edited("Bratko", l));
        }
    }

    #[test]
    fn a_note_is_marked_as_of_the_tree_before_the_edits_once() {
        let note = Text::plain("e2 is cut off");
        let file = Origin::File("bratko-fig2.ron".into());
        let once = note_before(&note, &file);
        assert_eq!(
            once.in_language("en"),
            "Of the tree in bratko-fig2.ron before it was edited: e2 is cut off"
        );
        assert_eq!(note_before(&once, &Origin::File("other.ron".into())), once);
        for l in Language::ALL {
            assert!(says_before(once.in_language(l.tag()), l));
        }
        assert!(note_before(&Text::default(), &file).is_empty());
    }
}
