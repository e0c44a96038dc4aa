//! The test trees of UC Berkeley's CS188 multi-agent project
//! (http://ai.berkeley.edu): `.test` files of class `GraphGameTreeTest`.
//! One MAX agent (Pacman) and several MIN agents (ghosts) move in turn; the
//! depth counts full rounds; win and lose states end the game.

use super::problem::{Check, Course};
use super::{Scenario, ScenarioError, Text};
use crate::game::Player;
use crate::game::tree::{GameTree, NodeId, Rare, TreeNode};
use crate::search::Algorithm;
use crate::search::deep::MAX_DEPTH;
use crate::value::{NotAValue, Value};
use std::collections::{HashMap, HashSet};

/// What a course test asks for besides its tree.
#[derive(Clone, Debug, PartialEq)]
pub struct CourseTest {
    /// The agent the test grades (`MinimaxAgent` → minimax, ...).
    pub algorithm: Algorithm,
    /// Depth in rounds: one move of every agent.
    pub depth: u32,
    /// Pacman plus the ghosts.
    pub agents: u32,
}

/// The key-value text of a `.test` file: `key: "value"` or a multi-line
/// `key: """ ... """`; `#` starts a comment outside multi-line values.
struct Fields<'a> {
    file: &'a str,
    values: HashMap<String, (usize, String)>,
}

impl<'a> Fields<'a> {
    fn parse(file: &'a str, text: &str) -> Result<Fields<'a>, ScenarioError> {
        let mut values = HashMap::new();
        let mut lines = text.lines().enumerate();
        while let Some((i, raw)) = lines.next() {
            let line = raw.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let err = |col, problem| invalid(file, i + 1, col, problem);
            let (key, rest) = line
                .split_once(':')
                .ok_or_else(|| err(1, Course::ExpectedKeyValue))?;
            let rest = rest.trim();
            let value = if rest == "\"\"\"" {
                let mut body = Vec::new();
                loop {
                    match lines.next() {
                        Some((_, l)) if l.trim() == "\"\"\"" => break,
                        Some((_, l)) => body.push(l),
                        None => return Err(err(1, Course::Unclosed)),
                    }
                }
                body.join("\n")
            } else if rest.len() >= 2 && rest.starts_with('"') && rest.ends_with('"') {
                rest[1..rest.len() - 1].to_string()
            } else {
                let col = raw.find(rest).unwrap_or(0) + 1;
                return Err(err(col, Course::ExpectedQuoted));
            };
            if let Some((first, _)) = values.insert(key.trim().to_string(), (i + 1, value)) {
                let key = key.trim().to_string();
                return Err(err(1, Course::DuplicateKey { key, first }));
            }
        }
        Ok(Fields { file, values })
    }

    fn get(&self, key: &str) -> Result<&(usize, String), ScenarioError> {
        self.values
            .get(key)
            .ok_or_else(|| invalid(self.file, 1, 1, Course::MissingKey { key: key.to_string() }))
    }

    fn number(&self, key: &str) -> Result<u32, ScenarioError> {
        let (line, v) = self.get(key)?;
        v.trim().parse().map_err(|_| {
            let problem = Course::NotAWholeNumber {
                key: key.to_string(),
                found: v.clone(),
            };
            invalid(self.file, *line, 1, problem)
        })
    }

    fn set(&self, key: &str) -> HashSet<String> {
        let v = self.values.get(key).map(|(_, v)| v.as_str()).unwrap_or("");
        v.split_whitespace().map(String::from).collect()
    }
}

fn invalid(file: &str, line: usize, column: usize, problem: Course) -> ScenarioError {
    ScenarioError::Invalid {
        file: file.to_string(),
        line,
        column,
        problem: problem.into(),
    }
}

/// Parses a `.test` file into a scenario whose tree holds every state
/// reachable from the start (win and lose states end their branch).
pub fn parse(name: &str, file: &str, text: &str) -> Result<Scenario, ScenarioError> {
    let f = Fields::parse(file, text)?;
    let (alg_line, alg) = f.get("alg")?;
    let algorithm = match alg.as_str() {
        "MinimaxAgent" => Algorithm::Minimax,
        "AlphaBetaAgent" => Algorithm::AlphaBeta,
        "ExpectimaxAgent" => Algorithm::Expectimax,
        other => {
            let problem = Course::UnknownAgent {
                agent: other.to_string(),
            };
            return Err(invalid(file, *alg_line, 1, problem));
        }
    };
    let course = CourseTest {
        algorithm,
        depth: f.number("depth")?,
        agents: agents(&f)?,
    };
    let edges = successors(&f)?;
    let values = evaluations(&f)?;
    let terminal: HashSet<String> = f
        .set("win_states")
        .union(&f.set("lose_states"))
        .cloned()
        .collect();
    let start = f.get("start_state")?.1.trim().to_string();
    let mut b = TreeBuilder {
        edges: &edges,
        values: &values,
        terminal: &terminal,
        agents: course.agents,
        nodes: vec![],
    };
    let successors_line = f.get("successors")?.0;
    b.add(&start, None, None, &mut Vec::new())
        .map_err(|m| invalid(file, successors_line, 1, m))?;
    let diagram = f
        .values
        .get("diagram")
        .map(|(_, d)| d.clone())
        .unwrap_or_default();
    Ok(Scenario {
        name: name.to_string(),
        title: Text::plain(format!(
            "CS188 {name}: {alg}, depth {}, {} agents",
            course.depth, course.agents
        )),
        source: Text::plain("UC Berkeley CS188 multi-agent project, test tree (http://ai.berkeley.edu)"),
        note: Text::plain(diagram),
        tree: GameTree::from_nodes(b.nodes),
        depth: None,
        players: Vec::new(),
        course: Some(course),
        hide_leaves: false,
    }
    .shown())
}

/// Pacman and the ghosts: one agent at least.
fn agents(f: &Fields) -> Result<u32, ScenarioError> {
    match f.number("num_agents")? {
        0 => Err(invalid(f.file, f.get("num_agents")?.0, 1, Course::NoAgents)),
        n => Ok(n),
    }
}

type Edges = HashMap<String, Vec<(String, String)>>;

/// `state action next_state` lines, in file order per state.
fn successors(f: &Fields) -> Result<Edges, ScenarioError> {
    let (first, text) = f.get("successors")?;
    let mut edges: Edges = HashMap::new();
    for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let parts: Vec<&str> = line.split_whitespace().collect();
        let [from, action, to] = parts[..] else {
            let problem = Course::ExpectedSuccessor {
                found: line.trim().to_string(),
            };
            return Err(invalid(f.file, first + 1 + i, 1, problem));
        };
        edges
            .entry(from.into())
            .or_default()
            .push((action.into(), to.into()));
    }
    Ok(edges)
}

/// `state value` lines.
fn evaluations(f: &Fields) -> Result<HashMap<String, Value>, ScenarioError> {
    let (first, text) = f.get("evaluation")?;
    let mut values = HashMap::new();
    for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let parts: Vec<&str> = line.split_whitespace().collect();
        let parsed = match parts[..] {
            [state, v] => match v.parse::<Value>() {
                Ok(value) => Some((state, value)),
                // Too large or too fine: the one rule, where it is written.
                Err(why @ (NotAValue::TooLarge | NotAValue::TooFine)) => {
                    let column = line[..line.rfind(v).unwrap_or(0)].chars().count() + 1;
                    return Err(ScenarioError::Invalid {
                        file: f.file.to_string(),
                        line: first + 1 + i,
                        column,
                        problem: Check::Unkept {
                            text: v.to_string(),
                            why,
                        }
                        .into(),
                    });
                }
                Err(NotAValue::NotANumber) => None,
            },
            _ => None,
        };
        let Some((state, v)) = parsed else {
            let problem = Course::ExpectedEvaluation {
                found: line.trim().to_string(),
            };
            return Err(invalid(f.file, first + 1 + i, 1, problem));
        };
        values.insert(state.to_string(), v);
    }
    Ok(values)
}

struct TreeBuilder<'a> {
    edges: &'a Edges,
    values: &'a HashMap<String, Value>,
    terminal: &'a HashSet<String>,
    agents: u32,
    nodes: Vec<TreeNode>,
}

impl TreeBuilder<'_> {
    const MAX_NODES: usize = 1_000_000;

    fn add(
        &mut self,
        state: &str,
        parent: Option<NodeId>,
        action: Option<&str>,
        path: &mut Vec<String>,
    ) -> Result<NodeId, Course> {
        if path.iter().any(|s| s == state) {
            return Err(Course::Cycle {
                state: state.to_string(),
            });
        }
        if path.len() > MAX_DEPTH as usize {
            return Err(Course::TooDeep {
                state: state.to_string(),
                most: MAX_DEPTH,
            });
        }
        if self.nodes.len() >= Self::MAX_NODES {
            return Err(Course::TooManyNodes {
                most: Self::MAX_NODES,
            });
        }
        let ix = NodeId::at(self.nodes.len());
        let depth = path.len() as u32;
        // Agent 0 is Pacman (MAX); the ghosts (MIN) follow in index order.
        let player = if depth.is_multiple_of(self.agents) {
            Player::Max
        } else {
            Player::Min
        };
        self.nodes.push(TreeNode {
            name: state.into(),
            rare: Rare::boxed(action.map(String::from), None, None),
            player,
            static_value: self.values.get(state).copied(),
            active: false,
            agent: None,
            children: Box::default(),
            parent,
            depth,
        });
        if self.terminal.contains(state) {
            return Ok(ix);
        }
        path.push(state.to_string());
        let mut children = Vec::new();
        for (act, next) in self.edges.get(state).cloned().unwrap_or_default() {
            children.push(self.add(&next, Some(ix), Some(&act), path)?);
        }
        self.nodes[ix.index()].children = children.into();
        path.pop();
        Ok(ix)
    }
}
