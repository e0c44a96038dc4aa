//! A big tree with no scenario behind it (a game searched live): the tree
//! pane builds rows for the open part only, and the detail panel draws the
//! selected position.

use crate::common::uniform::Uniform;
use crate::{searched, the_tutor};
use gametree::search::Algorithm;
use gametree::search::Setup;
use gametree::subject::Live;
use gametree::tui::app::{self, App};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use gametree::tui::tutor::layout;

const BRANCHING: u32 = 3;
const DEPTH: u32 = 8;

fn big() -> App {
    let mut app = big_with(Algorithm::AlphaBeta);
    app::settle(&mut app);
    app
}

fn big_with(algorithm: Algorithm) -> App {
    App::tutor(Box::new(uniform("uniform")), Setup::new(algorithm), Theme::MONO).unwrap()
}

/// The uniform tree searched live under `name`, its position drawn.
fn uniform(name: &str) -> Live<Uniform> {
    Live {
        name: name.into(),
        title: "a uniform tree".into(),
        game: Uniform {
            branching: BRANCHING,
            depth: DEPTH,
        },
        root: (0, 0),
        draw: Some(|_, pos| vec![format!("a position at depth {}", pos.0)]),
        note: String::new(),
    }
}

fn screen(app: &mut App) -> String {
    app::text(&app::frame(app, 100, 30))
}

#[test]
fn only_the_path_is_open_so_rows_stay_few() {
    let mut app = big();
    assert!(searched(&app).run.trace().tree.len() > 1000);
    let most = (DEPTH * BRANCHING + 1) as usize;
    let len = searched(&app).run.len();
    for k in (0..=len).step_by(97).chain([len]) {
        app::update(&mut app, Message::Start);
        for _ in 0..k.min(300) {
            app::update(&mut app, Message::Forward);
        }
        let rows = the_tutor(&app).rows().len();
        assert!(rows <= most, "{rows} rows at step {k}");
    }
}

#[test]
fn the_pane_follows_the_search_and_draws_the_position() {
    let mut app = big();
    app::update(&mut app, Message::NextCutoff);
    let text = screen(&mut app);
    let t = the_tutor(&app);
    let inner = layout::inner(layout::areas(t, &t.story.panels(), t.area).tree, false);
    let window = layout::canvas(t, inner).unwrap();
    let (figure, (ox, oy)) = (window.figure, window.origin);
    let at = figure.place_of(t.current_key().unwrap()).unwrap();
    let (x, y) = (i32::from(at.x) - ox, i32::from(at.y) - oy);
    let inside = (0..i32::from(inner.width)).contains(&x) && (0..i32::from(inner.height)).contains(&y);
    assert!(inside, "the current node is on screen:\n{text}");
    assert!(text.contains(" Position "), "{text}");
    let depth = searched(&app).run.trace().depth(searched(&app).current_node());
    assert!(text.contains(&format!("a position at depth {depth}")), "{text}");
}

#[test]
fn nodes_open_and_close_by_hand() {
    let mut app = big();
    app::update(&mut app, Message::End);
    let before = the_tutor(&app).rows().len();
    // Select the root's first child and open it.
    app::update(&mut app, Message::Start);
    app::update(&mut app, Message::Down);
    let open_before = the_tutor(&app).rows().len();
    app::update(&mut app, Message::ToggleOpen);
    assert!(the_tutor(&app).rows().len() > open_before);
    app::update(&mut app, Message::ToggleOpen);
    assert_eq!(the_tutor(&app).rows().len(), open_before);
    assert!(before > 1);
}

#[test]
fn a_count_given_up_stops_at_once() {
    use gametree::subject::Subject;
    let live = Live {
        name: "huge".into(),
        title: "ten to the twelfth leaves".into(),
        game: Uniform {
            branching: 10,
            depth: 12,
        },
        root: (0, 0),
        draw: None,
        note: String::new(),
    };
    let stop = std::sync::atomic::AtomicBool::new(true);
    let setup = Setup::new(Algorithm::Minimax);
    let c = live.counts_until(setup, &stop).unwrap();
    assert!(c.nodes_generated <= 1, "{c:?}");
}

/// On a game's tree, `a` switches to the run the tutor recorded in the
/// background (waiting for it if it is not in yet), at the same node; `a`
/// again comes back to the very step left, at once.
#[test]
fn a_switches_to_the_run_recorded_in_the_background_and_back() {
    let mut app = big_with(Algorithm::Minimax);
    // Down the first moves, which alpha-beta searches too.
    for _ in 0..12 {
        app::update(&mut app, Message::Forward);
    }
    let moves = |app: &App| {
        let s = searched(app);
        let t = s.run.trace();
        let path = t.tree.path_to(s.current_node());
        path.iter().map(|&n| t.label(n).to_string()).collect::<Vec<_>>()
    };
    let (step, path) = (searched(&app).run.step(), moves(&app));
    app::update(&mut app, Message::SwitchAlgorithm);
    app::settle(&mut app);
    assert_eq!(searched(&app).setup.algorithm, Algorithm::AlphaBeta);
    assert_eq!(moves(&app), path, "the same node");
    // Back to minimax: its run is kept, nothing is recorded or waited for.
    app::update(&mut app, Message::SwitchAlgorithm);
    let s = searched(&app);
    assert_eq!(s.setup.algorithm, Algorithm::Minimax);
    assert_eq!(s.run.step(), step, "the step left");
}

/// A live position's long name (a Kalah board, say) heads the canvas
/// beside the position's corner: at every size the title ends before the
/// corner, whole or shortened with "…", never cut by the panel.
#[test]
fn a_long_title_is_shortened_before_the_position_s_corner_never_cut() {
    let name = "Kalah 6,6,6,6,6,6,0,6,6,6,6,6,6,0 book rules";
    let live = Box::new(uniform(name));
    let mut app = App::tutor(live, Setup::new(Algorithm::AlphaBeta), Theme::MONO).unwrap();
    let mut shortened = 0;
    for width in (64..=200).step_by(7) {
        for height in [20, 24, 30, 50] {
            let buf = app::frame(&mut app, width, height);
            let row: Vec<String> = (0..width).map(|x| buf[(x, 0)].symbol().to_string()).collect();
            let text = row.concat();
            // Every corner of a panel on the top row stands after a rule
            // or a space, never straight after a title's letter.
            for (x, cell) in row.iter().enumerate().skip(1) {
                if cell == "┌" {
                    let before = row[x - 1].as_str();
                    assert!(matches!(before, "─" | " " | "┐"), "{width}×{height}: {text}");
                }
            }
            match text.contains(name) {
                true => {}
                false => {
                    assert!(text.contains("… "), "{width}×{height}: {text}");
                    shortened += 1;
                }
            }
        }
    }
    assert!(shortened > 0, "some sizes shorten the title");
}
