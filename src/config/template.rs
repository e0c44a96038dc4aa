//! The file `gametree config init` writes: every key, each after a comment
//! in the current language saying what it does, which values it takes and
//! which flag sets it too. The keys whose default comes from elsewhere
//! (the environment, the tree searched, the platform) are written
//! commented out, so that the file changes nothing until it is edited.

use super::{Choice, ColorChoice, Rule, Speed, Theme, VERSION};
use crate::engine::kalah::solve::file::Cache;
use crate::keymap::{self, KEY_NAMES};
use crate::say;
use crate::search::Algorithm;
use crate::words::language::{CutNames, Language};
use crate::words::symbols::Symbols;

/// The widest a comment line is.
const WIDTH: usize = 78;

/// The commented default configuration.
pub fn text() -> String {
    let mut out = String::new();
    comment(&mut out, "", &say!("config-init-head", version = VERSION));
    out.push_str("Config(\n");
    let mut key = |message: String, line: String| {
        comment(&mut out, "    ", &message);
        out.push_str(&format!("    {line}\n\n"));
    };
    key(
        say!("config-init-version", version = VERSION),
        format!("version: {VERSION},"),
    );
    key(
        say!("config-init-rule", values = values::<Rule>()),
        setting("rule", Rule::default()),
    );
    key(
        say!("config-init-cut-names", values = values::<CutNames>()),
        setting("cut_names", CutNames::default()),
    );
    key(
        say!("config-init-lang", values = values::<Language>()),
        format!("// {}", setting("lang", crate::words::language())),
    );
    key(
        say!("config-init-theme", values = values::<Theme>()),
        setting("theme", Theme::default()),
    );
    key(
        say!("config-init-symbols", values = values::<Symbols>()),
        setting("symbols", Symbols::Unicode),
    );
    key(
        say!("config-init-algorithm", values = values::<Algorithm>()),
        format!("// {}", setting("algorithm", Algorithm::AlphaBeta)),
    );
    key(
        say!("config-init-speed", most = Speed::MOST),
        format!("speed: {},", Speed::DEFAULT.number()),
    );
    key(
        say!("config-init-color", values = values::<ColorChoice>()),
        setting("color", ColorChoice::default()),
    );
    let cache = Cache::default_dir().map_or("~/gametree/kalah".into(), |d| d.display().to_string());
    key(
        say!("config-init-db-dir"),
        format!("// db_dir: {},", quoted(&cache)),
    );
    key(
        say!("config-init-max-tree-memory"),
        "// max_tree_memory: \"1GiB\",".into(),
    );
    key(say!("config-init-serve-idle"), "// serve_idle: \"30m\",".into());
    let actions = keymap::names();
    comment(
        &mut out,
        "    ",
        &say!(
            "config-init-keys",
            names = KEY_NAMES.join(", "),
            actions = actions.join(", ")
        ),
    );
    out.push_str("    keys: {\n");
    out.push_str("        // \"quit\": \"q\",\n");
    out.push_str("        // \"forward\": [\"Right\", \"l\", \"Space\"],\n");
    out.push_str("    },\n)\n");
    out
}

/// `key: "value",`
fn setting<T: Choice>(key: &str, value: T) -> String {
    format!("{key}: {},", quoted(value.tag()))
}

/// The values of a setting, each in quotes: `"dark", "light"`.
fn values<T: Choice>() -> String {
    let quoted: Vec<String> = T::tags().into_iter().map(quoted).collect();
    quoted.join(", ")
}

/// A RON string.
fn quoted(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}

/// `text` as `//` comment lines of at most `WIDTH` characters after
/// `indent`, a paragraph a line of the message.
fn comment(out: &mut String, indent: &str, text: &str) {
    let room = WIDTH.saturating_sub(indent.chars().count() + 3).max(20);
    for paragraph in text.lines() {
        let mut line = String::new();
        for word in unbroken(paragraph) {
            if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > room {
                out.push_str(&format!("{indent}// {line}\n"));
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&word);
        }
        out.push_str(&format!(
            "{indent}//{}{line}\n",
            if line.is_empty() { "" } else { " " }
        ));
    }
}

/// The words of a paragraph, a sign standing alone (`≤`, `—`) kept on the
/// line of the words either side of it: `v ≤ α` is not broken.
fn unbroken(paragraph: &str) -> Vec<String> {
    let sign = |w: &str| w.chars().count() == 1 && !w.chars().all(char::is_alphanumeric);
    let mut out: Vec<String> = Vec::new();
    let mut glue = false;
    for word in paragraph.split_whitespace() {
        match out.last_mut() {
            Some(last) if glue || sign(word) => {
                last.push(' ');
                last.push_str(word);
            }
            _ => out.push(word.to_string()),
        }
        glue = sign(word);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_are_wrapped_at_the_width() {
        let mut out = String::new();
        comment(&mut out, "    ", &"word ".repeat(40));
        assert!(
            out.lines()
                .all(|l| l.chars().count() <= WIDTH && l.starts_with("    // "))
        );
        assert_eq!(out.lines().count(), 3);
    }

    #[test]
    fn a_sign_keeps_to_its_words() {
        assert_eq!(unbroken("cuts at v ≤ α — here"), ["cuts", "at", "v ≤ α — here"]);
    }

    #[test]
    fn the_default_file_reads_back_as_no_setting_but_the_defaults() {
        let config = super::super::parse(&text(), "config.ron", None).unwrap();
        assert_eq!(config.version, VERSION);
        assert!(config.keys.is_empty());
        assert_eq!(config.choices.lang, None);
        assert_eq!(config.choices.rule, Some(Rule::Equality));
    }
}
