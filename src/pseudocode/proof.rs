//! The pseudocode of the AND/OR proof (after seed 000, §3.1, written in
//! the style of the slides' `value / max_value / min_value`), and the line
//! ids its events point to.

use crate::record::line::ProofLine;

/// The listing as the pseudocode panel shows it: each line's text and the
/// trace line it stands for (if any). "Solved" means W(X) when proving for
/// PLUS, V(X) when proving for MINUS; "we" are the player proved for.
pub fn listing() -> Vec<(&'static str, Option<ProofLine>)> {
    use ProofLine::*;
    vec![
        ("def solved(X):          # W(X) or V(X)", Some(Call)),
        ("    if X was settled before: return its mark", Some(Known)),
        ("    if X is terminal: return X is won by us", Some(Terminal)),
        ("    if X is an OR node:   # we move", None),
        ("        for Y in successors(X):", Some(OrLoop)),
        (
            "            if solved(Y): return True       # one is enough",
            Some(OrSolved),
        ),
        ("        return False", Some(OrUnsolvable)),
        ("    if X is an AND node:  # the opponent moves", None),
        ("        for Y in successors(X):", Some(AndLoop)),
        (
            "            if not solved(Y): return False  # one is enough",
            Some(AndUnsolvable),
        ),
        ("        return True", Some(AndSolved)),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_but_the_end_is_in_the_listing() {
        let lines: Vec<ProofLine> = listing().iter().filter_map(|l| l.1).collect();
        assert_eq!(lines.len(), 9);
        assert!(!lines.contains(&ProofLine::End));
    }
}
