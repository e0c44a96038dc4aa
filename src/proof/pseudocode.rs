//! The pseudocode of the AND/OR proof (after seed 000, §3.1, written in
//! the style of the slides' `value / max_value / min_value`), and the line
//! ids its events point to.

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
