//! A text file as the program reads one it is given (a scenario, a lesson,
//! the configuration): a regular file only, since a named pipe keeps the
//! open waiting for a writer for ever and a device may never end; up to
//! a size; UTF-8, else where it stops being so; without a byte-order
//! mark.

mod refused;
pub mod written;

pub use refused::{FileError, ReadAs, Refused, text};
use std::io::Read;
use std::path::Path;

/// What a path names that is neither a regular file nor a folder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    /// A named pipe (FIFO).
    Pipe,
    /// A character or block device (`/dev/zero`, a terminal, a disk).
    Device,
    Socket,
}

impl Special {
    /// The name the messages select on.
    pub fn tag(self) -> &'static str {
        match self {
            Special::Pipe => "pipe",
            Special::Device => "device",
            Special::Socket => "socket",
        }
    }
}

/// Why a file was not opened.
#[derive(Debug)]
pub enum Unopened {
    /// The system's error (a folder is one: `IsADirectory`).
    Io(std::io::Error),
    /// Not a regular file.
    Special(Special),
}

impl From<Unopened> for Unread {
    fn from(e: Unopened) -> Unread {
        match e {
            Unopened::Io(e) => Unread::Io(e),
            Unopened::Special(kind) => Unread::Special(kind),
        }
    }
}

/// Why a text file was not read.
#[derive(Debug)]
pub enum Unread {
    /// The system's error (a folder is one: `IsADirectory`).
    Io(std::io::Error),
    /// Not a regular file.
    Special(Special),
    /// More than the most it may hold.
    TooBig,
    /// The bytes stop being UTF-8 at this line and column (from 1).
    NotUtf8 { line: usize, column: usize },
}

/// The regular file at `path`, opened to read (a text the program is
/// given, or a file it keeps for itself: an endgame database, a resume
/// file). Anything else is refused by its kind without waiting: it is
/// looked at before it is opened, since opening a named pipe waits for a
/// writer (with Ctrl-C unheard); opened without waiting, in case it was
/// replaced in between; and looked at again once open.
pub fn open(path: &Path) -> Result<std::fs::File, Unopened> {
    refuse(std::fs::metadata(path).map_err(Unopened::Io)?.file_type())?;
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, libc::O_NONBLOCK);
    let file = options.open(path).map_err(Unopened::Io)?;
    refuse(file.metadata().map_err(Unopened::Io)?.file_type())?;
    Ok(file)
}

/// As [`open`], for a file the program keeps for itself: none there (or
/// no such folder, or a file where the folder would be) is `None`.
pub fn open_kept(path: &Path) -> Result<Option<std::fs::File>, Unopened> {
    use std::io::ErrorKind::{NotADirectory, NotFound};
    match open(path) {
        Ok(file) => Ok(Some(file)),
        Err(Unopened::Io(e)) if matches!(e.kind(), NotFound | NotADirectory) => Ok(None),
        Err(e) => Err(e),
    }
}

/// The text of the file at `path`, which may hold at most `most` bytes.
pub fn read(path: &Path, most: u64) -> Result<String, Unread> {
    let bytes = head(path, most + 1)?;
    if bytes.len() as u64 > most {
        return Err(Unread::TooBig);
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        let valid = String::from_utf8_lossy(&e.as_bytes()[..e.utf8_error().valid_up_to()]).into_owned();
        let line = valid.matches('\n').count() + 1;
        let column = valid.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        Unread::NotUtf8 { line, column }
    })?;
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

/// Up to the first `most` bytes of the regular file at `path`, as they
/// are (a file the program wrote, looked at before it is replaced).
pub fn head(path: &Path, most: u64) -> Result<Vec<u8>, Unread> {
    let mut bytes = Vec::new();
    open(path)?
        .take(most)
        .read_to_end(&mut bytes)
        .map_err(Unread::Io)?;
    Ok(bytes)
}

/// A regular file passes; a folder is the system's error; anything else
/// is refused by its kind.
fn refuse(kind: std::fs::FileType) -> Result<(), Unopened> {
    if kind.is_file() {
        return Ok(());
    }
    if kind.is_dir() {
        return Err(Unopened::Io(std::io::ErrorKind::IsADirectory.into()));
    }
    Err(Unopened::Special(special(kind)))
}

/// The kind of a file that is neither a regular file nor a folder.
#[cfg(unix)]
pub fn special(kind: std::fs::FileType) -> Special {
    use std::os::unix::fs::FileTypeExt;
    match kind {
        k if k.is_fifo() => Special::Pipe,
        k if k.is_socket() => Special::Socket,
        _ => Special::Device,
    }
}

#[cfg(not(unix))]
pub fn special(_kind: std::fs::FileType) -> Special {
    Special::Device
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("gametree-text-file-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[cfg(unix)]
    #[test]
    fn a_named_pipe_is_refused_without_waiting_for_a_writer() {
        let dir = folder("pipe");
        let pipe = dir.join("pipe.ron");
        let made = std::process::Command::new("mkfifo").arg(&pipe).status().unwrap();
        assert!(made.success());
        // Read on a thread: the old reader waited in open for ever.
        let (to, from) = std::sync::mpsc::channel();
        let path = pipe.clone();
        std::thread::spawn(move || to.send(read(&path, 1024).map_err(|e| format!("{e:?}"))));
        let got = from
            .recv_timeout(std::time::Duration::from_secs(30))
            .expect("no wait");
        assert_eq!(got, Err("Special(Pipe)".to_string()));
        // Its first bytes, as the writer looks at a file before it
        // replaces it: the same.
        assert!(matches!(head(&pipe, 64), Err(Unread::Special(Special::Pipe))));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[cfg(unix)]
    #[test]
    fn a_device_and_a_folder_are_refused_by_their_kind() {
        assert!(matches!(
            read(Path::new("/dev/zero"), 1024),
            Err(Unread::Special(Special::Device))
        ));
        let dir = folder("dir");
        let Err(Unread::Io(e)) = read(&dir, 1024) else {
            panic!("a folder read");
        };
        assert_eq!(e.kind(), std::io::ErrorKind::IsADirectory);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_regular_file_is_read_within_its_size_as_utf8_without_a_mark() {
        let dir = folder("regular");
        let path = dir.join("f.txt");
        std::fs::write(&path, "\u{feff}héllo\nwörld").unwrap();
        assert_eq!(read(&path, 1024).unwrap(), "héllo\nwörld");
        assert!(matches!(read(&path, 4), Err(Unread::TooBig)));
        assert_eq!(head(&path, 4).unwrap(), "\u{feff}h".as_bytes());
        std::fs::write(&path, b"ok\nab\xffc").unwrap();
        assert!(matches!(
            read(&path, 1024),
            Err(Unread::NotUtf8 { line: 2, column: 3 })
        ));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
