//! Practice: the student predicts each decision of a run before the
//! tutor shows it, and is scored. The questions are read off the same
//! recording the tutor steps through: in a two-player search the value a
//! node is left with (a bound where alpha-beta leaves one), whether a
//! cut-off test cuts and which kind, the window a node is searched with,
//! and the best move; in max^n the vector a node is left with and the best
//! move (`maxn`); in the AND/OR proof whether a node is solved (`proof`).

mod maxn;
mod proof;
pub mod pruning;
pub mod veil;

use super::{AnyStory, Kind};
use crate::record::search::{CutKind, Event, Exactness, NodeId, SearchState, Trace};
use crate::say;
use crate::story::outline::bounded;
use crate::value::{Value, show};
use crate::words::CutNames;
use std::str::FromStr;

pub use maxn::questions as maxn_questions;
pub use proof::{MOST_ASKED, questions as proof_questions};
pub use veil::Veil;

/// The kinds of question, as `--ask` names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Ask {
    Values,
    Cuts,
    Windows,
    Best,
    /// The whole-tree exercise: every leaf alpha-beta never evaluates.
    Pruned,
    /// The whole-tree exercise: every cut edge with its kind.
    Edges,
    /// In the AND/OR proof: whether a node is solved or unsolvable.
    Solved,
}

impl Ask {
    /// The kinds asked step by step (the default: those that apply).
    pub const ALL: [Ask; 5] = [Ask::Values, Ask::Cuts, Ask::Windows, Ask::Best, Ask::Solved];
    /// The kinds marked on the whole tree (`pruning`).
    pub const MARKED: [Ask; 2] = [Ask::Pruned, Ask::Edges];

    /// Whether the kind is marked on the whole tree, not asked step by step.
    pub fn marked(self) -> bool {
        Ask::MARKED.contains(&self)
    }

    /// Whether the kind is asked on a run of `kind`: values and the best
    /// move everywhere but in a proof, the rest in a two-player search
    /// only, `solved` in a proof only.
    pub fn applies(self, kind: Kind) -> bool {
        match self {
            Ask::Values | Ask::Best => kind != Kind::Proof,
            Ask::Solved => kind == Kind::Proof,
            _ => kind == Kind::Search,
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            Ask::Values => "values",
            Ask::Cuts => "cuts",
            Ask::Windows => "windows",
            Ask::Best => "best",
            Ask::Pruned => "pruned",
            Ask::Edges => "edges",
            Ask::Solved => "solved",
        }
    }
}

impl FromStr for Ask {
    type Err = String;
    fn from_str(s: &str) -> Result<Ask, String> {
        Ask::ALL
            .into_iter()
            .chain(Ask::MARKED)
            .find(|a| a.key() == s.trim())
            .ok_or_else(|| say!("practice-unknown-ask", ask = s.trim()))
    }
}

/// An answer, as the student types it and as the search gives it.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// `5`, `-4.5`, `10/3`, `>=5`, `<=4`, `inf`.
    Value(Value, Exactness),
    /// `a` (an α-cutoff), `b` (a β-cutoff), `none`.
    Cut(Option<CutKind>),
    /// `-inf,4` or `(-inf, 4)`.
    Window(Value, Value),
    /// A move's label.
    Move(String),
    /// A max^n vector: `(1, 2, 6)`, `1,2,6`, `[1, 2, 6]`.
    Vector(Vec<Value>),
    /// Solved (`y`) or unsolvable (`n`).
    Solved(bool),
}

impl Answer {
    /// The answer as the tutor writes it, a cut-off by `names`.
    pub fn show(&self, names: CutNames) -> String {
        match self {
            Answer::Value(v, e) => bounded(*v, *e),
            Answer::Cut(None) => say!("practice-no-cut"),
            // Named as the cut-offs are named on screen (--cut-names).
            Answer::Cut(Some(kind)) => match names.name(*kind) {
                "alpha" => say!("practice-alpha-cut"),
                _ => say!("practice-beta-cut"),
            },
            Answer::Window(a, b) => format!("[{}, {}]", show(*a), show(*b)),
            Answer::Move(m) => m.clone(),
            Answer::Vector(v) => crate::words::maxn::show_vector(v),
            Answer::Solved(true) => say!("practice-solved"),
            Answer::Solved(false) => say!("practice-unsolvable"),
        }
    }

    /// What the student typed, read as an answer to a question of `ask`;
    /// the reason when it is not one.
    pub fn read(ask: Ask, text: &str, names: CutNames) -> Result<Answer, String> {
        let text = text.trim();
        let wrong = || say!("practice-unreadable", text = text, ask = ask.key());
        match ask {
            Ask::Values => value(text).ok_or_else(wrong),
            // `a` is what the screen calls an α-cutoff, whichever names
            // are in force (the slides' swap them).
            Ask::Cuts => match text.to_lowercase().as_str() {
                "a" | "α" | "alpha" => Ok(Answer::Cut(Some(names.kind("alpha")))),
                "b" | "β" | "beta" => Ok(Answer::Cut(Some(names.kind("beta")))),
                "n" | "no" | "none" | "-" => Ok(Answer::Cut(None)),
                _ => Err(wrong()),
            },
            Ask::Windows => {
                let inner = text.trim_start_matches(['(', '[']).trim_end_matches([')', ']']);
                let (a, b) = inner.split_once(',').ok_or_else(wrong)?;
                let a = a.trim().parse().map_err(|_| wrong())?;
                let b = b.trim().parse().map_err(|_| wrong())?;
                Ok(Answer::Window(a, b))
            }
            Ask::Best => Ok(Answer::Move(text.to_string())),
            Ask::Solved => solved(text).map(Answer::Solved).ok_or_else(wrong),
            Ask::Pruned | Ask::Edges => Err(wrong()),
        }
    }

    /// What the student typed, read as a max^n vector: values separated by
    /// commas (or spaces), in round or square brackets or none.
    pub fn vector(text: &str) -> Result<Answer, String> {
        let text = text.trim();
        let inner = text.trim_start_matches(['(', '[']).trim_end_matches([')', ']']);
        let parts: Vec<&str> = match inner.contains(',') {
            true => inner.split(',').collect(),
            false => inner.split_whitespace().collect(),
        };
        let values: Option<Vec<Value>> = parts.iter().map(|p| p.trim().parse().ok()).collect();
        match values {
            Some(v) if !v.is_empty() => Ok(Answer::Vector(v)),
            _ => Err(say!("practice-unreadable-vector", text = text)),
        }
    }
}

/// `y`, `yes`, `solved`, `n`, `no`, `unsolvable`, and the Russian and
/// Ukrainian words: whether a node is solved.
fn solved(text: &str) -> Option<bool> {
    const YES: &[&str] = &[
        "y",
        "yes",
        "s",
        "solved",
        "provable",
        "д",
        "да",
        "разрешима",
        "р",
        "т",
        "так",
        "розв'язна",
        "розвʼязна",
    ];
    const NO: &[&str] = &[
        "n",
        "no",
        "u",
        "unsolvable",
        "unprovable",
        "н",
        "нет",
        "неразрешима",
        "ні",
        "нi",
        "не",
        "нерозв'язна",
        "нерозвʼязна",
    ];
    let text = text.trim().to_lowercase();
    let text = text.trim_end_matches(['.', '!']);
    match (YES.contains(&text), NO.contains(&text)) {
        (true, _) => Some(true),
        (_, true) => Some(false),
        _ => None,
    }
}

/// `5`, `=5`, `>=5`, `≥ 5`, `<=4`: a value, exact or a bound.
fn value(text: &str) -> Option<Answer> {
    let (bound, rest) = [
        (">=", Exactness::LowerBound),
        ("≥", Exactness::LowerBound),
        ("<=", Exactness::UpperBound),
        ("≤", Exactness::UpperBound),
        ("=", Exactness::Exact),
    ]
    .into_iter()
    .find_map(|(p, e)| text.strip_prefix(p).map(|r| (e, r)))
    .unwrap_or((Exactness::Exact, text));
    let v: Value = rest.trim().parse().ok()?;
    Some(Answer::Value(v, bound))
}

/// One question: at which step (the event it asks about, counted from 0),
/// about which node, and the search's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Question {
    pub step: usize,
    /// The step the run stands at while the question is asked, before
    /// anything shows the answer: the event's own, or for a value just
    /// after the node's last successor returned, before the node takes
    /// the value in.
    pub asked: usize,
    pub node: NodeId,
    /// The node as the run names it (in a proof, the problem at it).
    pub name: String,
    /// The moves from the root, each numbered from 1 in the game's (or
    /// the file's) order: the record's `path`, which no name changes.
    pub path: Vec<u32>,
    pub ask: Ask,
    pub expected: Answer,
}

impl Question {
    /// The question in words: "What does b return?".
    pub fn prompt(&self) -> String {
        let node = self.name.as_str();
        match (self.ask, &self.expected) {
            (Ask::Values, Answer::Vector(_)) => say!("practice-ask-vector", node = node),
            (Ask::Solved, _) => say!("practice-ask-solved", problem = node),
            _ => self.prompt_search(),
        }
    }

    fn prompt_search(&self) -> String {
        let node = self.name.as_str();
        match self.ask {
            Ask::Values => say!("practice-ask-value", node = node),
            Ask::Cuts => say!("practice-ask-cut", node = node),
            Ask::Windows => say!("practice-ask-window", node = node),
            Ask::Best => say!("practice-ask-best", node = node),
            Ask::Pruned => say!("pruning-ask-leaf", node = node),
            Ask::Edges => say!("pruning-ask-edge", edge = node),
            Ask::Solved => say!("practice-ask-solved", problem = node),
        }
    }

    /// The record's `path`: "2,1" (empty at the root).
    pub fn path_text(&self) -> String {
        path_text(&self.path)
    }

    /// What the screen keeps back while the question is asked.
    pub fn veil(&self) -> Veil {
        Veil {
            node: self.node,
            ask: self.ask,
        }
    }

    /// What the student typed, read as an answer to this question (a
    /// vector where the answer is one); the reason when it is not one.
    pub fn read(&self, text: &str, names: CutNames) -> Result<Answer, String> {
        match self.expected {
            Answer::Vector(_) => Answer::vector(text),
            _ => Answer::read(self.ask, text, names),
        }
    }

    /// Whether an answer is the search's.
    pub fn right(&self, answer: &Answer) -> bool {
        match (answer, &self.expected) {
            (Answer::Move(a), Answer::Move(b)) => a.trim().eq_ignore_ascii_case(b.trim()),
            (a, b) => a == b,
        }
    }
}

/// What a wrong answer is told: the search's answer; for a value given
/// with the right number but as exact where the search only proved a
/// bound (or the other way), what the search proved, and which nodes it
/// never examined.
pub fn wrong(story: &AnyStory, q: &Question, answer: &Answer) -> String {
    let (Answer::Value(given, _), Answer::Value(v, e), AnyStory::Search(s)) = (answer, &q.expected, story)
    else {
        return say!("practice-wrong", expected = q.expected.show(story.cut_names()));
    };
    if given != v {
        return say!("practice-wrong", expected = q.expected.show(story.cut_names()));
    }
    let trace = s.run.trace();
    match e {
        Exactness::Exact => say!("practice-wrong-exact", value = show(*v)),
        _ => {
            let names = never_examined(trace, q.node);
            say!(
                "practice-wrong-bound",
                bound = bounded(*v, *e),
                nodes = names_in_words(&names),
                several = if names.len() == 1 { "no" } else { "yes" }
            )
        }
    }
}

/// The nodes below `node` that a cut-off left out, the tops of the
/// subtrees never examined, in the order searched.
fn never_examined(trace: &Trace, node: NodeId) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![node];
    while let Some(n) = stack.pop() {
        match trace.examined(n) {
            true => stack.extend(trace.children(n).collect::<Vec<_>>().into_iter().rev()),
            false => out.push(trace.name(n).into_owned()),
        }
    }
    out
}

/// The moves from the root to `node`, each numbered from 1 in the order
/// its position's moves come.
pub fn path_to<D: Copy>(tree: &crate::record::Tree<D>, node: NodeId) -> Vec<u32> {
    tree.move_numbers(node)
}

pub use crate::record::tree::path_text;

/// "f", "f and g", "f, g and h"; past six names the rest as "…".
fn names_in_words(names: &[String]) -> String {
    const MOST: usize = 6;
    match names {
        [] => String::new(),
        [one] => one.clone(),
        _ if names.len() > MOST => format!("{}, …", names[..MOST].join(", ")),
        [rest @ .., last] => say!("practice-and", rest = rest.join(", "), last = last.as_str()),
    }
}

/// The questions of a recorded search, in the order it meets them.
pub fn questions(trace: &Trace, asks: &[Ask]) -> Vec<Question> {
    let mut out = Vec::new();
    let mut state = <SearchState as crate::record::Replay>::start(trace);
    for k in 0..trace.len() {
        crate::record::Replay::apply(&mut state, trace);
        let q = |ask: Ask, node: NodeId, expected: Answer| Question {
            step: k,
            asked: k,
            node,
            name: trace.name(node).to_string(),
            path: path_to(&trace.tree, node),
            ask,
            expected,
        };
        let question = match trace.event(k) {
            // An inner node's value, where this visit searched below it:
            // a leaf's is given.
            Event::Leave { node, exactness } => {
                let back = after_last_successor(k, |j| match trace.event(j) {
                    Event::Leave { node: c, .. } => (trace.parent(c) == Some(node)).then_some(true),
                    Event::Enter { node: n } => (n == node).then_some(false),
                    _ => None,
                });
                let value = state.node(node).final_value();
                back.zip(value).map(|(at, (v, _))| Question {
                    asked: at,
                    ..q(Ask::Values, node, Answer::Value(v, exactness))
                })
            }
            Event::NoCutoff { node } => Some(q(Ask::Cuts, node, Answer::Cut(None))),
            // A test that fires at the last child cuts nothing.
            Event::Cutoff {
                at, kind, children, ..
            } => {
                let cut = (children > 0).then_some(kind);
                Some(q(Ask::Cuts, at, Answer::Cut(cut)))
            }
            Event::Enter { node } if trace.about.windowed && trace.parent(node).is_some() => state
                .window(node)
                .map(|w| q(Ask::Windows, node, Answer::Window(w.alpha, w.beta))),
            Event::End { root } => trace
                .best_move()
                .map(|m| q(Ask::Best, root, Answer::Move(m.to_string()))),
            _ => None,
        };
        out.extend(question.filter(|q| asks.contains(&q.ask)));
    }
    out
}

/// Where a value question about a node left at event `left` is asked:
/// just after its last successor returned, before the node takes the
/// value in, so that nothing drawn is worked out from it. `at(j)` reads
/// event j: Some(true) a successor of the node left, Some(false) the node
/// entered (no successor searched in this visit), None anything else.
pub fn after_last_successor(left: usize, at: impl Fn(usize) -> Option<bool>) -> Option<usize> {
    (0..left)
        .rev()
        .find_map(|j| at(j).map(|successor| successor.then_some(j + 1)))
        .flatten()
}

/// The version of the practice record's JSON: keys are only ever added.
pub const SHEET_VERSION: u32 = 1;

/// The answers given so far and the score.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Sheet {
    /// For each question answered: what was typed and whether it was right.
    pub given: Vec<Option<(String, bool)>>,
}

impl Sheet {
    pub fn new(n: usize) -> Sheet {
        Sheet { given: vec![None; n] }
    }

    /// Right answers and questions asked, for each kind of question.
    pub fn score(&self, questions: &[Question]) -> Vec<(Ask, usize, usize)> {
        Ask::ALL
            .into_iter()
            .filter_map(|ask| {
                let of: Vec<usize> = (0..questions.len())
                    .filter(|&i| questions[i].ask == ask)
                    .collect();
                let asked = of.iter().filter(|&&i| self.given[i].is_some()).count();
                let right = of
                    .iter()
                    .filter(|&&i| matches!(self.given[i], Some((_, true))))
                    .count();
                (!of.is_empty()).then_some((ask, right, asked))
            })
            .collect()
    }

    /// The record of the exercise as JSON: each question with the answer
    /// given, and the score by kind; in an exam under way the answers
    /// only (`stage`).
    pub fn json(
        &self,
        spec: &str,
        algorithm: &str,
        questions: &[Question],
        stage: Stage,
        names: CutNames,
    ) -> serde_json::Value {
        let graded = stage.graded();
        let asked: Vec<serde_json::Value> = questions
            .iter()
            .zip(&self.given)
            .map(|(q, given)| {
                let mut asked = serde_json::json!({
                    "step": q.step + 1,
                    "node": q.name,
                    "path": q.path_text(),
                    "kind": q.ask.key(),
                    "asked": q.prompt(),
                    "answer": given.as_ref().map(|(a, _)| a.clone()),
                    "correct": given.as_ref().filter(|_| graded).map(|(_, r)| *r),
                    "expected": graded.then(|| q.expected.show(names)),
                });
                // A value question says whether the search proved the
                // value or only a bound (the interval rule), once graded.
                if let (true, Answer::Value(_, e)) = (graded, &q.expected) {
                    asked["exactness"] = e.key().into();
                }
                asked
            })
            .collect();
        let score: serde_json::Map<String, serde_json::Value> = self
            .score(questions)
            .into_iter()
            .map(|(ask, right, n)| (ask.key().to_string(), serde_json::json!([right, n])))
            .collect();
        serde_json::json!({
            "version": SHEET_VERSION, "spec": spec, "algorithm": algorithm,
            "questions": asked, "score": graded.then_some(score),
            "finished": stage.finished,
        })
    }
}

/// How far a practice is when its record is written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stage {
    /// Over: every question answered, or the student left it (Esc, q,
    /// Ctrl-C); not while it goes on, nor when a signal or a terminal gone
    /// cut it short.
    pub finished: bool,
    /// An exam, whose marks and the search's answers stay out of the
    /// record until it is over (a second terminal learns nothing).
    pub exam: bool,
}

impl Stage {
    /// Whether the record says what is right.
    pub fn graded(self) -> bool {
        !self.exam || self.finished
    }
}

/// The questions asked on a run, and where a long proof is asked about
/// only near its root, the note that says so.
pub struct Asked {
    pub questions: Vec<Question>,
    pub note: Option<String>,
}

/// The questions of `asks` that apply on the story's run, in the order it
/// meets them; what comes next is hidden from then on (the leaves'
/// values). The whole-tree exercise is not asked here (`pruning`).
pub fn asked(story: &mut AnyStory, asks: &[Ask]) -> Asked {
    let asks: Vec<Ask> = asks.iter().copied().filter(|a| a.applies(story.kind())).collect();
    let (questions, note) = match story {
        AnyStory::Search(s) => {
            s.hide_leaves = true;
            (questions(s.run.trace(), &asks), None)
        }
        AnyStory::Maxn(s) => {
            s.hide_leaves = true;
            (maxn_questions(s.run.rec(), &asks), None)
        }
        AnyStory::Proof(s) => proof_questions(s, &asks),
    };
    Asked { questions, note }
}

/// The kinds named that are not asked on a run of `kind`, refused with
/// the kinds that are (a usage error on the command line).
pub fn refusal(kind: Kind, asks: &[Ask]) -> Option<String> {
    let wrong: Vec<&str> = asks
        .iter()
        .filter(|a| !a.applies(kind))
        .map(|a| a.key())
        .collect();
    let fits: Vec<&str> = Ask::ALL
        .into_iter()
        .chain(Ask::MARKED)
        .filter(|a| a.applies(kind))
        .map(Ask::key)
        .collect();
    let run = match kind {
        Kind::Search => "search",
        Kind::Maxn => "maxn",
        Kind::Proof => "proof",
    };
    (!wrong.is_empty()).then(|| {
        say!(
            "practice-not-on-run",
            asks = wrong.join(", "),
            run = run,
            fits = fits.join(", ")
        )
    })
}

/// The program's name of the algorithm practised, as the JSON record and
/// `stats --json` name it, in any language.
pub fn algorithm(story: &AnyStory) -> &'static str {
    match story {
        AnyStory::Search(s) => s.setup.algorithm.key(),
        AnyStory::Maxn(_) => "maxn",
        AnyStory::Proof(_) => "proof",
    }
}
