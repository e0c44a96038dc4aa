//! The practice record kept: its file made before the first
//! question and written whole after every answer and when a signal ends
//! the program, `finished` false until the practice is over, the time it
//! started in it; `--json -` prints it at the end or on a signal. Where
//! the file cannot be written (a folder missing, a full disk) the record
//! goes to the state folder ($XDG_STATE_HOME/gametree/practice), and the
//! way out says where.

use crate::cli::out;
use crate::cli::write::{self, Disk};
use crate::say;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};

/// Where the record is asked to go.
#[derive(Clone, Debug, PartialEq)]
pub enum To {
    File(PathBuf),
    /// `--json -`: standard output, at the end.
    Stdout,
}

impl To {
    pub fn of(path: &Path) -> To {
        match path.as_os_str() == "-" {
            true => To::Stdout,
            false => To::File(path.to_path_buf()),
        }
    }

    /// The place in words, for a message.
    fn show(&self) -> String {
        match self {
            To::File(path) => path.display().to_string(),
            To::Stdout => "-".to_string(),
        }
    }
}

/// The record of a practice as it goes, and where it is written.
pub struct Kept {
    to: To,
    disk: Box<dyn Disk>,
    /// When the practice started (RFC 3339, UTC).
    started: String,
    /// The folder a record goes to when its own place fails.
    state: Option<PathBuf>,
    /// Where the record went instead, and why its own place failed.
    moved: Option<(PathBuf, String)>,
    /// The record last handed in.
    last: Option<serde_json::Value>,
    /// The record is final: a signal has nothing to add.
    over: bool,
}

/// The record shared by the tutor, which hands it in, and the signals'
/// thread, which saves it on the way out.
pub type Shared = Arc<Mutex<Kept>>;

pub fn lock(kept: &Shared) -> MutexGuard<'_, Kept> {
    kept.lock().unwrap_or_else(|e| e.into_inner())
}

/// $XDG_STATE_HOME/gametree/practice (or the platform's place for it).
pub fn state_folder() -> Option<PathBuf> {
    let dirs = directories::ProjectDirs::from("", "", "gametree")?;
    let base = dirs.state_dir().unwrap_or(dirs.data_local_dir());
    Some(base.join("practice"))
}

impl Kept {
    pub fn new(to: To, disk: Box<dyn Disk>, state: Option<PathBuf>) -> Kept {
        Kept {
            to,
            disk,
            started: now(),
            state,
            moved: None,
            last: None,
            over: false,
        }
    }

    pub fn shared(self) -> Shared {
        Arc::new(Mutex::new(self))
    }

    /// The record while the practice goes on: into its file at once; on
    /// standard output only at the end. A failure is said at the end.
    // Called by the tutor, which a build without the terminal does not have.
    #[cfg_attr(not(feature = "tui"), allow(dead_code))]
    pub fn keep(&mut self, record: &serde_json::Value) {
        if self.over {
            return;
        }
        self.last = Some(self.dated(record));
        if !self.streamed() {
            let _ = self.save();
        }
    }

    /// Whether the record goes to a stream (standard output, a device, a
    /// pipe: `--json /dev/stdout`), which takes it once, not after every
    /// answer.
    fn streamed(&self) -> bool {
        match &self.to {
            To::Stdout => true,
            To::File(path) => std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir()),
        }
    }

    /// The final record: into its file or on standard output; why it
    /// could be written nowhere.
    pub fn finish(&mut self, record: &serde_json::Value) -> Result<(), String> {
        self.last = Some(self.dated(record));
        self.over = true;
        self.put()
    }

    /// A signal ends the program: the last record once more (on standard
    /// output for `-`), and where it went.
    // Called by the tutor, which a build without the terminal does not have.
    #[cfg_attr(not(feature = "tui"), allow(dead_code))]
    pub fn cut_short(&mut self) {
        if std::mem::replace(&mut self.over, true) {
            return;
        }
        if let Err(why) = self.put() {
            out::error(&why);
            // Written nowhere: on the terminal, if it is still there.
            if let Some(record) = &self.last {
                let line = out::json_escaped(&record.to_string()) + "\n";
                let _ = io::stdout().lock().write_all(line.as_bytes());
            }
        }
        self.report();
    }

    /// Says on stderr where the record went, when not where it was asked.
    pub fn report(&self) {
        if let Some((file, why)) = &self.moved {
            let said = say!(
                "practice-record-elsewhere",
                file = self.to.show(),
                error = why.as_str(),
                fallback = file.display().to_string()
            );
            out::note(&said);
        }
    }

    fn dated(&self, record: &serde_json::Value) -> serde_json::Value {
        let mut record = record.clone();
        if let Some(map) = record.as_object_mut() {
            map.insert("started".into(), self.started.clone().into());
        }
        record
    }

    fn put(&mut self) -> Result<(), String> {
        match self.to {
            To::File(_) => self.save(),
            To::Stdout => self.print(),
        }
    }

    /// On standard output, on one line; in the state folder if it cannot
    /// be (the terminal gone).
    fn print(&mut self) -> Result<(), String> {
        let Some(record) = &self.last else { return Ok(()) };
        let line = out::json_escaped(&record.to_string()) + "\n";
        let mut stdout = io::stdout().lock();
        match stdout.write_all(line.as_bytes()).and_then(|()| stdout.flush()) {
            Ok(()) => Ok(()),
            Err(e) => self.elsewhere(&e),
        }
    }

    /// Into its file, whole; else into the state folder.
    fn save(&mut self) -> Result<(), String> {
        let text = self.text();
        let path = match (&self.moved, &self.to) {
            (Some((file, _)), _) => return write::write(&*self.disk, file, text.as_bytes()),
            (None, To::File(path)) => path,
            (None, To::Stdout) => return Ok(()),
        };
        match write::replace(&*self.disk, path, text.as_bytes()) {
            Ok(()) => Ok(()),
            Err(e) => self.elsewhere(&e),
        }
    }

    /// The record as its file holds it.
    fn text(&self) -> String {
        let record = self.last.as_ref().unwrap_or(&serde_json::Value::Null);
        serde_json::to_string_pretty(record).expect("a JSON value is written") + "\n"
    }

    /// The record into a new file of the state folder, `e` having kept it
    /// from its own place.
    fn elsewhere(&mut self, e: &io::Error) -> Result<(), String> {
        let nowhere = |fallback: &Path, why: &dyn std::fmt::Display| {
            say!(
                "practice-record-nowhere",
                file = self.to.show(),
                error = e.to_string(),
                fallback = fallback.display().to_string(),
                why = why.to_string()
            )
        };
        let Some(dir) = self.state.clone() else {
            return Err(write::failed(Path::new(&self.to.show()), e));
        };
        let file = self.fallback_file(&dir);
        let written = std::fs::create_dir_all(&dir)
            .and_then(|()| write::replace(&*self.disk, &file, self.text().as_bytes()));
        match written {
            Ok(()) => {
                self.moved = Some((file, e.to_string()));
                Ok(())
            }
            Err(why) => Err(nowhere(&file, &why)),
        }
    }

    /// A file of its own in `dir`: the asked name's stem and the start time
    /// (`exam-20261125T101502Z.json`), the process's id too if one is there.
    fn fallback_file(&self, dir: &Path) -> PathBuf {
        let stem = match &self.to {
            To::File(path) => path.file_stem().map(|s| s.to_string_lossy().into_owned()),
            To::Stdout => None,
        };
        let stem = stem
            .filter(|s| !s.is_empty())
            .unwrap_or_else(|| "practice".into());
        let time: String = self.started.chars().filter(|c| !matches!(c, '-' | ':')).collect();
        let file = dir.join(format!("{stem}-{time}.json"));
        match file.exists() {
            true => dir.join(format!("{stem}-{time}-{}.json", std::process::id())),
            false => file,
        }
    }
}

/// Now, to the second, as RFC 3339 in UTC: `2026-11-25T10:15:02Z`.
fn now() -> String {
    let now = time::OffsetDateTime::now_utc();
    let now = now.replace_nanosecond(0).unwrap_or(now);
    now.format(&time::format_description::well_known::Rfc3339)
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::write::Real;
    use crate::cli::write::tests::{Full, NoRename, names, scratch};

    fn record(answers: usize) -> serde_json::Value {
        serde_json::json!({
            "version": 1, "spec": "bratko-fig2", "algorithm": "alphabeta", "finished": false,
            "questions": (0..answers).map(|i| serde_json::json!({"answer": i.to_string()})).collect::<Vec<_>>(),
        })
    }

    fn read(path: &Path) -> serde_json::Value {
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
    }

    #[test]
    fn every_record_kept_is_in_its_file_with_the_start_time() {
        let dir = scratch("gametree-kept");
        let path = dir.path().join("exam.json");
        let mut kept = Kept::new(To::File(path.clone()), Box::new(Real), None);
        kept.keep(&record(0));
        let first = read(&path);
        assert_eq!(first["questions"], serde_json::json!([]));
        let started = first["started"].as_str().unwrap().to_string();
        // RFC 3339 in UTC, to the second: 2026-11-25T10:15:02Z.
        let shape: String = started
            .chars()
            .map(|c| if c.is_ascii_digit() { '9' } else { c })
            .collect();
        assert_eq!(shape, "9999-99-99T99:99:99Z");
        assert!(started.as_str() >= "2025", "{started}");
        kept.keep(&record(2));
        let second = read(&path);
        assert_eq!(second["questions"][1]["answer"], "1");
        assert_eq!(second["started"], started.as_str());
        assert_eq!(names(dir.path()), ["exam.json"]);
    }

    /// A disk that fails as `D` does in one folder, and works elsewhere
    /// (the state folder on another disk).
    struct FailsIn<D>(PathBuf, D);

    impl<D: Disk> Disk for FailsIn<D> {
        fn write_new(&self, dir: &Path, bytes: &[u8]) -> io::Result<tempfile::TempPath> {
            match dir == self.0 {
                true => self.1.write_new(dir, bytes),
                false => Real.write_new(dir, bytes),
            }
        }
        fn rename(&self, temp: tempfile::TempPath, to: &Path) -> io::Result<()> {
            match to.parent() == Some(self.0.as_path()) {
                true => self.1.rename(temp, to),
                false => Real.rename(temp, to),
            }
        }
    }

    /// A full disk, a failed rename, a folder missing: the record goes to
    /// the state folder, stays there for the answers after, and is found
    /// there at the end.
    #[test]
    fn a_record_that_cannot_be_written_goes_to_the_state_folder() {
        let dir = scratch("gametree-kept");
        let here = std::fs::canonicalize(dir.path()).unwrap();
        let state = here.join("state").join("gametree").join("practice");
        let cases: [(PathBuf, Box<dyn Disk>); 3] = [
            (here.join("full.json"), Box::new(FailsIn(here.clone(), Full))),
            (
                here.join("rename.json"),
                Box::new(FailsIn(here.clone(), NoRename)),
            ),
            (here.join("missing").join("exam.json"), Box::new(Real)),
        ];
        for (path, disk) in cases {
            let mut kept = Kept::new(To::File(path.clone()), disk, Some(state.clone()));
            let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
            kept.keep(&record(1));
            // Its first write failed in its own place, so the record moved.
            let (moved, why) = kept.moved.clone().expect("moved");
            assert!(!why.is_empty());
            assert!(moved.starts_with(&state), "{}", moved.display());
            assert!(
                moved
                    .file_name()
                    .unwrap()
                    .to_string_lossy()
                    .starts_with(&format!("{stem}-"))
            );
            assert_eq!(read(&moved)["questions"][0]["answer"], "0");
            kept.finish(&record(2)).unwrap();
            assert_eq!(read(&moved)["questions"][1]["answer"], "1");
            assert!(!path.exists() || std::fs::read_to_string(&path).unwrap().is_empty());
        }
        assert_eq!(names(&state).len(), 3, "{:?}", names(&state));
        // No temporary file is left beside the ones that failed.
        assert_eq!(names(&here), ["state"]);
    }

    #[test]
    fn a_record_written_nowhere_says_both_places() {
        let dir = scratch("gametree-kept");
        let path = dir.path().join("exam.json");
        let mut kept = Kept::new(
            To::File(path.clone()),
            Box::new(Full),
            Some(dir.path().join("state")),
        );
        let why = kept.finish(&record(1)).unwrap_err();
        assert!(why.contains("exam.json") && why.contains("state"), "{why}");
        assert!(!path.exists());
    }

    #[cfg(unix)]
    #[test]
    fn a_device_or_standard_output_takes_the_record_once_at_the_end() {
        let dir = scratch("gametree-kept");
        let streamed = |to: To| Kept::new(to, Box::new(Real), None).streamed();
        assert!(streamed(To::File("/dev/null".into())));
        assert!(streamed(To::Stdout));
        assert!(!streamed(To::File(dir.path().join("exam.json"))));
        std::fs::write(dir.path().join("old.json"), "{}").unwrap();
        assert!(!streamed(To::File(dir.path().join("old.json"))));
    }

    #[test]
    fn a_signal_after_the_end_adds_nothing() {
        let dir = scratch("gametree-kept");
        let path = dir.path().join("exam.json");
        let mut kept = Kept::new(To::File(path.clone()), Box::new(Real), None);
        kept.keep(&record(1));
        let mut last = record(2);
        last["finished"] = true.into();
        kept.finish(&last).unwrap();
        kept.keep(&record(1));
        kept.cut_short();
        assert_eq!(read(&path)["finished"], true);
    }
}
