//! The demo a lecturer runs, in Russian and in Ukrainian, at 100×30 and
//! 80×24: the picker, bratko-fig2 after the β-cutoff, the help, the nim-7
//! proof at the end, the Kalah game screen and its move tree. Each screen
//! is a snapshot and has no English on it.

use crate::common::play::{book_kalah, human_against_computer};
use crate::latin::english;
use gametree::game::connect4::ConnectFour;
use gametree::game::kalah::{Evaluation, Rules, Side};
use gametree::record::proof::Problem;
use gametree::scenario::Scenario;
use gametree::scenario::games::NamedGame;
use gametree::search::{Algorithm, Order, Setup};
use gametree::session::connect4::ConnectFourTable;
use gametree::session::kalah::KalahTable;
use gametree::session::{Options, Session, Who};
use gametree::story::proof::ProofStory;
use gametree::tui::app::{self, App};
use gametree::tui::game_screen::Play;
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use gametree::tui::tutor::Tutor;
use gametree::words::{self, Language};
use std::sync::Mutex;

/// One test draws at a time: the language is the process's.
pub static TURN: Mutex<()> = Mutex::new(());

const LANGUAGES: [Language; 2] = [Language::Ru, Language::Uk];
const SIZES: [(u16, u16); 2] = [(100, 30), (80, 24)];

/// Each language and size: the app `open` makes, after `keys`, drawn and
/// kept as the snapshot `name_<lang>_<w>x<h>`, with no English on it.
fn check(name: &str, open: fn() -> App, keys: &[Message]) {
    let _turn = TURN.lock().unwrap_or_else(|e| e.into_inner());
    for language in LANGUAGES {
        words::set_language(language);
        for (w, h) in SIZES {
            let mut app = open();
            for &m in keys {
                app::update(&mut app, m);
                app::settle(&mut app);
            }
            let text = app::text(&app::frame(&mut app, w, h));
            let found = english(&text);
            assert!(
                found.is_empty(),
                "English {found:?} on {name} in {language:?} at {w}×{h}:\n{text}"
            );
            insta::assert_snapshot!(format!("{name}_{}_{w}x{h}", language.tag()), text);
        }
    }
    words::set_language(Language::En);
}

fn bratko() -> App {
    let scenario = Scenario::resolve("bratko-fig2").unwrap();
    let mut app = App::tutor(Box::new(scenario), Setup::new(Algorithm::AlphaBeta), Theme::MONO).unwrap();
    app::settle(&mut app);
    app
}

fn nim_7() -> App {
    let story = ProofStory::open(NamedGame::nim(7), Problem::V, false);
    App::with_tutor(Tutor::new(story), Theme::MONO)
}

/// Kalah(6, 6) by the book's rules, a human against the computer at depth
/// 4, no random choice.
fn kalah() -> App {
    let session = Session::new(book_kalah(6, 6), human_against_computer(4));
    App::game(Box::new(Play::new(session)), Theme::MONO)
}

/// Connect Four with O (the computer) to move and a four to make at once
/// in b or f: it takes one and says it wins in one ply.
fn connect4_four_at_once() -> App {
    let (game, pos) = ConnectFour::parse("......./......./......./......./..XX.../X.OOO.X").unwrap();
    let options = Options {
        seats: [Who::Human, Who::Computer],
        depth: 5,
        order: Order::None,
        quiescence: false,
        seed: 3,
        random: true,
    };
    let session = Session::at(ConnectFourTable { game }, options, pos);
    App::game(Box::new(Play::new(session)), Theme::MONO)
}

#[test]
fn connect4_the_computer_wins_at_once() {
    check("connect4_wins_at_once", connect4_four_at_once, &[Message::Tick]);
}

#[test]
fn picker() {
    check("picker", || App::picker(Theme::MONO), &[]);
}

#[test]
fn bratko_after_the_beta_cutoff() {
    check("bratko_after_the_beta_cutoff", bratko, &[Message::NextCutoff]);
}

#[test]
fn bratko_at_the_end_with_the_pseudocode() {
    check("bratko_at_the_end", bratko, &[Message::End, Message::SwitchPane]);
}

#[test]
fn help_overlay() {
    check("help_overlay", bratko, &[Message::ToggleHelp]);
}

fn chapter_fig19() -> App {
    let scenario = Scenario::resolve("chapter-fig19").unwrap();
    let mut app = App::tutor(Box::new(scenario), Setup::new(Algorithm::AlphaBeta), Theme::MONO).unwrap();
    app::settle(&mut app);
    app
}

/// The ordering lab: best first, the counts of every order
/// and the minimal tree; then the chart of evaluations by depth.
#[test]
fn the_ordering_lab_and_its_chart() {
    let lab = [
        Message::CycleOrder,
        Message::End,
        Message::SwitchPane,
        Message::SwitchPane,
    ];
    check("lab", chapter_fig19, &lab);
    check(
        "chart",
        chapter_fig19,
        &[Message::CycleOrder, Message::End, Message::ToggleChart],
    );
}

#[test]
fn nim_7_proof_at_the_end() {
    check("nim_7_proof_at_the_end", nim_7, &[Message::End]);
}

#[test]
fn kalah_after_a_move_and_the_computers_answer() {
    check("kalah_after_a_move", kalah, &[Message::Type('3'), Message::Tick]);
}

#[test]
fn kalah_move_tree_of_the_computers_choice() {
    let keys = [
        Message::Type('3'),
        Message::Tick,
        Message::Tree,
        Message::NextCutoff,
    ];
    check("kalah_move_tree", kalah, &keys);
}

#[test]
fn kalah_help() {
    check("kalah_help", kalah, &[Message::ToggleHelp]);
}

/// Every key the English key bar shows at a width, the Russian and the
/// Ukrainian bars show too: their words are no wider.
#[test]
fn the_key_bars_keep_every_key_the_english_ones_show() {
    use gametree::keymap::{self, KeyBindings, Table};
    use gametree::tui::chrome;
    let tables: Vec<Table> = keymap::contexts()
        .iter()
        .map(|screens| keymap::table(screens, &KeyBindings::default()))
        .collect();
    let _turn = TURN.lock().unwrap_or_else(|e| e.into_inner());
    let shown = |table: &Table, width| chrome::key_bar(table, width, Theme::MONO).spans.len();
    let mut cut = Vec::new();
    for table in &tables {
        for width in [64, 80, 100] {
            words::set_language(Language::En);
            let english = shown(table, width);
            for language in LANGUAGES {
                words::set_language(language);
                let line = chrome::key_bar(table, width, Theme::MONO);
                if line.spans.len() < english {
                    cut.push(format!("{language:?} at {width}: {line}"));
                }
            }
        }
    }
    words::set_language(Language::En);
    assert!(
        cut.is_empty(),
        "keys the English bar shows are cut:\n{}",
        cut.join("\n")
    );
}

/// `,` opens the settings; → there switches the language at the same
/// step, and on the next row the names of the cut-offs.
#[test]
fn the_settings_switch_the_language_and_the_names_at_the_same_step() {
    use gametree::words::CutNames;
    let _turn = TURN.lock().unwrap_or_else(|e| e.into_inner());
    words::set_language(Language::En);
    let mut app = bratko();
    let mut send = |keys: &[Message]| {
        for &m in keys {
            app::update(&mut app, m);
        }
        app::text(&app::frame(&mut app, 100, 30))
    };
    assert!(send(&[Message::NextCutoff]).contains("β-cutoff at e (MAX)"));
    let open = send(&[Message::Settings, Message::Forward]);
    assert_eq!(words::language(), Language::Ru);
    insta::assert_snapshot!("settings_ru_100x30", open);
    let ru = send(&[Message::Escape]);
    assert!(
        ru.contains("Шаг 35 из 65") && ru.contains("β-отсечение в e (МАКС)"),
        "{ru}"
    );
    assert!(
        ru.contains("# β-отсечение (в слайдах: α-отсечение)") || !ru.contains("def "),
        "{ru}"
    );
    let slides = send(&[
        Message::Settings,
        Message::Down,
        Message::Forward,
        Message::Settings,
    ]);
    // The names are the story's, not the process's.
    let gametree::tui::app::Screen::Tutor(t) = &app.screen else {
        panic!("the tutor is up")
    };
    assert_eq!(t.story.cut_names(), CutNames::Slides);
    assert!(
        slides.contains("α-отсечение в e (МАКС)") && slides.contains("✂α"),
        "{slides}"
    );
    words::set_language(Language::En);
}

/// Practice grades a cut-off by the name the screen gives it: under the
/// slides' names the cut at e (the chapters' β-cutoff) is answered `a`.
#[test]
fn practice_grades_cut_offs_by_the_names_in_force() {
    use gametree::record::search::CutKind;
    use gametree::story::practice::{Answer, Ask};
    use gametree::words::CutNames;
    let _turn = TURN.lock().unwrap_or_else(|e| e.into_inner());
    words::set_language(Language::En);
    let slides = (
        Answer::read(Ask::Cuts, "a", CutNames::Slides),
        Answer::Cut(Some(CutKind::Beta)).show(CutNames::Slides),
    );
    let chapters = (
        Answer::read(Ask::Cuts, "a", CutNames::Chapters),
        Answer::Cut(Some(CutKind::Beta)).show(CutNames::Chapters),
    );
    assert_eq!(
        slides,
        (Ok(Answer::Cut(Some(CutKind::Beta))), "α-cutoff".to_string())
    );
    assert_eq!(
        chapters,
        (Ok(Answer::Cut(Some(CutKind::Alpha))), "β-cutoff".to_string())
    );
}

/// A Kalah title longer in Russian and Ukrainian than in English (standard
/// rules, 12 stones, depth 12) still shows the depth at 80 columns: the
/// description gives up the evaluation first.
#[test]
fn a_long_kalah_title_keeps_the_depth_at_80_columns() {
    let _turn = TURN.lock().unwrap_or_else(|e| e.into_inner());
    let open = || {
        let table = KalahTable {
            rules: Rules::STANDARD,
            eval: Evaluation::Store,
            pits: 6,
            stones: 12,
            first: Side::South,
        };
        let options = Options {
            seats: [Who::Human, Who::Human],
            depth: 12,
            order: Order::None,
            quiescence: false,
            seed: 7,
            random: false,
        };
        App::game(Box::new(Play::new(Session::new(table, options))), Theme::MONO)
    };
    for (language, depth, stones) in [
        (Language::En, "depth 12", "12 stones"),
        (Language::Ru, "глубина 12", "12 камней"),
        (Language::Uk, "глибина 12", "12 каменів"),
    ] {
        words::set_language(language);
        let text = app::text(&app::frame(&mut open(), 80, 24));
        let title = text.lines().next().unwrap();
        assert!(
            title.contains(depth) && title.contains(stones),
            "{language:?}: {title}"
        );
    }
    words::set_language(Language::En);
}

/// The texts' wording on the tutor's screen: the Ukrainian лист is
/// masculine («його статична оцінка»), the key bar says «назад» and
/// «довідка» in full, the outline is a list «с отступами» / «із відступами»;
/// and the decision panel's cases stand in columns in every language,
/// whatever the length of МАКС and МИН and of the cut-offs' names.
#[test]
fn the_wording_agrees_and_the_decision_panel_lines_up() {
    let _turn = TURN.lock().unwrap_or_else(|e| e.into_inner());
    for language in LANGUAGES {
        words::set_language(language);
        let mut app = bratko();
        app::update(&mut app, Message::NextEvaluation);
        let text = app::text(&app::frame(&mut app, 100, 30));
        let (evaluated, back, help) = match language {
            Language::Uk => (
                "d1 — лист дерева пошуку: його статична оцінка 1",
                "← назад",
                "? довідка",
            ),
            _ => (
                "d1 — концевая вершина дерева поиска: её статическая оценка 1",
                "← назад",
                "? справ.",
            ),
        };
        assert!(text.contains(evaluated), "{text}");
        assert!(text.contains(back) && text.contains(help), "{text}");
        app::update(&mut app, Message::ToggleHelp);
        let help = app::text(&app::frame(&mut app, 100, 30));
        let outline = match language {
            Language::Uk => "або списком із відступами",
            _ => "или списком с отступами",
        };
        // The words inside the box, wherever it wraps them.
        let inside = help.lines().filter_map(|l| {
            let (from, to) = (l.find('│')?, l.rfind('│')?);
            l.get(from + '│'.len_utf8()..to)
        });
        let words = inside
            .flat_map(str::split_whitespace)
            .collect::<Vec<_>>()
            .join(" ");
        assert!(words.contains(outline), "{help}");
        app::update(&mut app, Message::Escape);
        app::update(&mut app, Message::NextCutoff);
        for width in [160, 200] {
            let text = app::text(&app::frame(&mut app, width, 40));
            let rows: Vec<&str> = text
                .lines()
                .filter(|l| l.contains("α<v<β:") || l.contains("α < v < β:"))
                .collect();
            assert_eq!(rows.len(), 2, "{text}");
            let column = |row: &str, what: &str| {
                let at = row.find(what).unwrap_or_else(|| panic!("no {what:?} in {row}"));
                row[..at].chars().count()
            };
            for case in ["v≤α", "α<v<β", "v≥β"] {
                let case = if rows[0].contains(case) {
                    case.to_string()
                } else {
                    case.replace('≤', " ≤ ").replace('≥', " ≥ ").replace('<', " < ")
                };
                assert_eq!(
                    column(rows[0], &case),
                    column(rows[1], &case),
                    "{language:?} at {width}: {case}\n{}\n{}",
                    rows[0],
                    rows[1]
                );
            }
        }
    }
    words::set_language(Language::En);
}

/// Editing the tree: the value typed for e1 at the β-cutoff,
/// then the tree after e1 = 3 at the same step, with the note saying
/// what changed there.
#[test]
fn bratko_edited_at_the_beta_cutoff() {
    let typing = [
        Message::NextCutoff,
        Message::Down,
        Message::EditValue,
        Message::Type('3'),
    ];
    check("bratko_typing_a_value", bratko, &typing);
    let edited = [
        Message::NextCutoff,
        Message::Down,
        Message::EditValue,
        Message::Type('3'),
        Message::Enter,
    ];
    check("bratko_after_e1_equals_3", bratko, &edited);
}

/// The counts panel after e1 = 3 (its tab open): the last edit's figures
/// before → after.
#[test]
fn bratko_counts_after_e1_equals_3() {
    let keys = [
        Message::NextCutoff,
        Message::Down,
        Message::EditValue,
        Message::Type('3'),
        Message::Enter,
        Message::SwitchPane,
        Message::SwitchPane,
    ];
    check("bratko_counts_after_e1_equals_3", bratko, &keys);
}

/// Side by side, the way back to the single view (`v`) stays in the key
/// bar at every size the screens are laid out for, down to the
/// smallest, in every language, with help and quit beside it (at 80×24
/// the full bar had pushed it out).
#[test]
fn the_side_by_side_key_bar_keeps_its_way_back_at_every_size() {
    let _turn = TURN.lock().unwrap_or_else(|e| e.into_inner());
    let (min_w, min_h) = (
        gametree::tui::chrome::MIN_WIDTH,
        gametree::tui::chrome::MIN_HEIGHT,
    );
    for language in [Language::En, Language::Ru, Language::Uk] {
        words::set_language(language);
        let kept = ["v back", "? help", "q quit"].map(|entry| {
            let (key, id) = entry.split_once(' ').unwrap();
            let word = gametree::say!(&format!("bar-{id}"));
            format!(" {key} {word}")
        });
        let mut app = bratko();
        app::update(&mut app, Message::ToggleCompare);
        for keys in [&[][..], &[Message::NextCutoff][..], &[Message::TogglePlay][..]] {
            for &m in keys {
                app::update(&mut app, m);
            }
            for width in min_w..=200 {
                for height in [min_h, 24, 30] {
                    let text = app::text(&app::frame(&mut app, width, height));
                    let bar = text.lines().last().unwrap_or_default();
                    for entry in &kept {
                        assert!(
                            bar.contains(entry.as_str()),
                            "{language:?} {width}×{height}: no {entry:?} in {bar:?}"
                        );
                    }
                }
            }
        }
    }
    words::set_language(Language::En);
}
