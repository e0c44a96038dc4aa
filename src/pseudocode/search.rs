//! The two-player searches' pseudocode as the slides write it: the code
//! keeps the slides' identifiers, the prose and comments in it are words
//! (`code.ftl`).

use super::{ListingLine, line};
use crate::game::Player;
use crate::record::line::{Func, Line, Step};
use crate::record::search::CutKind;
use crate::say;
use crate::search::Algorithm;
use crate::search::{Rule, Setup};
use crate::words::CutNames;

/// The pseudocode of an algorithm, as shown in the pseudocode panel.
pub fn listing(algorithm: Algorithm, rule: Rule, names: CutNames) -> Vec<ListingLine> {
    let setup = Setup {
        rule,
        ..Setup::new(algorithm)
    };
    listing_for(&setup, algorithm == Algorithm::Expectimax, names)
}

/// The pseudocode for these settings, with `exp_value` when the tree has
/// chance nodes, the cut-offs named by `names` in its comments.
pub fn listing_for(setup: &Setup, chance: bool, names: CutNames) -> Vec<ListingLine> {
    let algorithm = setup.algorithm;
    if algorithm == Algorithm::Negamax {
        return negamax_function(setup.quiescence, false, Rule::Equality);
    }
    let ab = matches!(algorithm, Algorithm::AlphaBeta | Algorithm::IterativeDeepening);
    let args = if ab { ", α, β" } else { "" };
    let mut out = Vec::new();
    if algorithm == Algorithm::IterativeDeepening {
        out.extend(deepening_function());
    }
    out.extend(value_function(algorithm, args, setup.quiescence, chance));
    out.extend(decision_function(Player::Max, ab, setup.rule, args, names));
    if algorithm != Algorithm::Expectimax {
        out.extend(decision_function(Player::Min, ab, setup.rule, args, names));
    }
    if chance || algorithm == Algorithm::Expectimax {
        out.extend(exp_function(args));
    }
    out
}

/// The leaf test, with quiescence when it is on.
fn leaf_test(quiescence: bool) -> String {
    let test = match quiescence {
        true => say!("code-quiet-leaf"),
        false => say!("code-is-leaf"),
    };
    format!("if {test}")
}

/// `def value(state)`: the dispatch by the agent to move. A dispatch line
/// lights with the first line of the function it calls.
fn value_function(algorithm: Algorithm, args: &str, quiescence: bool, chance: bool) -> Vec<ListingLine> {
    let mut out = vec![
        line(
            format!("def value(state{args}):"),
            Some((Func::Value, Step::Call)),
        ),
        line(
            format!("    {}: return eval(state)", leaf_test(quiescence)),
            Some((Func::Value, Step::Leaf)),
        ),
        line(
            format!(
                "    if {}: return max_value(state{args})",
                say!("code-agent", agent = "MAX")
            ),
            Some((Func::MaxValue, Step::Init)),
        ),
    ];
    if algorithm != Algorithm::Expectimax {
        out.push(line(
            format!(
                "    if {}: return min_value(state{args})",
                say!("code-agent", agent = "MIN")
            ),
            Some((Func::MinValue, Step::Init)),
        ));
    }
    if chance || algorithm == Algorithm::Expectimax {
        out.push(line(
            format!(
                "    if {}: return exp_value(state)",
                say!("code-agent", agent = "EXP")
            ),
            Some((Func::ExpValue, Step::Init)),
        ));
    }
    out
}

/// `max_value` or `min_value`, with the cut-off test for alpha-beta.
fn decision_function(player: Player, ab: bool, rule: Rule, args: &str, names: CutNames) -> Vec<ListingLine> {
    let at = |step| Some((Line::of(player, step).func, step));
    let (name, init) = if player == Player::Max {
        ("max", "-∞")
    } else {
        ("min", "+∞")
    };
    let mut out = vec![
        line("", None),
        line(format!("def {name}_value(state{args}):"), at(Step::Init)),
        line(format!("    v = {init}"), at(Step::Init)),
        line("    for succ in successor(state):", at(Step::Loop)),
        line(
            format!("        v = {name}(v, value(succ{args}))"),
            at(Step::Update),
        ),
    ];
    if ab {
        let (test, bound) = match (player, rule == Rule::Strict) {
            (Player::Max, false) => ("v ≥ β", "α = max(α, v)"),
            (Player::Max, true) => ("v > β", "α = max(α, v)"),
            (_, false) => ("v ≤ α", "β = min(β, v)"),
            (_, true) => ("v < α", "β = min(β, v)"),
        };
        out.push(line(
            format!(
                "        if {test}: return v   # {}",
                cut_comment(CutKind::at(player), names)
            ),
            at(Step::CutTest),
        ));
        out.push(line(format!("        {bound}"), at(Step::Bound)));
    }
    out.push(line("    return v", at(Step::Return)));
    out
}

/// The name of a cut-off in force, and in brackets its name in the other
/// convention ("β-cutoff (slides: α-cutoff)").
fn cut_comment(kind: CutKind, names: CutNames) -> String {
    let other = match kind {
        CutKind::Alpha => CutKind::Beta,
        CutKind::Beta => CutKind::Alpha,
    };
    say!(
        "code-cutoff",
        cut = names.name(kind),
        other = names.name(other),
        names = names.tag()
    )
}

/// Negamax (section 6.3): every value for the player to move there, so
/// every node maximises; with alpha-beta's window (seen from the player to
/// move, it is (-β, -α) one level down) when `ab`.
fn negamax_function(quiescence: bool, ab: bool, rule: Rule) -> Vec<ListingLine> {
    let at = |step| Some((Func::Negamax, step));
    let (args, down) = if ab { (", α, β", ", -β, -α") } else { ("", "") };
    let mut out = vec![
        line(
            format!("def negamax(state{args}):   # {}", say!("code-for-mover")),
            at(Step::Call),
        ),
        line(
            format!(
                "    {}: return sign {} eval(state)",
                leaf_test(quiescence),
                crate::words::symbols::times()
            ),
            at(Step::Leaf),
        ),
        line("    v = -∞", at(Step::Init)),
        line("    for succ in successor(state):", at(Step::Loop)),
        line(format!("        # {}", say!("code-other-moves")), None),
        line(
            format!("        v = max(v, -negamax(succ{down}))"),
            at(Step::Update),
        ),
    ];
    if ab {
        let test = match rule {
            Rule::Strict => "v > β",
            Rule::Equality => "v ≥ β",
        };
        out.push(line(
            format!("        if {test}: return v   # {}", say!("code-cut")),
            at(Step::CutTest),
        ));
        out.push(line("        α = max(α, v)", at(Step::Bound)));
    }
    out.push(line("    return v", at(Step::Return)));
    out.push(line(format!("# {}", say!("code-sign")), None));
    out
}

/// The listing a run is shown with in the negamax view: negamax itself,
/// with alpha-beta's window where the run has one.
pub fn negamax_view(setup: &Setup) -> Vec<ListingLine> {
    let ab = matches!(
        setup.algorithm,
        Algorithm::AlphaBeta | Algorithm::IterativeDeepening
    );
    let mut out = Vec::new();
    if setup.algorithm == Algorithm::IterativeDeepening {
        out.extend(deepening_function());
    }
    out.extend(negamax_function(setup.quiescence, ab, setup.rule));
    out
}

/// The loop of iterative deepening (chapter 3).
fn deepening_function() -> Vec<ListingLine> {
    vec![
        line("def iterative_deepening(state, N):", None),
        line(
            "    for depth in 1, 2, ..., N:",
            Some((Func::Deepening, Step::Loop)),
        ),
        line(
            format!(
                "        v = value(state, -∞, +∞)   # {}",
                say!("code-deepening-step")
            ),
            None,
        ),
        line(format!("        {}", say!("code-reorder")), None),
        line("    return v", Some((Func::Deepening, Step::End))),
        line("", None),
    ]
}

/// Expectimax's `exp_value` (the slides).
fn exp_function(args: &str) -> Vec<ListingLine> {
    let at = |step| Some((Func::ExpValue, step));
    vec![
        line("", None),
        line("def exp_value(state):", at(Step::Init)),
        line("    v = 0", at(Step::Init)),
        line("    for succ in successor(state):", at(Step::Loop)),
        line("        p = probability(succ)", at(Step::Update)),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pseudocode::line_index;

    #[test]
    fn every_traced_line_of_alpha_beta_is_in_its_listing() {
        let l = listing(
            Algorithm::AlphaBeta,
            crate::search::Rule::Equality,
            CutNames::Chapters,
        );
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
        let l = listing(
            Algorithm::AlphaBeta,
            crate::search::Rule::Strict,
            CutNames::Chapters,
        );
        assert!(l.iter().any(|x| x.text.contains("if v > β: return v")));
        assert!(l.iter().any(|x| x.text.contains("if v < α: return v")));
    }

    #[test]
    fn expectimax_shows_exp_value() {
        let l = listing(
            Algorithm::Expectimax,
            crate::search::Rule::Equality,
            CutNames::Chapters,
        );
        assert!(line_index(&l, Line::of(Player::Chance, Step::Update)).is_some());
        assert!(line_index(&l, Line::of(Player::Min, Step::Update)).is_none());
        assert!(l.iter().any(|x| x.text.contains("v += p * value(succ)")));
    }

    #[test]
    fn minimax_has_no_cut_test() {
        let l = listing(
            Algorithm::Minimax,
            crate::search::Rule::Equality,
            CutNames::Chapters,
        );
        assert!(line_index(&l, Line::of(Player::Max, Step::CutTest)).is_none());
        assert!(line_index(&l, Line::of(Player::Min, Step::Update)).is_some());
    }
}
