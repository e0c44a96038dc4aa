//! The lines of the pseudocode that recorded events point to: every event
//! of every kind of run carries the line it stands for, so that the tutor
//! can light it and a user can run to it. The listings are in `pseudocode`.

use crate::game::Player;

/// The function of the pseudocode a line belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Func {
    Value,
    MaxValue,
    MinValue,
    /// Expectimax's `exp_value`: the weighted mean at a chance node.
    ExpValue,
    /// Negamax: one function, every level maximises (section 6.3).
    Negamax,
    /// The loop of iterative deepening around alpha-beta.
    Deepening,
    /// max^n for n players (the slides): a vector of values at every node.
    MaxN,
    /// The AND/OR proof's `solved(X)` (the chapter, §3.1).
    Solved,
    /// Its OR part: the prover's player moves.
    OrNode,
    /// Its AND part: the opponent moves.
    AndNode,
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
    /// `if X was settled before: return its mark` (a transposition table).
    Known,
    /// `if X is terminal: return X is won by us`.
    Terminal,
    /// `return True`: the node is solved.
    Solved,
    /// `return False`: the node is unsolvable.
    Unsolvable,
    /// The run is over.
    End,
}

/// A line of the pseudocode: which function, which step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Line {
    pub func: Func,
    pub step: Step,
}

/// The functions and the steps in the order of their codes.
const FUNCS: [Func; 10] = [
    Func::Value,
    Func::MaxValue,
    Func::MinValue,
    Func::ExpValue,
    Func::Negamax,
    Func::Deepening,
    Func::MaxN,
    Func::Solved,
    Func::OrNode,
    Func::AndNode,
];
const STEPS: [Step; 13] = [
    Step::Call,
    Step::Leaf,
    Step::Init,
    Step::Loop,
    Step::Update,
    Step::CutTest,
    Step::Bound,
    Step::Return,
    Step::Known,
    Step::Terminal,
    Step::Solved,
    Step::Unsolvable,
    Step::End,
];

impl Line {
    pub const fn new(func: Func, step: Step) -> Line {
        Line { func, step }
    }

    /// The line in one byte, for a recording that keeps millions.
    pub fn code(self) -> u8 {
        (self.func as u8) << 4 | self.step as u8
    }

    /// The line of a code `code` gave.
    #[inline]
    pub fn from_code(code: u8) -> Line {
        Line {
            func: FUNCS[usize::from(code >> 4)],
            step: STEPS[usize::from(code & 15)],
        }
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

    /// A short stable id for JSON output, e.g. `max_value.update`,
    /// `or.solved`.
    pub fn id(self) -> String {
        let func = match self.func {
            Func::Value => "value",
            Func::MaxValue => "max_value",
            Func::MinValue => "min_value",
            Func::ExpValue => "exp_value",
            Func::Negamax => "negamax",
            Func::Deepening => "iterative_deepening",
            Func::MaxN => "max_n_value",
            Func::Solved => "solved",
            Func::OrNode => "or",
            Func::AndNode => "and",
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
            Step::Known => "known",
            Step::Terminal => "terminal",
            Step::Solved => "solved",
            Step::Unsolvable => "unsolvable",
            Step::End => "end",
        };
        format!("{func}.{step}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line comes back from its code, and no two share one.
    #[test]
    fn a_line_is_its_code() {
        let mut seen = std::collections::HashSet::new();
        for func in FUNCS {
            for step in STEPS {
                let line = Line::new(func, step);
                assert_eq!(Line::from_code(line.code()), line);
                assert!(seen.insert(line.code()), "{line:?}");
            }
        }
    }
}
