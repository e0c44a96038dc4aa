//! The command line: `list`, `check`, `stats`, `trace`.

pub mod kalah;
mod stats;

use crate::scenario::{Scenario, bundled};
use crate::search::Algorithm;
use crate::trace::{self, Setup};
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "gametree",
    version,
    about = "A terminal tutor for game-tree search: minimax and alpha-beta, step by step"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand)]
pub enum Command {
    /// List the bundled scenarios: name, title, source.
    List,
    /// Validate a scenario file; prints `ok` or the errors.
    Check { file: PathBuf },
    /// Root value, best move, principal variation and counts per algorithm.
    Stats(StatsArgs),
    /// The search step by step, in plain words or as JSON lines.
    Trace(TraceArgs),
    /// Kalah (seed 001): play moves, search, solve, computer matches.
    Kalah(kalah::KalahArgs),
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum AlgoChoice {
    Minimax,
    Alphabeta,
    All,
}

#[derive(Args)]
pub struct SearchArgs {
    /// A bundled scenario name (see `gametree list`) or a path to a .ron file.
    pub scenario: String,
    /// Depth limit N: nodes at depth N are evaluated statically.
    #[arg(long)]
    pub depth: Option<u32>,
    /// Strict pruning rule: cut only when v > β (MAX) or v < α (MIN).
    #[arg(long)]
    pub strict: bool,
    /// Print JSON lines instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args)]
pub struct StatsArgs {
    #[command(flatten)]
    pub search: SearchArgs,
    #[arg(long, value_enum, default_value = "all")]
    pub algo: AlgoChoice,
}

#[derive(Args)]
pub struct TraceArgs {
    #[command(flatten)]
    pub search: SearchArgs,
    #[arg(long, value_enum, default_value = "alphabeta")]
    pub algo: AlgoChoice,
}

impl AlgoChoice {
    pub fn algorithms(self) -> Vec<Algorithm> {
        match self {
            AlgoChoice::Minimax => vec![Algorithm::Minimax],
            AlgoChoice::Alphabeta => vec![Algorithm::AlphaBeta],
            AlgoChoice::All => Algorithm::ALL.to_vec(),
        }
    }
}

impl SearchArgs {
    pub fn setup(&self, algorithm: Algorithm) -> Setup {
        Setup {
            algorithm,
            depth: self.depth,
            strict: self.strict,
        }
    }
}

/// Parses the arguments, runs the command, reports errors on stderr.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("gametree: {message}");
            ExitCode::FAILURE
        }
    }
}

pub fn run(cli: Cli) -> Result<ExitCode, String> {
    match cli.command {
        None => {
            print!("{}", list_text());
            println!("\nRun `gametree stats NAME` or `gametree trace NAME`; `gametree --help` for more.");
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::List) => {
            print!("{}", list_text());
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Check { file }) => Ok(check(&file)),
        Some(Command::Stats(a)) => stats::print(&a.search, a.algo).map(|_| ExitCode::SUCCESS),
        Some(Command::Trace(a)) => trace_cmd(&a).map(|_| ExitCode::SUCCESS),
        Some(Command::Kalah(a)) => kalah::run(a).map(|_| ExitCode::SUCCESS),
    }
}

/// One line per bundled scenario: name, title, source.
pub fn list_text() -> String {
    let mut out = String::new();
    for b in bundled::ALL {
        match b.load() {
            Ok(s) => out += &format!("{:<22} {}  [{}]\n", b.name, s.title, s.source),
            Err(e) => out += &format!("{:<22} (broken: {e})\n", b.name),
        }
    }
    out
}

fn check(file: &std::path::Path) -> ExitCode {
    match Scenario::from_file(file) {
        Ok(_) => {
            println!("ok");
            ExitCode::SUCCESS
        }
        Err(e) => {
            println!("{e}");
            ExitCode::FAILURE
        }
    }
}

fn trace_cmd(a: &TraceArgs) -> Result<(), String> {
    let scenario = Scenario::resolve(&a.search.scenario).map_err(|e| e.to_string())?;
    for algorithm in a.algo.algorithms() {
        let t = scenario.record(a.search.setup(algorithm))?;
        if a.search.json {
            print!("{}", trace::json::render(&t));
        } else {
            println!("{} on {}: {}", algorithm, scenario.name, scenario.title);
            print!("{}", trace::text::render(&t));
        }
    }
    Ok(())
}
