//! How fast long work goes and how long it has left, for the waiting
//! screen: counts and rates in whole units with their names ("1.2 M
//! positions/s"), and an estimate of the time left that is smoothed and
//! said as a range ("about 4–6 min left"), from the work done in this run
//! alone (a resumed build's loaded part is not speed).
//!
//! The work is measured in units that cost about the same each: for a
//! database build, a position of a level weighted by what a position of
//! that level costs on this project's machine relative to the others
//! ([`level_weight`]), so that the small first levels, which fit the
//! caches, do not promise a speed the large ones never reach.

use crate::engine::kalah::solve::Endgame;
use crate::say;
use std::time::{Duration, Instant};

/// A count for people: "950", "9.5 K", "12 M", "1.3 G".
pub fn count(n: f64) -> String {
    let (value, unit) = match n.abs() {
        x if x < 1e3 => (n, "units"),
        x if x < 1e6 => (n / 1e3, "thousand"),
        x if x < 1e9 => (n / 1e6, "million"),
        _ => (n / 1e9, "billion"),
    };
    let shown = match value.abs() {
        _ if unit == "units" => format!("{value:.0}"),
        v if v < 9.95 => format!("{value:.1}"),
        _ => format!("{value:.0}"),
    };
    say!("work-count", n = shown, unit = unit)
}

/// What a position of level `stones` of a database of `pits` pits a side
/// costs to build, relative to one of a level that fits the caches.
pub fn level_weight(pits: usize, stones: u8) -> f64 {
    // The bytes a level's positions and the level below (which its
    // children mostly read) take while they are built, a byte each.
    let working = Endgame::size(pits, stones) as f64;
    // Measured on this project's machine (examples/db_levels.rs):
    // see docs/performance.md.
    const CACHED: f64 = 4e6;
    const SLOWEST: f64 = 2.0;
    match working {
        w if w <= CACHED => 1.0,
        w => (1.0 + (w / CACHED).log2() * 0.1).min(SLOWEST),
    }
}

/// The weighted work of a database build: levels `from + 1 ..= to`.
pub fn build_work(pits: usize, from: u8, to: u8) -> f64 {
    (from.saturating_add(1)..=to)
        .map(|s| level_positions(pits, s) as f64 * level_weight(pits, s))
        .sum()
}

/// The positions of level `stones` (exactly that many in the pits).
pub fn level_positions(pits: usize, stones: u8) -> u64 {
    let below = if stones == 0 {
        0
    } else {
        Endgame::size(pits, stones - 1)
    };
    Endgame::size(pits, stones) - below
}

/// The weighted work done when `done` positions of a build of `pits` pits
/// are worked out (counted from the empty base, levels in order).
pub fn work_at(pits: usize, done: u64) -> f64 {
    let mut work = 0.0;
    let mut s = 0u8;
    loop {
        let (lo, hi) = (
            if s == 0 { 0 } else { Endgame::size(pits, s - 1) },
            Endgame::size(pits, s),
        );
        if done < hi {
            return work + (done - lo) as f64 * level_weight(pits, s);
        }
        work += (hi - lo) as f64 * level_weight(pits, s);
        if s == u8::MAX {
            return work;
        }
        s += 1;
    }
}

/// The rate of work, smoothed, from this run's work alone.
pub struct Pace {
    /// The work done when this run began (loaded, not done here).
    base: f64,
    start: Instant,
    last: Option<(Instant, f64)>,
    /// Work a second, smoothed over about [`SMOOTHING`].
    rate: Option<f64>,
}

/// How long the rate is smoothed over: a slow level does not swing the
/// estimate at once.
const SMOOTHING: Duration = Duration::from_secs(20);

impl Pace {
    pub fn new(base: f64) -> Pace {
        Pace {
            base,
            start: Instant::now(),
            last: None,
            rate: None,
        }
    }

    /// Takes the work done by now (loaded part included); returns the
    /// smoothed rate, once there is one.
    pub fn at(&mut self, work: f64) -> Option<f64> {
        self.at_time(Instant::now(), work)
    }

    /// [`Pace::at`] at `now`.
    fn at_time(&mut self, now: Instant, work: f64) -> Option<f64> {
        let (then, before) = self.last.unwrap_or((self.start, self.base));
        let dt = now.duration_since(then).as_secs_f64();
        if dt <= 0.0 {
            return self.rate;
        }
        let instant = (work - before).max(0.0) / dt;
        // An exponential mean in time: each sample weighs by its length.
        let keep = (-dt / SMOOTHING.as_secs_f64()).exp();
        self.rate = Some(match self.rate {
            None => (work - self.base).max(0.0) / now.duration_since(self.start).as_secs_f64().max(1e-3),
            Some(r) => keep * r + (1.0 - keep) * instant,
        });
        self.last = Some((now, work));
        self.rate
    }

    /// The seconds left for `left` work at the smoothed rate, as a range
    /// that narrows as more of the work is seen: `None` before the rate is
    /// known.
    pub fn left(&self, left: f64, total: f64) -> Option<(f64, f64)> {
        let rate = self.rate.filter(|&r| r > 0.0)?;
        let seconds = left / rate;
        // Early on the levels ahead are the model's guess; late, seen.
        let seen = ((total - left) / total.max(1.0)).clamp(0.0, 1.0);
        let spread = 0.35 - 0.2 * seen;
        Some((seconds * (1.0 - spread), seconds * (1.0 + spread)))
    }
}

/// "about 4–6 min", "about 5 s", "under a second".
pub fn span((lo, hi): (f64, f64)) -> String {
    let (unit, scale) = match hi {
        h if h < 120.0 => ("seconds", 1.0),
        h if h < 7200.0 => ("minutes", 60.0),
        _ => ("hours", 3600.0),
    };
    if hi < 1.0 {
        return say!("work-under-a-second");
    }
    let (a, b) = (
        (lo / scale)
            .round()
            .max(if unit == "seconds" { 1.0 } else { 0.0 }),
        (hi / scale).round(),
    );
    let n = match a >= b {
        true => format!("{b:.0}"),
        false => format!("{a:.0}–{b:.0}"),
    };
    say!("work-about", n = n, unit = unit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_rates_are_whole_units_with_their_names() {
        let cases = [
            (0.0, "0"),
            (950.4, "950"),
            (9_540.0, "9.5 K"),
            (12_400.0, "12 K"),
            (1_234_567.89, "1.2 M"),
            (9_960_000.0, "10 M"),
            (30_421_755.0, "30 M"),
            (1_251_677_700.0, "1.3 G"),
        ];
        for (n, shown) in cases {
            assert_eq!(count(n), shown, "{n}");
        }
    }

    #[test]
    fn a_time_left_is_a_range_in_one_unit() {
        assert_eq!(span((0.2, 0.6)), "under a second");
        assert_eq!(span((4.4, 6.3)), "about 4–6 s");
        assert_eq!(span((5.2, 5.4)), "about 5 s");
        assert_eq!(span((250.0, 410.0)), "about 4–7 min");
        assert_eq!(span((100.0, 130.0)), "about 2 min");
        assert_eq!(span((9000.0, 12000.0)), "about 3 h");
    }

    /// The rate counts only this run's work: a resumed build's loaded
    /// part is not speed, and the estimate follows the work done since.
    #[test]
    fn a_resumed_build_s_loaded_part_is_not_speed() {
        let mut pace = Pace::new(1e9);
        std::thread::sleep(Duration::from_millis(50));
        let rate = pace.at(1e9 + 5e5).unwrap();
        assert!(rate < 2e7, "{rate}: the loaded 1e9 counted");
        let (lo, hi) = pace.left(1e6, 2e9).unwrap();
        assert!(lo < hi && lo > 0.05, "{lo}–{hi}");
    }

    /// The estimate is smoothed: two seconds at half the speed move the
    /// rate by far less than half.
    #[test]
    fn a_slow_stretch_moves_the_estimate_little() {
        let mut pace = Pace::new(0.0);
        let start = pace.start;
        let mut at = |seconds: f64, work: f64| {
            pace.at_time(start + Duration::from_secs_f64(seconds), work)
                .unwrap()
        };
        let quarters = |from: u32, to: u32| (from..=to).map(|i| 0.25 * f64::from(i));
        let steady = quarters(1, 40).map(|t| at(t, 1e6 * t)).last().unwrap();
        let slow = quarters(41, 48)
            .map(|t| at(t, 1e7 + 5e5 * (t - 10.0)))
            .last()
            .unwrap();
        assert!((0.99e6..1.01e6).contains(&steady), "{steady}");
        assert!(slow > 0.9 * steady, "{slow} against {steady}");
    }
}
