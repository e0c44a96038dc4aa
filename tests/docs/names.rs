//! What the docs' prose names, read against the program: every path it
//! names in backquotes or links to is in the repository, and every
//! command it names (`gametree open kalah --board …`, `kalah solve
//! --pits 6`, the lines of a command list that open a screen) is one
//! the command line takes: its subcommands exist, each flag is one of
//! theirs, and each value written out parses as that flag's value.

use clap::CommandFactory;
use std::collections::BTreeSet;
use std::ffi::OsStr;
use std::path::Path;

/// Every file and folder of the repository, from its top (`src/cli/`,
/// `src/cli/mod.rs`), less the build's and git's.
pub fn repository(root: &Path) -> BTreeSet<String> {
    fn walk(dir: &Path, root: &Path, out: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).unwrap().map(Result::unwrap) {
            let path = entry.path();
            let name = path.strip_prefix(root).unwrap().display().to_string();
            if matches!(
                name.as_str(),
                "target" | ".git" | "fuzz/target" | "fuzz/corpus" | "fuzz/artifacts"
            ) {
                continue;
            }
            if path.is_dir() {
                out.insert(format!("{name}/"));
                walk(&path, root, out);
            } else {
                out.insert(name);
            }
        }
    }
    let mut out = BTreeSet::new();
    walk(root, root, &mut out);
    out
}

/// The paths a doc names: backquoted text with a `/` that ends as a file
/// of the repository's kinds or as a folder (`cli/position.rs`,
/// `story/figure/`), and the targets of its relative links. Paths with a
/// placeholder (`session/<game>.rs`, `{en,ru,uk}`, `*.ftl`), absolute
/// ones and the user's (`~/.config`) are not the repository's.
pub fn paths(text: &str) -> Vec<(usize, String)> {
    const KINDS: [&str; 10] = [
        ".rs", ".md", ".ron", ".ftl", ".toml", ".test", ".snap", ".svg", ".png", ".sh",
    ];
    let line_of = |at: usize| text[..at].matches('\n').count() + 1;
    let mut out = Vec::new();
    for (at, quoted) in spans(text) {
        let t = quoted.trim();
        let placeholder = t.contains(|c: char| " <>{}*…$~%\\".contains(c)) || t.contains("://");
        if placeholder || t.starts_with(['/', '-', '.']) {
            continue;
        }
        let bare = t.split(['#', ':']).next().unwrap_or(t);
        let folder = t.ends_with('/') && t[..t.len() - 1].contains('/');
        let file = bare.contains('/') && KINDS.iter().any(|k| bare.ends_with(k));
        if folder || file {
            out.push((line_of(at), if folder { t.to_string() } else { bare.to_string() }));
        }
    }
    for (i, _) in text.match_indices("](") {
        let target: String = text[i + 2..].chars().take_while(|&c| c != ')').collect();
        let target = target.split('#').next().unwrap_or_default().to_string();
        if !target.is_empty() && !target.contains("://") && !target.starts_with("mailto:") {
            out.push((line_of(i), target));
        }
    }
    out
}

/// Whether a doc in `dir` (the top, or `docs/`) names a path that is
/// there: from the top, from the doc's folder, or as the end of a path
/// of the repository (a table row on `config/` names `read/keys.rs`).
pub fn exists(files: &BTreeSet<String>, dir: &str, path: &str) -> bool {
    let from_doc = match path.strip_prefix("../") {
        Some(up) => up.to_string(),
        None => format!("{dir}{path}"),
    };
    let end = format!("/{path}");
    files.contains(path) || files.contains(&from_doc) || files.iter().any(|f| f.ends_with(&end))
}

/// Backquoted spans on one line, with where each starts.
fn spans(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut rest = text;
    let mut offset = 0;
    while let Some(open) = rest.find('`') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('`') else { break };
        let inner = &after[..close];
        // A fence or an empty pair is no span.
        if !inner.is_empty() && !inner.contains('\n') {
            out.push((offset + open + 1, inner));
        }
        let used = open + 1 + close + 1;
        offset += used;
        rest = &rest[used..];
    }
    out
}

/// The commands named in backquotes: after `gametree`, or a command of
/// the program's own with a flag after it (`kalah solve --pits 6`).
pub fn named_commands(text: &str) -> Vec<(usize, String)> {
    let root = command();
    let line_of = |at: usize| text[..at].matches('\n').count() + 1;
    let mut out = Vec::new();
    for (at, span) in spans(text) {
        let words: Vec<&str> = span.split_whitespace().collect();
        let named = match words.first() {
            Some(&"gametree") => true,
            Some(first) => root.find_subcommand(first).is_some() && words.iter().any(|w| w.starts_with("--")),
            None => false,
        };
        if named {
            out.push((line_of(at), span.to_string()));
        }
    }
    out
}

/// The command line's definition, each subcommand with the global flags.
pub fn command() -> clap::Command {
    let mut c = gametree::cli::Cli::command();
    c.build();
    c
}

/// Why a command a doc names is not one the program takes; None when it
/// is. Its words stop at a pipe, a redirection, a comment or an ellipsis
/// (`export … -o fig.tikz`); a word in capitals (`FILE`, `SEED`) is a
/// placeholder; `a|b` names either.
pub fn refused(line: &str) -> Option<String> {
    let mut words: Vec<&str> = Vec::new();
    for w in line.split_whitespace() {
        if matches!(w, "|" | "||" | "&&" | ">" | "<" | "#" | ";" | "2>&1")
            || w.contains('…')
            || w.contains("...")
        {
            break;
        }
        words.push(w);
    }
    if words.first() == Some(&"gametree") {
        words.remove(0);
    }
    check(&command(), &words)
}

fn check(cmd: &clap::Command, words: &[&str]) -> Option<String> {
    // No word left: nothing to refuse.
    let (&first, rest) = words.split_first()?;
    if !first.starts_with('-') {
        let subs: Vec<&str> = first.split('|').collect();
        if subs.iter().all(|s| cmd.find_subcommand(s).is_some()) {
            return subs
                .iter()
                .find_map(|s| check(cmd.find_subcommand(s).unwrap(), rest));
        }
    }
    flags(cmd, words)
}

/// The flags after the subcommands (and their values), positionals
/// passed over.
fn flags(cmd: &clap::Command, words: &[&str]) -> Option<String> {
    let mut i = 0;
    while i < words.len() {
        let w = words[i];
        i += 1;
        let (name, inline) = match w.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (w, None),
        };
        let arg = if let Some(long) = name.strip_prefix("--") {
            if long.is_empty() {
                break;
            }
            cmd.get_arguments().find(|a| a.get_long() == Some(long))
        } else if let Some(short) = name.strip_prefix('-').filter(|s| s.chars().count() == 1) {
            let c = short.chars().next();
            cmd.get_arguments().find(|a| a.get_short() == c)
        } else {
            continue; // a positional: a scenario, a file, a shell
        };
        let Some(arg) = arg else {
            return Some(format!("`{}` has no {name}", cmd.get_name()));
        };
        if !arg.get_num_args().is_some_and(|n| n.takes_values()) && !arg.get_action().takes_values() {
            continue;
        }
        let value = match inline {
            Some(v) => Some(v),
            None if i < words.len() && !words[i].starts_with('-') => {
                i += 1;
                Some(words[i - 1])
            }
            None => None,
        };
        // A placeholder (`FILE`, `shuffle:SEED`), or a file the doc's
        // folder holds (`linear:w.ron`), is not read here.
        let read_here = |v: &&str| !v.chars().any(|c| c.is_ascii_uppercase()) && !v.contains(".ron");
        let Some(value) = value.filter(read_here) else {
            continue;
        };
        // The flag's value parser alone, on a command of its own.
        let alone = clap::Arg::new("value")
            .long("value")
            .value_parser(arg.get_value_parser().clone())
            .value_delimiter(arg.get_value_delimiter())
            .allow_hyphen_values(true);
        let one = clap::Command::new("one").no_binary_name(true).arg(alone);
        for v in value.trim_matches(['\'', '"']).split('|') {
            let parsed = one
                .clone()
                .try_get_matches_from([OsStr::new("--value"), OsStr::new(v)]);
            if let Err(e) = parsed {
                let why = e.to_string();
                return Some(format!("{name} {v}: {}", why.lines().next().unwrap_or_default()));
            }
        }
    }
    None
}

#[test]
fn the_checks_catch_what_they_should() {
    assert_eq!(
        refused("gametree kalah solve --pits 6 --rules empty-capture"),
        None
    );
    assert_eq!(refused("gametree play kalah|tictactoe|nim|connect4"), None);
    assert_eq!(refused("gametree stats NAME --by-depth"), None);
    assert_eq!(refused("gametree export … -o fig.tikz"), None);
    assert!(refused("gametree kalah solve --nosuch").is_some());
    assert!(refused("gametree kalah solve --rules nosuch").is_some());
    assert!(refused("gametree play tictactoe --eval open-lines|nosuch").is_some());
    assert!(refused("gametree stats x --order nosuch").is_some());
    assert_eq!(refused("gametree practice x --ask pruned,edges"), None);
    assert!(refused("gametree practice x --ask pruned,nosuch").is_some());
    let files = repository(Path::new(env!("CARGO_MANIFEST_DIR")));
    assert!(exists(&files, "", "src/cli/mod.rs"));
    assert!(exists(&files, "", "cli/position.rs"));
    assert!(exists(&files, "docs/", "tutor.md"));
    assert!(exists(&files, "docs/", "../assets/tutor.svg"));
    assert!(exists(&files, "", "story/figure/"));
    assert!(!exists(&files, "", "words/errors.rs"));
    let named = paths("`cli/practice.rs`, `session/<game>.rs`, `~/.config/x.ron`, [a](tutor.md#keys)");
    assert_eq!(
        named,
        vec![(1, "cli/practice.rs".to_string()), (1, "tutor.md".to_string())]
    );
}
