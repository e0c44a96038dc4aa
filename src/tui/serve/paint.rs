//! A student's frames as the bytes their terminal draws: each frame the
//! cells that changed since the last one sent (ratatui's diff, written by
//! its crossterm backend into memory), inside a synchronized update so
//! that no half frame shows; a new size clears and draws every cell.

use ratatui::backend::{Backend, CrosstermBackend};
use ratatui::buffer::Buffer;

/// The terminal's modes while the tutor is up: the alternate screen,
/// the cursor hidden, the mouse reported (SGR), the screen cleared.
pub const ENTER: &[u8] = b"\x1b[?1049h\x1b[?25l\x1b[?1000h\x1b[?1002h\x1b[?1006h\x1b[2J";

/// And back: the mouse, the cursor, the main screen.
pub const LEAVE: &[u8] = b"\x1b[?1006l\x1b[?1002l\x1b[?1000l\x1b[0m\x1b[?25h\x1b[?1049l";

const BEGIN: &[u8] = b"\x1b[?2026h";
const END: &[u8] = b"\x1b[?2026l";

/// What the student's terminal shows: the frame last sent.
#[derive(Default)]
pub struct Painter {
    last: Option<Buffer>,
}

impl Painter {
    /// The bytes that turn the last frame sent into `next`; none when
    /// nothing changed.
    pub fn paint(&mut self, next: &Buffer) -> Vec<u8> {
        let mut out = Vec::with_capacity(4096);
        let blank;
        let last = match &self.last {
            Some(last) if last.area == next.area => last,
            _ => {
                out.extend_from_slice(b"\x1b[0m\x1b[2J");
                blank = Buffer::empty(next.area);
                &blank
            }
        };
        let changes = last.diff(next);
        if changes.is_empty() && !out.is_empty() {
            self.last = Some(next.clone());
            return out;
        }
        if changes.is_empty() {
            return Vec::new();
        }
        out.extend_from_slice(BEGIN);
        let mut backend = CrosstermBackend::new(&mut out);
        if backend.draw(changes.into_iter()).is_err() || Backend::flush(&mut backend).is_err() {
            return Vec::new();
        }
        out.extend_from_slice(END);
        self.last = Some(next.clone());
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::layout::Rect;

    #[test]
    fn a_frame_sends_what_changed_and_a_new_size_everything() {
        let mut p = Painter::default();
        let mut a = Buffer::empty(Rect::new(0, 0, 10, 2));
        a.set_string(0, 0, "step 35", ratatui::style::Style::default());
        let first = p.paint(&a);
        let first = String::from_utf8_lossy(&first).into_owned();
        assert!(first.contains("step") && first.contains("35"), "{first:?}");
        assert!(p.paint(&a).is_empty(), "nothing changed, nothing sent");
        a.set_string(5, 0, "36", ratatui::style::Style::default());
        let second = String::from_utf8_lossy(&p.paint(&a)).into_owned();
        assert!(
            second.contains("H6") && !second.contains("step"),
            "only the 6 is new: {second:?}"
        );
        let b = Buffer::empty(Rect::new(0, 0, 12, 3));
        assert!(p.paint(&b).starts_with(b"\x1b[0m\x1b[2J"));
    }
}
