//! How an export asks for its figure: which nodes are named,
//! and whether the nodes stand as close as the canvas's tightest fit, for
//! a wide tree on a sheet of bounded width.

use std::str::FromStr;

/// Which nodes a drawn export names (`--node-names`), as the canvas's
/// `z`/`Z` levels leave names off: every node, the inner nodes only (a
/// leaf shows its value), or none (a node shows its player's shape and
/// its value). A name is never taken away from the tree, only not drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum NodeNames {
    #[default]
    All,
    Inner,
    None,
}

impl NodeNames {
    pub const ALL: [NodeNames; 3] = [NodeNames::All, NodeNames::Inner, NodeNames::None];

    /// The word the command line takes.
    pub fn word(self) -> &'static str {
        match self {
            NodeNames::All => "all",
            NodeNames::Inner => "inner",
            NodeNames::None => "none",
        }
    }

    /// Whether a node with a value to show writes its name.
    pub fn names(self, leaf: bool) -> bool {
        match self {
            NodeNames::All => true,
            NodeNames::Inner => !leaf,
            NodeNames::None => false,
        }
    }
}

impl FromStr for NodeNames {
    type Err = ();
    fn from_str(text: &str) -> Result<NodeNames, ()> {
        NodeNames::ALL.into_iter().find(|n| n.word() == text).ok_or(())
    }
}

/// A figure on its own, for an export.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sheet {
    pub names: NodeNames,
    /// One cell between nodes, a pruned value's brackets sharing it (the
    /// canvas's tightest spacing), rather than two.
    pub narrow: bool,
    /// The run is over: no node is boxed as the current one (the last
    /// event names the root, which is done, not being searched).
    pub over: bool,
}
