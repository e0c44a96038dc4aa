//! Kalah on the game screen, drawn as the Kalah chapter's Fig. 14.1
//! board: North's pits across the top from right to left, the stores at
//! the ends (North's on the left, South's on the right), South's pits
//! below from left to right, so that stones go round anticlockwise. The
//! last move is marked from the engine's own log of it, stone by stone
//! (`session::kalah::sowing`): these files only draw.

mod board;

use super::{BoardView, Drawable, fits};
use crate::game::kalah::Side;
use crate::say;
use crate::session::kalah::KalahTable;
use crate::session::kalah::sowing::{Mark, log_of, marks, part_way};
use board::{Drawing, SIZES, Size};
use ratatui::text::Text;

/// The counts and marks to draw: the position with the whole last move
/// marked, or the board part-way through it.
fn cells(table: &KalahTable, v: &BoardView<'_, KalahTable>) -> (Vec<u8>, Vec<Mark>) {
    let Some((before, &pit)) = v.last else {
        return (
            v.pos.counts().to_vec(),
            vec![Mark::default(); v.pos.counts().len()],
        );
    };
    let steps = log_of(&table.rules, before, pit);
    match v.shown {
        Some(k) => (part_way(before, &steps[..k]), marks(before, &steps[..k], true)),
        None => (v.pos.counts().to_vec(), marks(before, &steps, false)),
    }
}

impl Drawable for KalahTable {
    const KIND: crate::game::known::Kind = crate::game::known::Kind::Kalah;

    fn board(&self, v: &BoardView<'_, Self>) -> Text<'static> {
        let (counts, marks) = cells(self, v);
        let d = Drawing {
            size: size(v),
            pos: v.pos,
            counts,
            marks,
            cursor: v.cursor,
            theme: v.theme,
            over: v.pos.is_over(&self.rules),
        };
        Text::from(d.lines())
    }

    /// A pit of the side to move: its cell or its number (the rows of
    /// North's pits at the top, South's at the bottom).
    fn move_at(&self, v: &BoardView<'_, Self>, x: u16, y: u16) -> Option<usize> {
        let size = size(v);
        let y = usize::from(y);
        let side = [Side::North, Side::South]
            .into_iter()
            .find(|&side| size.pick_rows(side).contains(&y))?;
        // The pits start after the store's box, a space and a border.
        let x = usize::from(x).checked_sub(size.margin() + 1)?;
        let (i, inside) = (x / (size.width + 1), x % (size.width + 1) < size.width);
        let p = v.pos.pits();
        if !inside || i >= p || side != v.pos.to_move {
            return None;
        }
        Some(match side {
            Side::South => i + 1,
            Side::North => p - i,
        })
    }

    fn legend(&self) -> Vec<String> {
        say!("kalah-legend").lines().map(String::from).collect()
    }
}

/// The cells' size: the largest whose board fits the room.
fn size(v: &BoardView<'_, KalahTable>) -> Size {
    let p = v.pos.pits();
    let fit = |s: &Size| {
        let (width, height) = s.board(p);
        fits(v.room, width, height)
    };
    SIZES.into_iter().find(fit).unwrap_or(SIZES[SIZES.len() - 1])
}
