//! A tree at one step of a run, drawn for slides, exam sheets and chat:
//! SVG, TikZ, Graphviz DOT or plain text. SVG, TikZ and text use the
//! canvas's layout (`story::figure`), so that slides and screen agree;
//! DOT gives Graphviz the structure and labels and lets it lay them out.

pub mod dot;
pub mod stamp;
pub mod svg;
pub mod tikz;

use crate::printable;
use crate::story::Story;
use crate::story::figure::{self, Figure, Ink, Sheet};
use crate::story::tree_view::{Openness, TreeView};
use std::str::FromStr;

/// The formats a tree is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Svg,
    Tikz,
    Dot,
    Txt,
}

impl FromStr for Format {
    type Err = ();
    fn from_str(s: &str) -> Result<Format, ()> {
        match s {
            "svg" => Ok(Format::Svg),
            "tikz" | "tex" => Ok(Format::Tikz),
            "dot" | "gv" => Ok(Format::Dot),
            "txt" | "text" => Ok(Format::Txt),
            _ => Err(()),
        }
    }
}

impl Format {
    /// The format a file's extension names.
    pub fn of_path(path: &std::path::Path) -> Option<Format> {
        path.extension()?.to_str()?.parse().ok()
    }
}

/// What the drawing shows and how it is wrapped.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Options {
    /// The tree and its leaf values only: an exam sheet.
    pub blank: bool,
    /// TikZ: a whole document rather than a snippet to `\input`.
    pub standalone: bool,
    /// A line saying what is drawn ("bratko-fig2 · alpha-beta · step 35").
    pub caption: String,
    /// TikZ: Cyrillic support in the preamble.
    pub cyrillic: bool,
}

/// The whole tree of `story` at its step, every node open; None when it is
/// too big to draw. An exam sheet (`blank`) is drawn from a story at step
/// 0, where only the leaves carry values.
pub fn figure(story: &dyn Story, blank: bool) -> Option<Figure> {
    figure_on(story, blank, Sheet::default())
}

/// The figure of a drawn export in `format` naming `names`: an SVG
/// sheet too wide at full spacing is laid out narrow (`svg::MOST_WIDTH`).
pub fn figure_for(
    story: &dyn Story,
    blank: bool,
    names: figure::NodeNames,
    format: Format,
) -> Option<Figure> {
    let sheet = Sheet {
        names,
        ..Sheet::default()
    };
    let f = figure_on(story, blank, sheet)?;
    match format == Format::Svg && svg::too_wide(&f) {
        true => figure_on(
            story,
            blank,
            Sheet {
                narrow: true,
                ..sheet
            },
        ),
        false => Some(f),
    }
}

/// The figure as `sheet` asks for it: the names it leaves off are not
/// drawn in any format (the layout already left them no room).
pub fn figure_on(story: &dyn Story, blank: bool, sheet: Sheet) -> Option<Figure> {
    let nodes = story.nodes();
    let mut view = TreeView::default();
    let mut stack = vec![nodes.root()];
    while let Some(k) = stack.pop() {
        view.opened.insert(k);
        stack.extend(nodes.children(k));
        if view.opened.len() > figure::MOST_NODES {
            return None;
        }
    }
    let open = Openness::new(&view, &*nodes, &[]);
    let sheet = Sheet {
        over: story.step() >= story.last_step(),
        ..sheet
    };
    let mut f = figure::draw_sheet(&*nodes, &open, sheet)?;
    if blank {
        plain(&mut f);
    }
    for s in &mut f.shapes {
        let leaf = s.symbol.is_empty();
        if !sheet.names.names(leaf) && (!s.value.is_empty() || !leaf) {
            s.name.clear();
        }
    }
    Some(f)
}

/// An exam sheet's figure: nothing lit, no window, no marks of the search.
fn plain(f: &mut Figure) {
    f.pieces.retain(|p| !matches!(p.ink, Ink::Window | Ink::Cut));
    for p in &mut f.pieces {
        p.ink = Ink::Plain;
    }
    for s in &mut f.shapes {
        s.ink = Ink::Plain;
    }
    for e in &mut f.edges {
        e.ink = Ink::Plain;
        e.label = e.label.take().filter(|(_, ink)| *ink == Ink::Label);
    }
}

/// The tree in a format.
pub fn render(f: &Figure, format: Format, options: &Options) -> String {
    match format {
        Format::Txt => text(f, options),
        Format::Svg => svg::render(f, options),
        Format::Tikz => tikz::render(f, options),
        Format::Dot => dot::render(f, options),
    }
}

/// The canvas as text, the caption on top; what a file supplied written
/// out (`printable`) whether it goes to a terminal or to a file.
fn text(f: &Figure, options: &Options) -> String {
    let mut out = String::new();
    if !options.caption.is_empty() {
        out.push_str(&printable::line(&options.caption));
        out.push_str("\n\n");
    }
    for line in f.text() {
        out.push_str(&printable::line(&line));
        out.push('\n');
    }
    out
}

/// A node's row-centre in a drawing with cells `cell` wide and rows `row`
/// high: (x, y) of the name row's middle.
fn centre(x: u16, y: u16, cell: f64, row: f64) -> (f64, f64) {
    ((f64::from(x) + 0.5) * cell, (f64::from(y) + 0.5) * row)
}
