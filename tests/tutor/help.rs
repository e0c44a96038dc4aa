//! The help of every screen (the tutor of each kind of run, the compare
//! view, practice, the whole-tree exercise, the list, each game's screen)
//! at 80×24 and 100×30: paged through to its end, every key's row and
//! every line of the legend are there whole, none cut at the margin; its
//! end kept as snapshots.

use crate::common::play::{book_kalah, human_against_computer};
use gametree::game::Player;
use gametree::game::nim::Pile;
use gametree::game::tictactoe::{self, TicTacToe};
use gametree::record::proof::Problem;
use gametree::scenario::Scenario;
use gametree::scenario::games::NamedGame;
use gametree::session::nim::NimTable;
use gametree::session::tictactoe::TicTacToeTable;
use gametree::session::{Playable, Session};
use gametree::story::practice::Ask;
use gametree::story::proof::ProofStory;
use gametree::tui::app::{self, App};
use gametree::tui::game_screen::{Drawable, Play};
use gametree::tui::help;
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use gametree::tui::tutor::Tutor;
use ratatui::layout::Rect;

const SIZES: [(u16, u16); 2] = [(80, 24), (100, 30)];

/// The tutor on a bundled scenario, with its own algorithm.
fn tutor(name: &str) -> Tutor {
    let scenario = Scenario::resolve(name).unwrap();
    let setup = scenario.default_setup();
    Tutor::for_scenario(scenario, setup).unwrap()
}

fn practice(asks: &[Ask], exam: bool) -> App {
    let mut t = tutor("bratko-fig2");
    t.practise(asks, exam).unwrap();
    App::with_tutor(t, Theme::MONO)
}

fn game<T: Drawable>(table: T, pos: T::Position) -> App {
    App::game(
        Box::new(Play::new(Session::at(table, human_against_computer(3), pos))),
        Theme::MONO,
    )
}

fn kalah() -> App {
    let table = book_kalah(6, 6);
    let pos = table.start();
    game(table, pos)
}

fn tictactoe() -> App {
    let table = TicTacToeTable {
        game: TicTacToe::new(3, tictactoe::Evaluation::Weighted),
    };
    game(table, Default::default())
}

fn nim() -> App {
    let pos = Pile {
        coins: 7,
        to_move: Player::Max,
    };
    game(NimTable { coins: 7 }, pos)
}

/// Every screen with a help, by name.
fn screens() -> Vec<(&'static str, App)> {
    let with = |t: Tutor| App::with_tutor(t, Theme::MONO);
    let mut compare = with(tutor("bratko-fig2"));
    app::settle(&mut compare);
    app::update(&mut compare, Message::ToggleCompare);
    let proof = ProofStory::open(NamedGame::nim(7), Problem::V, false);
    vec![
        ("tutor", with(tutor("bratko-fig2"))),
        ("maxn", with(tutor("lecture-maxn"))),
        ("proof", with(Tutor::new(proof))),
        ("compare", compare),
        ("practice", practice(&[Ask::Values], false)),
        ("exam", practice(&[Ask::Values], true)),
        ("marking", practice(&[Ask::Pruned], false)),
        ("picker", App::picker(Theme::MONO)),
        ("kalah", kalah()),
        ("tictactoe", tictactoe()),
        ("nim", nim()),
    ]
}

/// The help's lines as the screen shows them inside its box, paged
/// through with PgDn from the top to the end, each line once.
fn paged(app: &mut App, width: u16, height: u16) -> Vec<String> {
    app::update(app, Message::Resize { width, height });
    app::update(app, Message::ToggleHelp);
    let area = Rect::new(0, 0, width, height);
    let layout = help::Layout::new(&app.bindings(), &app.legend(), area, Theme::MONO);
    let inside = ratatui::widgets::Block::bordered().inner(layout.popup);
    let mut lines = vec![None; layout.lines.len()];
    loop {
        let top = app.help_top;
        let buf = app::frame(app, width, height);
        for (i, y) in (inside.top()..inside.bottom()).enumerate() {
            let row: String = (inside.left()..inside.right())
                .map(|x| buf[(x, y)].symbol())
                .collect();
            lines[top + i] = Some(row.trim_end().to_string());
        }
        app::update(app, Message::PageDown);
        assert!(app.help, "PgDn scrolls the help, it does not close it");
        if app.help_top == top {
            break;
        }
    }
    app::update(app, Message::Escape);
    assert!(!app.help && !app.quit);
    lines.into_iter().map(|l| l.expect("every line shown")).collect()
}

/// Words with single spaces between them.
fn words(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn every_key_and_the_whole_legend_can_be_read_whole_at_80x24_and_100x30() {
    for (name, mut app) in screens() {
        let rows = app.bindings().help();
        let legend = app.legend();
        assert!(!rows.is_empty(), "{name}");
        for (w, h) in SIZES {
            let shown = paged(&mut app, w, h);
            let all = words(&shown.join(" "));
            for (keys, what) in &rows {
                let row = words(&format!("{keys} {}", gametree::words::message(what, &[])));
                assert!(
                    all.contains(&row),
                    "{name} at {w}×{h}: no {row:?} in\n{}",
                    shown.join("\n")
                );
            }
            for line in &legend {
                let line = words(line);
                assert!(
                    all.contains(&line),
                    "{name} at {w}×{h}: no {line:?} in\n{}",
                    shown.join("\n")
                );
            }
            // Nothing runs into the box's border: each line ends a space
            // before it.
            let inner = shown.iter().map(|l| l.chars().count()).max().unwrap();
            let area = Rect::new(0, 0, w, h);
            let popup = help::Layout::new(&app.bindings(), &legend, area, Theme::MONO).popup;
            let room = usize::from(popup.width) - 2;
            assert!(inner < room, "{name} at {w}×{h}: a line reaches the border");
        }
    }
}

/// The help closes on any key but its own, which scroll it: End goes to
/// the end, Home back to the top, and the box says which lines it shows.
#[test]
fn the_help_scrolls_to_its_end_and_back() {
    let mut app = App::with_tutor(tutor("bratko-fig2"), Theme::MONO);
    let text = app::text(&app::frame(&mut app, 80, 24));
    app::update(&mut app, Message::ToggleHelp);
    let top = app::text(&app::frame(&mut app, 80, 24));
    assert!(top.contains("lines 1–22 of"), "{top}");
    app::update(&mut app, Message::End);
    let end = app::text(&app::frame(&mut app, 80, 24));
    assert!(end.contains("The negamax view cuts only"), "{end}");
    app::update(&mut app, Message::Start);
    assert_eq!(app::text(&app::frame(&mut app, 80, 24)), top);
    app::update(&mut app, Message::Forward);
    assert!(!app.help);
    assert_eq!(
        app::text(&app::frame(&mut app, 80, 24)),
        text,
        "the key closes the help only"
    );
}

#[test]
fn the_tutors_help_at_its_end() {
    for (w, h) in SIZES {
        let mut app = App::with_tutor(tutor("bratko-fig2"), Theme::MONO);
        app::update(&mut app, Message::Resize { width: w, height: h });
        app::update(&mut app, Message::ToggleHelp);
        app::update(&mut app, Message::End);
        insta::assert_snapshot!(
            format!("tutor_help_end_{w}x{h}"),
            app::text(&app::frame(&mut app, w, h))
        );
    }
}

#[test]
fn the_game_screens_help_at_its_end() {
    for (name, open) in [
        ("kalah", kalah as fn() -> App),
        ("tictactoe", tictactoe),
        ("nim", nim),
    ] {
        for (w, h) in SIZES {
            let mut app = open();
            app::update(&mut app, Message::Resize { width: w, height: h });
            app::update(&mut app, Message::ToggleHelp);
            app::update(&mut app, Message::End);
            let text = app::text(&app::frame(&mut app, w, h));
            insta::assert_snapshot!(format!("{name}_help_end_{w}x{h}"), text);
        }
    }
}

/// The help's edit keys, a row for each thing they do, on the
/// help's first page at 80×24 and 100×30; at 100×30 the box leaves the
/// screen showing at its sides (a long row wraps rather than widen it);
/// the legend says what Δ marks.
#[test]
fn the_edit_keys_and_delta_in_the_tutors_help() {
    for (w, h) in SIZES {
        let mut app = App::with_tutor(tutor("bratko-fig2"), Theme::MONO);
        app::update(&mut app, Message::Resize { width: w, height: h });
        app::update(&mut app, Message::ToggleHelp);
        let text = app::text(&app::frame(&mut app, w, h));
        for row in ["= ", "< > ", "Insert / Delete ", "u / U ", "w / W "] {
            assert!(text.contains(&format!("│ {row}")), "{row:?} at {w}×{h}:\n{text}");
        }
        insta::assert_snapshot!(format!("tutor_help_edit_keys_{w}x{h}"), text);
        let popup = help::Layout::new(&app.bindings(), &app.legend(), app.size, Theme::MONO).popup;
        if w == 100 {
            assert!(popup.width < 100, "{popup:?}");
        }
    }
    let app = App::with_tutor(tutor("bratko-fig2"), Theme::MONO);
    let delta = app
        .legend()
        .iter()
        .any(|l| l.contains("Δ3: the edit just made changed it"));
    assert!(delta, "{:?}", app.legend());
}
