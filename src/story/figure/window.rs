//! What a pane shows of a figure bigger than itself: the part around the
//! node in focus (the current node, the selected one, the principal
//! variation's end) with as many of its ancestors as fit; every text
//! whole or not at all (a node's name and value both or neither); and on
//! each side where something is out of view a mark that says how much:
//! `⋯ 4 more` at the left of a level, `4 more ⋯` at its right (the nodes
//! of that level out of view on that side), `⋯ 2 levels above` on the top
//! row, `⋯ 2 levels below` on the bottom one.

use super::{Figure, Frame, Ink, Owner, Piece, Placed, cells};
use crate::say;
use crate::story::outline::{Key, Nodes};
use crate::story::tree_view::Openness;
// A fast hash: every open node and every cell of the figure goes in one.
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Where the pane looks.
#[derive(Clone, Debug, PartialEq)]
pub enum Aim {
    /// The figure's cell at the pane's top left, where the user moved it.
    Pan(i32, i32),
    /// A node and its ancestors, the node first: the node in view, and as
    /// many of the others, nearest first, as fit with it.
    Path(Vec<Key>),
    /// The figure's top left corner.
    Corner,
}

/// What is out of view: nodes on the left and on the right, levels above
/// and below.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hidden {
    pub left: usize,
    pub right: usize,
    pub above: usize,
    pub below: usize,
}

impl Hidden {
    pub fn nothing(&self) -> bool {
        *self == Hidden::default()
    }
}

/// The part of a figure a pane draws.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Window {
    /// The pieces in view, each whole, and the marks; the nodes in view.
    pub figure: Figure,
    /// The figure's cell at the pane's top left (negative: the figure
    /// starts that far in).
    pub origin: (i32, i32),
    pub hidden: Hidden,
}

/// The window of `figure` a pane of `width` × `height` cells shows,
/// aimed at `aim`.
pub fn window(figure: &Figure, width: u16, height: u16, aim: &Aim) -> Window {
    let extents = extents(figure);
    let origin = origin(figure, &extents, (width, height), aim);
    let columns = (origin.0, origin.0 + i32::from(width));
    let by_row = by_row(figure);
    // A mark of levels out of view goes on the first (last) row where it
    // covers no text in view; else that row is given to it.
    let mut give = (false, false);
    let (rows, view) = loop {
        let rows = Rows::new(figure, &extents, (origin.1, height), give);
        let view = View::of(figure, &by_row, &extents, &rows, columns);
        match rows.marks(&view, &by_row, columns) {
            Ok(marks) => break (rows, View { marks, ..view }),
            Err(Side::Above) => give.0 = true,
            Err(Side::Below) => give.1 = true,
        }
    };
    let free = |p: &Piece| {
        let (from, to) = (i32::from(p.x), i32::from(p.x) + i32::from(p.width()));
        let under = |m: &Piece| m.y == p.y && from < i32::from(m.x + m.width()) && i32::from(m.x) < to;
        rows.shows(p.y) && columns.0 <= from && to <= columns.1 && !view.marks.iter().any(under)
    };
    let shown = |k: &Key| view.shown.get(k).copied().unwrap_or(false);
    let mut pieces: Vec<Piece> = figure
        .pieces
        .iter()
        .filter(|p| match p.owner {
            Owner::Node(k) => shown(&k),
            Owner::Line | Owner::Edge(_) | Owner::Free => free(p),
        })
        .cloned()
        .collect();
    pieces.extend(view.marks.iter().cloned());
    Window {
        figure: Figure {
            width: figure.width,
            height: figure.height,
            pieces,
            nodes: figure.nodes.iter().filter(|n| shown(&n.key)).copied().collect(),
            zoom: figure.zoom,
            band: figure.band,
            ..Figure::default()
        },
        origin,
        hidden: Hidden {
            above: rows.above,
            below: rows.below,
            ..view.hidden
        },
    }
}

/// The window a pane of `frame`'s size shows of the open part of the
/// tree, aimed at `aim`: `window` of the whole figure, its lines drawn
/// only in and around the pane (a big tree's figure is mostly lines, and
/// the pane shows few of them). None where the outline shows the tree.
pub fn drawn(nodes: &dyn Nodes, open: &Openness, frame: Frame, aim: &Aim) -> Option<Window> {
    let (width, height) = (frame.width, frame.height);
    let block = |f: &Figure| {
        let (x, y) = origin(f, &extents(f), (width, height), aim);
        let (x, y) = (i64::from(x), i64::from(y));
        // A cell more on each side: a mark at the pane's side looks at
        // the cell beside it.
        let columns = (x - 1, x + i64::from(width) + 1);
        (columns, (y - 1, y + i64::from(height) + 1))
    };
    let f = super::draw_in(nodes, open, frame, super::Sheet::default(), Some(&block))?;
    Some(window(&f, width, height, aim))
}

/// Which nodes of the levels in view are drawn, how many are out of view
/// on either side, and the marks that say so.
struct View {
    shown: HashMap<Key, bool>,
    hidden: Hidden,
    marks: Vec<Piece>,
}

impl View {
    fn of(f: &Figure, by_row: &ByRow, extents: &Extents, rows: &Rows, columns: (i32, i32)) -> View {
        let mut view = View {
            shown: HashMap::default(),
            hidden: Hidden::default(),
            marks: Vec::new(),
        };
        for y in rows.levels(f, extents) {
            let level: Vec<&Placed> = f.nodes.iter().filter(|n| n.y == y).collect();
            let last = (level_rows(f, extents, y).1 - 1).max(y.into()) as u16;
            let below = rows.shows(last + 1);
            let cut = Level::cut(by_row, &level, extents, columns, (y, last, below));
            view.hidden.left += cut.left.len();
            view.hidden.right += cut.right.len();
            for n in &level {
                view.shown
                    .insert(n.key, !cut.left.contains(&n.key) && !cut.right.contains(&n.key));
            }
            view.marks.extend(cut.marks(columns));
        }
        view
    }

    /// Whether the cells `from..to` of row `y`, and one beside them, are
    /// clear of the nodes' texts drawn and the marks, and (as `strict`
    /// asks: 1, 2) of the edges' labels and the depth limit's mark, and of
    /// the lines.
    fn clear(&self, by_row: &ByRow, y: i32, (from, to): (i32, i32), strict: u8) -> bool {
        let row = u16::try_from(y).ok().and_then(|y| by_row.get(&y));
        let drawn = row.into_iter().flatten().copied().filter(|p| match p.owner {
            Owner::Node(k) => self.shown.get(&k).copied().unwrap_or(false),
            Owner::Edge(_) | Owner::Free => strict >= 1,
            Owner::Line => strict >= 2,
        });
        let mut taken = drawn.chain(&self.marks).filter(|p| i32::from(p.y) == y);
        !taken.any(|p| i32::from(p.x) <= to && from <= i32::from(p.x) + i32::from(p.width()))
    }
}

/// The figure's pieces row by row.
type ByRow<'a> = HashMap<u16, Vec<&'a Piece>>;

fn by_row(f: &Figure) -> ByRow<'_> {
    let mut out: ByRow = HashMap::default();
    for p in &f.pieces {
        out.entry(p.y).or_default().push(p);
    }
    out
}

/// Where a node's texts are: their first column and the one past their
/// last, their first row and the one past their last.
#[derive(Clone, Copy, Debug)]
struct Extent {
    from: i32,
    to: i32,
    top: i32,
    bottom: i32,
}

type Extents = HashMap<Key, Extent>;

/// Each node's extent: its texts', or its place where it writes nothing.
fn extents(f: &Figure) -> Extents {
    let mut texts: Extents = HashMap::default();
    for p in &f.pieces {
        if let Owner::Node(k) = p.owner {
            let (from, to, y) = (
                i32::from(p.x),
                i32::from(p.x) + i32::from(p.width()),
                i32::from(p.y),
            );
            let e = texts.entry(k).or_insert(Extent {
                from,
                to,
                top: y,
                bottom: y + 1,
            });
            *e = Extent {
                from: e.from.min(from),
                to: e.to.max(to),
                top: e.top.min(y),
                bottom: e.bottom.max(y + 1),
            };
        }
    }
    let placed = |n: &Placed| Extent {
        from: i32::from(n.x),
        to: i32::from(n.x + n.width.max(1)),
        top: i32::from(n.y),
        bottom: i32::from(n.y) + 1,
    };
    f.nodes
        .iter()
        .map(|n| (n.key, texts.get(&n.key).copied().unwrap_or_else(|| placed(n))))
        .collect()
}

/// The figure's cell at the pane's top left: centred where the figure
/// fits across (one row down where it fits from top to bottom), else
/// as the aim says.
fn origin(f: &Figure, extents: &Extents, (width, height): (u16, u16), aim: &Aim) -> (i32, i32) {
    let path: Vec<Extent> = match aim {
        Aim::Path(keys) => keys.iter().filter_map(|k| extents.get(k).copied()).collect(),
        _ => Vec::new(),
    };
    let x = match (i32::from(f.width) - i32::from(width), aim) {
        (over, _) if over <= 0 => over / 2,
        (over, Aim::Pan(x, _)) => (*x).clamp(0, over),
        (over, _) if path.is_empty() => over.min(0),
        (over, _) => {
            let room = i32::from(width) - 2 * i32::from(mark_room(f));
            let spans = path.iter().map(|e| (e.from, e.to));
            let (from, to) = widest(spans, room);
            ((from + to) / 2 - i32::from(width) / 2).clamp(0, over)
        }
    };
    let y = match (i32::from(f.height) - i32::from(height), aim) {
        (over, _) if over < 0 => -1,
        (0, _) => 0,
        (over, Aim::Pan(_, y)) => (*y).clamp(0, over),
        (_, _) if path.is_empty() => 0,
        (over, _) => {
            let spans = path.iter().map(|e| (e.top, e.bottom));
            let (from, to) = widest(spans, i32::from(height) - 2);
            ((from + to) / 2 - i32::from(height) / 2).clamp(0, over)
        }
    };
    (x, y)
}

/// The span of the first of `spans` and as many of the next, in order, as
/// fit together within `room`.
fn widest(mut spans: impl Iterator<Item = (i32, i32)>, room: i32) -> (i32, i32) {
    let Some(mut span) = spans.next() else {
        return (0, 0);
    };
    for (from, to) in spans {
        let wider = (span.0.min(from), span.1.max(to));
        if wider.1 - wider.0 > room {
            break;
        }
        span = wider;
    }
    span
}

/// Blank cells between a mark at the side of a level and the nearest
/// text, so that its count does not read as one of the values.
const BESIDE_MARK: u16 = 2;

/// The most cells a mark at the side of a level takes, and the room
/// beside it.
fn mark_room(f: &Figure) -> u16 {
    mark_room_for(f.nodes.len())
}

/// `mark_room` of a figure of `count` nodes.
pub(super) fn mark_room_for(count: usize) -> u16 {
    cells(&more(true, count)).max(cells(&more(false, count))) + BESIDE_MARK
}

/// `⋯ 4 more` (on the left) or `4 more ⋯` (on the right).
fn more(left: bool, count: usize) -> String {
    let id = if left {
        "canvas-more-left"
    } else {
        "canvas-more-right"
    };
    crate::words::symbols::shown(&say!(id, count = count)).into_owned()
}

/// The rows in view: the pane's, but for the top one where levels are out
/// of view above it and their mark is given that row, the same at the
/// bottom. A level is in view where its nodes' texts are, a row or two.
struct Rows {
    top: i32,
    bottom: i32,
    above: usize,
    below: usize,
    /// Whether the top and the bottom row are the marks'.
    given: (bool, bool),
}

/// The top or the bottom of the pane.
enum Side {
    Above,
    Below,
}

impl Rows {
    fn new(f: &Figure, extents: &Extents, (oy, height): (i32, u16), given: (bool, bool)) -> Rows {
        let spans: Vec<(i32, i32)> = levels(f).into_iter().map(|y| level_rows(f, extents, y)).collect();
        let top = oy + i32::from(given.0);
        let bottom = oy + i32::from(height) - i32::from(given.1);
        Rows {
            top,
            bottom,
            above: spans.iter().filter(|&&(from, _)| from < top).count(),
            below: spans.iter().filter(|&&(_, to)| to > bottom).count(),
            given,
        }
    }

    fn shows(&self, y: u16) -> bool {
        (self.top..self.bottom).contains(&i32::from(y))
    }

    /// The name rows of the levels in view.
    fn levels(&self, f: &Figure, extents: &Extents) -> Vec<u16> {
        let inside = |(from, to): (i32, i32)| self.top <= from && to <= self.bottom;
        levels(f)
            .into_iter()
            .filter(|&y| inside(level_rows(f, extents, y)))
            .collect()
    }

    /// `view`'s marks with `⋯ 2 levels above` on the top row and `⋯ 1
    /// level below` on the bottom one, at the left or else the right of
    /// `columns`, where they cover nothing drawn; else which side needs
    /// its row given to its mark.
    fn marks(&self, view: &View, by_row: &ByRow, columns: (i32, i32)) -> Result<Vec<Piece>, Side> {
        let mut out = view.marks.clone();
        let sides = [
            (
                self.above,
                "canvas-levels-above",
                self.top - 1 + i32::from(!self.given.0),
                self.given.0,
                Side::Above,
            ),
            (
                self.below,
                "canvas-levels-below",
                self.bottom - i32::from(!self.given.1),
                self.given.1,
                Side::Below,
            ),
        ];
        for (count, id, y, given, side) in sides {
            if count == 0 {
                continue;
            }
            let text = crate::words::symbols::shown(&say!(id, count = count)).into_owned();
            let width = i32::from(cells(&text));
            let spots = [columns.0, columns.1 - width];
            let clear = |strict: u8| {
                spots
                    .into_iter()
                    .find(|&x| view.clear(by_row, y, (x, x + width), strict))
            };
            let spot = match given {
                true => Some(columns.0),
                false => clear(2).or_else(|| clear(1)).or_else(|| clear(0)),
            };
            let Some(x) = spot else {
                return Err(side);
            };
            out.push(Piece {
                x: x.max(0) as u16,
                y: y.max(0) as u16,
                text,
                ink: Ink::More,
                owner: Owner::Free,
            });
        }
        Ok(out)
    }
}

/// The rows the texts of the level whose name row is `y` take: the first
/// and one past the last.
fn level_rows(f: &Figure, extents: &Extents, y: u16) -> (i32, i32) {
    let level = f.nodes.iter().filter(|n| n.y == y).map(|n| extents[&n.key]);
    level.fold((i32::from(y), i32::from(y) + 1), |(top, bottom), e| {
        (top.min(e.top), bottom.max(e.bottom))
    })
}

/// The name rows of the figure's levels, top first.
fn levels(f: &Figure) -> Vec<u16> {
    let mut ys: Vec<u16> = f.nodes.iter().map(|n| n.y).collect();
    ys.sort_unstable();
    ys.dedup();
    ys
}

/// The nodes of one level out of view on either side, and the row each
/// side's mark goes on.
struct Level {
    left: HashSet<Key>,
    right: HashSet<Key>,
    rows: (u16, u16),
}

impl Level {
    /// Which of `nodes` (a level whose texts take the rows `top..=last`)
    /// stand out of the columns `from..to`. A side's mark goes on a row
    /// of the level where it covers no text, or on the row under the level
    /// where that holds no text and is in view (`below`), over the lines
    /// there; else it takes its room
    /// on the level's last row, leaving out what stands there too: a
    /// mark's count can only grow as it widens, so a few rounds settle it.
    fn cut(
        by_row: &ByRow,
        nodes: &[&Placed],
        extents: &Extents,
        (from, to): (i32, i32),
        (top, last, below): (u16, u16, bool),
    ) -> Level {
        let alone = Level::split(nodes, extents, (from, to), (from, to));
        let free = |left: bool| {
            let out = if left { &alone.left } else { &alone.right };
            if out.is_empty() {
                return None;
            }
            let width = i32::from(cells(&more(left, out.len()))) + i32::from(BESIDE_MARK);
            let (a, b) = if left {
                (from, from + width)
            } else {
                (to - width, to)
            };
            let covers = |p: &Piece| {
                let mine = matches!(p.owner, Owner::Node(k) if out.contains(&k));
                let (x, end) = (i32::from(p.x), i32::from(p.x) + i32::from(p.width()));
                p.owner != Owner::Line && !mine && x < b && a < end
            };
            let clear = |y: u16| !by_row.get(&y).is_some_and(|row| row.iter().any(|p| covers(p)));
            let under = Some(last + 1).filter(|&y| below && clear(y));
            (top..=last).find(|&y| clear(y)).or(under)
        };
        let (free_left, free_right) = (free(true), free(false));
        let mut level = Level {
            rows: (free_left.unwrap_or(last), free_right.unwrap_or(last)),
            ..alone
        };
        loop {
            let room = |left: bool, free: Option<u16>| free.map_or(level.room(left), |_| 0);
            let inner = (from + room(true, free_left), to - room(false, free_right));
            let next = Level {
                rows: level.rows,
                ..Level::split(nodes, extents, (from, to), inner)
            };
            let settled = (next.left.len(), next.right.len()) == (level.left.len(), level.right.len());
            level = next;
            if settled {
                return level;
            }
        }
    }

    /// The nodes that stand out of the columns `lo..hi` within the pane's
    /// `from..to`, on the side they stand out on (one that stands out on
    /// both, on the side of its middle).
    fn split(nodes: &[&Placed], extents: &Extents, (from, to): (i32, i32), (lo, hi): (i32, i32)) -> Level {
        let mut out = Level {
            left: HashSet::default(),
            right: HashSet::default(),
            rows: (0, 0),
        };
        for n in nodes {
            let Extent { from: a, to: b, .. } = extents[&n.key];
            let _ = match (a < lo, b > hi) {
                (false, false) => false,
                (true, true) if a + b > from + to => out.right.insert(n.key),
                (true, _) => out.left.insert(n.key),
                (false, true) => out.right.insert(n.key),
            };
        }
        out
    }

    /// The cells the mark on one side takes, with the room beside it.
    fn room(&self, left: bool) -> i32 {
        let count = if left { self.left.len() } else { self.right.len() };
        match count {
            0 => 0,
            n => i32::from(cells(&more(left, n)) + BESIDE_MARK),
        }
    }

    /// The marks at the edges of the columns.
    fn marks(&self, (from, to): (i32, i32)) -> Vec<Piece> {
        let mark = |left: bool, count: usize| {
            let text = more(left, count);
            let x = if left { from } else { to - i32::from(cells(&text)) };
            Piece {
                x: x.max(0) as u16,
                y: if left { self.rows.0 } else { self.rows.1 },
                text,
                ink: Ink::More,
                owner: Owner::Free,
            }
        };
        let mut out = Vec::new();
        if !self.left.is_empty() {
            out.push(mark(true, self.left.len()));
        }
        if !self.right.is_empty() {
            out.push(mark(false, self.right.len()));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::NodeId;

    /// A row of `n` leaves `[i]`, four cells apart, each its name over its
    /// value.
    fn row(n: u16) -> Figure {
        let mut f = Figure {
            width: 4 * n,
            height: 2,
            ..Figure::default()
        };
        for i in 0..n {
            let key = NodeId(u32::from(i));
            f.nodes.push(Placed {
                key,
                x: 4 * i,
                y: 0,
                width: 3,
            });
            for (y, text) in [(0, format!("n{i}")), (1, format!("-{i}"))] {
                f.pieces.push(Piece {
                    x: 4 * i,
                    y,
                    text,
                    ink: Ink::Plain,
                    owner: Owner::Node(key),
                });
            }
        }
        f
    }

    #[test]
    fn a_figure_that_fits_is_drawn_whole_without_a_mark() {
        let w = window(&row(5), 40, 4, &Aim::Corner);
        assert!(w.hidden.nothing());
        assert_eq!(w.figure.pieces.len(), 10);
        assert_eq!(w.origin, (-10, -1));
    }

    #[test]
    fn the_nodes_out_of_view_are_counted_on_their_side_and_none_is_cut() {
        // Forty leaves in 64 columns, aimed at the twentieth.
        let f = row(40);
        let w = window(&f, 64, 4, &Aim::Path(vec![NodeId(20)]));
        assert!(w.figure.place_of(NodeId(20)).is_some());
        let marks: Vec<&Piece> = w.figure.pieces.iter().filter(|p| p.ink == Ink::More).collect();
        let left = marks
            .iter()
            .find(|m| m.text.starts_with('⋯'))
            .expect("a mark on the left");
        let right = marks
            .iter()
            .find(|m| m.text.ends_with('⋯'))
            .expect("a mark on the right");
        let count = |m: &Piece| {
            m.text
                .chars()
                .filter(char::is_ascii_digit)
                .collect::<String>()
                .parse::<usize>()
        };
        assert_eq!(count(left), Ok(w.hidden.left));
        assert_eq!(count(right), Ok(w.hidden.right));
        assert_eq!(w.hidden.left + w.hidden.right + w.figure.nodes.len(), 40);
        // Every text drawn is whole and inside the pane.
        let (ox, _) = w.origin;
        for p in w.figure.pieces.iter().filter(|p| p.ink != Ink::More) {
            assert!(f.pieces.contains(p), "{p:?}");
            assert!(
                i32::from(p.x) >= ox && i32::from(p.x + p.width()) <= ox + 64,
                "{p:?}"
            );
        }
    }
}
