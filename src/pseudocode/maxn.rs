//! The listing of max^n (the slides' multi-agent search).

use super::{ListingLine, line};
use crate::record::line::{Func, Step};

/// max^n (the slides, several players): every node carries one value per
/// player, and the player to move takes the vector best in its own
/// component.
pub fn maxn_listing() -> Vec<ListingLine> {
    let at = |step| Some((Func::MaxN, step));
    vec![
        line(
            "def max_n_value(state):   # a vector (V_A, V_B, V_C, ...)",
            at(Step::Call),
        ),
        line("    if state is a leaf: return eval(state)", at(Step::Leaf)),
        line("    i = the player to move in state", None),
        line("    v = None", None),
        line("    for succ in successor(state):", at(Step::Loop)),
        line("        u = max_n_value(succ)", None),
        line(
            "        if v is None or u[i] > v[i]: v = u   # ties keep the first",
            at(Step::Update),
        ),
        line("    return v", at(Step::Return)),
    ]
}
