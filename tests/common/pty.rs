//! The real binary in a pseudo-terminal (100×30 unless a test says
//! otherwise), read through a terminal emulator (vt100): its screen, its
//! keys, and whether it gave the terminal back.

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
    run_sized(args, env, (100, 30))
}

/// As `run_in_locale`, in a terminal of `size` (columns, rows).
pub fn run_sized(args: &[&str], env: &[(&str, &str)], size: (u16, u16)) -> Running {
    let (cols, rows) = size;
    let pty = native_pty_system()
        .openpty(PtySize {
            rows,
            cols,
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
    start(pty, cmd, home, size)
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
    start(pty, cmd, home, (100, 30))
}

fn start(pty: portable_pty::PtyPair, cmd: CommandBuilder, home: Home, size: (u16, u16)) -> Running {
    let (cols, rows) = size;
    let child = pty.slave.spawn_command(cmd).unwrap();
    drop(pty.slave);
    let parser = Arc::new(Mutex::new(vt100::Parser::new(
        NonZeroU16::new(rows).unwrap(),
        NonZeroU16::new(cols).unwrap(),
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

/// The binary on a pseudo-terminal that is not its controlling one, so
/// that closing the terminal sends it no SIGHUP (as under nohup): what it
/// draws, its keys, and the terminal closed under it (`close`).
pub struct Uncontrolled {
    pub screen: Screen,
    pub keys: std::fs::File,
    child: std::process::Child,
    stop: Arc<std::sync::atomic::AtomicBool>,
    reader: std::thread::JoinHandle<()>,
}

impl Uncontrolled {
    /// Starts `run` (a `Gametree` with its arguments and environment set)
    /// with its input and output on a new 100×30 pseudo-terminal.
    pub fn spawn(run: &mut super::cli::Gametree) -> Uncontrolled {
        use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
        use std::sync::atomic::{AtomicBool, Ordering};
        let (mut master, mut slave) = (0, 0);
        let size = libc::winsize {
            ws_row: 30,
            ws_col: 100,
            ws_xpixel: 0,
            ws_ypixel: 0,
        };
        // SAFETY: openpty writes the two descriptors it opens.
        let opened = unsafe {
            libc::openpty(
                &mut master,
                &mut slave,
                std::ptr::null_mut(),
                std::ptr::null(),
                &size,
            )
        };
        assert_eq!(opened, 0);
        // SAFETY: both descriptors were just opened and are owned here
        // alone, closed on exec so that no other test's child holds the
        // terminal.
        let (master, slave) = unsafe {
            libc::fcntl(master, libc::F_SETFD, libc::FD_CLOEXEC);
            libc::fcntl(slave, libc::F_SETFD, libc::FD_CLOEXEC);
            (OwnedFd::from_raw_fd(master), OwnedFd::from_raw_fd(slave))
        };
        let child = run
            .env("TERM", "xterm-256color")
            .stdin(slave.try_clone().unwrap())
            .stdout(slave.try_clone().unwrap())
            .stderr(slave)
            .spawn()
            .unwrap();
        let keys = std::fs::File::from(master.try_clone().unwrap());
        let parser = Arc::new(Mutex::new(vt100::Parser::new(
            NonZeroU16::new(30).unwrap(),
            NonZeroU16::new(100).unwrap(),
            0,
        )));
        let feed = Arc::clone(&parser);
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = Arc::clone(&stop);
        let mut output = std::fs::File::from(master);
        // It reads only what is there, so that it can let the terminal go.
        let reader = std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while !stopped.load(Ordering::SeqCst) {
                let mut fd = libc::pollfd {
                    fd: output.as_raw_fd(),
                    events: libc::POLLIN,
                    revents: 0,
                };
                // SAFETY: one pollfd, waited on for 50 ms.
                if unsafe { libc::poll(&mut fd, 1, 50) } <= 0 {
                    continue;
                }
                match Read::read(&mut output, &mut buf) {
                    Ok(n @ 1..) => feed.lock().unwrap().process(&buf[..n]),
                    _ => break,
                }
            }
        });
        let screen = Screen {
            parser,
            written: Default::default(),
        };
        Uncontrolled {
            screen,
            keys,
            child,
            stop,
            reader,
        }
    }

    /// Closes the terminal: the last descriptors of its master side; the
    /// binary's exit, which must come within seconds.
    pub fn close(self) -> std::process::ExitStatus {
        self.stop.store(true, std::sync::atomic::Ordering::SeqCst);
        self.reader.join().unwrap();
        drop(self.keys);
        let mut child = self.child;
        let start = Instant::now();
        loop {
            if let Some(status) = child.try_wait().unwrap() {
                return status;
            }
            assert!(start.elapsed() < Duration::from_secs(10), "still running");
            std::thread::sleep(Duration::from_millis(20));
        }
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
