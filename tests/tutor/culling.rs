//! For speed, the canvas draws a figure's lines only in and
//! around its pane (`window::drawn`). On random trees, steps, open nodes,
//! zooms, pane sizes and aims, what it draws is the window of the whole
//! figure (`figure::draw`, then `window::window`), cell for cell, with
//! the same origin, the same nodes in view and the same counts of what
//! is out of view.

use crate::common::random_trees::{cases, random_tree, spec};
use gametree::story::figure::window::{self, Aim, Window};
use gametree::story::figure::{self, Frame, Zoom};
use gametree::story::outline::{Key, Nodes};
use gametree::story::tree_view::Openness;
use gametree::tui::theme::Theme;
use gametree::tui::tutor::Tutor;
use gametree::tui::tutor::panels::canvas::CanvasWidget;
use proptest::prelude::*;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Widget};

/// Every node of the tree, the root first.
fn all_nodes(nodes: &dyn Nodes) -> Vec<Key> {
    let mut all = vec![nodes.root()];
    let mut i = 0;
    while i < all.len() {
        all.extend(nodes.children(all[i]));
        i += 1;
    }
    all
}

/// The pane's cells as the canvas draws a window.
fn drawn(w: &Window, width: u16, height: u16) -> Buffer {
    let area = Rect::new(0, 0, width, height);
    let mut buf = Buffer::empty(area);
    CanvasWidget {
        figure: &w.figure,
        origin: w.origin,
        theme: Theme::MONO,
        block: Block::new(),
    }
    .render(area, &mut buf);
    buf
}

/// What the user chose: the step, which nodes are open, the selection,
/// the zoom, the pane, where it looks.
#[derive(Clone, Debug)]
struct Choice {
    step: u32,
    open_all: bool,
    pick: Option<u32>,
    zoom: Option<Zoom>,
    size: (u16, u16),
    aim: u8,
    pan: (i32, i32),
}

fn choice() -> impl Strategy<Value = Choice> {
    let zoom = prop_oneof![
        Just(None),
        prop::sample::select(Zoom::ALL.to_vec()).prop_map(Some)
    ];
    (
        any::<u32>(),
        any::<bool>(),
        prop::option::of(any::<u32>()),
        zoom,
        (8..160u16, 4..50u16),
        0..3u8,
        (-4..400i32, -4..60i32),
    )
        .prop_map(|(step, open_all, pick, zoom, size, aim, pan)| Choice {
            step,
            open_all,
            pick,
            zoom,
            size,
            aim,
            pan,
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(48)))]

    #[test]
    fn the_pane_s_lines_alone_draw_what_the_whole_figure_draws(spec in spec(), seed in 0..1000u64, c in choice()) {
        let s = random_tree(&spec, seed);
        let setup = s.default_setup();
        let mut t = Tutor::for_scenario(s, setup).expect("searched");
        let last = t.story.last_step();
        t.story.seek(c.step as usize % (last + 1));
        let all = all_nodes(&*t.story.nodes());
        if c.open_all {
            t.view.opened.extend(all.iter().copied());
        }
        t.view.selected = c.pick.map(|p| all[p as usize % all.len()]);
        let nodes = t.story.nodes();
        let open = Openness::new(&t.view, &*nodes, &nodes.focus(t.view.selected));
        let (width, height) = c.size;
        let frame = Frame { width, height, zoom: c.zoom, selected: t.view.selected };
        let aim = match (c.aim, t.view.selected) {
            (0, _) => Aim::Pan(c.pan.0, c.pan.1),
            (1, Some(k)) => Aim::Path(nodes.path(k).into_iter().rev().collect()),
            _ => Aim::Corner,
        };
        let culled = window::drawn(&*nodes, &open, frame, &aim);
        let whole = figure::draw(&*nodes, &open, frame).map(|f| window::window(&f, width, height, &aim));
        let (Some(culled), Some(whole)) = (culled, whole) else {
            prop_assert!(window::drawn(&*nodes, &open, frame, &aim).is_none());
            prop_assert!(figure::draw(&*nodes, &open, frame).is_none());
            return Ok(());
        };
        prop_assert_eq!(culled.origin, whole.origin);
        prop_assert_eq!(culled.hidden, whole.hidden);
        prop_assert_eq!(&culled.figure.nodes, &whole.figure.nodes);
        prop_assert_eq!(drawn(&culled, width, height), drawn(&whole, width, height));
        // The same pieces, in whatever order.
        let sorted = |w: &Window| {
            let mut p: Vec<String> = w.figure.pieces.iter().map(|p| format!("{p:?}")).collect();
            p.sort();
            p
        };
        prop_assert_eq!(sorted(&culled), sorted(&whole));
    }
}
