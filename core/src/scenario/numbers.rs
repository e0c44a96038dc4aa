//! Every number a RON file writes, read from its text: RON hands a number
//! over as a double, in which `1e999` and a 3000-digit integer are +∞,
//! the same as `inf`, and `1e-999` is 0. The text is looked at instead,
//! outside strings and comments, so that one rule (`Value::literal`)
//! refuses a number too large or too fine where it is written.

use crate::value::{NotAValue, Value};

/// A number written where it does not fit a value: its text, why, and
/// where it starts (line and column from 1, in characters, as RON counts).
#[derive(Debug, PartialEq, Eq)]
pub struct Unkept {
    pub text: String,
    pub why: NotAValue,
    pub line: usize,
    pub column: usize,
}

/// The first number of `text` that is too large or too fine for a value.
pub fn first_unkept(text: &str) -> Option<Unkept> {
    first_unkept_in(text, 0..text.len())
}

/// The first such number that starts within `within`, a span of `text`
/// that starts where a value does (the spans RON read for the quick
/// reader). Read as bytes: everything RON marks out is ASCII, and a byte
/// of a multi-byte character is a letter of a word here.
pub fn first_unkept_in(text: &str, within: std::ops::Range<usize>) -> Option<Unkept> {
    let chars = text.as_bytes();
    let mut at = within.start;
    while at < within.end {
        let c = chars[at];
        let next = chars.get(at + 1).copied();
        let skipped = match c {
            b'/' if next == Some(b'/') => line_end(chars, at),
            b'/' if next == Some(b'*') => block_end(chars, at),
            b'"' => quoted_end(chars, at, b'"'),
            b'\'' => quoted_end(chars, at, b'\''),
            b'r' | b'b' if raw_string(chars, at).is_some() => raw_string(chars, at).unwrap_or(at + 1),
            c if is_word(c) => word_end(chars, at),
            c if starts_number(chars, at, c) => {
                let end = number_end(chars, at);
                if fits_plainly(&chars[at..end]) {
                    at = end;
                    continue;
                }
                let written = String::from_utf8_lossy(&chars[at..end]).into_owned();
                if let Some(why) = unkept(&written) {
                    // Lines and columns as RON counts them (characters).
                    let line_start = text[..at].rfind('\n').map_or(0, |n| n + 1);
                    return Some(Unkept {
                        text: written,
                        why,
                        line: 1 + chars[..at].iter().filter(|&&c| c == b'\n').count(),
                        column: text[line_start..at].chars().count() + 1,
                    });
                }
                end
            }
            _ => at + 1,
        };
        at = skipped.max(at + 1);
    }
    None
}

/// Why a number as written is no value, if it is a decimal one RON reads
/// as a number and it does not fit; None for a value, for another base
/// (`0x…`) or a suffix (`1u8`), which RON reads and refuses itself.
fn unkept(written: &str) -> Option<NotAValue> {
    let unsigned = written.trim_start_matches(['+', '-']);
    let other_base = ["0x", "0b", "0o"].iter().any(|p| unsigned.starts_with(p));
    let suffixed = unsigned
        .chars()
        .any(|c| c.is_alphabetic() && c != 'e' && c != 'E');
    if other_base || suffixed {
        return None;
    }
    match Value::literal(&written.replace('_', "")) {
        Err(why @ (NotAValue::TooLarge | NotAValue::TooFine)) => Some(why),
        _ => None,
    }
}

/// A whole number of at most nine digits: a value, looked at no further
/// (a file's tree can have millions).
fn fits_plainly(written: &[u8]) -> bool {
    let digits = written
        .strip_prefix(b"-")
        .or(written.strip_prefix(b"+"))
        .unwrap_or(written);
    !digits.is_empty() && digits.len() <= 9 && digits.iter().all(u8::is_ascii_digit)
}

/// A letter of a word (a name, `inf`, `true`): ASCII letters, `_` and
/// every byte of a character past ASCII.
fn is_word(c: u8) -> bool {
    c == b'_' || c.is_ascii_alphabetic() || c >= 0x80
}

/// A number starts here: a digit, or a sign or point before one, not in
/// the middle of a word.
fn starts_number(chars: &[u8], at: usize, c: u8) -> bool {
    let digit_at = |i: usize| chars.get(i).is_some_and(u8::is_ascii_digit);
    let signed = matches!(c, b'+' | b'-')
        && (digit_at(at + 1) || chars.get(at + 1) == Some(&b'.') && digit_at(at + 2));
    c.is_ascii_digit() || signed || c == b'.' && digit_at(at + 1) && (at == 0 || chars[at - 1] != b'.')
}

/// Past a number: digits, letters (an exponent, a suffix, another base),
/// `_`, a point (not a range's `..`), a sign after an exponent's `e`.
fn number_end(chars: &[u8], start: usize) -> usize {
    let mut at = start + 1;
    while let Some(&c) = chars.get(at) {
        let after_e = matches!(chars[at - 1], b'e' | b'E') && !is_hex(&chars[start..at]);
        let takes = c.is_ascii_alphanumeric()
            || c == b'_'
            || c == b'.' && chars.get(at + 1) != Some(&b'.')
            || matches!(c, b'+' | b'-') && after_e;
        if !takes {
            break;
        }
        at += 1;
    }
    at
}

fn is_hex(written: &[u8]) -> bool {
    let unsigned = written
        .strip_prefix(b"-")
        .or(written.strip_prefix(b"+"))
        .unwrap_or(written);
    unsigned.starts_with(b"0x")
}

fn word_end(chars: &[u8], start: usize) -> usize {
    let mut at = start + 1;
    while chars.get(at).is_some_and(|&c| is_word(c) || c.is_ascii_digit()) {
        at += 1;
    }
    at
}

fn line_end(chars: &[u8], start: usize) -> usize {
    chars[start..]
        .iter()
        .position(|&c| c == b'\n')
        .map_or(chars.len(), |n| start + n)
}

/// Past a block comment, nested as RON nests them.
fn block_end(chars: &[u8], start: usize) -> usize {
    let (mut depth, mut at) = (0usize, start);
    while at < chars.len() {
        match (chars[at], chars.get(at + 1)) {
            (b'/', Some(b'*')) => {
                depth += 1;
                at += 2;
            }
            (b'*', Some(b'/')) => {
                depth -= 1;
                at += 2;
                if depth == 0 {
                    return at;
                }
            }
            _ => at += 1,
        }
    }
    at
}

/// Past a string or a character, its escapes included.
fn quoted_end(chars: &[u8], start: usize, quote: u8) -> usize {
    let mut at = start + 1;
    while at < chars.len() {
        match chars[at] {
            // An escaped line break is still one.
            b'\\' if chars.get(at + 1) != Some(&b'\n') => at += 2,
            b'\\' => at += 1,
            c if c == quote => return at + 1,
            _ => at += 1,
        }
    }
    at
}

/// The end of a raw or byte string starting here (`r"…"`, `r#"…"#`,
/// `b"…"`, `br#"…"#`), if one does.
fn raw_string(chars: &[u8], start: usize) -> Option<usize> {
    if start > 0 && (is_word(chars[start - 1]) || chars[start - 1].is_ascii_digit()) {
        return None;
    }
    let mut at = start;
    if chars.get(at) == Some(&b'b') {
        at += 1;
        if chars.get(at) == Some(&b'"') {
            return Some(quoted_end(chars, at, b'"'));
        }
    }
    if chars.get(at) != Some(&b'r') {
        return None;
    }
    at += 1;
    let hashes = chars[at..].iter().take_while(|&&c| c == b'#').count();
    at += hashes;
    if chars.get(at) != Some(&b'"') {
        return None;
    }
    at += 1;
    while at < chars.len() {
        if chars[at] == b'"'
            && chars[at + 1..]
                .iter()
                .take(hashes)
                .filter(|&&c| c == b'#')
                .count()
                == hashes
        {
            return Some(at + 1 + hashes);
        }
        at += 1;
    }
    Some(chars.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(text: &str) -> Option<(String, NotAValue, usize, usize)> {
        first_unkept(text).map(|u| (u.text, u.why, u.line, u.column))
    }

    #[test]
    fn a_number_too_large_or_too_fine_is_found_where_it_is_written() {
        let large = NotAValue::TooLarge;
        assert_eq!(found("[1, 1e999]"), Some(("1e999".into(), large, 1, 5)));
        assert_eq!(
            found("(\n  value: -1e999,\n)"),
            Some(("-1e999".into(), large, 2, 10))
        );
        assert_eq!(found("[2147483648]"), Some(("2147483648".into(), large, 1, 2)));
        assert_eq!(found("[1_000_000_000_000]").map(|f| f.1), Some(large));
        assert_eq!(found("[1e-999]").map(|f| f.1), Some(NotAValue::TooFine));
        let huge = format!("[{}]", "7".repeat(3000));
        assert_eq!(found(&huge).map(|f| (f.1, f.3)), Some((large, 2)));
        // Columns count characters, as RON's do.
        assert_eq!(found("(t: \"é\", v: 1e99)").map(|f| f.3), Some(13));
    }

    #[test]
    fn strings_comments_names_and_values_that_fit_are_passed_over() {
        for text in [
            "(name: \"1e999\", title: \"2147483648\")",
            "// 1e999\n[1]",
            "/* 1e999 /* nested 1e999 */ 1e999 */ [1]",
            "(a: r#\"1e999 \" 1e999\"#, b: 'x', c: b\"1e999\")",
            "(name: x1e999, n: _9999999999)",
            "[inf, -inf, 2147483647, -2147483647, 0.5, 1e9, 1.5e-3, 0x7FFFFFFFFF, 1u64]",
            "(depth: 3, p: \"1/3\", range: 1..5)",
        ] {
            assert_eq!(found(text), None, "{text}");
        }
        // A line counted inside a string and a comment.
        assert_eq!(
            found("(a: \"x\ny\", /*\n*/ b: 1e999)").map(|f| (f.2, f.3)),
            Some((3, 7))
        );
    }
}
