//! `gametree serve`: the lecturer's tutor, and beside it an SSH server
//! through which each student joins with `ssh -p PORT NAME@HOST` and the
//! class code, with nothing to install: they follow the lecturer's step
//! at their own size, in their own language, step on their own over the
//! same tree, and sit practice or an exam with their record written in
//! the lecturer's folder.
//!
//! The server runs on tokio (russh needs its multi-threaded runtime) on
//! two worker threads; the lecturer's tutor keeps the main thread and
//! draws the followers' frames after its own (`lectern.rs`); a student on
//! their own has a thread of their own (`seat.rs`).

mod desk;
mod guard;
mod input;
mod lectern;
mod names;
mod paint;
mod room;
mod seat;
mod server;

pub use lectern::draw_look;
pub use room::{Local, Look, Options, Room};

use crate::tui::app::{App, Ending};
use crate::tui::terminal::{self, Console};
use russh::keys::{HashAlg, PrivateKey};
use std::io;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

/// The class served: its server running beside a lecturer's console.
pub struct Class {
    pub room: Arc<Room>,
    runtime: Option<tokio::runtime::Runtime>,
    /// The addresses and port listened on.
    pub listening: Vec<std::net::SocketAddr>,
}

impl Class {
    /// Opens the class: the host key read or made, the addresses bound,
    /// the server started.
    pub fn open(options: Options, settings: &crate::config::Settings) -> io::Result<Class> {
        let key = host_key(&options.host_key)?;
        let fingerprint = key.public_key().fingerprint(HashAlg::Sha256).to_string();
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("serve")
            .enable_all()
            .build()?;
        let listeners = runtime.block_on(async {
            let mut all = Vec::new();
            for ip in &options.bind {
                all.push(tokio::net::TcpListener::bind((*ip, options.port)).await?);
            }
            io::Result::Ok(all)
        })?;
        let listening: Vec<_> = listeners.iter().filter_map(|l| l.local_addr().ok()).collect();
        let port = listening.first().map_or(options.port, |a| a.port());
        let config = russh::server::Config {
            server_id: russh::SshId::Standard(
                format!("SSH-2.0-gametree_{}", env!("CARGO_PKG_VERSION")).into(),
            ),
            methods: russh::MethodSet::from(
                &[
                    russh::MethodKind::KeyboardInteractive,
                    russh::MethodKind::Password,
                ][..],
            ),
            auth_rejection_time: Duration::from_millis(300),
            auth_rejection_time_initial: Some(Duration::ZERO),
            keys: vec![key],
            inactivity_timeout: Some(options.idle),
            keepalive_interval: Some(Duration::from_secs(30)),
            keepalive_max: 3,
            nodelay: true,
            ..Default::default()
        };
        let room = Arc::new(Room::new(options, settings.clone(), fingerprint));
        *room.join.lock().unwrap_or_else(|e| e.into_inner()) = (shown_host(&listening), port);
        room.log("serving", &format!("{listening:?} {}", room.fingerprint), None);
        runtime.spawn(server::serve(room.clone(), listeners, Arc::new(config)));
        Ok(Class {
            room,
            runtime: Some(runtime),
            listening,
        })
    }

    /// The lecturer's app with the class's line, list and keys.
    pub fn lecturer(&self, app: &mut App) {
        app.class = Some(Arc::new(lectern::Lecturer {
            room: self.room.clone(),
        }));
    }

    /// Runs the lecturer's app on the terminal until the lecturer quits.
    pub fn run(&self, app: &mut App) -> io::Result<Ending> {
        self.lecturer(app);
        terminal::run_on(app, |tty, app| {
            let mut lectern = lectern::Lectern::new(tty, self.room.clone());
            terminal::event_loop(&mut lectern, app)
        })
    }

    /// Runs the lecturer's app on another console (the load example).
    pub fn run_on(&self, console: &mut impl Console, app: &mut App) -> io::Result<Ending> {
        self.lecturer(app);
        let mut lectern = lectern::Lectern::new(console, self.room.clone());
        terminal::frames(&mut lectern, app)
    }

    /// The class is over: practice going on is summed up, the students
    /// are told, the server stops. The summary's files, if any.
    pub fn close(mut self) -> Option<(std::path::PathBuf, std::path::PathBuf)> {
        let going = self.room.assignment.borrow().clone();
        self.room.over.send_replace(true);
        self.room.settle(Duration::from_secs(2));
        let summary = going.and_then(|a| self.room.summary(a.number));
        if let Some(runtime) = self.runtime.take() {
            // The students are told the class is over before it stops.
            std::thread::sleep(Duration::from_millis(300));
            runtime.shutdown_timeout(Duration::from_secs(2));
        }
        self.room.log("closed", "", None);
        summary
    }
}

/// The server's host key: read from its file, or made once (Ed25519) and
/// kept there, readable by the lecturer alone.
fn host_key(path: &Path) -> io::Result<PrivateKey> {
    if path.exists() {
        return russh::keys::load_secret_key(path, None).map_err(|e| io::Error::other(e.to_string()));
    }
    let key = PrivateKey::random(&mut rand::rng(), russh::keys::Algorithm::Ed25519)
        .map_err(|e| io::Error::other(e.to_string()))?;
    let text = key
        .to_openssh(russh::keys::ssh_key::LineEnding::LF)
        .map_err(|e| io::Error::other(e.to_string()))?;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)?;
    file.write_all(text.as_bytes())?;
    Ok(key)
}

/// The address a student types: the address listened on, or for every
/// address (0.0.0.0) the machine's first that is not the loopback.
fn shown_host(listening: &[std::net::SocketAddr]) -> String {
    let first = listening.first().map(|a| a.ip());
    match first {
        Some(ip) if !ip.is_unspecified() => ip.to_string(),
        _ => local_addresses()
            .into_iter()
            .next()
            .unwrap_or_else(|| "HOST".to_string()),
    }
}

/// The machine's IPv4 addresses, loopback aside (getifaddrs).
pub fn local_addresses() -> Vec<String> {
    let mut found = Vec::new();
    let mut list: *mut libc::ifaddrs = std::ptr::null_mut();
    // SAFETY: getifaddrs fills a list it allocates, freed below; each
    // entry's address is read only where its family says it is IPv4.
    unsafe {
        if libc::getifaddrs(&mut list) != 0 {
            return found;
        }
        let mut at = list;
        while !at.is_null() {
            let addr = (*at).ifa_addr;
            if !addr.is_null() && i32::from((*addr).sa_family) == libc::AF_INET {
                let v4 = &*(addr as *const libc::sockaddr_in);
                let ip = std::net::Ipv4Addr::from(u32::from_be(v4.sin_addr.s_addr));
                if !ip.is_loopback() {
                    found.push(ip.to_string());
                }
            }
            at = (*at).ifa_next;
        }
        libc::freeifaddrs(list);
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::app::{self, Screen};
    use crate::tui::tutor::Tutor;
    use crate::words::Language;
    use crate::words::symbols::Symbols;

    fn bratko() -> App {
        let scenario = crate::scenario::bundled::find("bratko-fig2")
            .unwrap()
            .load()
            .unwrap();
        let setup = scenario.default_setup();
        App::chosen(
            Screen::Tutor(Box::new(Tutor::for_scenario(scenario, setup).unwrap())),
            &crate::config::Settings::default(),
        )
    }

    fn look(language: Language, symbols: Symbols) -> Look {
        Look {
            width: 100,
            height: 29,
            language,
            symbols,
            theme: crate::tui::Theme::MONO,
            local: Local::default(),
        }
    }

    /// One lecturer's app drawn for followers in two languages and two
    /// symbol sets, the lecturer's own frame unchanged by them.
    #[test]
    fn a_follower_s_frame_is_in_their_language_and_symbols() {
        let mut app = bratko();
        let before = app::text(&app::frame(&mut app, 100, 30));
        let en = app::text(&draw_look(&mut app, &look(Language::En, Symbols::Unicode)));
        let ru = app::text(&draw_look(&mut app, &look(Language::Ru, Symbols::Ascii)));
        assert!(en.contains("Step 0 of") && en.contains('▲'), "{en}");
        assert!(ru.contains("Шаг 0 из") && !ru.contains('▲'), "{ru}");
        assert_eq!(app::text(&app::frame(&mut app, 100, 30)), before);
    }

    /// The host key is made once, readable by the lecturer alone, and
    /// read again the next time: its fingerprint stays the same.
    #[test]
    fn the_host_key_is_made_once_for_the_lecturer_alone_and_kept() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("state").join("serve-host-key");
        let made = host_key(&path).unwrap();
        let mode = std::fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
        let again = host_key(&path).unwrap();
        let print = |k: &PrivateKey| k.public_key().fingerprint(HashAlg::Sha256).to_string();
        assert_eq!(print(&made), print(&again));
        // A file that is no key is said, not replaced.
        std::fs::write(&path, "not a key").unwrap();
        assert!(host_key(&path).is_err());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "not a key");
    }

    /// Two students' own tutors, in two languages, draw at once on
    /// threads of their own.
    #[test]
    fn two_sessions_in_two_languages_draw_at_once() {
        let drawn: Vec<String> = [Language::En, Language::Uk]
            .map(|l| {
                std::thread::spawn(move || {
                    crate::words::language::set_thread_language(Some(l));
                    let mut app = bratko();
                    let mut text = String::new();
                    for _ in 0..30 {
                        app::update(&mut app, crate::keymap::Message::Forward);
                        text = app::text(&app::frame(&mut app, 100, 30));
                    }
                    text
                })
            })
            .map(|t| t.join().unwrap())
            .into();
        assert!(drawn[0].contains("Step 30 of"), "{}", drawn[0]);
        assert!(drawn[1].contains("Крок 30 з"), "{}", drawn[1]);
    }
}
