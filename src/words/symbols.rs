//! The symbols on screen, or their ASCII stand-ins for a projector PC
//! whose font lacks ▲ ▼ ◆ ∨ ∧ ✂ ★ ✓ ⋯ (`--symbols ascii`): `^` `v` `<>`
//! `|` `&` `x` `*` `+` `...`, `>=` and `<=`. Box-drawing lines stay: every
//! terminal font has them. A process-wide setting, like the language.

use std::borrow::Cow;
use std::sync::atomic::{AtomicBool, Ordering};

static ASCII: AtomicBool = AtomicBool::new(false);

/// Unicode symbols or ASCII.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symbols {
    Unicode,
    Ascii,
}

impl std::str::FromStr for Symbols {
    type Err = ();
    fn from_str(s: &str) -> Result<Symbols, ()> {
        match s {
            "unicode" => Ok(Symbols::Unicode),
            "ascii" => Ok(Symbols::Ascii),
            _ => Err(()),
        }
    }
}

pub fn set(symbols: Symbols) {
    ASCII.store(symbols == Symbols::Ascii, Ordering::Relaxed);
}

pub fn get() -> Symbols {
    if let Some(own) = OWN.with(std::cell::Cell::get) {
        return own;
    }
    match ASCII.load(Ordering::Relaxed) {
        true => Symbols::Ascii,
        false => Symbols::Unicode,
    }
}

thread_local! {
    /// The symbols of this thread, where they are not the process's: a
    /// student's session served over ssh draws with the student's.
    static OWN: std::cell::Cell<Option<Symbols>> = const { std::cell::Cell::new(None) };
}

/// Has this thread draw with `symbols` (`None`: the process's again).
pub fn set_thread_symbols(symbols: Option<Symbols>) {
    OWN.with(|o| o.set(symbols));
}

/// Each symbol and its stand-in.
const STAND_INS: [(char, &str); 21] = [
    ('▲', "^"),
    ('▼', "v"),
    ('◆', "<>"),
    ('∨', "|"),
    ('∧', "&"),
    ('✂', "x"),
    ('★', "*"),
    ('✓', "+"),
    ('✗', "-"),
    ('≥', ">="),
    ('≤', "<="),
    ('◀', "<"),
    ('▶', ">"),
    ('↯', "!"),
    ('┈', "-"),
    ('→', "->"),
    ('←', "<-"),
    ('≠', "!="),
    ('⋯', "..."),
    ('Δ', "~"),
    // A dash between words, never a `-` that reads as minus ("W0 -- 3").
    ('—', "--"),
];

/// `text` as the screen shows it under the current setting.
pub fn shown(text: &str) -> Cow<'_, str> {
    shown_as(text, get())
}

/// `text` with `symbols`.
pub fn shown_as(text: &str, symbols: Symbols) -> Cow<'_, str> {
    if symbols == Symbols::Unicode || !text.chars().any(|c| STAND_INS.iter().any(|(s, _)| *s == c)) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match STAND_INS.iter().find(|(s, _)| *s == c) {
            Some((_, ascii)) => out.push_str(ascii),
            None => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// One cell's ASCII form, for what is drawn cell by cell (the tree's
/// lines, the boards, the marks) and what a text's stand-ins above leave:
/// every cell of an ASCII screen is then ASCII, a letter, one of α β ∞ or
/// a light box line, which every font has. The principal variation's
/// heavy lines become `=` and `#` (`+` where one meets a light line), a
/// pruned edge's dotted ones `.` and `:`, the double lines of a link `=`,
/// `|` and `+`.
const CELLS: [(char, char); 109] = [
    ('━', '='),
    ('┃', '#'),
    ('┏', '#'),
    ('┓', '#'),
    ('┗', '#'),
    ('┛', '#'),
    ('┣', '#'),
    ('┫', '#'),
    ('┳', '#'),
    ('┻', '#'),
    ('╋', '#'),
    ('┄', '.'),
    ('┈', '.'),
    ('┆', ':'),
    ('┊', ':'),
    ('═', '='),
    ('║', '|'),
    ('╔', '+'),
    ('╗', '+'),
    ('╚', '+'),
    ('╝', '+'),
    ('╦', '+'),
    ('╩', '+'),
    ('╠', '+'),
    ('╣', '+'),
    ('╬', '+'),
    // Where the principal variation's heavy line meets a light one.
    ('┮', '+'),
    ('┭', '+'),
    ('┯', '+'),
    ('┰', '+'),
    ('┱', '+'),
    ('┲', '+'),
    ('┵', '+'),
    ('┶', '+'),
    ('┷', '+'),
    ('┸', '+'),
    ('┹', '+'),
    ('┺', '+'),
    ('┍', '+'),
    ('┎', '+'),
    ('┑', '+'),
    ('┒', '+'),
    ('┕', '+'),
    ('┖', '+'),
    ('┙', '+'),
    ('┚', '+'),
    ('┽', '+'),
    ('┾', '+'),
    ('╀', '+'),
    ('╁', '+'),
    ('┿', '+'),
    ('╂', '+'),
    ('╃', '+'),
    ('╄', '+'),
    ('╅', '+'),
    ('╆', '+'),
    ('╇', '+'),
    ('╈', '+'),
    ('╉', '+'),
    ('╊', '+'),
    ('╿', '+'),
    ('╽', '+'),
    ('╾', '+'),
    ('╼', '+'),
    ('┝', '+'),
    ('┠', '+'),
    ('┞', '+'),
    ('┟', '+'),
    ('┡', '+'),
    ('┢', '+'),
    ('┥', '+'),
    ('┨', '+'),
    ('┦', '+'),
    ('┧', '+'),
    ('┩', '+'),
    ('┪', '+'),
    ('▲', '^'),
    ('▼', 'v'),
    ('▶', '>'),
    ('▸', '>'),
    ('◀', '<'),
    ('▾', 'v'),
    ('→', '>'),
    ('←', '<'),
    ('↑', '^'),
    ('↓', 'v'),
    ('↻', '@'),
    ('✕', 'x'),
    ('✂', 'x'),
    ('●', '@'),
    ('○', '.'),
    ('□', 'o'),
    ('█', '#'),
    ('▀', '\''),
    ('▄', '.'),
    ('·', '.'),
    ('×', 'x'),
    ('−', '-'),
    ('–', '-'),
    ('—', '-'),
    ('…', '.'),
    ('«', '"'),
    ('»', '"'),
    ('∧', '&'),
    ('∨', '|'),
    ('§', 'S'),
    ('Σ', 'S'),
    ('⋯', '.'),
    (char::REPLACEMENT_CHARACTER, '?'),
];

/// The ASCII form of a cell's character, if it needs one.
pub fn ascii_cell(c: char) -> Option<char> {
    CELLS.iter().find(|(from, _)| *from == c).map(|&(_, to)| to)
}

/// The multiplication sign of a weighted sum or a formula: `·`, or `*`
/// in ASCII.
pub fn times() -> &'static str {
    match get() {
        Symbols::Unicode => "·",
        Symbols::Ascii => "*",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ascii_stands_in_for_the_symbols_fonts_lack() {
        assert_eq!(shown_as("▲ a ≥ 5 ✂β", Symbols::Unicode), "▲ a ≥ 5 ✂β");
        let ascii = shown_as("▲ a ≥ 5 ✂β ★ ◆ ∨ ∧ ✓", Symbols::Ascii);
        assert_eq!(ascii, "^ a >= 5 xβ * <> | & +");
    }

    #[test]
    fn every_cell_form_is_one_ascii_character() {
        for (from, to) in CELLS {
            assert!(to.is_ascii() && !to.is_ascii_control(), "{from} -> {to:?}");
            assert!(!from.is_ascii(), "{from}");
        }
        assert_eq!(ascii_cell('━'), Some('='));
        assert_eq!(ascii_cell('─'), None);
        assert_eq!(ascii_cell('a'), None);
    }
}
