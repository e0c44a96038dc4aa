//! The listings of the algorithms, in the slides' style, with each line
//! tagged by the recorded line it stands for.

pub mod maxn;
pub mod proof;
pub mod search;

pub use search::{ListingLine, line_index, listing, listing_for};
