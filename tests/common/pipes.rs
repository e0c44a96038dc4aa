//! Named pipes for the tests of what the program does with one: made in
//! a temporary folder, with a reader attached before the program runs (so
//! that its write finds one) and read on a thread, never waited on for
//! ever.

use std::io::Read;
use std::os::unix::fs::OpenOptionsExt;
use std::path::Path;
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

/// Makes a named pipe at `path`.
pub fn fifo(path: &Path) {
    let made = std::process::Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success(), "mkfifo {}", path.display());
}

/// A reader attached to the pipe at `path`: what is written into it,
/// read on a thread until every writer, the program's and the test's own
/// `keep`, has closed it.
pub struct Attached {
    /// A write end the test holds, so that the reader sees no end before
    /// the program has opened the pipe; dropped by `read`.
    keep: Option<std::fs::File>,
    got: Receiver<String>,
}

impl Attached {
    pub fn to(path: &Path) -> Attached {
        // Opened without waiting for a writer, then the test's own.
        let mut end = std::fs::OpenOptions::new()
            .read(true)
            .custom_flags(libc::O_NONBLOCK)
            .open(path)
            .unwrap();
        let keep = std::fs::OpenOptions::new().write(true).open(path).unwrap();
        let (to, got) = channel();
        std::thread::spawn(move || {
            let (mut bytes, mut buf) = (Vec::new(), [0u8; 8192]);
            loop {
                match end.read(&mut buf) {
                    Ok(0) => break,
                    Ok(n) => bytes.extend_from_slice(&buf[..n]),
                    Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                        std::thread::sleep(Duration::from_millis(5));
                    }
                    Err(e) => panic!("reading the pipe: {e}"),
                }
            }
            let _ = to.send(String::from_utf8_lossy(&bytes).into_owned());
        });
        Attached {
            keep: Some(keep),
            got,
        }
    }

    /// What was written, once the program has closed the pipe (call it
    /// after the program has ended); fails after 20 s.
    pub fn read(mut self) -> String {
        self.keep.take();
        self.got
            .recv_timeout(Duration::from_secs(20))
            .expect("the pipe was never closed")
    }
}
