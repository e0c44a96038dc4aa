//! Standard output and the error line, for the commands that print.
//!
//! A reader that has gone (`gametree trace nim-20 | head`) ends the
//! program quietly with success, as Unix tools do; any other failure to
//! write is said on stderr. Text from a file (a name, a title, a note)
//! reaches the terminal with its control characters and invisible marks
//! written out (`\u{1b}`, `crate::printable`), so that it cannot move the
//! cursor, retitle the window or reorder a line.

use crate::printable;
use std::io::{ErrorKind, Write};
use std::process::ExitCode;

/// Writes `text`, its control characters written out, and flushes it, so
/// that a reader that has gone is found out here and not in a panic at
/// exit.
pub fn put(text: &str) {
    raw(&printable::text(text));
}

/// Writes `text` and a new line.
pub fn line(text: &str) {
    put(&format!("{text}\n"));
}

/// Writes `text` in the symbols chosen (`--symbols ascii`: `^ v -> >=`),
/// as the screens draw them: a command's text, never its JSON.
pub fn symbols(text: &str) {
    put(&crate::words::symbols::shown(text));
}

/// Writes a JSON value on a line of its own. serde_json escapes the C0
/// controls; the others a terminal acts on are escaped here as JSON does
/// (`\u009b`), so the value read back is the same.
pub fn json(value: &serde_json::Value) {
    json_part(&value.to_string());
    raw("\n");
}

/// Writes a piece of JSON text as `json` would.
pub fn json_part(text: &str) {
    raw(&json_escaped(text));
}

/// JSON text with the characters a terminal acts on escaped as JSON
/// escapes them (`\u009b`): the same value read back.
pub fn json_escaped(text: &str) -> String {
    text.chars()
        .map(|c| match printable::hidden(c) && c != '\n' && c != '\t' {
            true => format!("\\u{:04x}", u32::from(c)),
            false => c.to_string(),
        })
        .collect()
}

/// A line on stderr (progress, a warning), its control characters
/// written out. A stderr that cannot be written (its reader gone, its disk
/// full) is passed over: the work and its answer on stdout go on.
pub fn note(text: &str) {
    note_to(&mut std::io::stderr().lock(), text);
}

fn note_to(w: &mut dyn Write, text: &str) {
    let _ = writeln!(w, "{}", printable::text(text)).and_then(|()| w.flush());
}

/// The error line on stderr: `gametree: ` and the message.
pub fn error(message: &str) -> ExitCode {
    let _ = writeln!(std::io::stderr(), "gametree: {}", printable::text(message));
    ExitCode::FAILURE
}

/// What clap has to say (help, the version, a usage error), written as
/// this module writes: a help that cannot be written all is said on
/// stderr and fails (exit 1), unless its reader has gone. The exit code:
/// clap's (0 for help, 2 for a usage error).
pub fn clap(e: &clap::Error) -> ExitCode {
    let written = e.print().and_then(|()| std::io::stdout().flush());
    match written {
        // A usage error on a stderr that cannot be written: nothing more
        // can say it.
        Err(io) if !e.use_stderr() => gone(&io),
        _ => ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2)),
    }
}

fn raw(text: &str) {
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        gone(&e);
    }
}

/// Ends the program: quietly when the reader has gone, else with the
/// system's words for why nothing more can be written.
fn gone(e: &std::io::Error) -> ! {
    if e.kind() == ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    error(&crate::say!("output-failed", error = e.to_string()));
    std::process::exit(1);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stderr whose disk is full: every write fails.
    struct Full;

    impl Write for Full {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(ErrorKind::StorageFull.into())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Err(ErrorKind::StorageFull.into())
        }
    }

    #[test]
    fn a_note_to_a_full_stderr_is_passed_over() {
        note_to(&mut Full, "  guess 2 (depth 4)");
        let mut written = Vec::new();
        note_to(&mut written, "rules \u{1b}]2;x\u{7}");
        assert_eq!(written, b"rules \\u{1b}]2;x\\u{7}\n");
    }
}
