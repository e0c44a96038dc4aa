//! The settings of a search in words: the algorithm's name and the notes
//! the command line's headings add after it.

use crate::say;
use crate::search::{Algorithm, Order, Rule, Setup};

/// "alpha-beta", "iterative deepening".
pub fn algorithm(a: Algorithm) -> String {
    say!("algorithm", algorithm = a.key())
}

/// " (strict rule)" after the name of an algorithm that prunes, or
/// nothing.
pub fn rule_note(setup: Setup) -> String {
    match setup.rule == Rule::Strict && setup.algorithm.prunes() {
        true => say!("cli-strict-rule"),
        false => String::new(),
    }
}

/// ", moves in static order", ", best first" after an algorithm's name,
/// or nothing.
pub fn order_note(setup: Setup) -> String {
    match setup.order {
        Order::Static => say!("cli-static-order"),
        Order::None => String::new(),
        lab => say!("cli-lab-order", order = super::ordering::order_name(lab)),
    }
}
