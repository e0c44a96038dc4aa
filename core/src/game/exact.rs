//! Whether every value a search of a tree can compute stays exact. A
//! chance node's sum Σ p·v needs a common denominator of its terms, and a
//! value keeps numerator and denominator within 32 bits (`value`), so a
//! tree whose sums could leave that range is refused when it loads, not
//! halfway through a search. The check is a bound, worked out from the
//! leaves up: every value a node can take (exact, or a bound alpha-beta
//! returns, which is a value from below it too) has a denominator that
//! divides one of `dens` and a size of at most `size`.

use super::Player;
use super::tree::{GameTree, NodeId};
use crate::value::Value;

/// Why a tree's values cannot be kept exact, at which node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Inexact {
    /// The sums below this chance node need fractions past 32 bits.
    TooFine { node: NodeId },
    /// One successor of this chance node can be worth +∞ and another -∞:
    /// their mean has no value.
    NoMean { node: NodeId },
}

/// What is known of the values a node can take.
#[derive(Clone, Default)]
struct Reach {
    /// Each value's denominator divides one of these. A MAX or MIN node
    /// takes one successor's value, so its list is the union of theirs;
    /// only a chance node's sum needs a common denominator of its terms.
    dens: Vec<u64>,
    /// The largest size |v| of a finite one.
    size: f64,
    plus_infinity: bool,
    minus_infinity: bool,
}

/// The longest list of denominators kept; past it, one common multiple
/// stands for them all (still a bound, only a coarser one).
const MOST_DENS: usize = 32;

impl Reach {
    fn of(v: Value) -> Reach {
        Reach {
            dens: vec![v.denom().max(1) as u64],
            size: if v.is_finite() { v.to_f64().abs() } else { 0.0 },
            plus_infinity: v == Value::INFINITY,
            minus_infinity: v == Value::NEG_INFINITY,
        }
    }

    /// Either of two sets of values.
    fn or(mut self, other: Reach) -> Reach {
        self.dens.extend(other.dens);
        Reach {
            dens: bounded(self.dens),
            size: self.size.max(other.size),
            plus_infinity: self.plus_infinity || other.plus_infinity,
            minus_infinity: self.minus_infinity || other.minus_infinity,
        }
    }

    fn fits(&self) -> bool {
        let most = Value::MAX_WHOLE as u64;
        let den = self.dens.iter().copied().max().unwrap_or(1);
        den <= most && self.size * den as f64 <= most as f64
    }
}

/// The list without repeats and without a denominator that divides
/// another; one common multiple when it is still too long.
fn bounded(mut dens: Vec<u64>) -> Vec<u64> {
    dens.sort_unstable();
    dens.dedup();
    let keep: Vec<u64> = dens
        .iter()
        .enumerate()
        .filter(|&(i, &d)| !dens[i + 1..].iter().any(|&e| e % d == 0))
        .map(|(_, &d)| d)
        .collect();
    match keep.len() > MOST_DENS {
        true => vec![lcm_all(&keep)],
        false => keep,
    }
}

fn lcm_all(dens: &[u64]) -> u64 {
    dens.iter().fold(1, |l, &d| lcm(l, d))
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The least common multiple, saturating (a saturated one fails `fits`).
fn lcm(a: u64, b: u64) -> u64 {
    (a / gcd(a, b)).saturating_mul(b)
}

impl GameTree {
    /// Checks that every value a search can compute on this tree is exact;
    /// `min_is_chance` for expectimax, which takes MIN's nodes for chance
    /// nodes with equally likely successors.
    pub fn check_exact(&self, min_is_chance: bool) -> Result<(), Inexact> {
        // Without a sum every value is a leaf's, which was read exactly.
        if !min_is_chance && !self.has_chance() {
            return Ok(());
        }
        let nodes = self.nodes();
        let mut reach = vec![Reach::default(); nodes.len()];
        // Parents come before their children: backwards, children first.
        for i in (0..nodes.len()).rev() {
            let n = &nodes[i];
            let own = n.static_value.map(Reach::of);
            let chance = n.player == Player::Chance || (min_is_chance && n.player == Player::Min);
            let below = match chance {
                true => self.mean_reach(NodeId::at(i), &reach)?,
                false => n
                    .children
                    .iter()
                    .map(|c| reach[c.index()].clone())
                    .reduce(Reach::or),
            };
            reach[i] = match (own, below) {
                (Some(a), Some(b)) => a.or(b),
                (a, b) => a.or(b).unwrap_or_default(),
            };
            if !reach[i].fits() {
                return Err(Inexact::TooFine { node: NodeId::at(i) });
            }
            // The successors' lists are no longer needed.
            for c in &n.children {
                reach[c.index()].dens = Vec::new();
            }
        }
        Ok(())
    }

    /// The values a chance node's weighted sums can take: for each choice
    /// of the successors' denominators, their common multiple times the
    /// probabilities'; sizes no more than the largest term.
    fn mean_reach(&self, node: NodeId, reach: &[Reach]) -> Result<Option<Reach>, Inexact> {
        let children = &self.node(node).children;
        if children.is_empty() {
            return Ok(None);
        }
        let uniform = Value::fraction(1, children.len() as i64).unwrap_or_default();
        let terms: Vec<Vec<u64>> = children
            .iter()
            .map(|&c| {
                let p = self.node(c).probability.unwrap_or(uniform).denom().max(1) as u64;
                reach[c.index()]
                    .dens
                    .iter()
                    .map(|&d| d.saturating_mul(p))
                    .collect()
            })
            .collect();
        // Every combination while they are few, else one common multiple.
        let combinations = terms
            .iter()
            .try_fold(1usize, |n, t| n.checked_mul(t.len().max(1)));
        let mut dens: Vec<u64> = vec![1];
        for t in &terms {
            dens = match combinations.is_some_and(|n| n <= MOST_DENS * MOST_DENS) {
                true => dens
                    .iter()
                    .flat_map(|&a| t.iter().map(move |&b| lcm(a, b)))
                    .collect(),
                false => vec![lcm(lcm_all(&dens), lcm_all(t))],
            };
        }
        let mut sum = Reach {
            dens: bounded(dens),
            ..Reach::default()
        };
        for &c in children {
            let r = &reach[c.index()];
            sum.size = sum.size.max(r.size);
            sum.plus_infinity |= r.plus_infinity;
            sum.minus_infinity |= r.minus_infinity;
        }
        // +∞ from one successor and -∞ from another: ∞ − ∞.
        let plus = children.iter().filter(|c| reach[c.index()].plus_infinity);
        let minus = |c: &&NodeId| reach[c.index()].minus_infinity;
        if plus
            .clone()
            .any(|p| children.iter().filter(minus).any(|m| m != p))
        {
            return Err(Inexact::NoMean { node });
        }
        Ok(Some(sum))
    }
}

#[cfg(test)]
mod tests {
    use crate::scenario::Scenario;

    fn tree(text: &str) -> crate::game::tree::GameTree {
        Scenario::parse("t", "t.ron", text).unwrap().tree
    }

    #[test]
    fn thirds_sevenths_and_sixths_stay_exact() {
        let t = tree(
            r#"Scenario(title: "t", tree: (children: [
                (player: Chance, children: [-14, -14, -14]),
                (player: Chance, children: [1, 2, 3, 4, 5, 6, 7]),
                (player: Chance, children: [(p: "1/2", value: 8), (p: "1/3", value: 24), (p: "1/6", value: -12)]),
            ]))"#,
        );
        assert_eq!(t.check_exact(false), Ok(()));
        assert_eq!(t.check_exact(true), Ok(()));
    }

    #[test]
    fn max_over_chance_nodes_of_coprime_denominators_stays_exact() {
        // Each value has a denominator near 1300; MAX takes one of them,
        // so their product (past 2^31) is never needed.
        let t = tree(
            r#"Scenario(title: "t", tree: (name: "R", children: [
                (player: Chance, children: [(p: "1/1301", value: 1), (p: "1300/1301", value: 2)]),
                (player: Chance, children: [(p: "1/1303", value: 1), (p: "1302/1303", value: 2)]),
                (player: Chance, children: [(p: "1/1307", value: 1), (p: "1306/1307", value: 2)]),
            ]))"#,
        );
        assert_eq!(t.check_exact(false), Ok(()));
    }

    #[test]
    fn a_chance_node_over_them_needs_their_product_and_is_refused() {
        // A mean of the three MAX values may need 1301 · 1303 · 1307.
        let text = r#"Scenario(title: "t", tree: (player: Chance, children: [
            (player: Max, children: [(player: Chance, children: [(p: "1/1301", value: 1), (p: "1300/1301", value: 2)]), 0]),
            (player: Max, children: [(player: Chance, children: [(p: "1/1303", value: 1), (p: "1302/1303", value: 2)]), 0]),
            (player: Max, children: [(player: Chance, children: [(p: "1/1307", value: 1), (p: "1306/1307", value: 2)]), 0]),
        ]))"#;
        assert!(Scenario::parse("t", "t.ron", text).is_err());
    }
}
