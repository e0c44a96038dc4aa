//! The compare view as data: minimax and alpha-beta on the same tree, side
//! by side, each at the same node: minimax steps, alpha-beta shows that
//! node (or the cut-off that left it out); or both at their end.

use super::outline::{Changed, Outline};
use super::run::SearchRun;
use super::search::other::Other;
use super::search::panels;
use super::search::same_step;
use super::{Counts, Stop};
use crate::record::naming::{self, Shape};
use crate::record::search::{Event, Trace, View};
use crate::say;
use crate::search::{Algorithm, Setup};
use crate::subject::Subject;
use crate::words::CutNames;
use crate::words::errors::Worded;
use crate::words::search::explain::explain;
use std::sync::Arc;

pub struct Compare {
    /// Minimax first (it reaches every node: the others follow it), then
    /// alpha-beta.
    pub runs: Vec<(Algorithm, SearchRun)>,
    subject: Arc<dyn Subject>,
    /// What the cut-offs are called.
    names: CutNames,
    /// Each side's nodes an edit changed, marked Δ while that side stays
    /// at the step it was renewed at.
    pub changed: Vec<(usize, Vec<Changed>)>,
    /// The steps each → came from, so that ← goes back the same way
    /// (a run that follows may wait past the node of the one it follows,
    /// which its step alone cannot tell); emptied by any other move.
    trail: Vec<Vec<usize>>,
}

/// What one side shows.
pub struct Side<'a> {
    pub title: String,
    pub outline: Outline<'a>,
    pub sentence: String,
    pub counts: Counts,
}

impl Compare {
    /// Both runs, the one of `setup` at `step` and the other at the same node.
    pub fn open(
        subject: &Arc<dyn Subject>,
        setup: Setup,
        step: usize,
        names: CutNames,
    ) -> Result<Compare, String> {
        let mut traces = Algorithm::ALL
            .iter()
            .map(|&algorithm| Ok((algorithm, subject.record(Setup { algorithm, ..setup }).worded()?)))
            .collect::<Result<Vec<_>, String>>()?;
        name_alike(&mut traces);
        let runs = traces
            .into_iter()
            .map(|(algorithm, trace)| (algorithm, SearchRun::new(trace)))
            .collect();
        let mut c = Compare {
            runs,
            subject: Arc::clone(subject),
            names,
            changed: Vec::new(),
            trail: Vec::new(),
        };
        let at = c
            .runs
            .iter()
            .position(|(a, _)| *a == setup.algorithm)
            .unwrap_or(0);
        c.seek_run(at, step);
        Ok(c)
    }

    /// The step of the run the others follow (minimax's).
    pub fn step(&self) -> usize {
        self.runs[0].1.step()
    }

    /// Its last step.
    pub fn last_step(&self) -> usize {
        self.runs[0].1.len()
    }

    /// Moves minimax's run to step `k`, the others to the same node.
    pub fn seek(&mut self, k: usize) {
        self.seek_run(0, k);
    }

    /// Whether every run is at its end.
    pub fn at_end(&self) -> bool {
        self.runs.iter().all(|(_, r)| r.step() >= r.len())
    }

    /// One step on. The runs that follow step through each event of their
    /// own before the one they follow takes its next step (alpha-beta's
    /// cut-off and window, which minimax has no step for), so that no
    /// sentence of either side is passed over; then the one followed
    /// steps and the others go to its node.
    pub fn forward(&mut self) {
        let before = self.steps();
        self.step_on();
        if self.steps() != before {
            self.trail.push(before);
        }
    }

    fn step_on(&mut self) {
        let k = self.step();
        if k >= self.last_step() {
            // The one followed is done: the others step to their ends.
            if let Some((_, r)) = self.runs.iter_mut().skip(1).find(|(_, r)| r.step() < r.len()) {
                r.seek(r.step() + 1);
            }
            return;
        }
        self.runs[0].1.seek(k + 1);
        let targets = self.followers_at_lead();
        for (j, to) in targets.iter().enumerate().skip(1) {
            let now = self.runs[j].1.step();
            if now + 1 < *to {
                self.runs[0].1.seek(k);
                self.runs[j].1.seek(now + 1);
                return;
            }
        }
        for (j, to) in targets.into_iter().enumerate().skip(1) {
            let now = self.runs[j].1.step();
            self.runs[j].1.seek(to.max(now));
        }
    }

    /// One step back, the way `forward` came. Where → did not bring the
    /// runs here (a jump, the start, the end): a run that follows and is
    /// past the node of the one it follows steps back first; then the one
    /// followed, and each that follows back by the step it took with it
    /// (none where it had waited there).
    pub fn back(&mut self) {
        if let Some(steps) = self.trail.pop() {
            for ((_, r), k) in self.runs.iter_mut().zip(steps) {
                r.seek(k);
            }
            return;
        }
        let targets = self.followers_at_lead();
        for (j, to) in targets.iter().enumerate().skip(1).rev() {
            let now = self.runs[j].1.step();
            if now > *to {
                self.runs[j].1.seek(now - 1);
                return;
            }
        }
        let k = self.step();
        if k == 0 {
            return;
        }
        self.runs[0].1.seek(k - 1);
        let before = self.followers_at_lead();
        for (j, was) in before.into_iter().enumerate().skip(1) {
            let now = self.runs[j].1.step();
            let to = if was >= now { now } else { now - 1 };
            self.runs[j].1.seek(to);
        }
    }

    /// Each run's step.
    fn steps(&self) -> Vec<usize> {
        self.runs.iter().map(|(_, r)| r.step()).collect()
    }

    /// Where each run that follows shows the node of the one followed at
    /// its step (the first entry, the one followed, its own step).
    fn followers_at_lead(&self) -> Vec<usize> {
        let lead = &self.runs[0].1;
        let mut out = vec![lead.step()];
        out.extend(self.runs.iter().skip(1).map(|(_, r)| same_step(lead, r.trace())));
        out
    }

    /// Both at their end: the final trees side by side.
    pub fn end(&mut self) {
        self.trail.clear();
        for (_, r) in &mut self.runs {
            r.seek(r.len());
        }
    }

    /// Moves run `i` to step `k` and every other run to the step that shows
    /// the same node (where a run never reaches it, the cut-off that leaves
    /// it out). A run that follows never goes the other way than the one
    /// it follows: where it is already past that node (after `c`, at the
    /// cut-off), it waits there rather than step back.
    fn seek_run(&mut self, i: usize, k: usize) {
        self.trail.clear();
        let forward = k >= self.runs[i].1.step();
        self.runs[i].1.seek(k);
        let (lead, others) = (i, 0..self.runs.len());
        for j in others.filter(|&j| j != lead) {
            let to = same_step(&self.runs[lead].1, self.runs[j].1.trace());
            let now = self.runs[j].1.step();
            let to = match forward {
                true => to.max(now),
                false => to.min(now),
            };
            self.runs[j].1.seek(to);
        }
    }

    /// `e`: the next (or previous) static evaluation of minimax; `c`: the
    /// next (or previous) cut-off of alpha-beta; the other run follows to
    /// the same node. False when there is none.
    pub fn jump(&mut self, stop: Stop, forward: bool) -> bool {
        let i = match stop {
            Stop::Evaluation => 0,
            Stop::Cutoff => self.runs.len() - 1,
        };
        let run = &self.runs[i].1;
        let trace = run.trace();
        let is = |k: usize| match (stop, trace.event(k)) {
            (Stop::Evaluation, Event::Evaluate { .. }) => true,
            (Stop::Cutoff, Event::Cutoff { children, .. }) => children > 0,
            _ => false,
        };
        let found = match forward {
            true => (run.step()..run.len()).find(|&k| is(k)),
            false => (0..run.step().saturating_sub(1)).rev().find(|&k| is(k)),
        };
        found.map(|k| self.seek_run(i, k + 1)).is_some()
    }

    /// Each side: its title, tree, sentence and counts.
    pub fn sides(&self) -> Vec<Side<'_>> {
        self.runs
            .iter()
            .enumerate()
            .map(|(i, (algorithm, run))| Side {
                title: say!(
                    "compare-side-title",
                    algorithm = say!("algorithm", algorithm = algorithm.key()),
                    step = run.step(),
                    len = run.len()
                ),
                outline: Outline {
                    changed: match self.changed.get(i) {
                        Some((step, keys)) if *step == run.step() => keys,
                        _ => &[],
                    },
                    ..self.outline(i)
                },
                sentence: match run.cursor.current() {
                    Some(k) => explain(run.trace(), k, run.state(), self.names),
                    None => say!("compare-before"),
                },
                counts: Counts {
                    title: say!("counts-title"),
                    ..panels::counts(run, &Other::None, *algorithm, self.names)
                },
            })
            .collect()
    }

    /// Side `i`'s nodes as drawn, without an edit's marks.
    pub fn outline(&self, i: usize) -> Outline<'_> {
        Outline {
            tree: self.subject.tree(),
            run: Some(&self.runs[i].1),
            view: View::Minimax,
            limit: None,
            hide_leaves: false,
            types: false,
            names: self.names,
            changed: &[],
        }
    }
}

/// A live game's runs side by side name their nodes alike: by the tree
/// of paths they make together, which is minimax's (it contains every
/// node alpha-beta reaches), so that the same node has the same name on
/// both sides.
fn name_alike(traces: &mut [(Algorithm, Trace)]) {
    if !traces.iter().all(|(_, t)| t.tree.names_made()) {
        return;
    }
    let shapes: Vec<&dyn Shape> = traces.iter().map(|(_, t)| &t.tree as &dyn Shape).collect();
    let places = naming::places_together(&shapes);
    for ((_, t), places) in traces.iter_mut().zip(places) {
        t.tree.name_by(places);
    }
}
