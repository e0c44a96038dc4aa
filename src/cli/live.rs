//! A game searched live from the command line (`stats`, `trace`, `open`
//! on a game by name: nim-N, tictactoe-3x3, connect4-CxR, kalah-PxS), sized up before it runs: Nim searched
//! without a depth limit grows as 2^N, so a search past its bound of
//! steps is refused with the deepest depth limit that stays within it.

use super::kalah::work::{self, Count};
use crate::game::known::{OnNamed, Shown};
use crate::game::{Game, WinLoss};
use crate::say;
use crate::scenario::games::NamedGame;
use crate::scenario::{Scenario, bundled};
use crate::search::Setup;
use crate::search::size::{self, BYTES_PER_EVENT, DEFAULT_BUDGET, Tally};
use crate::words::errors::said;
use crate::words::settings;
use indicatif::HumanCount;
use std::hash::Hash;
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, AtomicU64};

/// The most steps `stats` counts (a few seconds of work).
pub const MOST_COUNTED: u64 = 50_000_000;

/// The most steps `trace` and `open` record (the move tree's budget), of
/// a game or of a scenario file.
pub const MOST_RECORDED: u64 = DEFAULT_BUDGET / BYTES_PER_EVENT;

/// The game a name stands for, if any. A name that looks like one but is
/// not (nim-0, nim-1001, nim-7x), and is no scenario or file either, is
/// refused with the range a game's name takes.
pub fn game_named(name: &str) -> Result<Option<NamedGame>, String> {
    match NamedGame::parse(name) {
        Ok(game) => Ok(Some(game)),
        Err(unknown) if looks_like_a_game(name) => Err(said(unknown)),
        Err(_) => Ok(None),
    }
}

fn looks_like_a_game(name: &str) -> bool {
    NamedGame::is_prefixed(name) && bundled::find(name).is_none() && !std::path::Path::new(name).exists()
}

/// Refuses `setup`'s search of `game` if it would take more than `most`
/// steps, saying the deepest depth limit that would not.
pub fn within(game: NamedGame, setup: Setup, most: u64) -> Result<(), String> {
    let name = game.name();
    game.on(Within {
        name: &name,
        setup,
        most,
    })
}

/// `within` for the rules and start of a game by name.
struct Within<'a> {
    name: &'a str,
    setup: Setup,
    most: u64,
}

impl OnNamed for Within<'_> {
    type Out = Result<(), String>;
    fn on<G>(self, game: G, start: G::Position, _: Shown) -> Result<(), String>
    where
        G: WinLoss + Send + Sync + 'static,
        G::Position: Eq + Hash + Send + Sync,
    {
        sized(self.name, &game, &start, self.setup, self.most)
    }
}

/// Refuses `setup`'s search of a scenario's tree if it would record more
/// than `most` steps, as a game's is refused: a file of millions of
/// leaves traced as JSON had taken 4 GB. A search the scenario refuses
/// anyway (a node without a static value) is left to say so itself.
pub fn scenario_within(scenario: &Scenario, setup: Setup, most: u64) -> Result<(), String> {
    if scenario.missing(&setup).is_some() || !scenario.players.is_empty() {
        return Ok(());
    }
    sized(&scenario.name, &scenario.tree, &scenario.tree.root(), setup, most)
}

/// Refuses `setup`'s search of `game` from `root` (called `name`) if it
/// would take more than `most` steps, saying the deepest depth limit that
/// would not. The counting shows its progress on stderr where that is a
/// terminal (as a Kalah search does, once it has taken a quarter of a
/// second), and Ctrl-C stops it: the line is cleared and the program ends
/// with 130. Inside the tutor (a lesson's or the picker's live position)
/// the screen and the signals are the tutor's: it counts without a word.
pub fn sized<G: Game>(
    name: &str,
    game: &G,
    root: &G::Position,
    setup: Setup,
    most: u64,
) -> Result<(), String> {
    let algorithm = settings::algorithm(setup.algorithm);
    if super::tui::signals_handled() {
        let (cancel, done) = (AtomicBool::new(false), AtomicU64::new(0));
        let tally = Tally {
            cancel: &cancel,
            done: &done,
        };
        // Never cancelled: the tutor's own thread ends the program.
        let within = size::within(game, root, setup, most, tally, |_| {});
        return within.map_or(Ok(()), |within| verdict(within, name, &algorithm, most));
    }
    let phase = say!("live-sizing", name = name, algorithm = algorithm.as_str());
    let quiet = !std::io::stderr().is_terminal();
    let within = work::watched(|watch| {
        let shown = work::Shown::start(&phase, Count::Steps, quiet);
        let tally = Tally {
            cancel: &watch.cancel,
            done: &watch.done,
        };
        let within = size::within(game, root, setup, most, tally, |depth| {
            shown.say(&match depth {
                Some(depth) => say!("live-sizing-depth", depth = depth),
                None => say!("live-sizing-all"),
            })
        });
        shown.finish();
        within
    });
    let Some(within) = within.filter(|_| !work::stopped()) else {
        work::stopped_exit()
    };
    verdict(within, name, &algorithm, most)
}

/// What the counting found, said: nothing when the search fits.
fn verdict(within: size::Within, name: &str, algorithm: &str, most: u64) -> Result<(), String> {
    let most = HumanCount(most).to_string();
    match within {
        size::Within::Fits => Ok(()),
        size::Within::Over { fits: Some(fits) } => Err(say!(
            "live-too-big",
            name = name,
            algorithm = algorithm,
            most = most,
            depth = fits.depth
        )),
        size::Within::Over { fits: None } => Err(say!(
            "live-too-big-at-all",
            name = name,
            algorithm = algorithm,
            most = most
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Algorithm;

    #[test]
    fn a_scenario_past_the_steps_recorded_is_refused_with_a_depth_that_fits() {
        crate::words::set_language(crate::words::Language::En);
        // 500 inner nodes of 4 leaves each, every inner node with a value.
        let kids: Vec<String> = (0..500)
            .map(|i| format!("(value: {}, children: [1, 2, 3, {i}])", i % 9))
            .collect();
        let text = format!("Scenario(title: \"t\", tree: (children: [{}]))", kids.join(", "));
        let scenario = Scenario::parse("wide", "wide.ron", &text).unwrap();
        let setup = Setup::new(Algorithm::Minimax);
        let all = crate::search::record(&scenario.tree, &scenario.tree.root(), setup).len() as u64;
        assert_eq!(scenario_within(&scenario, setup, all), Ok(()));
        let refused = scenario_within(&scenario, setup, all - 1).unwrap_err();
        assert!(
            refused.starts_with("wide with minimax would take more than")
                && refused.contains("--depth 1 or less"),
            "{refused}"
        );
    }
}
