//! `gametree practice`: the student predicts each decision of a search
//! before the tutor shows it; the answers and the score come out as JSON,
//! kept on disk as they are given (`record`).

pub mod record;

use super::{AlgoChoice, SearchSettings, out, tui, write};
use crate::say;
use crate::story::practice::{self, Ask};
use clap::Args;
use record::{Kept, To};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Args)]
pub struct PracticeArgs {
    #[arg(help = format!(
        "A bundled scenario name, a .ron file, random:SPEC, a tree written inline, or a live position: {} with --board, or a game by name with --algo ({}).",
        crate::words::help::with_board(),
        crate::words::help::by_name()
    ))]
    pub scenario: String,
    /// The algorithm; default: alpha-beta, or expectimax on a tree with
    /// chance nodes.
    #[arg(long, value_enum)]
    pub algo: Option<AlgoChoice>,
    #[command(flatten)]
    pub settings: SearchSettings,
    #[command(flatten)]
    pub position: super::position::PositionArgs,
    /// What is asked, comma-separated: values (a node's value or bound, a
    /// vector in max^n), cuts (whether a test cuts, and which kind),
    /// windows (a node's α/β window), best (the best move), solved
    /// (whether a node of the AND/OR proof is solved); or, on the whole
    /// tree before the search, pruned (every leaf alpha-beta never
    /// evaluates) and edges (every cut edge with its kind). Default: the
    /// first five, those that apply to the run.
    #[arg(long, value_delimiter = ',', value_name = "KINDS", value_parser = parse_ask)]
    pub ask: Vec<Ask>,
    /// An exam: no feedback, no score and no going back until the end.
    #[arg(long)]
    pub exam: bool,
    /// Write the answers and the score as JSON to FILE: made before the
    /// first question, written again after every answer and when the
    /// program is ended ("finished": false until the practice is over);
    /// where FILE cannot be written, in $XDG_STATE_HOME/gametree/practice.
    /// With no FILE (or '-'), to standard output at the end.
    #[arg(long, value_name = "FILE", num_args = 0..=1, default_missing_value = "-")]
    pub json: Option<PathBuf>,
    /// Write the record over a FILE that gametree did not write, or over
    /// the scenario file itself.
    #[arg(long)]
    pub force: bool,
}

fn parse_ask(text: &str) -> Result<Ask, String> {
    text.parse()
}

impl PracticeArgs {
    pub fn asks(&self) -> Vec<Ask> {
        match self.ask.is_empty() {
            true => Ask::ALL.to_vec(),
            false => self.ask.clone(),
        }
    }
}

pub fn run(a: &PracticeArgs, chosen: &crate::config::Settings) -> Result<ExitCode, String> {
    // The whole-tree exercise is marked before the search, the other kinds
    // are asked during it: not both in one run (a usage error).
    let asks = a.asks();
    if asks.iter().any(|k| k.marked()) && asks.iter().any(|k| !k.marked()) {
        out::error(&say!("pruning-not-with-steps"));
        return Ok(ExitCode::from(2));
    }
    // The record's file, refused before anything is asked.
    let to = a.json.as_deref().map(To::of);
    if let Some(To::File(path)) = &to {
        write::may_write(path, &[Path::new(&a.scenario)], a.force)?;
    }
    // Kinds named that the run is not asked (cuts on max^n): a usage error.
    let (story, file) = super::runs::practised(a, chosen)?;
    if let Some(why) = practice::refusal(story.kind(), &a.ask) {
        out::error(&why);
        return Ok(ExitCode::from(2));
    }
    let kept = to.map(|to| Kept::new(to, Box::new(write::Real), record::state_folder()).shared());
    let (code, last) = tui::practise(story, file, a, kept.clone(), chosen)?;
    let Some(kept) = kept else { return Ok(code) };
    let mut kept = record::lock(&kept);
    if let Some(last) = last
        && let Err(why) = kept.finish(&last)
    {
        // Written nowhere: on standard output, rather than lost.
        out::error(&why);
        out::json(&last);
        return Ok(ExitCode::FAILURE);
    }
    kept.report();
    Ok(code)
}
