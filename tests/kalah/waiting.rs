//! The waiting screen of the solver and of a database build says the
//! truth: the database's size on disk and the time its build will take
//! at this machine's measured speed, before the bulk of it; rates in
//! whole units; where a stopped build goes on from; and the rules that
//! finish a board the chosen rules cannot.

use crate::command::{TempDir, build_database, gametree, stopped_once};
use regex::Regex;

#[test]
fn a_board_its_rules_cannot_finish_names_the_rules_that_do() {
    let (code, _, err) = gametree(&["solve", "--pits", "6", "--seeds", "4"]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("48 stones in 12 pits are beyond what the solver can finish here under book rules"),
        "{err}"
    );
    assert!(
        err.contains(
            "Other rules finish it: --rules empty-capture (about 1 s with its database built) or \
             --rules standard (about 2 s with its database built)"
        ),
        "{err}"
    );
    // A position, not an opening: the rules whose limit it is within.
    let board = "4,4,4,4,4,4,0,4,4,4,4,4,4,0";
    let (code, _, err) = gametree(&["solve", "--board", board]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("Other rules finish it: --rules empty-capture or --rules standard"),
        "{err}"
    );
}

/// Builds the 20-stone database of 4-pit standard boards (3.1 M
/// positions; long enough in a test build to be stopped halfway) in
/// `dir`, and sends it Ctrl-C once its stderr has said a line matching
/// `wait_for`: its exit code and stderr.
fn stopped_when(dir: &str, wait_for: &Regex) -> (Option<i32>, String) {
    let build = build_database("standard", 4, 20, &["--db-dir", dir]);
    stopped_once(&build, |said| wait_for.is_match(said), libc::SIGINT)
}

#[test]
fn a_build_says_its_size_and_time_first_and_keeps_its_finished_levels_on_ctrl_c() {
    let dir = TempDir::new("waiting-build");
    let announced = Regex::new(concat!(
        r"the 20-stone database of 4-pit standard boards \(1\.48 MiB on disk, 3\.1 M positions\): ",
        r"about \d+(–\d+)? (s|min) on \d+ threads at this machine's speed ",
        r"\(\d+(\.\d)?( K| M)? positions/s on its first levels\)"
    ))
    .unwrap();
    let (code, err) = stopped_when(dir.arg(), &announced);
    assert_eq!(code, Some(130), "{err}");
    assert!(announced.is_match(&err), "{err}");
    let kept = Regex::new(concat!(
        r"interrupted while building the endgame database: the finished levels are kept; ",
        r"the same command goes on from (\d+) % ",
        r"\((.*endgame-standard-4-pits-(\d+)-stones\.db): every position with at most (\d+) stones\)"
    ))
    .unwrap();
    let Some(said) = kept.captures(&err) else {
        panic!("{err}");
    };
    let (percent, path, stones) = (&said[1], &said[2], &said[3]);
    assert_eq!(stones, &said[4]);
    assert!(std::path::Path::new(path).is_file(), "{path}");
    // The same command goes on from there, and says so; the file it
    // started from is the one that was kept.
    let from = Regex::new(&format!(
        r"starting from the {stones}-stone database in .* \({percent} % of the positions\)"
    ))
    .unwrap();
    let (code, err) = stopped_when(dir.arg(), &from);
    assert_eq!(code, Some(130), "{err}");
    assert!(from.is_match(&err), "{err}");
}
