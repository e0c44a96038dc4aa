//! The bookkeeping the algorithms share: recording events, the principal
//! variation, what is known about the exactness of each value. The
//! algorithms themselves stay as short as the texts' pseudocode.

use super::{Algorithm, PvStep, cut_bound};
use crate::game::{Game, Player};
use crate::pseudocode::{Func, Line, Step};
use crate::trace::{Bound, Event, Exactness, NodeId, NodeSpec, Recorder, Setup, Unexamined, Window};
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

/// The state and bookkeeping shared by the algorithms.
pub struct Searcher<'a, G: Game, R: Recorder> {
    pub game: &'a G,
    rec: &'a mut R,
    depth_limit: Option<u32>,
    pub strict: bool,
    /// Expectimax: the opponent's (MIN) nodes are chance nodes.
    min_is_chance: bool,
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
            frames: Vec::new(),
            last_left: Exactness::Exact,
        }
    }

    /// Who decides at `pos`, as this algorithm sees it.
    pub fn player(&self, pos: &G::Position) -> Player {
        match self.game.player(pos) {
            Player::Min if self.min_is_chance => Player::Chance,
            p => p,
        }
    }

    pub(super) fn add_root(&mut self, pos: &G::Position) -> NodeId {
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
        let event = Event::Enter {
            node,
            depth,
            player,
            window,
        };
        self.rec.record(Line::new(Func::Value, Step::Call), event);
        player
    }

    /// Leaves of the search tree: the depth limit N, or the end of the game.
    pub fn is_leaf(&self, pos: &G::Position, depth: u32) -> bool {
        self.depth_limit == Some(depth) || self.game.is_terminal(pos)
    }

    /// `return eval(state)`: the static evaluation of a leaf.
    pub fn evaluate(&mut self, node: NodeId, pos: &G::Position) -> Value {
        let value = self.game.evaluate(pos);
        let line = Line::new(Func::Value, Step::Leaf);
        self.rec.record(line, Event::Evaluate { node, value });
        let exactness = Exactness::Exact;
        self.last_left = exactness;
        self.rec.record(
            line,
            Event::Leave {
                node,
                value,
                exactness,
            },
        );
        value
    }

    /// `for succ in successor(state)`: builds the child reached by move `i`.
    pub fn generate(
        &mut self,
        parent: NodeId,
        pos: &G::Position,
        depth: u32,
        i: usize,
        mv: &G::Move,
    ) -> (NodeId, G::Position) {
        let succ = self.game.play(pos, mv);
        let child = self.add_child(parent, pos, &succ, (depth + 1, i), mv, true);
        let line = Line::of(self.player(pos), Step::Loop);
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
        child: (NodeId, usize),
    ) {
        let ((node, depth), (child, move_index)) = (at, child);
        let d = depth as usize;
        let child_exactness = self.last_left;
        if child_exactness != Exactness::Exact && child_exactness != player.bound_kind_below() {
            self.frames[d].all_within = false;
        }
        if !(move_index == 0 || player.prefers(child_value, *v)) {
            return;
        }
        let event = Event::Provisional {
            node,
            old: *v,
            new: child_value,
            child,
        };
        self.rec.record(Line::of(player, Step::Update), event);
        *v = child_value;
        let (here, below) = self.frames.split_at_mut(d + 1);
        let frame = &mut here[d];
        frame.best = Some(child_exactness);
        frame.pv.clear();
        frame.pv.push(PvStep {
            node: child,
            move_index: move_index as u32,
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
        self.rec.record(Line::of(Player::Chance, Step::Update), event);
        *v = new;
    }

    /// The probability of move `i` of `n` at a chance node.
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

    /// Records a cut-off at `node` after its child `i`: the kind, the bound
    /// and who set it, and the children left unexamined.
    pub fn cutoff(
        &mut self,
        at: (NodeId, u32),
        pos: &G::Position,
        v: Value,
        w: &Window,
        moves: &[G::Move],
        i: usize,
    ) {
        let (node, depth) = at;
        let player = self.player(pos);
        let unexamined = self.unexamined(node, pos, depth, moves, i + 1);
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
        self.rec.record(Line::of(player, Step::CutTest), event);
    }

    /// Registers the children from move `from` on as unexamined nodes.
    fn unexamined(
        &mut self,
        node: NodeId,
        pos: &G::Position,
        depth: u32,
        moves: &[G::Move],
        from: usize,
    ) -> Unexamined {
        let mut u = Unexamined {
            first: 0,
            children: 0,
            nodes: 0,
        };
        let depth_left = self.depth_limit.map(|d| d.saturating_sub(depth + 1));
        for (i, mv) in moves.iter().enumerate().skip(from) {
            let succ = self.game.play(pos, mv);
            let id = self.add_child(node, pos, &succ, (depth + 1, i), mv, false);
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
            self.rec.record(Line::of(player, Step::Bound), event);
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
        let step = if cut { Step::CutTest } else { Step::Return };
        let event = Event::Leave {
            node,
            value,
            exactness,
        };
        self.rec.record(Line::of(player, step), event);
        value
    }

    pub(super) fn finish(&mut self, value: Value) -> super::Outcome {
        let pv = self.frames.first().map(|f| f.pv.clone()).unwrap_or_default();
        let best_child = pv.first().map(|s| s.node);
        let event = Event::End { value, best_child };
        self.rec.record(Line::new(Func::Value, Step::Call), event);
        super::Outcome { value, pv }
    }
}
