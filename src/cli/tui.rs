//! `gametree open` and `gametree` with no command: the terminal tutor.

use super::{OneAlgo, OpenArgs};
use crate::scenario::Scenario;
use crate::search::Algorithm;
use crate::trace::Setup;
use crate::ui::{App, Theme, terminal};
use std::io::IsTerminal;
use std::process::ExitCode;

/// Whether the tutor can draw: both ends are a terminal.
pub fn is_terminal() -> bool {
    std::io::stdout().is_terminal() && std::io::stdin().is_terminal()
}

pub fn picker(no_color: bool) -> Result<ExitCode, String> {
    show(App::picker(Theme::from_env(no_color)))
}

pub fn open(a: &OpenArgs, no_color: bool) -> Result<ExitCode, String> {
    let scenario = Scenario::resolve(&a.scenario).map_err(|e| e.to_string())?;
    let algorithm = match a.algo {
        None => scenario.default_setup().algorithm,
        Some(OneAlgo::Minimax) => Algorithm::Minimax,
        Some(OneAlgo::Alphabeta) => Algorithm::AlphaBeta,
        Some(OneAlgo::Expectimax) => Algorithm::Expectimax,
        Some(OneAlgo::Negamax) => Algorithm::Negamax,
        Some(OneAlgo::Id) => Algorithm::IterativeDeepening,
    };
    let setup = Setup {
        quiescence: a.quiescence,
        ..scenario.setup(algorithm, a.depth, a.strict)
    };
    let app = App::tutor(Box::new(scenario), setup, Theme::from_env(no_color))?;
    if !is_terminal() {
        return Err("`gametree open` needs a terminal; `gametree trace` prints the steps instead".into());
    }
    show(app)
}

fn show(app: App) -> Result<ExitCode, String> {
    terminal::run(app).map_err(|e| format!("terminal: {e}"))?;
    Ok(ExitCode::SUCCESS)
}
