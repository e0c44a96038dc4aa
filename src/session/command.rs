//! What the game being played is asked to do, and what it hands back.

use crate::game::Game;
use crate::search::Setup;
use crate::subject::Live;

/// A command to the game being played. The terminal's keys and clicks
/// become these; so can a test, or any other front end.
#[derive(Clone, Debug, PartialEq)]
pub enum Command<M> {
    /// A key typed towards a move ("b", then "2" for b2).
    Type(char),
    /// The human's cursor, by an arrow: `dx` along the moves, `dy` across.
    Cursor {
        dx: i32,
        dy: i32,
    },
    /// The move under the cursor (or the first legal one).
    PlayCursor,
    /// This move for the human to move (a click on the board); refused
    /// with the legal moves where it is not legal.
    Play(M),
    /// The computer moves now, as soon as its search has found the move.
    ComputerNow,
    /// Computer against computer: play on by itself / pause.
    TogglePlay,
    /// Play out the last move step by step on the timer / one step.
    Sow,
    SowStep,
    /// Take back moves to the human's previous turn (a move pair).
    Undo,
    /// Search one ply deeper / shallower.
    Deeper,
    Shallower,
    /// The timer fired: the next step of a move played out, or the
    /// computer's move once its pause is over.
    Tick,
    /// The move tree of the computer's last decision / of the position.
    Tree,
    TreeHere,
}

/// "Open the move tree": the game searched live from a position, and the
/// settings to search it with. The screen turns it into a tutor.
pub struct OpenTree<G: Game> {
    pub subject: Live<G>,
    pub setup: Setup,
    /// How the tree of a decision differs from the choice the game
    /// screen reports (its counts, a move drawn among equals).
    pub note: Option<String>,
}
