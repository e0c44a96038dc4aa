//! The bookkeeping the algorithms share: recording events, the principal
//! variation, what is known about the exactness of each value. The
//! algorithms themselves stay as short as the texts' pseudocode.

use super::setup::MAX_EXTENSION;
use super::{Algorithm, PvStep, cut_bound};
use crate::game::{Game, Player};
use crate::record::line::{Func, Line, Step};
use crate::record::search::{Bound, Event, Exactness, NodeId, NodeSpec, Recorder, Unexamined, Window};
use crate::search::Order;
use crate::search::Setup;
use crate::value::Value;

impl Player {
    /// The provisional value before any child is known: `v = -∞` at MAX,
    /// `v = +∞` at MIN, `v = 0` (an empty weighted sum) at a chance node.
    pub fn initial_value(self) -> Value {
        match self {
            Player::Max => f64::NEG_INFINITY,
            Player::Min => f64::INFINITY,
            Player::Chance => 0.0,
        }
    }

    /// The kind of bound a value is when the player's node could not see
    /// everything below it: at most v at MAX (its children failed low), at
    /// least v at MIN.
    pub fn bound_kind_below(self) -> Exactness {
        match self {
            Player::Max => Exactness::UpperBound,
            Player::Min => Exactness::LowerBound,
            Player::Chance => Exactness::Exact,
        }
    }

    /// Whether `a` is better than `b` for this player (chance prefers nothing).
    pub fn prefers(self, a: Value, b: Value) -> bool {
        match self {
            Player::Max => a > b,
            Player::Min => a < b,
            Player::Chance => false,
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

/// The state and bookkeeping shared by the algorithms.
pub struct Searcher<'a, G: Game, R: Recorder> {
    pub game: &'a G,
    rec: &'a mut R,
    depth_limit: Option<u32>,
    pub strict: bool,
    /// Expectimax: the opponent's (MIN) nodes are chance nodes.
    min_is_chance: bool,
    /// Negamax: every event is recorded on the negamax pseudocode's lines.
    negamax: bool,
    quiescence: bool,
    order: Order,
    /// Whether some node was a leaf only because of the depth limit.
    pub hit_depth_limit: bool,
    /// Iterative deepening: the values the last iteration backed up, by
    /// path of move indices from the root, to order the moves.
    learned: Option<std::collections::HashMap<Vec<u32>, Value>>,
    /// The move indices from the root to the node being searched.
    path: Vec<u32>,
    /// One frame per depth of the current path.
    frames: Vec<Frame>,
    /// How exact the value of the node left last is.
    last_left: Exactness,
}

/// What the search knows about the node it is searching at one depth.
#[derive(Clone, Default)]
struct Frame {
    /// The best line found below this node so far (a triangular PV table).
    pv: Vec<PvStep>,
    /// How exact the value of the child that gave the provisional value is.
    best: Option<Exactness>,
    /// Whether every child's true value is at most (MAX) / at least (MIN)
    /// the value it reported, so that it cannot beat the provisional value.
    all_within: bool,
}

impl<'a, G: Game, R: Recorder> Searcher<'a, G, R> {
    pub fn new(game: &'a G, setup: Setup, rec: &'a mut R) -> Self {
        Searcher {
            game,
            rec,
            depth_limit: setup.depth,
            strict: setup.strict,
            min_is_chance: setup.algorithm == Algorithm::Expectimax,
            negamax: setup.algorithm == Algorithm::Negamax,
            quiescence: setup.quiescence,
            order: setup.order,
            hit_depth_limit: false,
            learned: (setup.algorithm == Algorithm::IterativeDeepening).then(Default::default),
            path: Vec::new(),
            frames: Vec::new(),
            last_left: Exactness::Exact,
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

    /// Sets the depth limit (iterative deepening changes it each iteration).
    pub fn set_depth_limit(&mut self, depth: Option<u32>) {
        self.depth_limit = depth;
    }

    pub fn record(&mut self, event: Event) {
        self.rec.record(Line::new(Func::Deepening, Step::Loop), event);
    }

    /// Who decides at `pos`, as this algorithm sees it.
    pub fn player(&self, pos: &G::Position) -> Player {
        match self.game.player(pos) {
            Player::Min if self.min_is_chance => Player::Chance,
            p => p,
        }
    }

    pub fn add_root(&mut self, pos: &G::Position) -> NodeId {
        let (game, player) = (self.game, self.player(pos));
        self.rec.add_node(None, || NodeSpec {
            move_index: 0,
            depth: 0,
            player,
            origin: game.position_id(pos),
            examined: true,
            label: String::new(),
            name: Some(game.position_name(pos).unwrap_or_else(|| "root".into())),
        })
    }

    /// `def value(state)`: a node is entered; returns the player to move.
    pub fn enter(&mut self, node: NodeId, pos: &G::Position, depth: u32, window: Option<Window>) -> Player {
        let player = self.player(pos);
        let d = depth as usize;
        if self.frames.len() <= d {
            self.frames.resize(d + 1, Frame::default());
        }
        let frame = &mut self.frames[d];
        frame.pv.clear();
        frame.best = None;
        frame.all_within = true;
        self.path.truncate(d);
        let event = Event::Enter {
            node,
            depth,
            player,
            window,
        };
        self.rec.record(self.line(player, Step::Call), event);
        player
    }

    /// Leaves of the search tree: the end of the game, or the depth limit N
    /// (with quiescence: only where the position is quiet).
    pub fn is_leaf(&mut self, node: NodeId, pos: &G::Position, depth: u32) -> bool {
        if self.game.is_terminal(pos) {
            return true;
        }
        let Some(limit) = self.depth_limit.filter(|&d| depth >= d) else {
            return false;
        };
        if self.quiescence && depth < limit + MAX_EXTENSION && !self.game.is_quiet(pos) {
            let line = self.line(self.player(pos), Step::Leaf);
            self.rec.record(line, Event::Quiescence { node, depth });
            return false;
        }
        self.hit_depth_limit = true;
        true
    }

    /// The moves at `pos` with their indices in the game's order; with
    /// fixed ordering sorted by the static estimate of where they lead, and
    /// under iterative deepening by the last iteration's values, best first.
    pub fn moves(&self, pos: &G::Position) -> Vec<(usize, G::Move)> {
        let mut moves: Vec<(usize, G::Move)> = self.game.moves(pos).into_iter().enumerate().collect();
        let player = self.player(pos);
        // Chance nodes are never cut, so their order does not matter.
        if player == Player::Chance {
            return moves;
        }
        let sign = if player == Player::Min { -1.0 } else { 1.0 };
        if self.order == Order::Static {
            // A position without an estimate (NaN) keeps its place after the others.
            let estimate =
                |mv: &G::Move| Some(self.game.evaluate(&self.game.play(pos, mv))).filter(|v| !v.is_nan());
            let keys = moves
                .iter()
                .map(|(_, mv)| estimate(mv).map(|v| sign * v))
                .collect();
            moves = best_first(moves, keys);
        }
        if let Some(learned) = self.learned.as_ref() {
            let mut path = self.path.clone();
            let mut key = |i: usize| {
                path.push(i as u32);
                let v = learned.get(&path).map(|v| sign * v);
                path.pop();
                v
            };
            let keys = moves.iter().map(|(i, _)| key(*i)).collect();
            moves = best_first(moves, keys);
        }
        moves
    }

    /// `return eval(state)`: the static evaluation of a leaf.
    pub fn evaluate(&mut self, node: NodeId, pos: &G::Position) -> Value {
        let value = self.game.evaluate(pos);
        let line = self.line(self.player(pos), Step::Leaf);
        self.rec.record(line, Event::Evaluate { node, value });
        self.last_left = Exactness::Exact;
        if let Some(learned) = self.learned.as_mut() {
            learned.insert(self.path.clone(), value);
        }
        let event = Event::Leave {
            node,
            value,
            exactness: Exactness::Exact,
        };
        self.rec.record(line, event);
        value
    }

    /// `for succ in successor(state)`: builds the child reached by move `i`.
    pub fn generate(
        &mut self,
        parent: NodeId,
        pos: &G::Position,
        depth: u32,
        (i, mv): &(usize, G::Move),
    ) -> (NodeId, G::Position) {
        let succ = self.game.play(pos, mv);
        let child = self.add_child(parent, pos, &succ, (depth + 1, *i), mv, true);
        self.path.truncate(depth as usize);
        self.path.push(*i as u32);
        let line = self.line(self.player(pos), Step::Loop);
        self.rec.record(line, Event::Generate { parent, child });
        (child, succ)
    }

    fn add_child(
        &mut self,
        parent: NodeId,
        pos: &G::Position,
        succ: &G::Position,
        (depth, i): (u32, usize),
        mv: &G::Move,
        examined: bool,
    ) -> NodeId {
        let (game, player) = (self.game, self.player(succ));
        self.rec.add_node(Some(parent), || NodeSpec {
            move_index: i as u32,
            depth,
            player,
            origin: game.position_id(succ),
            examined,
            label: game.move_label(pos, mv),
            name: game.position_name(succ),
        })
    }

    /// `v = max(v, value(succ))` (or min): records a change of the
    /// provisional value. The first child always sets it, so that a best
    /// move exists even when every child is worth -∞.
    pub fn update(
        &mut self,
        at: (NodeId, u32),
        player: Player,
        v: &mut Value,
        child_value: Value,
        (child, i): (NodeId, usize),
    ) {
        let (node, depth) = at;
        let d = depth as usize;
        let child_exactness = self.last_left;
        if child_exactness != Exactness::Exact && child_exactness != player.bound_kind_below() {
            self.frames[d].all_within = false;
        }
        if !(self.frames[d].best.is_none() || player.prefers(child_value, *v)) {
            return;
        }
        let event = Event::Provisional {
            node,
            old: *v,
            new: child_value,
            child,
        };
        self.rec.record(self.line(player, Step::Update), event);
        *v = child_value;
        let (here, below) = self.frames.split_at_mut(d + 1);
        let frame = &mut here[d];
        frame.best = Some(child_exactness);
        frame.pv.clear();
        frame.pv.push(PvStep {
            node: child,
            move_index: i as u32,
        });
        if let Some(rest) = below.first() {
            frame.pv.extend_from_slice(&rest.pv);
        }
    }

    /// `v += p * value(succ)` at a chance node: the provisional value is the
    /// weighted sum so far. No principal variation goes through chance.
    pub fn accumulate(&mut self, node: NodeId, v: &mut Value, p: Value, child_value: Value, child: NodeId) {
        let new = *v + p * child_value;
        let event = Event::Provisional {
            node,
            old: *v,
            new,
            child,
        };
        self.rec.record(self.line(Player::Chance, Step::Update), event);
        *v = new;
    }

    /// The probability of a move at a chance node with `n` moves.
    pub fn probability(&self, pos: &G::Position, mv: &G::Move, n: usize) -> Value {
        self.game.probability(pos, mv).unwrap_or(1.0 / n as Value)
    }

    /// The cut-off test: `v ≥ β` at MAX, `v ≤ α` at MIN (strict: `>`/`<`).
    pub fn cuts(&self, player: Player, v: Value, w: &Window) -> bool {
        match (player, self.strict) {
            (Player::Max, false) => v >= w.beta,
            (Player::Max, true) => v > w.beta,
            (Player::Min, false) => v <= w.alpha,
            (Player::Min, true) => v < w.alpha,
            (Player::Chance, _) => false,
        }
    }

    /// Records a cut-off at `node`: the kind, the bound and who set it, and
    /// the `rest` of the moves, left unexamined.
    pub fn cutoff(
        &mut self,
        at: (NodeId, u32),
        pos: &G::Position,
        v: Value,
        w: &Window,
        rest: &[(usize, G::Move)],
    ) {
        let (node, depth) = at;
        let player = self.player(pos);
        let unexamined = self.unexamined(node, pos, depth, rest);
        let event = match player {
            Player::Max => Event::BetaCutoff {
                at: node,
                value: v,
                beta: w.beta,
                bound_from: w.beta_from,
                unexamined,
            },
            _ => Event::AlphaCutoff {
                at: node,
                value: v,
                alpha: w.alpha,
                bound_from: w.alpha_from,
                unexamined,
            },
        };
        self.rec.record(self.line(player, Step::CutTest), event);
    }

    /// Registers the moves of `rest` as unexamined children.
    fn unexamined(
        &mut self,
        node: NodeId,
        pos: &G::Position,
        depth: u32,
        rest: &[(usize, G::Move)],
    ) -> Unexamined {
        let mut u = Unexamined {
            first: 0,
            children: 0,
            nodes: 0,
        };
        let depth_left = self.depth_limit.map(|d| d.saturating_sub(depth + 1));
        for (i, mv) in rest {
            let succ = self.game.play(pos, mv);
            let id = self.add_child(node, pos, &succ, (depth + 1, *i), mv, false);
            if u.children == 0 {
                u.first = id;
            }
            u.children += 1;
            u.nodes += self.game.subtree_size(&succ, depth_left).unwrap_or(1);
        }
        u
    }

    /// `α = max(α, v)` at MAX, `β = min(β, v)` at MIN: the window narrows
    /// and this node becomes the one that set the bound.
    pub fn narrow(&mut self, node: NodeId, player: Player, v: Value, w: &mut Window) {
        let (bound, current, from) = match player {
            Player::Max => (Bound::Alpha, &mut w.alpha, &mut w.alpha_from),
            Player::Min => (Bound::Beta, &mut w.beta, &mut w.beta_from),
            Player::Chance => return,
        };
        if player.prefers(v, *current) {
            let event = Event::WindowChange {
                node,
                bound,
                old: *current,
                new: v,
            };
            *current = v;
            *from = Some(node);
            self.rec.record(self.line(player, Step::Bound), event);
        }
    }

    /// `return v`: the node at `depth` is left with its value; `cut` when
    /// it returns from the cut-off test.
    pub fn leave(&mut self, at: (NodeId, u32), player: Player, value: Value, cut: bool) -> Value {
        let (node, depth) = at;
        let frame = &self.frames[depth as usize];
        let best_exact = frame.best.is_none_or(|b| b != player.bound_kind_below());
        let exactness = match (cut, frame.all_within, best_exact) {
            (false, true, true) => Exactness::Exact,
            (false, true, false) => player.bound_kind_below(),
            _ => cut_bound(player),
        };
        self.last_left = exactness;
        if let Some(learned) = self.learned.as_mut() {
            learned.insert(self.path[..depth as usize].to_vec(), value);
        }
        let step = if cut { Step::CutTest } else { Step::Return };
        let event = Event::Leave {
            node,
            value,
            exactness,
        };
        self.rec.record(self.line(player, step), event);
        value
    }

    pub(super) fn finish(&mut self, value: Value) -> super::Outcome {
        let pv = self.frames.first().map(|f| f.pv.clone()).unwrap_or_default();
        let best_child = pv.first().map(|s| s.node);
        let event = Event::End { value, best_child };
        self.rec.record(self.line(Player::Max, Step::Call), event);
        super::Outcome { value, pv }
    }
}
