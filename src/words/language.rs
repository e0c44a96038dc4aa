//! The settings that change the words and nothing else: the language the
//! messages are in, and which names the cut-offs go by. The language is
//! process-wide (every message is looked up in it), set once at start and
//! again by the tutor's settings; the cut-offs' names are a value handed
//! to what writes them (a story, `trace`, `stats`).

use crate::record::search::{Counters, CutKind};
use std::sync::RwLock;

/// A language the messages are written in (`assets/i18n/<tag>/`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    #[default]
    En,
    Ru,
    Uk,
}

impl Language {
    pub const ALL: [Language; 3] = [Language::En, Language::Ru, Language::Uk];

    /// "en", "ru", "uk": the folder of its messages and the flag's value.
    pub fn tag(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Ru => "ru",
            Language::Uk => "uk",
        }
    }

    /// A tag as the flag takes it ("ru").
    pub fn from_tag(tag: &str) -> Option<Language> {
        Language::ALL.into_iter().find(|l| l.tag() == tag)
    }

    /// The language of a locale as the environment names it
    /// ("uk_UA.UTF-8", "ru_RU", "ru"); none for "C", "POSIX" and languages
    /// without messages.
    pub fn of_locale(locale: &str) -> Option<Language> {
        let language = locale.split(['_', '-', '.', '@']).next().unwrap_or("");
        Language::from_tag(&language.to_ascii_lowercase())
    }
}

/// The language, as the project's rule orders the places a setting comes
/// from: the flag, then the configuration file, then the environment
/// (`LC_ALL`, `LC_MESSAGES`, `LANG`: the first that is set decides, as
/// POSIX has it), then English. `env` reads a variable.
pub fn choose_language(
    flag: Option<Language>,
    file: Option<Language>,
    env: impl Fn(&str) -> Option<String>,
) -> Language {
    let from_env = || {
        let set = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .find_map(|name| env(name).filter(|v| !v.is_empty()))?;
        Language::of_locale(&set)
    };
    flag.or(file).or_else(from_env).unwrap_or_default()
}

/// The language every message is said in until it is set again; English
/// until the program sets it, so that the library and its tests do not
/// depend on the machine's locale.
static LANGUAGE: RwLock<Language> = RwLock::new(Language::En);

pub fn set_language(language: Language) {
    if OWN.with(std::cell::Cell::get).is_some() {
        // A thread that speaks a language of its own (a student's session
        // of `gametree serve`) changes its own, never the process's.
        return OWN.with(|o| o.set(Some(language)));
    }
    *LANGUAGE.write().unwrap_or_else(|e| e.into_inner()) = language;
}

pub fn language() -> Language {
    OWN.with(std::cell::Cell::get)
        .unwrap_or_else(|| *LANGUAGE.read().unwrap_or_else(|e| e.into_inner()))
}

thread_local! {
    /// The language of this thread, where it is not the process's: a
    /// student's session served over ssh speaks the student's.
    static OWN: std::cell::Cell<Option<Language>> = const { std::cell::Cell::new(None) };
}

/// Has this thread speak `language` (`None`: the process's again).
pub fn set_thread_language(language: Option<Language>) {
    OWN.with(|o| o.set(language));
}

/// Which names the two kinds of cut-off go by. The textbook chapters call
/// a cut at MAX (v ≥ β) a β-cutoff and a cut at MIN (v ≤ α) an α-cutoff;
/// the comments of the slides' pseudocode swap them. Events and JSON keys
/// always keep the chapters' names.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CutNames {
    #[default]
    Chapters,
    Slides,
}

impl CutNames {
    pub const ALL: [CutNames; 2] = [CutNames::Chapters, CutNames::Slides];

    /// "chapters" or "slides": the flag's value and what messages select on.
    pub fn tag(self) -> &'static str {
        match self {
            CutNames::Chapters => "chapters",
            CutNames::Slides => "slides",
        }
    }

    pub fn from_tag(tag: &str) -> Option<CutNames> {
        CutNames::ALL.into_iter().find(|c| c.tag() == tag)
    }
}

/// The names: the flag, then the configuration file, then the chapters'.
pub fn choose_cut_names(flag: Option<CutNames>, file: Option<CutNames>) -> CutNames {
    flag.or(file).unwrap_or_default()
}

impl CutNames {
    /// The name a cut-off of this kind goes by on screen, `alpha` or
    /// `beta` (what the messages select on): the one place that switches
    /// the names.
    pub fn name(self, kind: CutKind) -> &'static str {
        match (kind, self) {
            (CutKind::Alpha, CutNames::Chapters) | (CutKind::Beta, CutNames::Slides) => "alpha",
            (CutKind::Beta, CutNames::Chapters) | (CutKind::Alpha, CutNames::Slides) => "beta",
        }
    }

    /// The letter of a cut-off's name, α or β (the ✂ marks on the tree).
    pub fn letter(self, kind: CutKind) -> &'static str {
        match self.name(kind) {
            "alpha" => "α",
            _ => "β",
        }
    }

    /// The kind of cut-off these names call `name` ("alpha" or "beta").
    pub fn kind(self, name: &str) -> CutKind {
        match self.name(CutKind::Alpha) == name {
            true => CutKind::Alpha,
            false => CutKind::Beta,
        }
    }

    /// The counts of the cut-offs named α and β, in that order.
    pub fn counts(self, c: &Counters) -> [u64; 2] {
        match self {
            CutNames::Chapters => [c.alpha_cutoffs, c.beta_cutoffs],
            CutNames::Slides => [c.beta_cutoffs, c.alpha_cutoffs],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| vars.iter().find(|(n, _)| *n == name).map(|(_, v)| v.to_string())
    }

    #[test]
    fn the_flag_wins_then_the_file_then_the_environment() {
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
    fn the_first_locale_variable_set_decides() {
        let vars = [
            ("LC_ALL", ""),
            ("LC_MESSAGES", "ru_RU.UTF-8"),
            ("LANG", "uk_UA.UTF-8"),
        ];
        assert_eq!(choose_language(None, None, env(&vars)), Language::Ru);
        let c = [("LC_ALL", "C"), ("LANG", "ru_RU.UTF-8")];
        assert_eq!(choose_language(None, None, env(&c)), Language::En);
        let german = [("LANG", "de_DE.UTF-8")];
        assert_eq!(choose_language(None, None, env(&german)), Language::En);
    }

    #[test]
    fn the_slides_swap_the_names_and_nothing_else() {
        assert_eq!(CutNames::Chapters.name(CutKind::Beta), "beta");
        assert_eq!(CutNames::Slides.name(CutKind::Beta), "alpha");
        assert_eq!(CutNames::Slides.letter(CutKind::Alpha), "β");
        for names in CutNames::ALL {
            for kind in [CutKind::Alpha, CutKind::Beta] {
                assert_eq!(names.kind(names.name(kind)), kind);
            }
        }
        assert_eq!(choose_cut_names(None, Some(CutNames::Slides)), CutNames::Slides);
        assert_eq!(
            choose_cut_names(Some(CutNames::Chapters), Some(CutNames::Slides)),
            CutNames::Chapters
        );
    }
}
