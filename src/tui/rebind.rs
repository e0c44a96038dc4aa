//! The tutor's keys as the configuration file binds them anew: an action
//! the file names answers the file's keys, and its own keys no longer do
//! it. The file names actions and keys in words (`config::keys`); here
//! they become the terminal's key codes and the tutor's messages.

use super::keys::Message;
use crate::config::{Action, Key, KeyBindings};
use ratatui::crossterm::event::KeyCode;

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
}
