//! Every word a user reads comes from the words layer (`src/words`, the
//! messages of `assets/i18n/<language>`): the command line and the terminal
//! write no sentence of their own, every message they ask for exists, and
//! every message is asked for somewhere; every language has every message
//! (`languages`).

mod languages;
mod literals;

use fluent_templates::fluent_bundle::{FluentBundle, FluentResource};
use fluent_templates::{LanguageIdentifier, langid};
use literals::{Literal, literals};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Files whose words are not yet in the words layer: none now (`kalah db`
/// and the solver's progress bar were the last).
const NOT_YET: &[&str] = &[];

/// The named keys of the key map (`src/keymap/actions.rs`): key names,
/// not words, as the keyboard prints them.
const KEY_NAMES: &[&str] = &[
    "Insert",
    "Delete",
    "Home",
    "End",
    "PgUp",
    "PgDn",
    "Space",
    "Enter",
    "Tab",
    "Esc",
    "Backspace",
];

/// Macros and methods whose text only a developer reads, on a bug.
const FOR_DEVELOPERS: &[&str] = &["expect", "panic", "unreachable"];

/// A literal has words when two words of two letters or more follow each
/// other with a space between them, punctuation or symbols aside ("step
/// forward", "Source: see", "▲ MAX  ▼ MIN"): a sentence or a label. Message
/// ids (`key-forward`), JSON keys, key names of one letter (`q Esc`) and
/// format strings (`{name} {title}`, `\n`) have none.
fn has_words(text: &str) -> bool {
    let plain: Vec<char> = without_placeholders(text).replace("\\n", " ").chars().collect();
    // Each run of letters, as the range of its characters.
    let mut words: Vec<(usize, usize)> = Vec::new();
    for (i, _) in plain.iter().enumerate().filter(|(_, c)| c.is_alphabetic()) {
        match words.last_mut() {
            Some((_, end)) if *end == i => *end = i + 1,
            _ => words.push((i, i + 1)),
        }
    }
    let long = |(a, b): (usize, usize)| b - a >= 2;
    words
        .windows(2)
        .any(|w| long(w[0]) && long(w[1]) && plain[w[0].1..w[1].0].contains(&' '))
}

/// The text with `{...}` (a format string's arguments) taken out.
fn without_placeholders(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// Why a literal with words may stand where it is, if it may.
fn allowed(file: &str, l: &Literal) -> bool {
    let developer = match l.after.as_slice() {
        [.., name, open] if open == "(" => FOR_DEVELOPERS.contains(&name.as_str()),
        [.., name, bang, open] if bang == "!" && open == "(" => FOR_DEVELOPERS.contains(&name.as_str()),
        _ => false,
    };
    let key_names = file == "src/keymap/actions.rs" && {
        let bare = KEY_NAMES.iter().fold(l.text.clone(), |t, k| t.replace(k, "_"));
        !has_words(&bare)
    };
    developer || key_names
}

fn rust_files(dir: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![PathBuf::from(dir)];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

fn name(path: &Path) -> String {
    path.to_string_lossy().replace('\\', "/")
}

/// Each file's literals outside attributes and tests.
fn sources(dir: &str) -> Vec<(String, Vec<Literal>)> {
    rust_files(dir)
        .into_iter()
        .map(|p| (name(&p), literals(&std::fs::read_to_string(&p).unwrap())))
        .collect()
}

#[test]
fn the_command_line_and_the_terminal_write_no_words_of_their_own() {
    let mut offenders = Vec::new();
    let scanned = ["src/cli", "src/tui", "src/keymap"];
    for (file, found) in scanned.into_iter().flat_map(sources) {
        if NOT_YET.contains(&file.as_str()) {
            continue;
        }
        for l in found.iter().filter(|l| has_words(&l.text) && !allowed(&file, l)) {
            offenders.push(format!("{file}:{}: \"{}\"", l.line, l.text));
        }
    }
    assert!(
        offenders.is_empty(),
        "words outside the words layer (give them a message in assets/i18n/en and say! them):\n{}",
        offenders.join("\n")
    );
}

/// A message of the files: its id, its file and the variables it reads.
struct Message {
    id: String,
    file: String,
    variables: BTreeSet<String>,
}

/// The messages of a file's text: each starts at a line's start (`id =
/// ...`) and goes on over the indented lines below.
fn read_messages(file: &str, text: &str) -> Vec<Message> {
    let mut out: Vec<Message> = Vec::new();
    // Whether the lines read belong to the last message (not to a term
    // `-name = ...` or after a comment).
    let mut inside = false;
    for line in text.lines() {
        let id = line.split(" =").next().unwrap_or("");
        let is_id = id.starts_with(|c: char| c.is_ascii_alphabetic())
            && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
        if is_id {
            out.push(Message {
                id: id.to_string(),
                file: file.to_string(),
                variables: BTreeSet::new(),
            });
        }
        // A message goes on over indented lines, the `}` that close its
        // selections and blank lines between its paragraphs.
        inside = is_id || (inside && (line.is_empty() || line.starts_with(' ') || line.starts_with('}')));
        let variables = line.split('$').skip(1).map(|v| {
            let end = v.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'));
            v[..end.unwrap_or(v.len())].to_string()
        });
        if let Some(m) = out.last_mut().filter(|_| inside) {
            m.variables.extend(variables);
        }
    }
    out
}

/// The English messages as Fluent reads them (every file parses, no id
/// twice), and as `read_messages` finds them.
fn messages() -> (FluentBundle<FluentResource>, Vec<Message>) {
    messages_of("en", langid!("en"))
}

/// A language's messages (`assets/i18n/<tag>`), read so.
fn messages_of(tag: &str, id: LanguageIdentifier) -> (FluentBundle<FluentResource>, Vec<Message>) {
    let mut bundle = FluentBundle::new(vec![id]);
    // As the program says them: no isolation marks around arguments.
    bundle.set_use_isolating(false);
    let mut messages = Vec::new();
    let mut paths: Vec<_> = std::fs::read_dir(format!("assets/i18n/{tag}"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    for path in paths {
        let text = std::fs::read_to_string(&path).unwrap();
        messages.extend(read_messages(&name(&path), &text));
        let resource = FluentResource::try_new(text)
            .unwrap_or_else(|(_, e)| panic!("{}: Fluent cannot read {e:?}", path.display()));
        if let Err(e) = bundle.add_resource(resource) {
            panic!("{}: {e:?}", path.display());
        }
    }
    (bundle, messages)
}

/// Each `say!("id", name = ...)` asks for a message that exists and gives
/// it every variable it reads (without one, Fluent gives up and the user
/// reads `[id]`).
#[test]
fn every_message_said_exists_and_gets_its_arguments() {
    let (bundle, messages) = messages();
    let mut wrong = Vec::new();
    for (file, found) in sources("src") {
        let said = found
            .iter()
            .filter(|l| l.after.ends_with(&["say".into(), "!".into(), "(".into()]));
        for l in said {
            let at = format!("{file}:{}: \"{}\"", l.line, l.text);
            let known = |m: &&Message| m.id == l.text && bundle.has_message(&m.id);
            let Some(m) = messages.iter().find(known) else {
                wrong.push(format!("{at}: no such message"));
                continue;
            };
            let missing: Vec<_> = m.variables.iter().filter(|v| !l.named.contains(v)).collect();
            if !missing.is_empty() {
                wrong.push(format!("{at}: no value for {missing:?}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_message_is_read_by_fluent_and_used() {
    let (bundle, messages) = messages();
    assert!(messages.len() > 300, "{} messages found", messages.len());
    let unread: Vec<_> = messages.iter().filter(|m| !bundle.has_message(&m.id)).collect();
    assert!(unread.is_empty(), "Fluent does not read: {:?}", ids(&unread));
    // Ids reach `say!` through tables and small helpers too: any literal
    // of the program's code (not its tests) counts as asking.
    // The core names some ids too (the picker's positions, each with its
    // title and note).
    let used: BTreeSet<String> = ["src", "core/src"]
        .into_iter()
        .flat_map(sources)
        .flat_map(|(_, found)| found.into_iter().map(|l| l.text))
        .collect();
    let unused: Vec<_> = messages.iter().filter(|m| !used.contains(&m.id)).collect();
    assert!(unused.is_empty(), "messages no code asks for: {:?}", ids(&unused));
}

fn ids<'a>(messages: &[&'a Message]) -> Vec<(&'a str, &'a str)> {
    messages
        .iter()
        .map(|m| (m.id.as_str(), m.file.as_str()))
        .collect()
}

#[test]
fn the_rule_finds_words_and_only_words() {
    for words in [
        "step forward",
        "Source: see",
        "(does not load: see",
        "Шаг вперёд",
        "▲ MAX  ▼ MIN",
    ] {
        assert!(has_words(words), "{words}");
    }
    let none = [
        "key-forward",
        "nodes_generated",
        "{name} {title}",
        "{heading}\\n{}",
        "  ",
        "q Esc",
        "1-9, b2",
    ];
    for none in none {
        assert!(!has_words(none), "{none}");
    }
}
