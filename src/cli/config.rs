//! `gametree config path|init`, and the flags' readers of the settings the
//! configuration file shares with them (`--rule`, `--theme`, `--symbols`,
//! `--color`, `--speed`, ...).

use crate::config::{Choice, Speed};
use clap::builder::{PossibleValuesParser, TypedValueParser};
use std::path::Path;

/// `gametree config path`: the file the configuration is read from
/// (`--config FILE`, else GAMETREE_CONFIG, else the platform's).
pub fn path_text(explicit: Option<&Path>) -> Result<String, String> {
    crate::config::init::path_text(explicit, |name| std::env::var(name).ok())
}

/// `gametree config init [--force]`: writes the commented default there;
/// the line to print.
pub fn init(explicit: Option<&Path>, force: bool) -> Result<String, String> {
    crate::config::init::init(explicit, force, |name| std::env::var(name).ok())
}

/// A flag's reader of a setting with named values, which `--help` lists:
/// `#[arg(long, global = true, value_parser = config::choice::<Rule>())]`.
pub fn choice<T: Choice + Clone + Send + Sync>() -> impl TypedValueParser<Value = T> {
    PossibleValuesParser::new(T::tags()).map(|t| T::find(&t).unwrap_or(T::VALUES[0]))
}

/// `--speed N`: 1, the slowest, to `Speed::MOST`.
pub fn speed() -> impl TypedValueParser<Value = Speed> {
    clap::value_parser!(u8)
        .range(1..=i64::from(Speed::MOST))
        .map(|n| Speed::new(n).unwrap_or_default())
}
