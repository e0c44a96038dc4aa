//! `--symbols ascii`: no symbol a projector font may lack on
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
use gametree::words::{self, Language};

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
        Tutor::new(ProofStory::open(NamedGame::nim(7), Problem::V, false)),
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
    // The marks of what is out of view, in ASCII.
    let marked = &all[3][2];
    assert!(marked.contains(" more ..."), "{marked}");
}

#[path = "../common/screens.rs"]
#[allow(dead_code)]
mod every_screen;

/// Under `--symbols ascii` every cell is ASCII, a letter of
/// the chosen language, one of α β ∞, or a light box line.
fn ascii_cell_allowed(c: char) -> bool {
    // A letter: of the language, or of a scenario's own text (the course's
    // language); no Greek but α and β.
    let letter = c.is_alphabetic() && !('\u{370}'..='\u{3ff}').contains(&c);
    c.is_ascii() || "αβ∞─│┌┐└┘├┤┬┴┼".contains(c) || letter
}

/// The keys that open each screen a search or game has: the tutor at a
/// cut-off and at the end, the outline, presenter mode, the help, the
/// compare view; the game screen's move tree.
const STATES: [&[Message]; 8] = [
    &[],
    &[Message::NextCutoff],
    &[Message::End],
    &[Message::ToggleCanvas],
    &[Message::ToggleCanvas, Message::TogglePresent],
    &[Message::TogglePresent, Message::ToggleHelp],
    &[Message::ToggleCompare, Message::NextCutoff],
    &[Message::Tree, Message::Forward, Message::Forward],
];

/// The cells not allowed and the screen they are on.
type Found = Vec<(String, String)>;

fn offending(sizes: &[(u16, u16)], which: impl Iterator<Item = usize>) -> Found {
    let mut out = Vec::new();
    for w in which {
        for keys in STATES {
            let mut app = every_screen::opened(w);
            app::settle(&mut app);
            for &k in keys {
                app::update(&mut app, k);
                app::settle(&mut app);
            }
            for &(width, height) in sizes {
                let s = app::text(&app::frame(&mut app, width, height));
                let bad: String = s.chars().filter(|&c| !ascii_cell_allowed(c)).collect();
                if !bad.is_empty() {
                    out.push((
                        bad,
                        format!("screen {w} after {keys:?} at {width}×{height}:\n{s}"),
                    ));
                }
            }
        }
    }
    out
}

#[test]
fn every_cell_of_every_ascii_screen_is_ascii_a_letter_or_a_light_line() {
    symbols::set(Symbols::Ascii);
    let sizes = [(100, 30), (80, 24), (160, 50)];
    let mut bad = offending(&sizes, 0..every_screen::count());
    words::set_language(Language::Ru);
    bad.extend(offending(&sizes[..1], (0..every_screen::count()).step_by(5)));
    words::set_language(Language::Uk);
    bad.extend(offending(&sizes[1..2], (2..every_screen::count()).step_by(7)));
    words::set_language(Language::En);
    let mut chars: Vec<char> = bad.iter().flat_map(|b| b.0.chars()).collect();
    chars.sort();
    chars.dedup();
    assert!(
        bad.is_empty(),
        "{} screens draw {chars:?}; the first:\n{}",
        bad.len(),
        bad.first().unwrap().1
    );
}

/// The help's legend says what an edit's mark means, `~` for Δ
/// under ASCII, as the canvas draws it (`~3` for e1 = 3).
#[test]
fn the_legend_writes_the_edit_mark_as_the_canvas_does() {
    symbols::set(Symbols::Ascii);
    let bratko = Scenario::resolve("bratko-fig2").unwrap();
    let mut app = App::tutor(Box::new(bratko), Setup::new(Algorithm::AlphaBeta), Theme::MONO).unwrap();
    let legend = app.legend().join("\n");
    assert!(legend.contains("~3: the edit just made changed it"), "{legend}");
    assert!(!legend.contains('Δ'), "{legend}");
    for m in [
        Message::NextCutoff,
        Message::Down,
        Message::EditValue,
        Message::Type('3'),
        Message::Enter,
    ] {
        app::update(&mut app, m);
    }
    let shown = app::text(&app::frame(&mut app, 100, 30));
    assert!(shown.contains("~3") && !shown.contains('Δ'), "{shown}");
    app::update(&mut app, Message::ToggleHelp);
    app::update(&mut app, Message::End);
    let help = app::text(&app::frame(&mut app, 100, 30));
    assert!(help.contains("~3: the edit just made changed it"), "{help}");
}
