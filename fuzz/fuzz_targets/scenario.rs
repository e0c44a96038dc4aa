//! The RON scenario loader, and every algorithm's figures, text and JSON
//! on what it accepts: nothing may panic, overflow or hang.
#![no_main]

#[path = "common.rs"]
mod common;

use gametree::scenario::Scenario;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(scenario) = Scenario::parse("fuzz", "fuzz.ron", text) {
        common::search_every_way(&scenario);
    }
});
