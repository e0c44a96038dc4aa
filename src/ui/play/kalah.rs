//! Kalah on the game screen, drawn as seed 001's Fig. 14.1 board: North's
//! pits across the top from right to left, the stores at the ends (North's
//! on the left, South's on the right), South's pits below from left to
//! right, so that stones go round anticlockwise. The last move is marked
//! from the engine's own log of it, stone by stone: this file reads counts
//! and logs, the rules stay in `game::kalah`.

use super::{BoardView, Playable};
use crate::game::kalah::sow::Log;
use crate::game::kalah::{Evaluation, Kalah, Position, Rules, Side, Winner};
use crate::game::ordered::Ordered;
use crate::ui::theme::Theme;
use ratatui::style::Style;
use ratatui::text::{Line, Span, Text};

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

/// One step of a move, as the engine reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stone {
    /// A pit's stones are picked up to be sown (the move's pit, then each relay).
    Take(usize),
    Drop(usize),
    /// Stones taken from a cell into the mover's store.
    Capture(usize, u8),
}

/// Collects the steps of a move in the order they happen.
struct Steps<'a> {
    before: &'a Position,
    list: Vec<Stone>,
}

impl Log for Steps<'_> {
    fn sow_from(&mut self, pit: usize) {
        let cell = self.before.pit_cell(self.before.to_move, pit);
        self.list.push(Stone::Take(cell));
    }
    fn drop_into(&mut self, cell: usize) {
        self.list.push(Stone::Drop(cell));
    }
    fn capture(&mut self, cell: usize, stones: u8) {
        self.list.push(Stone::Capture(cell, stones));
    }
}

/// What the board marks on a cell after some steps of the last move.
#[derive(Clone, Copy, Debug, Default)]
struct Mark {
    /// Stones that came in (drops; for the store, captures too).
    gained: u8,
    captured: u8,
    /// Sown from: the move's own pit, or a relay.
    taken: bool,
    relay: bool,
    /// Where the last step shown happened (while a move is played out).
    latest: bool,
}

impl KalahTable {
    /// The engine's log of a move.
    fn log_of(&self, before: &Position, pit: usize) -> Vec<Stone> {
        let mut s = Steps {
            before,
            list: Vec::new(),
        };
        before.play_logged(&self.rules, pit, &mut s);
        s.list
    }

    /// The counts and marks to draw: the position with the whole last move
    /// marked, or the board part-way through it.
    fn cells(&self, v: &BoardView<'_, Self>) -> (Vec<u8>, Vec<Mark>) {
        let Some((before, &pit)) = v.last else {
            return (
                v.pos.counts().to_vec(),
                vec![Mark::default(); v.pos.counts().len()],
            );
        };
        let steps = self.log_of(before, pit);
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

/// The counts after the first steps of a move.
fn part_way(before: &Position, steps: &[Stone]) -> Vec<u8> {
    let mut c = before.counts().to_vec();
    let store = before.store_cell(before.to_move);
    for s in steps {
        match *s {
            Stone::Take(cell) => c[cell] = 0,
            Stone::Drop(cell) => c[cell] += 1,
            Stone::Capture(cell, n) => {
                c[cell] -= n;
                c[store] += n;
            }
        }
    }
    c
}

fn marks(before: &Position, steps: &[Stone], latest: bool) -> Vec<Mark> {
    let mut m = vec![Mark::default(); before.counts().len()];
    let store = before.store_cell(before.to_move);
    for (i, s) in steps.iter().enumerate() {
        let cell = match *s {
            Stone::Take(cell) => {
                m[cell].taken |= i == 0;
                m[cell].relay |= i > 0;
                cell
            }
            Stone::Drop(cell) => {
                m[cell].gained += 1;
                cell
            }
            Stone::Capture(cell, n) => {
                m[cell].captured += n;
                m[store].gained += n;
                cell
            }
        };
        m[cell].latest = latest && i + 1 == steps.len();
    }
    m
}

/// A mark in at most three characters: "+2", "◆+1", "↻", "✕3".
fn mark_text(m: &Mark) -> String {
    let gained = if m.gained > 0 {
        format!("+{}", m.gained)
    } else {
        String::new()
    };
    if m.captured > 0 {
        format!("✕{}", m.captured)
    } else if m.relay {
        "↻".into()
    } else if m.taken {
        format!("◆{gained}")
    } else {
        gained
    }
}

fn mark_style(m: &Mark, cursor: bool, theme: Theme) -> Style {
    if cursor || m.latest {
        theme.current()
    } else if m.captured > 0 {
        theme.cut()
    } else if m.gained > 0 || m.taken || m.relay {
        theme.path()
    } else {
        theme.plain()
    }
}

/// A cell's text, `width` characters: the count and its mark, centred.
fn cell_text(count: u8, m: &Mark, width: usize) -> String {
    let s = format!("{count}{}", mark_text(m));
    let s: String = s.chars().take(width).collect();
    format!("{s:^width$}")
}

/// Inner widths of a pit and a store: roomy, then narrow for wide boards
/// on small screens.
const WIDTHS: [(usize, usize); 2] = [(5, 5), (4, 4)];

/// The board's width with these inner widths.
fn board_width(pits: usize, (pit, store): (usize, usize)) -> usize {
    pits * (pit + 1) + 1 + 2 * (store + 3)
}

/// The board's lines.
struct Drawing<'a> {
    pos: &'a Position,
    counts: Vec<u8>,
    marks: Vec<Mark>,
    cursor: Option<usize>,
    theme: Theme,
    over: bool,
    /// Inner widths of a pit and a store.
    pit: usize,
    store: usize,
}

impl Drawing<'_> {
    /// The margin left of the pits: a store box and a space.
    fn margin(&self) -> usize {
        self.store + 3
    }

    /// The pits of a side in drawing order, left to right.
    fn order(&self, side: Side) -> Vec<usize> {
        let p = self.pos.pits();
        match side {
            Side::South => (1..=p).collect(),
            Side::North => (1..=p).rev().collect(),
        }
    }

    fn is_cursor(&self, side: Side, pit: usize) -> bool {
        side == self.pos.to_move && self.cursor == Some(pit)
    }

    /// "▶ North    6     5 ...": the side's name and its pit numbers.
    fn numbers(&self, side: Side) -> Line<'static> {
        let mover = !self.over && side == self.pos.to_move;
        let label = format!(
            "{}{:<w$}",
            if mover { "▶ " } else { "  " },
            side_name(side),
            w = self.margin() - 2
        );
        let mut spans = vec![Span::styled(
            label,
            if mover {
                self.theme.title()
            } else {
                self.theme.plain()
            },
        )];
        for pit in self.order(side) {
            let (text, style) = if self.is_cursor(side, pit) {
                (format!("[{pit}]"), self.theme.current())
            } else {
                (pit.to_string(), self.theme.dim())
            };
            spans.push(Span::raw(" "));
            spans.push(Span::styled(format!("{text:^w$}", w = self.pit), style));
        }
        Line::from(spans)
    }

    /// A row of a side's pits between borders.
    fn pits(&self, side: Side) -> Line<'static> {
        let mut spans = vec![Span::raw(format!("{:w$}│", "", w = self.margin()))];
        for pit in self.order(side) {
            let cell = self.pos.pit_cell(side, pit);
            let m = &self.marks[cell];
            let style = mark_style(m, self.is_cursor(side, pit), self.theme);
            spans.push(Span::styled(cell_text(self.counts[cell], m, self.pit), style));
            spans.push(Span::raw("│"));
        }
        Line::from(spans)
    }

    fn store(&self, side: Side) -> Span<'static> {
        let cell = self.pos.store_cell(side);
        let m = &self.marks[cell];
        Span::styled(
            cell_text(self.counts[cell], m, self.store),
            mark_style(m, false, self.theme),
        )
    }

    /// A border of the pits' row: `l`, `mid` between pits, `r`.
    fn rule(&self, l: char, mid: char, r: char) -> String {
        let p = self.pos.pits();
        let inner = vec!["─".repeat(self.pit); p].join(&mid.to_string());
        format!("{l}{inner}{r}")
    }

    fn lines(&self) -> Vec<Line<'static>> {
        let store_rule = |l: char, r: char| format!("{l}{}{r}", "─".repeat(self.store));
        let pad = " ".repeat(self.margin());
        let width = (self.pit + 1) * self.pos.pits() + 1;
        let between = ["◀ North's store · South's store ▶", "◀ stores ▶", ""]
            .into_iter()
            .find(|t| t.chars().count() <= width)
            .unwrap_or("");
        vec![
            self.numbers(Side::North),
            Line::from(format!("{pad}{}", self.rule('┌', '┬', '┐'))),
            self.pits(Side::North),
            Line::from(format!(
                "{} {} {}",
                store_rule('┌', '┐'),
                self.rule('└', '┴', '┘'),
                store_rule('┌', '┐')
            )),
            Line::from(vec![
                Span::raw("│"),
                self.store(Side::North),
                Span::raw("│ "),
                Span::styled(format!("{between:^width$}"), self.theme.dim()),
                Span::raw(" │"),
                self.store(Side::South),
                Span::raw("│"),
            ]),
            Line::from(format!(
                "{} {} {}",
                store_rule('└', '┘'),
                self.rule('┌', '┬', '┐'),
                store_rule('└', '┘')
            )),
            self.pits(Side::South),
            Line::from(format!("{pad}{}", self.rule('└', '┴', '┘'))),
            self.numbers(Side::South),
        ]
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
        self.log_of(before, *pit).len()
    }

    /// North's pits are drawn right to left, so its arrows are turned round.
    fn step_cursor(&self, pos: &Position, moves: &[usize], at: usize, dx: i32, _dy: i32) -> usize {
        let dx = if pos.to_move == Side::North { -dx } else { dx };
        at.saturating_add_signed(dx as isize)
            .min(moves.len().saturating_sub(1))
    }

    fn board(&self, v: &BoardView<'_, Self>) -> Text<'static> {
        let (counts, marks) = self.cells(v);
        let p = v.pos.pits();
        let fits = WIDTHS
            .into_iter()
            .find(|&w| board_width(p, w) <= usize::from(v.room));
        let (pit, store) = fits.unwrap_or(WIDTHS[0]);
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

    fn legend(&self) -> &'static [&'static str] {
        &[
            "+n stones the last move dropped here   ◆ the pit it was sown from",
            "↻ sown again from here (relay)   ✕n captured from here   [3] the cursor",
            "Stones go round anticlockwise: South's pits left to right, South's",
            "store (right), North's pits right to left, North's store (left).",
        ]
    }

    fn sketch(_game: &Ordered<Kalah>, pos: &Position) -> Text<'static> {
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

fn plural(n: u8) -> &'static str {
    if n == 1 { "" } else { "s" }
}
