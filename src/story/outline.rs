//! The nodes the tree pane shows and how each looks after k events
//! ([`Nodes`]), and the search's outline. With a scenario, the pane shows
//! the scenario's whole tree (nodes the search never reaches too), mapped
//! to trace nodes through `origin`; without one (a game searched live), the
//! trace's own nodes.

use super::run::SearchRun;
use crate::game::Player;
use crate::game::tree::GameTree;
use crate::record::search::{CutKind, Exactness, NodeId, SearchState, Status, View};
use crate::value::{Value, show, show_probability};
use crate::words::CutNames;
use std::borrow::Cow;
use std::collections::HashSet;

/// Trees up to this size start fully open; bigger ones show the paths to
/// the nodes in focus only.
pub const OPEN_ALL_UP_TO: usize = 400;

/// A node of the pane: a scenario node, or a node of the run's own tree.
pub type Key = NodeId;

#[derive(Clone, Copy)]
pub struct Outline<'a> {
    pub tree: Option<&'a GameTree>,
    pub run: Option<&'a SearchRun>,
    /// Whose point of view the values are shown from.
    pub view: View,
    /// The depth limit of the search (of the iteration under way).
    pub limit: Option<u32>,
    /// A scenario's leaf values hidden until the search evaluates them.
    pub hide_leaves: bool,
    /// Knuth and Moore's node types drawn (the ordering lab's `t`).
    pub types: bool,
    /// What the cut-offs are called (`--cut-names`).
    pub names: CutNames,
    /// The nodes an edit of the tree changed, marked Δ (sorted).
    pub changed: &'a [Changed],
}

/// A node an edit changed the drawn value of, with the value it had
/// where it now has none (the search has not got there yet, or no more).
pub type Changed = (Key, Option<String>);

/// Where a node of the pane stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    Unreached,
    Generated,
    /// On the current path.
    Open,
    Done,
    /// Left out by a cut-off of this kind (at it or above it).
    Pruned(CutKind),
}

impl Look {
    /// How a node looks where nothing is cut off.
    pub fn of(status: Status) -> Look {
        match status {
            Status::Unreached | Status::Unexamined => Look::Unreached,
            Status::Generated => Look::Generated,
            Status::Open => Look::Open,
            Status::Done => Look::Done,
        }
    }
}

/// "A1 (O c1)": a node's name, and the move leading there when it differs.
pub fn named(name: &str, label: &str) -> String {
    if label.is_empty() || label == name {
        name.to_string()
    } else {
        format!("{name} ({label})")
    }
}

/// Everything the pane writes for one node.
#[derive(Clone, Debug, PartialEq)]
pub struct NodeLook {
    /// The name with what leads there: "A1 (O c1)", "a (p = 1/2)".
    pub name: String,
    /// The node's own name, for the canvas, which writes what leads there
    /// on the edge.
    pub short: String,
    /// What the edge into the node carries: the move where it has a label
    /// of its own, the probability of a chance node's successor.
    pub edge: Option<String>,
    /// Who moves there, or what kind of node it is (▲, ▼, ∨, ...).
    pub symbol: String,
    pub look: Look,
    /// "5", "≥ 3", "≤ 2", or nothing yet.
    pub value: Option<String>,
    /// Whether a leaf's value has been computed (evaluated) yet.
    pub evaluated: bool,
    /// The root of a pruned subtree (marked ✂ α / ✂ β).
    pub cut_root: bool,
    /// The ★ mark once the run is over: "PV" on the principal variation.
    pub star: Option<&'static str>,
    /// An active (not quiet) position, which quiescence searches on below.
    pub active: bool,
}

/// A tag after a node's name (its node type), marked where it points at
/// something (the run did otherwise).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tag {
    pub text: String,
    pub marked: bool,
}

/// What the tree pane draws: a tree whose root is 0, and how each node
/// looks now. Searches, max^n and proofs each have their own.
pub trait Nodes {
    /// The number of nodes, for choosing to open everything.
    fn size(&self) -> usize;
    fn children(&self, key: Key) -> Vec<Key>;
    /// The children in the order the moves to them are numbered from 1
    /// (`--at 1,2`): as a scenario file writes them, else as searched.
    fn moves(&self, key: Key) -> Vec<Key> {
        self.children(key)
    }
    /// Whether the edges' labels say what the names do not: the moves of
    /// a live game, whose nodes are named by the rule (the canvas keeps
    /// them at every zoom it chooses).
    fn moves_on_edges(&self) -> bool {
        false
    }
    fn parent(&self, key: Key) -> Option<Key>;
    /// How the node is named in notes ("the search never reaches ...").
    fn name(&self, key: Key) -> String;
    fn look(&self, key: Key) -> NodeLook;
    /// The α/β window a node on the current path is searched with,
    /// "[-∞, 4]" (alpha-beta only).
    fn window(&self, _key: Key) -> Option<String> {
        None
    }
    /// At a cut-off: the node that cut and the ancestor that set the bound
    /// it cut with.
    fn cut_link(&self) -> Option<(Key, Key)> {
        None
    }
    /// The node of the current event (the root before the first).
    fn current(&self) -> Option<Key>;
    /// What the cut-offs' marks call them.
    fn cut_names(&self) -> CutNames {
        CutNames::Chapters
    }
    /// The depth limit, where the search has one.
    fn depth_limit(&self) -> Option<u32> {
        None
    }
    /// The nodes whose paths stay open besides the user's: the current
    /// event's, the parent of the user's selection (so that it can still
    /// be closed by hand), and the line's end once the run is over.
    fn focus(&self, selected: Option<Key>) -> Vec<Key> {
        let shown = selected.and_then(|k| self.parent(k));
        [self.current(), shown, self.line_end()]
            .into_iter()
            .flatten()
            .collect()
    }
    /// A short tag drawn after a node's name (its node type), and whether
    /// it is marked (the run did otherwise).
    fn tag(&self, _key: Key) -> Option<Tag> {
        None
    }

    /// An inner node's static value, where one is set (a file's `value:`,
    /// `=` in the what-if lab): the value a search stopped there by its
    /// depth limit takes, which its backed-up value is not. None where
    /// the leaves' values are kept back.
    fn estimate(&self, _key: Key) -> Option<String> {
        None
    }

    /// Once the run is over, the deepest node of the principal variation
    /// (the line of play, the strategy), which the canvas shows.
    fn line_end(&self) -> Option<Key> {
        None
    }

    /// Whether a cut-off may leave nodes out, their values then written in
    /// brackets (the canvas keeps room for them).
    fn prunes(&self) -> bool {
        true
    }

    /// Whether every node starts open (a small tree), rather than the
    /// paths to the focus only.
    fn opens_all(&self) -> bool {
        self.size() <= OPEN_ALL_UP_TO
    }

    fn root(&self) -> Key {
        NodeId::ROOT
    }

    /// Root first, `key` last.
    fn path(&self, key: Key) -> Vec<Key> {
        let mut p: Vec<Key> = std::iter::successors(Some(key), |&k| self.parent(k)).collect();
        p.reverse();
        p
    }
}

impl Nodes for Outline<'_> {
    /// The number of nodes, for choosing to open everything.
    fn cut_names(&self) -> CutNames {
        self.names
    }
    fn size(&self) -> usize {
        match (self.tree, self.run) {
            (Some(t), _) => t.len(),
            (None, Some(r)) => r.trace().tree.len(),
            (None, None) => 0,
        }
    }

    /// A scenario node's children in the order the run searched them (under
    /// static ordering or iterative deepening it is not the tree's), those
    /// it has not reached after them in the tree's order, or in the order
    /// it would take them where the run knows it (`SearchRun::arranged`).
    fn children(&self, key: Key) -> Vec<Key> {
        match (self.tree, self.run) {
            (Some(t), Some(r)) => {
                let written = &t.node(key).children;
                let trace = r.trace();
                let searched = self.node(key).into_iter().flat_map(|n| trace.children(n));
                let mut out: Vec<Key> = searched.filter_map(|c| trace.tree.origin(c)).collect();
                if out.len() == written.len() {
                    return out;
                }
                // A set, not `contains`: a node of 100 000 children made
                // every frame quadratic.
                let reached: HashSet<Key> = out.iter().copied().collect();
                let mut rest: Vec<Key> = written.iter().filter(|c| !reached.contains(c)).copied().collect();
                // Where the whole order is known, in it (the whole-tree exercise).
                if let Some(place) = &r.arranged {
                    rest.sort_by_key(|c| place.get(c.index()).copied());
                }
                out.extend(rest);
                out
            }
            (Some(t), None) => t.node(key).children.to_vec(),
            (None, Some(r)) => r.trace().children(key).collect(),
            (None, None) => Vec::new(),
        }
    }

    fn moves(&self, key: Key) -> Vec<Key> {
        match (self.tree, self.run) {
            (Some(t), _) => t.node(key).children.to_vec(),
            // A live game's in its order of the moves, however searched.
            (None, Some(r)) => {
                let mut moves = self.children(key);
                moves.sort_by_key(|&c| r.trace().tree.move_index(c));
                moves
            }
            (None, None) => Vec::new(),
        }
    }

    fn moves_on_edges(&self) -> bool {
        self.tree.is_none() && self.run.is_some_and(|r| r.trace().tree.names_made())
    }

    fn parent(&self, key: Key) -> Option<Key> {
        match (self.tree, self.run) {
            (Some(t), _) => t.node(key).parent,
            (None, Some(r)) => r.trace().parent(key),
            (None, None) => None,
        }
    }

    /// "A1 (O c1)": the name, and the move leading here when it differs.
    fn name(&self, key: Key) -> String {
        let (name, label) = self.name_and_label(key);
        let name = named(&name, &label);
        match self.probability(key) {
            Some(p) => crate::say!("node-with-probability", node = name, p = show_probability(p)),
            None => name,
        }
    }

    /// The node of the current event (the root before the first).
    fn current(&self) -> Option<Key> {
        let run = self.run?;
        self.key(run.current_node())
    }

    fn depth_limit(&self) -> Option<u32> {
        self.limit
    }

    fn tag(&self, key: Key) -> Option<Tag> {
        let mark = super::search::types::mark(self, key).filter(|_| self.types)?;
        Some(Tag {
            text: mark.text(),
            marked: mark.differs.is_some(),
        })
    }

    fn estimate(&self, key: Key) -> Option<String> {
        let t = self.tree.filter(|_| !self.hide_leaves)?;
        let n = t.node(key);
        let v = n.static_value.filter(|_| !n.children.is_empty())?;
        let shown = show(self.view.value(self.player(key), v));
        Some(crate::words::symbols::shown(&shown).into_owned())
    }

    fn window(&self, key: Key) -> Option<String> {
        let run = self.run.filter(|r| r.trace().about.windowed)?;
        let node = self.node(key)?;
        if run.state().node(node).status != Status::Open {
            return None;
        }
        let w = self.view.window(self.player(key), run.state().window(node)?);
        Some(format!("[{},{}]", show(w.alpha), show(w.beta)))
    }

    fn cut_link(&self) -> Option<(Key, Key)> {
        let run = self.run?;
        let c = run.state().cutoff(run.trace(), run.cursor.current()?)?;
        Some((self.key(c.at)?, self.key(c.bound_from?)?))
    }

    fn line_end(&self) -> Option<Key> {
        self.run
            .filter(|r| r.state().finished().is_some())
            .and_then(|r| r.trace().pv().last())
            .and_then(|&n| self.key(n))
    }

    /// How the node looks after the run's current step (the bare tree
    /// when there is no run: the picker's preview).
    fn look(&self, key: Key) -> NodeLook {
        let state = self.run.map(SearchRun::state);
        let (look, cut_root) = self.status(key, state);
        let star = self.on_pv(key).then_some("PV");
        let (value, evaluated) = self.value(key, state, look);
        let (short, label) = self.name_and_label(key);
        let short = short.into_owned();
        let edge = match self.probability(key) {
            Some(p) => Some(show_probability(p)),
            None => (!label.is_empty() && label != short).then(|| label.to_string()),
        };
        let shown = |s: &str| crate::words::symbols::shown(s).into_owned();
        // Expectimax reads MIN's level as chance, but a leaf there is a
        // leaf, no chance node: a blank where the symbol goes.
        let player = self.player(key);
        let symbol = match player == Player::Chance && self.children(key).is_empty() {
            true => " ",
            false => player.symbol(),
        };
        NodeLook {
            name: self.name(key),
            short,
            edge,
            symbol: shown(symbol),
            look,
            value: self.marked(key, value).map(|v| shown(&v)),
            evaluated,
            cut_root,
            star,
            active: self.active(key, state),
        }
    }
}

impl Outline<'_> {
    /// A value with the Δ of a node an edit changed; on a node without
    /// a value now, the value it had ("Δ was 5"), or the mark alone on a
    /// new one.
    fn marked(&self, key: Key, value: Option<String>) -> Option<String> {
        let Ok(i) = self.changed.binary_search_by_key(&key, |c| c.0) else {
            return value;
        };
        Some(match (value, &self.changed[i].1) {
            (Some(v), _) => format!("Δ{v}"),
            (None, Some(was)) => format!("Δ{}", crate::say!("changed-was", value = was.as_str())),
            (None, None) => "Δ".to_string(),
        })
    }

    /// Active: marked so in the scenario, or searched on below by
    /// quiescence.
    fn active(&self, key: Key, state: Option<&SearchState>) -> bool {
        let written = self.tree.is_some_and(|t| t.node(key).active);
        let extended = self.node(key).zip(state).is_some_and(|(n, s)| s.node(n).extended);
        written || extended
    }

    /// The node's own name and the label of the move that leads there, in
    /// words.
    fn name_and_label(&self, key: Key) -> (Cow<'_, str>, Cow<'_, str>) {
        let (name, label) = match (self.tree, self.run) {
            (Some(t), _) => (Cow::Borrowed(t.node(key).name.as_str()), t.label(key)),
            (None, Some(r)) => (r.trace().name(key), r.trace().label(key)),
            (None, None) => (Cow::Borrowed(""), ""),
        };
        (name, crate::words::games::move_label(label))
    }

    /// The probability of a chance node's successor, as the search takes
    /// it: written in the scenario, or one over the number of successors.
    fn probability(&self, key: Key) -> Option<Value> {
        let tree = self.tree?;
        let parent = tree.node(key).parent?;
        if self.player(parent) != Player::Chance {
            return None;
        }
        let n = tree.node(parent).children.len() as i64;
        tree.node(key).probability().or(Value::fraction(1, n))
    }

    /// The trace node standing for a pane node.
    pub fn node(&self, key: Key) -> Option<NodeId> {
        let run = self.run?;
        match self.tree {
            Some(_) => run.node_of_origin(key),
            None => Some(key),
        }
    }

    /// The pane node standing for a trace node.
    pub fn key(&self, node: NodeId) -> Option<Key> {
        match (self.tree, self.run) {
            (Some(_), Some(r)) => r.trace().tree.origin(node),
            (None, Some(_)) => Some(node),
            _ => None,
        }
    }

    /// Who moves at a node as the run sees it (expectimax searches MIN's
    /// nodes as chance nodes), so that the tree and the words agree.
    pub fn player(&self, key: Key) -> Player {
        match (self.tree, self.run) {
            (Some(t), Some(r)) => match t.node(key).player {
                Player::Min if r.trace().about.min_is_chance => Player::Chance,
                p => p,
            },
            (Some(t), None) => t.node(key).player,
            (None, Some(r)) => r.trace().player(key),
            (None, None) => Player::Max,
        }
    }

    fn status(&self, key: Key, state: Option<&SearchState>) -> (Look, bool) {
        let Some(state) = state else {
            return (Look::Generated, false);
        };
        let trace = self.run.map(SearchRun::trace);
        match self.node(key).zip(trace) {
            Some((n, t)) => match (state.node(n).status, state.pruned_by(t, n)) {
                (Status::Unexamined, Some(kind)) => (Look::Pruned(kind), true),
                (status, _) => (Look::of(status), false),
            },
            // A scenario node the search never generates: below a pruned
            // node, or beyond the depth limit.
            None => match self.parent(key).map(|p| self.status(p, Some(state)).0) {
                Some(Look::Pruned(kind)) => (Look::Pruned(kind), false),
                _ => (Look::Unreached, false),
            },
        }
    }

    fn on_pv(&self, key: Key) -> bool {
        let Some(run) = self.run else { return false };
        run.state().finished().is_some() && self.node(key).is_some_and(|n| run.trace().pv().contains(&n))
    }

    /// The value written next to a node, and whether it is computed yet.
    fn value(&self, key: Key, state: Option<&SearchState>, look: Look) -> (Option<String>, bool) {
        let n = self.node(key).zip(state).map(|(id, s)| s.node(id));
        let (player, view) = (self.player(key), self.view);
        if let Some((v, e)) = n.and_then(|n| n.final_value()) {
            return (
                Some(bounded(view.value(player, v), view.exactness(player, e))),
                true,
            );
        }
        if let Some(v) = n.and_then(|n| n.static_value()) {
            return (Some(show(view.value(player, v))), true);
        }
        if let (Some(v), Look::Open) = (n.and_then(|n| n.provisional()), look) {
            let bounds = self.node(key).zip(state).zip(self.run);
            let bounds = bounds.is_none_or(|((id, s), r)| s.provisional_bounds(r.trace(), id));
            return (Some(seen_provisional(view, player, v, bounds)), true);
        }
        (self.leaf_value(key).map(|v| show(view.value(player, v))), false)
    }

    /// The static value a scenario gives a leaf.
    fn leaf_value(&self, key: Key) -> Option<Value> {
        let t = self.tree.filter(|_| !self.hide_leaves)?;
        let n = t.node(key);
        n.children.is_empty().then_some(n.static_value).flatten()
    }
}

/// A final value as the texts write it: exact, or a bound after a cut-off.
pub fn bounded(v: Value, e: Exactness) -> String {
    match e {
        Exactness::Exact => show(v),
        Exactness::LowerBound => format!("≥ {}", show(v)),
        Exactness::UpperBound => format!("≤ {}", show(v)),
    }
}

/// A provisional value in a view: in the negamax view MIN's is at least
/// its negated value, like MAX's.
pub fn seen_provisional(view: View, player: Player, v: Value, bounds: bool) -> String {
    provisional(view.chooser(player), view.value(player, v), bounds)
}

/// A provisional value: at least v at MAX, at most v at MIN where it
/// `bounds` the node (`SearchState::provisional_bounds`), else `v=3`,
/// the value alone, which claims nothing.
pub fn provisional(player: Player, v: Value, bounds: bool) -> String {
    match (player, bounds) {
        (Player::Chance, _) => format!("Σ {}", show(v)),
        (_, false) => format!("v={}", show(v)),
        (Player::Max, true) => format!("≥ {}", show(v)),
        (Player::Min, true) => format!("≤ {}", show(v)),
    }
}
