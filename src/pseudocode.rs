//! The algorithms' pseudocode as the slides (seed 003) write it, and the
//! line ids that trace events point to.

use crate::game::Player;
use crate::search::Algorithm;

/// The function of the pseudocode a line belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Func {
    Value,
    MaxValue,
    MinValue,
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
        };
        Line { func, step }
    }

    /// A short stable id for JSON output, e.g. `max_value.update`.
    pub fn id(self) -> String {
        let func = match self.func {
            Func::Value => "value",
            Func::MaxValue => "max_value",
            Func::MinValue => "min_value",
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

/// One line of a listing, and the trace line it stands for (if any).
pub struct ListingLine {
    pub text: String,
    pub line: Option<Line>,
}

/// The pseudocode of an algorithm, as shown in the pseudocode panel.
pub fn listing(algorithm: Algorithm, strict: bool) -> Vec<ListingLine> {
    use Func::*;
    use Step::*;
    let ab = algorithm == Algorithm::AlphaBeta;
    let args = if ab { ", α, β" } else { "" };
    let (ge, le) = if strict { (">", "<") } else { ("≥", "≤") };
    let mut out = vec![
        (format!("def value(state{args}):"), Some((Value, Call))),
        (
            "    if state is a leaf: return eval(state)".into(),
            Some((Value, Leaf)),
        ),
        (
            format!("    if agent is MAX: return max_value(state{args})"),
            None,
        ),
        (
            format!("    if agent is MIN: return min_value(state{args})"),
            None,
        ),
    ];
    for (func, name, init, op, cut, bound, kind, slides) in [
        (
            MaxValue,
            "max",
            "-∞",
            "max",
            ge,
            "α = max(α, v)",
            "β-cutoff",
            "альфа",
        ),
        (
            MinValue,
            "min",
            "+∞",
            "min",
            le,
            "β = min(β, v)",
            "α-cutoff",
            "бета",
        ),
    ] {
        let test_bound = if func == MaxValue { "β" } else { "α" };
        out.push((String::new(), None));
        out.push((format!("def {name}_value(state{args}):"), None));
        out.push((format!("    v = {init}"), Some((func, Init))));
        out.push(("    for succ in successor(state):".into(), Some((func, Loop))));
        out.push((
            format!("        v = {op}(v, value(succ{args}))"),
            Some((func, Update)),
        ));
        if ab {
            out.push((
                format!(
                    "        if v {cut} {test_bound}: return v   # {kind} (slides: «{slides} отсечение»)"
                ),
                Some((func, CutTest)),
            ));
            out.push((format!("        {bound}"), Some((func, Bound))));
        }
        out.push(("    return v".into(), Some((func, Return))));
    }
    out.into_iter()
        .map(|(text, line)| ListingLine {
            text,
            line: line.map(|(f, s)| Line::new(f, s)),
        })
        .collect()
}

/// The index in `listing` of the line a trace step points to.
pub fn line_index(listing: &[ListingLine], line: Line) -> Option<usize> {
    listing.iter().position(|l| l.line == Some(line))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_traced_line_of_alpha_beta_is_in_its_listing() {
        let l = listing(Algorithm::AlphaBeta, false);
        for p in [Player::Max, Player::Min] {
            for s in [
                Step::Init,
                Step::Loop,
                Step::Update,
                Step::CutTest,
                Step::Bound,
                Step::Return,
            ] {
                assert!(line_index(&l, Line::of(p, s)).is_some(), "{p} {s:?}");
            }
        }
        assert!(l.iter().any(|x| x.text.contains("if v ≥ β: return v")));
    }

    #[test]
    fn strict_rule_shows_strict_comparisons() {
        let l = listing(Algorithm::AlphaBeta, true);
        assert!(l.iter().any(|x| x.text.contains("if v > β: return v")));
        assert!(l.iter().any(|x| x.text.contains("if v < α: return v")));
    }

    #[test]
    fn minimax_has_no_cut_test() {
        let l = listing(Algorithm::Minimax, false);
        assert!(line_index(&l, Line::of(Player::Max, Step::CutTest)).is_none());
        assert!(line_index(&l, Line::of(Player::Min, Step::Update)).is_some());
    }
}
