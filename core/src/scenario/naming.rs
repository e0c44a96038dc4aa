//! The one naming rule for the nodes a tree leaves unnamed,
//! for file, inline and random trees alike: inner nodes are lettered A,
//! B, C … level by level, left to right (after Z: AA, AB …); a leaf is
//! its parent's name and its number (E1, E2), as Bratko names d1 and d2;
//! below a named parent every child keeps that rule (`d` → `d1`, `W2` →
//! `W2.1`), so that a figure which names its inner nodes keeps its names.
//! Every name is unique: one already taken gets a prime (`E1'`).

use crate::game::tree::TreeNode;
pub use crate::record::naming::letters;
use std::collections::{HashSet, VecDeque};

/// A child's name after its parent's and its number from 1, with a dot
/// when the parent's name ends in a digit (`W2.1`, not `W21`).
fn numbered(parent: &str, index: usize) -> String {
    let dot = if parent.ends_with(|c: char| c.is_ascii_digit()) {
        "."
    } else {
        ""
    };
    format!("{parent}{dot}{}", index + 1)
}

/// Names every node whose `given` flag is false; `nodes[0]` is the root
/// and parents come first. `taken` says whether the file gave a name.
pub fn name_unnamed(nodes: &mut [TreeNode], given: &[bool], taken: &dyn Fn(&str) -> bool) {
    // The names made here, so that each new one is checked against them
    // at once (not against every node: a wide tree was quadratic).
    let mut made: HashSet<String> = HashSet::new();
    let used = |name: &str, made: &HashSet<String>| taken(name) || made.contains(name);
    let mut next_letter = 0;
    // Breadth first: level by level, left to right; each node with its
    // place among its parent's successors (looking it up was quadratic
    // in a node's successors).
    let mut queue = VecDeque::from([(0usize, 0usize)]);
    while let Some((i, index)) = queue.pop_front() {
        queue.extend(nodes[i].children.iter().enumerate().map(|(k, c)| (c.index(), k)));
        if given[i] {
            continue;
        }
        let parent = nodes[i].parent.map(|p| p.index());
        let from_parent = parent.filter(|&p| given[p] || nodes[i].children.is_empty());
        let name = match from_parent {
            Some(p) => {
                let mut name = numbered(&nodes[p].name, index);
                while used(&name, &made) {
                    name.push('\'');
                }
                name
            }
            None => loop {
                let name = letters(next_letter);
                next_letter += 1;
                if !used(&name, &made) {
                    break name;
                }
            },
        };
        made.insert(name.clone());
        nodes[i].name = name;
    }
}
