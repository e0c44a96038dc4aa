//! Times as people write them: `30m`, `90s`, `2h`, or a number of minutes.
//! The configuration file's `serve_idle`, `gametree serve --idle` and the
//! GAMETREE_SERVE_IDLE variable all read them so.

use crate::say;
use std::time::Duration;

/// The shortest and the longest time read.
pub const SHORTEST: Duration = Duration::from_secs(1);
pub const LONGEST: Duration = Duration::from_secs(24 * 60 * 60);

/// Reads a time: a whole number, then optionally a unit (s, sec, m, min,
/// h); a number alone counts minutes. From one second to a day.
pub fn parse(text: &str) -> Result<Duration, String> {
    let t = text.trim();
    let split = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (number, unit) = (&t[..split], t[split..].trim());
    let refused = || say!("duration-unreadable", text = text);
    let number: u64 = number.parse().map_err(|_| refused())?;
    let scale = match unit.to_ascii_lowercase().as_str() {
        "s" | "sec" => 1,
        "" | "m" | "min" => 60,
        "h" => 60 * 60,
        _ => return Err(refused()),
    };
    let time = number.checked_mul(scale).map(Duration::from_secs);
    time.filter(|t| (SHORTEST..=LONGEST).contains(t))
        .ok_or_else(refused)
}

/// A time as `parse` reads it back: `30m`, `90s`, `2h`.
pub fn written(time: Duration) -> String {
    let s = time.as_secs();
    match (s % 3600, s % 60) {
        (0, _) if s > 0 => format!("{}h", s / 3600),
        (_, 0) if s > 0 => format!("{}m", s / 60),
        _ => format!("{s}s"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_read_in_the_units_people_write() {
        assert_eq!(parse("30m"), Ok(Duration::from_secs(1800)));
        assert_eq!(parse("30"), Ok(Duration::from_secs(1800)));
        assert_eq!(parse("90s"), Ok(Duration::from_secs(90)));
        assert_eq!(parse(" 2 h "), Ok(Duration::from_secs(7200)));
        assert_eq!(parse("45 min"), Ok(Duration::from_secs(2700)));
        assert_eq!(parse("24h"), Ok(LONGEST));
        for bad in [
            "",
            "m",
            "0",
            "0s",
            "25h",
            "1.5m",
            "-1m",
            "1 fortnight",
            "99999999999999999999",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
        for t in ["30m", "90s", "2h", "1s"] {
            assert_eq!(written(parse(t).unwrap()), t);
        }
    }
}
