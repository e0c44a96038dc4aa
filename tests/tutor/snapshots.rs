//! The tutor's screens at 100×30, drawn into ratatui's test backend.

use gametree::record::proof::Problem;
use gametree::scenario::Scenario;
use gametree::scenario::games::NamedGame;
use gametree::search::Algorithm;
use gametree::search::Setup;
use gametree::story::proof::ProofStory;
use gametree::tui::app::{self, App};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use gametree::tui::tutor::Tutor;

/// The tutor on a scenario, with the comparison counted.
fn tutor(name: &str) -> App {
    let mut app = counting(name);
    app::settle(&mut app);
    app
}

/// The tutor as it opens, the comparison still being counted.
fn counting(name: &str) -> App {
    let setup = Setup::new(Algorithm::AlphaBeta);
    App::tutor(Box::new(Scenario::resolve(name).unwrap()), setup, Theme::MONO).unwrap()
}

fn screen(app: &mut App, width: u16, height: u16) -> String {
    app::text(&app::frame(app, width, height))
}

fn send(app: &mut App, msgs: &[Message]) {
    for &m in msgs {
        app::update(app, m);
        app::settle(app);
    }
}

#[test]
fn picker() {
    insta::assert_snapshot!(screen(&mut App::picker(Theme::MONO), 100, 30));
}

#[test]
fn bratko_at_the_start() {
    insta::assert_snapshot!(screen(&mut tutor("bratko-fig2"), 100, 30));
}

#[test]
fn bratko_right_after_the_beta_cutoff_at_e() {
    let mut app = tutor("bratko-fig2");
    send(&mut app, &[Message::NextCutoff]);
    let s = screen(&mut app, 100, 30);
    insta::assert_snapshot!(s);
}

#[test]
fn bratko_at_the_end_with_the_principal_variation() {
    let mut app = tutor("bratko-fig2");
    send(&mut app, &[Message::End]);
    insta::assert_snapshot!(screen(&mut app, 100, 30));
}

#[test]
fn compare_view_at_the_end() {
    let mut app = tutor("bratko-fig2");
    send(&mut app, &[Message::ToggleCompare, Message::End]);
    insta::assert_snapshot!(screen(&mut app, 100, 30));
}

#[test]
fn help_overlay() {
    let mut app = tutor("bratko-fig2");
    send(&mut app, &[Message::ToggleHelp]);
    insta::assert_snapshot!(screen(&mut app, 100, 30));
}

#[test]
fn too_small_a_terminal() {
    insta::assert_snapshot!(screen(&mut tutor("bratko-fig2"), 50, 12));
}

#[test]
fn bratko_after_the_beta_cutoff_at_80_by_24() {
    let mut app = tutor("bratko-fig2");
    send(&mut app, &[Message::NextCutoff]);
    insta::assert_snapshot!(screen(&mut app, 80, 24));
}

#[test]
fn bratko_in_the_negamax_view_after_the_alpha_cutoff() {
    let mut app = tutor("bratko-fig2");
    send(
        &mut app,
        &[Message::NextCutoff, Message::NextCutoff, Message::ToggleView],
    );
    insta::assert_snapshot!(screen(&mut app, 100, 30));
}

fn opened(name: &str) -> App {
    let s = Scenario::resolve(name).unwrap();
    let setup = s.default_setup();
    let mut app = App::with_tutor(Tutor::for_scenario(s, setup).unwrap(), Theme::MONO);
    app::settle(&mut app);
    app
}

#[test]
fn maxn_when_b1_takes_x_vector() {
    let mut app = opened("lecture-maxn");
    send(&mut app, &[Message::Forward; 17]);
    insta::assert_snapshot!(screen(&mut app, 100, 30));
}

fn proof(game: NamedGame, problem: Problem) -> App {
    let story = ProofStory::open(game, problem, false);
    App::with_tutor(Tutor::new(story), Theme::MONO)
}

#[test]
fn nim_7_proof_at_the_end_with_the_strategy() {
    let mut app = proof(NamedGame::nim(7), Problem::V);
    send(&mut app, &[Message::End]);
    insta::assert_snapshot!(screen(&mut app, 100, 30));
}

#[test]
fn nim_7_proof_at_the_end_at_80_by_24() {
    let mut app = proof(NamedGame::nim(7), Problem::V);
    send(&mut app, &[Message::End]);
    insta::assert_snapshot!(screen(&mut app, 80, 24));
}

#[test]
fn bratko_while_minimax_is_being_counted() {
    // Until the timer takes the counts in, the column says they are coming.
    let mut a = counting("bratko-fig2");
    send(&mut a, &[]);
    // Wide enough for the counts beside the canvas.
    let text = screen(&mut a, 160, 40);
    assert!(text.contains("Counts · minimax: counting…"), "{text}");
    assert!(text.contains("generated           0       10        …"), "{text}");
    app::settle(&mut a);
    let text = screen(&mut a, 160, 40);
    assert!(text.contains("evaluations: α-β 5 · minimax 8"), "{text}");
}

/// The canvas on the texts' figures, at 100×30 and 80×24.
fn both_sizes(name: &str, app: &mut App) {
    insta::assert_snapshot!(format!("{name}_100x30"), screen(app, 100, 30));
    insta::assert_snapshot!(format!("{name}_80x24"), screen(app, 80, 24));
}

#[test]
fn chapter_fig19_at_the_alpha_cutoff_at_w4() {
    let mut app = tutor("chapter-fig19");
    send(&mut app, &[Message::NextCutoff, Message::NextCutoff]);
    both_sizes("chapter_fig19_cutoff_at_w4", &mut app);
}

#[test]
fn lecture_tictactoe_at_the_end_whole() {
    let mut app = tutor("lecture-tictactoe");
    send(&mut app, &[Message::End]);
    both_sizes("lecture_tictactoe_end", &mut app);
}

#[test]
fn deep_cutoff_with_its_bound_from_the_root() {
    let mut app = tutor("deep-cutoff");
    send(&mut app, &[Message::NextCutoff]);
    both_sizes("deep_cutoff_bound_from_the_root", &mut app);
}

#[test]
fn lecture_expectimax_with_the_probabilities() {
    let mut app = opened("lecture-expectimax");
    send(&mut app, &[Message::Forward; 20]);
    both_sizes("lecture_expectimax_sum_at_e1", &mut app);
}

#[test]
fn presenter_mode_fills_160_by_50() {
    let mut app = tutor("bratko-fig2");
    send(&mut app, &[Message::NextCutoff, Message::TogglePresent]);
    insta::assert_snapshot!(screen(&mut app, 160, 50));
}

/// `hide_leaves: true` draws the tree without its leaf values until the
/// search evaluates each, as on an exercise sheet.
#[test]
fn a_scenario_may_hide_its_leaves_until_evaluated() {
    let text = "Scenario(title: \"sheet\", hide_leaves: true, \
                tree: (name: \"R\", children: [(name: \"A\", children: [31, 47]), (name: \"B\", children: [53, 29])]))";
    let sheet = Scenario::parse("sheet", "sheet.ron", text).unwrap();
    let open = || {
        App::tutor(
            Box::new(sheet.clone()),
            Setup::new(Algorithm::Minimax),
            Theme::MONO,
        )
        .unwrap()
    };
    let mut app = open();
    let start = screen(&mut app, 100, 30);
    for leaf in ["31", "47", "53", "29"] {
        assert!(
            !start.contains(leaf),
            "{leaf} shown before it is evaluated:\n{start}"
        );
    }
    send(&mut app, &[Message::NextEvaluation]);
    let first = screen(&mut app, 100, 30);
    assert!(first.contains("31") && !first.contains("47"), "{first}");
    send(&mut app, &[Message::End]);
    let end = screen(&mut app, 100, 30);
    for leaf in ["31", "47", "53", "29"] {
        assert!(end.contains(leaf), "{leaf} not shown at the end:\n{end}");
    }
}

/// A lesson item's note, long as a lecturer writes it, wraps over the
/// rows of the key bar instead of being cut at the margin; the next key
/// takes it away and gives the rows back.
#[test]
fn a_lesson_items_note_wraps() {
    let note = "why is e2 never searched? Look at the bound that c has from its left child, \
                and compare it with what b already guarantees MAX at the root";
    let setup = Setup::new(Algorithm::AlphaBeta);
    let mut t = Tutor::for_scenario(Scenario::resolve("bratko-fig2").unwrap(), setup).unwrap();
    t.note = Some(gametree::say!(
        "lesson-item-note",
        title = "Alpha-beta",
        item = 1,
        items = 1,
        note = note
    ));
    let mut app = App::with_tutor(t, Theme::MONO);
    app.lesson = Some(app::Lesson {
        items: 1,
        at: 0,
        open: Box::new(|_| Err(String::new())),
    });
    let text = screen(&mut app, 80, 24);
    insta::assert_snapshot!(text);
    let rows: Vec<&str> = text.lines().collect();
    let bar: String = rows[rows.len() - 3..]
        .iter()
        .map(|r| r.trim_matches('"').trim())
        .collect::<Vec<_>>()
        .join(" ");
    assert!(bar.ends_with(note), "{text}");
    send(&mut app, &[Message::Forward]);
    let text = screen(&mut app, 80, 24);
    assert!(text.lines().last().unwrap().contains("] next item"), "{text}");
}

/// On the current path the window goes beside the move, not
/// in its place (kalah-fig14-8 drew `[-∞,3]` where `pit 1` was), at a
/// level of leaves too.
#[test]
fn kalah_fig14_8_keeps_the_moves_beside_the_windows() {
    let mut app = tutor("kalah-fig14-8");
    send(&mut app, &[Message::Forward; 12]);
    let s = screen(&mut app, 100, 30);
    assert!(s.contains("pit 1 [-∞,3]"), "{s}");
    insta::assert_snapshot!(s);
    send(&mut app, &[Message::Forward; 2]);
    let s = screen(&mut app, 80, 24);
    assert!(s.contains("pit 1 [-∞,3]") && s.contains("pit 2 [-∞,3]"), "{s}");
    insta::assert_snapshot!("kalah_fig14_8_at_a_leaf_80x24", s);
}
