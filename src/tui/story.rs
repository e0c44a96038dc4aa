//! What the tutor steps through: a recorded run with a cursor over its
//! events. A two-player search ([`super::search_story`]), a max^n search
//! ([`super::maxn_story`]) and an AND/OR proof ([`super::proof_story`])
//! each record their own kind of trace; the tutor's keys and panes work
//! over any of them through this trait.

use super::keys::Binding;
use super::search_story::SearchStory;
use super::theme::Theme;
use crate::pseudocode::ListingLine;
use crate::story::outline::{Key, Nodes};
use ratatui::text::{Line, Text};

/// The kinds of event `e` / `c` jump to: a static evaluation and a cut-off
/// in a search; a terminal position and a settled mark in a proof.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    Evaluation,
    Cutoff,
}

/// One line of the pseudocode panel; `traced` lines are ones events
/// point to, so the user can select them and run to them.
#[derive(Clone, Debug, PartialEq)]
pub struct CodeLine {
    pub text: String,
    pub traced: bool,
}

impl From<&ListingLine> for CodeLine {
    fn from(l: &ListingLine) -> CodeLine {
        CodeLine {
            text: l.text.clone(),
            traced: l.line.is_some(),
        }
    }
}

pub trait Story {
    /// The number of events: the last step.
    fn last_step(&self) -> usize;
    /// How many events have happened.
    fn step(&self) -> usize;
    /// Moves the cursor to step `k` (clamped to the run).
    fn seek(&mut self, k: usize);
    /// Whether event `k` (counted from 0) is one `stop` jumps to.
    fn stops_at(&self, k: usize, stop: Stop) -> bool;
    /// The listing line of event `k`, if it has one.
    fn line_at(&self, k: usize) -> Option<usize>;

    /// The tree pane's nodes as they stand after the current step.
    fn nodes(&self) -> Box<dyn Nodes + '_>;
    /// The step at which the run reaches a node of the pane (or the
    /// nearest ancestor it reaches).
    fn reached_at(&self, key: Key) -> Option<usize>;
    /// "alpha-beta · bratko-fig2": what runs on what, for the title.
    fn heading(&self) -> String;
    /// The tree pane's title.
    fn tree_title(&self) -> &'static str {
        "Tree"
    }
    /// The step panel: the current event in words, then what surrounds it.
    fn words(&self, theme: Theme) -> Vec<Line<'static>>;
    /// The counters panel: its title and its table.
    fn counts(&self, theme: Theme) -> (String, Vec<Line<'static>>);
    /// The pseudocode panel's title and listing.
    fn code_title(&self) -> String;
    fn listing(&self) -> Vec<CodeLine>;
    /// A drawing of a node's position for the detail panel (a board).
    fn detail(&self, _key: Key) -> Option<Text<'static>> {
        None
    }
    /// The keys, in the order the help lists them.
    fn keys(&self) -> &'static [Binding];
    /// What the symbols of the tree pane mean, for the help.
    fn legend(&self) -> &'static [&'static str];

    /// A two-player search, which has settings to change.
    /// Takes in what was worked out in the background (the comparison's
    /// counts) if it has come; with `wait`, waits for it.
    fn receive(&mut self, _wait: bool) {}
    /// Whether something is still being worked out in the background.
    fn waiting(&self) -> bool {
        false
    }
    fn search(&self) -> Option<&SearchStory> {
        None
    }
    fn search_mut(&mut self) -> Option<&mut SearchStory> {
        None
    }
}

/// What the cursor can be sent to: the next event of a kind, or the next
/// event at a line of the listing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Stop(Stop),
    Line(usize),
}

impl dyn Story + '_ {
    fn is(&self, k: usize, target: Target) -> bool {
        match target {
            Target::Stop(stop) => self.stops_at(k, stop),
            Target::Line(line) => self.line_at(k) == Some(line),
        }
    }

    /// Moves to just after the next event on from the cursor that is the
    /// target; false when there is none.
    pub fn next(&mut self, target: Target) -> bool {
        let found = (self.step()..self.last_step()).find(|&k| self.is(k, target));
        found.map(|k| self.seek(k + 1)).is_some()
    }

    /// Moves to just after the last event before the current one that is
    /// the target; false when there is none.
    pub fn prev(&mut self, target: Target) -> bool {
        let before = self.step().saturating_sub(1);
        let found = (0..before).rev().find(|&k| self.is(k, target));
        found.map(|k| self.seek(k + 1)).is_some()
    }

    /// The listing line of the current event.
    pub fn current_line(&self) -> Option<usize> {
        self.step().checked_sub(1).and_then(|k| self.line_at(k))
    }
}
