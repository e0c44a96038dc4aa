//! Measures the tutor on a big scenario file:
//!
//!     cargo run --release --example big_file -- [LEAVES] [BRANCHING]
//!
//! writes a scenario file of LEAVES leaves (100 000 by default) under a
//! root of BRANCHING children each (LEAVES: one flat level, the worst
//! case for a node's children; 10: a uniform tree), opens it as `gametree
//! open FILE` does, and prints the CPU time of each key with the frame
//! drawn after it (this thread's time, best of three); then leaves it
//! idle for IDLE seconds (60 by default) in the event loop, no key
//! pressed, and prints the frames drawn in the first 5 s and in all, and
//! the CPU the process took meanwhile.
//!
//!     cargo run --release --example big_file -- 20000 20000 --idle 60

use cpu_time::{ProcessTime, ThreadTime};
use gametree::scenario::Scenario;
use gametree::tui::Theme;
use gametree::tui::app::{self, App};
use gametree::tui::keys::Message;
use gametree::tui::tutor::Tutor;
use gametree::tui::tutor::reload::Source;
use std::fmt::Write as _;
use std::time::{Duration, Instant};

/// A tree of `leaves` leaves, `branching` children a node, in RON; leaves
/// worth 0 to 99 from a fixed sequence.
fn ron(leaves: usize, branching: usize) -> String {
    let mut seed = 1u64;
    let mut leaf = || {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) % 100
    };
    // The levels from the leaves up: each groups `branching` of the one
    // below.
    let mut level: Vec<String> = (0..leaves).map(|_| leaf().to_string()).collect();
    while level.len() > 1 {
        level = level
            .chunks(branching.max(2))
            .map(|kids| format!("(children: [{}])", kids.join(", ")))
            .collect();
    }
    let mut out = String::new();
    let _ = write!(out, "Scenario(title: \"big\", tree: {})", level[0]);
    out
}

/// A key and the frame after it, best of three: the key is pressed, the
/// frame drawn, and `undo` puts the tutor back before the next try.
fn key(app: &mut App, what: &str, msg: Message, undo: Option<Message>) -> f64 {
    let mut best = f64::INFINITY;
    for _ in 0..3 {
        let start = ThreadTime::now();
        app::update(app, msg);
        drop(app::frame(app, 100, 30));
        best = best.min(start.elapsed().as_secs_f64() * 1e3);
        if let Some(u) = undo {
            app::update(app, u);
        }
    }
    println!("{what:<44} {best:>10.2} ms CPU");
    best
}

/// The event loop's console with no key pressed until `quit_at`, then q;
/// it notes when each frame is drawn.
struct Idle {
    quit_at: Instant,
    drawn: Vec<Instant>,
}

impl gametree::tui::terminal::Console for Idle {
    fn size(&mut self) -> std::io::Result<(u16, u16)> {
        Ok((100, 30))
    }
    fn draw(&mut self, app: &App) -> std::io::Result<()> {
        let area = ratatui::layout::Rect::new(0, 0, 100, 30);
        app::draw(app, area, &mut ratatui::buffer::Buffer::empty(area));
        self.drawn.push(Instant::now());
        Ok(())
    }
    fn poll(&mut self, wait: Duration) -> std::io::Result<bool> {
        let left = self.quit_at.saturating_duration_since(Instant::now());
        std::thread::sleep(wait.min(left));
        Ok(left <= wait)
    }
    fn read(&mut self) -> std::io::Result<ratatui::crossterm::event::Event> {
        use ratatui::crossterm::event::{Event, KeyCode, KeyEvent};
        Ok(Event::Key(KeyEvent::from(KeyCode::Char('q'))))
    }
    fn renew(&mut self) -> std::io::Result<()> {
        Ok(())
    }
    fn offer(&mut self, _text: &str) -> std::io::Result<()> {
        Ok(())
    }
}

/// The tutor left alone in the event loop for `seconds`.
fn idle(app: &mut App, seconds: u64) {
    let start = Instant::now();
    let mut console = Idle {
        quit_at: start + Duration::from_secs(seconds),
        drawn: Vec::new(),
    };
    let cpu = ProcessTime::now();
    gametree::tui::terminal::frames(&mut console, app).expect("the loop ran");
    let used = cpu.elapsed().as_secs_f64();
    let early = console
        .drawn
        .iter()
        .filter(|&&t| t < start + Duration::from_secs(5))
        .count();
    println!(
        "idle {seconds} s: {early} frame(s) drawn in the first 5 s, {} in all; {:.3} s CPU, {:.2} % of a core",
        console.drawn.len(),
        used,
        100.0 * used / start.elapsed().as_secs_f64()
    );
}

fn main() {
    // LEAVES BRANCHING, and --idle SECONDS anywhere.
    let (mut args, mut seconds) = (Vec::new(), 60);
    let mut words = std::env::args().skip(1);
    while let Some(word) = words.next() {
        match word.as_str() {
            "--idle" => seconds = words.next().and_then(|s| s.parse().ok()).unwrap_or(seconds),
            _ => args.extend(word.parse::<usize>().ok()),
        }
    }
    let leaves = args.first().copied().unwrap_or(100_000);
    let branching = args.get(1).copied().unwrap_or(leaves);
    let dir = std::env::temp_dir().join(format!("gametree-big-file-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let path = dir.join("big.ron");
    std::fs::write(&path, ron(leaves, branching)).expect("the file written");
    println!(
        "{leaves} leaves, {branching} children a node: {} bytes",
        std::fs::metadata(&path).map_or(0, |m| m.len())
    );

    let start = ThreadTime::now();
    let scenario = Scenario::from_file(&path).expect("a valid tree");
    let setup = scenario.default_setup();
    let mut tutor = Tutor::for_scenario(scenario, setup).expect("recorded");
    tutor.source = Some(Source::new(path.clone()));
    let mut app = App::with_tutor(tutor, Theme::COLOR);
    drop(app::frame(&mut app, 100, 30));
    println!(
        "{:<44} {:>10.2} ms CPU",
        "read, search, open and draw",
        start.elapsed().as_secs_f64() * 1e3
    );
    app::settle(&mut app);
    let mut worst: f64 = 0.0;
    let mut measure = |app: &mut App, what: &str, msg: Message, undo: Option<Message>| {
        worst = worst.max(key(app, what, msg, undo));
    };
    measure(
        &mut app,
        "→ a step forward",
        Message::Forward,
        Some(Message::Back),
    );
    measure(&mut app, "End: to the end", Message::End, Some(Message::Start));
    app::update(&mut app, Message::End);
    measure(
        &mut app,
        "← a step back from the end",
        Message::Back,
        Some(Message::Forward),
    );
    measure(
        &mut app,
        "Home: back to the start",
        Message::Start,
        Some(Message::End),
    );
    measure(
        &mut app,
        "E: the previous static evaluation",
        Message::PrevEvaluation,
        Some(Message::End),
    );
    app::update(&mut app, Message::Start);
    measure(
        &mut app,
        "e: the next static evaluation",
        Message::NextEvaluation,
        Some(Message::Start),
    );
    for _ in 0..leaves / 2 {
        app::update(&mut app, Message::Forward);
    }
    measure(
        &mut app,
        "↓ select a node (mid-run)",
        Message::Down,
        Some(Message::Up),
    );
    measure(
        &mut app,
        "x: the outline",
        Message::ToggleCanvas,
        Some(Message::ToggleCanvas),
    );
    app::update(&mut app, Message::ToggleCanvas);
    measure(&mut app, "↓ in the outline", Message::Down, Some(Message::Up));
    app::update(&mut app, Message::ToggleCanvas);
    measure(
        &mut app,
        "a: switch algorithm at the same node",
        Message::SwitchAlgorithm,
        None,
    );
    app::settle(&mut app);
    measure(&mut app, "a: and back", Message::SwitchAlgorithm, None);
    println!("{:<44} {worst:>10.2} ms CPU", "the slowest key");
    app::settle(&mut app);
    idle(&mut app, seconds);
    let _ = std::fs::remove_dir_all(&dir);
}
