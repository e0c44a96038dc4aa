//! The one naming rule for the nodes a tree leaves unnamed,
//! for file, inline and random trees alike: inner nodes are lettered A,
//! B, C … level by level, left to right (after Z: AA, AB …); a leaf is
//! its parent's name and its number (E1, E2), as Bratko names d1 and d2;
//! below a named parent every child keeps that rule (`d` → `d1`, `W2` →
//! `W2.1`), so that a figure which names its inner nodes keeps its names.
//! Every name is unique: one already taken gets a prime (`E1'`).

use crate::game::tree::{NodeId, TreeNode};
pub use crate::record::naming::letters;
use compact_str::CompactString;
use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;
use std::collections::VecDeque;
use std::hash::BuildHasher;

/// A child's name after its parent's and its number from 1, with a dot
/// when the parent's name ends in a digit (`W2.1`, not `W21`).
fn numbered(parent: &str, index: usize) -> CompactString {
    let dot = if parent.ends_with(|c: char| c.is_ascii_digit()) {
        "."
    } else {
        ""
    };
    // Written, not formatted, and kept in the node when short: a file's
    // tree names millions of leaves.
    let mut digits = [0u8; 20];
    let (mut number, mut first) = (index + 1, digits.len());
    while number > 0 || first == digits.len() {
        first -= 1;
        digits[first] = b'0' + (number % 10) as u8;
        number /= 10;
    }
    let number = &digits[first..];
    let mut name = [0u8; 24];
    let len = parent.len() + dot.len() + number.len();
    if len > name.len() {
        let long = [parent.as_bytes(), dot.as_bytes(), number].concat();
        return CompactString::from_utf8(long).unwrap_or_default();
    }
    let (p, rest) = name.split_at_mut(parent.len());
    p.copy_from_slice(parent.as_bytes());
    let (d, rest) = rest.split_at_mut(dot.len());
    d.copy_from_slice(dot.as_bytes());
    rest[..number.len()].copy_from_slice(number);
    CompactString::from_utf8(&name[..len]).unwrap_or_default()
}

/// Names every node whose `given` flag is false; `nodes[0]` is the root
/// and parents come first. `taken` says whether the file gave a name;
/// `None` when it gave none (no node's name, no player's): the names the
/// rule makes are then unique by themselves (letters, or a leaf's
/// parent's letters and a number) and none is looked up.
pub fn name_unnamed(nodes: &mut [TreeNode], given: &[bool], taken: Option<&dyn Fn(&str) -> bool>) {
    if taken.is_none() && !given.contains(&true) {
        return name_every_node(nodes);
    }
    name_in_a_queue(nodes, given, taken);
}

/// `name_unnamed` for any tree: breadth first, each made name checked
/// against those taken.
fn name_in_a_queue(nodes: &mut [TreeNode], given: &[bool], taken: Option<&dyn Fn(&str) -> bool>) {
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

/// Names a tree of which no node is named: the rule's names are then
/// unique by themselves. As `name_unnamed` does, in one pass a level over
/// the inner nodes, each leaf named with its parent.
fn name_every_node(nodes: &mut [TreeNode]) {
    let mut next_letter = 0;
    let (mut level, mut below) = (vec![NodeId::ROOT], Vec::new());
    while !level.is_empty() {
        for &i in &level {
            // The root, a leaf or not, and every inner node: lettered.
            nodes[i.index()].name = letters(next_letter);
            next_letter += 1;
            for k in 0..nodes[i.index()].children.len() {
                let c = nodes[i.index()].children[k];
                match nodes[c.index()].children.is_empty() {
                    true => nodes[c.index()].name = numbered(&nodes[i.index()].name, k),
                    false => below.push(c),
                }
            }
        }
        std::mem::swap(&mut level, &mut below);
        below.clear();
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

#[cfg(test)]
mod tests {
    use super::{name_every_node, name_in_a_queue};
    use crate::scenario::Scenario;

    /// A tree that names no node is named in one pass a level as the
    /// queue names it.
    #[test]
    fn a_tree_naming_no_node_is_named_as_the_queue_names_it() {
        for spec in ["b3d4", "b1d6", "b5d2", "b2d7", "b4d3"] {
            for seed in 1..20 {
                let tree = Scenario::random(&format!("random:{spec}"), seed).unwrap().tree;
                let mut by_levels = tree.nodes().to_vec();
                let mut queued = by_levels.clone();
                let given = vec![false; queued.len()];
                name_every_node(&mut by_levels);
                name_in_a_queue(&mut queued, &given, None);
                assert_eq!(by_levels, queued, "random:{spec} seed {seed}");
            }
        }
    }
}
