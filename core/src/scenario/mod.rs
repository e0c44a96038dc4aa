//! Scenario files: a textbook tree written in RON, parsed into a raw
//! structure (`raw`), then validated into a [`GameTree`].
//!
//! ```ron
//! Scenario(
//!     title: "Bratko, Fig. 2",         // or {"en": "...", "ru": "..."}
//!     source: "the Bratko notes",
//!     note: "what the example teaches",
//!     root: Max,                       // optional, MAX by default
//!     tree: (name: "a", children: [
//!         (name: "b", children: [ (name: "d", children: [1, 4]), ... ]),
//!     ]),
//! )
//! ```
//! A bare number is a leaf with that static value; names are optional;
//! MAX and MIN alternate unless a node says `player: Min`; `move: "C"`
//! labels the move leading to a node; `value:` on an inner node is its
//! static value, used when a depth limit stops the search there.

mod build;
pub mod bundled;
pub mod cs188;
pub mod edit;
pub mod games;
pub mod inline;
pub mod lesson;
pub mod naming;
mod numbers;
pub mod positions;
pub mod problem;
pub mod random;
mod raw;
pub mod text;
mod write;

use crate::game::Player;
use crate::game::tree::{GameTree, TreeNode};
use crate::printable;
use crate::search::setup::{MAX_EXTENSION, Refusal};
use crate::search::{Algorithm, Rule, Setup};
use crate::text_file::{ReadAs, Refused};
pub use problem::Problem;
pub use raw::MOST_LEVELS;
use raw::Names;
use std::path::Path;
pub use text::Text;

/// A validated scenario.
#[derive(Clone, Debug)]
pub struct Scenario {
    /// The bundled name or the file stem.
    pub name: String,
    /// In one language or several (`Text::in_language`).
    pub title: Text,
    pub source: Text,
    pub note: Text,
    pub tree: GameTree,
    /// The depth limit the example is meant for (used when none is given).
    pub depth: Option<u32>,
    /// The players of an n-player tree (max^n), in turn order; empty for
    /// the usual MAX and MIN.
    pub players: Vec<String>,
    /// For the CS188 course's test files: the agent, depth and agents the
    /// file asks for.
    pub course: Option<cs188::CourseTest>,
    /// Leaf values hidden until the search evaluates them (`hide_leaves:
    /// true`), as on an exercise sheet.
    pub hide_leaves: bool,
}

/// Why a scenario could not be loaded.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum ScenarioError {
    /// What is wrong, and where in the file.
    #[error("{file}:{line}:{column}: {problem}")]
    Invalid {
        file: String,
        line: usize,
        column: usize,
        problem: Problem,
    },
    /// The file cannot be read: the system's kind of error (for words in
    /// any language) and its own words; too big; no regular file.
    #[error(transparent)]
    File(#[from] crate::text_file::FileError),
    /// Neither a bundled scenario nor a file.
    #[error("no scenario {name:?}")]
    NotFound { name: String },
    /// A `random:` spec that gives no tree.
    #[error("{spec}: {error}")]
    Random { spec: String, error: random::SpecError },
    /// A tree written inline (`[[3,12],[2,4]]`) that cannot be read.
    #[error("{text}: {error}")]
    Inline {
        text: String,
        error: inline::InlineError,
    },
}

impl ScenarioError {
    /// A refused spec named as the user wrote it (`b2d2`, `''`), not as
    /// the spec made of it (`random:b2d2:v0..0:seed1`).
    pub fn as_given(self, given: &str) -> ScenarioError {
        match self {
            ScenarioError::Random { error, .. } => ScenarioError::Random {
                spec: given.to_string(),
                error,
            },
            other => other,
        }
    }
}

impl Scenario {
    /// The scenario as it may be shown: its name, title and players on
    /// one line, its source and note with their lines, each with what a
    /// terminal, a browser or TeX would act on written out (`printable`).
    /// Every way a scenario is read ends here, so that no screen, export
    /// or output meets a file's raw text; the tree's names and labels are
    /// kept so by `GameTree::from_nodes`.
    fn shown(self) -> Scenario {
        let line = |s: String| printable::line(&s).into_owned();
        Scenario {
            name: line(self.name),
            title: self.title.shown(printable::line),
            source: self.source.shown(printable::text),
            note: self.note.shown(printable::text),
            players: self.players.into_iter().map(line).collect(),
            ..self
        }
    }

    /// Parses and validates the text of a scenario; `file` names it in errors.
    pub fn parse(name: &str, file: &str, text: &str) -> Result<Scenario, ScenarioError> {
        let names = Names::default();
        let raw = raw::parse(text, &names).map_err(|(at, problem)| ScenarioError::Invalid {
            file: file.to_string(),
            line: at.line,
            column: at.col,
            problem,
        })?;
        // As many as the file writes, so that the table never grows by
        // doubling past them (a file's tree can have millions).
        let mut builder = raw.tree.built(names.nodes());
        builder.players(builder.root_player().or(raw.root).unwrap_or(Player::Max));
        // A player's name is no node's: max^n's players are A, B and C.
        let players = raw.players.clone();
        let taken = |n: &str| names.contains(n) || players.iter().any(|p| p == n);
        let any_taken = builder.given.contains(&true) || !players.is_empty();
        naming::name_unnamed(
            &mut builder.nodes,
            &builder.given,
            any_taken.then_some(&taken as &dyn Fn(&str) -> bool),
        );
        Ok(Scenario {
            name: name.to_string(),
            title: raw.title,
            source: raw.source,
            note: raw.note,
            players: players_of(raw.players, names.players()),
            tree: GameTree::from_nodes(with_agents(builder.nodes, names.players())),
            depth: raw.depth,
            course: None,
            hide_leaves: raw.hide_leaves,
        }
        .shown())
    }

    /// Reads a scenario file.
    pub fn from_file(path: &Path) -> Result<Scenario, ScenarioError> {
        let file = printable::line(&path.display().to_string()).into_owned();
        let text = read_text(path, &file, ReadAs::Scenario)?;
        let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned());
        let name = stem.unwrap_or_else(|| file.clone());
        if path.extension().is_some_and(|e| e == "test") {
            return cs188::parse(&name, &file, &text);
        }
        Scenario::parse(&name, &file, &text)
    }

    /// A bundled scenario by name, a random exercise tree (`random:b3d3`,
    /// a fresh seed when none is given), a tree written inline
    /// (`[[3,12],[2,4]]`), or else a file by path.
    pub fn resolve(spec: &str) -> Result<Scenario, ScenarioError> {
        if let Some(b) = bundled::find(spec) {
            return b.load();
        }
        if spec.starts_with("random:") {
            return Scenario::random(spec, fresh_seed());
        }
        if inline::is_inline(spec) {
            let text = inline::to_scenario(spec).map_err(|error| ScenarioError::Inline {
                text: spec.to_string(),
                error,
            })?;
            return Scenario::parse("inline", spec, &text);
        }
        let path = Path::new(spec);
        if path.exists() {
            return Scenario::from_file(path);
        }
        Err(ScenarioError::NotFound {
            name: spec.to_string(),
        })
    }
}

/// The most a scenario file may hold: a million nodes written out take a
/// few MiB.
pub const MOST_BYTES: u64 = ReadAs::Scenario.most();

/// The text of a scenario or lesson file (`text_file::text`): bytes that
/// are not UTF-8 are a problem at their place.
pub(crate) fn read_text(path: &Path, file: &str, read_as: ReadAs) -> Result<String, ScenarioError> {
    crate::text_file::text(path, file, read_as).map_err(|e| match e {
        Refused::File(e) => ScenarioError::File(e),
        Refused::NotUtf8 { line, column } => ScenarioError::Invalid {
            file: file.to_string(),
            line,
            column,
            problem: problem::Check::NotUtf8.into(),
        },
    })
}

impl Scenario {
    /// The random exercise tree of a spec (`seed` when it names none),
    /// named by its spec with the seed.
    pub fn random(spec: &str, seed: u64) -> Result<Scenario, ScenarioError> {
        let (name, text) = Scenario::random_file(spec, Some(seed))?;
        Scenario::parse(&name, &name, &text)
    }

    /// The scenario file of a random tree, and its spec with the seed that
    /// gave it (`random:b3d3:seed7`); `seed` where the spec names none
    /// (`None`: one from the clock).
    pub fn random_file(spec: &str, seed: Option<u64>) -> Result<(String, String), ScenarioError> {
        let wrong = |error| ScenarioError::Random {
            spec: spec.to_string(),
            error,
        };
        let asked: random::Spec = spec.parse().map_err(wrong)?;
        let (found, text) = random::generate(&asked, seed.unwrap_or_else(fresh_seed)).map_err(wrong)?;
        Ok((found.to_string(), text))
    }
}

/// A seed for a random tree that names none: from the clock, small enough
/// to read and type back.
fn fresh_seed() -> u64 {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    now.map_or(1, |d| u64::from(d.subsec_nanos()) % 100_000)
}

/// The players' names of an n-player tree of `players`: as given, or A,
/// B, C, ...
fn players_of(given: Vec<String>, players: Option<usize>) -> Vec<String> {
    let n = players.unwrap_or(0);
    if n == 0 || !given.is_empty() {
        return given;
    }
    (0..n)
        .map(|i| char::from(b'A' + (i % 26) as u8).to_string())
        .collect()
}

/// In an n-player tree the players move in turn from the root: the agent
/// of a node is its depth modulo n.
fn with_agents(mut nodes: Vec<TreeNode>, players: Option<usize>) -> Vec<TreeNode> {
    if let Some(n) = players {
        for x in &mut nodes {
            x.agent = Some((x.depth as usize % n) as u8);
        }
    }
    nodes
}

impl Scenario {
    /// The algorithms a command runs when none is named: the course file's
    /// own agent, else minimax and alpha-beta side by side.
    pub fn default_algorithms(&self) -> Vec<Algorithm> {
        match &self.course {
            Some(c) => vec![c.algorithm],
            None => Algorithm::ALL.to_vec(),
        }
    }

    /// The settings the tutor opens this scenario with: a course file's own
    /// agent, expectimax on a tree with chance nodes, else alpha-beta.
    pub fn default_setup(&self) -> Setup {
        let algorithm = match &self.course {
            Some(c) => c.algorithm,
            None if self.tree.has_chance() => Algorithm::Expectimax,
            None => Algorithm::AlphaBeta,
        };
        self.setup(algorithm, None, Rule::Equality)
    }

    /// The search settings for this scenario. For course files the depth
    /// counts rounds (one move of every agent) and the course's strict
    /// pruning rule applies.
    pub fn setup(&self, algorithm: Algorithm, depth: Option<u32>, rule: Rule) -> Setup {
        match &self.course {
            Some(c) => Setup {
                // Rounds of every agent, as plies; more than any tree.
                depth: Some(depth.unwrap_or(c.depth).saturating_mul(c.agents)),
                rule: Rule::Strict,
                ..Setup::new(algorithm)
            },
            None => Setup {
                depth: depth.or(self.depth),
                rule,
                ..Setup::new(algorithm)
            },
        }
    }

    /// Runs a search on the scenario's tree and records its trace. Fails
    /// when the depth limit makes an inner node without a static value a
    /// leaf of the search tree.
    pub fn record(&self, setup: Setup) -> Result<crate::record::search::Trace, Refusal> {
        if let Some(refused) = self.refuses(&setup) {
            return Err(refused);
        }
        let root = self.tree.root();
        Refusal::unless_unshown(crate::search::record(&self.tree, &root, setup))
    }

    /// Whether a search with these settings runs on this tree, else why
    /// not: more than two players, negamax or expectimax where chance
    /// makes them meaningless or inexact, a node it would evaluate
    /// without a value.
    pub fn takes(&self, setup: &Setup) -> Result<(), Refusal> {
        if let Some(refused) = self.refuses(setup) {
            return Err(refused);
        }
        // A weighted sum that is no value is found by running the search
        // unrecorded (a recording finds it itself: `Refusal::unless_unshown`).
        let sums = setup.algorithm == Algorithm::Expectimax || self.tree.has_chance();
        match sums.then(|| crate::search::unshown(&self.tree, &self.tree.root(), *setup)) {
            Some(Some(sum)) => Err(Refusal::Unshown(sum)),
            _ => Ok(()),
        }
    }

    /// What `takes` refuses without searching: more than two players,
    /// negamax on chance, a node evaluated without a value.
    pub fn refuses(&self, setup: &Setup) -> Option<Refusal> {
        if !self.players.is_empty() {
            return Some(Refusal::Players {
                players: self.players.clone(),
            });
        }
        if setup.algorithm == Algorithm::Negamax && self.tree.has_chance() {
            return Some(Refusal::NegamaxWithChance);
        }
        self.missing(setup)
    }
}

impl Scenario {
    /// The node without a static value that a search with these settings
    /// would have to evaluate, as the refusal `record` gives.
    pub fn missing(&self, setup: &Setup) -> Option<Refusal> {
        let n = missing_value(&self.tree, setup)?;
        if self.course.is_some() {
            return Some(Refusal::NoEvaluation {
                state: n.name.to_string(),
                depth: n.depth,
            });
        }
        Some(Refusal::NoStaticValue {
            node: n.name.to_string(),
            depth: n.depth,
            deepening: setup.algorithm == Algorithm::IterativeDeepening,
        })
    }
}

/// The first node that a search with these settings may have to
/// evaluate statically but that has no static value. Iterative
/// deepening evaluates every node above the limit in some iteration;
/// quiescence goes on below active nodes at the limit.
fn missing_value<'t>(tree: &'t GameTree, setup: &Setup) -> Option<&'t TreeNode> {
    let every_level = setup.algorithm == Algorithm::IterativeDeepening;
    // Most often none can be: then a tree of millions is not walked.
    if !tree.has_unvalued_leaf() && !every_level {
        let extension = if setup.quiescence { MAX_EXTENSION } else { 0 };
        let evaluated = setup.depth.map(|d| d..=d.saturating_add(extension));
        if evaluated.is_none_or(|levels| !tree.may_lack_values_at(levels)) {
            return None;
        }
    }
    walked_for_missing(tree, setup)
}

/// `missing_value` by walking the tree from the root.
fn walked_for_missing<'t>(tree: &'t GameTree, setup: &Setup) -> Option<&'t TreeNode> {
    let every_level = setup.algorithm == Algorithm::IterativeDeepening;
    let mut stack = vec![tree.root()];
    while let Some(ix) = stack.pop() {
        let n = tree.node(ix);
        let at_limit = setup.depth.is_some_and(|d| n.depth >= d);
        let extended =
            setup.quiescence && n.active && setup.depth.is_some_and(|d| n.depth < d + MAX_EXTENSION);
        let leaf = n.children.is_empty() || (at_limit && !extended);
        if (leaf || (every_level && n.depth > 0)) && n.static_value.is_none() {
            return Some(n);
        }
        if !leaf {
            stack.extend(n.children.iter().rev());
        }
    }
    None
}

#[cfg(test)]
#[path = "missing_tests.rs"]
mod missing_tests;
