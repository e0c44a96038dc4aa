//! What the screen keeps back while a question is asked: the
//! value or vector of the node asked about, and its window, which its
//! own provisional value set, are written `?`; while a window is asked no
//! window is written at all, since the one asked for is its parent's as
//! it stands. The story's node looks carry the veil, so that the canvas,
//! the outline and presenter mode all draw it; the step panel keeps the
//! same back.

use super::Ask;
use crate::record::NodeId;
use crate::story::outline::{Key, NodeLook, Nodes, Tag};

/// A question being asked: about which node of the run, and of what kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Veil {
    pub node: NodeId,
    pub ask: Ask,
}

/// What the veil writes in place of what it keeps back.
pub const HIDDEN: &str = "?";

impl Veil {
    /// Whether a node's value (vector, mark) is kept back: the asked
    /// node's (`asked`), while its value is asked.
    pub fn hides_value(self, asked: bool) -> bool {
        asked && matches!(self.ask, Ask::Values | Ask::Solved)
    }

    /// Whether a node's window is kept back: every window while one is
    /// asked, the asked node's own (`asked`) while its value is.
    pub fn hides_window(self, asked: bool) -> bool {
        match self.ask {
            Ask::Windows => true,
            Ask::Values => asked,
            _ => false,
        }
    }
}

/// A story's nodes under a veil, `key` the pane's node asked about.
pub struct Veiled<'a> {
    pub nodes: Box<dyn Nodes + 'a>,
    pub key: Option<Key>,
    pub veil: Veil,
}

// Every method is handed on, those with a default too, so that a story's
// own answer is never replaced by the default.
impl Nodes for Veiled<'_> {
    fn size(&self) -> usize {
        self.nodes.size()
    }
    fn cut_names(&self) -> crate::words::CutNames {
        self.nodes.cut_names()
    }
    fn children(&self, key: Key) -> Vec<Key> {
        self.nodes.children(key)
    }
    fn moves(&self, key: Key) -> Vec<Key> {
        self.nodes.moves(key)
    }
    fn moves_on_edges(&self) -> bool {
        self.nodes.moves_on_edges()
    }
    fn parent(&self, key: Key) -> Option<Key> {
        self.nodes.parent(key)
    }
    fn name(&self, key: Key) -> String {
        self.nodes.name(key)
    }
    fn look(&self, key: Key) -> NodeLook {
        let mut look = self.nodes.look(key);
        if self.veil.hides_value(self.key == Some(key)) {
            look.value = Some(HIDDEN.to_string());
        }
        look
    }
    fn window(&self, key: Key) -> Option<String> {
        match self.veil.hides_window(self.key == Some(key)) {
            true => None,
            false => self.nodes.window(key),
        }
    }
    fn cut_link(&self) -> Option<(Key, Key)> {
        self.nodes.cut_link()
    }
    fn current(&self) -> Option<Key> {
        self.nodes.current()
    }
    fn depth_limit(&self) -> Option<u32> {
        self.nodes.depth_limit()
    }
    fn focus(&self, selected: Option<Key>) -> Vec<Key> {
        self.nodes.focus(selected)
    }
    fn opens_all(&self) -> bool {
        self.nodes.opens_all()
    }
    fn root(&self) -> Key {
        self.nodes.root()
    }
    fn path(&self, key: Key) -> Vec<Key> {
        self.nodes.path(key)
    }
    fn tag(&self, key: Key) -> Option<Tag> {
        self.nodes.tag(key)
    }
    fn estimate(&self, key: Key) -> Option<String> {
        match self.veil.hides_value(self.key == Some(key)) {
            true => None,
            false => self.nodes.estimate(key),
        }
    }
    fn line_end(&self) -> Option<Key> {
        self.nodes.line_end()
    }
    fn prunes(&self) -> bool {
        self.nodes.prunes()
    }
}

/// A story's nodes, under the veil where there is one (`key`: the pane's
/// node of the veil's).
pub fn veiled<'a>(
    nodes: Box<dyn Nodes + 'a>,
    veil: Option<Veil>,
    key: impl Fn(NodeId) -> Option<Key>,
) -> Box<dyn Nodes + 'a> {
    match veil {
        Some(veil) => Box::new(Veiled {
            key: key(veil.node),
            nodes,
            veil,
        }),
        None => nodes,
    }
}
