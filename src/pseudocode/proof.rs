//! The pseudocode of the AND/OR proof (after the chapter, §3.1, written in
//! the style of the slides' `value / max_value / min_value`).

use super::{ListingLine, line};
use crate::record::line::{Func, Step};
use crate::say;

/// The listing as the pseudocode panel shows it. "Solved" means W(X) when
/// proving for PLUS, V(X) when proving for MINUS; "we" are the player
/// proved for.
pub fn listing() -> Vec<ListingLine> {
    use Func::{AndNode, OrNode, Solved};
    vec![
        line(
            format!("def solved(X):          # {}", say!("code-proof-which")),
            Some((Solved, Step::Call)),
        ),
        line(
            format!(
                "    if {}: return {}",
                say!("code-proof-settled"),
                say!("code-proof-its-mark")
            ),
            Some((Solved, Step::Known)),
        ),
        line(
            format!(
                "    if {}: return {}",
                say!("code-proof-terminal"),
                say!("code-proof-won")
            ),
            Some((Solved, Step::Terminal)),
        ),
        line(
            format!(
                "    if {}:   # {}",
                say!("code-proof-or"),
                say!("code-proof-we-move")
            ),
            None,
        ),
        line("        for Y in successors(X):", Some((OrNode, Step::Loop))),
        line(
            format!(
                "            if solved(Y): return True       # {}",
                say!("code-proof-enough")
            ),
            Some((OrNode, Step::Solved)),
        ),
        line("        return False", Some((OrNode, Step::Unsolvable))),
        line(
            format!(
                "    if {}:  # {}",
                say!("code-proof-and"),
                say!("code-proof-they-move")
            ),
            None,
        ),
        line("        for Y in successors(X):", Some((AndNode, Step::Loop))),
        line(
            format!(
                "            if not solved(Y): return False  # {}",
                say!("code-proof-enough")
            ),
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
