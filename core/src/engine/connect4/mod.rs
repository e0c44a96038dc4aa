//! Connect Four's performance engine: the AND/OR proof of chapter 3,
//! §3.1, on bitboards, for the boards too big for the proof the tutor
//! steps through (`prove connect4-6x4`). It answers the same question,
//! W(X) or V(X), by the same rule (one solved successor at an OR node,
//! all of them at an AND node), with what a Connect Four solver adds:
//! the board as two bit sets, a four made or stopped seen without a
//! search, the moves that create most threats first, and a table of the
//! positions settled, a board and its mirror image as one.

pub mod bitboard;
pub mod proof;
