//! The terminal is given back on every way out: the signals
//! that end the program, Ctrl-Z and fg, a terminal closed under it; and
//! input after a burst of keys is read at once.

use crate::common;
use crate::common::cli::Gametree;

use common::pty::{PATIENCE, Uncontrolled, run};
use std::io::Write;
use std::time::{Duration, Instant};

/// Waits until `ok` holds, or fails saying `what`.
fn eventually(what: &str, mut ok: impl FnMut() -> bool) {
    let start = Instant::now();
    while !ok() {
        assert!(start.elapsed() < PATIENCE, "never {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn sigterm_and_sighup_give_the_terminal_back() {
    for signal in ["TERM", "HUP", "INT"] {
        let mut r = run(&["open", "bratko-fig2"]);
        r.screen.wait_for("Step 0 of 65");
        assert!(r.raw(), "not in raw mode before SIG{signal}");
        r.signal(signal);
        let status = r.wait();
        assert!(!status.success(), "SIG{signal}: {status:?}");
        r.screen.assert_restored();
        assert!(!r.raw(), "still in raw mode after SIG{signal}");
    }
}

#[test]
fn ctrl_z_gives_the_terminal_back_and_fg_takes_it_again() {
    let mut r = run(&["open", "bratko-fig2"]);
    r.screen.wait_for("Step 0 of 65");
    r.keys.write_all(b"\x1a").unwrap();
    eventually("stopped with the terminal back", || {
        !r.raw() && !r.screen.parser.lock().unwrap().screen().alternate_screen()
    });
    r.screen.assert_restored();
    // What a shell's fg sends; the screen comes back whole, keys work.
    r.signal("CONT");
    eventually("raw again", || r.raw());
    r.screen.wait_for("Step 0 of 65");
    r.keys.write_all(b"\x1b[C").unwrap();
    r.screen.wait_for("Step 1 of 65");
    r.quit();
    r.screen.assert_restored();
}

#[test]
fn a_burst_of_keys_is_read_at_once_so_q_after_it_quits() {
    let mut r = run(&["open", "bratko-fig2"]);
    r.screen.wait_for("Step 0 of 65");
    // A paste of 5000 keys that do nothing, and q: one press ends it.
    let mut burst = vec![b'n'; 5000];
    burst.push(b'q');
    r.keys.write_all(&burst).unwrap();
    assert!(r.wait().success());
    r.screen.assert_restored();
}

/// The keys of a paste acted on one a frame, so that a
/// Ctrl-C after 10 000 of them waited half a minute (90 s on a big tree).
/// All the input waiting is read before any of it acts, and a Ctrl-C in
/// it acts first.
#[test]
fn ctrl_c_after_a_paste_of_ten_thousand_keys_acts_at_once() {
    let mut r = run(&["open", "bratko-fig2"]);
    r.screen.wait_for("Step 0 of 65");
    // Down, each of which moves the selection and costs a frame.
    let mut paste = vec![b'j'; 10_000];
    paste.push(b'\x03');
    r.keys.write_all(&paste).unwrap();
    let written = Instant::now();
    eventually("ended by the Ctrl-C", || !r.running());
    let took = written.elapsed();
    // Acting on the keys first took 25 to 35 s here.
    assert!(took < Duration::from_secs(5), "Ctrl-C took {took:?}");
    assert_eq!(r.wait().exit_code(), 130);
    r.screen.assert_restored();
}

/// Ctrl-C is Ctrl-C, whatever the configuration file binds `c` to.
#[test]
fn ctrl_c_interrupts_when_the_configuration_file_binds_c() {
    let config = std::env::temp_dir().join(format!("gametree-ctrl-c-{}.ron", std::process::id()));
    std::fs::write(&config, "Config(version: 1, keys: { \"quit\": \"c\" })").unwrap();
    let mut r = common::pty::run_with(
        &["open", "bratko-fig2"],
        &[("GAMETREE_CONFIG", config.to_str().unwrap())],
    );
    r.screen.wait_for("Step 0 of 65");
    r.keys.write_all(b"\x03").unwrap();
    assert_eq!(r.wait().exit_code(), 130);
    r.screen.assert_restored();
    let _ = std::fs::remove_file(&config);
}

#[test]
fn ctrl_c_quits_with_the_code_of_an_interrupt() {
    let mut r = run(&["open", "bratko-fig2"]);
    r.screen.wait_for("Step 0 of 65");
    r.keys.write_all(b"\x03").unwrap();
    let status = r.wait();
    assert_eq!(status.exit_code(), 130, "{status:?}");
    r.screen.assert_restored();
}

/// The binary on a pseudo-terminal that is its input and output but not
/// its controlling terminal, so that closing it sends no SIGHUP: only the
/// end of input can tell the program it is gone (as under `nohup`).
#[test]
fn a_terminal_closed_under_the_program_ends_it() {
    let mut run = Gametree::new(&["open", "bratko-fig2"]);
    let t = Uncontrolled::spawn(&mut run);
    t.screen.wait_for("Step 0 of 65");
    let status = t.close();
    assert_eq!(status.code(), Some(129), "{status:?}");
}
