//! The files `export -o`, `random -o` and `practice --json`
//! write. Each starts with a line that says gametree wrote it; a file it
//! wrote before is replaced (a Makefile runs the same export again), its
//! input and a file it did not write are refused (exit 1) unless
//! `--force`; nothing is left beside it but the file.

use crate::common::cli::{gametree_in_package as gametree, refused, stderr};
use std::path::{Path, PathBuf};
use std::process::Output;

fn ok(o: &Output) {
    assert!(o.status.success(), "{}", stderr(o));
}

fn folder() -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix("gametree-files")
        .tempdir()
        .unwrap()
}

fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

fn text(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap()
}

fn s(path: &Path) -> &str {
    path.to_str().unwrap()
}

#[test]
fn every_file_export_writes_starts_with_a_line_that_says_gametree_wrote_it() {
    let dir = folder();
    let at = |name: &str| dir.path().join(name);
    let cases: [(&str, &[&str], &str); 6] = [
        ("fig.svg", &[], "<!-- gametree export -->"),
        (
            "fig.tikz",
            &[],
            "% gametree export: \\input this into a frame; it needs",
        ),
        ("doc.tex", &["--standalone"], "% gametree export"),
        ("fig.dot", &[], "// gametree export"),
        ("fig.txt", &[], "gametree export"),
        ("tree.ron", &[], "// gametree export"),
    ];
    for (name, extra, first) in cases {
        let file = at(name);
        let mut args = vec!["export", "bratko-fig2", "-o", s(&file)];
        args.extend(extra);
        ok(&gametree(&args));
        let written = text(&at(name));
        assert_eq!(written.lines().next(), Some(first), "{name}: {written}");
    }
    // Each is still its format: the SVG is XML, the text starts with
    // its caption, the scenario file reads back, the standalone TikZ
    // is a document.
    roxmltree::Document::parse(&text(&at("fig.svg"))).unwrap();
    assert_eq!(
        text(&at("fig.txt")).lines().nth(1),
        Some("alpha-beta · bratko-fig2 · step 65 of 65")
    );
    let check = gametree(&["check", s(&at("tree.ron"))]);
    assert_eq!(String::from_utf8_lossy(&check.stdout), "ok\n");
    assert!(
        text(&at("doc.tex"))
            .lines()
            .nth(1)
            .unwrap()
            .starts_with("\\documentclass")
    );
    assert!(
        text(&at("fig.dot"))
            .lines()
            .nth(1)
            .unwrap()
            .starts_with("digraph tree {")
    );
    // Standard output is the drawing alone, as before.
    let o = gametree(&["export", "bratko-fig2", "--format", "svg"]);
    assert!(String::from_utf8_lossy(&o.stdout).starts_with("<svg"));
    // Nothing else is left in the folder: no temporary file.
    assert_eq!(
        names(dir.path()),
        ["doc.tex", "fig.dot", "fig.svg", "fig.tikz", "fig.txt", "tree.ron"]
    );
}

#[test]
fn a_file_export_wrote_before_is_replaced_and_another_is_left_as_it_is() {
    let dir = folder();
    let fig = dir.path().join("fig.tikz");
    // A Makefile's rule run twice, the second time at another step.
    ok(&gametree(&["export", "bratko-fig2", "-o", s(&fig)]));
    ok(&gametree(&[
        "export",
        "bratko-fig2",
        "--step",
        "3",
        "-o",
        s(&fig),
    ]));
    assert!(text(&fig).contains("step 3 of 65"), "{}", text(&fig));
    // Drawn over as another format, it is still gametree's.
    ok(&gametree(&[
        "export",
        "bratko-fig2",
        "--format",
        "svg",
        "-o",
        s(&fig),
    ]));
    // A figure the lecturer drew by hand stays.
    let mine = dir.path().join("mine.svg");
    let by_hand = "<svg xmlns=\"http://www.w3.org/2000/svg\"><!-- mine --></svg>\n";
    std::fs::write(&mine, by_hand).unwrap();
    let o = gametree(&["export", "bratko-fig2", "-o", s(&mine)]);
    refused(&o, 1, "mine.svg is there and gametree did not write it");
    assert!(stderr(&o).contains("--force"), "{}", stderr(&o));
    assert_eq!(text(&mine), by_hand);
    // --force replaces it.
    ok(&gametree(&["export", "bratko-fig2", "-o", s(&mine), "--force"]));
    assert!(text(&mine).starts_with("<!-- gametree export -->\n<svg"));
    assert_eq!(names(dir.path()), ["fig.tikz", "mine.svg"]);
}

#[test]
fn export_never_writes_over_its_input() {
    let dir = folder();
    // A scenario file with the user's comments, as `ron` writes it over.
    let mine = dir.path().join("mine.ron");
    let scenario = "// my notes\nScenario(title: \"t\", tree: (name: \"a\", children: [1, 2]))\n";
    std::fs::write(&mine, scenario).unwrap();
    let o = gametree(&["export", s(&mine), "--format", "ron", "-o", s(&mine)]);
    refused(&o, 1, "mine.ron is the file read");
    assert_eq!(text(&mine), scenario);
    // Even a scenario file export wrote, and under another name.
    let ours = dir.path().join("ours.ron");
    ok(&gametree(&["export", "bratko-fig2", "-o", s(&ours)]));
    let before = text(&ours);
    let again: PathBuf = dir.path().join(".").join("ours.ron");
    refused(
        &gametree(&["export", s(&ours), "-o", s(&again)]),
        1,
        "is the file read",
    );
    assert_eq!(text(&ours), before);
    // --force: the user asks for it.
    ok(&gametree(&[
        "export",
        s(&mine),
        "--format",
        "ron",
        "-o",
        s(&mine),
        "--force",
    ]));
    assert!(text(&mine).starts_with("// gametree export\nScenario("));
}

#[test]
fn random_replaces_its_own_file_and_no_other() {
    let dir = folder();
    let file = dir.path().join("r.ron");
    ok(&gametree(&["random", "b2d2:seed1", "-o", s(&file)]));
    ok(&gametree(&["random", "b2d2:seed2", "-o", s(&file)]));
    assert!(text(&file).starts_with("// random:b2d2:seed2"), "{}", text(&file));
    let notes = dir.path().join("notes.ron");
    std::fs::write(&notes, "// lecture notes\n").unwrap();
    refused(
        &gametree(&["random", "b2d2:seed1", "-o", s(&notes)]),
        1,
        "notes.ron is there and gametree did not write it",
    );
    assert_eq!(text(&notes), "// lecture notes\n");
    ok(&gametree(&["random", "b2d2:seed1", "-o", s(&notes), "--force"]));
    assert!(text(&notes).starts_with("// random:b2d2:seed1"));
    assert_eq!(names(dir.path()), ["notes.ron", "r.ron"]);
    // --force is for -o.
    assert_eq!(gametree(&["random", "b2d2", "--force"]).status.code(), Some(2));
}

/// Refused before the terminal is looked for: outside one the refusal is
/// what is said.
#[test]
fn practice_refuses_a_record_file_it_did_not_write_and_the_scenario() {
    let dir = folder();
    let essay = dir.path().join("essay.json");
    std::fs::write(&essay, "{\"my\": \"essay\"}\n").unwrap();
    let o = gametree(&["practice", "bratko-fig2", "--json", s(&essay)]);
    refused(&o, 1, "essay.json is there and gametree did not write it");
    assert_eq!(text(&essay), "{\"my\": \"essay\"}\n");
    let scenario = dir.path().join("tree.ron");
    ok(&gametree(&["export", "bratko-fig2", "-o", s(&scenario)]));
    refused(
        &gametree(&["practice", s(&scenario), "--json", s(&scenario)]),
        1,
        "tree.ron is the file read",
    );
    // A record of an earlier practice, and --force: on to the terminal.
    let record = dir.path().join("record.json");
    let earlier = r#"{"version":1,"spec":"bratko-fig2","algorithm":"alphabeta","questions":[],"score":null}"#;
    std::fs::write(&record, earlier).unwrap();
    for (file, force) in [(&record, None), (&essay, Some("--force"))] {
        let mut args = vec!["practice", "bratko-fig2", "--json", s(file)];
        args.extend(force);
        refused(&gametree(&args), 1, "needs a terminal");
    }
    // Nothing is written without a terminal.
    assert_eq!(text(&essay), "{\"my\": \"essay\"}\n");
    assert_eq!(text(&record), earlier);
}

#[test]
fn every_command_that_writes_a_file_offers_force_in_its_help() {
    for command in ["export", "random", "practice"] {
        let o = gametree(&[command, "--help"]);
        let help = String::from_utf8_lossy(&o.stdout).into_owned();
        assert!(help.contains("--force"), "{command}: {help}");
        assert!(help.contains("gametree did not write"), "{command}: {help}");
    }
}
