//! `--symbols ascii` (issue 12): no symbol a projector font may lack on
//! the tutor's screens. Its own test binary, since the setting is the
//! process's.

use gametree::record::proof::Problem;
use gametree::scenario::Scenario;
use gametree::scenario::games::NamedGame;
use gametree::search::{Algorithm, Setup};
use gametree::story::proof::ProofStory;
use gametree::tui::app::{self, App};
use gametree::tui::keys::Message;
use gametree::tui::theme::{Palette, Theme};
use gametree::tui::tutor::Tutor;
use gametree::words::symbols::{self, Symbols};

const MISSING_FROM_SOME_FONTS: [char; 11] = ['✂', '◆', '∧', '∨', '★', '✓', '▲', '▼', '≥', '≤', '⋯'];

fn screens(mut app: App, keys: &[Message]) -> Vec<String> {
    let mut out = vec![app::text(&app::frame(&mut app, 100, 30))];
    for &k in keys {
        app::update(&mut app, k);
        app::settle(&mut app);
        for (w, h) in [(100, 30), (80, 24), (160, 50)] {
            out.push(app::text(&app::frame(&mut app, w, h)));
        }
    }
    out
}

#[test]
fn ascii_screens_have_none_of_the_symbols_fonts_lack() {
    symbols::set(Symbols::Ascii);
    let theme = Theme::COLOR.with(Palette::HighContrast);
    let bratko = Scenario::resolve("bratko-fig2").unwrap();
    let search = App::tutor(Box::new(bratko), Setup::new(Algorithm::AlphaBeta), theme).unwrap();
    let keys = [
        Message::NextCutoff,
        Message::NextCutoff,
        Message::End,
        Message::ToggleCanvas,
        Message::ToggleHelp,
    ];
    let expectimax = Scenario::resolve("lecture-expectimax").unwrap();
    let chance = App::tutor(Box::new(expectimax), Setup::new(Algorithm::Expectimax), theme).unwrap();
    let proof = App::with_tutor(
        Tutor::new(ProofStory::open(NamedGame::Nim(7), Problem::V, false)),
        theme,
    );
    // A tree wider than the pane, marked where it is cut.
    let uniform = Scenario::resolve("uniform-best-first").unwrap();
    let wide = App::tutor(Box::new(uniform), Setup::new(Algorithm::AlphaBeta), theme).unwrap();
    let all = [
        screens(search, &keys),
        screens(chance, &[Message::End]),
        screens(proof, &[Message::End]),
        screens(wide, &[Message::End]),
    ];
    for s in all.iter().flatten() {
        let found: Vec<char> = s
            .chars()
            .filter(|c| MISSING_FROM_SOME_FONTS.contains(c))
            .collect();
        assert!(found.is_empty(), "{found:?} in\n{s}");
    }
    assert!(
        all[0][1].contains("^ a") && all[0][1].contains("v b") && all[0][1].contains("xβ"),
        "{}",
        all[0][1]
    );
    // Issue 21: the marks of what is out of view, in ASCII.
    let marked = &all[3][2];
    assert!(marked.contains(" more ..."), "{marked}");
}
