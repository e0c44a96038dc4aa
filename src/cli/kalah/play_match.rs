//! `gametree kalah match`: computer against computer.

use clap::Args;

#[derive(Args)]
pub struct MatchArgs {}

pub fn run(_a: &MatchArgs) -> Result<(), String> {
    Err("not yet".into())
}
