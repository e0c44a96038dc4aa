//! The AND/OR proof of a winning strategy as the tutor steps through it
//! (the chapter, §3.1): OR and AND nodes, solved / unsolvable marks as they
//! settle, the proof's pseudocode lit, and at the end the solution subtree,
//! the strategy, starred.

use super::outline::{Key, Look, NodeLook, Nodes, OPEN_ALL_UP_TO};
use super::practice::veil::{self, Veil};
use super::{Counts, Labelled, Panels, Setting, StepPanel, Stop, Story};
use crate::pseudocode::{self, ListingLine};
use crate::record::line::Line;
use crate::record::proof::state::ProofStatus;
use crate::record::proof::{NodeKind, Problem, ProofEvent, ProofRun, ProofTrace, Reason};
use crate::record::search::Status;
use crate::record::{Cursor, NodeId, Seek};
use crate::say;
use crate::scenario::games::NamedGame;
use crate::subject::board;
use crate::words::proof::{describe, side};

pub struct ProofStory {
    pub name: String,
    pub run: ProofRun,
    /// By node: in the solution subtree (all false when unsolvable).
    solution: Vec<bool>,
    /// The positions are boards: the tree names the moves, the detail
    /// panel draws the board.
    boards: bool,
    /// What the question being asked keeps back (practice).
    veil: Option<Veil>,
    listing: Vec<ListingLine>,
}

impl ProofStory {
    /// Proves `problem` for a game from its start (with a transposition
    /// table if `table`, or if the game needs one).
    pub fn open(game: NamedGame, problem: Problem, table: bool) -> ProofStory {
        let trace = game.prove(problem, table);
        let mut solution = vec![false; trace.tree.len()];
        for id in trace.solution_nodes() {
            solution[id.index()] = true;
        }
        ProofStory {
            name: game.name(),
            run: Cursor::new(trace),
            boards: game.shown().boards,
            veil: None,
            solution,
            listing: pseudocode::proof::listing(),
        }
    }

    pub fn trace(&self) -> &ProofTrace {
        self.run.rec()
    }

    /// Whether the positions are boards (the tree names the moves).
    pub fn boards(&self) -> bool {
        self.boards
    }

    fn kind_symbol(kind: NodeKind) -> &'static str {
        match kind {
            NodeKind::Or => "∨",
            NodeKind::And => "∧",
            NodeKind::Terminal => "□",
        }
    }

    /// "V(7+): can MINUS force a win? OR nodes: MINUS moves."
    fn problem_line(&self) -> Labelled {
        let t = self.trace();
        let us = t.problem().player();
        let table = match t.about.table {
            true => say!("proof-problem-table"),
            false => String::new(),
        };
        Labelled {
            label: say!("proof-problem-label", problem = t.problem_at(NodeId::ROOT)),
            text: say!(
                "proof-problem",
                us = side(us),
                them = side(us.opponent()),
                table = table
            ),
        }
    }

    /// "Path: 7+ → 6- → 5+", or the strategy once proved.
    fn path_line(&self) -> Labelled {
        let (t, state) = (self.trace(), self.run.state());
        let path = || {
            let steps: Vec<String> = state.path().iter().map(|&id| self.name_of(id)).collect();
            steps.join(" → ")
        };
        let (label, text) = match state.finished() {
            Some(true) => (
                say!("proof-strategy-label", who = side(t.problem().player())),
                strategy(t),
            ),
            Some(false) => (say!("path-label"), say!("proof-over-no-strategy")),
            None if state.path().is_empty() => (say!("path-label"), say!("proof-not-started")),
            None => (say!("path-label"), path()),
        };
        Labelled { label, text }
    }

    /// A node as the tree names it: its position, or on a board the move.
    fn name_of(&self, id: Key) -> String {
        let t = self.trace();
        match self.boards && !t.via(id).is_empty() {
            true => t.via(id).to_string(),
            false => t.position(id).to_string(),
        }
    }
}

/// "in 6- take 2, in 3- take 2, ...".
fn strategy(t: &ProofTrace) -> String {
    let steps: Vec<String> = t
        .strategy()
        .iter()
        .map(|s| {
            say!(
                "proof-strategy-step",
                position = s.position.as_str(),
                answer = crate::words::games::move_label(&s.mv)
            )
        })
        .collect();
    steps.join(", ")
}

impl Story for ProofStory {
    fn run(&self) -> &dyn Seek {
        &self.run
    }

    fn run_mut(&mut self) -> &mut dyn Seek {
        &mut self.run
    }

    /// `e`: a terminal position gets its mark; `c`: an OR or AND node does.
    fn stops_at(&self, k: usize, stop: Stop) -> bool {
        match self.trace().event(k) {
            ProofEvent::Settle { reason, .. } => {
                let terminal = matches!(reason, Reason::Terminal { .. });
                terminal == (stop == Stop::Evaluation)
            }
            _ => false,
        }
    }

    fn line_at(&self, k: usize) -> Line {
        self.trace().line(k)
    }

    fn nodes(&self) -> Box<dyn Nodes + '_> {
        veil::veiled(Box::new(ProofNodes { story: self }), self.veil, Some)
    }

    fn veil(&mut self, veil: Option<Veil>) {
        self.veil = veil;
    }

    fn reached_at(&self, key: Key) -> Option<usize> {
        let entered = |e: &ProofEvent| matches!(e, ProofEvent::Enter { node } if *node == key);
        self.trace().entries.iter().position(|e| entered(&e.event))
    }

    fn panels(&self) -> Panels {
        let (t, state) = (self.trace(), self.run.state());
        let root_problem = t.problem_at(NodeId::ROOT);
        let step = match self.run.current() {
            None => StepPanel {
                sentence: say!("proof-before"),
                cut: false,
                lines: vec![self.problem_line()],
            },
            Some(k) => {
                let mut sentence = describe(t, k);
                if let Some(first) = sentence.get_mut(..1) {
                    first.make_ascii_uppercase();
                }
                StepPanel {
                    sentence: say!("proof-sentence", sentence = sentence),
                    cut: false,
                    lines: vec![self.path_line()],
                }
            }
        };
        let (now, all) = (state.counts(), t.counts(usize::MAX));
        let row = |id: &str, a: u64, b: u64| (say!(id), vec![a.to_string(), b.to_string()]);
        let mut rows = vec![
            row("count-generated", now.nodes_generated, all.nodes_generated),
            row("proof-count-or", now.or_nodes, all.or_nodes),
            row("proof-count-and", now.and_nodes, all.and_nodes),
            row("proof-count-terminal", now.terminal_nodes, all.terminal_nodes),
        ];
        if t.about.table {
            rows.push(row("proof-count-table-hits", now.table_hits, all.table_hits));
        }
        let table = if t.about.table {
            say!("proof-heading-table")
        } else {
            String::new()
        };
        let provable = if t.solved() == Some(true) { "yes" } else { "no" };
        Panels {
            heading: say!(
                "proof-heading",
                problem = root_problem.as_str(),
                table = table,
                name = self.name.as_str()
            ),
            tree_title: say!("proof-tree-title"),
            step,
            counts: Counts {
                title: say!("proof-counts-title", problem = root_problem, provable = provable),
                headings: vec![say!("counts-so-far"), say!("counts-in-all")],
                rows,
                notes: Vec::new(),
            },
            code_title: say!("proof-code-title"),
            decision: None,
            chart: None,
        }
    }

    fn about(&self) -> super::About {
        let problem = self.trace().problem_at(NodeId::ROOT);
        super::About {
            title: say!("proof-about-title", problem = problem, name = self.name.as_str()),
            source: say!("proof-about-source"),
            note: say!("proof-about-note"),
        }
    }

    fn listing(&self) -> &[ListingLine] {
        &self.listing
    }

    fn detail(&self, key: Key) -> Option<Vec<String>> {
        self.boards.then(|| board(self.trace().position(key))).flatten()
    }

    fn change(&mut self, _setting: Setting) -> Result<super::Renewed, String> {
        Err(say!("proof-no-settings"))
    }

    fn reword(&mut self, _names: crate::words::CutNames) {
        self.listing = pseudocode::proof::listing();
    }
}

/// The tree pane's view of a proof after the current step.
struct ProofNodes<'a> {
    story: &'a ProofStory,
}

impl Nodes for ProofNodes<'_> {
    fn size(&self) -> usize {
        self.story.trace().tree.len()
    }

    fn children(&self, key: Key) -> Vec<Key> {
        self.story.trace().tree.children(key).collect()
    }

    fn parent(&self, key: Key) -> Option<Key> {
        self.story.trace().tree.parent(key)
    }

    fn name(&self, key: Key) -> String {
        self.story.name_of(key)
    }

    fn look(&self, key: Key) -> NodeLook {
        let s = self.story;
        let state = s.run.state();
        let (look, value) = match state.status(key) {
            ProofStatus::Unreached => (Look::Unreached, None),
            ProofStatus::Generated => (Look::Generated, None),
            ProofStatus::Open => (Look::Open, None),
            ProofStatus::Solved => (Look::of(Status::Done), Some("✓")),
            ProofStatus::Unsolvable => (Look::of(Status::Done), Some("✗")),
        };
        let starred = state.finished().is_some() && s.solution[key.index()];
        let t = s.trace();
        NodeLook {
            name: self.name(key),
            short: s.name_of(key),
            // A board is named by its move; a pile by its count, the move
            // on the edge ("take 2").
            edge: (!s.boards && !t.via(key).is_empty())
                .then(|| crate::words::games::move_label(t.via(key)).into_owned()),
            symbol: ProofStory::kind_symbol(s.trace().kind(key)).into(),
            look,
            value: value.map(String::from),
            evaluated: true,
            cut_root: false,
            active: false,
            star: starred.then_some(""),
        }
    }

    fn current(&self) -> Option<Key> {
        let s = self.story;
        Some(
            s.run
                .current()
                .map_or(NodeId::ROOT, |k| s.trace().event(k).node()),
        )
    }

    /// Once proved, only the solution subtree stays open: the strategy.
    fn opens_all(&self) -> bool {
        self.size() <= OPEN_ALL_UP_TO && self.story.run.state().finished() != Some(true)
    }

    /// The current node, the user's, and the whole strategy once proved.
    fn focus(&self, selected: Option<Key>) -> Vec<Key> {
        let s = self.story;
        let shown = selected.and_then(|k| self.parent(k));
        let mut out: Vec<Key> = [self.current(), shown].into_iter().flatten().collect();
        if s.run.state().finished().is_some() {
            out.extend(s.trace().tree.ids().filter(|id| s.solution[id.index()]));
        }
        out
    }

    /// A proof settles marks, it cuts nothing off.
    fn prunes(&self) -> bool {
        false
    }

    /// The deepest node of the solution subtree, once proved.
    fn line_end(&self) -> Option<Key> {
        let s = self.story;
        s.run.state().finished()?;
        let solution = s.trace().tree.ids().filter(|id| s.solution[id.index()]);
        solution.min_by_key(|&id| std::cmp::Reverse(self.path(id).len()))
    }
}
