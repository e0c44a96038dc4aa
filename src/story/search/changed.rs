//! What a change of the tree did at the place kept: the
//! cut-off at the anchor's node gone or new, and where that node's
//! cut-off test now fires, in words for the status line.

use crate::record::search::{Event, NodeId, Trace};
use crate::say;
use crate::story::outline::{Changed, Key, Nodes, Outline};
use crate::story::run::SearchRun;
use std::collections::HashMap;

/// The current event of a run, if it is a cut-off test's, with its node's
/// name and whether it cut anything.
fn test_at(run: &SearchRun) -> Option<(String, Option<crate::record::search::CutKind>)> {
    let k = run.cursor.current()?;
    let trace = run.trace();
    match trace.event(k) {
        Event::Cutoff {
            at, kind, children, ..
        } => Some((trace.name(at).to_string(), (children > 0).then_some(kind))),
        Event::NoCutoff { node } => Some((trace.name(node).to_string(), None)),
        _ => None,
    }
}

/// The words for what changed at the place kept, `old` before the change
/// and `new` after it, at the same step; `None` where no cut-off changed.
pub fn change_note(old: &SearchRun, new: &SearchRun, names: crate::words::CutNames) -> Option<String> {
    let (name, was) = test_at(old)?;
    let now = test_at(new)
        .filter(|(n, _)| *n == name)
        .and_then(|(_, kind)| kind);
    let said = match (was, now) {
        (Some(kind), None) => say!("change-cut-gone", cut = names.name(kind), node = name.as_str()),
        (None, Some(kind)) => say!("change-cut-new", cut = names.name(kind), node = name.as_str()),
        _ => return None,
    };
    Some(said + &where_cut(new.trace(), &name))
}

/// Where a node's cut-off test fires in a run (the first time), and
/// what it leaves out; or that it does not fire.
fn where_cut(trace: &Trace, name: &str) -> String {
    let at = |n: NodeId| trace.tree.origin(n).is_some() && trace.name(n) == name;
    let fired = (0..trace.len()).find_map(|k| match trace.event(k) {
        Event::Cutoff { at: n, children, .. } if at(n) => Some((k, children)),
        _ => None,
    });
    match fired {
        Some((k, children)) => say!(
            "change-test-fires",
            node = name,
            step = k + 1,
            children = children
        ),
        None => say!("change-test-never", node = name),
    }
}

/// The nodes of `new` whose drawn label (value and bound) differs from
/// the node of the same name in `old` at their steps, or that are new;
/// sorted. Only a tree written out has them.
pub fn changed_nodes(old: &super::SearchStory, new: &super::SearchStory) -> Vec<Changed> {
    changed_between(&unmarked(old), &unmarked(new))
}

/// The nodes drawn in `now` whose label differs from the node of the same
/// name drawn in `was`, or that are new, with the value each had where it
/// has none now; sorted. Both drawn without the marks of an edit before.
pub fn changed_between(was: &Outline<'_>, now: &Outline<'_>) -> Vec<Changed> {
    let (Some(before), Some(after)) = (was.tree, now.tree) else {
        return Vec::new();
    };
    let by_name: HashMap<&str, Key> = before
        .nodes()
        .iter()
        .enumerate()
        .map(|(i, n)| (n.name.as_str(), Key::at(i)))
        .collect();
    (0..after.len())
        .map(Key::at)
        .filter_map(|k| match by_name.get(after.node(k).name.as_str()) {
            Some(&o) => {
                let (before, after) = (was.look(o).value, now.look(k).value);
                (before != after).then(|| (k, before.filter(|_| after.is_none())))
            }
            None => Some((k, None)),
        })
        .collect()
}

/// A story's nodes as drawn without the marks of an edit before.
fn unmarked(s: &super::SearchStory) -> Outline<'_> {
    Outline {
        changed: &[],
        ..s.outline()
    }
}
