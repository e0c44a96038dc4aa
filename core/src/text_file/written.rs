//! A file the program writes (an export, a random tree, a practice
//! record, an edited tree), written whole: to a temporary file beside it,
//! then renamed over it, so that a full disk or a failed rename leaves the
//! old file as it was.
//!
//! Where it goes is found once, before the first byte is written:
//! - a symbolic link is followed to its file, which is written; the link
//!   stays a link (a dangling link's file is made);
//! - what is not a regular file (a named pipe, a terminal, `/dev/null`) is
//!   written in place, never renamed over, and so is a descriptor's link
//!   (`/proc/self/fd/2`, `/dev/stderr`, `/dev/fd/1`): the kernel's name for
//!   a file another program opened, which a rename would replace by a new
//!   file (and, run as root, replace the machine's `/dev/stderr`);
//! - a pipe is opened without waiting: a pipe nobody reads is refused at
//!   once rather than hanging the command.

use super::{Special, special};
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use tempfile::TempPath;

/// The two steps of writing a file whole, apart so that tests can make
/// either fail as a full disk or a failed rename does.
pub trait Disk: Send + Sync {
    /// A new temporary file in `dir` holding `bytes`, on the disk.
    fn write_new(&self, dir: &Path, bytes: &[u8]) -> io::Result<TempPath>;
    /// The temporary file put in `to`'s place, in one step.
    fn rename(&self, temp: TempPath, to: &Path) -> io::Result<()>;
}

/// The real disk.
pub struct Real;

impl Disk for Real {
    fn write_new(&self, dir: &Path, bytes: &[u8]) -> io::Result<TempPath> {
        // Opened here, so that a failure is in the system's words alone,
        // without the temporary file's name tempfile would add.
        let mut file = tempfile::Builder::new()
            .prefix(".gametree-")
            .suffix(".tmp")
            .make_in(dir, new_file)?;
        file.as_file_mut().write_all(bytes)?;
        file.as_file().sync_all()?;
        Ok(file.into_temp_path())
    }

    fn rename(&self, temp: TempPath, to: &Path) -> io::Result<()> {
        temp.persist(to).map_err(|e| e.error)
    }
}

/// A file made for writing, never one that is there: with the permissions
/// a new file gets (0666 less the umask, not tempfile's 0600).
fn new_file(path: &Path) -> io::Result<fs::File> {
    let mut options = fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o666);
    options.open(path)
}

/// Where a write goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// A regular file, there or to be made, at the end of any links:
    /// written whole and renamed into place.
    File(PathBuf),
    /// Not a regular file, or a descriptor's link: written in place.
    InPlace(PathBuf),
}

/// The most links followed, as the system's own limit (ELOOP).
const MOST_LINKS: usize = 40;

/// Where writing `path` goes, found without opening anything.
pub fn target(path: &Path) -> io::Result<Target> {
    let mut at = path.to_path_buf();
    for _ in 0..MOST_LINKS {
        let meta = match fs::symlink_metadata(&at) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Target::File(at)),
            Err(e) => return Err(e),
            Ok(m) => m,
        };
        let kind = meta.file_type();
        if kind.is_symlink() {
            if is_descriptor_link(&at) {
                return Ok(Target::InPlace(at));
            }
            let to = fs::read_link(&at)?;
            at = match at.parent() {
                Some(dir) if to.is_relative() => dir.join(to),
                _ => to,
            };
        } else if kind.is_file() {
            return Ok(Target::File(at));
        } else if kind.is_dir() {
            return Err(io::ErrorKind::IsADirectory.into());
        } else {
            return Ok(Target::InPlace(at));
        }
    }
    Err(io::Error::other("too many levels of symbolic links"))
}

/// Why a file the program keeps for itself is not written where it is
/// named.
#[derive(Debug)]
pub enum NotKept {
    /// The system's error, finding where the path leads.
    Io(io::Error),
    /// A named pipe, a device or a socket is there.
    Special(Special),
}

/// The regular file that a file the program keeps for itself (an endgame
/// database, a resume file) is written to in place of `path`: there or to
/// be made, at the end of any links. What is not a regular file is
/// refused by its kind: such a file is never written into a pipe or a
/// device, nor renamed over one.
pub fn kept_file(path: &Path) -> Result<PathBuf, NotKept> {
    match target(path).map_err(NotKept::Io)? {
        Target::File(at) => Ok(at),
        Target::InPlace(at) => {
            let kind = fs::metadata(&at).map(|m| m.file_type());
            Err(NotKept::Special(kind.map_or(Special::Device, |k| {
                if k.is_file() { Special::Device } else { special(k) }
            })))
        }
    }
}

/// A link the kernel keeps for an open file (`/proc/<pid>/fd/<n>`,
/// `/dev/fd/<n>`, `/dev/stdout`): it names a descriptor, not a path that
/// can be replaced.
fn is_descriptor_link(path: &Path) -> bool {
    path.starts_with("/proc") || path.starts_with("/dev")
}

/// Writes `bytes` in place of `path`, whole or not at all: the temporary
/// file is removed when either step fails. A link's file is written and
/// the link kept; what is not a regular file is written in place.
pub fn replace(disk: &dyn Disk, path: &Path, bytes: &[u8]) -> io::Result<()> {
    match target(path)? {
        Target::InPlace(at) => in_place(&at, bytes),
        Target::File(at) => {
            let old = fs::metadata(&at).ok();
            let dir = match at.parent() {
                Some(p) if !p.as_os_str().is_empty() => p,
                _ => Path::new("."),
            };
            let temp = disk.write_new(dir, bytes)?;
            if let Some(old) = old {
                // The old file's permissions stay with the new one.
                let _ = fs::set_permissions(&temp, old.permissions());
            }
            disk.rename(temp, &at)
        }
    }
}

/// Writes into what is there: a pipe (refused at once when nobody reads
/// it), a device, or the file a descriptor names (cut to the new length).
fn in_place(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut options = fs::OpenOptions::new();
    options.write(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, libc::O_NONBLOCK);
    let mut file = options.open(path).map_err(|e| match e.raw_os_error() {
        // Opening a pipe to write with no reader (ENXIO).
        #[cfg(unix)]
        Some(libc::ENXIO) => io::Error::new(io::ErrorKind::BrokenPipe, "no program reads the pipe"),
        _ => e,
    })?;
    #[cfg(unix)]
    blocking(&file)?;
    if file.metadata()?.is_file() {
        file.set_len(0)?;
    }
    file.write_all(bytes)?;
    file.flush()
}

/// The descriptor back in blocking mode, so that a full pipe waits for
/// its reader rather than failing the write.
#[cfg(unix)]
fn blocking(file: &fs::File) -> io::Result<()> {
    use std::os::fd::AsRawFd;
    let fd = file.as_raw_fd();
    // Safety: fcntl on a descriptor this function's caller owns, with
    // flags read from it.
    let flags = unsafe { libc::fcntl(fd, libc::F_GETFL) };
    if flags < 0 || unsafe { libc::fcntl(fd, libc::F_SETFL, flags & !libc::O_NONBLOCK) } < 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

/// Whether `a` and `b` are the same file (under two names, through a link
/// or a hard link), found without opening either: opening a named pipe
/// waits for its other end.
pub fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (fs::metadata(a), fs::metadata(b)) {
            (Ok(a), Ok(b)) => (a.dev(), a.ino()) == (b.dev(), b.ino()),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    match (fs::canonicalize(a), fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::symlink;

    fn scratch() -> tempfile::TempDir {
        tempfile::Builder::new()
            .prefix("gametree-written")
            .tempdir()
            .unwrap()
    }

    #[test]
    fn a_link_is_followed_to_its_file_and_kept_a_link() {
        let dir = scratch();
        let file = dir.path().join("fig.svg");
        fs::write(&file, "old").unwrap();
        let link = dir.path().join("link.svg");
        symlink("fig.svg", &link).unwrap();
        let chain = dir.path().join("chain.svg");
        symlink(&link, &chain).unwrap();
        assert_eq!(target(&chain).unwrap(), Target::File(file.clone()));
        for _ in 0..2 {
            replace(&Real, &chain, b"new").unwrap();
            assert_eq!(fs::read_to_string(&file).unwrap(), "new");
            assert!(fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
            assert!(fs::symlink_metadata(&chain).unwrap().file_type().is_symlink());
        }
    }

    #[test]
    fn a_dangling_link_s_file_is_made_and_the_link_kept() {
        let dir = scratch();
        let link = dir.path().join("dl.svg");
        symlink("new.svg", &link).unwrap();
        replace(&Real, &link, b"drawn").unwrap();
        assert!(fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
        assert_eq!(fs::read_to_string(dir.path().join("new.svg")).unwrap(), "drawn");
        // A loop is refused, not followed for ever.
        let (a, b) = (dir.path().join("a"), dir.path().join("b"));
        symlink(&b, &a).unwrap();
        symlink(&a, &b).unwrap();
        assert!(replace(&Real, &a, b"x").is_err());
        assert!(fs::symlink_metadata(&a).unwrap().file_type().is_symlink());
    }

    /// A link to the descriptor of a file this test opened (as a shell's
    /// `2> rec.json` opens one): the file is written through it each time,
    /// the link stays a link and the file the one the descriptor holds.
    #[test]
    fn a_link_to_a_descriptor_is_written_in_place() {
        use std::os::fd::AsRawFd;
        let dir = scratch();
        let rec = dir.path().join("rec.json");
        let held = fs::File::create(&rec).unwrap();
        let link = dir.path().join("errlink");
        symlink(format!("/proc/self/fd/{}", held.as_raw_fd()), &link).unwrap();
        assert!(matches!(target(&link).unwrap(), Target::InPlace(_)));
        replace(&Real, &link, b"{\"first\":1}").unwrap();
        replace(&Real, &link, b"{\"second\":2}").unwrap();
        assert!(fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
        assert_eq!(fs::read_to_string(&rec).unwrap(), "{\"second\":2}");
        // Still the file the descriptor holds, not one made in its place.
        let held_at = PathBuf::from(format!("/proc/self/fd/{}", held.as_raw_fd()));
        assert!(same_file(&rec, &held_at));
    }

    #[test]
    fn a_pipe_is_written_in_place_and_one_nobody_reads_refused_at_once() {
        let dir = scratch();
        let pipe = dir.path().join("out.fifo");
        let made = std::process::Command::new("mkfifo").arg(&pipe).status().unwrap();
        assert!(made.success());
        assert_eq!(target(&pipe).unwrap(), Target::InPlace(pipe.clone()));
        let e = replace(&Real, &pipe, b"x").unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::BrokenPipe, "{e}");
        let reader = {
            let pipe = pipe.clone();
            std::thread::spawn(move || fs::read_to_string(pipe).unwrap())
        };
        // The reader opens in its own time: try until it has.
        let start = std::time::Instant::now();
        while replace(&Real, &pipe, b"through the pipe").is_err() {
            assert!(start.elapsed().as_secs() < 20, "the reader never opened");
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        assert_eq!(reader.join().unwrap(), "through the pipe");
        assert!(same_file(&pipe, &pipe));
        assert!(!same_file(&pipe, dir.path()));
    }
}
