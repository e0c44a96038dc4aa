//! Why a file given to read was not read, in one shape for every kind of
//! file (the configuration, a scenario, a lesson): the messages name what
//! it was read as.

use super::{Special, Unread};
use std::path::Path;

/// What a file is read as, for the messages that name it and the most it
/// may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadAs {
    Config,
    Scenario,
    Lesson,
}

impl ReadAs {
    /// What the messages select on.
    pub fn tag(self) -> &'static str {
        match self {
            ReadAs::Config => "config",
            ReadAs::Scenario => "scenario",
            ReadAs::Lesson => "lesson",
        }
    }

    /// The most such a file may hold: a configuration is a page; a
    /// million nodes written out take a few MiB.
    pub const fn most(self) -> u64 {
        match self {
            ReadAs::Config => 1 << 20,
            ReadAs::Scenario | ReadAs::Lesson => 64 << 20,
        }
    }
}

/// Why a file was not read, before its text is looked at.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum FileError {
    /// The system's kind of error (for words in any language) and its own
    /// words; a folder is one.
    #[error("{file}: {error}")]
    Unreadable {
        read_as: ReadAs,
        file: String,
        kind: std::io::ErrorKind,
        error: String,
    },
    /// More than the most it may hold.
    #[error("{file}: more than {most} bytes")]
    TooBig {
        read_as: ReadAs,
        file: String,
        most: u64,
    },
    /// A named pipe, a device or a socket, which is not read: it could keep
    /// the program waiting for ever.
    #[error("{file}: not a regular file")]
    NotAFile { file: String, kind: Special },
}

/// What keeps a file's text from being read: the file itself, or where
/// its bytes stop being UTF-8 (line and column from 1), which each kind of
/// file reports as a problem at a place in it.
#[derive(Debug)]
pub enum Refused {
    File(FileError),
    NotUtf8 { line: usize, column: usize },
}

/// The text of the file at `path` (`file` as the messages write it), read
/// as `read_as`: a regular file only, up to the most it may hold, UTF-8,
/// without a byte-order mark.
pub fn text(path: &Path, file: &str, read_as: ReadAs) -> Result<String, Refused> {
    let file = file.to_string();
    let most = read_as.most();
    super::read(path, most).map_err(|e| match e {
        Unread::Io(e) => Refused::File(FileError::Unreadable {
            read_as,
            file,
            kind: e.kind(),
            error: e.to_string(),
        }),
        Unread::Special(kind) => Refused::File(FileError::NotAFile { file, kind }),
        Unread::TooBig => Refused::File(FileError::TooBig { read_as, file, most }),
        Unread::NotUtf8 { line, column } => Refused::NotUtf8 { line, column },
    })
}
