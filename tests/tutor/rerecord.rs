//! Keys that record the run again: on a big tree the
//! recording runs in the background, the screen keeps the old run with a
//! progress line, Esc gives it up and leaves the old run as it was, and
//! once it is in the tutor enters it at the same step.

use crate::common::uniform::Uniform;
use crate::{searched, the_tutor};
use gametree::search::{Algorithm, Rule, Setup};
use gametree::story::search::same_step;
use gametree::subject::{Live, Subject};
use gametree::tui::app::{self, App, Screen};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use gametree::tui::tutor::Tutor;

/// 4^9 = 262 144 leaves: negamax records some two million events, far
/// more than are recorded at once.
fn uniform() -> Live<Uniform> {
    Live {
        name: "uniform".into(),
        title: "a uniform tree".into(),
        game: Uniform {
            branching: 4,
            depth: 9,
        },
        root: (0, 0),
        draw: None,
        note: String::new(),
    }
}

/// Alpha-beta on the big tree, some way into the run, the comparison in.
fn opened() -> App {
    let mut app = App::tutor(Box::new(uniform()), Setup::new(Algorithm::AlphaBeta), Theme::MONO).unwrap();
    app::settle(&mut app);
    for _ in 0..40 {
        app::update(&mut app, Message::NextEvaluation);
    }
    app
}

/// The run shown: its settings, step, events and counts.
fn run_of(app: &App) -> (Setup, usize, usize, String) {
    let s = searched(app);
    (s.setup, s.run.step(), s.run.len(), format!("{:?}", s.run.whole))
}

fn screen(app: &mut App) -> String {
    app::text(&app::frame(app, 100, 30))
}

#[test]
fn a_big_recording_shows_its_progress_and_esc_keeps_the_old_run() {
    let mut app = opened();
    let before = run_of(&app);
    app::update(&mut app, Message::CycleAlgorithm);
    assert!(
        the_tutor(&app).recording(),
        "negamax is recorded in the background"
    );
    let text = screen(&mut app);
    assert!(text.contains("recording negamax: "), "{text}");
    assert!(text.contains("steps · Esc cancels"), "{text}");
    // The old run steps on meanwhile.
    app::update(&mut app, Message::Forward);
    assert_eq!(searched(&app).run.step(), before.1 + 1);
    app::update(&mut app, Message::Back);
    app::update(&mut app, Message::Escape);
    assert!(!the_tutor(&app).recording());
    assert!(
        matches!(app.screen, Screen::Tutor(_)),
        "Esc gives the recording up, not the tutor"
    );
    app::settle(&mut app);
    assert_eq!(run_of(&app), before, "the old run unchanged");
    let text = screen(&mut app);
    assert!(text.contains("recording given up"), "{text}");
}

#[test]
fn the_key_pressed_again_gives_the_recording_up() {
    let mut app = opened();
    let before = run_of(&app);
    app::update(&mut app, Message::CycleAlgorithm);
    assert!(the_tutor(&app).recording());
    // Another key that records again waits; the same key gives it up.
    app::update(&mut app, Message::ToggleStrict);
    assert!(the_tutor(&app).recording());
    assert!(
        the_tutor(&app)
            .note
            .as_deref()
            .is_some_and(|n| n.contains("Esc cancels it"))
    );
    app::update(&mut app, Message::CycleAlgorithm);
    assert!(!the_tutor(&app).recording());
    app::settle(&mut app);
    assert_eq!(run_of(&app), before);
}

#[test]
fn a_recording_waited_for_is_a_fresh_recording_at_the_same_step() {
    let mut app = opened();
    let fresh = uniform().record(Setup::new(Algorithm::Negamax)).unwrap();
    let step = same_step(&searched(&app).run, &fresh);
    app::update(&mut app, Message::CycleAlgorithm);
    assert!(the_tutor(&app).recording());
    app::settle(&mut app);
    assert!(!the_tutor(&app).recording());
    let s = searched(&app);
    assert_eq!(s.setup.algorithm, Algorithm::Negamax);
    assert_eq!(s.run.step(), step, "the same step");
    let got = s.run.trace();
    assert_eq!((got.len(), got.tree.len()), (fresh.len(), fresh.tree.len()));
    assert!((0..fresh.len()).all(|k| got.event(k) == fresh.event(k)));
    assert_eq!(
        format!("{:?}", s.run.whole),
        format!("{:?}", fresh.counters(usize::MAX))
    );
    let text = screen(&mut app);
    assert!(
        !text.contains("Esc cancels"),
        "no progress line once it is in:\n{text}"
    );
}

#[test]
fn the_strict_rule_records_in_the_background_too() {
    let mut app = App::tutor(Box::new(uniform()), Setup::new(Algorithm::Minimax), Theme::MONO).unwrap();
    app::settle(&mut app);
    app::update(&mut app, Message::ToggleStrict);
    assert!(the_tutor(&app).recording());
    let text = screen(&mut app);
    assert!(text.contains("recording minimax: "), "{text}");
    app::settle(&mut app);
    assert_eq!(searched(&app).setup.rule, Rule::Strict);
    assert_eq!(searched(&app).setup.algorithm, Algorithm::Minimax);
}

/// A uniform tree written out, 6^6 = 46 656 leaves: minimax records some
/// 250 000 events, more than are recorded at once; `bump` adds one to the
/// first leaf.
fn big_ron(bump: i32) -> String {
    fn node(depth: u32, next: &mut i32) -> String {
        if depth == 0 {
            *next = (*next * 7 + 3) % 41;
            return (*next - 20).to_string();
        }
        let kids: Vec<String> = (0..6).map(|_| node(depth - 1, next)).collect();
        format!("(children: [{}])", kids.join(", "))
    }
    let mut next = 0;
    let tree = node(6, &mut next);
    let tree = match bump {
        0 => tree,
        // The first leaf is the first number.
        _ => {
            let at = tree.find(|c: char| c == '-' || c.is_ascii_digit()).unwrap();
            let end = at + tree[at..].find(',').unwrap();
            let leaf: i32 = tree[at..end].parse().unwrap();
            format!("{}{}{}", &tree[..at], leaf + bump, &tree[end..])
        }
    };
    format!("Scenario(title: \"big\", tree: {tree})")
}

/// Minimax on the tree written to a file, some way into the run, its
/// current node one the edit keys can move.
fn opened_file(name: &str) -> (App, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("gametree-rerecord-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("big.ron");
    std::fs::write(&path, big_ron(0)).unwrap();
    let scenario = gametree::scenario::Scenario::from_file(&path).unwrap();
    let mut t = Tutor::for_scenario(scenario, Setup::new(Algorithm::Minimax)).unwrap();
    t.source = Some(gametree::tui::tutor::reload::Source::new(path.clone()));
    let mut app = App::with_tutor(t, Theme::MONO);
    app::settle(&mut app);
    // The 32nd leaf: the second of its siblings.
    for _ in 0..32 {
        app::update(&mut app, Message::NextEvaluation);
    }
    (app, path)
}

/// The tree as the tutor has it now, written out.
fn tree_now(app: &App) -> String {
    let t = the_tutor(app);
    match &t.edits {
        Some(e) => e.scenario.to_ron(),
        None => searched(app).subject.scenario().unwrap().to_ron(),
    }
}

#[test]
fn an_edit_of_a_big_tree_records_in_the_background_and_esc_takes_it_back() {
    let (mut app, _) = opened_file("edit-esc");
    let (before, tree) = (run_of(&app), tree_now(&app));
    app::update(&mut app, Message::MoveRight);
    assert!(
        the_tutor(&app).recording(),
        "in the background: {:?}",
        the_tutor(&app).note
    );
    assert_ne!(tree_now(&app), tree, "the edit is made");
    // Another edit waits for it.
    app::update(&mut app, Message::MoveLeft);
    assert!(the_tutor(&app).recording());
    app::update(&mut app, Message::Escape);
    app::settle(&mut app);
    assert_eq!(run_of(&app), before, "the old run unchanged");
    assert_eq!(tree_now(&app), tree, "the edit taken back");
    assert!(
        the_tutor(&app)
            .note
            .as_deref()
            .is_some_and(|n| n.contains("recording given up"))
    );
}

#[test]
fn an_edit_of_a_big_tree_waited_for_is_the_edited_tree_at_the_same_step() {
    let (mut app, _) = opened_file("edit-wait");
    app::update(&mut app, Message::MoveRight);
    assert!(the_tutor(&app).recording());
    let edited = the_tutor(&app).edits.as_ref().unwrap().scenario.clone();
    let fresh = edited.record(Setup::new(Algorithm::Minimax)).unwrap();
    let step = same_step(&searched(&app).run, &fresh);
    let text = screen(&mut app);
    assert!(text.contains("recording minimax: "), "{text}");
    app::settle(&mut app);
    assert!(!the_tutor(&app).recording());
    let s = searched(&app);
    assert_eq!((s.run.step(), s.run.len()), (step, fresh.len()));
    assert!((0..fresh.len()).all(|k| s.run.trace().event(k) == fresh.event(k)));
    let note = the_tutor(&app).note.clone().unwrap_or_default();
    assert!(note.contains("moved among its siblings"), "{note}");
}

#[test]
fn a_big_file_read_again_records_in_the_background() {
    let (mut app, path) = opened_file("reload");
    let (before, tree) = (run_of(&app), tree_now(&app));
    std::fs::write(&path, big_ron(1)).unwrap();
    app::update(&mut app, Message::Reload);
    assert!(the_tutor(&app).recording());
    app::update(&mut app, Message::Escape);
    app::settle(&mut app);
    assert_eq!(run_of(&app), before, "given up, the old tree stays");
    app::update(&mut app, Message::Reload);
    app::settle(&mut app);
    let note = the_tutor(&app).note.clone().unwrap_or_default();
    assert!(note.contains("read again"), "{note}");
    let read = gametree::scenario::Scenario::from_file(&path).unwrap().to_ron();
    assert_ne!(read, tree, "the file changed");
    assert_eq!(tree_now(&app), read, "the tree read again");
}
