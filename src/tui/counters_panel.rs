//! The counters: so far, for the whole run, and for the other algorithm
//! on the same tree, so the saving shows ("evaluations 5 of 8 (minimax)").

use super::theme::Theme;
use crate::record::search::Counters;
use crate::search::Algorithm;
use ratatui::text::{Line, Span};

/// One column of figures.
pub struct Column {
    pub heading: String,
    /// `None` while they are being counted: the column shows "…".
    pub counts: Option<Counters>,
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

/// The search's table, one line per row, columns right-aligned.
pub fn table(columns: &[Column], theme: Theme) -> Vec<Line<'static>> {
    let headings: Vec<&str> = columns.iter().map(|c| c.heading.as_str()).collect();
    let rows: Vec<(&str, Vec<String>)> = ROWS
        .iter()
        .map(|&(name, get)| {
            let cells = columns
                .iter()
                .map(|c| c.counts.as_ref().map_or("…".into(), |c| get(c).to_string()))
                .collect();
            (name, cells)
        })
        .collect();
    cells(&headings, &rows, theme)
}

/// Any table of figures: a heading per column, a name and a figure per
/// column in each row.
pub fn grid(headings: &[&str], rows: &[(&str, Vec<u64>)], theme: Theme) -> Vec<Line<'static>> {
    let rows: Vec<(&str, Vec<String>)> = rows
        .iter()
        .map(|(name, figures)| (*name, figures.iter().map(u64::to_string).collect()))
        .collect();
    cells(headings, &rows, theme)
}

fn cells(headings: &[&str], rows: &[(&str, Vec<String>)], theme: Theme) -> Vec<Line<'static>> {
    let head: String = headings.iter().map(|h| format!("{h:>9}")).collect();
    let mut out = vec![Line::styled(format!("{:<12}{head}", ""), theme.title())];
    for (name, figures) in rows {
        let cells: String = figures.iter().map(|f| format!("{f:>9}")).collect();
        out.push(Line::from(vec![
            Span::raw(format!("{name:<12}")),
            Span::raw(cells),
        ]));
    }
    out
}

/// An algorithm's name in a counters heading.
pub fn short_name(a: Algorithm) -> &'static str {
    match a {
        Algorithm::Minimax => "minimax",
        Algorithm::AlphaBeta => "α-β",
        Algorithm::Expectimax => "expectimax",
        Algorithm::Negamax => "negamax",
        Algorithm::IterativeDeepening => "ID",
    }
}

/// The search the counters compare with: minimax for alpha-beta (what
/// pruning saves), alpha-beta for minimax, the same search without
/// ordering under static ordering (what ordering saves).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Comparison {
    /// The column heading.
    pub short: &'static str,
    /// In the panel's title.
    pub long: &'static str,
    /// Whether the shown search is the cheaper one ("5 of 8").
    pub saves: bool,
    pub counts: Counters,
}

impl Comparison {
    pub fn with(algorithm: Algorithm, counts: Counters) -> Comparison {
        Comparison {
            short: short_name(algorithm),
            long: algorithm.name(),
            saves: algorithm == Algorithm::Minimax,
            counts,
        }
    }

    pub fn unordered(counts: Counters) -> Comparison {
        Comparison {
            short: "no order",
            long: "unordered",
            saves: true,
            counts,
        }
    }
}

/// "evaluations 5 of 8 (minimax)": the saving in one line; seen from
/// minimax, "evaluations 8; alpha-beta needs 5".
pub fn saving(whole: &Counters, other: Option<&Comparison>) -> Option<String> {
    let o = other?;
    Some(if o.saves {
        format!(
            "evaluations {} of {} ({})",
            whole.evaluations, o.counts.evaluations, o.long
        )
    } else {
        format!(
            "evaluations {}; {} needs {}",
            whole.evaluations, o.long, o.counts.evaluations
        )
    })
}
