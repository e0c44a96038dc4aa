//! The tutor's keys as the configuration file binds them anew: an action
//! the file names answers the file's keys, and its own keys no longer do
//! it. The file names actions and keys in words (`config::keys`); here
//! they become the terminal's key codes and the tutor's messages.

use super::keys::{Binding, Message};
use crate::config::{Action, Key, KeyBindings};
use ratatui::crossterm::event::KeyCode;
use std::collections::HashSet;
use std::sync::{LazyLock, Mutex};

/// The message an action stands for.
pub fn message(action: Action) -> Message {
    use Action as A;
    match action {
        A::Forward => Message::Forward,
        A::Back => Message::Back,
        A::NextEvaluation => Message::NextEvaluation,
        A::PreviousEvaluation => Message::PrevEvaluation,
        A::NextCutoff => Message::NextCutoff,
        A::PreviousCutoff => Message::PrevCutoff,
        A::Start => Message::Start,
        A::End => Message::End,
        A::Play => Message::TogglePlay,
        A::Faster => Message::Faster,
        A::Slower => Message::Slower,
        A::Algorithm => Message::SwitchAlgorithm,
        A::NextAlgorithm => Message::CycleAlgorithm,
        A::View => Message::ToggleView,
        A::Strict => Message::ToggleStrict,
        A::Quiescence => Message::ToggleQuiescence,
        A::Compare => Message::ToggleCompare,
        A::Up => Message::Up,
        A::Down => Message::Down,
        A::PageUp => Message::PageUp,
        A::PageDown => Message::PageDown,
        A::RunTo => Message::Enter,
        A::Pane => Message::SwitchPane,
        A::Canvas => Message::ToggleCanvas,
        A::PanLeft => Message::Pan { dx: -1, dy: 0 },
        A::PanRight => Message::Pan { dx: 1, dy: 0 },
        A::PanUp => Message::Pan { dx: 0, dy: -1 },
        A::PanDown => Message::Pan { dx: 0, dy: 1 },
        A::ZoomIn => Message::ZoomIn,
        A::ZoomOut => Message::ZoomOut,
        A::Present => Message::TogglePresent,
        A::Info => Message::ToggleInfo,
        A::Reload => Message::Reload,
        A::OpenNode => Message::ToggleOpen,
        A::Follow => Message::Follow,
        A::Scenarios => Message::Scenarios,
        A::Settings => Message::Settings,
        A::Help => Message::ToggleHelp,
        A::Quit => Message::Quit,
    }
}

/// The terminal's code of a key the file names.
pub fn code(key: Key) -> KeyCode {
    match key {
        Key::Char(c) => KeyCode::Char(c),
        Key::Left => KeyCode::Left,
        Key::Right => KeyCode::Right,
        Key::Up => KeyCode::Up,
        Key::Down => KeyCode::Down,
        Key::Home => KeyCode::Home,
        Key::End => KeyCode::End,
        Key::PageUp => KeyCode::PageUp,
        Key::PageDown => KeyCode::PageDown,
        Key::Enter => KeyCode::Enter,
        Key::Tab => KeyCode::Tab,
        Key::BackTab => KeyCode::BackTab,
        Key::Backspace => KeyCode::Backspace,
        Key::Esc => KeyCode::Esc,
        Key::Delete => KeyCode::Delete,
        Key::Insert => KeyCode::Insert,
        Key::F(n) => KeyCode::F(n),
    }
}

/// What a key does under the file's bindings: `Some(message)` for a key
/// the file binds, `Some(None)` for a key whose action the file moved
/// elsewhere (`table` is what it would do otherwise), `None` where the
/// file says nothing and the table decides.
pub fn rebound(bindings: &KeyBindings, pressed: KeyCode, table: Option<Message>) -> Option<Option<Message>> {
    let bound = bindings
        .0
        .iter()
        .find(|(_, keys)| keys.iter().any(|&k| code(k) == pressed));
    if let Some((action, _)) = bound {
        return Some(Some(message(*action)));
    }
    let moved = |m: Message| bindings.0.iter().any(|(a, _)| message(*a) == m);
    table.filter(|&m| moved(m)).map(|_| None)
}

/// The table as the help and the key bar write it under the file's
/// bindings: a row whose action the file binds names the file's keys
/// (the help's row, and its continuation rows, written anew from their
/// keys), so that what is shown is what acts.
pub fn shown(table: &[Binding], file: &KeyBindings) -> Vec<Binding> {
    let named = |b: &Binding| -> Option<String> {
        let keys = file.0.iter().find(|(a, _)| message(*a) == b.message)?;
        Some(names(keys.1.iter().map(|&k| code(k))))
    };
    // A key the file gives another action no longer does this row's.
    let taken = |c: &KeyCode| file.0.iter().any(|(_, keys)| keys.iter().any(|&k| code(k) == *c));
    let own = |b: &Binding| -> String {
        let left = names(b.codes.iter().copied().filter(|c| !taken(c)));
        if left.is_empty() { "–".into() } else { left }
    };
    let touched = |b: &Binding| named(b).is_some() || b.codes.iter().any(taken);
    let mut out = table.to_vec();
    let mut first = 0;
    while first < out.len() {
        let rest = out[first + 1..].iter().take_while(|b| b.keys.is_empty()).count();
        let group = first..first + 1 + rest;
        if out[group.clone()].iter().any(touched) && !out[first].keys.is_empty() {
            let rows: Vec<String> = out[group.clone()]
                .iter()
                .map(|b| named(b).unwrap_or_else(|| own(b)))
                .collect();
            out[first].keys = interned(rows.join(" / "));
        }
        for b in &mut out[group.clone()] {
            if let (Some(keys), Some((_, what))) = (named(b), b.bar) {
                let key = keys.split(' ').next().unwrap_or_default().to_string();
                b.bar = Some((interned(key), what));
            }
        }
        first = group.end;
    }
    out
}

/// Keys as the help writes them: `→ l Space`.
fn names(codes: impl Iterator<Item = KeyCode>) -> String {
    let name = |c: KeyCode| -> String {
        match c {
            KeyCode::Char(' ') => "Space".into(),
            KeyCode::Char(c) => c.to_string(),
            KeyCode::Left => "←".into(),
            KeyCode::Right => "→".into(),
            KeyCode::Up => "↑".into(),
            KeyCode::Down => "↓".into(),
            KeyCode::PageUp => "PgUp".into(),
            KeyCode::PageDown => "PgDn".into(),
            KeyCode::BackTab => "Shift+Tab".into(),
            KeyCode::F(n) => format!("F{n}"),
            other => format!("{other}"),
        }
    };
    codes.map(name).collect::<Vec<_>>().join(" ")
}

/// A key's name kept for the program's life: the table's strings are
/// static, and the file's keys are few and read once.
fn interned(s: String) -> &'static str {
    static SEEN: LazyLock<Mutex<HashSet<&'static str>>> = LazyLock::new(Default::default);
    let mut seen = SEEN.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&k) = seen.get(s.as_str()) {
        return k;
    }
    let k: &'static str = Box::leak(s.into_boxed_str());
    seen.insert(k);
    k
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bound_key_acts_and_the_actions_old_key_no_longer_does() {
        let b = KeyBindings(vec![(Action::Quit, vec![Key::Char('x')])]);
        assert_eq!(rebound(&b, KeyCode::Char('x'), None), Some(Some(Message::Quit)));
        assert_eq!(rebound(&b, KeyCode::Char('q'), Some(Message::Quit)), Some(None));
        assert_eq!(rebound(&b, KeyCode::Right, Some(Message::Forward)), None);
    }

    #[test]
    fn the_help_and_the_bar_name_the_files_keys() {
        let b = KeyBindings(vec![
            (Action::Quit, vec![Key::Char('x')]),
            (Action::PreviousEvaluation, vec![Key::Char('w'), Key::F(2)]),
            (Action::Forward, vec![Key::Right, Key::Char('n')]),
        ]);
        let table = super::super::keys::TUTOR.to_vec();
        let shown = shown(&table, &b);
        let row = |m: Message| shown.iter().position(|r| r.message == m).unwrap();
        let quit = &shown[row(Message::Quit)];
        assert_eq!((quit.keys, quit.bar.map(|b| b.0)), ("x / Esc", Some("x")));
        assert_eq!(shown[row(Message::NextEvaluation)].keys, "e / w F2");
        let forward = &shown[row(Message::Forward)];
        assert_eq!((forward.keys, forward.bar.map(|b| b.0)), ("→ n", Some("→")));
        // n steps forward now: the negamax view has no key left.
        assert_eq!(shown[row(Message::ToggleView)].keys, "–");
    }
}
