//! The minimal tree (Knuth and Moore, 1975): the fewest static evaluations
//! with which any search proves that the root is worth v. Proving "at
//! least v" takes one successor of a MAX node and every successor of a
//! MIN node down to leaves worth at least v; "at most v" the mirror. The
//! two proofs meet in exactly one leaf, worth v, so the minimal tree has
//!
//! cost≥(root, v) + cost≤(root, v) − 1
//!
//! leaves, where cost≥ is 1 at a leaf worth at least v (else no proof),
//! the cheapest successor's at MAX and the sum over the successors at MIN,
//! and cost≤ the mirror. On a uniform tree of branching b and depth d it
//! is b^⌈d/2⌉ + b^⌊d/2⌋ − 1 (the slides' O(b^(m/2))). Alpha-beta attains it
//! under the equality rule, searching the cheapest proof first; the strict
//! rule cannot cut on a tie, and a tree with equal values may cost it more.
//! Two players only: a chance node's mean is no proof of either bound.

use super::Shape;
use crate::game::Player;
use crate::game::tree::{GameTree, NodeId};
use crate::search::Setup;
use crate::value::Value;

/// No proof: the bound does not hold there.
pub const NO_PROOF: u64 = u64::MAX;

/// The cost of proving each node at least v and at most v.
pub struct Costs {
    at_least: Vec<u64>,
    at_most: Vec<u64>,
}

impl Costs {
    /// The costs of every node the search reaches, for the root's value v.
    pub fn new(shape: &Shape, values: &[Option<Value>], v: Value) -> Costs {
        let n = shape.tree.len();
        let (mut at_least, mut at_most) = (vec![NO_PROOF; n], vec![NO_PROOF; n]);
        let one_if = |holds: bool| if holds { 1 } else { NO_PROOF };
        for i in (0..n).rev() {
            let Some(value) = values[i] else { continue };
            let node = NodeId::at(i);
            if shape.is_leaf(node) {
                (at_least[i], at_most[i]) = (one_if(value >= v), one_if(value <= v));
                continue;
            }
            let kids = &shape.tree.node(node).children;
            let cheapest = |costs: &[u64]| kids.iter().map(|c| costs[c.index()]).min().unwrap_or(NO_PROOF);
            let all = |costs: &[u64]| {
                kids.iter()
                    .fold(0u64, |sum, c| sum.saturating_add(costs[c.index()]))
            };
            (at_least[i], at_most[i]) = match shape.player(node) {
                Player::Max => (cheapest(&at_least), all(&at_most)),
                _ => (all(&at_least), cheapest(&at_most)),
            };
        }
        Costs { at_least, at_most }
    }

    /// What the player at a node would have its successor prove first:
    /// MAX the cheapest proof of at least v, MIN of at most v.
    pub fn of(&self, player: Player, n: NodeId) -> u64 {
        match player {
            Player::Max => self.at_least[n.index()],
            _ => self.at_most[n.index()],
        }
    }
}

/// Why there is no minimal tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoMinimal {
    /// A game searched live: no tree written out.
    Live,
    /// Chance nodes: a mean proves no bound.
    Chance,
    /// More than two players.
    Players,
}

/// The minimal tree of a tree searched with some settings.
#[derive(Clone, Debug, PartialEq)]
pub struct Minimal {
    /// The root's value it proves.
    pub value: Value,
    /// Its leaves: the fewest static evaluations that prove the value.
    pub evaluations: u64,
    /// Its leaves at each depth (the root at 0).
    pub by_depth: Vec<u64>,
}

/// The minimal tree of `tree` as a search set up as `setup` sees it (its
/// depth limit, quiescence); `None` on a tree with chance nodes or more
/// than two players, where it is not defined.
pub fn minimal(tree: &GameTree, setup: Setup) -> Option<Minimal> {
    let shape = Shape::new(tree, setup);
    if tree.is_empty() || !shape.two_players() {
        return None;
    }
    let values = shape.values();
    let value = values[0]?;
    let costs = Costs::new(&shape, &values, value);
    let mut leaves = vec![false; tree.len()];
    proof_leaves(&shape, &costs, Player::Max, &mut leaves);
    proof_leaves(&shape, &costs, Player::Min, &mut leaves);
    let mut by_depth = vec![0; tree.height() as usize + 1];
    for (i, _) in leaves.iter().enumerate().filter(|(_, l)| **l) {
        by_depth[tree.node(NodeId::at(i)).depth as usize] += 1;
    }
    let evaluations = by_depth.iter().sum();
    debug_assert_eq!(
        evaluations,
        costs.at_least[0] + costs.at_most[0] - 1,
        "the two proofs meet in one leaf"
    );
    Some(Minimal {
        value,
        evaluations,
        by_depth,
    })
}

/// Marks the leaves of the cheapest proof `bound` makes of the root's
/// value: MAX's proof of at least v (one successor at MAX, every one at
/// MIN), or MIN's of at most v.
fn proof_leaves(shape: &Shape, costs: &Costs, bound: Player, leaves: &mut [bool]) {
    let mut stack = vec![NodeId::ROOT];
    while let Some(n) = stack.pop() {
        if shape.is_leaf(n) {
            leaves[n.index()] = true;
            continue;
        }
        let kids = &shape.tree.node(n).children;
        match shape.player(n) == bound {
            true => stack.extend(kids.iter().min_by_key(|c| costs.of(bound, **c))),
            false => stack.extend(kids),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::Scenario;
    use crate::search::{Algorithm, Rule};

    fn of(spec: &str) -> Option<Minimal> {
        let s = Scenario::resolve(spec).unwrap();
        minimal(&s.tree, s.setup(Algorithm::AlphaBeta, None, Rule::Equality))
    }

    #[test]
    fn a_uniform_tree_needs_b_to_the_half_depth_twice_less_one() {
        // b = 3, d = 4: 3² + 3² − 1.
        for name in ["uniform-best-first", "uniform-worst-first"] {
            let m = of(name).unwrap();
            assert_eq!(m.evaluations, 17, "{name}");
            assert_eq!(m.by_depth, [0, 0, 0, 0, 17], "{name}");
            assert_eq!(m.value, Value::int(38));
        }
    }

    #[test]
    fn ties_count_once_under_the_equality_rule() {
        let m = of("[[3,3],[3,3]]").unwrap();
        assert_eq!(m.evaluations, 3);
        assert_eq!(m.by_depth, [0, 0, 3]);
    }

    #[test]
    fn not_defined_where_chance_decides() {
        assert_eq!(of("lecture-expectimax"), None);
        assert_eq!(of("lecture-maxn"), None);
    }

    #[test]
    fn a_single_leaf_is_its_own_proof() {
        let m = of("[5]").unwrap();
        assert_eq!(m.evaluations, 1);
    }

    #[test]
    fn the_strict_rule_pays_for_ties() {
        let s = Scenario::resolve("[[3,3],[3,3]]").unwrap();
        let proof = |rule| {
            let setup = Setup {
                order: crate::search::Order::Proof,
                ..s.setup(Algorithm::AlphaBeta, None, rule)
            };
            evaluations(&s.tree, setup)
        };
        assert_eq!((proof(Rule::Equality), proof(Rule::Strict)), (3, 4));
    }

    fn evaluations(tree: &GameTree, setup: Setup) -> u64 {
        let mut c = crate::record::search::Counters::default();
        crate::search::search(tree, &tree.root(), setup, &mut c);
        c.evaluations
    }

    mod brute_force {
        //! The minimal tree against the fewest evaluations alpha-beta makes
        //! in any order of the successors, found by trying every order.
        use super::*;
        use crate::game::tree::TreeNode;
        use proptest::prelude::*;

        #[derive(Clone, Debug)]
        enum T {
            Leaf(i32),
            Node(Vec<T>),
        }

        /// Trees of 4 to 12 leaves and depth up to 3, values close
        /// together for ties.
        fn small_tree() -> impl Strategy<Value = T> {
            let leaf = || (-3..4i32).prop_map(T::Leaf);
            let node = |inner: BoxedStrategy<T>| prop::collection::vec(inner, 1..4).prop_map(T::Node);
            let below = prop_oneof![1 => leaf(), 3 => node(leaf().boxed())].boxed();
            let middle = prop_oneof![1 => leaf(), 4 => node(below)].boxed();
            prop::collection::vec(middle, 2..4)
                .prop_map(T::Node)
                .prop_filter("4 to 12 leaves", |t| (4..=12).contains(&leaves(t)))
        }

        fn leaves(t: &T) -> usize {
            match t {
                T::Leaf(_) => 1,
                T::Node(c) => c.iter().map(leaves).sum(),
            }
        }

        /// The tree's nodes, parents first, MAX at the root.
        fn nodes(t: &T) -> Vec<TreeNode> {
            fn add(
                t: &T,
                parent: Option<NodeId>,
                player: Player,
                depth: u32,
                out: &mut Vec<TreeNode>,
            ) -> NodeId {
                let id = NodeId::at(out.len());
                out.push(TreeNode {
                    name: format!("n{}", out.len()).into(),
                    rare: None,
                    player,
                    static_value: match t {
                        T::Leaf(v) => Some(Value::int(*v)),
                        T::Node(_) => None,
                    },
                    active: false,
                    agent: None,
                    children: Box::default(),
                    parent,
                    depth,
                });
                if let T::Node(kids) = t {
                    let children: Vec<NodeId> = kids
                        .iter()
                        .map(|k| add(k, Some(id), player.opponent(), depth + 1, out))
                        .collect();
                    out[id.index()].children = children.into();
                }
                id
            }
            let mut out = Vec::new();
            add(t, None, Player::Max, 0, &mut out);
            out
        }

        fn permutations(items: &[NodeId]) -> Vec<Vec<NodeId>> {
            if items.len() <= 1 {
                return vec![items.to_vec()];
            }
            let mut out = Vec::new();
            for i in 0..items.len() {
                let mut rest = items.to_vec();
                let first = rest.remove(i);
                for mut p in permutations(&rest) {
                    p.insert(0, first);
                    out.push(p);
                }
            }
            out
        }

        /// Every order of every node's successors, as trees; `None` past
        /// `most` of them.
        fn every_order(nodes: &[TreeNode], most: usize) -> Option<Vec<GameTree>> {
            let inner: Vec<usize> = (0..nodes.len())
                .filter(|&i| nodes[i].children.len() > 1)
                .collect();
            let choices: Vec<Vec<Vec<NodeId>>> =
                inner.iter().map(|&i| permutations(&nodes[i].children)).collect();
            let count = choices.iter().try_fold(1usize, |n, c| n.checked_mul(c.len()))?;
            if count > most {
                return None;
            }
            let mut trees = Vec::with_capacity(count);
            for mut k in 0..count {
                let mut these = nodes.to_vec();
                for (j, &i) in inner.iter().enumerate() {
                    these[i].children = choices[j][k % choices[j].len()].clone().into();
                    k /= choices[j].len();
                }
                trees.push(GameTree::from_nodes(these));
            }
            Some(trees)
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(96))]

            #[test]
            fn no_order_beats_the_minimal_tree_and_the_cheapest_proof_first_attains_it(t in small_tree()) {
                let nodes = nodes(&t);
                let trees = every_order(&nodes, 20_000);
                prop_assume!(trees.is_some());
                let tree = GameTree::from_nodes(nodes);
                let setup = Setup::new(Algorithm::AlphaBeta);
                let m = minimal(&tree, setup).unwrap();
                let fewest = trees.unwrap().iter().map(|t| evaluations(t, setup)).min().unwrap();
                prop_assert_eq!(m.evaluations, fewest);
                let proof = Setup { order: crate::search::Order::Proof, ..setup };
                prop_assert_eq!(evaluations(&tree, proof), m.evaluations);
                prop_assert_eq!(m.by_depth.iter().sum::<u64>(), m.evaluations);
                // The strict rule never does better than the minimal tree.
                let strict = Setup { rule: crate::search::Rule::Strict, ..proof };
                prop_assert!(evaluations(&tree, strict) >= m.evaluations);
            }
        }
    }
}
