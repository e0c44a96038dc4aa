//! A scenario's tree edited in the tutor: a leaf's value, a
//! max^n vector, a chance edge's probability, an inner node's static
//! value; a successor moved among its siblings; a leaf added; a subtree
//! removed. Names are frozen: a node keeps its name however the tree
//! around it changes, and an added one gets a new name, so that "the same
//! node" of two recordings is the node of the same name (`same_step`).
//! The history of edits, with undo and redo, is `history.rs`.

mod blank;
mod history;
mod parse;

pub use blank::SHAPE;
pub use history::{Edited, HISTORY_BYTES};

use super::MOST_LEVELS;
use crate::game::Player;
use crate::game::tree::{GameTree, NodeId, Rare, TreeNode};
use crate::search::Setup;
use crate::search::ordering::Shape;
use crate::value::Value;
use std::collections::HashSet;

/// One edit of a tree, naming its node by index in the tree it applies to.
#[derive(Clone, Debug, PartialEq)]
pub enum Edit {
    /// A leaf's value, or an inner node's static `value:`.
    Value { node: NodeId, value: Value },
    /// An n-player leaf's vector.
    Vector { node: NodeId, values: Vec<Value> },
    /// The probability of a chance node's successor; the siblings rescale.
    Probability { node: NodeId, p: Value },
    /// One place to the left (`-1`) or right (`1`) among its siblings.
    Move { node: NodeId, by: Side },
    /// A leaf of value 0 after an inner node's successors; on a leaf, two,
    /// the leaf keeping its value as its static `value:`.
    Insert { node: NodeId },
    /// The node and everything below it.
    Delete { node: NodeId },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Left,
    Right,
}

/// Why an edit is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EditError {
    #[error("not a value: {text:?}")]
    NotAValue { text: String },
    /// A number too large or too fine to be a value (`1e999`).
    #[error("{text:?}: {why}")]
    Unkept {
        text: String,
        why: crate::value::NotAValue,
    },
    #[error("a vector of {players} values is needed")]
    VectorLength { players: usize },
    #[error("not a chance node's successor")]
    NoChanceParent,
    #[error("a probability is in (0, 1), or 1 for an only successor")]
    Probability,
    #[error("no sibling on that side")]
    NoSibling,
    #[error("the root stays")]
    Root,
    #[error("the values would not stay exact")]
    Inexact,
    /// A leaf added below the deepest level a scenario file holds, which
    /// no command could read back.
    #[error("a scenario file holds at most {most} levels, not {level}")]
    TooDeep { most: u32, level: u32 },
}

/// What an edit did, for the status line and the cursor.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Done {
    /// The node the edit is about, by name (the node removed, for a
    /// deletion).
    pub node: String,
    /// The node to select after it: the first new leaf after an insert,
    /// the parent after a deletion.
    pub select: String,
    /// The chance node's other successors were rescaled.
    pub rescaled: bool,
    /// The leaves an insert added, by name (two on a leaf).
    pub added: Vec<String>,
    /// How many nodes a deletion removed.
    pub removed: usize,
}

impl Edit {
    /// The tree after the edit, with what it did.
    pub fn apply(&self, tree: &GameTree) -> Result<(GameTree, Done), EditError> {
        let mut nodes = tree.nodes().to_vec();
        let name = |n: NodeId| tree.node(n).name.to_string();
        let done = |n: NodeId| Done {
            node: name(n),
            select: name(n),
            ..Done::default()
        };
        let done = match *self {
            Edit::Value { node, value } => {
                nodes[node.index()].static_value = Some(value);
                done(node)
            }
            Edit::Vector { node, ref values } => {
                let players = nodes[node.index()].values().map_or(0, Vec::len);
                if players != values.len() {
                    return Err(EditError::VectorLength { players });
                }
                nodes[node.index()].rare_mut().values = Some(values.clone());
                done(node)
            }
            Edit::Probability { node, p } => Done {
                rescaled: set_probability(&mut nodes, node, p)?,
                ..done(node)
            },
            Edit::Move { node, by } => {
                let parent = nodes[node.index()].parent.ok_or(EditError::Root)?;
                let kids = &mut nodes[parent.index()].children;
                let at = kids.iter().position(|&c| c == node).unwrap_or(0);
                let to = match by {
                    Side::Left => at.checked_sub(1),
                    Side::Right => Some(at + 1).filter(|&t| t < kids.len()),
                };
                kids.swap(at, to.ok_or(EditError::NoSibling)?);
                done(node)
            }
            Edit::Insert { node } => {
                // The new leaves' level, counted from 1 at the root.
                let level = tree.node(node).depth + 2;
                if level > MOST_LEVELS {
                    return Err(EditError::TooDeep {
                        most: MOST_LEVELS,
                        level,
                    });
                }
                let first = insert(tree, &mut nodes, node);
                Done {
                    select: nodes[first.index()].name.to_string(),
                    added: nodes[first.index()..]
                        .iter()
                        .map(|n| n.name.to_string())
                        .collect(),
                    ..done(node)
                }
            }
            Edit::Delete { node } => {
                let parent = tree.node(node).parent.ok_or(EditError::Root)?;
                nodes = delete(tree, nodes, node);
                Done {
                    select: name(parent),
                    removed: tree.len() - nodes.len(),
                    ..done(node)
                }
            }
        };
        // A sum the edit makes no value is refused by the search of the
        // edited tree, and the edit taken back.
        Ok((GameTree::from_nodes(nodes), done))
    }
}

/// Sets a chance successor's probability, the others rescaled to sum to
/// 1 with it (from equal shares where none was written); whether any was.
fn set_probability(nodes: &mut [TreeNode], node: NodeId, p: Value) -> Result<bool, EditError> {
    let parent = nodes[node.index()].parent.ok_or(EditError::NoChanceParent)?;
    if nodes[parent.index()].player != Player::Chance {
        return Err(EditError::NoChanceParent);
    }
    let kids = nodes[parent.index()].children.clone();
    let one = Value::int(1);
    let only = kids.len() == 1;
    // An only successor is certain; others leave their siblings a share.
    let fits = match only {
        true => p == one,
        false => p > Value::ZERO && p < one,
    };
    if !fits {
        return Err(EditError::Probability);
    }
    let equal = Value::fraction(1, kids.len() as i64).ok_or(EditError::Inexact)?;
    let share = |n: &TreeNode| n.probability().unwrap_or(equal);
    let others: Vec<NodeId> = kids.into_iter().filter(|&c| c != node).collect();
    let rest: Value = others.iter().map(|c| share(&nodes[c.index()])).sum();
    let left = one - p;
    for c in &others {
        let q = match rest == Value::ZERO {
            true => left.checked_div(Value::int(others.len() as i32)),
            false => share(&nodes[c.index()])
                .checked_mul(left)
                .and_then(|x| x.checked_div(rest)),
        };
        nodes[c.index()].rare_mut().probability = Some(q.ok_or(EditError::Inexact)?);
    }
    nodes[node.index()].rare_mut().probability = Some(p);
    Ok(!others.is_empty())
}

/// Adds a leaf of value 0 below an inner node, or turns a leaf into an
/// inner node with two such leaves (its value kept as its static value);
/// the first new leaf.
fn insert(tree: &GameTree, nodes: &mut Vec<TreeNode>, at: NodeId) -> NodeId {
    let leaf = tree.node(at).children.is_empty();
    // A max^n tree's new leaves get a vector, under an inner node too.
    let players = tree.nodes().iter().find_map(|n| n.values().map(Vec::len));
    if leaf && let Some(rare) = &mut nodes[at.index()].rare {
        rare.values = None;
    }
    let mut taken: HashSet<String> = nodes.iter().map(|n| n.name.to_string()).collect();
    let first = NodeId::at(nodes.len());
    for _ in 0..if leaf { 2 } else { 1 } {
        let parent = &nodes[at.index()];
        let depth = parent.depth + 1;
        let name = new_name(&parent.name, parent.children.len(), &mut taken);
        let chance_share = (parent.player == Player::Chance && tree_has_shares(nodes, at))
            .then(|| Value::fraction(1, parent.children.len() as i64 + 1));
        let child = TreeNode {
            name: name.into(),
            rare: Rare::boxed(None, None, players.map(|n| vec![Value::ZERO; n])),
            player: next_player(nodes, at),
            static_value: players.is_none().then_some(Value::ZERO),
            active: false,
            agent: players.map(|n| ((depth as usize) % n) as u8),
            children: Box::default(),
            parent: Some(at),
            depth,
        };
        let id = NodeId::at(nodes.len());
        nodes.push(child);
        let parent = &mut nodes[at.index()].children;
        *parent = [&parent[..], &[id]].concat().into();
        if let Some(Some(share)) = chance_share {
            rescale_for_new(nodes, at, id, share);
        }
    }
    first
}

/// Whether a chance node's successors have written probabilities.
fn tree_has_shares(nodes: &[TreeNode], at: NodeId) -> bool {
    nodes[at.index()]
        .children
        .iter()
        .any(|c| nodes[c.index()].probability().is_some())
}

/// A new successor of a chance node with written probabilities takes an
/// equal share `share`; the others keep their proportions.
fn rescale_for_new(nodes: &mut [TreeNode], at: NodeId, new: NodeId, share: Value) {
    let kept = Value::int(1) - share;
    for c in nodes[at.index()].children.clone() {
        let p = nodes[c.index()].probability();
        nodes[c.index()].rare_mut().probability = match c == new {
            true => Some(share),
            false => p.and_then(|p| p.checked_mul(kept)),
        };
    }
}

/// Who moves at a new successor of `at`: the other player, and below a
/// chance node the player who did not move above it (as a file's tree).
fn next_player(nodes: &[TreeNode], at: NodeId) -> Player {
    let mut up = Some(at);
    while let Some(n) = up {
        match nodes[n.index()].player {
            Player::Chance => up = nodes[n.index()].parent,
            p => return p.opponent(),
        }
    }
    Player::Max
}

/// The longest name an edit makes: past it a leaf's name after its
/// parent's (`A3.1.1.1…`, one level deeper each Insert) would fill the
/// message rows.
pub const MOST_MADE: usize = 8;

/// A name for the k-th successor (from 0) of the node named `parent`, as
/// a file's unnamed nodes get theirs ("d3", "W2.1"), unique; where that
/// would be longer than [`MOST_MADE`] characters, the first letters no
/// node has (as an inner node's made name: "AB").
fn new_name(parent: &str, k: usize, taken: &mut HashSet<String>) -> String {
    let sep = if parent.ends_with(|c: char| c.is_ascii_digit()) {
        "."
    } else {
        ""
    };
    let mut name = format!("{parent}{sep}{}", k + 1);
    while taken.contains(&name) {
        name.push('\'');
    }
    if name.chars().count() > MOST_MADE {
        name = (0..)
            .map(|n| crate::record::naming::letters(n).into_string())
            .find(|n| !taken.contains(n))
            .unwrap_or_default();
    }
    taken.insert(name.clone());
    name
}

/// The nodes without `gone`'s subtree, renumbered in the same order; a
/// parent left without successors keeps the value it had.
fn delete(tree: &GameTree, nodes: Vec<TreeNode>, gone: NodeId) -> Vec<TreeNode> {
    let parent = tree.node(gone).parent.unwrap_or(NodeId::ROOT);
    let mut out_of = vec![false; nodes.len()];
    out_of[gone.index()] = true;
    // Parents come before their children.
    for (i, n) in nodes.iter().enumerate() {
        if let Some(p) = n.parent {
            out_of[i] |= out_of[p.index()];
        }
    }
    let kept_value = backed_up(tree, parent);
    let mut new_id = vec![None; nodes.len()];
    let mut next = 0;
    for (i, gone) in out_of.iter().enumerate() {
        if !gone {
            new_id[i] = Some(NodeId::at(next));
            next += 1;
        }
    }
    let map = |n: NodeId| new_id[n.index()];
    let mut kept: Vec<TreeNode> = nodes
        .into_iter()
        .zip(&out_of)
        .filter(|(_, gone)| !**gone)
        .map(|(mut n, _)| {
            n.parent = n.parent.and_then(map);
            n.children = n.children.iter().filter_map(|&c| map(c)).collect();
            n
        })
        .collect();
    let p = &mut kept[map(parent).unwrap_or_default().index()];
    if p.children.is_empty() {
        match kept_value {
            Kept::Value(v) => p.static_value = p.static_value.or(Some(v)),
            Kept::Vector(v) => p.rare_mut().values = Some(v),
        }
    } else if p.player == Player::Chance {
        rescale_remaining(&mut kept, map(parent).unwrap_or_default());
    }
    kept
}

/// A node's value as a search of the whole tree backs it up.
enum Kept {
    Value(Value),
    Vector(Vec<Value>),
}

fn backed_up(tree: &GameTree, n: NodeId) -> Kept {
    if tree.node(n).values().is_some() || tree.node(n).agent.is_some() {
        return Kept::Vector(vector_of(tree, n));
    }
    let values = Shape::new(tree, Setup::new(crate::search::Algorithm::Minimax)).values();
    Kept::Value(values[n.index()].unwrap_or_default())
}

/// max^n's vector of a node: its leaf's, else its mover's best successor's
/// (the first of equals).
fn vector_of(tree: &GameTree, n: NodeId) -> Vec<Value> {
    let node = tree.node(n);
    if let Some(v) = node.values() {
        return v.clone();
    }
    let agent = usize::from(node.agent.unwrap_or(0));
    let mut best: Option<Vec<Value>> = None;
    for &c in &node.children {
        let v = vector_of(tree, c);
        if best.as_ref().is_none_or(|b| v.get(agent) > b.get(agent)) {
            best = Some(v);
        }
    }
    best.unwrap_or_default()
}

/// A chance node's written probabilities after a successor went: the
/// rest keep their proportions and sum to 1 again.
fn rescale_remaining(nodes: &mut [TreeNode], at: NodeId) {
    let kids = nodes[at.index()].children.clone();
    let sum: Value = kids.iter().filter_map(|c| nodes[c.index()].probability()).sum();
    if sum == Value::ZERO {
        return;
    }
    for c in kids {
        if let Some(rare) = &mut nodes[c.index()].rare {
            rare.probability = rare.probability.and_then(|p| p.checked_div(sum));
        }
    }
}
