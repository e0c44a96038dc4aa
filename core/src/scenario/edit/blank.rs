//! `gametree new [SHAPE]`: a tree to build, of a shape written as
//! `random` writes one (`b3d2`, `b2-3d2-4`), every value 0.

use crate::scenario::{Scenario, ScenarioError};

/// The shape when none is given: two moves at each of two levels.
pub const SHAPE: &str = "b2d2";

impl Scenario {
    /// A tree of `shape` with every leaf 0 (any values the shape names are
    /// replaced), named `new`, without a title; the same tree for the
    /// same shape. A refusal names the shape as given, never the spec
    /// made of it.
    pub fn blank(given: &str) -> Result<Scenario, ScenarioError> {
        let shape = given.strip_prefix("random:").unwrap_or(given);
        let parts: Vec<&str> = shape.split(':').filter(|p| !p.starts_with('v')).collect();
        let seeded = parts.iter().any(|p| p.starts_with("seed"));
        let spec = format!(
            "random:{}:v0..0{}",
            parts.join(":"),
            if seeded { "" } else { ":seed1" }
        );
        let mut s = Scenario::random(&spec, 1).map_err(|e| e.as_given(given))?;
        s.name = "new".to_string();
        // No title: the random spec it was drawn by is no title of a tree
        // to be built (an edited one is titled by the command that made it).
        s.title = crate::scenario::Text::default();
        Ok(s)
    }
}
