//! The ordering lab in words: the orders' names, and why a tree has no
//! minimal tree.

use crate::say;
use crate::search::Order;
use crate::search::ordering::minimal::NoMinimal;

/// "best first", "shuffled (seed 7)", "as written".
pub fn order_name(order: Order) -> String {
    say!("order-name", order = order.key(), seed = seed(order))
}

/// "best", "shuffle", "written": for the counts panel.
pub fn order_short(order: Order) -> String {
    say!("order-short", order = order.key())
}

fn seed(order: Order) -> String {
    match order {
        Order::Shuffle(seed) => seed.to_string(),
        _ => String::new(),
    }
}

/// Why there is no minimal tree: chance nodes, several players, or a
/// game searched live.
pub fn no_minimal(why: NoMinimal) -> String {
    let why = match why {
        NoMinimal::Chance => "chance",
        NoMinimal::Players => "players",
        NoMinimal::Live => "live",
    };
    say!("depth-no-minimal", why = why)
}
