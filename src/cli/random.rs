//! `gametree random SPEC`: a random exercise tree written out as a
//! scenario file, the spec with its seed at the top so that it is made
//! again exactly.

use super::{out, write};
use crate::say;
use crate::scenario::Scenario;
use crate::words::errors::Worded;
use clap::Args;
use std::path::PathBuf;

#[derive(Args)]
pub struct RandomArgs {
    /// What tree: b3d4, b2-4d3-5, v-9..9, ties, chance, cutsK, deep, seedN,
    /// joined by ':' (random:b3d3:cuts2:seed7); the seed of a spec without
    /// one comes from the clock and is written back.
    pub spec: String,
    /// The file to write; default: standard output. A file gametree wrote
    /// before is replaced, another is not (see --force).
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// With -o: write over a file that gametree did not write.
    #[arg(long, requires = "output")]
    pub force: bool,
}

pub fn run(a: &RandomArgs) -> Result<(), String> {
    let spec = match a.spec.starts_with("random:") {
        true => a.spec.clone(),
        false => format!("random:{}", a.spec),
    };
    if let Some(path) = &a.output {
        write::may_write(path, &[], a.force)?;
    }
    let (found, text) = Scenario::random_file(&spec, None)
        .map_err(|e| e.as_given(&a.spec))
        .worded()?;
    match &a.output {
        None => out::put(&text),
        Some(path) => {
            write::write(&write::Real, path, text.as_bytes())?;
            out::note(&say!(
                "random-written",
                file = path.display().to_string(),
                spec = found
            ));
        }
    }
    Ok(())
}
