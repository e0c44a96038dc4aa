//! Games: what the search algorithms need to know about a game, and its
//! implementations (the explicit tree of a scenario file, Kalah, ...).

pub mod connect4;
pub mod kalah;
pub mod known;
pub mod nim;
pub mod stopping;
pub mod tictactoe;
pub mod tree;

use crate::value::Value;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::fmt;

/// A name (on the command line, or of a game) that is none of those
/// known; the words layer says which are.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown {what:?} {name:?}")]
pub struct Unknown {
    pub what: Named,
    pub name: String,
}

/// The kinds of names `Unknown` is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Named {
    Algorithm,
    Order,
    Side,
    Rules,
    Evaluation,
    Game,
}

impl Named {
    /// The error for `name`, not one of this kind's names.
    pub fn unknown(self, name: &str) -> Unknown {
        Unknown {
            what: self,
            name: name.to_string(),
        }
    }
}

/// Who chooses at a node. The texts call them MAX (ПЛЮС, the player whose
/// move we look for) and MIN (МИНУС, the opponent).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Player {
    Max,
    Min,
    /// A chance node (expectimax): a random event picks the move, each
    /// with its probability.
    Chance,
}

impl Player {
    /// The other player (a chance node has none).
    pub fn opponent(self) -> Player {
        match self {
            Player::Max => Player::Min,
            Player::Min => Player::Max,
            Player::Chance => Player::Chance,
        }
    }

    /// The symbol used in the tree pane and the text output.
    pub fn symbol(self) -> &'static str {
        match self {
            Player::Max => "▲",
            Player::Min => "▼",
            Player::Chance => "◆",
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(match self {
            Player::Max => "MAX",
            Player::Min => "MIN",
            Player::Chance => "CHANCE",
        })
    }
}

/// A two-player, zero-sum game with perfect information, in the texts' words.
///
/// Positions are copied, not undone: `play` returns the position after a
/// move (copy-make), which is cheap for the small positions of the games we
/// teach. Which kind of node a position is comes from `player`, so several
/// MIN nodes in a row (one MAX, several ghosts) need no change here.
pub trait Game {
    type Position: Clone;
    type Move: Clone;

    /// The player to move at `pos`.
    fn player(&self, pos: &Self::Position) -> Player;
    /// The legal moves at `pos`, always in the same order.
    fn moves(&self, pos: &Self::Position) -> Vec<Self::Move>;
    /// The position after `mv`.
    fn play(&self, pos: &Self::Position, mv: &Self::Move) -> Self::Position;
    /// Whether the game is over at `pos` (no moves, or won/lost/drawn).
    fn is_terminal(&self, pos: &Self::Position) -> bool;
    /// The static evaluation of `pos`, from MAX's point of view.
    fn evaluate(&self, pos: &Self::Position) -> Value;
    /// The static value where the game has one (a scenario's inner nodes
    /// may have none), for ordering the moves.
    fn estimate(&self, pos: &Self::Position) -> Option<Value> {
        Some(self.evaluate(pos))
    }
    /// Whether `pos` is quiet, so that its static value can be trusted; an
    /// active position (a capture pending) is searched on by quiescence.
    fn is_quiet(&self, _pos: &Self::Position) -> bool {
        true
    }

    /// The probability of `mv` at a chance node; `None` means all moves
    /// are equally likely.
    fn probability(&self, _pos: &Self::Position, _mv: &Self::Move) -> Option<Value> {
        None
    }

    /// How a move is written in the tree and the trace ("C", "pit 3").
    fn move_label(&self, pos: &Self::Position, mv: &Self::Move) -> String;
    /// [`Game::move_label`] as a recorded tree takes it, borrowed where the
    /// game has the word ready: a live tree labels millions of nodes.
    fn move_word(&self, pos: &Self::Position, mv: &Self::Move) -> Cow<'_, str> {
        Cow::Owned(self.move_label(pos, mv))
    }
    /// The name of a position where the game has names for them (a
    /// scenario's nodes, Nim's `7+` in a proof); `None` otherwise.
    fn position_name(&self, _pos: &Self::Position) -> Option<String> {
        None
    }
    /// The name a search tree gives the node of `pos`, where the game
    /// names them (a scenario's nodes). A live game's positions recur
    /// and are boards: its nodes are named by the rule once the run is
    /// recorded (`record::naming`).
    /// Borrowed where the game keeps the name: a file's tree names
    /// millions of nodes.
    fn node_name(&self, _pos: &Self::Position) -> Option<Cow<'_, str>> {
        None
    }
    /// A stable index of the position in the game's own storage, where
    /// there is one (the node index of a scenario tree).
    fn position_id(&self, _pos: &Self::Position) -> Option<tree::NodeId> {
        None
    }
    /// The whole tree, where the game is one written out (a scenario's):
    /// the ordering lab reads its minimax values before the search.
    fn written_tree(&self) -> Option<&tree::GameTree> {
        None
    }
    /// Who has won a finished game worth `value`, where only a finished
    /// game can be worth it (±∞, or the game's win value, as the texts
    /// give them): the computer's choice then looks for the quickest win
    /// or the longest loss. `None` for a value a static estimate gives too.
    fn won_by(&self, _value: Value) -> Option<Player> {
        None
    }
    /// How many nodes lie below `pos` down to `depth_left` more plies
    /// (the position itself included), where the game can count them
    /// cheaply; used to report how much a cut-off saved.
    fn subtree_size(&self, _pos: &Self::Position, _depth_left: Option<u32>) -> Option<u64> {
        None
    }
}

/// The position reached from `from` when each of `picks` chooses among
/// the legal moves there (the `pick % moves`-th), up to the end of the
/// game: a line of play named by numbers, as properties over random
/// positions draw one.
pub fn played<G: Game>(game: &G, from: G::Position, picks: &[usize]) -> G::Position {
    let mut pos = from;
    for pick in picks {
        let moves = game.moves(&pos);
        if game.is_terminal(&pos) || moves.is_empty() {
            break;
        }
        pos = game.play(&pos, &moves[pick % moves.len()]);
    }
    pos
}

/// Who has won where a finished game won by MAX is worth `win` or more
/// (and one won by MIN `-win` or less).
pub fn won_at(value: Value, win: Value) -> Option<Player> {
    match value {
        v if v >= win => Some(Player::Max),
        v if v <= -win => Some(Player::Min),
        _ => None,
    }
}

/// What the AND/OR proof needs of a game besides the rules: who has won a
/// finished game (`None` for a draw).
pub trait WinLoss: Game {
    fn winner(&self, pos: &Self::Position) -> Option<Player>;
}
