//! Sizes of memory as people write them: `1GiB`, `512MiB`, `800MB`, `2G`,
//! or a number of bytes. The configuration file's `max_tree_memory`, the
//! `--max-tree-memory` flag and the GAMETREE_MAX_TREE_MEMORY variable all
//! read them so.

use crate::say;

/// Reads a size: a number, then optionally a unit (B, K/KB/KiB, M/MB/MiB,
/// G/GB/GiB, T/TB/TiB; the ones with an i count in 1024s).
pub fn parse(text: &str) -> Result<u64, String> {
    let t = text.trim();
    let split = t
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(t.len());
    let (number, unit) = (&t[..split], t[split..].trim());
    let refused = || say!("size-unreadable", text = text);
    let number: f64 = number.parse().map_err(|_| refused())?;
    let scale = match unit.to_ascii_lowercase().as_str() {
        "" | "b" => 1.0,
        "k" | "kb" => 1e3,
        "kib" => 1024.0,
        "m" | "mb" => 1e6,
        "mib" => 1024.0 * 1024.0,
        "g" | "gb" => 1e9,
        "gib" => 1024.0 * 1024.0 * 1024.0,
        "t" | "tb" => 1e12,
        "tib" => 1024f64.powi(4),
        _ => return Err(refused()),
    };
    let bytes = number * scale;
    if !(1.0..=u64::MAX as f64).contains(&bytes) {
        return Err(refused());
    }
    Ok(bytes as u64)
}

#[cfg(test)]
mod tests {
    use super::parse;

    #[test]
    fn sizes_are_read_in_the_units_people_write() {
        assert_eq!(parse("1GiB"), Ok(1 << 30));
        assert_eq!(parse("512MiB"), Ok(512 << 20));
        assert_eq!(parse("800MB"), Ok(800_000_000));
        assert_eq!(parse("2g"), Ok(2_000_000_000));
        assert_eq!(parse("1.5 GiB"), Ok(3 << 29));
        assert_eq!(parse("4096"), Ok(4096));
        for bad in ["", "GiB", "1 parsec", "-1GiB", "0", "1e400"] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }
}
