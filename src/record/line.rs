//! The lines of the pseudocode that recorded events point to: each event
//! of a run carries the line it stands for, so that the tutor can light it
//! and a user can run to it. The listings themselves are in `pseudocode`.

use crate::game::Player;

/// The function of the pseudocode a line belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Func {
    Value,
    MaxValue,
    MinValue,
    /// Expectimax's `exp_value`: the weighted mean at a chance node.
    ExpValue,
    /// Negamax: one function, every level maximises (seed 004).
    Negamax,
    /// The loop of iterative deepening around alpha-beta.
    Deepening,
    /// max^n for n players (seed 003): a vector of values at every node.
    MaxN,
}

/// What a line of the pseudocode does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// `def value(state, ...)`: a node is entered.
    Call,
    /// `if state is a leaf: return eval(state)`.
    Leaf,
    /// `v = -∞` / `v = +∞`.
    Init,
    /// `for succ in successor(state)`: a child is generated.
    Loop,
    /// `v = max(v, value(succ))`: the provisional value may change.
    Update,
    /// `if v ≥ β: return v`: the cut-off test.
    CutTest,
    /// `α = max(α, v)`: the window narrows.
    Bound,
    /// `return v`: the node is left.
    Return,
}

/// A line of the pseudocode: which function, which step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Line {
    pub func: Func,
    pub step: Step,
}

impl Line {
    pub const fn new(func: Func, step: Step) -> Line {
        Line { func, step }
    }

    /// The line of `step` in the function the player at a node runs.
    pub fn of(player: Player, step: Step) -> Line {
        let func = match player {
            Player::Max => Func::MaxValue,
            Player::Min => Func::MinValue,
            Player::Chance => Func::ExpValue,
        };
        Line { func, step }
    }

    /// A short stable id for JSON output, e.g. `max_value.update`.
    pub fn id(self) -> String {
        let func = match self.func {
            Func::Value => "value",
            Func::MaxValue => "max_value",
            Func::MinValue => "min_value",
            Func::ExpValue => "exp_value",
            Func::Negamax => "negamax",
            Func::Deepening => "iterative_deepening",
            Func::MaxN => "max_n_value",
        };
        let step = match self.step {
            Step::Call => "call",
            Step::Leaf => "leaf",
            Step::Init => "init",
            Step::Loop => "loop",
            Step::Update => "update",
            Step::CutTest => "cut_test",
            Step::Bound => "bound",
            Step::Return => "return",
        };
        format!("{func}.{step}")
    }
}

/// A line of the proof's pseudocode that an event stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ProofLine {
    /// `def solved(X)`: a node is entered.
    Call,
    /// `if X was settled before`: the transposition table answers.
    Known,
    /// `if X is terminal: return ...`.
    Terminal,
    /// `for Y in successors(X)` at an OR node.
    OrLoop,
    /// `if solved(Y): return True` at an OR node.
    OrSolved,
    /// `return False` at an OR node: no successor is solved.
    OrUnsolvable,
    /// `for Y in successors(X)` at an AND node.
    AndLoop,
    /// `if not solved(Y): return False` at an AND node.
    AndUnsolvable,
    /// `return True` at an AND node: every successor is solved.
    AndSolved,
    /// The proof is over.
    End,
}

impl ProofLine {
    /// A short stable id for JSON output, e.g. `or.solved`.
    pub fn id(self) -> &'static str {
        match self {
            ProofLine::Call => "solved.call",
            ProofLine::Known => "solved.known",
            ProofLine::Terminal => "solved.terminal",
            ProofLine::OrLoop => "or.loop",
            ProofLine::OrSolved => "or.solved",
            ProofLine::OrUnsolvable => "or.unsolvable",
            ProofLine::AndLoop => "and.loop",
            ProofLine::AndUnsolvable => "and.unsolvable",
            ProofLine::AndSolved => "and.solved",
            ProofLine::End => "solved.end",
        }
    }
}
