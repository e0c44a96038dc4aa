//! The keys as the terminal reads them. Every key is declared once, in
//! the key map (`crate::keymap`): here a key press becomes a key of the
//! map and is looked up in the table of the screen that is up; and the
//! legend and the key card (`gametree keys`) are written.

pub use crate::keymap::Message;
use crate::keymap::{Key, KeyBindings, Screen, Table, table};
use crate::story::Kind;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The tutor's screen for a kind of run.
pub fn screen(kind: Kind) -> Screen {
    match kind {
        Kind::Search => Screen::Search,
        Kind::Maxn => Screen::Maxn,
        Kind::Proof => Screen::Proof,
    }
}

/// The key map's key for a terminal's key code, if it is one a key can
/// be bound to.
pub fn key(code: KeyCode) -> Option<Key> {
    Some(match code {
        KeyCode::Char(c) => Key::Char(c),
        KeyCode::Left => Key::Left,
        KeyCode::Right => Key::Right,
        KeyCode::Up => Key::Up,
        KeyCode::Down => Key::Down,
        KeyCode::Home => Key::Home,
        KeyCode::End => Key::End,
        KeyCode::PageUp => Key::PageUp,
        KeyCode::PageDown => Key::PageDown,
        KeyCode::Enter => Key::Enter,
        KeyCode::Tab => Key::Tab,
        KeyCode::BackTab => Key::BackTab,
        KeyCode::Backspace => Key::Backspace,
        KeyCode::Esc => Key::Esc,
        KeyCode::Delete => Key::Delete,
        KeyCode::Insert => Key::Insert,
        KeyCode::F(n) if (1..=12).contains(&n) => Key::F(n),
        _ => return None,
    })
}

/// The message a key press means in a table: Ctrl-C quits from any
/// screen; Shift and an arrow pan where the table pans; else the key's
/// action, or the character typed where keys bound to nothing type.
pub fn message(table: &Table, press: KeyEvent) -> Option<Message> {
    let ctrl = press.modifiers.contains(KeyModifiers::CONTROL);
    if ctrl && press.code == KeyCode::Char('c') {
        return Some(Message::Interrupt);
    }
    let pan = |dx, dy| Some(Message::Pan { dx, dy }).filter(|&m| table.sends(m));
    let panning = match (press.modifiers.contains(KeyModifiers::SHIFT), press.code) {
        (true, KeyCode::Left) => pan(-1, 0),
        (true, KeyCode::Right) => pan(1, 0),
        (true, KeyCode::Up) => pan(0, -1),
        (true, KeyCode::Down) => pan(0, 1),
        _ => None,
    };
    let bound = || table.message(key(press.code)?);
    let typed = || match press.code {
        KeyCode::Char(c) if !ctrl => table.typed(c),
        _ => None,
    };
    panning.or_else(bound).or_else(typed)
}

/// What the tree's symbols mean for a kind of run, for the help.
pub fn legend(kind: Kind, names: crate::words::CutNames) -> Vec<String> {
    let id = match kind {
        Kind::Search => "legend-search",
        Kind::Maxn => "legend-maxn",
        Kind::Proof => "legend-proof",
    };
    crate::say!(id, cut_names = names.tag())
        .lines()
        .map(String::from)
        .collect()
}

/// Every key of every screen as text, for a printed key card
/// (`gametree keys`): the same rows as the help, under the
/// configuration file's bindings.
pub fn card(file: &KeyBindings, names: crate::words::CutNames) -> String {
    let sections: [(&str, &[Screen]); 8] = [
        ("keycard-tutor", &[Screen::Search]),
        ("keycard-compare", &[Screen::Compare]),
        ("keycard-practice", &[Screen::Practice]),
        ("keycard-marking", &[Screen::Marking]),
        ("keycard-lesson", &[Screen::Lesson]),
        ("keycard-game", &[Screen::Game(crate::game::known::Kind::Kalah)]),
        ("keycard-picker", &[Screen::Picker]),
        ("keycard-help", &[Screen::Help]),
    ];
    let mut out = String::new();
    for (title, screens) in sections {
        out += &format!("{}\n", crate::say!(title));
        for (keys, what) in table(screens, file).help() {
            out += &format!("  {keys:<16} {}\n", crate::say!(what));
        }
        out += "\n";
    }
    for line in legend(Kind::Search, names) {
        out += &format!("{line}\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keymap::{ACTIONS, Bar, Help, contexts};
    use crate::words::exists;

    #[test]
    fn every_action_s_words_are_messages() {
        for on in ACTIONS.iter().flat_map(|a| a.on) {
            if let Help::Row(_, what) = on.help {
                assert!(exists(what), "{what}");
            }
            if let Bar::Key(word) | Bar::Pair(word) | Bar::Way(word) = on.bar {
                assert!(exists(word), "{word}");
            }
        }
        for screens in contexts() {
            for (_, what) in table(&screens, &KeyBindings::default()).help() {
                assert!(exists(what), "{what}");
            }
        }
    }

    #[test]
    fn every_key_the_file_can_name_is_read_from_the_terminal() {
        // Written out apart from KEY_NAMES on purpose: each beside its code.
        let named = [
            "Left",
            "Right",
            "Up",
            "Down",
            "Home",
            "End",
            "PgUp",
            "PgDn",
            "Enter",
            "Tab",
            "BackTab",
            "Backspace",
            "Esc",
            "Space",
            "Delete",
            "Insert",
            "F1",
            "F12",
            "q",
            "?",
        ];
        let codes = [
            KeyCode::Left,
            KeyCode::Right,
            KeyCode::Up,
            KeyCode::Down,
            KeyCode::Home,
            KeyCode::End,
            KeyCode::PageUp,
            KeyCode::PageDown,
            KeyCode::Enter,
            KeyCode::Tab,
            KeyCode::BackTab,
            KeyCode::Backspace,
            KeyCode::Esc,
            KeyCode::Char(' '),
            KeyCode::Delete,
            KeyCode::Insert,
            KeyCode::F(1),
            KeyCode::F(12),
            KeyCode::Char('q'),
            KeyCode::Char('?'),
        ];
        for (name, code) in named.into_iter().zip(codes) {
            assert_eq!(key(code), Key::parse(name), "{name}");
        }
        assert_eq!(key(KeyCode::F(13)), None);
    }
}
