//! Each setting from the flag, then the file, then the environment, then
//! the default.

use gametree::config::choose::*;
use gametree::config::{Choices, ColorChoice, Config, Rule, Speed, Theme};
use gametree::search::Algorithm;
use gametree::words::language::{CutNames, Language};
use gametree::words::symbols::Symbols;
use std::path::PathBuf;

/// An environment of these variables only.
fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
    move |name| vars.iter().find(|(n, _)| *n == name).map(|(_, v)| v.to_string())
}

/// The flag beats the file, the file beats the default.
fn flag_then_file_then_default<T: Copy + PartialEq + std::fmt::Debug>(
    choose: impl Fn(Option<T>, Option<T>) -> T,
    [a, b]: [T; 2],
    default: T,
) {
    assert_eq!(choose(Some(a), Some(b)), a);
    assert_eq!(choose(None, Some(b)), b);
    assert_eq!(choose(Some(b), None), b);
    assert_eq!(choose(None, None), default);
}

#[test]
fn the_rule() {
    flag_then_file_then_default(choose_rule, [Rule::Equality, Rule::Strict], Rule::Equality);
    flag_then_file_then_default(choose_rule, [Rule::Strict, Rule::Equality], Rule::Equality);
    assert_eq!(Rule::Strict.other(), Rule::Equality);
}

#[test]
fn the_cut_names() {
    let both = [CutNames::Slides, CutNames::Chapters];
    flag_then_file_then_default(choose_cut_names, both, CutNames::Chapters);
}

#[test]
fn the_theme() {
    let both = [Theme::Light, Theme::HighContrast];
    flag_then_file_then_default(|f, c| choose_theme(f, c, env(&[])), both, Theme::Dark);
    // The variable comes after the file, before the default.
    let light = [(THEME, "light")];
    assert_eq!(choose_theme(None, None, env(&light)), Theme::Light);
    assert_eq!(choose_theme(None, Some(Theme::Dark), env(&light)), Theme::Dark);
    assert_eq!(choose_theme(None, None, env(&[(THEME, "sepia")])), Theme::Dark);
}

#[test]
fn the_symbols() {
    let both = [Symbols::Unicode, Symbols::Ascii];
    flag_then_file_then_default(|f, c| choose_symbols(f, c, env(&[])), both, Symbols::Unicode);
    let ascii = [(SYMBOLS, "ascii")];
    assert_eq!(choose_symbols(None, None, env(&ascii)), Symbols::Ascii);
    assert_eq!(
        choose_symbols(Some(Symbols::Unicode), None, env(&ascii)),
        Symbols::Unicode
    );
}

#[test]
fn the_algorithm() {
    let both = [Some(Algorithm::Minimax), Some(Algorithm::Negamax)];
    let choose = |f: Option<Option<Algorithm>>, c: Option<Option<Algorithm>>| {
        choose_algorithm(f.flatten(), c.flatten())
    };
    flag_then_file_then_default(choose, both, None);
}

#[test]
fn the_speed() {
    let both = [Speed::new(1).unwrap(), Speed::new(5).unwrap()];
    flag_then_file_then_default(choose_speed, both, Speed::DEFAULT);
}

#[test]
fn the_language_goes_on_to_the_environment() {
    let uk = [("LANG", "uk_UA.UTF-8")];
    assert_eq!(
        choose_language(Some(Language::Ru), Some(Language::En), env(&uk)),
        Language::Ru
    );
    assert_eq!(choose_language(None, Some(Language::En), env(&uk)), Language::En);
    assert_eq!(choose_language(None, None, env(&uk)), Language::Uk);
    assert_eq!(choose_language(None, None, env(&[])), Language::En);
}

#[test]
fn colours_go_on_to_no_color() {
    let no_color = [("NO_COLOR", "1")];
    let (always, never, auto) = (
        Some(ColorChoice::Always),
        Some(ColorChoice::Never),
        Some(ColorChoice::Auto),
    );
    // The flag, then the file: both beat NO_COLOR.
    assert!(choose_color(always, never, env(&no_color)));
    assert!(!choose_color(never, always, env(&[])));
    assert!(choose_color(None, always, env(&no_color)));
    assert!(!choose_color(None, never, env(&[])));
    // `auto`, given or not, leaves it to the environment.
    assert!(!choose_color(auto, always, env(&no_color)));
    assert!(!choose_color(None, None, env(&no_color)));
    assert!(choose_color(None, None, env(&[("NO_COLOR", "")])));
    assert!(choose_color(None, None, env(&[])));
}

#[test]
fn the_db_dir() {
    let (a, b) = (PathBuf::from("/a"), PathBuf::from("/b"));
    assert_eq!(choose_db_dir(Some(a.clone()), Some(b.clone())), Some(a));
    assert_eq!(choose_db_dir(None, Some(b.clone())), Some(b));
    assert_eq!(
        choose_db_dir(None, None),
        gametree::engine::kalah::solve::file::Cache::default_dir()
    );
}

#[test]
fn the_tree_memory_goes_on_to_its_variable() {
    let _words = super::words();
    let set = [(TREE_MEMORY, "256MiB")];
    assert_eq!(choose_tree_memory(Some(1), Some(2), env(&set)), Ok(1));
    assert_eq!(choose_tree_memory(None, Some(2), env(&set)), Ok(2));
    assert_eq!(choose_tree_memory(None, None, env(&set)), Ok(256 << 20));
    assert_eq!(choose_tree_memory(None, None, env(&[])), Ok(1 << 30));
    let bad = [(TREE_MEMORY, "lots")];
    let e = choose_tree_memory(None, None, env(&bad)).unwrap_err();
    assert!(
        e.starts_with("GAMETREE_MAX_TREE_MEMORY: 'lots' is no size"),
        "{e}"
    );
    // Read only when it decides.
    assert_eq!(choose_tree_memory(None, Some(2), env(&bad)), Ok(2));
}

#[test]
fn a_served_student_s_idle_time_goes_on_to_its_variable() {
    let _words = super::words();
    let minutes = |m: u64| std::time::Duration::from_secs(m * 60);
    let set = [(SERVE_IDLE, "90s")];
    assert_eq!(
        choose_serve_idle(Some(minutes(1)), Some(minutes(2)), env(&set)),
        Ok(minutes(1))
    );
    assert_eq!(
        choose_serve_idle(None, Some(minutes(2)), env(&set)),
        Ok(minutes(2))
    );
    assert_eq!(
        choose_serve_idle(None, None, env(&set)),
        Ok(std::time::Duration::from_secs(90))
    );
    assert_eq!(choose_serve_idle(None, None, env(&[])), Ok(minutes(30)));
    let bad = [(SERVE_IDLE, "a while")];
    let e = choose_serve_idle(None, None, env(&bad)).unwrap_err();
    assert!(e.starts_with("GAMETREE_SERVE_IDLE: 'a while' is no time"), "{e}");
    // Read only when it decides.
    assert_eq!(
        choose_serve_idle(None, Some(minutes(2)), env(&bad)),
        Ok(minutes(2))
    );
}

#[test]
fn every_setting_at_once() {
    let flags = Choices {
        rule: Some(Rule::Strict),
        lang: Some(Language::Ru),
        speed: Speed::new(4),
        ..Choices::default()
    };
    let file = Config {
        version: 1,
        choices: Choices {
            rule: Some(Rule::Equality),
            theme: Some(Theme::Light),
            lang: Some(Language::Uk),
            color: Some(ColorChoice::Always),
            max_tree_memory: Some(5 << 20),
            ..Choices::default()
        },
        ..Config::default()
    };
    let vars = [("NO_COLOR", "1"), ("LANG", "en_US.UTF-8")];
    let s = Settings::choose(&flags, Some(&file), env(&vars));
    assert_eq!(s.rule, Rule::Strict);
    assert_eq!(s.lang, Language::Ru);
    assert_eq!(s.speed.index(), 3);
    assert_eq!(s.theme, Theme::Light);
    assert!(s.color);
    assert_eq!(s.max_tree_memory, Ok(5 << 20));
    assert_eq!(s.cut_names, CutNames::Chapters);
    assert_eq!(s.symbols, Symbols::Unicode);
    assert_eq!(s.algorithm, None);
    let bare = Settings::choose(&Choices::default(), None, env(&vars));
    assert_eq!((bare.lang, bare.color), (Language::En, false));
    // A variable that is no size is an error for the commands that read
    // it, not for every command.
    let _words = super::words();
    let unreadable = Settings::choose(&Choices::default(), None, env(&[(TREE_MEMORY, "lots")]));
    assert!(unreadable.max_tree_memory.is_err());
}

/// The file's speeds are the tutor's.
#[cfg(feature = "tui")]
#[test]
fn the_speeds_are_the_tutor_s() {
    assert_eq!(usize::from(Speed::MOST), gametree::tui::tutor::SPEEDS.len());
    assert_eq!(Speed::DEFAULT.index(), 2);
}
