//! `gametree serve` under load: a lecturer stepping through a tree
//! (bratko-fig2 forward to its end and back to the start, over and over)
//! at one key a second and in bursts of ten keys a second, followed by N
//! students at 100×30 in two languages (English and Russian), each a
//! russh client in a process of its own (so that the server's CPU time is
//! the server's). It prints the server's CPU time per lecturer key and
//! per student, the delay from each key to each student's frame showing
//! its step (median, 99th percentile), and the memory per student; then
//! in bursts again under faults (1 000 wrong codes from one address, a
//! window-change storm, clients killed mid-frame), and with 10 more
//! students stopped (SIGSTOP) mid-lecture.
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

/// The class code.
const CODE: &str = "4812";

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
        // A key handed out and not read yet is still waiting.
        if self.next.is_some() {
            return Ok(true);
        }
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
    if args.get(1).map(String::as_str) == Some("--flood") {
        return flood(
            args[2].parse().unwrap(),
            args[3].parse().unwrap(),
            args[4].parse().unwrap(),
        );
    }
    let students: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(60);
    let state = std::env::temp_dir().join(format!("serve-load-{}", std::process::id()));
    let options = Options {
        bind: vec!["127.0.0.1".parse().unwrap()],
        port: 0,
        code: Some(CODE.into()),
        host_key: state.join("host-key"),
        log: state.join("serve.log"),
        records: state.join("records"),
        // Room beside the class for the flood's connections.
        max_students: students + 200,
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
    // The students join: half in English, half in Russian; five more, who
    // storm with window changes and are killed mid-frame under faults;
    // and ten more, who will stop reading (SIGSTOP) in the last phase.
    let (victims_n, stalled_n) = (5, 10);
    let followers = spawn_clients(students, port, "en,ru", 0);
    let mut victims = spawn_clients(victims_n, port, "en,ru", students);
    let stalled = spawn_clients(stalled_n, port, "en,ru", students + victims_n);
    let all = students + victims_n + stalled_n;
    let joined = wait_joined(&class, all);
    println!(
        "{all} students joined in {joined:.1?} ({victims_n} of them to be killed, {stalled_n} to be stopped); the tree has {steps} steps"
    );
    let (slow, burst, faulty) = (20, 100, 200);
    let start = Instant::now() + Duration::from_millis(500);
    let burst_start = start + Duration::from_secs(slow as u64 + 1);
    let faults_start = burst_start + Duration::from_millis(100 * burst as u64 + 1000);
    let stalled_start = faults_start + Duration::from_millis(100 * faulty as u64 + 1000);
    let end = stalled_start + Duration::from_millis(100 * burst as u64);
    let given = Arc::new(std::sync::Mutex::new(Vec::new()));
    let mut keys = schedule(start, slow, Duration::from_secs(1), steps, 0);
    keys.extend(schedule(
        burst_start,
        burst,
        Duration::from_millis(100),
        steps,
        slow % (steps + 1),
    ));
    keys.extend(schedule(
        faults_start,
        faulty,
        Duration::from_millis(100),
        steps,
        (slow + burst) % (steps + 1),
    ));
    keys.extend(schedule(
        stalled_start,
        burst,
        Duration::from_millis(100),
        steps,
        (slow + burst + faulty) % (steps + 1),
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
    let victims_id = victims.child.id();
    let mut storm = victims.child.stdin.take().unwrap();
    let phases = std::thread::spawn(move || {
        let wait = |at: Instant| std::thread::sleep(at.saturating_duration_since(Instant::now()));
        wait(start);
        let c0 = cpu();
        wait(burst_start);
        let c1 = cpu();
        wait(burst_start + Duration::from_millis(100 * burst as u64));
        let (c2, m2) = (cpu(), rss());
        wait(faults_start);
        let c3 = cpu();
        // 1 000 wrong codes from this address, 150 connections at once.
        let flooding = Instant::now();
        let flood = Command::new(std::env::current_exe().unwrap())
            .args(["--flood", "1000", "150", &port.to_string()])
            .stdout(Stdio::piped())
            .spawn()
            .expect("the flood starts");
        // A window-change storm at 2 s; killed mid-frame at 5 s.
        wait(faults_start + Duration::from_secs(2));
        let _ = std::io::Write::write_all(&mut storm, b"storm\n");
        wait(faults_start + Duration::from_secs(5));
        let _ = Command::new("kill")
            .arg("-KILL")
            .arg(victims_id.to_string())
            .status();
        let flooded = flood
            .wait_with_output()
            .map(|o| String::from_utf8_lossy(&o.stdout).into_owned());
        let flood_took = flooding.elapsed();
        wait(faults_start + Duration::from_millis(100 * faulty as u64));
        let (c4, m4) = (cpu(), rss());
        wait(stalled_start - Duration::from_millis(500));
        let _ = Command::new("kill")
            .arg("-STOP")
            .arg(stalled_id.to_string())
            .status();
        wait(stalled_start);
        let c5 = cpu();
        wait(end);
        let (c6, m6) = (cpu(), rss());
        let flooded = (flooded.unwrap_or_default(), flood_took);
        ([c1 - c0, c2 - c1, c4 - c3, c6 - c5], [m2, m4, m6], flooded)
    });
    let _ = class.run_on(&mut lecturer, &mut app);
    let (cpus, memory, (flooded, flood_took)) = phases.join().unwrap();
    std::thread::sleep(Duration::from_secs(1));
    let followers_cpu = child_cpu(followers.child.id());
    let frames = collect(followers);
    let _ = collect(victims);
    let _ = Command::new("kill")
        .arg("-CONT")
        .arg(stalled_id.to_string())
        .status();
    let _ = collect(stalled);
    let given = given.lock().unwrap().clone();
    let (slow_given, rest) = given.split_at(slow.min(given.len()));
    let (burst_given, rest) = rest.split_at(burst.min(rest.len()));
    let (faults_given, stalled_given) = rest.split_at(faulty.min(rest.len()));
    report("one key a second", slow_given, &frames, cpus[0], students, all);
    report("ten keys a second", burst_given, &frames, cpus[1], students, all);
    report(
        "ten keys a second under faults",
        faults_given,
        &frames,
        cpus[2],
        students,
        all,
    );
    report(
        &format!("ten keys a second, {stalled_n} stopped"),
        stalled_given,
        &frames,
        cpus[3],
        students,
        all,
    );
    println!(
        "faults: {} in {flood_took:.1?}; {victims_n} students stormed the server with 200 window changes each, then were killed (SIGKILL)",
        flooded.trim()
    );
    println!(
        "memory: {:.2} MB a student ({:.1} MB before they joined, {:.1} MB with {all} following, {:.1} MB after the faults, {:.1} MB with {stalled_n} of them stopped)",
        memory[0].saturating_sub(before) as f64 / all as f64 / 1e6,
        before as f64 / 1e6,
        memory[0] as f64 / 1e6,
        memory[1] as f64 / 1e6,
        memory[2] as f64 / 1e6
    );
    println!(
        "the {students} followers' clients (vt100 reading every frame, on the same 2 cores): {followers_cpu:.1?} of CPU in all"
    );
    let records = std::fs::read_dir(state.join("records")).map_or(0, |d| d.count());
    println!("records written: {records}");
    let _ = class.close();
    let _ = std::fs::remove_dir_all(&state);
}

/// A process of `n` students, and the frames it reports, read as they
/// come (a pipe left unread would stop it).
struct Clients {
    child: Child,
    frames: std::thread::JoinHandle<Vec<(usize, usize, u128)>>,
}

/// A line on their standard input: each sends 200 window changes.
fn spawn_clients(n: usize, port: u16, languages: &str, first: usize) -> Clients {
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "--clients",
            &n.to_string(),
            &port.to_string(),
            languages,
            &first.to_string(),
        ])
        .stdin(Stdio::piped())
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

/// A child process's CPU time so far, user and system (/proc, at 100
/// ticks a second).
fn child_cpu(pid: u32) -> Duration {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command's name, which ends in ')'.
    let fields: Vec<&str> = stat.rsplit(')').next().unwrap_or("").split_whitespace().collect();
    let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok()).unwrap_or(0);
    Duration::from_millis((ticks(11) + ticks(12)) * 10)
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
    let unseen = (0..n)
        .filter(|&s| {
            !frames
                .iter()
                .any(|&(who, _, when)| who == s && when >= first.0 && when <= last.0 + 1_000_000)
        })
        .count();
    delays.sort_by(f64::total_cmp);
    let q = |p: f64| {
        delays
            .get(((delays.len() as f64 - 1.0) * p) as usize)
            .copied()
            .unwrap_or(f64::NAN)
    };
    let seconds = (last.0 - first.0) as f64 / 1e6 + 0.1;
    println!(
        "{phase}: {} keys, {} of {} frames seen ({unseen} students saw none); delay median {:.1} ms, p99 {:.1} ms; server CPU {:.3} s ({:.3} s a second, {:.2} ms a key, {:.1} µs a key and student)",
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
    // A line on standard input sets off every student's storm.
    let (storm, _) = tokio::sync::watch::channel(false);
    let stormer = storm.clone();
    std::thread::spawn(move || {
        if std::io::stdin().lines().next().is_some() {
            stormer.send_replace(true);
        }
    });
    runtime.block_on(async move {
        let mut all = Vec::new();
        for s in 0..n {
            let tx = tx.clone();
            let language = languages[s % languages.len()].clone();
            let storm = storm.subscribe();
            all.push(tokio::spawn(async move {
                student(first + s, port, language, storm, tx).await
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

async fn student(
    s: usize,
    port: u16,
    language: String,
    mut storm: tokio::sync::watch::Receiver<bool>,
    tx: std::sync::mpsc::Sender<String>,
) {
    let config = Arc::new(russh::client::Config::default());
    let Ok(mut handle) = russh::client::connect(config, ("127.0.0.1", port), Trusting).await else {
        return;
    };
    match handle.authenticate_password(format!("s{s}"), CODE).await {
        Ok(r) if r.success() => {}
        _ => return,
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
    let mut stormed = false;
    loop {
        let msg = tokio::select! {
            m = channel.wait() => m,
            Ok(()) = storm.changed(), if !stormed => {
                stormed = true;
                for i in 0..200u32 {
                    let _ = channel.window_change(40 + i % 200, 10 + i % 80, 0, 0).await;
                }
                let _ = channel.window_change(100, 30, 0, 0).await;
                continue;
            }
        };
        let Some(msg) = msg else { break };
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

/// `total` wrong codes from this address, `at_once` connections at a
/// time, each trying until the server closes it; prints how many were
/// refused.
fn flood(total: usize, at_once: usize, port: u16) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap();
    let tried = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let refused = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let let_in = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    runtime.block_on(async {
        let mut all = Vec::new();
        for c in 0..at_once {
            let (tried, refused, let_in) = (tried.clone(), refused.clone(), let_in.clone());
            all.push(tokio::spawn(async move {
                use std::sync::atomic::Ordering::SeqCst;
                while tried.load(SeqCst) < total {
                    let config = Arc::new(russh::client::Config::default());
                    let Ok(mut handle) = russh::client::connect(config, ("127.0.0.1", port), Trusting).await
                    else {
                        tokio::time::sleep(Duration::from_millis(50)).await;
                        continue;
                    };
                    while tried.fetch_add(1, SeqCst) < total {
                        match handle.authenticate_password(format!("x{c}"), "0000").await {
                            Ok(r) if r.success() => {
                                let_in.fetch_add(1, SeqCst);
                            }
                            Ok(_) => {
                                refused.fetch_add(1, SeqCst);
                            }
                            Err(_) => {
                                tried.fetch_sub(1, SeqCst);
                                break;
                            }
                        }
                    }
                }
            }));
        }
        for a in all {
            let _ = a.await;
        }
    });
    println!(
        "{} wrong codes refused, {} let in",
        refused.load(std::sync::atomic::Ordering::SeqCst),
        let_in.load(std::sync::atomic::Ordering::SeqCst)
    );
}
