//! The tree pane: the game tree with each node's player, value and state.
//! Tree items are built for the rows shown only, so drawing costs the
//! same for a tree of fifteen nodes and one of a million, and for a node
//! of a million children.

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
        let height = usize::from(self.block.inner(area).height);
        let rows = tree_view::rows(self.nodes, self.open);
        let start = self.offset.min(rows.len().saturating_sub(1));
        let window = &rows[start..rows.len().min(start + height)];
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
        let items = self.items(&entries, &mut at, &mut Vec::new(), &mut opened);
        let tree = Tree::new(&items)
            .expect("tree keys are unique")
            .block(self.block.clone())
            .node_closed_symbol("▸ ")
            .node_open_symbol("▾ ")
            .node_no_children_symbol("  ");
        let mut state = TreeState::default();
        for path in opened {
            state.open(path);
        }
        // The widget only scrolls within what it has drawn once.
        let mut scratch = Buffer::empty(area);
        StatefulWidget::render(tree.clone(), area, &mut scratch, &mut state);
        state.scroll_down(above.len());
        StatefulWidget::render(tree, area, buf, &mut state);
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
            let text = self.line(key);
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
                        true => self.items(entries, at, path, opened),
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

    fn line(&self, key: Key) -> Line<'static> {
        let n = self.nodes.look(key);
        let t = self.theme;
        let mut spans = vec![Span::raw(format!("{} {}", n.symbol, n.name)), value_span(&n, t)];
        spans.extend(marks(&n, t));
        if let Some(tag) = self.nodes.tag(key) {
            let style = if tag.marked { t.cut() } else { t.title() };
            let text = crate::words::symbols::shown(&tag.text).into_owned();
            spans.push(Span::styled(format!("  {text}"), style));
        }
        if let Some(mark) = self.marks.get(&key) {
            spans.push(Span::styled(format!("  {mark}"), t.cut()));
        }
        let mut line = Line::from(spans).style(base_style(&n, t));
        if Some(key) == self.selected && self.selected != self.current {
            line = line.patch_style(t.selected());
        }
        if Some(key) == self.current {
            line = line.patch_style(t.current());
            line.push_span(crate::words::symbols::shown(" ◀").into_owned());
        }
        line
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

fn value_span(n: &NodeLook, t: Theme) -> Span<'static> {
    match &n.value {
        None => Span::raw(""),
        Some(v) if n.evaluated => Span::raw(format!("  {v}")),
        Some(v) => Span::styled(format!("  {v}"), t.dim()),
    }
}

fn marks(n: &NodeLook, t: Theme) -> Vec<Span<'static>> {
    let mut out = Vec::new();
    if let (true, Look::Pruned(kind)) = (n.cut_root, n.look) {
        let mark = format!("  ✂ {}", crate::words::cut_letter(kind));
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
