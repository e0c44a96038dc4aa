//! Perfect play at the position on the board (`v`): the game's exact
//! solver (`Playable::perfect`) and the computer's depth-limited search of
//! the same position, both on a thread of their own, so that the screen
//! shows how far the solve has got and Esc gives it up at once. Once done,
//! a panel beside the computer's choice lists every move's exact value,
//! marks the best, and says where the depth-limited choice falls short.
//! The game's rules and words stay the game's: this file only runs the
//! work and lays out what it found.

use crate::say;
use crate::session::perfect::{Exact, Known, Watch};
use crate::session::{Choose, Playable, Session};
use crate::tui::theme::Theme;
use indicatif::HumanCount;
use ratatui::text::Line;
use std::sync::Arc;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::Instant;

/// What the solve found: the exact values, and the moves the computer's
/// depth-limited search finds best at the same position.
pub struct Found<M> {
    pub exact: Exact<M>,
    /// `None` where the search gave no answer.
    pub depth_choice: Option<Vec<M>>,
    pub depth: u32,
}

/// The solve under way; dropped, it is given up.
pub struct Solving<M> {
    pub watch: Arc<Watch<M>>,
    since: Instant,
    from: Receiver<Result<Found<M>, String>>,
}

impl<M> Drop for Solving<M> {
    fn drop(&mut self) {
        self.watch.count.cancel.store(true, Relaxed);
    }
}

/// The panel: what was found at the position on the board when `v` was
/// pressed (`at`: the moves played by then; once that changes the panel
/// goes).
pub struct Solved<T: Playable> {
    pub pos: T::Position,
    pub at: usize,
    pub found: Found<T::Move>,
}

/// What the thread hands back, if anything yet.
pub enum Received<M> {
    Found(Found<M>),
    /// Why there is no answer, in words.
    Refused(String),
}

/// Starts solving the position on the board, or says why it cannot be.
pub fn start<T: Playable>(s: &Session<T>) -> Result<Solving<T::Move>, String> {
    if s.is_over() {
        return Err(say!("perfect-game-over"));
    }
    let work = s.table.perfect(&s.pos)?;
    let watch = Arc::new(Watch::default());
    let (to, from) = mpsc::channel();
    let (game, pos, depth) = (s.game(), s.pos.clone(), s.options.depth);
    let setup = s.setup(depth);
    let shared = Arc::clone(&watch);
    let run = move || {
        let Some(exact) = work(&shared) else { return };
        let found = exact.map(|exact| Found {
            exact,
            depth_choice: game.best_moves(&pos, setup, &shared.count.cancel).map(|c| c.best),
            depth,
        });
        // Nobody waits for a solve given up.
        if !shared.count.cancel.load(Relaxed) {
            let _ = to.send(found);
        }
    };
    // Should the thread not start, its end of the channel is dropped and
    // `receive` says so.
    let _ = crate::search::deep::spawn("perfect-play", run);
    Ok(Solving {
        watch,
        since: Instant::now(),
        from,
    })
}

impl<M: Clone> Solving<M> {
    /// What the thread has handed back, if anything; with `wait`, waits.
    pub fn receive(&self, wait: bool) -> Option<Received<M>> {
        let got = match wait {
            true => self.from.recv().map_err(|_| TryRecvError::Disconnected),
            false => self.from.try_recv(),
        };
        match got {
            Ok(Ok(found)) => Some(Received::Found(found)),
            Ok(Err(why)) => Some(Received::Refused(why)),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Received::Refused(say!("perfect-gone"))),
        }
    }

    /// How far it has got, in words: what is proved so far, the positions
    /// searched, the time.
    pub fn progress<T: Playable<Move = M>>(&self, s: &Session<T>) -> String {
        let known = match self.watch.known() {
            None => say!("perfect-known-start"),
            Some(k) => known_words(s, &k),
        };
        say!(
            "perfect-solving",
            known = known,
            nodes = HumanCount(self.watch.count.done.load(Relaxed)).to_string(),
            seconds = format!("{:.1}", self.since.elapsed().as_secs_f64())
        )
    }
}

/// "pit 3: 4 ≤ value ≤ 8", "the position: about 6 (depth 8)", "building
/// the endgame database (16 stones)".
fn known_words<T: Playable>(s: &Session<T>, k: &Known<T::Move>) -> String {
    let (of, lower, upper, guess_depth) = match k {
        Known::Building { stones } => return say!("perfect-known-building", stones = *stones),
        Known::Bounds {
            of,
            lower,
            upper,
            guess_depth,
        } => (of, *lower, *upper, *guess_depth),
    };
    let of = match of {
        Some(mv) => s.table.move_name(&s.pos, mv),
        None => say!("perfect-the-position"),
    };
    match guess_depth {
        Some(depth) => say!("perfect-known-guess", of = of, value = lower, depth = depth),
        None if lower == upper => say!("perfect-known-value", of = of, value = lower),
        None => say!("perfect-known-bounds", of = of, lower = lower, upper = upper),
    }
}

/// The panel: its title ("Perfect play", or of the position before a
/// move played since) and its lines.
pub fn panel<T: Playable>(s: &Session<T>, solved: &Solved<T>, theme: Theme) -> (String, Vec<Line<'static>>) {
    let title = match s.history.len() > solved.at {
        true => say!("perfect-title-before", number = solved.at + 1),
        false => say!("perfect-title"),
    };
    (title, lines(s, solved, theme))
}

/// The panel's lines: each move's exact value, the best marked; where the
/// depth-limited choice stands; the positions searched.
fn lines<T: Playable>(s: &Session<T>, solved: &Solved<T>, theme: Theme) -> Vec<Line<'static>> {
    let (table, pos, found) = (&s.table, &solved.pos, &solved.found);
    let best = found.exact.best();
    // The move played since from the position, if any.
    let played = s.history.get(solved.at).map(|p| &p.mv);
    let mut lines: Vec<Line> = found
        .exact
        .moves
        .iter()
        .map(|(mv, value)| {
            let mut words = table.exact_words(pos, mv, *value);
            if played == Some(mv) {
                words = format!("{words} {}", say!("perfect-played"));
            }
            match Some(*value) == best {
                true => Line::styled(format!("✓ {words}"), theme.pv()),
                false => Line::styled(format!("  {words}"), theme.plain()),
            }
        })
        .collect();
    if let Some(choice) = &found.depth_choice {
        lines.push(Line::styled(compared(s, solved, choice), theme.title()));
    }
    lines.push(Line::styled(
        say!(
            "perfect-searched",
            nodes = HumanCount(found.exact.nodes).to_string()
        ),
        theme.dim(),
    ));
    lines
}

/// Where the computer's depth-limited choice stands against perfect play.
fn compared<T: Playable>(s: &Session<T>, solved: &Solved<T>, choice: &[T::Move]) -> String {
    let (pos, found) = (&solved.pos, &solved.found);
    let name = |mv: &T::Move| s.table.move_name(pos, mv);
    let names = |moves: &[T::Move]| moves.iter().map(name).collect::<Vec<_>>().join(", ");
    let best = found.exact.best().unwrap_or_default();
    // The worst of the moves the search finds equally good.
    let worst = choice
        .iter()
        .filter_map(|mv| found.exact.value_of(mv).map(|v| (mv, v)))
        .min_by_key(|&(_, v)| v);
    match worst {
        Some((mv, v)) if v < best => match choice.len() {
            1 => say!(
                "perfect-depth-wrong",
                depth = found.depth,
                mv = name(mv),
                by = best - v,
                best = names(&found.exact.best_moves())
            ),
            _ => say!(
                "perfect-depth-some-wrong",
                depth = found.depth,
                moves = names(choice),
                mv = name(mv),
                by = best - v,
                best = names(&found.exact.best_moves())
            ),
        },
        _ => say!("perfect-depth-right", depth = found.depth, moves = names(choice)),
    }
}
