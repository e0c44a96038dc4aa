//! The class: what every session shares. The lecturer's thread draws the
//! followers' frames here, once for each look (size, language, symbols,
//! theme and what the student opened on their own view) and keeps the
//! latest of each; the lecture (what the lecturer's tutor shows, to open
//! again for a student on their own), the practice set for everyone, the
//! lock, the students' list, the wrong codes, the log and the records.

use super::guard::Guard;
use super::names;
use crate::config::Settings;
use crate::keymap::Screen;
use crate::story::again::Again;
use crate::story::figure::Zoom;
use crate::story::outline::Key;
use crate::story::practice::Ask;
use crate::tui::theme::Theme;
use crate::tui::tutor::Tab;
use crate::words::Language;
use crate::words::symbols::Symbols;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::collections::HashMap;
use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use tokio::sync::watch;

/// How the class is served: the command line's flags.
#[derive(Clone, Debug)]
pub struct Options {
    /// The addresses listened on.
    pub bind: Vec<std::net::IpAddr>,
    pub port: u16,
    /// The class code; none with `--open`.
    pub code: Option<String>,
    /// The host key's file (made once, mode 0600).
    pub host_key: PathBuf,
    /// The log of joins, leaves and refusals.
    pub log: PathBuf,
    /// The folder of the students' practice records.
    pub records: PathBuf,
    pub max_students: usize,
    /// Practice for everyone is an exam.
    pub exam: bool,
    /// A session with no input for this long is closed.
    pub idle: Duration,
    /// What is served, as the records name it.
    pub spec: String,
}

/// The memory the students on their own may take together, as their
/// runs are estimated.
pub const EXPLORE_BUDGET: usize = 1 << 30;

/// What the lecturer's tutor shows, for a student who leaves follow (and
/// a follower's keys, read against the lecturer's screen).
pub struct Lecture {
    pub again: Option<Again>,
    pub screens: Vec<Screen>,
    pub step: usize,
    pub steps: usize,
    pub selected: Option<Key>,
    pub outline: bool,
    pub tab: Tab,
    pub present: bool,
    pub zoom: Option<Zoom>,
    pub pan: Option<(i32, i32)>,
}

/// Practice (or an exam) for everyone, on the tree the lecturer showed.
pub struct Assignment {
    pub number: usize,
    pub again: Again,
    pub asks: Vec<Ask>,
    pub exam: bool,
}

/// What a student changed of their own view while following.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Local {
    pub help: bool,
    pub help_top: u16,
    pub info: bool,
    pub outline: Option<bool>,
    pub tab: Option<Tab>,
    pub present: Option<bool>,
    pub zoom: Option<Zoom>,
    pub pan: Option<(i32, i32)>,
}

/// A follower's frame is drawn once for each look.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Look {
    pub width: u16,
    pub height: u16,
    pub language: Language,
    pub symbols: Symbols,
    pub theme: Theme,
    pub local: Local,
}

/// What a student is doing, for the lecturer's list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Doing {
    Joining,
    Following,
    Exploring,
    Practising,
    Exam,
    /// Gone (hung up, dropped): kept for the practice's summary.
    Left,
}

pub struct Student {
    pub id: usize,
    pub name: String,
    pub address: SocketAddr,
    pub doing: Doing,
    pub answered: usize,
    pub right: usize,
    /// The record file, once the practice has one.
    pub record: Option<PathBuf>,
}

pub struct Room {
    pub options: Options,
    /// The settings the lecturer's tutor was opened with (keys, speed).
    pub settings: Settings,
    /// The address and port a student types, and the host key's
    /// fingerprint.
    pub join: Mutex<(String, u16)>,
    pub fingerprint: String,
    looks: Mutex<HashMap<Look, watch::Sender<Arc<Buffer>>>>,
    /// A look waits for its first frame: the lecturer's loop draws.
    pub wanted: AtomicBool,
    pub lecture: watch::Sender<Option<Arc<Lecture>>>,
    pub assignment: watch::Sender<Option<Arc<Assignment>>>,
    pub locked: watch::Sender<bool>,
    students: Mutex<Vec<Student>>,
    pub guard: Mutex<Guard>,
    log: Mutex<Option<std::fs::File>>,
    /// The memory the students on their own take, as estimated.
    exploring: AtomicUsize,
    next_id: AtomicUsize,
    next_record: AtomicUsize,
    /// The class is over: the sessions close.
    pub over: watch::Sender<bool>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Room {
    pub fn new(options: Options, settings: Settings, fingerprint: String) -> Room {
        let log = open_log(&options.log);
        Room {
            join: Mutex::new((String::new(), options.port)),
            options,
            settings,
            fingerprint,
            looks: Mutex::new(HashMap::new()),
            wanted: AtomicBool::new(false),
            lecture: watch::channel(None).0,
            assignment: watch::channel(None).0,
            locked: watch::channel(false).0,
            students: Mutex::new(Vec::new()),
            guard: Mutex::new(Guard::default()),
            log: Mutex::new(log),
            exploring: AtomicUsize::new(0),
            next_id: AtomicUsize::new(1),
            next_record: AtomicUsize::new(1),
            over: watch::channel(false).0,
        }
    }

    /// A line of the log: the time, the address, what happened (one
    /// word: `join`, `leave`, `refused-exec`, …) and of whom or what.
    pub fn log(&self, what: &str, detail: &str, address: Option<SocketAddr>) {
        let at = time::OffsetDateTime::now_utc()
            .format(&time::format_description::well_known::Rfc3339)
            .unwrap_or_default();
        let from = address.map(|a| a.to_string()).unwrap_or_default();
        if let Some(file) = lock(&self.log).as_mut() {
            let _ = writeln!(file, "{at}\t{from}\t{what}\t{}", crate::printable::line(detail));
        }
    }

    /// The frames of a look: the latest, and each new one.
    pub fn subscribe(&self, look: Look) -> watch::Receiver<Arc<Buffer>> {
        let mut looks = lock(&self.looks);
        if let Some(tx) = looks.get(&look) {
            return tx.subscribe();
        }
        let area = Rect::new(0, 0, look.width, look.height);
        let (tx, rx) = watch::channel(Arc::new(Buffer::empty(area)));
        looks.insert(look, tx);
        self.wanted.store(true, Ordering::SeqCst);
        rx
    }

    /// The looks someone follows, the others forgotten.
    pub fn looks(&self) -> Vec<(Look, watch::Sender<Arc<Buffer>>)> {
        let mut looks = lock(&self.looks);
        looks.retain(|_, tx| tx.receiver_count() > 0);
        looks.iter().map(|(l, tx)| (*l, tx.clone())).collect()
    }

    /// How many looks are drawn now.
    pub fn look_count(&self) -> usize {
        lock(&self.looks).len()
    }

    /// A student joins under a name made unique: their number and name;
    /// none when the class is full.
    pub fn join(&self, user: &str, address: SocketAddr) -> Option<(usize, String)> {
        let mut students = lock(&self.students);
        let here = |s: &&Student| s.doing != Doing::Left;
        if students.iter().filter(here).count() >= self.options.max_students {
            return None;
        }
        let name = names::unique(&names::shown(user), |n| {
            students.iter().filter(here).any(|s| s.name == n)
        });
        let id = self.next_id.fetch_add(1, Ordering::SeqCst);
        students.push(Student {
            id,
            name: name.clone(),
            address,
            doing: Doing::Joining,
            answered: 0,
            right: 0,
            record: None,
        });
        Some((id, name))
    }

    /// A student has gone: kept (their record, the summary) until the
    /// next practice, unless they had none.
    pub fn leave(&self, id: usize) {
        let mut students = lock(&self.students);
        students.retain(|s| s.id != id || s.record.is_some());
        if let Some(s) = students.iter_mut().find(|s| s.id == id) {
            s.doing = Doing::Left;
        }
    }

    pub fn doing(&self, id: usize, doing: Doing) {
        if let Some(s) = lock(&self.students)
            .iter_mut()
            .find(|s| s.id == id && s.doing != Doing::Left)
        {
            s.doing = doing;
        }
    }

    /// The students here now.
    pub fn count(&self) -> usize {
        lock(&self.students)
            .iter()
            .filter(|s| s.doing != Doing::Left)
            .count()
    }

    /// The students, for the lecturer's list.
    pub fn roster(&self) -> Vec<[String; 4]> {
        lock(&self.students)
            .iter()
            .map(|s| {
                let doing = match s.doing {
                    Doing::Joining => "serve-doing-joining",
                    Doing::Following => "serve-doing-following",
                    Doing::Exploring => "serve-doing-exploring",
                    Doing::Practising => "serve-doing-practising",
                    Doing::Exam => "serve-doing-exam",
                    Doing::Left => "serve-doing-left",
                };
                [
                    s.name.clone(),
                    s.address.ip().to_string(),
                    crate::say!(doing),
                    format!("{}/{}", s.answered, s.right),
                ]
            })
            .collect()
    }

    /// A student's practice record, written whole into its own file of
    /// the records' folder (claimed once, never another's): the practice's
    /// JSON with the student's name and address added.
    pub fn keep_record(&self, id: usize, record: &serde_json::Value) {
        let mut students = lock(&self.students);
        let Some(s) = students.iter_mut().find(|s| s.id == id) else {
            return;
        };
        let questions = record["questions"].as_array().cloned().unwrap_or_default();
        s.answered = questions.iter().filter(|q| !q["answer"].is_null()).count();
        s.right = questions.iter().filter(|q| q["correct"] == true).count();
        let mut record = record.clone();
        record["student"] = s.name.clone().into();
        record["address"] = s.address.ip().to_string().into();
        if s.record.is_none() {
            s.record = self.claim(&s.name);
        }
        let Some(path) = &s.record else { return };
        let text = serde_json::to_string_pretty(&record).unwrap_or_default() + "\n";
        if let Err(e) =
            crate::text_file::written::replace(&crate::text_file::written::Real, path, text.as_bytes())
        {
            self.log(
                "record-unwritten",
                &format!("{}: {e}", path.display()),
                Some(s.address),
            );
        }
    }

    /// A new file of the records' folder for a student's record.
    fn claim(&self, name: &str) -> Option<PathBuf> {
        let dir = &self.options.records;
        std::fs::create_dir_all(dir).ok()?;
        for _ in 0..10_000 {
            let n = self.next_record.fetch_add(1, Ordering::SeqCst);
            let path = dir.join(names::record_file(n, name));
            match std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&path)
            {
                Ok(_) => return Some(path),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(_) => return None,
            }
        }
        None
    }

    /// The summary of a practice for everyone, as text and CSV beside the
    /// records: each student's answers and record file. The files' paths.
    pub fn summary(&self, number: usize) -> Option<(PathBuf, PathBuf)> {
        let students = lock(&self.students);
        let dir = &self.options.records;
        std::fs::create_dir_all(dir).ok()?;
        let heads = [
            "serve-roster-name",
            "serve-roster-address",
            "serve-summary-answered",
            "serve-summary-right",
            "serve-summary-record",
        ]
        .map(|id| crate::say!(id));
        let rows: Vec<[String; 5]> = students
            .iter()
            .filter(|s| s.record.is_some())
            .map(|s| {
                let file = s
                    .record
                    .as_ref()
                    .and_then(|p| p.file_name())
                    .map(|f| f.to_string_lossy().into_owned());
                [
                    s.name.clone(),
                    s.address.ip().to_string(),
                    s.answered.to_string(),
                    s.right.to_string(),
                    file.unwrap_or_default(),
                ]
            })
            .collect();
        let csv: String = std::iter::once(heads.clone())
            .chain(rows.iter().cloned())
            .map(|r| r.iter().map(|c| names::csv_cell(c)).collect::<Vec<_>>().join(",") + "\n")
            .collect();
        let text: String = std::iter::once(heads)
            .chain(rows)
            .map(|r| format!("{:<24} {:<16} {:>8} {:>8}  {}\n", r[0], r[1], r[2], r[3], r[4]))
            .collect();
        let (t, c) = (
            dir.join(format!("summary-{number}.txt")),
            dir.join(format!("summary-{number}.csv")),
        );
        let disk = crate::text_file::written::Real;
        crate::text_file::written::replace(&disk, &t, text.as_bytes()).ok()?;
        crate::text_file::written::replace(&disk, &c, csv.as_bytes()).ok()?;
        Some((t, c))
    }

    /// Waits (a little) until no student is in practice: their tutors
    /// hand in their final records as they close.
    pub fn settle(&self, most: Duration) {
        let start = std::time::Instant::now();
        let busy = || {
            lock(&self.students)
                .iter()
                .any(|s| matches!(s.doing, Doing::Practising | Doing::Exam))
        };
        while busy() && start.elapsed() < most {
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Memory for a student on their own, from the budget the class
    /// shares: whether it is there (then taken).
    pub fn take_memory(&self, weight: usize) -> bool {
        let taken = self.exploring.fetch_add(weight, Ordering::SeqCst);
        if taken.saturating_add(weight) > EXPLORE_BUDGET {
            self.exploring.fetch_sub(weight, Ordering::SeqCst);
            return false;
        }
        true
    }

    /// Memory taken for a student on their own, given back.
    pub fn give_memory(&self, weight: usize) {
        self.exploring.fetch_sub(weight, Ordering::SeqCst);
    }

    /// A new practice's number.
    pub fn next_assignment(&self) -> usize {
        self.assignment.borrow().as_ref().map_or(0, |a| a.number) + 1
    }

    pub fn clear_answers(&self) {
        let mut students = lock(&self.students);
        students.retain(|s| s.doing != Doing::Left);
        for s in students.iter_mut() {
            (s.answered, s.right, s.record) = (0, 0, None);
        }
    }
}

/// The log file, opened to append; none where it cannot be (the class is
/// served all the same).
fn open_log(path: &std::path::Path) -> Option<std::fs::File> {
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn room(records: PathBuf) -> Room {
        let options = Options {
            bind: vec![],
            port: 0,
            code: None,
            host_key: records.join("key"),
            log: records.join("serve.log"),
            records,
            max_students: 3,
            exam: true,
            idle: Duration::from_secs(60),
            spec: "bratko-fig2".into(),
        };
        Room::new(options, Settings::default(), String::new())
    }

    /// The students on their own share one budget: a share is refused
    /// once it is spent, and given back when they leave.
    #[test]
    fn the_students_on_their_own_share_one_memory_budget() {
        let dir = tempfile::tempdir().unwrap();
        let room = room(dir.path().to_path_buf());
        let share = EXPLORE_BUDGET / 4;
        let taken = (0..10).filter(|_| room.take_memory(share)).count();
        assert_eq!(taken, 4);
        assert!(!room.take_memory(1));
        room.give_memory(share);
        assert!(room.take_memory(share) && !room.take_memory(share));
    }

    /// A record file is named by the server, in the records' folder, and
    /// never another's: a file already there is left as it is.
    #[test]
    fn a_record_is_written_whole_to_a_file_of_its_own_named_by_the_server() {
        let dir = tempfile::tempdir().unwrap();
        let records = dir.path().join("records");
        std::fs::create_dir_all(&records).unwrap();
        std::fs::write(records.join("001-ann.json"), "someone else's").unwrap();
        let room = room(records.clone());
        let at: SocketAddr = "10.0.0.1:5000".parse().unwrap();
        let (ann, _) = room.join("ann", at).unwrap();
        let (odd, odd_name) = room.join("../../x", at).unwrap();
        let record = serde_json::json!({"questions": [{"answer": "4", "correct": true}]});
        room.keep_record(ann, &record);
        room.keep_record(odd, &record);
        room.keep_record(ann, &record);
        assert_eq!(
            std::fs::read_to_string(records.join("001-ann.json")).unwrap(),
            "someone else's"
        );
        let mut files: Vec<String> = std::fs::read_dir(&records)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|f| f.ends_with(".json"))
            .collect();
        files.sort();
        assert_eq!(files, ["001-ann.json", "002-ann.json", "003-______x.json"]);
        assert!(!dir.path().join("x.json").exists() && !dir.path().join("x").exists());
        let kept: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(records.join("003-______x.json")).unwrap())
                .unwrap();
        assert_eq!(kept["student"], odd_name.as_str());
        assert_eq!(kept["address"], "10.0.0.1");
        // A student who leaves keeps their record for the summary.
        room.leave(ann);
        let (summary, csv) = room.summary(1).unwrap();
        let csv = std::fs::read_to_string(csv).unwrap();
        assert!(csv.contains("ann,10.0.0.1,1,1,002-ann.json"), "{csv}");
        assert!(summary.exists());
    }

    #[test]
    fn a_class_takes_its_most_students_and_a_seat_freed_again() {
        let dir = tempfile::tempdir().unwrap();
        let room = room(dir.path().to_path_buf());
        let at: SocketAddr = "10.0.0.1:5000".parse().unwrap();
        let ids: Vec<usize> = (0..3).map(|_| room.join("ann", at).unwrap().0).collect();
        assert!(room.join("bob", at).is_none());
        room.leave(ids[0]);
        assert_eq!(room.join("bob", at).map(|j| j.1), Some("bob".to_string()));
    }
}
