//! The configuration file's keys on every screen: a key bound
//! away from q is the one the key bar and the help name, and the one that
//! quits, in the tutor, the compare view, the list of scenarios, the game
//! screen and the move tree opened from it.

use super::{app, kalah, options, screen, send};
use gametree::config;
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::tui::app::App;
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// What a course's file might say: quit on x, undo on F2.
fn bound(mut app: App) -> App {
    let text = r#"Config(version: 1, keys: {"quit": "x", "undo": "F2"})"#;
    app.settings.keys = config::parse(text, "config.ron", None).unwrap().keys;
    app
}

fn press(app: &App, code: KeyCode) -> Option<Message> {
    app.key(KeyEvent::new(code, KeyModifiers::NONE))
}

fn tutor() -> App {
    let bratko = Box::new(Scenario::resolve("bratko-fig2").unwrap());
    App::tutor(bratko, Setup::new(Algorithm::AlphaBeta), Theme::MONO).unwrap()
}

#[test]
fn q_bound_away_is_shown_and_quits_as_its_new_key_on_every_screen() {
    let mut compare = bound(tutor());
    send(&mut compare, &[Message::ToggleCompare]);
    let mut tree = bound(app(kalah(3, 2, options(3))));
    // A key takes away the note that first stands in the key bar.
    send(
        &mut tree,
        &[Message::Type('3'), Message::Tick, Message::Tree, Message::Forward],
    );
    let screens = [
        ("tutor", bound(tutor()), " x quit"),
        ("compare", compare, " x quit"),
        ("list", bound(App::picker(Theme::MONO)), " x quit"),
        ("game", bound(app(kalah(3, 2, options(3)))), " x quit"),
        ("move tree", tree, " x game"),
    ];
    for (name, mut a, said) in screens {
        let shown = screen(&mut a, 100, 30);
        let bar = shown.lines().last().unwrap();
        assert!(bar.contains(said) && !bar.contains(" q "), "{name}: {bar}");
        assert_eq!(press(&a, KeyCode::Char('x')), Some(Message::Quit), "{name}");
        assert_ne!(press(&a, KeyCode::Char('q')), Some(Message::Quit), "{name}");
        // Its last page, where the keys that leave are (the tutor's help
        // is longer than a screen).
        send(&mut a, &[Message::ToggleHelp, Message::End]);
        let help = screen(&mut a, 100, 30);
        assert!(
            help.contains("│ x / Esc ") && !help.contains("│ q Esc "),
            "{name}: {help}"
        );
    }
}

#[test]
fn the_game_screen_s_keys_are_bound_too() {
    let mut a = bound(app(kalah(3, 2, options(3))));
    let shown = screen(&mut a, 100, 30);
    assert!(shown.lines().last().unwrap().contains(" F2 undo "), "{shown}");
    assert_eq!(press(&a, KeyCode::F(2)), Some(Message::Undo));
    // u bound to nothing now: a letter types towards a move.
    assert_eq!(press(&a, KeyCode::Char('u')), Some(Message::Type('u')));
}
