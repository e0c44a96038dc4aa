//! The game being played: the position, the moves so far, who plays each
//! seat, the human's cursor and typing, a move being played out, and the
//! computer's decisions. [`Session::command`] (in `update.rs`) is the only
//! place that changes it.

use super::Playable;
use super::computer::{Computer, Decision};
use super::worker::{Answers, Thinking};
use crate::game::Game;
use crate::search::{Algorithm, Order, Setup};
use std::sync::mpsc;
use std::time::Duration;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    Human,
    Computer,
}

/// How the game is played (from the command line).
#[derive(Clone, Debug)]
pub struct Options {
    /// Who plays each seat; seat 0 moves first.
    pub seats: [Who; 2],
    /// The depth limit d of the computer's alpha-beta.
    pub depth: u32,
    pub order: Order,
    pub quiescence: bool,
    /// The seed of the choice among equally good moves, shown on screen so
    /// that a game can be replayed.
    pub seed: u64,
    /// Choose at random among equally good moves (off: take the first).
    pub random: bool,
}

/// Pause before the computer answers a human, so the human's move is seen.
const ANSWER_DELAY: Duration = Duration::from_millis(700);
/// Between the moves of computer against computer playing on by itself.
const PLAY_DELAY: Duration = Duration::from_millis(1200);
/// Between two stones when a move is played out.
const STONE_DELAY: Duration = Duration::from_millis(300);
/// How often the screen looks for the computer's answer (and redraws the
/// time it has been thinking).
const POLL: Duration = Duration::from_millis(100);
/// The deepest search the + key asks for.
pub const MAX_DEPTH: u32 = 30;

/// One move of the game.
pub struct Played<T: Playable> {
    pub before: T::Position,
    pub mv: T::Move,
    pub seat: usize,
    pub by: Who,
    /// The computer's decision, where the computer chose the move.
    pub decision: Option<Decision<T::Move>>,
}

/// A move being played out step by step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Showing {
    pub shown: usize,
    pub of: usize,
    /// Steps on the timer (else by key).
    pub timed: bool,
}

pub struct Session<T: Playable> {
    pub table: T,
    pub options: Options,
    pub pos: T::Position,
    pub history: Vec<Played<T>>,
    /// The move under the cursor, once the human has moved it.
    pub cursor: Option<T::Move>,
    /// Keys typed so far towards a move ("b" of "b2").
    pub typed: String,
    /// A refusal or remark, shown in the status line until the next command.
    pub note: Option<String>,
    pub showing: Option<Showing>,
    /// Computer against computer: moves come on the timer.
    pub playing: bool,
    /// The computer's search under way on its worker thread.
    pub thinking: Option<Thinking<T::Move>>,
    /// The number of the last search asked of the worker.
    pub(super) generation: u64,
    pub(super) answers: Answers<T::Move>,
    /// Picks among equally good moves, in the order the moves are played.
    pub(super) computer: Computer,
}

impl<T: Playable> Session<T> {
    pub fn new(table: T, options: Options) -> Session<T> {
        let start = table.start();
        Session::at(table, options, start)
    }

    /// The game from `pos` on, rather than from the start (`--board`).
    pub fn at(table: T, options: Options, pos: T::Position) -> Session<T> {
        let computer = Computer::new(options.random.then_some(options.seed));
        Session {
            pos,
            table,
            options,
            history: Vec::new(),
            cursor: None,
            typed: String::new(),
            note: None,
            showing: None,
            playing: false,
            thinking: None,
            generation: 0,
            answers: mpsc::channel(),
            computer,
        }
    }

    /// The game as searched from the current position.
    pub fn game(&self) -> T::Searched {
        self.table.searched(&self.pos)
    }

    /// The legal moves, in the game's order.
    pub fn legal(&self) -> Vec<T::Move> {
        self.game().moves(&self.pos)
    }

    /// What the player types for each legal move.
    pub fn legal_keys(&self) -> Vec<String> {
        self.legal()
            .iter()
            .map(|m| self.table.key_of(&self.pos, m))
            .collect()
    }

    pub fn is_over(&self) -> bool {
        self.game().is_terminal(&self.pos) || self.legal().is_empty()
    }

    /// Who plays the seat to move.
    pub fn to_move(&self) -> Who {
        self.options.seats[self.table.seat(&self.pos)]
    }

    pub fn humans_turn(&self) -> bool {
        !self.is_over() && self.to_move() == Who::Human
    }

    pub fn computers_turn(&self) -> bool {
        !self.is_over() && self.to_move() == Who::Computer
    }

    /// Whether any seat is a human's (then the computer answers by itself).
    pub fn has_human(&self) -> bool {
        self.options.seats.contains(&Who::Human)
    }

    /// Whether exactly one seat is a human's (the screen then says "you").
    pub fn one_human(&self) -> bool {
        self.options.seats.iter().filter(|&&w| w == Who::Human).count() == 1
    }

    /// The move Enter plays: the cursor's, or the first legal move.
    pub fn cursor_move(&self) -> Option<T::Move> {
        if !self.humans_turn() {
            return None;
        }
        let legal = self.legal();
        self.cursor
            .clone()
            .filter(|c| legal.contains(c))
            .or_else(|| legal.first().cloned())
    }

    /// The last move, and the position before it.
    pub fn last(&self) -> Option<&Played<T>> {
        self.history.last()
    }

    /// The computer's most recent decision.
    pub fn last_decision(&self) -> Option<&Played<T>> {
        self.history.iter().rev().find(|p| p.decision.is_some())
    }

    /// The settings of the computer's search.
    pub fn setup(&self, depth: u32) -> Setup {
        Setup {
            depth: Some(depth),
            quiescence: self.options.quiescence,
            // The searcher orders the moves, so the move tree's counters
            // know it and show what ordering saves.
            order: self.options.order,
            ..Setup::new(Algorithm::AlphaBeta)
        }
    }

    /// Whether the computer answers by itself when its turn comes: against
    /// a human, or playing on against itself.
    pub fn answers_by_itself(&self) -> bool {
        self.has_human() || self.playing
    }

    /// The pause before the computer's move is played by itself.
    fn pause(&self) -> Duration {
        if self.has_human() {
            ANSWER_DELAY
        } else {
            PLAY_DELAY
        }
    }

    /// How long until the next timed step, if one is due: the next stone,
    /// the end of the pause before the computer's move, or the next look
    /// for its answer.
    pub fn due(&self) -> Option<Duration> {
        if self.showing.is_some_and(|s| s.timed) {
            return Some(STONE_DELAY);
        }
        match &self.thinking {
            Some(t) if t.asked => Some(POLL),
            // Searching ahead: the move is asked for once the pause is over.
            Some(t) if self.answers_by_itself() => Some(self.pause().saturating_sub(t.since.elapsed())),
            Some(_) => None,
            None if self.computers_turn() && self.answers_by_itself() => Some(self.pause()),
            None => None,
        }
    }
}
