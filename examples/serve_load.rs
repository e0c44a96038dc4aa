//! `gametree serve` under load: a lecturer stepping through a tree
//! (bratko-fig2 forward to its end and back to the start, over and over)
//! at one key a second and in bursts of ten keys a second, followed by N
//! students at 100×30 in two languages (English and Russian), each a
//! russh client in a process of its own (so that the server's CPU time is
//! the server's). It prints the server's CPU time per lecturer key and
//! per student, the delay from each key to each student's frame showing
//! its step (median, 99th percentile), and the memory per student; then
//! again with 10 more students stopped (SIGSTOP) mid-lecture.
//!
//! cargo run --release --features serve --example serve_load -- 60
//! cargo run --release --features serve --example serve_load -- 200

use gametree::config::Settings;
use gametree::tui::App;
use gametree::tui::app::{self, Screen};
use gametree::tui::serve::{Class, Options};
use gametree::tui::terminal::Console;
use gametree::tui::tutor::Tutor;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

fn now_us() -> u128 {
    SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_micros()
}

/// The process's CPU time so far, user and system.
fn cpu() -> Duration {
    let mut usage = std::mem::MaybeUninit::<libc::rusage>::uninit();
    // SAFETY: getrusage fills the struct it is given.
    let u = unsafe {
        libc::getrusage(libc::RUSAGE_SELF, usage.as_mut_ptr());
        usage.assume_init()
    };
    let t = |v: libc::timeval| Duration::from_secs(v.tv_sec as u64) + Duration::from_micros(v.tv_usec as u64);
    t(u.ru_utime) + t(u.ru_stime)
}

/// The process's resident memory, in bytes.
fn rss() -> usize {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: usize = statm.split(' ').nth(1).and_then(|p| p.parse().ok()).unwrap_or(0);
    pages * 4096
}

/// The lecturer's keys on a schedule: `l` until the last step, then `g`.
struct Lecturer {
    keys: Vec<(Instant, Event)>,
    /// When each key was handed out, and the step it leads to.
    given: Arc<std::sync::Mutex<Vec<(u128, usize)>>>,
    steps: usize,
    step: usize,
    next: Option<Event>,
}

impl Console for Lecturer {
    fn size(&mut self) -> std::io::Result<(u16, u16)> {
        Ok((100, 30))
    }
    fn draw(&mut self, app: &App) -> std::io::Result<()> {
        let area = ratatui::layout::Rect::new(0, 0, 100, 30);
        app::draw(app, area, &mut ratatui::buffer::Buffer::empty(area));
        Ok(())
    }
    fn poll(&mut self, wait: Duration) -> std::io::Result<bool> {
        let Some((at, _)) = self.keys.first() else {
            self.next = Some(Event::Key(KeyEvent::from(KeyCode::Char('q'))));
            return Ok(true);
        };
        let left = at.saturating_duration_since(Instant::now());
        if left > wait {
            std::thread::sleep(wait);
            return Ok(false);
        }
        std::thread::sleep(left);
        let (_, key) = self.keys.remove(0);
        self.step = match key {
            Event::Key(k) if k.code == KeyCode::Char('g') => 0,
            _ => (self.step + 1).min(self.steps),
        };
        self.given.lock().unwrap().push((now_us(), self.step));
        self.next = Some(key);
        Ok(true)
    }
    fn read(&mut self) -> std::io::Result<Event> {
        Ok(self.next.take().unwrap_or(Event::FocusLost))
    }
    fn renew(&mut self) -> std::io::Result<()> {
        Ok(())
    }
    fn offer(&mut self, _text: &str) -> std::io::Result<()> {
        Ok(())
    }
    fn hung_up(&self) -> bool {
        false
    }
    fn takes_redraw(&self) -> bool {
        false
    }
}

/// The keys of a phase: `count` keys `every` apart from `start`.
fn schedule(
    start: Instant,
    count: usize,
    every: Duration,
    steps: usize,
    from: usize,
) -> Vec<(Instant, Event)> {
    let mut step = from;
    (0..count)
        .map(|i| {
            let key = match step >= steps {
                true => {
                    step = 0;
                    'g'
                }
                false => {
                    step += 1;
                    'l'
                }
            };
            (
                start + every * i as u32,
                Event::Key(KeyEvent::from(KeyCode::Char(key))),
            )
        })
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("--clients") {
        return clients(
            args[2].parse().unwrap(),
            args[3].parse().unwrap(),
            &args[4],
            args[5].parse().unwrap(),
        );
    }
    let students: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(60);
    let state = std::env::temp_dir().join(format!("serve-load-{}", std::process::id()));
    let options = Options {
        bind: vec!["127.0.0.1".parse().unwrap()],
        port: 0,
        code: None,
        host_key: state.join("host-key"),
        log: state.join("serve.log"),
        records: state.join("records"),
        max_students: students + 20,
        exam: false,
        idle: Duration::from_secs(600),
        spec: "bratko-fig2".into(),
    };
    let settings = Settings::default();
    let class = Class::open(options, &settings).expect("the class opens");
    let port = class.listening[0].port();
    let scenario = gametree::scenario::bundled::find("bratko-fig2")
        .expect("bratko-fig2")
        .load()
        .expect("it loads");
    let setup = scenario.default_setup();
    let tutor = Tutor::for_scenario(scenario, setup).unwrap();
    let steps = tutor.story.last_step();
    let mut app = App::chosen(Screen::Tutor(Box::new(tutor)), &settings);
    let before = rss();
    // The students join: half in English, half in Russian; and ten more,
    // who will stop reading (SIGSTOP) in the last phase.
    let stalled_n = 10;
    let followers = spawn_clients(students, port, "en,ru", 0);
    let stalled = spawn_clients(stalled_n, port, "en,ru", students);
    let joined = wait_joined(&class, students + stalled_n);
    println!(
        "{} students joined in {joined:.1?} ({stalled_n} of them to be stopped); the tree has {steps} steps",
        students + stalled_n
    );
    let given = Arc::new(std::sync::Mutex::new(Vec::new()));
    let (slow, burst) = (20, 100);
    let start = Instant::now() + Duration::from_millis(500);
    let burst_start = start + Duration::from_secs(slow as u64 + 1);
    let stalled_start = burst_start + Duration::from_millis(100 * burst as u64 + 1000);
    let end = stalled_start + Duration::from_millis(100 * burst as u64);
    let mut keys = schedule(start, slow, Duration::from_secs(1), steps, 0);
    keys.extend(schedule(
        burst_start,
        burst,
        Duration::from_millis(100),
        steps,
        slow % (steps + 1),
    ));
    keys.extend(schedule(
        stalled_start,
        burst,
        Duration::from_millis(100),
        steps,
        (slow + burst) % (steps + 1),
    ));
    let mut lecturer = Lecturer {
        keys,
        given: given.clone(),
        steps,
        step: 0,
        next: None,
    };
    // The CPU time and memory of each phase, read on a thread while the
    // loop runs; the stalled students stopped at the last.
    let stalled_id = stalled.child.id();
    let phases = std::thread::spawn(move || {
        let wait = |at: Instant| std::thread::sleep(at.saturating_duration_since(Instant::now()));
        wait(start);
        let c0 = cpu();
        wait(burst_start);
        let c1 = cpu();
        wait(burst_start + Duration::from_millis(100 * burst as u64));
        let (c2, m2) = (cpu(), rss());
        wait(stalled_start - Duration::from_millis(500));
        let _ = Command::new("kill")
            .arg("-STOP")
            .arg(stalled_id.to_string())
            .status();
        wait(stalled_start);
        let c3 = cpu();
        wait(end);
        let (c4, m4) = (cpu(), rss());
        ([c1 - c0, c2 - c1, c4 - c3], m2, m4)
    });
    let _ = class.run_on(&mut lecturer, &mut app);
    let (cpus, during, stopped) = phases.join().unwrap();
    std::thread::sleep(Duration::from_secs(1));
    let frames = collect(followers);
    let _ = Command::new("kill")
        .arg("-CONT")
        .arg(stalled_id.to_string())
        .status();
    let _ = collect(stalled);
    let given = given.lock().unwrap().clone();
    let (slow_given, rest) = given.split_at(slow.min(given.len()));
    let (burst_given, stalled_given) = rest.split_at(burst.min(rest.len()));
    let all = students + stalled_n;
    report("one key a second", slow_given, &frames, cpus[0], students, all);
    report("ten keys a second", burst_given, &frames, cpus[1], students, all);
    report(
        "ten keys a second, 10 stopped",
        stalled_given,
        &frames,
        cpus[2],
        students,
        all,
    );
    println!(
        "memory: {:.2} MB a student ({:.1} MB before they joined, {:.1} MB with {all} following, {:.1} MB with {stalled_n} of them stopped)",
        during.saturating_sub(before) as f64 / all as f64 / 1e6,
        before as f64 / 1e6,
        during as f64 / 1e6,
        stopped as f64 / 1e6
    );
    let _ = class.close();
    let _ = std::fs::remove_dir_all(&state);
}

/// A process of `n` students, and the frames it reports, read as they
/// come (a pipe left unread would stop it).
struct Clients {
    child: Child,
    frames: std::thread::JoinHandle<Vec<(usize, usize, u128)>>,
}

fn spawn_clients(n: usize, port: u16, languages: &str, first: usize) -> Clients {
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "--clients",
            &n.to_string(),
            &port.to_string(),
            languages,
            &first.to_string(),
        ])
        .stdout(Stdio::piped())
        .spawn()
        .expect("the clients start");
    let out = child.stdout.take().unwrap();
    let frames = std::thread::spawn(move || {
        BufReader::new(out)
            .lines()
            .map_while(Result::ok)
            .filter_map(|l| {
                let mut f = l.split(' ').map(|x| x.parse::<u128>().ok());
                Some((f.next()?? as usize, f.next()?? as usize, f.next()??))
            })
            .collect()
    });
    Clients { child, frames }
}

fn wait_joined(class: &Class, n: usize) -> Duration {
    let start = Instant::now();
    while class.room.count() < n && start.elapsed() < Duration::from_secs(120) {
        std::thread::sleep(Duration::from_millis(50));
    }
    std::thread::sleep(Duration::from_secs(1));
    start.elapsed()
}

/// Every frame the clients saw: (student, step shown, when).
fn collect(clients: Clients) -> Vec<(usize, usize, u128)> {
    let mut child = clients.child;
    let _ = Command::new("kill")
        .arg("-TERM")
        .arg(child.id().to_string())
        .status();
    let _ = child.wait();
    clients.frames.join().unwrap_or_default()
}

/// The delays from each key to each of the `n` students' first frame at
/// its step; the CPU time per key and per student of `all` connected.
fn report(
    phase: &str,
    given: &[(u128, usize)],
    frames: &[(usize, usize, u128)],
    cpu: Duration,
    n: usize,
    all: usize,
) {
    let (Some(first), Some(last)) = (given.first(), given.last()) else {
        return;
    };
    let mut delays = Vec::new();
    for (k, &(at, step)) in given.iter().enumerate() {
        let until = given.get(k + 1).map_or(u128::MAX, |g| g.0);
        for s in 0..n {
            let seen = frames
                .iter()
                .filter(|&&(who, shown, when)| {
                    who == s && shown == step && when >= at && when < until + 1_000_000
                })
                .map(|f| f.2)
                .min();
            if let Some(seen) = seen {
                delays.push((seen - at) as f64 / 1000.0);
            }
        }
    }
    delays.sort_by(f64::total_cmp);
    let q = |p: f64| {
        delays
            .get(((delays.len() as f64 - 1.0) * p) as usize)
            .copied()
            .unwrap_or(f64::NAN)
    };
    let seconds = (last.0 - first.0) as f64 / 1e6 + 0.1;
    println!(
        "{phase}: {} keys, {} of {} frames seen; delay median {:.1} ms, p99 {:.1} ms; server CPU {:.3} s ({:.3} s a second, {:.2} ms a key, {:.1} µs a key and student)",
        given.len(),
        delays.len(),
        given.len() * n,
        q(0.5),
        q(0.99),
        cpu.as_secs_f64(),
        cpu.as_secs_f64() / seconds,
        cpu.as_secs_f64() * 1000.0 / given.len() as f64,
        cpu.as_secs_f64() * 1e6 / (given.len() * all) as f64
    );
}

/// The students: russh clients, each reading its screen with vt100 and
/// printing the step it shows at the end of each frame.
fn clients(n: usize, port: u16, languages: &str, first: usize) {
    let languages: Vec<String> = languages.split(',').map(String::from).collect();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let (tx, rx) = std::sync::mpsc::channel::<String>();
    let printer = std::thread::spawn(move || {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        for line in rx {
            if writeln!(out, "{line}").and_then(|()| out.flush()).is_err() {
                return;
            }
        }
    });
    runtime.block_on(async move {
        let mut all = Vec::new();
        for s in 0..n {
            let tx = tx.clone();
            let language = languages[s % languages.len()].clone();
            all.push(tokio::spawn(async move {
                student(first + s, port, language, tx).await
            }));
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        for a in all {
            let _ = a.await;
        }
    });
    drop(printer);
}

struct Trusting;

impl russh::client::Handler for Trusting {
    type Error = russh::Error;
    async fn check_server_key(
        &mut self,
        _key: &russh::keys::PublicKeyOrCertificate,
    ) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

async fn student(s: usize, port: u16, language: String, tx: std::sync::mpsc::Sender<String>) {
    let config = Arc::new(russh::client::Config::default());
    let Ok(mut handle) = russh::client::connect(config, ("127.0.0.1", port), Trusting).await else {
        return;
    };
    if handle.authenticate_none(format!("s{s}")).await.is_err() {
        return;
    }
    let Ok(mut channel) = handle.channel_open_session().await else {
        return;
    };
    let locale = match language.as_str() {
        "ru" => "ru_RU.UTF-8",
        _ => "en_US.UTF-8",
    };
    let _ = channel.set_env(false, "LANG", locale).await;
    let _ = channel
        .request_pty(false, "xterm-256color", 100, 30, 0, 0, &[])
        .await;
    let _ = channel.request_shell(false).await;
    let mut screen = vt100::Parser::new(
        std::num::NonZeroU16::new(30).unwrap(),
        std::num::NonZeroU16::new(100).unwrap(),
        0,
    );
    let step = regex::Regex::new(r"(\d+) (?:of|из|з) \d+").unwrap();
    while let Some(msg) = channel.wait().await {
        if let russh::ChannelMsg::Data { data } = msg {
            screen.process(&data);
            if data.windows(8).any(|w| w == b"\x1b[?2026l") {
                let text = screen.screen().contents();
                if let Some(c) = step.captures(&text) {
                    let _ = tx.send(format!("{s} {} {}", &c[1], now_us()));
                }
            }
        }
    }
}
