//! The counters: so far, for the whole run, and for the other algorithm
//! on the same tree, so the saving shows ("evaluations 5 of 8 (minimax)").

use super::theme::Theme;
use crate::search::Algorithm;
use crate::trace::Counters;
use ratatui::text::{Line, Span};

/// One column of figures.
pub struct Column {
    pub heading: String,
    pub counts: Counters,
}

/// Reads one figure from counters.
type Figure = fn(&Counters) -> u64;

/// The rows: what is counted and how to read it from counters.
const ROWS: [(&str, Figure); 4] = [
    ("generated", |c| c.nodes_generated),
    ("evaluations", |c| c.evaluations),
    ("α-cutoffs", |c| c.alpha_cutoffs),
    ("β-cutoffs", |c| c.beta_cutoffs),
];

/// The table, one line per row, columns right-aligned.
pub fn table(columns: &[Column], theme: Theme) -> Vec<Line<'static>> {
    let head: String = columns.iter().map(|c| format!("{:>9}", c.heading)).collect();
    let mut out = vec![Line::styled(format!("{:<12}{head}", ""), theme.title())];
    for (name, get) in ROWS {
        let cells: String = columns.iter().map(|c| format!("{:>9}", get(&c.counts))).collect();
        out.push(Line::from(vec![
            Span::raw(format!("{name:<12}")),
            Span::raw(cells),
        ]));
    }
    out
}

/// "evaluations 5 of 8 (minimax)": the saving in one line; seen from
/// minimax, "evaluations 8; alpha-beta needs 5".
pub fn saving(whole: &Counters, other: Option<&(Algorithm, Counters)>) -> Option<String> {
    let (algorithm, o) = other?;
    Some(match algorithm {
        Algorithm::Minimax => format!("evaluations {} of {} (minimax)", whole.evaluations, o.evaluations),
        _ => format!(
            "evaluations {}; {algorithm} needs {}",
            whole.evaluations, o.evaluations
        ),
    })
}
