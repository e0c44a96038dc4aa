//! A search refused, and a max^n leaf without its vector, in words.

use super::InWords;
use crate::record::search::UnshownSum;
use crate::say;
use crate::search::maxn::MissingVector;
use crate::search::setup::Refusal;
use crate::value::Unshown;
use crate::words::settings::algorithm;

impl InWords for Refusal {
    fn in_words(&self) -> String {
        match self {
            Refusal::Players { players } => say!(
                "refusal-players",
                count = players.len(),
                players = players.join(", ")
            ),
            Refusal::NegamaxWithChance => say!("refusal-negamax-with-chance"),
            Refusal::NoStaticValue {
                node,
                depth,
                deepening,
            } => say!(
                "refusal-no-static-value",
                node = node,
                depth = *depth,
                deepening = yes_no(*deepening)
            ),
            Refusal::NoEvaluation { state, depth } => {
                say!("refusal-no-evaluation", state = state, depth = *depth)
            }
            Refusal::Unshown(UnshownSum { node, sum, of_min }) => {
                let expectimax = if *of_min { "yes" } else { "no" };
                match sum {
                    Unshown::NoMean => say!("refusal-no-mean", node = node, expectimax = expectimax),
                    Unshown::Fraction { numer, denom } => say!(
                        "refusal-sum-unshown",
                        node = node,
                        expectimax = expectimax,
                        sum = format!("{numer}/{denom}")
                    ),
                }
            }
            Refusal::OrderNeedsTree { order } => {
                say!("refusal-order-needs-tree", order = order.to_string())
            }
            Refusal::TooBig { algorithm: a, nodes } => say!(
                "refusal-too-big",
                algorithm = algorithm(*a),
                nodes = format!("{nodes:.0e}")
            ),
        }
    }
}

impl InWords for MissingVector {
    fn in_words(&self) -> String {
        say!(
            "maxn-missing-vector",
            node = self.node.as_str(),
            depth = self.depth
        )
    }
}

/// `yes` or `no`: what the messages select on.
fn yes_no(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}
