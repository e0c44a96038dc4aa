//! The pictures in `assets/`, made from the program's own screens.
//!
//! Each picture is a screen drawn off-screen into ratatui's test backend
//! (the same screens as snapshots in `tests/tutor/snapshots/` and
//! `tests/game_screen/snapshots/`, here in colour) and written as SVG: a
//! monospace grid where every cell is drawn at its own position, with its
//! colours and bold, on a dark background.
//!
//! `cargo test -- --ignored pictures` writes the pictures again; the
//! normal test renders them and compares bytes with the committed files, so
//! a committed picture never drifts from what the program draws.

use crate::common::play::{book_kalah, human_against_computer};
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::session::Session;
use gametree::tui::app::{self, App};
use gametree::tui::game_screen::Play;
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier};
use std::fmt::Write as _;
use std::path::PathBuf;

/// A picture: the file it lives in, what it shows, and how it is drawn.
struct Picture {
    file: &'static str,
    title: &'static str,
    draw: fn() -> Buffer,
}

const PICTURES: [Picture; 2] = [
    Picture {
        file: "tutor.svg",
        title: "The tutor on bratko-fig2 right after the β-cutoff at e",
        draw: tutor_after_the_beta_cutoff,
    },
    Picture {
        file: "kalah.svg",
        title: "The Kalah game screen after a move and the computer's answer",
        draw: kalah_after_a_move_pair,
    },
];

/// The tutor on bratko-fig2 after `c` (the next cut-off): the β-cutoff at
/// e, 100×30. The screen of the snapshot
/// `ui_snapshots__bratko_right_after_the_beta_cutoff_at_e`, in colour.
fn tutor_after_the_beta_cutoff() -> Buffer {
    let scenario = Scenario::resolve("bratko-fig2").unwrap();
    let setup = Setup::new(Algorithm::AlphaBeta);
    let mut app = App::tutor(Box::new(scenario), setup, Theme::COLOR).unwrap();
    app::settle(&mut app);
    send(&mut app, &[Message::NextCutoff]);
    drawn(&mut app, 100, 30)
}

/// Kalah, book rules, 6 pits × 6 stones, depth 6, no random choice: South
/// sows pit 3 and the computer answers, 100×30. The screen of the snapshot
/// `game_screen__screens__kalah_after_a_move_and_the_computers_answer`, in colour.
fn kalah_after_a_move_pair() -> Buffer {
    let session = Session::new(book_kalah(6, 6), human_against_computer(6));
    let mut app = App::game(Box::new(Play::new(session)), Theme::COLOR);
    send(&mut app, &[Message::Type('3'), Message::Tick]);
    drawn(&mut app, 100, 30)
}

/// Each message taken in whole, the computer's search and the background
/// count waited for as the timer would.
fn send(app: &mut App, msgs: &[Message]) {
    for &m in msgs {
        app::update(app, m);
        app::settle(app);
    }
}

/// The screen drawn through ratatui's test backend, as a terminal gets it.
fn drawn(app: &mut App, width: u16, height: u16) -> Buffer {
    app::update(app, Message::Resize { width, height });
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| app::render(app, f)).unwrap();
    terminal.backend().buffer().clone()
}

fn path(file: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("assets")
        .join(file)
}

#[test]
#[ignore = "writes assets/*.svg; run with `cargo test -- --ignored pictures`"]
fn write_the_pictures() {
    std::fs::create_dir_all(path("")).unwrap();
    for p in &PICTURES {
        let svg = svg(&(p.draw)(), p.title);
        std::fs::write(path(p.file), svg).unwrap();
        println!("wrote assets/{}", p.file);
    }
}

#[test]
fn the_committed_pictures_are_what_the_program_draws() {
    for p in &PICTURES {
        let svg = svg(&(p.draw)(), p.title);
        let committed = std::fs::read_to_string(path(p.file)).unwrap_or_default();
        assert!(
            svg == committed,
            "assets/{} is not what the program draws now. If the screen changed on \
             purpose, run `cargo test -- --ignored pictures` to draw the pictures \
             again, look at them, and commit them.",
            p.file
        );
    }
}

#[test]
fn the_pictures_show_the_screens_they_are_named_after() {
    let tutor = app::text(&tutor_after_the_beta_cutoff());
    assert!(tutor.contains("β-cutoff at e (MAX)"), "{tutor}");
    let kalah = app::text(&kalah_after_a_move_pair());
    assert!(kalah.contains("North chose 1, value -2"), "{kalah}");
}

#[test]
fn each_cell_is_drawn_at_its_own_position() {
    let mut buf = Buffer::empty(ratatui::layout::Rect::new(0, 0, 4, 2));
    buf[(0, 0)].set_symbol("a").set_fg(Color::Red);
    buf[(1, 0)].set_symbol("<").set_fg(Color::Red);
    buf[(3, 0)].set_symbol("&");
    buf[(2, 1)]
        .set_symbol("▲")
        .set_style(ratatui::style::Style::new().add_modifier(Modifier::BOLD));
    let svg = svg(&buf, "a \"test\"");
    assert!(
        svg.contains(r##"<text x="0 9" y="14" fill="#cc6666">a&lt;</text>"##),
        "{svg}"
    );
    assert!(svg.contains(r#"<text x="27" y="14""#), "{svg}");
    assert!(svg.contains(">&amp;</text>"), "{svg}");
    assert!(
        svg.contains(r##"<text x="18" y="32" fill="#c5c8c6" font-weight="bold">▲</text>"##),
        "{svg}"
    );
    assert!(svg.contains("<title>a &quot;test&quot;</title>"), "{svg}");
}

// ---------------------------------------------------------------- SVG ---

/// Cell width and line height in pixels, the font size, and the margin
/// around the grid. Integers, so that the output needs no float formatting.
const CELL_W: u32 = 9;
const LINE_H: u32 = 18;
const FONT_SIZE: u32 = 15;
/// From the top of a line to the baseline of its text.
const BASELINE: u32 = 14;
const MARGIN: u32 = 12;

/// The terminal's default background and foreground: a dark theme.
const BACKGROUND: Rgb = Rgb(0x1d, 0x1f, 0x21);
const FOREGROUND: Rgb = Rgb(0xc5, 0xc8, 0xc6);

#[derive(Clone, Copy, PartialEq, Eq)]
struct Rgb(u8, u8, u8);

impl Rgb {
    fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }

    /// `self` faded towards `other`: `keep` of 8 parts stay.
    fn mix(self, other: Rgb, keep: u16) -> Rgb {
        let m = |a: u8, b: u8| ((a as u16 * keep + b as u16 * (8 - keep)) / 8) as u8;
        Rgb(m(self.0, other.0), m(self.1, other.1), m(self.2, other.2))
    }
}

/// A named or indexed terminal colour in the picture's palette; `None` for
/// the terminal's default.
fn rgb(c: Color) -> Option<Rgb> {
    Some(match c {
        Color::Reset => return None,
        Color::Black => Rgb(0x00, 0x00, 0x00),
        Color::Red => Rgb(0xcc, 0x66, 0x66),
        Color::Green => Rgb(0xb5, 0xbd, 0x68),
        Color::Yellow => Rgb(0xf0, 0xc6, 0x74),
        Color::Blue => Rgb(0x81, 0xa2, 0xbe),
        Color::Magenta => Rgb(0xc3, 0x8f, 0xd6),
        Color::Cyan => Rgb(0x8a, 0xbe, 0xb7),
        Color::Gray => Rgb(0xc5, 0xc8, 0xc6),
        Color::DarkGray => Rgb(0x66, 0x66, 0x66),
        Color::LightRed => Rgb(0xff, 0x7b, 0x7b),
        Color::LightGreen => Rgb(0xcd, 0xd6, 0x7f),
        Color::LightYellow => Rgb(0xff, 0xd7, 0x87),
        Color::LightBlue => Rgb(0x9c, 0xc3, 0xe6),
        Color::LightMagenta => Rgb(0xd7, 0xaa, 0xe6),
        Color::LightCyan => Rgb(0xa3, 0xdc, 0xd6),
        Color::White => Rgb(0xff, 0xff, 0xff),
        Color::Rgb(r, g, b) => Rgb(r, g, b),
        Color::Indexed(i) => indexed(i),
    })
}

/// xterm's 256 colours: 16 named, a 6×6×6 cube, 24 greys.
fn indexed(i: u8) -> Rgb {
    const NAMED: [Color; 16] = [
        Color::Black,
        Color::Red,
        Color::Green,
        Color::Yellow,
        Color::Blue,
        Color::Magenta,
        Color::Cyan,
        Color::Gray,
        Color::DarkGray,
        Color::LightRed,
        Color::LightGreen,
        Color::LightYellow,
        Color::LightBlue,
        Color::LightMagenta,
        Color::LightCyan,
        Color::White,
    ];
    match i {
        0..=15 => rgb(NAMED[i as usize]).unwrap(),
        16..=231 => {
            let level = |n: u8| if n == 0 { 0 } else { 55 + 40 * n };
            let n = i - 16;
            Rgb(level(n / 36), level(n / 6 % 6), level(n % 6))
        }
        _ => {
            let g = 8 + 10 * (i - 232);
            Rgb(g, g, g)
        }
    }
}

/// How a cell looks once the terminal's defaults and the modifiers that
/// change colours (reversed, dim) are applied.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Look {
    fg: Rgb,
    bg: Rgb,
    bold: bool,
    italic: bool,
    underline: bool,
    crossed: bool,
    hidden: bool,
}

fn look(cell: &ratatui::buffer::Cell) -> Look {
    let m = cell.modifier;
    let mut fg = rgb(cell.fg).unwrap_or(FOREGROUND);
    let mut bg = rgb(cell.bg).unwrap_or(BACKGROUND);
    if m.contains(Modifier::DIM) {
        fg = fg.mix(bg, 5);
    }
    if m.contains(Modifier::REVERSED) {
        std::mem::swap(&mut fg, &mut bg);
    }
    Look {
        fg,
        bg,
        bold: m.contains(Modifier::BOLD),
        italic: m.contains(Modifier::ITALIC),
        underline: m.contains(Modifier::UNDERLINED),
        crossed: m.contains(Modifier::CROSSED_OUT),
        hidden: m.contains(Modifier::HIDDEN),
    }
}

/// XML text: the five special characters escaped, control characters
/// (not allowed in XML) drawn as nothing.
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// A run of cells on one row, from column `from` up to `to` (exclusive).
struct Run {
    from: u16,
    to: u16,
}

/// Splits a row into runs of cells for which `same` holds pairwise with
/// the run's first cell, keeping only the runs `keep` accepts.
fn runs(width: u16, same: impl Fn(u16, u16) -> bool, keep: impl Fn(u16) -> bool) -> Vec<Run> {
    let mut out = Vec::new();
    let mut x = 0;
    while x < width {
        if !keep(x) {
            x += 1;
            continue;
        }
        let mut end = x + 1;
        while end < width && keep(end) && same(x, end) {
            end += 1;
        }
        out.push(Run { from: x, to: end });
        x = end;
    }
    out
}

/// The buffer as an SVG picture: a dark background, then each row's
/// background runs, underlines and strike-throughs as rectangles, then its
/// glyphs, one `<text>` per run of cells that look the same, with one x
/// position per glyph (its cell's column × the cell width).
fn svg(buf: &Buffer, title: &str) -> String {
    let area = buf.area;
    let (w, h) = (area.width, area.height);
    let width = u32::from(w) * CELL_W + 2 * MARGIN;
    let height = u32::from(h) * LINE_H + 2 * MARGIN;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="monospace" font-size="{FONT_SIZE}">"#
    );
    let _ = writeln!(out, "<title>{}</title>", escape(title));
    let _ = writeln!(
        out,
        r#"<rect width="{width}" height="{height}" rx="6" fill="{}"/>"#,
        BACKGROUND.hex()
    );
    let _ = writeln!(out, r#"<g transform="translate({MARGIN} {MARGIN})">"#);
    for row in 0..h {
        let cell = |col: u16| &buf[(area.x + col, area.y + row)];
        let top = u32::from(row) * LINE_H;
        let x_of = |col: u16| u32::from(col) * CELL_W;
        // Backgrounds other than the terminal's.
        for r in runs(
            w,
            |a, b| look(cell(a)).bg == look(cell(b)).bg,
            |c| look(cell(c)).bg != BACKGROUND,
        ) {
            let _ = writeln!(
                out,
                r#"<rect x="{}" y="{top}" width="{}" height="{LINE_H}" fill="{}"/>"#,
                x_of(r.from),
                u32::from(r.to - r.from) * CELL_W,
                look(cell(r.from)).bg.hex()
            );
        }
        // Underlines and strike-throughs, in the cell's text colour.
        let underlined: fn(Look) -> bool = |l| l.underline && !l.hidden;
        let crossed: fn(Look) -> bool = |l| l.crossed && !l.hidden;
        for (on, dy) in [(underlined, BASELINE + 2), (crossed, BASELINE - 5)] {
            for r in runs(
                w,
                |a, b| look(cell(a)).fg == look(cell(b)).fg,
                |c| on(look(cell(c))),
            ) {
                let _ = writeln!(
                    out,
                    r#"<rect x="{}" y="{}" width="{}" height="1" fill="{}"/>"#,
                    x_of(r.from),
                    top + dy,
                    u32::from(r.to - r.from) * CELL_W,
                    look(cell(r.from)).fg.hex()
                );
            }
        }
        // Glyphs: a run holds cells of one look, each one character (a
        // cluster of several characters gets a <text> of its own, so that
        // the x list gives every glyph its cell).
        let single = |c: u16| cell(c).symbol().chars().count() == 1;
        let visible = |c: u16| {
            let s = cell(c).symbol();
            !s.trim().is_empty() && !look(cell(c)).hidden
        };
        for r in runs(
            w,
            |a, b| single(a) && single(b) && look(cell(a)) == look(cell(b)),
            visible,
        ) {
            let l = look(cell(r.from));
            let xs: Vec<String> = (r.from..r.to).map(|c| x_of(c).to_string()).collect();
            let text: String = (r.from..r.to).map(|c| cell(c).symbol()).collect();
            let _ = write!(
                out,
                r#"<text x="{}" y="{}" fill="{}""#,
                xs.join(" "),
                top + BASELINE,
                l.fg.hex()
            );
            if l.bold {
                out.push_str(r#" font-weight="bold""#);
            }
            if l.italic {
                out.push_str(r#" font-style="italic""#);
            }
            let _ = writeln!(out, ">{}</text>", escape(&text));
        }
    }
    out.push_str("</g>\n</svg>\n");
    out
}
