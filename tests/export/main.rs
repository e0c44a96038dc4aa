//! Figures for slides and exam sheets: bratko-fig2 after the
//! β-cutoff and at the end in every format, pinned; the SVG is XML; an
//! exam sheet shows the tree and the leaf values only.

use gametree::export::{self, Format, Options};
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::story::search::SearchStory;
use gametree::story::{AnyStory, Stop, Target};

mod estimates;
#[path = "../common/exported.rs"]
mod exported;
mod hostile;
#[path = "../common/cli.rs"]
mod isolated;
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

/// The cut-offs' names are a value of each story, not of the process: the
/// slides' and the chapters' are drawn and practised at once, on two threads,
/// while the other tests run. At e the chapters' β cut-off is the slides'
/// α-cutoff (and the α-cutoff at c their β).
#[test]
fn the_slides_names_and_the_chapters_side_by_side_in_export_and_practice() {
    use gametree::record::search::CutKind;
    use gametree::story::practice::pruning::{self, Board, Mark};
    use gametree::story::practice::{Answer, Ask};
    use gametree::words::CutNames;
    let named = |names: CutNames| {
        let mut story = at_the_end();
        story.reword(names);
        let figure = drawn(&story, Format::Txt, "");
        let AnyStory::Search(s) = &story else {
            unreachable!()
        };
        let outline = s.outline();
        let mut board = Board::new(Ask::Edges, pruning::items(&outline, Ask::Edges), outline.names);
        let e2 = board.items.iter().position(|it| it.name == "e2").unwrap();
        board.toggle(e2);
        let typed_a = Answer::read(Ask::Cuts, "a", story.cut_names()).unwrap();
        (
            figure,
            board.marks[e2],
            board.marks[e2].label(board.names),
            typed_a,
        )
    };
    let runs: Vec<_> = [CutNames::Slides, CutNames::Chapters]
        .into_iter()
        .map(|names| std::thread::spawn(move || (0..5).map(|_| named(names)).collect::<Vec<_>>()))
        .collect();
    let mut results = runs.into_iter().map(|r| r.join().unwrap());
    let (slides, chapters) = (results.next().unwrap(), results.next().unwrap());
    let swapped = |text: &str| text.replace('α', "\0").replace('β', "α").replace('\0', "β");
    for ((figure, first_mark, label, typed_a), (theirs, ..)) in slides.into_iter().zip(&chapters) {
        // The same drawing, each ✂ letter the other one.
        assert!(figure.contains("✂α") && figure != *theirs, "{figure}");
        assert_eq!(figure, swapped(theirs));
        // Space marks the edge as the screen calls it first: α, which is
        // the chapters' β-cutoff; `a` is read as the same kind.
        assert_eq!(first_mark, Mark::Cut(CutKind::Beta));
        assert_eq!(label.as_deref(), Some("✂α"));
        assert_eq!(typed_a, Answer::Cut(Some(CutKind::Beta)));
    }
    for (_, first_mark, label, typed_a) in chapters {
        assert_eq!(first_mark, Mark::Cut(CutKind::Alpha));
        assert_eq!(label.as_deref(), Some("✂α"));
        assert_eq!(typed_a, Answer::Cut(Some(CutKind::Alpha)));
    }
}

/// At the end of the run no node is being searched: the figure boxes
/// none as the current one (the last event names the root, which is
/// done); at a step the node searched is boxed.
#[test]
fn at_the_end_no_node_is_boxed_as_current() {
    let end = drawn(&at_the_end(), Format::Svg, "");
    assert!(!end.contains("class=\"current\""), "{end}");
    let cut = drawn(&after_the_cutoff(), Format::Svg, "");
    assert_eq!(cut.matches("class=\"current\"").count(), 1, "{cut}");
}
