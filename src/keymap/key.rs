//! A key by its name, as the configuration file writes it (`q`, `PgUp`,
//! `F5`) and as the help shows it (`q`, `PgUp`, `→`). The terminal maps
//! its key codes to these.

/// A key: a character (`q`, `Q`, `+`, `?`; letters keep their case) or a
/// named key. Ctrl and Alt combinations are not bound: Ctrl-C always
/// quits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    /// A printable character; `Space` is `Char(' ')`.
    Char(char),
    Left,
    Right,
    Up,
    Down,
    Home,
    End,
    PageUp,
    PageDown,
    Enter,
    Tab,
    /// Shift-Tab.
    BackTab,
    Backspace,
    Esc,
    Delete,
    Insert,
    /// F1 to F12.
    F(u8),
}

/// The named keys, as the file writes them (`F1`…`F12` stand for the
/// twelve function keys).
pub const KEY_NAMES: &[&str] = &[
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
    "F1…F12",
];

/// The named keys and the other names they go by.
const NAMED: &[(&str, Key)] = &[
    ("left", Key::Left),
    ("right", Key::Right),
    ("up", Key::Up),
    ("down", Key::Down),
    ("home", Key::Home),
    ("end", Key::End),
    ("pgup", Key::PageUp),
    ("pageup", Key::PageUp),
    ("pgdn", Key::PageDown),
    ("pagedown", Key::PageDown),
    ("enter", Key::Enter),
    ("return", Key::Enter),
    ("tab", Key::Tab),
    ("backtab", Key::BackTab),
    ("shifttab", Key::BackTab),
    ("backspace", Key::Backspace),
    ("esc", Key::Esc),
    ("escape", Key::Esc),
    ("space", Key::Char(' ')),
    ("delete", Key::Delete),
    ("del", Key::Delete),
    ("insert", Key::Insert),
    ("ins", Key::Insert),
];

/// The arrows as the help and the key bar draw them.
const ARROWS: &[(&str, Key)] = &[
    ("←", Key::Left),
    ("→", Key::Right),
    ("↑", Key::Up),
    ("↓", Key::Down),
];

impl Key {
    /// A key by its name: one printable character as it is, or a named
    /// key in any case (`PgUp`, `pgup`, `Page-Up`).
    pub fn parse(text: &str) -> Option<Key> {
        let mut chars = text.chars();
        if let (Some(c), None) = (chars.next(), chars.next()) {
            return (!c.is_control() && !c.is_whitespace()).then_some(Key::Char(c));
        }
        let plain: String = text
            .chars()
            .filter(|c| !matches!(c, '-' | '_' | ' '))
            .flat_map(char::to_lowercase)
            .collect();
        if let Some((_, key)) = NAMED.iter().find(|(name, _)| *name == plain) {
            return Some(*key);
        }
        let f: u8 = plain.strip_prefix('f')?.parse().ok()?;
        (1..=12).contains(&f).then_some(Key::F(f))
    }

    /// The key's name as the file writes it.
    pub fn name(self) -> String {
        let named = match self {
            Key::Char(' ') => "Space",
            Key::Char(c) => return c.to_string(),
            Key::F(n) => return format!("F{n}"),
            Key::Left => "Left",
            Key::Right => "Right",
            Key::Up => "Up",
            Key::Down => "Down",
            Key::Home => "Home",
            Key::End => "End",
            Key::PageUp => "PgUp",
            Key::PageDown => "PgDn",
            Key::Enter => "Enter",
            Key::Tab => "Tab",
            Key::BackTab => "BackTab",
            Key::Backspace => "Backspace",
            Key::Esc => "Esc",
            Key::Delete => "Delete",
            Key::Insert => "Insert",
        };
        named.to_string()
    }

    /// The key as the help and the key bar show it: the arrows drawn,
    /// Shift-Tab spelt out, the rest by name.
    pub fn shown(self) -> String {
        match (ARROWS.iter().find(|(_, k)| *k == self), self) {
            (Some((arrow, _)), _) => arrow.to_string(),
            (None, Key::BackTab) => "Shift+Tab".into(),
            _ => self.name(),
        }
    }

    /// A key as the help shows it (`→`, `PgUp`, `q`), or as the file
    /// names it.
    pub fn from_shown(text: &str) -> Option<Key> {
        match ARROWS.iter().find(|(arrow, _)| *arrow == text) {
            Some((_, key)) => Some(*key),
            None => Key::parse(text),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_read_by_character_or_by_name() {
        assert_eq!(Key::parse("q"), Some(Key::Char('q')));
        assert_eq!(Key::parse("Q"), Some(Key::Char('Q')));
        assert_eq!(Key::parse("+"), Some(Key::Char('+')));
        assert_eq!(Key::parse("я"), Some(Key::Char('я')));
        assert_eq!(Key::parse("Space"), Some(Key::Char(' ')));
        assert_eq!(Key::parse("page-up"), Some(Key::PageUp));
        assert_eq!(Key::parse("PgDn"), Some(Key::PageDown));
        assert_eq!(Key::parse("ESC"), Some(Key::Esc));
        assert_eq!(Key::parse("F12"), Some(Key::F(12)));
        for bad in ["", " ", "\t", "F13", "F0", "Ctrl-c", "qq"] {
            assert_eq!(Key::parse(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn every_key_is_read_back_from_its_name_and_from_how_it_is_shown() {
        let mut keys: Vec<Key> = NAMED.iter().map(|(_, k)| *k).collect();
        keys.extend([Key::Char('x'), Key::F(1), Key::F(12)]);
        for key in keys {
            assert_eq!(Key::parse(&key.name()), Some(key), "{}", key.name());
            if key != Key::BackTab {
                assert_eq!(Key::from_shown(&key.shown()), Some(key), "{}", key.shown());
            }
        }
        assert_eq!(Key::Left.shown(), "←");
        assert_eq!(Key::Char(' ').shown(), "Space");
    }
}
