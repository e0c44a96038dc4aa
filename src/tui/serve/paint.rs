//! A student's frames as the bytes their terminal draws: each frame the
//! cells that changed since the last one sent (ratatui's diff, written by
//! its crossterm backend into memory), inside a synchronized update so
//! that no half frame shows; a new size clears and draws every cell.
//!
//! The followers of one look are sent the same frames: the bytes that
//! turn a look's frame into its next are made once, when the lecturer's
//! thread draws it (`Frame::after`), and sent as they are to each
//! student who was last sent the frame before; only a student who missed
//! frames (a slow reader) has a diff of their own made.

use ratatui::backend::{Backend, CrosstermBackend};
use ratatui::buffer::Buffer;
use std::borrow::Cow;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// The terminal's modes while the tutor is up: the alternate screen,
/// the cursor hidden, the mouse reported (SGR), the screen cleared.
pub const ENTER: &[u8] = b"\x1b[?1049h\x1b[?25l\x1b[?1000h\x1b[?1002h\x1b[?1006h\x1b[2J";

/// And back: the mouse, the cursor, the main screen.
pub const LEAVE: &[u8] = b"\x1b[?1006l\x1b[?1002l\x1b[?1000l\x1b[0m\x1b[?25h\x1b[?1049l";

const CLEAR: &[u8] = b"\x1b[0m\x1b[2J";
const BEGIN: &[u8] = b"\x1b[?2026h";
const END: &[u8] = b"\x1b[?2026l";

/// Every frame's number, unique in the process.
static NEXT: AtomicU64 = AtomicU64::new(1);

/// A frame of a student's screen (all of it but their own line), with
/// the bytes that draw it over the frame before it of the same look.
pub struct Frame {
    pub id: u64,
    pub buffer: Buffer,
    /// The frame it follows, and the bytes that turn that one into this.
    patch: Option<(u64, Vec<u8>)>,
}

impl Frame {
    /// A frame on its own: a student's own tutor's, the first screen's.
    pub fn new(buffer: Buffer) -> Frame {
        Frame {
            id: NEXT.fetch_add(1, Ordering::Relaxed),
            buffer,
            patch: None,
        }
    }

    /// The frame after `before`, with the bytes that draw it over
    /// `before`, made once for every student of the look.
    pub fn after(before: &Frame, buffer: Buffer) -> Frame {
        let patch =
            (before.buffer.area == buffer.area).then(|| (before.id, changes(&before.buffer, &buffer)));
        Frame {
            patch,
            ..Frame::new(buffer)
        }
    }
}

/// The cells of `next` that differ from `last`, as the bytes that draw
/// them; every colour and attribute is reset at the end.
fn changes(last: &Buffer, next: &Buffer) -> Vec<u8> {
    let updates = last.diff(next);
    let mut out = Vec::new();
    if updates.is_empty() {
        return out;
    }
    let mut backend = CrosstermBackend::new(&mut out);
    // Writing into memory fails only when memory does.
    let _ = backend.draw(updates.into_iter());
    let _ = Backend::flush(&mut backend);
    out
}

/// What the student's terminal shows: the frame and the line last sent.
#[derive(Default)]
pub struct Painter {
    body: Option<Arc<Frame>>,
    status: Option<Arc<Buffer>>,
}

impl Painter {
    /// The bytes that turn what was last sent into `body` with `status`
    /// under it; none when nothing changed.
    pub fn paint(&mut self, body: &Arc<Frame>, status: &Arc<Buffer>) -> Vec<u8> {
        let mut out = Vec::new();
        let same_size = self
            .body
            .as_ref()
            .is_some_and(|b| b.buffer.area == body.buffer.area)
            && self.status.as_ref().is_some_and(|s| s.area == status.area);
        if !same_size {
            out.extend_from_slice(CLEAR);
            (self.body, self.status) = (None, None);
        }
        let frame: Cow<[u8]> = match (&self.body, &body.patch) {
            (Some(last), _) if last.id == body.id => Cow::Borrowed(&[]),
            (Some(last), Some((from, bytes))) if *from == last.id => Cow::Borrowed(bytes),
            (Some(last), _) => Cow::Owned(changes(&last.buffer, &body.buffer)),
            (None, _) => Cow::Owned(changes(&Buffer::empty(body.buffer.area), &body.buffer)),
        };
        let line = match &self.status {
            Some(last) if Arc::ptr_eq(last, status) => Vec::new(),
            Some(last) => changes(last, status),
            None => changes(&Buffer::empty(status.area), status),
        };
        if !frame.is_empty() || !line.is_empty() {
            out.reserve(BEGIN.len() + frame.len() + line.len() + END.len());
            out.extend_from_slice(BEGIN);
            out.extend_from_slice(&frame);
            out.extend_from_slice(&line);
            out.extend_from_slice(END);
        }
        self.body = Some(body.clone());
        self.status = Some(status.clone());
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::layout::Rect;
    use ratatui::style::Style;

    fn line(text: &str, y: u16) -> Arc<Buffer> {
        let mut b = Buffer::empty(Rect::new(0, y, 10, 1));
        b.set_string(0, y, text, Style::default());
        Arc::new(b)
    }

    #[test]
    fn a_frame_sends_what_changed_and_a_new_size_everything() {
        let mut p = Painter::default();
        let mut a = Buffer::empty(Rect::new(0, 0, 10, 2));
        a.set_string(0, 0, "step 35", Style::default());
        let a = Arc::new(Frame::new(a));
        let status = line("ann", 2);
        let first = String::from_utf8_lossy(&p.paint(&a, &status)).into_owned();
        assert!(
            first.contains("step") && first.contains("35") && first.contains("ann"),
            "{first:?}"
        );
        assert!(p.paint(&a, &status).is_empty(), "nothing changed, nothing sent");
        let mut b = a.buffer.clone();
        b.set_string(5, 0, "36", Style::default());
        let b = Arc::new(Frame::after(&a, b));
        let second = String::from_utf8_lossy(&p.paint(&b, &status)).into_owned();
        assert!(
            second.contains("H6") && !second.contains("step") && !second.contains("ann"),
            "only the 6 is new: {second:?}"
        );
        let c = Arc::new(Frame::new(Buffer::empty(Rect::new(0, 0, 12, 3))));
        assert!(p.paint(&c, &line("ann", 3)).starts_with(CLEAR));
    }

    /// The bytes a look's frame is sent with are made once and are the
    /// same as a student's own diff; a student who missed a frame gets a
    /// diff of their own, which draws the same screen.
    #[test]
    fn the_students_of_a_look_are_sent_one_patch_and_a_slow_one_their_own() {
        let screen = |steps: &[&str]| {
            let mut b = Buffer::empty(Rect::new(0, 0, 10, 2));
            for (y, s) in steps.iter().enumerate() {
                b.set_string(0, y as u16, s, Style::default().fg(ratatui::style::Color::Red));
            }
            b
        };
        let f1 = Arc::new(Frame::new(screen(&["step 1"])));
        let f2 = Arc::new(Frame::after(&f1, screen(&["step 2", "a cut"])));
        let f3 = Arc::new(Frame::after(&f2, screen(&["step 3"])));
        let status = line("ann", 2);
        let (mut quick, mut slow) = (Painter::default(), Painter::default());
        quick.paint(&f1, &status);
        slow.paint(&f1, &status);
        let to_2 = quick.paint(&f2, &status);
        let (_, shared) = f2.patch.as_ref().unwrap();
        assert_eq!(to_2, [BEGIN, shared.as_slice(), END].concat());
        assert_eq!(shared, &changes(&f1.buffer, &f2.buffer));
        let to_3 = quick.paint(&f3, &status);
        let skipped = slow.paint(&f3, &status);
        assert_eq!(
            skipped,
            [BEGIN, changes(&f1.buffer, &f3.buffer).as_slice(), END].concat()
        );
        // Both terminals show the same screen.
        let shown = |bytes: &[&[u8]]| {
            let mut vt = vt100::Parser::new(
                std::num::NonZeroU16::new(3).unwrap(),
                std::num::NonZeroU16::new(10).unwrap(),
                0,
            );
            for b in bytes {
                vt.process(b);
            }
            // Each cell's character and colours (a blank written or not).
            let screen = vt.screen();
            let cells: Vec<(String, vt100::Color, vt100::Color)> = (0..3)
                .flat_map(|y| (0..10).map(move |x| (y, x)))
                .map(|(y, x)| {
                    let cell = screen.cell(y, x).unwrap();
                    let text = cell.contents().replace('\0', " ");
                    let text = if text.is_empty() {
                        " ".into()
                    } else {
                        text.to_string()
                    };
                    (text, cell.fgcolor(), cell.bgcolor())
                })
                .collect();
            cells
        };
        let mut fresh = Painter::default();
        let first = fresh.paint(&f1, &status);
        assert_eq!(
            shown(&[&first[..], &to_2[..], &to_3[..]]),
            shown(&[&first[..], &skipped[..]])
        );
        let text: String = shown(&[&first[..], &skipped[..]])
            .into_iter()
            .map(|c| c.0)
            .collect();
        assert!(text.contains("step 3"), "{text}");
    }
}
