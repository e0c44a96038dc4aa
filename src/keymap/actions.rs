//! The key map: every action, in the order the help and the key bar list
//! them on every screen. A new key is one entry here and its words in
//! `assets/i18n/*/keys.ftl`; the key table, the help, the key bar,
//! `gametree keys` and the configuration file's action names follow.
//!
//! Each entry: the name the configuration file binds it by, its message,
//! its keys, and where it acts: on those screens, a row of the help (the
//! keys as written there, and what they do) or a part of the row before
//! it, and maybe a word in the key bar.

use super::Screen::{
    Compare, Exam, FromGame, Lectern, Lesson, Marking, Maxn, Picker, Practice, Prompt, Proof, Search, Served,
};
use super::{Action, Bar, GAMES, Help, Key, Message as M, On, Screen, TUTORS, with_games};
use crate::game::known::Kind;
use Key::Char;

const SPACE: Key = Char(' ');

/// The tutor's screens and the compare view.
const VIEWS: &[Screen] = &[Search, Maxn, Proof, Compare];

/// Kalah's screen, for its own keys (sowing, perfect play).
const KALAH: Screen = Screen::Game(Kind::Kalah);

/// Where Esc quits as `q` does.
const EVERY_VIEW_AND_GAME: &[Screen] =
    &with_games::<5, { 5 + Kind::ALL.len() }>([Search, Maxn, Proof, Compare, Picker]);

/// Where `?` opens the help.
const HELP_OPENS: &[Screen] =
    &with_games::<6, { 6 + Kind::ALL.len() }>([Search, Maxn, Proof, Compare, Practice, Marking]);

/// Where `q` quits.
const QUITS: &[Screen] = &with_games::<2, { 2 + Kind::ALL.len() }>([Compare, Picker]);

const fn act(name: &'static str, message: M, keys: &'static [Key], on: &'static [On]) -> Action {
    Action {
        name,
        message,
        keys,
        on,
    }
}

/// A row of the help: the keys as written, what they do.
const fn row(screens: &'static [Screen], keys: &'static str, what: &'static str) -> On {
    On {
        screens,
        help: Help::Row(keys, what),
        bar: Bar::Absent,
    }
}

/// A part of the help's row before it.
const fn joined(screens: &'static [Screen]) -> On {
    On {
        screens,
        help: Help::Joined,
        bar: Bar::Absent,
    }
}

/// Taken away by a mode.
const fn off(screens: &'static [Screen]) -> On {
    On {
        screens,
        help: Help::Off,
        bar: Bar::Absent,
    }
}

impl On {
    /// In the key bar too, as its first key and a word.
    const fn bar(self, word: &'static str) -> On {
        On {
            bar: Bar::Key(word),
            ..self
        }
    }

    /// In the key bar at every width: the way back off the screen.
    const fn way(self, word: &'static str) -> On {
        On {
            bar: Bar::Way(word),
            ..self
        }
    }

    /// In the key bar with the next action's first key: `←→ choose`.
    const fn pair(self, word: &'static str) -> On {
        On {
            bar: Bar::Pair(word),
            ..self
        }
    }
}

#[rustfmt::skip]
pub static ACTIONS: &[Action] = &[
    // A lesson's items, before the keys of the screen it shows.
    act("next_item", M::NextItem, &[Char(']')], &[row(&[Lesson], "] [", "key-lesson").bar("bar-next-item")]),
    act("previous_item", M::PrevItem, &[Char('[')], &[joined(&[Lesson])]),

    // Stepping one event at a time.
    act("forward", M::Forward, &[Key::Right, Char('l'), SPACE], &[
        row(TUTORS, "→ l Space", "key-forward").bar("bar-step"),
        row(&[Compare], "→ l Space", "key-both-forward").bar("bar-step"),
    ]),
    act("back", M::Back, &[Key::Left, Char('h'), Key::Backspace], &[
        row(TUTORS, "← h Backspace", "key-back").bar("bar-back"),
        row(&[Compare], "← h Backspace", "key-both-back").bar("bar-back"),
    ]),

    // A line typed in the tutor, a question answered.
    act("prompt_enter", M::Enter, &[Key::Enter], &[row(&[Prompt], "Enter", "key-prompt-enter").bar("bar-answer")]),
    act("prompt_erase", M::Erase, &[Key::Backspace], &[row(&[Prompt], "Backspace", "key-practice-erase")]),
    act("prompt_cancel", M::Escape, &[Key::Esc], &[row(&[Prompt], "Esc", "key-prompt-cancel").bar("bar-cancel")]),

    // Practice's answer.
    act("answer", M::Enter, &[Key::Enter], &[row(&[Practice], "Enter", "key-practice-enter").bar("bar-answer")]),
    act("erase", M::Erase, &[Key::Backspace], &[row(&[Practice], "Backspace", "key-practice-erase")]),
    act("previous_question", M::Back, &[Key::Left], &[
        off(&[Exam]),
        row(&[Practice], "←", "key-practice-back").bar("bar-back"),
    ]),

    // Jumping to the next event of a kind.
    act("next_evaluation", M::NextEvaluation, &[Char('e')], &[
        row(&[Search, Maxn], "e / E", "key-evaluations").bar("bar-eval"),
        row(&[Proof], "e / E", "key-terminals").bar("bar-terminal"),
        row(&[Compare], "e / E", "key-compare-evaluations").bar("bar-eval"),
    ]),
    act("previous_evaluation", M::PrevEvaluation, &[Char('E')], &[joined(VIEWS)]),
    act("next_cutoff", M::NextCutoff, &[Char('c')], &[
        row(&[Search], "c / C", "key-cutoffs").bar("bar-cutoff"),
        row(&[Proof], "c / C", "key-marks").bar("bar-mark"),
        row(&[Compare], "c / C", "key-compare-cutoffs").bar("bar-cutoff"),
    ]),
    act("previous_cutoff", M::PrevCutoff, &[Char('C')], &[joined(&[Search, Proof, Compare])]),

    // To either end.
    act("start", M::Start, &[Key::Home, Char('g')], &[
        row(TUTORS, "Home g / End G", "key-ends"),
        row(&[Compare], "Home g / End G", "key-ends-final"),
        row(&[Picker], "Home End", "key-picker-ends"),
        row(&[Screen::Help], "Home g / End G", "key-help-ends"),
    ]),
    act("end", M::End, &[Key::End, Char('G')], &[
        joined(&[Search, Maxn, Proof, Picker, Screen::Help]),
        joined(&[Compare]).bar("bar-final-trees"),
    ]),

    // The game screen's moves.
    act("cursor_left", M::Left, &[Key::Left], &[row(GAMES, "← → (↑ ↓)", "key-cursor").pair("bar-choose")]),
    act("cursor_right", M::Right, &[Key::Right], &[joined(GAMES)]),
    act("cursor_up", M::Up, &[Key::Up], &[joined(GAMES)]),
    act("cursor_down", M::Down, &[Key::Down], &[joined(GAMES)]),
    act("play_move", M::Enter, &[Key::Enter], &[row(GAMES, "Enter", "key-play-move").bar("bar-move")]),
    act("computer_move", M::ComputerMove, &[SPACE, Char('n')], &[
        row(GAMES, "Space n", "key-computer-moves").bar("bar-next"),
    ]),

    // Playing on by itself.
    act("play", M::TogglePlay, &[Char('p')], &[
        row(VIEWS, "p + -", "key-play").bar("bar-play"),
        row(GAMES, "p", "key-play-on"),
    ]),
    act("faster", M::Faster, &[Char('+')], &[joined(VIEWS)]),
    act("slower", M::Slower, &[Char('-')], &[joined(VIEWS)]),

    // The rest of the game screen.
    act("sow", M::Sow, &[Char('s')], &[row(&[KALAH], "s / .", "key-sow").bar("bar-sow")]),
    act("sow_stone", M::SowStep, &[Char('.')], &[joined(&[KALAH])]),
    act("undo", M::Undo, &[Char('u')], &[row(GAMES, "u", "key-undo").bar("bar-undo")]),
    act("move_tree", M::Tree, &[Char('t')], &[row(GAMES, "t", "key-tree").bar("bar-tree")]),
    act("move_tree_here", M::TreeHere, &[Char('T')], &[row(GAMES, "T", "key-tree-here")]),
    act("deeper", M::Deeper, &[Char('+'), Char('=')], &[row(GAMES, "+ -", "key-depth")]),
    act("shallower", M::Shallower, &[Char('-')], &[joined(GAMES)]),
    act("perfect_play", M::PerfectPlay, &[Char('v')], &[row(&[KALAH], "v", "key-perfect")]),
    act("position_line", M::PositionLine, &[Char('y')], &[
        row(GAMES, "y", "key-position-line").bar("bar-position-line"),
    ]),

    // The settings of a two-player search.
    act("algorithm", M::SwitchAlgorithm, &[Char('a')], &[row(&[Search], "a / A", "key-algorithm").bar("bar-algorithm")]),
    act("next_algorithm", M::CycleAlgorithm, &[Char('A')], &[joined(&[Search])]),
    act("view", M::ToggleView, &[Char('n')], &[row(&[Search], "n", "key-view")]),
    act("strict", M::ToggleStrict, &[Char('s')], &[row(&[Search], "s", "key-strict")]),
    act("quiescence", M::ToggleQuiescence, &[Char('Q')], &[row(&[Search], "Q", "key-quiescence")]),

    // The ordering lab.
    act("order", M::CycleOrder, &[Char('O')], &[
        row(&[Search], "O t b", "key-ordering-lab"),
        row(&[Compare], "O t b", "key-compare-no-lab"),
    ]),
    act("node_types", M::ToggleNodeTypes, &[Char('t')], &[joined(&[Search, Compare])]),
    act("chart", M::ToggleChart, &[Char('b')], &[joined(&[Search, Compare])]),
    // Editing the tree.
    act("edit_value", M::EditValue, &[Char('=')], &[
        row(&[Search, Maxn], "=", "key-edit-value"),
        row(&[Compare], "= < > Insert Delete", "key-edit-compare"),
    ]),
    act("move_left", M::MoveLeft, &[Char('<')], &[row(&[Search, Maxn], "< >", "key-edit-move"), joined(&[Compare])]),
    act("move_right", M::MoveRight, &[Char('>')], &[joined(&[Search, Maxn, Compare])]),
    act("insert_node", M::InsertNode, &[Key::Insert], &[
        row(&[Search, Maxn], "Insert / Delete", "key-edit-insert-delete"),
        joined(&[Compare]),
    ]),
    act("delete_node", M::DeleteNode, &[Key::Delete], &[joined(&[Search, Maxn, Compare])]),
    act("undo_edit", M::Undo, &[Char('u')], &[row(&[Search, Maxn, Compare], "u / U", "key-undo-edit")]),
    act("redo_edit", M::Redo, &[Char('U')], &[joined(&[Search, Maxn, Compare])]),
    act("write_tree", M::WriteTree, &[Char('w')], &[
        row(&[Search, Maxn], "w / W", "key-write-tree"),
        row(&[Compare], "w", "key-write-tree-only"),
    ]),
    act("practise_edited", M::PractiseEdited, &[Char('W')], &[joined(&[Search, Maxn])]),
    act("find_node", M::FindNode, &[Char('/')], &[row(&[Search, Maxn], "/", "key-find-node")]),

    act("compare", M::ToggleCompare, &[Char('v')], &[
        row(&[Search], "v", "key-compare").bar("bar-compare"),
        row(&[Compare], "v", "key-single-view").way("bar-back"),
    ]),

    // The whole-tree exercise: along a level of leaves or edges.
    act("mark_left", M::Left, &[Key::Left, Char('h')], &[
        row(&[Marking], "← → (h l)", "key-mark-move").pair("bar-mark-move"),
    ]),
    act("mark_right", M::Right, &[Key::Right, Char('l')], &[joined(&[Marking])]),

    // Selecting and scrolling.
    act("up", M::Up, &[Key::Up, Char('k')], &[
        row(TUTORS, "↑ ↓ (k j)", "key-select"),
        row(&[Picker], "↑ ↓", "key-choose-scenario").pair("bar-choose"),
        row(&[Marking], "↑ ↓ (k j)", "key-mark-level"),
        row(&[Screen::Help], "↑ ↓ (k j)", "key-help-lines"),
    ]),
    act("down", M::Down, &[Key::Down, Char('j')], &[joined(&[Search, Maxn, Proof, Picker, Marking, Screen::Help])]),
    act("page_up", M::PageUp, &[Key::PageUp], &[
        row(TUTORS, "PgUp PgDn", "key-scroll"),
        row(&[Picker], "PgUp PgDn", "key-picker-pages"),
        row(&[Screen::Help], "PgUp PgDn", "key-help-pages"),
    ]),
    act("page_down", M::PageDown, &[Key::PageDown], &[joined(&[Search, Maxn, Proof, Picker, Screen::Help])]),

    // The whole-tree exercise: marking, and the check.
    act("mark", M::Mark, &[SPACE], &[row(&[Marking], "Space", "key-mark").bar("bar-mark-leaf")]),
    act("check", M::Enter, &[Key::Enter], &[row(&[Marking], "Enter", "key-mark-check").bar("bar-mark-check")]),

    // The list of scenarios.
    act("open", M::Enter, &[Key::Enter, Key::Right], &[row(&[Picker], "Enter", "key-open-scenario").bar("bar-open")]),
    act("practise", M::Practise, &[Char('p')], &[row(&[Picker], "p", "key-practise-entry").bar("bar-practise")]),

    // The tutor's tree, pseudocode and panes.
    act("run_to", M::Enter, &[Key::Enter], &[row(TUTORS, "Enter", "key-run-to").bar("bar-run-to")]),
    act("pane", M::SwitchPane, &[Key::Tab, Key::BackTab], &[row(TUTORS, "Tab", "key-pane")]),
    act("canvas", M::ToggleCanvas, &[Char('x')], &[row(&[Search, Maxn, Proof, Marking], "x", "key-canvas")]),
    act("pan_left", M::Pan { dx: -1, dy: 0 }, &[Char('H')], &[row(TUTORS, "H J K L", "key-pan")]),
    act("pan_right", M::Pan { dx: 1, dy: 0 }, &[Char('L')], &[joined(TUTORS)]),
    act("pan_up", M::Pan { dx: 0, dy: -1 }, &[Char('K')], &[joined(TUTORS)]),
    act("pan_down", M::Pan { dx: 0, dy: 1 }, &[Char('J')], &[joined(TUTORS)]),
    act("zoom_in", M::ZoomIn, &[Char('z')], &[row(&[Search, Maxn, Proof, Marking], "z / Z", "key-zoom")]),
    act("zoom_out", M::ZoomOut, &[Char('Z')], &[joined(&[Search, Maxn, Proof, Marking])]),
    act("present", M::TogglePresent, &[Char('P')], &[
        row(TUTORS, "P", "key-present"),
        row(GAMES, "P", "key-game-present"),
    ]),
    act("info", M::ToggleInfo, &[Char('i')], &[row(TUTORS, "i", "key-info")]),
    act("reload", M::Reload, &[Char('r')], &[row(TUTORS, "r", "key-reload")]),
    act("open_node", M::ToggleOpen, &[Char('o')], &[row(TUTORS, "o", "key-open-node")]),
    act("follow", M::Follow, &[Char('f')], &[row(TUTORS, "f", "key-follow")]),
    act("scenarios", M::Scenarios, &[Char('m')], &[off(&[FromGame]), row(TUTORS, "m", "key-scenarios")]),
    act("settings", M::Settings, &[Char(',')], &[row(TUTORS, ",", "key-settings")]),

    // A class served over ssh: the student's way off the lecturer's step
    // and back; the lecturer's list, practice for everyone, the lock.
    act("explore", M::Explore, &[Char('X')], &[row(&[Served], "X / F", "key-explore").bar("bar-explore")]),
    act("follow_lecturer", M::FollowLecturer, &[Char('F')], &[joined(&[Served])]),
    act("students", M::Students, &[Key::F(2)], &[row(&[Lectern], "F2", "key-students").bar("bar-students")]),
    act("class_practice", M::ClassPractice, &[Key::F(3)], &[row(&[Lectern], "F3", "key-class-practice")]),
    act("lock_follow", M::LockFollow, &[Key::F(4)], &[row(&[Lectern], "F4", "key-lock-follow")]),

    // Help and leaving, last on every screen.
    act("help", M::ToggleHelp, &[Char('?')], &[
        row(HELP_OPENS, "?", "key-help").bar("bar-help"),
        row(&[Picker], "?", "key-picker-help").bar("bar-help"),
        row(&[Screen::Help], "?", "key-help-close"),
    ]),
    act("quit", M::Quit, &[Char('q')], &[
        row(&[FromGame], "q Esc", "key-back-to-game").bar("bar-game"),
        row(TUTORS, "q Esc", "key-quit-tutor").bar("bar-quit"),
        row(QUITS, "q Esc", "key-quit").bar("bar-quit"),
        row(&[Marking], "Esc q", "key-quit"),
        row(&[Screen::Help], "q", "key-help-quit"),
    ]),
    act("escape", M::Escape, &[Key::Esc], &[
        joined(EVERY_VIEW_AND_GAME),
        row(&[Practice], "Esc", "key-quit").bar("bar-quit"),
        joined(&[Marking]).bar("bar-quit"),
    ]),
];
