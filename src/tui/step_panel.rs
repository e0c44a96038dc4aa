//! The step panel: the current event in the texts' words, the window of
//! the node being searched and who set each bound, and the path from the
//! root with each node's provisional value.

use super::theme::Theme;
use crate::record::search::View;
use crate::record::search::cursor::Run;
use crate::story::outline::seen_provisional;
use crate::words::search::explain::explain_in;
use crate::words::search::text::window_text;
use ratatui::text::{Line, Span};

/// The lines of the panel (the sentence first), values in `view`.
pub fn lines(run: &Run, view: View, theme: Theme) -> Vec<Line<'static>> {
    let mut out = vec![sentence(run, view, theme)];
    out.extend(window(run, view, theme));
    out.push(path(run, view, theme));
    out
}

fn sentence(run: &Run, view: View, theme: Theme) -> Line<'static> {
    let Some(entry) = run.current() else {
        let root = run.trace.name(0);
        return Line::from(format!(
            "Before the search: press → to step, starting at {root}. Press ? for every key."
        ));
    };
    let style = if entry.event.is_cutoff() {
        theme.cut()
    } else {
        theme.title()
    };
    Line::styled(explain_in(&run.trace, run.step() - 1, view), style)
}

/// "Window at e: α = -∞, β = 4 (set by b)" for the node being searched.
fn window(run: &Run, view: View, theme: Theme) -> Option<Line<'static>> {
    let node = run.state.current()?;
    let w = view.window(run.trace.node(node).player, run.state.node(node).window?);
    Some(Line::from(vec![
        Span::styled(format!("Window at {}: ", run.trace.name(node)), theme.title()),
        Span::raw(window_text(&run.trace, &w)),
    ]))
}

/// "Path: a ▲ ≥ 4 → b ▼ ≤ 4 → e ▲".
fn path(run: &Run, view: View, theme: Theme) -> Line<'static> {
    let steps: Vec<String> = run
        .state
        .path
        .iter()
        .map(|&id| {
            let n = run.trace.node(id);
            let v = run
                .state
                .node(id)
                .provisional
                .map(|v| seen_provisional(view, n.player, v));
            let v = v.map(|v| format!(" {v}")).unwrap_or_default();
            format!("{} {}{v}", run.trace.name(id), n.player.symbol())
        })
        .collect();
    let text = match (steps.is_empty(), run.state.finished) {
        (false, _) => steps.join(" → "),
        (true, Some(_)) => "(the search is over)".to_string(),
        (true, None) => "(the search has not started)".to_string(),
    };
    Line::from(vec![Span::styled("Path: ", theme.title()), Span::raw(text)])
}
