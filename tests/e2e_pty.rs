//! The real binary in a pseudo-terminal, read through a terminal emulator:
//! open bratko-fig2, step to the first cut-off, read why it happened and
//! the counters, quit, and find the terminal restored.

use portable_pty::{CommandBuilder, PtySize, native_pty_system};
use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Generous: CI machines are slow and shared; the test polls, it does not sleep.
const PATIENCE: Duration = Duration::from_secs(60);

struct Screen {
    parser: Arc<Mutex<vt100::Parser>>,
}

impl Screen {
    fn text(&self) -> String {
        self.parser.lock().unwrap().screen().contents()
    }

    /// Waits until the screen shows `what`; fails with the screen if not.
    fn wait_for(&self, what: &str) -> String {
        let start = Instant::now();
        loop {
            let text = self.text();
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
}

/// The binary running in a 100×30 pseudo-terminal: its screen, its keys.
struct Running {
    screen: Screen,
    keys: Box<dyn Write + Send>,
    child: Box<dyn portable_pty::Child + Send + Sync>,
    /// Kept open for as long as the child runs.
    _master: Box<dyn portable_pty::MasterPty + Send>,
}

fn run(args: &[&str]) -> Running {
    let pty = native_pty_system()
        .openpty(PtySize {
            rows: 30,
            cols: 100,
            pixel_width: 0,
            pixel_height: 0,
        })
        .unwrap();
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_gametree"));
    cmd.args(args);
    cmd.env("TERM", "xterm-256color");
    cmd.env_remove("NO_COLOR");
    let child = pty.slave.spawn_command(cmd).unwrap();
    drop(pty.slave);
    let parser = Arc::new(Mutex::new(vt100::Parser::new(
        NonZeroU16::new(30).unwrap(),
        NonZeroU16::new(100).unwrap(),
        0,
    )));
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
    let keys = pty.master.take_writer().unwrap();
    Running {
        screen: Screen { parser },
        keys,
        child,
        _master: pty.master,
    }
}

impl Running {
    /// Quits with q and waits for the binary to end well.
    fn quit(&mut self) {
        self.keys.write_all(b"q").unwrap();
        let start = Instant::now();
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            assert!(start.elapsed() < PATIENCE, "gametree did not quit");
            std::thread::sleep(Duration::from_millis(50));
        };
        assert!(status.success(), "{status:?}");
    }
}

#[test]
fn step_to_the_cutoff_read_why_and_quit() {
    let mut r = run(&["open", "bratko-fig2"]);
    let screen = &r.screen;
    screen.wait_for("Step 0 of 51");
    r.keys.write_all(b"c").unwrap();
    let text = screen.wait_for("Step 28 of 51");
    let sentence = "β-cutoff at e (MAX): its value is already ≥ 5, and MIN at b will never allow more than 4 \
                    (β = 4, set by b). e's other successor, e2, is not examined.";
    // The step panel is the top left of the screen, the counters beside it.
    let panel: String = screen
        .parser
        .lock()
        .unwrap()
        .screen()
        .rows(0, 59)
        .take(6)
        .collect::<Vec<_>>()
        .join(" ");
    let words: Vec<&str> = panel.split_whitespace().collect();
    let wanted: Vec<&str> = sentence.split_whitespace().collect();
    assert!(
        words.windows(wanted.len()).any(|w| w == wanted),
        "no cut-off sentence in:\n{text}"
    );
    assert!(text.contains("evaluations 5 of 8 (minimax)"), "{text}");
    assert!(
        text.lines()
            .any(|l| l.contains("β-cutoffs           1        1        0")),
        "{text}"
    );

    r.quit();
    let screen = &r.screen;
    // Give the reader a moment to pass on the last bytes, then check that
    // the terminal was given back: main screen, no mouse reporting.
    let start = Instant::now();
    while screen.parser.lock().unwrap().screen().alternate_screen() && start.elapsed() < PATIENCE {
        std::thread::sleep(Duration::from_millis(50));
    }
    let parser = screen.parser.lock().unwrap();
    assert!(
        !parser.screen().alternate_screen(),
        "still on the alternate screen"
    );
    assert_eq!(
        parser.screen().mouse_protocol_mode(),
        vt100::MouseProtocolMode::None
    );
}

#[test]
fn open_nim_7_proves_v_and_prove_tutor_opens_w() {
    let mut r = run(&["open", "nim-7"]);
    r.screen.wait_for("Step 0 of 75 · proof of V(7+) · nim-7");
    r.keys.write_all(b"G").unwrap();
    r.screen.wait_for("MINUS's strategy: in 6- take 2");
    r.quit();
    let mut r = run(&["prove", "nim-7", "--for", "plus", "--tutor"]);
    r.screen.wait_for("proof of W(7+) · nim-7");
    r.quit();
}
