//! How much of a figure a width takes: the most detail that fits, each
//! zoom level at its widest spacing, then at its tightest, before the next
//! level drops anything; the inner nodes' static values beside their
//! names give way first (the outline and the node panel say them), then
//! the depth limit's mark, then the edges' labels, the leaves' names, and
//! a value never.

use super::texts::{Room, rooms, tighten};
use super::{Visible, Zoom, layout, layout::left_of, place, width_of};

/// What the figure is drawn with.
pub(super) struct Fit {
    pub zoom: Zoom,
    /// Values share the room for a pruned value's brackets with the gap.
    pub tight: bool,
    pub gap: u16,
    /// Whether the depth limit's mark is drawn.
    pub limit: bool,
    /// Whether inner nodes' static values stand beside their names.
    pub estimates: bool,
    /// The cells each node takes.
    pub rooms: Vec<Room>,
    /// Each node's centre at that spacing.
    pub x: Vec<i64>,
}

impl Fit {
    /// Laid out once chosen: `x` is left empty until then.
    fn new(zoom: Zoom, tight: bool, gap: u16, marks: Marks, rooms: Vec<Room>) -> Fit {
        Fit {
            zoom,
            tight,
            gap,
            limit: marks.limit,
            estimates: marks.estimates,
            rooms,
            x: Vec::new(),
        }
    }
}

/// The marks a fit draws besides the nodes: the depth limit's, the
/// inner nodes' static values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Marks {
    limit: bool,
    estimates: bool,
}

impl Marks {
    const NONE: Marks = Marks {
        limit: false,
        estimates: false,
    };
}

/// The fit for `frame`: the first that fits across and from top to
/// bottom (`tall`: whether a zoom's figure does), else the first that
/// fits across. `limit` is the depth limit's level and the width of its
/// mark, where there is one. A figure on its own (width 0) takes
/// everything at the widest spacing, or the tightest where its sheet is
/// narrow.
pub(super) fn choose(
    v: &Visible,
    frame: super::Frame,
    limit: Option<(usize, u16)>,
    tall: impl Fn(Zoom) -> bool,
) -> Fit {
    let mut fit = unplaced(v, frame, limit, tall);
    fit.x = place(v, &fit.rooms, fit.gap);
    // A path to the node in focus wider than the pane (a deep live tree
    // whose every level leans one way) goes straight down instead, its
    // siblings on either side, so that the pane can show all of it.
    // The window keeps room for a mark of what is out of view on each side.
    let room = i64::from(frame.width) - 2 * i64::from(super::window::mark_room_for(v.keys.len()));
    if frame.width > 0 && path_width(v, &fit.x, &fit.rooms) > room {
        let width: Vec<u16> = fit.rooms.iter().map(|r| r.width).collect();
        fit.x = layout::place_over(&v.children, &width, fit.gap, &v.spine);
    }
    fit
}

/// The cells across that the nodes on the spine (the path to the node
/// in focus) take, from the leftmost to the rightmost; 0 without one.
fn path_width(v: &Visible, x: &[i64], rooms: &[Room]) -> i64 {
    let on_path = (0..v.spine.len())
        .filter_map(|i| v.spine[i].map(|c| [i, c]))
        .flatten();
    let spans = on_path.map(|i| {
        (
            left_of(x[i], rooms[i].width),
            left_of(x[i], rooms[i].width) + i64::from(rooms[i].width),
        )
    });
    let span = spans.reduce(|(f, t), (a, b)| (f.min(a), t.max(b)));
    span.map_or(0, |(from, to)| to - from)
}

fn unplaced(
    v: &Visible,
    frame: super::Frame,
    limit: Option<(usize, u16)>,
    tall: impl Fn(Zoom) -> bool,
) -> Fit {
    // A live game's moves are its edges' labels: only `z` drops them.
    let zooms: Vec<Zoom> = match (frame.zoom, v.moves) {
        (Some(z), _) => vec![z],
        (None, true) => vec![Zoom::Full],
        (None, false) => Zoom::ALL.to_vec(),
    };
    if frame.width == 0 {
        // An export has the room for the static values; it draws no node
        // types.
        let tight = v.sheet.narrow;
        let estimates = v.estimates.iter().any(Option::is_some);
        let mut rooms = rooms(v, zooms[0], estimates);
        if tight {
            tighten(v, zooms[0], &mut rooms);
        }
        let marks = Marks {
            limit: true,
            estimates,
        };
        return Fit::new(zooms[0], tight, if tight { 1 } else { 2 }, marks, rooms);
    }
    let estimates = v.estimates.iter().any(Option::is_some);
    let mut across = None;
    for (zoom, marks) in candidates(&zooms, limit.is_some(), estimates) {
        let mark = limit.filter(|_| marks.limit);
        let width = |rooms: &[Room], gap| {
            let x = place(v, rooms, gap);
            let shift = mark.map_or(0, |(depth, w)| limit_shift(v, &x, rooms, depth, w));
            u32::from(width_of(&x, rooms)) + u32::from(shift)
        };
        // A level's nodes side by side are a bound no spacing goes under:
        // a figure wider than the pane is told without laying it out.
        let fits = |rooms: &[Room], gap| {
            narrowest(v, rooms, gap) <= u32::from(frame.width) && width(rooms, gap) <= u32::from(frame.width)
        };
        let mut rooms = rooms(v, zoom, marks.estimates);
        for tight in [false, true] {
            if tight {
                tighten(v, zoom, &mut rooms);
            }
            if !fits(&rooms, 1) {
                continue;
            }
            let gap = match tight {
                true => 1,
                false => widest_gap(|g| fits(&rooms, g)),
            };
            let fit = Fit::new(zoom, tight, gap, marks, rooms.clone());
            if tall(zoom) {
                return fit;
            }
            across = across.or(Some(fit));
        }
    }
    // Nothing fits both ways: the first that fits across; else the pane
    // shows part of it, as tight as it goes.
    across.unwrap_or_else(|| {
        let zoom = zooms[zooms.len() - 1];
        let mut rooms = rooms(v, zoom, false);
        tighten(v, zoom, &mut rooms);
        let marks = Marks {
            limit: true,
            ..Marks::NONE
        };
        Fit::new(zoom, true, 1, marks, rooms)
    })
}

/// No layout of the figure is narrower than its widest level's nodes
/// side by side, `gap` cells apart.
fn narrowest(v: &Visible, rooms: &[Room], gap: u16) -> u32 {
    let widths: Vec<u16> = rooms.iter().map(|r| r.width).collect();
    layout::narrowest(&v.depth, &widths, gap)
}

/// The zoom levels to try in order, each with the inner nodes' static
/// values and the depth limit's mark, then without the static values,
/// then without either: the marks give way before anything else.
fn candidates(zooms: &[Zoom], limit: bool, estimates: bool) -> Vec<(Zoom, Marks)> {
    let mut marks = vec![Marks { limit, estimates }];
    if estimates {
        marks.push(Marks {
            limit,
            estimates: false,
        });
    }
    if limit {
        marks.push(Marks::NONE);
    }
    zooms
        .iter()
        .flat_map(|&z| marks.iter().map(move |&m| (z, m)))
        .collect()
}

/// How far the figure moves right for the depth limit's mark (`width`
/// cells and a space) to stand left of the first name on its level's
/// name row.
pub(super) fn limit_shift(v: &Visible, x: &[i64], rooms: &[Room], depth: usize, width: u16) -> u16 {
    let named = (0..v.keys.len()).filter(|&i| v.depth[i] == depth && rooms[i].name > 0);
    let first = named.map(|i| left_of(x[i], rooms[i].name)).min();
    let shift = first.map_or(0, |first| (i64::from(width) + 1 - first).max(0));
    u16::try_from(shift).unwrap_or(u16::MAX)
}

/// The widest spacing between nodes (up to 64 cells) at which the figure
/// still fits; the width grows with the spacing, so halving finds it.
fn widest_gap(fits: impl Fn(u16) -> bool) -> u16 {
    let (mut lo, mut hi) = (1u16, 64u16);
    if !fits(lo) {
        return lo;
    }
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if fits(mid) { lo = mid } else { hi = mid - 1 }
    }
    lo
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_depth_mark_gives_way_before_a_zoom_level_drops_anything() {
        let order: Vec<(Zoom, bool)> = candidates(&Zoom::ALL[..2], true, false)
            .into_iter()
            .map(|(z, m)| (z, m.limit))
            .collect();
        let expected = [
            (Zoom::Full, true),
            (Zoom::Full, false),
            (Zoom::NoEdgeLabels, true),
            (Zoom::NoEdgeLabels, false),
        ];
        assert_eq!(order, expected);
        assert_eq!(candidates(&Zoom::ALL, false, false).len(), 3);
    }

    #[test]
    fn static_values_give_way_before_the_depth_mark() {
        let marks = |limit, estimates| Marks { limit, estimates };
        let order = candidates(&[Zoom::Full], true, true);
        let expected = [
            (Zoom::Full, marks(true, true)),
            (Zoom::Full, marks(true, false)),
            (Zoom::Full, marks(false, false)),
        ];
        assert_eq!(order, expected);
        let without_limit = candidates(&[Zoom::Full], false, true);
        assert_eq!(
            without_limit,
            [(Zoom::Full, marks(false, true)), (Zoom::Full, Marks::NONE)]
        );
    }
}
