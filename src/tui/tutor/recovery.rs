//! Edits not written, kept when the program ends without asking (Ctrl-C,
//! SIGHUP, SIGTERM, a terminal closed): the tree as edited, written to a
//! recovery file in the state folder (`$XDG_STATE_HOME/gametree/
//! recovery/`), which the next open of that tree offers, as editors do.
//!
//! The tutor hands the tree in after every change to its edits (`hold`),
//! and takes it back once they are written or given up; whatever ends the
//! program then writes the one held (`save`): the event loop's caller on
//! Ctrl-C and a terminal gone, the signals' thread on a signal.

use crate::scenario::Scenario;
use crate::text_file::written;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The tree held: which tree it is, and the tree as edited.
struct Held {
    tree: String,
    scenario: Scenario,
}

static HELD: Mutex<Option<Held>> = Mutex::new(None);

/// The first line of a recovery file, before the tree it keeps edits of
/// (a comment, which the scenario reader passes over).
const HEADER: &str = "// gametree-recovery: ";

fn held() -> std::sync::MutexGuard<'static, Option<Held>> {
    HELD.lock().unwrap_or_else(|e| e.into_inner())
}

/// The folder of recovery files: the state folder (the local data folder
/// where the platform has none).
pub fn folder() -> Option<PathBuf> {
    let dirs = directories::ProjectDirs::from("", "", "gametree")?;
    Some(dirs.state_dir().unwrap_or(dirs.data_local_dir()).join("recovery"))
}

/// The recovery file of the tree `tree` (a file's path, a bundled name,
/// a spec): its characters a file name cannot hold written as `%`.
pub fn file_of(tree: &str) -> Option<PathBuf> {
    let name: String = tree
        .chars()
        .map(|c| match c.is_alphanumeric() || "-_.".contains(c) {
            true => c,
            false => '%',
        })
        .collect();
    // Within the longest name a file system takes, the end kept (a
    // path's file name); the header says which tree it is.
    let most = 200;
    let skip = name.chars().count().saturating_sub(most);
    let name: String = name.chars().skip(skip).collect();
    Some(folder()?.join(format!("{name}.ron")))
}

/// The tree as edited, with edits not written (`Some`), or none to keep.
pub fn hold(tree: &str, scenario: Option<&Scenario>) {
    *held() = scenario.map(|s| Held {
        tree: tree.to_string(),
        scenario: s.clone(),
    });
}

/// Writes the tree held, if there is one: where it went, or why it could
/// not be written.
pub fn save() -> Option<Result<PathBuf, String>> {
    let guard = held();
    let h = guard.as_ref()?;
    let Some(file) = file_of(&h.tree) else {
        return Some(Err(crate::say!("edit-no-state-folder")));
    };
    let text = format!("{HEADER}{}\n{}", h.tree.replace('\n', " "), h.scenario.to_ron());
    let made = file.parent().map_or(Ok(()), std::fs::create_dir_all);
    let done = made.and_then(|()| written::replace(&written::Real, &file, text.as_bytes()));
    Some(done.map(|()| file.clone()).map_err(|e| e.to_string()))
}

/// The edits kept of `tree` when the program last ended: the file and
/// the tree as it was edited. A file of another tree (two names made the
/// same file name), or one that does not read, offers nothing.
pub fn kept(tree: &str) -> Option<(PathBuf, Scenario)> {
    let file = file_of(tree)?;
    // Read as a scenario file is: a regular file only, within its size.
    let text = crate::text_file::read(&file, crate::scenario::MOST_BYTES).ok()?;
    let first = text.lines().next()?;
    if first.strip_prefix(HEADER)? != tree.replace('\n', " ") {
        return None;
    }
    let scenario = Scenario::parse("recovered", &file.display().to_string(), &text).ok()?;
    Some((file, scenario))
}

/// Removes a recovery file: its edits restored or given up.
pub fn forget(file: &Path) {
    let _ = std::fs::remove_file(file);
}
