//! `gametree serve` end to end: the lecturer's binary in a pseudo-terminal,
//! each student the real OpenSSH client (`/usr/bin/ssh`) in one of its
//! own, on loopback at an ephemeral port.
#![cfg(feature = "serve")]

#[path = "../common/mod.rs"]
mod common;

use common::cli::Home;
use common::pty::{self, PATIENCE, Running};
use std::io::Write;
use std::time::{Duration, Instant};

const CODE: &str = "4812";

/// The lecturer serving `args` on 127.0.0.1 at a port of the system's
/// choosing, and that port.
fn lecturer(args: &[&str]) -> (Running, u16) {
    let mut all = vec!["--code", CODE];
    all.extend_from_slice(args);
    serving(&all)
}

/// As `lecturer`, with no class code unless `args` give one.
fn serving(args: &[&str]) -> (Running, u16) {
    let mut all = vec![
        "serve",
        "--bind",
        "127.0.0.1",
        "--port",
        "0",
        "--records",
        "records",
    ];
    all.extend_from_slice(args);
    let served = pty::run(&all);
    let start = Instant::now();
    let port = loop {
        let written = String::from_utf8_lossy(&served.screen.written.lock().unwrap()).into_owned();
        if let Some(at) = written.find("127.0.0.1:") {
            let digits: String = written[at + 10..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            if let Ok(port) = digits.parse::<u16>() {
                break port;
            }
        }
        assert!(start.elapsed() < PATIENCE, "no port said: {written}");
        std::thread::sleep(Duration::from_millis(50));
    };
    served.screen.wait_for("Step ");
    (served, port)
}

/// ssh's options for a test: no configuration, no host key kept, no key
/// offered, English asked for, a time limit.
fn ssh_args(port: u16) -> Vec<String> {
    let mut args = ssh_args_without_language(port);
    args.extend(["-o".to_string(), "SetEnv=LANG=en_US.UTF-8".to_string()]);
    args
}

/// As `ssh_args`, the client sending no language (as ssh with no
/// `SendEnv` does).
fn ssh_args_without_language(port: u16) -> Vec<String> {
    [
        "-F",
        "/dev/null",
        "-p",
        &port.to_string(),
        "-o",
        "StrictHostKeyChecking=no",
        "-o",
        "UserKnownHostsFile=/dev/null",
        "-o",
        "PubkeyAuthentication=no",
        "-o",
        "ConnectTimeout=20",
        "-o",
        "LogLevel=ERROR",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

/// A student joining as `name` with `code`, in a terminal of their own.
fn student(port: u16, name: &str, code: &str, extra: &[&str]) -> Running {
    joining(ssh_args(port), name, code, extra)
}

/// A student joining with these options of ssh's.
fn joining(mut args: Vec<String>, name: &str, code: &str, extra: &[&str]) -> Running {
    args.push("-tt".into());
    args.extend(extra.iter().map(|s| s.to_string()));
    args.push(format!("{name}@127.0.0.1"));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let mut s = pty::program("/usr/bin/ssh", &args, Home::new());
    s.screen.wait_for("code:");
    s.keys.write_all(format!("{code}\r").as_bytes()).unwrap();
    s
}

fn press(r: &mut Running, keys: &str) {
    r.keys.write_all(keys.as_bytes()).unwrap();
    r.keys.flush().unwrap();
}

/// The line of a screen that holds `what`.
fn line_with(screen: &str, what: &str) -> String {
    screen
        .lines()
        .find(|l| l.contains(what))
        .unwrap_or("")
        .trim()
        .to_string()
}

#[test]
fn a_student_follows_the_lecturer_to_the_beta_cutoff_explores_and_comes_back() {
    let (mut lecturer, port) = lecturer(&["bratko-fig2"]);
    let mut ann = student(port, "ann", CODE, &[]);
    ann.screen.wait_for("following the lecturer");
    lecturer.screen.wait_for("1 student");
    // The lecturer runs to the first β-cutoff: step 35.
    press(&mut lecturer, "c");
    let shown = lecturer.screen.wait_for("Step 35 of");
    let seen = ann.screen.wait_for("Step 35 of");
    let sentence = line_with(&shown, "cutoff");
    assert!(!sentence.is_empty(), "{shown}");
    assert!(
        seen.contains(&sentence),
        "the student's screen:\n{seen}\nthe lecturer's sentence: {sentence}"
    );
    // On their own: a step forward, and back to the lecturer's step.
    press(&mut ann, "X");
    ann.screen.wait_for("on your own");
    press(&mut ann, "l");
    ann.screen.wait_for("Step 36 of");
    assert!(
        lecturer.screen.text().contains("Step 35 of"),
        "the lecturer's step moved"
    );
    press(&mut ann, "F");
    ann.screen.wait_for("following the lecturer");
    // A key a follower does not have is said, not done.
    press(&mut ann, "w");
    ann.screen.wait_for("You follow the lecturer");
    press(&mut ann, "q");
    ann.wait();
    lecturer.quit();
}

/// ssh's options for one code asked once, as `name`.
fn one_try(name: &str) -> Vec<String> {
    [
        "-o",
        "NumberOfPasswordPrompts=1",
        "-o",
        "PreferredAuthentications=keyboard-interactive",
        "-tt",
    ]
    .iter()
    .map(|s| s.to_string())
    .chain([format!("{name}@127.0.0.1")])
    .collect()
}

#[test]
fn a_wrong_code_is_refused_and_a_name_locked_out_after_five() {
    let (mut lecturer, port) = lecturer(&["bratko-fig2"]);
    for _ in 0..5 {
        let mut args = ssh_args(port);
        args.extend(one_try("bob"));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let mut bob = pty::program("/usr/bin/ssh", &args, Home::new());
        bob.screen.wait_for("code:");
        press(&mut bob, "0000\r");
        let status = bob.wait();
        assert!(!status.success(), "a wrong code let bob in");
    }
    // The right code is refused now for bob from this address, not for eve.
    let mut args = ssh_args(port);
    args.extend(one_try("bob"));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let mut bob = pty::program("/usr/bin/ssh", &args, Home::new());
    bob.screen.wait_for("code:");
    press(&mut bob, &format!("{CODE}\r"));
    assert!(!bob.wait().success(), "bob came in while locked out");
    let mut eve = student(port, "eve", CODE, &[]);
    eve.screen.wait_for("following the lecturer");
    press(&mut eve, "q");
    eve.wait();
    let log = std::fs::read_to_string(lecturer.home().join("state/gametree/serve.log")).unwrap_or_default();
    lecturer.quit();
    assert!(log.contains("locked-out\tbob"), "{log}");
}

#[test]
fn a_shell_command_sftp_and_forwarding_are_refused() {
    let (mut lecturer, port) = lecturer(&["bratko-fig2"]);
    let run = |extra: &[&str], program: &str| {
        let mut args = match program {
            "/usr/bin/ssh" => ssh_args(port),
            _ => ssh_args(port)
                .into_iter()
                .map(|a| if a == "-p" { "-P".to_string() } else { a })
                .collect(),
        };
        args.extend(extra.iter().map(|s| s.to_string()));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let mut client = pty::program(program, &args, Home::new());
        client.screen.wait_for("code:");
        press(&mut client, &format!("{CODE}\r"));
        let status = client.wait();
        (status, client.screen.text())
    };
    let (status, said) = run(&["ann@127.0.0.1", "cat", "/etc/passwd"], "/usr/bin/ssh");
    assert!(!status.success() && !said.contains("root:"), "{said}");
    assert!(
        said.contains("request failed") || said.contains("Only the class's tutor"),
        "{said}"
    );
    let (status, said) = run(&["-W", "127.0.0.1:22", "ann@127.0.0.1"], "/usr/bin/ssh");
    assert!(!status.success(), "{said}");
    if std::path::Path::new("/usr/bin/sftp").exists() {
        let (status, said) = run(&["ann@127.0.0.1"], "/usr/bin/sftp");
        assert!(!status.success(), "{said}");
    }
    let log = std::fs::read_to_string(lecturer.home().join("state/gametree/serve.log")).unwrap_or_default();
    lecturer.quit();
    assert!(log.contains("refused-exec\tcat /etc/passwd"), "{log}");
    assert!(
        log.contains("refused-forwarding\tdirect-tcpip 127.0.0.1:22"),
        "{log}"
    );
}

#[test]
fn two_students_of_one_name_are_made_unique_and_an_exam_is_recorded() {
    let (mut lecturer, port) = lecturer(&["bratko-fig2", "--exam"]);
    let mut first = student(port, "ann", CODE, &[]);
    first.screen.wait_for("following the lecturer");
    let mut second = student(port, "ann", CODE, &[]);
    second.screen.wait_for("ann-2");
    press(&mut lecturer, "\x1bOQ");
    let roster = lecturer.screen.wait_for("ann-2");
    assert!(roster.contains("ann "), "{roster}");
    press(&mut lecturer, " ");
    // The exam for everyone: each answers on their own screen.
    press(&mut lecturer, "\x1bOR");
    lecturer.screen.wait_for("exam started");
    first.screen.wait_for("practice for everyone");
    press(&mut first, "-inf,4\r");
    let records = lecturer.home().join("records");
    let start = Instant::now();
    let record = loop {
        let found = std::fs::read_dir(&records)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
            .find(|p| {
                p.file_name()
                    .is_some_and(|n| n.to_string_lossy().ends_with("-ann.json"))
            });
        if let Some(text) = found.and_then(|p| std::fs::read_to_string(p).ok())
            && text.contains("\"answer\": \"-inf,4\"")
        {
            break text;
        }
        assert!(
            start.elapsed() < PATIENCE,
            "no record of ann's answer in {records:?}"
        );
        std::thread::sleep(Duration::from_millis(100));
    };
    assert!(record.contains("\"student\": \"ann\""), "{record}");
    // The second student hangs up mid-exam: their record is kept.
    second.kill();
    let kept = |who: &str| {
        std::fs::read_dir(&records)
            .into_iter()
            .flatten()
            .flatten()
            .any(|e| e.file_name().to_string_lossy().ends_with(&format!("-{who}.json")))
    };
    assert!(kept("ann-2"), "the record of the student who hung up");
    press(&mut lecturer, "\x1bOR");
    lecturer.screen.wait_for("summary");
    press(&mut first, "q");
    lecturer.quit();
    first.wait();
    let csv = std::fs::read_dir(&records)
        .unwrap()
        .flatten()
        .find(|e| e.path().extension().is_some_and(|x| x == "csv"))
        .map(|e| std::fs::read_to_string(e.path()).unwrap());
    assert!(
        csv.as_ref()
            .is_some_and(|c| c.contains("ann,") && c.contains("ann-2,")),
        "{csv:?}"
    );
}

/// A loopback proxy to the server that forwards until `stop` is set, and
/// then holds both ends without a byte more: a network dropped under a
/// student, as their client and the server see it.
fn proxy(port: u16, stop: std::sync::Arc<std::sync::atomic::AtomicBool>) -> u16 {
    use std::io::Read;
    use std::net::{TcpListener, TcpStream};
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let at = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        let Ok((client, _)) = listener.accept() else {
            return;
        };
        let server = TcpStream::connect(("127.0.0.1", port)).unwrap();
        for (mut from, mut to) in [
            (client.try_clone().unwrap(), server.try_clone().unwrap()),
            (server, client),
        ] {
            let stop = stop.clone();
            std::thread::spawn(move || {
                let mut buf = [0u8; 16384];
                while let Ok(n) = from.read(&mut buf) {
                    if n == 0 {
                        return;
                    }
                    while stop.load(std::sync::atomic::Ordering::SeqCst) {
                        // Dropped: nothing forwarded, nothing closed, until the test ends.
                        std::thread::sleep(Duration::from_millis(50));
                        if from.peer_addr().is_err() {
                            return;
                        }
                    }
                    if to.write_all(&buf[..n]).is_err() {
                        return;
                    }
                }
            });
        }
    });
    at
}

#[test]
fn a_dropped_network_a_resize_storm_and_a_name_of_control_characters_slow_no_one() {
    let (mut lecturer, port) = lecturer(&["bratko-fig2"]);
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let through = proxy(port, stop.clone());
    let mut cut = student(through, "cut", CODE, &[]);
    cut.screen.wait_for("following the lecturer");
    let odd = student(port, "\u{1b}[31mred\u{7}", CODE, &[]);
    odd.screen.wait_for("following the lecturer");
    let ann = student(port, "ann", CODE, &[]);
    ann.screen.wait_for("following the lecturer");
    stop.store(true, std::sync::atomic::Ordering::SeqCst);
    // A storm of window changes from one student.
    for i in 0..200u16 {
        odd.resize(40 + i % 100, 10 + i % 40);
    }
    odd.resize(100, 30);
    // The lecturer steps on; the others follow at once.
    for step in 1..=20 {
        press(&mut lecturer, "l");
        ann.screen.wait_for(&format!("Step {step} of"));
    }
    odd.screen.wait_for("Step 20 of");
    // The name is shown as text, never run by the lecturer's terminal.
    press(&mut lecturer, "\x1bOQ");
    let roster = lecturer.screen.wait_for("[31mred");
    assert!(
        !lecturer
            .screen
            .written
            .lock()
            .unwrap()
            .windows(8)
            .any(|w| w == b"\x1b[31mred"),
        "{roster}"
    );
    press(&mut lecturer, " ");
    lecturer.quit();
    cut.kill();
}

#[test]
fn the_host_key_is_made_once_for_the_lecturer_alone_and_its_fingerprint_said() {
    let (mut lecturer, _port) = lecturer(&["bratko-fig2"]);
    let key = lecturer.home().join("state/gametree/serve-host-key");
    the_key_said_is(&lecturer, &key);
    lecturer.quit();
}

/// `--host-key FILE`: the key is made in that file (the working folder's,
/// here), not in the state folder, and it is the one said.
#[test]
fn a_host_key_file_named_is_the_one_made_and_said() {
    let (mut lecturer, _port) = lecturer(&["--host-key", "class-key", "bratko-fig2"]);
    the_key_said_is(&lecturer, &lecturer.home().join("class-key"));
    assert!(!lecturer.home().join("state/gametree/serve-host-key").exists());
    lecturer.quit();
}

/// The host key at `key` is the lecturer's alone (0600) and the
/// fingerprint said at the start is its, as ssh-keygen reads it.
fn the_key_said_is(lecturer: &Running, key: &std::path::Path) {
    let written = String::from_utf8_lossy(&lecturer.screen.written.lock().unwrap()).into_owned();
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(key)
        .expect("the host key kept")
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o600, "{key:?}");
    let said: String = written
        .split("SHA256:")
        .nth(1)
        .expect("a fingerprint said at start")
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '+' || *c == '/')
        .collect();
    if let Ok(out) = std::process::Command::new("ssh-keygen")
        .arg("-lf")
        .arg(key)
        .output()
    {
        let listed = String::from_utf8_lossy(&out.stdout);
        assert!(listed.contains(&format!("SHA256:{said}")), "{listed} / {said}");
    }
}

#[test]
fn a_student_chooses_a_language_follows_the_lesson_s_next_item_and_is_kept_following() {
    let (mut lecturer, port) = lecturer(&["alpha-beta"]);
    lecturer.screen.wait_for("eight leaves");
    // No language sent: the student chooses it on the first screen.
    let mut ann = joining(ssh_args_without_language(port), "ann", CODE, &[]);
    ann.screen.wait_for("Choose your language");
    press(&mut ann, "3");
    ann.screen.wait_for("Ласкаво просимо");
    press(&mut ann, "\r");
    ann.screen.wait_for("мінімакс оцінює всі вісім листків");
    // The lecturer's next item reaches the student, in their language.
    press(&mut lecturer, "]");
    lecturer.screen.wait_for("why is e2 never searched");
    ann.screen.wait_for("чому e2 так і не розглядається");
    // Kept following (F4): the student cannot leave for their own steps.
    press(&mut lecturer, "\x1bOS");
    ann.screen.wait_for("закріплено");
    press(&mut ann, "X");
    ann.screen.wait_for("Лектор поки тримає всіх на своєму кроці");
    press(&mut lecturer, "\x1bOS");
    lecturer.screen.wait_for("explore on their own again");
    assert!(
        !ann.screen.text().contains("explore on their own again"),
        "the lecturer's remark is theirs alone"
    );
    press(&mut ann, "X");
    ann.screen.wait_for("самі");
    // q on their own is back to the lecturer's step; q again leaves.
    press(&mut ann, "q");
    ann.screen.wait_for("стежите за лектором");
    press(&mut ann, "q");
    ann.wait();
    lecturer.quit();
}

#[test]
fn a_tree_changed_on_disk_reaches_the_followers_at_the_same_step() {
    let folder = Home::new();
    let file = folder.path().join("fig.ron");
    let text = std::fs::read_to_string(common::cli::package().join("scenarios/bratko-fig2.ron")).unwrap();
    std::fs::write(&file, &text).unwrap();
    let (mut lecturer, port) = lecturer(&[file.to_str().unwrap()]);
    let mut ann = student(port, "ann", CODE, &[]);
    ann.screen.wait_for("following the lecturer");
    press(&mut lecturer, "lllll");
    ann.screen.wait_for("Step 5 of");
    // g's leaves, 1 and 1, become 97 and 98.
    let changed = text.replace(
        r#"(name: "g", children: [1, 1])"#,
        r#"(name: "g", children: [97, 98])"#,
    );
    assert_ne!(changed, text);
    std::fs::write(&file, changed).unwrap();
    lecturer.screen.wait_for("read again");
    let seen = ann.screen.wait_for("98");
    assert!(seen.contains("Step 5 of") && seen.contains("97"), "{seen}");
    press(&mut ann, "q");
    ann.wait();
    lecturer.quit();
}

#[test]
fn a_class_is_full_at_its_most_students() {
    let (mut lecturer, port) = lecturer(&["bratko-fig2", "--max-students", "1"]);
    let mut ann = student(port, "ann", CODE, &[]);
    ann.screen.wait_for("following the lecturer");
    let mut bob = student(port, "bob", CODE, &[]);
    bob.screen.wait_for("The class is full");
    bob.wait();
    // A seat freed is taken again.
    press(&mut ann, "q");
    ann.wait();
    let mut eve = student(port, "eve", CODE, &[]);
    eve.screen.wait_for("following the lecturer");
    press(&mut eve, "q");
    eve.wait();
    let log = std::fs::read_to_string(lecturer.home().join("state/gametree/serve.log")).unwrap_or_default();
    lecturer.quit();
    assert!(log.contains("refused-full\tbob"), "{log}");
}

/// A client that asks to forward its X display (as `ssh -X` does where
/// DISPLAY is set) is refused, logged, and still joins the class.
#[test]
fn x11_forwarding_is_refused_and_logged() {
    let (mut lecturer, port) = serving(&["bratko-fig2", "--open"]);
    lecturer.screen.wait_for("no code");
    let mut args: Vec<String> = vec!["DISPLAY=127.0.0.1:99".into(), "/usr/bin/ssh".into()];
    args.extend(ssh_args(port));
    args.extend(["-tt", "-X", "ann@127.0.0.1"].map(String::from));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let mut ann = pty::program("/usr/bin/env", &args, Home::new());
    ann.screen.wait_for("following the lecturer");
    press(&mut ann, "q");
    ann.wait();
    let log = std::fs::read_to_string(lecturer.home().join("state/gametree/serve.log")).unwrap_or_default();
    lecturer.quit();
    assert!(log.contains("join\tann"), "{log}");
    assert!(log.contains("refused-x11"), "{log}");
}

#[test]
fn an_open_class_takes_no_code_and_a_refused_forwarding_ends_the_client() {
    let (mut lecturer, port) = serving(&["bratko-fig2", "--open"]);
    lecturer.screen.wait_for("no code");
    let mut args = ssh_args(port);
    args.extend(["-tt".to_string(), "ann@127.0.0.1".to_string()]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let mut ann = pty::program("/usr/bin/ssh", &args, Home::new());
    ann.screen.wait_for("following the lecturer");
    press(&mut ann, "q");
    ann.wait();
    // A port forwarded back to the student's machine is refused: with
    // ExitOnForwardFailure the client gives up.
    let mut args = ssh_args(port);
    args.extend(
        [
            "-tt",
            "-o",
            "ExitOnForwardFailure=yes",
            "-R",
            "0:127.0.0.1:22",
            "bob@127.0.0.1",
        ]
        .map(String::from),
    );
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let mut bob = pty::program("/usr/bin/ssh", &args, Home::new());
    assert!(!bob.wait().success(), "{}", bob.screen.text());
    let log = std::fs::read_to_string(lecturer.home().join("state/gametree/serve.log")).unwrap_or_default();
    lecturer.quit();
    assert!(log.contains("join\tann"), "{log}");
    assert!(log.contains("refused-forwarding\ttcpip-forward "), "{log}");
}

#[test]
fn an_idle_student_is_closed_with_a_word_why_and_one_who_presses_keys_is_not() {
    let (mut lecturer, port) = lecturer(&["bratko-fig2", "--idle", "3s"]);
    let mut ann = student(port, "ann", CODE, &[]);
    ann.screen.wait_for("following the lecturer");
    let mut bob = student(port, "bob", CODE, &[]);
    bob.screen.wait_for("following the lecturer");
    lecturer.screen.wait_for("2 students");
    // The lecturer says nothing; ann presses nothing; bob looks at the
    // tree as an outline and as a canvas, in turn.
    let keys = |bob: &mut Running, until: &dyn Fn() -> bool| {
        let start = Instant::now();
        while !until() {
            press(bob, "x");
            assert!(start.elapsed() < PATIENCE, "{}", bob.screen.text());
            std::thread::sleep(Duration::from_millis(200));
        }
    };
    keys(&mut bob, &|| ann.screen.text().contains("Closed after 3 s"));
    ann.wait();
    // The lecturer's line and list show her gone; bob, pressing keys for
    // two idle times more, stays.
    let since = Instant::now();
    keys(&mut bob, &|| since.elapsed() > Duration::from_secs(7));
    lecturer.screen.wait_for("1 student");
    press(&mut lecturer, "\x1bOQ");
    let roster = lecturer.screen.wait_for("bob");
    let rows = roster
        .lines()
        .filter(|l| l.contains("127.0.0.1") && !l.contains("ssh -p"))
        .count();
    assert_eq!(rows, 1, "ann is still listed: {roster}");
    press(&mut lecturer, " ");
    let seen = bob.screen.text();
    assert!(
        seen.contains("following the lecturer") && !seen.contains("Closed after"),
        "{seen}"
    );
    press(&mut bob, "q");
    bob.wait();
    let log = std::fs::read_to_string(lecturer.home().join("state/gametree/serve.log")).unwrap_or_default();
    lecturer.quit();
    assert!(log.contains("closed-idle\tann"), "{log}");
    assert!(!log.contains("closed-idle\tbob"), "{log}");
}

/// Waits for a file (a socket) to appear.
fn appears(path: &std::path::Path) {
    let start = Instant::now();
    while !path.exists() {
        assert!(start.elapsed() < PATIENCE, "no {path:?}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn an_agent_and_a_socket_forwarded_either_way_are_refused_and_logged() {
    use std::process::{Command, Stdio};
    let (mut lecturer, port) = lecturer(&["bratko-fig2"]);
    // A real agent holding a key, as on a student's laptop (its socket's
    // path short enough for a socket's address, wherever CI's clone is).
    let scratch = tempfile::Builder::new().prefix("gts").tempdir().unwrap();
    let dir = scratch.path();
    let (agent_sock, key) = (dir.join("agent.sock"), dir.join("key"));
    let made = Command::new("ssh-keygen")
        .args(["-q", "-t", "ed25519", "-N", ""])
        .arg("-f")
        .arg(&key)
        .status()
        .expect("ssh-keygen (openssh-client)");
    assert!(made.success());
    let mut agent = Command::new("ssh-agent")
        .arg("-D")
        .arg("-a")
        .arg(&agent_sock)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("ssh-agent (openssh-client)");
    appears(&agent_sock);
    let added = Command::new("ssh-add")
        .arg(&key)
        .env("SSH_AUTH_SOCK", &agent_sock)
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(added.success());
    // ann forwards her agent, and offers a socket of hers that would
    // reach one on the lecturer's machine.
    let local = dir.join("local.sock");
    let mut args = vec![
        format!("SSH_AUTH_SOCK={}", agent_sock.display()),
        "/usr/bin/ssh".into(),
    ];
    args.extend(ssh_args(port));
    let forward = format!("{}:/run/lecturer.sock", local.display());
    args.extend(["-A", "-L", &forward, "-tt", "ann@127.0.0.1"].map(String::from));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let mut ann = pty::program("/usr/bin/env", &args, Home::new());
    ann.screen.wait_for("code:");
    press(&mut ann, &format!("{CODE}\r"));
    ann.screen.wait_for("following the lecturer");
    // A program on her laptop uses that socket: the server refuses the
    // channel, her client closes the connection, the class goes on.
    appears(&local);
    let mut through = std::os::unix::net::UnixStream::connect(&local).unwrap();
    through.set_read_timeout(Some(PATIENCE)).unwrap();
    let mut got = Vec::new();
    let _ = std::io::Read::read_to_end(&mut through, &mut got);
    assert!(got.is_empty(), "{got:?}");
    press(&mut lecturer, "l");
    ann.screen.wait_for("Step 1 of");
    // bob asks for a socket on the lecturer's machine forwarded back to
    // his: refused, and with ExitOnForwardFailure his client gives up.
    let back = format!("{}:127.0.0.1:22", dir.join("back.sock").display());
    let mut args = ssh_args(port);
    args.extend(
        [
            "-tt",
            "-o",
            "ExitOnForwardFailure=yes",
            "-R",
            &back,
            "bob@127.0.0.1",
        ]
        .map(String::from),
    );
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let mut bob = pty::program("/usr/bin/ssh", &args, Home::new());
    bob.screen.wait_for("code:");
    press(&mut bob, &format!("{CODE}\r"));
    assert!(!bob.wait().success(), "{}", bob.screen.text());
    press(&mut ann, "q");
    ann.wait();
    let _ = agent.kill();
    let _ = agent.wait();
    let log = std::fs::read_to_string(lecturer.home().join("state/gametree/serve.log")).unwrap_or_default();
    lecturer.quit();
    for refused in [
        "refused-agent".to_string(),
        "refused-forwarding\tdirect-streamlocal /run/lecturer.sock".to_string(),
        format!(
            "refused-forwarding\tstreamlocal-forward {}",
            dir.join("back.sock").display()
        ),
    ] {
        assert!(log.contains(&refused), "{refused}: {log}");
    }
    assert!(log.contains("join\tann"), "{log}");
}
