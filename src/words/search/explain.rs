//! Each event explained in one or two plain sentences for the tutor's step
//! panel, in the texts' words. Unlike `text::describe` (one terse line per
//! event for the command line) it may look at the neighbouring events.

mod negamax;

use super::text::{bound_origin, by_move, window_text};
use crate::game::Player;
use crate::record::search::{CutKind, Cutoff, Event, Exactness, NodeId, Trace, Unexamined, View};
use crate::value::show;

/// The sentence for event `k` of `trace` in a view of its values.
pub fn explain_in(trace: &Trace, k: usize, view: View) -> String {
    let negamax = (view == View::Negamax).then(|| negamax::explain(trace, k));
    negamax.flatten().unwrap_or_else(|| explain(trace, k))
}

/// The sentence for event `k` of `trace`, values from MAX's point of view.
pub fn explain(trace: &Trace, k: usize) -> String {
    let Some(entry) = trace.entries.get(k) else {
        return String::new();
    };
    let who = |id: NodeId| format!("{} ({})", trace.name(id), trace.node(id).player);
    match entry.event {
        Event::Enter {
            node, depth, window, ..
        } => {
            let w = window
                .map(|w| format!(" It is searched with {}.", window_text(trace, &w)))
                .unwrap_or_default();
            let role = if is_leaf_at(trace, k) {
                String::new()
            } else {
                format!(": {}", chooses(trace.node(node).player))
            };
            format!("The search enters {} at depth {depth}{role}.{w}", who(node))
        }
        Event::Generate { parent, child } => generate(trace, parent, child),
        Event::Evaluate { node, value } => format!(
            "{} is a leaf of the search tree: its static value is {}.",
            trace.name(node),
            show(value)
        ),
        Event::Provisional {
            node,
            old,
            new,
            child,
        } => provisional(trace, node, old, new, child),
        Event::WindowChange { node, old, new, .. } => window_change(trace, node, old, new),
        ev @ (Event::BetaCutoff { .. } | Event::AlphaCutoff { .. }) => {
            ev.cutoff().map(|c| cutoff(trace, &c)).unwrap_or_default()
        }
        Event::Leave {
            node,
            value,
            exactness,
        } => leave(trace, node, value, exactness),
        Event::Quiescence { node, depth } => format!(
            "{} lies at the depth limit {depth} but is not quiet (something is about to be captured): \
             its static value would mislead, so the search looks further below it.",
            trace.name(node)
        ),
        Event::Iteration { depth } => format!(
            "A new iteration starts from the root with depth limit {depth}; \
             the best moves found by the last iteration are tried first."
        ),
        Event::End { value, .. } => end(trace, value),
    }
}

/// What a player's node does with its successors' values.
fn chooses(player: Player) -> &'static str {
    match player {
        Player::Max => "MAX moves here and takes the largest value of its successors",
        Player::Min => "MIN moves here and takes the smallest value of its successors",
        Player::Chance => {
            "a chance node: its value is the probability-weighted average of its successors' values"
        }
    }
}

/// Whether the node entered by event `k` is a leaf (evaluated right away).
fn is_leaf_at(trace: &Trace, k: usize) -> bool {
    matches!(
        trace.entries.get(k + 1).map(|e| e.event),
        Some(Event::Evaluate { .. })
    )
}

fn generate(trace: &Trace, parent: NodeId, child: NodeId) -> String {
    let by = by_move(trace, child);
    format!(
        "The search generates {}{by}: successor {} of {}.",
        trace.name(child),
        trace.node(child).move_index + 1,
        trace.name(parent)
    )
}

fn provisional(trace: &Trace, node: NodeId, old: f64, new: f64, child: NodeId) -> String {
    let (op, rel) = match trace.node(node).player {
        Player::Max => ("max", "≥"),
        Player::Min => ("min", "≤"),
        Player::Chance => {
            return format!(
                "{} (CHANCE): the weighted sum grows from {} to {} with {}'s value times its probability.",
                trace.name(node),
                show(old),
                show(new),
                trace.name(child)
            );
        }
    };
    let name = trace.name(node);
    format!(
        "{} ({}): provisional value v = {op}({}, {}) = {} from {}, so {name} {rel} {}.",
        name,
        trace.node(node).player,
        show(old),
        show(new),
        show(new),
        trace.name(child),
        show(new)
    )
}

fn window_change(trace: &Trace, node: NodeId, old: f64, new: f64) -> String {
    let name = trace.name(node);
    match trace.node(node).player {
        Player::Max => format!(
            "α at {name} rises to {} (was {}): on this path MAX is already sure of at least {}.",
            show(new),
            show(old),
            show(new)
        ),
        Player::Min => format!(
            "β at {name} falls to {} (was {}): on this path MIN will allow at most {}.",
            show(new),
            show(old),
            show(new)
        ),
        Player::Chance => format!(
            "the window at {name} changes from {} to {}.",
            show(old),
            show(new)
        ),
    }
}

fn cutoff(trace: &Trace, c: &Cutoff) -> String {
    let name = trace.name(c.at);
    let (kind, rel, sym) = match c.kind {
        CutKind::Beta => ("β-cutoff", "≥", "β"),
        CutKind::Alpha => ("α-cutoff", "≤", "α"),
    };
    let above = match c.bound_from {
        Some(from) => format!(
            "{} ({sym} = {}, {})",
            opponent_view(trace, from, c.bound),
            show(c.bound),
            bound_origin(trace, c.at, Some(from))
        ),
        None => format!("{sym} = {} is the initial bound", show(c.bound)),
    };
    format!(
        "{kind} at {name} ({}): its value is already {rel} {}, and {above}. {}",
        trace.node(c.at).player,
        show(c.value),
        pruned(name, trace, &c.unexamined)
    )
}

/// Why the ancestor that set the bound will not come here.
fn opponent_view(trace: &Trace, from: NodeId, bound: f64) -> String {
    let name = trace.name(from);
    match trace.node(from).player {
        Player::Min => format!("MIN at {name} will never allow more than {}", show(bound)),
        Player::Max => format!("MAX at {name} is already sure of {}", show(bound)),
        Player::Chance => format!("the chance node {name} bounds it by {}", show(bound)),
    }
}

/// "e's other successor, e2, is not examined."
fn pruned(owner: &str, trace: &Trace, u: &Unexamined) -> String {
    let names: Vec<&str> = (u.first..u.first + u.children).map(|id| trace.name(id)).collect();
    let below = if u.nodes > u64::from(u.children) {
        format!(" ({} nodes with their subtrees)", u.nodes)
    } else {
        String::new()
    };
    match names.as_slice() {
        [] => format!("{owner} has no successors left, so nothing is cut off."),
        [one] => format!("{owner}'s other successor, {one}, is not examined{below}."),
        many => format!(
            "{owner}'s other successors, {}, are not examined{below}.",
            many.join(", ")
        ),
    }
}

fn leave(trace: &Trace, node: NodeId, value: f64, e: Exactness) -> String {
    let name = trace.name(node);
    let Some(parent) = trace.node(node).parent else {
        return format!("{name} is done: its value is {}.", show(value));
    };
    let to = trace.name(parent);
    match e {
        Exactness::Exact => format!("{name} is done and returns {} to {to}.", show(value)),
        Exactness::LowerBound => format!(
            "{name} returns {} to {to}: only a lower bound ({name} ≥ {}), which is all {to} needs.",
            show(value),
            show(value)
        ),
        Exactness::UpperBound => format!(
            "{name} returns {} to {to}: only an upper bound ({name} ≤ {}), which is all {to} needs.",
            show(value),
            show(value)
        ),
    }
}

fn end(trace: &Trace, value: f64) -> String {
    let best = trace
        .best_move()
        .map(|m| format!("; the best move is {m}"))
        .unwrap_or_default();
    format!(
        "The search is over: {} is worth {}{best}. Principal variation: {}.",
        trace.name(0),
        show(value),
        super::text::pv_text(trace)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::Scenario;
    use crate::search::Algorithm;
    use crate::search::Setup;

    fn bratko() -> Trace {
        let s = Scenario::resolve("bratko-fig2").unwrap();
        s.record(Setup::new(Algorithm::AlphaBeta)).unwrap()
    }

    fn sentence_of(t: &Trace, is: impl Fn(&Event) -> bool) -> String {
        let k = t.entries.iter().position(|e| is(&e.event)).unwrap();
        explain(t, k)
    }

    #[test]
    fn beta_cutoff_says_who_set_the_bound_and_what_is_left_out() {
        let t = bratko();
        assert_eq!(
            sentence_of(&t, |e| matches!(e, Event::BetaCutoff { .. })),
            "β-cutoff at e (MAX): its value is already ≥ 5, and MIN at b will never allow more \
             than 4 (β = 4, set by b). e's other successor, e2, is not examined."
        );
    }

    #[test]
    fn alpha_cutoff_names_the_max_ancestor() {
        let t = bratko();
        let s = sentence_of(&t, |e| matches!(e, Event::AlphaCutoff { .. }));
        assert!(s.starts_with("α-cutoff at c (MIN): its value is already ≤ 2, and MAX at a is already sure of 4 (α = 4, set by a)."), "{s}");
    }

    #[test]
    fn every_event_has_a_sentence() {
        let t = bratko();
        for k in 0..t.entries.len() {
            assert!(explain(&t, k).ends_with('.'), "{k}: {}", explain(&t, k));
        }
        assert!(explain(&t, 0).contains("MAX moves here"));
        assert!(explain(&t, t.entries.len() - 1).contains("a → b → d → d2"));
    }
}
