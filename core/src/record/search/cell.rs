//! A search's event with its line in 16 bytes (an `Event` alone takes 24,
//! with its line 32): what kind of event and its small fields in one byte,
//! the line in one, the node and two words. A chance node's probability
//! and sum, and a cut-off's count of nodes past 2^32 − 1, are kept aside.

use super::{Bound, CutKind, Event, Exactness, NodeId};
use crate::record::Entry;
use crate::record::entries::Stored;
use crate::record::line::Line;
use crate::value::Value;

/// An entry as a search's recording keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    kind: u8,
    line: u8,
    node: u32,
    a: u32,
    b: u32,
}

const ENTER: u8 = 0;
const GENERATE: u8 = 1;
const INIT: u8 = 2;
const EVALUATE: u8 = 3;
const PROVISIONAL: u8 = 4;
const ACCUMULATE: u8 = 5;
const ALPHA_CHANGE: u8 = 6;
const BETA_CHANGE: u8 = 7;
const ALPHA_CUTOFF: u8 = 8;
const BETA_CUTOFF: u8 = 9;
/// A cut-off whose count of nodes is kept aside (at `b`).
const WIDE_ALPHA_CUTOFF: u8 = 10;
const WIDE_BETA_CUTOFF: u8 = 11;
const NO_CUTOFF: u8 = 12;
const LEAVE_EXACT: u8 = 13;
const LEAVE_LOWER: u8 = 14;
const LEAVE_UPPER: u8 = 15;
const QUIESCENCE: u8 = 16;
const ITERATION: u8 = 17;
const END: u8 = 18;

/// A value in two words: its numerator and denominator, as kept.
fn split(v: Value) -> (u32, u32) {
    (v.numer() as u32, v.denom() as u32)
}

#[inline(always)]
fn join(n: u32, d: u32) -> Value {
    let (n, d) = (n as i32, d as i32);
    match d {
        1 => Value::int(n),
        0 if n > 0 => Value::INFINITY,
        0 => Value::NEG_INFINITY,
        // Kept in lowest terms, so it fits as it was.
        _ => Value::fraction(n.into(), d.into()).unwrap_or_default(),
    }
}

fn put_aside(aside: &mut Vec<u64>, word: u64) -> u32 {
    aside.push(word);
    u32::try_from(aside.len() - 1).expect("fewer than 2^32 words aside")
}

fn value_word(v: Value) -> u64 {
    let (n, d) = split(v);
    u64::from(n) << 32 | u64::from(d)
}

fn word_value(w: u64) -> Value {
    join((w >> 32) as u32, w as u32)
}

impl Stored for Event {
    type Cell = Cell;

    fn pack(entry: Entry<Event>, aside: &mut Vec<u64>) -> Cell {
        let (kind, node, a, b) = match entry.event {
            Event::Enter { node } => (ENTER, node.0, 0, 0),
            Event::Generate { child } => (GENERATE, child.0, 0, 0),
            Event::Init { node } => (INIT, node.0, 0, 0),
            Event::Evaluate { node, value } => {
                let (n, d) = split(value);
                (EVALUATE, node.0, n, d)
            }
            Event::Provisional { node, child } => (PROVISIONAL, node.0, child.0, 0),
            Event::Accumulate { node, p, new } => {
                let at = put_aside(aside, value_word(p));
                put_aside(aside, value_word(new));
                (ACCUMULATE, node.0, at, 0)
            }
            Event::WindowChange { node, bound, old } => {
                let (n, d) = split(old);
                let kind = match bound {
                    Bound::Alpha => ALPHA_CHANGE,
                    Bound::Beta => BETA_CHANGE,
                };
                (kind, node.0, n, d)
            }
            Event::Cutoff {
                at,
                kind,
                children,
                nodes,
            } => {
                let alpha = kind == CutKind::Alpha;
                match u32::try_from(nodes) {
                    Ok(n) if n != u32::MAX => {
                        (if alpha { ALPHA_CUTOFF } else { BETA_CUTOFF }, at.0, children, n)
                    }
                    _ => {
                        let kind = if alpha {
                            WIDE_ALPHA_CUTOFF
                        } else {
                            WIDE_BETA_CUTOFF
                        };
                        (kind, at.0, children, put_aside(aside, nodes))
                    }
                }
            }
            Event::NoCutoff { node } => (NO_CUTOFF, node.0, 0, 0),
            Event::Leave { node, exactness } => {
                let kind = match exactness {
                    Exactness::Exact => LEAVE_EXACT,
                    Exactness::LowerBound => LEAVE_LOWER,
                    Exactness::UpperBound => LEAVE_UPPER,
                };
                (kind, node.0, 0, 0)
            }
            Event::Quiescence { node } => (QUIESCENCE, node.0, 0, 0),
            Event::Iteration { depth } => (ITERATION, depth, 0, 0),
            Event::End { root } => (END, root.0, 0, 0),
        };
        Cell {
            kind,
            line: entry.line.code(),
            node,
            a,
            b,
        }
    }

    #[inline]
    fn line(cell: Cell) -> Line {
        Line::from_code(cell.line)
    }

    // Inlined where it is read, so that a test of the kind of event
    // (`matches!(trace.event(k), Event::Cutoff { .. })`) reads the byte.
    #[inline(always)]
    fn event(cell: Cell, aside: &[u64]) -> Event {
        let Cell { kind, node, a, b, .. } = cell;
        let (id, other) = (NodeId(node), NodeId(a));
        let cutoff = |kind, nodes| Event::Cutoff {
            at: id,
            kind,
            children: a,
            nodes,
        };
        let leave = |exactness| Event::Leave { node: id, exactness };
        match kind {
            ENTER => Event::Enter { node: id },
            GENERATE => Event::Generate { child: id },
            INIT => Event::Init { node: id },
            EVALUATE => Event::Evaluate {
                node: id,
                value: join(a, b),
            },
            PROVISIONAL => Event::Provisional {
                node: id,
                child: other,
            },
            ACCUMULATE => Event::Accumulate {
                node: id,
                p: word_value(aside[a as usize]),
                new: word_value(aside[a as usize + 1]),
            },
            ALPHA_CHANGE | BETA_CHANGE => Event::WindowChange {
                node: id,
                bound: if kind == ALPHA_CHANGE {
                    Bound::Alpha
                } else {
                    Bound::Beta
                },
                old: join(a, b),
            },
            ALPHA_CUTOFF => cutoff(CutKind::Alpha, u64::from(b)),
            BETA_CUTOFF => cutoff(CutKind::Beta, u64::from(b)),
            WIDE_ALPHA_CUTOFF => cutoff(CutKind::Alpha, aside[b as usize]),
            WIDE_BETA_CUTOFF => cutoff(CutKind::Beta, aside[b as usize]),
            NO_CUTOFF => Event::NoCutoff { node: id },
            LEAVE_EXACT => leave(Exactness::Exact),
            LEAVE_LOWER => leave(Exactness::LowerBound),
            LEAVE_UPPER => leave(Exactness::UpperBound),
            QUIESCENCE => Event::Quiescence { node: id },
            ITERATION => Event::Iteration { depth: node },
            _ => Event::End { root: id },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::entries::Entries;
    use crate::record::line::{Func, Step};

    /// Every kind of event, with values at the ends of their range, comes
    /// back as it went in, with its line.
    #[test]
    fn an_event_comes_back_from_its_cell() {
        let (n, m) = (NodeId(7), NodeId(u32::MAX - 1));
        let values = [
            Value::int(-3),
            Value::ZERO,
            Value::INFINITY,
            Value::NEG_INFINITY,
            Value::fraction(-2, 3).unwrap(),
            Value::int(i32::MAX),
            Value::int(-i32::MAX),
        ];
        let mut events = vec![
            Event::Enter { node: m },
            Event::Generate { child: n },
            Event::Init { node: n },
            Event::Provisional { node: n, child: m },
            Event::NoCutoff { node: n },
            Event::Quiescence { node: n },
            Event::Iteration { depth: 12 },
            Event::End { root: NodeId::ROOT },
        ];
        for v in values {
            events.push(Event::Evaluate { node: n, value: v });
            events.push(Event::Accumulate {
                node: m,
                p: v,
                new: -v,
            });
            for bound in [Bound::Alpha, Bound::Beta] {
                events.push(Event::WindowChange {
                    node: n,
                    bound,
                    old: v,
                });
            }
        }
        for kind in [CutKind::Alpha, CutKind::Beta] {
            for nodes in [0, 5, u64::from(u32::MAX) - 1, u64::from(u32::MAX), u64::MAX] {
                events.push(Event::Cutoff {
                    at: n,
                    kind,
                    children: 3,
                    nodes,
                });
            }
        }
        for exactness in [Exactness::Exact, Exactness::LowerBound, Exactness::UpperBound] {
            events.push(Event::Leave { node: m, exactness });
        }
        let line = Line::new(Func::MinValue, Step::CutTest);
        let mut entries = Entries::<Event>::default();
        for &event in &events {
            entries.push(Entry { line, event });
        }
        for (k, &event) in events.iter().enumerate() {
            let back = entries.at(k);
            assert_eq!((back.line, back.event), (line, event), "{event:?}");
            // Equal values, and the same parts (shown the same way).
            if let (Event::Evaluate { value: a, .. }, Event::Evaluate { value: b, .. }) = (back.event, event)
            {
                assert_eq!((a.numer().signum(), a.denom()), (b.numer().signum(), b.denom()));
            }
        }
        assert_eq!(std::mem::size_of::<Cell>(), 16);
    }
}
