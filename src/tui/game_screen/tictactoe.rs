//! Tic-tac-toe on the game screen: the grid with the columns a, b, c (, d)
//! and rows 1, 2, 3 (, 4) named as the tree names moves ("X b2"). The
//! cells grow with the room: from three rows on, X and O are drawn large.

use super::{BoardView, Drawable, fits};
use crate::game::Game;
use crate::game::tictactoe::Board;
use crate::say;
use crate::session::tictactoe::TicTacToeTable;
use ratatui::style::Style;
use ratatui::text::{Line, Span, Text};

/// A cell's inner width and rows, the largest first.
const SIZES: [(usize, usize); 4] = [(15, 7), (11, 5), (7, 3), (3, 1)];

/// The large marks, for cells of three rows and of five or more.
const X_3: [&str; 3] = ["\\ /", " X ", "/ \\"];
const O_3: [&str; 3] = [".-.", "| |", "'-'"];
const X_5: [&str; 5] = ["\\     /", " \\   / ", "   X   ", " /   \\ ", "/     \\"];
const O_5: [&str; 5] = [" .---. ", "/     \\", "|     |", "\\     /", " '---' "];

/// "X", "O" or "" in a cell.
fn mark(pos: &Board, cell: usize) -> &'static str {
    match (pos.x >> cell & 1, pos.o >> cell & 1) {
        (1, _) => "X",
        (_, 1) => "O",
        _ => "",
    }
}

/// The grid's cells: `n` a side, each `width` × `rows`.
#[derive(Clone, Copy)]
struct Grid {
    n: usize,
    width: usize,
    rows: usize,
}

impl Grid {
    /// The largest grid whose board fits the room.
    fn of(n: usize, v: &BoardView<'_, TicTacToeTable>) -> Grid {
        let grid = |(width, rows)| Grid { n, width, rows };
        let (width, rows) = SIZES
            .into_iter()
            .find(|&size| {
                let (w, h) = grid(size).board();
                fits(v.room, w, h)
            })
            .unwrap_or(SIZES[SIZES.len() - 1]);
        grid((width, rows))
    }

    /// The board's width and height: the row numbers and the cells, the
    /// column letters above them and the evaluation under them.
    fn board(self) -> (usize, usize) {
        (4 + self.n * (self.width + 1), 3 + self.n * (self.rows + 1))
    }

    fn rule(self, l: &str, mid: &str, r: &str) -> Line<'static> {
        let line = vec!["─".repeat(self.width); self.n].join(mid);
        Line::from(format!("   {l}{line}{r}"))
    }

    /// The column letters, each over the middle of its column.
    fn letters(self) -> Line<'static> {
        let w = self.width;
        let letters: Vec<String> = (0..self.n)
            .map(|c| format!("{:^w$}", (b'a' + c as u8) as char))
            .collect();
        Line::from(format!("    {}", letters.join(" ")))
    }
}

/// How a cell is shown: its mark or name, and the brackets around it
/// (`[ ]` the cursor, `( )` the last move).
struct Cell {
    mark: &'static str,
    name: String,
    brackets: Option<(char, char)>,
    style: Style,
}

impl Cell {
    /// Row `row` of the cell, `width` characters.
    fn row(&self, g: Grid, row: usize) -> String {
        let middle = g.rows / 2;
        let (l, r) = self.brackets.unwrap_or((' ', ' '));
        if g.rows == 1 {
            let inner = match (self.mark, self.brackets) {
                ("", None) => return format!("{:<3}", self.name),
                ("", Some(_)) => " ",
                (m, _) => m,
            };
            return format!("{l}{inner}{r}");
        }
        let large: &[&str] = match (self.mark, g.rows) {
            ("X", 3) => &X_3,
            ("O", 3) => &O_3,
            ("X", _) => &X_5,
            ("O", _) => &O_5,
            _ => &[],
        };
        let top = middle.saturating_sub(large.len() / 2);
        let inner = match large.get(row.wrapping_sub(top)) {
            Some(line) => line.to_string(),
            None if large.is_empty() && row == middle => self.name.clone(),
            None => String::new(),
        };
        let w = g.width - 2;
        match row == middle {
            true => format!("{l}{inner:^w$}{r}"),
            false => format!(" {inner:^w$} "),
        }
    }
}

impl Drawable for TicTacToeTable {
    const KIND: crate::game::known::Kind = crate::game::known::Kind::TicTacToe;

    /// A cell: the rows of cells below the column letters and the top
    /// rule, each cell after " 1 │" and a border.
    fn move_at(&self, v: &BoardView<'_, Self>, x: u16, y: u16) -> Option<usize> {
        let g = Grid::of(self.n(), v);
        let (x, y) = (usize::from(x).checked_sub(4)?, usize::from(y).checked_sub(2)?);
        let (col, row) = (x / (g.width + 1), y / (g.rows + 1));
        let inside = x % (g.width + 1) < g.width && y % (g.rows + 1) < g.rows;
        (inside && col < g.n && row < g.n).then_some(row * g.n + col)
    }

    fn board(&self, v: &BoardView<'_, Self>) -> Text<'static> {
        let g = Grid::of(self.n(), v);
        let last = v.last.map(|(_, &c)| c);
        let mut lines = vec![g.letters(), g.rule("┌", "┬", "┐")];
        for r in 0..g.n {
            let cells: Vec<Cell> = (0..g.n).map(|c| self.drawn_cell(v, r * g.n + c, last)).collect();
            for row in 0..g.rows {
                let number = match row == g.rows / 2 {
                    true => format!(" {} │", r + 1),
                    false => "   │".into(),
                };
                let mut spans = vec![Span::raw(number)];
                for cell in &cells {
                    spans.push(Span::styled(cell.row(g, row), cell.style));
                    spans.push(Span::raw("│"));
                }
                lines.push(Line::from(spans));
            }
            if r + 1 < g.n {
                lines.push(g.rule("├", "┼", "┤"));
            }
        }
        lines.push(g.rule("└", "┴", "┘"));
        let value = crate::value::show(self.game.evaluate(v.pos));
        lines.push(Line::from(format!(
            "   {}",
            say!("tictactoe-evaluation", value = value)
        )));
        Text::from(lines)
    }

    fn legend(&self) -> Vec<String> {
        say!("tictactoe-legend").lines().map(String::from).collect()
    }
}

impl TicTacToeTable {
    /// Cell `cell` as shown: the cursor's, the last move's, or plain.
    fn drawn_cell(&self, v: &BoardView<'_, Self>, cell: usize, last: Option<usize>) -> Cell {
        let mark = mark(v.pos, cell);
        let (brackets, style) = if v.cursor == Some(cell) {
            (Some(('[', ']')), v.theme.current())
        } else if last == Some(cell) {
            (Some(('(', ')')), v.theme.path())
        } else if mark.is_empty() {
            (None, v.theme.dim())
        } else {
            (None, v.theme.plain())
        };
        Cell {
            mark,
            name: self.game.cell_name(cell),
            brackets,
            style,
        }
    }
}
