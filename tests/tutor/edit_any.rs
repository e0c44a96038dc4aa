//! Any edits, then `w`: every tree the editor writes, `check` reads, and
//! it opens to the tree edited. The edits (`=` with values in and out of
//! range, vectors and probabilities, Insert, Delete, `<`, `>`, undo and
//! redo between moves of the cursor) and the reading back are shared
//! with the fuzz target `edit`.
//!
//! `PROPTEST_CASES=2000 cargo test --release --test tutor edit_any`
//! runs it longer.

#[path = "../common/edits.rs"]
mod edits;

use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(48),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// 48 cases (or PROPTEST_CASES) of up to 60 edits and moves.
    #[test]
    fn every_tree_the_editor_writes_reads_back_as_edited(
        which in any::<u8>(),
        pairs in prop::collection::vec(any::<(u8, u8)>(), 0..60),
    ) {
        let dir = tempfile::tempdir().unwrap();
        let mut bytes = vec![which];
        bytes.extend(pairs.iter().flat_map(|&(kind, arg)| [kind, arg]));
        edits::drive(&bytes, dir.path());
    }
}
