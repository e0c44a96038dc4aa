//! `gametree kalah …` as these tests run it: the command lines they
//! repeat (the solve of an opening, the build of a database), a folder
//! for their files, and a run watched while it works (stopped by a
//! signal once it has said a line, or ended within a time).

use crate::isolated::Gametree;
use std::ffi::OsStr;
use std::io::{BufRead, BufReader, Read};
use std::process::{Child, Output, Stdio};
use std::time::{Duration, Instant};

/// `solve --rules RULES --pits PITS --seeds SEEDS`, then `more`: the solve
/// of the opening with PITS pits a side and SEEDS stones in each.
pub fn solve_opening(rules: &str, pits: usize, seeds: u8, more: &[&str]) -> Vec<String> {
    let opening = [
        "solve",
        "--rules",
        rules,
        "--pits",
        &pits.to_string(),
        "--seeds",
        &seeds.to_string(),
    ];
    opening.iter().chain(more).map(|s| s.to_string()).collect()
}

/// `db build --rules RULES --pits PITS --endgame-stones STONES`, then
/// `more`: the endgame database of every position of that board with at
/// most STONES stones in the pits.
pub fn build_database(rules: &str, pits: usize, stones: u8, more: &[&str]) -> Vec<String> {
    let database = [
        "db",
        "build",
        "--rules",
        rules,
        "--pits",
        &pits.to_string(),
        "--endgame-stones",
        &stones.to_string(),
    ];
    database.iter().chain(more).map(|s| s.to_string()).collect()
}

/// The solve of empty-capture 5×4 with no database and a table of
/// 2^BITS entries, its files in `dir`: with 2^16 (1 MiB), longer than
/// any test waits.
pub fn empty_capture_5x4_solve(bits: u32, dir: &str) -> Vec<String> {
    let table = [
        "--table-bits",
        &bits.to_string(),
        "--endgame-stones",
        "0",
        "--db-dir",
        dir,
    ];
    solve_opening("empty-capture", 5, 4, &table)
}

/// A fresh folder under the system's temporary folder (never the user's
/// cache), removed when dropped.
pub struct TempDir(pub std::path::PathBuf);

impl TempDir {
    pub fn new(name: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("gametree-test-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
    pub fn arg(&self) -> &str {
        self.0.to_str().unwrap()
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A process id that is no longer alive: a child's, waited for.
pub fn dead_pid() -> u32 {
    let mut child = std::process::Command::new("true").spawn().unwrap();
    let pid = child.id();
    child.wait().unwrap();
    pid
}

/// What a finished run said: its exit code (-1 where a signal ended it),
/// stdout and stderr.
fn answer(out: Output) -> (i32, String, String) {
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (
        out.status.code().unwrap_or(-1),
        text(out.stdout),
        text(out.stderr),
    )
}

/// Runs `gametree kalah ARGS`: exit code, stdout, stderr.
pub fn gametree(args: &[impl AsRef<OsStr>]) -> (i32, String, String) {
    answer(Gametree::english(&["kalah"]).args(args).output().unwrap())
}

/// Runs `gametree kalah ARGS` under a shell's `ulimit LIMIT` (`-v 8000000`:
/// 8 GB of address space): exit code, stdout, stderr.
pub fn limited(limit: &str, args: &[impl AsRef<OsStr>]) -> (i32, String, String) {
    let mut run = Gametree::limited(limit, &["--lang", "en", "kalah"]);
    answer(run.args(args).output().unwrap())
}

/// `gametree kalah ARGS` started with stderr piped (and stdout dropped);
/// keep the `Gametree` (its scratch home) while the child runs.
pub fn started(args: &[impl AsRef<OsStr>]) -> (Gametree, Child) {
    let mut run = Gametree::english(&["kalah"]);
    let child = run
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    (run, child)
}

/// The exit code and stderr of `child`, given `seconds` to end: a child
/// still running then is killed, and its code is `None`.
pub fn ended_within(mut child: Child, seconds: u64) -> (Option<i32>, String) {
    let start = Instant::now();
    let code = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status.code();
        }
        if start.elapsed() > Duration::from_secs(seconds) {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut err = String::new();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    (code, err)
}

/// Runs `gametree kalah ARGS` (stdout dropped), given `seconds` to end:
/// its exit code (`None` where it was still running and was killed) and
/// stderr.
pub fn ran_within(args: &[impl AsRef<OsStr>], seconds: u64) -> (Option<i32>, String) {
    let (_run, child) = started(args);
    ended_within(child, seconds)
}

/// Runs `gametree kalah ARGS` and, once what its stderr has said so far
/// is `said`, sends it `signal`: its exit code and stderr.
pub fn stopped_once(
    args: &[impl AsRef<OsStr>],
    said: impl Fn(&str) -> bool,
    signal: i32,
) -> (Option<i32>, String) {
    let (_run, mut child) = started(args);
    let mut err = BufReader::new(child.stderr.take().unwrap());
    let mut text = String::new();
    while err.read_line(&mut text).unwrap() > 0 && !said(&text) {}
    // Safety: a signal to the child this test started.
    unsafe { libc::kill(child.id() as i32, signal) };
    err.read_to_string(&mut text).unwrap();
    (child.wait().unwrap().code(), text)
}

/// The solve of [`empty_capture_5x4_solve`] with a 1 MiB table, its files in
/// `dir`, sent `signal` once it has said its first progress line: its
/// exit code and stderr.
pub fn stopped_solve(dir: &str, signal: i32) -> (Option<i32>, String) {
    stopped_once(
        &empty_capture_5x4_solve(16, dir),
        |said| said.contains("guess"),
        signal,
    )
}
