//! Each event in plain words, in the texts' terms. The command line prints
//! these lines and the tutor's step panel shows them.

use crate::game::Player;
use crate::record::search::{Bound, CutKind, Cutoff, Entry, Event, Exactness, NodeId, Trace, Window};
use crate::value::show;

/// One line describing an event.
pub fn describe(trace: &Trace, entry: &Entry) -> String {
    let name = |id: NodeId| trace.name(id).to_string();
    let who = |id: NodeId| format!("{} ({})", name(id), trace.node(id).player);
    match entry.event {
        Event::Enter {
            node, depth, window, ..
        } => {
            let w = window
                .map(|w| format!(" with {}", window_text(trace, &w)))
                .unwrap_or_default();
            format!("enter {} at depth {depth}{w}", who(node))
        }
        Event::Generate { parent, child } => generate_text(trace, parent, child),
        Event::Evaluate { node, value } => {
            format!("static evaluation of {}: {}", name(node), show(value))
        }
        Event::Provisional {
            node,
            old,
            new,
            child,
        } => provisional_text(trace, node, (old, new), child),
        Event::WindowChange {
            node,
            bound,
            old,
            new,
        } => {
            let b = bound_symbol(bound);
            format!(
                "{}: {b} = {} (was {}), set by {}",
                who(node),
                show(new),
                show(old),
                name(node)
            )
        }
        ev @ (Event::BetaCutoff { .. } | Event::AlphaCutoff { .. }) => {
            ev.cutoff().map(|c| cutoff_text(trace, &c)).unwrap_or_default()
        }
        Event::Leave {
            node,
            value,
            exactness,
        } => {
            format!("leave {}: value {}", name(node), value_text(value, exactness))
        }
        Event::Quiescence { node, depth } => format!(
            "{} is active (not quiet) at depth {depth}, the depth limit: instead of evaluating it, the search goes on below it (quiescence)",
            name(node)
        ),
        Event::Iteration { depth } => format!(
            "iteration with depth limit {depth}: search again from the root, best moves of the last iteration first"
        ),
        Event::End { value, .. } => end_text(trace, value),
    }
}

fn provisional_text(trace: &Trace, node: NodeId, (old, new): (f64, f64), child: NodeId) -> String {
    let (n, c) = (trace.name(node), trace.name(child));
    let relation = match trace.node(node).player {
        Player::Max => "≥",
        Player::Min => "≤",
        Player::Chance => {
            return format!(
                "{n} (CHANCE): weighted sum {} → {} after {c} (adding its value times its probability)",
                show(old),
                show(new)
            );
        }
    };
    let who = trace.node(node).player;
    format!(
        "{n} ({who}): provisional value {} → {} from {c}, so {n} {relation} {}",
        show(old),
        show(new),
        show(new)
    )
}

/// " by move C" when the move has a label of its own, else "".
pub fn by_move(trace: &Trace, child: NodeId) -> String {
    let label = trace.label(child);
    if label != trace.name(child) {
        format!(" by move {label}")
    } else {
        String::new()
    }
}

fn generate_text(trace: &Trace, parent: NodeId, child: NodeId) -> String {
    let n = trace.node(child);
    let via = by_move(trace, child);
    format!(
        "generate {}{via}, successor {} of {}",
        trace.name(child),
        n.move_index + 1,
        trace.name(parent)
    )
}

/// "α = 3 (set by a), β = +∞".
pub fn window_text(trace: &Trace, w: &Window) -> String {
    let part = |sym: &str, v: f64, from: Option<NodeId>| match from {
        Some(id) => format!("{sym} = {} (set by {})", show(v), trace.name(id)),
        None => format!("{sym} = {}", show(v)),
    };
    format!(
        "{}, {}",
        part("α", w.alpha, w.alpha_from),
        part("β", w.beta, w.beta_from)
    )
}

fn bound_symbol(b: Bound) -> &'static str {
    match b {
        Bound::Alpha => "α",
        Bound::Beta => "β",
    }
}

/// "β-cutoff at e (MAX): value 5 ≥ β = 4 set by b; e's remaining successor
/// e2 is not examined".
pub fn cutoff_text(trace: &Trace, c: &Cutoff) -> String {
    let (kind, relation, bound) = match c.kind {
        CutKind::Beta => ("β-cutoff", "≥", "β"),
        CutKind::Alpha => ("α-cutoff", "≤", "α"),
    };
    format!(
        "{kind} at {} ({}): value {} {relation} {bound} = {} {}; {}",
        trace.name(c.at),
        trace.node(c.at).player,
        show(c.value),
        show(c.bound),
        bound_origin(trace, c.at, c.bound_from),
        unexamined_text(trace, c)
    )
}

/// Who set the bound of a cut-off, and how far up the path it is.
pub fn bound_origin(trace: &Trace, at: NodeId, from: Option<NodeId>) -> String {
    let Some(from) = from else {
        return "(the initial bound)".into();
    };
    let up = trace.node(at).depth.saturating_sub(trace.node(from).depth);
    if up <= 1 {
        format!("set by {}", trace.name(from))
    } else {
        format!("set by {}, {up} levels up (a deep cut-off)", trace.name(from))
    }
}

/// "e's remaining successor e2 is not examined".
pub fn unexamined_text(trace: &Trace, c: &Cutoff) -> String {
    let names: Vec<&str> = c.unexamined_children().map(|id| trace.name(id)).collect();
    let owner = trace.name(c.at);
    match names.len() {
        0 => format!("{owner} has no successors left, so nothing is cut off"),
        1 => format!("{owner}'s remaining successor {} is not examined", names[0]),
        _ => format!(
            "{owner}'s remaining successors {} are not examined",
            names.join(", ")
        ),
    }
}

/// "4", "≥ 5 (a lower bound)", "≤ 2 (an upper bound)".
pub fn value_text(value: f64, e: Exactness) -> String {
    match e {
        Exactness::Exact => show(value),
        Exactness::LowerBound => format!("≥ {} (a lower bound)", show(value)),
        Exactness::UpperBound => format!("≤ {} (an upper bound)", show(value)),
    }
}

fn end_text(trace: &Trace, value: f64) -> String {
    let best = trace
        .best_move()
        .map(|m| format!(", best move {m}"))
        .unwrap_or_default();
    format!(
        "end: value {}{best}; principal variation {}",
        show(value),
        pv_text(trace)
    )
}

/// "a → b → d → d2".
pub fn pv_text(trace: &Trace) -> String {
    let names: Vec<&str> = trace.pv.iter().map(|&id| trace.name(id)).collect();
    names.join(" → ")
}

/// The whole trace, one numbered step per line.
pub fn render(trace: &Trace) -> String {
    let width = trace.entries.len().to_string().len();
    let mut out = String::new();
    for (k, e) in trace.entries.iter().enumerate() {
        out += &format!("{:>width$}  {}\n", k + 1, describe(trace, e));
    }
    out
}
