//! A deep live tree keeps the path from the root to the current node in
//! view: the canvas draws a big tree (opened along the paths in focus
//! only) with that path straight down, its siblings on either side, so
//! that the nodes a sentence names are on screen. Kalah searched nine
//! plies deep laid levels 1–6 of the path out of view to the right at
//! 100×30 and 160×50.

use crate::the_tutor;
use gametree::game::kalah::{self, Kalah, Rules, Side};
use gametree::search::{Algorithm, Setup};
use gametree::session::Playable;
use gametree::session::kalah::KalahTable;
use gametree::subject::Live;
use gametree::tui::app::{self, App};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use gametree::tui::tutor::{Tutor, layout};

/// Kalah with `pits` pits of `stones` by the book's rules, South to
/// move, searched by alpha-beta `depth` plies deep.
fn kalah(pits: usize, stones: u8, depth: u32) -> App {
    let root = kalah::Position::start(pits, stones, Side::South).unwrap();
    let game = Kalah::new(Rules::BOOK, kalah::Evaluation::Store, &root);
    let subject = Live {
        name: "kalah".into(),
        title: "a position".into(),
        game,
        root,
        draw: Some(<KalahTable as Playable>::sketch),
        note: String::new(),
    };
    let setup = Setup {
        depth: Some(depth),
        ..Setup::new(Algorithm::AlphaBeta)
    };
    let mut app = App::with_tutor(Tutor::open(Box::new(subject), setup).unwrap(), Theme::MONO);
    app::settle(&mut app);
    app
}

/// At `width` × `height`: the levels of the path to the current node
/// that the pane's rows show, and whether each is drawn.
fn path_in_view(app: &mut App, width: u16, height: u16) -> Vec<(String, bool)> {
    app::frame(app, width, height);
    let t = the_tutor(app);
    let main = ratatui::layout::Rect::new(0, 0, width, height - 1);
    let pane = layout::inner(layout::areas(t, &t.story.panels(), main).tree, false);
    let w = layout::canvas(t, pane).expect("the canvas draws the tree");
    let nodes = t.story.nodes();
    let current = nodes.current().expect("a current node");
    let rows = i32::from(pane.height);
    // The whole figure places every node of the open part; the window
    // those in view.
    let all = super::clipping::whole_figure(t, pane);
    nodes
        .path(current)
        .into_iter()
        .filter_map(|k| {
            let at = all.place_of(k)?;
            let row = i32::from(at.y) - w.origin.1;
            let name = nodes.look(k).short;
            (0..rows)
                .contains(&row)
                .then_some((name, w.figure.place_of(k).is_some()))
        })
        .collect()
}

#[test]
fn a_deep_path_stays_in_view_at_every_cutoff() {
    let mut app = kalah(6, 4, 7);
    for _ in 0..12 {
        app::update(&mut app, Message::NextCutoff);
        let depth = {
            let t = the_tutor(&app);
            let nodes = t.story.nodes();
            nodes.path(nodes.current().unwrap()).len()
        };
        for (width, height) in [(100, 30), (160, 50), (80, 24)] {
            let levels = path_in_view(&mut app, width, height);
            let out: Vec<&String> = levels
                .iter()
                .filter(|(_, drawn)| !drawn)
                .map(|(n, _)| n)
                .collect();
            assert!(
                out.is_empty(),
                "{width}×{height}: {out:?} of the path out of view"
            );
            // Every level of the path where the pane has the rows for it.
            if height >= 50 {
                assert_eq!(levels.len(), depth, "{width}×{height}: {levels:?}");
            }
        }
    }
}
