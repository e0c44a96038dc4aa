//! What each node writes at a zoom level (its name, its value, the
//! label of the edge into it) and the cells it takes. The fit tries each
//! zoom and spacing by the cells alone ([`Room`]); the texts are written
//! once, for the fit chosen.

use super::{ACTIVE, Ink, Visible, Zoom, cells};
use crate::story::outline::{Look, NodeLook};
use std::fmt::Write;

/// The cells a node takes at a zoom and a spacing, and its name's
/// (0: it writes no name).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Room {
    pub width: u16,
    pub name: u16,
}

/// Each node's room at `zoom` at the widest spacing (inner nodes' static
/// values beside their names, or not): one name written into one buffer
/// after another, none kept.
pub(super) fn rooms(v: &Visible, zoom: Zoom, estimates: bool) -> Vec<Room> {
    let mut name = String::new();
    (0..v.keys.len())
        .map(|i| {
            name.clear();
            write_name(&mut name, v, i, zoom, estimates);
            let name = cells(&name);
            Room {
                width: width(v, i, zoom, name, false),
                name,
            }
        })
        .collect()
}

/// The rooms at the tightest spacing: a value leaves one cell for a
/// pruned value's brackets, the other being the gap to its neighbour.
pub(super) fn tighten(v: &Visible, zoom: Zoom, rooms: &mut [Room]) {
    for (i, r) in rooms.iter_mut().enumerate() {
        r.width = width(v, i, zoom, r.name, true);
    }
}

/// What a node writes at a zoom, and its width.
#[derive(Clone, Debug)]
pub(super) struct NodeText {
    pub name: String,
    pub value: String,
    pub edge: Option<String>,
    /// What the name ends with, each with its ink: the static value of
    /// an inner node, the node type.
    pub tail: Vec<(String, Ink)>,
    pub width: u16,
}

/// What each node writes at `zoom`, as wide as `rooms` say.
pub(super) fn node_texts(v: &Visible, zoom: Zoom, estimates: bool, rooms: &[Room]) -> Vec<NodeText> {
    (0..v.keys.len())
        .map(|i| {
            let n = &v.looks[i];
            // Its static value, then its node type last, each drawn in an
            // ink of its own.
            let estimate = estimate(v, i, estimates).map(|e| (format!(" {e}"), Ink::Estimate));
            let tag = v.tags[i].as_ref().map(|t| {
                let text = crate::words::symbols::shown(&t.text).into_owned();
                (format!(" {text}"), if t.marked { Ink::Cut } else { Ink::Label })
            });
            NodeText {
                name: name(v, i, zoom, estimates),
                value: value_text(n),
                edge: n.edge.clone().filter(|_| zoom == Zoom::Full),
                tail: estimate.into_iter().chain(tag).collect(),
                width: rooms[i].width,
            }
        })
        .collect()
}

/// Node `i`'s name at `zoom` (the node in focus writes it as the
/// fullest zoom does).
pub(super) fn name(v: &Visible, i: usize, zoom: Zoom, estimates: bool) -> String {
    let mut out = String::new();
    write_name(&mut out, v, i, zoom, estimates);
    out
}

/// `E=7`: node `i`'s static value as the canvas writes it beside its
/// name, where it is an inner node with one and `estimates` asks for it.
/// E is the texts' static evaluation function, E(P).
pub(super) fn estimate(v: &Visible, i: usize, estimates: bool) -> Option<String> {
    let value = v.estimates[i].as_deref().filter(|_| estimates)?;
    let mark = crate::say!("canvas-estimate", value = value);
    Some(crate::words::symbols::shown(&mark).into_owned())
}

/// The cells node `i` takes at `zoom` with a name of `name` cells.
fn width(v: &Visible, i: usize, zoom: Zoom, name: u16, tight: bool) -> u16 {
    let n = &v.looks[i];
    let leaf = v.children[i].is_empty() && v.hidden[i] == 0;
    let edge = n.edge.as_deref().filter(|_| zoom == Zoom::Full);
    // On the current path the window goes beside the move.
    let edge_cells = match (edge, &v.windows[i]) {
        (Some(e), Some(w)) => cells(e) + 1 + cells(w),
        (e, _) => e.map_or(0, cells),
    };
    // Room for the brackets of a pruned value.
    let brackets = match (v.prunes, tight) {
        (false, _) => 0,
        (true, true) => 1,
        (true, false) => 2,
    };
    let widest_value = n.value.as_deref().map_or(0, cells) + brackets;
    [name, widest_value, edge_cells, if leaf { 1 } else { 5 }]
        .into_iter()
        .max()
        .unwrap_or(1)
}

/// A node's name at `zoom`, its static value (an inner node's, where
/// `estimates` asks for it) and its tag (node type) last: a leaf's name
/// goes at the Values level where the value is shown.
fn write_name(out: &mut String, v: &Visible, i: usize, zoom: Zoom, estimates: bool) {
    let n = &v.looks[i];
    let leaf = v.children[i].is_empty() && v.hidden[i] == 0;
    let unnamed = !v.sheet.names.names(leaf) && (n.value.is_some() || !leaf);
    match (leaf, zoom) {
        (true, Zoom::Values) if n.value.is_some() => {}
        (true, _) if unnamed => {}
        (true, _) => out.push_str(&n.short),
        (false, _) if unnamed => out.push_str(&n.symbol),
        (false, _) => {
            out.push_str(&n.symbol);
            out.push(' ');
            out.push_str(&n.short);
        }
    }
    // An active position, which quiescence searches on below.
    if n.active {
        out.push_str(ACTIVE);
    }
    // A closed node says how many successors it hides.
    if v.hidden[i] > 0 {
        let _ = write!(out, " +{}", v.hidden[i]);
    }
    if let Some(e) = estimate(v, i, estimates) {
        out.push(' ');
        out.push_str(&e);
    }
    if let Some(t) = &v.tags[i] {
        out.push(' ');
        out.push_str(&crate::words::symbols::shown(&t.text));
    }
}

/// The value as the node shows it; in brackets where a cut-off left it out.
fn value_text(n: &NodeLook) -> String {
    let v = n.value.clone().unwrap_or_default();
    match (n.look, v.is_empty()) {
        (Look::Pruned(_), false) => format!("({v})"),
        _ => v,
    }
}
