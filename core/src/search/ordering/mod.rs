//! The ordering lab on a written-out tree (chapter 3, §3.3: "the
//! effectiveness of the alpha-beta procedure depends on the order in
//! which the nodes are built"): every node's minimax value as a search
//! with given settings sees it, the order of each node's successors under
//! each of the lab's orders, the minimal tree (`minimal`), and the static
//! evaluations of a search counted by depth (`depths`).
//!
//! An arrangement only reorders: every node keeps its name and its index
//! in the tree, so that a reordered search is about the same nodes.

pub mod depths;
pub mod minimal;

use super::setup::MAX_EXTENSION;
use super::{Algorithm, Order, Setup};
use crate::game::Player;
use crate::game::tree::{GameTree, NodeId};
use crate::value::Value;

/// How the search sees a written-out tree under some settings: which
/// nodes it reaches, which of those are its leaves, who moves at each.
pub struct Shape<'t> {
    pub tree: &'t GameTree,
    setup: Setup,
}

impl<'t> Shape<'t> {
    pub fn new(tree: &'t GameTree, setup: Setup) -> Shape<'t> {
        Shape { tree, setup }
    }

    /// Whether the search stops at `n` and evaluates it: the end of the
    /// game, or the depth limit where quiescence does not search on (as
    /// the searcher's `is_leaf`).
    pub fn is_leaf(&self, n: NodeId) -> bool {
        let node = self.tree.node(n);
        if node.children.is_empty() {
            return true;
        }
        let Some(limit) = self.setup.depth.filter(|&d| node.depth >= d) else {
            return false;
        };
        !(self.setup.quiescence && node.depth < limit + MAX_EXTENSION && node.active)
    }

    /// Who decides at `n` as the search sees it: expectimax takes MIN's
    /// nodes for chance nodes.
    pub fn player(&self, n: NodeId) -> Player {
        match self.tree.node(n).player {
            Player::Min if self.setup.algorithm == Algorithm::Expectimax => Player::Chance,
            p => p,
        }
    }

    /// The nodes the search can reach (every successor of a node it
    /// does not stop at), parents before children.
    pub fn reached(&self) -> Vec<bool> {
        let mut reached = vec![false; self.tree.len()];
        reached[0] = !self.tree.is_empty();
        for i in 0..self.tree.len() {
            let n = NodeId::at(i);
            if reached[i] && !self.is_leaf(n) {
                for c in &self.tree.node(n).children {
                    reached[c.index()] = true;
                }
            }
        }
        reached
    }

    /// Every reached node's minimax value (the weighted mean at a chance
    /// node), from MAX's point of view; `None` below the search's leaves.
    pub fn values(&self) -> Vec<Option<Value>> {
        let reached = self.reached();
        let mut values: Vec<Option<Value>> = vec![None; self.tree.len()];
        // Children come after their parents: backwards, they come first.
        for i in (0..self.tree.len()).rev() {
            if !reached[i] {
                continue;
            }
            let n = NodeId::at(i);
            let node = self.tree.node(n);
            values[i] = Some(match self.is_leaf(n) {
                true => node.static_value.unwrap_or_default(),
                false => {
                    let kids = node
                        .children
                        .iter()
                        .map(|c| values[c.index()].unwrap_or_default());
                    match self.player(n) {
                        Player::Max => kids.max().unwrap_or(Value::NEG_INFINITY),
                        Player::Min => kids.min().unwrap_or(Value::INFINITY),
                        Player::Chance => self.mean(n, &values),
                    }
                }
            });
        }
        values
    }

    /// A chance node's value: its successors' weighted by probability.
    fn mean(&self, n: NodeId, values: &[Option<Value>]) -> Value {
        let kids = &self.tree.node(n).children;
        let uniform = Value::fraction(1, kids.len() as i64).unwrap_or_default();
        kids.iter().fold(Value::ZERO, |sum, c| {
            let p = self.tree.node(*c).probability().unwrap_or(uniform);
            let v = values[c.index()].unwrap_or_default();
            // A sum that is no value was refused before this tree's search.
            sum.plus_weighted(p, v).unwrap_or_else(|_| sum + p * v)
        })
    }

    /// Whether the minimal tree and the proof order apply: two players
    /// taking turns, no chance node the search reaches, no vector leaves.
    pub fn two_players(&self) -> bool {
        let reached = self.reached();
        (0..self.tree.len()).all(|i| {
            let n = NodeId::at(i);
            !reached[i] || (self.player(n) != Player::Chance && self.tree.node(n).values().is_none())
        })
    }
}

/// Where each node goes among its siblings under an order: `rank[n]` is
/// node n's place (0 first). The searcher sorts a node's moves by it.
pub type Ranks = Vec<u32>;

/// The places every node of `tree` takes among its siblings when the
/// search set up as `setup` orders them by `setup.order`; `None` for the
/// orders the searcher applies itself (none, static).
pub fn arrange(tree: &GameTree, setup: Setup) -> Option<Ranks> {
    if !setup.order.needs_tree() || tree.is_empty() {
        return None;
    }
    let shape = Shape::new(tree, setup);
    let values = shape.values();
    let keys = Keys::new(&shape, setup.order, &values);
    let mut rank = vec![0; tree.len()];
    for i in 0..tree.len() {
        let n = NodeId::at(i);
        let mut kids = tree.node(n).children.clone();
        keys.sort(n, &mut kids);
        for (place, c) in kids.iter().enumerate() {
            rank[c.index()] = place as u32;
        }
    }
    Some(rank)
}

/// What an order sorts a node's successors by.
struct Keys<'a> {
    shape: &'a Shape<'a>,
    order: Order,
    values: &'a [Option<Value>],
    /// The proof order's costs of proving the root's value, ≥ and ≤.
    costs: Option<minimal::Costs>,
}

impl<'a> Keys<'a> {
    fn new(shape: &'a Shape<'a>, order: Order, values: &'a [Option<Value>]) -> Keys<'a> {
        let costs = (order == Order::Proof && shape.two_players())
            .then(|| values[0].map(|v| minimal::Costs::new(shape, values, v)))
            .flatten();
        Keys {
            shape,
            order,
            values,
            costs,
        }
    }

    /// Sorts the successors `kids` of `n` (stable: ties keep the order
    /// written).
    fn sort(&self, n: NodeId, kids: &mut [NodeId]) {
        let player = self.shape.player(n);
        // Chance nodes are never cut: their order changes nothing.
        if player == Player::Chance {
            return;
        }
        let value = |c: &NodeId| self.values[c.index()];
        let best = |a: &NodeId, b: &NodeId| super::setup::better_first(player, value(a), value(b));
        match self.order {
            Order::Best => kids.sort_by(best),
            Order::Worst => kids.sort_by(|a, b| best(b, a)),
            Order::Proof => match &self.costs {
                Some(costs) => {
                    kids.sort_by(|a, b| costs.of(player, *a).cmp(&costs.of(player, *b)).then(best(a, b)))
                }
                None => kids.sort_by(best),
            },
            Order::Shuffle(seed) => shuffle(kids, seed, n),
            Order::None | Order::Static => {}
        }
    }
}

/// A node's successors shuffled: Fisher and Yates's shuffle, drawn from
/// the seed and the node's index, so that each node's shuffle stays the
/// same whatever happens elsewhere in the tree.
fn shuffle(kids: &mut [NodeId], seed: u64, n: NodeId) {
    let mixed = seed ^ u64::from(n.0).wrapping_add(1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    let mut rng = crate::seeded::generator(mixed);
    for i in (1..kids.len()).rev() {
        let j = crate::seeded::draw(&mut rng, i as u64 + 1) as usize;
        kids.swap(i, j);
    }
}

/// Sorts moves by the places an arrangement gives the positions they
/// lead to (stable; a position it does not know goes last).
pub fn by_rank<T>(items: &mut [T], rank: &Ranks, place_of: impl Fn(&T) -> Option<NodeId>) {
    items.sort_by_key(|t| {
        place_of(t)
            .and_then(|n| rank.get(n.index()).copied())
            .unwrap_or(u32::MAX)
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::Scenario;

    fn tree(spec: &str) -> GameTree {
        Scenario::resolve(spec).unwrap().tree
    }

    fn order_of(tree: &GameTree, rank: &Ranks, n: NodeId) -> Vec<String> {
        let mut kids = tree.node(n).children.clone();
        kids.sort_by_key(|c| rank[c.index()]);
        kids.iter().map(|c| tree.node(*c).name.to_string()).collect()
    }

    #[test]
    fn best_first_puts_each_players_best_successor_first() {
        let t = tree("[[3,12,8],[2,4,6],[14,5,2]]");
        let setup = Setup {
            order: Order::Best,
            ..Setup::new(Algorithm::AlphaBeta)
        };
        let rank = arrange(&t, setup).unwrap();
        // MIN values 3, 2, 2: MAX takes 3 first; the ties keep their order.
        assert_eq!(order_of(&t, &rank, NodeId::ROOT), ["B", "C", "D"]);
        let third = t.find("D").unwrap();
        assert_eq!(order_of(&t, &rank, third), ["D3", "D2", "D1"]);
        let worst = arrange(
            &t,
            Setup {
                order: Order::Worst,
                ..setup
            },
        )
        .unwrap();
        assert_eq!(order_of(&t, &worst, third), ["D1", "D2", "D3"]);
    }

    #[test]
    fn a_shuffle_is_the_same_for_the_same_seed_and_moves_every_node() {
        let t = tree("uniform-best-first");
        let with = |seed| {
            let setup = Setup {
                order: Order::Shuffle(seed),
                ..Setup::new(Algorithm::AlphaBeta)
            };
            arrange(&t, setup).unwrap()
        };
        assert_eq!(with(7), with(7));
        assert_ne!(with(7), with(8));
        // Each node's successors are a permutation of their places.
        let rank = with(7);
        for node in t.nodes() {
            let mut places: Vec<u32> = node.children.iter().map(|c| rank[c.index()]).collect();
            places.sort();
            assert_eq!(places, (0..node.children.len() as u32).collect::<Vec<_>>());
        }
    }

    #[test]
    fn values_stop_at_the_depth_limit_and_take_its_static_values() {
        let s = Scenario::resolve("ordering-deepening").unwrap();
        let setup = Setup {
            depth: Some(1),
            ..Setup::new(Algorithm::Minimax)
        };
        let values = Shape::new(&s.tree, setup).values();
        let root = s.tree.node(NodeId::ROOT);
        let best = root
            .children
            .iter()
            .map(|c| s.tree.node(*c).static_value.unwrap())
            .max();
        assert_eq!(values[0], best);
        let grandchild = s.tree.node(root.children[0]).children[0];
        assert_eq!(values[grandchild.index()], None);
    }
}
