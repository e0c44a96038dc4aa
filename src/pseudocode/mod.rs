//! The listings of the algorithms, in the slides' style, each line tagged
//! with the recorded line it stands for, so that the tutor can light the
//! line of the current event and run to a line.

pub mod maxn;
pub mod proof;
pub mod search;

pub use search::{listing, listing_for, negamax_view};

use crate::record::line::{Func, Line, Step};

/// One line of a listing, and the recorded line it stands for (if any).
#[derive(Clone, Debug, PartialEq)]
pub struct ListingLine {
    pub text: String,
    pub line: Option<Line>,
}

fn line(text: impl Into<String>, tag: Option<(Func, Step)>) -> ListingLine {
    ListingLine {
        text: text.into(),
        line: tag.map(|(f, s)| Line::new(f, s)),
    }
}

/// The index in `listing` of the line a recorded step points to.
pub fn line_index(listing: &[ListingLine], line: Line) -> Option<usize> {
    listing.iter().position(|l| l.line == Some(line))
}
