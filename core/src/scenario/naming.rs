//! The one naming rule for the nodes a tree leaves unnamed,
//! for file, inline and random trees alike: inner nodes are lettered A,
//! B, C … level by level, left to right (after Z: AA, AB …); a leaf is
//! its parent's name and its number (E1, E2), as Bratko names d1 and d2;
//! below a named parent every child keeps that rule (`d` → `d1`, `W2` →
//! `W2.1`), so that a figure which names its inner nodes keeps its names.
//! Every name is unique: one already taken gets a prime (`E1'`).

use crate::game::tree::TreeNode;
pub use crate::record::naming::letters;
use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;
use std::collections::VecDeque;
use std::hash::BuildHasher;

/// A child's name after its parent's and its number from 1, with a dot
/// when the parent's name ends in a digit (`W2.1`, not `W21`).
fn numbered(parent: &str, index: usize) -> String {
    let dot = if parent.ends_with(|c: char| c.is_ascii_digit()) {
        "."
    } else {
        ""
    };
    // Pushed, not formatted, in one allocation: a file's tree names
    // millions of leaves.
    let number = index + 1;
    let digits = number.ilog10() as usize + 1;
    let mut name = String::with_capacity(parent.len() + dot.len() + digits);
    name.push_str(parent);
    name.push_str(dot);
    for place in (0..digits).rev() {
        let digit = number / 10usize.pow(place as u32) % 10;
        name.push(char::from(b'0' + digit as u8));
    }
    name
}

/// Names every node whose `given` flag is false; `nodes[0]` is the root
/// and parents come first. `taken` says whether the file gave a name;
/// `None` when it gave none (no node's name, no player's): the names the
/// rule makes are then unique by themselves (letters, or a leaf's
/// parent's letters and a number) and none is looked up.
pub fn name_unnamed(nodes: &mut [TreeNode], given: &[bool], taken: Option<&dyn Fn(&str) -> bool>) {
    // The names made here, so that each new one is checked against them
    // at once (not against every node: a wide tree was quadratic).
    let mut made = taken.map(|_| Made::with_capacity(nodes.len()));
    let used = |name: &str, made: &Option<Made>, nodes: &[TreeNode]| match (taken, made) {
        (Some(taken), Some(made)) => taken(name) || made.contains(nodes, name),
        _ => false,
    };
    let mut next_letter = 0;
    // Breadth first: level by level, left to right; each node with its
    // place among its parent's successors (looking it up was quadratic
    // in a node's successors).
    let mut queue = VecDeque::from([(0u32, 0u32)]);
    while let Some((i, index)) = queue.pop_front() {
        let (i, index) = (i as usize, index as usize);
        queue.extend(nodes[i].children.iter().enumerate().map(|(k, c)| (c.0, k as u32)));
        if given[i] {
            continue;
        }
        let parent = nodes[i].parent.map(|p| p.index());
        let from_parent = parent.filter(|&p| given[p] || nodes[i].children.is_empty());
        let name = match from_parent {
            Some(p) => {
                let mut name = numbered(&nodes[p].name, index);
                while used(&name, &made, nodes) {
                    name.push('\'');
                }
                name
            }
            None => loop {
                let name = letters(next_letter);
                next_letter += 1;
                if !used(&name, &made, nodes) {
                    break name;
                }
            },
        };
        nodes[i].name = name;
        if let Some(made) = &mut made {
            made.insert(nodes, i);
        }
    }
}

/// The nodes named so far, found by name: each entry is a node's index,
/// so that no name is kept twice (a file's tree has millions).
struct Made {
    table: HashTable<u32>,
    hasher: FxBuildHasher,
}

impl Made {
    fn with_capacity(n: usize) -> Made {
        Made {
            table: HashTable::with_capacity(n),
            hasher: FxBuildHasher,
        }
    }

    fn contains(&self, nodes: &[TreeNode], name: &str) -> bool {
        let hash = self.hasher.hash_one(name);
        self.table
            .find(hash, |&i| nodes[i as usize].name == name)
            .is_some()
    }

    /// Adds node `i`, named now.
    fn insert(&mut self, nodes: &[TreeNode], i: usize) {
        let hasher = self.hasher;
        let of = move |j: &u32| hasher.hash_one(nodes[*j as usize].name.as_str());
        let hash = hasher.hash_one(nodes[i].name.as_str());
        self.table.insert_unique(hash, i as u32, of);
    }
}
