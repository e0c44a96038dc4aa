//! The pseudocode of the AND/OR proof (after the chapter, §3.1, written in
//! the style of the slides' `value / max_value / min_value`).

use super::{ListingLine, line};
use crate::record::line::{Func, Step};

/// The listing as the pseudocode panel shows it. "Solved" means W(X) when
/// proving for PLUS, V(X) when proving for MINUS; "we" are the player
/// proved for.
pub fn listing() -> Vec<ListingLine> {
    use Func::{AndNode, OrNode, Solved};
    vec![
        line(
            "def solved(X):          # W(X) or V(X)",
            Some((Solved, Step::Call)),
        ),
        line(
            "    if X was settled before: return its mark",
            Some((Solved, Step::Known)),
        ),
        line(
            "    if X is terminal: return X is won by us",
            Some((Solved, Step::Terminal)),
        ),
        line("    if X is an OR node:   # we move", None),
        line("        for Y in successors(X):", Some((OrNode, Step::Loop))),
        line(
            "            if solved(Y): return True       # one is enough",
            Some((OrNode, Step::Solved)),
        ),
        line("        return False", Some((OrNode, Step::Unsolvable))),
        line("    if X is an AND node:  # the opponent moves", None),
        line("        for Y in successors(X):", Some((AndNode, Step::Loop))),
        line(
            "            if not solved(Y): return False  # one is enough",
            Some((AndNode, Step::Unsolvable)),
        ),
        line("        return True", Some((AndNode, Step::Solved))),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::line::Line;

    #[test]
    fn every_line_but_the_end_is_in_the_listing() {
        let lines: Vec<Line> = listing().iter().filter_map(|l| l.line).collect();
        assert_eq!(lines.len(), 9);
        assert!(!lines.contains(&Line::new(Func::Solved, Step::End)));
    }
}
