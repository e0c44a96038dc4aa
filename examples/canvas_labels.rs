//! Counts the texts the tree canvas draws whole (names, values, the
//! edges' labels; not the lines, not the marks of what is out of view)
//! on the bundled figures, at the start, after the first and the second
//! cut-off and at the end (no screen passes by drawing less):
//!
//!     cargo run --release --example canvas_labels -- [WIDTH] [HEIGHT]
//!
//! (100 and 30 by default). Each line is a scenario (`nim-7` and
//! `tictactoe-3x3` their proofs, `tictactoe-slides` and `nim-7-search` the
//! picker's live positions, `… --algo id` iterative deepening) and the
//! count at each of the four steps.

use gametree::scenario::Scenario;
use gametree::scenario::games::NamedGame;
use gametree::search::{Algorithm, Setup};
use gametree::story::figure::{Ink, Owner};
use gametree::story::proof::ProofStory;
use gametree::tui::app::{self, App, Screen};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use gametree::tui::tutor::{Tutor, layout};
use ratatui::layout::Rect;

const SCENARIOS: [&str; 17] = [
    "bratko-fig2",
    "chapter-fig19",
    "kalah-fig14-8",
    "deep-cutoff",
    "minimax-fig6-7",
    "nim-7",
    "lecture-tictactoe",
    "lecture-maxn",
    "lecture-expectimax",
    "quiescence-horizon",
    "ordering-deepening",
    "ordering-deepening --algo id",
    "uniform-best-first",
    "uniform-worst-first",
    "tictactoe-3x3",
    "tictactoe-slides",
    "nim-7-search",
];

/// The texts drawn whole in the tree pane of a `width` × `height` screen.
fn whole_texts(app: &mut App, width: u16, height: u16) -> usize {
    let buf = app::frame(app, width, height);
    let Screen::Tutor(t) = &app.screen else {
        return 0;
    };
    let main = Rect::new(0, 0, width, height - 1);
    let pane = layout::inner(layout::areas(t, &t.story.panels(), main).tree, false);
    let Some(w) = layout::canvas(t, pane) else {
        return 0;
    };
    let (ox, oy) = w.origin;
    let texts = w
        .figure
        .pieces
        .iter()
        .filter(|p| p.owner != Owner::Line && p.ink != Ink::More);
    let drawn = |p: &&gametree::story::figure::Piece| {
        let y = i32::from(pane.y) + i32::from(p.y) - oy;
        p.text.chars().enumerate().all(|(i, c)| {
            let x = i32::from(pane.x) + i32::from(p.x) - ox + i as i32;
            let inside = (i32::from(pane.x)..i32::from(pane.right())).contains(&x)
                && (i32::from(pane.y)..i32::from(pane.bottom())).contains(&y);
            inside && buf[(x as u16, y as u16)].symbol() == c.to_string()
        })
    };
    texts.filter(drawn).count()
}

fn opened(name: &str) -> App {
    let theme = Theme::MONO;
    let proof = |game: NamedGame| {
        let story = ProofStory::open(game, game.provable_problem(), false);
        App::with_tutor(Tutor::new(story), theme)
    };
    let mut app = match name {
        "nim-7" => proof(NamedGame::nim(7)),
        "tictactoe-3x3" => proof(NamedGame::TICTACTOE),
        "tictactoe-slides" | "nim-7-search" => {
            let picker = gametree::tui::picker::Picker::new(gametree::cli::picker_handed());
            let mut app = App::with_picker(picker, theme);
            while !app::text(&app::frame(&mut app, 100, 30)).contains(&format!("▶ {name}")) {
                app::update(&mut app, Message::Down);
            }
            app::update(&mut app, Message::Enter);
            app
        }
        _ => {
            let id = name.ends_with(" --algo id");
            let s = Scenario::resolve(name.trim_end_matches(" --algo id")).expect("bundled");
            let setup = match id {
                true => Setup::new(Algorithm::IterativeDeepening),
                false => s.default_setup(),
            };
            App::with_tutor(Tutor::for_scenario(s, setup).expect("searched"), theme)
        }
    };
    app::settle(&mut app);
    app
}

fn main() {
    let args: Vec<u16> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let (width, height) = (
        args.first().copied().unwrap_or(100),
        args.get(1).copied().unwrap_or(30),
    );
    let steps = [
        ("start", vec![]),
        ("cut", vec![Message::NextCutoff]),
        ("cut2", vec![Message::NextCutoff; 2]),
        ("end", vec![Message::End]),
    ];
    let mut total = 0;
    for name in SCENARIOS {
        let mut line = format!("{name:30}");
        for (label, keys) in &steps {
            let mut app = opened(name);
            app::frame(&mut app, width, height);
            for &k in keys {
                app::update(&mut app, k);
                app::settle(&mut app);
            }
            let n = whole_texts(&mut app, width, height);
            total += n;
            line += &format!(" {label}={n}");
        }
        println!("{line}");
    }
    println!("total {total}");
}
