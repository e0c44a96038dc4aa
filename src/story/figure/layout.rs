//! A tidy layout of a tree in character cells (Reingold and Tilford):
//! each subtree is laid out on its own, then the subtrees of a node's
//! children are pushed together left to right as close as their outlines
//! allow at every depth, and the node is centred over its first and last
//! child. A subtree is drawn the same wherever it stands, and no two
//! nodes overlap. Iterative, so that a deep chain does not overflow the
//! stack.

/// The tree to lay out: node 0 is the root; each node has its children in
/// order and its width in cells.
#[derive(Clone, Debug)]
pub struct Shape {
    pub children: Vec<Vec<usize>>,
    pub width: Vec<u16>,
}

/// The extent of a subtree at each depth below its root, relative to the
/// root's centre: the first cell and one past the last.
type Contour = Vec<(i64, i64)>;

/// The first cell of a node of width `w` centred at `c`.
pub fn left_of(c: i64, w: u16) -> i64 {
    c - i64::from(w / 2)
}

/// Where each node's centre goes, in cells from the left of the drawing
/// (the leftmost cell of any node is 0), with at least `gap` empty cells
/// between two nodes of the same depth.
pub fn place(shape: &Shape, gap: u16) -> Vec<i64> {
    place_in(&shape.children, &shape.width, gap)
}

/// `place` of the tree whose nodes have `children` and `width`, borrowed
/// (the fit lays a big tree out at several spacings).
pub fn place_in(children: &[Vec<usize>], width: &[u16], gap: u16) -> Vec<i64> {
    place_over(children, width, gap, &[])
}

/// `place_in`, but a node with a child on the `spine` (by node, the
/// child) stands over that child rather than centred over all of them:
/// the path down the spine goes straight down, its siblings spread on
/// either side, so that a deep path stays in one column of the pane.
pub fn place_over(children: &[Vec<usize>], width: &[u16], gap: u16, spine: &[Option<usize>]) -> Vec<i64> {
    let n = width.len();
    if n == 0 {
        return Vec::new();
    }
    let gap = i64::from(gap);
    // Each node's centre relative to its parent's, and its contour.
    let mut offset = vec![0i64; n];
    let mut contour: Vec<Contour> = vec![Vec::new(); n];
    for v in post_order(children) {
        let w = width[v];
        let own = (left_of(0, w), left_of(0, w) + i64::from(w));
        let kids = &children[v];
        if kids.is_empty() {
            contour[v] = vec![own];
            continue;
        }
        // The children side by side, the first one's centre at 0.
        let mut merged: Contour = Vec::new();
        let mut at = Vec::with_capacity(kids.len());
        for &c in kids {
            let shift = match merged.is_empty() {
                true => 0,
                false => merged
                    .iter()
                    .zip(&contour[c])
                    .map(|(&(_, right), &(left, _))| right + gap - left)
                    .max()
                    .unwrap_or(0),
            };
            at.push(shift);
            merge(&mut merged, &contour[c], shift);
        }
        let on_spine = spine.get(v).copied().flatten();
        let centre = match on_spine.and_then(|c| kids.iter().position(|&k| k == c)) {
            Some(i) => at[i],
            None => (at[0] + at[at.len() - 1]).div_euclid(2),
        };
        for (&c, &x) in kids.iter().zip(&at) {
            offset[c] = x - centre;
        }
        let mut mine = vec![own];
        mine.extend(merged.iter().map(|&(l, r)| (l - centre, r - centre)));
        contour[v] = mine;
        for &c in kids {
            contour[c] = Vec::new();
        }
    }
    absolute(children, &offset, &contour[0])
}

/// The width of the widest level, its nodes (`depth`, `width` by node)
/// side by side `gap` cells apart: `place` never lays a tree out
/// narrower, since nodes of a level keep `gap` cells between them.
pub fn narrowest(depth: &[usize], width: &[u16], gap: u16) -> u32 {
    let mut levels: Vec<(u32, u32)> = Vec::new();
    for (&d, &w) in depth.iter().zip(width) {
        if levels.len() <= d {
            levels.resize(d + 1, (0, 0));
        }
        levels[d].0 += u32::from(w);
        levels[d].1 += 1;
    }
    let level = |(w, n): (u32, u32)| w + u32::from(gap) * n.saturating_sub(1);
    levels.into_iter().map(level).max().unwrap_or(0)
}

/// Widens `acc` by `more` shifted right by `shift`.
fn merge(acc: &mut Contour, more: &Contour, shift: i64) {
    for (d, &(l, r)) in more.iter().enumerate() {
        let (l, r) = (l + shift, r + shift);
        match acc.get_mut(d) {
            Some(e) => *e = (e.0.min(l), e.1.max(r)),
            None => acc.push((l, r)),
        }
    }
}

/// The centres from the root down, shifted so that the leftmost cell is 0.
fn absolute(children: &[Vec<usize>], offset: &[i64], root: &Contour) -> Vec<i64> {
    let left = root.iter().map(|&(l, _)| l).min().unwrap_or(0);
    let mut x = vec![0i64; offset.len()];
    x[0] = -left;
    let mut stack = vec![0usize];
    while let Some(v) = stack.pop() {
        for &c in &children[v] {
            x[c] = x[v] + offset[c];
            stack.push(c);
        }
    }
    x
}

/// Children before parents.
fn post_order(children: &[Vec<usize>]) -> Vec<usize> {
    let mut out = Vec::with_capacity(children.len());
    let mut stack = vec![0usize];
    while let Some(v) = stack.pop() {
        out.push(v);
        stack.extend(children[v].iter().copied());
    }
    out.reverse();
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A random tree: each node after the root hangs under an earlier one.
    fn random_shape(parents: &[usize], widths: &[u16]) -> (Shape, Vec<usize>) {
        let n = parents.len() + 1;
        let (mut children, mut depth) = (vec![Vec::new(); n], vec![0usize; n]);
        for (i, &p) in parents.iter().enumerate() {
            let (child, parent) = (i + 1, p % (i + 1));
            children[parent].push(child);
            depth[child] = depth[parent] + 1;
        }
        let width = (0..n).map(|i| widths[i % widths.len()]).collect();
        (Shape { children, width }, depth)
    }

    proptest! {
        /// The bound the canvas rejects a too wide figure by is one.
        #[test]
        fn no_layout_is_narrower_than_its_widest_level(
            parents in prop::collection::vec(0..1000usize, 0..60),
            widths in prop::collection::vec(1..9u16, 1..8),
            gap in 1..5u16,
        ) {
            let (shape, depth) = random_shape(&parents, &widths);
            let x = place(&shape, gap);
            let right = x
                .iter()
                .zip(&shape.width)
                .map(|(&c, &w)| left_of(c, w) + i64::from(w))
                .max()
                .unwrap_or(0);
            prop_assert!(i64::from(narrowest(&depth, &shape.width, gap)) <= right);
        }
    }

    fn shape(children: Vec<Vec<usize>>, width: u16) -> Shape {
        let n = children.len();
        Shape {
            children,
            width: vec![width; n],
        }
    }

    #[test]
    fn a_parent_is_centred_over_its_children() {
        let s = shape(vec![vec![1, 2, 3], vec![], vec![], vec![]], 3);
        let x = place(&s, 1);
        assert_eq!(x[1..], [1, 5, 9]);
        assert_eq!(x[0], 5);
    }

    #[test]
    fn a_parent_stands_over_its_child_on_the_spine() {
        // 0 → 3 → 6: each the last of three, straight down.
        let children = vec![
            vec![1, 2, 3],
            vec![],
            vec![],
            vec![4, 5, 6],
            vec![],
            vec![],
            vec![],
        ];
        let s = shape(children, 3);
        let spine = [Some(3), None, None, Some(6), None, None, None];
        let x = place_over(&s.children, &s.width, 1, &spine);
        assert_eq!(x[0], x[3]);
        assert_eq!(x[3], x[6]);
        // Its siblings keep their places beside it, none overlapping.
        assert!(x[1] < x[2] && x[2] < x[3] && x[4] < x[5] && x[5] < x[6]);
        assert!(x.iter().all(|&c| left_of(c, 3) >= 0));
    }

    #[test]
    fn subtrees_come_as_close_as_their_outlines_allow() {
        // A wide left subtree and a narrow right one: the right one's
        // leaf slides under the gap, not past the whole left subtree.
        let s = shape(vec![vec![1, 2], vec![3, 4], vec![], vec![], vec![]], 1);
        let x = place(&s, 1);
        assert_eq!((x[3], x[4]), (0, 2));
        assert_eq!(x[1], 1);
        assert_eq!(x[2], 3);
        assert_eq!(x[0], 2);
    }
}
