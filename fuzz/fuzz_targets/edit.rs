//! The tree editor driven by a byte string: the first byte picks a
//! bundled scenario, each two bytes after it an edit (`=` and a value in
//! or out of range, a vector, a probability; Insert, Delete, `<`, `>`,
//! undo, redo) or a move of the cursor; then `w` writes the tree into a
//! temporary folder and it is read back as `check` reads it: it must
//! load, search or be refused in words, and be the tree edited. The same
//! edits and checks as the property test `tests/tutor/edit_any.rs`.
#![no_main]

#[path = "../../tests/common/edits.rs"]
mod edits;

use libfuzzer_sys::fuzz_target;
use std::path::PathBuf;
use std::sync::OnceLock;

/// One folder for the run, under the system's temporary one.
fn folder() -> &'static PathBuf {
    static FOLDER: OnceLock<PathBuf> = OnceLock::new();
    FOLDER.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("gametree-fuzz-edit-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    })
}

fuzz_target!(|data: &[u8]| {
    edits::drive(&data[..data.len().min(241)], folder());
});
