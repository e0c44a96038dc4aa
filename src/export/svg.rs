//! The tree as SVG: nodes and marks drawn as shapes (▲ ▼ ◆ ✂ are missing
//! from many fonts), names and values as text, placed as the canvas
//! places them.

use super::{Options, centre};
use crate::printable;
use crate::story::figure::{Edge, Figure, Ink, Shape};
use std::fmt::Write;

/// Pixels a cell is wide and a row high.
const CELL: f64 = 9.0;
const ROW: f64 = 18.0;
/// The widest a sheet is drawn (a b3d4 tree was 4 059 px): a
/// wider figure is laid out narrow and its cells drawn narrower, down to
/// `NARROWEST` (a proportional font's digits take less than a terminal's
/// cell), the text a little smaller with them.
pub const MOST_WIDTH: f64 = 2000.0;
const NARROWEST: f64 = 6.0;

/// Whether the figure at full width is wider than a sheet.
pub fn too_wide(f: &Figure) -> bool {
    (f64::from(f.width) + 2.0) * CELL > MOST_WIDTH
}

/// Pixels a cell of this figure is wide, and the font's size.
fn scale(f: &Figure) -> (f64, f64) {
    let cell = (MOST_WIDTH / (f64::from(f.width) + 2.0)).clamp(NARROWEST, CELL);
    (cell, (13.0 * cell / CELL).max(11.0).round())
}
/// Half the size of a node's shape.
const R: f64 = 6.0;
/// Half the width of a character of a name, at most (DejaVu Sans at 13
/// px: a capital is 8 to 9 px wide).
const HALF_CHAR: f64 = 4.5;

/// Text as XML takes it: what a file supplied written out as everywhere
/// (`printable`: no control character, which XML 1.0 refuses, nor
/// U+FFFE/U+FFFF), then XML's specials.
fn escape(s: &str) -> String {
    printable::line(s)
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The class of a line or a text: how the search left it.
fn class(ink: Ink) -> &'static str {
    match ink {
        Ink::Pv => "pv",
        Ink::Pruned => "pruned",
        Ink::Link => "link",
        Ink::Path | Ink::Current => "path",
        Ink::Cut => "cut",
        Ink::Window => "window",
        _ => "plain",
    }
}

pub fn render(f: &Figure, options: &Options) -> String {
    // Room above the root's frame, and for the caption.
    let top = if options.caption.is_empty() {
        ROW
    } else {
        3.0 * ROW
    };
    let (cell, font) = scale(f);
    let (width, height) = (
        f64::from(f.width) * cell + 2.0 * cell,
        f64::from(f.height) * ROW + top + ROW,
    );
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" height=\"{height:.0}\" \
         viewBox=\"0 0 {width:.0} {height:.0}\" font-family=\"DejaVu Sans, Arial, sans-serif\" font-size=\"{font}\">"
    );
    out.push_str(STYLE);
    if f.shapes.iter().any(|s| !s.estimate.is_empty()) {
        out.push_str(ESTIMATE_STYLE);
    }
    if !options.caption.is_empty() {
        let _ = writeln!(
            out,
            "<text x=\"{cell}\" y=\"{}\" class=\"caption\">{}</text>",
            ROW,
            escape(&options.caption)
        );
    }
    let _ = writeln!(out, "<g transform=\"translate({cell} {top})\">");
    let at = |key| f.shapes.iter().find(|s| s.key == key);
    for e in &f.edges {
        if let (Some(p), Some(c)) = (at(e.parent), at(e.child)) {
            edge(&mut out, p, c, e, cell);
        }
    }
    for s in &f.shapes {
        node(&mut out, s, cell);
    }
    out.push_str("</g>\n</svg>\n");
    out
}

const STYLE: &str = "<style>\n\
line { stroke: #222; stroke-width: 1.2; }\n\
line.pv { stroke: #1a7f37; stroke-width: 3.5; }\n\
line.path { stroke: #8250df; stroke-width: 2; }\n\
line.link { stroke: #b08800; stroke-width: 3; stroke-dasharray: 8 3; }\n\
line.pruned { stroke: #999; stroke-dasharray: 3 3; }\n\
.shape { fill: #222; }\n\
.shape.pv { fill: #1a7f37; } .shape.path { fill: #8250df; } .shape.pruned { fill: #999; }\n\
.shape.link { fill: #b08800; }\n\
text { fill: #222; text-anchor: middle; }\n\
text.pruned { fill: #777; } text.cut { fill: #cf222e; font-weight: bold; }\n\
text.window { fill: #0969da; } text.caption { text-anchor: start; font-weight: bold; }\n\
rect.current { fill: none; stroke: #222; stroke-width: 2; }\n\
.scissors { stroke: #cf222e; stroke-width: 1.5; fill: none; }\n\
</style>\n";

/// An inner node's static value: grey and slanted, apart from the values.
const ESTIMATE_STYLE: &str =
    "<style>text.estimate { fill: #777; font-style: italic; text-anchor: start; }</style>\n";

/// A line from the parent's value row to the child, and what the edge
/// says, written just above the child.
fn edge(out: &mut String, p: &Shape, c: &Shape, e: &Edge, cell: f64) {
    let (px, py) = centre(p.x, p.y, cell, ROW);
    let (cx, cy) = centre(c.x, c.y, cell, ROW);
    let from = py + ROW * 1.6;
    let to = cy - R - 2.0 - if e.label.is_some() { ROW * 0.9 } else { 0.0 };
    let _ = writeln!(
        out,
        "<line x1=\"{px:.1}\" y1=\"{from:.1}\" x2=\"{cx:.1}\" y2=\"{to:.1}\" class=\"{}\"/>",
        class(e.ink)
    );
    let Some((label, ink)) = &e.label else { return };
    let y = cy - ROW * 0.75;
    if ink == &Ink::Cut {
        scissors(out, cx - 2.0 * cell, y - 4.0);
        let kind = label.trim_start_matches('✂');
        let _ = writeln!(
            out,
            "<text x=\"{:.1}\" y=\"{y:.1}\" class=\"cut\">{}</text>",
            cx,
            escape(kind)
        );
    } else {
        let _ = writeln!(
            out,
            "<text x=\"{cx:.1}\" y=\"{y:.1}\" class=\"{}\">{}</text>",
            class(*ink),
            escape(label)
        );
    }
}

/// Scissors as two rings and two blades.
fn scissors(out: &mut String, x: f64, y: f64) {
    let _ = writeln!(
        out,
        "<g class=\"scissors\"><circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"2.5\"/><circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"2.5\"/>\
         <path d=\"M{:.1} {:.1} L{:.1} {:.1} M{:.1} {:.1} L{:.1} {:.1}\"/></g>",
        x,
        y - 3.0,
        x,
        y + 3.0,
        x + 2.0,
        y - 2.0,
        x + 12.0,
        y + 3.0,
        x + 2.0,
        y + 2.0,
        x + 12.0,
        y - 3.0
    );
}

/// The node's shape for who moves there, its name beside it, its value
/// under it; the current node framed.
fn node(out: &mut String, s: &Shape, cell: f64) {
    let (x, y) = centre(s.x, s.y, cell, ROW);
    let c = class(s.ink);
    // A static value after the name moves the shape and the name left by
    // half its width, so that the three stay centred on the node.
    let estimate_width = match s.estimate.is_empty() {
        true => 0.0,
        false => HALF_CHAR * 2.0 * s.estimate.chars().count() as f64 + 4.0,
    };
    let x_name = x - estimate_width / 2.0;
    let name_x = if s.symbol.is_empty() {
        x_name
    } else {
        x_name + R + 2.0 + 3.0 * s.name.chars().count() as f64
    };
    let shape_x = if s.symbol.is_empty() {
        x_name
    } else {
        x_name - 3.0 * s.name.chars().count() as f64 - 2.0
    };
    match s.symbol.as_str() {
        "▲" => polygon(
            out,
            c,
            &[(shape_x, y - R), (shape_x + R, y + R), (shape_x - R, y + R)],
        ),
        "▼" => polygon(
            out,
            c,
            &[(shape_x - R, y - R), (shape_x + R, y - R), (shape_x, y + R)],
        ),
        "◆" => polygon(
            out,
            c,
            &[
                (shape_x, y - R),
                (shape_x + R, y),
                (shape_x, y + R),
                (shape_x - R, y),
            ],
        ),
        "" => {}
        other => {
            // ∨ ∧ and max^n players: a ring with the letter.
            let _ = writeln!(
                out,
                "<circle cx=\"{shape_x:.1}\" cy=\"{y:.1}\" r=\"{R}\" fill=\"none\" stroke=\"#222\"/>\
                 <text x=\"{shape_x:.1}\" y=\"{:.1}\" font-size=\"10\">{}</text>",
                y + 3.5,
                escape(other)
            );
        }
    }
    let _ = writeln!(
        out,
        "<text x=\"{name_x:.1}\" y=\"{:.1}\" class=\"{c}\">{}</text>",
        y + 4.5,
        escape(&s.name)
    );
    if !s.estimate.is_empty() {
        // After the name, grey and slanted, on the name's row: the value
        // is the row under it.
        let _ = writeln!(
            out,
            "<text x=\"{:.1}\" y=\"{:.1}\" class=\"estimate\">{}</text>",
            name_x + HALF_CHAR * s.name.chars().count() as f64 + 4.0,
            y + 4.5,
            escape(&s.estimate)
        );
    }
    if !s.value.is_empty() {
        let _ = writeln!(
            out,
            "<text x=\"{x:.1}\" y=\"{:.1}\" class=\"{c}\">{}</text>",
            y + ROW + 4.5,
            escape(&s.value)
        );
    }
    if s.ink == Ink::Current {
        let w = (s.name.chars().count().max(s.value.chars().count()) as f64 + 4.0) * cell;
        let _ = writeln!(
            out,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{w:.1}\" height=\"{:.1}\" rx=\"3\" class=\"current\"/>",
            x - w / 2.0,
            y - ROW * 0.6,
            ROW * 2.2
        );
    }
}

fn polygon(out: &mut String, class: &str, points: &[(f64, f64)]) {
    let pts: Vec<String> = points.iter().map(|(x, y)| format!("{x:.1},{y:.1}")).collect();
    let _ = writeln!(
        out,
        "<polygon points=\"{}\" class=\"shape {class}\"/>",
        pts.join(" ")
    );
}
