//! Endgame databases kept on disk, in a cache folder: one file a rule
//! set, board width and stone count, written under a temporary name and
//! renamed when complete, with a header naming what it holds and a
//! checksum of the values, both checked on load (a wrong, truncated or
//! mismatched file is reported and never trusted). A database that cannot
//! be kept (the folder is a file, its disk is full or read-only) is still
//! built and used from memory; the temporary files of a build that was
//! killed are listed and removed with the databases.

use super::Watch;
use super::endgame::{Endgame, Unfinished, least_share};
use crate::game::kalah::rules::Rules;
use crate::text_file::{self, Special, Unopened, written};
use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const MAGIC: &[u8; 16] = b"gametree-kalahdb";
pub const VERSION: u32 = 2;
const HEADER: usize = 64;

/// A folder of databases.
#[derive(Clone, Debug)]
pub struct Cache {
    pub dir: PathBuf,
}

/// Which database: rule set, pits a side, most stones in the pits.
#[derive(Clone, Copy, Debug)]
pub struct Spec {
    pub rules: Rules,
    pub pits: usize,
    pub stones: u8,
}

/// How a database is built: threads, and how often what is built so far
/// is saved (a checkpoint to resume from).
#[derive(Clone, Copy, Debug)]
pub struct Build {
    pub threads: usize,
    pub checkpoint: Duration,
}

/// A database file found in the cache.
#[derive(Clone, Debug)]
pub struct Listed {
    pub path: PathBuf,
    pub rules: String,
    pub pits: usize,
    pub stones: u8,
    pub bytes: u64,
    /// A temporary file left by a build whose process is gone (killed
    /// while it saved): named, not read, never loaded.
    pub stale: bool,
}

/// What loading a database found.
pub enum Loaded {
    Found(Endgame),
    Missing,
    /// The file is there but wrong: it must be rebuilt.
    Invalid(Problem),
}

/// What is wrong with a database file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    /// It cannot be read: the system's kind of error and its words.
    #[error("{error}")]
    Unreadable { kind: io::ErrorKind, error: String },
    #[error("not a gametree Kalah database")]
    NotADatabase,
    #[error("format version {found}, expected {VERSION}")]
    Version { found: u32 },
    /// Its header names another database (the rules as written there:
    /// any bytes).
    #[error("holds {rules} rules, {pits} pits, {stones} stones")]
    Holds { rules: String, pits: usize, stones: u8 },
    #[error("{bytes} bytes of values, expected {expected}")]
    Truncated { bytes: u64, expected: u64 },
    #[error("the values do not match their checksum")]
    Checksum,
    /// A named pipe, a device or a socket has the database's name: never
    /// opened (a pipe would keep the open waiting).
    #[error("not a regular file")]
    NotAFile(Special),
}

/// Why a database is not kept in the folder.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Unkept {
    /// The folder, or a folder above it, is a file.
    #[error("not a folder")]
    NotAFolder,
    /// Its disk has less room than the database takes.
    #[error("{free} bytes free, {needs} needed")]
    NoRoom { needs: u64, free: u64 },
    /// Writing it failed: the system's kind of error and its words.
    #[error("{error}")]
    Failed { kind: io::ErrorKind, error: String },
    /// A named pipe, a device or a socket has its name: never written
    /// into, nor renamed over.
    #[error("not a regular file")]
    NotAFile(Special),
}

impl From<written::NotKept> for Unkept {
    fn from(e: written::NotKept) -> Unkept {
        match e {
            written::NotKept::Io(e) => e.into(),
            written::NotKept::Special(kind) => Unkept::NotAFile(kind),
        }
    }
}

impl From<Unopened> for Problem {
    fn from(e: Unopened) -> Problem {
        match e {
            Unopened::Special(kind) => Problem::NotAFile(kind),
            Unopened::Io(e) => Problem::Unreadable {
                kind: e.kind(),
                error: e.to_string(),
            },
        }
    }
}

impl From<io::Error> for Unkept {
    fn from(e: io::Error) -> Unkept {
        match e.kind() {
            io::ErrorKind::NotADirectory => Unkept::NotAFolder,
            kind => Unkept::Failed {
                kind,
                error: e.to_string(),
            },
        }
    }
}

/// What [`Cache::load_or_build`] tells while it works.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Note {
    /// The file there is wrong: it is built again (said before the build).
    #[error("{}: {problem}: rebuilding it", path.display())]
    Rebuilding { path: PathBuf, problem: Problem },
    /// The database will be built in memory and not kept (said before the
    /// build).
    #[error("{why}: not kept")]
    WillNotKeep { why: Unkept },
    /// Saving it failed: it is used from memory (said after the build).
    #[error("{why}: not kept")]
    NotKept { why: Unkept },
    /// The build starts, from the database of `from` stones in the folder
    /// (0: from nothing), to `to` stones (said before the build).
    #[error("building from {from} to {to} stones")]
    Building { from: u8, to: u8 },
}

/// A build stopped through its watch, and what it kept.
#[derive(Debug)]
pub struct Interrupted {
    /// The stones of the levels finished: the database of every position
    /// with at most this many stones is worked out.
    pub stones: u8,
    /// The stones of the database the build started from (0: none).
    pub started: u8,
    /// Where the finished levels were kept, or why not; `None` when there
    /// was nothing new to keep, or the folder could not keep it (said
    /// before the build).
    pub kept: Option<Result<PathBuf, Unkept>>,
}

/// The disk as the cache writes to it (the databases and the resume
/// files): the real one ([`Files`]), or a test's that fails as a full disk
/// or a failed rename do.
pub trait Disk {
    /// Writes `parts` to a new file at `path` (one left there by an
    /// earlier process of the same id is replaced, never opened), on the
    /// disk when it returns.
    fn write(&self, path: &Path, parts: &[&[u8]]) -> io::Result<()>;
    fn rename(&self, from: &Path, to: &Path) -> io::Result<()>;
    /// The bytes free for this user on the disk of `dir` (or of the
    /// nearest folder above it that exists), if known.
    fn free(&self, dir: &Path) -> Option<u64>;
}

/// The real disk.
pub struct Files;

impl Disk for Files {
    fn write(&self, path: &Path, parts: &[&[u8]]) -> io::Result<()> {
        let _ = fs::remove_file(path);
        let new = fs::OpenOptions::new().write(true).create_new(true).open(path)?;
        let mut f = io::BufWriter::new(new);
        for part in parts {
            f.write_all(part)?;
        }
        f.into_inner().map_err(|e| e.into_error())?.sync_all()
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        fs::rename(from, to)
    }

    fn free(&self, dir: &Path) -> Option<u64> {
        let there = dir.ancestors().find(|d| d.exists())?;
        free_space(there)
    }
}

#[cfg(unix)]
fn free_space(dir: &Path) -> Option<u64> {
    use std::os::unix::ffi::OsStrExt;
    let name = std::ffi::CString::new(dir.as_os_str().as_bytes()).ok()?;
    // Safety: statvfs writes only the struct it is given, which is plain
    // data; the name is a NUL-terminated string that outlives the call.
    let mut st: libc::statvfs = unsafe { std::mem::zeroed() };
    if unsafe { libc::statvfs(name.as_ptr(), &mut st) } != 0 {
        return None;
    }
    #[allow(clippy::useless_conversion)] // the fields are narrower on some systems
    Some(u64::from(st.f_bavail).saturating_mul(u64::from(st.f_frsize)))
}

#[cfg(not(unix))]
fn free_space(_: &Path) -> Option<u64> {
    None
}

/// Whether the process `pid` still runs (on systems other than Unix,
/// always: a temporary is then never taken for stale).
#[cfg(unix)]
pub(super) fn alive(pid: u32) -> bool {
    let Ok(pid) = libc::pid_t::try_from(pid) else {
        return false;
    };
    // Safety: signal 0 only asks whether the process exists.
    let found = unsafe { libc::kill(pid, 0) } == 0;
    found || io::Error::last_os_error().raw_os_error() == Some(libc::EPERM)
}

#[cfg(not(unix))]
pub(super) fn alive(_: u32) -> bool {
    true
}

/// The header's fields.
#[derive(Debug, PartialEq)]
struct Header {
    rules: String,
    pits: usize,
    stones: u8,
    least: u8,
    bytes: u64,
    checksum: u64,
}

impl Header {
    fn of(db: &Endgame, checksum: u64) -> Header {
        Header {
            rules: db.rules.name.key().to_string(),
            pits: db.pits,
            stones: db.max,
            least: least_share(&db.rules),
            bytes: Endgame::bytes(db.pits, db.max),
            checksum,
        }
    }

    fn write(&self) -> [u8; HEADER] {
        let mut h = [0u8; HEADER];
        h[..16].copy_from_slice(MAGIC);
        h[16..20].copy_from_slice(&VERSION.to_le_bytes());
        let name = self.rules.as_bytes();
        h[20..20 + name.len().min(20)].copy_from_slice(&name[..name.len().min(20)]);
        h[40] = self.pits as u8;
        h[41] = self.stones;
        h[42] = self.least;
        h[48..56].copy_from_slice(&self.bytes.to_le_bytes());
        h[56..64].copy_from_slice(&self.checksum.to_le_bytes());
        h
    }

    fn read(h: &[u8]) -> Result<Header, Problem> {
        if h.len() < HEADER || &h[..16] != MAGIC {
            return Err(Problem::NotADatabase);
        }
        let version = u32::from_le_bytes(h[16..20].try_into().unwrap());
        if version != VERSION {
            return Err(Problem::Version { found: version });
        }
        let name = &h[20..40];
        let len = name.iter().position(|&b| b == 0).unwrap_or(name.len());
        Ok(Header {
            rules: String::from_utf8_lossy(&name[..len]).into_owned(),
            pits: usize::from(h[40]),
            stones: h[41],
            least: h[42],
            bytes: u64::from_le_bytes(h[48..56].try_into().unwrap()),
            checksum: u64::from_le_bytes(h[56..64].try_into().unwrap()),
        })
    }
}

/// A fast checksum of the values (a multiply-xor over 8-byte words).
pub(super) fn checksum(bytes: &[u8]) -> u64 {
    checksum_from(0x243F_6A88_85A3_08D3, bytes)
}

/// The checksum `h` of some bytes carried on over `bytes`, so that one
/// checksum covers two pieces (a header and its table).
pub(super) fn checksum_from(mut h: u64, bytes: &[u8]) -> u64 {
    let mut words = bytes.chunks_exact(8);
    for w in &mut words {
        h = (h ^ u64::from_le_bytes(w.try_into().unwrap())).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
    for &b in words.remainder() {
        h = (h ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
    h
}

impl Cache {
    /// The user's cache folder for the databases (the platform's cache
    /// directory, e.g. `~/.cache/gametree/kalah` on Linux).
    pub fn default_dir() -> Option<PathBuf> {
        directories::ProjectDirs::from("", "", "gametree").map(|d| d.cache_dir().join("kalah"))
    }

    /// The file of a database.
    pub fn path(&self, spec: Spec) -> PathBuf {
        let Spec { rules, pits, stones } = spec;
        self.dir.join(format!(
            "endgame-{}-{pits}-pits-{stones}-stones.db",
            rules.name.key()
        ))
    }

    /// Loads a database, checking its header and checksum. A folder that
    /// is a file holds none.
    pub fn load(&self, spec: Spec) -> Loaded {
        let unreadable = |e: io::Error| {
            Loaded::Invalid(Problem::Unreadable {
                kind: e.kind(),
                error: e.to_string(),
            })
        };
        let mut file = match text_file::open_kept(&self.path(spec)) {
            Ok(Some(f)) => f,
            Ok(None) => return Loaded::Missing,
            Err(e) => return Loaded::Invalid(e.into()),
        };
        let length = match file.metadata() {
            Ok(m) => m.len(),
            Err(e) => return unreadable(e),
        };
        // The header, then the values read straight into the database's
        // memory (no copy of several hundred MB), then their checksum.
        let mut head = Vec::with_capacity(HEADER);
        if let Err(e) = (&mut file).take(HEADER as u64).read_to_end(&mut head) {
            return unreadable(e);
        }
        let header = match check_header(&head, spec, length.saturating_sub(HEADER as u64)) {
            Ok(h) => h,
            Err(problem) => return Loaded::Invalid(problem),
        };
        let db = match Endgame::read(&spec.rules, spec.pits, spec.stones, &mut file) {
            Ok(db) => db,
            Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => {
                return Loaded::Invalid(Problem::Truncated {
                    bytes: 0,
                    expected: header.bytes,
                });
            }
            Err(e) => return unreadable(e),
        };
        if checksum(db.codes()) != header.checksum {
            return Loaded::Invalid(Problem::Checksum);
        }
        Loaded::Found(db)
    }

    /// Whether a database of `spec` can be kept here: the folder is one
    /// (or can be made), and its disk has room for the file.
    pub fn room(&self, spec: Spec, disk: &dyn Disk) -> Result<(), Unkept> {
        if let Some(there) = self.dir.ancestors().find(|d| d.exists())
            && !there.is_dir()
        {
            return Err(Unkept::NotAFolder);
        }
        let needs = HEADER as u64 + Endgame::bytes(spec.pits, spec.stones);
        match disk.free(&self.dir) {
            Some(free) if free < needs => Err(Unkept::NoRoom { needs, free }),
            _ => Ok(()),
        }
    }

    /// Writes a database under a temporary name, then renames it.
    pub fn save(&self, db: &Endgame) -> Result<PathBuf, Unkept> {
        self.save_on(db, &Files)
    }

    /// [`Cache::save`] on `disk`; the temporary file is removed when the
    /// save fails.
    pub fn save_on(&self, db: &Endgame, disk: &dyn Disk) -> Result<PathBuf, Unkept> {
        if self.dir.exists() && !self.dir.is_dir() {
            return Err(Unkept::NotAFolder);
        }
        fs::create_dir_all(&self.dir)?;
        let path = self.path(Spec {
            rules: db.rules,
            pits: db.pits,
            stones: db.max,
        });
        let body = db.codes();
        let header = Header::of(db, checksum(body)).write();
        write_whole(disk, &path, TEMPORARY, &[&header, body])?;
        Ok(path)
    }

    /// The databases in the folder, smallest first, and the temporary
    /// files of builds whose process is gone.
    pub fn list(&self) -> Vec<Listed> {
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        let mut found: Vec<Listed> = entries
            .filter_map(Result::ok)
            .filter_map(|e| listed(&e.path()).or_else(|| stale(&e.path())))
            .collect();
        found.sort_by(|a, b| {
            (&a.rules, a.pits, a.stones, a.stale).cmp(&(&b.rules, b.pits, b.stones, b.stale))
        });
        found
    }

    /// The databases in the folder that can be loaded.
    fn databases(&self) -> impl Iterator<Item = Listed> {
        self.list().into_iter().filter(|l| !l.stale)
    }

    /// Loads the database, or builds it and saves it. A build starts from
    /// the largest valid database of the same rules and board in the
    /// folder, and saves what it has at most every `checkpoint` (so that a
    /// long build can be resumed), removing those checkpoints at the end.
    /// Stopped through the watch, it keeps the levels it finished (unless
    /// the folder had them already). `note` hears of an invalid file that
    /// is being rebuilt, of a build starting (and from which database), of a
    /// database that is not kept: one the folder has no room for is said
    /// before the build and never written; one whose save fails after it.
    /// Either way the database is returned, to be used from memory.
    pub fn load_or_build(
        &self,
        spec: Spec,
        build: Build,
        watch: &Watch,
        note: &mut dyn FnMut(Note),
    ) -> Result<Endgame, Interrupted> {
        self.load_or_build_on(spec, build, watch, note, &Files)
    }

    /// [`Cache::load_or_build`] on `disk`.
    pub fn load_or_build_on(
        &self,
        spec: Spec,
        build: Build,
        watch: &Watch,
        note: &mut dyn FnMut(Note),
        disk: &dyn Disk,
    ) -> Result<Endgame, Interrupted> {
        match self.load(spec) {
            Loaded::Found(db) => return Ok(db),
            Loaded::Invalid(problem) => note(Note::Rebuilding {
                path: self.path(spec),
                problem,
            }),
            Loaded::Missing => {}
        }
        let keep = self.room(spec, disk);
        if let Err(why) = &keep {
            note(Note::WillNotKeep { why: why.clone() });
        }
        let from = self.resume_from(spec);
        let started = from.max;
        // What a resumed build starts from counts as done.
        watch.done.store(
            Endgame::size(spec.pits, started),
            std::sync::atomic::Ordering::Relaxed,
        );
        note(Note::Building {
            from: started,
            to: spec.stones,
        });
        let mut saved: Vec<(u8, PathBuf)> = Vec::new();
        let mut last = Instant::now();
        let grown = from.grow(spec.stones, build.threads, watch, &mut |level| {
            if keep.is_ok() && level.stones < spec.stones && last.elapsed() >= build.checkpoint {
                if let Ok(p) = self.save_on(&level.base(), disk) {
                    saved.push((level.stones, p));
                }
                last = Instant::now();
            }
        });
        let db = match grown {
            Ok(db) => db,
            Err(Unfinished { kept }) => {
                let at = kept.max;
                let file = match saved.last() {
                    Some((stones, p)) if *stones == at => Some(Ok(p.clone())),
                    _ if at > started && keep.is_ok() => Some(self.save_on(&kept, disk)),
                    _ => None,
                };
                // The checkpoints below what is kept are not needed.
                let kept_at = file.as_ref().and_then(|f| f.as_ref().ok());
                for (_, p) in saved.iter().filter(|(_, p)| Some(p) != kept_at) {
                    let _ = fs::remove_file(p);
                }
                return Err(Interrupted {
                    stones: at,
                    started,
                    kept: file,
                });
            }
        };
        if keep.is_ok()
            && let Err(why) = self.save_on(&db, disk)
        {
            note(Note::NotKept { why });
        }
        for (_, p) in saved {
            let _ = fs::remove_file(p);
        }
        Ok(db)
    }

    /// The largest valid database below `stones` in the folder, or an
    /// empty one.
    fn resume_from(&self, spec: Spec) -> Endgame {
        let key = spec.rules.name.key();
        let below = self
            .databases()
            .filter(|l| l.rules == key && l.pits == spec.pits && l.stones < spec.stones)
            .map(|l| l.stones)
            .max();
        if let Some(stones) = below
            && let Loaded::Found(db) = self.load(Spec { stones, ..spec })
        {
            return db;
        }
        Endgame::build(&spec.rules, spec.pits, 0, 1, &Watch::default()).expect("nothing to cancel")
    }

    /// The stones of the largest database in the folder for these rules
    /// and board (by its header; [`Cache::load`] checks the rest).
    pub fn largest(&self, rules: &Rules, pits: usize) -> Option<u8> {
        let key = rules.name.key();
        self.databases()
            .filter(|l| l.rules == key && l.pits == pits)
            .map(|l| l.stones)
            .max()
    }

    /// Removes database files, and stale temporary ones; returns what was
    /// removed.
    pub fn remove(&self, keep: impl Fn(&Listed) -> bool) -> io::Result<Vec<Listed>> {
        let mut removed = Vec::new();
        for l in self.list() {
            if !keep(&l) {
                fs::remove_file(&l.path)?;
                removed.push(l);
            }
        }
        Ok(removed)
    }
}

/// Checks a file's header against what it should hold and the length of
/// the values after it.
fn check_header(head: &[u8], spec: Spec, body: u64) -> Result<Header, Problem> {
    let Spec { rules, pits, stones } = spec;
    let h = Header::read(head)?;
    let want = (rules.name.key(), pits, stones, least_share(&rules));
    if (h.rules.as_str(), h.pits, h.stones, h.least) != want {
        return Err(Problem::Holds {
            rules: h.rules,
            pits: h.pits,
            stones: h.stones,
        });
    }
    let expected = Endgame::bytes(pits, stones);
    if h.bytes != expected || body != expected {
        return Err(Problem::Truncated {
            bytes: body,
            expected,
        });
    }
    Ok(h)
}

/// What a file in the folder holds, read from its header.
fn listed(path: &Path) -> Option<Listed> {
    if path.extension()? != "db" {
        return None;
    }
    let mut head = [0u8; HEADER];
    let mut f = text_file::open(path).ok()?;
    io::Read::read_exact(&mut f, &mut head).ok()?;
    let h = Header::read(&head).ok()?;
    Some(Listed {
        path: path.to_path_buf(),
        rules: h.rules,
        pits: h.pits,
        stones: h.stones,
        bytes: f.metadata().ok()?.len(),
        stale: false,
    })
}

/// Writes `parts` whole in place of the regular file `path` names (at the
/// end of any links): under a temporary name beside it, its extension
/// `temporary` and this process's id (`endgame-….tmp-4242`), then renamed,
/// so that a file there is always whole and a temporary left by a killed
/// process is known by its name. Nothing is written where a named pipe, a
/// device or a socket has the name; the temporary is removed when a step
/// fails.
pub(super) fn write_whole(
    disk: &dyn Disk,
    path: &Path,
    temporary: &str,
    parts: &[&[u8]],
) -> Result<(), Unkept> {
    let at = written::kept_file(path)?;
    let tmp = at.with_extension(format!("{temporary}{}", std::process::id()));
    let result = disk.write(&tmp, parts).and_then(|()| disk.rename(&tmp, &at));
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    Ok(result?)
}

/// What a build's name for its temporary file ends in, before its process
/// id: `endgame-standard-6-pits-20-stones.tmp-4242`.
const TEMPORARY: &str = "tmp-";

/// A temporary file whose build's process is gone, read from its name
/// (its header may not be written yet).
fn stale(path: &Path) -> Option<Listed> {
    let name = path.file_name()?.to_str()?;
    let (stem, pid) = name
        .strip_prefix("endgame-")?
        .rsplit_once(&format!(".{TEMPORARY}"))?;
    let pid: u32 = pid.parse().ok()?;
    let (rest, stones) = stem.strip_suffix("-stones")?.rsplit_once('-')?;
    let (rules, pits) = rest.strip_suffix("-pits")?.rsplit_once('-')?;
    if alive(pid) || !path.is_file() {
        return None;
    }
    Some(Listed {
        path: path.to_path_buf(),
        rules: rules.to_string(),
        pits: pits.parse().ok()?,
        stones: stones.parse().ok()?,
        bytes: fs::metadata(path).ok()?.len(),
        stale: true,
    })
}
