//! The tree pane: the game tree with each node's player, value and state.
//! Tree items are built for the rows shown only, so drawing costs the
//! same for a tree of fifteen nodes and one of a million, and for a node
//! of a million children. A line too long for the pane gives up the move
//! after the name, then the marks, then the value, each whole, and ends
//! in `⋯`; a row above and a row below the lines say how many are out of
//! view there.

use crate::story::outline::{Key, Look, NodeLook, Nodes};
use crate::story::tree_view::{self, Openness};
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, StatefulWidget, Widget};
use tui_tree_widget::{Tree, TreeItem, TreeState};

/// Stands in for the children of a closed node, which are not built.
const HIDDEN: Key = crate::record::NodeId(u32::MAX);

pub struct TreePane<'a> {
    pub nodes: &'a dyn Nodes,
    pub open: &'a Openness<'a>,
    pub offset: usize,
    /// The node the current event is about.
    pub current: Option<Key>,
    /// The node the user selected.
    pub selected: Option<Key>,
    pub theme: Theme,
    pub block: Block<'a>,
    /// What the whole-tree exercise writes after a node's line.
    pub marks: std::collections::HashMap<Key, String>,
}

impl Widget for TreePane<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let inner = self.block.inner(area);
        self.block.clone().render(area, buf);
        let rows = tree_view::rows(self.nodes, self.open);
        let s = tree_view::shown(rows.len(), self.offset, inner.height.into());
        let row = |i: usize| Rect {
            y: inner.y + i as u16,
            height: 1,
            ..inner
        };
        let more = |id: &str, count: usize| {
            let text = crate::words::symbols::shown(&crate::say!(id, count = count)).into_owned();
            Line::styled(text, self.theme.dim())
        };
        if s.above > 0 {
            more("outline-more-above", s.above).render(row(0), buf);
        }
        if s.below > 0 {
            more("outline-more-below", s.below).render(row(usize::from(s.above > 0) + s.count), buf);
        }
        let body = Rect {
            y: inner.y + u16::from(s.above > 0),
            height: s.count as u16,
            ..inner
        };
        let window = &rows[s.first.min(rows.len())..rows.len().min(s.first + s.count)];
        // Items for the rows shown and the path down to the first of them
        // only: a node of a million children costs the rows on screen.
        let above = window.first().map_or(Vec::new(), |&(k, _)| {
            let mut path = self.nodes.path(k);
            path.pop();
            path
        });
        let mut entries: Vec<(Key, usize)> = above.iter().enumerate().map(|(d, &k)| (k, d)).collect();
        entries.extend_from_slice(window);
        let mut opened = Vec::new();
        let mut at = 0;
        let items = self.items(&entries, &mut at, &mut Vec::new(), &mut opened, inner.width);
        let tree = Tree::new(&items)
            .expect("tree keys are unique")
            .node_closed_symbol("▸ ")
            .node_open_symbol("▾ ")
            .node_no_children_symbol("  ");
        let mut state = TreeState::default();
        for path in opened {
            state.open(path);
        }
        // The widget only scrolls within what it has drawn once.
        let mut scratch = Buffer::empty(area);
        StatefulWidget::render(tree.clone(), body, &mut scratch, &mut state);
        state.scroll_down(above.len());
        StatefulWidget::render(tree, body, buf, &mut state);
    }
}

impl TreePane<'_> {
    /// The items of `entries` (rows in order with their depth) from `at`
    /// on at the depth of the one at `at`: each with the deeper rows after
    /// it as its children. An open node whose children are all below the
    /// window, and a closed one, get a child that is never shown, so that
    /// the widget marks them ▾ and ▸.
    fn items(
        &self,
        entries: &[(Key, usize)],
        at: &mut usize,
        path: &mut Vec<Key>,
        opened: &mut Vec<Vec<Key>>,
        width: u16,
    ) -> Vec<TreeItem<'static, Key>> {
        let Some(&(_, depth)) = entries.get(*at) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        while let Some(&(key, d)) = entries.get(*at) {
            if d != depth {
                break;
            }
            *at += 1;
            // The widget indents two cells a level, then the open mark.
            let room = usize::from(width).saturating_sub(2 * (depth + 1));
            let text = self.line(key, room);
            if self.nodes.children(key).is_empty() {
                out.push(TreeItem::new_leaf(key, text));
                continue;
            }
            path.push(key);
            let kids = match self.open.is_open(key) {
                true => {
                    opened.push(path.clone());
                    let below = entries.get(*at).is_some_and(|&(_, d)| d > depth);
                    match below {
                        true => self.items(entries, at, path, opened, width),
                        false => vec![TreeItem::new_leaf(HIDDEN, "")],
                    }
                }
                false => vec![TreeItem::new_leaf(HIDDEN, "")],
            };
            path.pop();
            out.push(TreeItem::new(key, text, kids).expect("children keys are unique"));
        }
        out
    }

    /// A node's line in `room` cells: as much of it as fits, whole.
    fn line(&self, key: Key, room: usize) -> Line<'static> {
        let n = self.nodes.look(key);
        let t = self.theme;
        let mut marks = marks(&n, t, self.nodes.cut_names());
        // The node type after the marks, the first to go where room is short.
        if let Some(tag) = self.nodes.tag(key) {
            let style = if tag.marked { t.cut() } else { t.title() };
            let text = crate::words::symbols::shown(&tag.text).into_owned();
            marks.push(Span::styled(format!("  {text}"), style));
        }
        // An inner node's static value, apart from its value: the first
        // to go where room is short.
        if let Some(value) = self.nodes.estimate(key) {
            let text = crate::say!("canvas-estimate", value = value);
            let text = crate::words::symbols::shown(&text).into_owned();
            marks.push(Span::styled(format!("  {text}"), t.dim()));
        }
        let mut parts = Parts {
            head: [
                Span::raw(format!("{} {}", n.symbol, n.name)),
                Span::raw(format!("{} {}", n.symbol, n.short)),
            ],
            value: value_span(&n, t),
            marks,
            exercise: self
                .marks
                .get(&key)
                .map(|mark| Span::styled(format!("  {mark}"), t.cut())),
            current: (Some(key) == self.current)
                .then(|| Span::raw(crate::words::symbols::shown(" ◀").into_owned())),
        };
        let mut line = Line::from(parts.fit(room)).style(base_style(&n, t));
        if Some(key) == self.selected && self.selected != self.current {
            line = line.patch_style(t.selected());
        }
        if Some(key) == self.current {
            line = line.patch_style(t.current());
        }
        line
    }
}

/// What a node's line says, most needed first: its symbol and name (with
/// the move that leads there, or without), its value, the ✂ and ★ marks,
/// the whole-tree exercise's mark, ◀ at the current node.
struct Parts {
    head: [Span<'static>; 2],
    value: Span<'static>,
    marks: Vec<Span<'static>>,
    exercise: Option<Span<'static>>,
    current: Option<Span<'static>>,
}

impl Parts {
    /// The spans that fit in `room` cells: the move after the name goes
    /// first, then the marks (the last first), the exercise's mark, the
    /// value; `⋯` says something went, and at the least only `⋯` is left.
    fn fit(&mut self, room: usize) -> Vec<Span<'static>> {
        let width = |spans: &[Span]| spans.iter().map(|s| s.content.chars().count()).sum::<usize>();
        let more = Span::raw(crate::words::symbols::shown(" ⋯").into_owned());
        let mut short = false;
        let mut dropped = false;
        loop {
            let mut spans = vec![self.head[usize::from(short)].clone(), self.value.clone()];
            spans.extend(self.marks.iter().cloned());
            spans.extend(self.exercise.clone());
            if dropped {
                spans.push(more.clone());
            }
            spans.extend(self.current.clone());
            if width(&spans) <= room {
                return spans;
            }
            dropped = short;
            if !short {
                short = true;
            } else if self.marks.pop().is_some() || self.exercise.take().is_some() {
            } else if !self.value.content.is_empty() {
                self.value = Span::raw("");
            } else {
                let alone = crate::words::symbols::shown("⋯").into_owned();
                return match alone.chars().count() <= room {
                    true => vec![Span::raw(alone)],
                    false => Vec::new(),
                };
            }
        }
    }
}

fn base_style(n: &NodeLook, t: Theme) -> ratatui::style::Style {
    match n.look {
        Look::Unreached => t.dim(),
        Look::Generated | Look::Done => t.plain(),
        Look::Open => t.path(),
        Look::Pruned(_) => t.pruned(),
    }
}

/// The value; in brackets where a cut-off left the node out, as the
/// canvas writes it, so that no theme's colours alone tell it apart.
fn value_span(n: &NodeLook, t: Theme) -> Span<'static> {
    match (&n.value, n.look) {
        (None, _) => Span::raw(""),
        (Some(v), Look::Pruned(_)) => Span::styled(format!("  ({v})"), t.dim()),
        (Some(v), _) if n.evaluated => Span::raw(format!("  {v}")),
        (Some(v), _) => Span::styled(format!("  {v}"), t.dim()),
    }
}

fn marks(n: &NodeLook, t: Theme, names: crate::words::CutNames) -> Vec<Span<'static>> {
    let mut out = Vec::new();
    if let (true, Look::Pruned(kind)) = (n.cut_root, n.look) {
        let mark = format!("  ✂ {}", names.letter(kind));
        out.push(Span::styled(
            crate::words::symbols::shown(&mark).into_owned(),
            t.cut(),
        ));
    }
    if let Some(star) = n.star {
        let text = crate::words::symbols::shown(&format!("  ★ {star}")).into_owned();
        out.push(Span::styled(text.trim_end().to_string(), t.pv()));
    }
    out
}
