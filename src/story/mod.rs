//! A run as the tutor shows it, as data: the tree's nodes and how each
//! looks after the current step.

pub mod outline;
pub mod tree_view;
