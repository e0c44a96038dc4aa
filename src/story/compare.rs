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

    /// Both at their end: the final trees side by side.
    pub fn end(&mut self) {
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
