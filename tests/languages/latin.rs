//! No English on a Russian or Ukrainian screen: no run of three Latin
//! letters but names (of scenarios, games and nodes), the identifiers of
//! the pseudocode, key caps, flags and the notation of the texts.

use gametree::game::known::Kind;
use gametree::scenario::bundled;

/// The pseudocode's identifiers and keywords, as the slides write them.
const CODE: &[&str] = &[
    "def",
    "value",
    "state",
    "max_value",
    "min_value",
    "exp_value",
    "succ",
    "successor",
    "successors",
    "return",
    "for",
    "if",
    "and",
    "or",
    "not",
    "eval",
    "max",
    "min",
    "MAX",
    "MIN",
    "EXP",
    "probability",
    "negamax",
    "sign",
    "terminal",
    "quiet",
    "solved",
    "True",
    "False",
    "None",
    "iterative_deepening",
    "depth",
    "max_n_value",
];

/// Key caps as the keyboard prints them.
const KEYS: &[&str] = &[
    "Space",
    "Backspace",
    "Enter",
    "Tab",
    "Esc",
    "PgUp",
    "PgDn",
    "Home",
    "End",
    "Shift",
    "Insert",
    "Delete",
];

/// Names of algorithms the texts keep in Latin letters (the slides:
/// "Exрестіmax"), and of the max^n procedure; Knuth and Moore's node
/// types (PV, CUT, ALL), which Russian and Ukrainian writing on game
/// search keeps in Latin letters too.
const NAMES: &[&str] = &["expectimax", "Expectimax", "CUT", "ALL"];

/// The words of `text` that are English: runs of three Latin letters or
/// more outside the names and notation above. A flag and its value
/// (`--cut-names slides`) are a name too.
pub fn english(text: &str) -> Vec<String> {
    // The games by name the picker lists: the registry's, at their shown sizes.
    let games: Vec<String> = Kind::ALL.iter().map(|k| k.shown().name()).collect();
    let names: Vec<&str> = bundled::names()
        .into_iter()
        .chain(games.iter().map(String::as_str))
        .collect();
    // What a root no one named is called (in JSON too).
    // A Connect Four piece drawn on the board: XXXXX, OOOOO.
    let piece = |w: &str| w.chars().all(|c| c == 'X') || w.chars().all(|c| c == 'O');
    let allowed =
        |w: &str| CODE.contains(&w) || KEYS.contains(&w) || NAMES.contains(&w) || w == "root" || piece(w);
    let mut out = Vec::new();
    let mut flag = false;
    let tokens = text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'));
    for token in tokens.filter(|t| !t.is_empty()) {
        let after_flag = std::mem::replace(&mut flag, token.starts_with("--"));
        if flag || after_flag || names.contains(&token) {
            continue;
        }
        for part in token.split('-') {
            let latin = part
                .split(|c: char| !c.is_ascii_alphabetic())
                .any(|run| run.len() >= 3);
            if latin && !allowed(part) {
                out.push(part.to_string());
            }
        }
    }
    out
}

#[test]
fn the_check_finds_english_and_only_english() {
    assert_eq!(english("β-cutoff at e (MAX)"), ["cutoff"]);
    assert!(english("β-отсечение в e (МАКС); def max_value(state): bratko-fig2, Esc").is_empty());
    assert!(english("(--cut-names slides) W0 d2 e1").is_empty());
}
