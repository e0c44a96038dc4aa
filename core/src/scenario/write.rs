//! A scenario written out as a scenario file (`gametree export --format
//! ron`): any tree the program reads (a file, a random or inline tree, a
//! CS188 course file) becomes a file that reads back as the same tree,
//! every node named, every inner node's player given.

use super::Scenario;
use super::text::Text;
use crate::game::Player;
use crate::game::tree::{GameTree, NodeId};
use crate::value::{Value, show};
use std::fmt::Write;

impl Scenario {
    /// The scenario file of this scenario.
    pub fn to_ron(&self) -> String {
        let mut out = String::from("Scenario(\n");
        field(&mut out, "title", &text(&self.title));
        for (key, t) in [("source", &self.source), ("note", &self.note)] {
            if !t.is_empty() {
                field(&mut out, key, &text(t));
            }
        }
        // A course file's depth counts rounds of every agent; a scenario
        // file's counts plies.
        let depth = match &self.course {
            Some(c) => Some(c.depth.saturating_mul(c.agents)),
            None => self.depth,
        };
        if let Some(d) = depth {
            field(&mut out, "depth", &d.to_string());
        }
        if !self.players.is_empty() {
            let names: Vec<String> = self.players.iter().map(|p| quoted(p)).collect();
            field(&mut out, "players", &format!("[{}]", names.join(", ")));
        }
        if self.hide_leaves {
            field(&mut out, "hide_leaves", "true");
        }
        let many = !self.players.is_empty();
        let mut tree = String::new();
        node(&mut tree, &self.tree, self.tree.root(), 1, many);
        field(&mut out, "tree", &tree);
        out.push_str(")\n");
        out
    }
}

fn field(out: &mut String, key: &str, value: &str) {
    let _ = writeln!(out, "    {key}: {value},");
}

/// A string in RON's quotes: a quote, a backslash and control characters
/// escaped, everything else as written (Cyrillic too).
fn quoted(s: &str) -> String {
    let mut out = String::from('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A plain string, or a map from language to text.
fn text(t: &Text) -> String {
    let entries = t.entries();
    if let [(language, only)] = entries
        && language.is_empty()
    {
        return quoted(only);
    }
    let pairs: String = entries
        .iter()
        .map(|(l, s)| format!("        {}: {},\n", quoted(l), quoted(s)))
        .collect();
    format!("{{\n{pairs}    }}")
}

/// A value as the scenario format reads it back exactly: a whole number,
/// a decimal, `inf` or `-inf`, or a fraction as a string (`"10/3"`, an
/// edited leaf's).
fn number(v: Value) -> String {
    match v.is_infinite() {
        true if v.numer() > 0 => "inf".into(),
        true => "-inf".into(),
        false if v.is_decimal() => show(v),
        false => format!("\"{}/{}\"", v.numer(), v.denom()),
    }
}

/// A vector's value: a number, as a vector holds no strings (an edited
/// vector's values are decimals).
fn vector_number(v: Value) -> String {
    match v.is_decimal() || v.is_infinite() {
        true => number(v),
        false => format!("{}", v.to_f64()),
    }
}

/// The player a reader gives a node that names none: the other one, and
/// below a chance node the one who did not move above it.
fn by_turn(tree: &GameTree, id: NodeId) -> Option<Player> {
    let mut up = tree.node(id).parent;
    while let Some(p) = up {
        match tree.node(p).player {
            Player::Chance => up = tree.node(p).parent,
            decider => return Some(decider.opponent()),
        }
    }
    // The root, or below a chance root: MIN's random move.
    tree.node(id).parent.map(|_| Player::Max)
}

fn player(p: Player) -> &'static str {
    match p {
        Player::Max => "Max",
        Player::Min => "Min",
        Player::Chance => "Chance",
    }
}

/// One node and, indented below it, its children; `many`: an n-player
/// tree, whose players move in turn by depth and are not written.
fn node(out: &mut String, tree: &GameTree, id: NodeId, level: usize, many: bool) {
    let n = tree.node(id);
    let mut parts = vec![format!("name: {}", quoted(&n.name))];
    if let Some(m) = n.move_label() {
        parts.push(format!("move: {}", quoted(m)));
    }
    if let Some(p) = n.probability() {
        parts.push(format!("p: \"{}/{}\"", p.numer(), p.denom()));
    }
    if n.active {
        parts.push("active: true".into());
    }
    match n.values() {
        Some(vs) => {
            let vs: Vec<String> = vs.iter().map(|&v| vector_number(v)).collect();
            parts.push(format!("value: ({})", vs.join(", ")));
        }
        None => {
            if let Some(v) = n.static_value {
                parts.push(format!("value: {}", number(v)));
            }
        }
    }
    // A leaf's player is written where a reader would not give it the
    // same (a chance or MAX node left bare by an edit).
    if !many && (!n.children.is_empty() || Some(n.player) != by_turn(tree, id)) {
        parts.insert(1, format!("player: {}", player(n.player)));
    }
    if n.children.is_empty() {
        let _ = write!(out, "({})", parts.join(", "));
        return;
    }
    let indent = "    ".repeat(level + 1);
    let _ = writeln!(out, "({}, children: [", parts.join(", "));
    for &c in &n.children {
        out.push_str(&indent);
        node(out, tree, c, level + 1, many);
        out.push_str(",\n");
    }
    let _ = write!(out, "{}])", "    ".repeat(level));
}
