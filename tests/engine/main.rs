//! The engine: the texts' values, counts and cut-offs, the properties
//! every search keeps on any tree, the course's trees, the evaluations,
//! and a search's text trace.

#[path = "../common/mod.rs"]
mod common;

mod connect4;
mod cs188;
mod edits;
mod evaluations;
mod exact;
mod interval;
mod layers;
mod ordering;
mod properties;
mod quickest;
mod textbook;
mod trace_text;
mod written;
