//! Words a class met that read wrong: the picker's facts say each thing
//! once («Оценка: оценка: взвешенные линии», "Evaluation: weighted lines
//! evaluation"); Russian and Ukrainian never call the program «тьютор»
//! (a person); Ukrainian says «півхід», and «досі» for the counts' "so
//! far" («поки» reads as "while").

use crate::screens::TURN;
use gametree::scenario::positions;
use gametree::session::preview::preview;
use gametree::words::{self, Language};
use std::path::Path;

/// Each message line (comments left out) of a language's files.
fn messages(tag: &str) -> Vec<(String, String)> {
    let dir = Path::new("assets/i18n").join(tag);
    let mut out = Vec::new();
    for e in std::fs::read_dir(&dir).unwrap() {
        let path = e.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
            out.push((path.display().to_string(), line.to_string()));
        }
    }
    out
}

#[test]
fn no_fact_of_the_picker_repeats_its_label() {
    let _turn = TURN.lock().unwrap_or_else(|e| e.into_inner());
    for language in [Language::En, Language::Ru, Language::Uk] {
        words::set_language(language);
        for p in positions::all() {
            for (label, value) in preview(&p).facts {
                let (l, v) = (label.to_lowercase(), value.to_lowercase());
                assert!(!v.contains(&l), "{language:?} {}: {label}: {value}", p.name);
            }
        }
    }
    words::set_language(Language::En);
}

#[test]
fn russian_and_ukrainian_never_call_the_program_a_tutor() {
    for tag in ["ru", "uk"] {
        for (file, line) in messages(tag) {
            assert!(!line.to_lowercase().contains("тьютор"), "{file}: {line}");
        }
    }
}

#[test]
fn ukrainian_says_pivkhid_and_dosi() {
    for (file, line) in messages("uk") {
        assert!(!line.contains("напівх"), "{file}: {line}");
    }
    let so_far = messages("uk")
        .into_iter()
        .find(|(_, l)| l.starts_with("counts-so-far ="));
    assert_eq!(so_far.unwrap().1, "counts-so-far = досі");
}
