//! The string literals of a Rust source file, with their lines and what
//! they stand in: enough of Rust's lexical grammar (comments, strings, raw
//! strings, characters and lifetimes, attributes) to find every literal a
//! user could read, and to leave out attributes and `#[cfg(test)]` items.

/// A string literal as written between its quotes (escapes not undone).
#[derive(Debug)]
pub struct Literal {
    pub line: usize,
    pub text: String,
    /// The tokens just before it, nearest last: `say ! (`, `expect (`.
    pub after: Vec<String>,
    /// The names given a value (`name = ...`) in the rest of the call the
    /// literal opens: a message's arguments, after `say!("id", `.
    pub named: Vec<String>,
}

#[derive(Clone, Debug, PartialEq)]
enum Token {
    Str(String),
    Ident(String),
    Punct(char),
}

/// The literals of `source` outside attributes and `#[cfg(test)]` items.
pub fn literals(source: &str) -> Vec<Literal> {
    let tokens = tokens(source);
    let mut out = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        if let Some(end) = attribute_end(&tokens, i) {
            let is_test = tokens[i..end].iter().map(|(_, t)| t).eq(cfg_test().iter());
            i = if is_test { item_end(&tokens, end) } else { end };
            continue;
        }
        if let (line, Token::Str(text)) = &tokens[i] {
            let after = tokens[i.saturating_sub(3)..i]
                .iter()
                .map(|(_, t)| show(t))
                .collect();
            out.push(Literal {
                line: *line,
                text: text.clone(),
                after,
                named: named(&tokens, i + 1),
            });
        }
        i += 1;
    }
    out
}

fn show(t: &Token) -> String {
    match t {
        Token::Str(s) => format!("{s:?}"),
        Token::Ident(s) => s.clone(),
        Token::Punct(c) => c.to_string(),
    }
}

/// The `name =` (not `==`, `=>`) at the top of the call from `i` to its
/// closing bracket.
fn named(tokens: &[(usize, Token)], i: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0;
    for k in i..tokens.len() {
        match &tokens[k].1 {
            Token::Punct('(' | '[' | '{') => depth += 1,
            Token::Punct(')' | ']' | '}') if depth == 0 => break,
            Token::Punct(')' | ']' | '}') => depth -= 1,
            Token::Ident(name) if depth == 0 => {
                let next = |d: usize| tokens.get(k + d).map(|(_, t)| t);
                let assigned =
                    next(1) == Some(&Token::Punct('=')) && !matches!(next(2), Some(Token::Punct('=' | '>')));
                if assigned {
                    out.push(name.clone());
                }
            }
            _ => {}
        }
    }
    out
}

/// `# [ cfg ( test ) ]`.
fn cfg_test() -> Vec<Token> {
    let p = Token::Punct;
    let id = |s: &str| Token::Ident(s.to_string());
    vec![p('#'), p('['), id("cfg"), p('('), id("test"), p(')'), p(']')]
}

/// Where the attribute starting at `i` (`#[...]` or `#![...]`) ends.
fn attribute_end(tokens: &[(usize, Token)], i: usize) -> Option<usize> {
    let at = |k: usize| tokens.get(k).map(|(_, t)| t);
    if at(i) != Some(&Token::Punct('#')) {
        return None;
    }
    let open = if at(i + 1) == Some(&Token::Punct('!')) {
        i + 2
    } else {
        i + 1
    };
    if at(open) != Some(&Token::Punct('[')) {
        return None;
    }
    Some(balanced_end(tokens, open))
}

/// Where the item starting at `i` ends: after its `;` or its `{ ... }`.
fn item_end(tokens: &[(usize, Token)], i: usize) -> usize {
    let mut k = i;
    while k < tokens.len() {
        match tokens[k].1 {
            Token::Punct(';') => return k + 1,
            Token::Punct('{') => return balanced_end(tokens, k),
            Token::Punct('(' | '[') => k = balanced_end(tokens, k),
            _ => k += 1,
        }
    }
    k
}

/// Just past the bracket that closes the one at `open`.
fn balanced_end(tokens: &[(usize, Token)], open: usize) -> usize {
    let mut depth = 0;
    for (k, (_, t)) in tokens.iter().enumerate().skip(open) {
        match t {
            Token::Punct('(' | '[' | '{') => depth += 1,
            Token::Punct(')' | ']' | '}') => {
                depth -= 1;
                if depth == 0 {
                    return k + 1;
                }
            }
            _ => {}
        }
    }
    tokens.len()
}

/// The tokens of `source` with their lines; comments, numbers, characters
/// and lifetimes are left out.
fn tokens(source: &str) -> Vec<(usize, Token)> {
    let c: Vec<char> = source.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < c.len() {
        let start_line = line;
        let next = c.get(i + 1).copied();
        match c[i] {
            '\n' => {
                line += 1;
                i += 1;
            }
            ch if ch.is_whitespace() => i += 1,
            '/' if next == Some('/') => {
                while i < c.len() && c[i] != '\n' {
                    i += 1;
                }
            }
            '/' if next == Some('*') => i = block_comment(&c, i, &mut line),
            '"' => {
                let (text, end) = quoted(&c, i + 1, &mut line);
                out.push((start_line, Token::Str(text)));
                i = end;
            }
            '\'' => i = char_or_lifetime(&c, i),
            ch if ch.is_alphabetic() || ch == '_' => {
                let end = (i..c.len())
                    .find(|&k| !(c[k].is_alphanumeric() || c[k] == '_'))
                    .unwrap_or(c.len());
                let word: String = c[i..end].iter().collect();
                i = end;
                // A raw string's hashes end in a quote; `r#type` is a name.
                let raw_string = c[i..].iter().find(|&&ch| ch != '#') == Some(&'"');
                match (word.as_str(), c.get(i)) {
                    ("r" | "br" | "cr", Some('"' | '#')) if raw_string => {
                        let (text, end) = raw(&c, i, &mut line);
                        out.push((start_line, Token::Str(text)));
                        i = end;
                    }
                    ("b" | "c", Some('"')) => {
                        let (text, end) = quoted(&c, i + 1, &mut line);
                        out.push((start_line, Token::Str(text)));
                        i = end;
                    }
                    _ => out.push((start_line, Token::Ident(word))),
                }
            }
            ch if ch.is_ascii_digit() => {
                while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                    i += 1;
                }
            }
            ch => {
                out.push((start_line, Token::Punct(ch)));
                i += 1;
            }
        }
    }
    out
}

/// Past a (nested) block comment starting at `i`.
fn block_comment(c: &[char], mut i: usize, line: &mut usize) -> usize {
    let mut depth = 0;
    while i < c.len() {
        match (c[i], c.get(i + 1)) {
            ('/', Some('*')) => {
                depth += 1;
                i += 2;
            }
            ('*', Some('/')) => {
                depth -= 1;
                i += 2;
                if depth == 0 {
                    return i;
                }
            }
            (ch, _) => {
                *line += usize::from(ch == '\n');
                i += 1;
            }
        }
    }
    i
}

/// The text of a string whose body starts at `i`, and where it ends.
fn quoted(c: &[char], mut i: usize, line: &mut usize) -> (String, usize) {
    let start = i;
    while i < c.len() && c[i] != '"' {
        if c[i] == '\\' {
            i += 1;
        }
        *line += usize::from(c.get(i) == Some(&'\n'));
        i += 1;
    }
    (c[start..i.min(c.len())].iter().collect(), i + 1)
}

/// A raw string `#"..."#` whose hashes start at `i`.
fn raw(c: &[char], mut i: usize, line: &mut usize) -> (String, usize) {
    let hashes = c[i..].iter().take_while(|&&ch| ch == '#').count();
    i += hashes + 1;
    let start = i;
    let closes = |k: usize| c[k] == '"' && (1..=hashes).all(|h| c.get(k + h) == Some(&'#'));
    while i < c.len() && !closes(i) {
        *line += usize::from(c[i] == '\n');
        i += 1;
    }
    (c[start..i.min(c.len())].iter().collect(), i + 1 + hashes)
}

/// Past a character literal (`'a'`, `'\n'`, `'"'`), or past the quote of
/// a lifetime (`'a`).
fn char_or_lifetime(c: &[char], i: usize) -> usize {
    match (c.get(i + 1), c.get(i + 2)) {
        (Some('\\'), _) => (i + 3..c.len())
            .find(|&k| c[k] == '\'')
            .map_or(c.len(), |k| k + 1),
        (Some(_), Some('\'')) => i + 3,
        _ => i + 1,
    }
}

#[test]
fn the_lexer_finds_literals_and_leaves_out_attributes_comments_and_tests() {
    let source = r##"
        //! "doc"
        #[arg(help = "an attribute")]
        fn f<'a>(x: &'a str) -> char {
            /* "a /* nested */ comment" */
            let q = '"';
            g("one", r#"raw "two""#, b"three", r#type);
            '\''
        }
        #[cfg(test)]
        mod tests { fn t() { h("in a test"); } }
        const LAST: &str = "last\" one";
    "##;
    let found: Vec<(usize, String)> = literals(source).into_iter().map(|l| (l.line, l.text)).collect();
    let expected = [(7, "one"), (7, "raw \"two\""), (7, "three"), (12, "last\\\" one")];
    let expected: Vec<(usize, String)> = expected.iter().map(|&(l, t)| (l, t.to_string())).collect();
    assert_eq!(found, expected);
}
