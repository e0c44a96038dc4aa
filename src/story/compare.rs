//! The compare view as data: minimax and alpha-beta on the same tree, side
//! by side, stepping together (step k of each) or both at their end.

use super::Counts;
use super::outline::Outline;
use super::run::SearchRun;
use super::search::other::Other;
use super::search::panels;
use crate::record::search::View;
use crate::say;
use crate::search::{Algorithm, Setup};
use crate::subject::Subject;
use crate::words::search::explain::explain;
use std::sync::Arc;

pub struct Compare {
    /// Minimax first, then alpha-beta.
    pub runs: Vec<(Algorithm, SearchRun)>,
    pub step: usize,
    subject: Arc<dyn Subject>,
}

/// What one side shows.
pub struct Side<'a> {
    pub title: String,
    pub outline: Outline<'a>,
    pub sentence: String,
    pub counts: Counts,
}

impl Compare {
    pub fn open(subject: &Arc<dyn Subject>, setup: Setup, step: usize) -> Result<Compare, String> {
        let runs = Algorithm::ALL
            .iter()
            .map(|&algorithm| {
                let trace = subject.record(Setup { algorithm, ..setup })?;
                Ok((algorithm, SearchRun::new(trace)))
            })
            .collect::<Result<Vec<_>, String>>()?;
        let mut c = Compare {
            runs,
            step: 0,
            subject: Arc::clone(subject),
        };
        c.seek(step);
        Ok(c)
    }

    /// The longest run's length: the last common step.
    pub fn len(&self) -> usize {
        self.runs.iter().map(|(_, r)| r.len()).max().unwrap_or(0)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn seek(&mut self, k: usize) {
        self.step = k.min(self.len());
        for (_, r) in &mut self.runs {
            r.seek(self.step);
        }
    }

    /// Each side: its title, tree, sentence and counts.
    pub fn sides(&self) -> Vec<Side<'_>> {
        self.runs
            .iter()
            .map(|(algorithm, run)| Side {
                title: say!(
                    "compare-side-title",
                    algorithm = say!("algorithm", algorithm = algorithm.key()),
                    step = run.step(),
                    len = run.len()
                ),
                outline: Outline {
                    tree: self.subject.tree(),
                    run: Some(run),
                    view: View::Minimax,
                    by_move: false,
                },
                sentence: match run.cursor.current() {
                    Some(k) => explain(run.trace(), k, run.state()),
                    None => say!("compare-before"),
                },
                counts: Counts {
                    title: say!("counts-title"),
                    ..panels::counts(run, &Other::None)
                },
            })
            .collect()
    }
}
