//! The tutor's key bindings as the configuration file gives them: an
//! action's name and the keys that do it, both plain names checked here
//! (the terminal's key codes are the terminal's layer's to map them to).
//!
//! ```ron
//! keys: {
//!     "quit": "x",
//!     "forward": ["Right", "l", "Space"],
//! },
//! ```

use super::Choice;

/// What a key does in the tutor: one of its key table's rows
/// (`tui::keys`), by the name the file gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    Forward,
    Back,
    NextEvaluation,
    PreviousEvaluation,
    NextCutoff,
    PreviousCutoff,
    Start,
    End,
    Play,
    Faster,
    Slower,
    /// Minimax ↔ alpha-beta.
    Algorithm,
    /// The next of the other algorithms that apply.
    NextAlgorithm,
    /// The minimax or the negamax view of the values.
    View,
    /// The strict pruning rule on or off.
    Strict,
    Quiescence,
    Compare,
    Up,
    Down,
    PageUp,
    PageDown,
    /// Run to the selected node or pseudocode line (Enter).
    RunTo,
    /// The tree pane or the pseudocode pane (Tab).
    Pane,
    Canvas,
    PanLeft,
    PanRight,
    PanUp,
    PanDown,
    ZoomIn,
    ZoomOut,
    Present,
    Info,
    Reload,
    /// Open or close the selected node of the outline.
    OpenNode,
    Follow,
    Scenarios,
    Settings,
    Help,
    Quit,
}

impl Choice for Action {
    const VALUES: &'static [Action] = &[
        Action::Forward,
        Action::Back,
        Action::NextEvaluation,
        Action::PreviousEvaluation,
        Action::NextCutoff,
        Action::PreviousCutoff,
        Action::Start,
        Action::End,
        Action::Play,
        Action::Faster,
        Action::Slower,
        Action::Algorithm,
        Action::NextAlgorithm,
        Action::View,
        Action::Strict,
        Action::Quiescence,
        Action::Compare,
        Action::Up,
        Action::Down,
        Action::PageUp,
        Action::PageDown,
        Action::RunTo,
        Action::Pane,
        Action::Canvas,
        Action::PanLeft,
        Action::PanRight,
        Action::PanUp,
        Action::PanDown,
        Action::ZoomIn,
        Action::ZoomOut,
        Action::Present,
        Action::Info,
        Action::Reload,
        Action::OpenNode,
        Action::Follow,
        Action::Scenarios,
        Action::Settings,
        Action::Help,
        Action::Quit,
    ];

    /// The name the file gives the action (`next_cutoff`; `next-cutoff`
    /// and `NextCutoff` are read too).
    fn tag(self) -> &'static str {
        match self {
            Action::Forward => "forward",
            Action::Back => "back",
            Action::NextEvaluation => "next_evaluation",
            Action::PreviousEvaluation => "previous_evaluation",
            Action::NextCutoff => "next_cutoff",
            Action::PreviousCutoff => "previous_cutoff",
            Action::Start => "start",
            Action::End => "end",
            Action::Play => "play",
            Action::Faster => "faster",
            Action::Slower => "slower",
            Action::Algorithm => "algorithm",
            Action::NextAlgorithm => "next_algorithm",
            Action::View => "view",
            Action::Strict => "strict",
            Action::Quiescence => "quiescence",
            Action::Compare => "compare",
            Action::Up => "up",
            Action::Down => "down",
            Action::PageUp => "page_up",
            Action::PageDown => "page_down",
            Action::RunTo => "run_to",
            Action::Pane => "pane",
            Action::Canvas => "canvas",
            Action::PanLeft => "pan_left",
            Action::PanRight => "pan_right",
            Action::PanUp => "pan_up",
            Action::PanDown => "pan_down",
            Action::ZoomIn => "zoom_in",
            Action::ZoomOut => "zoom_out",
            Action::Present => "present",
            Action::Info => "info",
            Action::Reload => "reload",
            Action::OpenNode => "open_node",
            Action::Follow => "follow",
            Action::Scenarios => "scenarios",
            Action::Settings => "settings",
            Action::Help => "help",
            Action::Quit => "quit",
        }
    }
}

/// A key as the file names it: a character (`q`, `Q`, `+`, `?`; letters
/// keep their case) or a named key. Ctrl and Alt combinations are not
/// bound: Ctrl-C always quits.
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

    /// The key's name as the file and the help write it.
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
}

/// The actions the file binds, each to the keys that replace its own, in
/// the order the file gives them. An action left out keeps its keys.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeyBindings(pub Vec<(Action, Vec<Key>)>);

impl KeyBindings {
    /// The keys the file gives an action, if it gives any.
    pub fn keys(&self, action: Action) -> Option<&[Key]> {
        self.0
            .iter()
            .find(|(a, _)| *a == action)
            .map(|(_, k)| k.as_slice())
    }

    /// The action the file binds a key to, if any.
    pub fn action(&self, key: Key) -> Option<Action> {
        self.0.iter().find(|(_, k)| k.contains(&key)).map(|(a, _)| *a)
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = (Action, &[Key])> {
        self.0.iter().map(|(a, k)| (*a, k.as_slice()))
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
    fn every_key_is_read_back_from_its_name() {
        let mut keys: Vec<Key> = NAMED.iter().map(|(_, k)| *k).collect();
        keys.extend([Key::Char('x'), Key::F(1), Key::F(12)]);
        for key in keys {
            assert_eq!(Key::parse(&key.name()), Some(key), "{}", key.name());
        }
    }

    #[test]
    fn every_action_is_read_back_from_its_name() {
        for &a in Action::VALUES {
            assert_eq!(Action::find(a.tag()), Some(a));
        }
        assert_eq!(Action::find("next-cutoff"), Some(Action::NextCutoff));
        assert_eq!(Action::find("NextCutoff"), Some(Action::NextCutoff));
        assert_eq!(Action::find("cutoff"), None);
    }
}
