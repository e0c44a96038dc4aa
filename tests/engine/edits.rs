//! Editing a tree: each edit does what its key says on
//! the texts' trees, and after any sequence of edits the recording is a
//! fresh search of the edited tree (as written to a file and read back),
//! while undoing every edit gives back the first recording byte for byte.

use super::common::random_trees::cases;
use super::properties::{scenario, tree_of_any_players};
use gametree::game::Player;
use gametree::game::tree::{GameTree, NodeId};
use gametree::record::search::{Event, Trace, json};
use gametree::scenario::Scenario;
use gametree::scenario::edit::{Edit, EditError, Edited, Side};
use gametree::search::{Algorithm, Order, Setup};
use gametree::value::Value;
use proptest::prelude::*;

fn node(tree: &GameTree, name: &str) -> NodeId {
    tree.find(name).unwrap_or_else(|| panic!("no node {name}"))
}

fn alpha_beta() -> Setup {
    Setup::new(Algorithm::AlphaBeta)
}

/// Everything a recording shows, in one text: each event's JSON (its node
/// by name, its value, window and cut-off, in order, so the step of each
/// cut-off too), the value, the principal variation and the counts.
fn shown(trace: &Trace) -> String {
    let pv: Vec<_> = trace.pv().iter().map(|&n| trace.name(n)).collect();
    format!(
        "{}value {:?} pv {pv:?} counts {:?}",
        json::render(trace),
        trace.value(),
        trace.counters(trace.len())
    )
}

/// The tree as a file would hold it, read back: a fresh scenario.
fn reread(s: &Scenario) -> Scenario {
    Scenario::parse(&s.name, "edited.ron", &s.to_ron()).expect("the edited tree reads back")
}

#[test]
fn a_leaf_takes_a_value_in_the_texts_notation() {
    let s = Scenario::resolve("bratko-fig2").unwrap();
    let e1 = node(&s.tree, "e1");
    for (text, value) in [
        ("3", Value::int(3)),
        ("-4.5", Value::fraction(-9, 2).unwrap()),
        ("10/3", Value::fraction(10, 3).unwrap()),
    ] {
        let edit = Edit::from_text(&s.tree, e1, text).unwrap();
        let (tree, _) = edit.apply(&s.tree).unwrap();
        assert_eq!(tree.node(e1).static_value, Some(value));
    }
    assert_eq!(
        Edit::from_text(&s.tree, e1, "seven"),
        Err(EditError::NotAValue { text: "seven".into() })
    );
}

/// The texts' example: bratko-fig2's β-cutoff at e goes when e1 is 3
/// (e's value 3 is below β = 4), and the root's value stays 4.
#[test]
fn e1_equal_3_takes_the_cutoff_at_e_away() {
    let s = Scenario::resolve("bratko-fig2").unwrap();
    let mut edited = Edited::new(s.clone());
    let e1 = node(&s.tree, "e1");
    edited
        .apply(&Edit::Value {
            node: e1,
            value: Value::int(3),
        })
        .unwrap();
    let before = s.record(alpha_beta()).unwrap();
    let after = edited.scenario.record(alpha_beta()).unwrap();
    let cut_at = |t: &Trace| {
        (0..t.len())
            .filter(|&k| t.event(k).is_cutoff() && t.name(t.event(k).node()) == "e")
            .count()
    };
    assert_eq!(cut_at(&before), 1);
    // e's test still fires, after e2, with nothing left to cut.
    let cuts_something = |t: &Trace| {
        (0..t.len()).any(|k| {
            matches!(t.event(k), Event::Cutoff { children, .. } if children > 0)
                && t.name(t.event(k).node()) == "e"
        })
    };
    assert!(cuts_something(&before) && !cuts_something(&after));
    assert_eq!(after.value(), Some(Value::int(4)));
    assert!(edited.unsaved());
    edited.undo();
    assert!(!edited.unsaved());
}

#[test]
fn a_moved_successor_keeps_its_name_and_a_new_leaf_gets_one() {
    let s = Scenario::resolve("bratko-fig2").unwrap();
    let (b, c) = (node(&s.tree, "b"), node(&s.tree, "c"));
    let (tree, _) = Edit::Move {
        node: c,
        by: Side::Left,
    }
    .apply(&s.tree)
    .unwrap();
    let names: Vec<&str> = tree
        .node(tree.root())
        .children
        .iter()
        .map(|&n| tree.node(n).name.as_str())
        .collect();
    assert_eq!(names, ["c", "b"]);
    assert_eq!(
        Edit::Move {
            node: b,
            by: Side::Left
        }
        .apply(&s.tree),
        Err(EditError::NoSibling)
    );
    assert_eq!(
        Edit::Move {
            node: s.tree.root(),
            by: Side::Left
        }
        .apply(&s.tree),
        Err(EditError::Root)
    );
    let (tree, done) = Edit::Insert { node: b }.apply(&s.tree).unwrap();
    let added = node(&tree, &done.select);
    assert_eq!(tree.node(added).parent, Some(b));
    assert_eq!(tree.node(added).static_value, Some(Value::ZERO));
    assert_eq!(tree.node(added).player, tree.node(b).player.opponent());
    assert!(
        s.tree.find(&done.select).is_none(),
        "{} is a new name",
        done.select
    );
}

/// Insert on a leaf: an inner node with two leaves of value 0 and the
/// next player, its old value kept as its static `value:`.
#[test]
fn insert_on_a_leaf_makes_it_an_inner_node_with_two_leaves() {
    let s = Scenario::resolve("bratko-fig2").unwrap();
    let e1 = node(&s.tree, "e1");
    let old = s.tree.node(e1).static_value;
    let (tree, _) = Edit::Insert { node: e1 }.apply(&s.tree).unwrap();
    let n = tree.node(e1);
    assert_eq!(n.static_value, old);
    assert_eq!(n.children.len(), 2);
    for &c in &n.children {
        assert_eq!(tree.node(c).static_value, Some(Value::ZERO));
        assert_eq!(tree.node(c).player, n.player.opponent());
    }
}

/// Insert after Insert down a chain of new leaves, down to the deepest
/// level a file holds (the next is refused): each name stays at most 8
/// characters and unique (was `e1.1.1.1…`, a level longer each).
#[test]
fn names_of_leaves_inserted_down_a_chain_stay_short() {
    let s = Scenario::resolve("bratko-fig2").unwrap();
    let mut tree = s.tree.clone();
    let mut at = node(&tree, "e1");
    let mut refused = None;
    for _ in 0..40 {
        match (Edit::Insert { node: at }).apply(&tree) {
            Ok((next, done)) => {
                tree = next;
                at = node(&tree, &done.select);
            }
            Err(e) => {
                refused = Some(e);
                break;
            }
        }
    }
    assert_eq!(refused, Some(EditError::TooDeep { most: 31, level: 32 }));
    let names: Vec<&str> = tree.nodes().iter().map(|n| n.name.as_str()).collect();
    assert!(names.iter().all(|n| n.chars().count() <= 8), "{names:?}");
    let unique: std::collections::HashSet<&&str> = names.iter().collect();
    assert_eq!(unique.len(), names.len(), "{names:?}");
    assert_eq!(
        node(&tree, "e1.1").index(),
        tree.node(node(&tree, "e1")).children[0].index()
    );
}

/// Delete removes a subtree; a node left without successors keeps the
/// value it had (here e's minimax value, 5).
#[test]
fn delete_removes_a_subtree_and_a_bare_parent_keeps_its_value() {
    let s = Scenario::resolve("bratko-fig2").unwrap();
    let d = node(&s.tree, "d");
    let (tree, _) = Edit::Delete { node: d }.apply(&s.tree).unwrap();
    assert!(tree.find("d").is_none() && tree.find("d1").is_none());
    assert_eq!(tree.len(), s.tree.len() - 3);
    let e = node(&tree, "e");
    let (tree, _) = Edit::Delete {
        node: node(&tree, "e1"),
    }
    .apply(&tree)
    .unwrap();
    let e2 = tree.node(node(&tree, "e2")).static_value;
    let (tree, _) = Edit::Delete {
        node: node(&tree, "e2"),
    }
    .apply(&tree)
    .unwrap();
    assert_eq!(tree.node(e).children.len(), 0);
    // e keeps its own static value where it has one, else e2's.
    assert_eq!(
        tree.node(e).static_value,
        s.tree.node(node(&s.tree, "e")).static_value.or(e2)
    );
    assert_eq!(
        Edit::Delete { node: tree.root() }.apply(&tree),
        Err(EditError::Root)
    );
}

/// A chance edge's probability: the unedited siblings rescale, in their
/// proportions, to sum to 1 with it.
#[test]
fn a_probability_rescales_the_siblings() {
    let text =
        "Scenario(title: \"c\", root: Chance, tree: (children: [1, 2, (p: 0.5, value: 0, children: [3])]))";
    let text = text.replace("(p: 0.5, value: 0, children: [3])", "3");
    let s = Scenario::parse("c", "c.ron", &text).unwrap();
    let kids = s.tree.node(s.tree.root()).children.clone();
    let edit = Edit::from_text(&s.tree, kids[0], "p 1/2").unwrap();
    let (tree, done) = edit.apply(&s.tree).unwrap();
    assert!(done.rescaled);
    let p = |n: NodeId| tree.node(n).probability().unwrap();
    assert_eq!(p(kids[0]), Value::fraction(1, 2).unwrap());
    assert_eq!(p(kids[1]), Value::fraction(1, 4).unwrap());
    assert_eq!(p(kids[2]), Value::fraction(1, 4).unwrap());
    let (tree, _) = Edit::Probability {
        node: kids[1],
        p: Value::fraction(1, 8).unwrap(),
    }
    .apply(&tree)
    .unwrap();
    let p = |n: NodeId| tree.node(n).probability().unwrap();
    // 1/2 and 1/4 share 7/8 as 2 : 1.
    assert_eq!(p(kids[0]), Value::fraction(7, 12).unwrap());
    assert_eq!(p(kids[2]), Value::fraction(7, 24).unwrap());
    assert_eq!(
        Edit::Probability {
            node: kids[0],
            p: Value::int(1)
        }
        .apply(&s.tree),
        Err(EditError::Probability)
    );
    let b = Scenario::resolve("bratko-fig2").unwrap();
    let e1 = node(&b.tree, "e1");
    assert_eq!(
        Edit::from_text(&b.tree, e1, "p=1/2").unwrap().apply(&b.tree),
        Err(EditError::NoChanceParent)
    );
}

/// An edit drawn at random: which kind, which node, which value.
#[derive(Clone, Debug)]
struct Drawn {
    kind: u8,
    node: usize,
    value: i32,
}

fn drawn() -> impl Strategy<Value = Drawn> {
    (0..7u8, any::<usize>(), -9..10i32).prop_map(|(kind, node, value)| Drawn { kind, node, value })
}

impl Drawn {
    fn edit(&self, tree: &GameTree) -> Edit {
        let node = NodeId::at(self.node % tree.len());
        let value = match self.value % 3 {
            // A third: written to a file as "n/3".
            0 => Value::fraction(3 * i64::from(self.value) + 1, 3).unwrap(),
            _ => Value::int(self.value),
        };
        match self.kind {
            0 => Edit::Value { node, value },
            1 => Edit::Probability {
                node,
                p: Value::fraction(1, i64::from(self.value.rem_euclid(4)) + 2).unwrap(),
            },
            2 => Edit::Move { node, by: Side::Left },
            3 => Edit::Move {
                node,
                by: Side::Right,
            },
            4 => Edit::Insert { node },
            5 => Edit::Delete { node },
            _ => Edit::Value {
                node,
                value: Value::int(self.value),
            },
        }
    }
}

fn setups() -> Vec<Setup> {
    let ab = alpha_beta();
    vec![
        ab,
        Setup {
            rule: gametree::search::Rule::Strict,
            ..ab
        },
        Setup {
            order: Order::Best,
            ..ab
        },
        Setup { depth: Some(2), ..ab },
        Setup::new(Algorithm::Expectimax),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(256)))]

    /// After any sequence of edits, the recording equals a fresh
    /// search of the edited tree, and undoing every edit gives back the
    /// original recording byte for byte.
    #[test]
    fn edits_record_as_a_fresh_search_and_undo_gives_the_first_back(
        t in tree_of_any_players(),
        edits in prop::collection::vec(drawn(), 1..10),
        setup in 0..5usize,
    ) {
        let first = scenario(&t, Player::Max);
        let setup = setups()[setup];
        let searchable = |s: &Scenario| s.takes(&setup).is_ok();
        let mut edited = Edited::new(first.clone());
        let mut applied = 0;
        for d in &edits {
            let edit = d.edit(&edited.scenario.tree);
            if edited.apply(&edit).is_ok() {
                applied += 1;
            }
            prop_assert_eq!(edited.edits(), applied);
            prop_assert_eq!(edited.scenario.tree.len(), reread(&edited.scenario).tree.len());
        }
        if searchable(&edited.scenario) {
            let now = edited.scenario.record(setup).unwrap();
            let fresh = reread(&edited.scenario).record(setup).unwrap();
            prop_assert_eq!(shown(&now), shown(&fresh));
        }
        while edited.undo().is_some() {}
        prop_assert!(!edited.unsaved());
        if searchable(&first) {
            let original = first.record(setup).unwrap();
            let undone = edited.scenario.record(setup).unwrap();
            prop_assert_eq!(format!("{original:?}"), format!("{undone:?}"));
            prop_assert_eq!(json::render(&original), json::render(&undone));
        }
    }
}

/// A max^n tree drawn at random: a leaf's vector, or a node's successors.
#[derive(Clone, Debug)]
enum Maxn {
    Leaf(Vec<i32>),
    Node(Vec<Maxn>),
}

/// A max^n scenario of `players` players, its tree at random.
fn maxn_tree(players: usize) -> impl Strategy<Value = Maxn> {
    let leaf = prop::collection::vec(-9..10i32, players).prop_map(Maxn::Leaf);
    leaf.prop_recursive(4, 60, 3, |inner| {
        prop::collection::vec(inner, 1..4).prop_map(Maxn::Node)
    })
}

fn maxn_ron(t: &Maxn) -> String {
    let join = |v: Vec<String>| v.join(", ");
    match t {
        Maxn::Leaf(v) => format!("({})", join(v.iter().map(i32::to_string).collect())),
        Maxn::Node(c) => format!("(children: [{}])", join(c.iter().map(maxn_ron).collect())),
    }
}

fn maxn_scenario(players: usize, t: &Maxn) -> Scenario {
    let names: Vec<String> = (0..players)
        .map(|i| format!("\"{}\"", (b'A' + i as u8) as char))
        .collect();
    let text = format!(
        "Scenario(title: \"random\", players: [{}], tree: {})",
        names.join(", "),
        maxn_ron(t)
    );
    Scenario::parse("random", "random.ron", &text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// A max^n edit drawn at random: mostly a leaf's vector (now and then of
/// the wrong length, which is refused), else a move, an insert or a
/// deletion.
fn maxn_edit(tree: &GameTree, players: usize, kind: u8, node: usize, values: &[i32]) -> Edit {
    let node = NodeId::at(node % tree.len());
    let length = match kind {
        9 => players + 1,
        _ => players,
    };
    let values = values
        .iter()
        .cycle()
        .take(length)
        .map(|&v| Value::int(v))
        .collect();
    match kind {
        0 => Edit::Move { node, by: Side::Left },
        1 => Edit::Move {
            node,
            by: Side::Right,
        },
        2 => Edit::Insert { node },
        3 => Edit::Delete { node },
        _ => Edit::Vector { node, values },
    }
}

fn maxn_trace(s: &Scenario) -> gametree::record::maxn::MaxnTrace {
    gametree::search::maxn::search(&s.tree, &s.players, None).unwrap()
}

/// Everything a max^n recording shows, in one text, each node by its
/// name (a tree edited in memory keeps its nodes' indices, the file
/// written out numbers them afresh): each event and its pseudocode line,
/// each node's parent, mover and static vector, the root's vector and the
/// line of play.
fn maxn_shown(s: &Scenario) -> String {
    let trace = maxn_trace(s);
    let tree = &trace.tree;
    let named = |text: String| {
        let mut out = String::new();
        let mut rest = text.as_str();
        while let Some(at) = rest.find("NodeId(") {
            let (before, after) = rest.split_at(at);
            let end = after.find(')').unwrap();
            let id: usize = after["NodeId(".len()..end].parse().unwrap();
            let id = tree.ids().nth(id).unwrap();
            out += before;
            out += &tree.name(id);
            rest = &after[end + 1..];
        }
        out + rest
    };
    let mut out = String::new();
    for k in 0..trace.len() {
        out += &named(format!("{:?} {:?}\n", trace.line(k), trace.event(k)));
    }
    for id in tree.ids() {
        let parent = tree.parent(id).map(|p| tree.name(p));
        let vector = trace.about.vectors.get(id.index());
        out += &format!(
            "{} under {parent:?}: agent {} vector {vector:?}\n",
            tree.name(id),
            trace.agent(id)
        );
    }
    let pv: Vec<_> = trace.about.pv.iter().map(|&n| tree.name(n)).collect();
    out + &format!("value {:?} pv {pv:?}", trace.value())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(256)))]

    /// On max^n trees: after random vector edits (and moves,
    /// inserts, deletions), the recording equals a fresh search of the
    /// tree written out and read back; a vector of the wrong length is
    /// refused and changes nothing; undoing every edit gives back the
    /// first recording byte for byte.
    #[test]
    fn maxn_vector_edits_record_as_a_fresh_search_and_undo_gives_the_first_back(
        (players, tree) in (2..5usize).prop_flat_map(|p| (Just(p), maxn_tree(p))),
        edits in prop::collection::vec((0..10u8, any::<usize>(), prop::collection::vec(-9..10i32, 1..5)), 1..10),
    ) {
        let first = maxn_scenario(players, &tree);
        let original = format!("{:?}", maxn_trace(&first));
        let mut edited = Edited::new(first.clone());
        for (kind, node, values) in &edits {
            let edit = maxn_edit(&edited.scenario.tree, players, *kind, *node, values);
            let before = edited.scenario.tree.clone();
            match edited.apply(&edit) {
                Ok(_) => {}
                Err(e) => {
                    prop_assert_eq!(&edited.scenario.tree, &before, "{:?} refused as {:?}", edit, e);
                    if let Edit::Vector { node, values } = &edit {
                        let leaf = before.node(*node).values().is_some();
                        let wrong = values.len() != players;
                        prop_assert!(wrong || !leaf, "{:?} refused as {:?}", edit, e);
                    }
                }
            }
            prop_assert_eq!(maxn_shown(&edited.scenario), maxn_shown(&reread(&edited.scenario)));
        }
        while edited.undo().is_some() {}
        prop_assert!(!edited.unsaved());
        prop_assert_eq!(format!("{:?}", maxn_trace(&edited.scenario)), original);
    }
}

/// A tree of 11 111 nodes: ten successors to a node, four levels, its
/// leaves numbered.
fn big() -> Scenario {
    fn node(depth: u32, next: &mut i32) -> String {
        if depth == 0 {
            *next += 1;
            return (*next % 19 - 9).to_string();
        }
        let kids: Vec<String> = (0..10).map(|_| node(depth - 1, next)).collect();
        format!("(children: [{}])", kids.join(", "))
    }
    let text = format!("Scenario(title: \"big\", tree: {})", node(4, &mut 0));
    Scenario::parse("big", "big.ron", &text).unwrap()
}

/// The undo history keeps what each edit changed, not a copy of
/// the tree: a hundred value edits on a tree of 11 111 nodes take less
/// than a copy of the tree would (about 150 bytes a node), and undoing
/// them all gives back the first tree exactly.
#[test]
fn the_undo_history_keeps_what_an_edit_changed_not_the_tree() {
    let s = big();
    assert_eq!(s.tree.len(), 11_111);
    let mut edited = Edited::new(s.clone());
    let leaves: Vec<NodeId> = (0..s.tree.len())
        .map(NodeId::at)
        .filter(|&n| s.tree.node(n).children.is_empty())
        .collect();
    for (i, &leaf) in leaves.iter().step_by(97).take(100).enumerate() {
        let value = Value::int(i as i32);
        edited.apply(&Edit::Value { node: leaf, value }).unwrap();
    }
    assert_eq!(edited.edits(), 100);
    let copy = s.tree.len() * std::mem::size_of::<gametree::game::tree::TreeNode>();
    assert!(
        edited.bytes() < copy / 10,
        "{} bytes, a copy {copy}",
        edited.bytes()
    );
    while edited.undo().is_some() {}
    assert_eq!(edited.scenario.tree, s.tree);
    assert!(!edited.unsaved());
    while edited.redo().is_some() {}
    assert_eq!(edited.edits(), 100);
}

/// Past its bound the history forgets the oldest edits, keeping the last
/// one always: undo then reaches back to the oldest edit kept, and the
/// tree first opened (written) is out of reach, so the edits are unsaved.
#[test]
fn past_its_bound_the_history_forgets_the_oldest_edits() {
    let s = big();
    let root = s.tree.root();
    let first = s.tree.node(root).children[0];
    // Each deletion near the root shifts most of the tree's indices: a
    // patch of thousands of nodes.
    let mut edited = Edited::within(s.clone(), 1 << 20);
    let mut trees = vec![s.tree.clone()];
    for _ in 0..4 {
        edited.apply(&Edit::Delete { node: first }).unwrap();
        trees.push(edited.scenario.tree.clone());
    }
    assert!(edited.forgotten() > 0, "{} bytes", edited.bytes());
    assert!(edited.bytes() <= edited.limit() || edited.edits() == 1);
    assert_eq!(edited.forgotten() + edited.edits(), 4);
    while edited.undo().is_some() {}
    assert_eq!(edited.scenario.tree, trees[edited.forgotten()]);
    assert!(edited.unsaved(), "the tree opened is out of reach");
    while edited.redo().is_some() {}
    assert_eq!(edited.scenario.tree, trees[4]);
}
