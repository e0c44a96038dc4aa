//! Text a file supplies, made safe to show: every character a terminal,
//! a browser or TeX would act on rather than show, and every one that
//! changes what is shown unseen, written out as `\u{1b}`. The command
//! line, the tutor and every exporter show names, titles and notes
//! through here, so that a scenario cannot set the clipboard, retitle
//! the window, reorder a line or end a comment.

use std::borrow::Cow;

/// Multi-line text (a note, a whole output): every hidden character
/// written out, the new line and the tab kept.
pub fn text(text: &str) -> Cow<'_, str> {
    escaped(text, |c| hidden(c) && c != '\n' && c != '\t')
}

/// A name, a move's label, a title, a file name, a caption: what must
/// stay on one line, so the new line and the tab are written out too.
pub fn line(text: &str) -> Cow<'_, str> {
    escaped(text, hidden)
}

fn escaped(text: &str, hide: impl Fn(char) -> bool) -> Cow<'_, str> {
    // Printable ASCII hides nothing: most names are so, and a file's
    // tree has millions.
    let plain = text.bytes().all(|b| (b' '..=b'~').contains(&b));
    if plain || !text.chars().any(&hide) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match hide(c) {
            true => out.extend(c.escape_unicode()),
            false => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// The characters never shown as they are: control characters (C0, DEL,
/// C1), the marks that reorder text unseen (bidi embeddings, overrides
/// and isolates, the left-to-right, right-to-left and Arabic letter
/// marks), the line and paragraph separators, the byte-order mark and
/// the zero-width space, and the noncharacters U+FFFE and U+FFFF.
pub fn hidden(c: char) -> bool {
    c.is_control()
        || reorders(c)
        || matches!(
            c,
            '\u{200e}' | '\u{200f}' | '\u{061c}' | '\u{2028}' | '\u{2029}' | '\u{feff}' | '\u{200b}'
        )
        || noncharacter(c)
}

/// What a name, a move's label or a title may not hold at all: control
/// characters, the bidi embeddings, overrides and isolates, U+FFFE and
/// U+FFFF. The other hidden characters are written out where shown.
pub fn refused_in_name(c: char) -> bool {
    c.is_control() || reorders(c) || noncharacter(c)
}

/// The bidi embeddings and overrides (U+202A–U+202E) and isolates
/// (U+2066–U+2069): each reorders what follows it on screen.
fn reorders(c: char) -> bool {
    matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

fn noncharacter(c: char) -> bool {
    matches!(c, '\u{fffe}' | '\u{ffff}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_written_out() {
        assert_eq!(text("a\u{1b}]2;x\u{7}b\n"), "a\\u{1b}]2;x\\u{7}b\n");
        assert_eq!(text("\u{9b}1m\u{202e}\u{7f}"), "\\u{9b}1m\\u{202e}\\u{7f}");
        assert!(matches!(text("plain\ttext\n"), Cow::Borrowed(_)));
    }

    #[test]
    fn a_line_writes_out_its_new_lines_and_tabs() {
        assert_eq!(
            line("a\nbest move FAKE\tx\r"),
            "a\\u{a}best move FAKE\\u{9}x\\u{d}"
        );
    }

    #[test]
    fn the_invisible_characters_are_written_out() {
        let all = "\u{200e}\u{200f}\u{61c}\u{2028}\u{2029}\u{feff}\u{200b}\u{fffe}\u{ffff}\u{2066}\u{2069}";
        assert_eq!(
            line(all),
            "\\u{200e}\\u{200f}\\u{61c}\\u{2028}\\u{2029}\\u{feff}\\u{200b}\\u{fffe}\\u{ffff}\\u{2066}\\u{2069}"
        );
    }

    #[test]
    fn letters_of_every_script_pass_unchanged() {
        // Cyrillic, CJK, a combining acute, Arabic, Hebrew, an emoji.
        for s in ["Братко", "Пошук ґ", "博弈树", "é", "e\u{301}", "شجرة", "עץ", "🌳"]
        {
            assert!(matches!(line(s), Cow::Borrowed(_)), "{s}");
            assert!(!s.chars().any(refused_in_name), "{s}");
        }
    }

    #[test]
    fn written_out_text_stays_as_it_is() {
        let once = line("a\u{0}b\u{202e}c\n").into_owned();
        assert_eq!(line(&once), once);
        assert!(!once.chars().any(hidden));
    }

    #[test]
    fn names_refuse_controls_reordering_and_noncharacters_only() {
        for c in [
            '\u{0}', '\u{1b}', '\n', '\u{7f}', '\u{9b}', '\u{202e}', '\u{2067}', '\u{fffe}', '\u{ffff}',
        ] {
            assert!(refused_in_name(c), "{c:?}");
        }
        for c in ['\u{200f}', '\u{61c}', '\u{2028}', '\u{feff}', '\u{200b}'] {
            assert!(!refused_in_name(c) && hidden(c), "{c:?}");
        }
    }
}
