//! Figures for slides and exam sheets (issue 14): bratko-fig2 after the
//! β-cutoff and at the end in every format, pinned; the SVG is XML; an
//! exam sheet shows the tree and the leaf values only.

use gametree::export::{self, Format, Options};
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::story::search::SearchStory;
use gametree::story::{AnyStory, Stop, Target};

#[path = "../common/exported.rs"]
mod exported;
mod hostile;
mod sheets;

fn bratko() -> AnyStory {
    let s = Scenario::resolve("bratko-fig2").unwrap();
    AnyStory::from(SearchStory::open(Box::new(s), Setup::new(Algorithm::AlphaBeta)).unwrap())
}

fn after_the_cutoff() -> AnyStory {
    let mut story = bratko();
    assert!(story.next(Target::Stop(Stop::Cutoff)));
    story
}

fn at_the_end() -> AnyStory {
    let mut story = bratko();
    let end = story.last_step();
    story.seek(end);
    story
}

fn drawn(story: &AnyStory, format: Format, caption: &str) -> String {
    let f = export::figure(&**story, false).unwrap();
    let options = Options {
        caption: caption.into(),
        ..Options::default()
    };
    export::render(&f, format, &options)
}

#[test]
fn bratko_after_the_cutoff_in_every_format() {
    let story = after_the_cutoff();
    let caption = "bratko-fig2 · alpha-beta · step 35 of 65";
    for (name, format) in [
        ("txt", Format::Txt),
        ("svg", Format::Svg),
        ("tikz", Format::Tikz),
        ("dot", Format::Dot),
    ] {
        insta::assert_snapshot!(format!("cutoff_{name}"), drawn(&story, format, caption));
    }
}

#[test]
fn bratko_at_the_end_in_every_format() {
    let story = at_the_end();
    for (name, format) in [
        ("txt", Format::Txt),
        ("svg", Format::Svg),
        ("tikz", Format::Tikz),
        ("dot", Format::Dot),
    ] {
        insta::assert_snapshot!(format!("end_{name}"), drawn(&story, format, ""));
    }
}

#[test]
fn the_svg_is_xml_with_a_shape_a_node() {
    let svg = drawn(&at_the_end(), Format::Svg, "a & b < c");
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let shapes = doc.descendants().filter(|n| n.has_tag_name("polygon")).count();
    // a, b, c, d, e, f, g: seven inner nodes drawn as triangles.
    assert_eq!(shapes, 7);
}

#[test]
fn the_tikz_escapes_and_writes_math() {
    let tikz = drawn(&after_the_cutoff(), Format::Tikz, "");
    assert!(tikz.contains("$\\blacktriangle$ a"), "{tikz}");
    assert!(tikz.contains("$\\geq$ 5"), "{tikz}");
    assert!(tikz.contains("\\ding{34}$\\beta$"), "{tikz}");
    assert!(tikz.contains("[-$\\infty$,4]"), "{tikz}");
    assert_eq!(
        gametree::export::tikz::latex("a_1 50% #2 & $x"),
        "a\\_1 50\\% \\#2 \\& \\$x"
    );
}

#[test]
fn an_exam_sheet_shows_the_tree_and_the_leaves_only() {
    let mut story = bratko();
    story.seek(0);
    let f = export::figure(&*story, true).unwrap();
    let text = export::render(&f, Format::Txt, &Options::default());
    for leaf in ["d1", "e2", "g2"] {
        assert!(text.contains(leaf), "{text}");
    }
    assert!(
        !text.contains('≥') && !text.contains('✂') && !text.contains('['),
        "{text}"
    );
    let svg = export::render(&f, Format::Svg, &Options::default());
    assert!(!svg.contains("class=\"current\""), "{svg}");
}
