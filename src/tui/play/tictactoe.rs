//! Tic-tac-toe on the game screen: the grid with the columns a, b, c (, d)
//! and rows 1, 2, 3 (, 4) named as the tree names moves ("X b2"); a move is
//! typed as its cell, column letter then row.

use super::{BoardView, Playable};
use crate::game::tictactoe::{Board, Evaluation, TicTacToe};
use crate::game::{Game, Player};
use ratatui::text::{Line, Span, Text};

pub struct TicTacToeTable {
    pub game: TicTacToe,
}

fn mark_of(p: Player) -> &'static str {
    if p == Player::Max { "X" } else { "O" }
}

impl TicTacToeTable {
    fn n(&self) -> usize {
        self.game.size()
    }

    /// "X", "O" or "" in a cell.
    fn mark(pos: &Board, cell: usize) -> &'static str {
        match (pos.x >> cell & 1, pos.o >> cell & 1) {
            (1, _) => "X",
            (_, 1) => "O",
            _ => "",
        }
    }

    /// The cell a typed name like "b2" names.
    fn cell(&self, typed: &str) -> Option<usize> {
        let mut chars = typed.chars();
        let col = chars.next()?.to_ascii_lowercase() as usize;
        let row = chars.as_str().parse::<usize>().ok()?;
        let n = self.n();
        let col = col.checked_sub('a' as usize).filter(|&c| c < n)?;
        (1..=n).contains(&row).then(|| (row - 1) * n + col)
    }

    fn rule(&self, l: &str, mid: &str, r: &str) -> Line<'static> {
        Line::from(format!("   {l}{}{r}", vec!["───"; self.n()].join(mid)))
    }
}

impl Playable for TicTacToeTable {
    type Position = Board;
    type Move = usize;
    type Searched = TicTacToe;

    fn name(&self) -> String {
        format!("Tic-tac-toe {0}×{0}", self.n())
    }

    fn about(&self) -> String {
        let eval = match self.game.evaluation {
            Evaluation::OpenLines => "open lines (seed 000)",
            Evaluation::Weighted => "weighted lines (seed 003)",
        };
        format!("{eval} evaluation · X is MAX")
    }

    fn start(&self) -> Board {
        Board::default()
    }

    fn searched(&self, _pos: &Board) -> TicTacToe {
        self.game.clone()
    }

    fn seat(&self, pos: &Board) -> usize {
        usize::from(self.game.player(pos) == Player::Min)
    }

    fn players(&self) -> [String; 2] {
        ["X".into(), "O".into()]
    }

    fn result(&self, pos: &Board) -> Option<String> {
        if !self.game.is_terminal(pos) {
            return None;
        }
        Some(match self.game.winner(pos) {
            Some(p) => format!("{} wins", mark_of(p)),
            None => "a draw".into(),
        })
    }

    fn key_of(&self, _pos: &Board, cell: &usize) -> String {
        self.game.cell_name(*cell)
    }

    fn what_to_type(&self) -> &'static str {
        "a cell, column then row"
    }

    fn why_not(&self, _pos: &Board, typed: &str) -> String {
        match self.cell(typed) {
            Some(c) => format!("{} is taken", self.game.cell_name(c)),
            None => format!("'{typed}' is no cell"),
        }
    }

    fn describe(&self, before: &Board, cell: &usize) -> String {
        let who = mark_of(self.game.player(before));
        format!("{who} put a mark in {}.", self.game.cell_name(*cell))
    }

    /// ← → go to the next free cell in reading order, ↑ ↓ to the next
    /// free cell up or down the column.
    fn step_cursor(&self, _pos: &Board, moves: &[usize], at: usize, dx: i32, dy: i32) -> usize {
        let n = self.n() as isize;
        let step = if dy != 0 { dy as isize * n } else { dx as isize };
        let mut cell = moves[at] as isize + step;
        while (0..n * n).contains(&cell) {
            if let Some(i) = moves.iter().position(|&m| m as isize == cell) {
                return i;
            }
            cell += step;
        }
        at
    }

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
        lines.push(self.rule("┌", "┬", "┐"));
        for r in 0..n {
            let mut spans = vec![Span::raw(format!(" {} │", r + 1))];
            for c in 0..n {
                let cell = r * n + c;
                let mark = Self::mark(v.pos, cell);
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
                lines.push(self.rule("├", "┼", "┤"));
            }
        }
        lines.push(self.rule("└", "┴", "┘"));
        lines.push(Line::from(format!(
            "   E(P) = {} for X",
            crate::value::show(self.game.evaluate(v.pos))
        )));
        Text::from(lines)
    }

    fn legend(&self) -> &'static [&'static str] {
        &[
            "(X) the last move   [ ] the cursor   b2: a free cell and its name",
            "E(P): the static evaluation of the board, from X's (MAX's) side",
        ]
    }

    fn sketch(game: &TicTacToe, pos: &Board) -> Text<'static> {
        let rows = game.write(pos);
        let mut lines: Vec<Line> = rows
            .split('/')
            .map(|r| {
                Line::from(format!(
                    " {}",
                    r.chars().map(|c| format!("{c} ")).collect::<String>()
                ))
            })
            .collect();
        let to_move = mark_of(game.player(pos));
        lines.push(Line::from(format!("{to_move} to move")));
        Text::from(lines)
    }
}
