//! The common case of a scenario file read at once: RON's own reader
//! asks, before every number, whether it is `true`, `None`, `inf` or
//! `NaN`, and goes through serde's machinery for every node, so that a
//! tree of two million nodes took a second to read. Here the tree's
//! brackets, its small whole numbers and its plain names are read
//! straight from the text; every other value (a title, a fraction, a
//! player, a decimal, a vector, an escaped name) is read by RON itself
//! where it stands, with the same types and checks (`ScenarioField`,
//! `NodeField`, `NodeSeed`) and what is left of RON's nesting limit.
//!
//! Whatever this reader does not know, or finds wrong, it gives up on
//! (`None`), and `parse` reads the whole file with RON: every error, with
//! its line, column and words, is RON's. So it must never take a text
//! that RON refuses, nor read one otherwise: it keeps to a subset of
//! RON's syntax (ASCII spaces and comments, ASCII field names, whole
//! numbers of at most nine digits ended by a space, a comma, a bracket or
//! a comment) and to RON's nesting; the tests compare the two readers on
//! every file of the project and on random and broken texts.

use super::{NODE_FIELDS, SCENARIO_FIELDS};
use super::{
    Names, NodeField, NodeSeed, RawInner, RawScenario, RawTree, ScenarioField, ScenarioFields, Seen,
};
use crate::game::tree::NodeId;
use crate::scenario::build::Builder;
use crate::scenario::problem::Owner;
use crate::value::Value;
use serde::de::DeserializeSeed;
use std::ops::Range;

/// How deep RON lets values nest (the recursion limit of the options
/// `parse` reads with).
fn ron_nesting() -> usize {
    ron::Options::default().recursion_limit.unwrap_or(usize::MAX)
}

/// RON's nesting where a node of the tree at `level` (the root's is 0)
/// is read: the scenario's fields, the `tree` field's value; then a
/// level each: the node's fields, a field's value, the children's list,
/// a child.
fn node_nesting(level: usize) -> usize {
    2 + 4 * level
}

/// Reads the scenario as RON reads it, or gives up; with the spans of
/// the text that RON read.
pub(super) fn read(text: &str, names: &Names) -> Option<(RawScenario, Vec<Range<usize>>)> {
    let mut r = Reader {
        text,
        at: 0,
        names,
        by_ron: Vec::new(),
        siblings: Vec::new(),
        table: Builder::with_capacity(most_nodes(text)),
    };
    r.space()?;
    if r.peek() == Some(b'#') {
        return None; // `#![enable(…)]`: RON's extensions
    }
    if r.peek()?.is_ascii_alphabetic() || r.peek()? == b'_' {
        if r.ident()? != "Scenario" {
            return None;
        }
        r.space()?;
    }
    r.expect(b'(')?;
    let mut fields = ScenarioFields::default();
    let mut seen = Seen::default();
    while let Some(key) = r.key(b')')? {
        let field = seen
            .once::<ron::Error>(key, SCENARIO_FIELDS, Owner::Scenario)
            .ok()?;
        if key == "tree" {
            r.node(0, None)?;
            fields.tree = Some(RawTree::Built(std::mem::take(&mut r.table)));
        } else {
            let seed = ScenarioField {
                field,
                fields: &mut fields,
                names,
            };
            r.by_ron(seed, 2)?;
            fields.check::<ron::Error>(field).ok()?;
        }
        r.comma_after(b')')?;
    }
    r.space()?;
    if r.at != text.len() {
        return None;
    }
    let read = fields.finished::<ron::Error>(names).ok()?;
    Some((read, r.by_ron))
}

struct Reader<'t, 'n> {
    text: &'t str,
    /// The byte read next.
    at: usize,
    names: &'n Names,
    /// The spans RON read.
    by_ron: Vec<Range<usize>>,
    /// The children read so far of the nodes under way, each node's
    /// after its parent's: a node's list is then made at its size.
    siblings: Vec<NodeId>,
    /// The tree's nodes, written as they are read.
    table: Builder,
}

/// The most nodes a text can hold: each but the root is an element of a
/// list, and a list of n elements has n - 1 commas at least. Counted
/// before reading, so that the table of a file's millions of nodes is
/// made once, not grown by copying.
fn most_nodes(text: &str) -> usize {
    1 + text.bytes().filter(|&b| b == b',' || b == b'[').count()
}

impl<'t> Reader<'t, '_> {
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    fn expect(&mut self, b: u8) -> Option<()> {
        (self.peek()? == b).then(|| self.at += 1)
    }

    /// Past spaces and comments, as RON skips them (only the ASCII
    /// spaces: another is left for RON).
    fn space(&mut self) -> Option<()> {
        let bytes = self.text.as_bytes();
        loop {
            while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r' | 0x0B | 0x0C)) {
                self.at += 1;
            }
            if self.peek() != Some(b'/') {
                return Some(());
            }
            match bytes.get(self.at + 1)? {
                b'/' => {
                    let line = bytes[self.at..].iter().position(|&c| c == b'\n');
                    self.at = line.map_or(bytes.len(), |n| self.at + n);
                }
                b'*' => self.block_comment()?,
                _ => return None,
            }
        }
    }

    /// Past a block comment, nested as RON nests them.
    fn block_comment(&mut self) -> Option<()> {
        let bytes = self.text.as_bytes();
        self.at += 2;
        let mut level = 1;
        while level > 0 {
            let rest = bytes.get(self.at..)?;
            self.at += rest.iter().position(|&c| c == b'/' || c == b'*')?;
            if bytes[self.at..].starts_with(b"/*") {
                level += 1;
                self.at += 2;
            } else if bytes[self.at..].starts_with(b"*/") {
                level -= 1;
                self.at += 2;
            } else {
                self.at += 1;
            }
        }
        Some(())
    }

    /// An ASCII identifier, ended where RON's would end.
    fn ident(&mut self) -> Option<&'t str> {
        let bytes = self.text.as_bytes();
        let start = self.at;
        let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
        let len = bytes[start..]
            .iter()
            .position(|&c| !word(c))
            .unwrap_or(bytes.len() - start);
        let first = *bytes.get(start)?;
        // Past ASCII, or `.`, `+`, `-` (a raw identifier's), RON reads on.
        let after = bytes.get(start + len).copied();
        if len == 0
            || first.is_ascii_digit()
            || after.is_some_and(|c| c >= 0x80 || matches!(c, b'.' | b'+' | b'-'))
        {
            return None;
        }
        self.at += len;
        Some(&self.text[start..start + len])
    }

    /// The next field's name and its colon, up to the value; None at the
    /// struct's end (`close`, consumed).
    fn key(&mut self, close: u8) -> Option<Option<&'t str>> {
        if self.closed(close)? {
            return Some(None);
        }
        let key = self.ident()?;
        self.space()?;
        self.expect(b':')?;
        self.space()?;
        // A value never starts so; RON's own reader would take it as
        // extensions at its start.
        (self.peek()? != b'#').then_some(Some(key))
    }

    /// Whether a list or struct ends here (consumed).
    fn closed(&mut self, close: u8) -> Option<bool> {
        self.space()?;
        let closed = self.peek()? == close;
        self.at += usize::from(closed);
        Some(closed)
    }

    /// After an element: its comma, or the end (`close`) next, left
    /// there.
    fn comma_after(&mut self, close: u8) -> Option<()> {
        self.space()?;
        match self.peek()? {
            b',' => self.at += 1,
            c if c == close => {}
            _ => return None,
        }
        Some(())
    }

    /// A value read by RON where it stands, with the nesting left to it.
    fn by_ron<T>(&mut self, seed: impl DeserializeSeed<'t, Value = T>, nesting: usize) -> Option<T> {
        let rest = &self.text[self.at..];
        let options = ron::Options::default().with_recursion_limit(ron_nesting().checked_sub(nesting)?);
        let mut ron = ron::Deserializer::from_str_with_options(rest, &options).ok()?;
        let value = seed.deserialize(&mut ron).ok()?;
        let start = self.at;
        self.at += rest.len() - ron.remainder().len();
        self.by_ron.push(start..self.at);
        Some(value)
    }

    /// A whole number of at most nine digits (a value as it is), ended by
    /// a space, a comma, a bracket or a comment; None, and nothing read,
    /// for any other number.
    fn small_whole(&mut self) -> Option<Value> {
        let bytes = self.text.as_bytes();
        let sign = usize::from(self.peek()? == b'-');
        let digits = &bytes[self.at + sign..];
        let len = digits.iter().take(10).position(|c| !c.is_ascii_digit())?;
        let ends = matches!(
            digits[len],
            b' ' | b'\t' | b'\n' | b'\r' | b',' | b')' | b']' | b'/'
        );
        if len == 0 || !ends {
            return None;
        }
        let n = digits[..len].iter().fold(0, |n, &d| n * 10 + i32::from(d - b'0'));
        self.at += sign + len;
        Some(Value::int(if sign == 1 { -n } else { n }))
    }

    /// A string with no escape in it, as it is written.
    fn plain_string(&mut self) -> Option<&'t str> {
        let rest = self.text.get(self.at..)?.strip_prefix('"')?;
        let len = rest.find('"')?;
        let s = &rest[..len];
        if s.contains('\\') {
            return None;
        }
        self.at += len + 2;
        Some(s)
    }

    /// A node of the tree at `level`, below `parent`.
    fn node(&mut self, level: usize, parent: Option<NodeId>) -> Option<NodeId> {
        let nesting = node_nesting(level);
        if ron_nesting() < nesting {
            return None;
        }
        if let Some(v) = self.small_whole() {
            self.names.scalar::<ron::Error>().ok()?;
            self.names.count();
            return Some(self.table.leaf(parent, v));
        }
        if self.peek()? == b'(' && self.struct_ahead()? {
            return self.inner(level, parent);
        }
        let node = self.by_ron(NodeSeed(self.names), nesting)?;
        Some(self.table.add(node, parent))
    }

    /// Whether the `(` here opens a struct (a field's name and a colon
    /// next), not a tuple (a leaf's values), as RON tells them apart.
    fn struct_ahead(&mut self) -> Option<bool> {
        let at = self.at;
        self.at += 1;
        let named = self.space().is_some()
            && self.ident().is_some()
            && self.space().is_some()
            && self.peek() == Some(b':');
        self.at = at;
        Some(named)
    }

    /// A node with fields at `level` below `parent`, from its `(`.
    fn inner(&mut self, level: usize, parent: Option<NodeId>) -> Option<NodeId> {
        self.at += 1;
        let ix = self.table.open(parent);
        let mut node = RawInner::default();
        let mut seen = Seen::default();
        while let Some(key) = self.key(b')')? {
            let field = seen.once::<ron::Error>(key, NODE_FIELDS, Owner::Node).ok()?;
            let read = match key {
                "children" => {
                    let children = self.children(level, ix)?;
                    self.table.nodes[ix.index()].children = children.into();
                    true
                }
                "name" => match self.plain_string() {
                    Some(name) => {
                        self.names.register::<ron::Error>(name).ok()?;
                        node.name = Some(name.to_string());
                        true
                    }
                    None => false,
                },
                "value" => self.small_whole().map(|v| node.value = Some(v)).is_some(),
                _ => false,
            };
            if !read {
                let names = self.names;
                let seed = NodeField {
                    field,
                    node: &mut node,
                    names,
                };
                // A field's value is read one level below the node's fields.
                self.by_ron(seed, node_nesting(level) + 2)?;
                node.check::<ron::Error>(field, self.names).ok()?;
            }
            self.comma_after(b')')?;
        }
        let nodes = &self.table.nodes;
        let below = nodes[ix.index()]
            .children
            .iter()
            .map(|c| nodes[c.index()].probability());
        node.whole::<ron::Error>(self.names, below).ok()?;
        self.table.fill(ix, node);
        self.names.count();
        Some(ix)
    }

    /// The children of node `parent` at `level`, from their `[`.
    fn children(&mut self, level: usize, parent: NodeId) -> Option<Vec<NodeId>> {
        self.expect(b'[')?;
        let first = self.siblings.len();
        while !self.closed(b']')? {
            let child = self.node(level + 1, Some(parent))?;
            self.siblings.push(child);
            self.comma_after(b']')?;
        }
        let children: Vec<NodeId> = self.siblings.drain(first..).collect();
        (!children.is_empty()).then_some(children)
    }
}
#[cfg(test)]
#[path = "quick_tests.rs"]
mod tests;
