//! `gametree kalah db build|list|remove`: the endgame databases kept in the
//! cache folder, and how the solver gets one (loaded, or built on both
//! cores and saved).

use super::pace;
use super::parse_rules;
use super::work::{self, Announce, Count, Shown};
use crate::cli::out;
use crate::config::Settings;
use crate::engine::kalah::solve::file::{Build, Cache, Files, Interrupted, Note, Spec, Unkept};
use crate::engine::kalah::solve::plan;
use crate::engine::kalah::solve::resume::{self, Listed as Resume};
use crate::engine::kalah::solve::{Endgame, in_pits};
use crate::game::kalah::Rules;
use crate::say;
use crate::words::errors::InWords;
use crate::words::kalah::side_key;
use crate::words::solver;
use clap::{Args, Subcommand};
use std::path::PathBuf;
use std::time::Duration;

#[derive(Args)]
pub struct DbArgs {
    #[command(subcommand)]
    pub command: DbCommand,
}

#[derive(Subcommand)]
pub enum DbCommand {
    /// Build a database ahead of time (its size is shown before it starts).
    Build(BuildArgs),
    /// The databases in the cache folder, with their sizes, and the resume
    /// files of solves that were stopped.
    List(Folder),
    /// Delete databases, or resume files, from the cache folder.
    Remove(RemoveArgs),
}

/// Where the databases are kept.
#[derive(Args, Clone)]
pub struct Folder {
    /// The folder of the endgame databases.
    #[arg(long, value_name = "DIR", help = folder_help())]
    pub db_dir: Option<PathBuf>,
}

fn folder_help() -> String {
    let default = Cache::default_dir().map_or(say!("db-folder-none"), |d| d.display().to_string());
    say!("db-folder-help", default = default)
}

impl Folder {
    pub fn cache(&self, chosen: &Settings) -> Result<Cache, String> {
        // --db-dir, else the one chosen: the configuration file's, else
        // the cache folder.
        let dir = self
            .db_dir
            .clone()
            .or_else(|| chosen.db_dir.clone())
            .ok_or_else(|| say!("db-no-cache-folder"))?;
        Ok(Cache { dir })
    }
}

/// How a database is built.
#[derive(Args, Clone)]
pub struct Threads {
    /// Threads for the database build and for --all-moves (default: every
    /// core).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=256))]
    pub threads: Option<u16>,
}

impl Threads {
    pub fn count(&self) -> usize {
        self.threads.map_or_else(
            || std::thread::available_parallelism().map_or(1, |n| n.get()),
            usize::from,
        )
    }
}

#[derive(Args)]
pub struct BuildArgs {
    /// standard or empty-capture (book rules end on a store's majority,
    /// which a database of the pits cannot know).
    #[arg(long, value_parser = parse_rules)]
    pub rules: Rules,
    /// Pits a side, P (1 to 8).
    #[arg(long)]
    pub pits: usize,
    /// Every position with at most N stones in the pits.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=plan::MOST_ENDGAME_STONES as i64))]
    pub endgame_stones: u8,
    #[command(flatten)]
    pub threads: Threads,
    #[command(flatten)]
    pub folder: Folder,
    /// No progress on stderr.
    #[arg(long)]
    pub quiet: bool,
}

#[derive(Args)]
pub struct RemoveArgs {
    /// Only databases of these rules.
    #[arg(long, value_parser = parse_rules)]
    pub rules: Option<Rules>,
    /// Only databases of boards of P pits a side.
    #[arg(long)]
    pub pits: Option<usize>,
    /// Only databases of N stones.
    #[arg(long, value_name = "N")]
    pub endgame_stones: Option<u8>,
    /// The resume files of solves that were stopped (only those of these
    /// rules and pits, if given), not the databases.
    #[arg(long, conflicts_with = "endgame_stones")]
    pub resume: bool,
    /// Every database and resume file in the folder.
    #[arg(long, conflicts_with_all = ["rules", "pits", "endgame_stones", "resume"])]
    pub all: bool,
    #[command(flatten)]
    pub folder: Folder,
}

pub fn run(a: &DbArgs, chosen: &Settings) -> Result<(), String> {
    match &a.command {
        DbCommand::Build(b) => build(b, chosen),
        DbCommand::List(f) => list(f, chosen),
        DbCommand::Remove(r) => remove(r, chosen),
    }
}

/// Refuses a database that is undefined, or larger than the memory free.
pub fn check(spec: Spec) -> Result<(), String> {
    if !Endgame::supports(&spec.rules) {
        return Err(say!("db-no-endgame", rules = spec.rules.name.to_string()));
    }
    if !(1..=Endgame::MAX_PITS).contains(&spec.pits) {
        return Err(say!(
            "db-pits-range",
            pits = spec.pits.to_string(),
            most = Endgame::MAX_PITS.to_string()
        ));
    }
    // A build takes a byte a position while it works, and the result.
    work::check_memory(&describe(spec), Endgame::build_bytes(spec.pits, spec.stones))
}

/// "the 20-stone database of 6-pit empty-capture boards (108 MiB)".
pub fn describe(spec: Spec) -> String {
    say!(
        "db-describe",
        stones = spec.stones.to_string(),
        pits = spec.pits.to_string(),
        rules = spec.rules.name.to_string(),
        size = work::size(Endgame::bytes(spec.pits, spec.stones)),
        positions = pace::count(Endgame::size(spec.pits, spec.stones) as f64)
    )
}

fn build(a: &BuildArgs, chosen: &Settings) -> Result<(), String> {
    let spec = Spec {
        rules: a.rules,
        pits: a.pits,
        stones: a.endgame_stones,
    };
    check(spec)?;
    let cache = a.folder.cache(chosen)?;
    // Said before the work starts; a database already there is only read.
    if !cache.path(spec).is_file() {
        cache.room(spec, &Files).map_err(|why| not_kept(&cache, &why))?;
    }
    if !a.quiet {
        out::note(&say!(
            "db-building",
            what = describe(spec),
            threads = a.threads.count().to_string(),
            dir = cache.dir.display().to_string()
        ));
    }
    let db = obtain(&cache, spec, &a.threads, a.quiet, Keep::Must)?;
    out::line(&format!(
        "{}: {}",
        cache.path(spec).display(),
        work::size(Endgame::bytes(db.pits, db.max))
    ));
    Ok(())
}

/// Whether a database must be kept in the folder (`db build`), or may be
/// used from memory alone when it cannot be (a solve).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Keep {
    Must,
    IfItCan,
}

/// The database `spec` from the cache, or built on `threads` and saved
/// (with checkpoints every minute, from which a later build resumes).
/// Ctrl-C during the build exits with 130. One that cannot be kept is
/// said once, in words, and used from memory; with [`Keep::Must`] it is
/// refused.
pub fn obtain(
    cache: &Cache,
    spec: Spec,
    threads: &Threads,
    quiet: bool,
    keep: Keep,
) -> Result<Endgame, String> {
    let build = Build {
        threads: threads.count(),
        checkpoint: Duration::from_secs(60),
    };
    let mut unkept = None;
    // The waiting screen, from the moment the build starts (a database
    // read from the folder has none).
    let mut shown = None;
    let mut note = |n: Note| {
        if let Note::Building { from, to } = n {
            let count = Count::Build {
                pits: spec.pits,
                from,
                to,
            };
            let announce = Announce {
                what: describe(spec),
                threads: build.threads,
            };
            let phase = say!("db-bar-phase", stones = spec.stones.to_string());
            shown = Some(Shown::announcing(&phase, count, quiet, Some(announce)));
        }
        match (n, keep) {
            (Note::WillNotKeep { why } | Note::NotKept { why }, Keep::Must) => unkept = Some(why),
            // Where the build starts is progress: not said with --quiet.
            (Note::Building { .. }, _) if quiet => {}
            (n, _) => {
                if let Some(line) = solver::note(&n, &cache.dir, spec.pits) {
                    out::note(&line);
                }
            }
        }
    };
    let built = cache.load_or_build(spec, build, work::watch(), &mut note);
    if let Some(shown) = shown {
        shown.finish();
    }
    let db = match built {
        Ok(db) => db,
        Err(stopped) => {
            out::note(&what_was_kept(cache, spec, &stopped));
            work::stopped_exit()
        }
    };
    match unkept {
        Some(why) => Err(not_kept(cache, &why)),
        None => Ok(db),
    }
}

/// What a stopped build leaves for the next run, in words: the finished
/// levels kept (and how far the same command then starts), or why not.
fn what_was_kept(cache: &Cache, spec: Spec, i: &Interrupted) -> String {
    let stopped = say!("db-stopped", signal = work::stopped_by());
    let of = Endgame::size(spec.pits, spec.stones);
    let from = |stones: u8| solver::percent(Endgame::size(spec.pits, stones), of);
    match &i.kept {
        Some(Ok(path)) => say!(
            "db-stopped-kept",
            stopped = stopped,
            percent = from(i.stones),
            path = path.display().to_string(),
            stones = i.stones
        ),
        Some(Err(why)) => say!(
            "db-stopped-not-kept",
            stopped = stopped,
            stones = i.stones,
            dir = cache.dir.display().to_string(),
            why = solver::unkept(why),
            percent = from(i.started)
        ),
        None => say!("db-stopped-none", stopped = stopped, percent = from(i.started)),
    }
}

/// `db build`'s refusal: the database cannot be kept in the folder.
fn not_kept(cache: &Cache, why: &Unkept) -> String {
    say!(
        "db-build-not-kept",
        dir = cache.dir.display().to_string(),
        why = solver::unkept(why)
    )
}

fn list(f: &Folder, chosen: &Settings) -> Result<(), String> {
    let cache = f.cache(chosen)?;
    let found = cache.list();
    out::line(&cache.dir.display().to_string());
    if found.is_empty() {
        out::line(&format!("  {}", say!("db-list-none")));
    }
    for l in &found {
        let stale = match l.stale {
            true => format!("  ({})", say!("db-stale")),
            false => String::new(),
        };
        let counts = say!(
            "db-list-row",
            pits = l.pits.to_string(),
            stones = format!("{:>2}", l.stones)
        );
        out::line(&format!(
            "  {:<14} {counts}  {:>10}  {}{stale}",
            l.rules,
            work::size(l.bytes),
            l.path.file_name().unwrap_or_default().to_string_lossy()
        ));
    }
    let resumes = resume::list(&cache.dir);
    if !resumes.is_empty() {
        out::line(&format!("  {}", say!("db-list-resume")));
    }
    for r in &resumes {
        let name = r
            .path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        out::line(&format!("    {name}"));
        out::line(&format!("      {}", resume_row(r)));
    }
    Ok(())
}

/// What a resume file holds, in a line.
fn resume_row(r: &Resume) -> String {
    if let Some(p) = &r.problem {
        return say!("db-list-resume-broken", why = p.in_words());
    }
    let what = say!(
        "kalah-solve-at",
        side = side_key(r.to_move),
        board = r.board.as_str(),
        rules = r.rules.as_str()
    );
    let proved = solver::proved(&r.proved);
    let age = r
        .modified
        .and_then(|m| m.elapsed().ok())
        .map_or(0.0, |d| d.as_secs_f64());
    say!(
        "db-list-resume-row",
        what = what,
        stones = r.endgame_stones,
        proved = proved,
        nodes = r.nodes.to_string(),
        time = work::seconds(r.seconds),
        size = work::size(r.bytes),
        age = work::seconds(age)
    )
}

fn remove(a: &RemoveArgs, chosen: &Settings) -> Result<(), String> {
    if !a.all && !a.resume && a.rules.is_none() && a.pits.is_none() && a.endgame_stones.is_none() {
        return Err(say!("db-remove-which"));
    }
    let cache = a.folder.cache(chosen)?;
    let failed = |e: std::io::Error| format!("{}: {e}", cache.dir.display());
    let mut removed = Vec::new();
    if !a.resume {
        let gone = cache.remove(|l| {
            let matches = a.rules.is_none_or(|r| r.name.key() == l.rules)
                && a.pits.is_none_or(|p| p == l.pits)
                && a.endgame_stones.is_none_or(|s| s == l.stones);
            !matches
        });
        removed.extend(gone.map_err(failed)?.into_iter().map(|l| (l.path, l.bytes)));
    }
    if a.resume || a.all {
        // A file whose header cannot be read goes with any filter.
        let gone = resume::remove(&cache.dir, |r| {
            let matches = r.problem.is_some()
                || (a.rules.is_none_or(|x| x.name.key() == r.rules) && a.pits.is_none_or(|p| p == r.pits));
            !matches
        });
        removed.extend(gone.map_err(failed)?.into_iter().map(|r| (r.path, r.bytes)));
    }
    for (path, bytes) in &removed {
        out::line(&say!(
            "db-removed",
            path = path.display().to_string(),
            size = work::size(*bytes)
        ));
    }
    if removed.is_empty() {
        out::line(&say!("db-none-matched", dir = cache.dir.display().to_string()));
    }
    Ok(())
}

/// The stones of the database a solve of `pos` would use, at most the
/// stones in its pits.
pub fn stones_for(requested: u8, pos: &crate::game::kalah::Position) -> u8 {
    requested.min(in_pits(pos))
}
