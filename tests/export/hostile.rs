//! Exports of files written to attack what reads them: a NUL
//! that would desynchronise Graphviz, control characters that make SVG
//! not XML, a new line or `^^` in a file's name that would end TikZ's
//! comment and run TeX, an escape written raw by `export -o`.

use super::{at_the_end, drawn};
use crate::exported::{self, every_format_is_safe};
use crate::isolated::Gametree;
use gametree::export::{self, Format};
use gametree::printable;

/// Text that means something to a terminal, XML, DOT or TeX.
const HOSTILE: &[&str] = &[
    "\u{0}",
    "a\u{0}\"];\nn9 [href=\"javascript:alert(1)\"",
    "\u{1b}]52;c;UFdORUQ=\u{7}",
    "x\ny\r\tz",
    "\\input{^^2fetc^^2fhostname}",
    "^^J\\immediate\\write18{id}",
    "% } { $ & # _ ~",
    "<&>\"'",
    "]]> --> <!--",
    "\u{202e}\u{2066}\u{200f}\u{feff}\u{2028}",
    "\u{fffe}\u{ffff}\u{85}\u{9b}\u{7f}",
];

/// bratko-fig2's figure at the end, each name, value and edge label
/// replaced by hostile text, as if a file's text reached the exporters
/// unescaped.
#[test]
fn every_format_writes_raw_hostile_text_out() {
    let story = at_the_end();
    let mut f = export::figure(&*story, false).unwrap();
    let mut hostile = HOSTILE.iter().cycle();
    for s in &mut f.shapes {
        s.name = hostile.next().unwrap().to_string();
        s.value = hostile.next().unwrap().to_string();
    }
    for e in &mut f.edges {
        if let Some((label, _)) = &mut e.label {
            *label = hostile.next().unwrap().to_string();
        }
    }
    for p in &mut f.pieces {
        p.text = hostile.next().unwrap().to_string();
    }
    for caption in HOSTILE {
        assert_eq!(every_format_is_safe(&f, caption), Ok(()), "{caption:?}");
    }
}

#[test]
fn a_nul_in_a_name_stays_inside_its_dot_string() {
    let story = at_the_end();
    let mut f = export::figure(&*story, false).unwrap();
    f.shapes[1].name = HOSTILE[1].to_string();
    let dot = export::render(&f, Format::Dot, &Default::default());
    assert!(!dot.contains('\0'), "{dot:?}");
    assert!(
        dot.contains(r#"label="a\\u{0}\"];\\u{a}n9 [href=\"javascript:alert(1)\""#),
        "{dot}"
    );
    assert_eq!(exported::dot_strings_close(&dot), Ok(()));
}

#[test]
fn bratko_s_exports_pass_the_checks_unchanged() {
    let story = at_the_end();
    let f = export::figure(&*story, false).unwrap();
    assert_eq!(
        every_format_is_safe(&f, "bratko-fig2 · alpha-beta · step 65 of 65"),
        Ok(())
    );
    // The checks read what they check: the pinned SVG is XML.
    assert_eq!(
        exported::svg_is_xml(&drawn(&story, Format::Svg, "a & b"), "a & b"),
        Ok(())
    );
}

fn gametree(args: &[&str]) -> std::process::Output {
    Gametree::new(args).env("NO_COLOR", "1").output().unwrap()
}

/// A file name written to attack: a new line, then TeX that reads a file; the
/// export's caption comment stays one comment line.
#[test]
fn a_new_line_in_a_file_s_name_cannot_leave_tikz_s_comment() {
    let dir = std::env::temp_dir().join(format!("gametree-export-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("x\n\\input{^^2fetc^^2fhostname}\u{1b}.ron");
    std::fs::copy("scenarios/bratko-fig2.ron", &file).unwrap();
    let path = file.to_str().unwrap();
    let o = gametree(&["--lang", "en", "export", path, "--format", "tikz"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let tikz = String::from_utf8(o.stdout).unwrap();
    let without = gametree(&["--lang", "en", "export", path, "--format", "tikz", "--no-caption"]);
    let without = String::from_utf8(without.stdout).unwrap();
    assert_eq!(exported::tikz_stays_in_its_comments(&tikz, &without), Ok(()));
    assert!(
        tikz.contains(
            r"\textbackslash{}u\{a\}\textbackslash{}input\{\textasciicircum{}\textasciicircum{}2fetc"
        ),
        "{tikz}"
    );
    // Every format, to a file as to standard output: written out.
    for format in ["txt", "svg", "dot", "tikz"] {
        let out = dir.join(format!("figure.{format}"));
        let o = gametree(&["export", path, "--format", format, "-o", out.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
        let written = std::fs::read_to_string(&out).unwrap();
        assert_eq!(exported::no_raw_control(&written), Ok(()), "{format}");
        assert!(
            written.contains("\\u{1b}") || written.contains("u\\{1b\\}"),
            "{format}: {written}"
        );
    }
    std::fs::remove_dir_all(dir).unwrap();
}

/// A course file's states hold raw bytes (its format has no escapes):
/// `export --format txt -o` writes them out as standard output does.
#[test]
fn a_course_file_s_states_are_written_out_in_a_file_as_on_standard_output() {
    let dir = std::env::temp_dir().join(format!("gametree-export-course-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let course = dir.join("c.test");
    let text = "class: \"GraphGameTreeTest\"\nalg: \"MinimaxAgent\"\ndepth: \"1\"\nnum_agents: \"2\"\n\
        start_state: \"r\"\nwin_states: \"\"\nlose_states: \"\"\n\
        successors: \"\"\"\nr go\u{0} s\u{1b}[2J\nr x t\ns\u{1b}[2J a l1\nt a l2\n\"\"\"\n\
        evaluation: \"\"\"\nl1 1\nl2 2\n\"\"\"\n";
    std::fs::write(&course, text).unwrap();
    let out = dir.join("c.txt");
    let path = course.to_str().unwrap();
    let o = gametree(&["export", path, "--format", "txt", "-o", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let written = std::fs::read_to_string(&out).unwrap();
    let printed = String::from_utf8(gametree(&["export", path, "--format", "txt"]).stdout).unwrap();
    for drawn in [&written, &printed] {
        assert_eq!(exported::no_raw_control(drawn), Ok(()));
        assert!(drawn.contains(r"s\u{1b}[2J"), "{drawn}");
        assert!(drawn.contains(&*printable::line("go\u{0}")), "{drawn}");
    }
    std::fs::remove_dir_all(dir).unwrap();
}
