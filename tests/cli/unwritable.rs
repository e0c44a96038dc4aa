//! An output the program cannot write (a full disk, a closed descriptor):
//! never a panic; the answer goes on where it can, and what cannot be
//! written at all is said and fails.

use crate::common::cli::Gametree;
use std::fs::File;
use std::process::{Output, Stdio};

/// `/dev/full`: every write fails with "no space left on device".
fn full() -> Stdio {
    Stdio::from(File::options().write(true).open("/dev/full").unwrap())
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// `gametree ARGS` with its stderr closed (`2>&-`).
fn stderr_closed(args: &[&str]) -> Output {
    use std::os::unix::process::CommandExt;
    let mut run = Gametree::english(args);
    // Safety: between fork and exec only close(2) runs, which is
    // async-signal-safe.
    unsafe {
        run.pre_exec(|| {
            libc::close(2);
            Ok(())
        });
    }
    run.stdout(Stdio::piped()).output().unwrap()
}

#[test]
fn random_to_a_file_with_stderr_full_or_closed_writes_the_file_and_succeeds() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("tree.ron");
    let path = file.to_str().unwrap();
    let o = Gametree::english(&["random", "b2d2:seed3", "-o", path])
        .stderr(full())
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stdout));
    assert!(std::fs::read_to_string(&file).unwrap().starts_with("// random:"));
    std::fs::remove_file(&file).unwrap();
    let o = stderr_closed(&["random", "b2d2:seed3", "-o", path]);
    assert_eq!(o.status.code(), Some(0));
    assert!(std::fs::read_to_string(&file).unwrap().starts_with("// random:"));
}

/// The commands that write a file or a note on stderr: with stderr full,
/// none panics (exit 101); each ends as it would with a stderr to read.
#[test]
fn no_command_panics_on_a_full_stderr() {
    let dir = tempfile::tempdir().unwrap();
    let at = |name: &str| dir.path().join(name).to_str().unwrap().to_string();
    let (svg, ron) = (at("fig.svg"), at("r.ron"));
    for (args, code) in [
        (vec!["export", "bratko-fig2", "-o", svg.as_str()], 0),
        (vec!["random", "b3d2", "-o", ron.as_str()], 0),
        (vec!["trace", "bratko-fig2", "--json"], 0),
        (vec!["stats", "bratko-fig2"], 0),
        (vec!["check", "no-such-scenario"], 1),
        (vec!["open", "bratko-fig2"], 1),
        (vec!["--bogus"], 2),
        (vec!["config", "init", "--force"], 0),
    ] {
        let o = Gametree::english(&args).stderr(full()).output().unwrap();
        assert_eq!(o.status.code(), Some(code), "{args:?}");
    }
}

/// `--help`, `--version` and a command's help on a full disk: said on
/// stderr and a failure (was exit 0, nothing said); to a reader that has
/// gone, quietly a success as any output.
#[test]
fn help_that_cannot_be_written_is_a_failure_in_words() {
    for args in [
        &["--help"][..],
        &["export", "--help"],
        &["--version"],
        &["help", "kalah"],
    ] {
        let o = Gametree::english(args)
            .stdout(full())
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        assert!(
            text(&o.stderr).contains("cannot write the output: No space left on device"),
            "{args:?}: {}",
            text(&o.stderr)
        );
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let o = Gametree::english(args)
            .stdout(writer)
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(0), "{args:?}");
        assert_eq!(text(&o.stderr), "", "{args:?}");
    }
}
