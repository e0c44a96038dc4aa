//! What the user did to the tree pane: nodes opened or closed by hand, a
//! node selected with the arrows or the mouse, a scroll position, the
//! canvas panned or zoomed, or the outline asked for. When the user has
//! neither selected nor scrolled, the pane follows the search.

use crate::story::figure::Zoom;
use crate::story::outline::{Key, Nodes};
use std::collections::HashSet;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct TreeView {
    pub opened: HashSet<Key>,
    pub closed: HashSet<Key>,
    /// The node the user selected, when it is not the search's.
    pub selected: Option<Key>,
    /// The first row shown, when the user scrolled away.
    pub scroll: Option<usize>,
    /// The tree as an outline rather than the canvas.
    pub outline: bool,
    /// The canvas's cell at the pane's top left, when the user panned.
    pub pan: Option<(i32, i32)>,
    /// The canvas's zoom the user chose (else the most that fits).
    pub zoom: Option<Zoom>,
}

/// The nodes the pane shows, in row order, with their depth.
pub type Rows = Vec<(Key, usize)>;

impl TreeView {
    pub fn follows(&self) -> bool {
        self.selected.is_none() && self.scroll.is_none() && self.pan.is_none()
    }

    /// Back to following the search.
    pub fn follow(&mut self) {
        self.selected = None;
        self.scroll = None;
        self.pan = None;
    }

    /// Opens a closed node, closes an open one.
    pub fn toggle(&mut self, key: Key, open_now: bool) {
        if open_now {
            self.opened.remove(&key);
            self.closed.insert(key);
        } else {
            self.closed.remove(&key);
            self.opened.insert(key);
        }
    }
}

/// What the user did to the tree pane, the nodes by the moves that lead
/// to them: another algorithm or order records a live game anew and names
/// its nodes anew, and the selected node, the ones opened or closed by
/// hand, the outline and the zoom are carried over by their moves.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Carried {
    selected: Option<Vec<String>>,
    opened: Vec<Vec<String>>,
    closed: Vec<Vec<String>>,
    outline: bool,
    zoom: Option<Zoom>,
}

/// The edge into a node as a step of a path: its move (a node without
/// one, a chance outcome or a scenario's, by its name).
fn step(nodes: &dyn Nodes, key: Key) -> String {
    let look = nodes.look(key);
    look.edge.unwrap_or(look.short)
}

/// The steps from the root to `key`.
fn steps_to(nodes: &dyn Nodes, key: Key) -> Vec<String> {
    nodes
        .path(key)
        .into_iter()
        .skip(1)
        .map(|k| step(nodes, k))
        .collect()
}

/// The node `steps` lead to, and whether the run has it; else the
/// deepest node on the way that it has.
fn led_to(nodes: &dyn Nodes, steps: &[String]) -> (Key, bool) {
    let mut at = nodes.root();
    for s in steps {
        match nodes.children(at).into_iter().find(|&c| step(nodes, c) == *s) {
            Some(c) => at = c,
            None => return (at, false),
        }
    }
    (at, true)
}

impl TreeView {
    /// The view with its nodes by their moves, to carry over to a run
    /// recorded anew.
    pub fn carried(&self, nodes: &dyn Nodes) -> Carried {
        let all = |set: &HashSet<Key>| set.iter().map(|&k| steps_to(nodes, k)).collect();
        Carried {
            selected: self.selected.map(|k| steps_to(nodes, k)),
            opened: all(&self.opened),
            closed: all(&self.closed),
            outline: self.outline,
            zoom: self.zoom,
        }
    }
}

impl Carried {
    /// The view carried over to `nodes`: a selected node the new run has
    /// not (yet) reached gives way to its nearest ancestor that it has.
    pub fn view(&self, nodes: &dyn Nodes) -> TreeView {
        let found = |steps: &Vec<String>| match led_to(nodes, steps) {
            (k, true) => Some(k),
            (_, false) => None,
        };
        TreeView {
            selected: self.selected.as_ref().map(|s| led_to(nodes, s).0),
            opened: self.opened.iter().filter_map(found).collect(),
            closed: self.closed.iter().filter_map(found).collect(),
            outline: self.outline,
            zoom: self.zoom,
            ..TreeView::default()
        }
    }
}

/// Which nodes are open: the ones the user opened, the path to the node in
/// focus, the principal variation at the end, or all of a small tree.
pub struct Openness<'v> {
    view: &'v TreeView,
    all: bool,
    auto: HashSet<Key>,
}

impl<'v> Openness<'v> {
    pub fn new(view: &'v TreeView, nodes: &dyn Nodes, focus: &[Key]) -> Openness<'v> {
        let mut auto: HashSet<Key> = HashSet::new();
        for &k in focus {
            auto.extend(nodes.path(k));
        }
        Openness {
            view,
            all: nodes.opens_all(),
            auto,
        }
    }

    pub fn is_open(&self, key: Key) -> bool {
        !self.view.closed.contains(&key)
            && (self.all || self.view.opened.contains(&key) || self.auto.contains(&key))
    }
}

/// The visible rows: a walk of the open part of the tree only, so its cost
/// does not grow with the size of the tree.
pub fn rows(nodes: &dyn Nodes, open: &Openness) -> Rows {
    let mut out = Vec::new();
    let mut stack = vec![(nodes.root(), 0)];
    while let Some((key, depth)) = stack.pop() {
        out.push((key, depth));
        if open.is_open(key) {
            stack.extend(nodes.children(key).into_iter().rev().map(|c| (c, depth + 1)));
        }
    }
    out
}

/// What a pane `height` rows tall shows of `len` rows from row `offset`:
/// `count` rows from `first`, under a row that says how many are above
/// them where some are, and over one that says how many are below.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown {
    pub first: usize,
    pub count: usize,
    pub above: usize,
    pub below: usize,
}

pub fn shown(len: usize, offset: usize, height: usize) -> Shown {
    let first = offset.min(len);
    // Scrolled to the end, the row the mark above takes is the last's.
    let first = match first > 0 && len - first <= height {
        true => first.max(len + 1 - height.max(1)).min(len),
        false => first,
    };
    let room = height.saturating_sub(usize::from(first > 0));
    let count = match len - first > room {
        true => room.saturating_sub(1),
        false => len - first,
    };
    Shown {
        first,
        count,
        above: first,
        below: len - first - count,
    }
}

/// The first row to show: the user's scroll, else the focus row kept in
/// the middle (a pure function of the state, so stepping back shows the
/// same screen).
pub fn offset(view: &TreeView, rows: &Rows, focus: Option<Key>, height: usize) -> usize {
    let last = rows.len().saturating_sub(height);
    if let Some(s) = view.scroll {
        return s.min(last);
    }
    let row = focus
        .and_then(|f| rows.iter().position(|&(k, _)| k == f))
        .unwrap_or(0);
    row.saturating_sub(height / 2).min(last)
}
