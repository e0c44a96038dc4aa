//! Resume files: what a long solve has proved, saved in the database
//! folder every so often and when it is stopped, so that running it again
//! goes on from there. A file holds the bounds MTD(f) has proved on the
//! root's exact value (its search to the end then restarts from them
//! rather than from the stones' bounds) and the whole transposition
//! table (every entry in it is a sound bound, so the pass that was
//! stopped is searched again mostly from the table). Its header names the
//! board, the rules, the database and the table it was made with; a file
//! of another solve, of another format or damaged is refused, never
//! trusted. One checksum covers the header and the table: a bit flipped in
//! the proved bounds is found as surely as one in the table, and bounds
//! that no solve of the board can prove (out of order, past the stones on
//! the board) are refused even under a matching checksum.

use super::endgame::least_share;
use super::file::{Disk, Files, Unkept, alive, checksum, checksum_from, write_whole};
use super::table::Table;
use crate::game::kalah::position::{Position, Side};
use crate::game::kalah::rules::Rules;
use crate::text_file::{self, Special, Unopened};
use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

const MAGIC: &[u8; 16] = b"gametree-kresume";
/// The format; raised whenever the header, the table's entries or keys
/// change (2: the checksum covers the header; 3: entries for lockless
/// threads, each its key XOR its data; a file of version 2 is read and
/// its entries rewritten).
pub const VERSION: u32 = 3;
/// The version before entries were lockless.
const PLAIN_KEYS: u32 = 2;
/// The header's bytes before its checksum, which the checksum covers.
const SEALED: usize = 104;
const HEADER: usize = 128;
const EXTENSION: &str = "resume";
/// A save's temporary file ends in this and its process's id.
const TEMPORARY: &str = "resume-tmp";

/// What the root's search has proved: bounds on its exact value and the
/// guess the next MTD(f) pass tests.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Proved {
    pub lower: i32,
    pub upper: i32,
    pub guess: i32,
    /// Whether the search to the end had started: without it the bounds
    /// are only the stones' and the table is all there is to resume from.
    pub exact: bool,
}

/// A solve's progress at one moment, for [`Checkpoint::save`].
pub struct Snapshot<'t> {
    pub proved: Proved,
    /// Nodes searched by this run.
    pub nodes: u64,
    pub table: &'t [u8],
    pub table_bits: u32,
}

/// How often a solve saves its progress, and what saves it (called on the
/// search's thread, which waits for it).
pub struct Checkpoint<'a> {
    pub every: Duration,
    pub save: &'a mut (dyn FnMut(&Snapshot) + 'a),
}

/// A resume file's content, loaded and checked.
pub struct Saved {
    pub proved: Proved,
    /// Nodes and seconds of searching in the runs before.
    pub nodes: u64,
    pub seconds: f64,
    pub(super) table: Table,
}

impl Saved {
    /// The table's entries in use.
    pub fn entries(&self) -> u64 {
        self.table.stored
    }
}

/// Which solve a resume file is of: what must be the same to resume it.
#[derive(Clone, Copy, Debug)]
pub struct Job {
    pub rules: Rules,
    pub root: Position,
    /// The database's stones (0: none).
    pub endgame_stones: u8,
    pub table_bits: u32,
}

/// What is wrong with a resume file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    /// It cannot be read: the system's kind of error and its words.
    #[error("{error}")]
    Unreadable { kind: io::ErrorKind, error: String },
    #[error("not a gametree resume file")]
    NotAResumeFile,
    #[error("format version {found}, expected {VERSION}")]
    Version { found: u32 },
    /// It is of another board or rules (as written there: any bytes).
    #[error("of {rules} rules at {board}")]
    OtherBoard { rules: String, board: String },
    /// Of this board, but saved with another database or table size.
    #[error("saved with a {endgame_stones}-stone database and 2^{table_bits} table entries")]
    OtherSetup { endgame_stones: u8, table_bits: u32 },
    #[error("{bytes} bytes, expected {expected}")]
    Truncated { bytes: u64, expected: u64 },
    #[error("the header and table do not match their checksum")]
    Checksum,
    /// Bounds no solve of this board can prove: out of order, or past the
    /// stones on the board.
    #[error("proved bounds {lower} to {upper} (next guess {guess}) for {stones} stones")]
    Bounds {
        lower: i32,
        upper: i32,
        guess: i32,
        stones: u8,
    },
    /// A temporary file left by a save whose process is gone (killed
    /// while it saved): never read.
    #[error("left by a solve stopped while it saved")]
    Stale,
    /// A named pipe, a device or a socket has the file's name: never
    /// opened (a pipe would keep the open waiting).
    #[error("not a regular file")]
    NotAFile(Special),
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

/// A resume file found in a folder, from its header.
#[derive(Clone, Debug)]
pub struct Listed {
    pub path: PathBuf,
    pub rules: String,
    pub pits: usize,
    /// The board as the command line writes it, and who moves.
    pub board: String,
    pub to_move: Side,
    pub endgame_stones: u8,
    pub proved: Proved,
    pub nodes: u64,
    pub seconds: f64,
    pub bytes: u64,
    pub modified: Option<SystemTime>,
    /// Why its header cannot be read (the other fields are then empty):
    /// listed so that it can be removed.
    pub problem: Option<Problem>,
}

/// The header's fields.
struct Header {
    version: u32,
    rules: String,
    least: u8,
    cells: Vec<u8>,
    to_move: Side,
    endgame_stones: u8,
    table_bits: u32,
    proved: Proved,
    nodes: u64,
    seconds: f64,
    table_bytes: u64,
    /// The table's checksum, from which the header's own is carried on.
    checksum: u64,
}

impl Header {
    /// The header's bytes, sealed: the checksum of its first bytes
    /// carried on from the table's.
    fn write(&self) -> [u8; HEADER] {
        let mut h = [0u8; HEADER];
        h[..16].copy_from_slice(MAGIC);
        h[16..20].copy_from_slice(&VERSION.to_le_bytes());
        let name = &self.rules.as_bytes()[..self.rules.len().min(20)];
        h[20..20 + name.len()].copy_from_slice(name);
        h[40] = (self.cells.len() / 2 - 1) as u8;
        h[41] = self.endgame_stones;
        h[42] = self.table_bits as u8;
        h[43] = u8::from(self.to_move == Side::North);
        h[44] = u8::from(self.proved.exact);
        h[45] = self.least;
        h[46..46 + self.cells.len()].copy_from_slice(&self.cells);
        h[64..68].copy_from_slice(&self.proved.lower.to_le_bytes());
        h[68..72].copy_from_slice(&self.proved.upper.to_le_bytes());
        h[72..76].copy_from_slice(&self.proved.guess.to_le_bytes());
        h[80..88].copy_from_slice(&self.nodes.to_le_bytes());
        h[88..96].copy_from_slice(&self.seconds.to_le_bytes());
        h[96..104].copy_from_slice(&self.table_bytes.to_le_bytes());
        let sealed = checksum_from(self.checksum, &h[..SEALED]);
        h[SEALED..SEALED + 8].copy_from_slice(&sealed.to_le_bytes());
        h
    }

    /// Whether the header's checksum is the one of its bytes carried on
    /// from a table whose checksum is `table`.
    fn sealed_over(h: &[u8], table: u64) -> bool {
        let stored = u64::from_le_bytes(h[SEALED..SEALED + 8].try_into().unwrap());
        stored == checksum_from(table, &h[..SEALED])
    }

    /// The proved bounds, if a solve of this board could have proved them:
    /// `lower ≤ upper`, each and the guess within the stones on the board.
    fn bounds_hold(&self) -> Result<(), Problem> {
        let stones = self.cells.iter().map(|&c| u32::from(c)).sum::<u32>().min(255) as u8;
        let most = i32::from(stones);
        let Proved {
            lower, upper, guess, ..
        } = self.proved;
        let within = |v: i32| (-most..=most).contains(&v);
        match lower <= upper && [lower, upper, guess].into_iter().all(within) {
            true => Ok(()),
            false => Err(Problem::Bounds {
                lower,
                upper,
                guess,
                stones,
            }),
        }
    }

    fn read(h: &[u8]) -> Result<Header, Problem> {
        if h.len() < HEADER || &h[..16] != MAGIC {
            return Err(Problem::NotAResumeFile);
        }
        let word = |at: usize| u32::from_le_bytes(h[at..at + 4].try_into().unwrap());
        let long = |at: usize| u64::from_le_bytes(h[at..at + 8].try_into().unwrap());
        let version = word(16);
        if version != VERSION && version != PLAIN_KEYS {
            return Err(Problem::Version { found: version });
        }
        let name = &h[20..40];
        let len = name.iter().position(|&b| b == 0).unwrap_or(name.len());
        let pits = usize::from(h[40]).clamp(1, 8);
        Ok(Header {
            version,
            rules: String::from_utf8_lossy(&name[..len]).into_owned(),
            least: h[45],
            cells: h[46..46 + 2 * pits + 2].to_vec(),
            to_move: if h[43] == 1 { Side::North } else { Side::South },
            endgame_stones: h[41],
            table_bits: u32::from(h[42]),
            proved: Proved {
                lower: word(64) as i32,
                upper: word(68) as i32,
                guess: word(72) as i32,
                exact: h[44] == 1,
            },
            nodes: long(80),
            seconds: f64::from_bits(long(88)),
            table_bytes: long(96),
            checksum: long(SEALED),
        })
    }

    fn board(&self) -> String {
        let parts: Vec<String> = self.cells.iter().map(u8::to_string).collect();
        parts.join(",")
    }
}

impl Job {
    /// The file of this solve in `dir`: named by its rules, board width
    /// and a hash of its position.
    pub fn path(&self, dir: &Path) -> PathBuf {
        let mut id = self.root.counts().to_vec();
        id.push(u8::from(self.root.to_move == Side::North));
        dir.join(format!(
            "solve-{}-{}-pits-{:016x}.{EXTENSION}",
            self.rules.name.key(),
            self.root.pits(),
            checksum(&id)
        ))
    }

    /// The bytes of its file.
    pub fn bytes(&self) -> u64 {
        HEADER as u64 + (1u64 << self.table_bits) * super::ENTRY_BYTES
    }

    fn header(&self, proved: Proved, nodes: u64, seconds: f64, table: &[u8]) -> Header {
        Header {
            version: VERSION,
            rules: self.rules.name.key().to_string(),
            least: least_share(&self.rules),
            cells: self.root.counts().to_vec(),
            to_move: self.root.to_move,
            endgame_stones: self.endgame_stones,
            table_bits: self.table_bits,
            proved,
            nodes,
            seconds,
            table_bytes: table.len() as u64,
            checksum: checksum(table),
        }
    }

    /// Writes `snap` (with the nodes and seconds of every run so far) to
    /// this solve's file in `dir`, under a temporary name first, so that a
    /// file there is always whole.
    pub fn save(&self, dir: &Path, snap: &Snapshot, nodes: u64, seconds: f64) -> Result<PathBuf, Unkept> {
        self.save_on(&Files, dir, snap, nodes, seconds)
    }

    /// [`Job::save`] on `disk`.
    pub fn save_on(
        &self,
        disk: &dyn Disk,
        dir: &Path,
        snap: &Snapshot,
        nodes: u64,
        seconds: f64,
    ) -> Result<PathBuf, Unkept> {
        fs::create_dir_all(dir)?;
        let path = self.path(dir);
        let header = self.header(snap.proved, nodes, seconds, snap.table).write();
        write_whole(disk, &path, TEMPORARY, &[&header, snap.table])?;
        Ok(path)
    }

    /// This solve's resume file in `dir`, checked: `Ok(None)` if there is
    /// none.
    pub fn load(&self, dir: &Path) -> Result<Option<Saved>, Problem> {
        let unreadable = |e: io::Error| Problem::Unreadable {
            kind: e.kind(),
            error: e.to_string(),
        };
        let Some(mut file) = text_file::open_kept(&self.path(dir))? else {
            return Ok(None);
        };
        let length = file.metadata().map_err(unreadable)?.len();
        let mut head = Vec::with_capacity(HEADER);
        (&mut file)
            .take(HEADER as u64)
            .read_to_end(&mut head)
            .map_err(unreadable)?;
        let h = Header::read(&head)?;
        let want = self.header(Proved::default(), 0, 0.0, &[]);
        if (&h.rules, h.least, &h.cells, h.to_move) != (&want.rules, want.least, &want.cells, want.to_move) {
            return Err(Problem::OtherBoard {
                rules: h.rules.clone(),
                board: h.board(),
            });
        }
        if (h.endgame_stones, h.table_bits) != (self.endgame_stones, self.table_bits) {
            return Err(Problem::OtherSetup {
                endgame_stones: h.endgame_stones,
                table_bits: h.table_bits,
            });
        }
        let expected = self.bytes();
        if length != expected || h.table_bytes != expected - HEADER as u64 {
            return Err(Problem::Truncated {
                bytes: length,
                expected,
            });
        }
        // Read straight into the table's memory.
        let mut table = Table::new(self.table_bits);
        file.read_exact(table.as_bytes_mut()).map_err(unreadable)?;
        if !Header::sealed_over(&head, checksum(table.as_bytes_mut())) {
            return Err(Problem::Checksum);
        }
        h.bounds_hold()?;
        if h.version == PLAIN_KEYS {
            table.rewrite_plain_keys();
        }
        table.recount();
        Ok(Some(Saved {
            proved: h.proved,
            nodes: h.nodes,
            seconds: h.seconds,
            table,
        }))
    }

    /// Removes this solve's resume file, if there is one.
    pub fn forget(&self, dir: &Path) {
        let _ = fs::remove_file(self.path(dir));
    }
}

/// The resume files in `dir` (their headers; the tables are not read).
pub fn list(dir: &Path) -> Vec<Listed> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut found: Vec<Listed> = entries
        .filter_map(Result::ok)
        .filter_map(|e| listed(&e.path()))
        .collect();
    found.sort_by(|a, b| (&a.rules, a.pits, &a.board).cmp(&(&b.rules, b.pits, &b.board)));
    found
}

fn listed(path: &Path) -> Option<Listed> {
    let extension = path.extension()?.to_str()?;
    let stale = match extension.strip_prefix(TEMPORARY) {
        Some(pid) => !alive(pid.parse().ok()?),
        None if extension == EXTENSION => false,
        None => return None,
    };
    if extension != EXTENSION && !stale {
        return None; // a save under way
    }
    // A folder is not listed; a pipe, a device or a socket is, so that it
    // can be removed (never opened).
    let meta = fs::metadata(path).ok().filter(|m| !m.is_dir())?;
    let mut head = Vec::with_capacity(HEADER);
    let read = text_file::open(path).map_err(Problem::from).and_then(|f| {
        f.take(HEADER as u64)
            .read_to_end(&mut head)
            .map_err(|e| Unopened::Io(e).into())
    });
    let header = match read {
        Ok(_) if stale => Err(Problem::Stale),
        // The table is not read to list a file: its bounds are checked as
        // far as the header alone can be.
        Ok(_) => Header::read(&head).and_then(|h| h.bounds_hold().map(|()| h)),
        Err(e) => Err(e),
    };
    let mut l = Listed {
        path: path.to_path_buf(),
        rules: String::new(),
        pits: 0,
        board: String::new(),
        to_move: Side::South,
        endgame_stones: 0,
        proved: Proved::default(),
        nodes: 0,
        seconds: 0.0,
        bytes: meta.len(),
        modified: meta.modified().ok(),
        problem: None,
    };
    match header {
        Ok(h) => {
            (l.pits, l.board) = (h.cells.len() / 2 - 1, h.board());
            (l.rules, l.to_move, l.endgame_stones) = (h.rules, h.to_move, h.endgame_stones);
            (l.proved, l.nodes, l.seconds) = (h.proved, h.nodes, h.seconds);
        }
        Err(p) => l.problem = Some(p),
    }
    Some(l)
}

/// Removes the resume files `keep` does not keep; returns what was
/// removed.
pub fn remove(dir: &Path, keep: impl Fn(&Listed) -> bool) -> io::Result<Vec<Listed>> {
    let mut removed = Vec::new();
    for l in list(dir) {
        if !keep(&l) {
            fs::remove_file(&l.path)?;
            removed.push(l);
        }
    }
    Ok(removed)
}
