//! A scenario node of thousands of children. The tree
//! pane builds the rows it shows, not every open row; a node's children
//! come in the order searched, then the rest in the file's order, each
//! once. (The time a key takes is measured by `examples/big_file.rs`.)

use gametree::record::NodeId;
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Order, Setup};
use gametree::story::Story;
use gametree::story::outline::{Key, NodeLook, Nodes};
use gametree::story::search::SearchStory;
use gametree::story::tree_view::{self, Openness, TreeView};
use gametree::tui::theme::Theme;
use gametree::tui::tutor::panels::tree::TreePane;
use proptest::prelude::*;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Borders, Widget};
use std::cell::Cell;

/// A root of `n` leaves worth 0, 1, 2, ... in turn (mod 7).
fn flat(n: usize) -> Scenario {
    let leaves: Vec<String> = (0..n).map(|i| (i % 7).to_string()).collect();
    let text = format!(
        "Scenario(title: \"flat\", tree: (children: [{}]))",
        leaves.join(", ")
    );
    Scenario::parse("flat", "flat.ron", &text).unwrap()
}

/// A story's nodes, counting how often the pane asks how a node looks.
struct Counting<'a> {
    nodes: &'a dyn Nodes,
    looks: Cell<usize>,
}

impl Nodes for Counting<'_> {
    fn size(&self) -> usize {
        self.nodes.size()
    }
    fn children(&self, key: Key) -> Vec<Key> {
        self.nodes.children(key)
    }
    fn parent(&self, key: Key) -> Option<Key> {
        self.nodes.parent(key)
    }
    fn name(&self, key: Key) -> String {
        self.nodes.name(key)
    }
    fn look(&self, key: Key) -> NodeLook {
        self.looks.set(self.looks.get() + 1);
        self.nodes.look(key)
    }
    fn current(&self) -> Option<Key> {
        self.nodes.current()
    }
    fn focus(&self, selected: Option<Key>) -> Vec<Key> {
        self.nodes.focus(selected)
    }
}

#[test]
fn the_tree_pane_builds_the_rows_it_shows_not_a_wide_node_s_every_child() {
    let story = SearchStory::open(Box::new(flat(5000)), Setup::new(Algorithm::AlphaBeta)).unwrap();
    let nodes = story.nodes();
    let counting = Counting {
        nodes: &*nodes,
        looks: Cell::new(0),
    };
    let view = TreeView::default();
    let open = Openness::new(&view, &counting, &counting.focus(None));
    let rows = tree_view::rows(&counting, &open);
    assert_eq!(rows.len(), 5001, "the root open, its leaves shown");
    let area = Rect::new(0, 0, 60, 20);
    let draw = |offset: usize| {
        counting.looks.set(0);
        let mut buf = Buffer::empty(area);
        TreePane {
            nodes: &counting,
            open: &open,
            offset,
            current: None,
            selected: None,
            theme: Theme::MONO,
            block: Block::new().borders(Borders::TOP),
            marks: Default::default(),
        }
        .render(area, &mut buf);
        let lines: Vec<String> = (0..area.height)
            .map(|y| (0..area.width).map(|x| buf[(x, y)].symbol()).collect())
            .collect();
        (lines, counting.looks.get())
    };
    // At the top: the root and the first leaves.
    let (lines, looks) = draw(0);
    assert!(looks <= 20, "{looks} nodes looked at for 19 rows");
    assert!(lines[1].contains("▾ ▲ A"), "{lines:#?}");
    assert!(lines[2].contains("A1  0"), "{lines:#?}");
    // Scrolled into the middle: the rows from there on, the root above
    // them not drawn.
    let (lines, looks) = draw(2500);
    assert!(looks <= 21, "{looks} nodes looked at for 19 rows");
    // A row says how many are above, another how many below.
    assert!(lines[1].contains("2500 more above"), "{lines:#?}");
    assert!(lines[2].contains("A2500  "), "{lines:#?}");
    assert!(lines[18].contains("A2516  "), "{lines:#?}");
    assert!(lines[19].contains("more below"), "{lines:#?}");
    assert!(!lines.iter().any(|l| l.contains("▾ ▲ A")), "{lines:#?}");
}

/// A root of `n` children, each with a static value and two leaves, so
/// that alpha-beta leaves some leaves out and a depth limit of 1 all.
fn two_levels(n: usize) -> Scenario {
    let kids: Vec<String> = (0..n)
        .map(|i| format!("(value: {}, children: [{}, {}])", i % 5, (i * 3) % 7, (i * 5) % 7))
        .collect();
    let text = format!(
        "Scenario(title: \"two\", tree: (children: [{}]))",
        kids.join(", ")
    );
    Scenario::parse("two", "two.ron", &text).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Under static ordering the search takes a wide node's children in
    /// an order of its own; cut-offs and a depth limit leave some out.
    #[test]
    fn a_node_s_children_come_searched_first_then_the_rest_each_once(
        n in 2..300usize,
        at in 0..=100usize,
        depth in prop::option::of(1..3u32),
        ordered in any::<bool>(),
    ) {
        let scenario = two_levels(n);
        let tree = scenario.tree.clone();
        let order = if ordered { Order::Static } else { Order::None };
        let setup = Setup { order, depth, ..Setup::new(Algorithm::AlphaBeta) };
        let mut story = SearchStory::open(Box::new(scenario), setup).unwrap();
        let step = story.last_step() * at / 100;
        story.seek(step);
        let nodes = story.nodes();
        let trace = story.run.trace();
        for i in 0..tree.len() {
            let key = NodeId::at(i);
            let children = nodes.children(key);
            // As the search made them (whatever the step), then the rest
            // as the file writes them.
            let made = trace.tree.ids().rfind(|&t| trace.tree.origin(t) == Some(key));
            let mut expected: Vec<Key> = made
                .into_iter()
                .flat_map(|t| trace.children(t))
                .filter_map(|c| trace.tree.origin(c))
                .collect();
            let written = &tree.node(key).children;
            let rest: Vec<Key> = written.iter().copied().filter(|k| !expected.contains(k)).collect();
            expected.extend(rest);
            prop_assert_eq!(&children, &expected, "node {}", i);
            let mut sorted = children.clone();
            sorted.sort();
            prop_assert_eq!(&sorted[..], &written[..], "each child once");
        }
    }
}
