//! What the algorithms share besides their arithmetic: recording each
//! step on its pseudocode line, the principal variation, how exact each
//! value is (the interval rule, [`Interval`]), the depth limit and the
//! order of the moves. The algorithm
//! files keep the texts' arithmetic (`v = max(v, …)`, `v ≥ β`,
//! `α = max(α, v)`) and call these beside it.

use super::setup::MAX_EXTENSION;
use super::setup::Rule;
use super::{Algorithm, Order, PvStep, Setup};
use crate::game::{Game, Player};
use crate::record::line::{Func, Line, Step};
use crate::record::search::{Bound, CutKind, Event, Exactness, NodeId, SearchNode, UnshownSum};
use crate::record::{NodeSpec, Recorder};
use crate::value::Value;
use std::collections::HashMap;

impl Player {
    /// The provisional value before any child is known: `v = -∞` at MAX,
    /// `v = +∞` at MIN, `v = 0` (an empty weighted sum) at a chance node.
    pub fn initial_value(self) -> Value {
        match self {
            Player::Max => Value::NEG_INFINITY,
            Player::Min => Value::INFINITY,
            Player::Chance => Value::ZERO,
        }
    }

    /// Whether `a` is better than `b` for this player (chance prefers nothing).
    pub fn prefers<V: PartialOrd>(self, a: V, b: V) -> bool {
        match self {
            Player::Max => a > b,
            Player::Min => a < b,
            Player::Chance => false,
        }
    }
}

/// Where the search is: a node and its depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct At {
    pub node: NodeId,
    pub depth: u32,
}

impl At {
    /// A child of this node, one level down.
    pub fn child(self, node: NodeId) -> At {
        At {
            node,
            depth: self.depth + 1,
        }
    }
}

/// The items with a key first, largest key first; the others after them.
/// Stable: equal keys keep their order.
fn best_first<T>(items: Vec<T>, keys: Vec<Option<Value>>) -> Vec<T> {
    let mut order: Vec<usize> = (0..items.len()).collect();
    order.sort_by(|&a, &b| keys[b].partial_cmp(&keys[a]).unwrap_or(std::cmp::Ordering::Equal));
    let mut slots: Vec<Option<T>> = items.into_iter().map(Some).collect();
    order.into_iter().filter_map(|k| slots[k].take()).collect()
}

/// A move with its index in the game's order.
pub type Indexed<M> = (usize, M);

/// The state and bookkeeping shared by the algorithms.
pub struct Searcher<'a, G: Game, R: Recorder<Event, SearchNode>> {
    pub game: &'a G,
    rec: &'a mut R,
    depth_limit: Option<u32>,
    /// The pruning rule: strict cuts only on v > β / v < α.
    pub rule: Rule,
    /// Expectimax: the opponent's (MIN) nodes are chance nodes.
    min_is_chance: bool,
    /// Negamax: every event is recorded on the negamax pseudocode's lines.
    negamax: bool,
    quiescence: bool,
    order: Order,
    /// The ordering lab's places of every node among its siblings, read
    /// off a written-out tree (`ordering::arrange`).
    ranks: Option<super::ordering::Ranks>,
    /// Whether some node was a leaf only because of the depth limit.
    pub hit_depth_limit: bool,
    /// Iterative deepening: the values the last iteration backed up, by
    /// path of move indices from the root, to order the moves.
    learned: Option<HashMap<Vec<u32>, Value>>,
    /// The move indices from the root to the node being searched.
    path: Vec<u32>,
    /// One frame per depth of the current path.
    frames: Vec<Frame>,
    /// What the values examined say of the node left last.
    last_left: Interval,
    /// The first weighted sum that was no value, and where.
    unshown: Option<UnshownSum>,
}

/// The interval rule (docs/algorithms.md): the values [low, high] a node
/// can still have given what the search examined below it. A leaf is
/// [v, v]; a successor a cut-off left out is [-∞, +∞]; MAX takes the
/// largest low and the largest high of all its successors, MIN the
/// smallest, a chance node the weighted sums.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Interval {
    pub low: Value,
    pub high: Value,
}

impl Interval {
    pub const ANY: Interval = Interval {
        low: Value::NEG_INFINITY,
        high: Value::INFINITY,
    };

    pub fn exactly(v: Value) -> Interval {
        Interval { low: v, high: v }
    }

    /// Before any successor is taken in: the empty maximum (-∞), the empty
    /// minimum (+∞), the empty sum (0).
    fn start(player: Player) -> Interval {
        Interval::exactly(player.initial_value())
    }

    /// The interval with a successor's taken in, `p` its probability at a
    /// chance node.
    fn with(self, player: Player, child: Interval, p: Value) -> Interval {
        match player {
            Player::Max => Interval {
                low: self.low.max(child.low),
                high: self.high.max(child.high),
            },
            Player::Min => Interval {
                low: self.low.min(child.low),
                high: self.high.min(child.high),
            },
            Player::Chance => {
                // As `Searcher::weighted` sums (a sum that is no value
                // stands as the nearest, in a run that is refused).
                let term = |sum: Value, v: Value| sum.plus_weighted(p, v).unwrap_or_else(|_| sum + p * v);
                Interval {
                    low: term(self.low, child.low),
                    high: term(self.high, child.high),
                }
            }
        }
    }

    /// How exact a value `v` the search returns is: exact when the
    /// interval is one value, else the end of it that `v` is. Fail-soft
    /// alpha-beta always returns an end (tests/engine/interval.rs checks it).
    pub fn exactness(self, v: Value) -> Exactness {
        debug_assert!(v == self.low || v == self.high, "{v:?} in {self:?}");
        match (self.low == self.high, v == self.low) {
            (true, _) => Exactness::Exact,
            (false, true) => Exactness::LowerBound,
            (false, false) => Exactness::UpperBound,
        }
    }
}

/// What the search knows about the node it is searching at one depth.
#[derive(Clone)]
struct Frame {
    player: Player,
    /// The best line found below this node so far (a triangular PV table).
    pv: Vec<PvStep>,
    /// The interval of the node's successors taken in so far.
    known: Interval,
}

impl<'a, G: Game, R: Recorder<Event, SearchNode>> Searcher<'a, G, R> {
    pub fn new(game: &'a G, setup: Setup, rec: &'a mut R) -> Self {
        Searcher {
            game,
            rec,
            depth_limit: setup.depth,
            rule: setup.rule,
            min_is_chance: setup.algorithm == Algorithm::Expectimax,
            negamax: setup.algorithm == Algorithm::Negamax,
            quiescence: setup.quiescence,
            order: setup.order,
            ranks: game
                .written_tree()
                .and_then(|t| super::ordering::arrange(t, setup)),
            hit_depth_limit: false,
            learned: (setup.algorithm == Algorithm::IterativeDeepening).then(Default::default),
            path: Vec::new(),
            frames: Vec::new(),
            last_left: Interval::ANY,
            unshown: None,
        }
    }

    /// The pseudocode line of `step` at a node of `player`.
    fn line(&self, player: Player, step: Step) -> Line {
        let func = match (self.negamax, step) {
            (true, _) => Func::Negamax,
            (false, Step::Call | Step::Leaf) => Func::Value,
            (false, _) => return Line::of(player, step),
        };
        Line::new(func, step)
    }

    fn record(&mut self, player: Player, step: Step, event: Event) {
        let line = self.line(player, step);
        self.rec.record(line, event);
    }

    /// Sets the depth limit (iterative deepening changes it each iteration).
    pub fn set_depth_limit(&mut self, depth: Option<u32>) {
        self.depth_limit = depth;
    }

    /// `for depth in 1, 2, ..., N`: an iteration of iterative deepening.
    pub fn iteration(&mut self, depth: u32) {
        let line = Line::new(Func::Deepening, Step::Loop);
        self.rec.record(line, Event::Iteration { depth });
    }

    /// Who decides at `pos`, as this algorithm sees it.
    pub fn player(&self, pos: &G::Position) -> Player {
        match self.game.player(pos) {
            Player::Min if self.min_is_chance => Player::Chance,
            p => p,
        }
    }

    /// The root of a search (one per iteration of iterative deepening).
    pub fn add_root(&mut self, pos: &G::Position) -> At {
        let (game, player) = (self.game, self.player(pos));
        let node = self.rec.add_node(None, || NodeSpec {
            move_index: 0,
            depth: 0,
            origin: game.position_id(pos),
            label: "".into(),
            name: game.node_name(pos),
            data: SearchNode {
                player,
                examined: true,
            },
        });
        At { node, depth: 0 }
    }

    /// `def value(state)`: a node is entered; returns the player to move.
    pub fn enter(&mut self, at: At, pos: &G::Position) -> Player {
        let player = self.player(pos);
        let d = at.depth as usize;
        let known = Interval::start(player);
        match self.frames.get_mut(d) {
            // The line's memory is kept for the next node at this depth.
            Some(f) => {
                (f.player, f.known) = (player, known);
                f.pv.clear();
            }
            None => self.frames.push(Frame {
                player,
                pv: Vec::new(),
                known,
            }),
        }
        self.path.truncate(d);
        self.record(player, Step::Call, Event::Enter { node: at.node });
        player
    }

    /// Leaves of the search tree: the end of the game, or the depth limit N
    /// (with quiescence: only where the position is quiet).
    pub fn is_leaf(&mut self, at: At, pos: &G::Position) -> bool {
        if self.game.is_terminal(pos) {
            return true;
        }
        let Some(limit) = self.depth_limit.filter(|&d| at.depth >= d) else {
            return false;
        };
        if self.quiescence && at.depth < limit + MAX_EXTENSION && !self.game.is_quiet(pos) {
            let player = self.player(pos);
            self.record(player, Step::Leaf, Event::Quiescence { node: at.node });
            return false;
        }
        self.hit_depth_limit = true;
        true
    }

    /// The moves at `pos` with their indices in the game's order; with
    /// fixed ordering sorted by the static estimate of where they lead, in
    /// the ordering lab's orders by their places, and under iterative
    /// deepening by the last iteration's values, best first.
    pub fn moves(&self, pos: &G::Position) -> Vec<Indexed<G::Move>> {
        let mut moves: Vec<Indexed<G::Move>> = self.game.moves(pos).into_iter().enumerate().collect();
        let player = self.player(pos);
        // Chance nodes are never cut, so their order does not matter.
        if player == Player::Chance {
            return moves;
        }
        let sign = |v: Value| if player == Player::Min { -v } else { v };
        if self.order == Order::Static {
            // A position without an estimate keeps its place after the others.
            let estimate = |mv: &G::Move| self.game.estimate(&self.game.play(pos, mv));
            let keys = moves.iter().map(|(_, mv)| estimate(mv).map(sign)).collect();
            moves = best_first(moves, keys);
        }
        if let Some(ranks) = self.ranks.as_ref() {
            let place = |(_, mv): &Indexed<G::Move>| self.game.position_id(&self.game.play(pos, mv));
            super::ordering::by_rank(&mut moves, ranks, place);
        }
        if let Some(learned) = self.learned.as_ref() {
            let mut path = self.path.clone();
            let mut key = |i: usize| {
                path.push(i as u32);
                let v = learned.get(&path).copied().map(sign);
                path.pop();
                v
            };
            let keys = moves.iter().map(|(i, _)| key(*i)).collect();
            moves = best_first(moves, keys);
        }
        moves
    }

    /// `return eval(state)`: the static evaluation of a leaf, from MAX's
    /// point of view.
    pub fn evaluate(&mut self, at: At, pos: &G::Position) -> Value {
        let value = self.game.evaluate(pos);
        let player = self.player(pos);
        self.record(player, Step::Leaf, Event::Evaluate { node: at.node, value });
        self.left(at, value, Interval::exactly(value), Step::Leaf);
        value
    }

    /// `v = -∞` (MIN: `v = +∞`, chance: `v = 0`): the node is not a leaf,
    /// so its player's function starts.
    pub fn init(&mut self, at: At) {
        let player = self.frames[at.depth as usize].player;
        self.record(player, Step::Init, Event::Init { node: at.node });
    }

    /// The cut-off test ran and did not fire.
    pub fn no_cutoff(&mut self, at: At) {
        let player = self.frames[at.depth as usize].player;
        self.record(player, Step::CutTest, Event::NoCutoff { node: at.node });
    }

    /// `for succ in successor(state)`: builds the child reached by a move.
    pub fn generate(&mut self, at: At, pos: &G::Position, (i, mv): &Indexed<G::Move>) -> (At, G::Position) {
        let succ = self.game.play(pos, mv);
        let child = self.add_child(at, pos, &succ, (*i, mv), true);
        self.path.truncate(at.depth as usize);
        self.path.push(*i as u32);
        let player = self.player(pos);
        self.record(player, Step::Loop, Event::Generate { child });
        (at.child(child), succ)
    }

    fn add_child(
        &mut self,
        at: At,
        pos: &G::Position,
        succ: &G::Position,
        (i, mv): (usize, &G::Move),
        examined: bool,
    ) -> NodeId {
        let (game, player) = (self.game, self.player(succ));
        self.rec.add_node(Some(at.node), || NodeSpec {
            move_index: i as u32,
            depth: at.depth + 1,
            origin: game.position_id(succ),
            label: game.move_word(pos, mv),
            name: game.node_name(succ),
            data: SearchNode { player, examined },
        })
    }

    /// `v = max(v, value(succ))` (or min) changed the provisional value to
    /// what `child` returned.
    pub fn provisional(&mut self, at: At, child: At) {
        let d = at.depth as usize;
        let player = self.frames[d].player;
        self.record(
            player,
            Step::Update,
            Event::Provisional {
                node: at.node,
                child: child.node,
            },
        );
        let (here, below) = self.frames.split_at_mut(d + 1);
        let frame = &mut here[d];
        frame.pv.clear();
        frame.pv.push(PvStep {
            node: child.node,
            move_index: *self.path.get(d).unwrap_or(&0),
        });
        if let Some(rest) = below.first() {
            frame.pv.extend_from_slice(&rest.pv);
        }
    }

    /// `v += p · value(succ)` at a chance node: the weighted sum is now
    /// `new`. No principal variation goes through chance.
    pub fn accumulate(&mut self, at: At, p: Value, new: Value) {
        let event = Event::Accumulate {
            node: at.node,
            p,
            new,
        };
        let frame = &mut self.frames[at.depth as usize];
        frame.known = frame.known.with(Player::Chance, self.last_left, p);
        self.record(Player::Chance, Step::Update, event);
    }

    /// `sum + p·v` at the chance node of `state`, exactly; a sum that is
    /// no value is noted (the first one, with the node's name) and stands
    /// as the nearest value, so that the search goes on to its end.
    pub fn weighted(&mut self, state: &G::Position, sum: Value, p: Value, v: Value) -> Value {
        sum.plus_weighted(p, v).unwrap_or_else(|unshown| {
            if self.unshown.is_none() {
                self.unshown = Some(UnshownSum {
                    node: self.game.position_name(state).unwrap_or_default(),
                    sum: unshown,
                    of_min: self.game.player(state) != Player::Chance,
                });
            }
            sum + p * v
        })
    }

    /// The probability of a move at a chance node with `n` moves.
    pub fn probability(&self, pos: &G::Position, mv: &G::Move, n: usize) -> Value {
        self.game
            .probability(pos, mv)
            .unwrap_or_else(|| Value::fraction(1, n as i64).unwrap_or_default())
    }

    /// `α = max(α, v)` at MAX, `β = min(β, v)` at MIN changed the bound of
    /// the window from `old` to the provisional value.
    pub fn narrow(&mut self, at: At, bound: Bound, old: Value) {
        let player = self.frames[at.depth as usize].player;
        self.record(
            player,
            Step::Bound,
            Event::WindowChange {
                node: at.node,
                bound,
                old,
            },
        );
    }

    /// `if v ≥ β: return v` (at MIN `if v ≤ α`) fired: records the cut-off
    /// with the moves of `rest`, left unexamined, and leaves the node with v.
    pub fn cutoff(&mut self, at: At, pos: &G::Position, v: Value, rest: &[Indexed<G::Move>]) -> Value {
        let player = self.frames[at.depth as usize].player;
        let kind = CutKind::at(player);
        let (children, nodes) = self.unexamined(at, pos, rest);
        let event = Event::Cutoff {
            at: at.node,
            kind,
            children,
            nodes,
        };
        self.record(player, Step::CutTest, event);
        // The successors left out could be worth anything.
        let frame = &mut self.frames[at.depth as usize];
        if !rest.is_empty() {
            frame.known = frame.known.with(player, Interval::ANY, Value::ZERO);
        }
        let known = frame.known;
        self.left(at, v, known, Step::CutTest);
        v
    }

    /// Registers the moves of `rest` as unexamined children; returns how
    /// many there are and how many nodes lie in their subtrees.
    fn unexamined(&mut self, at: At, pos: &G::Position, rest: &[Indexed<G::Move>]) -> (u32, u64) {
        let depth_left = self.depth_limit.map(|d| d.saturating_sub(at.depth + 1));
        let mut nodes = 0;
        for (i, mv) in rest {
            let succ = self.game.play(pos, mv);
            self.add_child(at, pos, &succ, (*i, mv), false);
            nodes += self.game.subtree_size(&succ, depth_left).unwrap_or(1);
        }
        (rest.len() as u32, nodes)
    }

    /// `return v`: the node is left with its value `v` (from MAX's point of
    /// view), exact or a bound, as the interval rule says.
    pub fn leave(&mut self, at: At, v: Value) -> Value {
        let known = self.frames[at.depth as usize].known;
        self.left(at, v, known, Step::Return);
        v
    }

    /// Records the leaving of a node with its interval, whose end `v` is.
    fn left(&mut self, at: At, v: Value, known: Interval, step: Step) {
        let d = at.depth as usize;
        let player = self.frames[d].player;
        let exactness = known.exactness(v);
        self.last_left = known;
        // A chance node takes it in with its probability (`accumulate`).
        if let Some(parent) = d.checked_sub(1).map(|p| &mut self.frames[p])
            && parent.player != Player::Chance
        {
            parent.known = parent.known.with(parent.player, known, Value::ZERO);
        }
        if let Some(learned) = self.learned.as_mut() {
            learned.insert(self.path[..d].to_vec(), v);
        }
        self.record(
            player,
            step,
            Event::Leave {
                node: at.node,
                exactness,
            },
        );
    }

    /// The search from `root` is over with `value`.
    pub(super) fn finish(&mut self, root: At, value: Value) -> super::Outcome {
        let pv = self.frames.first().map(|f| f.pv.clone()).unwrap_or_default();
        // Iterative deepening returns from its loop; the others from value.
        let func = match self.learned {
            Some(_) => Func::Deepening,
            None => Func::Value,
        };
        self.rec
            .record(Line::new(func, Step::End), Event::End { root: root.node });
        super::Outcome {
            value,
            pv,
            unshown: self.unshown.take(),
            cut_by_depth: self.hit_depth_limit,
        }
    }
}
