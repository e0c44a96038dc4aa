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

use compact_str::CompactString;
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
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    fn parent(&self, i: usize) -> Option<usize>;
    fn depth(&self, i: usize) -> u32;
    fn move_index(&self, i: usize) -> u32;
}

/// The letters of the `n`th inner node from 0: A … Z, AA, AB … (as a
/// spreadsheet numbers its columns).
pub fn letters(mut n: usize) -> CompactString {
    // Written from the last letter back, in the name itself when short:
    // a file's tree letters hundreds of thousands of nodes.
    let mut out = [0u8; 16];
    let mut first = out.len();
    loop {
        first -= 1;
        out[first] = b'A' + (n % 26) as u8;
        if n < 26 {
            break;
        }
        n = n / 26 - 1;
    }
    CompactString::from_utf8(&out[first..]).unwrap_or_default()
}

/// The name of a node at `place` whose parent is at `parent`: its
/// letters, or a leaf's parent's letters and its move's number from 1.
pub fn name(place: Place, parent: Option<Place>) -> String {
    match parent.filter(|_| place & LEAF != 0) {
        Some(p) => format!("{}{}", letters(p as usize), (place & !LEAF) + 1),
        None => letters((place & !LEAF) as usize).into(),
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
/// of paths, or the tree a search built: each node's parent (`u32::MAX`
/// for a root), depth and move (12 bytes a node, no labels).
#[derive(Default)]
pub(crate) struct Paths {
    pub(crate) parent: Vec<u32>,
    pub(crate) depth: Vec<u32>,
    pub(crate) moves: Vec<u32>,
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A tree given as (parent, move) pairs in the order made.
    struct Made(Vec<(Option<usize>, u32)>);

    impl Shape for Made {
        fn len(&self) -> usize {
            self.0.len()
        }
        fn parent(&self, i: usize) -> Option<usize> {
            self.0[i].0
        }
        fn depth(&self, i: usize) -> u32 {
            self.parent(i).map_or(0, |p| self.depth(p) + 1)
        }
        fn move_index(&self, i: usize) -> u32 {
            self.0[i].1
        }
    }

    fn names(shape: &Made, places: &[Place]) -> Vec<String> {
        (0..shape.len())
            .map(|i| name(places[i], shape.parent(i).map(|p| places[p])))
            .collect()
    }

    #[test]
    fn letters_go_on_after_z_as_columns_do() {
        let got: Vec<CompactString> = [0, 1, 25, 26, 27, 51, 52, 701, 702].map(letters).into();
        assert_eq!(got, ["A", "B", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA"]);
    }

    /// `[[3,12,8],[2,4,6],[14,5,2]]` searched depth first: A over B, C, D
    /// with the leaves B1 … D3, as the scenario rule names it.
    #[test]
    fn a_tree_is_named_as_the_scenario_rule_names_a_file() {
        let mut nodes = vec![(None, 0)];
        for m in 0..3 {
            nodes.push((Some(0), m));
            let inner = nodes.len() - 1;
            nodes.extend((0..3).map(|k| (Some(inner), k)));
        }
        let t = Made(nodes);
        let got = names(&t, &places(&t));
        let want = [
            "A", "B", "B1", "B2", "B3", "C", "C1", "C2", "C3", "D", "D1", "D2", "D3",
        ];
        assert_eq!(got, want);
    }

    /// A search that orders its moves (the best first) makes the nodes
    /// out of the game's order: the letters still follow the game's.
    #[test]
    fn letters_follow_the_games_order_of_the_moves_not_the_search_order() {
        // The root's moves searched 2, 0, 1; below each, one inner node.
        let t = Made(vec![
            (None, 0),
            (Some(0), 2),
            (Some(1), 0),
            (Some(2), 0),
            (Some(0), 0),
            (Some(4), 1),
            (Some(5), 0),
            (Some(0), 1),
        ]);
        let got = names(&t, &places(&t));
        assert_eq!(got, ["A", "C", "E", "E1", "B", "D", "D1", "A2"]);
    }

    /// Iterative deepening's iterations, and two runs shown together, name
    /// the same path of moves alike.
    #[test]
    fn the_same_path_is_named_alike_in_every_tree_named_together() {
        // Depth 1, then depth 2 from the root again.
        let deepening = Made(vec![
            (None, 0),
            (Some(0), 0),
            (Some(0), 1),
            (None, 0),
            (Some(3), 1),
            (Some(4), 0),
            (Some(3), 0),
            (Some(6), 0),
        ]);
        let places = places_together(&[&deepening as &dyn Shape]).pop().unwrap();
        let got = names(&deepening, &places);
        assert_eq!(got, ["A", "B", "C", "A", "C", "C1", "B", "B1"]);
        // A run that reaches less (alpha-beta) is named by the one that
        // reaches more (minimax): B is inner there.
        let less = Made(vec![(None, 0), (Some(0), 0), (Some(0), 1)]);
        let more = Made(vec![(None, 0), (Some(0), 0), (Some(1), 0), (Some(0), 1)]);
        let both = places_together(&[&less as &dyn Shape, &more]);
        assert_eq!(names(&less, &both[0]), ["A", "B", "A2"]);
        assert_eq!(names(&more, &both[1]), ["A", "B", "B1", "A2"]);
    }

    /// Names stay short: 5 letters and 2 digits on a tree of twelve
    /// million inner nodes.
    #[test]
    fn names_of_a_tree_of_millions_are_at_most_8_characters() {
        let last_inner: Place = 26 + 26 * 26 + 26u32.pow(3) + 26u32.pow(4) + 26u32.pow(5) - 1;
        assert_eq!(letters(last_inner as usize), "ZZZZZ");
        assert_eq!(name(LEAF | 98, Some(last_inner)), "ZZZZZ99");
        assert_eq!(name(0, None), "A");
    }
}
