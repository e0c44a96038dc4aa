//! A progress bar on stderr for long work on the command line (a match of
//! many games), shown only where stderr is a terminal.

use crate::say;
use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;

/// Work counted in pieces (games) out of a known total.
pub struct Progress {
    bar: Option<ProgressBar>,
}

impl Progress {
    /// Shows a bar of `total` pieces, each called `what` (a message id:
    /// "games").
    pub fn start(total: u32, what: &str) -> Progress {
        let shown = std::io::stderr().is_terminal() && total > 1;
        let bar = shown.then(|| {
            let bar = ProgressBar::with_draw_target(Some(total.into()), super::kalah::work::stderr());
            let template = format!("[{{bar:30}}] {{human_pos}}/{{human_len}} {}, {{eta}}", say!(what));
            if let Ok(style) = ProgressStyle::with_template(&template) {
                bar.set_style(style);
            }
            bar
        });
        Progress { bar }
    }

    /// `done` pieces are done.
    pub fn done(&self, done: u32) {
        if let Some(bar) = &self.bar {
            bar.set_position(done.into());
        }
    }

    /// Clears the bar.
    pub fn finish(self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
