//! max^n and the AND/OR proof in the tutor: stepping back shows exactly
//! the screen seen before, the keys jump where they say, and the picker
//! opens them.

use crate::the_tutor;
use gametree::record::proof::Problem;
use gametree::scenario::Scenario;
use gametree::scenario::games::NamedGame;
use gametree::story::AnyStory;
use gametree::story::proof::ProofStory;
use gametree::tui::app::{self, App};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use gametree::tui::tutor::Tutor;
use ratatui::buffer::Buffer;

fn opened(name: &str) -> App {
    let s = Scenario::resolve(name).unwrap();
    let setup = s.default_setup();
    let mut app = App::with_tutor(Tutor::for_scenario(s, setup).unwrap(), Theme::COLOR);
    app::settle(&mut app);
    app
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
    assert!(s.contains("D gets (1, 2, 6)"), "{s}");
    // The canvas writes the vector under its node; the outline beside it.
    assert!(s.contains("C X") && s.contains("(1, 2, 6)"), "{s}");
    app::update(&mut app, Message::ToggleCanvas);
    let s = text(&mut app);
    assert!(s.contains("C X  (1, 2, 6)  ★ PV"), "{s}");
}

/// The tutor the picker opens on an entry.
fn picked(name: &str) -> App {
    let mut app = App::picker(Theme::MONO);
    while !text(&mut app).contains(&format!("▶ {name}")) {
        app::update(&mut app, Message::Down);
    }
    app::update(&mut app, Message::Enter);
    app
}

#[test]
fn the_picker_opens_maxn() {
    assert!(text(&mut picked("lecture-maxn")).contains("max^n, players A, B, C"));
}

fn proof(game: NamedGame, problem: Problem) -> App {
    let story = ProofStory::open(game, problem, false);
    App::with_tutor(Tutor::new(story), Theme::COLOR)
}

#[test]
fn nim_proof_back_shows_what_forward_showed() {
    back_shows_what_forward_showed(|| proof(NamedGame::nim(7), Problem::V));
}

#[test]
fn the_nim_proof_ends_with_minus_strategy_starred() {
    let mut app = proof(NamedGame::nim(7), Problem::V);
    app::update(&mut app, Message::End);
    let s = text(&mut app);
    assert!(
        s.contains("MINUS's strategy: in 6- take 2, in 3- take 2, in 2- take 1,"),
        "{s}"
    );
    // The strategy's edges are the heavy ones; the rest are closed.
    assert!(s.contains("∨ 6-") && s.contains("┃"), "{s}");
    assert!(s.contains("∧ 5+ +1"), "{s}");
    app::update(&mut app, Message::ToggleCanvas);
    let s = text(&mut app);
    assert!(s.contains("▾ ∨ 6-  ✓  ★"), "{s}");
    // The refuted replies stay closed: the strategy is what is open.
    assert!(s.contains("▸ ∧ 5+  ✗"), "{s}");
}

#[test]
fn e_and_c_jump_to_terminal_positions_and_marks() {
    let mut app = proof(NamedGame::nim(7), Problem::V);
    app::update(&mut app, Message::NextEvaluation);
    assert!(text(&mut app).contains("V(1+) is solved: MINUS has won"));
    app::update(&mut app, Message::NextCutoff);
    let s = text(&mut app);
    assert!(
        s.contains("V(2-) is solved: take 1 leads to the solved 1+"),
        "{s}"
    );
}

#[test]
fn tic_tac_toe_proof_steps_back_by_undo_alone_and_draws_the_board() {
    let mut app = proof(NamedGame::TICTACTOE, Problem::W);
    app::update(&mut app, Message::End);
    let len = the_tutor(&app).story.last_step();
    assert!(len > 40_000, "{len} events");
    // Each step back takes exactly one event back; nothing is replayed.
    let work = |app: &App| match &the_tutor(app).story {
        AnyStory::Proof(p) => p.run.work(),
        _ => panic!("a proof"),
    };
    for k in (0..len).rev() {
        let before = work(&app);
        app::update(&mut app, Message::Back);
        let after = work(&app);
        assert_eq!(after.undone, before.undone + 1, "back to step {k}");
        assert_eq!((after.applied, after.fresh), (before.applied, before.fresh));
        if k == len - 50 {
            let s = text(&mut app);
            assert!(s.contains(" Position "), "{s}");
            assert!(s.contains(&format!("Step {k} of {len}")), "{s}");
        }
    }
    assert_eq!(the_tutor(&app).story.step(), 0);
}

#[test]
fn the_picker_opens_the_provable_nim_proof() {
    assert!(text(&mut picked("nim-7")).contains("proof of V(7+) · nim-7"));
}

/// The picker offers every game of the registry at its shown size, each
/// opening its own proof: Connect Four's and Kalah's too.
#[test]
fn the_picker_opens_every_game_s_proof() {
    for kind in gametree::game::known::Kind::ALL {
        let name = kind.shown().name();
        let shown = text(&mut picked(&name));
        assert!(shown.contains(&format!(" · {name}")), "{name}: {shown}");
    }
    let four = text(&mut picked("connect4-4x4"));
    let title = "proof of W(..../..../..../....) with a table · connect4-4x4";
    assert!(four.contains(title), "{four}");
}

/// max^n steps back by undo too: each step back takes one event back.
#[test]
fn maxn_steps_back_by_undo_alone() {
    let mut app = opened("lecture-maxn");
    app::update(&mut app, Message::End);
    let len = the_tutor(&app).story.last_step();
    let work = |app: &App| match &the_tutor(app).story {
        AnyStory::Maxn(m) => m.run.work(),
        _ => panic!("max^n"),
    };
    for k in (0..len).rev() {
        let before = work(&app);
        app::update(&mut app, Message::Back);
        let after = work(&app);
        assert_eq!(after.undone, before.undone + 1, "back to step {k}");
        assert_eq!((after.applied, after.fresh), (before.applied, before.fresh));
    }
}

/// Under iterative deepening the tree shows each
/// iteration's children in the order searched, and the words say when a
/// move is tried before the game's order would have it.
#[test]
fn iterative_deepening_shows_the_order_it_searches_in() {
    let s = Scenario::resolve("ordering-deepening").unwrap();
    let setup = s.setup(
        gametree::search::Algorithm::IterativeDeepening,
        None,
        gametree::search::Rule::Equality,
    );
    let mut app = App::with_tutor(Tutor::for_scenario(s, setup).unwrap(), Theme::MONO);
    let reordered = |app: &App| {
        let t = the_tutor(app);
        let nodes = t.story.nodes();
        let shown = nodes.children(nodes.root());
        let mut written = shown.clone();
        written.sort();
        shown != written
    };
    assert!(
        !reordered(&app),
        "the first iteration searches in the game's order"
    );
    app::update(&mut app, Message::Forward);
    assert!(
        the_tutor(&app)
            .story
            .panels()
            .step
            .sentence
            .contains("the moves in the game's order")
    );
    let mut tried = false;
    while the_tutor(&app).story.step() < the_tutor(&app).story.last_step() {
        app::update(&mut app, Message::Forward);
        tried |= the_tutor(&app)
            .story
            .panels()
            .step
            .sentence
            .contains(", tried first,");
        if tried && reordered(&app) {
            return;
        }
    }
    panic!("no later iteration tried a move out of the game's order");
}

/// The path line says an iteration starts where it starts
/// (it said "the iteration to depth 3 is over" there), and is over only
/// once its root is left.
#[test]
fn the_path_line_says_an_iteration_starts_where_it_starts() {
    let s = Scenario::resolve("ordering-deepening").unwrap();
    let setup = s.setup(
        gametree::search::Algorithm::IterativeDeepening,
        None,
        gametree::search::Rule::Equality,
    );
    let mut app = App::with_tutor(Tutor::for_scenario(s, setup).unwrap(), Theme::MONO);
    let (mut starts, mut over) = (0, 0);
    while the_tutor(&app).story.step() < the_tutor(&app).story.last_step() {
        app::update(&mut app, Message::Forward);
        let step = the_tutor(&app).story.panels().step;
        let path = &step.lines.last().unwrap().text;
        let new_iteration = step.sentence.contains("iteration");
        if new_iteration {
            let depth = starts + 1;
            assert_eq!(
                path,
                &format!("(the iteration to depth {depth} starts at the root)")
            );
            starts += 1;
        } else if path.starts_with("(the iteration") {
            assert!(step.sentence.starts_with("R is done"), "{}", step.sentence);
            assert_eq!(path, &format!("(the iteration to depth {starts} is over)"));
            over += 1;
        }
    }
    assert_eq!((starts, over), (3, 3), "three iterations, each begun and ended");
}

/// The slides' key moment has a step of its own: at X,
/// C compares 6 with 3 and keeps the first; ties are told too.
#[test]
fn maxn_tells_a_successor_that_is_no_better() {
    let mut app = opened("lecture-maxn");
    let mut sentences = Vec::new();
    for _ in 0..the_tutor(&app).story.last_step() {
        app::update(&mut app, Message::Forward);
        sentences.push(the_tutor(&app).story.panels().step.sentence);
    }
    let has = |s: &str| sentences.iter().any(|x| x.contains(s));
    assert!(has(
        "X (C moves): X2 brings (4, 2, 3), worth 3 to C, less than the 6 that X1 brought: X keeps (1, 2, 6)."
    ));
    assert!(has(
        "as much as b1 brought; on a tie the first is kept, so D keeps (1, 2, 6)."
    ));
    // After the root is left, the path does not say the search has not started.
    app::update(&mut app, Message::Back);
    let path = &the_tutor(&app).story.panels().step.lines[0].text;
    assert!(!path.contains("not started"), "{path}");
}

/// `--step`, `--at`, `--end`: where a run opens.
mod start {
    use gametree::scenario::Scenario;
    use gametree::search::{Algorithm, Setup};
    use gametree::story::search::SearchStory;
    use gametree::story::{AnyStory, Start};

    fn bratko() -> AnyStory {
        let s = Scenario::resolve("bratko-fig2").unwrap();
        AnyStory::from(SearchStory::open(Box::new(s), Setup::new(Algorithm::AlphaBeta)).unwrap())
    }

    /// Goes to `start`: its note as said now, or the reason there is none.
    fn start_at(s: &mut AnyStory, start: Start) -> Result<Option<String>, String> {
        s.start_at(&start).map(|note| note.map(|n| n()))
    }

    #[test]
    fn at_a_node_the_search_enters_or_the_cut_that_leaves_it_out() {
        let mut s = bratko();
        assert_eq!(start_at(&mut s, Start::At("e".into())), Ok(None));
        assert_eq!(s.step(), 28);
        let note = start_at(&mut s, Start::At("e2".into())).unwrap().unwrap();
        assert_eq!(s.step(), 35);
        assert_eq!(
            note,
            "e2 is never searched: step 35 is the cut-off that leaves it out"
        );
        // g's leaves lie below the α-cutoff at c.
        assert!(start_at(&mut s, Start::At("g1".into())).unwrap().is_some());
        assert_eq!(s.step(), 61);
    }

    #[test]
    fn a_step_past_the_end_and_an_unknown_node_are_refused_in_words() {
        let mut s = bratko();
        assert_eq!(start_at(&mut s, Start::End), Ok(None));
        assert_eq!(s.step(), 65);
        let e = start_at(&mut s, Start::Step(66)).unwrap_err();
        assert_eq!(
            e,
            "there is no step 66: the run has 65 steps (0 is before the first)"
        );
        let e = start_at(&mut s, Start::At("e3".into())).unwrap_err();
        assert!(
            e.starts_with("there is no node e3; nearest names: e1, e2, e,"),
            "{e}"
        );
        assert_eq!(start_at(&mut s, Start::Step(0)), Ok(None));
        assert_eq!(s.step(), 0);
    }

    /// Moves from the root (`--at 1,2`) named Kalah's
    /// pits only; a scenario's moves are numbered from 1 as the file
    /// writes them, whatever order the search takes them in.
    #[test]
    fn moves_from_the_root_are_numbered_as_the_file_writes_them() {
        let mut s = bratko();
        let key = |s: &AnyStory, name: &str| s.node_named(name).unwrap();
        // a → b → e → e2 (e is b's second successor, e2 e's second).
        assert_eq!(key(&s, "1,2,2"), key(&s, "e2"));
        assert_eq!(key(&s, " 2 , 1"), key(&s, "f"));
        let note = start_at(&mut s, Start::At("1,2,2".into())).unwrap();
        assert_eq!(s.step(), 35);
        assert!(note.unwrap().starts_with("e2 is never searched"));
        let e = start_at(&mut s, Start::At("1,3".into())).unwrap_err();
        assert!(e.starts_with("there is no node 1,3;"), "{e}");
        // Under static ordering the search takes c before b; 1 is still b.
        let tree = Scenario::resolve("bratko-fig2").unwrap();
        let setup = Setup {
            order: gametree::search::Order::Static,
            ..Setup::new(Algorithm::AlphaBeta)
        };
        let ordered = AnyStory::from(SearchStory::open(Box::new(tree), setup).unwrap());
        assert_eq!(ordered.node_named("1").unwrap(), ordered.node_named("b").unwrap());
        // An inline tree's names are made by the one rule: 2,3
        // is C3, and the old name root2.3 still finds it.
        let inline = Scenario::resolve("[[3,12,8],[2,4,6]]").unwrap();
        let s = AnyStory::from(SearchStory::open(Box::new(inline), Setup::new(Algorithm::Minimax)).unwrap());
        assert_eq!(key(&s, "2,3"), key(&s, "C3"));
        assert_eq!(key(&s, "root2.3"), key(&s, "C3"));
        assert_eq!(key(&s, "root2"), key(&s, "C"));
        assert_eq!(key(&s, "root"), key(&s, "A"));
        for wrong in ["root3", "root2.4", "root2.", "root.1", "root2,3", "rootx"] {
            assert!(s.node_named(wrong).is_err(), "{wrong}");
        }
    }
}

/// A game searched live says its principal variation by the names the
/// rule makes and its moves from the root, not as boards (`.X./OX./X.O`);
/// a tree written out keeps its nodes' names.
#[test]
fn a_live_game_says_its_principal_variation_by_names_and_moves() {
    use gametree::search::{Algorithm, Setup};
    use gametree::story::search::SearchStory;
    use gametree::subject::named_game;
    let ended = |story: SearchStory| {
        let mut story = AnyStory::from(story);
        let last = story.last_step();
        story.seek(last);
        story.panels().step.sentence
    };
    let said = ended(crate::slides_position());
    assert!(
        said.ends_with("Principal variation: A → D → D2 (X b2, O c1)."),
        "{said}"
    );
    let nim = named_game(NamedGame::nim(7));
    let said = ended(SearchStory::open(nim, Setup::new(Algorithm::Minimax)).unwrap());
    assert!(
        said.ends_with("Principal variation: A → B → E → J → J2 (take 1, take 2, take 1, take 2)."),
        "{said}"
    );
    let s = Scenario::resolve("bratko-fig2").unwrap();
    let said = ended(SearchStory::open(Box::new(s), Setup::new(Algorithm::AlphaBeta)).unwrap());
    assert!(said.ends_with("Principal variation: a → b → d → d2."), "{said}");
}
