//! Issue 21, §2: every sentence is true. On random exercise trees (deep
//! cut-offs, several cut-offs, ties; a depth limit, iterative deepening,
//! the strict rule, the negamax view) every claim about a node's value
//! that the trace, its JSON, the step sentences, the panels, the canvas,
//! the exports and practice's feedback make is read back from the words
//! on the screen and checked against the node's value computed here from
//! the tree (depth-limited, the iteration's, negated in the negamax view).
//! A relation sign that no known sentence accounts for fails too, so that
//! a new claim cannot slip by unchecked.
//!
//! And no claim made before the interval rule that followed from what
//! the search had examined is dropped: the old rule's provisional and
//! leave claims are computed here and each one that followed is implied
//! by what is said now at the same step. `--nocapture` prints the counts.

use crate::common::intervals::{Read, interval, read, taken_in, values_by_definition};
use crate::common::random_trees::{random_tree, spec};
use gametree::export::{self, Format, Options};
use gametree::game::Player;
use gametree::record::search::{Event, Exactness, NodeId, Trace, View};
use gametree::record::search::{json, state::SearchState};
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::story::outline::Nodes;
use gametree::story::practice::{self, Answer, Ask};
use gametree::story::search::SearchStory;
use gametree::story::search::panels::step_panel;
use gametree::story::{AnyStory, Setting, Story};
use gametree::value::Value;
use gametree::words::search::text;
use proptest::prelude::*;
use regex::Regex;
use std::collections::HashMap;
use std::sync::LazyLock;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

#[derive(Clone, Copy, Debug, PartialEq)]
enum Rel {
    Ge,
    Le,
    Eq,
}

impl Rel {
    fn of(sign: &str) -> Rel {
        match sign {
            "≥" => Rel::Ge,
            "≤" => Rel::Le,
            _ => Rel::Eq,
        }
    }

    fn turned(self) -> Rel {
        match self {
            Rel::Ge => Rel::Le,
            Rel::Le => Rel::Ge,
            Rel::Eq => Rel::Eq,
        }
    }

    fn holds(self, truth: Value, v: Value) -> bool {
        match self {
            Rel::Ge => truth >= v,
            Rel::Le => truth <= v,
            Rel::Eq => truth == v,
        }
    }
}

/// A claim about a node's value in MAX's view.
#[derive(Clone, Debug)]
struct Claim {
    node: NodeId,
    rel: Rel,
    value: Value,
    /// Where it was said, and what was said, for the failure message.
    said: String,
}

fn value(text: &str) -> Value {
    let t = text.trim_start_matches('+').replace('∞', "inf");
    t.parse().unwrap_or_else(|()| panic!("not a value: {text:?}"))
}

/// One run on one tree, and what is known of its nodes.
struct Run {
    trace: Trace,
    read: Read,
    view: View,
    /// Each node's search root (an iteration's under iterative deepening).
    root_of: Vec<NodeId>,
    names: HashMap<(NodeId, String), NodeId>,
    /// Each node's value, computed once.
    truths: Vec<Value>,
}

impl Run {
    fn new(s: &Scenario, setup: Setup, view: View) -> Run {
        let trace = s.record(setup).unwrap();
        let ids = (0..trace.tree.len() as u32).map(NodeId);
        let root_of: Vec<NodeId> = ids.clone().map(|id| trace.path_to(id)[0]).collect();
        let names = ids
            .map(|id| ((root_of[id.index()], trace.name(id).to_string()), id))
            .collect();
        let truths = values_by_definition(&s.tree, &trace, setup.depth);
        Run {
            read: read(&trace),
            trace,
            view,
            root_of,
            names,
            truths,
        }
    }

    fn truth(&self, node: NodeId) -> Value {
        self.truths[node.index()]
    }

    /// The node a name stands for in the search of `near`.
    fn named(&self, near: NodeId, name: &str) -> NodeId {
        let root = self.root_of[near.index()];
        *self
            .names
            .get(&(root, name.to_string()))
            .unwrap_or_else(|| panic!("no node {name:?}"))
    }

    /// A claim in MAX's view; `seen` when it is said in the view shown
    /// (in the negamax view MIN's values are negated).
    fn claim(&self, node: NodeId, rel: Rel, v: Value, seen: bool, said: &str) -> Claim {
        let turn = seen && self.view.negates(self.trace.player(node));
        let (rel, value) = if turn { (rel.turned(), -v) } else { (rel, v) };
        Claim {
            node,
            rel,
            value,
            said: said.to_string(),
        }
    }
}

static RELATION: LazyLock<Regex> = LazyLock::new(|| Regex::new("[≥≤]").unwrap());

/// Whose value a pattern's claim is about.
#[derive(Clone, Copy)]
enum Who {
    /// The node a group names.
    Named(usize),
    /// The root of the search.
    Root,
    /// The successor a provisional value came from ("from C, which …").
    From,
}

/// A pattern and what it claims: about whom, the relation (a group with
/// the sign, or fixed), the value's group; whether it is said in the view
/// shown; in which words it is read (the negamax view's step sentences or
/// the others; both when None).
struct Pattern {
    re: Regex,
    who: Who,
    rel: Result<usize, Rel>,
    value: usize,
    seen: bool,
    negamax_words: Option<bool>,
}

fn p(
    re: &str,
    who: Who,
    rel: Result<usize, Rel>,
    value: usize,
    seen: bool,
    negamax_words: Option<bool>,
) -> Pattern {
    let re = re.replace("{N}", N).replace("{V}", V);
    Pattern {
        re: Regex::new(&re).unwrap(),
        who,
        rel,
        value,
        seen,
        negamax_words,
    }
}

const N: &str = r"([^\s(),:]+)";
const V: &str = r"([-+]?(?:∞|[0-9]+(?:\.[0-9]+)?(?:/[0-9]+)?))";

/// What the trace's lines and the tutor's sentences claim, in English.
static SENTENCES: LazyLock<Vec<Pattern>> = LazyLock::new(|| {
    use Who::{From, Named, Root};
    let (any, minimax, negamax) = (None, Some(false), Some(true));
    vec![
        // The trace.
        p(
            r"provisional value \S+ → \S+ from \S+, so {N} ([≥≤]) {V}$",
            Named(1),
            Ok(2),
            3,
            false,
            any,
        ),
        p(
            r"from \S+, which is only known to be ([≥≤]) {V}$",
            From,
            Ok(1),
            2,
            false,
            any,
        ),
        p(
            r"^leave {N}: value ([≥≤]) {V} \((?:a lower|an upper) bound\)$",
            Named(1),
            Ok(2),
            3,
            false,
            any,
        ),
        p(r"^leave {N}: value {V}$", Named(1), Err(Rel::Eq), 2, false, any),
        p(r"^end: value {V}[,;]", Root, Err(Rel::Eq), 1, false, any),
        // The tutor's steps in the minimax view (and the sentences that
        // read the same in both views).
        p(
            r"provisional value v = m(?:ax|in)\(\S+, \S+\) = \S+ from \S+, so {N} ([≥≤]) {V}\.",
            Named(1),
            Ok(2),
            3,
            false,
            minimax,
        ),
        p(
            r"But {N} is only known to be ([≥≤]) {V}, so \S+ [≥≤] \S+ does not follow\.",
            Named(1),
            Ok(2),
            3,
            false,
            any,
        ),
        p(
            r"α at {N} rises to {V} \(was \S+\): on this path MAX is already sure of at least",
            Named(1),
            Err(Rel::Ge),
            2,
            false,
            any,
        ),
        p(
            r"β at {N} falls to {V} \(was \S+\): on this path MIN will allow at most",
            Named(1),
            Err(Rel::Le),
            2,
            false,
            any,
        ),
        p(
            r"-cutoff at {N} \((?:MAX|MIN)\): its value is already ([≥≤]) {V}, and",
            Named(1),
            Ok(2),
            3,
            false,
            any,
        ),
        p(
            r"MIN at {N} will never allow more than {V} \(",
            Named(1),
            Err(Rel::Le),
            2,
            false,
            any,
        ),
        p(
            r"MAX at {N} is already sure of {V} \(",
            Named(1),
            Err(Rel::Ge),
            2,
            false,
            any,
        ),
        p(
            r"-cutoff at {N} \((?:MAX|MIN)\): its value is {V}, a win",
            Named(1),
            Err(Rel::Eq),
            2,
            false,
            any,
        ),
        p(
            r"^{N} is done: its value is {V}\.$",
            Named(1),
            Err(Rel::Eq),
            2,
            false,
            any,
        ),
        p(
            r"^{N} is done and returns {V} to \S+\.$",
            Named(1),
            Err(Rel::Eq),
            2,
            false,
            any,
        ),
        p(
            r"only an? (?:lower|upper) bound \({N} ([≥≤]) {V}\)",
            Named(1),
            Ok(2),
            3,
            false,
            any,
        ),
        p(
            r"The search is over: {N} is worth {V}[;.]",
            Named(1),
            Err(Rel::Eq),
            2,
            false,
            any,
        ),
        p(
            r"^{N} is a leaf of the search tree: its static value is {V}[. ]",
            Named(1),
            Err(Rel::Eq),
            2,
            false,
            any,
        ),
        // The negamax view's own.
        p(
            r"provisional value v = max\(\S+, \S+\) = \S+ from \S+, so {N} ≥ {V}\.",
            Named(1),
            Err(Rel::Ge),
            2,
            true,
            negamax,
        ),
        p(
            r"α at {N} rises to {V} \(was \S+\), the negated β",
            Named(1),
            Err(Rel::Ge),
            2,
            true,
            negamax,
        ),
        p(
            r"α at {N} rises to \S+ \(was \S+\), the negated β: .* that is MAX gets at most {V}\.",
            Named(1),
            Err(Rel::Le),
            2,
            false,
            negamax,
        ),
        p(
            r"-cutoff at {N} \((?:MAX|MIN)\): for (?:MAX|MIN) its value is already ≥ {V}, and",
            Named(1),
            Err(Rel::Ge),
            2,
            true,
            negamax,
        ),
        p(
            r"{N} \((?:MAX|MIN)\) is already sure of at least {V} \(",
            Named(1),
            Err(Rel::Ge),
            2,
            true,
            negamax,
        ),
        p(
            r"^{N} is done and returns {V}, its value for",
            Named(1),
            Err(Rel::Eq),
            2,
            true,
            negamax,
        ),
        p(
            r"only a bound \({N} ([≥≤]) {V} for (?:MAX|MIN)\)",
            Named(1),
            Ok(2),
            3,
            true,
            negamax,
        ),
    ]
});

/// What says nothing of a node's value: the cut-off test's comparisons,
/// the windows, the successor a negamax parent counts only as at most a
/// value (read apart: it is said from the parent's side).
static NOT_CLAIMS: LazyLock<Vec<Regex>> = LazyLock::new(|| {
    [
        r"value \S+ [≥≤] [αβ] = ",
        r"v [≥≤] [αβ] \(\S+ [≥≤] \S+\)",
        r"\S+ [≥≤] \S+ does not follow",
        r"[≥≤] [αβ]\)",
    ]
    .iter()
    .map(|r| Regex::new(r).unwrap())
    .collect()
});

static FROM: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"from (\S+), which").unwrap());
static DOT_LABEL: LazyLock<Regex> = LazyLock::new(|| Regex::new(r#"label="([^"\\]+)\\n([^"]+)""#).unwrap());
static SVG_SIGNED: LazyLock<Regex> = LazyLock::new(|| Regex::new(r">([^<>]*[≥≤][^<>]*)<").unwrap());

static COUNTED_AT_MOST: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"^{N} \((?:MAX|MIN)\): provisional value .* But {N} counts here only as at most {V}, so"
    ))
    .unwrap()
});

struct Said {
    claims: Vec<Claim>,
    /// What a sign was found in that no pattern reads.
    unread: Vec<String>,
}

impl Run {
    /// The claims of one line or sentence said at event `k`, in the
    /// negamax view's words or not.
    fn read_words(&self, k: usize, words: &str, negamax_words: bool, out: &mut Said) {
        let near = self.trace.event(k).node();
        let mut rest = words.to_string();
        for pat in SENTENCES
            .iter()
            .filter(|p| p.negamax_words.is_none_or(|n| n == negamax_words))
        {
            for c in pat.re.captures_iter(words) {
                let node = match pat.who {
                    Who::Named(i) => self.named(near, &c[i]),
                    Who::Root => self.root_of[near.index()],
                    Who::From => self.named(near, &FROM.captures(words).unwrap()[1]),
                };
                let rel = match pat.rel {
                    Ok(i) => Rel::of(&c[i]),
                    Err(r) => r,
                };
                let v = value(&c[pat.value]);
                out.claims.push(self.claim(node, rel, v, pat.seen, words));
                rest = rest.replace(&c[0], "");
            }
        }
        if let Some(c) = COUNTED_AT_MOST.captures(words) {
            // Counted by the parent: at most v in the parent's view.
            let (parent, child) = (self.named(near, &c[1]), self.named(near, &c[2]));
            let turn = self.view.negates(self.trace.player(parent));
            let v = value(&c[3]);
            let (rel, v) = if turn { (Rel::Ge, -v) } else { (Rel::Le, v) };
            out.claims.push(Claim {
                node: child,
                rel,
                value: v,
                said: words.to_string(),
            });
            rest = rest.replace(&c[0], "");
        }
        for re in NOT_CLAIMS.iter() {
            rest = re.replace_all(&rest, "").into_owned();
        }
        if RELATION.is_match(&rest) {
            out.unread.push(format!("{words:?} (left: {rest:?})"));
        }
    }

    /// A value as the canvas writes it under a node.
    fn read_label(&self, node: NodeId, label: &str, out: &mut Said) {
        let label = label.trim();
        let (rel, v) = match label.split_once(' ') {
            _ if label.is_empty() || label.starts_with("v=") || label.starts_with('Σ') => return,
            // A pruned leaf's own static value, in brackets.
            _ if label.starts_with('(') => return,
            Some((sign, v)) if sign == "≥" || sign == "≤" => (Rel::of(sign), v),
            Some(_) => return out.unread.push(label.to_string()),
            None => (Rel::Eq, label),
        };
        out.claims.push(self.claim(node, rel, value(v), true, label));
    }
}

/// Whether `claims` about a node imply `rel v` of it.
fn implied(claims: &[&Claim], rel: Rel, v: Value) -> bool {
    let low = claims.iter().filter(|c| c.rel != Rel::Le).map(|c| c.value).max();
    let high = claims.iter().filter(|c| c.rel != Rel::Ge).map(|c| c.value).min();
    match rel {
        Rel::Ge => low.is_some_and(|l| l >= v),
        Rel::Le => high.is_some_and(|h| h <= v),
        Rel::Eq => low.is_some_and(|l| l >= v) && high.is_some_and(|h| h <= v),
    }
}

/// The old rule (before issue 21), replayed from the trace: a node cut
/// off is a bound its player's way; else exact when every successor
/// returned exact or a bound towards the node and the best one was not
/// such a bound.
fn old_exactness(t: &Trace) -> HashMap<NodeId, Exactness> {
    let below = |p: Player| match p {
        Player::Max => Exactness::UpperBound,
        Player::Min => Exactness::LowerBound,
        Player::Chance => Exactness::Exact,
    };
    let cut = |p: Player| match p {
        Player::Max => Exactness::LowerBound,
        Player::Min => Exactness::UpperBound,
        Player::Chance => Exactness::Exact,
    };
    let mut old = HashMap::new();
    let mut within: HashMap<NodeId, bool> = HashMap::new();
    let mut best: HashMap<NodeId, Exactness> = HashMap::new();
    let mut cut_at: HashMap<NodeId, bool> = HashMap::new();
    let mut evaluated: HashMap<NodeId, bool> = HashMap::new();
    for e in &t.entries {
        match e.event {
            Event::Evaluate { node, .. } => drop(evaluated.insert(node, true)),
            Event::Provisional { node, child } => drop(best.insert(node, old[&child])),
            Event::Cutoff { at, .. } => drop(cut_at.insert(at, true)),
            Event::Leave { node, .. } => {
                let p = t.player(node);
                let e = if evaluated.contains_key(&node) {
                    Exactness::Exact
                } else if cut_at.contains_key(&node) {
                    cut(p)
                } else {
                    match (
                        within.get(&node).copied().unwrap_or(true),
                        best.get(&node) != Some(&below(p)),
                    ) {
                        (true, true) => Exactness::Exact,
                        (true, false) => below(p),
                        (false, _) => cut(p),
                    }
                };
                old.insert(node, e);
                if let Some(parent) = t.parent(node) {
                    let pp = t.player(parent);
                    let ok = e == Exactness::Exact || e == below(pp);
                    if pp != Player::Chance && !ok {
                        within.insert(parent, false);
                    }
                }
            }
            _ => {}
        }
    }
    old
}

fn rel_of(e: Exactness) -> Rel {
    match e {
        Exactness::Exact => Rel::Eq,
        Exactness::LowerBound => Rel::Ge,
        Exactness::UpperBound => Rel::Le,
    }
}

/// The counts over all cases, printed by the last test to finish.
static COUNTS: [AtomicUsize; 7] = [const { AtomicUsize::new(0) }; 7];
const NAMES: [&str; 7] = [
    "cases",
    "claims read now",
    "claims before (old rule, provisional and leave)",
    "  of them false",
    "  true and following from what was examined",
    "  true by chance (not following yet), no longer said",
    "exports checked",
];

fn count(i: usize, n: usize) {
    COUNTS[i].fetch_add(n, Relaxed);
}

/// Every claim of one run, step by step; the old claims' fate.
fn check(run: &Run, story: &mut AnyStory) -> Result<(), TestCaseError> {
    let t = &run.trace;
    let lines: Vec<String> = text::render(t)
        .lines()
        .map(|l| l.trim_start().split_once("  ").unwrap().1.to_string())
        .collect();
    let json: Vec<serde_json::Value> = json::render(t)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let old = old_exactness(t);
    let mut all = 0;
    let cutoffs: Vec<usize> = (0..t.len()).filter(|&k| t.event(k).is_cutoff()).collect();
    let mut state = <SearchState as gametree::record::Replay>::start(t);
    for k in 0..t.len() {
        gametree::record::Replay::apply(&mut state, t);
        let mut said = Said {
            claims: Vec::new(),
            unread: Vec::new(),
        };
        run.read_words(k, &lines[k], false, &mut said);
        json_claims(run, k, &json[k], &mut said);
        story.seek(k + 1);
        let AnyStory::Search(s) = &*story else {
            unreachable!()
        };
        let panel = step_panel(&s.run, s.view);
        run.read_words(k, &panel.sentence, run.view == View::Negamax, &mut said);
        // The canvas and the path line change only where a value does.
        if changes_a_value(t.event(k)) {
            path_claims(run, k, &panel.lines.last().unwrap().text, &mut said);
            // What the canvas writes under each node (the figure's own
            // words, before they are laid out).
            let nodes = s.outline();
            let mut labels = HashMap::new();
            let mut keys = vec![nodes.root()];
            while let Some(key) = keys.pop() {
                let value = nodes.look(key).value.unwrap_or_default();
                if let Some(node) = s.run.node_of_origin(key) {
                    run.read_label(node, &value, &mut said);
                }
                labels.insert(key, value);
                keys.extend(nodes.children(key));
            }
            if k + 1 == t.len() || cutoffs.contains(&k) || k % 17 == 0 {
                // The tutor's panel is this one.
                prop_assert_eq!(&story.panels().step, &panel);
                let figure = export::figure(&**story, false).unwrap();
                for shape in &figure.shapes {
                    let drawn = shape.value.trim_start_matches('(').trim_end_matches(')');
                    prop_assert_eq!(drawn, labels[&shape.key].as_str());
                }
                exports(run, s, &figure, &mut said)?;
            }
        }
        prop_assert!(said.unread.is_empty(), "step {}: unread {:?}", k + 1, said.unread);
        for c in &said.claims {
            let truth = run.truth(c.node);
            prop_assert!(
                c.rel.holds(truth, c.value),
                "step {}: {} is {} but {:?} {} was said: {}",
                k + 1,
                t.name(c.node),
                truth,
                c.rel,
                c.value,
                c.said
            );
        }
        all += said.claims.len();
        old_claims(run, k, &state, &old, &said.claims)?;
    }
    count(1, all);
    practice_claims(run, story)
}

/// The events after which a value on the canvas or the path line can
/// differ from the step before: a value evaluated, taken in or left, a
/// cut-off, a new iteration (which maps the tree to its own nodes).
fn changes_a_value(e: Event) -> bool {
    !matches!(
        e,
        Event::Enter { .. }
            | Event::Generate { .. }
            | Event::Init { .. }
            | Event::NoCutoff { .. }
            | Event::Quiescence { .. }
    )
}

/// The JSON line of event `k`: a node left with its value and exactness,
/// the end's value.
fn json_claims(run: &Run, k: usize, line: &serde_json::Value, out: &mut Said) {
    let near = run.trace.event(k).node();
    let v = |key: &str| match (&line[format!("{key}_exact")], &line[key]) {
        (serde_json::Value::String(s), _) => value(s),
        (_, serde_json::Value::String(s)) => value(s),
        (_, n) => value(&n.to_string()),
    };
    let said = line.to_string();
    match line["event"].as_str().unwrap() {
        "leave" => {
            let node = run.named(near, line["node"].as_str().unwrap());
            let rel = match line["exactness"].as_str().unwrap() {
                "exact" => Rel::Eq,
                "lower" => Rel::Ge,
                _ => Rel::Le,
            };
            out.claims.push(run.claim(node, rel, v("value"), false, &said));
        }
        "end" => out
            .claims
            .push(run.claim(run.root_of[near.index()], Rel::Eq, v("value"), false, &said)),
        _ => {}
    }
}

/// "Path: a ▲ ≥ 4 → b ▼ ≤ 4 → e ▲ v=3".
fn path_claims(run: &Run, k: usize, path: &str, out: &mut Said) {
    let near = run.trace.event(k).node();
    for step in path.split(" → ").filter(|s| s.contains(['▲', '▼', '◆'])) {
        let (name, rest) = step.split_once(' ').unwrap();
        let label = rest.trim_start_matches(['▲', '▼', '◆']).trim();
        run.read_label(run.named(near, name), label, out);
    }
}

/// The exports draw the same figure: DOT's labels read as the canvas's,
/// and SVG's texts with a sign are the figure's.
fn exports(
    run: &Run,
    s: &SearchStory,
    figure: &gametree::story::figure::Figure,
    out: &mut Said,
) -> Result<(), TestCaseError> {
    count(6, 1);
    let options = Options::default();
    let dot = export::render(figure, Format::Dot, &options);
    for c in DOT_LABEL.captures_iter(&dot) {
        let shape = figure.shapes.iter().find(|s| s.name == c[1]).unwrap();
        if let Some(node) = s.run.node_of_origin(shape.key) {
            run.read_label(node, &c[2], out);
        }
    }
    let svg = export::render(figure, Format::Svg, &options);
    let drawn: Vec<&str> = figure.shapes.iter().map(|s| s.value.as_str()).collect();
    for c in SVG_SIGNED.captures_iter(&svg) {
        let text = c[1].trim();
        let caption = text.contains(" · ");
        prop_assert!(
            caption || drawn.contains(&text),
            "SVG draws {text:?}, the canvas {drawn:?}"
        );
    }
    Ok(())
}

/// The old rule's claims at event `k` (a provisional value, a node left):
/// true or not, following from what was examined by then or not, and
/// each that followed implied by what is said now.
fn old_claims(
    run: &Run,
    k: usize,
    state: &SearchState,
    old: &HashMap<NodeId, Exactness>,
    now: &[Claim],
) -> Result<(), TestCaseError> {
    let t = &run.trace;
    let (node, rel, v, known) = match t.event(k) {
        Event::Provisional { node, child } => {
            let rel = if t.player(node) == Player::Max {
                Rel::Ge
            } else {
                Rel::Le
            };
            let back: Vec<NodeId> = t
                .children(node)
                .filter(|c| run.read.left_at.get(c).is_some_and(|&at| at < k))
                .collect();
            let v = state.node(child).final_value().unwrap().0;
            (node, rel, v, taken_in(t, &run.read, node, &back))
        }
        Event::Leave { node, .. } => {
            let v = state.node(node).final_value().unwrap().0;
            (node, rel_of(old[&node]), v, interval(t, &run.read, node))
        }
        _ => return Ok(()),
    };
    count(2, 1);
    if !rel.holds(run.truth(node), v) {
        count(3, 1);
        return Ok(());
    }
    let follows = match rel {
        Rel::Ge => known.0 >= v,
        Rel::Le => known.1 <= v,
        Rel::Eq => known.0 >= v && known.1 <= v,
    };
    if !follows {
        count(5, 1);
        return Ok(());
    }
    count(4, 1);
    let about: Vec<&Claim> = now.iter().filter(|c| c.node == node).collect();
    prop_assert!(
        implied(&about, rel, v),
        "step {}: {} {:?} {} followed and is no longer said: {:?}",
        k + 1,
        t.name(node),
        rel,
        v,
        about
    );
    Ok(())
}

/// Practice's feedback to a value answered bare, as the other bound,
/// and with another number: what it says the search proved, and the
/// nodes it says were never examined.
fn practice_claims(run: &Run, story: &AnyStory) -> Result<(), TestCaseError> {
    let t = &run.trace;
    let proved = Regex::new(&format!(
        r"^Not quite: the search(?: proved exactly|'s answer is) ([≥≤] )?{V}\. "
    ))
    .unwrap();
    let only = Regex::new(&format!(
        r"^Not quite: the search only proved ([≥≤]) {V} \((.*) (?:was|were) never examined\)\."
    ))
    .unwrap();
    for q in practice::questions(t, &[Ask::Values]) {
        let Answer::Value(v, e) = q.expected else { continue };
        let other = if v.is_infinite() {
            Value::ZERO
        } else {
            v + Value::int(1)
        };
        let answers = [
            Answer::Value(
                v,
                if e == Exactness::Exact {
                    Exactness::UpperBound
                } else {
                    Exactness::Exact
                },
            ),
            Answer::Value(
                v,
                if e == Exactness::LowerBound {
                    Exactness::UpperBound
                } else {
                    Exactness::LowerBound
                },
            ),
            Answer::Value(other, e),
        ];
        for a in answers.iter().filter(|a| !q.right(a)) {
            let told = practice::wrong(story, &q, a);
            let (rel, said) = match (proved.captures(&told), only.captures(&told)) {
                (Some(c), _) => (
                    c.get(1).map_or(Rel::Eq, |s| Rel::of(s.as_str().trim())),
                    value(&c[2]),
                ),
                (None, Some(c)) => {
                    for name in c[3]
                        .split([',', ' '])
                        .filter(|n| !n.is_empty() && *n != "and" && *n != "…")
                    {
                        prop_assert!(
                            !t.examined(run.named(q.node, name)),
                            "{name} was examined: {told}"
                        );
                    }
                    (Rel::of(&c[1]), value(&c[2]))
                }
                _ => return Err(TestCaseError::fail(format!("unread feedback: {told}"))),
            };
            let truth = run.truth(q.node);
            prop_assert!(rel.holds(truth, said), "{} is {truth}: {told}", t.name(q.node));
            count(1, 1);
        }
    }
    Ok(())
}

fn algorithm() -> impl Strategy<Value = (Algorithm, bool)> {
    prop_oneof![
        3 => Just((Algorithm::AlphaBeta, false)),
        2 => Just((Algorithm::AlphaBeta, true)),
        2 => Just((Algorithm::IterativeDeepening, false)),
        1 => Just((Algorithm::Minimax, false)),
        1 => Just((Algorithm::Negamax, false)),
    ]
}

/// 256 cases, or `PROPTEST_CASES`.
fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(256)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    fn claims_on_random_trees(
        spec in spec(),
        seed in any::<u64>(),
        (algorithm, strict) in algorithm(),
        depth in prop::option::of(1..5u32),
        negamax in any::<bool>(),
    ) {
        let s = random_tree(&spec, seed);
        let setup = Setup { depth, strict, ..Setup::new(algorithm) };
        let tree = s.clone();
        let mut story = SearchStory::open(Box::new(s), setup).unwrap();
        // Negamax opens in its own view: `negamax` switches to the other.
        if negamax {
            story.change(Setting::View).unwrap();
        }
        let run = Run::new(&tree, setup, story.view);
        check(&run, &mut AnyStory::Search(story))?;
        count(0, 1);
    }
}

/// The property, then the counts over its cases (`cargo test --test
/// tutor claims -- --nocapture`).
#[test]
fn every_claim_about_a_value_is_true() {
    claims_on_random_trees();
    for (name, c) in NAMES.iter().zip(&COUNTS) {
        println!("{name:55} {}", c.load(Relaxed));
    }
}
