//! The files the commands write (`export -o`, `random -o`, `practice
//! --json`), one way:
//! - never over the input, nor over a file gametree did not write, unless
//!   `--force` says so; a file it wrote before (its first line says so, or
//!   it is a practice record) is replaced, so that a Makefile can run the
//!   same export again;
//! - written whole to a temporary file beside the old one, then renamed
//!   over it: a full disk or a failed rename leaves the old file as it was;
//!   through a link, to its file; a pipe or a device in place
//!   (`text_file::written`, which the tutor's `w` uses too).

use crate::export::stamp;
use crate::say;
use crate::text_file::written;
use std::fs;
use std::io;
use std::path::Path;

pub use crate::text_file::written::{Disk, Real, replace};

/// `replace`, its failure in words.
pub fn write(disk: &dyn Disk, path: &Path, bytes: &[u8]) -> Result<(), String> {
    replace(disk, path, bytes).map_err(|e| failed(path, &e))
}

/// "cannot write FILE: why".
pub fn failed(path: &Path, e: &io::Error) -> String {
    say!(
        "output-write-failed",
        file = path.display().to_string(),
        error = e.to_string()
    )
}

/// Whether a command may write `path`: not when it is one of `inputs`,
/// nor when it holds something gametree did not write, unless `force`.
/// The refusal in words (exit 1).
pub fn may_write(path: &Path, inputs: &[&Path], force: bool) -> Result<(), String> {
    if force {
        return Ok(());
    }
    let file = path.display().to_string();
    if inputs.iter().any(|i| written::same_file(path, i)) {
        return Err(say!("output-is-input", file = file));
    }
    match written_by_gametree(path) {
        Some(false) => Err(say!("output-not-ours", file = file)),
        _ => Ok(()),
    }
}

/// Whether the file at `path` is one gametree wrote; None when there is
/// no regular file there to lose (nothing, an empty file, a device).
fn written_by_gametree(path: &Path) -> Option<bool> {
    /// A practice record is read whole to know it; a bigger file is not one.
    const MOST: u64 = 16 << 20;
    let meta = fs::metadata(path).ok()?;
    if !meta.is_file() || meta.len() == 0 {
        return None;
    }
    // Read as every file is (a pipe put there since is not waited on);
    // unreadable: the write will say why.
    let bytes = crate::text_file::head(path, MOST).ok()?;
    let text = String::from_utf8_lossy(&bytes);
    Some(stamp::is_stamped(&text) || text.starts_with(RANDOM) || is_practice_record(&text))
}

/// The first line of `gametree random`'s scenario file.
pub const RANDOM: &str = "// random:";

/// A practice record, known by its keys.
fn is_practice_record(text: &str) -> bool {
    let Ok(serde_json::Value::Object(record)) = serde_json::from_str(text) else {
        return false;
    };
    ["version", "spec", "algorithm", "questions"]
        .iter()
        .all(|k| record.contains_key(*k))
}

#[cfg(test)]
pub mod tests {
    use super::*;
    use std::io::Write;
    use tempfile::TempPath;

    /// A disk that fills up halfway through the temporary file.
    pub struct Full;

    impl Disk for Full {
        fn write_new(&self, dir: &Path, bytes: &[u8]) -> io::Result<TempPath> {
            let mut file = tempfile::Builder::new().prefix(".gametree-").tempfile_in(dir)?;
            file.write_all(&bytes[..bytes.len() / 2])?;
            Err(io::Error::from(io::ErrorKind::StorageFull))
        }
        fn rename(&self, temp: TempPath, to: &Path) -> io::Result<()> {
            Real.rename(temp, to)
        }
    }

    /// A disk whose rename fails (another file system, a race).
    pub struct NoRename;

    impl Disk for NoRename {
        fn write_new(&self, dir: &Path, bytes: &[u8]) -> io::Result<TempPath> {
            Real.write_new(dir, bytes)
        }
        fn rename(&self, _temp: TempPath, _to: &Path) -> io::Result<()> {
            Err(io::Error::other("rename refused"))
        }
    }

    /// A folder of its own under the system's temporary one.
    pub fn scratch(name: &str) -> tempfile::TempDir {
        tempfile::Builder::new().prefix(name).tempdir().unwrap()
    }

    /// The names in a folder.
    pub fn names(dir: &Path) -> Vec<String> {
        let mut v: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn a_full_disk_or_a_failed_rename_leaves_the_old_file_whole_and_no_temporary() {
        let dir = scratch("gametree-write");
        let fig = dir.path().join("fig.svg");
        fs::write(&fig, "<!-- gametree export -->\n<svg>old</svg>\n").unwrap();
        let new = format!("<!-- gametree export -->\n<svg>{}</svg>\n", "x".repeat(8000));
        for disk in [&Full as &dyn Disk, &NoRename] {
            let e = replace(disk, &fig, new.as_bytes()).unwrap_err();
            assert!(!e.to_string().contains(".gametree-"), "{e}");
            assert_eq!(
                fs::read_to_string(&fig).unwrap(),
                "<!-- gametree export -->\n<svg>old</svg>\n"
            );
            assert_eq!(names(dir.path()), ["fig.svg"]);
        }
        replace(&Real, &fig, new.as_bytes()).unwrap();
        assert_eq!(fs::read_to_string(&fig).unwrap(), new);
        assert_eq!(names(dir.path()), ["fig.svg"]);
        // A folder that is not there: the system's words, and no more.
        let e = replace(&Real, &dir.path().join("no").join("fig.svg"), b"x").unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::NotFound);
        assert!(!e.to_string().contains(".gametree-"), "{e}");
    }

    #[cfg(unix)]
    #[test]
    fn the_new_file_keeps_the_old_ones_permissions_and_a_link_its_link() {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch("gametree-write");
        let fig = dir.path().join("fig.txt");
        fs::write(&fig, "gametree export\nold\n").unwrap();
        fs::set_permissions(&fig, fs::Permissions::from_mode(0o640)).unwrap();
        let link = dir.path().join("link.txt");
        std::os::unix::fs::symlink(&fig, &link).unwrap();
        replace(&Real, &link, b"gametree export\nnew\n").unwrap();
        assert_eq!(fs::read_to_string(&fig).unwrap(), "gametree export\nnew\n");
        assert!(fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
        assert_eq!(fs::metadata(&fig).unwrap().permissions().mode() & 0o777, 0o640);
        // A new file is not left readable by its owner alone.
        let fresh = dir.path().join("fresh.txt");
        replace(&Real, &fresh, b"x").unwrap();
        assert_ne!(fs::metadata(&fresh).unwrap().permissions().mode() & 0o044, 0);
    }

    #[test]
    fn only_what_gametree_wrote_is_replaced_unless_forced() {
        let dir = scratch("gametree-write");
        let at = |name: &str, text: &str| {
            let p = dir.path().join(name);
            fs::write(&p, text).unwrap();
            p
        };
        let mine = at("mine.svg", "<svg>a figure drawn by hand</svg>\n");
        let ours = at("ours.svg", "<!-- gametree export -->\n<svg/>\n");
        let random = at(
            "r.ron",
            "// random:b2d2:seed1: a random exercise tree\nScenario()\n",
        );
        let record = at(
            "r.json",
            r#"{"version":1,"spec":"x","algorithm":"minimax","questions":[]}"#,
        );
        let other_json = at("o.json", r#"{"version":1,"name":"x"}"#);
        let empty = at("empty.txt", "");
        let missing = dir.path().join("missing.svg");
        assert!(may_write(&mine, &[], false).unwrap_err().contains("mine.svg"));
        assert!(may_write(&other_json, &[], false).is_err());
        for ok in [&ours, &random, &record, &empty, &missing] {
            assert_eq!(may_write(ok, &[], false), Ok(()), "{}", ok.display());
        }
        // The input, even when gametree wrote it, under another name too.
        let again = dir.path().join(".").join("ours.svg");
        assert!(
            may_write(&again, &[&ours], false)
                .unwrap_err()
                .contains("ours.svg")
        );
        assert_eq!(may_write(&mine, &[&mine], true), Ok(()));
    }
}
