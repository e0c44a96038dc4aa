//! Shell completions and the manual page, from the same definitions as
//! `--help` (clap_complete, clap_mangen).

use super::{Cli, out};
use crate::say;
use clap::CommandFactory;
use std::process::ExitCode;

pub fn completions(shell: clap_complete::Shell) -> ExitCode {
    let mut text = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "gametree", &mut text);
    out::put(&String::from_utf8_lossy(&text));
    ExitCode::SUCCESS
}

pub fn man() -> Result<ExitCode, String> {
    let mut text = Vec::new();
    clap_mangen::Man::new(Cli::command())
        .render(&mut text)
        .map_err(|e| say!("output-failed", error = e.to_string()))?;
    out::put(&String::from_utf8_lossy(&text));
    Ok(ExitCode::SUCCESS)
}
