//! Slips a class met on the tutor's lines: a CS188 course file's heading
//! counts its depth as the file does and in plies ("depth 12" was said for
//! the file's depth 4 of three agents); the key bar says `p pause` while
//! the run plays on (it said `p play`).

use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::tui::app::{self, App};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use gametree::tui::tutor::Tutor;
use std::path::Path;

fn screen(app: &mut App) -> String {
    app::text(&app::frame(app, 100, 30))
}

#[test]
fn a_course_file_s_heading_says_its_depth_and_the_plies() {
    for (file, said) in [
        ("tests/data/cs188/q2/1-5-minmax.test", " · depth 4 (8 plies) · "),
        ("tests/data/cs188/q2/1-7-minmax.test", " · depth 4 (12 plies) · "),
        (
            "tests/data/cs188/q3/0-eval-function-lose-states-1.test",
            " · depth 2 (4 plies) · ",
        ),
    ] {
        let scenario = Scenario::from_file(Path::new(file)).unwrap();
        let setup = scenario.default_setup();
        let mut app = App::with_tutor(Tutor::for_scenario(scenario, setup).unwrap(), Theme::MONO);
        app::settle(&mut app);
        let s = screen(&mut app);
        let title = s.lines().next().unwrap();
        assert!(title.contains(said), "{file}: {title}");
    }
}

#[test]
fn the_key_bar_says_pause_while_the_run_plays_on() {
    let s = Scenario::resolve("bratko-fig2").unwrap();
    let mut app = App::tutor(Box::new(s), Setup::new(Algorithm::AlphaBeta), Theme::MONO).unwrap();
    app::settle(&mut app);
    let bar = |app: &mut App| screen(app).lines().last().unwrap().to_string();
    let before = bar(&mut app);
    assert!(
        before.contains("p play") && !before.contains("p pause"),
        "{before}"
    );
    app::update(&mut app, Message::TogglePlay);
    let playing = bar(&mut app);
    assert!(
        playing.contains("p pause") && !playing.contains("p play"),
        "{playing}"
    );
    app::update(&mut app, Message::TogglePlay);
    assert!(bar(&mut app).contains("p play"));
}
