//! The AND/OR proof of a winning strategy as the tutor steps through it
//! (seed 000, §3.1): OR and AND nodes, solved / unsolvable marks as they
//! settle, the proof's pseudocode lit, and at the end the solution
//! subtree, the strategy, starred. Stepping back replays from the start:
//! even tic-tac-toe's proof (48 000 events) replays in a few milliseconds.

use super::counters_panel;
use super::keys::{self, Binding};
use super::story::{CodeLine, Stop, Story};
use super::theme::Theme;
use crate::pseudocode::proof as pseudocode;
use crate::record::line::ProofLine;
use crate::record::proof::state::{ProofState, ProofStatus};
use crate::record::proof::{NodeKind, Problem, ProofCounts, ProofEvent, ProofTrace, Reason, plus_minus};
use crate::record::search::state::Status;
use crate::scenario::games::NamedGame;
use crate::story::outline::{Key, Look, NodeLook, Nodes, OPEN_ALL_UP_TO};
use crate::subject::board;
use crate::words::proof as text;
use ratatui::text::{Line, Span, Text};

pub struct ProofStory {
    pub name: String,
    pub trace: ProofTrace,
    pub state: ProofState,
    whole: ProofCounts,
    /// By node: in the solution subtree (all false when unsolvable).
    solution: Vec<bool>,
    /// The positions are boards: the tree names the moves, the detail
    /// panel draws the board.
    boards: bool,
    listing: Vec<(&'static str, Option<ProofLine>)>,
}

impl ProofStory {
    /// Proves `problem` for a game from its start (with a transposition
    /// table if `table`, or if the game needs one).
    pub fn open(game: NamedGame, problem: Problem, table: bool) -> ProofStory {
        let trace = game.prove(problem, table);
        let mut solution = vec![false; trace.nodes.len()];
        for id in trace.solution_nodes() {
            solution[id as usize] = true;
        }
        ProofStory {
            name: game.name(),
            state: ProofState::after(&trace, 0),
            whole: trace.counts(usize::MAX),
            boards: game == NamedGame::TicTacToe3x3,
            solution,
            trace,
            listing: pseudocode::listing(),
        }
    }

    fn kind_symbol(kind: NodeKind) -> &'static str {
        match kind {
            NodeKind::Or => "∨",
            NodeKind::And => "∧",
            NodeKind::Terminal => "□",
        }
    }

    /// "V(7+): can MINUS force a win from 7+? OR nodes: MINUS moves."
    fn problem_line(&self, theme: Theme) -> Line<'static> {
        let t = &self.trace;
        let (us, them) = (t.problem.player(), t.problem.player().opponent());
        let table = if t.table {
            " Positions met again take their earlier mark."
        } else {
            ""
        };
        Line::from(vec![
            Span::styled(format!("{}: ", t.problem_at(0)), theme.title()),
            Span::raw(format!(
                "can {} force a win? ∨ OR: {} moves; ∧ AND: {} moves.{table}",
                plus_minus(us),
                plus_minus(us),
                plus_minus(them)
            )),
        ])
    }

    /// "Path: 7+ → 6- → 5+", or the strategy once proved.
    fn path_line(&self, theme: Theme) -> Line<'static> {
        let t = &self.trace;
        let (head, text) = match self.state.finished {
            Some(true) => (
                format!("{}'s strategy: ", plus_minus(t.problem.player())),
                strategy(t),
            ),
            Some(false) => ("Path: ".into(), "(the proof is over: no strategy)".into()),
            None if self.state.path.is_empty() => ("Path: ".into(), "(the proof has not started)".into()),
            None => {
                let steps: Vec<String> = self.state.path.iter().map(|&id| self.name_of(id)).collect();
                ("Path: ".into(), steps.join(" → "))
            }
        };
        Line::from(vec![Span::styled(head, theme.title()), Span::raw(text)])
    }

    /// A node as the tree names it: its position, or on a board the move.
    fn name_of(&self, id: Key) -> String {
        let n = self.trace.node(id);
        match self.boards && !n.via.is_empty() {
            true => n.via.clone(),
            false => n.position.clone(),
        }
    }
}

/// "in 6- take 2, in 3- take 2, ...".
fn strategy(t: &ProofTrace) -> String {
    let steps: Vec<String> = t
        .strategy()
        .iter()
        .map(|s| format!("in {} {}", s.position, s.mv))
        .collect();
    steps.join(", ")
}

impl Story for ProofStory {
    fn last_step(&self) -> usize {
        self.trace.entries.len()
    }

    fn step(&self) -> usize {
        self.state.step
    }

    fn seek(&mut self, k: usize) {
        let k = k.min(self.last_step());
        if k < self.state.step {
            self.state = ProofState::after(&self.trace, 0);
        }
        while self.state.step < k {
            self.state.apply(&self.trace.entries[self.state.step]);
        }
    }

    /// `e`: a terminal position gets its mark; `c`: an OR or AND node does.
    fn stops_at(&self, k: usize, stop: Stop) -> bool {
        match self.trace.entries[k].event {
            ProofEvent::Settle { reason, .. } => {
                let terminal = matches!(reason, Reason::Terminal { .. });
                terminal == (stop == Stop::Evaluation)
            }
            _ => false,
        }
    }

    fn line_at(&self, k: usize) -> Option<usize> {
        let line = self.trace.entries[k].line;
        self.listing.iter().position(|l| l.1 == Some(line))
    }

    fn nodes(&self) -> Box<dyn Nodes + '_> {
        Box::new(ProofNodes { story: self })
    }

    fn reached_at(&self, key: Key) -> Option<usize> {
        let entered = |e: &ProofEvent| matches!(e, ProofEvent::Enter { node, .. } if *node == key);
        self.trace.entries.iter().position(|e| entered(&e.event))
    }

    fn heading(&self) -> String {
        let table = if self.trace.table { " with a table" } else { "" };
        format!("proof of {}{table} · {}", self.trace.problem_at(0), self.name)
    }

    fn tree_title(&self) -> &'static str {
        "AND/OR tree"
    }

    fn words(&self, theme: Theme) -> Vec<Line<'static>> {
        let Some(k) = self.state.step.checked_sub(1) else {
            let intro = Line::from("Before the proof: press → to step. Press ? for every key.");
            return vec![intro, self.problem_line(theme)];
        };
        let mut sentence = text::describe(&self.trace, &self.trace.entries[k]);
        sentence[..1].make_ascii_uppercase();
        vec![Line::styled(sentence + ".", theme.title()), self.path_line(theme)]
    }

    fn counts(&self, theme: Theme) -> (String, Vec<Line<'static>>) {
        let (now, all) = (self.state.counts, self.whole);
        let mut rows = vec![
            ("generated", vec![now.nodes_generated, all.nodes_generated]),
            ("OR nodes", vec![now.or_nodes, all.or_nodes]),
            ("AND nodes", vec![now.and_nodes, all.and_nodes]),
            ("terminal", vec![now.terminal_nodes, all.terminal_nodes]),
        ];
        if self.trace.table {
            rows.push(("table hits", vec![now.table_hits, all.table_hits]));
        }
        let verdict = match self.trace.solved() {
            Some(true) => "provable",
            _ => "not provable",
        };
        let title = format!("{}: {verdict}", self.trace.problem_at(0));
        (title, counters_panel::grid(&["so far", "in all"], &rows, theme))
    }

    fn code_title(&self) -> String {
        "Pseudocode · AND/OR proof (seed 000, §3.1)".into()
    }

    fn listing(&self) -> Vec<CodeLine> {
        let line = |&(text, tag): &(&str, Option<ProofLine>)| CodeLine {
            text: text.into(),
            traced: tag.is_some(),
        };
        self.listing.iter().map(line).collect()
    }

    fn detail(&self, key: Key) -> Option<Text<'static>> {
        self.boards.then(|| board(self.trace.position(key))).flatten()
    }

    fn keys(&self) -> &'static [Binding] {
        &keys::PROOF
    }

    fn legend(&self) -> &'static [&'static str] {
        &LEGEND
    }
}

const LEGEND: [&str; 4] = [
    "∨ OR node: the prover's player moves; one solved successor suffices",
    "∧ AND node: the opponent moves; every successor must be solved  □ terminal",
    "✓ solved  ✗ unsolvable  ★ the solution subtree (the strategy), once proved",
    "◀ node of the current event  dim: not generated yet",
];

/// The tree pane's view of a proof after the current step.
struct ProofNodes<'a> {
    story: &'a ProofStory,
}

impl Nodes for ProofNodes<'_> {
    fn size(&self) -> usize {
        self.story.trace.nodes.len()
    }

    fn children(&self, key: Key) -> Vec<Key> {
        self.story.trace.node(key).children.clone()
    }

    fn parent(&self, key: Key) -> Option<Key> {
        self.story.trace.node(key).parent
    }

    fn name(&self, key: Key) -> String {
        self.story.name_of(key)
    }

    fn look(&self, key: Key) -> NodeLook {
        let s = self.story;
        let (look, value) = match s.state.status[key as usize] {
            ProofStatus::Unreached => (Look::Unreached, None),
            ProofStatus::Generated => (Look::Generated, None),
            ProofStatus::Open => (Look::Open, None),
            ProofStatus::Solved => (Look::of(Status::Done), Some("✓")),
            ProofStatus::Unsolvable => (Look::of(Status::Done), Some("✗")),
        };
        let starred = s.state.finished.is_some() && s.solution[key as usize];
        NodeLook {
            name: self.name(key),
            symbol: ProofStory::kind_symbol(s.trace.node(key).kind).into(),
            look,
            value: value.map(String::from),
            evaluated: true,
            cut_root: false,
            star: starred.then_some(""),
        }
    }

    fn current(&self) -> Option<Key> {
        let s = self.story;
        let event = s.state.step.checked_sub(1).map(|k| s.trace.entries[k].event);
        Some(match event {
            Some(ProofEvent::Enter { node, .. } | ProofEvent::Settle { node, .. }) => node,
            Some(ProofEvent::Generate { child, .. }) => child,
            Some(ProofEvent::End { .. }) | None => 0,
        })
    }

    /// Once proved, only the solution subtree stays open: the strategy.
    fn opens_all(&self) -> bool {
        self.size() <= OPEN_ALL_UP_TO && self.story.state.finished != Some(true)
    }

    /// The current node, the user's, and the whole strategy once proved.
    fn focus(&self, selected: Option<Key>) -> Vec<Key> {
        let s = self.story;
        let shown = selected.and_then(|k| self.parent(k));
        let mut out: Vec<Key> = [self.current(), shown].into_iter().flatten().collect();
        if s.state.finished.is_some() {
            out.extend((0..s.solution.len() as Key).filter(|&id| s.solution[id as usize]));
        }
        out
    }
}
