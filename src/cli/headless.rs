//! A gametree built without the terminal (no cargo feature `tui`): the
//! commands that would open the tutor or the game screen say so.

use super::OpenArgs;
use super::prove::Side;
use crate::config::Settings;
use crate::say;
use crate::scenario::games::NamedGame;
use crate::session::{Playable, Session};
use std::process::ExitCode;

/// Never a terminal to draw in: `gametree` alone lists the scenarios.
pub fn is_terminal() -> bool {
    false
}

/// No tutor, so no handling of the signals of its own.
pub fn signals_handled() -> bool {
    false
}

fn refused<T>() -> Result<T, String> {
    Err(say!("built-without-terminal"))
}

pub fn picker(_chosen: &Settings) -> Result<ExitCode, String> {
    refused()
}

pub fn open(_a: &OpenArgs, _chosen: &Settings) -> Result<ExitCode, String> {
    refused()
}

pub fn new_tree(_shape: Option<&str>, _chosen: &Settings) -> Result<ExitCode, String> {
    refused()
}

pub fn practise(
    _story: crate::story::AnyStory,
    _file: Option<std::path::PathBuf>,
    _a: &super::practice::PracticeArgs,
    _kept: Option<super::practice::record::Shared>,
    _chosen: &Settings,
) -> Result<(ExitCode, Option<serde_json::Value>), String> {
    refused()
}

pub fn lesson(
    _lesson: crate::scenario::lesson::Lesson,
    _beside: std::path::PathBuf,
    _chosen: &Settings,
) -> Result<ExitCode, String> {
    refused()
}

pub fn open_proof(
    _game: NamedGame,
    _side: Option<Side>,
    _table: bool,
    _chosen: &Settings,
) -> Result<ExitCode, String> {
    refused()
}

pub fn show_game<T: Playable>(
    _session: Session<T>,
    _screen: &super::play::ScreenArgs,
    _chosen: &Settings,
) -> Result<ExitCode, String> {
    refused()
}

pub fn key_card(_chosen: &Settings) -> Result<ExitCode, String> {
    refused()
}
