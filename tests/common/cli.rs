//! The binary as every test runs it: never with the user's configuration,
//! state, cache, documents or working folder, so that a lecturer who keeps
//! a course configuration (`rule: "strict"`) or a picker's place sees the
//! same results as CI, and nothing a command writes lands in the package.
//!
//! Each run has a scratch home of its own (HOME and the XDG folders,
//! removed after it) and, unless told otherwise, that home as its working
//! folder. Kalah's endgame databases are kept in one cache folder under
//! `target/`, shared by the runs of every test binary: a database is built
//! once, not once a run.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The settings a user's environment can give the program, removed from
/// every run (a test that means one sets it again).
const SETTINGS: &[&str] = &[
    "GAMETREE_CONFIG",
    "GAMETREE_MAX_TREE_MEMORY",
    "GAMETREE_SERVE_IDLE",
    "GAMETREE_THEME",
    "GAMETREE_SYMBOLS",
    "LC_ALL",
    "LC_MESSAGES",
    "LANG",
    "NO_COLOR",
];

/// A scratch home: HOME, the XDG folders under it, and the shared cache.
pub struct Home {
    dir: tempfile::TempDir,
}

impl Home {
    pub fn new() -> Home {
        let base = Path::new(env!("CARGO_TARGET_TMPDIR"));
        let dir = tempfile::Builder::new().prefix("home-").tempdir_in(base).unwrap();
        Home { dir }
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    /// The variables a run gets: what to set (HOME, XDG_*) and what to
    /// remove (every setting from the environment).
    pub fn env(&self) -> (Vec<(&'static str, PathBuf)>, &'static [&'static str]) {
        let home = self.path();
        let set = vec![
            ("HOME", home.to_path_buf()),
            ("XDG_CONFIG_HOME", home.join("config")),
            ("XDG_STATE_HOME", home.join("state")),
            ("XDG_DATA_HOME", home.join("data")),
            ("XDG_CACHE_HOME", shared_cache()),
        ];
        (set, SETTINGS)
    }
}

impl Default for Home {
    fn default() -> Self {
        Home::new()
    }
}

/// The cache folder every run shares (Kalah's databases).
pub fn shared_cache() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("cache")
}

/// The package's folder, for the tests that name its files (a scenario
/// under `tests/`) by a path relative to it.
pub fn package() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// One run of the binary, isolated.
pub struct Gametree {
    command: Command,
    home: Home,
}

impl Gametree {
    /// `gametree ARGS`, as a user with no configuration would run it in an
    /// empty folder, in English unless the arguments say otherwise.
    pub fn new(args: &[&str]) -> Gametree {
        let mut command = Command::new(env!("CARGO_BIN_EXE_gametree"));
        command.args(args);
        Gametree::isolated(command)
    }

    /// `gametree ARGS` under a shell's `ulimit LIMIT` (`-v 8000000`: 8 GB
    /// of address space).
    pub fn limited(limit: &str, args: &[&str]) -> Gametree {
        let mut command = Command::new("sh");
        command
            .args(["-c", &format!("ulimit {limit} && exec \"$0\" \"$@\"")])
            .arg(env!("CARGO_BIN_EXE_gametree"))
            .args(args);
        Gametree::isolated(command)
    }

    /// A shell script run isolated as the binary is, by `wrapper` (`unshare
    /// -m`: a mount namespace of its own, for a small file system), with
    /// `$0` naming the binary: for a test that runs it more than once in a
    /// setting a single run cannot make.
    pub fn script(wrapper: &[&str], script: &str) -> Gametree {
        let mut command = Command::new(wrapper[0]);
        command
            .args(&wrapper[1..])
            .args(["sh", "-c", script])
            .arg(env!("CARGO_BIN_EXE_gametree"));
        Gametree::isolated(command)
    }

    fn isolated(mut command: Command) -> Gametree {
        let home = Home::new();
        command.current_dir(home.path()).stdin(Stdio::null());
        let (set, removed) = home.env();
        for name in removed {
            command.env_remove(name);
        }
        command.envs(set);
        Gametree { command, home }
    }

    /// `gametree --lang en ARGS`.
    pub fn english(args: &[&str]) -> Gametree {
        let all: Vec<&str> = ["--lang", "en"].iter().chain(args).copied().collect();
        Gametree::new(&all)
    }

    /// Runs in `dir` instead of the scratch home.
    pub fn in_dir(mut self, dir: &Path) -> Gametree {
        self.command.current_dir(dir);
        self
    }

    /// Runs in the package's folder, for a test that reads its files by
    /// their relative paths (and writes nothing there: CI fails on a
    /// changed tree).
    pub fn in_package(self) -> Gametree {
        self.in_dir(package())
    }

    /// The scratch home (its `config/gametree/` is where a test writes a
    /// configuration file that the run is to read).
    pub fn home(&self) -> &Path {
        self.home.path()
    }
}

/// The command itself, for what a test sets beyond the isolation
/// (`.env(…)`, `.stdout(…)`, `.output()`, `.spawn()`); the scratch home
/// lives as long as the `Gametree`, so keep it while a child runs.
impl std::ops::Deref for Gametree {
    type Target = Command;
    fn deref(&self) -> &Command {
        &self.command
    }
}

impl std::ops::DerefMut for Gametree {
    fn deref_mut(&mut self) -> &mut Command {
        &mut self.command
    }
}

/// What a run wrote on stdout; the test fails, with what the run wrote
/// on stderr, where the run failed.
pub fn stdout(o: &Output) -> String {
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout.clone()).unwrap()
}

/// What a run wrote on stderr.
pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The run was refused: it ended with `code` (1 bad input or refused, 2
/// a usage error), saying `words` on stderr.
#[track_caller]
pub fn refused(o: &Output, code: i32, words: &str) {
    assert_eq!(o.status.code(), Some(code), "{}", stderr(o));
    assert!(stderr(o).contains(words), "{}", stderr(o));
}

/// `gametree --lang en ARGS` run isolated: its output.
pub fn gametree(args: &[&str]) -> Output {
    Gametree::english(args).output().unwrap()
}

/// As `gametree`, in the package's folder (see `Gametree::in_package`).
pub fn gametree_in_package(args: &[&str]) -> Output {
    Gametree::english(args).in_package().output().unwrap()
}
