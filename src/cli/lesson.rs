//! `gametree lesson FILE`: a lecture prepared once, its items opened in
//! the tutor one after the other (`]` the next, `[` the one before).

use super::kalah::parse_rules;
use super::parse_order;
use super::position::PositionArgs;
use super::runs::{RunArgs, StartArgs};
use super::{AlgoChoice, SearchSettings};
use crate::say;
use crate::scenario::lesson::{Item, Lesson, Show};
use crate::words::errors::Worded;
use clap::ValueEnum;
use std::path::Path;
use std::process::ExitCode;

/// What the command line would be given to open an item; a scenario file
/// is found beside the lesson file.
pub fn run_args(item: &Item, beside: &Path) -> Result<RunArgs, String> {
    let show = item.show();
    let name = item.scenario().unwrap_or_default();
    let near = beside.join(name);
    // A pipe or a device too, to be refused in words, not looked for elsewhere.
    let scenario = match !Path::new(name).exists() && near.exists() && !near.is_dir() {
        true => near.display().to_string(),
        false => name.to_string(),
    };
    Ok(RunArgs {
        scenario,
        for_player: None,
        table: false,
        algo: show.algo.as_deref().map(algo).transpose()?,
        settings: SearchSettings {
            order: show
                .order
                .as_deref()
                .map_or(Ok(Default::default()), parse_order)?,
            depth: show.depth,
            strict: show.strict,
            quiescence: show.quiescence,
        },
        position: position(item, show)?,
        start: StartArgs {
            step: show.step,
            at: show.at.clone(),
            end: show.end,
        },
    })
}

fn algo(name: &str) -> Result<AlgoChoice, String> {
    AlgoChoice::from_str(name, true).map_err(|_| say!("lesson-unknown-algo", algo = name))
}

fn position(item: &Item, show: &Show) -> Result<PositionArgs, String> {
    let to_move = show
        .to_move
        .as_deref()
        .map(super::position::parse_to_move)
        .transpose()?;
    if let Item::Scenario(_) = item {
        // nim-N: who moves first (plus or minus).
        return Ok(PositionArgs {
            to_move,
            ..PositionArgs::default()
        });
    }
    Ok(PositionArgs {
        board: show.board.clone(),
        to_move,
        rules: show.rules.as_deref().map(parse_rules).transpose()?,
        eval: show.eval.clone(),
    })
}

/// Reads the lesson file and every item's settings, so that a mistake in
/// the tenth is found before the lecture, not in it; then shows it.
pub fn run(file: &Path, chosen: &crate::config::Settings) -> Result<ExitCode, String> {
    let lesson = built_in(file)
        .unwrap_or_else(|| Lesson::from_file(file))
        .worded()?;
    let beside = file.parent().unwrap_or(Path::new(".")).to_path_buf();
    check(&lesson, &beside, chosen)?;
    super::tui::lesson(lesson, beside, chosen)
}

/// A lesson built in by name (`alpha-beta`), where no file is called so.
fn built_in(file: &Path) -> Option<Result<Lesson, crate::scenario::lesson::LessonError>> {
    match file.exists() {
        true => None,
        false => file.to_str().and_then(Lesson::bundled),
    }
}

/// What `gametree serve` names, if it is a lesson (a lesson file, or one
/// built in): read and every item checked, and the folder its files are
/// found in; none for a scenario.
#[cfg_attr(not(feature = "serve"), allow(dead_code))]
pub fn served(
    spec: &str,
    chosen: &crate::config::Settings,
) -> Option<Result<(Lesson, std::path::PathBuf), String>> {
    let file = Path::new(spec);
    let lesson = match built_in(file) {
        Some(lesson) => lesson.worded(),
        None if file.is_file() => Lesson::from_file(file).ok().map(Ok)?,
        None => return None,
    };
    let beside = file.parent().unwrap_or(Path::new(".")).to_path_buf();
    Some(lesson.and_then(|l| check(&l, &beside, chosen).map(|()| (l, beside))))
}

fn check(lesson: &Lesson, beside: &Path, chosen: &crate::config::Settings) -> Result<(), String> {
    for (k, item) in lesson.items.iter().enumerate() {
        // Opened once here: a wrong name, board or node is found now.
        run_args(item, beside)
            .and_then(|args| super::runs::open(&args, chosen).map(drop))
            .map_err(|e| say!("lesson-item-wrong", item = k + 1, error = e))?;
    }
    Ok(())
}

/// The line the tutor shows on opening an item.
#[cfg_attr(not(feature = "tui"), allow(dead_code))]
pub fn heading(lesson: &Lesson, at: usize) -> String {
    // The title and the note in the language shown, as a scenario's.
    let title = crate::words::local(&lesson.title).to_string();
    let (item, items) = (at + 1, lesson.items.len());
    match &lesson.items[at].show().note {
        None => say!("lesson-item", title = title, item = item, items = items),
        Some(note) => say!(
            "lesson-item-note",
            title = title,
            item = item,
            items = items,
            note = crate::words::local(note).to_string()
        ),
    }
}
