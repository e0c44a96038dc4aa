//! Places in a configuration file's text, found by reading it as RON's
//! tokens (strings, comments, brackets) without parsing it: where the
//! value of a key starts, where the file starts. RON reports a value that
//! is valid RON but no valid setting after it has read past it; the
//! message points at the value itself.

/// Line and column, from 1; the column counts characters, as RON does.
pub type At = (usize, usize);

/// The line and column of a byte offset.
pub fn at(text: &str, offset: usize) -> At {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

/// The byte offset of a line and column (the end, past the text).
fn offset(text: &str, (line, column): At) -> usize {
    let start: usize = text.split_inclusive('\n').take(line - 1).map(str::len).sum();
    let rest = &text[start.min(text.len())..];
    let within = rest.char_indices().nth(column - 1).map_or(rest.len(), |(i, _)| i);
    start + within
}

/// Where RON stands after reading into a string or a list (just past its
/// `"` or `[`): at that `"` or `[`, where the value starts.
pub fn opening(text: &str, at: At) -> At {
    let i = offset(text, at);
    match text[..i].chars().next_back() {
        Some('"' | '[') => self::at(text, i - 1),
        _ => at,
    }
}

/// The offset of the first character that is neither blank nor in a
/// comment, at or after `i`.
fn skip_blank(b: &[u8], mut i: usize) -> usize {
    i = i.min(b.len());
    loop {
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        if b[i..].starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if b[i..].starts_with(b"/*") {
            // Block comments nest in RON.
            let mut depth = 0;
            while i < b.len() {
                if b[i..].starts_with(b"/*") {
                    depth += 1;
                    i += 2;
                } else if b[i..].starts_with(b"*/") {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else {
            return i;
        }
    }
}

/// The offset after a string or a character that opens at `i` with
/// `quote`, escapes read.
fn skip_quoted(b: &[u8], mut i: usize, quote: u8) -> usize {
    i += 1;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            c if c == quote => return i + 1,
            _ => i += 1,
        }
    }
    b.len()
}

/// The offset after a raw string whose `#`s or `"` start at `i` (after
/// its `r`): `r"..."`, `r#"..."#`.
fn skip_raw_string(b: &[u8], mut i: usize) -> usize {
    let hashes = b[i..].iter().take_while(|&&c| c == b'#').count();
    i += hashes + 1;
    while i < b.len() {
        if b[i] == b'"' && b[i + 1..].iter().take(hashes).filter(|&&c| c == b'#').count() == hashes {
            return i + 1 + hashes;
        }
        i += 1;
    }
    b.len()
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// Where the value of the top-level `key` starts (after `key:` inside the
/// outermost brackets), the first time the key is given.
pub fn value_of(text: &str, key: &str) -> Option<At> {
    let b = text.as_bytes();
    let (mut i, mut depth) = (0, 0usize);
    // The identifier just read at the top level, with nothing after it
    // but blanks.
    let mut last: Option<&str> = None;
    loop {
        i = skip_blank(b, i);
        let &c = b.get(i)?;
        let ident = last.take();
        match c {
            b'"' | b'\'' => i = skip_quoted(b, i, c),
            b'(' | b'[' | b'{' => {
                depth += 1;
                i += 1;
            }
            b')' | b']' | b'}' => {
                depth = depth.saturating_sub(1);
                i += 1;
            }
            b':' if depth == 1 && ident == Some(key) => return Some(at(text, skip_blank(b, i + 1))),
            c if is_ident(c) => {
                let start = i;
                while i < b.len() && is_ident(b[i]) {
                    i += 1;
                }
                let word = &text[start..i];
                if matches!(word, "r" | "br") && matches!(b.get(i), Some(b'"' | b'#')) {
                    i = skip_raw_string(b, i);
                } else {
                    last = Some(word);
                }
            }
            _ => i += text[i..].chars().next().map_or(1, char::len_utf8),
        }
    }
}

/// Where the file's RON starts: its first character outside blanks and
/// comments (the end, for a file of nothing else).
pub fn start(text: &str) -> At {
    at(text, skip_blank(text.as_bytes(), 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_is_found_after_its_key_at_the_top_level() {
        let text = "// rule: no\nConfig(\n  keys: { \"rule\": \"r\" },\n  /* rule: */ s: \"rule:\",\n  rule :  r#\"x\"#,\n)";
        assert_eq!(value_of(text, "rule"), Some((5, 11)));
        assert_eq!(value_of(text, "keys"), Some((3, 9)));
        assert_eq!(value_of(text, "theme"), None);
        assert_eq!(value_of("Config(a: 'x', b: 'y')", "b"), Some((1, 19)));
    }

    #[test]
    fn a_string_opens_at_its_quote() {
        let text = "a\n  [\"é\", x";
        assert_eq!(opening(text, (2, 5)), (2, 4));
        assert_eq!(opening(text, (2, 4)), (2, 3));
        assert_eq!(opening(text, (2, 9)), (2, 9));
        assert_eq!(offset(text, (2, 6)), 8);
        assert_eq!(offset(text, (3, 1)), text.len());
    }

    #[test]
    fn the_start_is_after_comments() {
        assert_eq!(start("// a\n/* b /* c */ */\n  Config()"), (3, 3));
        assert_eq!(start(""), (1, 1));
        assert_eq!(at("é\nab", 4), (2, 2));
    }
}
