//! Reading the words back: what each sentence, line, label and JSON
//! line claims about a node's value, in MAX's view.

use super::Run;
use gametree::record::search::NodeId;
use gametree::value::Value;
use regex::Regex;
use std::sync::LazyLock;

#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Rel {
    Ge,
    Le,
    Eq,
}

impl Rel {
    pub(super) fn of(sign: &str) -> Rel {
        match sign {
            "≥" => Rel::Ge,
            "≤" => Rel::Le,
            _ => Rel::Eq,
        }
    }

    pub(super) fn turned(self) -> Rel {
        match self {
            Rel::Ge => Rel::Le,
            Rel::Le => Rel::Ge,
            Rel::Eq => Rel::Eq,
        }
    }

    pub(super) fn holds(self, truth: Value, v: Value) -> bool {
        match self {
            Rel::Ge => truth >= v,
            Rel::Le => truth <= v,
            Rel::Eq => truth == v,
        }
    }
}

/// A claim about a node's value in MAX's view.
#[derive(Clone, Debug)]
pub(super) struct Claim {
    pub(super) node: NodeId,
    pub(super) rel: Rel,
    pub(super) value: Value,
    /// Where it was said, and what was said, for the failure message.
    pub(super) said: String,
}

pub(super) fn value(text: &str) -> Value {
    let t = text.trim_start_matches('+').replace('∞', "inf");
    t.parse().unwrap_or_else(|_| panic!("not a value: {text:?}"))
}

pub(super) static RELATION: LazyLock<Regex> = LazyLock::new(|| Regex::new("[≥≤]").unwrap());

/// A pattern and what it claims: the relation (None: the sign in the
/// words); whether it is said in the view shown or in MAX's; in which
/// words it is read (the negamax view's step sentences or the others;
/// both when None). A claim is about the node the pattern names, else
/// about the root.
pub(super) struct Pattern {
    pub(super) re: Regex,
    pub(super) rel: Option<Rel>,
    pub(super) seen: bool,
    pub(super) negamax_words: Option<bool>,
}

pub(super) const N: &str = r"([^\s(),:]+)";

pub(super) const V: &str = r"([-+]?(?:∞|[0-9]+(?:\.[0-9]+)?(?:/[0-9]+)?))";

/// What the trace's lines and the tutor's sentences claim, in English.
/// A line: the words it is read in (`any`; `minimax`: the trace and the
/// minimax view's steps; `negamax`: the negamax view's steps), the view
/// the claim is in (`max`: MAX's; `seen`: the view shown), the relation
/// (`?`: the sign in the words), the pattern: {N} the node, {R} the sign,
/// {V} the value.
pub(super) const SENTENCES: &str = r"
any     max  ?  provisional value \S+ → \S+ from \S+, so {N} {R} {V}$
any     max  ?  from {N}, which is only known to be {R} {V}$
any     max  ?  ^leave {N}: value {R} {V} \((?:a lower|an upper) bound\)$
any     max  =  ^leave {N}: value {V}$
any     max  =  ^end: value {V}[,;]
minimax max  ?  provisional value v = m(?:ax|in)\(\S+, \S+\) = \S+ from \S+, so {N} {R} {V}\.
any     max  ?  But {N} is only known to be {R} {V}, so \S+ [≥≤] \S+ does not follow\.
any     max  ≥  α at {N} rises to {V} \(was \S+\): on this path MAX is already sure of at least
any     max  ≤  β at {N} falls to {V} \(was \S+\): on this path MIN will allow at most
any     max  ?  -cutoff at {N} \((?:MAX|MIN)\): its value is already {R} {V}, and
any     max  ≤  MIN at {N} will never allow more than {V} \(
any     max  ≥  MAX at {N} is already sure of {V} \(
any     max  =  -cutoff at {N} \((?:MAX|MIN)\): its value is {V}, a win
any     max  =  ^{N} is done: its value is {V}\.$
any     max  =  ^{N} is done and returns {V} to \S+\.$
any     max  ?  only an? (?:lower|upper) bound \({N} {R} {V}\)
any     max  =  The search is over: {N} is worth {V}[;.]
any     max  =  ^{N} is a leaf of the search tree: its static value is {V}[. ]
negamax seen ≥  provisional value v = max\(\S+, \S+\) = \S+ from \S+, so {N} ≥ {V}\.
negamax seen ≥  α at {N} rises to {V} \(was \S+\), the negated β
negamax max  ≤  α at {N} rises to \S+ \(was \S+\), the negated β: .* that is MAX gets at most {V}\.
negamax seen ≥  -cutoff at {N} \((?:MAX|MIN)\): for (?:MAX|MIN) its value is already ≥ {V}, and
negamax seen ≥  {N} \((?:MAX|MIN)\) is already sure of at least {V} \(
negamax seen =  ^{N} is done and returns {V}, its value for
negamax seen ?  only a bound \({N} {R} {V} for (?:MAX|MIN)\)
";

pub(super) static PATTERNS: LazyLock<Vec<Pattern>> = LazyLock::new(|| {
    let named = |re: &str| {
        let re = re.replace("{N}", &format!("(?P<n>{})", &N[1..N.len() - 1]));
        let re = re.replace("{R}", "(?P<r>[≥≤])");
        re.replace("{V}", &format!("(?P<v>{})", &V[1..V.len() - 1]))
    };
    let lines = SENTENCES.lines().filter(|l| !l.trim().is_empty());
    lines
        .map(|l| {
            let mut cols = l.split_whitespace();
            let (words, view, rel) = (cols.next().unwrap(), cols.next().unwrap(), cols.next().unwrap());
            Pattern {
                re: Regex::new(&named(l[l.find(rel).unwrap() + rel.len()..].trim_start())).unwrap(),
                rel: (rel != "?").then(|| Rel::of(rel)),
                seen: view == "seen",
                negamax_words: match words {
                    "minimax" => Some(false),
                    "negamax" => Some(true),
                    _ => None,
                },
            }
        })
        .collect()
});

/// What says nothing of a node's value: the cut-off test's comparisons,
/// the windows, the successor a negamax parent counts only as at most a
/// value (read apart: it is said from the parent's side).
pub(super) static NOT_CLAIMS: LazyLock<Vec<Regex>> = LazyLock::new(|| {
    [
        r"value \S+ [≥≤] [αβ] = ",
        r"v [≥≤] [αβ] \(\S+ [≥≤] \S+\)",
        r"\S+ [≥≤] \S+ does not follow",
        r"[≥≤] [αβ]\)",
    ]
    .iter()
    .map(|r| Regex::new(r).unwrap())
    .collect()
});

pub(super) static COUNTED_AT_MOST: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"^{N} \((?:MAX|MIN)\): provisional value .* But {N} counts here only as at most {V}, so"
    ))
    .unwrap()
});

pub(super) struct Said {
    pub(super) claims: Vec<Claim>,
    /// What a sign was found in that no pattern reads.
    pub(super) unread: Vec<String>,
}

impl Run {
    /// The claims of one line or sentence said at event `k`, in the
    /// negamax view's words or not.
    pub(super) fn read_words(&self, k: usize, words: &str, negamax_words: bool, out: &mut Said) {
        let near = self.trace.event(k).node();
        let mut rest = words.to_string();
        let read_here = |p: &&Pattern| p.negamax_words.is_none_or(|n| n == negamax_words);
        for pat in PATTERNS.iter().filter(read_here) {
            for c in pat.re.captures_iter(words) {
                let node = match c.name("n") {
                    Some(name) => self.named(near, name.as_str()),
                    None => self.root_of[near.index()],
                };
                let rel = pat.rel.unwrap_or_else(|| Rel::of(&c["r"]));
                out.claims
                    .push(self.claim(node, rel, value(&c["v"]), pat.seen, words));
                rest = rest.replace(&c[0], "");
            }
        }
        if let Some(c) = COUNTED_AT_MOST.captures(words) {
            // Counted by the parent: at most v in the parent's view.
            let (parent, child) = (self.named(near, &c[1]), self.named(near, &c[2]));
            let turn = self.view.negates(self.trace.player(parent));
            let v = value(&c[3]);
            let (rel, v) = if turn { (Rel::Ge, -v) } else { (Rel::Le, v) };
            out.claims.push(Claim {
                node: child,
                rel,
                value: v,
                said: words.to_string(),
            });
            rest = rest.replace(&c[0], "");
        }
        for re in NOT_CLAIMS.iter() {
            rest = re.replace_all(&rest, "").into_owned();
        }
        if RELATION.is_match(&rest) {
            out.unread.push(format!("{words:?} (left: {rest:?})"));
        }
    }

    /// A value as the canvas writes it under a node.
    pub(super) fn read_label(&self, node: NodeId, label: &str, out: &mut Said) {
        let label = label.trim();
        let (rel, v) = match label.split_once(' ') {
            _ if label.is_empty() || label.starts_with("v=") || label.starts_with('Σ') => return,
            // A pruned leaf's own static value, in brackets.
            _ if label.starts_with('(') => return,
            Some((sign, v)) if sign == "≥" || sign == "≤" => (Rel::of(sign), v),
            Some(_) => return out.unread.push(label.to_string()),
            None => (Rel::Eq, label),
        };
        out.claims.push(self.claim(node, rel, value(v), true, label));
    }
}

/// The JSON line of event `k`: a node left with its value and exactness,
/// the end's value.
pub(super) fn json_claims(run: &Run, k: usize, line: &serde_json::Value, out: &mut Said) {
    let near = run.trace.event(k).node();
    let v = |key: &str| match (&line[format!("{key}_exact")], &line[key]) {
        (serde_json::Value::String(s), _) => value(s),
        (_, serde_json::Value::String(s)) => value(s),
        (_, n) => value(&n.to_string()),
    };
    let said = line.to_string();
    match line["event"].as_str().unwrap() {
        "leave" => {
            let node = run.named(near, line["node"].as_str().unwrap());
            let rel = match line["exactness"].as_str().unwrap() {
                "exact" => Rel::Eq,
                "lower" => Rel::Ge,
                _ => Rel::Le,
            };
            out.claims.push(run.claim(node, rel, v("value"), false, &said));
        }
        "end" => out
            .claims
            .push(run.claim(run.root_of[near.index()], Rel::Eq, v("value"), false, &said)),
        _ => {}
    }
}

/// "Path: a ▲ ≥ 4 → b ▼ ≤ 4 → e ▲ v=3".
pub(super) fn path_claims(run: &Run, k: usize, path: &str, out: &mut Said) {
    let near = run.trace.event(k).node();
    for step in path.split(" → ").filter(|s| s.contains(['▲', '▼', '◆'])) {
        let (name, rest) = step.split_once(' ').unwrap();
        let label = rest.trim_start_matches(['▲', '▼', '◆']).trim();
        run.read_label(run.named(near, name), label, out);
    }
}
