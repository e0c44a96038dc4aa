//! What each key does to the game being played: typed moves and the
//! cursor, the computer's moves, undo, playing a move out, the depth, and
//! the move tree handed to the tutor.

use super::Playable;
use super::screen;
use super::state::{Decision, MAX_DEPTH, Play, Played, Showing, Who};
use super::tree::MoveTree;
use super::worker;
use crate::game::Game;
use crate::subject::Live;
use crate::tui::keys::Message;
use crate::tui::theme::Theme;
use crate::tui::tutor::Tutor;
use rand::RngExt;

impl<T: Playable> Play<T> {
    pub fn update(&mut self, msg: Message) -> Option<Box<Tutor>> {
        self.note = None;
        match msg {
            Message::Type(c) => self.type_key(c),
            Message::Left => self.move_cursor(-1, 0),
            Message::Right => self.move_cursor(1, 0),
            Message::Up => self.move_cursor(0, -1),
            Message::Down => self.move_cursor(0, 1),
            Message::Enter => self.play_cursor(),
            Message::ComputerMove => self.computer_now(),
            Message::TogglePlay => self.toggle_play(),
            Message::Sow => self.play_out(true),
            Message::SowStep => self.play_out(false),
            Message::Undo => self.undo(),
            Message::Tree => return self.tree(true),
            Message::TreeHere => return self.tree(false),
            Message::Deeper | Message::Shallower => self.change_depth(msg),
            Message::Tick => self.tick_step(),
            Message::Click { x, y } => self.click(x, y),
            _ => {}
        }
        None
    }

    /// A typed key: a move once the keys so far name one.
    fn type_key(&mut self, c: char) {
        if !self.humans_turn() {
            self.note = Some(self.not_your_turn());
            return;
        }
        self.typed.push(c.to_ascii_lowercase());
        let legal = self.legal();
        let keys: Vec<String> = legal.iter().map(|m| self.table.key_of(&self.pos, m)).collect();
        if let Some(i) = keys.iter().position(|k| *k == self.typed) {
            self.human_move(legal[i].clone());
        } else if !keys.iter().any(|k| k.starts_with(&self.typed)) {
            let why = self.table.why_not(&self.pos, &self.typed);
            self.typed.clear();
            self.note = Some(format!("{why}: legal are {}", keys.join(" ")));
        }
    }

    fn not_your_turn(&self) -> String {
        if self.is_over() {
            "the game is over: u takes moves back, q quits".into()
        } else {
            "it is the computer's turn: Space lets it move now".into()
        }
    }

    fn move_cursor(&mut self, dx: i32, dy: i32) {
        let Some(at) = self.cursor_move() else {
            self.note = Some(self.not_your_turn());
            return;
        };
        let legal = self.legal();
        let i = legal.iter().position(|m| *m == at).unwrap_or(0);
        let to = self.table.step_cursor(&self.pos, &legal, i, dx, dy);
        self.cursor = legal.get(to).cloned();
        self.typed.clear();
    }

    /// A click on the board plays the move it names (a pit, a cell).
    fn click(&mut self, x: u16, y: u16) {
        let at = self.board_at;
        if !at.area.contains((x, y).into()) {
            return;
        }
        let view = screen::board_view(self, at.room, Theme::MONO);
        let Some(mv) = self.table.move_at(&view, x - at.area.x, y - at.area.y) else {
            return;
        };
        if !self.humans_turn() {
            self.note = Some(self.not_your_turn());
        } else if self.legal().contains(&mv) {
            self.human_move(mv);
        } else {
            let typed = self.table.key_of(&self.pos, &mv);
            let keys: Vec<String> = self
                .legal()
                .iter()
                .map(|m| self.table.key_of(&self.pos, m))
                .collect();
            self.note = Some(format!(
                "{}: legal are {}",
                self.table.why_not(&self.pos, &typed),
                keys.join(" ")
            ));
            self.typed.clear();
        }
    }

    fn play_cursor(&mut self) {
        match self.cursor_move() {
            Some(mv) => self.human_move(mv),
            None => self.note = Some(self.not_your_turn()),
        }
    }

    fn human_move(&mut self, mv: T::Move) {
        self.play(mv, Who::Human, None);
    }

    /// Plays `mv` for the seat to move.
    fn play(&mut self, mv: T::Move, by: Who, decision: Option<Decision<T::Move>>) {
        let before = self.pos.clone();
        self.pos = self.game().play(&before, &mv);
        self.history.push(Played {
            seat: self.table.seat(&before),
            before,
            mv,
            by,
            decision,
        });
        self.typed.clear();
        self.cursor = None;
        self.showing = None;
        self.playing &= !self.is_over();
        self.thinking = None;
        self.think_ahead();
    }

    /// The computer moves now (Space): as soon as its search has found the
    /// move.
    fn computer_now(&mut self) {
        if !self.computers_turn() {
            self.note = Some(if self.is_over() {
                self.not_your_turn()
            } else {
                "it is your turn: type a move or choose one with ← → and Enter".into()
            });
            return;
        }
        self.ask();
    }

    /// Where the computer will answer by itself, its search starts at once
    /// on the worker thread, while the screen pauses on the last move.
    fn think_ahead(&mut self) {
        if self.thinking.is_none() && self.computers_turn() && self.answers_by_itself() {
            self.think(false);
        }
    }

    /// Starts the computer's search from the position on the board; a
    /// search under way is given up.
    fn think(&mut self, asked: bool) {
        self.generation += 1;
        let depth = self.options.depth;
        let mut t = worker::start(
            self.searched(&self.pos),
            self.pos.clone(),
            self.setup(depth),
            self.generation,
            self.answers.0.clone(),
        );
        t.asked = asked;
        self.thinking = Some(t);
    }

    /// The computer's move is asked for (Space, or the pause is over): it
    /// is played as soon as its search has found it.
    fn ask(&mut self) {
        match &mut self.thinking {
            Some(t) => t.asked = true,
            None => self.think(true),
        }
        self.receive(false);
        self.play_found();
    }

    /// Takes the worker's answers; with `wait`, waits for the current
    /// search's. An answer to an earlier request is dropped.
    pub(super) fn receive(&mut self, wait: bool) {
        loop {
            let Some(t) = &mut self.thinking else { return };
            if t.found.is_some() {
                return;
            }
            let answer = match wait {
                true => self.answers.1.recv().ok(),
                false => self.answers.1.try_recv().ok(),
            };
            let Some((generation, choice)) = answer else {
                return;
            };
            if generation != t.generation {
                continue;
            }
            match choice {
                Some(c) => t.found = Some(c),
                None => self.thinking = None,
            }
        }
    }

    /// Plays the computer's move once it is both asked for and found: one
    /// of the equally good moves, drawn with the seeded generator (here,
    /// in the order the moves are played, so a seed replays its game).
    fn play_found(&mut self) {
        let Some(mut t) = self.thinking.take_if(|t| t.asked && t.found.is_some()) else {
            return;
        };
        let Some(choice) = t.found.take() else { return };
        let depth = t.depth;
        let at_random = self.options.random && choice.best.len() > 1;
        let k = if at_random {
            self.rng.random_range(0..choice.best.len())
        } else {
            0
        };
        let mv = choice.best[k].clone();
        let decision = Decision {
            choice,
            depth,
            at_random,
        };
        self.play(mv, Who::Computer, Some(decision));
    }

    /// Waits for the computer's move once it is asked for and plays it,
    /// as the timer would once the search is done (for tests).
    pub fn settle(&mut self) {
        if self.thinking.as_ref().is_some_and(|t| t.asked) {
            self.receive(true);
            self.play_found();
        }
    }

    fn toggle_play(&mut self) {
        if self.has_human() {
            self.note = Some("p is for computer against computer (--players computer-computer)".into());
            return;
        }
        self.playing = !self.playing && !self.is_over();
        match (&mut self.thinking, self.playing) {
            // Paused: the search goes on, its move waits for Space.
            (Some(t), false) => t.asked = false,
            (_, true) => self.think_ahead(),
            _ => {}
        }
    }

    /// Plays out the last move: on the timer, or one step by key.
    fn play_out(&mut self, timed: bool) {
        let Some(last) = self.last() else {
            self.note = Some("no move has been played yet".into());
            return;
        };
        let of = self.table.steps(&last.before, &last.mv);
        if of == 0 {
            self.note = Some("this game has no sowing to play out".into());
            return;
        }
        self.showing = match (self.showing, timed) {
            (Some(s), false) if s.shown < s.of => Some(Showing {
                shown: s.shown + 1,
                timed: false,
                ..s
            }),
            (_, false) => Some(Showing {
                shown: 1,
                of,
                timed: false,
            }),
            (_, true) => Some(Showing {
                shown: 0,
                of,
                timed: true,
            }),
        };
        self.finish_showing();
    }

    /// A move shown to its last step is shown whole again.
    fn finish_showing(&mut self) {
        if self.showing.is_some_and(|s| s.shown >= s.of) {
            self.showing = None;
        }
    }

    /// Takes back moves to the human's previous turn (a move pair against
    /// the computer); one move when the computer plays both sides.
    fn undo(&mut self) {
        if self.history.is_empty() {
            self.note = Some("nothing to undo: this is the start".into());
            return;
        }
        while let Some(p) = self.history.pop() {
            self.pos = p.before;
            if !self.has_human() || self.history.is_empty() || self.to_move() == Who::Human {
                break;
            }
        }
        self.typed.clear();
        self.cursor = None;
        self.showing = None;
        self.playing = false;
        // The search of the position taken back is given up; its answer,
        // should it come, is stale.
        self.thinking = None;
        self.think_ahead();
    }

    /// A new depth; a search under way starts again at it.
    fn change_depth(&mut self, msg: Message) {
        let d = &mut self.options.depth;
        *d = match msg {
            Message::Deeper => (*d + 1).min(MAX_DEPTH),
            _ => d.saturating_sub(1).max(1),
        };
        if let Some(asked) = self.thinking.as_ref().map(|t| t.asked) {
            self.think(asked);
        }
    }

    /// The timer: the next stone of a move played out; else the pause
    /// before the computer's move is over, or it is time to look for the
    /// move asked for.
    fn tick_step(&mut self) {
        if let Some(s) = self.showing.filter(|s| s.timed) {
            self.showing = Some(Showing {
                shown: s.shown + 1,
                ..s
            });
            self.finish_showing();
            return;
        }
        let asked = self.thinking.as_ref().is_some_and(|t| t.asked);
        if asked || (self.computers_turn() && self.answers_by_itself()) {
            self.ask();
        }
    }

    /// The move tree: of the computer's last decision (the position it
    /// moved from, at the depth it searched), or of the current position.
    fn tree(&mut self, last: bool) -> Option<Box<Tutor>> {
        let (root, depth) = match self.last_decision().filter(|_| last) {
            Some(p) => (
                p.before.clone(),
                p.decision.as_ref().map_or(self.options.depth, |d| d.depth),
            ),
            None => (self.pos.clone(), self.options.depth),
        };
        let game = self.searched(&root);
        if game.is_terminal(&root) {
            self.note = Some("the game is over here: there is no move to search".into());
            return None;
        }
        let mover = &self.table.players()[self.table.seat(&root)];
        let live = Live {
            name: format!("{}, {mover} to move", self.table.name()),
            title: format!("{} · {}", self.table.name(), self.table.about()),
            game,
            root,
            draw: Some(T::sketch),
        };
        match Tutor::open(Box::new(MoveTree { live }), self.setup(depth)) {
            Ok(t) => Some(Box::new(t)),
            Err(e) => {
                self.note = Some(e);
                None
            }
        }
    }
}
