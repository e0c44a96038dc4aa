//! What `open`, `practice` and `export` show: a scenario's search (or
//! max^n), a game's AND/OR proof or a game searched live, opened at the
//! step `--step`, `--at` or `--end` asks for.

use super::position::PositionArgs;
use super::prove::Side;
use super::{AlgoChoice, SearchSettings, live};
use crate::config::{Rule, Settings};
use crate::say;
use crate::scenario::Scenario;
use crate::scenario::games::NamedGame;
use crate::search::Algorithm;
use crate::story::maxn::MaxnStory;
use crate::story::proof::ProofStory;
use crate::story::search::SearchStory;
use crate::story::{AnyStory, Start};
use crate::subject::named_game;
use crate::words::errors::Worded;
use clap::Args;
use std::path::PathBuf;

/// What is searched, how, and where the run opens.
#[derive(Args, Clone)]
pub struct RunArgs {
    #[arg(help = format!(
        "A bundled scenario name (see `gametree list`), a path to a .ron file, random:SPEC (random:b3d3:seed7), a tree written inline ('[[3,12,8],[2,4,6]]'), a game by name, whose AND/OR proof it shows (with --algo, that search of the game): {}; or {} at a position given by --board.",
        crate::words::help::by_name(),
        crate::words::help::with_board()
    ))]
    pub scenario: String,
    /// For a game: whose win the proof is about (default: the player who
    /// can force one, PLUS when neither can).
    #[arg(long = "for", value_enum)]
    pub for_player: Option<Side>,
    /// For a game: settle each position once (a transposition table).
    #[arg(long)]
    pub table: bool,
    /// The algorithm; default: alpha-beta, expectimax on a tree with chance
    /// nodes, max^n on a tree of several players, or a course test file's
    /// own agent.
    #[arg(long, value_enum)]
    pub algo: Option<AlgoChoice>,
    #[command(flatten)]
    pub settings: SearchSettings,
    #[command(flatten)]
    pub position: PositionArgs,
    #[command(flatten)]
    pub start: StartArgs,
}

/// Where the run opens; one of them at most.
#[derive(Args, Clone, Default)]
#[group(multiple = false)]
pub struct StartArgs {
    /// Open after step N, as `gametree trace` numbers the steps (0: before
    /// the first).
    #[arg(long, value_name = "N")]
    pub step: Option<usize>,
    /// Open where the search enters NODE (a name, or the moves from the
    /// root: 3,1,4); for a node never searched, at the cut-off that
    /// leaves it out.
    #[arg(long, value_name = "NODE")]
    pub at: Option<String>,
    /// Open at the end of the run.
    #[arg(long)]
    pub end: bool,
}

impl StartArgs {
    pub fn start(&self) -> Option<Start> {
        match (self.step, &self.at, self.end) {
            (Some(n), _, _) => Some(Start::Step(n)),
            (_, Some(node), _) => Some(Start::At(node.clone())),
            (_, _, true) => Some(Start::End),
            _ => None,
        }
    }
}

/// A run opened where it was asked to.
// The note and the file are for the tutor, which a build without the
// terminal does not have.
#[cfg_attr(not(feature = "tui"), allow(dead_code))]
pub struct Opened {
    pub story: AnyStory,
    /// What opening it had to say ("e2 is never searched: step 35 ...").
    pub note: Option<crate::words::Wording>,
    /// The scenario file it came from, to read again when it changes.
    pub file: Option<PathBuf>,
}

/// The run `a` names, at its start step.
pub fn open(a: &RunArgs, chosen: &Settings) -> Result<Opened, String> {
    if a.algo == Some(AlgoChoice::All) {
        // The tutor shows both side by side; here, one.
        return Err(say!("open-one-algorithm"));
    }
    let position = super::position::live(&a.scenario, &a.position, a.algo, &a.settings, chosen.rule)?;
    let (mut story, file) = match super::position::named_game(&a.scenario, &a.position)? {
        _ if position.is_some() => {
            let position = position.expect("a position");
            (SearchStory::open(position.subject, position.setup)?.into(), None)
        }
        Some(game) if a.algo.is_none() => (proof(game, a.for_player, a.table)?, None),
        Some(game) => (searched_game(game, a.algo, &a.settings, chosen.rule)?, None),
        None => scenario_story(&a.scenario, a.algo, &a.settings, chosen)?,
    };
    // The cut-offs as the settings name them, in its words and marks.
    story.reword(chosen.cut_names);
    let note = match a.start.start() {
        Some(start) => story.start_at(&start)?,
        None => None,
    };
    Ok(Opened { story, note, file })
}

/// What `gametree practice` asks about: a scenario's search, or a live
/// position or a game searched as `open` searches it, or a game's proof.
pub fn practised(
    a: &super::practice::PracticeArgs,
    chosen: &Settings,
) -> Result<(AnyStory, Option<PathBuf>), String> {
    let args = RunArgs {
        scenario: a.scenario.clone(),
        for_player: None,
        table: false,
        algo: a.algo,
        settings: a.settings.clone(),
        position: a.position.clone(),
        start: StartArgs::default(),
    };
    let opened = open(&args, chosen)?;
    Ok((opened.story, opened.file))
}

/// The AND/OR proof of a game, for `side` (by default the player who can
/// force a win); refused where it is too big to record step by step.
pub fn proof(game: NamedGame, side: Option<Side>, table: bool) -> Result<AnyStory, String> {
    if !game.stepped() {
        return Err(super::prove::not_stepped(game));
    }
    let problem = side.map_or_else(|| game.provable_problem(), Side::problem);
    Ok(ProofStory::open(game, problem, table).into())
}

/// A game searched live from its start with the algorithm `algo` names.
fn searched_game(
    game: NamedGame,
    algo: Option<AlgoChoice>,
    settings: &SearchSettings,
    chosen: Rule,
) -> Result<AnyStory, String> {
    let algorithm = algo.and_then(AlgoChoice::algorithm);
    let algorithm = algorithm.ok_or_else(|| say!("maxn-needs-a-scenario"))?;
    let setup = settings.on_game(algorithm, chosen);
    live::within(game, setup, live::MOST_RECORDED)?;
    Ok(SearchStory::open(named_game(game), setup)?.into())
}

/// A scenario's run: max^n on a tree of several players (or with `--algo
/// maxn`), else the search `algo` names or the scenario's own default;
/// and the file it was read from, if it was.
pub fn scenario_story(
    name: &str,
    algo: Option<AlgoChoice>,
    settings: &SearchSettings,
    chosen: &Settings,
) -> Result<(AnyStory, Option<PathBuf>), String> {
    if algo == Some(AlgoChoice::All) {
        return Err(say!("open-one-algorithm"));
    }
    let scenario = Scenario::resolve(name).worded()?;
    let file = Some(PathBuf::from(name)).filter(|p| p.is_file());
    let maxn = algo == Some(AlgoChoice::Maxn) || (algo.is_none() && !scenario.players.is_empty());
    if maxn {
        return Ok((MaxnStory::open(scenario, settings.depth)?.into(), file));
    }
    let algorithm = algo.and_then(AlgoChoice::algorithm);
    let algorithm = algorithm.unwrap_or(default_algorithm(&scenario, chosen.algorithm));
    let setup = settings.on_scenario(&scenario, algorithm, chosen.rule);
    live::scenario_within(&scenario, setup, live::MOST_RECORDED)?;
    Ok((SearchStory::open(Box::new(scenario), setup)?.into(), file))
}

/// Without --algo: a course file's own agent or expectimax on a chance
/// tree, as the tree needs; else the configuration file's algorithm, else
/// alpha-beta.
fn default_algorithm(scenario: &Scenario, configured: Option<Algorithm>) -> Algorithm {
    let own = scenario.default_setup().algorithm;
    let needed = scenario.course.is_some() || scenario.tree.has_chance();
    match (needed, configured) {
        (false, Some(a)) => a,
        _ => own,
    }
}
