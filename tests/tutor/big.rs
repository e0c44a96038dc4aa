//! A big tree with no scenario behind it (a game searched live): the tree
//! pane builds rows for the open part only, and the detail panel draws the
//! selected position.

use gametree::game::uniform::Uniform;
use gametree::search::Algorithm;
use gametree::search::Setup;
use gametree::story::AnyStory;
use gametree::story::search::SearchStory;
use gametree::subject::Live;
use gametree::tui::app::{self, App, Screen};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use gametree::tui::tutor::Tutor;

const BRANCHING: u32 = 3;
const DEPTH: u32 = 8;

fn big() -> App {
    let live = Live {
        name: "uniform".into(),
        title: "a uniform tree".into(),
        game: Uniform {
            branching: BRANCHING,
            depth: DEPTH,
        },
        root: (0, 0),
        draw: Some(|_, pos| vec![format!("a position at depth {}", pos.0)]),
    };
    let setup = Setup::new(Algorithm::AlphaBeta);
    let mut app = App::tutor(Box::new(live), setup, Theme::MONO).unwrap();
    app::settle(&mut app);
    app
}

fn tutor(app: &App) -> &Tutor {
    match &app.screen {
        Screen::Tutor(t) => t,
        _ => unreachable!(),
    }
}

fn searched(app: &App) -> &SearchStory {
    match &tutor(app).story {
        AnyStory::Search(s) => s,
        _ => panic!("a two-player search"),
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
        let rows = tutor(&app).rows().len();
        assert!(rows <= most, "{rows} rows at step {k}");
    }
}

#[test]
fn the_pane_follows_the_search_and_draws_the_position() {
    let mut app = big();
    app::update(&mut app, Message::NextCutoff);
    let text = screen(&mut app);
    assert!(text.contains("◀"), "the current node is on screen:\n{text}");
    assert!(text.contains(" Position "), "{text}");
    let depth = searched(&app).run.trace().depth(searched(&app).current_node());
    assert!(text.contains(&format!("a position at depth {depth}")), "{text}");
}

#[test]
fn nodes_open_and_close_by_hand() {
    let mut app = big();
    app::update(&mut app, Message::End);
    let before = tutor(&app).rows().len();
    // Select the root's first child and open it.
    app::update(&mut app, Message::Start);
    app::update(&mut app, Message::Down);
    let open_before = tutor(&app).rows().len();
    app::update(&mut app, Message::ToggleOpen);
    assert!(tutor(&app).rows().len() > open_before);
    app::update(&mut app, Message::ToggleOpen);
    assert_eq!(tutor(&app).rows().len(), open_before);
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
    };
    let stop = std::sync::atomic::AtomicBool::new(true);
    let setup = Setup::new(Algorithm::Minimax);
    let c = live.counts_until(setup, &stop).unwrap();
    assert!(c.nodes_generated <= 1, "{c:?}");
}
