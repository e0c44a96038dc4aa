//! The docs' examples as tests: every `$ gametree …`
//! transcript in README.md and docs/*.md runs, in a fresh folder of its
//! own, and prints what the doc shows; every `gametree …` line of a
//! command list runs and succeeds unless it opens a screen.
//!
//! In what a doc shows, a line that is only `...` stands for any number
//! of lines, and `...` within a line for any text (a time, a path, the
//! middle of a long JSON line). A block that cannot run says why in an
//! HTML comment on the line before it: `<!-- not run: REASON -->`, where
//! REASON is one of [`REASONS`]. A `ron` block after `<!-- file: NAME -->`
//! is written to NAME in the folder before the doc's commands run.
//!
//! A small harness rather than trycmd: the docs pipe (`| head -1`), show
//! `...` inside lines as readers expect, and keep their `text` blocks.

mod markdown;
mod matching;
mod names;
mod run;

use markdown::{Block, Doc};
use std::path::PathBuf;

/// Why a block may be left out, and nothing else.
pub const REASONS: [&str; 3] = ["interactive", "over 10 s in a debug build", "a dated measurement"];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn docs() -> Vec<Doc> {
    let mut paths = vec![root().join("README.md")];
    let mut more: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    more.sort();
    paths.extend(more);
    paths.iter().map(|p| Doc::read(p, &root())).collect()
}

#[derive(Default)]
struct Tally {
    ran: usize,
    marked: usize,
    interactive: usize,
    failures: Vec<String>,
}

fn check_doc(doc: &Doc, tally: &mut Tally) {
    let folder = run::Folder::new(&root());
    for block in &doc.blocks {
        if let Some((name, text)) = &block.file {
            folder.write(name, text);
            continue;
        }
        if let Some(reason) = &block.not_run {
            if !REASONS.contains(&reason.as_str()) {
                tally.failures.push(format!(
                    "{}:{}: `not run: {reason}` is not an allowed reason ({})",
                    doc.name,
                    block.line,
                    REASONS.join("; ")
                ));
            }
            tally.marked += 1;
            continue;
        }
        check_block(doc, block, &folder, tally);
    }
}

fn check_block(doc: &Doc, block: &Block, folder: &run::Folder, tally: &mut Tally) {
    for case in &block.cases {
        let at = format!("{}:{}", doc.name, case.line);
        if !case.command.starts_with("gametree") && case.expected.is_some() {
            let why = format!(
                "{at}: `$ {}` is not gametree's: mark the block `<!-- not run: REASON -->`",
                case.command
            );
            tally.failures.push(why);
            continue;
        }
        if case.expected.is_none() && run::opens_a_screen(&case.command) {
            tally.interactive += 1;
            continue;
        }
        let got = folder.run(&case.command);
        tally.ran += 1;
        match &case.expected {
            Some(expected) => {
                if let Err(why) = matching::matches(expected, &got.output) {
                    tally.failures.push(format!(
                        "{at}: `$ {}` printed\n{}\nwhere the doc shows\n{}\n({why})",
                        case.command,
                        got.output,
                        expected.join("\n")
                    ));
                }
            }
            None if !got.success => tally
                .failures
                .push(format!("{at}: `{}` failed:\n{}", case.command, got.output)),
            None => {}
        }
    }
}

#[test]
fn every_example_in_the_docs_runs_and_prints_what_the_doc_shows() {
    let mut tally = Tally::default();
    for doc in docs() {
        check_doc(&doc, &mut tally);
    }
    eprintln!(
        "docs: {} commands ran, {} blocks marked not run, {} lines open a screen",
        tally.ran, tally.marked, tally.interactive
    );
    assert!(tally.ran > 40, "only {} commands ran", tally.ran);
    assert!(
        tally.failures.is_empty(),
        "{} examples differ from the docs:\n\n{}",
        tally.failures.len(),
        tally.failures.join("\n\n")
    );
}

/// The docs' own text files, by name from the top, each with its text.
fn texts() -> Vec<(String, String)> {
    let mut names = vec!["README.md".to_string()];
    for e in std::fs::read_dir(root().join("docs")).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|e| e == "md") {
            names.push(format!("docs/{}", p.file_name().unwrap().to_string_lossy()));
        }
    }
    names.sort();
    names
        .into_iter()
        .map(|n| {
            let text = std::fs::read_to_string(root().join(&n)).unwrap();
            (n, text)
        })
        .collect()
}

#[test]
fn every_path_a_doc_names_is_there() {
    let files = names::repository(&root());
    let mut missing = Vec::new();
    for (name, text) in texts() {
        let dir = if name.starts_with("docs/") { "docs/" } else { "" };
        for (line, path) in names::paths(&text) {
            if !names::exists(&files, dir, &path) {
                missing.push(format!("{name}:{line}: {path}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "paths the docs name that are not there:\n{}",
        missing.join("\n")
    );
}

#[test]
fn every_command_a_doc_names_parses() {
    let mut wrong = Vec::new();
    let mut checked = 0;
    for (name, text) in texts() {
        for (line, command) in names::named_commands(&text) {
            checked += 1;
            if let Some(why) = names::refused(&command) {
                wrong.push(format!("{name}:{line}: `{command}`: {why}"));
            }
        }
    }
    // The command lists' lines, those that open a screen too (they are
    // not run).
    for doc in docs() {
        for case in doc
            .blocks
            .iter()
            .filter(|b| b.not_run.is_none())
            .flat_map(|b| &b.cases)
        {
            if case.command.starts_with("gametree") {
                checked += 1;
                if let Some(why) = names::refused(&case.command) {
                    wrong.push(format!("{}:{}: `{}`: {why}", doc.name, case.line, case.command));
                }
            }
        }
    }
    assert!(checked > 100, "only {checked} commands named");
    assert!(
        wrong.is_empty(),
        "commands the docs name that do not parse:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn a_shown_output_without_its_command_is_marked() {
    // Output in a doc is either a transcript's (after `$ gametree …`) or
    // marked with its reason; a bare output cannot be run.
    let mut bare = Vec::new();
    for doc in docs() {
        for b in doc.blocks.iter().filter(|b| b.bare_output && b.not_run.is_none()) {
            bare.push(format!("{}:{}", doc.name, b.line));
        }
    }
    assert!(bare.is_empty(), "output shown without its command: {bare:?}");
}

#[test]
fn the_matcher_reads_elisions() {
    let lines = |s: &str| s.lines().map(str::to_string).collect::<Vec<_>>();
    assert!(matching::matches(&lines("a\n...\nd"), "a\nb\nc\nd\n").is_ok());
    assert!(matching::matches(&lines("a\n...\nd"), "a\nd\n").is_ok());
    assert!(matching::matches(&lines("took ... s"), "took 0.18 s\n").is_ok());
    assert!(matching::matches(&lines("took ... s"), "took 0.18 ms\n").is_err());
    assert!(matching::matches(&lines("a\nb"), "a\nb\nc\n").is_err());
    assert!(matching::matches(&lines("  ...\nz"), "x\ny\nz\n").is_ok());
    assert!(matching::matches(&lines("[\".../...\",...,\"X\"]"), "[\".../...\",\"a\",\"X\"]").is_ok());
}
