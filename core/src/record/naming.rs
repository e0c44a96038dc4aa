//! Names for the nodes of a live tree (a game searched from a position),
//! by the scenario rule (docs/scenarios.md, "Names") over the recorded
//! tree: the inner nodes lettered A, B, C … level by level, each level in
//! the game's order of the moves; a leaf its parent's letters and its
//! number among the parent's moves (`C3`). The move is the edge's label
//! and the position is drawn beside the tree, never named: a name is
//! short (5 letters and 2 digits name a tree of 12 million inner nodes)
//! and says which node it is.
//!
//! A tree with several roots (iterative deepening searches from the root
//! again each iteration) and trees shown together (minimax beside
//! alpha-beta) are named as one tree of paths: the same path of moves
//! has the same name in each.
//!
//! One pass, linear in the nodes: the levels are buckets, and a level
//! made in the game's order of the moves is in order already (only a
//! search that orders its moves otherwise sorts a level).

use rustc_hash::FxHashMap;

/// A node's place in the naming: an inner node's letters (A is 0), or,
/// with `LEAF` set, a leaf's move's index among its parent's moves.
pub type Place = u32;

const LEAF: u32 = 1 << 31;
/// An inner node not yet lettered.
const INNER: u32 = u32::MAX;

/// What the rule reads of a tree: each node's parent (parents come
/// before their children), its depth and the index of the move that
/// leads to it among its parent's moves.
pub trait Shape {
    fn len(&self) -> usize;
    fn parent(&self, i: usize) -> Option<usize>;
    fn depth(&self, i: usize) -> u32;
    fn move_index(&self, i: usize) -> u32;
}

/// The letters of the `n`th inner node from 0: A … Z, AA, AB … (as a
/// spreadsheet numbers its columns).
pub fn letters(mut n: usize) -> String {
    let mut out = Vec::new();
    loop {
        out.push(b'A' + (n % 26) as u8);
        if n < 26 {
            break;
        }
        n = n / 26 - 1;
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// The name of a node at `place` whose parent is at `parent`: its
/// letters, or a leaf's parent's letters and its move's number from 1.
pub fn name(place: Place, parent: Option<Place>) -> String {
    match parent.filter(|_| place & LEAF != 0) {
        Some(p) => format!("{}{}", letters(p as usize), (place & !LEAF) + 1),
        None => letters((place & !LEAF) as usize),
    }
}

/// Each node's place, for a tree with one root.
pub fn places(shape: &impl Shape) -> Vec<Place> {
    let n = shape.len();
    // Every node a leaf until a child shows it is not.
    let mut place = vec![0 as Place; n];
    let mut deepest = 0;
    for i in 0..n {
        if let Some(p) = shape.parent(i) {
            place[i] = LEAF | shape.move_index(i);
            place[p] = INNER;
            deepest = deepest.max(shape.depth(i));
        }
    }
    if n > 0 {
        place[0] = INNER;
    }
    // The inner nodes level by level, each level in the order made.
    let mut starts = vec![0usize; deepest as usize + 2];
    for i in (0..n).filter(|&i| place[i] == INNER) {
        starts[shape.depth(i) as usize + 1] += 1;
    }
    for d in 1..starts.len() {
        starts[d] += starts[d - 1];
    }
    let mut levels = vec![0u32; starts[starts.len() - 1]];
    let mut next = starts.clone();
    for i in (0..n).filter(|&i| place[i] == INNER) {
        let d = shape.depth(i) as usize;
        levels[next[d]] = i as u32;
        next[d] += 1;
    }
    // A node after its parent's letters, then its move.
    let mut letter = 0;
    for d in 0..starts.len() - 1 {
        let level = &mut levels[starts[d]..starts[d + 1]];
        let key = |&i: &u32| {
            let i = i as usize;
            let parent = shape.parent(i).map_or(0, |p| place[p]);
            (u64::from(parent) << 32) | u64::from(shape.move_index(i))
        };
        if !level.is_sorted_by_key(key) {
            level.sort_unstable_by_key(key);
        }
        for &i in level.iter() {
            place[i as usize] = letter;
            letter += 1;
        }
    }
    place
}

/// Several trees' nodes (or one tree's with several roots) as one tree
/// of paths: each path's parent, depth and move.
#[derive(Default)]
struct Paths {
    parent: Vec<u32>,
    depth: Vec<u32>,
    moves: Vec<u32>,
}

impl Shape for Paths {
    fn len(&self) -> usize {
        self.parent.len()
    }

    fn parent(&self, i: usize) -> Option<usize> {
        (self.parent[i] != u32::MAX).then_some(self.parent[i] as usize)
    }

    fn depth(&self, i: usize) -> u32 {
        self.depth[i]
    }

    fn move_index(&self, i: usize) -> u32 {
        self.moves[i]
    }
}

/// Each tree's places, the trees named as one tree of paths: every root
/// is the same position, the one searched from.
pub fn places_together(shapes: &[&dyn Shape]) -> Vec<Vec<Place>> {
    let mut paths = Paths {
        parent: vec![u32::MAX],
        depth: vec![0],
        moves: vec![0],
    };
    let mut known: FxHashMap<(u32, u32), u32> = FxHashMap::default();
    let path_of: Vec<Vec<u32>> = shapes
        .iter()
        .map(|s| {
            let mut of = vec![0u32; s.len()];
            for i in 0..s.len() {
                let Some(p) = s.parent(i) else { continue };
                let key = (of[p], s.move_index(i));
                of[i] = *known.entry(key).or_insert_with(|| {
                    paths.parent.push(key.0);
                    paths.depth.push(paths.depth[key.0 as usize] + 1);
                    paths.moves.push(key.1);
                    paths.parent.len() as u32 - 1
                });
            }
            of
        })
        .collect();
    let place = places(&paths);
    path_of
        .iter()
        .map(|of| of.iter().map(|&k| place[k as usize]).collect())
        .collect()
}
