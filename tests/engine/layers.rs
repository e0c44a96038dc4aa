//! The architecture holds. The engine is a crate of its own
//! (`core/`, gametree-core), which cannot name the application: the
//! compiler keeps that boundary. Within each crate, every module imports
//! only layers below its own (the tests inside a module may use
//! anything); this checks that order, in the core's `core/src/` and the
//! application's `src/`, where the core is the floor under every layer.
//!
//! `cargo test --test engine -- --ignored layers --nocapture` prints the
//! imports of each layer, the lists in `docs/architecture.md`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A crate's layers from the bottom; a module imports only modules of the
/// layers before its own.
struct Crate {
    name: &'static str,
    src: &'static str,
    layers: &'static [&'static [&'static str]],
}

/// The core: the values, the rules, the recording, the searches, the trees.
const CORE: Crate = Crate {
    name: "gametree-core",
    src: "core/src",
    layers: &[
        &["value", "seeded", "printable", "text_file", "memory"],
        &["game"],
        &["record"],
        &["search"],
        &["scenario", "engine"],
    ],
};

/// The application, over the core.
const APP: Crate = Crate {
    name: "gametree",
    src: "src",
    layers: &[
        &["keymap"],
        &["words"],
        &["pseudocode"],
        &["subject"],
        &["story", "session"],
        &["export", "config"],
        &["tui"],
        &["cli"],
    ],
};

/// The modules the application takes from the core (`src/lib.rs`
/// re-exports them under the paths they had): below every layer of it.
fn in_core(module: &str) -> bool {
    CORE.layer(module).is_some()
}

impl Crate {
    fn layer(&self, module: &str) -> Option<usize> {
        self.layers.iter().position(|l| l.contains(&module))
    }

    /// The modules each top-level module imports, outside its tests: of
    /// its own crate, and (for the application) of the core.
    fn imports(&self) -> BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)> {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join(self.src);
        let mut all = Vec::new();
        files(&src, &mut all);
        let mut out: BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)> = BTreeMap::new();
        for path in all {
            let rel = path.strip_prefix(&src).unwrap();
            let first = rel.components().next().unwrap().as_os_str().to_string_lossy();
            let module = first.trim_end_matches(".rs").to_string();
            if matches!(module.as_str(), "lib" | "main") {
                continue; // the crate's root and the binary belong to no layer
            }
            assert!(
                self.layer(&module).is_some(),
                "{}/{module} is in no layer: place it in {}'s layers (tests/engine/layers.rs) and docs/architecture.md",
                self.src,
                self.name
            );
            let text = std::fs::read_to_string(&path).unwrap();
            let code = text.split("#[cfg(test)]").next().unwrap_or_default();
            let (own, core) = out.entry(module.clone()).or_default();
            for (i, _) in code.match_indices("crate::") {
                let name: String = code[i + 7..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                if name != module && self.layer(&name).is_some() {
                    own.insert(name);
                } else if self.name == APP.name && in_core(&name) {
                    core.insert(name);
                }
            }
        }
        out
    }

    /// The imports that do not point down.
    fn wrong(&self) -> Vec<String> {
        let mut wrong = Vec::new();
        for (module, (used, _)) in self.imports() {
            let own = self.layer(&module).unwrap();
            for u in used {
                if self.layer(&u).unwrap() >= own {
                    wrong.push(format!("{}: {module} imports {u}", self.name));
                }
            }
        }
        wrong
    }

    /// The imports of each layer, from the top, as docs/architecture.md
    /// lists them.
    fn listing(&self) -> String {
        let imports = self.imports();
        let mut out = String::new();
        for (i, l) in self.layers.iter().enumerate().rev() {
            for m in *l {
                let (own, core) = imports.get(*m).cloned().unwrap_or_default();
                let mut used: Vec<String> = own.into_iter().collect();
                if !core.is_empty() {
                    let core: Vec<String> = core.into_iter().collect();
                    used.push(format!("core ({})", core.join(", ")));
                }
                let line = format!("{}. `{m}` → {}", i + 1, used.join(", "));
                out.push_str(line.trim_end());
                out.push('\n');
            }
        }
        out
    }
}

/// Every `.rs` file under `dir`.
fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_module_imports_only_layers_below_its_own() {
    let wrong: Vec<String> = [CORE, APP].iter().flat_map(Crate::wrong).collect();
    assert!(wrong.is_empty(), "imports that do not point down: {wrong:?}");
}

#[test]
fn the_architecture_doc_lists_the_layers_as_they_are() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/architecture.md");
    let doc = std::fs::read_to_string(&path).unwrap();
    for c in [CORE, APP] {
        let heading = format!("The imports of each layer of {}", c.name);
        let listed = doc
            .split(&format!("{heading}, as `cargo test --test engine -- --ignored layers --nocapture` prints them:\n\n```\n"))
            .nth(1)
            .and_then(|rest| rest.split("```").next())
            .unwrap_or_else(|| panic!("docs/architecture.md lists {}'s imports in a block", c.name));
        let now = c.listing();
        assert_eq!(
            listed, now,
            "docs/architecture.md's list of {} is stale; it is now:\n{now}",
            c.name
        );
        // The crate's table names every module at its layer.
        let table = doc
            .split(&format!("The layers of {}, from the bottom", c.name))
            .nth(1)
            .unwrap_or_else(|| panic!("docs/architecture.md has no table of {}'s layers", c.name));
        for (i, l) in c.layers.iter().enumerate() {
            for m in *l {
                let row = table.lines().find(|r| r.starts_with(&format!("| {} |", i + 1)));
                let row = row.unwrap_or_else(|| panic!("{}'s table has no row for layer {}", c.name, i + 1));
                assert!(
                    row.contains(&format!("`{m}")),
                    "{}'s layer {}'s row does not name `{m}`: {row}",
                    c.name,
                    i + 1
                );
            }
        }
    }
}

#[test]
#[ignore = "prints the lists for docs/architecture.md"]
fn layers() {
    for c in [CORE, APP] {
        println!("{}:\n{}", c.name, c.listing());
    }
}
