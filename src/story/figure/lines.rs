//! The lines of the figure's edges: a stem down from a parent, a bar
//! across to its children, a drop above each child, light, heavy (the
//! principal variation), double (a cut-off's link) or dotted (pruned).
//! A pane shows a few dozen of a big tree's thousands of line cells, so a
//! figure drawn for a pane makes only the cells in it ([`Cells`]).

use super::{Ctx, Figure, Ink, Owner, Piece};
use crate::story::outline::{Look, NodeLook};

/// The cells whose lines are drawn: every one, or those of a block of
/// columns and rows (half-open, in the figure's cells before it moves
/// right for the depth limit's mark).
#[derive(Clone, Copy, Debug)]
pub(super) enum Cells {
    All,
    Within { columns: (i64, i64), rows: (i64, i64) },
}

impl Cells {
    /// No line at all: a first pass that writes the texts.
    pub(super) const NONE: Cells = Cells::Within {
        columns: (0, 0),
        rows: (0, 0),
    };

    fn has(self, x: i64, y: i64) -> bool {
        match self {
            Cells::All => true,
            Cells::Within { columns, rows } => {
                (columns.0..columns.1).contains(&x.max(0)) && (rows.0..rows.1).contains(&y)
            }
        }
    }

    /// Whether the columns `lo..=hi` of the rows `top..=bottom` hold a
    /// cell drawn.
    fn meets(self, (lo, hi): (i64, i64), (top, bottom): (i64, i64)) -> bool {
        match self {
            Cells::All => true,
            Cells::Within { columns, rows } => {
                lo.max(0) < columns.1 && columns.0 <= hi.max(0) && top < rows.1 && rows.0 <= bottom
            }
        }
    }
}

impl Ctx<'_> {
    /// How the edge from a node's parent into it is drawn.
    pub(super) fn edge_ink(&self, i: usize) -> Ink {
        let look = &self.v.looks[i];
        if self.link.contains(&i) && self.link.last() != Some(&i) {
            return Ink::Link;
        }
        ink_of(look)
    }

    /// The rows joining node `p` to its children: a stem down from it, a
    /// bar across, a drop and the edge's label above each child (the
    /// labels only where this pass writes them).
    pub(super) fn edges(&self, p: usize, f: &mut Figure) {
        let kids = &self.v.children[p];
        if kids.is_empty() {
            return;
        }
        let y = self.top(p);
        // Three rows a level: no row for the edges' labels.
        let labelled = self.band >= 4;
        let bar = y + self.band as u16 - 1 - u16::from(labelled);
        let px = self.x[p];
        let xs: Vec<i64> = kids.iter().map(|&c| self.x[c]).collect();
        let (lo, hi) = (xs[0].min(px), xs[xs.len() - 1].max(px));
        let rows = (i64::from(y) + 2, i64::from(bar) + i64::from(labelled));
        if !self.labels && !self.lines.meets((lo, hi), rows) {
            return;
        }
        let inks: Vec<Ink> = kids.iter().map(|&c| self.edge_ink(c)).collect();
        let strongest = |a: Ink, b: Ink| if rank(b) > rank(a) { b } else { a };
        // The stem from the parent's value row down to the bar.
        let stem = inks.iter().copied().fold(Ink::Pruned, strongest);
        for row in y + 2..bar {
            self.line(f, px, row, glyph(stem, Part::Down), stem);
        }
        // The bar: each cell takes the strongest edge passing through it,
        // and where the principal variation's heavy line meets a light one
        // each arm its own weight (┯ over a child off the variation).
        if self.lines.meets((lo, hi), (i64::from(bar), i64::from(bar))) {
            let cells = bar_inks(&xs, &inks, px);
            let at = |cx: i64| cells.get((cx - lo) as usize).copied();
            for (cx, &ink) in (lo..=hi).zip(&cells) {
                let part = bar_part(cx, px, &xs);
                let arms = Arms {
                    // Left of the stem a cell's own ink runs right to it;
                    // right of it, left.
                    left: (cx > lo)
                        .then(|| if cx <= px { at(cx - 1) } else { at(cx) })
                        .flatten(),
                    right: (cx < hi)
                        .then(|| if cx >= px { at(cx + 1) } else { at(cx) })
                        .flatten(),
                    up: (cx == px).then_some(stem),
                    down: xs.binary_search(&cx).ok().map(|k| inks[k]),
                };
                self.line(f, cx, bar, arms.glyph(ink).unwrap_or(glyph(ink, part)), ink);
            }
        }
        for (k, &c) in kids.iter().enumerate() {
            self.edge_label(c, inks[k], bar + u16::from(labelled), f);
        }
    }

    /// A cell of a line, where this pass draws it.
    pub(super) fn line(&self, f: &mut Figure, x: i64, y: u16, text: &'static str, ink: Ink) {
        if self.lines.has(x, i64::from(y)) {
            f.pieces.push(piece(x, y, text, ink));
        }
    }
}

/// A cell of an edge's line.
/// The ink of a node and its edge by what the run did with it: on the
/// principal variation, cut, on the current path, or plain.
pub(super) fn ink_of(look: &NodeLook) -> Ink {
    match (look.star.is_some(), look.look) {
        (true, _) => Ink::Pv,
        (_, Look::Pruned(_)) => Ink::Pruned,
        (_, Look::Open) => Ink::Path,
        _ => Ink::Plain,
    }
}

fn piece(x: i64, y: u16, text: &str, ink: Ink) -> Piece {
    Piece {
        x: x.max(0) as u16,
        y,
        text: text.to_string(),
        ink,
        owner: Owner::Line,
    }
}

/// Which edge wins a shared cell: the link, then the principal variation,
/// the current path, a plain edge, a pruned one.
pub(super) fn rank(ink: Ink) -> u8 {
    match ink {
        Ink::Link => 5,
        Ink::Pv => 4,
        Ink::Path => 3,
        Ink::Pruned => 1,
        _ => 2,
    }
}

/// A cell of a drawn edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Part {
    Down,
    Across,
    /// The bar's end over the first child, over the last, over a middle one.
    FirstChild,
    LastChild,
    MiddleChild,
    /// Where the stem meets the bar: from above only, from above with a
    /// child below.
    Stem,
    StemAndChild,
    /// The stem straight over the first child or the last (a path drawn
    /// straight down): the bar runs on to one side only.
    StemAndFirstChild,
    StemAndLastChild,
    /// The bar's end under the stem.
    StemFirst,
    StemLast,
}

/// The ink of each cell of a bar from its leftmost cell to its rightmost:
/// the strongest of the edges through it. An edge runs from the stem at
/// `px` to its child at `xs[k]` (left to right), so a cell left of the
/// stem carries the children at or left of it, a cell right of it those
/// at or right of it: one sweep from each end, not every edge at every
/// cell (a node of 10 000 children took seconds a frame).
fn bar_inks(xs: &[i64], inks: &[Ink], px: i64) -> Vec<Ink> {
    let strongest = |a: Ink, b: Ink| if rank(b) > rank(a) { b } else { a };
    let (lo, hi) = (xs[0].min(px), xs[xs.len() - 1].max(px));
    let mut out = vec![Ink::Pruned; (hi - lo + 1) as usize];
    let (mut ink, mut k) = (Ink::Pruned, 0);
    for cx in lo..px {
        while k < xs.len() && xs[k] <= cx {
            ink = strongest(ink, inks[k]);
            k += 1;
        }
        out[(cx - lo) as usize] = ink;
    }
    let (mut ink, mut k) = (Ink::Pruned, xs.len());
    for cx in (px + 1..=hi).rev() {
        while k > 0 && xs[k - 1] >= cx {
            k -= 1;
            ink = strongest(ink, inks[k]);
        }
        out[(cx - lo) as usize] = ink;
    }
    out[(px - lo) as usize] = inks.iter().copied().fold(Ink::Pruned, strongest);
    out
}

fn bar_part(cx: i64, px: i64, xs: &[i64]) -> Part {
    let (first, last) = (xs[0], xs[xs.len() - 1]);
    // The children's centres run left to right.
    let child = xs.binary_search(&cx).is_ok();
    let (lo, hi) = (first.min(px), last.max(px));
    match (cx == px, child) {
        (true, true) if lo == hi => Part::Down,
        (true, true) if cx == lo => Part::StemAndFirstChild,
        (true, true) if cx == hi => Part::StemAndLastChild,
        (true, true) => Part::StemAndChild,
        (true, false) if cx == lo => Part::StemFirst,
        (true, false) if cx == hi => Part::StemLast,
        (true, false) => Part::Stem,
        (false, true) if cx == lo => Part::FirstChild,
        (false, true) if cx == hi => Part::LastChild,
        (false, true) => Part::MiddleChild,
        (false, false) => Part::Across,
    }
}

/// The inks of the lines leaving a cell of a bar on each side.
#[derive(Clone, Copy, Debug)]
struct Arms {
    left: Option<Ink>,
    right: Option<Ink>,
    up: Option<Ink>,
    down: Option<Ink>,
}

impl Arms {
    /// Where the cell's strongest line is the principal variation's and
    /// another arm is not on it: the box-drawing character with each arm
    /// heavy or light as its own edge is, so that no node off the
    /// variation is drawn as on it. `None` elsewhere (one weight).
    fn glyph(self, ink: Ink) -> Option<&'static str> {
        // Each arm: absent, light, heavy.
        let w = |arm: Option<Ink>| match arm {
            None => 0,
            Some(Ink::Pv) => 2,
            Some(_) => 1,
        };
        let arms = [w(self.left), w(self.right), w(self.up), w(self.down)];
        if ink != Ink::Pv || !arms.contains(&1) {
            return None;
        }
        Some(match arms {
            // Down-T: left, right, down.
            [1, 2, 0, 1] => "┮",
            [2, 1, 0, 1] => "┭",
            [2, 2, 0, 1] => "┯",
            [1, 1, 0, 2] => "┰",
            [2, 1, 0, 2] => "┱",
            [1, 2, 0, 2] => "┲",
            // Up-T: left, right, up.
            [2, 1, 1, 0] => "┵",
            [1, 2, 1, 0] => "┶",
            [2, 2, 1, 0] => "┷",
            [1, 1, 2, 0] => "┸",
            [2, 1, 2, 0] => "┹",
            [1, 2, 2, 0] => "┺",
            // Corners.
            [0, 2, 0, 1] => "┍",
            [0, 1, 0, 2] => "┎",
            [2, 0, 0, 1] => "┑",
            [1, 0, 0, 2] => "┒",
            [0, 2, 1, 0] => "┕",
            [0, 1, 2, 0] => "┖",
            [2, 0, 1, 0] => "┙",
            [1, 0, 2, 0] => "┚",
            // Crosses.
            [2, 1, 1, 1] => "┽",
            [1, 2, 1, 1] => "┾",
            [1, 1, 2, 1] => "╀",
            [1, 1, 1, 2] => "╁",
            [2, 2, 1, 1] => "┿",
            [1, 1, 2, 2] => "╂",
            [2, 1, 2, 1] => "╃",
            [1, 2, 2, 1] => "╄",
            [2, 1, 1, 2] => "╅",
            [1, 2, 1, 2] => "╆",
            [2, 2, 2, 1] => "╇",
            [2, 2, 1, 2] => "╈",
            [2, 1, 2, 2] => "╉",
            [1, 2, 2, 2] => "╊",
            // Side-T: up, down and one side.
            [0, 2, 1, 1] => "┝",
            [0, 1, 2, 2] => "┠",
            [0, 1, 2, 1] => "┞",
            [0, 1, 1, 2] => "┟",
            [0, 2, 2, 1] => "┡",
            [0, 2, 1, 2] => "┢",
            [2, 0, 1, 1] => "┥",
            [1, 0, 2, 2] => "┨",
            [1, 0, 2, 1] => "┦",
            [1, 0, 1, 2] => "┧",
            [2, 0, 2, 1] => "┩",
            [2, 0, 1, 2] => "┪",
            // Straight: up and down, left and right.
            [0, 0, 2, 1] => "╿",
            [0, 0, 1, 2] => "╽",
            [2, 1, 0, 0] => "╾",
            [1, 2, 0, 0] => "╼",
            _ => return None,
        })
    }
}

/// The box-drawing character of a part in a line style: light, heavy for
/// the principal variation, double for the link, dotted for pruned edges.
pub(super) fn glyph(ink: Ink, part: Part) -> &'static str {
    let set: [&str; 11] = match ink {
        Ink::Pv => ["┃", "━", "┏", "┓", "┳", "┻", "╋", "┗", "┛", "┣", "┫"],
        Ink::Link => ["║", "═", "╔", "╗", "╦", "╩", "╬", "╚", "╝", "╠", "╣"],
        Ink::Pruned => ["┆", "┄", "┌", "┐", "┬", "┴", "┼", "└", "┘", "├", "┤"],
        _ => ["│", "─", "┌", "┐", "┬", "┴", "┼", "└", "┘", "├", "┤"],
    };
    let i = match part {
        Part::Down => 0,
        Part::Across => 1,
        Part::FirstChild => 2,
        Part::LastChild => 3,
        Part::MiddleChild => 4,
        Part::Stem => 5,
        Part::StemAndChild => 6,
        Part::StemFirst => 7,
        Part::StemLast => 8,
        Part::StemAndFirstChild => 9,
        Part::StemAndLastChild => 10,
    };
    set[i]
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const INKS: [Ink; 5] = [Ink::Plain, Ink::Path, Ink::Pv, Ink::Pruned, Ink::Link];

    proptest! {
        /// The sweep gives each cell what every edge through it gives.
        #[test]
        fn a_bar_cell_takes_the_strongest_edge_through_it(
            steps in prop::collection::vec(1..6i64, 1..40),
            kinds in prop::collection::vec(0..5usize, 40),
            stem in 0..200i64,
        ) {
            let xs: Vec<i64> = steps.iter().scan(0, |x, s| { *x += s; Some(*x) }).collect();
            let inks: Vec<Ink> = (0..xs.len()).map(|k| INKS[kinds[k]]).collect();
            let px = stem % (xs[xs.len() - 1] + 3);
            let (lo, hi) = (xs[0].min(px), xs[xs.len() - 1].max(px));
            let strongest = |a: Ink, b: Ink| if rank(b) > rank(a) { b } else { a };
            let each_edge: Vec<Ink> = (lo..=hi)
                .map(|cx| {
                    (0..xs.len())
                        .filter(|&k| (xs[k].min(px)..=xs[k].max(px)).contains(&cx))
                        .map(|k| inks[k])
                        .fold(Ink::Pruned, strongest)
                })
                .collect();
            prop_assert_eq!(bar_inks(&xs, &inks, px), each_edge);
        }
    }
}
