//! The tree canvas: the part of a [`Figure`] a pane shows (its window,
//! `story::figure::window`), drawn from the figure's cell at the pane's
//! top left.

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
        // Beside the name, apart from the node's own value.
        Ink::More | Ink::Estimate => t.dim(),
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
