//! What `=` typed, read as an edit of the selected node, in the texts'
//! notation: `7`, `-4.5`, `10/3` (a leaf's value, an inner node's static
//! value), `(1, 2, 3)` (a max^n leaf's vector), `p 1/3` or `p=1/3` (the
//! probability of a chance node's successor).

use super::{Edit, EditError};
use crate::game::tree::{GameTree, NodeId};
use crate::value::{NotAValue, Value};

impl Edit {
    /// The edit `text` asks of `node`.
    pub fn from_text(tree: &GameTree, node: NodeId, text: &str) -> Result<Edit, EditError> {
        let text = text.trim();
        let value = |t: &str| {
            let text = t.trim().to_string();
            t.trim().parse::<Value>().map_err(|why| match why {
                NotAValue::NotANumber => EditError::NotAValue { text },
                why => EditError::Unkept { text, why },
            })
        };
        if let Some(p) = text.strip_prefix(['p', 'P']) {
            let p = p.trim_start().trim_start_matches('=');
            return Ok(Edit::Probability { node, p: value(p)? });
        }
        if let Some(players) = tree.node(node).values().map(Vec::len) {
            let inner = text.trim_start_matches('(').trim_end_matches(')');
            let values = inner
                .split([',', ' '])
                .filter(|t| !t.is_empty())
                .map(value)
                .collect::<Result<Vec<Value>, EditError>>()?;
            // A file's vectors hold numbers only: no fraction but a decimal.
            if let Some(v) = values.iter().find(|v| !v.is_decimal() && v.is_finite()) {
                return Err(EditError::NotAValue { text: v.to_string() });
            }
            if values.len() != players {
                return Err(EditError::VectorLength { players });
            }
            return Ok(Edit::Vector { node, values });
        }
        Ok(Edit::Value {
            node,
            value: value(text)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::Scenario;

    /// `=` reads a number as a file and an inline tree do: `1e999` was
    /// +∞, a 3000-digit integer too; now each is refused as too large.
    #[test]
    fn a_number_too_large_or_too_fine_is_refused_by_the_one_rule() {
        let s = Scenario::parse("t", "t.ron", "Scenario(title: \"t\", tree: (children: [1, 2]))").unwrap();
        let leaf = s.tree.node(s.tree.root()).children[0];
        let huge = "7".repeat(3000);
        for (text, why) in [
            ("1e999", NotAValue::TooLarge),
            ("-1e999", NotAValue::TooLarge),
            ("1e308", NotAValue::TooLarge),
            ("2147483648", NotAValue::TooLarge),
            (huge.as_str(), NotAValue::TooLarge),
            ("1e-999", NotAValue::TooFine),
        ] {
            assert_eq!(
                Edit::from_text(&s.tree, leaf, text),
                Err(EditError::Unkept {
                    text: text.to_string(),
                    why
                }),
                "{text}"
            );
        }
        assert_eq!(
            Edit::from_text(&s.tree, leaf, "inf"),
            Ok(Edit::Value {
                node: leaf,
                value: Value::INFINITY
            })
        );
    }
}
