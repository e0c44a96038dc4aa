//! The bytes a student's terminal sends, read as key and mouse events:
//! crossterm's own parser of terminal input sequences (terminput), fed a
//! session's bytes as they come, and its events as crossterm's.

use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

/// The longest escape sequence kept waiting for its end.
const LONGEST: usize = 64;

/// The most events one read gives (a paste of a book is not a lecture).
const MOST: usize = 4096;

/// What is left of a sequence cut between two reads.
#[derive(Default)]
pub struct Input {
    pending: Vec<u8>,
}

impl Input {
    /// The events in `bytes`, after what the last read left.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<Event> {
        let mut events = Vec::new();
        for (i, &b) in bytes.iter().enumerate() {
            self.pending.push(b);
            // A lone Esc with more to come starts a sequence; at the end
            // of a read, it is the key.
            if self.pending == [0x1b] && i + 1 < bytes.len() {
                continue;
            }
            match terminput::Event::parse_from(&self.pending) {
                Ok(Some(e)) => {
                    self.pending.clear();
                    if let Ok(e) = terminput_crossterm::to_crossterm(e)
                        && !stops(&e)
                        && events.len() < MOST
                    {
                        events.push(e);
                    }
                }
                Ok(None) if self.pending.len() < LONGEST => {}
                _ => self.pending.clear(),
            }
        }
        events
    }
}

/// Ctrl-Z and Ctrl-\: in the lecturer's process a stop or a quit; a
/// student's never reaches it.
fn stops(e: &Event) -> bool {
    let ctrl = |k: &KeyEvent, c| k.modifiers.contains(KeyModifiers::CONTROL) && k.code == KeyCode::Char(c);
    matches!(e, Event::Key(k) if ctrl(k, 'z') || ctrl(k, '\\') || ctrl(k, '4'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(events: &[Event]) -> Vec<KeyCode> {
        events
            .iter()
            .filter_map(|e| match e {
                Event::Key(k) => Some(k.code),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn keys_arrows_and_a_sequence_cut_between_reads_are_read() {
        let mut input = Input::default();
        assert_eq!(
            codes(&input.feed(b"l\x1b[C?")),
            [KeyCode::Char('l'), KeyCode::Right, KeyCode::Char('?')]
        );
        assert!(input.feed(b"\x1b[").is_empty());
        assert_eq!(codes(&input.feed(b"D")), [KeyCode::Left]);
        assert_eq!(codes(&input.feed(b"\x1b")), [KeyCode::Esc]);
        assert_eq!(
            codes(&input.feed(b"\r\x7f\t")),
            [KeyCode::Enter, KeyCode::Backspace, KeyCode::Tab]
        );
    }

    #[test]
    fn a_click_is_a_mouse_event_and_ctrl_z_never_comes() {
        let mut input = Input::default();
        let events = input.feed(b"\x1b[<0;10;5M\x1a\x1c");
        assert_eq!(events.len(), 1);
        assert!(matches!(events[0], Event::Mouse(m) if m.column == 9 && m.row == 4));
    }

    #[test]
    fn garbage_is_dropped_and_reading_goes_on() {
        let mut input = Input::default();
        let mut junk: Vec<u8> = (0..=255).collect();
        junk.extend_from_slice(b"\x1b[99999999999999999999999~q");
        let _ = input.feed(&junk);
        assert_eq!(codes(&input.feed(b"q")).last(), Some(&KeyCode::Char('q')));
    }
}
