//! Text offered to the terminal's clipboard with OSC 52 (`ESC ] 52 ; c ;
//! <base64> BEL`), which many terminals (xterm, kitty, WezTerm, iTerm2,
//! foot, tmux with `set-clipboard on`) act on and the others ignore. The
//! base64 is the few lines below: one command line a key press needs no
//! crate.

use std::io::{self, IsTerminal, Write};

/// Writes the sequence that offers `text` to the clipboard, where standard
/// output is a terminal.
pub fn offer(out: &mut impl Write, text: &str) -> io::Result<()> {
    if !io::stdout().is_terminal() {
        return Ok(());
    }
    out.write_all(&sequence(text))?;
    out.flush()
}

/// `ESC ] 52 ; c ; <base64 of text> BEL`.
pub fn sequence(text: &str) -> Vec<u8> {
    [b"\x1b]52;c;", base64(text.as_bytes()).as_bytes(), b"\x07"].concat()
}

/// Standard base64 (RFC 4648), with padding.
pub fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let n = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
        for i in 0..4 {
            match i <= chunk.len() {
                true => out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char),
                false => out.push('='),
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_is_rfc_4648s() {
        let cases = [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ];
        for (text, coded) in cases {
            assert_eq!(base64(text.as_bytes()), coded, "{text:?}");
        }
        assert_eq!(base64("ход".as_bytes()), "0YXQvtC0");
    }

    #[test]
    fn the_sequence_is_osc_52_ended_by_bel() {
        assert_eq!(sequence("foo"), b"\x1b]52;c;Zm9v\x07");
    }
}
