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
    /// Expectimax's `exp_value`: the weighted mean at a chance node.
    ExpValue,
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
    listing_for(algorithm, strict, algorithm == Algorithm::Expectimax)
}

/// The pseudocode, with `exp_value` when the tree has chance nodes.
pub fn listing_for(algorithm: Algorithm, strict: bool, chance: bool) -> Vec<ListingLine> {
    let ab = algorithm == Algorithm::AlphaBeta;
    let args = if ab { ", α, β" } else { "" };
    let mut out = value_function(algorithm, args);
    if algorithm != Algorithm::Expectimax {
        out.extend(decision_function(Player::Max, ab, strict, args));
        out.extend(decision_function(Player::Min, ab, strict, args));
    } else {
        out.extend(decision_function(Player::Max, false, strict, args));
    }
    if chance {
        out.extend(exp_function(args));
    }
    out
}

fn line(text: impl Into<String>, tag: Option<(Func, Step)>) -> ListingLine {
    ListingLine {
        text: text.into(),
        line: tag.map(|(f, s)| Line::new(f, s)),
    }
}

/// `def value(state)`: the dispatch by the agent to move.
fn value_function(algorithm: Algorithm, args: &str) -> Vec<ListingLine> {
    let mut out = vec![
        line(
            format!("def value(state{args}):"),
            Some((Func::Value, Step::Call)),
        ),
        line(
            "    if state is a leaf: return eval(state)",
            Some((Func::Value, Step::Leaf)),
        ),
        line(
            format!("    if agent is MAX: return max_value(state{args})"),
            None,
        ),
    ];
    if algorithm == Algorithm::Expectimax {
        out.push(line("    if agent is EXP: return exp_value(state)", None));
    } else {
        out.push(line(
            format!("    if agent is MIN: return min_value(state{args})"),
            None,
        ));
    }
    out
}

/// `max_value` or `min_value`, with the cut-off test for alpha-beta.
fn decision_function(player: Player, ab: bool, strict: bool, args: &str) -> Vec<ListingLine> {
    let at = |step| Some((Line::of(player, step).func, step));
    let (name, init) = if player == Player::Max {
        ("max", "-∞")
    } else {
        ("min", "+∞")
    };
    let mut out = vec![
        line("", None),
        line(format!("def {name}_value(state{args}):"), None),
        line(format!("    v = {init}"), at(Step::Init)),
        line("    for succ in successor(state):", at(Step::Loop)),
        line(
            format!("        v = {name}(v, value(succ{args}))"),
            at(Step::Update),
        ),
    ];
    if ab {
        let (test, bound, kind, slides) = match (player, strict) {
            (Player::Max, false) => ("v ≥ β", "α = max(α, v)", "β-cutoff", "альфа"),
            (Player::Max, true) => ("v > β", "α = max(α, v)", "β-cutoff", "альфа"),
            (_, false) => ("v ≤ α", "β = min(β, v)", "α-cutoff", "бета"),
            (_, true) => ("v < α", "β = min(β, v)", "α-cutoff", "бета"),
        };
        out.push(line(
            format!("        if {test}: return v   # {kind} (slides: «{slides} отсечение»)"),
            at(Step::CutTest),
        ));
        out.push(line(format!("        {bound}"), at(Step::Bound)));
    }
    out.push(line("    return v", at(Step::Return)));
    out
}

/// Expectimax's `exp_value` (seed 003).
fn exp_function(args: &str) -> Vec<ListingLine> {
    let at = |step| Some((Func::ExpValue, step));
    vec![
        line("", None),
        line("def exp_value(state):", None),
        line("    v = 0", at(Step::Init)),
        line("    for succ in successor(state):", at(Step::Loop)),
        line("        p = probability(succ)", None),
        line(
            format!(
                "        v += p * value(succ{})",
                if args.is_empty() { "" } else { ", -∞, +∞" }
            ),
            at(Step::Update),
        ),
        line("    return v", at(Step::Return)),
    ]
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
    fn expectimax_shows_exp_value() {
        let l = listing(Algorithm::Expectimax, false);
        assert!(line_index(&l, Line::of(Player::Chance, Step::Update)).is_some());
        assert!(line_index(&l, Line::of(Player::Min, Step::Update)).is_none());
        assert!(l.iter().any(|x| x.text.contains("v += p * value(succ)")));
    }

    #[test]
    fn minimax_has_no_cut_test() {
        let l = listing(Algorithm::Minimax, false);
        assert!(line_index(&l, Line::of(Player::Max, Step::CutTest)).is_none());
        assert!(line_index(&l, Line::of(Player::Min, Step::Update)).is_some());
    }
}
