//! What a file gives, where it is looked for, and the file `config init`
//! writes.

use super::words;
use gametree::config::choose::Settings;
use gametree::config::problem::KEYS;
use gametree::config::{self, Choices, ColorChoice, Config, ConfigError, Key, Problem, Rule, Speed, Theme};
use gametree::search::Algorithm;
use gametree::text_file::FileError;
use gametree::words::errors::InWords;
use gametree::words::language::{CutNames, Language};
use gametree::words::symbols::Symbols;
use std::path::{Path, PathBuf};

fn read(name: &str) -> Config {
    config::read(&Path::new("tests/config/valid").join(name)).unwrap()
}

#[test]
fn every_key_is_read() {
    let c = read("everything.ron");
    let expected = Choices {
        rule: Some(Rule::Strict),
        cut_names: Some(CutNames::Slides),
        lang: Some(Language::Uk),
        theme: Some(Theme::HighContrast),
        symbols: Some(Symbols::Ascii),
        algorithm: Some(Algorithm::Minimax),
        speed: Speed::new(5),
        color: Some(ColorChoice::Never),
        db_dir: Some(PathBuf::from("/var/cache/gametree")),
        max_tree_memory: Some(512 << 20),
        serve_idle: Some(std::time::Duration::from_secs(45 * 60)),
    };
    assert_eq!(c.choices, expected);
    assert_eq!(c.keys.keys("quit"), Some(&[Key::Char('x')][..]));
    let forward = [Key::Right, Key::Char('l'), Key::Char(' ')];
    assert_eq!(c.keys.keys("forward"), Some(&forward[..]));
    assert_eq!(c.keys.keys("back"), None);
    assert_eq!(c.keys.action(Key::Char('l')).map(|a| a.name), Some("forward"));
}

#[test]
fn words_go_without_quotes_in_any_case() {
    let c = read("bare-words.ron").choices;
    assert_eq!(c.rule, Some(Rule::Strict));
    assert_eq!(c.cut_names, Some(CutNames::Slides));
    assert_eq!(c.lang, Some(Language::Ru));
    assert_eq!(c.theme, Some(Theme::HighContrast));
    assert_eq!(c.algorithm, Some(Algorithm::AlphaBeta));
    assert_eq!(c.color, Some(ColorChoice::Always));
}

#[test]
fn options_are_read_as_ron_writes_them() {
    let c = read("options.ron");
    assert_eq!(c.choices.rule, Some(Rule::Strict));
    assert_eq!(c.choices.theme, None);
    assert_eq!(c.choices.speed, Speed::new(1));
    assert_eq!(c.choices.lang, Some(Language::En));
    assert_eq!(c.choices.max_tree_memory, Some(1 << 20));
    assert!(c.keys.is_empty());
    assert_eq!(read("minimal.ron").choices, Choices::default());
    assert_eq!(read("comments-and-commas.ron").choices.speed, Speed::new(2));
    assert_eq!(read("byte-order-mark.ron").choices.lang, Some(Language::Uk));
}

#[test]
fn keys_are_read_by_any_of_their_names() {
    let c = read("keys.ron");
    assert_eq!(c.keys.keys("quit"), Some(&[Key::Char('Q')][..]));
    let cutoff = [Key::Char('c'), Key::F(5)];
    assert_eq!(c.keys.keys("next_cutoff"), Some(&cutoff[..]));
    assert_eq!(c.keys.keys("page_up"), Some(&[Key::PageUp][..]));
    assert_eq!(c.keys.keys("help"), Some(&[Key::F(1)][..]));
    assert_eq!(c.keys.keys("start"), Some(&[Key::Char('0')][..]));
    let s = read("keys-as-a-struct.ron");
    let zoom = [Key::Char('z'), Key::Char('+')];
    assert_eq!(s.keys.keys("zoom_in"), Some(&zoom[..]));
}

#[test]
fn a_relative_folder_starts_at_the_file_s_folder() {
    let text = "Config(version: 1, db_dir: \"databases\")";
    let c = config::parse(text, "c.ron", Some(Path::new("/etc/gametree"))).unwrap();
    assert_eq!(c.choices.db_dir, Some(PathBuf::from("/etc/gametree/databases")));
    let home = config::parse("Config(version: 1, db_dir: \"~/db\")", "c.ron", None).unwrap();
    let db = home.choices.db_dir.unwrap();
    assert!(db.ends_with("db") && (db.is_absolute() || db.starts_with("~")));
}

/// A folder of its own under the system's temporary folder.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gametree-config-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn no_config_reads_nothing_and_a_named_file_must_exist() {
    let _words = words();
    let none = |_: &str| None;
    let missing = Path::new("tests/config/no-such-file.ron");
    assert_eq!(config::load_with(Some(missing), true, none), Ok(None));
    let Err(e) = config::load_with(Some(missing), false, none) else {
        panic!("a missing --config file loads");
    };
    assert_eq!(
        e.in_words(),
        format!("{}: No such file or directory", missing.display())
    );
    let named = |name: &str| (name == config::ENV).then(|| missing.display().to_string());
    assert!(matches!(
        config::load_with(None, false, named),
        Err(ConfigError::File(FileError::Unreadable { .. }))
    ));
    let valid = Path::new("tests/config/valid/minimal.ron");
    let by_env = |name: &str| (name == config::ENV).then(|| valid.display().to_string());
    let loaded = config::load_with(None, false, by_env).unwrap().unwrap();
    assert_eq!(loaded.file, valid);
    // The flag's file comes before the variable's.
    let flag = Path::new("tests/config/valid/everything.ron");
    let loaded = config::load_with(Some(flag), false, by_env).unwrap().unwrap();
    assert_eq!(loaded.file, flag);
}

#[test]
fn a_folder_is_no_file() {
    let _words = words();
    let e = config::load_with(Some(Path::new("tests/config")), false, |_| None).unwrap_err();
    assert!(
        matches!(e, ConfigError::File(FileError::Unreadable { .. })),
        "{e:?}"
    );
}

#[test]
fn init_writes_every_key_and_what_it_writes_loads() {
    let _words = words();
    let dir = scratch("init");
    let file = dir.join("folder").join("config.ron");
    let none = |_: &str| None;
    let said = config::init::init(Some(&file), false, none).unwrap();
    assert_eq!(said.lines().count(), 1);
    assert!(said.contains(&file.display().to_string()));
    let text = std::fs::read_to_string(&file).unwrap();
    for key in KEYS {
        assert!(text.contains(&format!("{key}: ")), "{key} is not in\n{text}");
    }
    for action in ["quit", "next_cutoff", "run_to", "pan_left"] {
        assert!(text.contains(action), "{action}");
    }
    let written = config::read(&file).unwrap();
    // The file changes nothing until it is edited.
    let env = |name: &str| (name == "LANG").then(|| "uk_UA.UTF-8".to_string());
    let with_file = Settings::choose(&Choices::default(), Some(&written), env);
    let without = Settings::choose(&Choices::default(), None, env);
    assert_eq!(with_file, without);
    // Not over a file, unless asked to.
    let refused = config::init::init(Some(&file), false, none).unwrap_err();
    assert!(refused.contains("exists already"), "{refused}");
    assert!(config::init::init(Some(&file), true, none).is_ok());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_default_file_loads_in_every_language() {
    let _words = words();
    for language in Language::ALL {
        gametree::words::set_language(language);
        let text = config::template::text();
        let loaded = config::parse(&text, "config.ron", None);
        gametree::words::set_language(Language::En);
        let c = loaded.unwrap_or_else(|e| panic!("{}: {}\n{text}", language.tag(), e.in_words()));
        assert_eq!(c.version, config::VERSION);
        assert!(text.lines().all(|l| l.chars().count() <= 78), "{text}");
    }
}

#[test]
fn the_path_is_the_one_read() {
    let _words = words();
    let file = Path::new("my-course.ron");
    let text = config::init::path_text(Some(file), |_| None).unwrap();
    assert_eq!(text, "my-course.ron\n");
    let env = |name: &str| (name == config::ENV).then(|| "/srv/course.ron".to_string());
    assert_eq!(config::init::path_text(None, env).unwrap(), "/srv/course.ron\n");
}

#[test]
fn a_later_version_is_refused_for_its_version() {
    let _words = words();
    let text = "Config(future_key: 1, version: 3)";
    let e = config::parse(text, "c.ron", None).unwrap_err();
    let ConfigError::Invalid { problem, .. } = &e else {
        panic!("{e:?}");
    };
    assert_eq!(*problem, Problem::NewerVersion { found: 3 });
}
