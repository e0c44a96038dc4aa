//! Where the principal variation's heavy line meets a light one, each
//! arm of the junction has its own edge's weight: a heavy arm never runs
//! on as a light line, nor a light arm as a heavy one (a `┳` over the
//! light edges to D2 and D3, a `╋` at W2 of chapter-fig19 at the end drew
//! nodes off the variation as on it). Checked on every frame's glyphs: a
//! cell's arm and its neighbour's arm toward it are both heavy or both
//! not, on textbook trees and random trees at the end, at several sizes.

use crate::common::random_trees::{cases, random_tree, spec};
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::tui::app::{self, App};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use proptest::prelude::*;
use ratatui::buffer::Buffer;

/// The box-drawing characters by the weight of their arms, up, down,
/// left, right: 0 none, 1 light (or dashed, double), 2 heavy; from the
/// Unicode names of U+2500–U+257F.
const ARMS: &str = "─0011 ━0022 │1100 ┃2200 ┄0011 ┅0022 ┆1100 ┇2200 ┈0011 ┉0022 ┊1100 ┋2200 \
┌0101 ┍0102 ┎0201 ┏0202 ┐0110 ┑0120 ┒0210 ┓0220 └1001 ┕1002 ┖2001 ┗2002 ┘1010 ┙1020 ┚2010 \
┛2020 ├1101 ┝1102 ┞2101 ┟1201 ┠2201 ┡2102 ┢1202 ┣2202 ┤1110 ┥1120 ┦2110 ┧1210 ┨2210 ┩2120 \
┪1220 ┫2220 ┬0111 ┭0121 ┮0112 ┯0122 ┰0211 ┱0221 ┲0212 ┳0222 ┴1011 ┵1021 ┶1012 ┷1022 ┸2011 \
┹2021 ┺2012 ┻2022 ┼1111 ┽1121 ┾1112 ┿1122 ╀2111 ╁1211 ╂2211 ╃2121 ╄2112 ╅1221 ╆1212 ╇2122 \
╈1222 ╉2221 ╊2212 ╋2222 ╌0011 ╍0022 ╎1100 ╏2200 ═0011 ║1100 ╒0101 ╓0101 ╔0101 ╕0110 ╖0110 \
╗0110 ╘1001 ╙1001 ╚1001 ╛1010 ╜1010 ╝1010 ╞1101 ╟1101 ╠1101 ╡1110 ╢1110 ╣1110 ╤0111 ╥0111 \
╦0111 ╧1011 ╨1011 ╩1011 ╪1111 ╫1111 ╬1111 ╭0101 ╮0110 ╯1010 ╰1001 ╴0010 ╵1000 ╶0001 ╷0100 \
╸0020 ╹2000 ╺0002 ╻0200 ╼0012 ╽1200 ╾0021 ╿2100";

/// The weights of a cell's arms: up, down, left, right.
fn arms(symbol: &str) -> [u8; 4] {
    ARMS.split_whitespace()
        .find(|e| e.starts_with(symbol) && e.chars().count() == 5)
        .map(|e| {
            let w: Vec<u8> = e.chars().skip(1).map(|c| c as u8 - b'0').collect();
            [w[0], w[1], w[2], w[3]]
        })
        .unwrap_or([0; 4])
}

/// Each pair of cells whose arms meet (down over up, right beside left)
/// where one is heavy and the other light.
fn mismatches(buf: &Buffer) -> Vec<String> {
    let area = buf.area;
    let at = |x: u16, y: u16| arms(buf[(x, y)].symbol());
    let mut out = Vec::new();
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            let here = at(x, y);
            let pairs = [
                (y + 1 < area.bottom()).then(|| (here[1], at(x, y + 1)[0], x, y + 1)),
                (x + 1 < area.right()).then(|| (here[3], at(x + 1, y)[2], x + 1, y)),
            ];
            for (a, b, x2, y2) in pairs.into_iter().flatten() {
                if a > 0 && b > 0 && a != b {
                    let (s, t) = (buf[(x, y)].symbol(), buf[(x2, y2)].symbol());
                    out.push(format!("'{s}' at ({x}, {y}) meets '{t}' at ({x2}, {y2})"));
                }
            }
        }
    }
    out
}

fn at_the_end(s: Scenario) -> App {
    let setup = Setup::new(Algorithm::AlphaBeta);
    let mut app = App::tutor(Box::new(s), setup, Theme::MONO).unwrap();
    app::settle(&mut app);
    app::update(&mut app, Message::End);
    app
}

fn check(app: &mut App, width: u16, height: u16) -> Result<(), String> {
    let buf = app::frame(app, width, height);
    match mismatches(&buf).as_slice() {
        [] => Ok(()),
        m => Err(format!("{width}×{height}: {}\n{}", m.join("; "), app::text(&buf))),
    }
}

#[test]
fn the_table_reads_the_junctions_the_texts_draw() {
    assert_eq!(arms("┯"), [0, 1, 2, 2]);
    assert_eq!(arms("╂"), [2, 2, 1, 1]);
    assert_eq!(arms("┳"), [0, 2, 2, 2]);
    assert_eq!(arms("a"), [0; 4]);
}

#[test]
fn heavy_and_light_arms_never_meet_on_the_textbook_trees_at_the_end() {
    for name in ["chapter-fig19", "bratko-fig2", "deep-cutoff", "kalah-fig14-8"] {
        let mut app = at_the_end(Scenario::resolve(name).unwrap());
        for (w, h) in [(100, 30), (80, 24), (160, 50)] {
            check(&mut app, w, h).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(16), ..ProptestConfig::default() })]

    #[test]
    fn heavy_and_light_arms_never_meet_on_random_trees(
        spec in spec(),
        seed in any::<u64>(),
        width in 64u16..200,
        height in 20u16..60,
    ) {
        let mut app = at_the_end(random_tree(&spec, seed));
        check(&mut app, width, height).map_err(TestCaseError::fail)?;
    }
}
