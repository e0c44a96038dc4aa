//! An inner node's static value (a file's `value:`, `=` in the what-if
//! lab) in every format, as the canvas draws it: `E=7` after the node's
//! name, on its name's row, apart from its backed-up value under it; on
//! an exam sheet too, where a depth limit makes it the value to start
//! from.

use gametree::export::{self, Format, Options};
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::story::AnyStory;
use gametree::story::search::SearchStory;

/// b and c have static values 7 and 1; alpha-beta backs up 3 and ≤ 2.
const TREE: &str = r#"Scenario(title: "static values", tree: (name: "a", value: 5, children: [
    (name: "b", value: 7, children: [3, 12]),
    (name: "c", value: 1, children: [2, 4]),
]))"#;

fn story(depth: Option<u32>, step: Option<usize>) -> AnyStory {
    let scenario = Scenario::parse("static", "static.ron", TREE).unwrap();
    let setup = Setup {
        depth,
        ..Setup::new(Algorithm::AlphaBeta)
    };
    let mut story = AnyStory::from(SearchStory::open(Box::new(scenario), setup).unwrap());
    let at = step.unwrap_or(story.last_step());
    story.seek(at);
    story
}

fn drawn(story: &AnyStory, blank: bool, format: Format) -> String {
    let f = export::figure(&**story, blank).unwrap();
    export::render(&f, format, &Options::default())
}

#[test]
fn the_text_writes_e_after_the_name_and_the_value_under_it() {
    let text = drawn(&story(None, None), false, Format::Txt);
    let lines: Vec<&str> = text.lines().collect();
    let row = lines.iter().position(|l| l.contains("▼ b E=7")).expect(&text);
    assert!(lines[row].contains("▼ c E=1"), "{text}");
    assert!(lines.iter().any(|l| l.contains("▲ a E=5")), "{text}");
    // The row under the names: the backed-up values, no static value.
    let values = lines[row + 1];
    assert!(values.contains('3') && values.contains("≤ 2"), "{text}");
    assert!(!values.contains('7') && !values.contains("E="), "{text}");
    // Leaves have no static value of their own to write: theirs is their value.
    assert_eq!(text.matches("E=").count(), 3, "{text}");
}

#[test]
fn the_svg_writes_e_on_the_name_s_row_grey_apart_from_the_value() {
    let svg = drawn(&story(None, None), false, Format::Svg);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let texts: Vec<(f64, &str, &str)> = doc
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .map(|n| {
            let y: f64 = n.attribute("y").unwrap().parse().unwrap();
            (y, n.attribute("class").unwrap_or(""), n.text().unwrap_or(""))
        })
        .collect();
    let at = |what: &str| texts.iter().find(|t| t.2 == what).copied().expect(&svg);
    let (e_y, class, _) = at("E=7");
    assert_eq!(class, "estimate");
    assert_eq!(e_y, at("b").0, "on b's name row");
    // b's value 3 on the row under it (18 px a row).
    assert!(texts.iter().any(|t| t.2 == "3" && t.0 == e_y + 18.0), "{svg}");
    // Only the estimate class writes E=, and its style sets it apart.
    assert!(texts.iter().all(|t| !t.2.starts_with("E=") || t.1 == "estimate"));
    assert!(
        svg.contains("text.estimate { fill: #777; font-style: italic;"),
        "{svg}"
    );
}

#[test]
fn the_tikz_writes_e_grey_in_the_name_s_node_and_the_value_in_the_node_under_it() {
    let tikz = drawn(&story(None, None), false, Format::Tikz);
    let node = |text: &str| {
        tikz.lines()
            .find(|l| l.starts_with("\\node") && l.ends_with(&format!("{{{text}}};")))
            .unwrap_or_else(|| panic!("no node {text}: {tikz}"))
            .to_string()
    };
    let b = node("$\\blacktriangledown$ b {\\color{gray}\\itshape E=7}");
    let at = |line: &str| line.split(['(', ')']).nth(1).unwrap().to_string();
    let (x, y) = at(&b)
        .split_once(", ")
        .map(|(x, y)| (x.to_string(), y.parse::<i32>().unwrap()))
        .unwrap();
    assert!(
        tikz.contains(&format!("\\node at ({x}, {}) {{3}};", y + 1)),
        "{tikz}"
    );
}

#[test]
fn the_dot_gives_e_as_an_external_label_apart_from_the_value() {
    let dot = drawn(&story(None, None), false, Format::Dot);
    let b = dot.lines().find(|l| l.contains("label=\"b\\n3\"")).expect(&dot);
    assert!(
        b.contains("xlabel=<<FONT COLOR=\"gray40\"><I>E=7</I></FONT>>"),
        "{b}"
    );
    assert!(dot.contains("forcelabels=true;"), "{dot}");
}

/// The checks every export passes (XML, DOT's strings, TikZ's comments).
#[test]
fn every_format_with_static_values_passes_the_export_checks() {
    for blank in [false, true] {
        let f = export::figure(&*story(Some(1), None), blank).unwrap();
        super::exported::every_format_is_safe(&f, "static · alpha-beta").unwrap();
    }
}

/// An exam sheet of the search to depth 1 keeps b's and c's static
/// values, the values the student starts from, in every format.
#[test]
fn an_exam_sheet_keeps_the_static_values_to_start_from() {
    let sheet = story(Some(1), Some(0));
    let text = drawn(&sheet, true, Format::Txt);
    assert!(text.contains("▼ b E=7") && text.contains("▼ c E=1"), "{text}");
    assert!(drawn(&sheet, true, Format::Svg).contains(">E=7</text>"));
    assert!(drawn(&sheet, true, Format::Tikz).contains("\\itshape E=7}"));
    assert!(drawn(&sheet, true, Format::Dot).contains("<I>E=7</I>"));
}
