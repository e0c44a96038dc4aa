//! Kalah in play (kalah-chapter): the rules and the engine's own record
//! of a move, in the game screen's words; a move played out stone by stone
//! comes from the engine's log of it (`sowing`).

pub mod sowing;

use super::perfect::{Exact, Known, Watch, Work};
use super::{Playable, along};
use crate::engine::kalah::solve::file::Cache;
use crate::engine::kalah::solve::perfect::{self, Failed, Step};
use crate::engine::kalah::solve::plan::{self, Unavailable};
use crate::game::kalah::{Evaluation, Kalah, Position, RuleSet, Rules, Side, Winner};
use crate::say;
use sowing::log_of;

pub struct KalahTable {
    pub rules: Rules,
    pub eval: Evaluation,
    pub pits: usize,
    /// Stones a pit at the start (`--seeds` on the command line).
    pub stones: u8,
    /// The side that moves first (the human is South against the computer).
    pub first: Side,
}

pub use crate::words::kalah::{side_initial, side_key, side_name};

/// "North's pit 3", "South's store".
fn cell_name(pos: &Position, cell: usize) -> String {
    for side in [Side::South, Side::North] {
        if pos.store_cell(side) == cell {
            return say!("kalah-store-of", side = side_key(side));
        }
        if let Some(k) = (1..=pos.pits()).find(|&k| pos.pit_cell(side, k) == cell) {
            return say!("kalah-pit-of", side = side_key(side), pit = k);
        }
    }
    say!("kalah-cell", cell = cell)
}

/// A Kalah move tree's name: "Kalah, South to move", and the rules where
/// they are not the chapter's ("…, standard rules"), after who moves, so
/// that a narrow title keeps who moves. No move number: a board typed in
/// has none, and a turn may sow again.
pub fn tree_name(rules: &Rules, mover: &str) -> String {
    match rules.name {
        RuleSet::Book => say!("game-tree-name", game = say!("kalah-name"), mover = mover),
        other => say!("kalah-tree-name-rules", mover = mover, rules = other.to_string()),
    }
}

impl Playable for KalahTable {
    /// A won game is worth WIN and the margin (store difference): said
    /// as a win or a loss by the margin, for MAX.
    fn value_words(&self, value: crate::value::Value) -> String {
        let v = value.to_f64();
        let won = crate::game::kalah::eval::WIN;
        match v.abs() >= won {
            true if v > 0.0 => say!("kalah-value-won", margin = (v - won).round() as i64),
            true => say!("kalah-value-lost", margin = (-v - won).round() as i64),
            false => crate::value::show(value),
        }
    }

    type Position = Position;
    type Move = usize;
    type Searched = Kalah;

    fn name(&self) -> String {
        say!("kalah-name")
    }

    fn about(&self) -> String {
        say!(
            "kalah-about",
            rules = self.rules.name.to_string(),
            pits = self.pits,
            stones = self.stones,
            evaluation = self.eval.key()
        )
    }

    fn tree_name(&self, _pos: &Position, mover: &str) -> String {
        tree_name(&self.rules, mover)
    }

    fn start(&self) -> Position {
        Position::start(self.pits, self.stones, self.first).expect("the command line checks the board size")
    }

    fn searched(&self, pos: &Position) -> Kalah {
        Kalah::new(self.rules, self.eval.clone(), pos)
    }

    fn seat(&self, pos: &Position) -> usize {
        usize::from(pos.to_move != self.first)
    }

    fn players(&self) -> [String; 2] {
        [self.first, self.first.other()].map(side_name)
    }

    fn result(&self, pos: &Position) -> Option<String> {
        let (south, north) = (pos.store(Side::South), pos.store(Side::North));
        Some(match pos.winner(&self.rules)? {
            Winner::Side(w) => say!("kalah-won", winner = side_key(w), south = south, north = north),
            Winner::Draw => say!("kalah-drawn", south = south, north = north),
        })
    }

    fn key_of(&self, _pos: &Position, pit: &usize) -> String {
        pit.to_string()
    }

    fn what_to_type(&self) -> String {
        say!("kalah-what-to-type")
    }

    fn why_not(&self, pos: &Position, typed: &str) -> String {
        let side = side_key(pos.to_move);
        match typed.parse::<usize>() {
            Ok(k) if (1..=pos.pits()).contains(&k) => say!("kalah-pit-empty", side = side, pit = k),
            Ok(k) => say!("kalah-no-such-pit", pit = k, pits = pos.pits()),
            Err(_) => say!("kalah-not-a-pit", typed = typed),
        }
    }

    fn describe(&self, before: &Position, pit: &usize) -> String {
        let (after, rec) = before.record(&self.rules, *pit);
        let me = side_key(before.to_move);
        let stones = before.stones(before.to_move, *pit);
        let mut s = say!("kalah-sowed", side = me, stones = stones, pit = *pit);
        for relay in rec.chain.iter().skip(1) {
            s += &say!("kalah-relay", pit = *relay);
        }
        if !rec.captures.is_empty() {
            let total: u32 = rec.captures.iter().map(|&(_, k)| u32::from(k)).sum();
            let from: Vec<String> = rec
                .captures
                .iter()
                .map(|&(cell, k)| say!("kalah-captured-from", cell = cell_name(before, cell), stones = k))
                .collect();
            s += &say!("kalah-captured", stones = total, from = from.join(", "));
        }
        if rec.extra_move {
            s += &say!("kalah-moves-again", side = me);
        }
        if after.is_over(&self.rules) {
            s += &say!("kalah-game-over");
        }
        s + "."
    }

    fn steps(&self, before: &Position, pit: &usize) -> usize {
        log_of(&self.rules, before, *pit).len()
    }

    /// North's pits are drawn right to left, so its arrows are turned round.
    fn step_cursor(&self, pos: &Position, moves: &[usize], at: usize, dx: i32, _dy: i32) -> usize {
        let dx = if pos.to_move == Side::North { -dx } else { dx };
        along(moves, at, dx)
    }

    fn plays_out(&self) -> bool {
        true
    }

    /// The exact solver (`engine::kalah::solve::perfect`), where it
    /// finishes in about a second: the database cached in the user's cache
    /// folder is looked at only where the board needs one.
    fn perfect(&self, pos: &Position) -> Result<Work<usize>, String> {
        let cache = Cache::default_dir().map(|dir| Cache { dir });
        perfect::prepare(&self.rules, pos, cache.as_ref())
            .map_err(|why| unavailable(&self.rules, pos, why))?;
        let (rules, pos) = (self.rules, *pos);
        Ok(Box::new(move |watch: &Watch<usize>| {
            let tell = |step: Step| {
                watch.tell(match step {
                    Step::Building { stones } => Known::Building { stones },
                    Step::Solving(p) => Known::Bounds {
                        of: p.pit,
                        lower: p.lower,
                        upper: p.upper,
                        guess_depth: p.depth.map(u32::from),
                    },
                })
            };
            match perfect::every_move(&rules, &pos, cache.as_ref(), &watch.count, tell) {
                Ok(s) => Some(Ok(Exact {
                    moves: s.moves,
                    nodes: s.nodes,
                    seconds: s.seconds,
                })),
                Err(Failed::Stopped(_) | Failed::Cancelled) => None,
                Err(Failed::Unavailable(why)) => Some(Err(unavailable(&rules, &pos, why))),
                Err(Failed::Database { path, stones }) => Some(Err(say!(
                    "perfect-database-unusable",
                    path = path.display().to_string(),
                    rules = rules.name.key(),
                    pits = pos.pits(),
                    stones = stones
                ))),
            }
        }))
    }

    fn move_name(&self, _pos: &Position, pit: &usize) -> String {
        say!("perfect-pit", pit = *pit)
    }

    fn exact_words(&self, pos: &Position, pit: &usize, value: i32) -> String {
        let outcome = match value {
            0 => "draw",
            v if v > 0 => "win",
            _ => "lose",
        };
        say!(
            "perfect-kalah-move",
            pit = *pit,
            side = side_key(pos.to_move),
            outcome = outcome,
            by = value.unsigned_abs()
        )
    }

    fn position_words(&self, pos: &Position) -> Vec<String> {
        let mut words = vec![
            "kalah".to_string(),
            "--board".into(),
            pos.to_string(),
            "--to-move".into(),
            pos.to_move.key().into(),
            "--rules".into(),
            self.rules.name.key().into(),
        ];
        if !matches!(self.eval, Evaluation::Store) {
            words.extend(["--eval".into(), self.eval.key()]);
        }
        words
    }

    /// The Kalah chapter's figures look six plies ahead.
    fn default_depth(&self, _pos: &Position) -> u32 {
        6
    }

    fn sketch(_game: &Kalah, pos: &Position) -> Vec<String> {
        let row = |side: Side, order: Vec<usize>| {
            let cells: String = order
                .iter()
                .map(|&k| format!("{:>3}", pos.stones(side, k)))
                .collect();
            // Two columns: Ukrainian's sides both begin with П (Пн, Пд).
            format!("{:<2} {cells}", side_initial(side))
        };
        let p = pos.pits();
        let stores = format!(
            "{:>3}{:w$}{:>3}",
            pos.store(Side::North),
            "",
            pos.store(Side::South),
            w = 3 * p
        );
        vec![
            row(Side::North, (1..=p).rev().collect()),
            stores,
            row(Side::South, (1..=p).collect()),
            say!("game-to-move", player = side_name(pos.to_move)),
        ]
    }
}

/// Why perfect play is not shown at `pos`, in words.
fn unavailable(rules: &Rules, pos: &Position, why: Unavailable) -> String {
    let (key, pits) = (rules.name.key(), pos.pits());
    match why {
        Unavailable::BookRules { stones_in_pits } => say!(
            "perfect-book-rules",
            pits = plan::BOOK_PITS,
            stones = plan::BOOK_STONES,
            left = stones_in_pits
        ),
        Unavailable::PastDatabase {
            stones_in_pits,
            cached,
            shown,
        } => say!(
            "perfect-past-database",
            left = stones_in_pits,
            cached = cached,
            shown = shown,
            rules = key,
            pits = pits
        ),
        Unavailable::NoDatabase => say!(
            "perfect-no-database",
            rules = key,
            pits = pits,
            advised = plan::ADVISED_STONES
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Value;

    #[test]
    fn a_won_games_value_is_said_as_a_win_by_the_margin() {
        let table = KalahTable {
            rules: crate::game::kalah::Rules::BOOK,
            eval: Evaluation::Store,
            pits: 6,
            stones: 6,
            first: Side::South,
        };
        assert_eq!(table.value_words(Value::int(1004)), "a won game, 4 ahead");
        assert_eq!(table.value_words(Value::int(-1002)), "a lost game, 2 behind");
        assert_eq!(table.value_words(Value::int(3)), "3");
    }
}
