//! `gametree config path` and `gametree config init`: where the
//! configuration file is read from, and the commented default written
//! there. `env` reads an environment variable.

use super::{locate, template};
use crate::say;
use crate::text_file::{special, written};
use crate::words::errors::{io_error, not_a_file};
use std::path::Path;

/// The file the configuration is read from (whether it exists or not),
/// on a line of its own.
pub fn path_text(explicit: Option<&Path>, env: impl Fn(&str) -> Option<String>) -> Result<String, String> {
    let at = locate(explicit, env).ok_or_else(|| say!("config-no-folder"))?;
    Ok(format!("{}\n", at.path.display()))
}

/// Writes the commented default configuration where it is read from,
/// making its folder; refuses to write over a file unless `force`, and
/// through a link to a file that does not exist unless `force` (then the
/// link's file and its folder are made). The line to print when it is
/// written.
pub fn init(
    explicit: Option<&Path>,
    force: bool,
    env: impl Fn(&str) -> Option<String>,
) -> Result<String, String> {
    let at = locate(explicit, env).ok_or_else(|| say!("config-no-folder"))?;
    let file = at.path.display().to_string();
    let unwritable = |e: std::io::Error| {
        let error = io_error(e.kind(), &e.to_string());
        say!("config-unwritable", file = file.as_str(), error = error)
    };
    let target = match std::fs::metadata(&at.path) {
        Ok(m) if m.is_file() && !force => return Err(say!("config-exists", file = file.as_str())),
        Ok(m) if m.is_file() => at.path.clone(),
        Ok(m) if m.is_dir() => return Err(unwritable(std::io::ErrorKind::IsADirectory.into())),
        // A named pipe would keep the write waiting for a reader.
        Ok(m) => return Err(not_a_file(&file, special(m.file_type()))),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => match std::fs::read_link(&at.path) {
            Ok(link) => dangling(&at.path, &file, &link, force)?,
            Err(_) => at.path.clone(),
        },
        Err(e) => {
            let folder = at.path.parent().unwrap_or(Path::new(""));
            return Err(in_the_way(folder).unwrap_or_else(|| unwritable(e)));
        }
    };
    if let Some(folder) = target.parent().filter(|f| !f.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder).map_err(|e| in_the_way(folder).unwrap_or_else(|| unwritable(e)))?;
    }
    // Whole, as every file is written: through a link to its file.
    written::replace(&written::Real, &at.path, template::text().as_bytes()).map_err(unwritable)?;
    Ok(say!("config-written", file = file.as_str()))
}

/// A link to a file that does not exist: where it points (its folder to
/// be made), with `force`; else the refusal.
fn dangling(path: &Path, file: &str, link: &Path, force: bool) -> Result<std::path::PathBuf, String> {
    let beside = path.parent().unwrap_or(Path::new(""));
    let target = beside.join(link);
    match force {
        true => Ok(target),
        false => Err(say!(
            "config-dangling-link",
            file = file,
            target = target.display().to_string()
        )),
    }
}

/// The words for a folder that cannot be made because a file of a name on
/// its way is there (`~/.config/gametree` a file).
fn in_the_way(folder: &Path) -> Option<String> {
    let file = folder.ancestors().find(|a| a.is_file())?;
    Some(say!(
        "config-folder-is-a-file",
        folder = file.display().to_string()
    ))
}
