//! `gametree export`: the tree at a step of its run as SVG, TikZ, DOT or
//! text, for slides and exam sheets.

use super::runs::{self, RunArgs};
use super::{out, write};
use crate::export::{self, Format, Options, stamp};
use crate::say;
use crate::scenario::Scenario;
use crate::story::figure::{MOST_NODES, NodeNames};
use crate::words::errors::Worded;
use clap::Args;
use std::path::{Path, PathBuf};

#[derive(Args)]
pub struct ExportArgs {
    #[command(flatten)]
    pub run: RunArgs,
    /// svg, tikz, dot (Graphviz lays it out), txt, or ron (the tree as a
    /// scenario file to edit); default: the output file's extension, else
    /// txt.
    #[arg(long, value_parser = parse_format)]
    pub format: Option<Written>,
    /// The file to write, its first line saying gametree wrote it;
    /// default: standard output. A file gametree wrote before is replaced,
    /// another is not, nor the scenario file (see --force).
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// With -o: write over a file that gametree did not write, or over the
    /// scenario file itself.
    #[arg(long, requires = "output")]
    pub force: bool,
    /// An exam sheet: the tree and the leaves' values only, before the
    /// search has found anything.
    #[arg(long, conflicts_with_all = ["step", "at", "end"])]
    pub blank: bool,
    /// The key to an exam sheet: everything the search found, at the end
    /// of the run (what export draws without --step or --at).
    #[arg(long, conflicts_with_all = ["blank", "step", "at"])]
    pub answers: bool,
    /// TikZ: a whole document to compile rather than a snippet to \input.
    #[arg(long)]
    pub standalone: bool,
    /// No caption line (what is drawn, at which step).
    #[arg(long)]
    pub no_caption: bool,
    /// Which nodes a drawn figure names: all, inner (a leaf shows its
    /// value only), or none (a node shows its player and value); ron
    /// always names every node.
    #[arg(long, value_name = "WHICH", default_value = "all", value_parser = parse_node_names)]
    pub node_names: NodeNames,
}

fn parse_node_names(text: &str) -> Result<NodeNames, String> {
    text.parse()
        .map_err(|()| say!("export-unknown-node-names", names = text))
}

/// What export writes: a figure of the run, or the tree as a scenario file.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Written {
    Figure(Format),
    Scenario,
}

impl Written {
    fn of_path(path: &std::path::Path) -> Option<Written> {
        match path.extension()?.to_str()? {
            "ron" => Some(Written::Scenario),
            _ => Format::of_path(path).map(Written::Figure),
        }
    }
}

fn parse_format(text: &str) -> Result<Written, String> {
    match text {
        "ron" => Ok(Written::Scenario),
        _ => text
            .parse()
            .map(Written::Figure)
            .map_err(|()| say!("export-unknown-format", format = text)),
    }
}

/// The tree a scenario, a random spec or an inline tree names, as a
/// scenario file; a game's tree is searched live and has none.
fn scenario_file(a: &ExportArgs) -> Result<String, String> {
    let name = &a.run.scenario;
    let p = &a.run.position;
    let live = p.board.is_some() || p.to_move.is_some() || super::live::game_named(name)?.is_some();
    if live || crate::game::known::Kind::named(name).is_some() {
        return Err(say!("export-ron-needs-a-tree", name = name.as_str()));
    }
    if name.starts_with("random:") {
        return Ok(Scenario::random_file(name, None).worded()?.1);
    }
    Ok(Scenario::resolve(name).worded()?.to_ron())
}

/// Draws the tree; by default at the end of the run (`--step`, `--at`
/// choose another step), an exam sheet before its first step.
pub fn run(a: &ExportArgs, chosen: &crate::config::Settings) -> Result<(), String> {
    let written = a
        .format
        .or_else(|| a.output.as_deref().and_then(Written::of_path))
        .unwrap_or(Written::Figure(Format::Txt));
    // Refused before the search, which may take a while.
    if let Some(path) = &a.output {
        write::may_write(path, &[Path::new(&a.run.scenario)], a.force)?;
    }
    let format = match written {
        Written::Scenario => return put(a, None, &scenario_file(a)?),
        Written::Figure(format) => format,
    };
    let mut args = a.run.clone();
    match a.blank {
        true => args.start.step = Some(0),
        false => args.start.end |= a.answers || args.start.start().is_none(),
    }
    let opened = runs::open(&args, chosen)?;
    let story = &*opened.story;
    let figure = export::figure_for(story, a.blank, a.node_names, format)
        .ok_or_else(|| say!("export-too-big", most = MOST_NODES))?;
    let caption = match (a.no_caption, a.blank) {
        (true, _) => String::new(),
        (false, true) => story.panels().heading,
        (false, false) => say!(
            "export-caption",
            heading = story.panels().heading,
            step = story.step(),
            last = story.last_step()
        ),
    };
    let cyrillic = caption
        .chars()
        .chain(figure.text().concat().chars())
        .any(is_cyrillic);
    let options = Options {
        blank: a.blank,
        standalone: a.standalone,
        caption,
        cyrillic,
    };
    put(a, Some(format), &export::render(&figure, format, &options))
}

/// To the file `-o` names, stamped as gametree's (`format`: a figure's,
/// None for a scenario file), else to standard output.
fn put(a: &ExportArgs, format: Option<Format>, drawn: &str) -> Result<(), String> {
    match &a.output {
        None => out::put(drawn),
        Some(path) => write::write(&write::Real, path, stamp::stamped(format, drawn).as_bytes())?,
    }
    Ok(())
}

fn is_cyrillic(c: char) -> bool {
    ('\u{400}'..='\u{4ff}').contains(&c)
}
