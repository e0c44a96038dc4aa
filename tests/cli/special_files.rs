//! A named pipe (or another file that is not a regular
//! one) given where a file is read is refused in words at once, not
//! opened: opening a pipe waits for a writer for ever.

use crate::common::cli::{Gametree, refused, stderr};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// A folder of its own for a test.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gametree-special-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn fifo(path: &Path) {
    let made = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success(), "mkfifo {}", path.display());
}

/// Runs gametree in `dir`; fails if it has not ended within 20 s (the old
/// reader waited in open for ever).
fn within(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut run = Gametree::english(args).in_dir(dir);
    let mut child = run
        .env("NO_COLOR", "1")
        .env("XDG_CONFIG_HOME", dir.join("config"))
        .env_remove("GAMETREE_CONFIG")
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(20) {
            let _ = child.kill();
            panic!("gametree {args:?} is still waiting after 20 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

const PIPE: &str = "is a named pipe, not a regular file: gametree reads only regular files";

#[test]
fn check_and_open_refuse_a_named_pipe_at_once() {
    let dir = folder("check");
    fifo(&dir.join("tree.ron"));
    for args in [
        &["check", "tree.ron"][..],
        &["stats", "tree.ron"],
        &["open", "tree.ron"],
        &["export", "tree.ron", "--format", "txt"],
    ] {
        let o = within(&dir, args, &[]);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        assert!(
            stderr(&o).contains(&format!("tree.ron {PIPE}")),
            "{args:?}: {}",
            stderr(&o)
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_lesson_item_naming_a_named_pipe_is_refused_at_once() {
    let dir = folder("lesson");
    fifo(&dir.join("pipe.ron"));
    let lesson = dir.join("lecture.ron");
    std::fs::write(
        &lesson,
        "Lesson(version: 1, items: [Scenario(name: \"bratko-fig2\"), Scenario(name: \"pipe.ron\")])",
    )
    .unwrap();
    // From another folder: the item is the pipe beside the lesson.
    let elsewhere = folder("lesson-elsewhere");
    let o = within(&elsewhere, &["lesson", lesson.to_str().unwrap()], &[]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.contains("item 2") && err.contains(PIPE), "{err}");
    // The lesson file itself a pipe.
    fifo(&dir.join("piped-lecture.ron"));
    let o = within(&dir, &["lesson", "piped-lecture.ron"], &[]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains(&format!("piped-lecture.ron {PIPE}")),
        "{}",
        stderr(&o)
    );
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&elsewhere);
}

#[test]
fn a_configuration_file_that_is_a_named_pipe_is_refused_at_once() {
    let dir = folder("config");
    fifo(&dir.join("config.ron"));
    let o = within(&dir, &["--config", "config.ron", "list"], &[]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains(&format!("config.ron {PIPE}")),
        "{}",
        stderr(&o)
    );
    let named = dir.join("config.ron");
    let o = within(&dir, &["list"], &[("GAMETREE_CONFIG", named.to_str().unwrap())]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains(PIPE), "{}", stderr(&o));
    // Nor is one written through it.
    let o = within(
        &dir,
        &["--config", "config.ron", "config", "init", "--force"],
        &[],
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains(PIPE), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The configuration's folder (`~/.config/gametree`) a
/// file. Every command had failed with "Not a directory (os error 20)";
/// there is no configuration there, and `config init` says what is in
/// the way.
#[test]
fn a_file_where_the_configuration_folder_goes_holds_no_configuration() {
    let dir = folder("config-folder");
    std::fs::create_dir_all(dir.join("config")).unwrap();
    std::fs::write(dir.join("config").join("gametree"), "not a folder").unwrap();
    let o = within(&dir, &["list"], &[]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("bratko-fig2"));
    let o = within(&dir, &["config", "init"], &[]);
    assert_eq!(o.status.code(), Some(1));
    let said = format!(
        "{} is a file, so the configuration's folder cannot be made",
        dir.join("config").join("gametree").display()
    );
    assert!(stderr(&o).contains(&said), "{}", stderr(&o));
    // A file named through it says so in words.
    let through = dir.join("config").join("gametree").join("config.ron");
    let o = within(&dir, &["--config", through.to_str().unwrap(), "list"], &[]);
    refused(&o, 1, "a part of the path is not a folder");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `config init` where the file is a link to a file
/// that does not exist had said "No such file or directory".
#[cfg(unix)]
#[test]
fn config_init_through_a_dangling_link_says_so_and_force_writes_through_it() {
    let dir = folder("dangling");
    let folder = dir.join("config").join("gametree");
    std::fs::create_dir_all(&folder).unwrap();
    let target = dir.join("dotfiles").join("gametree.ron");
    std::os::unix::fs::symlink(&target, folder.join("config.ron")).unwrap();
    let o = within(&dir, &["config", "init"], &[]);
    assert_eq!(o.status.code(), Some(1));
    let said = format!(
        "config.ron is a link to {}, which does not exist",
        target.display()
    );
    assert!(stderr(&o).contains(&said), "{}", stderr(&o));
    assert!(!target.exists());
    let o = within(&dir, &["config", "init", "--force"], &[]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let written = std::fs::read_to_string(&target).unwrap();
    assert!(written.contains("version: 1"), "{written}");
    // Read through the link from now on.
    let o = within(&dir, &["list"], &[]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `-o` through a link writes the link's file and keeps the link: a
/// dangling link's file is made; a link to a descriptor (`/proc/self/fd/2`,
/// which a shell's `2> rec.txt` opened) is written in place, so the file
/// the descriptor holds gets the output and the link stays a link. The old
/// writer renamed a new file over the link (and, run as root with `-o
/// /dev/stderr`, over the machine's `/dev/stderr`).
#[cfg(target_os = "linux")]
#[test]
fn output_through_a_link_writes_its_file_and_keeps_the_link() {
    use std::os::unix::fs::symlink;
    let dir = folder("links");
    let is_link = |p: &Path| std::fs::symlink_metadata(p).unwrap().file_type().is_symlink();
    let dangling = dir.join("dl.txt");
    symlink("new.txt", &dangling).unwrap();
    let o = within(&dir, &["export", "bratko-fig2", "-o", "dl.txt"], &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(is_link(&dangling));
    let made = std::fs::read_to_string(dir.join("new.txt")).unwrap();
    assert!(made.contains("bratko-fig2"), "{made}");
    // Twice through a link to stderr, itself a file.
    let errlink = dir.join("errlink");
    symlink("/proc/self/fd/2", &errlink).unwrap();
    let rec = dir.join("rec.txt");
    for at in ["--step=3", "--end"] {
        let mut run = Gametree::english(&["export", "bratko-fig2", at, "-o"]).in_dir(&dir);
        let o = run
            .arg("errlink")
            .stderr(std::fs::File::create(&rec).unwrap())
            .output()
            .unwrap();
        assert!(o.status.success());
        assert!(is_link(&errlink));
        let written = std::fs::read_to_string(&rec).unwrap();
        assert!(written.starts_with("gametree export"), "{written}");
    }
    let written = std::fs::read_to_string(&rec).unwrap();
    assert!(written.contains("step 65 of 65"), "{written}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Every file the program writes, named as a pipe with a reader
/// attached: written in place, whole, and the command ends (`export -o`
/// and `practice --json` had waited in an open that looked at the
/// output); with no reader, refused at once.
#[test]
fn output_to_a_named_pipe_is_written_to_its_reader_or_refused_at_once() {
    use crate::common::pipes::{Attached, fifo};
    let dir = folder("pipe-out");
    let pipe = dir.join("out.fifo");
    fifo(&pipe);
    let at = pipe.to_str().unwrap();
    for (args, starts) in [
        (&["export", "bratko-fig2", "-o", at][..], "gametree export"),
        (
            &["export", "bratko-fig2", "--format", "svg", "-o", at],
            "<!-- gametree export -->\n<svg",
        ),
        (&["random", "b2d2:seed5", "-o", at], "// random:"),
    ] {
        let reader = Attached::to(&pipe);
        let o = within(&dir, args, &[]);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        let got = reader.read();
        assert!(got.starts_with(starts), "{args:?}: {got:.80}");
        // Nobody reads it now: refused at once, in words.
        let o = within(&dir, args, &[]);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        assert!(stderr(&o).contains("no program reads the pipe"), "{}", stderr(&o));
    }
    let _ = std::fs::remove_dir_all(&dir);
}
