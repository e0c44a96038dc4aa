//! The view state: stepping back shows exactly the screen seen before,
//! switching algorithm keeps the node, the mouse selects, Enter runs to it.

use crate::{searched, the_tutor};
use gametree::record::Cursor;
use gametree::record::search::SearchState;
use gametree::record::search::{CutKind, Event};
use gametree::scenario::Scenario;
use gametree::search::Algorithm;
use gametree::search::Setup;
use gametree::story::search::other::Against;
use gametree::tui::app::{self, App};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use gametree::tui::tutor::layout;
use ratatui::buffer::Buffer;

fn tutor(algorithm: Algorithm) -> App {
    let setup = Setup::new(algorithm);
    let mut app = App::tutor(
        Box::new(Scenario::resolve("bratko-fig2").unwrap()),
        setup,
        Theme::COLOR,
    )
    .unwrap();
    app::settle(&mut app);
    app
}

/// Wide enough for the canvas and every panel beside it.
fn draw(app: &mut App) -> Buffer {
    app::frame(app, 160, 40)
}

fn steps(app: &mut App, msg: Message, n: usize) {
    for _ in 0..n {
        app::update(app, msg);
    }
}

#[test]
fn forward_k_then_back_to_j_shows_what_forward_j_showed() {
    for algorithm in Algorithm::ALL {
        let len = searched(&tutor(algorithm)).run.len();
        let screens: Vec<Buffer> = (0..=len)
            .map(|j| {
                let mut app = tutor(algorithm);
                steps(&mut app, Message::Forward, j);
                draw(&mut app)
            })
            .collect();
        for k in 0..=len {
            let mut app = tutor(algorithm);
            steps(&mut app, Message::Forward, k);
            for j in (0..=k).rev() {
                let t = searched(&app);
                assert_eq!(
                    t.run.state(),
                    &Cursor::<SearchState>::state_after(t.run.trace(), j)
                );
                if algorithm == Algorithm::AlphaBeta {
                    assert_eq!(draw(&mut app), screens[j], "forward {k}, back to {j}");
                }
                app::update(&mut app, Message::Back);
            }
        }
    }
}

#[test]
fn switching_algorithm_keeps_the_node_and_shows_both_counts() {
    let mut app = tutor(Algorithm::AlphaBeta);
    app::update(&mut app, Message::NextCutoff);
    let e = searched(&app).current_node();
    assert_eq!(searched(&app).run.trace().name(e), "e");
    // A cycles alpha-beta → negamax → (iterative deepening needs values on
    // inner nodes, which this tree lacks) → minimax.
    for next in [Algorithm::Negamax, Algorithm::Minimax] {
        app::update(&mut app, Message::CycleAlgorithm);
        assert_eq!(searched(&app).setup.algorithm, next);
    }
    let t = searched(&app);
    assert_eq!(t.run.trace().name(t.current_node()), "e");
    // Minimax has no cut-off: it shows e just after e1 came back.
    assert!(matches!(
        t.run.current().unwrap().event,
        Event::Provisional { .. }
    ));
    app::settle(&mut app);
    let text = app::text(&draw(&mut app));
    assert!(text.contains("evaluations: minimax 8 · α-β 5"), "{text}");
}

#[test]
fn switching_at_a_node_alpha_beta_leaves_out_shows_the_cutoff() {
    let mut app = tutor(Algorithm::Minimax);
    while searched(&app).run.trace().name(searched(&app).current_node()) != "e2" {
        app::update(&mut app, Message::Forward);
    }
    app::update(&mut app, Message::SwitchAlgorithm);
    let t = searched(&app);
    assert!(matches!(
        t.run.current().unwrap().event,
        Event::Cutoff {
            kind: CutKind::Beta,
            ..
        }
    ));
}

#[test]
fn clicking_a_node_and_pressing_enter_runs_to_it() {
    let mut app = tutor(Algorithm::AlphaBeta);
    draw(&mut app);
    let c = searched(&app).subject.tree().unwrap().find("c").unwrap();
    let t = the_tutor(&app);
    let tree = layout::inner(layout::areas(t, &t.story.panels(), t.area).tree, false);
    let window = layout::canvas(t, tree).unwrap();
    let (figure, (ox, oy)) = (window.figure, window.origin);
    let at = figure.place_of(c).unwrap();
    let x = (i32::from(tree.x) + i32::from(at.x) - ox) as u16;
    let y = (i32::from(tree.y) + i32::from(at.y) - oy) as u16;
    app::update(&mut app, Message::Click { x, y });
    app::update(&mut app, Message::Enter);
    let t = searched(&app);
    let entry = t.run.current().unwrap();
    assert!(matches!(entry.event, Event::Enter { .. }), "{entry:?}");
    assert_eq!(t.run.trace().name(t.current_node()), "c");
}

#[test]
fn enter_on_a_pseudocode_line_runs_to_it() {
    let mut app = tutor(Algorithm::AlphaBeta);
    app::update(&mut app, Message::SwitchPane);
    // From `def value` down to the cut test of max_value.
    while !the_tutor(&app).story.listing()[the_tutor(&app).code_line.unwrap()]
        .text
        .contains("v ≥ β")
    {
        app::update(&mut app, Message::Down);
    }
    app::update(&mut app, Message::Enter);
    let t = searched(&app);
    assert!(t.run.current().unwrap().event.is_cutoff() || t.run.step() > 0);
    assert_eq!(t.run.current().unwrap().line.id(), "max_value.cut_test");
}

#[test]
fn the_negamax_view_keeps_the_step_and_turns_min_values_round() {
    let mut app = tutor(Algorithm::AlphaBeta);
    // The outline writes a node and its value on one row.
    app::update(&mut app, Message::ToggleCanvas);
    app::update(&mut app, Message::NextCutoff);
    let before = searched(&app).run.step();
    let minimax = app::text(&draw(&mut app));
    app::update(&mut app, Message::ToggleView);
    assert_eq!(searched(&app).run.step(), before);
    let negamax = app::text(&draw(&mut app));
    assert!(
        minimax.contains("▼ b  ≤ 4") && negamax.contains("▼ b  ≥ -4"),
        "{negamax}"
    );
    assert!(negamax.contains("negamax view"), "{negamax}");
    app::update(&mut app, Message::ToggleView);
    assert_eq!(app::text(&draw(&mut app)), minimax);
}

#[test]
fn a_tree_with_chance_nodes_has_no_negamax_view() {
    let s = Scenario::resolve("lecture-expectimax").unwrap();
    let setup = s.default_setup();
    let mut app = App::tutor(Box::new(s), setup, Theme::MONO).unwrap();
    app::update(&mut app, Message::ToggleView);
    let text = app::text(&draw(&mut app));
    assert!(text.contains("negamax view is for two players"), "{text}");
}

#[test]
fn static_order_is_in_the_title_and_saves_evaluations() {
    let s = Scenario::resolve("ordering-deepening").unwrap();
    let setup = Setup {
        order: gametree::search::Order::Static,
        ..s.setup(Algorithm::AlphaBeta, None, gametree::search::Rule::Equality)
    };
    let mut app = App::tutor(Box::new(s), setup, Theme::MONO).unwrap();
    app::settle(&mut app);
    let text = app::text(&draw(&mut app));
    assert!(
        text.contains("Step 0 of 111 · alpha-beta (static order) · ordering"),
        "{text}"
    );
    // The counters compare with the same search without ordering.
    assert!(text.contains("evaluations: ordered 11 · unordered 27"), "{text}");
    assert!(text.contains("unordered"), "{text}");
}

#[test]
fn the_comparison_is_counted_in_the_background_and_taken_in_on_the_timer() {
    let s = Scenario::resolve("bratko-fig2").unwrap();
    let mut app = App::tutor(Box::new(s), Setup::new(Algorithm::AlphaBeta), Theme::MONO).unwrap();
    assert!(searched(&app).compared().is_none());
    assert!(app.tick().is_some(), "the timer looks for the counts");
    // A key steps as usual and leaves the counts to the timer.
    app::update(&mut app, Message::Forward);
    assert_eq!(searched(&app).run.step(), 1);
    // The timer, not playing, takes the counts (and the ordering lab's)
    // in and steps nowhere.
    while searched(&app).compared().is_none() || searched(&app).lab.waiting() {
        app::update(&mut app, Message::Tick);
        std::thread::yield_now();
    }
    assert_eq!(searched(&app).run.step(), 1);
    assert_eq!(searched(&app).compared().unwrap().1.evaluations, 8);
    assert_eq!(app.tick(), None, "nothing left to wait for");
    // Switching the algorithm (to negamax) counts minimax again.
    app::update(&mut app, Message::CycleAlgorithm);
    assert!(searched(&app).compared().is_none() && app.tick().is_some());
    app::settle(&mut app);
    let (against, counts) = searched(&app).compared().unwrap();
    assert_eq!(
        (against, counts.evaluations),
        (Against::Algorithm(Algorithm::Minimax), 8)
    );
}

/// `c` stops only at cut-offs that leave something out;
/// a test that fires at a node's last child is told as such.
#[test]
fn c_skips_a_test_that_fires_at_the_last_child() {
    let s = Scenario::resolve("minimax-fig6-7").unwrap();
    let mut app = App::tutor(Box::new(s), Setup::new(Algorithm::AlphaBeta), Theme::MONO).unwrap();
    let mut seen = 0;
    loop {
        let before = searched(&app).run.step();
        app::update(&mut app, Message::NextCutoff);
        if searched(&app).run.step() == before {
            break;
        }
        let event = searched(&app).run.current().unwrap().event;
        assert!(
            matches!(event, Event::Cutoff { children, .. } if children > 0),
            "{event:?}"
        );
        seen += 1;
    }
    assert!(seen > 0);
    // The test at a12's last child is there, in words of its own.
    let t = searched(&app).run.trace();
    let k = (0..t.len())
        .find(|&k| matches!(t.event(k), Event::Cutoff { children: 0, .. }))
        .expect("a test at the last child");
    let state = Cursor::<SearchState>::state_after(t, k + 1);
    let sentence =
        gametree::words::search::explain::explain(t, k, &state, gametree::words::CutNames::Chapters);
    assert!(
        sentence.contains("has no successors left: nothing is cut off"),
        "{sentence}"
    );
}

/// Right after a bound moves, the decision panel shows
/// the bound the test used, then the new one; the case lit is the one it took.
#[test]
fn the_decision_shows_the_bound_the_test_used() {
    let mut app = tutor(Algorithm::AlphaBeta);
    for _ in 0..26 {
        app::update(&mut app, Message::Forward);
    }
    assert!(matches!(
        searched(&app).run.current().unwrap().event,
        Event::WindowChange { .. }
    ));
    let text = app::text(&draw(&mut app));
    assert!(
        text.contains("Decision at b ▼: v = 4, α = -∞, β = +∞, so β = 4"),
        "{text}"
    );
    // Beside the canvas the cases are written close: "α<v<β".
    assert!(text.contains("▶α<v<β: β = v"), "{text}");
}

/// In the negamax view every panel is in negamax terms:
/// the cut-off's reason, the window, the decision panel, the pseudocode.
#[test]
fn the_negamax_view_is_negamax_everywhere() {
    let mut app = tutor(Algorithm::AlphaBeta);
    app::update(&mut app, Message::ToggleView);
    app::update(&mut app, Message::NextCutoff);
    let panels = the_tutor(&app).story.panels();
    let sentence = &panels.step.sentence;
    assert!(
        sentence.starts_with("β-cutoff at e (MAX): for MAX its value is already ≥ 5"),
        "{sentence}"
    );
    assert!(
        sentence.contains("b (MIN) is already sure of at least -4"),
        "{sentence}"
    );
    assert!(!sentence.contains("will never allow"), "{sentence}");
    let window = &panels.step.lines[0];
    assert_eq!(window.text, "α = -∞, β = 4 (set by b)");
    let decision = panels.decision.unwrap().title;
    assert!(
        decision.contains("Decision at e ▲: v = 5, α = -∞, β = 4"),
        "{decision}"
    );
    let listing = the_tutor(&app).story.listing();
    assert!(
        listing
            .iter()
            .any(|l| l.text.contains("def negamax(state, α, β)"))
    );
    assert!(!listing.iter().any(|l| l.text.contains("def max_value")));
}

/// The compare view keeps both runs at the same node
/// (alpha-beta at the node, or at the cut-off that leaves it out), and
/// `c` goes to alpha-beta's next cut-off with minimax beside it.
#[test]
fn the_compare_view_keeps_both_runs_at_the_same_node() {
    let mut app = tutor(Algorithm::AlphaBeta);
    app::update(&mut app, Message::ToggleCompare);
    let moves = |app: &App, i: usize| {
        let c = &the_tutor(app).compare.as_ref().unwrap().compare;
        let run = &c.runs[i].1;
        let t = run.trace();
        let path = t.path_to(run.current_node());
        path.iter()
            .skip(1)
            .map(|&n| t.tree.move_index(n))
            .collect::<Vec<_>>()
    };
    app::update(&mut app, Message::Start);
    for _ in 0..60 {
        app::update(&mut app, Message::Forward);
        let (mm, ab) = (moves(&app, 0), moves(&app, 1));
        assert!(mm.starts_with(&ab), "minimax at {mm:?}, alpha-beta at {ab:?}");
    }
    app::update(&mut app, Message::Start);
    app::update(&mut app, Message::NextCutoff);
    let c = &the_tutor(&app).compare.as_ref().unwrap().compare;
    assert!(matches!(
        c.runs[1].1.current().unwrap().event,
        Event::Cutoff { .. }
    ));
    assert!(moves(&app, 0).starts_with(&moves(&app, 1)));
}

/// The canvas follows the mouse dragged with its left button held: the
/// drawing moves as far as the mouse did, the way the mouse went.
#[test]
fn dragging_the_canvas_pans_it_by_the_cells_the_mouse_moved() {
    let mut app = tutor(Algorithm::AlphaBeta);
    draw(&mut app);
    let origin = {
        let t = the_tutor(&app);
        let tree = layout::inner(layout::areas(t, &t.story.panels(), t.area).tree, false);
        layout::canvas(t, tree).unwrap().origin
    };
    app::update(&mut app, Message::Click { x: 40, y: 12 });
    app::update(&mut app, Message::Drag { x: 37, y: 11 });
    app::update(&mut app, Message::Drag { x: 35, y: 11 });
    let pan = the_tutor(&app).view.pan.unwrap();
    assert_eq!(pan, (origin.0.max(0) + 5, origin.1.max(0) + 1));
}
