//! Random exercise trees for practice: a spec such as
//! `b3d4:v-9..9:ties:seed7` gives the same tree on every machine. The
//! shape's branching and depth may be ranges (`b2-4d3-5`); options ask for
//! leaf values in a range, a cut-off on equality (`ties`), chance nodes at
//! MIN's levels (`chance`), at least k cut-offs (`cuts3`), a deep cut-off
//! (`deep`). A tree that misses what is asked is replaced by the next
//! seed's, a bounded number of times, and the spec written back names the
//! seed that gave it.

use super::Scenario;
use crate::record::search::{Counters, Trace};
use crate::search::{Algorithm, Setup};
use crate::seeded::{draw, generator};
use rand_chacha::ChaCha8Rng;
use std::fmt;
use std::str::FromStr;

/// The most leaves a random tree may have: an exercise, not a benchmark.
const MOST_LEAVES: u64 = 2_000;
/// Seeds tried after the first before giving up.
const TRIES: u64 = 2_000;

/// What a random tree is asked to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spec {
    pub branching: (u32, u32),
    pub depth: (u32, u32),
    pub values: (i32, i32),
    pub ties: bool,
    pub chance: bool,
    pub cuts: u32,
    pub deep: bool,
    pub seed: Option<u64>,
}

/// Why a spec gives no tree.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SpecError {
    /// Not the notation: the part that could not be read.
    #[error("cannot read {part:?}")]
    Unreadable { part: String },
    /// Nothing where the shape goes (`''`, `:seed1`).
    #[error("no shape")]
    NoShape,
    /// A range whose low end is above its high end, or out of bounds.
    #[error("bad range {part:?}")]
    Range { part: String },
    /// More leaves than an exercise needs.
    #[error("up to {leaves} leaves")]
    TooBig { leaves: u64 },
    /// Options that cannot hold together (chance nodes are never cut).
    #[error("{first} with {second}")]
    Clash {
        first: &'static str,
        second: &'static str,
    },
    /// A deep cut-off needs four levels.
    #[error("deep needs depth 4")]
    TooShallow,
    /// No seed of the ones tried gave what is asked.
    #[error("no tree in {tries} seeds from {seed}")]
    NotFound { seed: u64, tries: u64 },
}

impl Default for Spec {
    fn default() -> Spec {
        Spec {
            branching: (2, 2),
            depth: (2, 2),
            values: (-9, 9),
            ties: false,
            chance: false,
            cuts: 0,
            deep: false,
            seed: None,
        }
    }
}

/// `3` or `2-4`.
fn range(text: &str) -> Option<(u32, u32)> {
    match text.split_once('-') {
        Some((a, b)) => Some((a.parse().ok()?, b.parse().ok()?)),
        None => text.parse().ok().map(|n| (n, n)),
    }
}

/// A range of whole numbers, low end first.
type Span = (u32, u32);

/// `b3d4`, `b2-4d3-5`: branching and depth.
fn shape(text: &str) -> Result<(Span, Span), SpecError> {
    if text.is_empty() {
        return Err(SpecError::NoShape);
    }
    let unreadable = || SpecError::Unreadable { part: text.into() };
    let rest = text.strip_prefix('b').ok_or_else(unreadable)?;
    let (b, d) = rest.split_once('d').ok_or_else(unreadable)?;
    let (b, d) = (range(b).ok_or_else(unreadable)?, range(d).ok_or_else(unreadable)?);
    let bad = |r: (u32, u32), most| r.0 > r.1 || r.0 == 0 || r.1 > most;
    if bad(b, 9) || bad(d, 8) {
        return Err(SpecError::Range { part: text.into() });
    }
    Ok((b, d))
}

/// `v-9..9`.
fn values(text: &str) -> Option<(i32, i32)> {
    let (lo, hi) = text.strip_prefix('v')?.split_once("..")?;
    let (lo, hi) = (lo.parse().ok()?, hi.parse().ok()?);
    (lo <= hi && i64::from(hi) - i64::from(lo) < 1_000_000).then_some((lo, hi))
}

impl FromStr for Spec {
    type Err = SpecError;
    fn from_str(text: &str) -> Result<Spec, SpecError> {
        let text = text.strip_prefix("random:").unwrap_or(text);
        let mut parts = text.split(':');
        let (branching, depth) = shape(parts.next().unwrap_or_default())?;
        let mut spec = Spec {
            branching,
            depth,
            ..Spec::default()
        };
        for part in parts {
            let unreadable = || SpecError::Unreadable { part: part.into() };
            match part {
                "ties" => spec.ties = true,
                "chance" => spec.chance = true,
                "deep" => spec.deep = true,
                p if p.starts_with('v') => spec.values = values(p).ok_or_else(unreadable)?,
                p if p.starts_with("cuts") => spec.cuts = p[4..].parse().map_err(|_| unreadable())?,
                p if p.starts_with("seed") => spec.seed = Some(p[4..].parse().map_err(|_| unreadable())?),
                _ => return Err(unreadable()),
            }
        }
        spec.check()?;
        Ok(spec)
    }
}

impl Spec {
    /// Refuses at once what cannot be made: too many leaves, chance with
    /// cut-offs (a chance node passes the full window down, so nothing
    /// below it is ever cut), a deep cut-off in under four levels.
    fn check(&self) -> Result<(), SpecError> {
        let leaves = u64::from(self.branching.1).pow(self.depth.1);
        if leaves > MOST_LEAVES {
            return Err(SpecError::TooBig { leaves });
        }
        let cut = [("ties", self.ties), ("cuts", self.cuts > 0), ("deep", self.deep)];
        if let Some(&(asked, _)) = cut.iter().find(|c| c.1).filter(|_| self.chance) {
            return Err(SpecError::Clash {
                first: "chance",
                second: asked,
            });
        }
        if self.deep && self.depth.1 < 4 {
            return Err(SpecError::TooShallow);
        }
        Ok(())
    }
}

/// The spec as written back: every option that differs from the default,
/// and the seed.
impl fmt::Display for Spec {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let r = |(a, b): (u32, u32)| if a == b { a.to_string() } else { format!("{a}-{b}") };
        write!(f, "random:b{}d{}", r(self.branching), r(self.depth))?;
        if self.values != Spec::default().values {
            write!(f, ":v{}..{}", self.values.0, self.values.1)?;
        }
        for (on, name) in [(self.ties, "ties"), (self.chance, "chance"), (self.deep, "deep")] {
            if on {
                write!(f, ":{name}")?;
            }
        }
        if self.cuts > 0 {
            write!(f, ":cuts{}", self.cuts)?;
        }
        if let Some(seed) = self.seed {
            write!(f, ":seed{seed}")?;
        }
        Ok(())
    }
}

/// A random tree: leaves with values, inner nodes.
enum Tree {
    Leaf(i32),
    Node(Vec<Tree>),
}

/// Draws a tree from a seed's generator: branching and the depth at which
/// a path stops within their ranges, values within theirs.
fn grow(spec: &Spec, rng: &mut ChaCha8Rng, depth: u32) -> Tree {
    let span = |lo: u32, hi: u32, rng: &mut ChaCha8Rng| lo + draw(rng, u64::from(hi - lo + 1)) as u32;
    let stop = depth >= spec.depth.0 && (depth >= spec.depth.1 || draw(rng, 2) == 0);
    if stop {
        let (lo, hi) = spec.values;
        let n = (i64::from(hi) - i64::from(lo) + 1) as u64;
        return Tree::Leaf((i64::from(lo) + draw(rng, n) as i64) as i32);
    }
    let b = span(spec.branching.0, spec.branching.1, rng);
    Tree::Node((0..b).map(|_| grow(spec, rng, depth + 1)).collect())
}

/// The tree in the scenario format, a node a line, the leaves of a node
/// on its line; inner nodes at MIN's levels are chance nodes when asked;
/// each node named by the next of `names` (in preorder) while they last.
fn ron(t: &Tree, depth: u32, chance: bool, names: &mut dyn Iterator<Item = String>) -> String {
    let name = names.next().map(|n| format!("name: \"{n}\", "));
    let name = name.unwrap_or_default();
    match t {
        Tree::Leaf(v) if name.is_empty() => v.to_string(),
        Tree::Leaf(v) => format!("({name}value: {v})"),
        Tree::Node(kids) => {
            let player = match (depth % 2, chance) {
                (0, _) => "Max",
                (_, true) => "Chance",
                (_, false) => "Min",
            };
            let leaves = kids.iter().all(|k| matches!(k, Tree::Leaf(_)));
            let kids: Vec<String> = kids.iter().map(|k| ron(k, depth + 1, chance, names)).collect();
            let indent = "    ".repeat(depth as usize + 1);
            match leaves {
                true => format!("({name}player: {player}, children: [{}])", kids.join(", ")),
                false => format!(
                    "({name}player: {player}, children: [\n{indent}    {},\n{indent}])",
                    kids.join(&format!(",\n{indent}    "))
                ),
            }
        }
    }
}

/// The scenario file of a spec with its seed, its nodes named by `names`
/// (in preorder; none: left to the reader, who names them by one rule).
fn file(spec: &Spec, tree: &Tree, names: Vec<String>) -> String {
    format!(
        "// {spec}: a random exercise tree; the spec recreates it exactly.\n\
         Scenario(\n    title: \"{spec}\",\n    source: \"gametree random\",\n    \
         tree: {},\n)\n",
        ron(tree, 0, spec.chance, &mut names.into_iter())
    )
}

/// The names of a tree's nodes in preorder, as `ron` writes its nodes.
fn preorder_names(tree: &crate::game::tree::GameTree) -> Vec<String> {
    let mut names = Vec::with_capacity(tree.len());
    let mut todo = vec![tree.root()];
    while let Some(id) = todo.pop() {
        let n = tree.node(id);
        names.push(n.name.to_string());
        todo.extend(n.children.iter().rev());
    }
    names
}

/// Whether alpha-beta on the tree does what the spec asks.
fn holds(spec: &Spec, trace: &Trace) -> bool {
    let c: Counters = trace.counters(trace.len());
    let mut equal = false;
    let mut deep = false;
    trace.walk(|k, _, state| {
        if let Some(cut) = state.cutoff(trace, k).filter(|c| c.children > 0) {
            equal |= cut.value == cut.bound;
            let up = cut.bound_from.map(|f| trace.depth(cut.at) - trace.depth(f));
            deep |= up.is_some_and(|u| u >= 3);
        }
    });
    c.alpha_cutoffs + c.beta_cutoffs >= u64::from(spec.cuts) && (equal || !spec.ties) && (deep || !spec.deep)
}

/// The tree of a spec: the scenario file's text and the spec with the seed
/// that gave it (the one asked for, or the first after it that gives what
/// is asked).
pub fn generate(spec: &Spec, fresh_seed: u64) -> Result<(Spec, String), SpecError> {
    spec.check()?;
    let first = spec.seed.unwrap_or(fresh_seed);
    for seed in first..=first.saturating_add(TRIES) {
        let found = Spec {
            seed: Some(seed),
            ..*spec
        };
        let tree = grow(spec, &mut generator(seed), 0);
        let text = file(&found, &tree, Vec::new());
        let scenario = Scenario::parse("random", "random.ron", &text).expect("a generated tree is valid");
        let trace = scenario.record(Setup::new(Algorithm::AlphaBeta));
        if trace.is_ok_and(|t| holds(spec, &t)) {
            // The file names its nodes as the spec's tree is named.
            return Ok((found, file(&found, &tree, preorder_names(&scenario.tree))));
        }
    }
    Err(SpecError::NotFound {
        seed: first,
        tries: TRIES,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spec_reads_and_writes_back() {
        let s: Spec = "random:b2-4d3:v0..20:ties:cuts2:seed7".parse().unwrap();
        assert_eq!(
            (s.branching, s.depth, s.values, s.cuts),
            ((2, 4), (3, 3), (0, 20), 2)
        );
        assert_eq!(s.to_string(), "random:b2-4d3:v0..20:ties:cuts2:seed7");
        assert_eq!("b3d3".parse::<Spec>().unwrap().to_string(), "random:b3d3");
    }

    #[test]
    fn impossible_specs_are_refused_at_once() {
        assert!(matches!(
            "b3d3:chance:ties".parse::<Spec>(),
            Err(SpecError::Clash { .. })
        ));
        assert_eq!("b3d3:deep".parse::<Spec>(), Err(SpecError::TooShallow));
        assert!(matches!("b9d8".parse::<Spec>(), Err(SpecError::TooBig { .. })));
        assert!(matches!(
            "b3x3".parse::<Spec>(),
            Err(SpecError::Unreadable { .. })
        ));
        assert!(matches!("b4-2d3".parse::<Spec>(), Err(SpecError::Range { .. })));
    }
}
