//! What the tutor's `w` writes of an edited tree: every tree the editor
//! can make (values typed in the texts' notation, probabilities, moves,
//! leaves added down to the deepest level a file holds and past it,
//! subtrees removed) is written as a file that reads back to the same
//! tree, whose title says it was edited and from what, and whose note,
//! written of the tree before the edits, says so.

use super::common::random_trees::cases;
use super::properties::{T, scenario, tree_of_any_players};
use gametree::game::Player;
use gametree::game::tree::{GameTree, NodeId};
use gametree::scenario::edit::{Edit, EditError, Edited, Side};
use gametree::scenario::{MOST_LEVELS, Scenario, Text};
use gametree::words::Language;
use gametree::words::edited::{Origin, says_before, says_edited, written};
use proptest::prelude::*;

/// What `=` may be given, as a user types it.
const TYPED: [&str; 9] = ["7", "-4.5", "10/3", "0", "-1", "2.25", "-7/2", "100", "p 1/3"];

#[derive(Clone, Debug)]
struct Drawn {
    kind: u8,
    node: usize,
    typed: usize,
}

fn drawn() -> impl Strategy<Value = Drawn> {
    (0..8u8, any::<usize>(), 0..TYPED.len()).prop_map(|(kind, node, typed)| Drawn { kind, node, typed })
}

/// The deepest node of a tree (the first of the deepest).
fn deepest(tree: &GameTree) -> NodeId {
    let at = (0..tree.len()).max_by_key(|&i| (tree.node(NodeId::at(i)).depth, usize::MAX - i));
    NodeId::at(at.unwrap_or(0))
}

impl Drawn {
    /// The edit it draws; `None` where the text typed is no edit of that
    /// node (the tutor says why and changes nothing).
    fn edit(&self, tree: &GameTree) -> Option<Edit> {
        let node = NodeId::at(self.node % tree.len());
        Some(match self.kind {
            0 | 1 => Edit::from_text(tree, node, TYPED[self.typed]).ok()?,
            2 => Edit::Move { node, by: Side::Left },
            3 => Edit::Move {
                node,
                by: Side::Right,
            },
            4 => Edit::Insert { node },
            5 => Edit::Delete { node },
            // Down the deepest path, to the deepest level a file holds.
            _ => Edit::Insert { node: deepest(tree) },
        })
    }
}

/// A scenario with a title and a note in one language, as a file gives.
fn with_words(t: &T) -> Scenario {
    Scenario {
        title: Text::plain("A tree to edit"),
        note: Text::plain("alpha-beta needs 5 static evaluations instead of 8"),
        ..scenario(t, Player::Max)
    }
}

/// A tree node by node from the root, each with what it holds and how
/// many successors: the same for two trees that differ only in how their
/// nodes are numbered (a file's are in reading order).
fn shape(tree: &GameTree) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![tree.root()];
    while let Some(n) = stack.pop() {
        let node = tree.node(n);
        out.push(format!(
            "{} {:?} {:?} {:?} {:?} {} {:?} {:?} depth {} successors {}",
            node.name,
            node.move_label(),
            node.player,
            node.static_value,
            node.probability(),
            node.active,
            node.values(),
            node.agent,
            node.depth,
            node.children.len()
        ));
        stack.extend(node.children.iter().rev());
    }
    out
}

/// What `w` writes, read back as `check` and `open` read it.
fn written_and_read(edited: &Edited) -> (Scenario, Scenario) {
    let file = Origin::File("random.ron".into());
    let w = written(&edited.scenario, edited.changed(), &file);
    let back = Scenario::parse("random-edited", "random-edited.ron", &w.to_ron())
        .unwrap_or_else(|e| panic!("the written tree does not read back: {e}\n{}", w.to_ron()));
    (w, back)
}

fn assert_marked(w: &Scenario) {
    for l in Language::ALL {
        let title = w.title.in_language(l.tag());
        assert!(says_edited(title, l), "{l:?}: {title}");
        assert!(title.contains("random.ron"), "{l:?}: {title}");
        let note = w.note.in_language(l.tag());
        assert!(note.is_empty() || says_before(note, l), "{l:?}: {note}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(256)))]

    /// Every tree the editor can write reads back to the same tree, node
    /// for node, and says it was edited, with no note of the tree before
    /// left unmarked.
    #[test]
    fn every_tree_the_editor_can_write_reads_back_the_same_and_says_it_was_edited(
        t in tree_of_any_players(),
        edits in prop::collection::vec(drawn(), 1..50),
    ) {
        let mut edited = Edited::new(with_words(&t));
        for d in &edits {
            if let Some(edit) = d.edit(&edited.scenario.tree) {
                let _ = edited.apply(&edit);
            }
            let depth = edited.scenario.tree.nodes().iter().map(|n| n.depth).max();
            prop_assert!(depth.unwrap_or(0) < MOST_LEVELS);
        }
        let (w, back) = written_and_read(&edited);
        prop_assert_eq!(shape(&back.tree), shape(&edited.scenario.tree));
        if edited.changed() {
            assert_marked(&w);
            prop_assert_eq!(back.title.in_language("en"), w.title.in_language("en"));
        }
    }
}

/// Forty leaves added one under the other: the tree grows to the deepest
/// level a file holds, then the next insert is refused in words, and the
/// tree written reads back whole.
#[test]
fn inserts_past_the_deepest_level_a_file_holds_are_refused() {
    let mut edited = Edited::new(with_words(&T::Leaf(3)));
    let mut refused = 0;
    for _ in 0..40 {
        let node = deepest(&edited.scenario.tree);
        match edited.apply(&Edit::Insert { node }) {
            Ok(_) => {}
            Err(e) => {
                assert_eq!(e, EditError::TooDeep { most: 31, level: 32 });
                refused += 1;
            }
        }
    }
    assert_eq!(refused, 10);
    let levels = edited.scenario.tree.nodes().iter().map(|n| n.depth + 1).max();
    assert_eq!(levels, Some(MOST_LEVELS));
    let (w, back) = written_and_read(&edited);
    assert_eq!(shape(&back.tree), shape(&edited.scenario.tree));
    assert_marked(&w);
}
