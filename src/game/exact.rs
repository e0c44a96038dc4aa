//! Whether every value a search of a tree can compute stays exact. A
//! chance node's sum Σ p·v needs a common denominator of its terms, and a
//! value keeps numerator and denominator within 32 bits (`value`), so a
//! tree whose sums could leave that range is refused when it loads, not
//! halfway through a search. The check is a bound, worked out from the
//! leaves up: every value a node can take (exact, or a bound alpha-beta
//! returns, which is a value from below it too) has a denominator that
//! divides `den` and a size of at most `size`.

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
#[derive(Clone, Copy, Default)]
struct Reach {
    /// A common denominator of all of them (a multiple of each one's).
    den: u64,
    /// The largest size |v| of a finite one.
    size: f64,
    plus_infinity: bool,
    minus_infinity: bool,
}

impl Reach {
    fn of(v: Value) -> Reach {
        Reach {
            den: v.denom().max(1) as u64,
            size: if v.is_finite() { v.to_f64().abs() } else { 0.0 },
            plus_infinity: v == Value::INFINITY,
            minus_infinity: v == Value::NEG_INFINITY,
        }
    }

    /// Either of two sets of values.
    fn or(self, other: Reach) -> Reach {
        Reach {
            den: lcm(self.den.max(1), other.den.max(1)),
            size: self.size.max(other.size),
            plus_infinity: self.plus_infinity || other.plus_infinity,
            minus_infinity: self.minus_infinity || other.minus_infinity,
        }
    }

    fn fits(&self) -> bool {
        let most = f64::from(Value::MAX_WHOLE);
        self.den <= Value::MAX_WHOLE as u64 && self.size * self.den as f64 <= most
    }
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
        let nodes = self.nodes();
        let mut reach = vec![Reach::default(); nodes.len()];
        // Parents come before their children: backwards, children first.
        for i in (0..nodes.len()).rev() {
            let n = &nodes[i];
            let own = n.static_value.map(Reach::of);
            let chance = n.player == Player::Chance || (min_is_chance && n.player == Player::Min);
            let below = match chance {
                true => self.mean_reach(NodeId::at(i), &reach)?,
                false => n.children.iter().map(|c| reach[c.index()]).reduce(Reach::or),
            };
            reach[i] = match (own, below) {
                (Some(a), Some(b)) => a.or(b),
                (a, b) => a.or(b).unwrap_or_default(),
            };
            if !reach[i].fits() {
                return Err(Inexact::TooFine { node: NodeId::at(i) });
            }
        }
        Ok(())
    }

    /// The values a chance node's weighted sums can take: denominators
    /// times the probabilities', sizes no more than the largest term.
    fn mean_reach(&self, node: NodeId, reach: &[Reach]) -> Result<Option<Reach>, Inexact> {
        let children = &self.node(node).children;
        let uniform = Value::fraction(1, children.len() as i64).unwrap_or_default();
        let mut sum: Option<Reach> = None;
        for &c in children {
            let p = self.node(c).probability.unwrap_or(uniform);
            let r = reach[c.index()];
            let term = Reach {
                den: r.den.max(1).saturating_mul(p.denom().max(1) as u64),
                ..r
            };
            sum = Some(sum.map_or(term, |s| s.or(term)));
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
        Ok(sum)
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
}
