//! The terminal's screens driven by a byte string: the first byte picks
//! a screen (every bundled scenario, twice, and every live game, with the
//! move tree on small boards), each two bytes after it a key, the timer,
//! a resize or a click; every frame is drawn. The same screens and bytes
//! as the key-sequence property test.
#![no_main]

#[path = "../../tests/common/screens.rs"]
mod screens;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    screens::drive(&data[..data.len().min(400)]);
});
