//! The first line of every file `export -o` writes, in the format's own
//! comment syntax: it says gametree wrote the file, so that a later export
//! replaces it and leaves alone a file somebody else wrote.

use super::Format;

/// The words every stamp carries.
const WORDS: &str = "gametree export";

/// The stamp of each kind of file: a figure's format, or a scenario file
/// (`None`: RON, whose comments are `//` as DOT's).
pub fn line(format: Option<Format>) -> String {
    match format {
        Some(Format::Svg) => format!("<!-- {WORDS} -->"),
        Some(Format::Tikz) => format!("% {WORDS}"),
        Some(Format::Dot) | None => format!("// {WORDS}"),
        // Plain text has no comments: the words alone.
        Some(Format::Txt) => WORDS.to_string(),
    }
}

/// `text` with the stamp as its first line, unless it has one already
/// (a TikZ snippet starts `% gametree export: \input this…`).
pub fn stamped(format: Option<Format>, text: &str) -> String {
    match is_stamped(text) {
        true => text.to_string(),
        false => format!("{}\n{text}", line(format)),
    }
}

/// Whether the first line of `text` is a stamp, of any format (a figure
/// exported as SVG may be written over as DOT).
pub fn is_stamped(text: &str) -> bool {
    let first = text.lines().next().unwrap_or_default().trim_end();
    let formats = [Format::Svg, Format::Tikz, Format::Dot, Format::Txt];
    formats.into_iter().any(|f| {
        let stamp = line(Some(f));
        first == stamp || first.starts_with(&format!("{stamp}:"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_format_is_stamped_once_and_known_by_its_stamp() {
        for format in [
            Some(Format::Svg),
            Some(Format::Tikz),
            Some(Format::Dot),
            Some(Format::Txt),
            None,
        ] {
            let once = stamped(format, "body\n");
            assert_eq!(once.lines().nth(1), Some("body"), "{once}");
            assert!(is_stamped(&once), "{once}");
            assert_eq!(stamped(format, &once), once);
        }
        assert!(is_stamped("% gametree export: \\input this into a frame\n"));
        assert!(!is_stamped("Scenario(\n// gametree export\n"));
        assert!(!is_stamped("% gametree exported by hand\n"));
    }
}
