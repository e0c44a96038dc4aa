//! The whole-tree exercise, as in Berkeley's abTreePractice: before the
//! search runs, the student marks on the whole tree every leaf alpha-beta
//! never evaluates (`--ask pruned`), or every edge a cut-off cuts with its
//! kind (`--ask edges`), then checks. The key is read off the recording:
//! a leaf is pruned when the search never evaluates it, an edge is cut
//! when a cut-off left its lower node unexamined; each item carries the
//! step that explains it (the cut-off that pruned it, the evaluation, the
//! test that let the search go on), so that a wrong or missed mark is
//! shown with the tutor's sentence for that step.

use super::Ask;
use crate::record::search::{CutKind, Event, NodeId, Trace, View};
use crate::say;
use crate::story::figure::{Figure, Ink, Owner, Piece};
use crate::story::outline::{Key, Nodes, Outline};
use crate::words::CutNames;
use std::collections::HashMap;

/// A mark on a leaf (pruned) or on an edge (cut, with its kind).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Unmarked: a leaf the search evaluates, an edge it goes down (or
    /// one below a cut edge).
    Clear,
    /// A leaf the search never evaluates.
    Pruned,
    /// An edge cut by a cut-off of this kind.
    Cut(CutKind),
}

impl Mark {
    /// The mark as the tutor writes it in the check and the record.
    pub fn show(self, ask: Ask, names: CutNames) -> String {
        match (self, ask) {
            (Mark::Clear, Ask::Edges) => say!("practice-no-cut"),
            (Mark::Clear, _) => say!("pruning-evaluated"),
            (Mark::Pruned, _) => say!("pruning-pruned"),
            (Mark::Cut(kind), _) => super::Answer::Cut(Some(kind)).show(names),
        }
    }

    /// On the canvas: `✂α` on an edge, nothing on a leaf (its value is
    /// bracketed instead).
    pub fn label(self, names: CutNames) -> Option<String> {
        match self {
            Mark::Cut(kind) => Some(format!("✂{}", names.letter(kind))),
            _ => None,
        }
    }
}

/// Why an item's answer is what it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The leaf is evaluated at the step.
    Evaluated,
    /// The cut-off at the step leaves out this leaf or edge itself (the
    /// leaf, the edge into the node left out).
    CutHere,
    /// The cut-off at the step leaves out a subtree above it: the edge
    /// into `above` is the one cut.
    CutAbove { above: Key },
    /// The search goes down the edge: after the test at the step (or,
    /// for a first successor, once it is generated at the step).
    Searched,
}

/// One leaf or edge of the exercise: the node (an edge is named by the
/// node it leads to), the mark the search gives it, and the step that
/// explains it (an event index, counted from 0).
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    pub key: Key,
    pub parent: Option<Key>,
    pub name: String,
    /// The moves from the root, numbered from 1 as the file (or the game)
    /// orders them: the record's `path`.
    pub path: Vec<u32>,
    pub expected: Mark,
    pub step: usize,
    pub why: Why,
}

/// How a mark compares with the search's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grade {
    /// Marked as the search marks it.
    Right,
    /// Left clear, as the search leaves it.
    Clear,
    /// Left clear where the search marks it.
    Missed,
    /// Marked where the search does not mark it, or with the wrong kind.
    Wrong,
}

impl Grade {
    pub fn right(self) -> bool {
        matches!(self, Grade::Right | Grade::Clear)
    }
}

/// Why the exercise cannot be set on a search.
pub fn refusal(trace: &Trace) -> Option<String> {
    if !trace.about.windowed {
        return Some(say!("pruning-needs-alpha-beta"));
    }
    let deepening = (0..trace.len()).any(|k| matches!(trace.event(k), Event::Iteration { .. }));
    deepening.then(|| say!("pruning-no-deepening"))
}

/// The leaves (`Ask::Pruned`) or the edges (`Ask::Edges`) of the tree the
/// outline shows, each with the search's mark and the step that explains
/// it; leaves left to right, edges level by level.
pub fn items(outline: &Outline, ask: Ask) -> Vec<Item> {
    let Some(run) = outline.run else {
        return Vec::new();
    };
    let trace = run.trace();
    let steps = Steps::of(trace);
    let nodes: &dyn Nodes = outline;
    let limit = outline.limit.map(|d| d as usize);
    // Level order, each node with its depth.
    let mut order = vec![(nodes.root(), 0usize)];
    let mut i = 0;
    while i < order.len() {
        let (key, depth) = order[i];
        if limit.is_none_or(|l| depth < l) {
            order.extend(nodes.children(key).into_iter().map(|c| (c, depth + 1)));
        }
        i += 1;
    }
    let item = |key: Key, expected: Mark, (step, why): (usize, Why)| Item {
        key,
        parent: nodes.parent(key),
        name: nodes.look(key).short,
        path: written_path(outline, key),
        expected,
        step,
        why,
    };
    match ask {
        Ask::Edges => order
            .iter()
            .filter(|&&(k, _)| k != nodes.root())
            .filter_map(|&(key, _)| match cut_above(outline, trace, &steps, key) {
                Some((kind, step, None)) => Some(item(key, Mark::Cut(kind), (step, Why::CutHere))),
                Some((_, step, Some(above))) => Some(item(key, Mark::Clear, (step, Why::CutAbove { above }))),
                None => {
                    let step = searched_at(trace, &steps, outline.node(key)?)?;
                    Some(item(key, Mark::Clear, (step, Why::Searched)))
                }
            })
            .collect(),
        _ => {
            let mut leaves: Vec<(Key, usize)> = order
                .iter()
                .filter(|&&(k, d)| nodes.children(k).is_empty() || limit == Some(d))
                .copied()
                .collect();
            // Left to right: the order of a walk down the tree.
            let pre = preorder(nodes, limit);
            leaves.sort_by_key(|(k, _)| pre.get(k).copied().unwrap_or(usize::MAX));
            leaves
                .into_iter()
                .filter_map(|(key, _)| {
                    if let Some(&step) = outline.node(key).and_then(|n| steps.evaluated.get(&n)) {
                        return Some(item(key, Mark::Clear, (step, Why::Evaluated)));
                    }
                    let (_, step, above) = cut_above(outline, trace, &steps, key)?;
                    let why = above.map_or(Why::CutHere, |above| Why::CutAbove { above });
                    Some(item(key, Mark::Pruned, (step, why)))
                })
                .collect()
        }
    }
}

/// The moves from the root to a node of the pane, each numbered from 1 in
/// the order the file writes them (the game's, for a game searched live).
fn written_path(outline: &Outline, key: Key) -> Vec<u32> {
    let Some(tree) = outline.tree else {
        let run = outline.run.map(|r| &r.trace().tree);
        return run.map_or(Vec::new(), |t| super::path_to(t, key));
    };
    let mut path = Vec::new();
    let mut at = key;
    while let Some(parent) = tree.node(at).parent {
        let place = tree.node(parent).children.iter().position(|&c| c == at);
        path.push(place.map_or(0, |i| i as u32 + 1));
        at = parent;
    }
    path.reverse();
    path
}

/// Each node's place in a walk down the tree, left to right.
fn preorder(nodes: &dyn Nodes, limit: Option<usize>) -> HashMap<Key, usize> {
    let mut out = HashMap::new();
    let mut stack = vec![(nodes.root(), 0usize)];
    while let Some((key, depth)) = stack.pop() {
        out.insert(key, out.len());
        if limit.is_none_or(|l| depth < l) {
            stack.extend(nodes.children(key).into_iter().rev().map(|c| (c, depth + 1)));
        }
    }
    out
}

/// The steps of the events the items are explained by.
struct Steps {
    evaluated: HashMap<NodeId, usize>,
    cutoff: HashMap<NodeId, (usize, CutKind)>,
    generated: HashMap<NodeId, usize>,
    /// Every cut-off test at a node (fired or not), in order.
    tests: HashMap<NodeId, Vec<usize>>,
}

impl Steps {
    fn of(trace: &Trace) -> Steps {
        let mut s = Steps {
            evaluated: HashMap::new(),
            cutoff: HashMap::new(),
            generated: HashMap::new(),
            tests: HashMap::new(),
        };
        for k in 0..trace.len() {
            match trace.event(k) {
                Event::Evaluate { node, .. } => drop(s.evaluated.entry(node).or_insert(k)),
                Event::Cutoff { at, kind, .. } => {
                    s.cutoff.entry(at).or_insert((k, kind));
                    s.tests.entry(at).or_default().push(k);
                }
                Event::NoCutoff { node } => s.tests.entry(node).or_default().push(k),
                Event::Generate { child } => drop(s.generated.entry(child).or_insert(k)),
                _ => {}
            }
        }
        s
    }
}

/// Where a node stands under the cut-offs: the kind and step of the
/// cut-off that left it (None) or an ancestor (`Some(the node whose edge
/// is cut)`) unexamined. None for a node the search examines.
fn cut_above(
    outline: &Outline,
    trace: &Trace,
    steps: &Steps,
    key: Key,
) -> Option<(CutKind, usize, Option<Key>)> {
    let nodes: &dyn Nodes = outline;
    // Up to the nearest node the search knows of.
    let mut at = key;
    let node = loop {
        match outline.node(at) {
            Some(n) => break n,
            None => at = nodes.parent(at)?,
        }
    };
    if trace.examined(node) {
        return None;
    }
    let (step, kind) = *steps.cutoff.get(&trace.parent(node)?)?;
    Some((kind, step, (at != key).then_some(at)))
}

/// The step that explains why the search goes down the edge into an
/// examined node: the last cut-off test at its parent before the node is
/// generated, else the node's generation (a first successor).
fn searched_at(trace: &Trace, steps: &Steps, node: NodeId) -> Option<usize> {
    if !trace.examined(node) {
        return None;
    }
    let parent = trace.parent(node)?;
    let generated = *steps.generated.get(&node)?;
    let before = steps
        .tests
        .get(&parent)
        .and_then(|t| t.iter().rev().find(|&&k| k < generated).copied());
    Some(before.unwrap_or(generated))
}

/// The tutor's sentence for each of `steps`, in a view of the values.
pub fn sentences(trace: &Trace, steps: &[usize], view: View, names: CutNames) -> HashMap<usize, String> {
    let mut out = HashMap::new();
    let last = steps.iter().copied().max();
    let mut state = <crate::record::search::SearchState as crate::record::Replay>::start(trace);
    for k in 0..trace.len() {
        if last.is_none_or(|l| k > l) {
            break;
        }
        crate::record::Replay::apply(&mut state, trace);
        if steps.contains(&k) {
            out.insert(
                k,
                crate::words::search::explain::explain_in(trace, k, &state, view, names),
            );
        }
    }
    out
}

/// One round of the exercise: the items, the student's marks, and whether
/// they have been checked.
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    pub ask: Ask,
    pub items: Vec<Item>,
    pub marks: Vec<Mark>,
    pub checked: bool,
    /// What the screen calls the cut-offs.
    pub names: CutNames,
}

impl Board {
    pub fn new(ask: Ask, items: Vec<Item>, names: CutNames) -> Board {
        Board {
            names,
            ask,
            marks: vec![Mark::Clear; items.len()],
            items,
            checked: false,
        }
    }

    /// The item of a node (for edges: the edge into it).
    pub fn find(&self, key: Key) -> Option<usize> {
        self.items.iter().position(|it| it.key == key)
    }

    /// Space on an item: a leaf is marked pruned or cleared; an edge goes
    /// none → α → β → none, as the screen names the cut-offs.
    pub fn toggle(&mut self, i: usize) {
        let (alpha, beta) = (self.names.kind("alpha"), self.names.kind("beta"));
        if self.checked || i >= self.marks.len() {
            return;
        }
        self.marks[i] = match (self.ask, self.marks[i]) {
            (Ask::Edges, Mark::Clear) => Mark::Cut(alpha),
            (Ask::Edges, Mark::Cut(k)) if k == alpha => Mark::Cut(beta),
            (Ask::Edges, _) => Mark::Clear,
            (_, Mark::Clear) => Mark::Pruned,
            (_, _) => Mark::Clear,
        };
    }

    pub fn grade(&self, i: usize) -> Grade {
        match (self.marks[i], self.items[i].expected) {
            (m, e) if m == e && m == Mark::Clear => Grade::Clear,
            (m, e) if m == e => Grade::Right,
            (Mark::Clear, _) => Grade::Missed,
            _ => Grade::Wrong,
        }
    }

    /// Items right, out of all.
    pub fn score(&self) -> (usize, usize) {
        let right = (0..self.items.len()).filter(|&i| self.grade(i).right()).count();
        (right, self.items.len())
    }

    /// Marks the search also makes, missed ones, wrong ones.
    pub fn tally(&self) -> (usize, usize, usize) {
        let count = |g: Grade| (0..self.items.len()).filter(|&i| self.grade(i) == g).count();
        (count(Grade::Right), count(Grade::Missed), count(Grade::Wrong))
    }

    /// The items marked wrong or missed.
    pub fn mistakes(&self) -> Vec<usize> {
        (0..self.items.len())
            .filter(|&i| !self.grade(i).right())
            .collect()
    }

    /// "d1–e2"-style name of the item: the leaf, or the edge.
    pub fn item_name(&self, i: usize, nodes: &dyn Nodes) -> String {
        let it = &self.items[i];
        match (self.ask, it.parent) {
            (Ask::Edges, Some(p)) => say!("pruning-edge", from = nodes.look(p).short, to = it.name.as_str()),
            _ => it.name.clone(),
        }
    }

    /// The check of one wrong or missed item: what was marked, what the
    /// search does and why, with the step's sentence.
    pub fn explain(&self, i: usize, nodes: &dyn Nodes, sentences: &HashMap<usize, String>) -> String {
        let it = &self.items[i];
        let what = self.item_name(i, nodes);
        let marked = self.marks[i].show(self.ask, self.names);
        let expected = it.expected.show(self.ask, self.names);
        let edges = self.ask == Ask::Edges;
        let reason = match it.why {
            Why::Evaluated => say!("pruning-why-evaluated"),
            Why::CutHere if edges => say!("pruning-why-cut-edge", kind = expected.as_str()),
            Why::CutHere => say!("pruning-why-cut-leaf"),
            Why::CutAbove { above } => {
                let edge = nodes
                    .parent(above)
                    .map(|p| {
                        say!(
                            "pruning-edge",
                            from = nodes.look(p).short,
                            to = nodes.look(above).short
                        )
                    })
                    .unwrap_or_default();
                match edges {
                    true => say!("pruning-why-below-edge", edge = edge),
                    false => say!("pruning-why-below-leaf", edge = edge),
                }
            }
            Why::Searched => say!("pruning-why-searched"),
        };
        let sentence = sentences.get(&it.step).cloned().unwrap_or_default();
        let id = match self.grade(i) {
            Grade::Missed => "pruning-missed",
            _ => "pruning-wrong",
        };
        say!(
            id,
            item = what,
            marked = marked,
            reason = reason,
            step = it.step + 1,
            sentence = sentence
        )
    }

    /// The record of the round, one question per item, in the shape of
    /// practice's questions: `step` the explaining step (as `trace`
    /// numbers them), `node` the leaf or the node the edge leads to.
    /// A mark made is an answer before the check too; `graded`: whether
    /// the record says what is right (`practice::Stage`).
    pub fn records(&self, nodes: &dyn Nodes, graded: bool) -> Vec<serde_json::Value> {
        (0..self.items.len())
            .map(|i| {
                let it = &self.items[i];
                let asked = match self.ask {
                    Ask::Edges => say!("pruning-ask-edge", edge = self.item_name(i, nodes)),
                    _ => say!("pruning-ask-leaf", node = it.name.as_str()),
                };
                serde_json::json!({
                    "step": it.step + 1,
                    "node": it.name,
                    "path": super::path_text(&it.path),
                    "kind": self.ask.key(),
                    "asked": asked,
                    "answer": (self.checked || self.marks[i] != Mark::Clear).then(|| self.marks[i].show(self.ask, self.names)),
                    "correct": (self.checked && graded).then(|| self.grade(i).right()),
                    "expected": graded.then(|| it.expected.show(self.ask, self.names)),
                })
            })
            .collect()
    }
}

/// Adds the rounds to practice's record: their questions after the
/// others, their scores (`[right, answered]`, answered once checked;
/// none while an exam goes on, `graded`).
pub fn add_to_record(record: &mut serde_json::Value, boards: &[Board], nodes: &dyn Nodes, graded: bool) {
    for b in boards {
        if let Some(q) = record["questions"].as_array_mut() {
            q.extend(b.records(nodes, graded));
        }
        let (right, n) = match b.checked {
            true => b.score(),
            false => (0, 0),
        };
        if let Some(s) = record["score"].as_object_mut() {
            s.insert(b.ask.key().to_string(), serde_json::json!([right, n]));
        }
    }
}

/// The student's marks written on a figure of the tree: a leaf marked
/// pruned has its value bracketed, as the texts write a pruned leaf; an
/// edge marked cut carries `✂α` or `✂β` above its lower node. Once the
/// round is checked the figure is the search's own (its cut edges and
/// pruned leaves drawn by it), and `✗` follows each wrong or missed item.
pub fn draw_marks(figure: &mut Figure, board: &Board) {
    for i in 0..board.items.len() {
        let it = &board.items[i];
        let Some(place) = figure.place_of(it.key) else {
            continue;
        };
        let within = |p: &Piece, y: u16| p.y == y && p.x >= place.x && p.x < place.x + place.width.max(1);
        // A leaf's value is on its last row (its only one where the
        // drawing has no room for leaves' names).
        let value_row = figure
            .pieces
            .iter()
            .filter(|p| p.owner == Owner::Node(it.key))
            .map(|p| p.y)
            .max();
        let row = match board.ask {
            Ask::Edges => place.y.checked_sub(1),
            _ => Some(value_row.unwrap_or(place.y + 1)),
        };
        let Some(row) = row else { continue };
        // A mark on an edge is the edge's, a mark on a leaf the leaf's.
        let owner = match board.ask {
            Ask::Edges => Owner::Edge(it.key),
            _ => Owner::Node(it.key),
        };
        if board.checked {
            if board.grade(i).right() {
                continue;
            }
            let end = figure
                .pieces
                .iter()
                .filter(|p| within(p, row))
                .map(|p| p.x + p.text.chars().count() as u16)
                .max()
                .unwrap_or(place.x + place.width / 2 + 1);
            figure.pieces.push(Piece {
                x: end,
                y: row,
                text: crate::words::symbols::shown("✗").into_owned(),
                ink: Ink::Cut,
                owner,
            });
            continue;
        }
        let centre = place.x + place.width / 2;
        match (board.ask, board.marks[i]) {
            (_, Mark::Clear) => {}
            (Ask::Edges, mark) => {
                let Some(text) = mark.label(board.names) else {
                    continue;
                };
                let text = crate::words::symbols::shown(&text).into_owned();
                figure.pieces.retain(|p| !within(p, row));
                let width = text.chars().count() as u16;
                figure.pieces.push(Piece {
                    x: centre.saturating_sub(width / 2),
                    y: row,
                    text,
                    ink: Ink::Cut,
                    owner,
                });
            }
            (_, _) => {
                for p in figure.pieces.iter_mut().filter(|p| within(p, row)) {
                    p.text = format!("({})", p.text);
                    p.x = p.x.saturating_sub(1);
                    p.ink = Ink::Cut;
                }
            }
        }
    }
    figure.settle();
}

/// The marks as the outline writes them after a node's line: `✂` on a
/// leaf marked pruned, `✂α` on a node whose edge is marked cut; once
/// checked, `✗` on each wrong or missed item.
pub fn outline_marks(board: &Board) -> HashMap<Key, String> {
    let shown = |s: &str| crate::words::symbols::shown(s).into_owned();
    (0..board.items.len())
        .filter_map(|i| {
            let text = match (board.checked, board.marks[i]) {
                (true, _) if board.grade(i).right() => return None,
                (true, _) => shown("✗"),
                (false, Mark::Clear) => return None,
                (false, Mark::Pruned) => shown("✂"),
                (false, m) => shown(&m.label(board.names)?),
            };
            Some((board.items[i].key, text))
        })
        .collect()
}
