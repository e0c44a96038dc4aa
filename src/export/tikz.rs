//! The tree as TikZ for LaTeX slides: by default a snippet to `\input`
//! into a Beamer frame (the packages it needs named in a comment), with
//! `--standalone` a whole document. Nodes sit where the canvas puts them;
//! α β ∞ ≥ ≤ are math, ✂ is pifont's scissors.

use super::Options;
use crate::printable;
use crate::story::figure::{Figure, Ink, Shape};
use std::fmt::Write;

/// Text as LaTeX reads it: what a file supplied written out as
/// everywhere (`printable`: no new line, no control character), its
/// specials escaped (no `^^`, which TeX reads as a character code), the
/// texts' symbols as math.
pub fn latex(s: &str) -> String {
    let mut out = String::new();
    for ch in printable::line(s).chars() {
        match ch {
            '_' | '%' | '#' | '&' | '$' | '{' | '}' => {
                out.push('\\');
                out.push(ch);
            }
            '\\' => out.push_str("\\textbackslash{}"),
            '~' => out.push_str("\\textasciitilde{}"),
            '^' => out.push_str("\\textasciicircum{}"),
            'α' => out.push_str("$\\alpha$"),
            'β' => out.push_str("$\\beta$"),
            '∞' => out.push_str("$\\infty$"),
            '≥' => out.push_str("$\\geq$"),
            '≤' => out.push_str("$\\leq$"),
            'Σ' => out.push_str("$\\Sigma$"),
            '✂' => out.push_str("\\ding{34}"),
            '↯' => out.push_str("$\\lightning$"),
            '…' => out.push_str("\\dots{}"),
            _ => out.push(ch),
        }
    }
    out
}

/// The symbol of who moves, as math.
fn symbol(s: &str) -> String {
    match s {
        "▲" => "$\\blacktriangle$".into(),
        "▼" => "$\\blacktriangledown$".into(),
        "◆" => "$\\blacklozenge$".into(),
        "∨" => "$\\vee$".into(),
        "∧" => "$\\wedge$".into(),
        other => latex(other),
    }
}

fn style(ink: Ink) -> &'static str {
    match ink {
        Ink::Pv => "pv",
        Ink::Pruned => "pruned",
        Ink::Link => "link",
        Ink::Path | Ink::Current => "path",
        _ => "edge",
    }
}

/// A cell 0.2 cm wide, a row 0.42 cm high (the canvas's coordinates).
const STYLES: &str = "[x=0.2cm, y=-0.42cm, every node/.style={font=\\small, inner sep=1pt},\n  \
    edge/.style={draw, thin}, pv/.style={draw, ultra thick}, path/.style={draw, thick},\n  \
    link/.style={draw, double, thick}, pruned/.style={draw, dashed, gray},\n  \
    current/.style={draw, rounded corners, thick}]\n";

pub fn render(f: &Figure, options: &Options) -> String {
    let mut out = String::new();
    match options.standalone {
        true => preamble(&mut out, options.cyrillic),
        false => {
            out.push_str("% gametree export: \\input this into a frame; it needs\n");
            out.push_str("% \\usepackage{tikz}, \\usepackage{amssymb} and \\usepackage{pifont}");
            out.push_str(if options.cyrillic {
                ", and Cyrillic (T2A, babel)\n"
            } else {
                "\n"
            });
        }
    }
    if !options.caption.is_empty() {
        // Escaped as a name is: a new line or `^^J` in a file's name
        // cannot end the comment and be read as TeX.
        let _ = writeln!(out, "% {}", latex(&options.caption));
    }
    out.push_str("\\begin{tikzpicture}");
    out.push_str(STYLES);
    let at = |key| f.shapes.iter().find(|s| s.key == key);
    for e in &f.edges {
        let (Some(p), Some(c)) = (at(e.parent), at(e.child)) else {
            continue;
        };
        let to = if e.label.is_some() { 1.6 } else { 0.6 };
        let _ = writeln!(
            out,
            "\\draw[{}] ({}, {:.2}) -- ({}, {:.2});",
            style(e.ink),
            p.x,
            f64::from(p.y) + 1.5,
            c.x,
            f64::from(c.y) - to
        );
        if let Some((label, _)) = &e.label {
            let _ = writeln!(
                out,
                "\\node at ({}, {:.2}) {{{}}};",
                c.x,
                f64::from(c.y) - 1.0,
                latex(label)
            );
        }
    }
    for s in &f.shapes {
        node(&mut out, s);
    }
    out.push_str("\\end{tikzpicture}\n");
    if options.standalone {
        out.push_str("\\end{document}\n");
    }
    out
}

fn preamble(out: &mut String, cyrillic: bool) {
    out.push_str("\\documentclass[tikz, border=4pt]{standalone}\n");
    if cyrillic {
        out.push_str("\\usepackage[T2A]{fontenc}\n\\usepackage[utf8]{inputenc}\n\\usepackage[russian, ukrainian, english]{babel}\n");
    }
    out.push_str("\\usepackage{amssymb}\n\\usepackage{pifont}\n\\usepackage{stmaryrd}\n\\begin{document}\n");
}

/// A node: who moves and its name (and static value), its value under
/// it; the current node framed.
fn node(out: &mut String, s: &Shape) {
    let name = match s.symbol.is_empty() {
        true => latex(&s.name),
        false => format!("{} {}", symbol(&s.symbol), latex(&s.name)),
    };
    // An inner node's static value after its name, grey and slanted: its
    // value is the node under it.
    let name = match s.estimate.is_empty() {
        true => name,
        false => format!("{name} {{\\color{{gray}}\\itshape {}}}", latex(&s.estimate)),
    };
    let frame = if s.ink == Ink::Current { "[current]" } else { "" };
    let _ = writeln!(out, "\\node{frame} at ({}, {}) {{{name}}};", s.x, s.y);
    if !s.value.is_empty() {
        let _ = writeln!(out, "\\node at ({}, {}) {{{}}};", s.x, s.y + 1, latex(&s.value));
    }
}
