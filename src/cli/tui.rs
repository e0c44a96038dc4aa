//! `gametree open` and `gametree` with no command: the terminal tutor.

use super::play::ScreenArgs;
use super::practice::PracticeArgs;
use super::practice::record::{self, Shared};
use super::prove::Side;
use super::{AlgoChoice, OpenArgs, out, runs};
use crate::config::Settings;
use crate::say;
use crate::scenario::games::NamedGame;
use crate::scenario::lesson::Lesson as LessonFile;
use crate::search::size::Budget;
use crate::session::Session;
use crate::story::AnyStory;
use crate::tui::app::{Ending, Lesson, Screen};
use crate::tui::game_screen::{Drawable, GameScreen, Play};
use crate::tui::picker::Handed;
use crate::tui::tutor::Tutor;
use crate::tui::tutor::compare::CompareView;
use crate::tui::tutor::practice::Keeper;
use crate::tui::tutor::reload::Source;
use crate::tui::{App, terminal};
use crate::words::errors::Worded;
use std::io::IsTerminal;
use std::process::ExitCode;

/// Whether the tutor can draw: both ends are a terminal, and one that
/// can move its cursor (not TERM=dumb).
pub fn is_terminal() -> bool {
    std::io::stdout().is_terminal() && std::io::stdin().is_terminal() && !dumb()
}

/// Whether the tutor's own handling of the signals is up (it puts the
/// terminal back before the program ends).
pub fn signals_handled() -> bool {
    terminal::signals_watched()
}

/// A terminal that prints line after line and knows no escape sequence.
fn dumb() -> bool {
    std::env::var_os("TERM").is_some_and(|t| t == "dumb")
}

/// Why the screen of `command` (`open`, `practice`, …) cannot be shown
/// here: no terminal, or one that cannot draw it.
pub fn no_screen(command: &str) -> String {
    no_screen_for(say!("needs-a-terminal", command = command))
}

/// `needs` when there is no terminal, another message when the terminal
/// cannot draw.
fn no_screen_for(needs: String) -> String {
    match dumb() {
        true => say!("terminal-dumb"),
        false => needs,
    }
}

pub fn picker(chosen: &Settings) -> Result<ExitCode, String> {
    let picker = crate::tui::picker::Picker::new(handed());
    show(in_picker(picker, chosen))
}

/// The app on `picker`, under the settings chosen.
fn in_picker(picker: crate::tui::picker::Picker, chosen: &Settings) -> App {
    App {
        picker: picker.handed.clone(),
        ..App::chosen(Screen::Picker(picker), chosen)
    }
}

/// What the command line hands the picker: its way of opening live
/// positions, and the place kept across runs.
fn handed() -> Handed {
    Handed {
        place: crate::tui::picker::place_file(),
        ..picker_handed()
    }
}

pub fn open(a: &OpenArgs, chosen: &Settings) -> Result<ExitCode, String> {
    // A folder: its scenario files in the picker, before the bundled ones.
    let folder = std::path::Path::new(&a.run.scenario);
    if folder.is_dir() {
        let picker = crate::tui::picker::Picker::with_folder(folder, handed())?;
        return in_terminal(in_picker(picker, chosen), "open");
    }
    // --algo all: minimax and alpha-beta side by side, the compare view.
    let both = a.run.algo == Some(AlgoChoice::All);
    let mut run = a.run.clone();
    if both {
        run.algo = Some(AlgoChoice::Alphabeta);
    }
    let opened = runs::open(&run, chosen)?;
    let mut tutor = Tutor::new(opened.story).at_speed(chosen.speed);
    if both {
        tutor.compare = Some(CompareView::new(tutor.story.compare()?));
    }
    if let Some(note) = opened.note {
        tutor.say_note(note);
    }
    tutor.present = a.present;
    tutor.source = opened.file.map(Source::new);
    tutor.offer_kept();
    in_terminal(App::chosen(tutor_screen(tutor), chosen), "open")
}

/// The lecturer's app for `gametree serve`: a lesson's items (a file or
/// one built in), or what `open` opens.
#[cfg_attr(not(feature = "serve"), allow(dead_code))]
pub fn served_app(run: &super::runs::RunArgs, present: bool, chosen: &Settings) -> Result<App, String> {
    if let Some(lesson) = super::lesson::served(&run.scenario, chosen) {
        let (lesson, beside) = lesson?;
        return lesson_app(lesson, beside, chosen);
    }
    let opened = runs::open(run, chosen)?;
    let mut tutor = Tutor::new(opened.story).at_speed(chosen.speed);
    if let Some(note) = opened.note {
        tutor.say_note(note);
    }
    tutor.present = present;
    tutor.source = opened.file.map(Source::new);
    Ok(App::chosen(tutor_screen(tutor), chosen))
}

/// `gametree new [SHAPE]`: a tree of values 0 in the tutor, its first
/// leaf selected, to be edited.
pub fn new_tree(shape: Option<&str>, chosen: &Settings) -> Result<ExitCode, String> {
    let shape = shape.unwrap_or(crate::scenario::edit::SHAPE);
    let scenario = crate::scenario::Scenario::blank(shape).worded()?;
    let first_leaf = scenario.tree.nodes().iter().position(|n| n.children.is_empty());
    let setup = scenario.default_setup();
    let mut tutor = Tutor::for_scenario(scenario, setup)?;
    tutor.view.selected = first_leaf.map(crate::game::tree::NodeId::at);
    tutor.note = Some(say!("new-tree"));
    tutor.built = Some(shape.to_string());
    tutor.offer_kept();
    in_terminal(App::chosen(tutor_screen(tutor), chosen), "new")
}

/// How the picker opens its live positions: as `gametree open` and
/// `gametree practice` open them (no place kept, as a test wants it).
pub fn picker_handed() -> Handed {
    Handed {
        open_live: Some(open_position),
        place: None,
    }
}

/// A live position of the picker, a lesson item, opened the command
/// line's way; in practice, asking every kind of question.
fn open_position(
    item: &crate::scenario::lesson::Item,
    practice: bool,
    chosen: &Settings,
) -> Result<Tutor, String> {
    let args = super::lesson::run_args(item, std::path::Path::new("."))?;
    let opened = runs::open(&args, chosen)?;
    let mut tutor = Tutor::new(opened.story).at_speed(chosen.speed);
    if let Some(note) = opened.note {
        tutor.say_note(note);
    }
    if practice {
        tutor.practise(&crate::story::practice::Ask::ALL, false)?;
    }
    Ok(tutor)
}

/// A lesson's items in the tutor, the first one open.
pub fn lesson(lesson: LessonFile, beside: std::path::PathBuf, chosen: &Settings) -> Result<ExitCode, String> {
    in_terminal(lesson_app(lesson, beside, chosen)?, "lesson")
}

/// A lesson's items in the tutor's app, the first one open.
fn lesson_app(lesson: LessonFile, beside: std::path::PathBuf, chosen: &Settings) -> Result<App, String> {
    let items = lesson.items.len();
    let settings = chosen.clone();
    let lesson = std::sync::Arc::new(lesson);
    let open = move |at: usize| -> Result<Tutor, String> {
        let args = super::lesson::run_args(&lesson.items[at], &beside)?;
        let opened = runs::open(&args, &settings)?;
        let mut tutor = Tutor::new(opened.story).at_speed(settings.speed);
        // Worded again in each follower's language.
        let (shown, start) = (lesson.clone(), opened.note);
        tutor.say_note(std::sync::Arc::new(move || {
            let heading = super::lesson::heading(&shown, at);
            match &start {
                Some(n) => format!("{heading} · {}", n()),
                None => heading,
            }
        }));
        tutor.present = lesson.items[at].show().present;
        tutor.source = opened.file.map(Source::new);
        Ok(tutor)
    };
    let first = open(0)?;
    let mut app = App::chosen(tutor_screen(first), chosen);
    app.lesson = Some(Lesson {
        items,
        at: 0,
        open: Box::new(open),
    });
    Ok(app)
}

/// The AND/OR proof of a game in the tutor, for `side` (by default the
/// player who can force a win).
pub fn open_proof(
    game: NamedGame,
    side: Option<Side>,
    table: bool,
    chosen: &Settings,
) -> Result<ExitCode, String> {
    let tutor = Tutor::new(runs::proof(game, side, table)?).at_speed(chosen.speed);
    in_terminal(App::chosen(tutor_screen(tutor), chosen), "prove")
}

/// Practice in the tutor, its record handed to `kept` from before the
/// first question and saved by it if a signal ends the program; the final
/// record, once the terminal is restored.
pub fn practise(
    story: AnyStory,
    file: Option<std::path::PathBuf>,
    a: &PracticeArgs,
    kept: Option<Shared>,
    chosen: &Settings,
) -> Result<(ExitCode, Option<serde_json::Value>), String> {
    let mut tutor = Tutor::new(story).at_speed(chosen.speed);
    tutor.source = file.map(Source::new);
    tutor.practise(&a.asks(), a.exam)?;
    if !is_terminal() {
        return Err(no_screen("practice"));
    }
    if let Some(kept) = kept {
        let shared = kept.clone();
        let keep = Box::new(move |r: &serde_json::Value| record::lock(&shared).keep(r));
        tutor.keep_practice(Keeper {
            spec: a.scenario.clone(),
            keep,
        });
        terminal::at_end(Some(Box::new(move || record::lock(&kept).cut_short())));
    }
    let mut app = App::chosen(tutor_screen(tutor), chosen);
    let ending = terminal::run_keeping(&mut app).map_err(terminal_failed)?;
    // A terminal gone cut the practice short; a key ended it.
    let left = ending != Ending::HungUp;
    let sheet = match &app.screen {
        Screen::Tutor(t) => t.practice_json(&a.scenario, left),
        _ => None,
    };
    Ok((exit_code(ending), sheet))
}

/// The tutor as the screen that is up.
fn tutor_screen(tutor: Tutor) -> Screen {
    Screen::Tutor(Box::new(tutor))
}

/// Shows the app of `command`, if there is a terminal to show it in.
fn in_terminal(app: App, command: &str) -> Result<ExitCode, String> {
    if !is_terminal() {
        return Err(no_screen(command));
    }
    show(app)
}

/// Shows the app; the exit code says how it ended: 130 for Ctrl-C, as a
/// shell reports SIGINT, 129 when the terminal went away, as for SIGHUP.
fn show(mut app: App) -> Result<ExitCode, String> {
    show_keeping(&mut app)
}

fn show_keeping(app: &mut App) -> Result<ExitCode, String> {
    // A signal keeps the edits not written as Ctrl-C and a hang-up do.
    terminal::at_every_end(keep_edits);
    let ending = terminal::run_keeping(app).map_err(terminal_failed)?;
    if ending != Ending::Quit {
        keep_edits();
    }
    Ok(exit_code(ending))
}

/// Writes the edits not written to their recovery file, if there are
/// any, and says where (or why not) once the terminal is back.
fn keep_edits() {
    match crate::tui::tutor::recovery::save() {
        Some(Ok(file)) => out::note(&say!("edit-kept", file = file.display().to_string())),
        Some(Err(error)) => out::note(&say!("edit-not-kept", error = error)),
        None => {}
    }
}

pub fn exit_code(ending: Ending) -> ExitCode {
    match ending {
        Ending::Quit => ExitCode::SUCCESS,
        Ending::Interrupted => ExitCode::from(130),
        Ending::HungUp => ExitCode::from(129),
    }
}

/// Opens the game screen in the terminal, as `screen` says; on `q`,
/// prints the position left on the board as the command line that starts
/// the game there again.
pub fn show_game<T: Drawable>(
    session: Session<T>,
    screen: &ScreenArgs,
    chosen: &Settings,
) -> Result<ExitCode, String> {
    let budget = super::size::tree_budget(screen.max_tree_memory, chosen)?;
    if !is_terminal() {
        return Err(no_screen_for(say!("game-needs-a-terminal")));
    }
    let mut play = Play::new(session);
    play.budget = Budget { bytes: budget };
    play.present = screen.present;
    let game: Box<dyn GameScreen> = Box::new(play);
    let mut app = App::chosen(Screen::Game(game), chosen);
    let code = show_keeping(&mut app)?;
    // q (not Ctrl-C, nor a terminal gone): the position, for next time,
    // once the terminal is itself again.
    if app.ending == Ending::Quit
        && let Some(line) = app.command_line()
    {
        super::out::line(&line);
    }
    Ok(code)
}

fn terminal_failed(e: std::io::Error) -> String {
    say!("terminal-failed", error = e.to_string())
}

/// The key card: every key of every screen, as the help lists them.
pub fn key_card(chosen: &Settings) -> Result<ExitCode, String> {
    // The keys as the configuration file binds them.
    super::out::put(&crate::tui::keys::card(&chosen.keys, chosen.cut_names));
    Ok(ExitCode::SUCCESS)
}
