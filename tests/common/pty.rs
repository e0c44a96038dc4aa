//! The real binary in a 100×30 pseudo-terminal, read through a terminal
//! emulator (vt100): its screen, its keys, and whether it gave the
//! terminal back.

use super::cli::Home;
use portable_pty::{CommandBuilder, PtySize, native_pty_system};
use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Generous: CI machines are slow and shared; the test polls, it does not sleep.
pub const PATIENCE: Duration = Duration::from_secs(60);

pub struct Screen {
    pub parser: Arc<Mutex<vt100::Parser>>,
    /// Every byte the program wrote to the terminal, in order.
    pub written: Arc<Mutex<Vec<u8>>>,
}

impl Screen {
    pub fn text(&self) -> String {
        self.parser.lock().unwrap().screen().contents()
    }

    /// Waits until the screen shows `what`; fails with the screen if not.
    pub fn wait_for(&self, what: &str) -> String {
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

    /// Waits until the terminal is given back: the main screen, no mouse
    /// reporting.
    pub fn assert_restored(&self) {
        let start = Instant::now();
        while self.parser.lock().unwrap().screen().alternate_screen() && start.elapsed() < PATIENCE {
            std::thread::sleep(Duration::from_millis(50));
        }
        let parser = self.parser.lock().unwrap();
        assert!(
            !parser.screen().alternate_screen(),
            "still on the alternate screen"
        );
        assert_eq!(
            parser.screen().mouse_protocol_mode(),
            vt100::MouseProtocolMode::None
        );
        assert!(!parser.screen().hide_cursor(), "the cursor is still hidden");
    }
}

/// The binary running in a 100×30 pseudo-terminal: its screen, its keys.
pub struct Running {
    pub screen: Screen,
    pub keys: Box<dyn Write + Send>,
    child: Box<dyn portable_pty::Child + Send + Sync>,
    /// Kept open for as long as the child runs.
    master: Box<dyn portable_pty::MasterPty + Send>,
    /// Its scratch home and working folder.
    home: Home,
}

pub fn run(args: &[&str]) -> Running {
    run_with(args, &[])
}

/// As `run`, with these environment variables set.
pub fn run_with(args: &[&str], env: &[(&str, &str)]) -> Running {
    // Not about language: English, whatever the machine's locale.
    let english: Vec<&str> = ["--lang", "en"].iter().chain(args).copied().collect();
    run_in_locale(&english, env)
}

/// The binary with the locale variables given (`LANG`, ...) and no others,
/// as a user's terminal starts it; `env` holds them and any others.
pub fn run_in_locale(args: &[&str], env: &[(&str, &str)]) -> Running {
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
    // A home of its own, as every run of the binary in a test has: the
    // user's configuration file and the picker's remembered place (from a
    // run by hand) must not change a test, nor the test write beside them.
    let home = Home::new();
    let (set, removed) = home.env();
    for name in removed {
        cmd.env_remove(name);
    }
    for (k, v) in set {
        cmd.env(k, v);
    }
    cmd.cwd(home.path());
    for (k, v) in env {
        cmd.env(k, v);
    }
    start(pty, cmd, home)
}

/// Any program in a 100×30 pseudo-terminal (an ssh client), with the
/// scratch home given as its HOME and working folder.
pub fn program(program: &str, args: &[&str], home: Home) -> Running {
    let pty = native_pty_system()
        .openpty(PtySize {
            rows: 30,
            cols: 100,
            pixel_width: 0,
            pixel_height: 0,
        })
        .unwrap();
    let mut cmd = CommandBuilder::new(program);
    cmd.args(args);
    cmd.env("TERM", "xterm-256color");
    cmd.env("HOME", home.path());
    cmd.cwd(home.path());
    start(pty, cmd, home)
}

fn start(pty: portable_pty::PtyPair, cmd: CommandBuilder, home: Home) -> Running {
    let child = pty.slave.spawn_command(cmd).unwrap();
    drop(pty.slave);
    let parser = Arc::new(Mutex::new(vt100::Parser::new(
        NonZeroU16::new(30).unwrap(),
        NonZeroU16::new(100).unwrap(),
        0,
    )));
    let written = Arc::new(Mutex::new(Vec::new()));
    let mut reader = pty.master.try_clone_reader().unwrap();
    let (feed, keep) = (Arc::clone(&parser), Arc::clone(&written));
    std::thread::spawn(move || {
        let mut buf = [0u8; 8192];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 {
                break;
            }
            keep.lock().unwrap().extend_from_slice(&buf[..n]);
            feed.lock().unwrap().process(&buf[..n]);
        }
    });
    let keys = pty.master.take_writer().unwrap();
    Running {
        screen: Screen { parser, written },
        keys,
        child,
        master: pty.master,
        home,
    }
}

impl Running {
    /// Quits with q and waits for the binary to end well.
    pub fn quit(&mut self) {
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

impl Running {
    /// Its scratch home and working folder.
    pub fn home(&self) -> &std::path::Path {
        self.home.path()
    }

    /// The terminal's size changed (its program gets SIGWINCH).
    pub fn resize(&self, cols: u16, rows: u16) {
        let size = PtySize {
            rows,
            cols,
            pixel_width: 0,
            pixel_height: 0,
        };
        self.master.resize(size).expect("the terminal resized");
    }

    /// Ends it, however it is (a test that failed leaves no process).
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// The process id of the binary.
    pub fn pid(&self) -> u32 {
        self.child.process_id().expect("a running child has an id")
    }

    /// Sends a signal by name (TERM, HUP, TSTP, CONT, ...).
    pub fn signal(&self, name: &str) {
        let status = std::process::Command::new("kill")
            .arg(format!("-{name}"))
            .arg(self.pid().to_string())
            .status()
            .unwrap();
        assert!(status.success(), "kill -{name}");
    }

    /// Waits for the binary to end, however it ends.
    pub fn wait(&mut self) -> portable_pty::ExitStatus {
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            assert!(start.elapsed() < PATIENCE, "gametree did not end");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Whether the binary is still running.
    pub fn running(&mut self) -> bool {
        self.child.try_wait().unwrap().is_none()
    }

    /// Whether the terminal is in raw mode: no line editing, no echo.
    pub fn raw(&self) -> bool {
        let termios = self.master.get_termios().expect("the terminal's settings");
        let local = format!("{:?}", termios.local_flags);
        let flags: Vec<&str> = local.split(|c: char| !c.is_ascii_alphanumeric()).collect();
        !flags.contains(&"ICANON") && !flags.contains(&"ECHO")
    }
}

/// A test that fails leaves no process behind (a server above all).
impl Drop for Running {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}
