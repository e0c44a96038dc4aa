//! `gametree open` and `gametree` with no command: the terminal tutor.

use super::prove::Side;
use super::{AlgoChoice, OpenArgs};
use crate::say;
use crate::scenario::Scenario;
use crate::scenario::games::NamedGame;
use crate::session::Session;
use crate::session::tree::Budget;
use crate::story::maxn::MaxnStory;
use crate::story::proof::ProofStory;
use crate::subject::named_game;
use crate::tui::app::Ending;
use crate::tui::game_screen::{Drawable, GameScreen, Play};
use crate::tui::tutor::Tutor;
use crate::tui::{App, Theme, terminal};
use std::io::IsTerminal;
use std::process::ExitCode;

/// Whether the tutor can draw: both ends are a terminal, and one that
/// can move its cursor (not TERM=dumb).
pub fn is_terminal() -> bool {
    std::io::stdout().is_terminal() && std::io::stdin().is_terminal() && !dumb()
}

/// A terminal that prints line after line and knows no escape sequence.
fn dumb() -> bool {
    std::env::var_os("TERM").is_some_and(|t| t == "dumb")
}

/// Why the screen cannot be shown here: `needs` (a message id) when there
/// is no terminal, another when the terminal cannot draw it.
fn no_screen(needs: &str) -> String {
    match dumb() {
        true => say!("terminal-dumb"),
        false => say!(needs),
    }
}

pub fn picker(no_color: bool) -> Result<ExitCode, String> {
    show(App::picker(Theme::from_env(no_color)))
}

pub fn open(a: &OpenArgs, no_color: bool) -> Result<ExitCode, String> {
    if a.algo == Some(AlgoChoice::All) {
        return Err(say!("open-one-algorithm"));
    }
    match super::live::game_named(&a.scenario)? {
        Some(game) if a.algo.is_none() => open_proof(game, a.for_player, a.table, no_color),
        Some(game) => open_game(game, a, no_color),
        None => open_scenario(a, no_color),
    }
}

/// A game searched live from its start with the algorithm `--algo` names.
fn open_game(game: NamedGame, a: &OpenArgs, no_color: bool) -> Result<ExitCode, String> {
    let algorithm = a.algo.and_then(AlgoChoice::algorithm);
    let algorithm = algorithm.ok_or_else(|| say!("maxn-needs-a-scenario"))?;
    let setup = a.settings.on_game(algorithm);
    super::live::within(game, setup, super::live::MOST_RECORDED)?;
    let tutor = Tutor::open(named_game(game), setup)?;
    in_terminal(App::with_tutor(tutor, Theme::from_env(no_color)))
}

/// The AND/OR proof of a game in the tutor, for `side` (by default the
/// player who can force a win).
pub fn open_proof(
    game: NamedGame,
    side: Option<Side>,
    table: bool,
    no_color: bool,
) -> Result<ExitCode, String> {
    let problem = side.map_or_else(|| game.provable_problem(), Side::problem);
    let tutor = Tutor::new(ProofStory::open(game, problem, table));
    in_terminal(App::with_tutor(tutor, Theme::from_env(no_color)))
}

fn open_scenario(a: &OpenArgs, no_color: bool) -> Result<ExitCode, String> {
    let scenario = Scenario::resolve(&a.scenario)?;
    let maxn = a.algo == Some(AlgoChoice::Maxn) || (a.algo.is_none() && !scenario.players.is_empty());
    let tutor = if maxn {
        Tutor::new(MaxnStory::open(scenario, a.settings.depth)?)
    } else {
        let algorithm = a.algo.and_then(AlgoChoice::algorithm);
        let algorithm = algorithm.unwrap_or(scenario.default_setup().algorithm);
        let setup = a.settings.on_scenario(&scenario, algorithm);
        Tutor::open(Box::new(scenario), setup)?
    };
    in_terminal(App::with_tutor(tutor, Theme::from_env(no_color)))
}

/// Shows the app, if there is a terminal to show it in.
fn in_terminal(app: App) -> Result<ExitCode, String> {
    if !is_terminal() {
        return Err(no_screen("open-needs-a-terminal"));
    }
    show(app)
}

/// Shows the app; the exit code says how it ended: 130 for Ctrl-C, as a
/// shell reports SIGINT, 129 when the terminal went away, as for SIGHUP.
fn show(app: App) -> Result<ExitCode, String> {
    let ending = terminal::run(app).map_err(terminal_failed)?;
    Ok(match ending {
        Ending::Quit => ExitCode::SUCCESS,
        Ending::Interrupted => ExitCode::from(130),
        Ending::HungUp => ExitCode::from(129),
    })
}

/// Opens the game screen in the terminal.
pub fn show_game<T: Drawable>(session: Session<T>, budget: u64, no_color: bool) -> Result<ExitCode, String> {
    if !is_terminal() {
        return Err(no_screen("game-needs-a-terminal"));
    }
    let mut play = Play::new(session);
    play.budget = Budget { bytes: budget };
    let game: Box<dyn GameScreen> = Box::new(play);
    show(App::game(game, Theme::from_env(no_color)))
}

fn terminal_failed(e: std::io::Error) -> String {
    say!("terminal-failed", error = e.to_string())
}
