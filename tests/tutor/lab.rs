//! The ordering lab in the tutor: `O` changes the order of
//! the successors at the same step, the counts compare every order with
//! the minimal tree, `t` draws Knuth and Moore's node types, `b` the chart
//! of evaluations by depth.

use crate::{searched, the_tutor};
use gametree::record::line::Step;
use gametree::record::search::Event;
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Order, Setup};
use gametree::story::search::SearchStory;
use gametree::tui::app::{self, App};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;

fn tutor(name: &str) -> App {
    let setup = Setup::new(Algorithm::AlphaBeta);
    let mut app = App::tutor(Box::new(Scenario::resolve(name).unwrap()), setup, Theme::MONO).unwrap();
    app::settle(&mut app);
    app
}

fn send(app: &mut App, msgs: &[Message]) {
    for &m in msgs {
        app::update(app, m);
        app::settle(app);
    }
}

fn screen(app: &mut App, width: u16, height: u16) -> String {
    app::text(&app::frame(app, width, height))
}

/// The name of the current event's node, and its pseudocode line's step.
fn place(app: &App) -> (String, Option<Step>) {
    let s = searched(app);
    let trace = s.run.trace();
    let name = trace.name(s.current_node()).to_string();
    (name, s.run.cursor.current().map(|k| trace.line(k).step))
}

/// `O` on uniform-worst-first reaches best first's 17
/// evaluations, equal to uniform-best-first as written; the counts say
/// every order's and the minimal tree's.
#[test]
fn o_on_the_worst_uniform_tree_reaches_the_best_ones_17() {
    let mut app = tutor("uniform-worst-first");
    assert_eq!(searched(&app).run.whole.evaluations, 81);
    send(&mut app, &[Message::CycleOrder]);
    let s = searched(&app);
    assert_eq!(s.setup.order, Order::Best);
    assert_eq!(s.run.whole.evaluations, 17);
    let best = tutor("uniform-best-first");
    assert_eq!(searched(&best).run.whole.evaluations, 17);
    let note = the_tutor(&app).note.clone().unwrap();
    assert_eq!(
        note,
        "Successors now best first: 17 static evaluations (the minimal tree: 17)."
    );
    let notes = searched(&app).lab.lab().map(|l| l.orders.clone()).unwrap();
    let each: Vec<(Order, u64)> = notes[..4].to_vec();
    assert_eq!(
        each,
        [
            (Order::None, 81),
            (Order::Best, 17),
            (Order::Worst, 81),
            (Order::Proof, 17)
        ]
    );
}

/// `O` goes round the five orders and back to the tree as written.
#[test]
fn o_cycles_through_the_orders() {
    let mut app = tutor("chapter-fig19");
    let mut seen = vec![searched(&app).setup.order];
    for _ in 0..5 {
        send(&mut app, &[Message::CycleOrder]);
        seen.push(searched(&app).setup.order);
    }
    assert_eq!(
        seen,
        [
            Order::None,
            Order::Best,
            Order::Worst,
            Order::Proof,
            Order::Shuffle(1),
            Order::None
        ]
    );
}

/// `O` keeps the place: at the β-cutoff at e (bratko-fig2, step 35), the
/// new order shows the same test at e where e is still searched; the end
/// stays the end, the start the start.
#[test]
fn o_keeps_the_same_step() {
    let mut app = tutor("bratko-fig2");
    send(&mut app, &[Message::NextCutoff]);
    assert_eq!(the_tutor(&app).story.step(), 35);
    assert_eq!(place(&app), ("e".to_string(), Some(Step::CutTest)));
    for _ in 0..5 {
        send(&mut app, &[Message::CycleOrder]);
        let s = searched(&app);
        let (node, step) = place(&app);
        let event = s.run.current().unwrap().event;
        match node.as_str() {
            // e searched again: its cut-off test, whether or not it fires.
            "e" => assert_eq!(step, Some(Step::CutTest), "{}", s.setup.order),
            // e left out: the cut-off that leaves it out.
            _ => assert!(matches!(event, Event::Cutoff { .. }), "{} {node}", s.setup.order),
        }
    }
    send(&mut app, &[Message::End, Message::CycleOrder]);
    let t = the_tutor(&app);
    assert_eq!(t.story.step(), t.story.last_step());
    send(&mut app, &[Message::Start, Message::CycleOrder]);
    assert_eq!(the_tutor(&app).story.step(), 0);
}

/// On a game searched live there is no tree for the orders to read.
#[test]
fn o_is_refused_on_a_game_searched_live() {
    let subject = gametree::subject::named_game(gametree::scenario::games::NamedGame::nim(5));
    let mut app = App::tutor(subject, Setup::new(Algorithm::AlphaBeta), Theme::MONO).unwrap();
    send(&mut app, &[Message::CycleOrder]);
    assert_eq!(searched(&app).setup.order, Order::None);
    let note = the_tutor(&app).note.clone().unwrap();
    assert!(note.contains("not on a game searched live"), "{note}");
}

fn figure_text(app: &mut App) -> String {
    let frame = screen(app, 100, 30);
    frame.lines().take(24).collect::<Vec<_>>().join("\n")
}

/// `t` on chapter-fig19 (the chapter's Fig. 19): as written every inner
/// node does what perfect order expects of it; worst first marks where it
/// does not.
#[test]
fn the_node_types_on_chapter_fig19() {
    let mut app = tutor("chapter-fig19");
    send(&mut app, &[Message::End, Message::ToggleNodeTypes]);
    let text = figure_text(&mut app);
    for tag in ["W0 PV", "W1 PV", "W2 PV", "W3 CUT", "W4 CUT", "W5 ALL"] {
        assert!(text.contains(tag), "{tag}:\n{text}");
    }
    assert!(!text.contains('≠'), "{text}");
    let note = the_tutor(&app).note.clone().unwrap();
    assert!(note.ends_with(": 0 nodes."), "{note}");
    send(&mut app, &[Message::CycleOrder, Message::CycleOrder]);
    assert_eq!(searched(&app).setup.order, Order::Worst);
    let text = figure_text(&mut app);
    for tag in [
        "W1 CUT≠PV",
        "W5 CUT≠PV",
        "W7 CUT≠PV",
        "W3 ALL≠PV",
        "W2 ALL≠PV",
        "W6 PV",
    ] {
        assert!(text.contains(tag), "{tag}:\n{text}");
    }
    send(&mut app, &[Message::ToggleNodeTypes, Message::ToggleNodeTypes]);
    let note = the_tutor(&app).note.clone().unwrap();
    assert!(note.ends_with(": 5 nodes."), "{note}");
    // Minimax has no node types.
    send(&mut app, &[Message::SwitchAlgorithm]);
    assert!(!figure_text(&mut app).contains("PV"));
}

/// `b` puts the chart in the counts' place: a bar per order at each depth.
#[test]
fn the_chart_compares_the_orders_by_depth() {
    let mut app = tutor("uniform-worst-first");
    send(&mut app, &[Message::ToggleChart]);
    let chart = the_tutor(&app).story.panels().chart.unwrap();
    assert_eq!(chart.series, ["minimax", "as written", "best first", "minimal"]);
    let deepest = chart.groups.last().unwrap();
    assert_eq!(deepest, &("d4".to_string(), vec![81, 81, 17, 17]));
    let text = screen(&mut app, 100, 30);
    // Each bar to scale, its count after it.
    let bar = |label: &str| {
        let line = text
            .lines()
            .find(|l| l.contains(label))
            .unwrap_or_else(|| panic!("{text}"));
        let blocks = line.chars().filter(|&c| c == '█').count();
        let after = line.split('█').next_back().unwrap().trim_start();
        let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
        let count: u32 = digits.parse().unwrap_or_else(|_| panic!("{line}"));
        (blocks, count)
    };
    let (most, minimax) = bar("d4 minimax");
    let (fewest, minimal) = bar("   minimal ");
    assert_eq!((minimax, minimal), (81, 17), "{text}");
    assert_eq!(fewest, (most * 17 + 40) / 81, "{text}");
}

/// The lab and the chart at 100×30 and 80×24.
#[test]
fn the_lab_and_the_chart_on_screen() {
    for (w, h) in [(100, 30), (80, 24)] {
        let mut app = tutor("chapter-fig19");
        send(
            &mut app,
            &[
                Message::CycleOrder,
                Message::End,
                Message::SwitchPane,
                Message::SwitchPane,
            ],
        );
        insta::assert_snapshot!(format!("lab_{w}x{h}"), screen(&mut app, w, h));
        send(&mut app, &[Message::ToggleChart]);
        insta::assert_snapshot!(format!("chart_{w}x{h}"), screen(&mut app, w, h));
    }
}

mod perfect_order {
    //! In perfect order the run does what Knuth and Moore's types say:
    //! best first and cheapest proof first leave no node marked `≠`.
    use super::*;
    use gametree::story::search::types;
    use proptest::prelude::*;

    #[derive(Clone, Debug)]
    enum T {
        Leaf(i32),
        Node(Vec<T>),
    }

    fn inline(t: &T) -> String {
        match t {
            T::Leaf(v) => v.to_string(),
            T::Node(kids) => format!("[{}]", kids.iter().map(inline).collect::<Vec<_>>().join(",")),
        }
    }

    /// Trees of depth 2 to 4, values close together for ties.
    fn tree() -> impl Strategy<Value = T> {
        let leaf = (-4..5i32).prop_map(T::Leaf);
        let inner = leaf.prop_recursive(3, 60, 4, |inner| {
            prop::collection::vec(inner, 1..5).prop_map(T::Node)
        });
        prop::collection::vec(inner, 2..5).prop_map(T::Node)
    }

    fn marked(t: &T, order: Order) -> usize {
        let scenario = Scenario::resolve(&inline(t)).unwrap();
        let setup = Setup {
            order,
            ..Setup::new(Algorithm::AlphaBeta)
        };
        let mut story = SearchStory::open(Box::new(scenario), setup).unwrap();
        let end = story.run.len();
        story.run.seek(end);
        story.types = true;
        types::differing(&story.outline())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(128))]

        #[test]
        fn perfect_order_leaves_no_node_marked(t in tree()) {
            prop_assert_eq!(marked(&t, Order::Best), 0, "best first: {}", inline(&t));
            prop_assert_eq!(marked(&t, Order::Proof), 0, "cheapest proof first: {}", inline(&t));
        }
    }
}
