//! The what-if lab end to end: edits not written are kept in a recovery
//! file whatever ends the program without asking (kill -TERM, -HUP, -INT,
//! Ctrl-C, the terminal closed), said on the way out and offered at the
//! next open of the tree; a click of a real xterm mouse selects a leaf,
//! which `=` edits; `w` onto a named pipe nobody reads, then `y`, is
//! refused at once and the tutor goes on.

use crate::common::cli::Gametree;
use crate::common::pty::{Running, Uncontrolled, run_with};
use std::io::Write;
use std::path::{Path, PathBuf};

/// A copy of bratko-fig2 in a folder of its own, and a state folder.
struct Place {
    dir: tempfile::TempDir,
}

impl Place {
    fn new() -> Place {
        let base = Path::new(env!("CARGO_TARGET_TMPDIR"));
        let dir = tempfile::Builder::new().prefix("lab-").tempdir_in(base).unwrap();
        std::fs::copy("scenarios/bratko-fig2.ron", dir.path().join("bratko-fig2.ron")).unwrap();
        Place { dir }
    }

    fn tree(&self) -> PathBuf {
        self.dir.path().join("bratko-fig2.ron")
    }

    fn state(&self) -> PathBuf {
        self.dir.path().join("state")
    }

    /// The recovery files in the state folder.
    fn kept(&self) -> Vec<PathBuf> {
        match std::fs::read_dir(self.state().join("gametree").join("recovery")) {
            Ok(d) => d.map(|e| e.unwrap().path()).collect(),
            Err(_) => Vec::new(),
        }
    }

    fn open(&self) -> Running {
        let state = self.state().display().to_string();
        let r = run_with(
            &["open", self.tree().to_str().unwrap()],
            &[("XDG_STATE_HOME", state.as_str())],
        );
        r.screen.wait_for("bratko-fig2");
        r
    }
}

/// e1 set to 3 at the β-cutoff: the edit not written.
fn edit_e1(r: &mut Running) {
    r.screen.wait_for("Step 0 of 65");
    r.keys.write_all(b"c").unwrap();
    r.screen.wait_for("Step 35 of 65");
    r.keys.write_all(b"\x1b[B=").unwrap();
    r.screen.wait_for("New value of e1");
    r.keys.write_all(b"3\r").unwrap();
    r.screen.wait_for("Step 35 of 72");
}

/// The next open offers the edits kept; y restores them (at the start,
/// the run of the edited tree: 72 steps).
fn offered_and_restored(place: &Place) {
    let mut r = place.open();
    r.screen.wait_for("Restore them? y / n");
    r.keys.write_all(b"y").unwrap();
    r.screen.wait_for("of 72");
    r.screen.wait_for("restored");
    assert!(place.kept().is_empty(), "{:?}", place.kept());
    // Restored, not written: leaving asks.
    r.keys.write_all(b"q").unwrap();
    r.screen.wait_for("Leave anyway? y / n");
    r.keys.write_all(b"y").unwrap();
    assert!(r.wait().success());
}

#[test]
fn edits_not_written_are_kept_on_a_signal_and_offered_at_the_next_open() {
    for signal in ["TERM", "HUP", "INT"] {
        let place = Place::new();
        let mut r = place.open();
        edit_e1(&mut r);
        assert!(place.kept().is_empty(), "kept only at the end");
        r.signal(signal);
        let status = r.wait();
        assert!(!status.success(), "SIG{signal}: {status:?}");
        r.screen.assert_restored();
        r.screen.wait_for("the edits not written are kept in");
        let kept = place.kept();
        assert_eq!(kept.len(), 1, "SIG{signal}: {kept:?}");
        let text = std::fs::read_to_string(&kept[0]).unwrap();
        assert!(text.contains(&place.tree().display().to_string()), "{text}");
        offered_and_restored(&place);
    }
}

#[test]
fn edits_not_written_are_kept_on_ctrl_c_and_a_closed_terminal() {
    let place = Place::new();
    let mut r = place.open();
    edit_e1(&mut r);
    r.keys.write_all(b"\x03").unwrap();
    assert_eq!(r.wait().exit_code(), 130);
    r.screen.wait_for("the edits not written are kept in");
    assert_eq!(place.kept().len(), 1);
    offered_and_restored(&place);

    // The terminal closed under it, with no SIGHUP (as under nohup).
    let place = Place::new();
    let mut run = Gametree::english(&["open", place.tree().to_str().unwrap()]);
    run.env("XDG_STATE_HOME", place.state());
    let mut t = Uncontrolled::spawn(&mut run);
    t.screen.wait_for("Step 0 of 65");
    t.keys.write_all(b"c\x1b[B=").unwrap();
    t.screen.wait_for("New value of e1");
    t.keys.write_all(b"3\r").unwrap();
    t.screen.wait_for("Step 35 of 72");
    assert_eq!(t.close().code(), Some(129));
    assert_eq!(place.kept().len(), 1, "{:?}", place.kept());
    offered_and_restored(&place);

    // n at the offer deletes them; written or left with y, none is kept.
    let place = Place::new();
    let mut r = place.open();
    edit_e1(&mut r);
    r.signal("TERM");
    r.wait();
    let mut r = place.open();
    r.screen.wait_for("Restore them? y / n");
    r.keys.write_all(b"n").unwrap();
    r.screen.wait_for("deleted");
    assert!(place.kept().is_empty());
    r.quit();
}

/// Where `name` is written on the screen: its row and column, from 1 (as
/// a mouse report counts them).
fn cell_of(screen: &str, name: &str) -> (usize, usize) {
    for (row, line) in screen.lines().enumerate() {
        let chars: Vec<char> = line.chars().collect();
        let width = name.chars().count();
        for col in 0..chars.len().saturating_sub(width - 1) {
            let word: String = chars[col..col + width].iter().collect();
            let apart = |at: usize| chars.get(at).is_none_or(|c| c.is_whitespace());
            if word == name && (col == 0 || apart(col - 1)) && apart(col + width) {
                return (row + 1, col + 1);
            }
        }
    }
    panic!("{name} is not on the screen:\n{screen}");
}

/// A left click as xterm reports it (SGR mode, which the program asks
/// for): the press and the release at a cell.
fn click(r: &mut Running, (row, col): (usize, usize)) {
    let press = format!("\x1b[<0;{col};{row}M\x1b[<0;{col};{row}m");
    r.keys.write_all(press.as_bytes()).unwrap();
}

#[test]
fn a_mouse_click_selects_a_leaf_which_equals_edits() {
    let place = Place::new();
    let mut r = place.open();
    r.screen.wait_for("Step 0 of 65");
    // The frame comes in pieces: the tree's last row may still be on its way.
    let screen = r.screen.wait_for(" f2 ");
    click(&mut r, cell_of(&screen, "f2"));
    r.keys.write_all(b"=").unwrap();
    r.screen.wait_for("New value of f2 (");
    r.keys.write_all(b"9\r").unwrap();
    r.screen.wait_for("f2 = 9 (1 edit; u undoes)");
    r.keys.write_all(b"q").unwrap();
    r.screen.wait_for("Leave anyway? y / n");
    r.keys.write_all(b"y").unwrap();
    assert!(r.wait().success());
}

#[test]
fn w_onto_a_pipe_nobody_reads_then_y_is_refused_at_once_and_the_tutor_goes_on() {
    let place = Place::new();
    let pipe = place.dir.path().join("out.fifo");
    let made = std::process::Command::new("mkfifo").arg(&pipe).status().unwrap();
    assert!(made.success());
    let mut r = place.open();
    edit_e1(&mut r);
    r.keys.write_all(b"w").unwrap();
    r.screen.wait_for("bratko-fig2-edited.ron▏");
    // The proposed name erased, the pipe's typed.
    r.keys.write_all(&[0x7f; 120]).unwrap();
    r.screen.wait_for("Write the edited tree to: ▏");
    r.keys.write_all(pipe.to_str().unwrap().as_bytes()).unwrap();
    r.keys.write_all(b"\r").unwrap();
    r.screen.wait_for("Write over it? y / n");
    r.keys.write_all(b"y").unwrap();
    // Within the harness's patience, not the minutes a hang would take.
    r.screen
        .wait_for("could not be written: no program reads the pipe");
    r.keys.write_all(b"\x1b[C").unwrap();
    r.screen.wait_for("Step 36 of 72");
    r.keys.write_all(b"q").unwrap();
    r.screen.wait_for("Leave anyway? y / n");
    r.keys.write_all(b"y").unwrap();
    assert!(r.wait().success());
}
