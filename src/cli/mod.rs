//! The command line: every command's arguments (clap's definitions,
//! which `--help`, the completions and the manual page are made from),
//! the settings chosen once from the flags, the configuration file and
//! the environment, and each command run; the bigger commands have a
//! file or folder of their own here.

mod config;
mod export;
mod globals;
pub mod kalah;
mod lesson;
mod live;
pub mod out;
pub mod play;
mod position;
mod practice;
mod progress;
mod prove;
mod random;
mod runs;
mod serve;
mod shell;
pub mod size;
pub mod stats;
#[cfg(feature = "tui")]
mod tui;
#[cfg(not(feature = "tui"))]
#[path = "headless.rs"]
mod tui;
mod write;

use crate::config as config_file;
use crate::config::Rule;
use crate::game::known::Kind;
use crate::record::search::Trace;
use crate::say;
use crate::scenario::{Scenario, bundled};
use crate::search::Algorithm;
use crate::search::Order;
use crate::search::Setup;
use crate::subject::named_game;
use crate::words::errors::{Worded, said};
use crate::words::language::{CutNames, Language, choose_language};
use crate::words::symbols::Symbols;
use crate::words::{self, settings};
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::process::ExitCode;

/// The version and the build's features (`--version`; clap's own output,
/// which stays English like --help).
const LONG_VERSION: &str = match cfg!(feature = "tui") {
    true => concat!(env!("CARGO_PKG_VERSION"), "\nfeatures=tui"),
    false => concat!(env!("CARGO_PKG_VERSION"), "\nfeatures=none"),
};

#[derive(Parser)]
#[command(
    name = "gametree",
    version,
    long_version = LONG_VERSION,
    about = "A terminal tutor for game-tree search: minimax and alpha-beta, step by step"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Monochrome: no colours, everything still shown by symbols (also
    /// when the NO_COLOR environment variable is set).
    #[arg(long, global = true)]
    pub no_color: bool,
    /// The language of everything the program says: en, ru or uk
    /// (default: from LC_ALL, LC_MESSAGES or LANG, else English). --help
    /// stays in English.
    #[arg(long, global = true, value_name = "LANG", value_parser = config::choice::<Language>())]
    pub lang: Option<Language>,
    /// The names of the cut-offs: the textbook chapters' (a cut at MAX, v ≥
    /// β, is a β-cutoff) or the slides' pseudocode's, which swaps them
    /// (default: chapters). JSON keeps the chapters' names.
    #[arg(long, global = true, value_name = "NAMES", value_parser = config::choice::<CutNames>())]
    pub cut_names: Option<CutNames>,
    /// The symbols: unicode (▲ ▼ ✂ ≥) or ascii (^ v x >=) for a
    /// projector PC whose font lacks them (else the configuration file,
    /// GAMETREE_SYMBOLS, unicode).
    #[arg(long, global = true, value_parser = config::choice::<Symbols>())]
    pub symbols: Option<Symbols>,
    /// The colours: dark, light (for a light terminal) or high-contrast
    /// (no colour, never dim: for a projector) (else the configuration
    /// file, GAMETREE_THEME, dark).
    #[arg(long, global = true, value_parser = config::choice::<config_file::Theme>())]
    pub theme: Option<config_file::Theme>,
    /// Colours: auto (unless NO_COLOR is set), always or never (else the
    /// configuration file, auto).
    #[arg(long, global = true, value_parser = config::choice::<config_file::ColorChoice>())]
    pub color: Option<config_file::ColorChoice>,
    /// The pruning rule a course uses: equality (cut on v ≥ β, the texts')
    /// or strict (only on v > β); --strict is the same as --rule strict
    /// (else the configuration file, equality).
    #[arg(long, global = true, value_parser = config::choice::<config_file::Rule>())]
    pub rule: Option<config_file::Rule>,
    /// The tutor's speed when it plays (p): 1, the slowest, to 5 (else the
    /// configuration file, 3).
    #[arg(long, global = true, value_parser = config::speed())]
    pub speed: Option<config_file::Speed>,
    /// The configuration file to read (else GAMETREE_CONFIG, else the
    /// platform's: `gametree config path` says where).
    #[arg(long, global = true, value_name = "FILE")]
    pub config: Option<std::path::PathBuf>,
    /// Read no configuration file.
    #[arg(long, global = true)]
    pub no_config: bool,
}

#[derive(Subcommand)]
pub enum Command {
    /// List the bundled scenarios: name, title, source.
    List,
    /// Validate a scenario: a file (.ron, or a course's .test) or a bundled
    /// name; prints `ok`, or the error on stderr.
    Check {
        #[arg(help = format!(
            "A bundled scenario name, a path to a .ron or .test file, random:SPEC, a tree written inline, or a game by name: {}.",
            crate::words::help::by_name()
        ))]
        scenario: String,
    },
    /// Root value, best move, principal variation and counts per algorithm.
    Stats(StatsArgs),
    /// The search step by step, in plain words or as JSON lines.
    Trace(TraceArgs),
    /// The AND/OR proof that a player can force a win: W(X) or V(X).
    Prove(prove::ProveArgs),
    /// Open a scenario or a game's proof in the tutor (with no command: the
    /// scenario picker).
    Open(OpenArgs),
    /// Kalah (the Kalah chapter): with no command the game screen; or play moves,
    /// search, solve, computer matches.
    Kalah(kalah::KalahArgs),
    #[command(about = format!(
        "The game screen: {} against the computer, a human, or itself, with the move tree on request",
        crate::words::help::names()
    ))]
    Play(play::PlayArgs),
    /// Practice: predict each value, cut-off, window and best move of a
    /// search before the tutor shows it, and get a score.
    Practice(practice::PracticeArgs),
    /// The tree at a step of its run as SVG, TikZ, Graphviz DOT or text,
    /// for slides and exam sheets (default: at the end).
    Export(export::ExportArgs),
    /// A random exercise tree as a scenario file: b3d4 (branching 3, depth
    /// 4), ranges b2-4d3-5, values v-9..9, ties, chance, cutsK, deep,
    /// seedN.
    Random(random::RandomArgs),
    /// A tree to build in the tutor: SHAPE as `random` writes one (b3d2,
    /// b2-3d2-4; default b2d2), every value 0, the cursor on its first
    /// leaf; = < > Insert Delete edit it, w writes it.
    New {
        /// The tree's shape: branching and depth (b3d2).
        shape: Option<String>,
    },
    /// A lecture prepared once: a RON file of scenarios and live positions,
    /// each with its settings and the step to open at; ] and [ step
    /// through them (see docs/lecturer.md).
    Lesson { file: std::path::PathBuf },
    /// The lecturer's tutor served to the class over ssh: students join
    /// with `ssh -p 2222 NAME@HOST` and the class code, and follow, explore
    /// or sit practice and exams (see docs/lecturer.md).
    Serve(serve::ServeArgs),
    /// Every key of every screen, as text: a key card to print.
    Keys,
    /// The configuration file: where it is read from, or a commented
    /// default with every key written there.
    #[command(subcommand)]
    Config(ConfigCommand),
    /// Shell completions: bash, zsh, fish, powershell or elvish.
    Completions { shell: clap_complete::Shell },
    /// The manual page (roff), from the same definitions as --help:
    /// `gametree man > gametree.1`.
    Man,
}

#[derive(Subcommand)]
pub enum ConfigCommand {
    /// Print where the configuration file is read from.
    Path,
    /// Write a commented default configuration with every key.
    Init {
        /// Write over a file that is there.
        #[arg(long)]
        force: bool,
    },
}

#[derive(Args)]
pub struct OpenArgs {
    #[command(flatten)]
    pub run: runs::RunArgs,
    /// Presenter mode: the tree and the step's sentence only, in large
    /// type, for a projector (P in the tutor).
    #[arg(long)]
    pub present: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum AlgoChoice {
    Minimax,
    Alphabeta,
    Expectimax,
    Negamax,
    /// Iterative deepening: alpha-beta to depth 1, 2, ... with re-ordering.
    Id,
    /// max^n for trees with more than two players.
    Maxn,
    /// Minimax and alpha-beta side by side.
    All,
}

#[derive(Args)]
pub struct SearchArgs {
    #[arg(help = crate::words::help::searched())]
    pub scenario: String,
    #[command(flatten)]
    pub settings: SearchSettings,
    #[command(flatten)]
    pub position: position::PositionArgs,
    /// Print JSON lines instead of text.
    #[arg(long)]
    pub json: bool,
}

/// How a search runs, whichever command runs it.
#[derive(Args, Clone)]
pub struct SearchSettings {
    /// Move ordering: none (the tree's or game's order), static (best
    /// static estimate first; a scenario's inner nodes may carry one), or
    /// on a tree written out best, worst (each node's successors by their
    /// minimax value), proof (the cheapest proof of the root's value
    /// first: alpha-beta evaluates the minimal tree) or shuffle:SEED.
    #[arg(long, default_value = "none", value_parser = parse_order)]
    pub order: Order,
    /// Depth limit N: nodes at depth N are evaluated statically (for CS188
    /// .test files: rounds, one move of every agent).
    #[arg(long)]
    pub depth: Option<u32>,
    /// Strict pruning rule: cut only when v > β (MAX) or v < α (MIN).
    #[arg(long)]
    pub strict: bool,
    /// Quiescence: search on below active positions at the depth limit.
    #[arg(long)]
    pub quiescence: bool,
}

impl SearchSettings {
    /// The pruning rule: strict with `--strict`, else the one chosen
    /// (`--rule`, the configuration file, the default).
    pub fn rule(&self, chosen: Rule) -> Rule {
        match self.strict {
            true => Rule::Strict,
            false => chosen,
        }
    }

    /// The settings of `algorithm` on a scenario (a course file counts
    /// depth in rounds and prunes by its strict rule).
    pub fn on_scenario(&self, scenario: &Scenario, algorithm: Algorithm, chosen: Rule) -> Setup {
        Setup {
            quiescence: self.quiescence,
            order: self.order,
            ..scenario.setup(algorithm, self.depth, self.rule(chosen))
        }
    }

    /// The settings of `algorithm` on a game searched live.
    pub fn on_game(&self, algorithm: Algorithm, chosen: Rule) -> Setup {
        Setup {
            depth: self.depth,
            rule: self.rule(chosen),
            quiescence: self.quiescence,
            order: self.order,
            ..Setup::new(algorithm)
        }
    }
}

#[derive(Args)]
pub struct StatsArgs {
    #[command(flatten)]
    pub search: SearchArgs,
    /// The algorithm(s); default: minimax and alpha-beta, expectimax on a
    /// tree with chance nodes, max^n on a tree of several players, or a
    /// course test file's own agent.
    #[arg(long, value_enum)]
    pub algo: Option<AlgoChoice>,
    /// Also the static evaluations at each depth: minimax, the search as
    /// run, alpha-beta best first and the minimal tree (JSON: `by_depth`).
    #[arg(long)]
    pub by_depth: bool,
}

#[derive(Args)]
pub struct TraceArgs {
    #[command(flatten)]
    pub search: SearchArgs,
    /// The algorithm; default: alpha-beta, expectimax on a tree with chance
    /// nodes, max^n on a tree of several players, or a course test file's
    /// own agent.
    #[arg(long, value_enum)]
    pub algo: Option<AlgoChoice>,
}

impl AlgoChoice {
    /// The one two-player algorithm named (none for max^n and all).
    pub fn algorithm(self) -> Option<Algorithm> {
        match self.algorithms().as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    pub fn algorithms(self) -> Vec<Algorithm> {
        match self {
            AlgoChoice::Minimax => vec![Algorithm::Minimax],
            AlgoChoice::Alphabeta => vec![Algorithm::AlphaBeta],
            AlgoChoice::Expectimax => vec![Algorithm::Expectimax],
            AlgoChoice::Negamax => vec![Algorithm::Negamax],
            AlgoChoice::Id => vec![Algorithm::IterativeDeepening],
            AlgoChoice::Maxn => vec![],
            AlgoChoice::All => Algorithm::ALL.to_vec(),
        }
    }
}

impl SearchArgs {
    /// The scenario and the settings of each algorithm to run on it; no
    /// settings when max^n is to run (on an n-player tree).
    pub fn runs(
        &self,
        algo: Option<AlgoChoice>,
        default: &[Algorithm],
        chosen: Rule,
    ) -> Result<(Scenario, Vec<Setup>), String> {
        let scenario = Scenario::resolve(&self.scenario).worded()?;
        let maxn = algo == Some(AlgoChoice::Maxn) || (algo.is_none() && !scenario.players.is_empty());
        if maxn && scenario.players.is_empty() {
            return Err(say!("maxn-needs-players"));
        }
        // Orders the docs do not offer there are refused, not ignored.
        let order = self.settings.order.to_string();
        if maxn && self.settings.order != Order::None {
            return Err(say!("order-not-with-players", order = order));
        }
        if maxn {
            return Ok((scenario, Vec::new()));
        }
        if self.settings.order == Order::Proof && scenario.tree.has_chance() {
            return Err(say!("order-proof-not-with-chance"));
        }
        // Without --algo, what `open` would show: a course file's own
        // agent, expectimax on a tree with chance nodes, else `default`.
        let algorithms = match (algo, &scenario.course) {
            (Some(a), _) => a.algorithms(),
            (None, Some(_)) => scenario.default_algorithms(),
            (None, None) if scenario.tree.has_chance() => vec![Algorithm::Expectimax],
            (None, None) => default.to_vec(),
        };
        let setups = algorithms
            .into_iter()
            .map(|a| self.settings.on_scenario(&scenario, a, chosen))
            .collect();
        Ok((scenario, setups))
    }

    /// The settings of each algorithm to run on a game.
    pub fn game_setups(
        &self,
        algo: Option<AlgoChoice>,
        default: &[Algorithm],
        chosen: Rule,
    ) -> Result<Vec<Setup>, String> {
        if algo == Some(AlgoChoice::Maxn) {
            return Err(say!("maxn-needs-a-scenario"));
        }
        let algorithms = algo.map_or(default.to_vec(), AlgoChoice::algorithms);
        Ok(algorithms
            .into_iter()
            .map(|a| self.settings.on_game(a, chosen))
            .collect())
    }
}

/// `--order` of the commands that search a tree: none, static, best,
/// worst, proof or shuffle:SEED.
pub fn parse_order(s: &str) -> Result<Order, String> {
    s.parse().worded()
}

/// What the command line hands the picker, so that it opens live
/// positions the command line's way, as `gametree` does (for tests).
#[cfg(feature = "tui")]
pub fn picker_handed() -> crate::tui::picker::Handed {
    tui::picker_handed()
}

/// Parses the arguments, runs the command, reports errors on stderr. The
/// command runs on a thread with the stack every search gets
/// (`search::deep`), whatever the system gives the main thread.
pub fn main() -> ExitCode {
    let cli = match globals::matches()
        .and_then(|m| <Cli as clap::FromArgMatches>::from_arg_matches(&m).map_err(|e| out::clap(&e)))
    {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    let chosen = match choose_settings(&cli) {
        Ok(chosen) => chosen,
        Err(message) => return out::error(&message),
    };
    let command = crate::search::deep::spawn("gametree", move || run(cli, &chosen));
    let done = command.map_err(|e| e.to_string()).and_then(|t| {
        // A panic has already been reported by the hook.
        t.join().unwrap_or_else(|_| Ok(ExitCode::from(101)))
    });
    match done {
        Ok(code) => code,
        Err(message) => out::error(&message),
    }
}

/// Every setting from its flag, then the configuration file, then the
/// environment, then the default, chosen once and handed down to the
/// commands as a value; only the way words are written (the language,
/// the symbols) is set for the whole process.
pub fn choose_settings(cli: &Cli) -> Result<config_file::Settings, String> {
    let env = |name: &str| std::env::var(name).ok();
    // A mistake in the file is said in the flag's or the locale's language.
    words::set_language(choose_language(cli.lang, None, env));
    // `config path` and `config init` are about the file, which need not
    // be there yet (nor be right).
    let skip = cli.no_config || matches!(cli.command, Some(Command::Config(_)));
    let file = config_file::load(cli.config.as_deref(), skip).map_err(String::from)?;
    let flags = config_file::Choices {
        rule: cli.rule,
        cut_names: cli.cut_names,
        lang: cli.lang,
        theme: cli.theme,
        symbols: cli.symbols,
        speed: cli.speed,
        color: match cli.no_color {
            true => Some(config_file::ColorChoice::Never),
            false => cli.color,
        },
        ..Default::default()
    };
    let settings = config_file::Settings::choose(&flags, file.as_ref(), env);
    settings.apply_to_words();
    Ok(settings)
}

pub fn run(cli: Cli, chosen: &config_file::Settings) -> Result<ExitCode, String> {
    match cli.command {
        None if tui::is_terminal() => tui::picker(chosen),
        None => {
            out::put(&list_text());
            out::line(&format!("\n{}", say!("cli-usage")));
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::List) => {
            out::put(&list_text());
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Check { scenario }) => check(&scenario).map(|()| ExitCode::SUCCESS),
        Some(Command::Stats(a)) => {
            stats::print(&a.search, a.algo, a.by_depth, chosen).map(|_| ExitCode::SUCCESS)
        }
        Some(Command::Trace(a)) => trace_cmd(&a, chosen).map(|_| ExitCode::SUCCESS),
        Some(Command::Prove(a)) => prove::run(&a, chosen),
        Some(Command::Open(a)) => tui::open(&a, chosen),
        Some(Command::Kalah(a)) => kalah::run(a, chosen),
        Some(Command::Play(a)) => play::run(&a, chosen),
        Some(Command::Practice(a)) => practice::run(&a, chosen),
        Some(Command::Export(a)) => export::run(&a, chosen).map(|()| ExitCode::SUCCESS),
        Some(Command::Random(a)) => random::run(&a).map(|()| ExitCode::SUCCESS),
        Some(Command::New { shape }) => tui::new_tree(shape.as_deref(), chosen),
        Some(Command::Lesson { file }) => lesson::run(&file, chosen),
        Some(Command::Serve(a)) => serve::run(&a, chosen),
        Some(Command::Keys) => tui::key_card(chosen),
        Some(Command::Config(ConfigCommand::Path)) => config::path_text(cli.config.as_deref()).map(|t| {
            out::line(&t);
            ExitCode::SUCCESS
        }),
        Some(Command::Config(ConfigCommand::Init { force })) => config::init(cli.config.as_deref(), force)
            .map(|t| {
                out::line(&t);
                ExitCode::SUCCESS
            }),
        Some(Command::Completions { shell }) => Ok(shell::completions(shell)),
        Some(Command::Man) => shell::man(),
    }
}

/// One line per bundled scenario: name, title, source; then the games.
pub fn list_text() -> String {
    let mut out = String::new();
    for b in bundled::ALL {
        match b.load() {
            Ok(s) => {
                let (title, source) = (words::local(&s.title), words::local(&s.source));
                out += &format!("{:<22} {title}  [{source}]\n", b.name)
            }
            Err(e) => out += &format!("{:<22} {}\n", b.name, say!("list-broken", error = said(e))),
        }
    }
    for game in Kind::ALL.map(Kind::shown) {
        let [title, source, _] = crate::words::games::about(game);
        out += &format!("{:<22} {title}  [{source}]\n", game.name());
    }
    out + &say!("list-games-by-name", games = crate::words::games::every_size()) + "\n"
}

/// Rows of a name (a message id) and a value, for `stats` and `prove`: the
/// values lined up after the longest name (padded to 20 characters at
/// least, as the English texts are laid out).
pub(crate) fn table(rows: &[(&str, String)]) -> String {
    let names: Vec<String> = rows.iter().map(|(id, _)| say!(id)).collect();
    let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0).max(20);
    let lines = names
        .iter()
        .zip(rows)
        .map(|(n, (_, v))| format!("  {n:<width$} {v}\n"));
    lines.collect()
}

/// Loads a scenario and refuses what the commands would refuse with its
/// own settings: a node max^n or the default searches would evaluate
/// without a value, a weighted sum they would make that is no value.
fn check(name: &str) -> Result<(), String> {
    if live::game_named(name)?.is_some() {
        // A game by name is made by the program: nothing can be wrong.
        out::line(&say!("check-ok"));
        return Ok(());
    }
    let scenario = Scenario::resolve(name).worded()?;
    if !scenario.players.is_empty() {
        if let Some(m) = crate::search::maxn::missing(&scenario.tree, scenario.depth) {
            return Err(said(m));
        }
    } else {
        let defaults = scenario
            .default_algorithms()
            .into_iter()
            .chain([scenario.default_setup().algorithm]);
        if let Some(refused) = defaults
            .filter_map(|a| scenario.takes(&scenario.setup(a, None, Rule::Equality)).err())
            .next()
        {
            return Err(said(refused));
        }
    }
    out::line(&say!("check-ok"));
    Ok(())
}

fn trace_cmd(a: &TraceArgs, chosen: &config_file::Settings) -> Result<(), String> {
    let s = &a.search;
    if let Some(position) = position::live(&s.scenario, &s.position, a.algo, &s.settings, chosen.rule)? {
        let setup = position.setup;
        let trace = position.subject.record(setup).worded()?;
        print_trace(
            &trace,
            setup,
            &position.board_name,
            position.subject.title(),
            s.json,
            chosen.cut_names,
        );
        return Ok(());
    }
    if let Some(game) = position::named_game(&a.search.scenario, &a.search.position)? {
        let subject = named_game(game);
        for setup in a
            .search
            .game_setups(a.algo, &[Algorithm::AlphaBeta], chosen.rule)?
        {
            live::within(game, setup, live::MOST_RECORDED)?;
            print_trace(
                &subject.record(setup).worded()?,
                setup,
                subject.name(),
                subject.title(),
                a.search.json,
                chosen.cut_names,
            );
        }
        return Ok(());
    }
    let (scenario, setups) = a.search.runs(a.algo, &[Algorithm::AlphaBeta], chosen.rule)?;
    if setups.is_empty() {
        let t = crate::search::maxn::search(&scenario.tree, &scenario.players, a.search.settings.depth)
            .worded()?;
        out::symbols(&crate::words::maxn::render(&t));
        return Ok(());
    }
    for setup in setups {
        live::scenario_within(&scenario, setup, live::MOST_RECORDED)?;
        print_trace(
            &scenario.record(setup).worded()?,
            setup,
            &scenario.name,
            words::local(&scenario.title),
            a.search.json,
            chosen.cut_names,
        );
    }
    Ok(())
}

fn print_trace(t: &Trace, setup: Setup, name: &str, title: &str, json: bool, names: CutNames) {
    if json {
        // Written as it is made, a piece at a time: the whole text of a
        // big trace at once took gigabytes.
        let mut piece = String::new();
        crate::record::search::json::each_line(t, |line| {
            piece += &line;
            piece.push('\n');
            if piece.len() >= 1 << 16 {
                out::json_part(&std::mem::take(&mut piece));
            }
        });
        out::json_part(&piece);
    } else {
        let algorithm = settings::algorithm(setup.algorithm) + &settings::rule_note(setup);
        let heading = match setup.order {
            Order::Static => say!(
                "line-heading-ordered",
                algorithm = algorithm,
                scenario = name,
                title = title
            ),
            Order::None => say!(
                "line-heading",
                algorithm = algorithm,
                scenario = name,
                title = title
            ),
            lab => say!(
                "line-heading-lab",
                algorithm = algorithm,
                order = words::ordering::order_name(lab),
                scenario = name,
                title = title
            ),
        };
        out::symbols(&format!("{heading}\n"));
        out::symbols(&crate::words::search::text::render(t, names));
    }
}
