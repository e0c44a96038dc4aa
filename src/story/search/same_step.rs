//! Where a search recorded again with new settings (another algorithm, the
//! other pruning rule) shows the node the old one was at.

use crate::record::Entry;
use crate::record::search::{Event, NodeId, Trace};
use crate::story::run::{SearchRun, reached_at};

/// The step of `new` that shows the node the current event of `old` is
/// about (found by its moves from the root): the same kind of event there,
/// else the moment that node had got as far as in `old`, else the cut-off
/// that leaves it out.
pub fn same_step(old: &SearchRun, new: &Trace) -> usize {
    let Some(entry) = old.current() else { return 0 };
    if matches!(entry.event, Event::End { .. }) {
        return new.len();
    }
    let node = entry.event.node();
    let Some(there) = same_node(old.trace(), node, new) else {
        return 0;
    };
    let done = &old.trace().entries[..old.step()];
    let kind = std::mem::discriminant(&entry.event);
    let same_kind = |e: &Entry<Event>| std::mem::discriminant(&e.event) == kind;
    let nth_kind = done
        .iter()
        .filter(|e| e.event.node() == node && same_kind(e))
        .count();
    let nth_any = done.iter().filter(|e| e.event.node() == node).count() - 1;
    let at_node: Vec<(usize, &Entry<Event>)> = new
        .entries
        .iter()
        .enumerate()
        .filter(|(_, e)| e.event.node() == there)
        .collect();
    let kinds: Vec<usize> = at_node
        .iter()
        .filter(|(_, e)| same_kind(e))
        .map(|&(k, _)| k)
        .collect();
    let found = match (kinds.is_empty(), at_node.is_empty()) {
        (false, _) => Some(kinds[(nth_kind - 1).min(kinds.len() - 1)]),
        (true, false) => Some(at_node[nth_any.saturating_sub(1).min(at_node.len() - 1)].0),
        (true, true) => reached_at(new, there),
    };
    found.map_or(0, |k| k + 1)
}

/// The node of `new` reached by the same moves as `node` of `old`.
fn same_node(old: &Trace, node: NodeId, new: &Trace) -> Option<NodeId> {
    let moves = old
        .path_to(node)
        .into_iter()
        .skip(1)
        .map(|n| old.tree.move_index(n));
    let mut at = NodeId::ROOT;
    for m in moves {
        at = new.children(at).find(|&c| new.tree.move_index(c) == m)?;
    }
    Some(at)
}
