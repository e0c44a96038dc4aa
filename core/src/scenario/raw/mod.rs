//! Parsing a scenario file into a raw structure. Everything that can be
//! checked while parsing is checked here, so that RON reports the error at
//! its line and column: wrong types, unknown fields, a node without a value
//! or children, an empty children list, a duplicate name, a name, label or
//! title holding a control character or a bidi override.

use super::build::Builder;
use super::numbers;
use super::problem::{Check, Expected, Field, Owner, Problem};
use super::text::Text;
use crate::game::Player;
use crate::printable;
use crate::value::{NotAValue, Value};
use serde::de::{self, Deserialize, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use std::borrow::Cow;
use std::cell::RefCell;
use std::collections::HashSet;
use std::fmt;

mod quick;

thread_local! {
    /// The problem behind the last error a check of ours raised: serde
    /// passes only its text on to RON, which adds the line and column.
    static RAISED: RefCell<Option<Check>> = const { RefCell::new(None) };
}

/// A serde error for `check`, which is kept to be found again by `parse`.
fn fail<E: de::Error>(check: Check) -> E {
    let e = E::custom(&check);
    RAISED.with(|r| *r.borrow_mut() = Some(check));
    e
}

/// A scenario as written in the file.
#[derive(Debug, PartialEq)]
pub struct RawScenario {
    pub title: Text,
    pub source: Text,
    pub note: Text,
    pub root: Option<Player>,
    /// The depth limit the example is meant for, if any.
    pub depth: Option<u32>,
    /// The players of a game with more than two (max^n), in turn order.
    pub players: Vec<String>,
    pub tree: RawTree,
    /// Leaf values hidden until the search evaluates them.
    pub hide_leaves: bool,
}

/// The tree as read: by RON, node by node, or by the quick reader into
/// the table of the tree itself.
#[derive(Debug)]
pub enum RawTree {
    Read(RawNode),
    Built(Builder),
}

impl RawTree {
    /// The tree's table (`len`: the nodes read, for the table's size).
    pub fn built(self, len: usize) -> Builder {
        match self {
            RawTree::Built(b) => b,
            RawTree::Read(root) => {
                let mut b = Builder::with_capacity(len);
                b.add(root, None);
                b
            }
        }
    }
}

/// Two readings of a tree are the same when their tables are.
impl PartialEq for RawTree {
    fn eq(&self, other: &RawTree) -> bool {
        let table = |t: &RawTree| match t {
            RawTree::Built(b) => b.clone(),
            RawTree::Read(root) => RawTree::Read(root.clone()).built(0),
        };
        table(self) == table(other)
    }
}

/// A node as written: a bare number is a leaf with that static value.
/// A node with fields is boxed, so that a bare leaf takes 32 bytes, not
/// the 150 of every field (a file's tree can have millions of leaves).
#[derive(Clone, Debug, PartialEq)]
pub enum RawNode {
    Leaf(Value),
    /// A leaf of an n-player tree: one value per player (max^n).
    Vector(Vec<Value>),
    Node(Box<RawInner>),
}

#[cfg(test)]
impl RawTree {
    /// The nodes of the tree.
    pub fn len(&self) -> usize {
        match self {
            RawTree::Read(root) => root.len(),
            RawTree::Built(b) => b.nodes.len(),
        }
    }
}

#[cfg(test)]
impl RawNode {
    /// The nodes of the tree it roots.
    pub fn len(&self) -> usize {
        match self {
            RawNode::Node(n) => 1 + n.children.iter().map(RawNode::len).sum::<usize>(),
            RawNode::Leaf(_) | RawNode::Vector(_) => 1,
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct RawInner {
    pub name: Option<String>,
    pub move_label: Option<String>,
    pub value: Option<Value>,
    /// `value: (1, 2, 6)`: one value per player (max^n).
    pub vector: Option<Vec<Value>>,
    pub player: Option<Player>,
    /// The probability of reaching this node from its (chance) parent.
    pub probability: Option<Value>,
    /// An active (not quiet) position: quiescence searches on below it.
    pub active: bool,
    pub children: Vec<RawNode>,
}

/// What parsing has met so far: the names (to report a duplicate where it
/// stands) and the kind of leaves (to report a mixture where it starts).
#[derive(Default)]
pub struct Names {
    names: RefCell<HashSet<String>>,
    /// The length of the value vectors of an n-player tree.
    vector_len: std::cell::Cell<Option<usize>>,
    scalar_leaves: std::cell::Cell<bool>,
    /// The nodes read, so that the tree's table is sized to them.
    nodes: std::cell::Cell<usize>,
}

impl Names {
    /// Forgets what a read that gave up met.
    fn forget(&self) {
        self.names.borrow_mut().clear();
        self.vector_len.set(None);
        self.scalar_leaves.set(false);
        self.nodes.set(0);
    }

    /// The nodes of the tree read.
    pub fn nodes(&self) -> usize {
        self.nodes.get()
    }

    /// The players of an n-player tree (the length of its leaves'
    /// vectors); None for MAX and MIN.
    pub fn players(&self) -> Option<usize> {
        self.vector_len.get()
    }

    fn counted(&self, node: RawNode) -> RawNode {
        self.count();
        node
    }

    /// One node more read.
    fn count(&self) {
        self.nodes.set(self.nodes.get() + 1);
    }

    pub fn contains(&self, name: &str) -> bool {
        self.names.borrow().contains(name)
    }

    fn scalar<E: de::Error>(&self) -> Result<(), E> {
        self.scalar_leaves.set(true);
        self.check_mixture()
    }

    fn vector<E: de::Error>(&self, v: &[Value]) -> Result<(), E> {
        match self.vector_len.get() {
            Some(n) if n != v.len() => Err(fail(Check::VectorLength {
                found: v.len(),
                expected: n,
            })),
            _ => {
                self.vector_len.set(Some(v.len()));
                self.check_mixture()
            }
        }
    }

    fn check_mixture<E: de::Error>(&self) -> Result<(), E> {
        if self.scalar_leaves.get() && self.vector_len.get().is_some() {
            return Err(fail(Check::MixedLeaves));
        }
        Ok(())
    }
}

const SCENARIO_FIELDS: &[&str] = &[
    "title",
    "source",
    "note",
    "root",
    "depth",
    "players",
    "tree",
    "hide_leaves",
];
const NODE_FIELDS: &[&str] = &["name", "move", "value", "player", "p", "active", "children"];

fn unknown_field<E: de::Error>(field: &str, owner: Owner, expected: &'static [&'static str]) -> E {
    fail(Check::UnknownField {
        field: field.to_string(),
        owner,
        expected,
    })
}

/// The deepest tree a scenario file can hold: RON reads brackets nested
/// 128 deep, and a level of the tree takes four (the node, its fields,
/// its children's list, the child).
pub const MOST_LEVELS: u32 = 31;

/// Parses the text of a scenario file; an error with its line and column.
/// A number too large or too fine is found in the text (RON reads `1e999`
/// as `inf`), and said where it is written unless RON stopped before it.
/// The common case is read at once (`quick`); anything else, and
/// anything wrong, by RON from the start, so that every error keeps
/// RON's position and words.
pub fn parse(text: &str, names: &Names) -> Result<RawScenario, (ron::error::Position, Problem)> {
    let (parsed, unkept) = match quick::read(text, names) {
        // Only what RON read there may hold a number that does not fit.
        Some((read, by_ron)) => {
            let unkept = by_ron
                .into_iter()
                .find_map(|span| numbers::first_unkept_in(text, span));
            (Ok(read), unkept)
        }
        None => {
            names.forget();
            let parsed = checked(|| ron::Options::default().from_str_seed(text, ScenarioSeed(names)));
            (parsed, numbers::first_unkept(text))
        }
    };
    let Some(u) = unkept else {
        return parsed;
    };
    match parsed {
        Err((at, problem)) if (at.line, at.col) < (u.line, u.column) => Err((at, problem)),
        _ => Err((
            ron::error::Position {
                line: u.line,
                col: u.column,
            },
            Problem::Check(Check::Unkept {
                text: u.text,
                why: u.why,
            }),
        )),
    }
}

/// Runs a RON parse whose checks may `fail`: its error, with the problem
/// a check of ours raised.
pub(super) fn checked<T>(
    parse: impl FnOnce() -> Result<T, ron::error::SpannedError>,
) -> Result<T, (ron::error::Position, Problem)> {
    RAISED.with(|r| r.borrow_mut().take());
    parse().map_err(|e| {
        let raised = RAISED.with(|r| r.borrow_mut().take());
        (e.span.start, Problem::from_ron(e.code, raised))
    })
}

/// Refuses a name, a move's label or a title that holds a character a
/// terminal would act on, or that reorders the text around it unseen.
fn printable<E: de::Error>(text: &str, field: Field) -> Result<(), E> {
    match text.chars().find(|&c| printable::refused_in_name(c)) {
        Some(character) => Err(fail(Check::Unprintable { field, character })),
        None => Ok(()),
    }
}

/// A lesson's title, refused as a scenario's is.
pub(super) fn title<'de, D: Deserializer<'de>>(d: D) -> Result<Text, D::Error> {
    let title = <Text as de::Deserialize>::deserialize(d)?;
    for (_, t) in title.entries() {
        printable(t, Field::Title)?;
    }
    Ok(title)
}

struct ScenarioSeed<'a>(&'a Names);

impl<'de> DeserializeSeed<'de> for ScenarioSeed<'_> {
    type Value = RawScenario;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<RawScenario, D::Error> {
        d.deserialize_struct("Scenario", SCENARIO_FIELDS, self)
    }
}

impl<'de> Visitor<'de> for ScenarioSeed<'_> {
    type Value = RawScenario;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}", Expected::Scenario)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<RawScenario, A::Error> {
        let mut fields = ScenarioFields::default();
        let mut seen = Seen::default();
        while let Some(Key(key)) = map.next_key::<Key>()? {
            let field = seen.once(&key, SCENARIO_FIELDS, Owner::Scenario)?;
            map.next_value_seed(ScenarioField {
                field,
                fields: &mut fields,
                names: self.0,
            })?;
            fields.check(field)?;
        }
        fields.finished(self.0)
    }
}

/// A scenario's fields as read so far.
#[derive(Default)]
struct ScenarioFields {
    title: Option<Text>,
    source: Option<Text>,
    note: Option<Text>,
    root: Option<Player>,
    depth: Option<u32>,
    players: Vec<String>,
    tree: Option<RawTree>,
    hide_leaves: bool,
}

/// The value of the scenario's field `field` (its place in
/// `SCENARIO_FIELDS`), read into `fields`.
struct ScenarioField<'a> {
    field: usize,
    fields: &'a mut ScenarioFields,
    names: &'a Names,
}

impl<'de> DeserializeSeed<'de> for ScenarioField<'_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        let f = self.fields;
        match SCENARIO_FIELDS[self.field] {
            "title" => f.title = Some(de::Deserialize::deserialize(d)?),
            "source" => f.source = Some(de::Deserialize::deserialize(d)?),
            "note" => f.note = Some(de::Deserialize::deserialize(d)?),
            "root" => f.root = Some(<PlayerName as de::Deserialize>::deserialize(d)?.0),
            "depth" => f.depth = Some(<Depth as de::Deserialize>::deserialize(d)?.0),
            "players" => f.players = de::Deserialize::deserialize(d)?,
            "hide_leaves" => f.hide_leaves = de::Deserialize::deserialize(d)?,
            _ => f.tree = Some(RawTree::Read(NodeSeed(self.names).deserialize(d)?)),
        }
        Ok(())
    }
}

impl ScenarioFields {
    /// What is checked of a field's value once RON is past it (and past
    /// its comma: an error stands there).
    fn check<E: de::Error>(&self, field: usize) -> Result<(), E> {
        match SCENARIO_FIELDS[field] {
            "title" => {
                let mut title = self.title.iter().flat_map(Text::entries);
                title.try_for_each(|(_, t)| printable(t, Field::Title))
            }
            "players" => self.players.iter().try_for_each(|p| printable(p, Field::Player)),
            _ => Ok(()),
        }
    }

    /// The scenario, once every field is read: what the fields say
    /// together checked.
    fn finished<E: de::Error>(self, names: &Names) -> Result<RawScenario, E> {
        if self.root == Some(Player::Chance) && names.vector_len.get().is_some() {
            return Err(fail(Check::ChanceOverVectors));
        }
        if let Some(n) = names.vector_len.get()
            && !self.players.is_empty()
            && self.players.len() != n
        {
            return Err(fail(Check::PlayersCount {
                named: self.players.len(),
                values: n,
            }));
        }
        Ok(RawScenario {
            players: self.players,
            title: self.title.ok_or_else(|| de::Error::missing_field("title"))?,
            source: self.source.unwrap_or_default(),
            note: self.note.unwrap_or_default(),
            root: self.root,
            depth: self.depth,
            hide_leaves: self.hide_leaves,
            tree: self.tree.ok_or_else(|| de::Error::missing_field("tree"))?,
        })
    }
}

/// A depth limit: a whole number of plies. Read as any number, so that
/// `1.5` is refused as a depth, not as a missing comma after `1`.
struct Depth(u32);

/// An optional `depth` of another file read the same way (a lesson's
/// item, read through `checked`).
pub(super) fn optional_depth<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u32>, D::Error> {
    <Option<Depth> as de::Deserialize>::deserialize(d).map(|depth| depth.map(|d| d.0))
}

impl<'de> de::Deserialize<'de> for Depth {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(DepthVisitor)
    }
}

struct DepthVisitor;

impl Visitor<'_> for DepthVisitor {
    type Value = Depth;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "a depth")
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Depth, E> {
        u32::try_from(v)
            .map(Depth)
            .map_err(|_| fail(Check::BadDepth { found: v.to_string() }))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Depth, E> {
        match u64::try_from(v) {
            Ok(v) => self.visit_u64(v),
            Err(_) => Err(fail(Check::BadDepth { found: v.to_string() })),
        }
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Depth, E> {
        Err(fail(Check::BadDepth { found: v.to_string() }))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Depth, E> {
        Err(fail(Check::BadDepth {
            found: format!("{v:?}"),
        }))
    }
}

/// `Max` / `Min` (also `MAX` / `MIN`).
struct PlayerName(Player);

impl<'de> de::Deserialize<'de> for PlayerName {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_identifier(PlayerVisitor)
    }
}

struct PlayerVisitor;

impl Visitor<'_> for PlayerVisitor {
    type Value = PlayerName;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}", Expected::Player)
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<PlayerName, E> {
        match s {
            "Max" | "MAX" | "max" => Ok(PlayerName(Player::Max)),
            "Min" | "MIN" | "min" => Ok(PlayerName(Player::Min)),
            "Chance" | "CHANCE" | "chance" => Ok(PlayerName(Player::Chance)),
            _ => Err(fail(Check::UnknownPlayer { name: s.to_string() })),
        }
    }
}

struct NodeSeed<'a>(&'a Names);

impl<'de> DeserializeSeed<'de> for NodeSeed<'_> {
    type Value = RawNode;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<RawNode, D::Error> {
        let names = self.0;
        d.deserialize_any(self).map(|node| names.counted(node))
    }
}

/// A number as RON read it, kept exact: the decimal it was written as.
/// (One that does not fit is refused from the text, `numbers`.)
fn number<E: de::Error>(v: f64) -> Result<Value, E> {
    if v.is_nan() {
        return Err(fail(Check::NotANumber));
    }
    Value::written(v).ok_or_else(|| {
        fail(Check::Unkept {
            text: format!("{v:e}"),
            why: NotAValue::TooLarge,
        })
    })
}

/// A value written as a string, `"10/3"`: exactly, as the texts write
/// it; one too large or too fine is refused as such, anything else as
/// `not_one` says.
fn quoted_fraction<E: de::Error>(s: &str, not_one: impl FnOnce() -> E) -> Result<Value, E> {
    match s.contains('/').then(|| s.parse::<Value>()) {
        Some(Ok(v)) => Ok(v),
        Some(Err(why @ (NotAValue::TooLarge | NotAValue::TooFine))) => Err(fail(Check::Unkept {
            text: s.to_string(),
            why,
        })),
        _ => Err(not_one()),
    }
}

/// A whole number as RON read it (written in another base: `0x…`).
fn whole<E: de::Error>(v: i128) -> Result<Value, E> {
    i64::try_from(v)
        .ok()
        .and_then(|n| Value::fraction(n, 1))
        .ok_or_else(|| {
            fail(Check::Unkept {
                text: v.to_string(),
                why: NotAValue::TooLarge,
            })
        })
}

impl<'de> Visitor<'de> for NodeSeed<'_> {
    type Value = RawNode;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}", Expected::Node)
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<RawNode, E> {
        self.0.scalar()?;
        whole(v.into()).map(RawNode::Leaf)
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<RawNode, E> {
        self.0.scalar()?;
        whole(v.into()).map(RawNode::Leaf)
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<RawNode, E> {
        self.0.scalar()?;
        number(v).map(RawNode::Leaf)
    }

    /// `"10/3"`: a fraction, exactly (as an edited tree is written).
    fn visit_str<E: de::Error>(self, s: &str) -> Result<RawNode, E> {
        self.0.scalar()?;
        let not_one = || E::invalid_type(de::Unexpected::Str(s), &self);
        quoted_fraction(s, not_one).map(RawNode::Leaf)
    }

    /// `(1, 2, 6)`: a leaf with one value per player (max^n).
    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<RawNode, A::Error> {
        let values = NumberVisitor.visit_seq(seq)?.vector();
        self.0.vector(&values)?;
        Ok(RawNode::Vector(values))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<RawNode, A::Error> {
        let mut node = RawInner::default();
        let mut seen = Seen::default();
        while let Some(Key(key)) = map.next_key::<Key>()? {
            let field = seen.once(&key, NODE_FIELDS, Owner::Node)?;
            map.next_value_seed(NodeField {
                field,
                node: &mut node,
                names: self.0,
            })?;
            node.check(field, self.0)?;
        }
        node.finished(self.0)
    }
}

/// The value of a node's field `field` (its place in `NODE_FIELDS`),
/// read into `node`.
struct NodeField<'a> {
    field: usize,
    node: &'a mut RawInner,
    names: &'a Names,
}

impl<'de> DeserializeSeed<'de> for NodeField<'_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        let node = self.node;
        match NODE_FIELDS[self.field] {
            "name" => node.name = Some(String::deserialize(d)?),
            "move" => node.move_label = Some(String::deserialize(d)?),
            "value" => match StaticValue::deserialize(d)? {
                StaticValue::Scalar(v) => node.value = Some(v),
                StaticValue::Vector(v) => node.vector = Some(v),
            },
            "player" => node.player = Some(PlayerName::deserialize(d)?.0),
            "p" => node.probability = Some(Probability::deserialize(d)?.0),
            "active" => node.active = bool::deserialize(d)?,
            _ => node.children = ChildrenSeed(self.names).deserialize(d)?,
        }
        Ok(())
    }
}

impl RawInner {
    /// What is checked of a field's value once RON is past it (and past
    /// its comma: an error stands there).
    fn check<E: de::Error>(&self, field: usize, names: &Names) -> Result<(), E> {
        match (NODE_FIELDS[field], &self.name, &self.move_label, &self.vector) {
            ("name", Some(name), _, _) => names.register(name),
            ("move", _, Some(label), _) => printable(label, Field::Move),
            ("value", _, _, Some(values)) => names.vector(values),
            _ => Ok(()),
        }
    }

    /// The node, once every field is read: what the fields and the
    /// children say together checked.
    fn finished<E: de::Error>(self, names: &Names) -> Result<RawNode, E> {
        self.whole(names, self.children.iter().map(RawNode::probability))?;
        Ok(RawNode::Node(Box::new(self)))
    }

    /// What the fields and the children say together checked; `below`:
    /// the probabilities of the children (read apart from these fields
    /// by the quick reader).
    fn whole<E: de::Error>(
        &self,
        names: &Names,
        below: impl ExactSizeIterator<Item = Option<Value>>,
    ) -> Result<(), E> {
        // A node's children are never empty (`ChildrenSeed`).
        let has_children = below.len() > 0;
        if self.value.is_some() && !has_children {
            names.scalar()?;
        }
        if !has_children && self.value.is_none() && self.vector.is_none() {
            return Err(fail(Check::Empty {
                node: self.name.clone(),
            }));
        }
        // The leaves below are read by now: vectors there make it max^n.
        if self.player == Some(Player::Chance) && names.vector_len.get().is_some() {
            return Err(fail(Check::ChanceOverVectors));
        }
        check_probabilities(self.player, below)
    }
}

impl RawNode {
    /// The probability written at this node.
    fn probability(&self) -> Option<Value> {
        match self {
            RawNode::Node(n) => n.probability,
            RawNode::Leaf(_) | RawNode::Vector(_) => None,
        }
    }
}

/// A field's name as the file writes it: borrowed from the text where
/// RON hands it over so (a file's tree has a field or two a node, and
/// millions of nodes).
struct Key<'de>(Cow<'de, str>);

impl<'de> de::Deserialize<'de> for Key<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_identifier(KeyVisitor)
    }
}

struct KeyVisitor;

impl<'de> Visitor<'de> for KeyVisitor {
    type Value = Key<'de>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "a field's name")
    }

    fn visit_borrowed_str<E: de::Error>(self, s: &'de str) -> Result<Key<'de>, E> {
        Ok(Key(Cow::Borrowed(s)))
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<Key<'de>, E> {
        Ok(Key(Cow::Owned(s.to_string())))
    }
}

/// The known fields met so far in a struct, one bit each by their place
/// in its list of fields.
#[derive(Default)]
struct Seen(u32);

impl Seen {
    /// The place of `key` among `fields`; a field met before in the same
    /// struct is refused (RON would keep the last), as is an unknown one.
    fn once<E: de::Error>(
        &mut self,
        key: &str,
        fields: &'static [&'static str],
        owner: Owner,
    ) -> Result<usize, E> {
        let Some(i) = fields.iter().position(|f| *f == key) else {
            return Err(unknown_field(key, owner, fields));
        };
        if self.0 & (1 << i) != 0 {
            return Err(fail(Check::DuplicateKey {
                field: key.to_string(),
                owner,
            }));
        }
        self.0 |= 1 << i;
        Ok(i)
    }
}

/// Probabilities belong to the children of a chance node: all of them or
/// none (equally likely), summing to 1.
fn check_probabilities<E: de::Error>(
    player: Option<Player>,
    below: impl ExactSizeIterator<Item = Option<Value>>,
) -> Result<(), E> {
    let children = below.len();
    let given: Vec<Value> = below.flatten().collect();
    if given.is_empty() {
        return Ok(());
    }
    if player != Some(Player::Chance) {
        return Err(fail(Check::ProbabilityOutsideChance));
    }
    if given.len() != children {
        return Err(fail(Check::SomeProbabilities));
    }
    let sum: Value = given.iter().copied().sum();
    if sum != Value::int(1) {
        return Err(fail(Check::ProbabilitySum { sum }));
    }
    Ok(())
}

impl Names {
    /// Takes a node's name: refused when blank, unprintable or taken.
    fn register<E: de::Error>(&self, name: &str) -> Result<(), E> {
        if name.trim().is_empty() {
            return Err(fail(Check::EmptyName));
        }
        printable(name, Field::Name)?;
        if !self.names.borrow_mut().insert(name.to_string()) {
            return Err(fail(Check::DuplicateName {
                name: name.to_string(),
            }));
        }
        Ok(())
    }
}

struct ChildrenSeed<'a>(&'a Names);

impl<'de> DeserializeSeed<'de> for ChildrenSeed<'_> {
    type Value = Vec<RawNode>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Vec<RawNode>, D::Error> {
        d.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for ChildrenSeed<'_> {
    type Value = Vec<RawNode>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}", Expected::Children)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<RawNode>, A::Error> {
        let mut children = Vec::new();
        while let Some(child) = seq.next_element_seed(NodeSeed(self.0))? {
            children.push(child);
        }
        if children.is_empty() {
            return Err(fail(Check::EmptyChildren));
        }
        Ok(children)
    }
}

/// A probability: a number in (0, 1] or a fraction written as a string ("1/3").
struct Probability(Value);

impl<'de> de::Deserialize<'de> for Probability {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = d.deserialize_any(ProbabilityVisitor)?;
        if v > Value::ZERO && v <= Value::int(1) {
            Ok(Probability(v))
        } else {
            Err(fail(Check::ProbabilityRange { value: v }))
        }
    }
}

struct ProbabilityVisitor;

impl Visitor<'_> for ProbabilityVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}", Expected::Probability)
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Value, E> {
        whole(v.into())
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Value, E> {
        whole(v.into())
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Value, E> {
        number(v)
    }

    /// "1/3", "0.25" or "1": exactly as written.
    fn visit_str<E: de::Error>(self, s: &str) -> Result<Value, E> {
        match s.parse::<Value>() {
            Ok(v) => Ok(v),
            Err(why @ (NotAValue::TooLarge | NotAValue::TooFine)) => Err(fail(Check::Unkept {
                text: s.to_string(),
                why,
            })),
            Err(NotAValue::NotANumber) => Err(fail(Check::NotAProbability { text: s.to_string() })),
        }
    }
}

/// A static value: any number (including `inf` and `-inf`), never NaN, or
/// a tuple of numbers, one per player (max^n).
enum StaticValue {
    Scalar(Value),
    Vector(Vec<Value>),
}

impl StaticValue {
    fn vector(self) -> Vec<Value> {
        match self {
            StaticValue::Scalar(v) => vec![v],
            StaticValue::Vector(v) => v,
        }
    }
}

impl<'de> de::Deserialize<'de> for StaticValue {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(NumberVisitor)
    }
}

struct NumberVisitor;

impl<'de> Visitor<'de> for NumberVisitor {
    type Value = StaticValue;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}", Expected::Number)
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<StaticValue, E> {
        whole(v.into()).map(StaticValue::Scalar)
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<StaticValue, E> {
        whole(v.into()).map(StaticValue::Scalar)
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<StaticValue, E> {
        number(v).map(StaticValue::Scalar)
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<StaticValue, E> {
        let not_one = || E::invalid_type(de::Unexpected::Str(s), &self);
        quoted_fraction(s, not_one).map(StaticValue::Scalar)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<StaticValue, A::Error> {
        let mut values = Vec::new();
        while let Some(v) = seq.next_element::<f64>()? {
            values.push(number(v)?);
        }
        if values.len() < 2 {
            return Err(fail(Check::ShortVector));
        }
        Ok(StaticValue::Vector(values))
    }
}
