//! Endgame databases kept on disk, in a cache folder: one file a rule
//! set, board width and stone count, written under a temporary name and
//! renamed when complete, with a header naming what it holds and a
//! checksum of the values, both checked on load (a wrong, truncated or
//! mismatched file is reported and never trusted).

use super::endgame::{Endgame, least_share};
use super::{Cancelled, Watch};
use crate::game::kalah::rules::Rules;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const MAGIC: &[u8; 16] = b"gametree-kalahdb";
const VERSION: u32 = 1;
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
}

/// What loading a database found.
pub enum Loaded {
    Found(Endgame),
    Missing,
    /// The file is there but wrong (the reason): it must be rebuilt.
    Invalid(String),
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

    fn read(h: &[u8]) -> Result<Header, String> {
        if h.len() < HEADER || &h[..16] != MAGIC {
            return Err("not a gametree Kalah database".into());
        }
        let version = u32::from_le_bytes(h[16..20].try_into().unwrap());
        if version != VERSION {
            return Err(format!("format version {version}, expected {VERSION}"));
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
fn checksum(bytes: &[u8]) -> u64 {
    let mut h = 0x243F_6A88_85A3_08D3u64;
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

    /// Loads a database, checking its header and checksum.
    pub fn load(&self, spec: Spec) -> Loaded {
        let Spec { rules, pits, stones } = spec;
        let path = self.path(spec);
        let data = match fs::read(&path) {
            Ok(d) => d,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Loaded::Missing,
            Err(e) => return Loaded::Invalid(format!("{}: {e}", path.display())),
        };
        match check(&data, spec) {
            Ok(()) => {
                let body = data[HEADER..].to_vec();
                drop(data);
                match Endgame::from_raw(&rules, pits, stones, body) {
                    Some(db) => Loaded::Found(db),
                    None => Loaded::Invalid(format!("{}: wrong size", path.display())),
                }
            }
            Err(e) => Loaded::Invalid(format!("{}: {e}", path.display())),
        }
    }

    /// Writes a database under a temporary name, then renames it.
    pub fn save(&self, db: &Endgame) -> io::Result<PathBuf> {
        fs::create_dir_all(&self.dir)?;
        let path = self.path(Spec {
            rules: db.rules,
            pits: db.pits,
            stones: db.max,
        });
        let tmp = path.with_extension(format!("tmp-{}", std::process::id()));
        let body: Vec<u8> = db.raw().collect();
        let header = Header::of(db, checksum(&body)).write();
        let result = (|| {
            let mut f = io::BufWriter::new(fs::File::create(&tmp)?);
            f.write_all(&header)?;
            f.write_all(&body)?;
            f.into_inner().map_err(|e| e.into_error())?.sync_all()?;
            fs::rename(&tmp, &path)
        })();
        if result.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        result.map(|()| path)
    }

    /// The databases in the folder, smallest first.
    pub fn list(&self) -> Vec<Listed> {
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        let mut found: Vec<Listed> = entries
            .filter_map(Result::ok)
            .filter_map(|e| listed(&e.path()))
            .collect();
        found.sort_by(|a, b| (&a.rules, a.pits, a.stones).cmp(&(&b.rules, b.pits, b.stones)));
        found
    }

    /// Loads the database, or builds it and saves it. A build starts from
    /// the largest valid database of the same rules and board in the
    /// folder, and saves what it has at most every `checkpoint` (so that a
    /// long build can be resumed), removing those checkpoints at the end.
    /// `note` hears of an invalid file that is being rebuilt.
    pub fn load_or_build(
        &self,
        spec: Spec,
        build: Build,
        watch: &Watch,
        note: &mut dyn FnMut(&str),
    ) -> Result<Result<Endgame, String>, Cancelled> {
        match self.load(spec) {
            Loaded::Found(db) => return Ok(Ok(db)),
            Loaded::Invalid(why) => note(&format!("{why}: rebuilding it")),
            Loaded::Missing => {}
        }
        let mut db = self.resume_from(spec);
        // What a resumed build starts from counts as done.
        watch.done.store(
            Endgame::size(spec.pits, db.max),
            std::sync::atomic::Ordering::Relaxed,
        );
        let mut saved = Vec::new();
        let mut last = Instant::now();
        while db.max < spec.stones {
            let next = db.max + 1;
            db = db.extend(next, build.threads, watch)?;
            if db.max < spec.stones && last.elapsed() >= build.checkpoint {
                if let Ok(p) = self.save(&db) {
                    saved.push(p);
                }
                last = Instant::now();
            }
        }
        let result = self.save(&db).map_err(|e| format!("{}: {e}", self.dir.display()));
        for p in saved {
            let _ = fs::remove_file(p);
        }
        Ok(result.map(|_| db))
    }

    /// The largest valid database below `stones` in the folder, or an
    /// empty one.
    fn resume_from(&self, spec: Spec) -> Endgame {
        let key = spec.rules.name.key();
        let below = self
            .list()
            .into_iter()
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
        self.list()
            .into_iter()
            .filter(|l| l.rules == key && l.pits == pits)
            .map(|l| l.stones)
            .max()
    }

    /// Removes database files; returns what was removed.
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

/// Checks a file's header and checksum against what it should hold.
fn check(data: &[u8], spec: Spec) -> Result<(), String> {
    let Spec { rules, pits, stones } = spec;
    let h = Header::read(data)?;
    let want = (rules.name.key(), pits, stones, least_share(&rules));
    if (h.rules.as_str(), h.pits, h.stones, h.least) != want {
        return Err(format!(
            "holds {} rules, {} pits, {} stones: not what its name says",
            h.rules, h.pits, h.stones
        ));
    }
    let expected = Endgame::bytes(pits, stones);
    let body = &data[HEADER..];
    if h.bytes != expected || body.len() as u64 != expected {
        return Err(format!(
            "{} bytes of values, expected {expected} (truncated?)",
            body.len()
        ));
    }
    if checksum(body) != h.checksum {
        return Err("the values do not match their checksum".into());
    }
    Ok(())
}

/// What a file in the folder holds, read from its header.
fn listed(path: &Path) -> Option<Listed> {
    if path.extension()? != "db" {
        return None;
    }
    let mut head = [0u8; HEADER];
    let mut f = fs::File::open(path).ok()?;
    io::Read::read_exact(&mut f, &mut head).ok()?;
    let h = Header::read(&head).ok()?;
    Some(Listed {
        path: path.to_path_buf(),
        rules: h.rules,
        pits: h.pits,
        stones: h.stones,
        bytes: f.metadata().ok()?.len(),
    })
}
