//! The tree as the texts draw it: the root on top, each level a band of
//! rows, children spread below their parent (a tidy layout, `layout`),
//! edges drawn with box-drawing characters. A figure is what to write at
//! which cell, each piece with its meaning ([`Ink`]); the terminal gives
//! each meaning a style, and an export can draw the same figure.
//!
//! A node is two rows, its player and name (`▼ b`) and its value (`≤ 4`);
//! below it a row joins it to its children, and a row above each child
//! carries what its edge says: the move or the probability, the α/β
//! window on the current path, ✂ where a cut-off left it out. The
//! principal variation is drawn heavy, the path from a cut-off up to the
//! ancestor whose bound it cut with double, a pruned subtree dotted with
//! its values in brackets. The layout depends on the tree and its names,
//! never on the step, so that stepping moves nothing.

mod fit;
pub mod layout;
mod lines;
pub mod sheet;
mod texts;
pub mod window;

use crate::story::outline::{Key, Look, NodeLook, Nodes, Tag};
use crate::story::tree_view::Openness;
use layout::left_of;
use lines::{Cells, Part, glyph};
pub use sheet::{NodeNames, Sheet};
use texts::{NodeText, Room};

/// How much each node writes, most first; a zoom level drops the edges'
/// labels before it drops the leaves' names (the names a tree file
/// leaves to be made up), and never a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Zoom {
    Full,
    NoEdgeLabels,
    Values,
}

impl Zoom {
    pub const ALL: [Zoom; 3] = [Zoom::Full, Zoom::NoEdgeLabels, Zoom::Values];
}

/// What a piece of the figure means; the terminal styles each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ink {
    /// A node's name and value, an edge.
    Plain,
    /// On the current path (the recursion stack).
    Path,
    /// The node of the current event.
    Current,
    /// The node the user selected.
    Selected,
    /// The principal variation, once the search is over.
    Pv,
    /// Left out by a cut-off: drawn dotted, values in brackets.
    Pruned,
    /// The ✂ mark.
    Cut,
    /// The node that cut, the ancestor whose bound it cut with, and the
    /// path between them.
    Link,
    /// The window on an edge of the current path.
    Window,
    /// A move or a probability on an edge.
    Label,
    /// An inner node's static value beside its name (`E=7`), which is
    /// not its backed-up value.
    Estimate,
    /// A mark that part of the tree is out of view (`⋯ 4 more`).
    More,
}

/// What a piece of the figure belongs to: a pane too small for the figure
/// draws a node's texts all or none, an edge's label whole or not, and a
/// line cell by cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owner {
    /// A cell of an edge's line.
    Line,
    /// A node's name, value or mark.
    Node(Key),
    /// What the edge into a node carries: a move, a window, ✂.
    Edge(Key),
    /// The depth limit's mark, a mark of what is out of view.
    Free,
}

/// A text at a cell.
#[derive(Clone, Debug, PartialEq)]
pub struct Piece {
    pub x: u16,
    pub y: u16,
    pub text: String,
    pub ink: Ink,
    pub owner: Owner,
}

impl Piece {
    /// Its width in cells.
    pub fn width(&self) -> u16 {
        cells(&self.text)
    }
}

/// Where a node is drawn, for the mouse and for following the search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placed {
    pub key: Key,
    /// The first cell of the node's name row.
    pub x: u16,
    pub y: u16,
    pub width: u16,
}

/// A node as an export draws it with shapes: who moves (the canvas's
/// symbol), its name and value, how it looks.
#[derive(Clone, Debug, PartialEq)]
pub struct Shape {
    pub key: Key,
    /// The centre of the name row, in cells.
    pub x: u16,
    pub y: u16,
    /// ▲ ▼ ◆ ∨ ∧ or a max^n player; empty at a leaf.
    pub symbol: String,
    pub name: String,
    pub value: String,
    /// An inner node's static value as the canvas writes it after the
    /// name (`E=7`), where it has one; never its value.
    pub estimate: String,
    pub ink: Ink,
}

/// An edge as an export draws it: from parent to child, its style, and
/// what is written above the child (a move, a window, ✂).
#[derive(Clone, Debug, PartialEq)]
pub struct Edge {
    pub parent: Key,
    pub child: Key,
    pub ink: Ink,
    pub label: Option<(String, Ink)>,
}

/// A laid-out tree.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Figure {
    pub width: u16,
    pub height: u16,
    pub pieces: Vec<Piece>,
    pub nodes: Vec<Placed>,
    pub zoom: Option<Zoom>,
    /// The same tree as shapes and lines, for exports.
    pub shapes: Vec<Shape>,
    pub edges: Vec<Edge>,
    /// Rows a level takes.
    pub band: u16,
}

/// The mark of an active (not quiet) position.
pub const ACTIVE: &str = "↯";

/// The most nodes a figure draws; a bigger open part is the outline's.
pub const MOST_NODES: usize = 20_000;

impl Figure {
    /// Where `key` is drawn.
    pub fn place_of(&self, key: Key) -> Option<Placed> {
        self.nodes.iter().find(|p| p.key == key).copied()
    }

    /// Moves everything right by `by` cells, for a margin on the left.
    fn shift_right(&mut self, by: u16) {
        for p in &mut self.pieces {
            p.x += by;
        }
        for n in &mut self.nodes {
            n.x += by;
        }
        for s in &mut self.shapes {
            s.x += by;
        }
        self.width += by;
    }

    /// The figure as plain text, one string per row (for export and tests).
    pub fn text(&self) -> Vec<String> {
        let mut rows = vec![vec![' '; usize::from(self.width)]; usize::from(self.height)];
        for p in &self.pieces {
            let Some(row) = rows.get_mut(usize::from(p.y)) else {
                continue;
            };
            for (i, ch) in p.text.chars().enumerate() {
                if let Some(cell) = row.get_mut(usize::from(p.x) + i) {
                    *cell = ch;
                }
            }
        }
        rows.into_iter()
            .map(|r| r.into_iter().collect::<String>().trim_end().to_string())
            .collect()
    }

    /// Texts that would cover one another: a line's cell gives way to a
    /// text over it, and of two texts the later of the lesser kind goes
    /// whole (a node's texts first, then a window, a ✂, a move, the rest),
    /// so that no text is drawn over part of another.
    pub fn settle(&mut self) {
        let rank = |p: &Piece| match (p.owner, p.ink) {
            (Owner::Node(_), _) => 0,
            (_, Ink::Window) => 1,
            (_, Ink::Cut) => 2,
            (Owner::Edge(_), _) => 3,
            _ => 4,
        };
        let mut texts: Vec<usize> = (0..self.pieces.len())
            .filter(|&i| self.pieces[i].owner != Owner::Line)
            .collect();
        texts.sort_by_key(|&i| rank(&self.pieces[i]));
        let span = |p: &Piece| {
            let y = p.y;
            (p.x..p.x.saturating_add(p.width())).map(move |x| (x, y))
        };
        // A fast hash: every cell of every text goes in.
        let mut taken = rustc_hash::FxHashSet::<(u16, u16)>::default();
        let mut keep = vec![true; self.pieces.len()];
        for i in texts {
            let p = &self.pieces[i];
            match span(p).any(|c| taken.contains(&c)) {
                true => keep[i] = false,
                false => taken.extend(span(p)),
            }
        }
        for (i, p) in self.pieces.iter().enumerate() {
            if p.owner == Owner::Line && span(p).any(|c| taken.contains(&c)) {
                keep[i] = false;
            }
        }
        let mut i = 0;
        self.pieces.retain(|_| {
            i += 1;
            keep[i - 1]
        });
    }

    /// Lines drawn after the texts are settled, moved right by `shift`:
    /// a cell under a text gives way to it, as in `settle`.
    fn add_lines(&mut self, mut lines: Vec<Piece>, shift: u16) {
        for p in &mut lines {
            p.x += shift;
        }
        let Some(top) = lines.iter().map(|p| p.y).min() else {
            return;
        };
        let bottom = lines.iter().map(|p| p.y).max().unwrap_or(top);
        let texts = self.pieces.iter().filter(|p| p.owner != Owner::Line);
        let mut taken = rustc_hash::FxHashSet::<(u16, u16)>::default();
        for p in texts.filter(|p| (top..=bottom).contains(&p.y)) {
            taken.extend((p.x..p.x.saturating_add(p.width())).map(|x| (x, p.y)));
        }
        lines.retain(|p| !taken.contains(&(p.x, p.y)));
        self.pieces.extend(lines);
    }

    /// The node drawn at a cell, if any (its name or value row).
    pub fn node_at(&self, x: u16, y: u16) -> Option<Key> {
        let hit = |p: &&Placed| (p.y..p.y + 2).contains(&y) && (p.x..p.x + p.width).contains(&x);
        self.nodes.iter().find(hit).map(|p| p.key)
    }
}

/// What the figure is drawn for: the space it has, the zoom asked for
/// (else the most that fits), the user's selection.
#[derive(Clone, Copy, Debug)]
pub struct Frame {
    pub width: u16,
    pub height: u16,
    pub zoom: Option<Zoom>,
    pub selected: Option<Key>,
}

impl Frame {
    /// A figure on its own (an export): every label, two cells between
    /// nodes, four rows a level.
    pub const ALONE: Frame = Frame {
        width: 0,
        height: 0,
        zoom: Some(Zoom::Full),
        selected: None,
    };
}

/// The visible tree: the open part, closed nodes standing for their
/// subtrees.
struct Visible {
    keys: Vec<Key>,
    depth: Vec<usize>,
    parent: Vec<Option<usize>>,
    children: Vec<Vec<usize>>,
    looks: Vec<NodeLook>,
    /// The window of each node on the current path.
    windows: Vec<Option<String>>,
    /// Successors a closed node hides.
    hidden: Vec<usize>,
    /// The tag after each node's name (its node type), if any.
    tags: Vec<Option<Tag>>,
    /// An inner node's static value, where one is set (`Nodes::estimate`).
    estimates: Vec<Option<String>>,
    /// Whether a value may be pruned, and written in brackets.
    prunes: bool,
    /// What an export asked for (the canvas: the default).
    sheet: Sheet,
    /// The edges' labels are the moves of a live game: kept.
    moves: bool,
    /// On a tree opened only along the paths to the nodes in focus, each
    /// node's child on the path to the current node (the node at the end
    /// of the principal variation once the run is over), over which it
    /// stands where the path is wider than the pane: a deep path then goes
    /// straight down (`fit::choose`, `layout::place_over`).
    spine: Vec<Option<usize>>,
}

fn visible(nodes: &dyn Nodes, open: &Openness) -> Option<Visible> {
    let mut v = Visible {
        keys: Vec::new(),
        depth: Vec::new(),
        parent: Vec::new(),
        children: Vec::new(),
        looks: Vec::new(),
        windows: Vec::new(),
        hidden: Vec::new(),
        tags: Vec::new(),
        estimates: Vec::new(),
        prunes: nodes.prunes(),
        sheet: Sheet::default(),
        moves: nodes.moves_on_edges(),
        spine: Vec::new(),
    };
    let mut stack = vec![(nodes.root(), None, 0usize)];
    while let Some((key, parent, depth)) = stack.pop() {
        if v.keys.len() >= MOST_NODES {
            return None;
        }
        let i = v.keys.len();
        v.keys.push(key);
        v.depth.push(depth);
        v.parent.push(parent);
        v.children.push(Vec::new());
        let look = nodes.look(key);
        v.windows.push(match look.look {
            Look::Open => nodes.window(key),
            _ => None,
        });
        v.looks.push(look);
        v.tags.push(nodes.tag(key));
        v.estimates.push(nodes.estimate(key));
        if let Some(p) = parent {
            v.children[p].push(i);
        }
        let kids = nodes.children(key);
        match open.is_open(key) {
            true => {
                v.hidden.push(0);
                stack.extend(kids.into_iter().rev().map(|c| (c, Some(i), depth + 1)));
            }
            false => v.hidden.push(kids.len()),
        }
    }
    if !nodes.opens_all() {
        v.spine = spine(&v, nodes.line_end().or(nodes.current()));
    }
    Some(v)
}

/// Each node's child on the path from the root to `focus`.
fn spine(v: &Visible, focus: Option<Key>) -> Vec<Option<usize>> {
    let mut out = vec![None; v.keys.len()];
    let mut at = focus.and_then(|k| v.keys.iter().position(|&key| key == k));
    while let Some(i) = at {
        at = v.parent[i];
        if let Some(p) = at {
            out[p] = Some(i);
        }
    }
    out
}

/// Lays the open part of the tree out for `frame`: the most detail that
/// fits its width, the spacing grown to fill it. None when the open part
/// is too big to draw (the outline shows it).
pub fn draw(nodes: &dyn Nodes, open: &Openness, frame: Frame) -> Option<Figure> {
    draw_in(nodes, open, frame, Sheet::default(), None)
}

/// The figure on its own, as an export's `sheet` asks for it.
pub fn draw_sheet(nodes: &dyn Nodes, open: &Openness, sheet: Sheet) -> Option<Figure> {
    draw_in(nodes, open, Frame::ALONE, sheet, None)
}

/// A block of the figure's cells: its columns and its rows, half-open.
type Block = ((i64, i64), (i64, i64));

/// The figure; with `block`, its lines only in the block of cells that
/// `block` asks for once the texts are laid out (a pane's: the texts
/// decide where the pane looks, and a line never moves a text).
fn draw_in(
    nodes: &dyn Nodes,
    open: &Openness,
    frame: Frame,
    sheet: Sheet,
    block: Option<&dyn Fn(&Figure) -> Block>,
) -> Option<Figure> {
    let mut v = visible(nodes, open)?;
    v.sheet = sheet;
    let levels = v.depth.iter().max().map_or(1, |d| d + 1);
    // The depth limit is marked on the left, at its level.
    let limit = nodes
        .depth_limit()
        .map(|d| d as usize)
        .filter(|&d| d > 0 && d < levels)
        .map(|d| (d, crate::say!("canvas-depth-limit", depth = d)));
    let alone = frame.width == 0;
    let band = if alone { 4 } else { band_rows(levels, frame.height) };
    // Where the deepest level is all leaves with their values, and a zoom
    // writes a leaf's value without its name, that level takes one row.
    let leaves_below = !alone && deepest_are_leaves(&v, levels);
    let lifts = |zoom: Zoom| leaves_below && zoom >= Zoom::Values;
    let height = |zoom: Zoom| (levels * band - (band - 2)) as u16 - u16::from(lifts(zoom));
    let mark = limit.as_ref().map(|(d, text)| (*d, cells(text)));
    let fit = fit::choose(&v, frame, mark, |zoom| height(zoom) <= frame.height);
    let x = &fit.x;
    if width_of(x, &fit.rooms) == u16::MAX {
        // Wider than cells can count: the outline shows it.
        return None;
    }
    // The texts written for the fit chosen, as wide as it made room for.
    let texts = &texts::node_texts(&v, fit.zoom, fit.estimates, &fit.rooms);
    let mut f = Figure {
        width: width_of(x, &fit.rooms),
        height: height(fit.zoom),
        zoom: Some(fit.zoom),
        band: band as u16,
        ..Figure::default()
    };
    let ctx = Ctx {
        v: &v,
        x,
        texts,
        band,
        tight: fit.tight,
        estimates: fit.estimates,
        lifted: lifts(fit.zoom).then_some(levels - 1),
        link: link_path(&v, nodes.cut_link()),
        current: nodes.current().filter(|_| !v.sheet.over),
        selected: frame.selected,
        names: nodes.cut_names(),
        lines: if block.is_some() { Cells::NONE } else { Cells::All },
        labels: true,
        exports: block.is_none(),
    };
    for i in 0..v.keys.len() {
        ctx.node(i, &mut f);
        ctx.edges(i, &mut f);
    }
    ctx.name_the_focus(&mut f);
    let mut shift = 0;
    if let Some((depth, text)) = limit.filter(|_| fit.limit) {
        let y = (depth * band) as u16;
        shift = match alone {
            true => cells(&text) + 1,
            false => fit::limit_shift(&v, x, &fit.rooms, depth, cells(&text)),
        };
        f.shift_right(shift);
        let mark = Piece {
            x: 0,
            y,
            text,
            ink: Ink::Label,
            owner: Owner::Free,
        };
        // The name of the node in focus may stand where it goes.
        let in_the_way = |p: &Piece| p.y == y && p.x <= mark.width() && p.owner != Owner::Line;
        if !f.pieces.iter().any(in_the_way) {
            f.pieces.push(mark);
        }
    }
    f.settle();
    // The name of the node in focus may stand out past the nodes' room.
    let right = f
        .pieces
        .iter()
        .map(|p| p.x.saturating_add(p.width()))
        .max()
        .unwrap_or(0);
    f.width = f.width.max(right);
    if let Some(block) = block {
        let ((from, to), rows) = block(&f);
        let by = i64::from(shift);
        let columns = (from - by, to - by);
        let pass = Ctx {
            lines: Cells::Within { columns, rows },
            labels: false,
            ..ctx
        };
        let mut lines = Figure::default();
        for i in 0..v.keys.len() {
            pass.edges(i, &mut lines);
        }
        f.add_lines(lines.pieces, shift);
    }
    Some(f)
}

/// Whether every node of the deepest level is a leaf that shows its
/// value (a leaf that does not yet shows its name instead, which must not
/// stand in a row of values).
fn deepest_are_leaves(v: &Visible, levels: usize) -> bool {
    let leaf = |i: usize| v.children[i].is_empty() && v.hidden[i] == 0 && v.looks[i].value.is_some();
    (0..v.keys.len()).filter(|&i| v.depth[i] + 1 == levels).all(leaf)
}

/// Rows a level takes: 4 (name, value, the joining row, the edge's row),
/// up to 10 where the height allows; 3 where 4 do not fit, the edges'
/// labels then written on the joining row, over the child they lead to.
fn band_rows(levels: usize, height: u16) -> usize {
    let fit = usize::from(height) / levels.max(1);
    match (levels - 1) * 4 + 2 > usize::from(height) {
        true => 3,
        false => fit.clamp(4, 10),
    }
}

fn cells(s: &str) -> u16 {
    s.chars().count() as u16
}

fn place(v: &Visible, rooms: &[Room], gap: u16) -> Vec<i64> {
    let width: Vec<u16> = rooms.iter().map(|r| r.width).collect();
    layout::place_in(&v.children, &width, gap)
}

fn width_of(x: &[i64], rooms: &[Room]) -> u16 {
    let right = x
        .iter()
        .zip(rooms)
        .map(|(&c, r)| left_of(c, r.width) + i64::from(r.width))
        .max()
        .unwrap_or(0);
    u16::try_from(right).unwrap_or(u16::MAX)
}

/// The nodes from the one that cut up to the ancestor that set the bound.
fn link_path(v: &Visible, link: Option<(Key, Key)>) -> Vec<usize> {
    let Some((cut, from)) = link else {
        return Vec::new();
    };
    let Some(mut i) = v.keys.iter().position(|&k| k == cut) else {
        return Vec::new();
    };
    let mut path = vec![i];
    while v.keys[i] != from {
        match v.parent[i] {
            Some(p) => i = p,
            None => return Vec::new(),
        }
        path.push(i);
    }
    path
}

struct Ctx<'a> {
    v: &'a Visible,
    x: &'a [i64],
    texts: &'a [NodeText],
    band: usize,
    tight: bool,
    /// Whether inner nodes' static values stand beside their names.
    estimates: bool,
    /// The level that writes each leaf's name or value on one row.
    lifted: Option<usize>,
    link: Vec<usize>,
    current: Option<Key>,
    selected: Option<Key>,
    /// What the cut-offs' marks call them.
    names: crate::words::CutNames,
    /// The cells whose lines this pass draws, and whether it writes the
    /// texts (the nodes' and the edges' labels) too.
    lines: Cells,
    labels: bool,
    /// Whether the figure keeps its shapes and edges for an export (a
    /// pane's window has no use for them).
    exports: bool,
}

impl Ctx<'_> {
    fn top(&self, i: usize) -> u16 {
        (self.v.depth[i] * self.band) as u16
    }

    /// A text centred on the centre of node `i`.
    fn centred(&self, i: usize, y: u16, text: String, ink: Ink, owner: Owner) -> Piece {
        let text = crate::words::symbols::shown(&text).into_owned();
        let x = left_of(self.x[i], cells(&text)).max(0) as u16;
        Piece {
            x,
            y,
            text,
            ink,
            owner,
        }
    }

    /// Node `i`'s value: centred, or where a tight spacing leaves a single
    /// cell beside it for a bracket, one cell in from the node's left, its
    /// brackets (when pruned) on that cell and on the gap after it.
    fn value_piece(&self, i: usize, y: u16, ink: Ink) -> Piece {
        let (t, key) = (&self.texts[i], self.v.keys[i]);
        let mut p = self.centred(i, y, t.value.clone(), ink, Owner::Node(key));
        let bare = self.v.looks[i].value.as_deref().map_or(0, cells);
        if self.tight && self.v.prunes && t.width < bare + 2 {
            let bracketed = p.width() > bare;
            let left = left_of(self.x[i], t.width).max(0) as u16;
            p.x = left + u16::from(!bracketed);
        }
        p
    }

    /// The node in focus (the current one, the selected one) keeps its
    /// name at every zoom, over the names of its neighbours where they
    /// are in the way.
    fn name_the_focus(&self, f: &mut Figure) {
        for key in [self.current, self.selected].into_iter().flatten() {
            let Some(i) = self.v.keys.iter().position(|&k| k == key) else {
                continue;
            };
            let t = &self.texts[i];
            let one_row = self.lifted == Some(self.v.depth[i]);
            let whole_name = texts::name(self.v, i, Zoom::Full, self.estimates);
            if t.name == whole_name || whole_name.is_empty() || one_row {
                continue;
            }
            let y = self.top(i);
            f.pieces.retain(|p| !(p.owner == Owner::Node(key) && p.y == y));
            let ink = self.node_ink(i);
            let name = self.centred(i, y, whole_name, ink, Owner::Node(key));
            let (from, to) = (name.x, name.x + name.width());
            let in_the_way = |p: &Piece| {
                p.y == y && matches!(p.owner, Owner::Node(_)) && p.x < to && from < p.x + p.width()
            };
            f.pieces.retain(|p| !in_the_way(p));
            f.pieces.push(name);
        }
    }

    /// How a node's own rows look.
    fn node_ink(&self, i: usize) -> Ink {
        let (key, look) = (self.v.keys[i], &self.v.looks[i]);
        if Some(key) == self.current {
            return Ink::Current;
        }
        if Some(key) == self.selected {
            return Ink::Selected;
        }
        if self.link.first() == Some(&i) || self.link.last() == Some(&i) {
            return Ink::Link;
        }
        lines::ink_of(look)
    }

    fn node(&self, i: usize, f: &mut Figure) {
        let (t, y) = (&self.texts[i], self.top(i));
        let ink = self.node_ink(i);
        let left = left_of(self.x[i], t.width).max(0) as u16;
        f.nodes.push(Placed {
            key: self.v.keys[i],
            x: left,
            y,
            width: t.width,
        });
        let look = &self.v.looks[i];
        let leaf = self.v.children[i].is_empty() && self.v.hidden[i] == 0;
        if self.exports {
            f.shapes.push(Shape {
                key: self.v.keys[i],
                x: self.x[i].max(0) as u16,
                y,
                symbol: if leaf { String::new() } else { look.symbol.clone() },
                name: look.short.clone(),
                value: t.value.clone(),
                estimate: texts::estimate(self.v, i, self.estimates).unwrap_or_default(),
                ink,
            });
        }
        let owner = Owner::Node(self.v.keys[i]);
        if !t.name.is_empty() {
            let name = self.centred(i, y, t.name.clone(), ink, owner);
            // What the name ends with (a static value, the node type), each
            // in its own ink: the name's piece stops where they begin, so
            // that none covers another.
            let tail_cells: u16 = t.tail.iter().map(|(text, _)| cells(text)).sum();
            let all = cells(&name.text);
            let bare: String = name.text.chars().take(usize::from(all - tail_cells)).collect();
            let mut x = name.x + all - tail_cells;
            f.pieces.push(Piece { text: bare, ..name });
            for (text, tail_ink) in &t.tail {
                f.pieces.push(Piece {
                    x,
                    y,
                    text: text.clone(),
                    ink: *tail_ink,
                    owner,
                });
                x += cells(text);
            }
        }
        if !t.value.is_empty() {
            // On one row the value stands for the node, current or not.
            let one_row = self.lifted == Some(self.v.depth[i]);
            let value_ink = if ink == Ink::Current && !one_row {
                Ink::Path
            } else {
                ink
            };
            f.pieces
                .push(self.value_piece(i, y + u16::from(!one_row), value_ink));
        }
    }

    /// The row above a child: the ✂ of a cut-off, the move or probability
    /// with the window beside it on the current path, else the drop of
    /// the edge.
    fn edge_label(&self, c: usize, ink: Ink, row: u16, f: &mut Figure) {
        let look = &self.v.looks[c];
        let (window, edge) = (self.v.windows[c].clone(), self.texts[c].edge.clone());
        let cut = match (look.cut_root, look.look) {
            (true, Look::Pruned(kind)) => Some(format!("✂{}", self.names.letter(kind))),
            _ => None,
        };
        let text = match (cut, window) {
            (Some(cut), _) => Some((cut, Ink::Cut)),
            (None, Some(w)) => Some((w, Ink::Window)),
            (None, None) => edge.clone().map(|e| (e, Ink::Label)),
        };
        let has_label = text.is_some();
        if !self.labels {
            // A pass of lines only: the drop where no label stands.
            if !has_label && self.band >= 4 {
                self.line(f, self.x[c], row, glyph(ink, Part::Down), ink);
            }
            return;
        }
        if let Some(p) = self.v.parent[c].filter(|_| self.exports) {
            f.edges.push(Edge {
                parent: self.v.keys[p],
                child: self.v.keys[c],
                ink,
                label: text.clone(),
            });
        }
        match (text, edge) {
            (Some((w, Ink::Window)), Some(e)) => self.move_and_window(c, row, &e, &w, f),
            (Some((text, ink)), _) => {
                let owner = Owner::Edge(self.v.keys[c]);
                f.pieces.push(self.centred(c, row, text, ink, owner));
            }
            // On the joining row itself (three rows a level) the bar turns
            // down there.
            (None, _) if self.band < 4 => {}
            (None, _) => self.line(f, self.x[c], row, glyph(ink, Part::Down), ink),
        }
    }

    /// `pit 3 [2,4]`: the move, then the window in its own ink, the two
    /// centred together over child `c`.
    fn move_and_window(&self, c: usize, row: u16, edge: &str, window: &str, f: &mut Figure) {
        let shown = |t: &str| crate::words::symbols::shown(t).into_owned();
        let (edge, window) = (shown(edge), shown(window));
        let whole = cells(&edge) + 1 + cells(&window);
        let x = left_of(self.x[c], whole).max(0) as u16;
        let owner = Owner::Edge(self.v.keys[c]);
        f.pieces.push(Piece {
            x,
            y: row,
            ink: Ink::Label,
            owner,
            text: edge.clone(),
        });
        f.pieces.push(Piece {
            x: x + cells(&edge) + 1,
            y: row,
            text: window,
            ink: Ink::Window,
            owner,
        });
    }
}
