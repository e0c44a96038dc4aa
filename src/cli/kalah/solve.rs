//! `gametree kalah solve`: the exact value of an opening.

use clap::Args;

#[derive(Args)]
pub struct SolveArgs {}

pub fn run(_a: &SolveArgs) -> Result<(), String> {
    Err("not yet".into())
}
