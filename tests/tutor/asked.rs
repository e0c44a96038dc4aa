//! While a question is asked, what it asks is on no part of
//! the screen. On random trees (alpha-beta with either rule, minimax,
//! negamax in both views, iterative deepening, depth limits), on random
//! max^n trees, on the proofs of Nim and on games searched live, every
//! question of every kind is looked at where it is asked, on the canvas,
//! in the outline (`x`) and in presenter mode: the run stands before the
//! event asked about; a value's or vector's node shows `?` (canvas,
//! outline, path line) and no window of its own; a window question shows
//! no window at all; a cut-off question no cut-off of its node; the best
//! move no principal variation; a proof's node no mark.

use crate::common::random_trees::{cases, random_tree, spec};
use crate::the_tutor;
use gametree::game::Player;
use gametree::record::NodeId;
use gametree::scenario::Scenario;
use gametree::scenario::games::NamedGame;
use gametree::search::{Algorithm, Rule, Setup};
use gametree::story::figure::Ink;
use gametree::story::maxn::MaxnStory;
use gametree::story::outline::{Key, Look};
use gametree::story::practice::{Answer, Ask, Question};
use gametree::story::proof::ProofStory;
use gametree::story::search::SearchStory;
use gametree::story::{AnyStory, Setting, Story};
use gametree::subject::named_game;
use gametree::tui::app::{self, App, Screen};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use gametree::tui::tutor::{Tutor, layout};
use gametree::value::{Value, show};
use proptest::prelude::*;
use ratatui::layout::Rect;

fn tutor_mut(app: &mut App) -> &mut Tutor {
    match &mut app.screen {
        Screen::Tutor(t) => t,
        _ => panic!("the tutor"),
    }
}

/// A value as a student types it (`inf` for ∞).
fn typed(v: Value) -> String {
    match v {
        v if v == Value::INFINITY => "inf".into(),
        v if v == Value::NEG_INFINITY => "-inf".into(),
        v => show(v),
    }
}

/// What a student types to answer `q` rightly, and wrongly.
pub fn answers(q: &Question) -> (String, String) {
    let right = |text: &str| {
        q.read(text, gametree::words::CutNames::Chapters)
            .is_ok_and(|a| q.right(&a))
    };
    let (good, bad): (String, String) = match &q.expected {
        Answer::Window(a, b) => (format!("{},{}", typed(*a), typed(*b)), "123,456".into()),
        Answer::Vector(v) => (
            q.expected.show(gametree::words::CutNames::Chapters),
            format!("({})", vec!["99"; v.len()].join(",")),
        ),
        Answer::Move(_) => (
            q.expected.show(gametree::words::CutNames::Chapters),
            "no such move".into(),
        ),
        Answer::Value(..) => (
            q.expected.show(gametree::words::CutNames::Chapters),
            "12345".into(),
        ),
        Answer::Cut(_) | Answer::Solved(_) => {
            let all = ["a", "b", "none", "y", "n"].map(String::from);
            let good = all.iter().find(|t| right(t)).cloned().unwrap_or_default();
            let bad = all
                .iter()
                .find(|t| !right(t) && q.read(t, gametree::words::CutNames::Chapters).is_ok())
                .cloned();
            (good, bad.unwrap_or_default())
        }
    };
    assert!(right(&good), "{good} answers {:?}", q.expected);
    assert!(
        q.read(&bad, gametree::words::CutNames::Chapters).is_ok() && !right(&bad),
        "{bad} for {:?}",
        q.expected
    );
    (good, bad)
}

pub fn answer(app: &mut App, text: &str) {
    for c in text.chars() {
        app::update(app, Message::Type(c));
    }
    app::update(app, Message::Enter);
}

/// The pane's node of a run's node.
fn key_of(story: &AnyStory, node: NodeId) -> Option<Key> {
    match story {
        AnyStory::Search(s) => s.outline().key(node),
        AnyStory::Maxn(s) => s.run.rec().tree.origin(node),
        AnyStory::Proof(_) => Some(node),
    }
}

/// The canvas, the outline, presenter mode.
#[derive(Clone, Copy, Debug)]
enum Mode {
    Canvas,
    Outline,
    Presenter,
}

fn set(app: &mut App, mode: Mode) {
    let t = tutor_mut(app);
    t.view.outline = matches!(mode, Mode::Outline);
    t.present = matches!(mode, Mode::Presenter);
}

/// The question asked now, looked at in every mode at `size`.
fn look_at(app: &mut App, q: &Question, (w, h): (u16, u16)) -> Result<(), TestCaseError> {
    let t = the_tutor(app);
    prop_assert_eq!(
        t.story.step(),
        q.asked,
        "the run stands where {:?} is asked",
        q.ask
    );
    prop_assert!(q.asked <= q.step);
    let key = key_of(&t.story, q.node);
    for mode in [Mode::Canvas, Mode::Outline, Mode::Presenter] {
        set(app, mode);
        let screen = app::text(&app::frame(app, w, h));
        let t = the_tutor(app);
        let shown = Shown::of(t, key, Rect::new(0, 0, w, h), &screen);
        shown.check(t, q, key).map_err(|e| {
            TestCaseError::fail(format!(
                "{:?} of {} in {mode:?} at {w}x{h}: {e}\n{screen}",
                q.ask, q.name
            ))
        })?;
    }
    set(app, Mode::Canvas);
    Ok(())
}

/// What the screen shows of the node asked about, read where it is drawn.
struct Shown {
    /// Its value on the canvas (None: not drawn there).
    canvas_value: Option<String>,
    /// Any window drawn on the canvas, and one over the asked node.
    canvas_windows: usize,
    canvas_window_here: bool,
    /// Its row in the outline, where drawn.
    outline_row: Option<String>,
    /// The path line's entry for it, and the window lines.
    path_entry: Option<String>,
    window_lines: Vec<String>,
}

impl Shown {
    fn of(t: &Tutor, key: Option<Key>, area: Rect, screen: &str) -> Shown {
        let panels = t.story.panels();
        let areas = layout::areas(t, &panels, area);
        let inner = layout::inner(areas.tree, false);
        let figure = (!t.view.outline).then(|| layout::canvas(t, inner)).flatten();
        let figure = figure.map(|w| w.figure);
        let canvas_value = figure
            .as_ref()
            .and_then(|f| f.shapes.iter().find(|s| Some(s.key) == key))
            .map(|s| s.value.clone());
        let windows: Vec<_> = figure
            .iter()
            .flat_map(|f| &f.edges)
            .filter(|e| matches!(e.label, Some((_, Ink::Window))))
            .collect();
        let nodes = t.story.nodes();
        let name = key.map(|k| nodes.look(k).short);
        // Its row: "▾ ▲ W5  ?" (the name whole, not W5.1's).
        let row = key
            .map(|k| nodes.look(k))
            .map(|l| format!("{} {}", l.symbol, l.name));
        let outline_row = row.filter(|_| t.view.outline).and_then(|row| {
            let tree_rows = screen.lines().skip(usize::from(inner.y));
            tree_rows
                .map(|l| l.trim_start_matches([' ', '▾', '▸']).to_string())
                .find(|l| {
                    l.strip_prefix(&row)
                        .is_some_and(|rest| rest.is_empty() || rest.starts_with(' '))
                })
        });
        let lines = &panels.step.lines;
        let path_entry = lines
            .iter()
            .filter(|l| l.label.starts_with("Path"))
            // A live game's path ends with its moves: "(pits 3, 1)".
            .map(|l| l.text.split(" (").next().unwrap_or_default())
            .flat_map(|text| text.split(" → ").map(str::to_string).collect::<Vec<_>>())
            .find(|e| e.split(' ').next() == name.as_deref());
        Shown {
            canvas_value,
            canvas_windows: windows.len(),
            canvas_window_here: windows.iter().any(|e| Some(e.child) == key),
            outline_row,
            path_entry,
            window_lines: lines
                .iter()
                .filter(|l| l.label.starts_with("Window at"))
                .map(|l| format!("{}{}", l.label, l.text))
                .collect(),
        }
    }

    fn check(&self, t: &Tutor, q: &Question, key: Option<Key>) -> Result<(), String> {
        let nodes = t.story.nodes();
        let look = key.map(|k| nodes.look(k));
        let hidden = |v: &Option<String>| v.as_deref().is_none_or(|v| ["", "?"].contains(&v));
        match q.ask {
            Ask::Values | Ask::Solved => {
                let look = look.ok_or("the asked node is not in the pane")?;
                if !hidden(&look.value) {
                    return Err(format!("its look writes {:?}", look.value));
                }
                if !hidden(&self.canvas_value) {
                    return Err(format!("the canvas writes {:?}", self.canvas_value));
                }
                if let Some(row) = &self.outline_row
                    && !row.contains(&format!("{} {}  ?", look.symbol, look.name))
                {
                    return Err(format!("the outline writes {row}"));
                }
                // "W5 ▲ ?", "c4 C ?", a proof's "2-": no value but `?`.
                let rest = |e: &String| e.split(' ').skip(2).collect::<Vec<_>>().join(" ");
                if let Some(entry) = &self.path_entry
                    && !["", "?"].contains(&rest(entry).as_str())
                {
                    return Err(format!("the path line writes {entry}"));
                }
                let own = format!("Window at {}:", look.short);
                if q.ask == Ask::Values
                    && (self.canvas_window_here || self.window_lines.iter().any(|l| l.starts_with(&own)))
                {
                    return Err(format!("its window is drawn: {:?}", self.window_lines));
                }
            }
            Ask::Windows => {
                if self.canvas_windows > 0 || !self.window_lines.is_empty() {
                    return Err(format!("a window is drawn: {:?}", self.window_lines));
                }
            }
            Ask::Cuts => {
                let key = key.ok_or("the asked node is not in the pane")?;
                let cut = nodes
                    .children(key)
                    .into_iter()
                    .any(|c| matches!(nodes.look(c).look, Look::Pruned(_)));
                if cut {
                    return Err("a successor is drawn cut off".into());
                }
            }
            Ask::Best => {
                let mut all = vec![nodes.root()];
                let mut i = 0;
                while i < all.len() {
                    all.extend(nodes.children(all[i]));
                    i += 1;
                }
                if all.iter().any(|&k| nodes.look(k).star.is_some()) {
                    return Err("the principal variation is drawn".into());
                }
            }
            Ask::Pruned | Ask::Edges => unreachable!("not asked step by step"),
        }
        Ok(())
    }
}

/// Practice on `story` with every kind that applies: each question looked
/// at where it is asked, then answered (rightly or not) and gone past.
fn every_question(story: AnyStory, exam: bool, size: (u16, u16)) -> Result<usize, TestCaseError> {
    let mut t = Tutor::new(story);
    t.practise(&Ask::ALL, exam).map_err(TestCaseError::fail)?;
    let mut app = App::with_tutor(t, Theme::MONO);
    let mut asked = 0;
    while let Some(q) = the_tutor(&app)
        .practice
        .as_ref()
        .and_then(|p| p.question().cloned())
    {
        look_at(&mut app, &q, size)?;
        let (good, bad) = answers(&q);
        answer(&mut app, if asked % 3 == 0 { &bad } else { &good });
        if !exam {
            app::update(&mut app, Message::Enter);
        }
        asked += 1;
    }
    prop_assert!(the_tutor(&app).practice.as_ref().is_some_and(|p| p.finished()));
    Ok(asked)
}

fn search(s: Scenario, setup: Setup, negamax_view: bool) -> AnyStory {
    let mut story = SearchStory::open(Box::new(s), setup).unwrap();
    if negamax_view {
        let _ = story.change(Setting::View);
    }
    AnyStory::from(story)
}

fn algorithm() -> impl Strategy<Value = (Algorithm, Rule)> {
    prop_oneof![
        3 => Just((Algorithm::AlphaBeta, Rule::Equality)),
        1 => Just((Algorithm::AlphaBeta, Rule::Strict)),
        1 => Just((Algorithm::IterativeDeepening, Rule::Equality)),
        1 => Just((Algorithm::Minimax, Rule::Equality)),
        1 => Just((Algorithm::Negamax, Rule::Equality)),
    ]
}

fn size() -> impl Strategy<Value = (u16, u16)> {
    prop_oneof![Just((100, 30)), Just((80, 24)), Just((160, 50))]
}

/// A max^n tree of three players, 1 to 3 successors a node, to depth 3.
fn maxn_tree() -> impl Strategy<Value = String> {
    let leaf = (0..9u8, 0..9u8, 0..9u8).prop_map(|(a, b, c)| format!("({a}, {b}, {c})"));
    leaf.prop_recursive(3, 40, 3, |inner| {
        prop::collection::vec(inner, 1..4).prop_map(|kids| format!("(children: [{}])", kids.join(", ")))
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(16), ..ProptestConfig::default() })]

    #[test]
    fn nothing_a_question_asks_is_drawn_while_it_is_asked(
        spec in spec(),
        seed in any::<u64>(),
        (algorithm, rule) in algorithm(),
        depth in prop::option::of(1..4u32),
        negamax_view in any::<bool>(),
        exam in any::<bool>(),
        size in size(),
    ) {
        let setup = Setup { depth, rule, ..Setup::new(algorithm) };
        let story = search(random_tree(&spec, seed), setup, negamax_view);
        every_question(story, exam, size)?;
    }

    #[test]
    fn nor_a_vector_of_max_n(tree in maxn_tree(), size in size()) {
        let text = format!("Scenario(title: \"random\", players: [\"A\", \"B\", \"C\"], tree: {tree})");
        let s = Scenario::parse("random", "random.ron", &text).unwrap();
        prop_assume!(!s.tree.node(s.tree.root()).children.is_empty());
        let story = AnyStory::Maxn(MaxnStory::open(s, None).unwrap());
        every_question(story, false, size)?;
    }

    #[test]
    fn nor_whether_a_proof_s_node_is_solved(coins in 2..12u32, plus in any::<bool>(), size in size()) {
        let first = if plus { Player::Max } else { Player::Min };
        let game = NamedGame::nim(coins).with_to_move(first).unwrap();
        let story = ProofStory::open(game, game.provable_problem(), false);
        every_question(AnyStory::Proof(story), false, size)?;
    }
}

/// The texts' trees, chance nodes among them, and games searched live.
#[test]
fn nor_on_the_texts_trees_and_live_games() {
    for name in [
        "bratko-fig2",
        "chapter-fig19",
        "lecture-expectimax",
        "minimax-fig6-7",
        "lecture-maxn",
    ] {
        let s = Scenario::resolve(name).unwrap();
        let t = Tutor::for_scenario(s.clone(), s.default_setup()).unwrap();
        every_question(t.story, false, (100, 30)).unwrap();
    }
    let story = crate::slides_position();
    assert!(every_question(AnyStory::from(story), false, (100, 30)).unwrap() > 20);
    let story = SearchStory::open(named_game(NamedGame::nim(6)), Setup::new(Algorithm::AlphaBeta)).unwrap();
    every_question(AnyStory::from(story), true, (80, 24)).unwrap();
}
