//! `gametree kalah solve`: the exact value of an opening or any position,
//! with progress on stderr; with no board, the boards it can solve.

use super::db::{self, Folder, Keep, Threads};
use super::work::{self, Count, INTERRUPTED, Shown};
use super::{parse_rules, parse_side};
use crate::cli::out;
use crate::engine::kalah::solve::file::{Disk, Files, Spec};
use crate::engine::kalah::solve::plan::{self, KNOWN};
use crate::engine::kalah::solve::resume::{self, Checkpoint, Job, Problem, Saved, Snapshot};
use crate::engine::kalah::solve::{self, ENTRY_BYTES, Progress, Setup, Solution, in_pits};
use crate::game::kalah::{Position, Rules, Side, parse_board};
use crate::say;
use crate::words::errors::Worded;
use crate::words::errors::{InWords, io_error};
use crate::words::kalah::side_key;
use clap::Args;
use serde_json::json;
use std::path::Path;
use std::time::{Duration, Instant};

#[derive(Args)]
pub struct SolveArgs {
    /// book (the Kalah chapter), standard (Kalah with extra moves) or empty-capture.
    #[arg(long, default_value = "book", value_parser = parse_rules)]
    pub rules: Rules,
    /// Pits a side, P (1 to 8). With neither --pits, --seeds nor --board:
    /// the boards the solver can finish, with their expected times.
    #[arg(long, conflicts_with = "board")]
    pub pits: Option<usize>,
    /// Stones a pit at the start, k (1 to 12).
    #[arg(long, conflicts_with = "board", value_parser = super::parse_seeds)]
    pub seeds: Option<u8>,
    /// Any position instead of an opening: 2P+2 comma-separated counts in
    /// sowing order (South's pits 1..P, South's store, North's pits 1..P,
    /// North's store).
    #[arg(long)]
    pub board: Option<String>,
    /// Who moves at --board.
    #[arg(long, default_value = "south", value_parser = parse_side, requires = "board")]
    pub to_move: Side,
    /// Transposition table size: 2^BITS entries of 16 bytes; one bit more
    /// doubles it (20 = 16 MiB, 25 = 512 MiB, 30 = 16 GiB). Default by
    /// board: 64 MiB on 6×4 (measured faster than larger tables here).
    #[arg(long, value_name = "BITS", value_parser = clap::value_parser!(u32).range(10..=32))]
    pub table_bits: Option<u32>,
    /// Transposition table size in MiB (rounded down to a power of two).
    #[arg(long, value_name = "MB", conflicts_with = "table_bits", value_parser = clap::value_parser!(u64).range(1..))]
    pub table_mb: Option<u64>,
    /// Endgame database: every position with at most N stones in the pits,
    /// 4 bits each, built once on every core and kept in the cache folder
    /// (default by board: 24 stones on 6×4; 0: none). Not for book rules.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(0..=60))]
    pub endgame_stones: Option<u8>,
    #[command(flatten)]
    pub threads: Threads,
    #[command(flatten)]
    pub folder: Folder,
    /// Also the exact value of every legal move.
    #[arg(long)]
    pub all_moves: bool,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
    /// No progress on stderr.
    #[arg(long)]
    pub quiet: bool,
}

/// A solve with its sizes decided.
struct Plan {
    root: Position,
    table_bits: u32,
    endgame: Option<Spec>,
    /// The expected time, for a board in [`KNOWN`].
    expected: Option<f64>,
}

pub fn run(a: &SolveArgs, chosen: &crate::config::Settings) -> Result<(), String> {
    if a.board.is_none() && a.pits.is_none() && a.seeds.is_none() {
        print_known();
        return Ok(());
    }
    let plan = plan(a)?;
    // The resume file is kept with the databases, where there is a folder.
    let folder = a.folder.cache(chosen).ok().map(|c| c.dir);
    let db = match plan.endgame {
        Some(spec) => Some(db::obtain(
            &a.folder.cache(chosen)?,
            spec,
            &a.threads,
            a.quiet,
            Keep::IfItCan,
        )?),
        None => None,
    };
    let setup = Setup {
        table_bits: plan.table_bits,
        endgame: db.as_ref(),
        watch: Some(work::watch()),
        all_moves: a.all_moves,
    };
    // Every move's value on both cores: each solves moves of its own
    // (measured 1.15–1.6× faster on 6×4; a plain solve split so loses,
    // as it must solve the losing moves exactly).
    let threads = a.threads.count();
    let split = a.all_moves && threads > 1 && !plan.root.is_over(&a.rules);
    let job = Job {
        rules: a.rules,
        root: plan.root,
        endgame_stones: plan.endgame.map_or(0, |s| s.stones),
        table_bits: plan.table_bits,
    };
    // A split solve has a table a thread, and is not resumed.
    let resumable = folder.filter(|_| !split && !plan.root.is_over(&a.rules));
    let from = match &resumable {
        Some(dir) => resumed(&job, dir, a.quiet)?,
        None => None,
    };
    let shown = Shown::start("solving", Count::Nodes(plan.expected), a.quiet);
    if let Some(s) = from.as_ref().filter(|s| s.proved.exact) {
        // What the bar shows until the first pass ends.
        shown.say(&progress_line(&Progress {
            depth: None,
            pit: None,
            lower: s.proved.lower,
            upper: s.proved.upper,
            nodes: 0,
            elapsed: Duration::ZERO,
            table_used: s.entries(),
        }));
    }
    let solved = match (split, &resumable) {
        (true, _) => solve::split_root(&a.rules, &plan.root, &setup, threads),
        (false, None) => solve::solve_with(&a.rules, &plan.root, &setup, |p| shown.say(&progress_line(p))),
        (false, Some(dir)) => {
            let mut keeper = Keeper::new(&job, dir, from.as_ref(), a.quiet);
            let can = keeper.can;
            let mut save = |snap: &Snapshot| keeper.save(snap);
            let checkpoint = can.then_some(Checkpoint {
                every: SAVE_EVERY,
                save: &mut save,
            });
            let progress = |p: &Progress| shown.say(&progress_line(p));
            solve::solve_resumable(&a.rules, &plan.root, &setup, from, checkpoint, progress)
        }
    };
    shown.finish();
    match solved {
        Ok(s) => {
            if let Some(dir) = &resumable {
                job.forget(dir);
            }
            print(a, &plan.root, &s);
            Ok(())
        }
        Err(stopped) => {
            out::note(&say!(
                "kalah-solve-interrupted",
                nodes = stopped.nodes.to_string(),
                lower = stopped.lower,
                upper = stopped.upper
            ));
            if let Some(dir) = resumable.as_ref().filter(|d| job.path(d).is_file()) {
                out::note(&say!(
                    "kalah-solve-resume-saved",
                    path = job.path(dir).display().to_string(),
                    size = work::size(job.bytes())
                ));
            }
            std::process::exit(INTERRUPTED)
        }
    }
}

/// How often a solve saves its progress to its resume file.
const SAVE_EVERY: Duration = Duration::from_secs(60);

/// A resume file at least this large is named, with its size, before it
/// is first written (the 6×5 default, 256 MiB; smaller boards finish
/// before the first minute's save).
const SAID_FROM: u64 = 128 << 20;

/// The resume file of `job` in `dir`, checked, and said; one that does not
/// fit is refused in words.
fn resumed(job: &Job, dir: &Path, quiet: bool) -> Result<Option<Saved>, String> {
    let path = job.path(dir).display().to_string();
    let saved = job.load(dir).map_err(|p| {
        say!(
            "kalah-solve-resume-refused",
            path = path.as_str(),
            why = p.in_words()
        )
    })?;
    if let (Some(s), false) = (&saved, quiet) {
        let proved = crate::words::solver::proved(&s.proved);
        out::note(&say!(
            "kalah-solve-resuming",
            path = path,
            proved = proved,
            nodes = s.nodes.to_string(),
            time = work::seconds(s.seconds)
        ));
    }
    Ok(saved)
}

/// Saves a solve's progress to its resume file, adding the runs before;
/// says the first failure, once.
struct Keeper<'a> {
    job: &'a Job,
    dir: &'a Path,
    before: (u64, f64),
    start: Instant,
    /// Whether the folder has room for the file.
    can: bool,
    failed: bool,
}

impl<'a> Keeper<'a> {
    fn new(job: &'a Job, dir: &'a Path, from: Option<&Saved>, quiet: bool) -> Keeper<'a> {
        let bytes = job.bytes();
        let room = Files.free(dir).is_none_or(|free| free >= bytes);
        let dir_words = dir.display().to_string();
        if !room {
            let why = say!(
                "db-no-room",
                free = work::size(Files.free(dir).unwrap_or(0)),
                needs = work::size(bytes)
            );
            out::note(&say!("kalah-solve-resume-not-saved", dir = dir_words, why = why));
        } else if bytes >= SAID_FROM && !quiet {
            out::note(&say!(
                "kalah-solve-resume-every",
                path = job.path(dir).display().to_string(),
                size = work::size(bytes)
            ));
        }
        Keeper {
            job,
            dir,
            before: from.map_or((0, 0.0), |s| (s.nodes, s.seconds)),
            start: Instant::now(),
            can: room,
            failed: false,
        }
    }

    fn save(&mut self, snap: &Snapshot) {
        let nodes = self.before.0 + snap.nodes;
        let seconds = self.before.1 + self.start.elapsed().as_secs_f64();
        if let Err(e) = self.job.save(self.dir, snap, nodes, seconds)
            && !std::mem::replace(&mut self.failed, true)
        {
            out::note(&say!(
                "kalah-solve-resume-not-saved",
                dir = self.dir.display().to_string(),
                why = io_error(e.kind(), &e.to_string())
            ));
        }
    }
}

impl InWords for Problem {
    fn in_words(&self) -> String {
        match self {
            Problem::Unreadable { kind, error } => io_error(*kind, error),
            Problem::NotAResumeFile => say!("resume-not-a-file"),
            Problem::Version { found } => say!("db-version", found = *found, expected = resume::VERSION),
            Problem::OtherBoard { rules, board } => {
                say!(
                    "resume-other-board",
                    rules = rules.as_str(),
                    board = board.as_str()
                )
            }
            Problem::OtherSetup {
                endgame_stones,
                table_bits,
            } => say!("resume-other-setup", stones = *endgame_stones, bits = *table_bits),
            Problem::Truncated { bytes, expected } => {
                say!("resume-truncated", bytes = *bytes, expected = *expected)
            }
            Problem::Checksum => say!("resume-checksum"),
            Problem::Bounds {
                lower,
                upper,
                guess,
                stones,
            } => say!(
                "resume-bounds",
                lower = *lower,
                upper = *upper,
                guess = *guess,
                stones = *stones
            ),
            Problem::Stale => say!("resume-stale"),
        }
    }
}

/// The position, the table and the database, or why the solve is refused
/// (before anything is allocated).
fn plan(a: &SolveArgs) -> Result<Plan, String> {
    let root = match &a.board {
        Some(b) => parse_board(b, a.to_move).worded()?.settled(&a.rules),
        None => Position::start(a.pits.unwrap_or(6), a.seeds.unwrap_or(6), Side::South).worded()?,
    };
    let stones = in_pits(&root);
    if let Some(why) = plan::beyond_reach(&a.rules, root.pits(), stones) {
        return Err(why);
    }
    let table_bits = match (a.table_bits, a.table_mb) {
        (Some(b), _) => plan::fit_table(b, root.pits(), root.total()),
        (_, Some(mb)) => {
            let entries = mb.saturating_mul(1 << 20) / ENTRY_BYTES;
            let bits = entries.max(1 << plan::LEAST_TABLE_BITS).ilog2();
            plan::fit_table(bits, root.pits(), root.total())
        }
        _ => plan::table_bits(root.pits(), root.total()),
    };
    let wanted = a
        .endgame_stones
        .unwrap_or_else(|| plan::endgame_stones(&a.rules, root.pits(), root.total()));
    let supported = solve::Endgame::supports(&a.rules);
    if a.endgame_stones.is_some_and(|s| s > 0) && !supported {
        return Err(say!("kalah-solve-no-endgame", rules = a.rules.name.to_string()));
    }
    let endgame = (supported && wanted > 0 && !root.is_over(&a.rules)).then_some(Spec {
        rules: a.rules,
        pits: root.pits(),
        stones: db::stones_for(wanted, &root),
    });
    if let Some(spec) = endgame {
        db::check(spec)?;
    }
    let db_bytes = endgame.map_or(0, |s| solve::Endgame::bytes(s.pits, s.stones));
    work::check_memory(
        &say!("kalah-solve-memory", bits = table_bits),
        (1u64 << table_bits) * ENTRY_BYTES + db_bytes,
    )?;
    let expected = (a.board.is_none())
        .then(|| {
            KNOWN
                .iter()
                .find(|k| k.rules == a.rules.name && k.pits == root.pits() && Some(k.seeds) == a.seeds)
        })
        .flatten()
        .map(|k| k.seconds);
    Ok(Plan {
        root,
        table_bits,
        endgame,
        expected,
    })
}

/// The boards the solver can finish, with their expected times.
fn print_known() {
    out::line(&say!("kalah-solve-known"));
    for k in KNOWN {
        // The command line that solves it: flags, not words.
        let flags = [
            "--rules",
            &format!("{:<13}", k.rules.key()),
            "--pits",
            &k.pits.to_string(),
        ];
        out::line(&format!(
            "  {} --seeds {}   {:+3}   {}",
            flags.join(" "),
            k.seeds,
            k.value,
            work::seconds(k.seconds)
        ));
    }
    out::line(&say!("kalah-solve-known-database"));
    out::line(&say!("kalah-solve-known-smaller"));
}

fn print(a: &SolveArgs, root: &Position, s: &Solution) {
    let moves: Vec<_> = s
        .moves
        .iter()
        .map(|&(pit, value)| json!({"pit": pit, "value": value}))
        .collect();
    if a.json {
        let mut answer = json!({
            "rules": a.rules.name.key(),
            "pits": root.pits(),
            "seeds": a.seeds.filter(|_| a.board.is_none()).unwrap_or(6),
            "value": s.value,
            "best_move": s.best_move,
            "nodes": s.nodes,
            "expanded": s.expanded,
            "seconds": s.seconds,
        });
        if let Some(b) = &a.board {
            answer["board"] = json!(b);
            answer["to_move"] = json!(a.to_move.key());
            answer.as_object_mut().unwrap().remove("seeds");
        }
        if a.all_moves {
            answer["moves"] = json!(moves);
        }
        out::json(&answer);
        return;
    }
    let rules = a.rules.name.to_string();
    let what = match &a.board {
        Some(_) => say!(
            "kalah-solve-at",
            side = side_key(root.to_move),
            board = root.to_string(),
            rules = rules
        ),
        None => say!(
            "kalah-solve-opening",
            pits = root.pits().to_string(),
            seeds = a.seeds.unwrap_or(6).to_string(),
            rules = rules
        ),
    };
    out::line(&say!(
        "kalah-solve-line",
        what = what,
        result = result(root.to_move, s.value, a.board.is_none()),
        opening = if a.board.is_none() { "yes" } else { "no" },
        pit = s.best_move.map_or("-".into(), |p| p.to_string())
    ));
    for &(pit, value) in &s.moves {
        out::line(&format!(
            "  {}: {}",
            say!("kalah-solve-pit", pit = pit.to_string()),
            result(root.to_move, value, false)
        ));
    }
    out::line(&format!(
        "  {}",
        say!(
            "kalah-solve-searched",
            nodes = s.nodes.to_string(),
            seconds = format!("{:.2}", s.seconds)
        )
    ));
}

/// "South (first) wins by 8" for a value of the side to move.
fn result(to_move: Side, value: i32, opening: bool) -> String {
    // At the opening the side to move moves first.
    let (winner, order) = match value > 0 {
        true => (to_move, "first"),
        false => (to_move.other(), "second"),
    };
    match value {
        0 => say!("kalah-draw"),
        v => say!(
            "kalah-wins",
            side = side_key(winner),
            order = if opening { order } else { "none" },
            by = v.abs()
        ),
    }
}

fn progress_line(p: &Progress) -> String {
    let of = p.pit.map_or(String::new(), |pit| {
        format!("{}: ", say!("kalah-solve-pit", pit = pit.to_string()))
    });
    let known = if let Some(d) = p.depth {
        say!("kalah-progress-guess", value = p.lower, depth = d)
    } else if p.lower == p.upper {
        say!("kalah-progress-exact", value = p.lower)
    } else {
        say!("kalah-progress-between", lower = p.lower, upper = p.upper)
    };
    let counts = say!(
        "kalah-progress-counts",
        nodes = p.nodes.to_string(),
        seconds = format!("{:.1}", p.elapsed.as_secs_f64()),
        entries = p.table_used.to_string()
    );
    format!("{of}{known}   {counts}")
}
