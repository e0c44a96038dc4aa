//! `gametree config path` and `gametree config init`: where the
//! configuration file is read from, and the commented default written
//! there. `env` reads an environment variable.

use super::{locate, template};
use crate::say;
use crate::words::errors::io_error;
use std::path::Path;

/// The file the configuration is read from (whether it exists or not),
/// on a line of its own.
pub fn path_text(explicit: Option<&Path>, env: impl Fn(&str) -> Option<String>) -> Result<String, String> {
    let at = locate(explicit, env).ok_or_else(|| say!("config-no-folder"))?;
    Ok(format!("{}\n", at.path.display()))
}

/// Writes the commented default configuration where it is read from,
/// making its folder; refuses to write over a file unless `force`. The
/// line to print when it is written.
pub fn init(
    explicit: Option<&Path>,
    force: bool,
    env: impl Fn(&str) -> Option<String>,
) -> Result<String, String> {
    let at = locate(explicit, env).ok_or_else(|| say!("config-no-folder"))?;
    let file = at.path.display().to_string();
    if at.path.exists() && !force {
        return Err(say!("config-exists", file = file.as_str()));
    }
    let unwritable = |e: std::io::Error| {
        let error = io_error(e.kind(), &e.to_string());
        say!("config-unwritable", file = file.as_str(), error = error)
    };
    if let Some(folder) = at.path.parent().filter(|f| !f.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder).map_err(unwritable)?;
    }
    std::fs::write(&at.path, template::text()).map_err(unwritable)?;
    Ok(say!("config-written", file = file.as_str()))
}
