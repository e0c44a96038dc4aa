//! Every sentence is true. On random exercise trees (deep
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

mod old_rule;
mod reading;

use crate::common::intervals::{Read, read, values_by_definition};
use crate::common::random_trees::{cases, random_tree, spec};
use gametree::export::{self, Format, Options};
use gametree::record::search::{Event, Exactness, NodeId, Trace, View};
use gametree::record::search::{json, state::SearchState};
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Rule, Setup};
use gametree::story::outline::Nodes;
use gametree::story::practice::{self, Answer, Ask};
use gametree::story::search::SearchStory;
use gametree::story::search::panels::step_panel;
use gametree::story::{AnyStory, Setting, Story};
use gametree::value::Value;
use gametree::words::search::text;
use old_rule::{old_claims, old_exactness};
use proptest::prelude::*;
use reading::{Claim, Rel, Said, V, json_claims, path_claims, value};
use regex::Regex;
use std::collections::HashMap;
use std::sync::LazyLock;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

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

static DOT_LABEL: LazyLock<Regex> = LazyLock::new(|| Regex::new(r#"label="([^"\\]+)\\n([^"]+)""#).unwrap());

static SVG_SIGNED: LazyLock<Regex> = LazyLock::new(|| Regex::new(r">([^<>]*[≥≤][^<>]*)<").unwrap());

/// The counts over all cases, printed by the last test to finish.
static COUNTS: [AtomicUsize; 8] = [const { AtomicUsize::new(0) }; 8];

const NAMES: [&str; 8] = [
    "cases",
    "claims read now",
    "claims before (old rule, provisional and leave)",
    "  of them false",
    "  true and following from what was examined",
    "  true by chance (not following yet), no longer said",
    "exports checked",
    "cases with a false claim before",
];

fn count(i: usize, n: usize) {
    COUNTS[i].fetch_add(n, Relaxed);
}

/// Every claim of one run, step by step; the old claims' fate.
fn check(run: &Run, story: &mut AnyStory) -> Result<(), TestCaseError> {
    let t = &run.trace;
    // The cases run one after another: what this one adds is its own.
    let false_before = COUNTS[3].load(Relaxed);
    let lines: Vec<String> = text::render(t, gametree::words::CutNames::Chapters)
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
        let panel = step_panel(&s.run, s.view, None, gametree::words::CutNames::Chapters);
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
    if COUNTS[3].load(Relaxed) > false_before {
        count(7, 1);
    }
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

fn algorithm() -> impl Strategy<Value = (Algorithm, Rule)> {
    prop_oneof![
        3 => Just((Algorithm::AlphaBeta, Rule::Equality)),
        2 => Just((Algorithm::AlphaBeta, Rule::Strict)),
        2 => Just((Algorithm::IterativeDeepening, Rule::Equality)),
        1 => Just((Algorithm::Minimax, Rule::Equality)),
        1 => Just((Algorithm::Negamax, Rule::Equality)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(256), ..ProptestConfig::default() })]

    fn claims_on_random_trees(
        spec in spec(),
        seed in any::<u64>(),
        (algorithm, rule) in algorithm(),
        depth in prop::option::of(1..5u32),
        negamax in any::<bool>(),
    ) {
        let s = random_tree(&spec, seed);
        let setup = Setup { depth, rule, ..Setup::new(algorithm) };
        let tree = s.clone();
        let mut story = SearchStory::open(Box::new(s), setup).unwrap();
        // Negamax opens in its own view: `negamax` switches to the other.
        if negamax {
            story.change(Setting::View).unwrap();
        }
        let run = Run::new(&tree, setup, story.view);
        check(&run, &mut AnyStory::from(story))?;
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
