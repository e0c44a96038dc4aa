//! Parsing a scenario file into a raw structure. Everything that can be
//! checked while parsing is checked here, so that RON reports the error at
//! its line and column: wrong types, unknown fields, a node without a value
//! or children, an empty children list, a duplicate name, a name, label or
//! title holding a control character or a bidi override.

use super::problem::{Check, Expected, Field, Owner, Problem};
use super::text::Text;
use crate::game::Player;
use crate::printable;
use crate::value::{NotAValue, Value};
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use std::borrow::Cow;
use std::cell::RefCell;
use std::collections::HashSet;
use std::fmt;

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
#[derive(Debug)]
pub struct RawScenario {
    pub title: Text,
    pub source: Text,
    pub note: Text,
    pub root: Option<Player>,
    /// The depth limit the example is meant for, if any.
    pub depth: Option<u32>,
    /// The players of a game with more than two (max^n), in turn order.
    pub players: Vec<String>,
    pub tree: RawNode,
    /// Leaf values hidden until the search evaluates them.
    pub hide_leaves: bool,
}

/// A node as written: a bare number is a leaf with that static value.
/// A node with fields is boxed, so that a bare leaf takes 32 bytes, not
/// the 150 of every field (a file's tree can have millions of leaves).
#[derive(Debug)]
pub enum RawNode {
    Leaf(Value),
    /// A leaf of an n-player tree: one value per player (max^n).
    Vector(Vec<Value>),
    Node(Box<RawInner>),
}

impl RawNode {
    /// The nodes of the tree it roots.
    pub fn len(&self) -> usize {
        match self {
            RawNode::Node(n) => 1 + n.children.iter().map(RawNode::len).sum::<usize>(),
            RawNode::Leaf(_) | RawNode::Vector(_) => 1,
        }
    }
}

#[derive(Debug, Default)]
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
}

impl Names {
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
pub fn parse(text: &str, names: &Names) -> Result<RawScenario, (ron::error::Position, Problem)> {
    let parsed = checked(|| ron::Options::default().from_str_seed(text, ScenarioSeed(names)));
    let Some(u) = super::numbers::first_unkept(text) else {
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
        let (mut title, mut source, mut note, mut root, mut tree) = (None, None, None, None, None);
        let (mut depth, mut hide_leaves) = (None, false);
        let mut players: Vec<String> = Vec::new();
        let mut seen = Seen::default();
        while let Some(Key(key)) = map.next_key::<Key>()? {
            seen.once(&key, SCENARIO_FIELDS, Owner::Scenario)?;
            match &*key {
                "title" => {
                    let text: Text = map.next_value()?;
                    for (_, t) in text.entries() {
                        printable(t, Field::Title)?;
                    }
                    title = Some(text);
                }
                "source" => source = Some(map.next_value()?),
                "note" => note = Some(map.next_value()?),
                "root" => root = Some(map.next_value::<PlayerName>()?.0),
                "depth" => depth = Some(map.next_value::<Depth>()?.0),
                "players" => {
                    players = map.next_value()?;
                    for p in &players {
                        printable(p, Field::Player)?;
                    }
                }
                "hide_leaves" => hide_leaves = map.next_value()?,
                "tree" => tree = Some(map.next_value_seed(NodeSeed(self.0))?),
                other => return Err(unknown_field(other, Owner::Scenario, SCENARIO_FIELDS)),
            }
        }
        if root == Some(Player::Chance) && self.0.vector_len.get().is_some() {
            return Err(fail(Check::ChanceOverVectors));
        }
        if let Some(n) = self.0.vector_len.get()
            && !players.is_empty()
            && players.len() != n
        {
            return Err(fail(Check::PlayersCount {
                named: players.len(),
                values: n,
            }));
        }
        Ok(RawScenario {
            players,
            title: title.ok_or_else(|| de::Error::missing_field("title"))?,
            source: source.unwrap_or_default(),
            note: note.unwrap_or_default(),
            root,
            depth,
            hide_leaves,
            tree: tree.ok_or_else(|| de::Error::missing_field("tree"))?,
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
        d.deserialize_any(self)
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
        let mut has_children = false;
        let mut seen = Seen::default();
        while let Some(Key(key)) = map.next_key::<Key>()? {
            seen.once(&key, NODE_FIELDS, Owner::Node)?;
            match &*key {
                "name" => {
                    let name: String = map.next_value()?;
                    self.register(&name)?;
                    node.name = Some(name);
                }
                "move" => {
                    let label: String = map.next_value()?;
                    printable(&label, Field::Move)?;
                    node.move_label = Some(label);
                }
                "value" => match map.next_value::<StaticValue>()? {
                    StaticValue::Scalar(v) => node.value = Some(v),
                    StaticValue::Vector(v) => {
                        self.0.vector(&v)?;
                        node.vector = Some(v)
                    }
                },
                "player" => node.player = Some(map.next_value::<PlayerName>()?.0),
                "p" => node.probability = Some(map.next_value::<Probability>()?.0),
                "active" => node.active = map.next_value()?,
                "children" => {
                    node.children = map.next_value_seed(ChildrenSeed(self.0))?;
                    has_children = true;
                }
                other => return Err(unknown_field(other, Owner::Node, NODE_FIELDS)),
            }
        }
        if node.value.is_some() && !has_children {
            self.0.scalar()?;
        }
        if !has_children && node.value.is_none() && node.vector.is_none() {
            return Err(fail(Check::Empty { node: node.name }));
        }
        // The leaves below are read by now: vectors there make it max^n.
        if node.player == Some(Player::Chance) && self.0.vector_len.get().is_some() {
            return Err(fail(Check::ChanceOverVectors));
        }
        check_probabilities(&node)?;
        Ok(RawNode::Node(Box::new(node)))
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
    /// Refuses a field met before in the same struct (RON would keep the
    /// last); an unknown field is left to be refused as such.
    fn once<E: de::Error>(&mut self, key: &str, fields: &[&str], owner: Owner) -> Result<(), E> {
        let Some(bit) = fields.iter().position(|f| *f == key).map(|i| 1u32 << i) else {
            return Ok(());
        };
        if self.0 & bit != 0 {
            return Err(fail(Check::DuplicateKey {
                field: key.to_string(),
                owner,
            }));
        }
        self.0 |= bit;
        Ok(())
    }
}

/// Probabilities belong to the children of a chance node: all of them or
/// none (equally likely), summing to 1.
fn check_probabilities<E: de::Error>(node: &RawInner) -> Result<(), E> {
    let given: Vec<Value> = node
        .children
        .iter()
        .filter_map(|c| match c {
            RawNode::Node(n) => n.probability,
            RawNode::Leaf(_) | RawNode::Vector(_) => None,
        })
        .collect();
    if given.is_empty() {
        return Ok(());
    }
    if node.player != Some(Player::Chance) {
        return Err(fail(Check::ProbabilityOutsideChance));
    }
    if given.len() != node.children.len() {
        return Err(fail(Check::SomeProbabilities));
    }
    let sum: Value = given.iter().copied().sum();
    if sum != Value::int(1) {
        return Err(fail(Check::ProbabilitySum { sum }));
    }
    Ok(())
}

impl NodeSeed<'_> {
    fn register<E: de::Error>(&self, name: &str) -> Result<(), E> {
        if name.trim().is_empty() {
            return Err(fail(Check::EmptyName));
        }
        printable(name, Field::Name)?;
        if !self.0.names.borrow_mut().insert(name.to_string()) {
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
