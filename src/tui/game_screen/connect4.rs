//! Connect Four on the game screen: the upright board with the columns
//! a, b, c… named over it, as the tree names moves ("X d"). The cells
//! grow with the room; the cursor is the cell its column's piece would
//! fall to.

use super::{BoardView, Drawable, fits};
use crate::game::connect4::ConnectFour;
use crate::game::{Game, Player};
use crate::say;
use crate::session::connect4::ConnectFourTable;
use ratatui::style::Style;
use ratatui::text::{Line, Span, Text};

/// A cell's inner width and rows, the largest first.
const SIZES: [(usize, usize); 4] = [(9, 4), (7, 3), (5, 2), (3, 1)];

/// The board's cells, each `width` × `rows`.
#[derive(Clone, Copy)]
struct Cells {
    width: usize,
    rows: usize,
}

impl Cells {
    /// The largest cells whose board fits the room.
    fn of(game: &ConnectFour, v: &BoardView<'_, ConnectFourTable>) -> Cells {
        let fit = |&(width, rows): &(usize, usize)| {
            let (w, h) = Cells { width, rows }.board(game);
            fits(v.room, w, h)
        };
        let (width, rows) = SIZES.into_iter().find(fit).unwrap_or(SIZES[SIZES.len() - 1]);
        Cells { width, rows }
    }

    /// The board's width and height: the letters, the rules over and
    /// under the cells, and the evaluation.
    fn board(self, game: &ConnectFour) -> (usize, usize) {
        (2 + game.columns() * (self.width + 1), 4 + game.rows() * self.rows)
    }

    fn rule(self, game: &ConnectFour, l: &str, mid: &str, r: &str) -> Line<'static> {
        let line = vec!["─".repeat(self.width); game.columns()].join(mid);
        Line::from(format!(" {l}{line}{r}"))
    }
}

/// How a cell is drawn: its piece and brackets, and its style.
struct Cell {
    piece: Option<Player>,
    brackets: Option<(char, char)>,
    style: Style,
}

impl Cell {
    /// Row `row` of the cell: the piece's letter filling it but for the
    /// last row of a tall cell, so that stacked pieces stay apart; the
    /// brackets on the piece's middle row.
    fn row(&self, c: Cells, row: usize) -> String {
        let w = c.width - 2;
        let piece_rows = c.rows.saturating_sub(1).max(1);
        let mark = match self.piece {
            Some(p) if row < piece_rows => crate::session::tictactoe::mark_of(p),
            _ => " ",
        };
        let inner = mark.repeat(w.min(1 + 2 * (c.rows - 1)));
        match (row == piece_rows / 2, self.brackets) {
            (true, Some((l, r))) => format!("{l}{inner:^w$}{r}"),
            _ => format!(" {inner:^w$} "),
        }
    }
}

impl Drawable for ConnectFourTable {
    const KIND: crate::game::known::Kind = crate::game::known::Kind::ConnectFour;

    /// A column: anywhere in it, its letter included.
    fn move_at(&self, v: &BoardView<'_, Self>, x: u16, _y: u16) -> Option<usize> {
        let c = Cells::of(&self.game, v);
        let x = usize::from(x).checked_sub(2)?;
        let column = x / (c.width + 1);
        (x % (c.width + 1) < c.width && column < self.game.columns()).then_some(column)
    }

    fn board(&self, v: &BoardView<'_, Self>) -> Text<'static> {
        let (game, c) = (&self.game, Cells::of(&self.game, v));
        let mut lines = vec![self.letters(v, c), c.rule(game, "┌", "┬", "┐")];
        for height in (0..game.rows()).rev() {
            let cells: Vec<Cell> = (0..game.columns()).map(|col| self.cell(v, col, height)).collect();
            for row in 0..c.rows {
                let mut spans = vec![Span::raw(" │")];
                for cell in &cells {
                    spans.push(Span::styled(cell.row(c, row), cell.style));
                    spans.push(Span::raw("│"));
                }
                lines.push(Line::from(spans));
            }
        }
        lines.push(c.rule(game, "└", "┴", "┘"));
        let value = crate::value::show(game.evaluate(v.pos));
        lines.push(Line::from(format!(
            " {}",
            say!("connect4-evaluation", value = value)
        )));
        Text::from(lines)
    }

    fn legend(&self) -> Vec<String> {
        say!("connect4-legend").lines().map(String::from).collect()
    }
}

impl ConnectFourTable {
    /// The column letters, each over the middle of its column, the
    /// cursor's in its style.
    fn letters(&self, v: &BoardView<'_, Self>, c: Cells) -> Line<'static> {
        let w = c.width + 1;
        let mut spans = vec![Span::raw("  ")];
        for col in 0..self.game.columns() {
            let letter = format!("{:^w$}", ConnectFour::column_name(col));
            let style = match v.cursor == Some(col) {
                true => v.theme.current(),
                false => v.theme.plain(),
            };
            spans.push(Span::styled(letter, style));
        }
        Line::from(spans)
    }

    /// The cell at `height` in `col` as shown: the cursor's landing cell,
    /// the last move's piece, or plain.
    fn cell(&self, v: &BoardView<'_, Self>, col: usize, height: usize) -> Cell {
        let game = &self.game;
        let piece = game.piece(v.pos, col, height);
        let landing = v.cursor == Some(col) && game.height(v.pos, col) == height;
        let last = v.last.is_some_and(|(_, &m)| m == col) && game.height(v.pos, col) == height + 1;
        let (brackets, style) = if landing {
            (Some(('[', ']')), v.theme.current())
        } else if last {
            (Some(('(', ')')), v.theme.path())
        } else {
            (None, v.theme.plain())
        };
        Cell {
            piece,
            brackets,
            style,
        }
    }
}
