//! The configuration file: a course's settings written once, in RON like
//! the scenarios, and read at every start. Each setting is also a flag,
//! and comes from the flag, then the file, then the environment, then the
//! default (`choose`).
//!
//! ```ron
//! Config(
//!     version: 1,
//!     rule: "strict",
//!     lang: "uk",
//!     theme: "high-contrast",
//!     keys: { "quit": "x" },
//! )
//! ```
//! Every key but `version` may be left out. A value is written in quotes
//! as on the command line (`"high-contrast"`); one word may also go
//! without them (`rule: strict`, `rule: Strict`), and `Some(...)` and
//! `None` are read as RON writes options. The file is
//! `<the platform's config folder>/gametree/config.ron`, or the one
//! `GAMETREE_CONFIG` or `--config FILE` names; `--no-config` reads none.
//!
//! The types here are plain data: the terminal's layer maps the theme to
//! its palette and the key names to its key codes.

pub mod choose;
pub mod duration;
pub mod init;
pub mod problem;
mod read;
mod scan;
pub mod size;
pub mod template;

pub use crate::keymap::{Action, Key, KeyBindings};
use crate::search::Algorithm;
use crate::text_file::FileError;
use crate::words::language::{CutNames, Language};
use crate::words::symbols::Symbols;
pub use choose::Settings;
pub use problem::{ConfigError, Found, Problem};
use std::path::{Path, PathBuf};

/// The version of the file's format this release writes.
pub const VERSION: u32 = 1;

/// The versions this release reads.
pub const READS: std::ops::RangeInclusive<u32> = 1..=VERSION;

/// The file's name in the platform's config folder.
pub const FILE_NAME: &str = "config.ron";

/// The environment variable that names another file.
pub const ENV: &str = "GAMETREE_CONFIG";

/// The most a configuration file may hold: a few hundred lines take a
/// few KiB.
pub const MOST_BYTES: u64 = crate::text_file::ReadAs::Config.most();

/// A setting with a few named values: the values, and the name the file
/// and the flag give each.
pub trait Choice: Copy + PartialEq + 'static {
    /// Every value, in the order messages list them.
    const VALUES: &'static [Self];

    /// The name of a value, as the flag and the file write it.
    fn tag(self) -> &'static str;

    /// The value a name stands for: case, `-` and `_` aside
    /// (`high-contrast`, `high_contrast`, `HighContrast`).
    fn find(text: &str) -> Option<Self> {
        let wanted = plain(text);
        Self::VALUES.iter().copied().find(|v| plain(v.tag()) == wanted)
    }

    /// Every value's name.
    fn tags() -> Vec<&'static str> {
        Self::VALUES.iter().map(|v| v.tag()).collect()
    }
}

/// A name in lower case without `-` and `_`.
fn plain(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, '-' | '_'))
        .flat_map(char::to_lowercase)
        .collect()
}

/// The pruning rule is the search's (`Setup::rule`), chosen here.
pub use crate::search::Rule;

/// The colours for a dark or a light terminal, or none but bold and
/// reversed text for a projector (`tui::theme::Palette`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    #[default]
    Dark,
    Light,
    HighContrast,
}

/// Whether the screen has colours: as the environment says (`NO_COLOR`),
/// always, or never (`--no-color`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ColorChoice {
    #[default]
    Auto,
    Always,
    Never,
}

/// How fast the tutor plays a search (`p`): 1, the slowest, to
/// `Speed::MOST`, the fastest; one of the tutor's play speeds
/// (`tui::tutor::SPEEDS`, slowest first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Speed(u8);

impl Speed {
    /// The tutor's play speeds.
    pub const MOST: u8 = 5;
    /// The speed the tutor starts at.
    pub const DEFAULT: Speed = Speed(3);

    pub fn new(number: u8) -> Option<Speed> {
        (1..=Speed::MOST).contains(&number).then_some(Speed(number))
    }

    /// 1 to `MOST`, as the file and the flag write it.
    pub fn number(self) -> u8 {
        self.0
    }

    /// The index of the speed in the tutor's table, from 0.
    pub fn index(self) -> usize {
        usize::from(self.0 - 1)
    }
}

impl Default for Speed {
    fn default() -> Speed {
        Speed::DEFAULT
    }
}

impl std::str::FromStr for Speed {
    type Err = ();
    fn from_str(s: &str) -> Result<Speed, ()> {
        s.trim().parse().ok().and_then(Speed::new).ok_or(())
    }
}

macro_rules! choice {
    ($t:ty: $($value:path => $tag:literal),+ $(,)?) => {
        impl Choice for $t {
            const VALUES: &'static [$t] = &[$($value),+];
            fn tag(self) -> &'static str {
                match self {
                    $($value => $tag,)+
                }
            }
        }
    };
}

choice!(Rule: Rule::Equality => "equality", Rule::Strict => "strict");
choice!(Theme: Theme::Dark => "dark", Theme::Light => "light", Theme::HighContrast => "high-contrast");
choice!(ColorChoice: ColorChoice::Auto => "auto", ColorChoice::Always => "always", ColorChoice::Never => "never");
choice!(Symbols: Symbols::Unicode => "unicode", Symbols::Ascii => "ascii");
choice!(Language: Language::En => "en", Language::Ru => "ru", Language::Uk => "uk");
choice!(CutNames: CutNames::Chapters => "chapters", CutNames::Slides => "slides");

impl Choice for Algorithm {
    const VALUES: &'static [Algorithm] = &[
        Algorithm::Minimax,
        Algorithm::AlphaBeta,
        Algorithm::Expectimax,
        Algorithm::Negamax,
        Algorithm::IterativeDeepening,
    ];

    fn tag(self) -> &'static str {
        self.key()
    }

    /// By its key, or as `--algo` reads it (`alpha-beta`,
    /// `iterative-deepening`).
    fn find(text: &str) -> Option<Algorithm> {
        let wanted = plain(text);
        let by_key = Self::VALUES.iter().copied().find(|v| plain(v.tag()) == wanted);
        by_key.or_else(|| text.to_ascii_lowercase().parse().ok())
    }
}

/// The settings a flag or the file may give: each `None` where it gives
/// none.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choices {
    pub rule: Option<Rule>,
    pub cut_names: Option<CutNames>,
    pub lang: Option<Language>,
    pub theme: Option<Theme>,
    pub symbols: Option<Symbols>,
    pub algorithm: Option<Algorithm>,
    pub speed: Option<Speed>,
    pub color: Option<ColorChoice>,
    /// The folder of the Kalah endgame databases.
    pub db_dir: Option<PathBuf>,
    /// The most memory a move tree may take, in bytes.
    pub max_tree_memory: Option<u64>,
    /// How long a student of `gametree serve` may sit with nothing
    /// happening before their session is closed.
    pub serve_idle: Option<std::time::Duration>,
}

/// A configuration file, read and checked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Config {
    /// The version of the format it is written in (`READS`).
    pub version: u32,
    pub choices: Choices,
    /// The keys the file binds anew, by the key map's action names.
    pub keys: KeyBindings,
    /// Where it was read from (empty for text parsed on its own).
    pub file: PathBuf,
}

/// Where the configuration file is looked for, and why there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    pub path: PathBuf,
    pub origin: Origin,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// `--config FILE`.
    Flag,
    /// `GAMETREE_CONFIG`.
    Environment,
    /// The platform's config folder.
    Default,
}

/// The file in the platform's config folder (`~/.config/gametree/
/// config.ron` on Linux, `~/Library/Application Support/gametree/
/// config.ron` on macOS), if the platform has one.
pub fn default_path() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "gametree").map(|d| d.config_dir().join(FILE_NAME))
}

/// The file to read: the flag's, else the one `GAMETREE_CONFIG` names,
/// else the platform's. `env` reads a variable.
pub fn locate(explicit: Option<&Path>, env: impl Fn(&str) -> Option<String>) -> Option<Location> {
    if let Some(path) = explicit {
        return Some(Location {
            path: path.to_path_buf(),
            origin: Origin::Flag,
        });
    }
    if let Some(named) = env(ENV).filter(|v| !v.is_empty()) {
        return Some(Location {
            path: PathBuf::from(named),
            origin: Origin::Environment,
        });
    }
    default_path().map(|path| Location {
        path,
        origin: Origin::Default,
    })
}

/// The configuration: none with `--no-config`; the file `--config FILE`
/// (`explicit`) or `GAMETREE_CONFIG` names, which must exist; else the
/// platform's file if there is one.
pub fn load(explicit: Option<&Path>, no_config: bool) -> Result<Option<Config>, ConfigError> {
    load_with(explicit, no_config, |name| std::env::var(name).ok())
}

/// `load`, with `env` reading the environment's variables.
pub fn load_with(
    explicit: Option<&Path>,
    no_config: bool,
    env: impl Fn(&str) -> Option<String>,
) -> Result<Option<Config>, ConfigError> {
    if no_config {
        return Ok(None);
    }
    let Some(at) = locate(explicit, env) else {
        return Ok(None);
    };
    match read(&at.path) {
        // No file in the platform's folder, or no such folder: a file
        // where the folder would be (`~/.config/gametree`) holds none.
        Err(ConfigError::File(FileError::Unreadable {
            kind: std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory,
            ..
        })) if at.origin == Origin::Default => Ok(None),
        read => read.map(Some),
    }
}

/// Reads and checks a configuration file. A relative `db_dir` is taken
/// from the file's folder.
pub fn read(path: &Path) -> Result<Config, ConfigError> {
    let file = path.display().to_string();
    let text = read::text(path, &file)?;
    let mut config = parse(&text, &file, path.parent())?;
    config.file = path.to_path_buf();
    Ok(config)
}

/// Checks the text of a configuration file; `file` names it in errors,
/// `folder` is where a relative `db_dir` starts (the working folder when
/// none).
pub fn parse(text: &str, file: &str, folder: Option<&Path>) -> Result<Config, ConfigError> {
    read::parse(text, folder).map_err(|((line, column), problem)| ConfigError::Invalid {
        file: file.to_string(),
        line,
        column,
        problem,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_read_whatever_their_case_and_dashes() {
        assert_eq!(Theme::find("high-contrast"), Some(Theme::HighContrast));
        assert_eq!(Theme::find("HighContrast"), Some(Theme::HighContrast));
        assert_eq!(Theme::find("high_contrast"), Some(Theme::HighContrast));
        assert_eq!(Rule::find("Strict"), Some(Rule::Strict));
        assert_eq!(Language::find("RU"), Some(Language::Ru));
        assert_eq!(Algorithm::find("alpha-beta"), Some(Algorithm::AlphaBeta));
        assert_eq!(Algorithm::find("AlphaBeta"), Some(Algorithm::AlphaBeta));
        assert_eq!(
            Algorithm::find("iterative-deepening"),
            Some(Algorithm::IterativeDeepening)
        );
        assert_eq!(Theme::find("bright"), None);
        assert_eq!(Theme::tags(), ["dark", "light", "high-contrast"]);
    }

    #[test]
    fn speeds_run_from_one_to_the_most() {
        assert_eq!(Speed::new(0), None);
        assert_eq!(Speed::new(Speed::MOST + 1), None);
        assert_eq!(Speed::new(1).map(Speed::index), Some(0));
        assert_eq!(Speed::DEFAULT.index(), 2);
        assert_eq!("5".parse::<Speed>().map(Speed::number), Ok(5));
    }

    #[test]
    fn the_flag_s_file_comes_first_then_the_environment_s_then_the_platform_s() {
        let env = |name: &str| (name == ENV).then(|| "/etc/gametree.ron".to_string());
        let flag = locate(Some(Path::new("my.ron")), env).unwrap();
        assert_eq!((flag.path, flag.origin), (PathBuf::from("my.ron"), Origin::Flag));
        let named = locate(None, env).unwrap();
        assert_eq!(named.origin, Origin::Environment);
        assert_eq!(named.path, PathBuf::from("/etc/gametree.ron"));
        let empty = |_: &str| Some(String::new());
        if let Some(platform) = locate(None, empty) {
            assert_eq!(platform.origin, Origin::Default);
            assert!(platform.path.ends_with("config.ron"));
        }
    }
}
