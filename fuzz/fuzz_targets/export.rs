//! Scenario bytes to every export format: a RON or a course
//! file that loads is drawn at its start, a cut-off and its end, whole
//! and as an exam sheet, with its first line as the caption; and the same
//! figures again with the file's raw text for every name, label and
//! value, as if it reached the exporters unescaped. In every format no
//! control character is written raw, the SVG parses as XML, the DOT's
//! strings close on their lines (no NUL), and no line of the TikZ leaves
//! a comment.
#![no_main]

#[path = "../../tests/common/exported.rs"]
mod exported;

use gametree::export;
use gametree::scenario::{Scenario, cs188};
use gametree::story::figure::Figure;
use gametree::story::maxn::MaxnStory;
use gametree::story::search::SearchStory;
use gametree::story::{AnyStory, Stop, Target};
use libfuzzer_sys::fuzz_target;

/// Trees bigger than this are loaded, not drawn (the fuzzer is after
/// what escapes, not after time).
const MOST_NODES: usize = 500;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let caption: String = text.lines().next().unwrap_or("").chars().take(80).collect();
    let loaded = [
        Scenario::parse("fuzz", "fuzz.ron", text),
        cs188::parse("fuzz", "fuzz.test", text),
    ];
    for scenario in loaded.into_iter().flatten() {
        if scenario.tree.len() > MOST_NODES {
            continue;
        }
        let Some(mut story) = opened(scenario) else {
            continue;
        };
        for figure in figures(&mut story) {
            safe(&figure, &caption);
            safe(&raw(figure, text), text);
        }
    }
});

/// The scenario's run as the tutor opens it.
fn opened(scenario: Scenario) -> Option<AnyStory> {
    let setup = scenario.default_setup();
    match scenario.players.is_empty() {
        true => SearchStory::open(Box::new(scenario), setup).ok().map(AnyStory::from),
        false => MaxnStory::open(scenario, setup.depth).ok().map(AnyStory::from),
    }
}

/// The figures at the start, at the first cut-off and at the end, and
/// the exam sheet.
fn figures(story: &mut AnyStory) -> Vec<Figure> {
    let mut out: Vec<Figure> = export::figure(&**story, true).into_iter().collect();
    out.extend(export::figure(&**story, false));
    if story.next(Target::Stop(Stop::Cutoff)) {
        out.extend(export::figure(&**story, false));
    }
    let last = story.last_step();
    story.seek(last);
    out.extend(export::figure(&**story, false));
    out
}

/// `figure` with pieces of `text`, raw, for every name, value, label and
/// piece of text.
fn raw(mut figure: Figure, text: &str) -> Figure {
    let mut parts = text.split(',').cycle();
    let mut next = || parts.next().unwrap_or("").to_string();
    for s in &mut figure.shapes {
        s.name = next();
        s.value = next();
    }
    for e in &mut figure.edges {
        if let Some((label, _)) = &mut e.label {
            *label = next();
        }
    }
    for p in &mut figure.pieces {
        p.text = next();
    }
    figure
}

fn safe(figure: &Figure, caption: &str) {
    if let Err(e) = exported::every_format_is_safe(figure, caption) {
        panic!("{e}");
    }
}
