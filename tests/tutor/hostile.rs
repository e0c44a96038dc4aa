//! Random names of any characters, control characters above all: through every
//! screen that draws a tree (the canvas narrow and wide, the outline, the
//! about box, the comparison, presenter mode, practice and the whole-tree
//! exercise, max^n) no cell ever holds a control character or an invisible
//! mark, and through every exporter no output holds one raw.

use crate::common::hostile_text::hostile_character;
use crate::exported;
use gametree::export;
use gametree::printable;
use gametree::scenario::{Scenario, cs188};
use gametree::search::{Algorithm, Setup};
use gametree::story::AnyStory;
use gametree::story::practice::Ask;
use gametree::tui::app::{self, App};
use gametree::tui::theme::Theme;
use gametree::tui::tutor::Tutor;
use proptest::prelude::*;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// A character of any kind, the control characters, the marks that
/// reorder text and the noncharacters often (and RON's `]` and `\`).
fn character() -> impl Strategy<Value = char> {
    hostile_character(&[']', '\\'])
}

/// Text of up to six such characters; `keep` says which may stand.
fn text(keep: fn(char) -> bool) -> impl Strategy<Value = String> {
    prop::collection::vec(character().prop_filter("kept", move |c| keep(*c)), 0..6)
        .prop_map(|cs| cs.into_iter().collect())
}

/// What a course file's state or move may hold: its format splits on
/// white space and cuts a line at `#`.
fn in_a_course_file(c: char) -> bool {
    !c.is_whitespace() && c != '#' && c != '"'
}

/// A course file of seven states and six moves named by `names` (each
/// behind a letter of its own, so that they differ), its diagram `note`.
fn course_file(names: &[String], note: &str) -> String {
    let s: Vec<String> = names[..7]
        .iter()
        .enumerate()
        .map(|(i, n)| format!("{}{n}", char::from(b'A' + i as u8)))
        .collect();
    let m: Vec<String> = names[7..]
        .iter()
        .enumerate()
        .map(|(i, n)| format!("m{i}{n}"))
        .collect();
    let edges = [(0, 1), (0, 2), (1, 3), (1, 4), (2, 5), (2, 6)];
    let successors: String = edges
        .iter()
        .zip(&m)
        .map(|((from, to), mv)| format!("{} {mv} {}\n", s[*from], s[*to]))
        .collect();
    let evaluation: String = [(3, 3), (4, 12), (5, 2), (6, 4)]
        .iter()
        .map(|(leaf, v)| format!("{} {v}\n", s[*leaf]))
        .collect();
    format!(
        "class: \"GraphGameTreeTest\"\nalg: \"AlphaBetaAgent\"\ndepth: \"1\"\n\
         diagram: \"\"\"\n{note}\n\"\"\"\nnum_agents: \"2\"\nstart_state: \"{}\"\n\
         win_states: \"\"\nlose_states: \"\"\nsuccessors: \"\"\"\n{successors}\"\"\"\n\
         evaluation: \"\"\"\n{evaluation}\"\"\"\n",
        s[0]
    )
}

/// A max^n scenario whose players, names, labels and title are `names`
/// (none of them refused), its note `note`, written with RON's escapes.
fn maxn_file(names: &[String], note: &str) -> String {
    let ron = |s: &str| {
        format!(
            "\"{}\"",
            s.chars().flat_map(char::escape_unicode).collect::<String>()
        )
    };
    let node = |i: usize, v: &str| {
        format!(
            "(name: {}, move: {}, value: {v})",
            ron(&format!("L{i}{}", names[i])),
            ron(&names[i + 4])
        )
    };
    format!(
        "Scenario(title: {}, note: {}, players: [{}, {}], tree: (name: {}, children: [\
         (name: {}, children: [{}, {}]), (name: {}, children: [{}, {}])]))",
        ron(&names[0]),
        ron(note),
        ron(&format!("P{}", names[2])),
        ron(&format!("Q{}", names[3])),
        ron(&format!("R{}", names[4])),
        ron(&format!("S{}", names[5])),
        node(0, "(1, 2)"),
        node(1, "(3, 0)"),
        ron(&format!("T{}", names[6])),
        node(2, "(2, 2)"),
        node(3, "(0, 5)"),
    )
}

/// The first cell that holds a hidden character, if any.
fn hidden_cell(buf: &Buffer) -> Option<(u16, u16, String)> {
    let width = buf.area.width;
    buf.content.iter().enumerate().find_map(|(i, cell)| {
        let i = i as u16;
        cell.symbol()
            .chars()
            .any(printable::hidden)
            .then(|| (i % width, i / width, cell.symbol().to_string()))
    })
}

/// Keys that show every part of a tree: steps, a cut-off, the outline and
/// a node chosen in it, the about box, the comparison, the end, the help.
const KEYS: &[KeyCode] = &[
    KeyCode::Right,
    KeyCode::Right,
    KeyCode::Right,
    KeyCode::Char('c'),
    KeyCode::Char('x'),
    KeyCode::Down,
    KeyCode::Down,
    KeyCode::Enter,
    KeyCode::Char('x'),
    KeyCode::Char('i'),
    KeyCode::Char('i'),
    KeyCode::Char('v'),
    KeyCode::Esc,
    KeyCode::End,
    KeyCode::Char('3'),
    KeyCode::Enter,
    KeyCode::Char('?'),
    KeyCode::Char('?'),
];

/// Every frame of `keys` on `tutor` at three sizes: no cell hidden.
fn every_frame_is_clean(tutor: impl Fn() -> Tutor) -> Result<(), TestCaseError> {
    for (width, height) in [(100, 30), (160, 50), (80, 24)] {
        let mut a = App::with_tutor(tutor(), Theme::MONO);
        for code in KEYS {
            let frame = app::frame(&mut a, width, height);
            prop_assert_eq!(hidden_cell(&frame), None, "{}", app::text(&frame));
            if let Some(m) = a.key(KeyEvent::new(*code, KeyModifiers::NONE)) {
                app::update(&mut a, m);
            }
            app::settle(&mut a);
        }
    }
    Ok(())
}

/// The story's figure at every fifth step and the last, in every format.
fn every_export_is_clean(story: &mut AnyStory, caption: &str) -> Result<(), TestCaseError> {
    let last = story.last_step();
    for step in (0..last).step_by(5).chain([last]) {
        story.seek(step);
        for blank in [false, true] {
            let f = export::figure(&**story, blank).unwrap();
            let checked = exported::every_format_is_safe(&f, caption);
            prop_assert_eq!(checked, Ok(()), "step {}", step);
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    /// A course file's states and moves hold the bytes as they are (its
    /// format has no escapes); its diagram any text.
    #[test]
    fn a_course_file_s_names_never_reach_a_cell_or_an_export_raw(
        names in prop::collection::vec(text(in_a_course_file), 13),
        note in text(|c| c != '"'),
        caption in text(|_| true),
    ) {
        let scenario = cs188::parse("hostile", "hostile.test", &course_file(&names, &note)).unwrap();
        let open = |algorithm| {
            let s = scenario.clone();
            let setup = s.setup(algorithm, None, gametree::search::Rule::Equality);
            move || Tutor::for_scenario(s.clone(), setup).unwrap()
        };
        every_frame_is_clean(open(Algorithm::AlphaBeta))?;
        every_frame_is_clean(open(Algorithm::Minimax))?;
        let present = open(Algorithm::AlphaBeta);
        every_frame_is_clean(|| {
            let mut t = present();
            t.present = true;
            t
        })?;
        for asks in [&[Ask::Values, Ask::Cuts, Ask::Windows, Ask::Best][..], &[Ask::Pruned], &[Ask::Edges]] {
            let practice = open(Algorithm::AlphaBeta);
            every_frame_is_clean(|| {
                let mut t = practice();
                t.practise(asks, false).unwrap();
                t
            })?;
        }
        let mut story = Tutor::for_scenario(scenario.clone(), scenario.default_setup()).unwrap().story;
        every_export_is_clean(&mut story, &caption)?;
    }

    /// A max^n file's players, names, labels and title, of what a file
    /// may hold there, and its note of anything: drawn and exported
    /// written out.
    #[test]
    fn a_max_n_file_s_names_never_reach_a_cell_or_an_export_raw(
        names in prop::collection::vec(text(|c| !printable::refused_in_name(c)), 8),
        note in text(|_| true),
    ) {
        let scenario = Scenario::parse("hostile", "hostile.ron", &maxn_file(&names, &note)).unwrap();
        let s = scenario.clone();
        every_frame_is_clean(|| Tutor::for_scenario(s.clone(), Setup::new(Algorithm::AlphaBeta)).unwrap())?;
        let mut story = Tutor::for_scenario(scenario, Setup::new(Algorithm::AlphaBeta)).unwrap().story;
        every_export_is_clean(&mut story, &names[0])?;
    }
}

/// Should a name reach the canvas raw, its writer still hands no cell a
/// control character: bratko-fig2's figure with every piece replaced.
#[test]
fn the_canvas_writer_draws_a_raw_control_character_as_a_replacement() {
    use gametree::tui::tutor::panels::canvas::CanvasWidget;
    use ratatui::layout::Rect;
    use ratatui::widgets::{Block, Widget};
    let s = Scenario::resolve("bratko-fig2").unwrap();
    let mut story: AnyStory = Tutor::for_scenario(s, Setup::new(Algorithm::AlphaBeta))
        .unwrap()
        .story;
    let last = story.last_step();
    story.seek(last);
    let mut figure = export::figure(&*story, false).unwrap();
    for p in &mut figure.pieces {
        p.text = "a\u{1b}]2;x\u{7}\u{202e}\u{0}".into();
    }
    let area = Rect::new(0, 0, 100, 30);
    let mut buf = Buffer::empty(area);
    CanvasWidget {
        figure: &figure,
        origin: (0, 0),
        theme: Theme::MONO,
        block: Block::new(),
    }
    .render(area, &mut buf);
    assert_eq!(hidden_cell(&buf), None);
    let replaced = buf.content.iter().filter(|c| c.symbol() == "\u{fffd}").count();
    assert!(replaced > 0, "{}", app::text(&buf));
}

/// A folder's files listed by the picker (`gametree open DIR`): a file's
/// name and a broken file's error are a file's text, shown written out.
#[test]
fn the_picker_lists_a_hostile_file_name_and_error_written_out() {
    use gametree::tui::picker::Picker;
    let dir = std::env::temp_dir().join(format!("gametree-picker-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(
        "scenarios/bratko-fig2.ron",
        dir.join("a\u{1b}]2;t\u{7}\u{202e}.ron"),
    )
    .unwrap();
    // A course file that loops through a state named with an escape.
    let cycle = "class: \"GraphGameTreeTest\"\nalg: \"MinimaxAgent\"\ndepth: \"1\"\nnum_agents: \"2\"\n\
        start_state: \"r\"\nwin_states: \"\"\nlose_states: \"\"\n\
        successors: \"\"\"\nr go s\u{1b}[2J\ns\u{1b}[2J on t\nt back s\u{1b}[2J\n\"\"\"\nevaluation: \"\"\"\n\"\"\"\n";
    std::fs::write(dir.join("b\u{9b}.test"), cycle).unwrap();
    let picker = Picker::with_folder(&dir, Default::default()).unwrap();
    let mut a = App::with_picker(picker, Theme::MONO);
    let mut seen = String::new();
    for _ in 0..2 {
        let frame = app::frame(&mut a, 120, 40);
        assert_eq!(hidden_cell(&frame), None, "{}", app::text(&frame));
        seen.push_str(&app::text(&frame));
        let m = a.key(KeyEvent::new(KeyCode::Down, KeyModifiers::NONE)).unwrap();
        app::update(&mut a, m);
    }
    assert!(seen.contains(r"a\u{1b}]2;t\u{7}\u{202e}.ron"), "{seen}");
    assert!(seen.contains(r"b\u{9b}.test"), "{seen}");
    assert!(seen.contains(r"s\u{1b}[2J"), "{seen}");
    std::fs::remove_dir_all(dir).unwrap();
}
