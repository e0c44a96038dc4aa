//! The rule sets, as data: one [`Rules`] value describes a variant and the
//! move function (`sow.rs`) reads it. Three are named on the command line.

use crate::game::{Named, Unknown};
use std::fmt;
use std::str::FromStr;

/// Which captures a variant has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Capture {
    /// The Kalah chapter: the last stone lands in an opponent's pit that now holds
    /// `min..=max` stones; they are taken, then the previous opponent's
    /// pit (clockwise) is checked the same way, and so on.
    Chain { min: u8, max: u8 },
    /// Kalah: the last stone lands in one's own empty pit; it is taken with
    /// the stones of the opposite pit, and also alone when that pit is
    /// empty if `when_opposite_empty`.
    Opposite { when_opposite_empty: bool },
}

/// Whose empty side ends the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EmptySide {
    /// Only the player to move's (the Kalah chapter: "the player who got the turn").
    ToMove,
    /// Either side, after any move (Kalah).
    Either,
}

/// A rule set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    pub name: RuleSet,
    /// The Kalah chapter's repeated move: a last stone in one's own pit that was not
    /// empty, after a sowing that reached the opponent's pits, is picked up
    /// and sown again.
    pub relay: bool,
    /// A last stone in one's own store gives another move.
    pub extra_move: bool,
    pub capture: Capture,
    /// The game ends as soon as a store holds more than half of all stones.
    pub majority_ends: bool,
    /// The game ends when this side has no stones in its pits; then each
    /// side's remaining stones go to its own store.
    pub empty_side_ends: EmptySide,
}

/// The rule sets the command line names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleSet {
    Book,
    Standard,
    EmptyCapture,
}

impl RuleSet {
    pub const ALL: [RuleSet; 3] = [RuleSet::Book, RuleSet::Standard, RuleSet::EmptyCapture];

    pub fn key(self) -> &'static str {
        match self {
            RuleSet::Book => "book",
            RuleSet::Standard => "standard",
            RuleSet::EmptyCapture => "empty-capture",
        }
    }

    pub fn rules(self) -> Rules {
        match self {
            RuleSet::Book => Rules::BOOK,
            RuleSet::Standard => Rules::STANDARD,
            RuleSet::EmptyCapture => Rules::EMPTY_CAPTURE,
        }
    }
}

impl Rules {
    /// The Kalah chapter's rules (read precisely: docs/kalah.md).
    pub const BOOK: Rules = Rules {
        name: RuleSet::Book,
        relay: true,
        extra_move: false,
        capture: Capture::Chain { min: 2, max: 3 },
        majority_ends: true,
        empty_side_ends: EmptySide::ToMove,
    };
    /// Kalah as sold (OpenSpiel's `mancala`).
    pub const STANDARD: Rules = Rules {
        name: RuleSet::Standard,
        relay: false,
        extra_move: true,
        capture: Capture::Opposite {
            when_opposite_empty: false,
        },
        majority_ends: false,
        empty_side_ends: EmptySide::Either,
    };
    /// The rules of the published solutions (Irving, Donkers, Uiterwijk 2000).
    pub const EMPTY_CAPTURE: Rules = Rules {
        name: RuleSet::EmptyCapture,
        capture: Capture::Opposite {
            when_opposite_empty: true,
        },
        ..Rules::STANDARD
    };
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl FromStr for Rules {
    type Err = Unknown;
    fn from_str(s: &str) -> Result<Rules, Unknown> {
        RuleSet::ALL
            .into_iter()
            .find(|r| r.key() == s)
            .map(RuleSet::rules)
            .ok_or_else(|| Named::Rules.unknown(s))
    }
}
