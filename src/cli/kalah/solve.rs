//! `gametree kalah solve`: the exact value of an opening or any position,
//! with progress on stderr; with no board, the boards it can solve.

use super::db::{self, Folder, Keep, Threads};
use super::work::{self, Count, Shown};
use super::{parse_rules, parse_side};
use crate::cli::out;
use crate::engine::kalah::solve::file::{Cache, Disk, Files, Spec};
use crate::engine::kalah::solve::plan::{self, KNOWN};
use crate::engine::kalah::solve::resume::{self, Checkpoint, Job, Problem, Saved, Snapshot};
use crate::engine::kalah::solve::{self, ENTRY_BYTES, Progress, Setup, Solution, in_pits};
use crate::game::kalah::{Position, Rules, Side, parse_board};
use crate::say;
use crate::words::errors::Worded;
use crate::words::errors::{InWords, io_error};
use crate::words::kalah::side_key;
use crate::words::solver;
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
    #[arg(long, value_name = "BITS", value_parser = clap::value_parser!(u32).range(plan::LEAST_TABLE_BITS as i64..=plan::MOST_TABLE_BITS as i64))]
    pub table_bits: Option<u32>,
    /// Transposition table size in MiB (rounded down to a power of two).
    #[arg(long, value_name = "MB", conflicts_with = "table_bits", value_parser = clap::value_parser!(u64).range(1..))]
    pub table_mb: Option<u64>,
    /// Endgame database: every position with at most N stones in the pits,
    /// 4 bits each, built once on every core and kept in the cache folder
    /// (default by board: 24 stones on 6×4; 0: none). Not for book rules.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(0..=plan::MOST_ENDGAME_STONES as i64))]
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
    /// The board's default database, where a smaller one is used because
    /// it is not cached: said after the solve, with how to build it.
    larger: Option<Spec>,
}

pub fn run(a: &SolveArgs, chosen: &crate::config::Settings) -> Result<(), String> {
    if a.board.is_none() && a.pits.is_none() && a.seeds.is_none() {
        print_known();
        return Ok(());
    }
    let cache = a.folder.cache(chosen).ok();
    let plan = plan(a, cache.as_ref())?;
    // The resume file is kept with the databases, where there is a folder.
    let folder = cache.map(|c| c.dir);
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
        // One thread: the search shared by two over one table measured
        // slower here than one alone (docs/performance.md).
        threads: 1,
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
    let mut keeper = resumable
        .as_deref()
        .map(|dir| Keeper::new(&job, dir, from.as_ref(), a.quiet, &Files));
    let solved = match (split, keeper.as_mut()) {
        (true, _) => solve::split_root(&a.rules, &plan.root, &setup, threads),
        (false, None) => solve::solve_with(&a.rules, &plan.root, &setup, |p| shown.say(&progress_line(p))),
        (false, Some(keeper)) => {
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
            if let (Some(larger), false) = (plan.larger, a.quiet) {
                out::note(&larger_database(larger));
            }
            Ok(())
        }
        Err(stopped) => {
            out::note(&say!(
                "kalah-solve-stopped",
                signal = work::stopped_by(),
                nodes = stopped.nodes.to_string(),
                lower = stopped.lower,
                upper = stopped.upper
            ));
            let kept = match &keeper {
                Some(keeper) => keeper.after_stop(),
                None if split => say!("kalah-solve-split-not-saved", threads = threads.to_string()),
                None => say!("kalah-solve-no-folder"),
            };
            out::note(&kept);
            work::stopped_exit()
        }
    }
}

/// After a solve with a quick database: the board's default one, and
/// the command that builds it.
fn larger_database(larger: Spec) -> String {
    say!(
        "kalah-solve-larger-database",
        what = db::describe(larger),
        rules = larger.rules.name.key(),
        pits = larger.pits,
        stones = larger.stones
    )
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
/// says the first failure, once, and after a stop what the file there
/// holds.
struct Keeper<'a> {
    job: &'a Job,
    dir: &'a Path,
    disk: &'a dyn Disk,
    before: (u64, f64),
    start: Instant,
    /// Whether the folder has room for the file (else nothing is tried).
    can: bool,
    /// Why it cannot, said at the start.
    room: Option<String>,
    /// The last save tried: done, or why not.
    last: Option<Result<(), String>>,
    /// The nodes of every run up to the last save done (of this run, or
    /// of the file it resumed from).
    kept: Option<u64>,
}

impl<'a> Keeper<'a> {
    fn new(job: &'a Job, dir: &'a Path, from: Option<&Saved>, quiet: bool, disk: &'a dyn Disk) -> Keeper<'a> {
        let bytes = job.bytes();
        let free = disk.free(dir);
        let room = free.filter(|&free| free < bytes).map(|free| {
            say!(
                "kalah-solve-resume-no-room",
                free = work::size(free),
                needs = work::size(bytes)
            )
        });
        let dir_words = dir.display().to_string();
        if let Some(why) = &room {
            out::note(&say!(
                "kalah-solve-resume-not-saved",
                dir = dir_words,
                why = why.as_str()
            ));
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
            disk,
            before: from.map_or((0, 0.0), |s| (s.nodes, s.seconds)),
            start: Instant::now(),
            can: room.is_none(),
            room,
            last: None,
            kept: from.map(|s| s.nodes),
        }
    }

    fn save(&mut self, snap: &Snapshot) {
        let nodes = self.before.0 + snap.nodes;
        let seconds = self.before.1 + self.start.elapsed().as_secs_f64();
        let done = self.job.save_on(self.disk, self.dir, snap, nodes, seconds);
        let first_failure = matches!(self.last, None | Some(Ok(())));
        self.last = Some(done.map(|_| ()).map_err(|why| solver::unkept(&why)));
        match &self.last {
            Some(Ok(())) => self.kept = Some(nodes),
            Some(Err(why)) if first_failure => out::note(&say!(
                "kalah-solve-resume-not-saved",
                dir = self.dir.display().to_string(),
                why = why.as_str()
            )),
            _ => {}
        }
    }

    /// What a stopped solve leaves for the next run, in words: the
    /// progress saved now; or why not, and what the file there holds (an
    /// earlier save, or nothing).
    fn after_stop(&self) -> String {
        let path = self.job.path(self.dir).display().to_string();
        let why = match (&self.last, &self.room) {
            (Some(Ok(())), _) => {
                return say!(
                    "kalah-solve-resume-saved",
                    path = path,
                    size = work::size(self.job.bytes())
                );
            }
            (Some(Err(why)), _) | (None, Some(why)) => why.clone(),
            // Never tried (stopped before it could be).
            (None, None) => say!("kalah-solve-resume-untried"),
        };
        let age = std::fs::metadata(self.job.path(self.dir))
            .and_then(|m| m.modified())
            .ok()
            .and_then(|m| m.elapsed().ok());
        match (self.kept, age) {
            (Some(nodes), Some(age)) => say!(
                "kalah-solve-resume-kept-older",
                path = path,
                why = why,
                nodes = nodes.to_string(),
                age = work::seconds(age.as_secs_f64())
            ),
            _ => say!("kalah-solve-resume-lost", path = path, why = why),
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
            } => {
                // Suggested as flags only where the options take them (a
                // damaged header may say 2^60 entries).
                let given = (plan::LEAST_TABLE_BITS..=plan::MOST_TABLE_BITS).contains(table_bits)
                    && *endgame_stones <= plan::MOST_ENDGAME_STONES;
                say!(
                    "resume-other-setup",
                    stones = *endgame_stones,
                    bits = *table_bits,
                    flags = if given { "yes" } else { "no" }
                )
            }
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
            Problem::NotAFile(kind) => say!("kept-not-a-file", kind = kind.tag()),
        }
    }
}

/// The position, the table and the database, or why the solve is refused
/// (before anything is allocated).
fn plan(a: &SolveArgs, cache: Option<&Cache>) -> Result<Plan, String> {
    let root = match &a.board {
        Some(b) => parse_board(b, a.to_move).worded()?.settled(&a.rules),
        None => Position::start(a.pits.unwrap_or(6), a.seeds.unwrap_or(6), Side::South).worded()?,
    };
    let stones = in_pits(&root);
    let seeds = a.board.is_none().then(|| a.seeds.unwrap_or(6));
    if let Some(beyond) = plan::beyond_reach(&a.rules, root.pits(), stones, seeds) {
        return Err(beyond_in_words(&a.rules, &beyond));
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
    // By default the board's database if it is cached, else one that is
    // quick to build (and later solves are told how to build the large
    // one).
    let cached = cache.and_then(|c| c.largest(&a.rules, root.pits()));
    let default = plan::endgame_stones_with(&a.rules, root.pits(), root.total(), cached);
    let full = plan::endgame_stones(&a.rules, root.pits(), root.total());
    let wanted = a.endgame_stones.unwrap_or(default);
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
    let larger = (a.endgame_stones.is_none() && wanted < full && !root.is_over(&a.rules)).then_some(Spec {
        rules: a.rules,
        pits: root.pits(),
        stones: full,
    });
    Ok(Plan {
        root,
        table_bits,
        endgame,
        expected,
        larger,
    })
}

/// Why a board is beyond the solver, and the rules that finish it.
fn beyond_in_words(rules: &Rules, b: &plan::Beyond) -> String {
    let why = say!(
        "kalah-solve-beyond",
        stones = b.stones_in_pits,
        cells = 2 * b.pits,
        rules = rules.name.to_string(),
        limit = b.limit
    );
    let choices: Vec<String> = b
        .finished_by
        .iter()
        .map(|&(r, time)| match time {
            Some(t) => say!(
                "kalah-solve-rules-timed",
                rules = r.key(),
                time = work::seconds(t)
            ),
            None => say!("kalah-solve-rules", rules = r.key()),
        })
        .collect();
    match choices.split_first() {
        None => why,
        Some((first, rest)) => {
            let list = rest.iter().fold(first.clone(), |a, b| {
                say!("kalah-solve-or", a = a, b = b.as_str())
            });
            say!("kalah-solve-beyond-but", why = why, rules = list)
        }
    }
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
        // Whose side the values are from (the side to move: its store
        // minus the other's), and who wins by how much, as the text says.
        answer["value_for"] = json!(root.to_move.key());
        answer["winner"] = match s.value {
            0 => serde_json::Value::Null,
            v if v > 0 => json!(root.to_move.key()),
            _ => json!(root.to_move.other().key()),
        };
        answer["margin"] = json!(s.value.abs());
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::kalah::solve::resume::Proved;
    use crate::game::kalah::RuleSet;
    use std::cell::Cell;
    use std::io;

    /// A disk whose writes succeed `fits` times and then find it full, and
    /// whose free room is `free` (unknown if `None`).
    struct Filling {
        fits: usize,
        writes: Cell<usize>,
        free: Option<u64>,
    }

    impl Filling {
        fn new(fits: usize, free: Option<u64>) -> Filling {
            Filling {
                fits,
                writes: Cell::new(0),
                free,
            }
        }
    }

    impl Disk for Filling {
        fn write(&self, path: &Path, parts: &[&[u8]]) -> io::Result<()> {
            self.writes.set(self.writes.get() + 1);
            if self.writes.get() > self.fits {
                std::fs::write(path, &parts[0][..1])?;
                return Err(io::ErrorKind::StorageFull.into());
            }
            Files.write(path, parts)
        }
        fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
            Files.rename(from, to)
        }
        fn free(&self, _: &Path) -> Option<u64> {
            self.free
        }
    }

    fn job() -> Job {
        Job {
            rules: RuleSet::Standard.rules(),
            root: Position::start(5, 3, Side::South).unwrap(),
            endgame_stones: 0,
            table_bits: 10,
        }
    }

    /// Saves `saves` snapshots through a keeper on `disk` in a fresh
    /// folder, then stops: what the keeper says after the stop, and
    /// whether the file there loads.
    fn stopped_after(saves: u64, disk: &Filling) -> (String, bool) {
        let dir = tempfile::tempdir().unwrap();
        let job = job();
        let table = vec![0u8; 16 << 10];
        let mut keeper = Keeper::new(&job, dir.path(), None, true, disk);
        for nodes in 1..=saves {
            let snap = Snapshot {
                proved: Proved::default(),
                nodes: 1000 * nodes,
                table: &table,
                table_bits: 10,
            };
            if keeper.can {
                keeper.save(&snap);
            }
        }
        let loads = matches!(job.load(dir.path()), Ok(Some(_)));
        (keeper.after_stop(), loads)
    }

    #[test]
    fn a_solve_with_a_quick_database_says_how_to_build_the_board_s_own() {
        let larger = Spec {
            rules: RuleSet::EmptyCapture.rules(),
            pits: 6,
            stones: 24,
        };
        assert_eq!(
            larger_database(larger),
            "later solves of this board take about a second with the 24-stone database of \
             6-pit empty-capture boards (596.85 MiB on disk, 1.3 G positions), built once in \
             minutes: gametree kalah db build --rules empty-capture --pits 6 --endgame-stones 24"
        );
    }

    /// Whatever the disk does, what a stopped solve says of its progress
    /// is what the folder holds: saved now; an earlier save kept, the
    /// last one having failed; nothing kept; or no room from the start.
    #[test]
    fn a_stopped_solve_says_truly_what_its_resume_file_holds() {
        let (said, loads) = stopped_after(3, &Filling::new(3, None));
        assert!(said.starts_with("progress saved to "), "{said}");
        assert!(loads);
        let (said, loads) = stopped_after(3, &Filling::new(2, None));
        assert!(
            said.starts_with("progress could not be saved to ")
                && said.contains(": the disk is full; the file there holds an earlier save (2000 nodes, "),
            "{said}"
        );
        assert!(loads, "the earlier save is whole");
        let (said, loads) = stopped_after(1, &Filling::new(0, None));
        assert!(
            said.ends_with(": the disk is full; nothing is kept: the same command starts from the beginning"),
            "{said}"
        );
        assert!(!loads);
        let (said, loads) = stopped_after(1, &Filling::new(9, Some(4096)));
        assert!(
            said.contains(
                ": its disk has 4.00 KiB free, and the resume file takes 16.12 KiB; nothing is kept"
            ),
            "{said}"
        );
        assert!(!loads);
    }
}
