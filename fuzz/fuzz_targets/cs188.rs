//! The CS188 course's `.test` loader, and the searches on what it
//! accepts.
#![no_main]

#[path = "common.rs"]
mod common;

use gametree::scenario::cs188;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(scenario) = cs188::parse("fuzz", "fuzz.test", text) {
        common::search_every_way(&scenario);
    }
});
