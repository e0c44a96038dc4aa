//! Static evaluations (the Kalah chapter): the store difference, the difference of
//! all stones on each side, or any linear function of the 2P+2 counts.
//! A won position is worth more than any evaluation.

use super::position::{CELLS, Position, Side};
use super::rules::Rules;
use crate::game::{Named, Unknown};
use crate::printable;
use std::path::Path;
use std::str::FromStr;

/// What a won game is worth beyond its store difference: more than any
/// static evaluation can give (they are kept inside ±(WIN − 1)).
pub const WIN: f64 = 1000.0;

/// Why an evaluation cannot be used: its name, or its file of weights.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EvalError {
    #[error(transparent)]
    Name(#[from] Unknown),
    /// The file of weights cannot be read: the system's kind of error (for
    /// words in any language) and its own words.
    #[error("{file}: {error}")]
    Unreadable {
        file: String,
        kind: std::io::ErrorKind,
        error: String,
    },
    /// The weights are not in a regular file (a device, a FIFO): such a
    /// file may never end, or block the reader for ever.
    #[error("{file}: not a regular file")]
    NotAFile { file: String },
    /// The file holds more than [`MOST_WEIGHT_BYTES`].
    #[error("{file}: more than {most} bytes")]
    TooBig { file: String, most: u64 },
    /// The file is not a RON list of numbers: where, and RON's words.
    #[error("{file}:{line}:{column}: {error}")]
    NotAList {
        file: String,
        line: usize,
        column: usize,
        error: String,
    },
    /// More weights than the largest board has counts, or one not finite
    /// or bigger in size than a won game's value (WIN).
    #[error("{file}: weights not finite or more than {most}")]
    Weights { file: String, most: usize },
    /// Not one weight per count of this board.
    #[error("{file}: {weights} weights for {pits} pits a side")]
    WeightCount {
        file: String,
        weights: usize,
        pits: usize,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub enum Evaluation {
    /// The texts' "разница очков": own store minus the opponent's.
    Store,
    /// Stones on one's side (pits and store) minus the opponent's.
    Side,
    /// Weights for the counts seen from the evaluating player: own pits
    /// 1..P, own store, opponent's pits 1..P, opponent's store.
    Linear { name: String, weights: Vec<f64> },
}

impl Evaluation {
    /// The static value of `pos` for `side`; a finished game is worth
    /// ±(WIN + store difference).
    pub fn value(&self, rules: &Rules, pos: &Position, side: Side) -> f64 {
        if pos.is_over(rules) {
            return won_value(pos.store_difference(side));
        }
        self.heuristic(pos, side)
    }

    /// The evaluation without looking at the end of the game.
    #[inline]
    pub fn heuristic(&self, pos: &Position, side: Side) -> f64 {
        match self {
            Evaluation::Store => f64::from(pos.store_difference(side)),
            Evaluation::Side => f64::from(side_total(pos, side) - side_total(pos, side.other())),
            Evaluation::Linear { weights, .. } => {
                let v: f64 = seen_from(pos, side)
                    .zip(weights)
                    .map(|(c, w)| f64::from(c) * w)
                    .sum();
                v.clamp(1.0 - WIN, WIN - 1.0)
            }
        }
    }

    /// The name used on the command line.
    pub fn key(&self) -> String {
        match self {
            Evaluation::Store => "store".into(),
            Evaluation::Side => "side".into(),
            Evaluation::Linear { name, .. } => format!("linear:{name}"),
        }
    }

    /// Checks that a linear evaluation has one weight per count.
    pub fn check(&self, pits: usize) -> Result<(), EvalError> {
        match self {
            Evaluation::Linear { name, weights } if weights.len() != 2 * pits + 2 => {
                Err(EvalError::WeightCount {
                    file: name.clone(),
                    weights: weights.len(),
                    pits,
                })
            }
            _ => Ok(()),
        }
    }
}

/// A finished game's value for the side whose store difference is `d`.
pub fn won_value(d: i32) -> f64 {
    f64::from(d) + WIN * f64::from(d.signum())
}

fn side_total(pos: &Position, side: Side) -> i32 {
    i32::from(pos.in_pits(side)) + i32::from(pos.store(side))
}

/// The counts with `side`'s own cells first.
fn seen_from(pos: &Position, side: Side) -> impl Iterator<Item = u8> + '_ {
    let half = pos.pits() + 1;
    let c = pos.counts();
    let (own, other) = if side == Side::South {
        (&c[..half], &c[half..])
    } else {
        (&c[half..], &c[..half])
    };
    own.iter().chain(other).copied()
}

impl FromStr for Evaluation {
    type Err = EvalError;
    fn from_str(s: &str) -> Result<Evaluation, EvalError> {
        match s {
            "store" => Ok(Evaluation::Store),
            "side" => Ok(Evaluation::Side),
            _ => match s.strip_prefix("linear:") {
                Some(file) => read_linear(Path::new(file)),
                None => Err(Named::Evaluation.unknown(s).into()),
            },
        }
    }
}

/// The most a file of weights may hold: 2P+2 numbers written out, with
/// room for comments.
pub const MOST_WEIGHT_BYTES: u64 = 64 << 10;

/// Reads the weights of a linear evaluation: a RON list of numbers, e.g.
/// `[0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, -1]` for the store difference.
pub fn read_linear(path: &Path) -> Result<Evaluation, EvalError> {
    // Shown in the heading and in errors: written out as any file's text.
    let file = printable::line(&path.display().to_string()).into_owned();
    let text = read_weights(path, &file)?;
    let weights: Vec<f64> = ron::from_str(&text).map_err(|e| EvalError::NotAList {
        file: file.clone(),
        line: e.span.start.line,
        column: e.span.start.col,
        error: printable::text(&e.code.to_string()).into_owned(),
    })?;
    // Past WIN a weight only makes the sum clamp, or overflow to NaN.
    if weights.len() > CELLS || weights.iter().any(|w| !w.is_finite() || w.abs() > WIN) {
        return Err(EvalError::Weights { file, most: CELLS });
    }
    Ok(Evaluation::Linear { name: file, weights })
}

/// The text of a regular file of at most [`MOST_WEIGHT_BYTES`], read as
/// every file given to read is (`text_file`): a named pipe refused before
/// it is opened.
fn read_weights(path: &Path, file: &str) -> Result<String, EvalError> {
    use crate::text_file::Unread;
    let file = file.to_string();
    let unreadable = |e: std::io::Error| EvalError::Unreadable {
        file: file.clone(),
        kind: e.kind(),
        error: e.to_string(),
    };
    crate::text_file::read(path, MOST_WEIGHT_BYTES).map_err(|e| match e {
        Unread::Io(e) => unreadable(e),
        Unread::Special(_) => EvalError::NotAFile { file: file.clone() },
        Unread::TooBig => EvalError::TooBig {
            file: file.clone(),
            most: MOST_WEIGHT_BYTES,
        },
        Unread::NotUtf8 { .. } => unreadable(std::io::ErrorKind::InvalidData.into()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_weight_file_s_name_and_ron_s_words_are_written_out() {
        let dir = std::env::temp_dir().join(format!("gametree-weights-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("w\u{1b}]2;x\u{7}.ron");
        std::fs::write(&path, "[\"\u{1b}[2J\u{9b}\"]").unwrap();
        let Err(EvalError::NotAList { file, error, .. }) = read_linear(&path) else {
            panic!("a string is no weight");
        };
        assert!(file.ends_with(r"w\u{1b}]2;x\u{7}.ron"), "{file}");
        assert!(!error.chars().any(printable::hidden), "{error:?}");
        std::fs::write(&path, "[1.0]").unwrap();
        let Ok(Evaluation::Linear { name, .. }) = read_linear(&path) else {
            panic!("one weight reads");
        };
        assert!(name.ends_with(r"w\u{1b}]2;x\u{7}.ron"), "{name}");
        std::fs::remove_dir_all(dir).unwrap();
    }
}
