//! The ordering lab's figures for a search: the static evaluations of
//! minimax, of the search as run, of alpha-beta in each of the lab's
//! orders and of the minimal tree, in all and by depth. The tutor's counts
//! panel and chart and `gametree stats --by-depth` read them. On a game
//! searched live only minimax and the run are counted: the orders read a
//! tree written out.

use crate::search::ordering::depths::ByDepth;
use crate::search::ordering::minimal::{Minimal, NoMinimal, minimal};
use crate::search::{Algorithm, Order, Rule, Setup};
use crate::subject::Subject;
use crate::words::errors::Worded;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// The seed the lab's shuffle takes when the run was not opened with one.
pub const SHUFFLE_SEED: u64 = crate::search::setup::SHUFFLE_SEED;

/// The lab's figures for a search set up as `setup`.
#[derive(Clone, Debug, PartialEq)]
pub struct Lab {
    /// The order the run searched in.
    pub order: Order,
    pub minimax: ByDepth,
    /// The search as run.
    pub searched: ByDepth,
    /// Alpha-beta (the run's algorithm where it cuts off) best first.
    pub best: Option<ByDepth>,
    /// Alpha-beta's evaluations in each of the lab's orders, as written
    /// first.
    pub orders: Vec<(Order, u64)>,
    pub minimal: Result<Minimal, NoMinimal>,
    /// The run's rule (the minimal tree is the equality rule's).
    pub rule: Rule,
}

/// The search the orders are compared with: the run's own where it cuts
/// off, else alpha-beta with the same settings.
pub fn pruning(setup: Setup) -> Setup {
    match setup.algorithm.prunes() {
        true => setup,
        false => Setup {
            algorithm: Algorithm::AlphaBeta,
            ..setup
        },
    }
}

impl Lab {
    /// Counts every figure; refused as the run itself would be.
    pub fn count(subject: &dyn Subject, setup: Setup) -> Result<Lab, String> {
        let with = |order| Setup {
            order,
            ..pruning(setup)
        };
        let minimax = Setup {
            algorithm: Algorithm::Minimax,
            order: Order::None,
            ..setup
        };
        let seed = match setup.order {
            Order::Shuffle(seed) => seed,
            _ => SHUFFLE_SEED,
        };
        let tree = subject.tree();
        let mut orders = Vec::new();
        if tree.is_some() {
            for order in Order::lab(seed) {
                orders.push((
                    order,
                    subject.by_depth(with(order)).worded()?.counters.evaluations,
                ));
            }
        }
        let minimal = match tree {
            None => Err(NoMinimal::Live),
            Some(t) if t.nodes().iter().any(|n| n.values().is_some()) => Err(NoMinimal::Players),
            Some(t) => minimal(t, setup).ok_or(NoMinimal::Chance),
        };
        Ok(Lab {
            order: setup.order,
            minimax: subject.by_depth(minimax).worded()?,
            searched: subject.by_depth(setup).worded()?,
            best: tree
                .map(|_| subject.by_depth(with(Order::Best)))
                .transpose()
                .worded()?,
            orders,
            minimal,
            rule: setup.rule,
        })
    }

    /// The deepest depth any figure counts an evaluation at, plus one.
    pub fn depths(&self) -> usize {
        let minimal = self.minimal.as_ref().map_or(0, |m| m.by_depth.len());
        [&self.minimax, &self.searched]
            .into_iter()
            .chain(&self.best)
            .map(|b| b.evaluations.len())
            .chain([minimal])
            .max()
            .unwrap_or(0)
    }

    /// The first depth worth showing: 0 only where something is evaluated
    /// at the root (a tree of one node).
    pub fn first_depth(&self) -> usize {
        let at_root = self.minimax.at(0) + self.searched.at(0);
        usize::from(at_root == 0).min(self.depths().saturating_sub(1))
    }
}

/// The lab's figures, counted on a thread of their own (on a big tree
/// they cost several searches), for a tree written out.
pub enum Work {
    /// A game searched live, or the counting refused.
    None,
    /// To be started once the first frame is up (`begin`).
    Later,
    Working(Receiver<Option<Lab>>),
    Done(Box<Lab>),
}

/// The lab's figures for a search of `subject`, counted later
/// (`Work::begin`).
pub fn later(subject: &dyn Subject) -> Work {
    match subject.tree() {
        Some(_) => Work::Later,
        None => Work::None,
    }
}

/// Starts counting the lab's figures for a search set up as `setup`.
pub fn start(subject: &Arc<dyn Subject>, setup: Setup) -> Work {
    if subject.tree().is_none() {
        return Work::None;
    }
    let subject = Arc::clone(subject);
    let (to, from) = mpsc::channel();
    let work = move || {
        // Nobody waits for the figures of settings switched away from.
        let _ = to.send(Lab::count(&*subject, setup).ok());
    };
    match crate::search::deep::spawn("ordering lab", work) {
        Ok(_) => Work::Working(from),
        Err(_) => Work::None,
    }
}

impl Work {
    /// Starts the counting left for later.
    pub fn begin(&mut self, subject: &Arc<dyn Subject>, setup: Setup) {
        if let Work::Later = self {
            *self = start(subject, setup);
        }
    }

    /// Takes in the figures if they have come; with `wait`, waits.
    pub fn receive(&mut self, wait: bool) {
        let Work::Working(from) = self else { return };
        let got = match wait {
            true => from.recv().map_err(|_| TryRecvError::Disconnected),
            false => from.try_recv(),
        };
        *self = match got {
            Ok(Some(lab)) => Work::Done(Box::new(lab)),
            Ok(None) | Err(TryRecvError::Disconnected) => Work::None,
            Err(TryRecvError::Empty) => return,
        };
    }

    pub fn waiting(&self) -> bool {
        matches!(self, Work::Working(_) | Work::Later)
    }

    /// The figures, once they are in.
    pub fn lab(&self) -> Option<&Lab> {
        match self {
            Work::Done(lab) => Some(lab),
            _ => None,
        }
    }
}

/// The minimal tree's evaluations at a depth.
pub fn minimal_at(m: &Minimal, depth: usize) -> u64 {
    m.by_depth.get(depth).copied().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::Scenario;

    #[test]
    fn the_lab_of_the_worst_uniform_tree() {
        let s = Scenario::resolve("uniform-worst-first").unwrap();
        let lab = Lab::count(
            &s,
            s.setup(Algorithm::AlphaBeta, None, crate::search::Rule::Equality),
        )
        .unwrap();
        let evaluations: Vec<u64> = lab.orders.iter().map(|o| o.1).collect();
        assert_eq!(evaluations[..4], [81, 17, 81, 17]);
        assert_eq!(lab.minimal.as_ref().unwrap().evaluations, 17);
        assert_eq!(lab.minimax.at(4), 81);
        assert_eq!(lab.best.as_ref().unwrap().at(4), 17);
        assert_eq!((lab.first_depth(), lab.depths()), (1, 5));
    }

    #[test]
    fn chance_has_no_minimal_tree() {
        let s = Scenario::resolve("lecture-expectimax").unwrap();
        let lab = Lab::count(&s, s.default_setup()).unwrap();
        assert_eq!(lab.minimal, Err(NoMinimal::Chance));
    }
}
