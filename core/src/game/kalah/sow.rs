//! The move function: sowing, relays, captures, extra moves and the end of
//! the game, all read from a [`Rules`] value.
//!
//! What happens during a move can be watched through a [`Log`]; the search
//! plays with `()`, which watches nothing and costs nothing.

use super::position::{Position, Side};
use super::rules::{Capture, EmptySide, Rules};
use std::borrow::Cow;

/// Receives the steps of a move (for move labels and the game screen).
pub trait Log {
    /// A sowing starts from the mover's pit `pit` (1..P): the move's own
    /// pit first, then each relay.
    fn sow_from(&mut self, _pit: usize) {}
    /// A stone is dropped into `cell`.
    fn drop_into(&mut self, _cell: usize) {}
    /// `stones` are captured from `cell`.
    fn capture(&mut self, _cell: usize, _stones: u8) {}
    /// The last stone ended in the mover's store and gives another move.
    fn extra_move(&mut self) {}
}

impl Log for () {}

/// Everything a move did, for labels and drawing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveRecord {
    /// The pits sown from: the move's pit, then each relay.
    pub chain: Vec<usize>,
    /// The cells stones were dropped into, in order.
    pub path: Vec<usize>,
    /// The cells captured from and how many stones each gave.
    pub captures: Vec<(usize, u8)>,
    pub extra_move: bool,
}

impl Log for MoveRecord {
    fn sow_from(&mut self, pit: usize) {
        self.chain.push(pit);
    }
    fn drop_into(&mut self, cell: usize) {
        self.path.push(cell);
    }
    fn capture(&mut self, cell: usize, stones: u8) {
        self.captures.push((cell, stones));
    }
    fn extra_move(&mut self) {
        self.extra_move = true;
    }
}

impl MoveRecord {
    /// The move as a game's history writes it: the pit, or the relay
    /// chain `3(5)` (the pit sown from, then each pit sown again, in
    /// brackets: one move, which neither an arrow of a path nor the comma
    /// of a list of moves can split, nor `3+5`, the canvas's hidden
    /// successors).
    pub fn label(&self) -> String {
        match self.chain.split_first() {
            Some((&pit, relays)) => chain(pit, relays),
            None => String::new(),
        }
    }
}

/// "3", "6(1)", "6(1)(4)": a pit and the relays it leads to.
fn chain(pit: usize, relays: &[usize]) -> String {
    let mut out = pit.to_string();
    for r in relays {
        out += &format!("({r})");
    }
    out
}

/// The labels of the moves from a pit, ready: most moves are labelled
/// by one.
const PIT_LABELS: [&str; 10] = [
    "pit 0", "pit 1", "pit 2", "pit 3", "pit 4", "pit 5", "pit 6", "pit 7", "pit 8", "pit 9",
];

/// [`Position::move_label`] of a move sown from `pit`, then from
/// `relays`: `pit 3`, `pit 6(1)` (the words layer says "pit" in each
/// language, as the Kalah chapter's figure writes its edges). A move
/// without relays borrows its label, so that labelling every node of a
/// big move tree allocates only for relay chains.
fn chain_label(pit: usize, relays: &[usize]) -> Cow<'static, str> {
    match (relays.is_empty(), PIT_LABELS.get(pit)) {
        (true, Some(&label)) => Cow::Borrowed(label),
        _ => Cow::Owned(format!("pit {}", chain(pit, relays))),
    }
}

/// Keeps only the pits a move sows from: its label, without the cells
/// and captures a [`MoveRecord`] keeps for drawing.
#[derive(Default)]
struct Chain {
    pit: usize,
    relays: Vec<usize>,
}

impl Log for Chain {
    fn sow_from(&mut self, pit: usize) {
        match self.pit {
            0 => self.pit = pit,
            _ => self.relays.push(pit),
        }
    }
}

impl Position {
    /// The position after the player to move sows from `pit` (1..P, a
    /// legal pit: see [`Position::is_legal`]).
    #[inline]
    pub fn play(&self, rules: &Rules, pit: usize) -> Position {
        self.play_logged(rules, pit, &mut ())
    }

    /// [`Position::play`], reporting each step to `log`.
    pub fn play_logged<L: Log>(&self, rules: &Rules, pit: usize, log: &mut L) -> Position {
        let mut p = *self;
        let me = p.to_move;
        let last = p.sow_chain(rules, pit, log);
        let again = rules.extra_move && last == p.store_cell(me);
        if again {
            log.extra_move();
        } else {
            p.capture(rules, last, log);
            p.to_move = me.other();
        }
        p.settle(rules);
        p
    }

    /// The record of a move (for its label and drawing).
    pub fn record(&self, rules: &Rules, pit: usize) -> (Position, MoveRecord) {
        let mut rec = MoveRecord::default();
        let next = self.play_logged(rules, pit, &mut rec);
        (next, rec)
    }

    /// The label of the move sown from `pit` ([`MoveRecord::label`]).
    pub fn move_label(&self, rules: &Rules, pit: usize) -> Cow<'static, str> {
        let mut chain = Chain::default();
        self.play_logged(rules, pit, &mut chain);
        chain_label(chain.pit, &chain.relays)
    }

    /// Sows from `pit` and relays while the rules say so; returns the cell
    /// of the last stone.
    fn sow_chain<L: Log>(&mut self, rules: &Rules, pit: usize, log: &mut L) -> usize {
        let me = self.to_move;
        let base = self.base(me);
        let mut from = self.pit_cell(me, pit);
        loop {
            log.sow_from(from - base + 1);
            let (last, reached_opponent) = self.sow(from, log);
            let relays = rules.relay && reached_opponent && self.is_pit_of(me, last) && self.cells[last] > 1;
            if !relays {
                return last;
            }
            from = last;
        }
    }

    /// One sowing from `from`, skipping the opponent's store; a lap passes
    /// the starting pit and sows into it too. Returns the last cell and
    /// whether a stone went into an opponent's pit (it did when there were
    /// more stones than cells up to the mover's store).
    fn sow<L: Log>(&mut self, from: usize, log: &mut L) -> (usize, bool) {
        let cells = 2 * self.pits() + 2;
        let skip = self.store_cell(self.to_move.other());
        let mut n = std::mem::take(&mut self.cells[from]);
        let reached = usize::from(n) > self.store_cell(self.to_move) - from;
        let end = from + usize::from(n);
        if end < cells && !(from < skip && skip <= end) {
            // The common case: no wrap, no store to skip.
            for cell in from + 1..=end {
                self.cells[cell] += 1;
                log.drop_into(cell);
            }
            return (end, reached);
        }
        let mut at = from;
        while n > 0 {
            at += 1;
            if at == skip {
                at += 1;
            }
            if at == cells {
                at = 0;
            }
            self.cells[at] += 1;
            log.drop_into(at);
            n -= 1;
        }
        (at, reached)
    }

    fn is_pit_of(&self, side: Side, cell: usize) -> bool {
        let b = self.base(side);
        (b..b + self.pits()).contains(&cell)
    }

    /// Captures after the last stone landed in `last`.
    fn capture<L: Log>(&mut self, rules: &Rules, last: usize, log: &mut L) {
        let me = self.to_move;
        let store = self.store_cell(me);
        match rules.capture {
            Capture::Chain { min, max } => {
                let first = self.base(me.other());
                let mut cell = last;
                while self.is_pit_of(me.other(), cell) && (min..=max).contains(&self.cells[cell]) {
                    let n = std::mem::take(&mut self.cells[cell]);
                    self.cells[store] += n;
                    log.capture(cell, n);
                    if cell == first {
                        break;
                    }
                    cell -= 1;
                }
            }
            Capture::Opposite { when_opposite_empty } => {
                if !self.is_pit_of(me, last) || self.cells[last] != 1 {
                    return;
                }
                let opposite = 2 * self.pits() - last;
                if self.cells[opposite] == 0 && !when_opposite_empty {
                    return;
                }
                for cell in [last, opposite] {
                    let n = std::mem::take(&mut self.cells[cell]);
                    self.cells[store] += n;
                    log.capture(cell, n);
                }
            }
        }
    }

    /// Ends the game where the rules say it ends: a store holding more
    /// than half stops it as it is; an empty side sends every side's
    /// remaining stones to its own store.
    #[inline]
    fn settle(&mut self, rules: &Rules) {
        if self.is_over(rules) {
            return;
        }
        let ends = match rules.empty_side_ends {
            EmptySide::ToMove => self.side_empty(self.to_move),
            EmptySide::Either => self.side_empty(Side::South) || self.side_empty(Side::North),
        };
        if ends {
            let n = self.pits();
            for side in [Side::South, Side::North] {
                let b = self.base(side);
                let swept: u8 = self.cells[b..b + n].iter().sum();
                self.cells[b..b + n].fill(0);
                self.cells[b + n] += swept;
            }
        }
    }

    /// The position with the end of the game applied, for boards given by
    /// hand (a side to move with no stones, say).
    pub fn settled(mut self, rules: &Rules) -> Position {
        self.settle(rules);
        self
    }
}
