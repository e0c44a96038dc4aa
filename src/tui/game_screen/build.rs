//! The move tree built on a thread of its own, so that the screen shows
//! how far it has got and Esc gives it up at once: first its size is
//! estimated against the memory budget (`search::size::plan`), then it
//! is recorded and the tutor made ready on that thread.

use super::tree::MoveTree;
use crate::game::Game;
use crate::say;
use crate::search::size::{Budget, Plan, Size, Watch, plan};
use crate::session::OpenTree;
use crate::tui::tutor::Tutor;
use indicatif::{HumanBytes, HumanCount};
use std::sync::Arc;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// What the thread hands back.
pub enum Built {
    Tutor(Box<Tutor>),
    /// The estimate says the tree would not fit.
    Over(Plan),
    /// The tree could not be opened; why, in words.
    Refused(String),
}

/// A tree being built; dropped, it is given up.
pub struct Build {
    pub watch: Arc<Watch>,
    pub depth: u32,
    pub budget: Budget,
    from: Receiver<Built>,
}

impl Drop for Build {
    fn drop(&mut self) {
        self.watch.cancel.store(true, Relaxed);
    }
}

/// Starts building `tree` within `budget`: its size estimated first, or
/// `known` (a depth offered as fitting goes straight to work).
pub fn start<G>(tree: OpenTree<G>, budget: Budget, known: Option<Size>) -> Build
where
    G: Game + Send + Sync + 'static,
    G::Position: Send + Sync,
{
    let watch = Arc::new(Watch::default());
    let (to, from) = mpsc::channel();
    let depth = tree.setup.depth.unwrap_or(0);
    if let Some(size) = known {
        watch.expected.store(size.events, Relaxed);
    }
    let shared = Arc::clone(&watch);
    let work = move || {
        if let Some(built) = work(tree, budget, known.is_none(), shared) {
            // Nobody waits for a tree given up.
            let _ = to.send(built);
        }
    };
    // Should the thread not start, its end of the channel is dropped and
    // `receive` says so.
    let _ = crate::search::deep::spawn("move-tree", work);
    Build {
        watch,
        depth,
        budget,
        from,
    }
}

/// The thread's work: `None` once given up.
fn work<G>(tree: OpenTree<G>, budget: Budget, estimate: bool, watch: Arc<Watch>) -> Option<Built>
where
    G: Game + Send + Sync + 'static,
    G::Position: Send + Sync,
{
    let OpenTree {
        subject: live,
        setup,
        note,
    } = tree;
    if estimate {
        match plan(&live.game, &live.root, setup, budget.tree_events(), &watch)? {
            Plan::Build(size) => watch.expected.store(size.events, Relaxed),
            over => return Some(Built::Over(over)),
        }
    }
    watch.counting.store(0, Relaxed);
    let subject = MoveTree {
        live,
        budget,
        watch: Arc::clone(&watch),
    };
    let opened = Tutor::open(Box::new(subject), setup).map(|mut t| {
        t.note = note;
        t
    });
    watch.opened.store(true, Relaxed);
    if watch.cancelled() {
        return None;
    }
    Some(match opened {
        Ok(t) => Built::Tutor(Box::new(t)),
        Err(e) => Built::Refused(e),
    })
}

impl Build {
    /// What the thread has handed back, if anything; with `wait`, waits.
    pub fn receive(&self, wait: bool) -> Option<Built> {
        match wait {
            true => self.from.recv().ok(),
            false => match self.from.try_recv() {
                Ok(b) => Some(b),
                Err(TryRecvError::Empty) => None,
                Err(TryRecvError::Disconnected) => Some(Built::Refused(say!("game-tree-gone"))),
            },
        }
    }

    /// How far it has got, in words: the depth being counted, or the
    /// events recorded of those expected.
    pub fn progress(&self) -> String {
        let w = &self.watch;
        let done = w.done.load(Relaxed);
        match w.counting.load(Relaxed) {
            0 => building(self.depth, done, w.expected.load(Relaxed)),
            counting => say!(
                "game-tree-sizing",
                depth = self.depth,
                counting = counting,
                done = HumanCount(done).to_string()
            ),
        }
    }
}

/// The steps recorded of those expected; past the estimate (it can be
/// low), how many more, not "12 of about 10".
fn building(depth: u32, done: u64, expected: u64) -> String {
    let (shown, estimate) = (HumanCount(done).to_string(), HumanCount(expected).to_string());
    match done > expected {
        false => say!(
            "game-tree-building",
            depth = depth,
            done = shown,
            expected = estimate
        ),
        true => say!(
            "game-tree-building-over",
            depth = depth,
            done = shown,
            expected = estimate
        ),
    }
}

/// Why a tree is not built as asked, and what is offered instead.
pub fn over_words(plan: Plan, budget: Budget) -> String {
    let Plan::Over { wanted, more, fits } = plan else {
        return String::new();
    };
    let size = |s: Size| HumanBytes(budget.bytes_for(s.events)).to_string();
    let allowed = HumanBytes(budget.bytes).to_string();
    let Some(fits) = fits else {
        return say!("game-tree-over-all", budget = allowed);
    };
    let wanted_size = match more {
        true => allowed.clone(),
        false => size(wanted),
    };
    say!(
        "game-tree-over",
        depth = wanted.depth,
        more = if more { "yes" } else { "no" },
        size = wanted_size,
        budget = allowed,
        fits = fits.depth,
        fits_size = size(fits)
    )
}

#[cfg(test)]
mod tests {
    use super::building;

    #[test]
    fn past_its_estimate_the_progress_line_says_how_many_more() {
        crate::words::set_language(crate::words::Language::En);
        assert_eq!(
            building(12, 5_093_688, 12_532_323),
            "Building the move tree to depth 12: 5,093,688 of about 12,532,323 steps · Esc cancels"
        );
        assert_eq!(
            building(12, 10_841_187, 10_046_783),
            "Building the move tree to depth 12: 10,841,187 steps, more than the 10,046,783 estimated · Esc cancels"
        );
    }
}
