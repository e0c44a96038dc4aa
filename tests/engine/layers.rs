//! The architecture holds: every module of `src/` imports only layers below
//! its own (the tests inside a module may use anything). The engine's
//! independence of the terminal is checked by CI's `cargo build
//! --no-default-features`; this checks the order of the layers.
//!
//! `cargo test --test engine -- --ignored layers --nocapture` prints the
//! imports of each layer, the list in `docs/architecture.md`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The layers from the bottom; a module imports only modules of the layers
/// before its own.
const LAYERS: &[&[&str]] = &[
    &["value", "seeded", "keymap", "printable", "text_file"],
    &["game"],
    &["record"],
    &["search"],
    &["scenario", "engine"],
    &["words"],
    &["pseudocode"],
    &["subject"],
    &["story", "session"],
    &["export", "config"],
    &["tui"],
    &["cli"],
];

fn layer(module: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&module))
}

/// Every `.rs` file under `dir`.
fn files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The modules each top-level module imports, outside its tests.
fn imports() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    files(&src, &mut all);
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for path in all {
        let rel = path.strip_prefix(&src).unwrap();
        let first = rel.components().next().unwrap().as_os_str().to_string_lossy();
        let module = first.trim_end_matches(".rs").to_string();
        if matches!(module.as_str(), "lib" | "main") {
            continue; // the crate's root and the binary belong to no layer
        }
        assert!(
            layer(&module).is_some(),
            "src/{module} is in no layer: place it in LAYERS (tests/engine/layers.rs) and docs/architecture.md"
        );
        let text = std::fs::read_to_string(&path).unwrap();
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        let used = out.entry(module.clone()).or_default();
        for (i, _) in code.match_indices("crate::") {
            let name: String = code[i + 7..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if name != module && layer(&name).is_some() {
                used.insert(name);
            }
        }
    }
    out
}

#[test]
fn every_module_imports_only_layers_below_its_own() {
    let mut wrong = Vec::new();
    for (module, used) in imports() {
        let own = layer(&module).unwrap();
        for u in used {
            if layer(&u).unwrap() >= own {
                wrong.push(format!("{module} imports {u}"));
            }
        }
    }
    assert!(wrong.is_empty(), "imports that do not point down: {wrong:?}");
}

/// The imports of each layer, from the top, as docs/architecture.md lists
/// them.
fn listing() -> String {
    let imports = imports();
    let mut out = String::new();
    for (i, l) in LAYERS.iter().enumerate().rev() {
        for m in *l {
            let used: Vec<&str> = imports
                .get(*m)
                .into_iter()
                .flatten()
                .map(String::as_str)
                .collect();
            let line = format!("{}. `{m}` → {}", i + 1, used.join(", "));
            out.push_str(line.trim_end());
            out.push('\n');
        }
    }
    out
}

#[test]
fn the_architecture_doc_lists_the_layers_as_they_are() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/architecture.md");
    let doc = std::fs::read_to_string(&path).unwrap();
    let listed = doc
        .split("cargo test --test engine -- --ignored layers --nocapture` prints them:\n\n```\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("docs/architecture.md lists the layers' imports in a block");
    let now = listing();
    assert_eq!(
        listed, now,
        "docs/architecture.md's list is stale; it is now:\n{now}"
    );
    // The table names every module at its layer.
    for (i, l) in LAYERS.iter().enumerate() {
        for m in *l {
            let row = doc.lines().find(|r| r.starts_with(&format!("| {} |", i + 1)));
            let row = row.unwrap_or_else(|| panic!("docs/architecture.md has no row for layer {}", i + 1));
            assert!(
                row.contains(&format!("`{m}")),
                "layer {}'s row does not name `{m}`: {row}",
                i + 1
            );
        }
    }
}

#[test]
#[ignore = "prints the list for docs/architecture.md"]
fn layers() {
    print!("{}", listing());
}
