//! Any key sequence, on any bundled scenario and any live game, leaves
//! the program standing: no panic, every frame drawn. Keys go
//! through the app's own key handling, with timer ticks, resizes and
//! clicks among them; the move tree opens on small boards, and the
//! algorithm is switched (a, A) in it and in the tutor. The screens and
//! the bytes' meaning are shared with the fuzz target `keys`.
//!
//! `PROPTEST_CASES=5000 cargo test --release --test game_screen any_keys`
//! runs it longer.

use crate::every_screen as screens;

use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig {
        // 256 unless PROPTEST_CASES asks for more (a field given here
        // would otherwise hide the variable proptest reads).
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(256),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// 256 cases (or PROPTEST_CASES) of up to 200 inputs.
    #[test]
    fn any_keys_on_any_screen_leave_it_standing(
        which in 0..screens::count(),
        pairs in prop::collection::vec(any::<(u8, u8)>(), 0..200),
    ) {
        let mut bytes = vec![which as u8];
        bytes.extend(pairs.iter().flat_map(|&(kind, arg)| [kind, arg]));
        screens::drive(&bytes);
    }
}
