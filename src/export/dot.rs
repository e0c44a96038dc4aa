//! The tree as Graphviz DOT: the structure, names, values and edge labels,
//! with the children in order (`ordering=out`); Graphviz lays it out.

use super::Options;
use crate::printable;
use crate::story::figure::{Figure, Ink};
use std::fmt::Write;

/// Text inside a DOT string: what a file supplied written out as
/// everywhere (`printable`: a NUL would end Graphviz's string early and
/// let what follows be read as DOT), then DOT's backslash and quote.
fn escaped(s: &str) -> String {
    printable::line(s).replace('\\', "\\\\").replace('"', "\\\"")
}

/// Text inside an HTML-like label: its specials as entities.
fn html(s: &str) -> String {
    printable::line(s)
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A DOT string of plain text.
fn quoted(s: &str) -> String {
    format!("\"{}\"", escaped(s))
}

/// Graphviz's shape for who moves at a node.
fn shape(symbol: &str) -> &'static str {
    match symbol {
        "▲" => "triangle",
        "▼" => "invtriangle",
        "◆" => "diamond",
        "" => "plaintext",
        _ => "ellipse",
    }
}

fn edge_style(ink: Ink) -> &'static str {
    match ink {
        Ink::Pv => ", penwidth=3",
        Ink::Pruned => ", style=dashed, color=gray50",
        Ink::Link => ", color=\"black:invis:black\"",
        Ink::Path | Ink::Current => ", style=bold",
        _ => "",
    }
}

pub fn render(f: &Figure, options: &Options) -> String {
    let mut out = String::from("digraph tree {\n  ordering=out;\n  node [fontname=\"DejaVu Sans\"];\n");
    if f.shapes.iter().any(|s| !s.estimate.is_empty()) {
        // External labels drawn even where they would overlap.
        out.push_str("  forcelabels=true;\n");
    }
    if !options.caption.is_empty() {
        let _ = writeln!(out, "  label={}; labelloc=t;", quoted(&options.caption));
    }
    for s in &f.shapes {
        // Name and value on two lines (Graphviz's `\n`).
        let label = match s.value.is_empty() {
            true => escaped(&s.name),
            false => format!("{}\\n{}", escaped(&s.name), escaped(&s.value)),
        };
        let bold = if s.ink == Ink::Current { ", penwidth=3" } else { "" };
        // An inner node's static value outside its shape (Graphviz's
        // external label), grey and slanted, apart from the value inside.
        let estimate = match s.estimate.is_empty() {
            true => String::new(),
            false => format!(
                ", xlabel=<<FONT COLOR=\"gray40\"><I>{}</I></FONT>>",
                html(&s.estimate)
            ),
        };
        let _ = writeln!(
            out,
            "  n{} [label=\"{label}\", shape={}{bold}{estimate}];",
            s.key.0,
            shape(&s.symbol)
        );
    }
    for e in &f.edges {
        let label = e
            .label
            .as_ref()
            .map_or(String::new(), |(l, _)| format!(", label={}", quoted(l)));
        let style = edge_style(e.ink);
        let _ = writeln!(
            out,
            "  n{} -> n{} [arrowhead=none{label}{style}];",
            e.parent.0, e.child.0
        );
    }
    out.push_str("}\n");
    out
}
