//! Every key of every screen, declared once (`actions.rs`, after yazi's
//! keymap as data): the name the configuration file binds it by, the
//! message it sends, its keys, the screens, modes and games it acts on,
//! and how the help and the key bar word it there. The terminal's key
//! table, its help and key bar, `gametree keys` and the configuration
//! file's key bindings are all read off that one list.
//!
//! Plain data, below every other layer of the application (it names the
//! core's games, `Kind`, so that each game has its screen): the
//! configuration file reads action and key names here, and the terminal
//! maps its key codes to these keys and says the words.

mod actions;
mod key;
mod message;
pub mod served;
mod table;

pub use actions::ACTIONS;
pub use key::{KEY_NAMES, Key};
pub use message::Message;
pub use table::{KeyBindings, Row, Table, table};

use crate::game::known::Kind;

/// What a key does, wherever it does it: one row of the key map.
pub struct Action {
    /// The name the configuration file binds it by (`next_cutoff`).
    pub name: &'static str,
    pub message: Message,
    /// Its keys, unless the configuration file gives it others.
    pub keys: &'static [Key],
    /// Where it acts, and how it is worded there.
    pub on: &'static [On],
}

/// Actions are known by their names, which differ.
impl PartialEq for Action {
    fn eq(&self, other: &Action) -> bool {
        self.name == other.name
    }
}

impl Eq for Action {}

impl std::fmt::Debug for Action {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", self.name)
    }
}

/// Screens where an action acts, and how it is worded there.
#[derive(Clone, Copy, Debug)]
pub struct On {
    pub screens: &'static [Screen],
    pub help: Help,
    pub bar: Bar,
}

/// An action's place in the help of a screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Help {
    /// A row of its own: its keys as the help writes them, those of the
    /// actions joined to it included (`e / E`), and what they do, a
    /// message id (`keys.ftl`).
    Row(&'static str, &'static str),
    /// In the row of the action before it (`E` in `e / E`).
    Joined,
    /// It does not act there: a mode takes it away from the screen
    /// under it (an exam has no way back).
    Off,
}

/// An action's place in the key bar of a screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bar {
    Absent,
    /// Its first key and a word (a message id): `p play`.
    Key(&'static str),
    /// Its first key and that of the action after it, and a word:
    /// `↑↓ choose`.
    Pair(&'static str),
    /// The way back off the screen (`v back` side by side): its first key
    /// and a word, kept in the bar at every width, as help and quit are.
    Way(&'static str),
}

/// Where keys act: a screen, a mode over screens, or a game's screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Screen {
    /// The tutor over a two-player search.
    Search,
    /// The tutor over a max^n search.
    Maxn,
    /// The tutor over an AND/OR proof.
    Proof,
    /// Minimax and alpha-beta side by side.
    Compare,
    /// Practice's questions: every printable key types the answer.
    Practice,
    /// The whole-tree exercise: marking the pruned leaves and cut edges.
    Marking,
    /// The list of scenarios.
    Picker,
    /// The game screen of a game: letters and digits type a move.
    Game(Kind),
    /// A mode: a lesson's items, over the tutor.
    Lesson,
    /// A mode: the tutor opened from the game screen (a move tree),
    /// which q leaves for the game.
    FromGame,
    /// A mode: practice as an exam, with no way back.
    Exam,
    /// The help over any screen: its keys scroll it, any other closes it.
    Help,
    /// A line typed in the tutor (a value, a file's path) or a question
    /// answered (yes or no): every printable key types.
    Prompt,
    /// A mode: a student's session served over ssh (`gametree serve`).
    Served,
    /// A mode: the lecturer's tutor while the class is served.
    Lectern,
}

/// The tutor's screens, one for each kind of run.
pub const TUTORS: &[Screen] = &[Screen::Search, Screen::Maxn, Screen::Proof];

/// The game screens, one for each game the core knows.
pub const GAMES: &[Screen] = &with_games::<0, { Kind::ALL.len() }>([]);

/// `screens`, then every game's screen: a list of screens that takes in
/// a new game by itself. `M` is the length of both, which the compiler
/// checks.
pub const fn with_games<const N: usize, const M: usize>(screens: [Screen; N]) -> [Screen; M] {
    if M != N + Kind::ALL.len() {
        panic!("M != N + Kind::ALL.len()");
    }
    let mut all = [Screen::Picker; M];
    let mut i = 0;
    while i < M {
        all[i] = if i < N {
            screens[i]
        } else {
            Screen::Game(Kind::ALL[i - N])
        };
        i += 1;
    }
    all
}

/// How keys bound to nothing type on a screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typing {
    /// Every printable character: an answer or a value.
    Printable,
    /// Letters and digits: a move (a pit, a cell).
    LettersAndDigits,
}

impl Screen {
    /// Every screen and mode: the games' screens are `GAMES`.
    pub const ALL: &[Screen] = &with_games::<14, { 14 + Kind::ALL.len() }>([
        Screen::Search,
        Screen::Maxn,
        Screen::Proof,
        Screen::Compare,
        Screen::Practice,
        Screen::Marking,
        Screen::Picker,
        Screen::Lesson,
        Screen::FromGame,
        Screen::Exam,
        Screen::Help,
        Screen::Prompt,
        Screen::Served,
        Screen::Lectern,
    ]);

    /// The screens a mode is over; none for a screen.
    pub fn under(self) -> &'static [Screen] {
        match self {
            Screen::Lesson => &[Screen::Search, Screen::Maxn, Screen::Proof, Screen::Compare],
            Screen::FromGame => &[Screen::Search, Screen::Compare],
            Screen::Exam => &[Screen::Practice],
            Screen::Served => &[
                Screen::Search,
                Screen::Maxn,
                Screen::Proof,
                Screen::Compare,
                Screen::Practice,
            ],
            Screen::Lectern => &[Screen::Search, Screen::Maxn, Screen::Proof, Screen::Compare],
            _ => &[],
        }
    }

    /// Whether this is a mode over other screens.
    pub fn is_mode(self) -> bool {
        !self.under().is_empty()
    }

    /// How keys bound to nothing type here, if they do; and the help's
    /// row for it: examples of what is typed, and what it does.
    pub fn typing(self) -> Option<(Typing, &'static str, &'static str)> {
        match self {
            Screen::Practice => Some((Typing::Printable, "5 >=5 a none", "key-practice-type")),
            Screen::Prompt => Some((Typing::Printable, "7 10/3 y n", "key-prompt-type")),
            // Each game's own: what a move is typed as there.
            Screen::Game(game) => Some(match game {
                Kind::Kalah => (Typing::LettersAndDigits, "3", "key-type-pit"),
                Kind::TicTacToe => (Typing::LettersAndDigits, "b2", "key-type-cell"),
                Kind::Nim => (Typing::LettersAndDigits, "2", "key-type-coins"),
                Kind::ConnectFour => (Typing::LettersAndDigits, "d", "key-type-column"),
            }),
            _ => None,
        }
    }
}

impl Typing {
    /// Whether `c` types here.
    pub fn types(self, c: char) -> bool {
        match self {
            Typing::Printable => !c.is_control(),
            Typing::LettersAndDigits => c.is_ascii_alphanumeric(),
        }
    }
}

impl Action {
    /// How the action is worded on the first of `screens` it has words
    /// for (the modes first, then the screen under them).
    pub fn on(&self, screens: &[Screen]) -> Option<&'static On> {
        screens
            .iter()
            .find_map(|s| self.on.iter().find(|o| o.screens.contains(s)))
    }

    /// The screens it acts on, the screens under a mode for the mode.
    pub fn screens(&self) -> impl Iterator<Item = Screen> + '_ {
        self.on
            .iter()
            .filter(|o| o.help != Help::Off)
            .flat_map(|o| o.screens)
            .flat_map(|&s| if s.is_mode() { s.under().to_vec() } else { vec![s] })
    }

    /// Whether a key of this action and one of `other` could be pressed
    /// on the same screen.
    pub fn meets(&self, other: &Action) -> bool {
        self.screens().any(|s| other.screens().any(|t| t == s))
    }
}

/// The action a name stands for: case, `-` and `_` aside (`next_cutoff`,
/// `next-cutoff`, `NextCutoff`).
pub fn find(name: &str) -> Option<&'static Action> {
    let plain = |t: &str| -> String {
        t.chars()
            .filter(|c| !matches!(c, '-' | '_'))
            .flat_map(char::to_lowercase)
            .collect()
    };
    let wanted = plain(name);
    ACTIONS.iter().find(|a| plain(a.name) == wanted)
}

/// Every action's name, in the order of the key map.
pub fn names() -> Vec<&'static str> {
    ACTIONS.iter().map(|a| a.name).collect()
}

/// Every screen with each mode over it, modes first: the tables the
/// terminal can show.
pub fn contexts() -> Vec<Vec<Screen>> {
    let plain = Screen::ALL.iter().filter(|s| !s.is_mode()).map(|&s| vec![s]);
    let modes = Screen::ALL.iter().filter(|s| s.is_mode());
    let moded = modes.flat_map(|&m| m.under().iter().map(move |&s| vec![m, s]));
    plain.chain(moded).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(screens: &[Screen]) -> Table {
        table(screens, &KeyBindings::default())
    }

    #[test]
    fn every_name_is_its_own() {
        let mut seen = std::collections::HashSet::new();
        for a in ACTIONS {
            let spelt: String = a.name.chars().filter(|c| *c != '_').collect();
            assert!(seen.insert(spelt), "{} twice", a.name);
            assert_eq!(find(a.name), Some(a));
        }
        assert_eq!(find("next-cutoff").map(|a| a.name), Some("next_cutoff"));
        assert_eq!(find("NextCutoff").map(|a| a.name), Some("next_cutoff"));
        assert_eq!(find("cutoff"), None);
    }

    #[test]
    fn no_key_does_two_things_on_one_screen() {
        for screens in contexts() {
            let t = plain(&screens);
            let mut keys: Vec<Key> = t.rows.iter().flat_map(|r| r.keys.clone()).collect();
            let all = keys.len();
            keys.sort_by_key(|k| format!("{k:?}"));
            keys.dedup();
            assert_eq!(keys.len(), all, "{screens:?}");
        }
    }

    /// The help's rows are written by hand (`p + -`): each names keys of
    /// its actions only, and at least one key of each.
    #[test]
    fn the_help_writes_the_keys_that_act() {
        for screens in contexts() {
            let t = plain(&screens);
            let mut rows = t.rows.iter().peekable();
            while let Some(head) = rows.next() {
                let (written, _) = head
                    .help
                    .clone()
                    .unwrap_or_else(|| panic!("{screens:?}: {:?} joined to nothing", head.action));
                let mut group = vec![head];
                while let Some(joined) = rows.next_if(|r| r.help.is_none()) {
                    group.push(joined);
                }
                // `↑ ↓ (k j)`: the keys in brackets are keys too.
                fn bare(w: &str) -> &str {
                    if w.len() > 1 {
                        w.trim_matches(['(', ')'])
                    } else {
                        w
                    }
                }
                let named: Vec<Key> = written
                    .split(' ')
                    // A `/` between keys joins them; alone, it is the key.
                    .filter(|w| *w != "/" || written == "/")
                    .map(|w| {
                        Key::from_shown(bare(w)).unwrap_or_else(|| panic!("{written:?}: {w:?} is no key"))
                    })
                    .collect();
                for key in &named {
                    assert!(
                        group.iter().any(|r| r.keys.contains(key)),
                        "{screens:?}: {written:?} names {key:?}"
                    );
                }
                for r in &group {
                    assert!(
                        r.keys.iter().any(|k| named.contains(k)),
                        "{screens:?}: {written:?} leaves out {:?}",
                        r.action
                    );
                }
            }
        }
    }

    #[test]
    fn every_action_acts_somewhere_and_help_and_quit_everywhere() {
        for a in ACTIONS {
            assert!(a.screens().next().is_some(), "{a:?}");
        }
        for screens in contexts() {
            let t = plain(&screens);
            let leaves = t.sends(Message::Quit) || t.sends(Message::Escape);
            let lesson = screens == [Screen::Lesson];
            // A prompt types every printable key, `?` too; Esc leaves it.
            let prompt = screens == [Screen::Prompt];
            assert!(
                lesson || ((prompt || t.sends(Message::ToggleHelp)) && leaves),
                "{screens:?}"
            );
        }
    }

    #[test]
    fn a_mode_changes_the_screen_under_it() {
        let tutor = plain(&[Screen::Search]);
        let from_game = plain(&[Screen::FromGame, Screen::Search]);
        assert!(tutor.sends(Message::Scenarios) && !from_game.sends(Message::Scenarios));
        let quit = |t: &Table| {
            t.rows
                .iter()
                .find(|r| r.action.name == "quit")
                .and_then(|r| r.help.clone())
        };
        assert_eq!(quit(&from_game), Some(("q Esc".into(), "key-back-to-game")));
        assert!(plain(&[Screen::Practice]).sends(Message::Back));
        assert!(!plain(&[Screen::Exam, Screen::Practice]).sends(Message::Back));
        let lesson = plain(&[Screen::Lesson, Screen::Search]);
        assert_eq!(lesson.bar()[0], ("]", "bar-next-item"));
        assert_eq!(lesson.rows.len(), tutor.rows.len() + 2);
    }
}
