//! The picker's live positions and its practice key: listed under their
//! heading with a preview, each opening as the command line opens it on the
//! board it lists, `p` starting practice.

use crate::the_tutor;
use gametree::scenario::positions;
use gametree::session::preview::preview;
use gametree::tui::app::{self, App, Screen};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;

fn screen(app: &mut App, width: u16, height: u16) -> String {
    app::text(&app::frame(app, width, height))
}

/// The picker with the entry `name` selected, opening live positions as
/// the command line does.
fn at(name: &str) -> App {
    let picker = gametree::tui::picker::Picker::new(gametree::cli::picker_handed());
    let mut app = App::with_picker(picker, Theme::MONO);
    let mut moves = 0;
    while !screen(&mut app, 100, 30).contains(&format!("▶ {name}")) {
        app::update(&mut app, Message::Down);
        moves += 1;
        assert!(moves < 40, "no entry {name}");
    }
    app
}

#[test]
fn the_picker_lists_the_live_positions_under_their_heading() {
    let mut app = at("kalah-book");
    let s = screen(&mut app, 100, 30);
    insta::assert_snapshot!(s);
    assert!(s.contains("Live positions"), "{s}");
    for name in [
        "kalah-book",
        "kalah-standard",
        "kalah-empty-capture",
        "kalah-midgame",
        "tictactoe-slides",
        "nim-7-search",
    ] {
        assert!(s.contains(name), "{name}: {s}");
    }
}

#[test]
fn the_slides_position_previews_its_board_and_search() {
    let mut app = at("tictactoe-slides");
    let s = screen(&mut app, 100, 30);
    insta::assert_snapshot!(s);
    assert!(s.contains(" .  X  . ") || s.contains(". X ."), "{s}");
    assert!(s.contains("Depth: 2 plies"), "{s}");
}

/// The note's claim about the slides' position holds in the tree the
/// tutor opens: the best move is b2, to the node the rule names D.
#[test]
fn the_slides_position_s_best_move_is_the_node_its_note_names() {
    let mut app = at("tictactoe-slides");
    assert!(screen(&mut app, 160, 30).contains("the best move is b2 (node D here"));
    app::update(&mut app, Message::Enter);
    let gametree::story::AnyStory::Search(s) = &the_tutor(&app).story else {
        panic!("a search")
    };
    let t = s.run.trace();
    let best = t.pv()[1];
    assert_eq!((&*t.name(best), t.label(best)), ("D", "X b2"));
}

#[test]
fn each_position_opens_on_the_board_it_lists() {
    for p in positions::all() {
        let listed = preview(&p);
        let mut app = at(p.name);
        app::update(&mut app, Message::Enter);
        let tutor = the_tutor(&app);
        assert_eq!(tutor.story.step(), 0, "{}", p.name);
        // The root's board, drawn as the preview draws it; Nim's state
        // by the chapter's name, 7+, beside the tree (its nodes are A, B …).
        let board = tutor.detail().expect("the position is drawn");
        let state = listed.board[0].starts_with(&format!("{}:", board[0]));
        assert!(
            board == listed.board || state,
            "{}: {board:?} {:?}",
            p.name,
            listed.board
        );
    }
}

/// A live position's tree is titled as a projector reads it (the game,
/// its rules where they are not the chapter's, who moves, the move where
/// the board counts it), not by its board, which the Position panel
/// draws beside it: at 160×50, 100×30 and 80×24 whole where the top rule
/// has room, else shortened with "…"; whole at 200×50.
#[test]
fn a_live_position_s_tree_is_titled_by_its_game_and_who_moves_not_its_board() {
    let titled = [
        ("kalah-empty-capture", "Kalah, South to move, empty-capture rules"),
        ("kalah-midgame", "Kalah, South to move"),
        ("tictactoe-slides", "Tic-tac-toe 3×3, X to move, move 5"),
        ("connect4-threats", "Connect Four 7×6, X to move, move 5"),
    ];
    for (name, title) in titled {
        let listed = preview(positions::all().iter().find(|p| p.name == name).unwrap());
        let mut app = at(name);
        app::update(&mut app, Message::Enter);
        for (width, height) in [(160, 50), (100, 30), (80, 24)] {
            let s = screen(&mut app, width, height);
            let top = s.lines().next().unwrap();
            let (_, named) = top.split_once(" · depth ").expect("the heading");
            let named = named.split_once(" · ").map_or("", |(_, n)| n);
            let shortened = named.split_once('…').map(|(kept, _)| kept);
            assert!(
                named.starts_with(title) || shortened.is_some_and(|kept| title.starts_with(kept)),
                "{name} at {width}×{height}: {top}"
            );
            assert!(!top.contains(",0,") && !top.contains("/."), "{name}: {top}");
            // The board is drawn beside the title, as the picker drew it.
            let board = the_tutor(&app).detail().expect("the position is drawn");
            assert_eq!(board, listed.board, "{name}");
        }
        assert!(
            screen(&mut app, 200, 50).lines().next().unwrap().contains(title),
            "{name}"
        );
    }
}

#[test]
fn the_practice_key_opens_the_selected_entry_in_practice() {
    // A live Kalah position: practice on a position searched live.
    let mut app = at("kalah-midgame");
    app::update(&mut app, Message::Practise);
    assert!(the_tutor(&app).practice.is_some());
    let s = screen(&mut app, 100, 30);
    assert!(s.contains("Practice · question 1 of"), "{s}");
    // A textbook tree.
    let mut app = at("bratko-fig2");
    app::update(&mut app, Message::Practise);
    assert!(screen(&mut app, 100, 30).contains("Practice · question 1 of"));
    // max^n asks vectors, a proof whether its nodes are solved.
    let mut app = at("lecture-maxn");
    app::update(&mut app, Message::Practise);
    assert!(screen(&mut app, 100, 30).contains("What vector does X return?"));
    let mut app = at("nim-7");
    app::update(&mut app, Message::Practise);
    let s = screen(&mut app, 100, 30);
    assert!(s.contains("Is V(2-) solved"), "{s}");
}

#[test]
fn the_key_bar_shows_the_practice_key() {
    let mut app = App::picker(Theme::MONO);
    let s = screen(&mut app, 80, 24);
    assert!(s.lines().last().unwrap().contains("p practice"), "{s}");
}

/// How long each Kalah position takes to open from the picker (the
/// search, the recording and the tutor on it), at the depths around the
/// one chosen: `cargo test --release --test tutor -- --ignored
/// --nocapture opening_times`. docs/performance.md keeps the figures.
#[test]
#[ignore]
fn opening_times() {
    use gametree::game::known::Kind;
    use gametree::scenario::lesson::Item;
    use gametree::tui::picker::Pick;
    let open_live = gametree::cli::picker_handed().open_live;
    for p in positions::all() {
        let Item::Game(Kind::Kalah, show) = &p.item else {
            continue;
        };
        for depth in 6..=10 {
            let mut p = p.clone();
            p.item = Item::Game(
                Kind::Kalah,
                gametree::scenario::lesson::Show {
                    depth: Some(depth),
                    ..show.clone()
                },
            );
            let words = preview(&p);
            let start = std::time::Instant::now();
            let opened = Pick::Live(Box::new((p.clone(), words))).open(&Default::default(), open_live);
            let took = start.elapsed();
            let steps = opened
                .map(|t| t.story.last_step().to_string())
                .unwrap_or_else(|e| e);
            let mark = if Some(depth) == show.depth {
                " (chosen)"
            } else {
                ""
            };
            println!(
                "{:<20} depth {depth:>2}: {:>7.3} s, {steps} steps{mark}",
                p.name,
                took.as_secs_f64()
            );
        }
    }
}

/// A click picks the entry under it, below the heading too; a click on the
/// heading picks nothing.
#[test]
fn a_click_below_the_heading_picks_the_entry_under_it() {
    let mut app = at("kalah-book");
    // Rows as the screen last drawn shows them: the list may scroll.
    let row = |app: &mut App, text: &str| {
        let s = screen(app, 100, 30);
        s.lines().position(|l| l.contains(text)).unwrap() as u16
    };
    let heading = row(&mut app, "Live positions");
    app::update(&mut app, Message::Click { x: 5, y: heading });
    assert!(screen(&mut app, 100, 30).contains("▶ kalah-book"));
    let standard = row(&mut app, "  kalah-standard");
    app::update(&mut app, Message::Click { x: 5, y: standard });
    assert!(screen(&mut app, 100, 30).contains("▶ kalah-standard"));
    let under = row(&mut app, "▶ kalah-standard") + 1;
    app::update(&mut app, Message::Click { x: 5, y: under });
    assert!(screen(&mut app, 100, 30).contains("▶ kalah-standard"));
}

/// Home, End and the page keys move through a list that no longer fits
/// one screen.
#[test]
fn home_end_and_the_page_keys_move_through_the_list() {
    let mut app = App::picker(Theme::MONO);
    app::frame(&mut app, 100, 30);
    let selected = |app: &App| match &app.screen {
        Screen::Picker(p) => (p.selected, p.entries.len()),
        _ => panic!("not the picker"),
    };
    app::update(&mut app, Message::End);
    let (last, len) = selected(&app);
    assert_eq!(last, len - 1);
    app::update(&mut app, Message::Start);
    assert_eq!(selected(&app).0, 0);
    app::update(&mut app, Message::PageDown);
    let page = selected(&app).0;
    assert!(page > 1 && page < len - 1, "a page is {page} of {len}");
    app::update(&mut app, Message::PageUp);
    assert_eq!(selected(&app).0, 0);
}
