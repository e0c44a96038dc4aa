//! The tree canvas: a [`Figure`] drawn in a pane, moved so that the node
//! in focus stays in view (or where the user panned it), centred where it
//! is narrower than the pane.

use crate::printable;
use crate::story::figure::{Figure, Ink};
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::{Block, Widget};

pub struct CanvasWidget<'a> {
    pub figure: &'a Figure,
    /// The figure's cell at the pane's top left corner (negative: the
    /// figure starts that far in).
    pub origin: (i32, i32),
    pub theme: Theme,
    pub block: Block<'a>,
}

/// The figure's cell drawn at the pane's top left: centred where it fits,
/// else `focus` (a cell of the figure) kept in view, or the user's pan.
pub fn origin(figure: &Figure, pane: Rect, focus: Option<(u16, u16)>, pan: Option<(i32, i32)>) -> (i32, i32) {
    // Centred across, one row down from the top.
    let axis = |size: u16, room: u16, at: Option<u16>, pan: Option<i32>, centre: bool| -> i32 {
        let (size, room) = (i32::from(size), i32::from(room));
        if size <= room {
            return match centre {
                true => -((room - size) / 2),
                false => -i32::from(room > size),
            };
        }
        let most = size - room;
        match (pan, at) {
            (Some(p), _) => p.clamp(0, most),
            (None, Some(a)) => (i32::from(a) - room / 2).clamp(0, most),
            (None, None) => 0,
        }
    };
    (
        axis(
            figure.width,
            pane.width,
            focus.map(|f| f.0),
            pan.map(|p| p.0),
            true,
        ),
        axis(
            figure.height,
            pane.height,
            focus.map(|f| f.1),
            pan.map(|p| p.1),
            false,
        ),
    )
}

pub fn style(ink: Ink, t: Theme) -> Style {
    match ink {
        Ink::Plain | Ink::Label | Ink::Pruned => t.plain(),
        Ink::Path => t.path(),
        Ink::Current => t.current(),
        Ink::Selected => t.selected(),
        Ink::Pv => t.pv(),
        Ink::Cut => t.cut(),
        Ink::Link => t.link(),
        Ink::Window => t.window(),
    }
}

impl Widget for CanvasWidget<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let inner = self.block.inner(area);
        self.block.render(area, buf);
        let (ox, oy) = self.origin;
        for p in &self.figure.pieces {
            let y = i32::from(p.y) - oy;
            if !(0..i32::from(inner.height)).contains(&y) {
                continue;
            }
            let style = style(p.ink, self.theme);
            for (i, ch) in p.text.chars().enumerate() {
                let x = i32::from(p.x) + i as i32 - ox;
                if (0..i32::from(inner.width)).contains(&x) {
                    let cell = &mut buf[(inner.x + x as u16, inner.y + y as u16)];
                    cell.set_char(drawable(ch)).set_style(style);
                }
            }
        }
    }
}

/// A character as a cell may hold it: the figure's names come written
/// out (`printable`), and should one slip through raw, a cell never hands
/// the terminal a control character or an invisible mark.
fn drawable(ch: char) -> char {
    match printable::hidden(ch) {
        true => char::REPLACEMENT_CHARACTER,
        false => ch,
    }
}
