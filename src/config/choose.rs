//! Each setting from the places it may come from, in the project's order:
//! the flag, then the configuration file, then the environment, then the
//! default. `env` reads an environment variable (`std::env::var`, or a
//! table in the tests).

use super::{Choice, Choices, ColorChoice, Config, Rule, Speed, Theme};
use crate::engine::kalah::solve::file::Cache;
use crate::search::Algorithm;
use crate::words::language::{CutNames, Language};
pub use crate::words::language::{choose_cut_names, choose_language};
use crate::words::symbols::Symbols;
use std::path::PathBuf;
use std::time::Duration;

/// The variable that turns colours off (no-color.org): any value but an
/// empty one. A flag or the file overrides it.
pub const NO_COLOR: &str = "NO_COLOR";

/// The variable that sets the memory a move tree may take.
pub const TREE_MEMORY: &str = "GAMETREE_MAX_TREE_MEMORY";

/// The pruning rule: the flag, the file, else the chapters' (equality).
pub fn choose_rule(flag: Option<Rule>, file: Option<Rule>) -> Rule {
    flag.or(file).unwrap_or_default()
}

/// The variable that names a palette, after the flag and the file.
pub const THEME: &str = "GAMETREE_THEME";

/// The variable that names the symbols, after the flag and the file.
pub const SYMBOLS: &str = "GAMETREE_SYMBOLS";

/// The palette: the flag, the file, `GAMETREE_THEME`, else dark.
pub fn choose_theme(flag: Option<Theme>, file: Option<Theme>, env: impl Fn(&str) -> Option<String>) -> Theme {
    flag.or(file).or_else(|| named(THEME, env)).unwrap_or_default()
}

/// The symbols: the flag, the file, `GAMETREE_SYMBOLS`, else Unicode.
pub fn choose_symbols(
    flag: Option<Symbols>,
    file: Option<Symbols>,
    env: impl Fn(&str) -> Option<String>,
) -> Symbols {
    flag.or(file)
        .or_else(|| named(SYMBOLS, env))
        .unwrap_or(Symbols::Unicode)
}

/// The choice a variable names; one it does not name is left to the
/// default, as an unknown locale is.
fn named<T: Choice>(variable: &str, env: impl Fn(&str) -> Option<String>) -> Option<T> {
    T::find(env(variable)?.trim())
}

/// The algorithm asked for: the flag, the file, else none (what is
/// searched decides: alpha-beta, expectimax on a tree with chance nodes,
/// a course file's own agent).
pub fn choose_algorithm(flag: Option<Algorithm>, file: Option<Algorithm>) -> Option<Algorithm> {
    flag.or(file)
}

/// The tutor's play speed: the flag, the file, else the middle one.
pub fn choose_speed(flag: Option<Speed>, file: Option<Speed>) -> Speed {
    flag.or(file).unwrap_or_default()
}

/// Whether the screen has colours: `always` or `never` from the flag,
/// else from the file; `auto` (given or not) leaves it to the
/// environment: none when `NO_COLOR` is set to anything but nothing.
pub fn choose_color(
    flag: Option<ColorChoice>,
    file: Option<ColorChoice>,
    env: impl Fn(&str) -> Option<String>,
) -> bool {
    match flag.or(file).unwrap_or_default() {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => env(NO_COLOR).is_none_or(|v| v.is_empty()),
    }
}

/// The folder of the Kalah endgame databases: the flag, the file, else
/// the platform's cache folder (none on a system without one).
pub fn choose_db_dir(flag: Option<PathBuf>, file: Option<PathBuf>) -> Option<PathBuf> {
    flag.or(file).or_else(Cache::default_dir)
}

/// The memory a move tree may take: the flag, the file, then
/// `GAMETREE_MAX_TREE_MEMORY`, else 1 GiB. The variable's value is read
/// only when it decides (an error when it is no size).
pub fn choose_tree_memory(
    flag: Option<u64>,
    file: Option<u64>,
    env: impl Fn(&str) -> Option<String>,
) -> Result<u64, String> {
    given_or_variable(flag.or(file), TREE_MEMORY, env, super::size::parse)
        .map(|b| b.unwrap_or(crate::search::size::DEFAULT_BUDGET))
}

/// The value given (by the flag or the file), else the variable's read
/// by `parse`, else none; a variable `parse` refuses is an error named by
/// the variable.
fn given_or_variable<T>(
    given: Option<T>,
    variable: &str,
    env: impl Fn(&str) -> Option<String>,
    parse: impl Fn(&str) -> Result<T, String>,
) -> Result<Option<T>, String> {
    if given.is_some() {
        return Ok(given);
    }
    match env(variable) {
        Some(text) => parse(&text).map(Some).map_err(|e| format!("{variable}: {e}")),
        None => Ok(None),
    }
}

/// The variable that sets how long a student of `gametree serve` may sit
/// idle.
pub const SERVE_IDLE: &str = "GAMETREE_SERVE_IDLE";

/// A served student's idle time when nothing sets it.
pub const DEFAULT_SERVE_IDLE: Duration = Duration::from_secs(30 * 60);

/// How long a student of `gametree serve` may sit with nothing happening:
/// the flag, the file, then `GAMETREE_SERVE_IDLE`, else 30 minutes. The
/// variable's value is read only when it decides.
pub fn choose_serve_idle(
    flag: Option<Duration>,
    file: Option<Duration>,
    env: impl Fn(&str) -> Option<String>,
) -> Result<Duration, String> {
    given_or_variable(flag.or(file), SERVE_IDLE, env, super::duration::parse)
        .map(|t| t.unwrap_or(DEFAULT_SERVE_IDLE))
}

/// Every setting, chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    pub rule: Rule,
    pub cut_names: CutNames,
    pub lang: Language,
    pub theme: Theme,
    pub symbols: Symbols,
    /// None: what is searched decides.
    pub algorithm: Option<Algorithm>,
    pub speed: Speed,
    /// Whether the screen has colours.
    pub color: bool,
    /// None on a system without a cache folder and with no folder given.
    pub db_dir: Option<PathBuf>,
    /// The memory a move tree may take; an error when
    /// GAMETREE_MAX_TREE_MEMORY decides and is no size, for the commands
    /// that build move trees to report (the others never read it).
    pub max_tree_memory: Result<u64, String>,
    /// How long a student of `gametree serve` may sit idle; an error when
    /// GAMETREE_SERVE_IDLE decides and is no time, for `serve` to report.
    pub serve_idle: Result<Duration, String>,
    /// The keys the configuration file binds anew (none bound: empty).
    pub keys: super::KeyBindings,
}

impl Settings {
    /// Every setting from the flags, the configuration file (if one was
    /// read) and the environment.
    pub fn choose(flags: &Choices, file: Option<&Config>, env: impl Fn(&str) -> Option<String>) -> Settings {
        let none = Choices::default();
        let keys = file.map(|c| c.keys.clone()).unwrap_or_default();
        let file = file.map_or(&none, |c| &c.choices);
        Settings {
            keys,
            rule: choose_rule(flags.rule, file.rule),
            cut_names: choose_cut_names(flags.cut_names, file.cut_names),
            lang: choose_language(flags.lang, file.lang, &env),
            theme: choose_theme(flags.theme, file.theme, &env),
            symbols: choose_symbols(flags.symbols, file.symbols, &env),
            algorithm: choose_algorithm(flags.algorithm, file.algorithm),
            speed: choose_speed(flags.speed, file.speed),
            color: choose_color(flags.color, file.color, &env),
            db_dir: choose_db_dir(flags.db_dir.clone(), file.db_dir.clone()),
            max_tree_memory: choose_tree_memory(flags.max_tree_memory, file.max_tree_memory, &env),
            serve_idle: choose_serve_idle(flags.serve_idle, file.serve_idle, &env),
        }
    }

    /// Sets what stays process-wide, the way words are written: the
    /// language and the symbols (every message passes through both, so
    /// handing them down to each `say!` would cost more than it gives;
    /// docs/architecture.md says so). Every other setting is handed down
    /// as this value.
    pub fn apply_to_words(&self) {
        crate::words::set_language(self.lang);
        crate::words::symbols::set(self.symbols);
    }
}

/// The defaults: no flag, no file, no environment (tests, examples and
/// library users that choose nothing).
impl Default for Settings {
    fn default() -> Settings {
        Settings::choose(&Choices::default(), None, |_| None)
    }
}
