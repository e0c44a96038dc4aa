//! Kalah on the game screen, drawn as seed 001's Fig. 14.1 board: North's
//! pits across the top from right to left, the stores at the ends (North's
//! on the left, South's on the right), South's pits below from left to
//! right, so that stones go round anticlockwise. The last move is marked
//! from the engine's own log of it, stone by stone: these files read
//! counts and logs, the rules stay in `game::kalah`.

mod board;
mod sowing;

use super::{BoardView, Playable};
use crate::game::kalah::{Evaluation, Kalah, Position, Rules, Side, Winner};
use board::{Drawing, WIDTHS, board_width};
use ratatui::text::{Line, Text};
use sowing::{Mark, log_of, marks, part_way};

pub struct KalahTable {
    pub rules: Rules,
    pub eval: Evaluation,
    pub pits: usize,
    pub seeds: u8,
    /// The side that moves first (the human is South against the computer).
    pub first: Side,
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::South => "South",
        Side::North => "North",
    }
}

impl KalahTable {
    /// The counts and marks to draw: the position with the whole last move
    /// marked, or the board part-way through it.
    fn cells(&self, v: &BoardView<'_, Self>) -> (Vec<u8>, Vec<Mark>) {
        let Some((before, &pit)) = v.last else {
            return (
                v.pos.counts().to_vec(),
                vec![Mark::default(); v.pos.counts().len()],
            );
        };
        let steps = log_of(&self.rules, before, pit);
        match v.shown {
            Some(k) => (part_way(before, &steps[..k]), marks(before, &steps[..k], true)),
            None => (v.pos.counts().to_vec(), marks(before, &steps, false)),
        }
    }

    /// "North's pit 3", "South's store".
    fn cell_name(pos: &Position, cell: usize) -> String {
        for side in [Side::South, Side::North] {
            if pos.store_cell(side) == cell {
                return format!("{}'s store", side_name(side));
            }
            if let Some(k) = (1..=pos.pits()).find(|&k| pos.pit_cell(side, k) == cell) {
                return format!("{}'s pit {k}", side_name(side));
            }
        }
        format!("cell {cell}")
    }
}

impl Playable for KalahTable {
    type Position = Position;
    type Move = usize;
    type Searched = Kalah;

    fn name(&self) -> String {
        "Kalah".into()
    }

    fn about(&self) -> String {
        format!(
            "{} rules · {} pits × {} stones · {} evaluation",
            self.rules.name,
            self.pits,
            self.seeds,
            self.eval.key()
        )
    }

    fn start(&self) -> Position {
        Position::start(self.pits, self.seeds, self.first).expect("the command line checks the board size")
    }

    fn searched(&self, pos: &Position) -> Kalah {
        Kalah::new(self.rules, self.eval.clone(), pos)
    }

    fn seat(&self, pos: &Position) -> usize {
        usize::from(pos.to_move != self.first)
    }

    fn players(&self) -> [String; 2] {
        [self.first, self.first.other()].map(|s| side_name(s).to_string())
    }

    fn result(&self, pos: &Position) -> Option<String> {
        let (s, n) = (pos.store(Side::South), pos.store(Side::North));
        Some(match pos.winner(&self.rules)? {
            Winner::Side(w) => format!("{} wins, South {s} to North {n}", side_name(w)),
            Winner::Draw => format!("a draw, {s} to {n}"),
        })
    }

    fn key_of(&self, _pos: &Position, pit: &usize) -> String {
        pit.to_string()
    }

    fn what_to_type(&self) -> &'static str {
        "a pit"
    }

    fn why_not(&self, pos: &Position, typed: &str) -> String {
        let side = side_name(pos.to_move);
        match typed.parse::<usize>() {
            Ok(k) if (1..=pos.pits()).contains(&k) => format!("{side}'s pit {k} is empty"),
            Ok(k) => format!("there is no pit {k} (pits are 1 to {})", pos.pits()),
            Err(_) => format!("'{typed}' is not a pit number"),
        }
    }

    fn describe(&self, before: &Position, pit: &usize) -> String {
        let (after, rec) = before.record(&self.rules, *pit);
        let me = side_name(before.to_move);
        let n = before.stones(before.to_move, *pit);
        let mut s = format!("{me} sowed {n} stone{} from pit {pit}", plural(n));
        for relay in rec.chain.iter().skip(1) {
            s += &format!(", then again from pit {relay} (relay)");
        }
        if !rec.captures.is_empty() {
            let total: u32 = rec.captures.iter().map(|&(_, k)| u32::from(k)).sum();
            let from: Vec<String> = rec
                .captures
                .iter()
                .map(|&(cell, k)| format!("{} ({k})", Self::cell_name(before, cell)))
                .collect();
            s += &format!(", captured {total}: {}", from.join(", "));
        }
        if rec.extra_move {
            s += &format!("; the last stone fell into the store, so {me} moves again");
        }
        if after.is_over(&self.rules) {
            s += "; the game is over";
        }
        s + "."
    }

    fn steps(&self, before: &Position, pit: &usize) -> usize {
        log_of(&self.rules, before, *pit).len()
    }

    /// North's pits are drawn right to left, so its arrows are turned round.
    fn step_cursor(&self, pos: &Position, moves: &[usize], at: usize, dx: i32, _dy: i32) -> usize {
        let dx = if pos.to_move == Side::North { -dx } else { dx };
        at.saturating_add_signed(dx as isize)
            .min(moves.len().saturating_sub(1))
    }

    fn plays_out(&self) -> bool {
        true
    }

    fn board(&self, v: &BoardView<'_, Self>) -> Text<'static> {
        let (counts, marks) = self.cells(v);
        let (pit, store) = widths(v);
        let d = Drawing {
            pit,
            store,
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
        let (pit, store) = widths(v);
        let side = match y {
            0..=2 => Side::North,
            6..=8 => Side::South,
            _ => return None,
        };
        // The pits start after the store's box, a space and a border.
        let x = usize::from(x).checked_sub(store + 4)?;
        let (i, inside) = (x / (pit + 1), x % (pit + 1) < pit);
        let p = v.pos.pits();
        if !inside || i >= p || side != v.pos.to_move {
            return None;
        }
        Some(match side {
            Side::South => i + 1,
            Side::North => p - i,
        })
    }

    fn legend(&self) -> &'static [&'static str] {
        &[
            "+n stones the last move dropped here   ◆ the pit it was sown from",
            "↻ sown again from here (relay)   ✕n captured from here   [3] the cursor",
            "Stones go round anticlockwise: South's pits left to right, South's",
            "store (right), North's pits right to left, North's store (left).",
        ]
    }

    fn sketch(_game: &Kalah, pos: &Position) -> Text<'static> {
        let row = |side: Side, order: Vec<usize>| {
            let cells: String = order
                .iter()
                .map(|&k| format!("{:>3}", pos.stones(side, k)))
                .collect();
            Line::from(format!("{}  {cells}", &side_name(side)[..1]))
        };
        let p = pos.pits();
        Text::from(vec![
            row(Side::North, (1..=p).rev().collect()),
            Line::from(format!(
                "{:>3}{:w$}{:>3}",
                pos.store(Side::North),
                "",
                pos.store(Side::South),
                w = 3 * p
            )),
            row(Side::South, (1..=p).collect()),
            Line::from(format!("{} to move", side_name(pos.to_move))),
        ])
    }
}

/// The pits' and the stores' inner widths: roomy where the board fits.
fn widths(v: &BoardView<'_, KalahTable>) -> (usize, usize) {
    let p = v.pos.pits();
    let fits = WIDTHS
        .into_iter()
        .find(|&w| board_width(p, w) <= usize::from(v.room));
    fits.unwrap_or(WIDTHS[0])
}

fn plural(n: u8) -> &'static str {
    if n == 1 { "" } else { "s" }
}
