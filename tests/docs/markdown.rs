//! The fenced blocks of a Markdown file, as the harness reads them.

use std::path::Path;

pub struct Doc {
    /// The file's path from the repository's top.
    pub name: String,
    pub blocks: Vec<Block>,
}

/// A fenced block and the comment on the line before it.
pub struct Block {
    /// The line of its opening fence.
    pub line: usize,
    /// `<!-- not run: REASON -->`.
    pub not_run: Option<String>,
    /// `<!-- file: NAME -->`: the block is a file the commands use.
    pub file: Option<(String, String)>,
    pub cases: Vec<Case>,
    /// Output shown with no command: an error line or a JSON value.
    pub bare_output: bool,
}

/// A command and, in a transcript, what it prints.
pub struct Case {
    pub line: usize,
    pub command: String,
    /// None on a command list's line (`gametree open …  # comment`).
    pub expected: Option<Vec<String>>,
}

impl Doc {
    pub fn read(path: &Path, root: &Path) -> Doc {
        let text = std::fs::read_to_string(path).unwrap();
        let name = path.strip_prefix(root).unwrap_or(path).display().to_string();
        Doc {
            name,
            blocks: blocks(&text),
        }
    }
}

fn comment<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let inner = line.trim().strip_prefix("<!--")?.strip_suffix("-->")?.trim();
    Some(inner.strip_prefix(key)?.trim())
}

fn blocks(text: &str) -> Vec<Block> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let Some(info) = lines[i].trim_start().strip_prefix("```") else {
            i += 1;
            continue;
        };
        let start = i;
        let end = (i + 1..lines.len())
            .find(|&j| lines[j].trim_start().starts_with("```"))
            .unwrap_or(lines.len());
        let body: Vec<&str> = lines[start + 1..end].to_vec();
        let before = if start > 0 { lines[start - 1] } else { "" };
        out.push(block(start + 1, info.trim(), before, &body));
        i = end + 1;
    }
    out
}

fn block(line: usize, info: &str, before: &str, body: &[&str]) -> Block {
    let not_run = comment(before, "not run:").map(str::to_string);
    let file = comment(before, "file:").map(|name| (name.to_string(), body.join("\n") + "\n"));
    let cases = match (&file, info) {
        (Some(_), _) => Vec::new(),
        (None, "sh") => command_list(line, body),
        (None, _) => transcript(line, body),
    };
    let first = body
        .iter()
        .find(|l| !l.trim().is_empty())
        .map_or("", |l| l.trim());
    let bare_output =
        cases.is_empty() && file.is_none() && (first.starts_with("gametree: ") || first.starts_with("{\""));
    Block {
        line,
        not_run,
        file,
        cases,
        bare_output,
    }
}

/// `gametree …  # what it does` lines, and the `echo` and `mkdir` that
/// prepare them; other commands (cargo, man) are the reader's.
fn command_list(line: usize, body: &[&str]) -> Vec<Case> {
    let ours = |l: &str| {
        ["gametree", "echo ", "mkdir "]
            .iter()
            .any(|w| l.trim_start().starts_with(w))
    };
    body.iter()
        .enumerate()
        .filter(|(_, l)| ours(l))
        .map(|(k, l)| Case {
            line: line + 1 + k,
            command: strip_comment(l).to_string(),
            expected: None,
        })
        .collect()
}

/// The command without its trailing `# comment` (a `#` inside quotes stays).
fn strip_comment(l: &str) -> &str {
    let mut quoted: Option<char> = None;
    for (k, c) in l.char_indices() {
        match (quoted, c) {
            (None, '\'' | '"') => quoted = Some(c),
            (Some(q), c) if c == q => quoted = None,
            (None, '#') if l[..k].ends_with(' ') => return l[..k].trim(),
            _ => {}
        }
    }
    l.trim()
}

/// `$ command` lines, each followed by what it prints.
fn transcript(line: usize, body: &[&str]) -> Vec<Case> {
    let mut cases: Vec<Case> = Vec::new();
    for (k, l) in body.iter().enumerate() {
        match l.strip_prefix("$ ") {
            Some(command) => cases.push(Case {
                line: line + 1 + k,
                command: command.trim().to_string(),
                expected: Some(Vec::new()),
            }),
            None => {
                if let Some(c) = cases.last_mut() {
                    c.expected.get_or_insert_with(Vec::new).push(l.to_string());
                }
            }
        }
    }
    cases
}
