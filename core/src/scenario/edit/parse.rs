//! What `=` typed, read as an edit of the selected node, in the texts'
//! notation: `7`, `-4.5`, `10/3` (a leaf's value, an inner node's static
//! value), `(1, 2, 3)` (a max^n leaf's vector), `p 1/3` or `p=1/3` (the
//! probability of a chance node's successor).

use super::{Edit, EditError};
use crate::game::tree::{GameTree, NodeId};
use crate::value::Value;

impl Edit {
    /// The edit `text` asks of `node`.
    pub fn from_text(tree: &GameTree, node: NodeId, text: &str) -> Result<Edit, EditError> {
        let text = text.trim();
        let value = |t: &str| {
            t.trim().parse::<Value>().map_err(|()| EditError::NotAValue {
                text: t.trim().to_string(),
            })
        };
        if let Some(p) = text.strip_prefix(['p', 'P']) {
            let p = p.trim_start().trim_start_matches('=');
            return Ok(Edit::Probability { node, p: value(p)? });
        }
        if let Some(players) = tree.node(node).values.as_ref().map(Vec::len) {
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
