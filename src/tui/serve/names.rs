//! A student's name as the lecturer sees it (the SSH user name, made
//! safe to show and unique in the class) and as a record file is named
//! (never a path: `../x` is a name, not a place), and a CSV cell that a
//! spreadsheet would not run as a formula.

/// The longest name kept, in characters.
const LONGEST: usize = 24;

/// A name to show: its hidden characters (control characters, the marks
/// that reorder text) dropped, its spaces trimmed, at most 24 characters;
/// "student" when nothing is left.
pub fn shown(user: &str) -> String {
    let kept: String = user
        .chars()
        .filter(|&c| !crate::printable::hidden(c))
        .take(LONGEST)
        .collect();
    match kept.trim() {
        "" => "student".to_string(),
        name => name.to_string(),
    }
}

/// `name`, or `name-2`, `name-3`, … : the first that `taken` does not
/// hold.
pub fn unique(name: &str, taken: impl Fn(&str) -> bool) -> String {
    if !taken(name) {
        return name.to_string();
    }
    (2..)
        .map(|n| format!("{name}-{n}"))
        .find(|n| !taken(n))
        .unwrap_or_default()
}

/// A record file's name for the student numbered `n`: the number, and
/// the name's letters and digits (anything else an underscore).
pub fn record_file(n: usize, name: &str) -> String {
    let safe: String = name
        .chars()
        .map(|c| match c.is_alphanumeric() || c == '-' {
            true => c,
            false => '_',
        })
        .collect();
    format!("{n:03}-{safe}.json")
}

/// A cell of a CSV file: quoted where it holds a comma, a quote or a line
/// break, and a leading `=`, `+`, `-`, `@` (or a tab, a carriage return)
/// put behind a `'`, so that a spreadsheet shows it rather than runs it.
pub fn csv_cell(text: &str) -> String {
    let guarded = match text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        true => format!("'{text}"),
        false => text.to_string(),
    };
    match guarded.contains([',', '"', '\n', '\r']) {
        true => format!("\"{}\"", guarded.replace('"', "\"\"")),
        false => guarded,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_of_control_characters_is_shown_safe() {
        assert_eq!(shown("ann"), "ann");
        assert_eq!(shown("\x1b[31mred\x07"), "[31mred");
        assert_eq!(shown("\u{202e}\u{1b}"), "student");
        assert_eq!(shown(&"x".repeat(100)).chars().count(), LONGEST);
    }

    #[test]
    fn two_students_of_one_name_are_made_unique() {
        let taken = ["ann", "ann-2"];
        assert_eq!(unique("ann", |n| taken.contains(&n)), "ann-3");
        assert_eq!(unique("bob", |n| taken.contains(&n)), "bob");
    }

    #[test]
    fn a_record_file_is_never_a_path() {
        assert_eq!(record_file(7, "../x"), "007-___x.json");
        assert_eq!(record_file(12, "Оля"), "012-Оля.json");
        assert!(!record_file(1, "/etc/passwd").contains('/'));
    }

    #[test]
    fn a_csv_cell_never_runs_as_a_formula() {
        assert_eq!(csv_cell("=1+1"), "'=1+1");
        assert_eq!(csv_cell("-2"), "'-2");
        assert_eq!(csv_cell("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(csv_cell("a,b"), "\"a,b\"");
        assert_eq!(csv_cell("+\"x\""), "\"'+\"\"x\"\"\"");
        assert_eq!(csv_cell("ann"), "ann");
    }
}
