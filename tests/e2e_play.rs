//! The game screen in a pseudo-terminal, read through a terminal emulator:
//! `gametree kalah --pits 3 --seeds 2 --no-random`, sow from pit 3, see the
//! board change and the computer answer, open the move tree, come back to
//! the game, quit, and find the terminal restored.

use portable_pty::{CommandBuilder, PtySize, native_pty_system};
use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Generous: CI machines are slow and shared; the test polls, it does not sleep.
const PATIENCE: Duration = Duration::from_secs(60);

/// Polls the emulated screen until it shows `what`; fails with the screen.
fn wait_for(parser: &Mutex<vt100::Parser>, what: &str) -> String {
    let start = Instant::now();
    loop {
        let text = parser.lock().unwrap().screen().contents();
        if text.contains(what) {
            return text;
        }
        assert!(
            start.elapsed() < PATIENCE,
            "never saw {what:?}; the screen:\n{text}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn play_a_pit_open_the_tree_come_back_and_quit() {
    let size = PtySize {
        rows: 30,
        cols: 100,
        pixel_width: 0,
        pixel_height: 0,
    };
    let pty = native_pty_system().openpty(size).unwrap();
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_gametree"));
    cmd.args(["kalah", "--pits", "3", "--seeds", "2", "--no-random"]);
    cmd.env("TERM", "xterm-256color");
    let mut child = pty.slave.spawn_command(cmd).unwrap();
    drop(pty.slave);
    let rows = NonZeroU16::new(30).unwrap();
    let cols = NonZeroU16::new(100).unwrap();
    let parser = Arc::new(Mutex::new(vt100::Parser::new(rows, cols, 0)));
    let mut reader = pty.master.try_clone_reader().unwrap();
    let feed = Arc::clone(&parser);
    std::thread::spawn(move || {
        let mut buf = [0u8; 8192];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 {
                break;
            }
            feed.lock().unwrap().process(&buf[..n]);
        }
    });
    let mut keys = pty.master.take_writer().unwrap();

    let start = wait_for(&parser, "South (you) to move");
    assert!(start.contains("│  2  │  2  │  2  │"), "{start}");
    keys.write_all(b"3").unwrap();
    // South's pit 3 ends in North's pit 1, which now holds 3: captured.
    let after = wait_for(&parser, "captured 3: North's pit 1");
    assert!(after.contains("0✕3"), "{after}");
    wait_for(&parser, "North chose");

    keys.write_all(b"t").unwrap();
    let tree = wait_for(&parser, "Step 0 of");
    assert!(
        tree.contains("Kalah, North to move") && tree.contains("Tree"),
        "{tree}"
    );
    keys.write_all(b"q").unwrap();
    wait_for(&parser, "Computer's choice");
    keys.write_all(b"q").unwrap();

    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        assert!(start.elapsed() < PATIENCE, "gametree did not quit");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "{status:?}");
    let start = Instant::now();
    while parser.lock().unwrap().screen().alternate_screen() && start.elapsed() < PATIENCE {
        std::thread::sleep(Duration::from_millis(50));
    }
    let parser = parser.lock().unwrap();
    assert!(
        !parser.screen().alternate_screen(),
        "still on the alternate screen"
    );
    assert_eq!(
        parser.screen().mouse_protocol_mode(),
        vt100::MouseProtocolMode::None
    );
}
