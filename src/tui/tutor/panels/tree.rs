//! The tree pane: the game tree with each node's player, value and state.
//! Tree items are built for the open part only, so drawing costs the same
//! for a tree of fifteen nodes and one of a million.

use crate::story::outline::{Key, Look, NodeLook, Nodes};
use crate::story::tree_view::Openness;
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
        let mut opened = Vec::new();
        let root = self.nodes.root();
        let items = vec![self.item(root, &mut vec![root], &mut opened)];
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
        state.scroll_down(self.offset);
        StatefulWidget::render(tree, area, buf, &mut state);
    }
}

impl TreePane<'_> {
    fn item(&self, key: Key, path: &mut Vec<Key>, opened: &mut Vec<Vec<Key>>) -> TreeItem<'static, Key> {
        let text = self.line(key);
        let children = self.nodes.children(key);
        if children.is_empty() {
            return TreeItem::new_leaf(key, text);
        }
        let kids = if self.open.is_open(key) {
            opened.push(path.clone());
            children
                .into_iter()
                .map(|c| {
                    path.push(c);
                    let item = self.item(c, path, opened);
                    path.pop();
                    item
                })
                .collect()
        } else {
            vec![TreeItem::new_leaf(HIDDEN, "")]
        };
        TreeItem::new(key, text, kids).expect("children keys are unique")
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
