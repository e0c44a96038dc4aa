//! The configuration file: every file of `valid/` loads; every file of
//! `invalid/` is refused with the message of its `.expected` file (its
//! line, column and what may stand there); the file `config init` writes
//! loads in every language; each setting comes from the flag, then the
//! file, then the environment, then the default.
//!
//! `UPDATE_EXPECTED=1 cargo test --test config` writes the `.expected`
//! files anew from what the program says (read the diff before committing
//! it).

mod choose;
mod files;
mod keys;

use gametree::config::{self, ConfigError};
use gametree::words::errors::InWords;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

/// The language is the process's: the tests that read words or set it
/// take turns.
static WORDS: Mutex<()> = Mutex::new(());

fn words() -> MutexGuard<'static, ()> {
    let guard = WORDS.lock().unwrap_or_else(|e| e.into_inner());
    gametree::words::set_language(gametree::words::Language::En);
    guard
}

/// The `.ron` files of a folder of this test, sorted.
fn files(folder: &str) -> Vec<PathBuf> {
    let dir = Path::new("tests/config").join(folder);
    let mut found: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    found.sort();
    found
}

#[test]
fn every_valid_file_loads() {
    let _words = words();
    let valid = files("valid");
    assert!(valid.len() >= 8);
    for path in valid {
        let config = config::read(&path).unwrap_or_else(|e| panic!("{}", e.in_words()));
        assert_eq!(config.version, 1, "{}", path.display());
        assert_eq!(config.file, path);
    }
}

/// The message without the file's path in front (its separators are the
/// system's).
fn message(path: &Path, e: &ConfigError) -> String {
    let words = e.in_words();
    let prefix = format!("{}:", path.display());
    words.strip_prefix(&prefix).unwrap_or(&words).to_string()
}

#[test]
fn every_invalid_file_is_refused_with_its_message() {
    let _words = words();
    let update = std::env::var_os("UPDATE_EXPECTED").is_some();
    let invalid = files("invalid");
    assert!(invalid.len() >= 25);
    let mut wrong = Vec::new();
    for path in invalid {
        let error = match config::read(&path) {
            Ok(_) => {
                wrong.push(format!("{}: loads", path.display()));
                continue;
            }
            Err(e) => e,
        };
        let said = message(&path, &error);
        let expected_file = path.with_extension("expected");
        if update {
            std::fs::write(&expected_file, format!("{said}\n")).unwrap();
            continue;
        }
        let expected = std::fs::read_to_string(&expected_file)
            .unwrap_or_else(|_| format!("(no {})", expected_file.display()));
        if said != expected.trim_end() {
            wrong.push(format!(
                "{}:\n  expected {}\n  said     {said}",
                path.display(),
                expected.trim_end()
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_expected_message_has_its_file() {
    let dir = Path::new("tests/config/invalid");
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|x| x == "expected") {
            assert!(path.with_extension("ron").exists(), "{}", path.display());
        }
    }
}

#[test]
fn every_message_names_a_line_and_a_column() {
    let _words = words();
    for path in files("invalid") {
        let Err(ConfigError::Invalid { line, column, .. }) = config::read(&path) else {
            panic!("{}: not refused at a place", path.display());
        };
        let text = String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned();
        let lines = text.lines().count().max(1);
        assert!(line >= 1 && line <= lines + 1, "{}: line {line}", path.display());
        assert!(column >= 1, "{}", path.display());
    }
}

/// In Russian and Ukrainian every message is said in full: no message id
/// left in brackets, no argument missing, no English sentence.
#[test]
fn every_message_is_said_in_every_language() {
    use gametree::words::Language;
    let _words = words();
    let mut wrong = Vec::new();
    for path in files("invalid") {
        let e = config::read(&path).unwrap_err();
        let english = e.in_words();
        for language in [Language::Ru, Language::Uk] {
            gametree::words::set_language(language);
            let said = e.in_words();
            gametree::words::set_language(Language::En);
            let whole = !said.contains("[config-") && !said.contains("{$") && !said.contains("{ $");
            // RON's own errors keep RON's English words in every language.
            let ron = matches!(
                &e,
                ConfigError::Invalid {
                    problem: config::Problem::Ron(_),
                    ..
                }
            );
            if !whole || (said == english && !ron) {
                wrong.push(format!("{} in {}: {said}", path.display(), language.tag()));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
