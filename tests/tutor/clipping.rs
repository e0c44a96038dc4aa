//! The tree is never hidden or cut in silence. On random
//! trees at random sizes from 64×20 to 200×60, every frame the canvas
//! draws: each text of the figure is on screen whole or not at all, a
//! node's texts all or none; a node left out has a reason (it stands
//! out of the pane, or under a mark, or on a level out of view); each
//! side that leaves nodes out says how many; the current node is in
//! view while the canvas follows the search, and at the end the last
//! node of the principal variation. Some inner nodes carry a static
//! value, which the canvas writes beside the name (`E=7`) where it fits.
//!
//! `PROPTEST_CASES` runs more trees than the default below.

use gametree::scenario::Scenario;
use gametree::story::figure::window::Window;
use gametree::story::figure::{self, Figure, Frame, Ink, Owner, Piece};
use gametree::story::outline::Key;
use gametree::story::tree_view::Openness;
use gametree::tui::app::{self, App, Screen};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use gametree::tui::tutor::{Tutor, layout};
use proptest::prelude::*;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::collections::{BTreeMap, HashSet};

#[derive(Clone, Debug)]
enum T {
    Leaf(String),
    /// An inner node, maybe with a static value.
    Node(Vec<T>, Option<String>),
    Chance(Vec<T>),
}

/// A value from -99 to 99, or a decimal (whose means at chance nodes are
/// fractions).
fn value() -> impl Strategy<Value = String> {
    let quarter = prop_oneof![Just(".25"), Just(".5"), Just(".75")];
    prop_oneof![
        3 => (-99..=99i32).prop_map(|v| v.to_string()),
        1 => (-99..=99i32, quarter).prop_map(|(v, q)| format!("{v}{q}")),
    ]
}

/// Branching 1 to 6, depth 1 to 6, an inner node at the root; now and
/// then a chance node (the tree is then searched by expectimax).
fn tree() -> impl Strategy<Value = T> {
    let node = value().prop_map(T::Leaf).prop_recursive(5, 160, 6, |inner| {
        let kids = prop::collection::vec(inner, 1..=6);
        let estimate = prop::option::weighted(0.3, value());
        prop_oneof![
            8 => (kids.clone(), estimate).prop_map(|(c, e)| T::Node(c, e)),
            1 => kids.prop_map(T::Chance),
        ]
    });
    prop::collection::vec(node, 1..=6).prop_map(|c| T::Node(c, None))
}

fn ron(t: &T) -> String {
    let kids = |c: &[T]| c.iter().map(ron).collect::<Vec<_>>().join(", ");
    match t {
        T::Leaf(v) => v.clone(),
        T::Node(c, None) => format!("(children: [{}])", kids(c)),
        T::Node(c, Some(v)) => format!("(value: {v}, children: [{}])", kids(c)),
        T::Chance(c) => format!("(player: Chance, children: [{}])", kids(c)),
    }
}

fn size(t: &T) -> usize {
    match t {
        T::Leaf(_) => 1,
        T::Node(c, _) | T::Chance(c) => 1 + c.iter().map(size).sum::<usize>(),
    }
}

fn opened(t: &T) -> App {
    let text = format!("Scenario(title: \"random\", tree: {})", ron(t));
    let s = Scenario::parse("random", "random.ron", &text).expect("a tree");
    let setup = s.default_setup();
    App::with_tutor(Tutor::for_scenario(s, setup).expect("searched"), Theme::MONO)
}

fn the_tutor(app: &mut App) -> &mut Tutor {
    match &mut app.screen {
        Screen::Tutor(t) => t,
        _ => panic!("not the tutor"),
    }
}

/// The steps looked at: every one of a small tree; else the start, the
/// end, every cut-off and 30 drawn at random.
fn steps(app: &mut App, nodes: usize, picks: &[u32]) -> Vec<usize> {
    let last = the_tutor(app).story.last_step();
    if nodes <= 40 {
        return (0..=last).collect();
    }
    let mut out = vec![0, last];
    loop {
        let before = the_tutor(app).story.step();
        app::update(app, Message::NextCutoff);
        let at = the_tutor(app).story.step();
        if at == before {
            break;
        }
        out.push(at);
    }
    out.extend(picks.iter().map(|&p| p as usize % (last + 1)));
    out
}

fn cells(p: &Piece) -> i32 {
    p.text.chars().count() as i32
}

/// The number in a mark (`⋯ 4 more`, `⋯ 2 levels below`).
fn count(p: &Piece) -> usize {
    let digits: String = p.text.chars().filter(char::is_ascii_digit).collect();
    digits
        .parse()
        .unwrap_or_else(|_| panic!("a mark without a count: {:?}", p.text))
}

/// Checks one frame; `Err` says what is wrong.
fn check(app: &mut App, width: u16, height: u16) -> Result<(), String> {
    let buf = app::frame(app, width, height);
    let t = the_tutor(app);
    let main = Rect::new(0, 0, width, height - 1);
    let pane = layout::inner(layout::areas(t, &t.story.panels(), main).tree, false);
    let Some(w) = layout::canvas(t, pane) else {
        return Ok(());
    };
    let nodes = t.story.nodes();
    let whole = whole_figure(t, pane);
    let at_end = t.story.step() == t.story.last_step();
    on_screen(&buf, pane, &w)?;
    drawn_whole(&whole, &w)?;
    marked(&whole, &w, pane)?;
    let focus = match (at_end, nodes.line_end()) {
        (true, Some(end)) => Some(end),
        _ => nodes.current(),
    };
    if let Some(k) = focus.filter(|&k| whole.place_of(k).is_some() && w.figure.place_of(k).is_none()) {
        return Err(format!("the node in focus {k:?} is out of view"));
    }
    Ok(())
}

/// The whole figure the tutor's canvas draws a window of in `pane`.
pub fn whole_figure(t: &Tutor, pane: Rect) -> Figure {
    let nodes = t.story.nodes();
    let open = Openness::new(&t.view, &*nodes, &nodes.focus(t.view.selected));
    let frame = Frame {
        width: pane.width,
        height: pane.height,
        zoom: t.view.zoom,
        selected: t.view.selected,
    };
    figure::draw(&*nodes, &open, frame).expect("a figure")
}

/// The screen shows the window's pieces, each where it says, and nothing
/// else in the pane.
fn on_screen(buf: &Buffer, pane: Rect, w: &Window) -> Result<(), String> {
    let (ox, oy) = w.origin;
    let mut covered = HashSet::new();
    for p in &w.figure.pieces {
        let y = i32::from(pane.y) + i32::from(p.y) - oy;
        for (i, ch) in p.text.chars().enumerate() {
            let x = i32::from(pane.x) + i32::from(p.x) - ox + i as i32;
            let inside = (i32::from(pane.x)..i32::from(pane.right())).contains(&x)
                && (i32::from(pane.y)..i32::from(pane.bottom())).contains(&y);
            if !inside {
                return Err(format!("{:?} at ({}, {}) leaves the pane", p.text, p.x, p.y));
            }
            let shown = buf[(x as u16, y as u16)].symbol();
            if shown != ch.to_string() {
                return Err(format!("{:?} is drawn as {shown:?} at its cell {i}", p.text));
            }
            covered.insert((x, y));
        }
    }
    for y in pane.y..pane.bottom() {
        for x in pane.x..pane.right() {
            let blank = buf[(x, y)].symbol() == " ";
            if !blank && !covered.contains(&(i32::from(x), i32::from(y))) {
                return Err(format!(
                    "{:?} at ({x}, {y}) is no piece of the window",
                    buf[(x, y)].symbol()
                ));
            }
        }
    }
    Ok(())
}

/// Every piece drawn is one of the figure's, whole (or a mark); a node's
/// texts are drawn all or none.
fn drawn_whole(f: &Figure, w: &Window) -> Result<(), String> {
    let ours: HashSet<(u16, u16, &str)> = f.pieces.iter().map(|p| (p.x, p.y, p.text.as_str())).collect();
    for p in &w.figure.pieces {
        if p.ink != Ink::More && !ours.contains(&(p.x, p.y, p.text.as_str())) {
            return Err(format!(
                "{:?} at ({}, {}) is not a whole text of the figure",
                p.text, p.x, p.y
            ));
        }
        if p.ink == Ink::More && (p.text.contains('◀') || p.text.contains('▲') || p.text.contains('▼'))
        {
            return Err(format!(
                "the mark {:?} uses a symbol that means something else",
                p.text
            ));
        }
    }
    let drawn: HashSet<(u16, u16, &str)> = w
        .figure
        .pieces
        .iter()
        .map(|p| (p.x, p.y, p.text.as_str()))
        .collect();
    for n in &f.nodes {
        let texts: Vec<&Piece> = f
            .pieces
            .iter()
            .filter(|p| p.owner == Owner::Node(n.key))
            .collect();
        let shown = texts
            .iter()
            .filter(|p| drawn.contains(&(p.x, p.y, p.text.as_str())))
            .count();
        if shown != 0 && shown != texts.len() {
            return Err(format!(
                "node {:?}: {shown} of its {} texts drawn",
                n.key,
                texts.len()
            ));
        }
        let placed = w.figure.place_of(n.key).is_some();
        if placed != (shown == texts.len()) {
            return Err(format!(
                "node {:?} is placed but not drawn, or drawn but not placed",
                n.key
            ));
        }
    }
    Ok(())
}

/// A level of the figure: its nodes, the rows of their texts.
struct Level {
    keys: Vec<Key>,
    rows: (i32, i32),
}

fn levels(f: &Figure) -> BTreeMap<u16, Level> {
    let mut out: BTreeMap<u16, Level> = BTreeMap::new();
    for n in &f.nodes {
        let level = out.entry(n.y).or_insert(Level {
            keys: Vec::new(),
            rows: (i32::from(n.y), i32::from(n.y) + 1),
        });
        level.keys.push(n.key);
        for p in f.pieces.iter().filter(|p| p.owner == Owner::Node(n.key)) {
            level.rows = (
                level.rows.0.min(i32::from(p.y)),
                level.rows.1.max(i32::from(p.y) + 1),
            );
        }
    }
    out
}

/// Every node left out has a reason, every side that leaves nodes out
/// says how many, and nothing else is marked.
fn marked(f: &Figure, w: &Window, pane: Rect) -> Result<(), String> {
    let (ox, oy) = w.origin;
    let (left, right) = (ox, ox + i32::from(pane.width));
    let (top, bottom) = (oy, oy + i32::from(pane.height));
    let marks: Vec<&Piece> = w.figure.pieces.iter().filter(|p| p.ink == Ink::More).collect();
    let shown: HashSet<Key> = w.figure.nodes.iter().map(|n| n.key).collect();
    let levels = levels(f);
    // A level is out of view when its rows are out of the pane, or one of
    // them was given to the mark of levels out of view and the level
    // shows nothing.
    let marks_on = |l: &Level, levels: bool| {
        marks
            .iter()
            .any(|m| (l.rows.0..l.rows.1).contains(&i32::from(m.y)) && is_level_mark(m) == levels)
    };
    let in_view: Vec<u16> = levels
        .iter()
        .filter(|(_, l)| top <= l.rows.0 && l.rows.1 <= bottom)
        .filter(|(_, l)| !marks_on(l, true) || marks_on(l, false) || l.keys.iter().any(|k| shown.contains(k)))
        .map(|(&y, _)| y)
        .collect();
    let (mut above, mut below) = (0, 0);
    for (&y, level) in &levels {
        let seen = in_view.contains(&y);
        if !seen {
            if level.keys.iter().any(|k| shown.contains(k)) {
                return Err(format!(
                    "a node of the level at row {y} is drawn, but the level is out of view"
                ));
            }
            match in_view.first().is_some_and(|&first| y < first) {
                true => above += 1,
                false => below += 1,
            }
            continue;
        }
        // The level in view: each node left out stands out of the pane or
        // under a mark, and the marks at the sides count them.
        let (mut on_left, mut on_right) = (0, 0);
        for &k in level.keys.iter().filter(|k| !shown.contains(k)) {
            let texts: Vec<&Piece> = f.pieces.iter().filter(|p| p.owner == Owner::Node(k)).collect();
            let out = |p: &&Piece| i32::from(p.x) < left || i32::from(p.x) + cells(p) > right;
            // A mark at the side of a level takes its columns, and two
            // beside them, on the level's rows.
            let under_mark = |p: &&Piece| {
                let (from, to) = (i32::from(p.x), i32::from(p.x) + cells(p));
                let on_level = |m: &&&Piece| (level.rows.0..=level.rows.1).contains(&i32::from(m.y));
                marks
                    .iter()
                    .filter(on_level)
                    .any(|m| from <= i32::from(m.x) + cells(m) + 1 && i32::from(m.x) - 2 < to)
            };
            if !texts.iter().any(out) && !texts.iter().any(under_mark) {
                return Err(format!("node {k:?} is left out in silence"));
            }
            let place = f.place_of(k).expect("placed");
            let centre = i32::from(place.x) + i32::from(place.width) / 2;
            match centre < (left + right) / 2 {
                true => on_left += 1,
                false => on_right += 1,
            }
        }
        // On one of the level's rows, or the row under it.
        let row = |m: &&&Piece| (level.rows.0..=level.rows.1).contains(&i32::from(m.y));
        let counted = |at_left: bool| -> usize {
            marks
                .iter()
                .filter(row)
                .filter(|m| !is_level_mark(m))
                .filter(|m| (i32::from(m.x) == left.max(0)) == at_left)
                .map(|m| count(m))
                .sum()
        };
        if counted(true) != on_left || counted(false) != on_right {
            return Err(format!(
                "the level at row {y} leaves out {on_left} on the left and {on_right} on the right, its marks say {} and {}",
                counted(true),
                counted(false)
            ));
        }
    }
    let said = |word: &str| -> usize {
        marks
            .iter()
            .filter(|m| m.text.contains(word))
            .map(|m| count(m))
            .sum()
    };
    if said("above") != above || said("below") != below {
        return Err(format!(
            "{above} levels above and {below} below out of view, the marks say {} and {}",
            said("above"),
            said("below")
        ));
    }
    Ok(())
}

fn is_level_mark(m: &Piece) -> bool {
    m.text.contains("level")
}

/// The three sizes of a case, from 64×20 to 200×60.
fn sizes() -> impl Strategy<Value = Vec<(u16, u16)>> {
    prop::collection::vec((64u16..=200, 20u16..=60), 3)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    #[test]
    fn no_label_is_hidden_or_cut_in_silence(
        t in tree(),
        sizes in sizes(),
        picks in prop::collection::vec(any::<u32>(), 30),
    ) {
        let mut app = opened(&t);
        app::settle(&mut app);
        let steps = steps(&mut app, size(&t), &picks);
        for k in steps {
            the_tutor(&mut app).story.seek(k);
            for &(width, height) in &sizes {
                if let Err(why) = check(&mut app, width, height) {
                    let screen = app::text(&app::frame(&mut app, width, height));
                    prop_assert!(false, "step {k} at {width}×{height}: {why}\n{}\n{screen}", ron(&t));
                }
            }
        }
    }
}

/// The tutor on a bundled scenario with its own algorithm (`--algo id`:
/// iterative deepening), or nim-7's proof, or the slides' tic-tac-toe
/// position searched live.
fn named(name: &str) -> App {
    use gametree::scenario::games::NamedGame;
    use gametree::search::{Algorithm, Setup};
    use gametree::story::proof::ProofStory;
    let theme = Theme::MONO;
    let mut app = match name {
        "nim-7" | "tictactoe-3x3" => {
            let game = if name == "nim-7" {
                NamedGame::nim(7)
            } else {
                NamedGame::TICTACTOE
            };
            let story = ProofStory::open(game, game.provable_problem(), false);
            App::with_tutor(Tutor::new(story), theme)
        }
        "tictactoe-slides" => {
            let picker = gametree::tui::picker::Picker::new(gametree::cli::picker_handed());
            let mut app = App::with_picker(picker, theme);
            while !app::text(&app::frame(&mut app, 100, 30)).contains("▶ tictactoe-slides") {
                app::update(&mut app, Message::Down);
            }
            app::update(&mut app, Message::Enter);
            app
        }
        _ => {
            let (name, id) = (name.trim_end_matches(" --algo id"), name.ends_with("--algo id"));
            let s = Scenario::resolve(name).unwrap();
            let setup = match id {
                true => Setup::new(Algorithm::IterativeDeepening),
                false => s.default_setup(),
            };
            App::with_tutor(Tutor::for_scenario(s, setup).unwrap(), theme)
        }
    };
    app::settle(&mut app);
    app
}

/// The window at `width` × `height` now.
fn window_at(app: &mut App, width: u16, height: u16) -> Window {
    app::frame(app, width, height);
    let t = the_tutor(app);
    let main = Rect::new(0, 0, width, height - 1);
    let pane = layout::inner(layout::areas(t, &t.story.panels(), main).tree, false);
    layout::canvas(t, pane).expect("a canvas")
}

/// The texts' figures fit whole at 100×30 at every step: nothing out of
/// view, no mark.
#[test]
fn the_texts_figures_fit_whole_at_100_by_30() {
    let whole = [
        "bratko-fig2",
        "chapter-fig19",
        "kalah-fig14-8",
        "deep-cutoff",
        "minimax-fig6-7",
        "nim-7",
        "lecture-tictactoe",
        "lecture-maxn",
        "lecture-expectimax",
        "quiescence-horizon",
        "ordering-deepening",
        "ordering-deepening --algo id",
    ];
    for name in whole {
        let mut app = named(name);
        let last = the_tutor(&mut app).story.last_step();
        for k in 0..=last {
            the_tutor(&mut app).story.seek(k);
            let w = window_at(&mut app, 100, 30);
            assert!(w.hidden.nothing(), "{name} at step {k}: {:?}", w.hidden);
            assert!(
                !w.figure.pieces.iter().any(|p| p.ink == Ink::More),
                "{name} at step {k}"
            );
        }
    }
}

/// Three screens where the tree was cut in silence, as the class sees them.
#[test]
fn three_screens_that_were_cut_in_silence() {
    // ordering-deepening --algo id --end at 100×30: the principal
    // variation, R3.3 = 19 and its leaves, in view.
    let mut app = named("ordering-deepening --algo id");
    app::update(&mut app, Message::End);
    let s = app::text(&app::frame(&mut app, 100, 30));
    insta::assert_snapshot!("ordering_deepening_id_end_100x30", s);
    let w = window_at(&mut app, 100, 30);
    let t = the_tutor(&mut app);
    let end = t.story.nodes().line_end().expect("a principal variation");
    for k in t.story.nodes().path(end) {
        assert!(
            w.figure.place_of(k).is_some(),
            "{k:?} of the principal variation:\n{s}"
        );
    }
    // lecture-tictactoe --end at 80×24: A1 = -3, which gives A its value.
    let mut app = named("lecture-tictactoe");
    app::update(&mut app, Message::End);
    let s = app::text(&app::frame(&mut app, 80, 24));
    assert!(window_at(&mut app, 80, 24).hidden.nothing(), "{s}");
    assert!(s.contains("      -3  -1"), "{s}");
    // The slides' position at 100×30: whole, A1's -3 with its sign.
    let mut app = named("tictactoe-slides");
    app::update(&mut app, Message::End);
    let s = app::text(&app::frame(&mut app, 100, 30));
    insta::assert_snapshot!("tictactoe_slides_end_100x30", s);
    assert!(window_at(&mut app, 100, 30).hidden.nothing(), "{s}");
    assert!(s.contains(" -3 "), "{s}");
    assert!(window_at(&mut app, 160, 50).hidden.nothing());
}

/// Trees too wide for the pane are marked where they are cut, at their
/// end and at 80×24 too. (The proof of tic-tac-toe, drawn with its path
/// straight down, fits 100 columns whole.)
#[test]
fn wide_trees_are_marked_where_they_are_cut() {
    for name in ["uniform-best-first", "uniform-worst-first", "tictactoe-3x3"] {
        let mut app = named(name);
        app::update(&mut app, Message::NextCutoff);
        for (width, height) in [(100, 30), (80, 24)] {
            let s = app::text(&app::frame(&mut app, width, height));
            let w = window_at(&mut app, width, height);
            if name == "tictactoe-3x3" && width == 100 {
                assert!(w.hidden.nothing(), "{name} at {width}×{height}:\n{s}");
                insta::assert_snapshot!("tictactoe_3x3_cutoff_100x30", s);
                continue;
            }
            assert!(!w.hidden.nothing(), "{name} at {width}×{height}:\n{s}");
            assert!(s.contains("more ⋯") || s.contains("⋯ "), "{name}:\n{s}");
            let snapshot = format!("{}_cutoff_{width}x{height}", name.replace('-', "_"));
            insta::assert_snapshot!(snapshot, s);
        }
    }
}

/// The outline (`x`) at 100 columns: no line cut inside a value; a line
/// that does not fit gives up whole parts and ends in `⋯`.
#[test]
fn the_outline_cuts_no_value() {
    let mut app = App::with_tutor(
        Tutor::open(
            gametree::subject::named_game(gametree::scenario::games::NamedGame::nim(7)),
            gametree::search::Setup::new(gametree::search::Algorithm::Minimax),
        )
        .unwrap(),
        Theme::MONO,
    );
    app::settle(&mut app);
    app::update(&mut app, Message::End);
    app::update(&mut app, Message::ToggleCanvas);
    let s = app::text(&app::frame(&mut app, 100, 30));
    insta::assert_snapshot!("nim_7_minimax_outline_end_100x30", s);
    let t = the_tutor(&mut app);
    let main = Rect::new(0, 0, 100, 29);
    let pane = layout::inner(layout::areas(t, &t.story.panels(), main).tree, false);
    let (_, rows) = layout::tree_rows(t, pane);
    let buf = app::frame(&mut app, 100, 30);
    let t = the_tutor(&mut app);
    let nodes = t.story.nodes();
    for (i, key) in rows.iter().enumerate() {
        let y = pane.y + i as u16;
        let line: String = (pane.x..pane.right())
            .map(|x| buf[(x, y)].symbol().to_string())
            .collect();
        let line = line.trim_end();
        match key {
            None => assert!(line.starts_with("⋯ ") && line.contains("more"), "{line:?}"),
            Some(k) => {
                let value = nodes.look(*k).value.unwrap_or_default();
                let whole = line.contains(&format!("  {value}"));
                assert!(whole || line.ends_with('⋯'), "{line:?} cuts {value:?}");
            }
        }
    }
    assert!(s.contains("more below"), "{s}");
}
