//! Tic-tac-toe on the game screen: the grid with the columns a, b, c (, d)
//! and rows 1, 2, 3 (, 4) named as the tree names moves ("X b2").

use super::{BoardView, Drawable};
use crate::game::Game;
use crate::game::tictactoe::Board;
use crate::say;
use crate::session::tictactoe::TicTacToeTable;
use ratatui::text::{Line, Span, Text};

/// "X", "O" or "" in a cell.
fn mark(pos: &Board, cell: usize) -> &'static str {
    match (pos.x >> cell & 1, pos.o >> cell & 1) {
        (1, _) => "X",
        (_, 1) => "O",
        _ => "",
    }
}

fn rule(n: usize, l: &str, mid: &str, r: &str) -> Line<'static> {
    Line::from(format!("   {l}{}{r}", vec!["───"; n].join(mid)))
}

impl Drawable for TicTacToeTable {
    const SCREEN: crate::keymap::Screen = crate::keymap::Screen::TicTacToe;

    /// A cell: the rows of cells are every other line below the column
    /// letters and the top rule, each cell three characters after " 1 │".
    fn move_at(&self, _v: &BoardView<'_, Self>, x: u16, y: u16) -> Option<usize> {
        let n = self.n();
        let (x, y) = (usize::from(x).checked_sub(4)?, usize::from(y).checked_sub(2)?);
        let (col, row) = (x / 4, y / 2);
        (x % 4 < 3 && y % 2 == 0 && col < n && row < n).then_some(row * n + col)
    }

    fn board(&self, v: &BoardView<'_, Self>) -> Text<'static> {
        let n = self.n();
        let last = v.last.map(|(_, &c)| c);
        let mut lines = vec![Line::from(format!(
            "    {}",
            (0..n)
                .map(|c| format!(" {} ", (b'a' + c as u8) as char))
                .collect::<Vec<_>>()
                .join(" ")
        ))];
        lines.push(rule(n, "┌", "┬", "┐"));
        for r in 0..n {
            let mut spans = vec![Span::raw(format!(" {} │", r + 1))];
            for c in 0..n {
                let cell = r * n + c;
                let mark = mark(v.pos, cell);
                let (text, style) = if v.cursor == Some(cell) {
                    (
                        format!("[{}]", if mark.is_empty() { " " } else { mark }),
                        v.theme.current(),
                    )
                } else if last == Some(cell) {
                    (format!("({mark})"), v.theme.path())
                } else if mark.is_empty() {
                    (format!("{:<3}", self.game.cell_name(cell)), v.theme.dim())
                } else {
                    (format!(" {mark} "), v.theme.plain())
                };
                spans.push(Span::styled(text, style));
                spans.push(Span::raw("│"));
            }
            lines.push(Line::from(spans));
            if r + 1 < n {
                lines.push(rule(n, "├", "┼", "┤"));
            }
        }
        lines.push(rule(n, "└", "┴", "┘"));
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
