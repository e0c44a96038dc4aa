//! max^n and the AND/OR proof in the tutor: stepping back shows exactly
//! the screen seen before, and the picker opens them.

use gametree::scenario::Scenario;
use gametree::ui::app::{self, App, Screen};
use gametree::ui::keys::Message;
use gametree::ui::theme::Theme;
use gametree::ui::tutor::Tutor;
use ratatui::buffer::Buffer;

fn opened(name: &str) -> App {
    let s = Scenario::resolve(name).unwrap();
    let setup = s.default_setup();
    App::with_tutor(Tutor::for_scenario(s, setup).unwrap(), Theme::COLOR)
}

fn the_tutor(app: &App) -> &Tutor {
    match &app.screen {
        Screen::Tutor(t) => t,
        Screen::Picker(_) => panic!("not in the tutor"),
    }
}

fn draw(app: &mut App) -> Buffer {
    app::frame(app, 100, 30)
}

fn text(app: &mut App) -> String {
    app::text(&draw(app))
}

/// Forward to each step k, then back to each j: the screen of step j.
fn back_shows_what_forward_showed(open: impl Fn() -> App) {
    let len = the_tutor(&open()).story.last_step();
    let mut app = open();
    let mut screens = vec![draw(&mut app)];
    for _ in 0..len {
        app::update(&mut app, Message::Forward);
        screens.push(draw(&mut app));
    }
    for j in (0..len).rev() {
        app::update(&mut app, Message::Back);
        assert_eq!(draw(&mut app), screens[j], "back to {j}");
    }
    app::update(&mut app, Message::End);
    assert_eq!(draw(&mut app), screens[len]);
}

#[test]
fn maxn_back_shows_what_forward_showed() {
    back_shows_what_forward_showed(|| opened("lecture-maxn"));
}

#[test]
fn maxn_ends_with_x_vector_at_the_root() {
    let mut app = opened("lecture-maxn");
    app::update(&mut app, Message::End);
    let s = text(&mut app);
    assert!(s.contains("root gets (1, 2, 6)"), "{s}");
    assert!(s.contains("C X  (1, 2, 6)  ★ PV"), "{s}");
}

#[test]
fn the_picker_opens_maxn() {
    let mut app = App::picker(Theme::MONO);
    while !text(&mut app).contains("▶ lecture-maxn") {
        app::update(&mut app, Message::Down);
    }
    app::update(&mut app, Message::Enter);
    assert!(text(&mut app).contains("max^n, players A, B, C"));
}
