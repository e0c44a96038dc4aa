//! A tree written on the command line as lecturers write one on a board:
//! `[[3,12,8],[2,4,6],[14,5,2]]`. A list is an inner node, a number a
//! leaf; MAX moves at the root and the levels alternate; the names are
//! made as a scenario file's are. (In a scenario file a bare list is a
//! max^n vector, so this notation is only the command line's.)

use super::raw::MOST_LEVELS;
use crate::value::{NotAValue, Value, show};

/// Whether `text` is a tree in this notation (it starts with `[`).
pub fn is_inline(text: &str) -> bool {
    text.trim_start().starts_with('[')
}

/// Why the text is not a tree: where (a character offset from 1) and
/// what was expected there.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("column {column}: expected {expected}")]
pub struct InlineError {
    pub column: usize,
    pub expected: Expected,
}

/// What the reader expected where it stopped (worded in `words::errors`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Expected {
    /// As many as a scenario file holds (`raw::MOST_LEVELS`).
    #[error("at most {} levels", MOST_LEVELS)]
    AtMostLevels,
    /// A number that is one but is no value: too large (`2147483648`,
    /// `1e308`, `1e999`) or too fine (`1e-999`), as written.
    #[error("a value, not {text} ({why})")]
    Unkept { text: String, why: NotAValue },
    #[error("`,` or `]`")]
    CommaOrClose,
    #[error("a number or `[`")]
    NumberOrOpen,
    #[error("the end of the tree")]
    End,
}

struct Reader<'a> {
    text: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn skip_spaces(&mut self) {
        while self.text.get(self.at).is_some_and(u8::is_ascii_whitespace) {
            self.at += 1;
        }
    }

    fn fail(&self, expected: Expected) -> InlineError {
        InlineError {
            column: self.at + 1,
            expected,
        }
    }

    /// A node: a list of nodes or a number, as scenario RON; `depth` lists
    /// are open around it.
    fn node(&mut self, depth: u32) -> Result<String, InlineError> {
        self.skip_spaces();
        if self.text.get(self.at) != Some(&b'[') {
            return self.number();
        }
        // Said here, at its bracket: the scenario it becomes would say
        // it at a column of its own text.
        if depth >= MOST_LEVELS {
            return Err(self.fail(Expected::AtMostLevels));
        }
        self.at += 1;
        let mut kids = Vec::new();
        loop {
            kids.push(self.node(depth + 1)?);
            self.skip_spaces();
            match self.text.get(self.at) {
                Some(b',') => self.at += 1,
                Some(b']') => {
                    self.at += 1;
                    return Ok(format!("(children: [{}])", kids.join(", ")));
                }
                _ => return Err(self.fail(Expected::CommaOrClose)),
            }
        }
    }

    /// A leaf's value: digits with a sign, a decimal point and an
    /// exponent, or inf; written into the scenario as its value reads
    /// (`1e3` as 1000, `infinity` as inf).
    fn number(&mut self) -> Result<String, InlineError> {
        let start = self.at;
        // Leaves are numbers as a scenario file writes them: no fractions.
        let allowed = |c: &u8| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'+' | b'.');
        while self.text.get(self.at).is_some_and(allowed) {
            self.at += 1;
        }
        let word = std::str::from_utf8(&self.text[start..self.at]).unwrap_or_default();
        match Value::literal(word) {
            Ok(v) => Ok(show(v).replace('∞', "inf")),
            Err(NotAValue::NotANumber) => {
                self.at = start;
                Err(self.fail(Expected::NumberOrOpen))
            }
            Err(why) => {
                self.at = start;
                Err(self.fail(Expected::Unkept {
                    text: word.to_string(),
                    why,
                }))
            }
        }
    }
}

/// A tree in this notation: its leaves' values, nested as the tree is
/// (names and inner values are not part of it).
pub fn write(tree: &crate::game::tree::GameTree) -> String {
    use crate::game::tree::NodeId;
    // A stack of what is still to write, so that a deep tree does not
    // overflow the call stack.
    enum Part {
        Node(NodeId),
        Text(&'static str),
    }
    let mut out = String::new();
    let mut todo = vec![Part::Node(tree.root())];
    while let Some(part) = todo.pop() {
        let id = match part {
            Part::Text(t) => {
                out.push_str(t);
                continue;
            }
            Part::Node(id) => id,
        };
        let n = tree.node(id);
        if n.children.is_empty() {
            out.push_str(&show(n.static_value.unwrap_or_default()).replace('∞', "inf"));
            continue;
        }
        out.push('[');
        todo.push(Part::Text("]"));
        for (i, &c) in n.children.iter().enumerate().rev() {
            todo.push(Part::Node(c));
            if i > 0 {
                todo.push(Part::Text(","));
            }
        }
    }
    out
}

/// The scenario file of an inline tree.
pub fn to_scenario(text: &str) -> Result<String, InlineError> {
    let mut r = Reader {
        text: text.as_bytes(),
        at: 0,
    };
    let tree = r.node(0)?;
    r.skip_spaces();
    if r.at < r.text.len() {
        return Err(r.fail(Expected::End));
    }
    let title = text.trim().replace('\\', "\\\\").replace('"', "\\\"");
    Ok(format!("Scenario(title: \"{title}\", tree: {tree})"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::Scenario;

    #[test]
    fn a_board_tree_reads_as_a_scenario() {
        let text = to_scenario("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
        let s = Scenario::parse("t", "t", &text).unwrap();
        assert_eq!(s.tree.len(), 13);
        let t = s
            .record(crate::search::Setup::new(crate::search::Algorithm::Minimax))
            .unwrap();
        assert_eq!(t.value(), Some(crate::value::Value::int(3)));
    }

    #[test]
    fn a_broken_tree_says_where() {
        assert_eq!(
            to_scenario("[[3,12,8],[2,x]]"),
            Err(InlineError {
                column: 14,
                expected: Expected::NumberOrOpen
            })
        );
        assert_eq!(to_scenario("[1,2]]").unwrap_err().column, 6);
    }

    /// A number that does not fit was "expected a
    /// number", and `1e309` was read as +∞: each is refused as written,
    /// with why.
    #[test]
    fn a_number_out_of_range_is_one_that_cannot_be_kept_exact() {
        let huge = format!("[1,{}]", "9".repeat(3000));
        for (text, column, number, why) in [
            ("[2147483648,1]", 2, "2147483648", NotAValue::TooLarge),
            ("[1e308,1]", 2, "1e308", NotAValue::TooLarge),
            ("[1,-1e309]", 4, "-1e309", NotAValue::TooLarge),
            ("[[3],[1.5e300]]", 7, "1.5e300", NotAValue::TooLarge),
            ("[1e999]", 2, "1e999", NotAValue::TooLarge),
            (&huge, 4, &huge[3..3003], NotAValue::TooLarge),
            ("[1e-999]", 2, "1e-999", NotAValue::TooFine),
        ] {
            assert_eq!(
                to_scenario(text),
                Err(InlineError {
                    column,
                    expected: Expected::Unkept {
                        text: number.to_string(),
                        why
                    }
                }),
                "{text}"
            );
        }
        assert_eq!(
            to_scenario("[nan,1]").unwrap_err().expected,
            Expected::NumberOrOpen
        );
        // What is in range reads as its value, infinities written as such.
        let s = Scenario::parse(
            "t",
            "t",
            &to_scenario("[1e3, -inf, infinity, 2147483647, -7]").unwrap(),
        )
        .unwrap();
        let leaves: Vec<String> = s
            .tree
            .node(s.tree.root())
            .children
            .iter()
            .map(|&c| crate::value::show(s.tree.node(c).static_value.unwrap()))
            .collect();
        assert_eq!(leaves, ["1000", "-∞", "+∞", "2147483647", "-7"]);
    }

    /// A tree of more levels than a scenario holds was
    /// refused at a column of the scenario it became.
    #[test]
    fn a_tree_too_deep_is_refused_at_its_own_bracket() {
        let deep = |n: usize| format!("{}1{}", "[".repeat(n), ",2]".repeat(n));
        assert!(to_scenario(&deep(31)).is_ok_and(|t| Scenario::parse("t", "t", &t).is_ok()));
        assert_eq!(
            to_scenario(&deep(32)),
            Err(InlineError {
                column: 32,
                expected: Expected::AtMostLevels
            })
        );
        assert_eq!(to_scenario(&deep(70)).unwrap_err().column, 32);
    }
}
