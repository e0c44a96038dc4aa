//! Every key, in one table: the key handler, the key bar and the help
//! overlay all read it, so they cannot disagree.

use crate::story::Kind;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::sync::LazyLock;

/// What the user asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    Forward,
    Back,
    NextEvaluation,
    PrevEvaluation,
    NextCutoff,
    PrevCutoff,
    Start,
    End,
    TogglePlay,
    Faster,
    Slower,
    /// The play timer fired.
    Tick,
    Up,
    Down,
    PageUp,
    PageDown,
    /// Run to the selected node or pseudocode line; open in the picker.
    Enter,
    SwitchPane,
    ToggleOpen,
    Follow,
    SwitchAlgorithm,
    /// The minimax view of the values, or the negamax view.
    ToggleView,
    ToggleStrict,
    ToggleCompare,
    ToggleHelp,
    /// Back to the scenario list.
    Scenarios,
    Escape,
    Quit,
    /// Ctrl-C: quits from any screen.
    Interrupt,
    Click {
        x: u16,
        y: u16,
    },
    ScrollUp {
        x: u16,
        y: u16,
    },
    ScrollDown {
        x: u16,
        y: u16,
    },
    /// The terminal's new size.
    Resize {
        width: u16,
        height: u16,
    },
    /// The game screen: a key typed towards a move (a pit, a cell).
    Type(char),
    /// The game screen's cursor.
    Left,
    Right,
    /// The computer moves now.
    ComputerMove,
    /// Play out the last move stone by stone, on the timer / one stone.
    Sow,
    SowStep,
    /// Take back moves to the human's previous turn.
    Undo,
    /// The move tree of the computer's last decision / of the position.
    Tree,
    TreeHere,
    /// Search one ply deeper / shallower.
    Deeper,
    Shallower,
}

/// One row of the table.
#[derive(Clone, Copy)]
pub struct Binding {
    pub codes: &'static [KeyCode],
    /// How the help writes the keys.
    pub keys: &'static str,
    pub what: &'static str,
    /// The short form in the key bar, if it is there.
    pub bar: Option<&'static str>,
    pub message: Message,
}

const fn bind(
    codes: &'static [KeyCode],
    keys: &'static str,
    what: &'static str,
    bar: Option<&'static str>,
    message: Message,
) -> Binding {
    Binding {
        codes,
        keys,
        what,
        bar,
        message,
    }
}

use KeyCode::{
    BackTab, Backspace, Char, Down, End, Enter, Esc, Home, Left, PageDown, PageUp, Right, Tab, Up,
};

#[rustfmt::skip]
/// Stepping one event at a time: first in every tutor's table.
const STEPS: &[Binding] = &[
    bind(&[Right, Char('l'), Char(' ')], "→ l Space", "step forward one event", Some("→ step"), Message::Forward),
    bind(&[Left, Char('h'), Backspace], "← h Backspace", "step back one event", Some("← back"), Message::Back),
];

#[rustfmt::skip]
/// Jumping to the next event of a kind, in a search.
const SEARCH_JUMPS: &[Binding] = &[
    bind(&[Char('e')], "e / E", "next / previous static evaluation", Some("e eval"), Message::NextEvaluation),
    bind(&[Char('E')], "", "", None, Message::PrevEvaluation),
    bind(&[Char('c')], "c / C", "next / previous cut-off", Some("c cut-off"), Message::NextCutoff),
    bind(&[Char('C')], "", "", None, Message::PrevCutoff),
];

#[rustfmt::skip]
/// Jumping in a proof: to the terminal positions, to the marks.
const PROOF_JUMPS: &[Binding] = &[
    bind(&[Char('e')], "e / E", "next / previous terminal position (an elementary problem)", Some("e terminal"), Message::NextEvaluation),
    bind(&[Char('E')], "", "", None, Message::PrevEvaluation),
    bind(&[Char('c')], "c / C", "next / previous mark settled (solved or unsolvable)", Some("c mark"), Message::NextCutoff),
    bind(&[Char('C')], "", "", None, Message::PrevCutoff),
];

#[rustfmt::skip]
/// To either end, and playing.
const ENDS: &[Binding] = &[
    bind(&[Home, Char('g')], "Home g / End G", "to the start / to the end", None, Message::Start),
    bind(&[End, Char('G')], "", "", None, Message::End),
    bind(&[Char('p')], "p + -", "play / pause; + and - play faster / slower", Some("p play"), Message::TogglePlay),
    bind(&[Char('+'), Char('=')], "", "", None, Message::Faster),
    bind(&[Char('-')], "", "", None, Message::Slower),
];

#[rustfmt::skip]
/// The settings of a two-player search.
const SEARCH_SETTINGS: &[Binding] = &[
    bind(&[Char('a')], "a", "switch minimax / alpha-beta (same tree, same node)", Some("a algorithm"), Message::SwitchAlgorithm),
    bind(&[Char('n')], "n", "negamax view (values for the player to move) / minimax view", None, Message::ToggleView),
    bind(&[Char('s')], "s", "strict pruning rule on / off (cut only on v > β, v < α)", None, Message::ToggleStrict),
    bind(&[Char('v')], "v", "compare minimax and alpha-beta side by side", Some("v compare"), Message::ToggleCompare),
];

#[rustfmt::skip]
/// Selecting nodes and lines, and leaving: last in every tutor's table.
const SELECTING: &[Binding] = &[
    bind(&[Up, Char('k')], "↑ ↓ (k j)", "select a node or a line (mouse: click; again: open/close)", None, Message::Up),
    bind(&[Down, Char('j')], "", "", None, Message::Down),
    bind(&[PageUp], "PgUp PgDn", "scroll the tree", None, Message::PageUp),
    bind(&[PageDown], "", "", None, Message::PageDown),
    bind(&[Enter], "Enter", "run until the search reaches the selected node or line", Some("Enter run to"), Message::Enter),
    bind(&[Tab, BackTab], "Tab", "arrows act on the tree / on the pseudocode", None, Message::SwitchPane),
    bind(&[Char('o')], "o", "open / close the selected node", None, Message::ToggleOpen),
    bind(&[Char('f')], "f", "follow the search again", None, Message::Follow),
    bind(&[Char('m')], "m", "back to the list of scenarios", None, Message::Scenarios),
    bind(&[Char('?')], "?", "this help", Some("? help"), Message::ToggleHelp),
    bind(&[Char('q')], "q Esc", "quit (Esc closes the help first)", Some("q quit"), Message::Quit),
    bind(&[Esc], "", "", None, Message::Escape),
];

/// The tutor's keys for a kind of run, in the order the help lists them.
pub fn tutor(kind: Kind) -> Vec<Binding> {
    match kind {
        Kind::Search => TUTOR.to_vec(),
        Kind::Maxn => MAXN.to_vec(),
        Kind::Proof => PROOF.to_vec(),
    }
}

/// What the tree's symbols mean for a kind of run, for the help.
pub fn legend(kind: Kind) -> Vec<String> {
    let id = match kind {
        Kind::Search => "legend-search",
        Kind::Maxn => "legend-maxn",
        Kind::Proof => "legend-proof",
    };
    crate::say!(id).lines().map(String::from).collect()
}

/// The tutor's keys for a two-player search, in the order the help lists them.
pub static TUTOR: LazyLock<Vec<Binding>> =
    LazyLock::new(|| [STEPS, SEARCH_JUMPS, ENDS, SEARCH_SETTINGS, SELECTING].concat());

/// The keys for max^n: nothing to switch, no cut-offs.
pub static MAXN: LazyLock<Vec<Binding>> =
    LazyLock::new(|| [STEPS, &SEARCH_JUMPS[..2], ENDS, SELECTING].concat());

/// The keys for an AND/OR proof.
pub static PROOF: LazyLock<Vec<Binding>> = LazyLock::new(|| [STEPS, PROOF_JUMPS, ENDS, SELECTING].concat());

#[rustfmt::skip]
/// The compare view's keys.
pub const COMPARE: &[Binding] = &[
    bind(&[Right, Char('l'), Char(' ')], "→ l Space", "both one step forward", Some("→ step"), Message::Forward),
    bind(&[Left, Char('h'), Backspace], "← h Backspace", "both one step back", Some("← back"), Message::Back),
    bind(&[Home, Char('g')], "Home g / End G", "to the start / to the end (the final trees)", Some("End final trees"), Message::Start),
    bind(&[End, Char('G')], "", "", None, Message::End),
    bind(&[Char('p')], "p + -", "play / pause; + and - play faster / slower", Some("p play"), Message::TogglePlay),
    bind(&[Char('+'), Char('=')], "", "", None, Message::Faster),
    bind(&[Char('-')], "", "", None, Message::Slower),
    bind(&[Char('v')], "v", "back to the single view", Some("v back"), Message::ToggleCompare),
    bind(&[Char('?')], "?", "this help", Some("? help"), Message::ToggleHelp),
    bind(&[Char('q')], "q Esc", "quit", Some("q quit"), Message::Quit),
    bind(&[Esc], "", "", None, Message::Escape),
];

#[rustfmt::skip]
/// The scenario picker's keys.
pub const PICKER: &[Binding] = &[
    bind(&[Up, Char('k')], "↑ ↓", "choose a scenario", Some("↑↓ choose"), Message::Up),
    bind(&[Down, Char('j')], "", "", None, Message::Down),
    bind(&[Enter, Right], "Enter", "open it", Some("Enter open"), Message::Enter),
    bind(&[Char('?')], "?", "help", Some("? help"), Message::ToggleHelp),
    bind(&[Char('q')], "q Esc", "quit", Some("q quit"), Message::Quit),
    bind(&[Esc], "", "", None, Message::Escape),
];

#[rustfmt::skip]
/// The game screen's keys; letters and digits bound to nothing here type
/// a move.
pub const GAME: &[Binding] = &[
    bind(&[], "1-9, b2", "type a move: a pit (3), a cell (b2), coins to take (1); or click it", None, Message::Type(' ')),
    bind(&[Left], "← → (↑ ↓)", "move the cursor over your legal moves", Some("←→ choose"), Message::Left),
    bind(&[Right], "", "", None, Message::Right),
    bind(&[Up], "", "", None, Message::Up),
    bind(&[Down], "", "", None, Message::Down),
    bind(&[Enter], "Enter", "play the move under the cursor", Some("Enter play"), Message::Enter),
    bind(&[Char(' '), Char('n')], "Space n", "the computer moves now (or its next move against itself)", Some("Space next"), Message::ComputerMove),
    bind(&[Char('p')], "p", "the computer against itself: play on by itself / pause", None, Message::TogglePlay),
    bind(&[Char('s')], "s / .", "play out the last move stone by stone / a stone a key", Some("s sow"), Message::Sow),
    bind(&[Char('.')], "", "", None, Message::SowStep),
    bind(&[Char('u')], "u", "undo: back to your previous move (a move pair)", Some("u undo"), Message::Undo),
    bind(&[Char('t')], "t", "the move tree of the computer's last choice (q: back)", Some("t tree"), Message::Tree),
    bind(&[Char('T')], "T", "the move tree of the position on the board", None, Message::TreeHere),
    bind(&[Char('+'), Char('=')], "+ -", "the computer searches a ply deeper / shallower", None, Message::Deeper),
    bind(&[Char('-')], "", "", None, Message::Shallower),
    bind(&[Char('?')], "?", "this help", Some("? help"), Message::ToggleHelp),
    bind(&[Char('q')], "q Esc", "quit", Some("q quit"), Message::Quit),
    bind(&[Esc], "", "", None, Message::Escape),
];

/// A table whose quit key goes back to the game instead (the move tree
/// opened from the game), without the way to the scenario list.
pub fn way_back(table: &[Binding]) -> Vec<Binding> {
    table
        .iter()
        .filter(|b| b.message != Message::Scenarios)
        .map(|&b| match b.message {
            Message::Quit => Binding {
                what: "back to the game (Esc closes the help first)",
                bar: Some("q game"),
                ..b
            },
            _ => b,
        })
        .collect()
}

/// A letter or digit typed towards a move on the game screen.
pub fn typed(key: KeyEvent) -> Option<Message> {
    match key.code {
        Char(c) if c.is_ascii_alphanumeric() && !key.modifiers.contains(KeyModifiers::CONTROL) => {
            Some(Message::Type(c))
        }
        _ => None,
    }
}

/// The message a key press means in a table.
pub fn message(table: &[Binding], key: KeyEvent) -> Option<Message> {
    if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == Char('c') {
        return Some(Message::Interrupt);
    }
    table
        .iter()
        .find(|b| b.codes.contains(&key.code))
        .map(|b| b.message)
}
