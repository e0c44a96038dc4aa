//! Drawn exports name all nodes, the inner ones or none
//! (`--node-names`), as the canvas's `z` levels leave names off; a b3d4
//! tree exported as SVG is at most 2 000 px wide; `ron` always names
//! every node.

use gametree::export::{self, Format, Options};
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::story::AnyStory;
use gametree::story::figure::NodeNames;
use gametree::story::search::SearchStory;

fn at_the_end(spec: &str) -> AnyStory {
    let s = Scenario::resolve(spec).unwrap();
    let mut story = AnyStory::from(SearchStory::open(Box::new(s), Setup::new(Algorithm::AlphaBeta)).unwrap());
    let end = story.last_step();
    story.seek(end);
    story
}

fn drawn(story: &AnyStory, names: NodeNames, format: Format) -> String {
    let f = export::figure_for(&**story, false, names, format).unwrap();
    export::render(&f, format, &Options::default())
}

/// The number in `width="…"` of the SVG's first element.
fn svg_width(svg: &str) -> f64 {
    let at = svg.find("width=\"").unwrap() + 7;
    svg[at..].split('"').next().unwrap().parse().unwrap()
}

/// The texts an SVG writes, in order.
fn svg_texts(svg: &str) -> Vec<&str> {
    svg.split("<text ")
        .skip(1)
        .filter_map(|t| t.split_once('>').and_then(|(_, rest)| rest.split_once("</text>")))
        .map(|(text, _)| text)
        .collect()
}

#[test]
fn a_b3d4_sheet_is_at_most_2000_px_wide_with_every_leaf_value() {
    for seed in 1..=4 {
        let story = at_the_end(&format!("random:b3d4:seed{seed}"));
        let svg = drawn(&story, NodeNames::All, Format::Svg);
        let width = svg_width(&svg);
        assert!(width <= 2000.0, "seed {seed}: {width} px");
        // Nothing is dropped to get there: every node's name is written.
        let texts = svg_texts(&svg);
        for n in ["A", "B", "E", "N", "N1", "AN3"] {
            assert!(texts.contains(&n), "seed {seed}: {n} in {texts:?}");
        }
    }
    // A tree that fits keeps the full spacing and the usual font.
    let small = drawn(&at_the_end("bratko-fig2"), NodeNames::All, Format::Svg);
    assert_eq!(svg_width(&small), 360.0);
    assert!(small.contains("font-size=\"13\""));
}

#[test]
fn names_are_drawn_for_all_nodes_the_inner_ones_or_none() {
    let story = at_the_end("[[3,12,8],[2,4,6],[14,5,2]]");
    for format in [Format::Txt, Format::Svg, Format::Tikz, Format::Dot] {
        let all = drawn(&story, NodeNames::All, format);
        let inner = drawn(&story, NodeNames::Inner, format);
        let none = drawn(&story, NodeNames::None, format);
        // DOT writes a new line in a label as `\n`.
        let has = |text: &str, name: &str| {
            let text = text.replace("\\n", " ");
            text.split(|c: char| !c.is_alphanumeric()).any(|w| w == name)
        };
        for name in ["A", "B", "D", "B1", "D3"] {
            assert!(has(&all, name), "{format:?} all: {name}\n{all}");
            assert!(!has(&none, name), "{format:?} none: {name}\n{none}");
        }
        for name in ["A", "B", "D"] {
            assert!(has(&inner, name), "{format:?} inner: {name}\n{inner}");
        }
        for name in ["B1", "C2", "D3"] {
            assert!(!has(&inner, name), "{format:?} inner: {name}\n{inner}");
        }
        // The values stay, whatever is named.
        for drawn in [&all, &inner, &none] {
            assert!(has(drawn, "14") && has(drawn, "12"), "{format:?}\n{drawn}");
        }
    }
    // Without the leaves' names the sheet is no wider.
    let txt = |names| drawn(&story, names, Format::Txt);
    let widest = |t: String| t.lines().map(|l| l.chars().count()).max().unwrap_or(0);
    assert!(widest(txt(NodeNames::Inner)) <= widest(txt(NodeNames::All)));
}

/// A 216-leaf tree cannot keep within 2 000 px at the narrowest cell
/// (6 px) without its text overlapping: it is drawn wider, at 6 px a
/// cell, and docs/cli.md says so, with the figure it gives.
#[test]
fn a_sheet_wider_than_2000_px_is_the_one_docs_cli_says() {
    let svg = drawn(&at_the_end("random:b6d3:seed1"), NodeNames::All, Format::Svg);
    let width = svg_width(&svg);
    assert!(width > 2000.0, "{width} px");
    let doc = std::fs::read_to_string("docs/cli.md").unwrap();
    let said = format!("{} px) is drawn at 6 px", format_thousands(width as u64));
    assert!(doc.contains(&said), "docs/cli.md does not say '{said}'");
    assert!(doc.contains("a cell, wider than 2 000 px"));
}

/// 4884 as the docs write it: "4 884".
fn format_thousands(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(' ');
        }
        out.push(c);
    }
    out
}
