//! The computer's search on a worker thread, so that the screen keeps
//! drawing and the keys keep working while it thinks. The game and the
//! position are plain data: they are copied into the thread, which sends
//! back what it found tagged with the request's generation number; the
//! screen drops an answer whose generation is no longer the current one
//! (the position was taken back, the depth changed).

use super::computer::Choose;
use crate::search::Setup;
use crate::search::choose::Choice;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender};
use std::time::Instant;

/// What the worker sends back: the request's generation and its choice
/// (`None` where the position had no move).
pub type Answer<M> = (u64, Option<Choice<M>>);

/// Both ends of the channel the answers come by.
pub type Answers<M> = (Sender<Answer<M>>, Receiver<Answer<M>>);

/// A search under way, or done and waiting to be played.
pub struct Thinking<M> {
    /// The request's number: an answer with another number is stale.
    pub generation: u64,
    pub depth: u32,
    pub since: Instant,
    /// Whether the move has been asked for (the timer or Space): then it
    /// is played as soon as it is found. A search started as soon as the
    /// computer's turn came runs ahead of the ask.
    pub asked: bool,
    /// The choice, once the worker has sent it.
    pub found: Option<Choice<M>>,
    stop: Arc<AtomicBool>,
}

impl<M> Drop for Thinking<M> {
    /// A search given up (undo, a new depth, the screen closed) is told to
    /// stop instead of running on for nothing.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// Starts `game`'s search from `root` on a thread of its own.
pub fn start<G>(
    game: G,
    root: G::Position,
    setup: Setup,
    generation: u64,
    to: Sender<Answer<G::Move>>,
) -> Thinking<G::Move>
where
    G: Choose + Send + 'static,
    G::Position: Send + 'static,
    G::Move: Send + 'static,
{
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let depth = setup.depth.unwrap_or(0);
    let work = move || {
        let choice = game.best_moves(&root, setup, &flag);
        // Nobody waits for a search that was given up.
        let _ = to.send((generation, choice));
    };
    crate::search::deep::spawn("computer", work)
        .expect("the system gives a thread for the computer's search");
    Thinking {
        generation,
        depth,
        since: Instant::now(),
        asked: false,
        found: None,
        stop,
    }
}
