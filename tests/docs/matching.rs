//! What a doc shows against what a command printed: `...` on a line of
//! its own stands for any lines, `...` within a line for any text.

/// Ok when `printed` is what `shown` describes; else the first line that
/// differs.
pub fn matches(shown: &[String], printed: &str) -> Result<(), String> {
    let shown = trimmed(shown.iter().map(String::as_str));
    let printed = trimmed(printed.lines());
    match lines(&shown, &printed) {
        true => Ok(()),
        false => Err(first_difference(&shown, &printed)),
    }
}

fn trimmed<'a>(lines: impl Iterator<Item = &'a str>) -> Vec<&'a str> {
    let mut v: Vec<&str> = lines.map(str::trim_end).collect();
    while v.last().is_some_and(|l| l.is_empty()) {
        v.pop();
    }
    v
}

fn any_lines(l: &str) -> bool {
    l.trim() == "..."
}

fn lines(shown: &[&str], printed: &[&str]) -> bool {
    match shown.split_first() {
        None => printed.is_empty(),
        Some((s, rest)) if any_lines(s) => (0..=printed.len()).any(|k| lines(rest, &printed[k..])),
        Some((s, rest)) => printed
            .split_first()
            .is_some_and(|(p, more)| line(s, p) && lines(rest, more)),
    }
}

/// One line, each `...` in `shown` standing for any text.
pub fn line(shown: &str, printed: &str) -> bool {
    let parts: Vec<&str> = shown.split("...").collect();
    if parts.len() == 1 {
        return shown == printed;
    }
    let (first, last) = (parts[0], parts[parts.len() - 1]);
    let Some(mut rest) = printed.strip_prefix(first) else {
        return false;
    };
    for middle in &parts[1..parts.len() - 1] {
        match rest.find(middle) {
            Some(at) => rest = &rest[at + middle.len()..],
            None => return false,
        }
    }
    rest.ends_with(last)
}

fn first_difference(shown: &[&str], printed: &[&str]) -> String {
    for (k, (s, p)) in shown.iter().zip(printed).enumerate() {
        if any_lines(s) {
            return format!("the same up to line {}, then an elision", k + 1);
        }
        if !line(s, p) {
            return format!("line {} differs: shown `{s}`, printed `{p}`", k + 1);
        }
    }
    format!("{} lines shown, {} printed", shown.len(), printed.len())
}
