//! What an exported figure must be whatever a file put in its names,
//! labels and caption: no raw control character in any format,
//! the SVG well-formed XML, the DOT's strings closed on their lines, the
//! TikZ never leaving a comment. Shared by the export tests, the property
//! test over random names and the fuzz target `export`.
#![allow(dead_code)]

use gametree::export::{self, Format, Options};
use gametree::printable;
use gametree::story::figure::Figure;

/// Every format, as a snippet and whole, with `caption` and without:
/// the first failure, if any.
pub fn every_format_is_safe(figure: &Figure, caption: &str) -> Result<(), String> {
    for standalone in [false, true] {
        let drawn = |format, caption: &str| {
            let options = Options {
                caption: caption.to_string(),
                standalone,
                ..Options::default()
            };
            export::render(figure, format, &options)
        };
        for format in [Format::Txt, Format::Svg, Format::Tikz, Format::Dot] {
            let text = drawn(format, caption);
            no_raw_control(&text).map_err(|e| format!("{format:?}: {e}"))?;
            match format {
                Format::Txt => caption_on_top(&text, caption),
                Format::Svg => svg_is_xml(&text, caption),
                Format::Dot => dot_strings_close(&text),
                Format::Tikz => tikz_stays_in_its_comments(&text, &drawn(format, "")),
            }
            .map_err(|e| format!("{format:?}: {e}\n{text}"))?;
        }
    }
    Ok(())
}

/// No control character but the new line, no bidi override, no
/// invisible mark, no U+FFFE or U+FFFF.
pub fn no_raw_control(text: &str) -> Result<(), String> {
    match text.chars().find(|&c| c != '\n' && printable::hidden(c)) {
        Some(c) => Err(format!("raw U+{:04X}", u32::from(c))),
        None => Ok(()),
    }
}

/// The text export's first line is the caption, written out.
fn caption_on_top(text: &str, caption: &str) -> Result<(), String> {
    match caption.is_empty() || text.lines().next() == Some(&printable::line(caption)) {
        true => Ok(()),
        false => Err("the caption is not the first line".into()),
    }
}

/// Well-formed XML whose caption reads as the caption written out.
pub fn svg_is_xml(text: &str, caption: &str) -> Result<(), String> {
    let doc = roxmltree::Document::parse(text).map_err(|e| e.to_string())?;
    let shown = doc
        .descendants()
        .find(|n| n.attribute("class") == Some("caption"))
        .and_then(|n| n.text())
        .unwrap_or("");
    match shown == printable::line(caption) {
        true => Ok(()),
        false => Err(format!("the caption reads {shown:?}")),
    }
}

/// Every DOT string ends on its line, and every line is a whole
/// statement (`{`, `;` or `}` at its end): a name cannot close a string
/// early and be read as DOT.
pub fn dot_strings_close(text: &str) -> Result<(), String> {
    for (n, line) in text.lines().enumerate() {
        let mut in_string = false;
        let mut chars = line.chars();
        while let Some(c) = chars.next() {
            match c {
                '\\' if in_string => {
                    chars.next();
                }
                '"' => in_string = !in_string,
                _ => {}
            }
        }
        if in_string || !line.ends_with(['{', ';', '}']) {
            return Err(format!("line {} is no whole statement: {line:?}", n + 1));
        }
    }
    Ok(())
}

/// The caption adds one comment line and nothing else, and no line holds
/// `^^` (TeX's way of writing any character, a new line too): nothing
/// of a file's leaves a comment or the braces it is written in.
pub fn tikz_stays_in_its_comments(text: &str, without_caption: &str) -> Result<(), String> {
    if let Some(line) = text.lines().find(|l| l.contains("^^")) {
        return Err(format!("^^ in {line:?}"));
    }
    let with: Vec<&str> = text.lines().collect();
    let without: Vec<&str> = without_caption.lines().collect();
    if with.len() == without.len() {
        return Ok(()); // no caption
    }
    let added: Vec<&&str> = with.iter().filter(|l| !without.contains(l)).collect();
    match (with.len() == without.len() + 1, added.as_slice()) {
        (true, [line]) if line.starts_with("% ") => Ok(()),
        _ => Err(format!("the caption added {added:?}")),
    }
}
