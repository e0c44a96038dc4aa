//! A live tree read on the real screen: the Kalah book opening at its
//! first cut-off at 100×30 and 80×24 in English, Russian and Ukrainian,
//! the bundled Kalah figure in Russian and Ukrainian, and the Connect Four
//! move tree of the game screen: each node has one short name, the moves
//! are on the edges in the course's words («лунка»), and no sentence
//! names a position by its board.

use crate::common::pty::{Running, run_sized};
use std::collections::HashMap;
use std::io::Write;

const KALAH: [&str; 11] = [
    "open",
    "kalah",
    "--board",
    "6,6,6,6,6,6,0,6,6,6,6,6,6,0",
    "--to-move",
    "south",
    "--rules",
    "book",
    "--depth",
    "9",
    "--lang",
];

/// The words each language's screen uses here.
struct Said {
    lang: &'static str,
    /// The header before the first step.
    start: &'static str,
    /// The cut-off's sentence starts so.
    cutoff: &'static str,
    /// A pit on an edge.
    pit: &'static str,
}

const LANGUAGES: [Said; 3] = [
    Said {
        lang: "en",
        start: "Step 0 of",
        cutoff: "β-cutoff at ",
        pit: "pit ",
    },
    Said {
        lang: "ru",
        start: "Шаг 0 из",
        cutoff: "β-отсечение в ",
        pit: "лунка ",
    },
    Said {
        lang: "uk",
        start: "Крок 0 з",
        cutoff: "β-відсікання у ",
        pit: "лунка ",
    },
];

/// The names drawn on the canvas: the word after each player's symbol,
/// and a leaf's (letters then digits) alone on the leaves' row.
fn drawn_names(canvas: &str) -> Vec<String> {
    let mut names = Vec::new();
    for line in canvas.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        for (i, w) in words.iter().enumerate() {
            let after_symbol = i > 0 && ["▲", "▼"].contains(&words[i - 1]);
            let letters = w.trim_end_matches(|c: char| c.is_ascii_digit());
            let named = !letters.is_empty() && letters.chars().all(|c| c.is_ascii_uppercase());
            if named && (after_symbol || letters.len() < w.len()) {
                names.push(w.to_string());
            }
        }
    }
    names
}

/// The canvas's rows (below the header, above the step panel's rule).
fn canvas(screen: &str) -> String {
    let rows: Vec<&str> = screen.lines().skip(1).collect();
    let end = rows
        .iter()
        .position(|l| l.starts_with("────"))
        .unwrap_or(rows.len());
    // The Position panel on the right is no part of the tree.
    rows[..end]
        .iter()
        .map(|l| l.split('│').next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The step panel: the rows under the canvas.
fn panel(screen: &str) -> String {
    let rows: Vec<&str> = screen.lines().collect();
    let start = rows.iter().position(|l| l.starts_with("────")).unwrap_or(0);
    rows[start..].join("\n")
}

fn each_name_once(screen: &str) {
    let names = drawn_names(&canvas(screen));
    assert!(names.len() > 5, "{names:?}\n{screen}");
    let mut seen: HashMap<&str, usize> = HashMap::new();
    for n in &names {
        *seen.entry(n).or_default() += 1;
        assert!(n.chars().count() <= 8, "{n}\n{screen}");
    }
    let twice: Vec<_> = seen.iter().filter(|(_, k)| **k > 1).collect();
    assert!(twice.is_empty(), "{twice:?} drawn twice\n{screen}");
}

fn at_first_cutoff(r: &mut Running, said: &Said) -> String {
    r.screen.wait_for(said.start);
    r.keys.write_all(b"c").unwrap();
    r.screen.wait_for(said.cutoff)
}

#[test]
fn the_kalah_book_tree_reads_at_its_first_cutoff_in_every_language_and_size() {
    for said in &LANGUAGES {
        for (cols, rows) in [(100, 30), (80, 24)] {
            let args: Vec<&str> = KALAH.iter().copied().chain([said.lang]).collect();
            let mut r = run_sized(&args, &[], (cols, rows));
            let screen = at_first_cutoff(&mut r, said);
            let where_ = format!("{} at {cols}×{rows}:\n{screen}", said.lang);
            each_name_once(&screen);
            assert!(
                canvas(&screen).contains(said.pit),
                "no {:?} on an edge, {where_}",
                said.pit
            );
            let panel = panel(&screen);
            // The cut-off names its node: letters, as the canvas draws it.
            let at = panel
                .split(said.cutoff)
                .nth(1)
                .and_then(|s| s.split_whitespace().next());
            let at = at.unwrap_or_default();
            assert!(
                !at.is_empty() && at.chars().all(|c| c.is_ascii_uppercase()),
                "{where_}"
            );
            assert!(
                drawn_names(&canvas(&screen)).iter().any(|n| n == at),
                "{at} not drawn, {where_}"
            );
            // No board, no `root`, no relay chain that reads as two moves.
            for not in ["6,6,6", "root", "→1 ", "->"] {
                assert!(!panel.contains(not), "{not:?} in the panel, {where_}");
            }
            r.quit();
        }
    }
}

#[test]
fn the_kalah_figure_writes_its_pits_in_the_course_words() {
    for (lang, pit) in [("ru", "лунка 3"), ("uk", "лунка 3"), ("en", "pit 3")] {
        let mut r = run_sized(&["open", "kalah-fig14-8", "--lang", lang], &[], (100, 30));
        let screen = r.screen.wait_for(pit);
        assert!(!screen.contains("pit 1") || lang == "en", "{lang}:\n{screen}");
        r.quit();
    }
}

#[test]
fn the_connect_four_move_tree_names_nodes_not_boards() {
    let mut r = run_sized(
        &["--lang", "en", "play", "connect4", "--seed", "3"],
        &[],
        (100, 30),
    );
    r.screen.wait_for("X (you) to move");
    r.keys.write_all(b"d").unwrap();
    r.screen.wait_for("Last move: O");
    r.keys.write_all(b"t").unwrap();
    r.screen.wait_for("Step 0 of");
    r.keys.write_all(b"c").unwrap();
    let screen = r.screen.wait_for("-cutoff at ");
    each_name_once(&screen);
    let (canvas, panel) = (canvas(&screen), panel(&screen));
    assert!(canvas.contains("X a") && canvas.contains("O a"), "{screen}");
    for board in ["......", "./.", "root"] {
        assert!(
            !canvas.contains(board) && !panel.contains(board),
            "{board:?}:\n{screen}"
        );
    }
    r.keys.write_all(b"q").unwrap();
    r.screen.wait_for("Computer's choice");
    r.quit();
}
