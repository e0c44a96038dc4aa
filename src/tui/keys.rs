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
    /// The next of the other algorithms that apply to the tree.
    CycleAlgorithm,
    /// The minimax view of the values, or the negamax view.
    ToggleView,
    ToggleStrict,
    ToggleCompare,
    ToggleHelp,
    /// Back to the scenario list.
    Scenarios,
    /// The picker: the selected entry opened in practice.
    Practise,
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
    /// The mouse moved with its left button held: the canvas follows it.
    Drag {
        x: u16,
        y: u16,
    },
    /// The terminal's new size.
    Resize {
        width: u16,
        height: u16,
    },
    /// Move the canvas by columns and rows.
    Pan {
        dx: i8,
        dy: i8,
    },
    /// More on the canvas (edge labels, names) / less.
    ZoomIn,
    ZoomOut,
    /// The tree as a canvas or as an outline.
    ToggleCanvas,
    /// Presenter mode.
    TogglePresent,
    /// The title, source and note of what is searched.
    ToggleInfo,
    /// Quiescence on or off.
    ToggleQuiescence,
    /// The scenario file read again.
    Reload,
    /// A lesson's next item, or the one before.
    NextItem,
    PrevItem,
    /// Practice: the last character typed taken back.
    Erase,
    /// The settings popup: the language, the cut-offs' names.
    Settings,
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
    /// Every move's exact value with perfect play.
    PerfectPlay,
    /// The position as a command line, in a box and to the clipboard.
    PositionLine,
    /// The whole-tree exercise: mark the selected leaf or edge.
    Mark,
}

/// One row of the table. The key names are written here; what the keys
/// do is a message id (`keys.ftl`).
#[derive(Clone, Copy)]
pub struct Binding {
    pub codes: &'static [KeyCode],
    /// How the help writes the keys; empty for a row the one before it
    /// describes.
    pub keys: &'static str,
    /// What the keys do, for the help.
    pub what: &'static str,
    /// The short form in the key bar, if it is there: the key and what it
    /// does.
    pub bar: Option<(&'static str, &'static str)>,
    pub message: Message,
}

const fn bind(
    codes: &'static [KeyCode],
    keys: &'static str,
    what: &'static str,
    bar: Option<(&'static str, &'static str)>,
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
    bind(&[Right, Char('l'), Char(' ')], "→ l Space", "key-forward", Some(("→", "bar-step")), Message::Forward),
    bind(&[Left, Char('h'), Backspace], "← h Backspace", "key-back", Some(("←", "bar-back")), Message::Back),
];

#[rustfmt::skip]
/// Jumping to the next event of a kind, in a search.
const SEARCH_JUMPS: &[Binding] = &[
    bind(&[Char('e')], "e / E", "key-evaluations", Some(("e", "bar-eval")), Message::NextEvaluation),
    bind(&[Char('E')], "", "", None, Message::PrevEvaluation),
    bind(&[Char('c')], "c / C", "key-cutoffs", Some(("c", "bar-cutoff")), Message::NextCutoff),
    bind(&[Char('C')], "", "", None, Message::PrevCutoff),
];

#[rustfmt::skip]
/// Jumping in a proof: to the terminal positions, to the marks.
const PROOF_JUMPS: &[Binding] = &[
    bind(&[Char('e')], "e / E", "key-terminals", Some(("e", "bar-terminal")), Message::NextEvaluation),
    bind(&[Char('E')], "", "", None, Message::PrevEvaluation),
    bind(&[Char('c')], "c / C", "key-marks", Some(("c", "bar-mark")), Message::NextCutoff),
    bind(&[Char('C')], "", "", None, Message::PrevCutoff),
];

#[rustfmt::skip]
/// To either end, and playing.
const ENDS: &[Binding] = &[
    bind(&[Home, Char('g')], "Home g / End G", "key-ends", None, Message::Start),
    bind(&[End, Char('G')], "", "", None, Message::End),
    bind(&[Char('p')], "p + -", "key-play", Some(("p", "bar-play")), Message::TogglePlay),
    bind(&[Char('+'), Char('=')], "", "", None, Message::Faster),
    bind(&[Char('-')], "", "", None, Message::Slower),
];

#[rustfmt::skip]
/// The settings of a two-player search.
const SEARCH_SETTINGS: &[Binding] = &[
    bind(&[Char('a')], "a / A", "key-algorithm", Some(("a", "bar-algorithm")), Message::SwitchAlgorithm),
    bind(&[Char('A')], "", "", None, Message::CycleAlgorithm),
    bind(&[Char('n')], "n", "key-view", None, Message::ToggleView),
    bind(&[Char('s')], "s", "key-strict", None, Message::ToggleStrict),
    bind(&[Char('Q')], "Q", "key-quiescence", None, Message::ToggleQuiescence),
    bind(&[Char('v')], "v", "key-compare", Some(("v", "bar-compare")), Message::ToggleCompare),
];

#[rustfmt::skip]
/// Selecting nodes and lines, and leaving: last in every tutor's table.
const SELECTING: &[Binding] = &[
    bind(&[Up, Char('k')], "↑ ↓ (k j)", "key-select", None, Message::Up),
    bind(&[Down, Char('j')], "", "", None, Message::Down),
    bind(&[PageUp], "PgUp PgDn", "key-scroll", None, Message::PageUp),
    bind(&[PageDown], "", "", None, Message::PageDown),
    bind(&[Enter], "Enter", "key-run-to", Some(("Enter", "bar-run-to")), Message::Enter),
    bind(&[Tab, BackTab], "Tab", "key-pane", None, Message::SwitchPane),
    bind(&[Char('x')], "x", "key-canvas", None, Message::ToggleCanvas),
    bind(&[Char('H')], "H J K L", "key-pan", None, Message::Pan { dx: -1, dy: 0 }),
    bind(&[Char('L')], "", "", None, Message::Pan { dx: 1, dy: 0 }),
    bind(&[Char('K')], "", "", None, Message::Pan { dx: 0, dy: -1 }),
    bind(&[Char('J')], "", "", None, Message::Pan { dx: 0, dy: 1 }),
    bind(&[Char('z')], "z / Z", "key-zoom", None, Message::ZoomIn),
    bind(&[Char('Z')], "", "", None, Message::ZoomOut),
    bind(&[Char('P')], "P", "key-present", None, Message::TogglePresent),
    bind(&[Char('i')], "i", "key-info", None, Message::ToggleInfo),
    bind(&[Char('r')], "r", "key-reload", None, Message::Reload),
    bind(&[Char('o')], "o", "key-open-node", None, Message::ToggleOpen),
    bind(&[Char('f')], "f", "key-follow", None, Message::Follow),
    bind(&[Char('m')], "m", "key-scenarios", None, Message::Scenarios),
    bind(&[Char(',')], ",", "key-settings", None, Message::Settings),
    bind(&[Char('?')], "?", "key-help", Some(("?", "bar-help")), Message::ToggleHelp),
    bind(&[Char('q')], "q Esc", "key-quit-tutor", Some(("q", "bar-quit")), Message::Quit),
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
    let names = crate::words::cut_names().tag();
    crate::say!(id, cut_names = names)
        .lines()
        .map(String::from)
        .collect()
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
    bind(&[Right, Char('l'), Char(' ')], "→ l Space", "key-both-forward", Some(("→", "bar-step")), Message::Forward),
    bind(&[Left, Char('h'), Backspace], "← h Backspace", "key-both-back", Some(("←", "bar-back")), Message::Back),
    bind(&[Home, Char('g')], "Home g / End G", "key-ends-final", Some(("End", "bar-final-trees")), Message::Start),
    bind(&[End, Char('G')], "", "", None, Message::End),
    bind(&[Char('e')], "e / E", "key-compare-evaluations", Some(("e", "bar-eval")), Message::NextEvaluation),
    bind(&[Char('E')], "", "", None, Message::PrevEvaluation),
    bind(&[Char('c')], "c / C", "key-compare-cutoffs", Some(("c", "bar-cutoff")), Message::NextCutoff),
    bind(&[Char('C')], "", "", None, Message::PrevCutoff),
    bind(&[Char('p')], "p + -", "key-play", Some(("p", "bar-play")), Message::TogglePlay),
    bind(&[Char('+'), Char('=')], "", "", None, Message::Faster),
    bind(&[Char('-')], "", "", None, Message::Slower),
    bind(&[Char('v')], "v", "key-single-view", Some(("v", "bar-back")), Message::ToggleCompare),
    bind(&[Char('?')], "?", "key-help", Some(("?", "bar-help")), Message::ToggleHelp),
    bind(&[Char('q')], "q Esc", "key-quit", Some(("q", "bar-quit")), Message::Quit),
    bind(&[Esc], "", "", None, Message::Escape),
];

#[rustfmt::skip]
/// The scenario picker's keys.
pub const PICKER: &[Binding] = &[
    bind(&[Up, Char('k')], "↑ ↓", "key-choose-scenario", Some(("↑↓", "bar-choose")), Message::Up),
    bind(&[Down, Char('j')], "", "", None, Message::Down),
    bind(&[Home, Char('g')], "Home End", "key-picker-ends", None, Message::Start),
    bind(&[End, Char('G')], "", "", None, Message::End),
    bind(&[PageUp], "PgUp PgDn", "key-picker-pages", None, Message::PageUp),
    bind(&[PageDown], "", "", None, Message::PageDown),
    bind(&[Enter, Right], "Enter", "key-open-scenario", Some(("Enter", "bar-open")), Message::Enter),
    bind(&[Char('p')], "p", "key-practise-entry", Some(("p", "bar-practise")), Message::Practise),
    bind(&[Char('?')], "?", "key-picker-help", Some(("?", "bar-help")), Message::ToggleHelp),
    bind(&[Char('q')], "q Esc", "key-quit", Some(("q", "bar-quit")), Message::Quit),
    bind(&[Esc], "", "", None, Message::Escape),
];

#[rustfmt::skip]
/// The game screen's keys; letters and digits bound to nothing here type
/// a move.
pub const GAME: &[Binding] = &[
    bind(&[], "1-9, b2", "key-type-move", None, Message::Type(' ')),
    bind(&[Left], "← → (↑ ↓)", "key-cursor", Some(("←→", "bar-choose")), Message::Left),
    bind(&[Right], "", "", None, Message::Right),
    bind(&[Up], "", "", None, Message::Up),
    bind(&[Down], "", "", None, Message::Down),
    bind(&[Enter], "Enter", "key-play-move", Some(("Enter", "bar-move")), Message::Enter),
    bind(&[Char(' '), Char('n')], "Space n", "key-computer-moves", Some(("Space", "bar-next")), Message::ComputerMove),
    bind(&[Char('p')], "p", "key-play-on", None, Message::TogglePlay),
    bind(&[Char('s')], "s / .", "key-sow", Some(("s", "bar-sow")), Message::Sow),
    bind(&[Char('.')], "", "", None, Message::SowStep),
    bind(&[Char('u')], "u", "key-undo", Some(("u", "bar-undo")), Message::Undo),
    bind(&[Char('t')], "t", "key-tree", Some(("t", "bar-tree")), Message::Tree),
    bind(&[Char('T')], "T", "key-tree-here", None, Message::TreeHere),
    bind(&[Char('+'), Char('=')], "+ -", "key-depth", None, Message::Deeper),
    bind(&[Char('-')], "", "", None, Message::Shallower),
    bind(&[Char('v')], "v", "key-perfect", None, Message::PerfectPlay),
    bind(&[Char('y')], "y", "key-position-line", Some(("y", "bar-position-line")), Message::PositionLine),
    bind(&[Char('?')], "?", "key-help", Some(("?", "bar-help")), Message::ToggleHelp),
    bind(&[Char('q')], "q Esc", "key-quit", Some(("q", "bar-quit")), Message::Quit),
    bind(&[Esc], "", "", None, Message::Escape),
];

#[rustfmt::skip]
/// Practice's keys; every other printable key types the answer.
pub const PRACTICE: &[Binding] = &[
    bind(&[], "5 >=5 a none", "key-practice-type", None, Message::Type(' ')),
    bind(&[Enter], "Enter", "key-practice-enter", Some(("Enter", "bar-answer")), Message::Enter),
    bind(&[Backspace], "Backspace", "key-practice-erase", None, Message::Erase),
    bind(&[Left], "←", "key-practice-back", Some(("←", "bar-back")), Message::Back),
    bind(&[Char('?')], "?", "key-help", Some(("?", "bar-help")), Message::ToggleHelp),
    bind(&[Esc], "Esc", "key-quit", Some(("Esc", "bar-quit")), Message::Quit),
];

#[rustfmt::skip]
/// The whole-tree exercise's keys (`--ask pruned`, `--ask edges`).
pub const MARKING: &[Binding] = &[
    bind(&[Left, Char('h')], "← → (h l)", "key-mark-move", Some(("←→", "bar-mark-move")), Message::Left),
    bind(&[Right, Char('l')], "", "", None, Message::Right),
    bind(&[Up, Char('k')], "↑ ↓ (k j)", "key-mark-level", None, Message::Up),
    bind(&[Down, Char('j')], "", "", None, Message::Down),
    bind(&[Char(' ')], "Space", "key-mark", Some(("Space", "bar-mark-leaf")), Message::Mark),
    bind(&[Enter], "Enter", "key-mark-check", Some(("Enter", "bar-mark-check")), Message::Enter),
    bind(&[Char('x')], "x", "key-canvas", None, Message::ToggleCanvas),
    bind(&[Char('z')], "z / Z", "key-zoom", None, Message::ZoomIn),
    bind(&[Char('Z')], "", "", None, Message::ZoomOut),
    bind(&[Char('?')], "?", "key-help", Some(("?", "bar-help")), Message::ToggleHelp),
    bind(&[Esc, Char('q')], "Esc q", "key-quit", Some(("Esc", "bar-quit")), Message::Quit),
];

/// A lesson's keys, added to those of the screen it shows.
pub const LESSON: &[Binding] = &[
    bind(
        &[Char(']')],
        "] [",
        "key-lesson",
        Some(("]", "bar-next-item")),
        Message::NextItem,
    ),
    bind(&[Char('[')], "", "", None, Message::PrevItem),
];

/// Any printable character typed into an answer.
pub fn typed_any(key: KeyEvent) -> Option<Message> {
    match key.code {
        Char(c) if !c.is_control() && !key.modifiers.contains(KeyModifiers::CONTROL) => {
            Some(Message::Type(c))
        }
        _ => None,
    }
}

/// A table whose quit key goes back to the game instead (the move tree
/// opened from the game), without the way to the scenario list.
pub fn way_back(table: &[Binding]) -> Vec<Binding> {
    table
        .iter()
        .filter(|b| b.message != Message::Scenarios)
        .map(|&b| match b.message {
            Message::Quit => Binding {
                what: "key-back-to-game",
                bar: Some(("q", "bar-game")),
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

/// Ctrl-C, on every screen whatever the tables bind.
pub fn is_interrupt(key: KeyEvent) -> bool {
    key.modifiers.contains(KeyModifiers::CONTROL) && key.code == Char('c')
}

/// The message a key press means in a table.
pub fn message(table: &[Binding], key: KeyEvent) -> Option<Message> {
    if is_interrupt(key) {
        return Some(Message::Interrupt);
    }
    let find = |code: KeyCode| table.iter().find(|b| b.codes.contains(&code)).map(|b| b.message);
    // Shift and an arrow pan, where the table pans with H J K L.
    let panning = match (key.modifiers.contains(KeyModifiers::SHIFT), key.code) {
        (true, Left) => find(Char('H')),
        (true, Right) => find(Char('L')),
        (true, Up) => find(Char('K')),
        (true, Down) => find(Char('J')),
        _ => None,
    };
    panning.or_else(|| find(key.code))
}

/// Every key of every screen as text, for a printed key card
/// (`gametree keys`): the same rows as the help.
pub fn card() -> String {
    // The tutor's own keys as the configuration file binds them.
    let own = tutor(Kind::Search);
    let own = match crate::config::choose::current().and_then(|s| s.keys.as_ref()) {
        Some(file) => super::rebind::shown(&own, file),
        None => own,
    };
    let sections: [(&str, Vec<Binding>); 6] = [
        ("keycard-tutor", own),
        ("keycard-compare", COMPARE.to_vec()),
        ("keycard-practice", PRACTICE.to_vec()),
        ("keycard-marking", MARKING.to_vec()),
        ("keycard-lesson", LESSON.to_vec()),
        ("keycard-game", GAME.to_vec()),
    ];
    let mut out = String::new();
    for (title, bindings) in sections {
        out += &format!("{}\n", crate::say!(title));
        for b in bindings.iter().filter(|b| !b.keys.is_empty()) {
            out += &format!("  {:<16} {}\n", b.keys, crate::say!(b.what));
        }
        out += "\n";
    }
    for line in legend(Kind::Search) {
        out += &format!("{line}\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::exists;

    #[test]
    fn every_binding_s_words_are_messages() {
        let tables = [&TUTOR[..], &MAXN, &PROOF, COMPARE, PICKER, GAME, &way_back(GAME)];
        for b in tables.iter().flat_map(|t| t.iter()) {
            assert!(b.keys.is_empty() || exists(b.what), "{}", b.what);
            if let Some((_, bar)) = b.bar {
                assert!(exists(bar), "{bar}");
            }
        }
    }
}
