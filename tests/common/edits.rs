//! The tree editor driven by bytes, then its tree written with `w` into a
//! folder and read back as `check` reads it: every tree the editor can
//! write is one the commands read, and it reads back as the tree edited.
//! Shared by the fuzz target `edit` and the property test
//! `tests/tutor/edit_any.rs`.

use gametree::scenario::{Scenario, bundled};
use gametree::search::{Algorithm, Rule};
use gametree::tui::app::{self, App, Screen};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use gametree::tui::tutor::Tutor;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::path::Path;

/// What `=` is given: values in the texts' notation, vectors, a
/// probability, and some that are no value (too large, too fine, not a
/// number).
const TYPED: [&str; 16] = [
    "7",
    "-4.5",
    "10/3",
    "0",
    "inf",
    "-inf",
    "2147483647",
    "1/2147483647",
    "1e999",
    "1e-999",
    "(1, 2, 3)",
    "(0, -1.5, 9)",
    "p 1/3",
    "p=0.5",
    "p 1",
    "x",
];

/// The keys an edit is made with, and those that move the cursor and the
/// selection between edits.
const KEYS: [KeyCode; 14] = [
    KeyCode::Up,
    KeyCode::Down,
    KeyCode::Left,
    KeyCode::Right,
    KeyCode::Home,
    KeyCode::End,
    KeyCode::Insert,
    KeyCode::Delete,
    KeyCode::Char('<'),
    KeyCode::Char('>'),
    KeyCode::Char('u'),
    KeyCode::Char('U'),
    KeyCode::Char('a'),
    KeyCode::Esc,
];

/// The tutor on bundled scenario `which` (with its own algorithm), to be
/// edited.
fn opened(which: u8) -> App {
    let all = bundled::ALL;
    let s = all[usize::from(which) % all.len()].load().unwrap();
    let setup = s.default_setup();
    match Tutor::for_scenario(s, setup) {
        Ok(t) => App::with_tutor(t, Theme::MONO),
        Err(e) => panic!("a bundled scenario opens: {e}"),
    }
}

fn the_tutor(a: &App) -> Option<&Tutor> {
    match &a.screen {
        Screen::Tutor(t) => Some(t),
        _ => None,
    }
}

fn press(a: &mut App, code: KeyCode) {
    if let Some(m) = a.key(KeyEvent::new(code, KeyModifiers::NONE)) {
        // `w` only at the end, into the folder given; the settings popup
        // changes the words of the whole process.
        if !matches!(m, Message::WriteTree | Message::Settings | Message::Quit) {
            app::update(a, m);
        }
    }
}

/// Typed into the prompt that is open, then Enter.
fn typed(a: &mut App, text: &str) {
    for c in text.chars() {
        app::update(a, Message::Type(c));
    }
    app::update(a, Message::Enter);
}

/// Opens scenario `bytes[0]`, makes the edits the other bytes stand for
/// two by two (an editing or moving key, or `=` and a value), writes the
/// tree with `w` into `dir` and reads it back.
pub fn drive(bytes: &[u8], dir: &Path) {
    let Some((&which, ops)) = bytes.split_first() else {
        return;
    };
    let mut a = opened(which);
    for pair in ops.chunks_exact(2) {
        match pair[0] % 4 {
            0 => {
                press(&mut a, KeyCode::Char('='));
                typed(&mut a, TYPED[usize::from(pair[1]) % TYPED.len()]);
            }
            1 => {
                app::update(&mut a, Message::Tick);
                app::settle(&mut a);
            }
            _ => press(&mut a, KEYS[usize::from(pair[1]) % KEYS.len()]),
        }
        if a.quit {
            return;
        }
    }
    app::settle(&mut a);
    let _ = app::frame(&mut a, 100, 30);
    write_and_read_back(&mut a, dir);
}

/// `w` into `dir/tree.ron`, typed over the path proposed; then the file
/// read as `check` reads it, which must load, search as the commands do
/// or refuse in words, and hold the tree edited.
fn write_and_read_back(a: &mut App, dir: &Path) {
    let Some(edited) = the_tutor(a)
        .and_then(|t| t.edits.as_ref())
        .map(|e| e.scenario.clone())
    else {
        return;
    };
    let file = dir.join("tree.ron");
    let _ = std::fs::remove_file(&file);
    // Any question still open is given up first.
    if the_tutor(a).is_some_and(|t| t.prompt.is_some()) {
        app::update(a, Message::Escape);
    }
    app::update(a, Message::WriteTree);
    let Some(proposed) = the_tutor(a)
        .and_then(|t| t.prompt.as_ref())
        .map(|p| p.text.clone())
    else {
        panic!("w asks where to write the tree");
    };
    for _ in proposed.chars() {
        app::update(a, Message::Erase);
    }
    typed(a, file.to_str().unwrap());
    let note = the_tutor(a).and_then(|t| t.note.clone()).unwrap_or_default();
    assert!(file.exists(), "w wrote nothing: {note}");
    let text = std::fs::read_to_string(&file).unwrap();
    let read = Scenario::from_file(&file)
        .unwrap_or_else(|e| panic!("the editor wrote a tree that does not read back: {e}\n{text:.2000}"));
    // The same tree: written again, node for node in the order of the
    // children (the edits keep their nodes in another order in memory).
    let as_edited = Scenario {
        tree: edited.tree.clone(),
        ..read.clone()
    };
    assert_eq!(
        read.to_ron(),
        as_edited.to_ron(),
        "the tree read back is not the tree edited"
    );
    // What `check` does with it: every default search takes it or
    // refuses in words, and one that takes it records.
    let mut algorithms = read.default_algorithms();
    algorithms.push(read.default_setup().algorithm);
    algorithms.push(Algorithm::Minimax);
    for algorithm in algorithms {
        let setup = read.setup(algorithm, None, Rule::Equality);
        if read.players.is_empty() && read.takes(&setup).is_ok() {
            assert!(
                read.record(setup).is_ok(),
                "{algorithm:?} takes it but does not record it"
            );
        }
    }
}
