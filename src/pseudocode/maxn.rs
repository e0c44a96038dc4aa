//! The listing of max^n (the slides' multi-agent search).

use super::{ListingLine, line};
use crate::record::line::{Func, Step};
use crate::say;

/// max^n (the slides, several players): every node carries one value per
/// player, and the player to move takes the vector best in its own
/// component.
pub fn maxn_listing() -> Vec<ListingLine> {
    let at = |step| Some((Func::MaxN, step));
    vec![
        line(
            format!("def max_n_value(state):   # {}", say!("code-maxn-vector")),
            at(Step::Call),
        ),
        line(
            format!("    if {}: return eval(state)", say!("code-is-leaf")),
            at(Step::Leaf),
        ),
        line(format!("    i = {}", say!("code-maxn-mover")), None),
        line("    v = None", None),
        line("    for succ in successor(state):", at(Step::Loop)),
        line("        u = max_n_value(succ)", None),
        line(
            format!(
                "        if v is None or u[i] > v[i]: v = u   # {}",
                say!("code-maxn-ties")
            ),
            at(Step::Update),
        ),
        line("    return v", at(Step::Return)),
    ]
}
