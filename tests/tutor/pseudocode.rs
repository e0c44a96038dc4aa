//! Every line of every listing that the search executes
//! is lit at some step of the bundled scenarios, so that "run to this
//! line" reaches it; and the test lines light the first time they run,
//! not only when they cut.

use gametree::record::line::{Line, Step};
use gametree::record::proof::Problem;
use gametree::scenario::Scenario;
use gametree::scenario::bundled;
use gametree::scenario::games::NamedGame;
use gametree::search::{Algorithm, Setup};
use gametree::story::proof::ProofStory;
use gametree::story::search::SearchStory;
use gametree::story::{AnyStory, Setting, Story, Target};
use gametree::tui::tutor::Tutor;
use std::collections::{BTreeMap, HashSet};

/// Each listing seen (by its text), with the lines lit while it was shown.
#[derive(Default)]
struct Lit {
    listings: BTreeMap<String, (Vec<Option<Line>>, HashSet<Line>)>,
}

impl Lit {
    fn walk(&mut self, story: &dyn Story, what: &str) {
        let listing = story.listing();
        let key = listing
            .iter()
            .map(|l| l.text.as_str())
            .collect::<Vec<_>>()
            .join("\n");
        let entry = self
            .listings
            .entry(key)
            .or_insert_with(|| (listing.iter().map(|l| l.line).collect(), HashSet::new()));
        for k in 0..story.last_step() {
            let line = story.line_at(k);
            // The end of a search is a line only in iterative deepening's
            // loop; elsewhere the root's `return v` was the last line.
            let lined = listing.iter().any(|l| l.line == Some(line));
            assert!(
                lined || line.step == Step::End,
                "{what}: step {} stands for {line:?}, which its listing does not have",
                k + 1
            );
            entry.1.insert(line);
        }
    }

    /// Every tagged line lit in some run: in its own listing, or, for a
    /// function the tree never calls (min_value on a tree of MAX and
    /// chance nodes), in another listing that has it.
    fn assert_all_lit(&self) {
        let all: HashSet<Line> = self
            .listings
            .values()
            .flat_map(|(_, lit)| lit.iter().copied())
            .collect();
        for (text, (tags, _)) in &self.listings {
            for (i, tag) in tags.iter().enumerate() {
                if let Some(tag) = tag {
                    let line = text.lines().nth(i).unwrap_or_default();
                    assert!(all.contains(tag), "never lit: {line:?} in\n{text}");
                }
            }
        }
    }
}

fn search_story(name: &str, algorithm: Algorithm) -> Option<SearchStory> {
    let s = Scenario::resolve(name).unwrap();
    let setup = Setup {
        depth: s.default_setup().depth,
        ..Setup::new(algorithm)
    };
    SearchStory::open(Box::new(s), setup).ok()
}

#[test]
fn every_line_the_search_executes_is_lit() {
    let mut lit = Lit::default();
    let algorithms = [
        Algorithm::Minimax,
        Algorithm::AlphaBeta,
        Algorithm::Expectimax,
        Algorithm::Negamax,
        Algorithm::IterativeDeepening,
    ];
    for name in bundled::names() {
        let s = Scenario::resolve(name).unwrap();
        if !s.players.is_empty() {
            let story = Tutor::for_scenario(s, Setup::new(Algorithm::Minimax))
                .unwrap()
                .story;
            lit.walk(&*story, name);
            continue;
        }
        for algorithm in algorithms {
            let Some(mut story) = search_story(name, algorithm) else {
                continue;
            };
            let what = format!("{name} {algorithm}");
            lit.walk(&story, &what);
            for setting in [Setting::Strict, Setting::View, Setting::Strict] {
                if story.change(setting).is_ok() {
                    lit.walk(&story, &what);
                }
            }
        }
    }
    for (problem, table) in [(Problem::V, false), (Problem::W, true)] {
        let nim = ProofStory::open(NamedGame::nim(7), problem, table);
        lit.walk(&nim, "nim-7 proof");
    }
    lit.assert_all_lit();
}

/// "Run to `if v ≤ α`" stops the first time the test runs, which is
/// before the first α-cutoff.
#[test]
fn run_to_a_test_line_stops_where_it_first_runs() {
    let mut story = AnyStory::from(search_story("bratko-fig2", Algorithm::AlphaBeta).unwrap());
    let test = story
        .listing()
        .iter()
        .position(|l| l.text.contains("if v ≤ α"))
        .unwrap();
    assert!(story.next(Target::Line(test)));
    // b's first test: v = 4 after d, well before the α-cutoff at c.
    assert_eq!(story.step(), 25);
    assert_eq!(
        story.panels().step.sentence,
        "b (MIN): v = 4 > α = -∞, so no α-cutoff: b goes on with its next successor."
    );
    let header = story
        .listing()
        .iter()
        .position(|l| l.text.starts_with("def min_value"))
        .unwrap();
    story.seek(0);
    assert!(story.next(Target::Line(header)));
    assert_eq!(story.step(), 5);
    // `def min_value`, its call in `value` and `v = +∞` light together.
    let lit: Vec<&str> = story
        .current_lines()
        .into_iter()
        .map(|i| story.listing()[i].text.trim())
        .collect();
    assert_eq!(
        lit,
        [
            "if agent is MIN: return min_value(state, α, β)",
            "def min_value(state, α, β):",
            "v = +∞"
        ]
    );
}
