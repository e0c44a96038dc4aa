//! What each command does to the game being played: typed moves and the
//! cursor, the computer's moves, undo, playing a move out, the depth, and
//! the move tree to open.

use super::command::{Command, OpenTree};
use super::state::{MAX_DEPTH, Played, Session, Showing, Who};
use super::worker;
use super::{Decision, Playable};
use crate::game::Game;
use crate::say;
use crate::subject::Live;
use crate::words::games;

impl<T: Playable> Session<T> {
    /// Carries out a command; hands back the move tree to open when one
    /// is asked for.
    pub fn command(&mut self, cmd: Command<T::Move>) -> Option<OpenTree<T::Searched>> {
        self.note = None;
        match cmd {
            Command::Type(c) => self.type_key(c),
            Command::Cursor { dx, dy } => self.move_cursor(dx, dy),
            Command::PlayCursor => self.play_cursor(),
            Command::Play(mv) => self.play_typed(mv),
            Command::ComputerNow => self.computer_now(),
            Command::TogglePlay => self.toggle_play(),
            Command::Sow => self.play_out(true),
            Command::SowStep => self.play_out(false),
            Command::Undo => self.undo(),
            Command::Deeper => self.change_depth(1),
            Command::Shallower => self.change_depth(-1),
            Command::Tick => self.tick_step(),
            Command::Tree => return self.tree(true),
            Command::TreeHere => return self.tree(false),
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
        let keys = self.legal_keys();
        if let Some(i) = keys.iter().position(|k| *k == self.typed) {
            self.human_move(legal[i].clone());
        } else if !keys.iter().any(|k| k.starts_with(&self.typed)) {
            let typed = std::mem::take(&mut self.typed);
            self.refuse(&typed);
        }
    }

    /// Why the keys typed name no legal move, with the legal ones.
    fn refuse(&mut self, typed: &str) {
        let why = self.table.why_not(&self.pos, typed);
        let legal = self.legal_keys().join(" ");
        self.note = Some(say!("game-illegal", why = why, legal = legal));
    }

    fn not_your_turn(&self) -> String {
        if self.is_over() {
            say!("game-over-no-move")
        } else {
            say!("game-computers-turn")
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

    /// A move named outright (a click on the board): played if legal.
    fn play_typed(&mut self, mv: T::Move) {
        self.typed.clear();
        if !self.humans_turn() {
            self.note = Some(self.not_your_turn());
        } else if self.legal().contains(&mv) {
            self.human_move(mv);
        } else {
            let typed = self.table.key_of(&self.pos, &mv);
            self.refuse(&typed);
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

    /// The computer moves now: as soon as its search has found the move.
    fn computer_now(&mut self) {
        if !self.computers_turn() {
            self.note = Some(if self.is_over() {
                self.not_your_turn()
            } else {
                say!("game-your-turn")
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
            self.game(),
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
    fn receive(&mut self, wait: bool) {
        loop {
            let Some(t) = &mut self.thinking else { return };
            if t.found.is_some() {
                return;
            }
            let answer = if wait {
                self.answers.1.recv().ok()
            } else {
                self.answers.1.try_recv().ok()
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
    /// of the equally good moves, picked here, in the order the moves are
    /// played, so that a seed replays its game.
    fn play_found(&mut self) {
        let Some(mut t) = self.thinking.take_if(|t| t.asked && t.found.is_some()) else {
            return;
        };
        let Some(choice) = t.found.take() else { return };
        let (mv, decision) = self.computer.pick(choice, t.depth);
        self.play(mv, Who::Computer, Some(decision));
    }

    /// Waits for the computer's move once it is asked for and plays it,
    /// as the timer would once the search is done (for tests, which must
    /// not sleep).
    pub fn settle(&mut self) {
        if self.thinking.as_ref().is_some_and(|t| t.asked) {
            self.receive(true);
            self.play_found();
        }
    }

    fn toggle_play(&mut self) {
        if self.has_human() {
            self.note = Some(say!("game-play-on-is-for-computers"));
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
            self.note = Some(say!("game-no-move-yet"));
            return;
        };
        let of = self.table.steps(&last.before, &last.mv);
        if of == 0 {
            self.note = Some(say!("game-nothing-to-play-out"));
            return;
        }
        let shown = match (self.showing, timed) {
            (Some(s), false) if s.shown < s.of => s.shown + 1,
            (_, false) => 1,
            (_, true) => 0,
        };
        self.showing = Some(Showing { shown, of, timed });
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
            self.note = Some(say!("game-nothing-to-undo"));
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

    /// A new depth, a ply deeper or shallower; a search under way starts
    /// again at it.
    fn change_depth(&mut self, by: i32) {
        let d = &mut self.options.depth;
        *d = d.saturating_add_signed(by).clamp(1, MAX_DEPTH);
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
    fn tree(&mut self, last: bool) -> Option<OpenTree<T::Searched>> {
        let decision = self.last_decision().filter(|_| last);
        let note = decision.and_then(|p| {
            let d = p.decision.as_ref()?;
            let key = |m| self.table.key_of(&p.before, m);
            let best: Vec<String> = d.choice.best.iter().map(key).collect();
            // Where its value is a win or a loss, the computer kept the
            // quickest win (longest loss) of the moves of that value.
            let (id, far) = match &d.choice.distance {
                Some(far) => ("game-tree-of-quickest", Some(far)),
                None => ("game-tree-of-choice", None),
            };
            Some(say!(
                id,
                chosen = key(&p.mv),
                best = best.join(" "),
                equal = best.len(),
                random = games::yes_no(d.at_random),
                nodes = d.choice.nodes_generated,
                evaluations = d.choice.evaluations,
                of = far.map_or(0, |f| f.of),
                wins = games::yes_no(far.is_some_and(|f| f.wins)),
                distance = far.map(games::distance).unwrap_or_default()
            ))
        });
        let (root, depth) = match decision {
            Some(p) => (
                p.before.clone(),
                p.decision.as_ref().map_or(self.options.depth, |d| d.depth),
            ),
            None => (self.pos.clone(), self.options.depth),
        };
        let game = self.table.searched(&root);
        if game.is_terminal(&root) {
            self.note = Some(say!("game-tree-of-the-end"));
            return None;
        }
        let name = self.table.name();
        let mover = &self.table.players()[self.table.seat(&root)];
        let subject = Live {
            name: self.table.tree_name(&root, mover),
            title: say!("game-tree-title", game = &name, about = self.table.about()),
            game,
            root,
            draw: Some(T::sketch),
            note: note.clone().unwrap_or_default(),
        };
        Some(OpenTree {
            subject,
            setup: self.setup(depth),
            note: note.map(|_| say!("game-tree-see-info")),
        })
    }
}
