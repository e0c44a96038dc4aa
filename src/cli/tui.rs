//! `gametree open` and `gametree` with no command: the terminal tutor.

use super::{OneAlgo, OpenArgs};
use crate::scenario::Scenario;
use crate::trace::Setup;
use crate::ui::maxn_story::MaxnStory;
use crate::ui::tutor::Tutor;
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
    let maxn = a.algo == Some(OneAlgo::Maxn) || (a.algo.is_none() && !scenario.players.is_empty());
    let tutor = if maxn {
        Tutor::new(Box::new(MaxnStory::open(scenario, a.depth)?))
    } else {
        let algorithm = a.algo.and_then(OneAlgo::algorithm);
        let algorithm = algorithm.unwrap_or(scenario.default_setup().algorithm);
        let setup = Setup {
            quiescence: a.quiescence,
            ..scenario.setup(algorithm, a.depth, a.strict)
        };
        Tutor::open(Box::new(scenario), setup)?
    };
    let app = App::with_tutor(tutor, Theme::from_env(no_color));
    if !is_terminal() {
        return Err("`gametree open` needs a terminal; `gametree trace` prints the steps instead".into());
    }
    show(app)
}

fn show(app: App) -> Result<ExitCode, String> {
    terminal::run(app).map_err(|e| format!("terminal: {e}"))?;
    Ok(ExitCode::SUCCESS)
}
