//! The whole-tree exercise (`practice --ask pruned`, `--ask
//! edges`), as in abTreePractice. The key read off alpha-beta's recording
//! on the texts' trees, a check with a wrong and a missed mark explained
//! by their steps, the record, and the screen.

use gametree::record::search::CutKind;
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::story::practice::Ask;
use gametree::story::practice::pruning::{self, Board, Grade, Mark, Why};
use gametree::story::search::SearchStory;

fn story(name: &str, algorithm: Algorithm) -> SearchStory {
    SearchStory::open(Box::new(Scenario::resolve(name).unwrap()), Setup::new(algorithm)).unwrap()
}

/// The items of an exercise as (name, mark, step as `trace` numbers it).
fn key(name: &str, ask: Ask) -> Vec<(String, Mark, usize)> {
    let s = story(name, Algorithm::AlphaBeta);
    pruning::items(&s.outline(), ask)
        .into_iter()
        .map(|it| (it.name, it.expected, it.step + 1))
        .collect()
}

fn marked(items: &[(String, Mark, usize)]) -> Vec<(&str, Mark, usize)> {
    items
        .iter()
        .filter(|(_, m, _)| *m != Mark::Clear)
        .map(|(n, m, s)| (n.as_str(), *m, *s))
        .collect()
}

#[test]
fn bratko_s_pruned_leaves_are_e2_g1_g2() {
    // `gametree trace bratko-fig2 --algo alphabeta`: the β-cutoff at e
    // (step 35) leaves out e2; the α-cutoff at c (step 61) leaves out g,
    // and with it g1 and g2.
    let k = key("bratko-fig2", Ask::Pruned);
    let names: Vec<&str> = k.iter().map(|(n, _, _)| n.as_str()).collect();
    assert_eq!(names, ["d1", "d2", "e1", "e2", "f1", "f2", "g1", "g2"]);
    assert_eq!(
        marked(&k),
        [
            ("e2", Mark::Pruned, 35),
            ("g1", Mark::Pruned, 61),
            ("g2", Mark::Pruned, 61)
        ]
    );
    // The others are explained by their static evaluation.
    let d1 = k.iter().find(|(n, _, _)| n == "d1").unwrap();
    assert_eq!((d1.1, d1.2), (Mark::Clear, 11));
}

#[test]
fn bratko_s_cut_edges_are_e_e2_beta_and_c_g_alpha() {
    let k = key("bratko-fig2", Ask::Edges);
    assert_eq!(k.len(), 14);
    assert_eq!(
        marked(&k),
        [
            ("g", Mark::Cut(CutKind::Alpha), 61),
            ("e2", Mark::Cut(CutKind::Beta), 35)
        ]
    );
    // Below the cut edge c–g nothing more is cut: g's edges are left out
    // with it, explained by the same cut-off.
    let s = story("bratko-fig2", Algorithm::AlphaBeta);
    let items = pruning::items(&s.outline(), Ask::Edges);
    let g1 = items.iter().find(|it| it.name == "g1").unwrap();
    assert!(matches!(g1.why, Why::CutAbove { .. }), "{:?}", g1.why);
    // d2 is searched: d's test after d1 (step 14) did not cut.
    let d2 = items.iter().find(|it| it.name == "d2").unwrap();
    assert_eq!((d2.why, d2.step + 1), (Why::Searched, 14));
}

#[test]
fn chapter_fig19_prunes_w3_2_and_everything_under_w6_and_w7() {
    // Textbook chapter 3, Fig. 19/20: the β-cutoff at W3 (step 40) and
    // the α-cutoff at W4 (step 67).
    let k = key("chapter-fig19", Ask::Pruned);
    assert_eq!(k.len(), 10);
    assert_eq!(
        marked(&k),
        [
            ("W3.2", Mark::Pruned, 40),
            ("W6.1", Mark::Pruned, 67),
            ("W6.2", Mark::Pruned, 67),
            ("W7.1", Mark::Pruned, 67)
        ]
    );
    let e = key("chapter-fig19", Ask::Edges);
    assert_eq!(
        marked(&e),
        [
            ("W6", Mark::Cut(CutKind::Alpha), 67),
            ("W7", Mark::Cut(CutKind::Alpha), 67),
            ("W3.2", Mark::Cut(CutKind::Beta), 40)
        ]
    );
}

#[test]
fn a_check_explains_each_wrong_and_missed_mark_by_its_step() {
    let s = story("bratko-fig2", Algorithm::AlphaBeta);
    let outline = s.outline();
    let mut b = Board::new(
        Ask::Pruned,
        pruning::items(&outline, Ask::Pruned),
        gametree::words::CutNames::Chapters,
    );
    let at = |b: &Board, name: &str| b.items.iter().position(|it| it.name == name).unwrap();
    // d1 marked (wrong), e2 and g1 marked (right), g2 forgotten (missed).
    for name in ["d1", "e2", "g1"] {
        let i = at(&b, name);
        b.toggle(i);
    }
    b.checked = true;
    assert_eq!(b.grade(at(&b, "d1")), Grade::Wrong);
    assert_eq!(b.grade(at(&b, "e2")), Grade::Right);
    assert_eq!(b.grade(at(&b, "g2")), Grade::Missed);
    assert_eq!(b.grade(at(&b, "f1")), Grade::Clear);
    assert_eq!(b.tally(), (2, 1, 1));
    assert_eq!(b.score(), (6, 8));
    let wrong = b.mistakes();
    let steps: Vec<usize> = wrong.iter().map(|&i| b.items[i].step).collect();
    let sentences = pruning::sentences(s.run.trace(), &steps, s.view, gametree::words::CutNames::Chapters);
    let d1 = b.explain(at(&b, "d1"), &outline, &sentences);
    assert_eq!(
        d1,
        "✗ d1: marked pruned, but the search evaluates it. Step 11: d1 is a leaf of the search \
         tree: its static value is 1."
    );
    let g2 = b.explain(at(&b, "g2"), &outline, &sentences);
    assert!(
        g2.starts_with("✗ g2: not marked, but it lies below the cut edge c–g"),
        "{g2}"
    );
    assert!(g2.contains("Step 61: α-cutoff at c (MIN)"), "{g2}");
}

#[test]
fn an_edge_of_the_wrong_kind_is_explained_by_its_cut_off() {
    let s = story("bratko-fig2", Algorithm::AlphaBeta);
    let outline = s.outline();
    let mut b = Board::new(
        Ask::Edges,
        pruning::items(&outline, Ask::Edges),
        gametree::words::CutNames::Chapters,
    );
    let e2 = b.items.iter().position(|it| it.name == "e2").unwrap();
    // Space twice: none → α → β; once more back to none.
    b.toggle(e2);
    assert_eq!(b.marks[e2], Mark::Cut(CutKind::Alpha));
    b.checked = true;
    assert_eq!(b.grade(e2), Grade::Wrong);
    let sentences = pruning::sentences(
        s.run.trace(),
        &[b.items[e2].step],
        s.view,
        gametree::words::CutNames::Chapters,
    );
    let text = b.explain(e2, &outline, &sentences);
    assert!(
        text.starts_with("✗ e–e2: marked α-cutoff, but the search cuts it: β-cutoff. Step 35: β-cutoff at e"),
        "{text}"
    );
    b.checked = false;
    b.toggle(e2);
    assert_eq!(b.marks[e2], Mark::Cut(CutKind::Beta));
    b.toggle(e2);
    assert_eq!(b.marks[e2], Mark::Clear);
}

#[test]
fn searches_that_do_not_prune_are_refused() {
    for algorithm in [Algorithm::Minimax, Algorithm::Expectimax] {
        let s = story("bratko-fig2", algorithm);
        let why = pruning::refusal(s.run.trace()).unwrap();
        assert!(why.contains("needs a search that prunes"), "{why}");
    }
    assert_eq!(
        pruning::refusal(story("bratko-fig2", Algorithm::AlphaBeta).run.trace()),
        None
    );
}

mod screen {
    use crate::the_tutor;
    use gametree::scenario::Scenario;
    use gametree::search::{Algorithm, Setup};
    use gametree::story::practice::Ask;
    use gametree::tui::app::{self, App};
    use gametree::tui::keys::Message;
    use gametree::tui::theme::Theme;
    use gametree::tui::tutor::Tutor;

    fn marking(name: &str, asks: &[Ask], exam: bool) -> App {
        let s = Scenario::resolve(name).unwrap();
        let mut t = Tutor::open(Box::new(s), Setup::new(Algorithm::AlphaBeta)).unwrap();
        t.practise(asks, exam).unwrap();
        App::with_tutor(t, Theme::MONO)
    }

    fn send(app: &mut App, msgs: &[Message]) {
        for &m in msgs {
            app::update(app, m);
        }
    }

    fn screen(app: &mut App, w: u16, h: u16) -> String {
        app::text(&app::frame(app, w, h))
    }

    use Message::{Enter, Mark, Right};

    #[test]
    fn bratko_pruned_marked_100x30() {
        let mut app = marking("bratko-fig2", &[Ask::Pruned], false);
        // d1 (wrong), e2 and g1 (right); g2 left.
        send(
            &mut app,
            &[Mark, Right, Right, Right, Mark, Right, Right, Right, Mark],
        );
        let s = screen(&mut app, 100, 30);
        assert!(s.contains("Marked: 3."), "{s}");
        assert!(s.contains("Selected: g1, marked pruned."), "{s}");
        insta::assert_snapshot!(s);
    }

    #[test]
    fn bratko_pruned_checked_100x30() {
        let mut app = marking("bratko-fig2", &[Ask::Pruned], false);
        send(
            &mut app,
            &[Mark, Right, Right, Right, Mark, Right, Right, Right, Mark, Enter],
        );
        let s = screen(&mut app, 100, 30);
        assert!(s.contains("score 6/8"), "{s}");
        assert!(
            s.contains("✗ d1: marked pruned, but the search evaluates it. Step 11"),
            "{s}"
        );
        insta::assert_snapshot!(s);
        // → goes to the next mistake, which is then explained first.
        send(&mut app, &[Right]);
        let s = screen(&mut app, 100, 30);
        let g2 = s.find("✗ g2").unwrap();
        assert!(g2 < s.find("✗ d1").unwrap_or(usize::MAX), "{s}");
        // The record: one question per leaf.
        let json = the_tutor(&app).practice_json("bratko-fig2", false).unwrap();
        assert_eq!(json["score"]["pruned"], serde_json::json!([6, 8]));
        let qs = json["questions"].as_array().unwrap();
        assert_eq!(qs.len(), 8);
        assert_eq!(qs[0]["kind"], "pruned");
        assert_eq!(qs[0]["node"], "d1");
        assert_eq!(qs[0]["answer"], "pruned");
        assert_eq!(qs[0]["correct"], false);
        assert_eq!(qs[0]["expected"], "evaluated");
        assert_eq!(qs[0]["step"], 11);
    }

    #[test]
    fn bratko_edges_marked_100x30() {
        let mut app = marking("bratko-fig2", &[Ask::Edges], false);
        // a–b, a–c, b–d, b–e, c–f, c–g: ✂α on c–g; e–e2 (the 10th) ✂β.
        send(&mut app, &[Right, Right, Right, Right, Right, Mark]);
        send(&mut app, &[Right, Right, Right, Right, Mark, Mark]);
        let s = screen(&mut app, 100, 30);
        assert!(s.contains("Selected: e–e2, marked β-cutoff."), "{s}");
        insta::assert_snapshot!(s);
        send(&mut app, &[Enter]);
        let s = screen(&mut app, 100, 30);
        assert!(s.contains("score 14/14"), "{s}");
    }

    #[test]
    fn chapter_fig19_pruned_checked_80x24() {
        let mut app = marking("chapter-fig19", &[Ask::Pruned], false);
        // W3.2 and W6.1 right, W5.1 wrong; W6.2 and W7.1 missed.
        send(
            &mut app,
            &[
                Right, Right, Right, Right, Mark, Right, Mark, Right, Right, Mark, Enter,
            ],
        );
        let s = screen(&mut app, 80, 24);
        assert!(s.contains("score 7/10"), "{s}");
        assert!(s.contains("✗ W5.1: marked pruned"), "{s}");
        insta::assert_snapshot!(s);
    }

    #[test]
    fn an_exam_says_nothing_until_the_end() {
        let mut app = marking("chapter-fig19", &[Ask::Pruned, Ask::Edges], true);
        send(&mut app, &[Enter]);
        let s = screen(&mut app, 100, 30);
        // Straight on to the edges, no score and no check shown.
        assert!(s.contains("Exam · whole tree 2 of 2 ─"), "{s}");
        assert!(!s.contains("✗"), "{s}");
        send(&mut app, &[Enter]);
        let s = screen(&mut app, 100, 30);
        assert!(
            s.contains("Done. Your score: pruned: 6/10 · edges: 14/17."),
            "{s}"
        );
        assert!(s.contains("✗ W3.2: not marked"), "{s}");
    }

    #[test]
    fn the_exercise_s_keys_are_worded() {
        use gametree::keymap::{KeyBindings, Screen, table};
        let marking = table(&[Screen::Marking], &KeyBindings::default());
        for (_, what) in marking.help() {
            assert!(gametree::words::exists(what), "{what}");
        }
        for (_, bar) in marking.bar() {
            assert!(gametree::words::exists(bar), "{bar}");
        }
    }

    #[test]
    fn the_outline_shows_the_marks() {
        let mut app = marking("bratko-fig2", &[Ask::Pruned], false);
        send(&mut app, &[Message::ToggleCanvas, Right, Right, Right, Mark]);
        let s = screen(&mut app, 100, 30);
        let e2 = s.lines().find(|l| l.contains("e2")).unwrap();
        assert!(e2.contains("✂"), "{s}");
    }
}

/// Under an order of the successors the exercise draws the
/// whole tree in the order searched before it starts, the subtrees the
/// search never enters too: their order would give them away.
mod ordered {
    use crate::common::random_trees::{cases, random_tree, spec};
    use gametree::game::Player;
    use gametree::game::tree::GameTree;
    use gametree::scenario::Scenario;
    use gametree::search::setup::better_first;
    use gametree::search::{Algorithm, Order, Setup};
    use gametree::story::outline::Key;
    use gametree::story::practice::Ask;
    use gametree::tui::app::{self, App};
    use gametree::tui::theme::Theme;
    use gametree::tui::tutor::Tutor;
    use proptest::prelude::*;
    use std::cmp::Ordering;

    fn exercise(s: Scenario, order: Order) -> Tutor {
        let setup = Setup {
            order,
            ..Setup::new(Algorithm::AlphaBeta)
        };
        let mut t = Tutor::open(Box::new(s), setup).unwrap();
        t.practise(&[Ask::Pruned], false).unwrap();
        t
    }

    /// A node's successors best first by their static values for the
    /// player to move (the chapter's fixed ordering), those without one
    /// after them, ties as written.
    fn by_estimate(tree: &GameTree, key: Key) -> Vec<Key> {
        let node = tree.node(key);
        let mut kids = node.children.to_vec();
        if node.player != Player::Chance {
            let estimate = |c: &Key| tree.node(*c).static_value;
            kids.sort_by(|a, b| match (estimate(a), estimate(b)) {
                (Some(x), Some(y)) => better_first(node.player, x, y),
                (Some(_), None) => Ordering::Less,
                (None, Some(_)) => Ordering::Greater,
                (None, None) => Ordering::Equal,
            });
        }
        kids
    }

    #[test]
    fn the_subtree_never_entered_is_drawn_in_static_order_too() {
        // The α-cutoff at C after its 2 leaves D out: MAX would
        // take its 9 first, and so the exercise draws it.
        let s = Scenario::resolve("[[3,5],[2,[1,9]]]").unwrap();
        let mut app = App::with_tutor(exercise(s, Order::Static), Theme::MONO);
        let screen = app::text(&app::frame(&mut app, 100, 30));
        let leaves = screen.lines().rev().find(|l| l.contains('9')).unwrap();
        let values: Vec<&str> = leaves.trim_matches('"').split_whitespace().collect();
        assert_eq!(values, ["9", "1"], "{screen}");
    }

    /// The order every other order takes: the lab's ranks.
    fn by_rank(tree: &GameTree, key: Key, setup: Setup) -> Vec<Key> {
        let mut kids = tree.node(key).children.to_vec();
        if let Some(rank) = gametree::search::ordering::arrange(tree, setup) {
            kids.sort_by_key(|c| rank[c.index()]);
        }
        kids
    }

    fn order() -> impl Strategy<Value = Order> {
        prop_oneof![
            Just(Order::Static),
            Just(Order::Best),
            Just(Order::Worst),
            Just(Order::Proof),
            any::<u64>().prop_map(Order::Shuffle),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: cases(64), ..ProptestConfig::default() })]

        #[test]
        fn every_node_s_successors_are_drawn_in_the_order_searched(spec in spec(), seed in any::<u64>(), order in order()) {
            let s = random_tree(&spec, seed);
            let tree = s.tree.clone();
            let t = exercise(s, order);
            let setup = Setup { order, ..Setup::new(Algorithm::AlphaBeta) };
            let nodes = t.story.nodes();
            for i in 0..tree.len() {
                let key = Key::at(i);
                let expected = match order {
                    Order::Static => by_estimate(&tree, key),
                    _ => by_rank(&tree, key, setup),
                };
                prop_assert_eq!(nodes.children(key), expected, "{:?} {}", order, tree.node(key).name);
            }
        }
    }
}
