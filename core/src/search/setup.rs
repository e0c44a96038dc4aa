//! The settings of a search: the algorithm, the depth limit, the pruning
//! rule, quiescence and the order of the moves.

use crate::game::{Named, Player, Unknown};
use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

/// The algorithms of the texts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    Minimax,
    AlphaBeta,
    /// Minimax where MIN nodes are chance nodes (the slides): the opponent
    /// moves at random, a chance node's value is the weighted mean.
    Expectimax,
    /// Minimax written so that every level maximises (section 6.3).
    Negamax,
    /// Alpha-beta to depth 1, 2, ..., re-ordering the moves after each
    /// iteration (chapter 3).
    IterativeDeepening,
}

impl Algorithm {
    /// The algorithms `stats --algo all` compares.
    pub const ALL: [Algorithm; 2] = [Algorithm::Minimax, Algorithm::AlphaBeta];

    /// The name used on the command line and in JSON.
    pub fn key(self) -> &'static str {
        match self {
            Algorithm::Minimax => "minimax",
            Algorithm::AlphaBeta => "alphabeta",
            Algorithm::Expectimax => "expectimax",
            Algorithm::Negamax => "negamax",
            Algorithm::IterativeDeepening => "id",
        }
    }
}

impl Algorithm {
    /// Whether the search cuts off, so that the pruning rule (strict or
    /// with equality) applies to it.
    pub fn prunes(self) -> bool {
        matches!(self, Algorithm::AlphaBeta | Algorithm::IterativeDeepening)
    }

    /// The name in words: "alpha-beta", "iterative deepening".
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::AlphaBeta => "alpha-beta",
            Algorithm::IterativeDeepening => "iterative deepening",
            other => other.key(),
        }
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Algorithm {
    type Err = Unknown;
    fn from_str(s: &str) -> Result<Self, Unknown> {
        match s {
            "minimax" => Ok(Algorithm::Minimax),
            "alphabeta" | "alpha-beta" => Ok(Algorithm::AlphaBeta),
            "expectimax" => Ok(Algorithm::Expectimax),
            "negamax" => Ok(Algorithm::Negamax),
            "id" | "iterative-deepening" => Ok(Algorithm::IterativeDeepening),
            _ => Err(Named::Algorithm.unknown(s)),
        }
    }
}

/// The pruning rule alpha-beta cuts by: the chapters' `v ≥ β` (equality)
/// or the course's `v > β` (strict).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Rule {
    #[default]
    Equality,
    Strict,
}

impl Rule {
    /// The other rule (the tutor's `s`).
    pub fn other(self) -> Rule {
        match self {
            Rule::Equality => Rule::Strict,
            Rule::Strict => Rule::Equality,
        }
    }
}

/// How far quiescence searches on below the depth limit at most.
pub const MAX_EXTENSION: u32 = 32;

/// The settings a search ran with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    pub algorithm: Algorithm,
    /// Depth limit N: nodes at depth N are evaluated statically.
    pub depth: Option<u32>,
    /// The pruning rule: cut on v ≥ β / v ≤ α, or (strict) only on
    /// v > β / v < α.
    pub rule: Rule,
    /// Quiescence: at the depth limit, active positions are searched on
    /// until they are quiet (chapter 3 and section 6.3).
    pub quiescence: bool,
    /// The order the moves are searched in: the game's, fixed ordering
    /// by the static estimate (chapter 3, the Kalah chapter), or one of
    /// the ordering lab's.
    pub order: Order,
}

impl Setup {
    /// The texts' defaults: no depth limit, cut on equality, no quiescence,
    /// the moves in the game's order.
    pub fn new(algorithm: Algorithm) -> Setup {
        Setup {
            algorithm,
            depth: None,
            rule: Rule::Equality,
            quiescence: false,
            order: Order::None,
        }
    }
}

/// How moves are ordered before the search. Fixed ordering (the chapter,
/// §3.3; the Kalah chapter) sorts the children of a node by their static
/// evaluation before they are searched (by the searcher, and by Kalah's
/// fast search), best first for MAX and worst first (for MAX) at MIN
/// nodes, so that good moves are found early and cut off the bad ones.
/// The ordering lab's orders read the whole written-out tree
/// (`search::ordering`): each node's successors by their minimax value,
/// best or worst first, the cheapest proof of the root's value first, or
/// shuffled from a seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Order {
    /// The game's own order (the tree as written).
    #[default]
    None,
    /// By the static evaluation of the child, best first for the player
    /// to move; equal children keep the game's order.
    Static,
    /// By the child's minimax value, best first for the player to move.
    Best,
    /// By the child's minimax value, worst first for the player to move.
    Worst,
    /// The cheapest proof first: the order in which alpha-beta evaluates
    /// only the minimal tree.
    Proof,
    /// Each node's successors shuffled, the same for the same seed.
    Shuffle(u64),
}

/// The seed of a shuffle written without one (`--order shuffle`).
pub const SHUFFLE_SEED: u64 = 1;

impl Order {
    /// The ordering lab's cycle (`O` in the tutor): as written, best
    /// first, worst first, the cheapest proof first, a shuffle.
    pub fn next_in_lab(self) -> Order {
        match self {
            Order::None | Order::Static => Order::Best,
            Order::Best => Order::Worst,
            Order::Worst => Order::Proof,
            Order::Proof => Order::Shuffle(SHUFFLE_SEED),
            Order::Shuffle(_) => Order::None,
        }
    }

    /// The orders the lab compares, as written first.
    pub fn lab(seed: u64) -> [Order; 5] {
        [
            Order::None,
            Order::Best,
            Order::Worst,
            Order::Proof,
            Order::Shuffle(seed),
        ]
    }

    /// Whether the order reads the whole tree (its minimax values), which
    /// only a written-out tree has.
    pub fn needs_tree(self) -> bool {
        matches!(
            self,
            Order::Best | Order::Worst | Order::Proof | Order::Shuffle(_)
        )
    }

    /// The order of a game searched live, which writes no tree out: an
    /// order that reads the whole tree is refused. Every command that
    /// searches a game asks here.
    pub fn for_game(self) -> Result<Order, Refusal> {
        match self.needs_tree() {
            true => Err(Refusal::OrderNeedsTree { order: self }),
            false => Ok(self),
        }
    }

    /// The name on the command line, without a shuffle's seed.
    pub fn key(self) -> &'static str {
        match self {
            Order::None => "none",
            Order::Static => "static",
            Order::Best => "best",
            Order::Worst => "worst",
            Order::Proof => "proof",
            Order::Shuffle(_) => "shuffle",
        }
    }

    /// Sorts `items` by their children's static values `value(item)` for
    /// `player`. Stable, so that both search paths order ties alike.
    pub fn sort<T, V: PartialOrd>(self, player: Player, items: &mut [T], value: impl Fn(&T) -> V) {
        if self == Order::Static {
            items.sort_by(|a, b| better_first(player, value(a), value(b)));
        }
    }
}

/// `best`, `shuffle:7`: as the command line and JSON write it.
impl fmt::Display for Order {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Order::Shuffle(seed) => write!(f, "shuffle:{seed}"),
            other => f.write_str(other.key()),
        }
    }
}

/// The comparison that puts the better child for `player` first.
pub fn better_first<V: PartialOrd>(player: Player, a: V, b: V) -> Ordering {
    let ord = a.partial_cmp(&b).unwrap_or(Ordering::Equal);
    match player {
        Player::Max => ord.reverse(),
        Player::Min => ord,
        // Chance is nobody's choice: keep the move order.
        Player::Chance => Ordering::Equal,
    }
}

impl FromStr for Order {
    type Err = Unknown;
    fn from_str(s: &str) -> Result<Order, Unknown> {
        match s {
            "none" => Ok(Order::None),
            "static" => Ok(Order::Static),
            "best" => Ok(Order::Best),
            "worst" => Ok(Order::Worst),
            "proof" => Ok(Order::Proof),
            "shuffle" => Ok(Order::Shuffle(SHUFFLE_SEED)),
            _ => s
                .strip_prefix("shuffle:")
                .and_then(|seed| seed.parse().ok())
                .map(Order::Shuffle)
                .ok_or_else(|| Named::Order.unknown(s)),
        }
    }
}

/// Why a search with these settings is not recorded on a tree or game.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum Refusal {
    /// A tree of more than two players is for max^n.
    #[error("{} players: max^n only", players.len())]
    Players { players: Vec<String> },
    /// Negamax assumes two players taking turns, no chance nodes.
    #[error("negamax on a tree with chance nodes")]
    NegamaxWithChance,
    /// The depth limit (or iterative deepening, which evaluates every
    /// level above it) makes this inner node a leaf, and it has no static
    /// value.
    #[error("no static value at node {node:?}, depth {depth}")]
    NoStaticValue {
        node: String,
        depth: u32,
        deepening: bool,
    },
    /// As `NoStaticValue`, in a course test file, whose values are its
    /// `evaluation` lines.
    #[error("no evaluation of state {state:?}, depth {depth}")]
    NoEvaluation { state: String, depth: u32 },
    /// A search without pruning would build up to `nodes` nodes, more than
    /// stepping through can bear.
    #[error("{algorithm} would build up to {nodes:e} nodes")]
    TooBig { algorithm: Algorithm, nodes: f64 },
    /// A weighted sum of a chance node (or of a MIN node, which expectimax
    /// takes for one) that is no value: its fraction past 32 bits, or ∞ − ∞.
    #[error("no value at {:?}: {:?}", .0.node, .0.sum)]
    Unshown(crate::record::search::UnshownSum),
    /// An order read off the whole tree (best first, ...) on a game
    /// searched live, which has no tree written out to read.
    #[error("order {order} needs a written-out tree")]
    OrderNeedsTree { order: Order },
}

impl Refusal {
    /// The recorded run, unless one of its weighted sums was no value:
    /// then the refusal that names it, and the run is never shown.
    pub fn unless_unshown(
        trace: crate::record::search::Trace,
    ) -> Result<crate::record::search::Trace, Refusal> {
        match trace.about.unshown.clone() {
            None => Ok(trace),
            Some(sum) => Err(Refusal::Unshown(sum)),
        }
    }
}
