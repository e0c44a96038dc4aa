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
fn joining(options: Vec<String>, name: &str, code: &str, extra: &[&str]) -> Running {
    let at = format!("{name}@127.0.0.1");
    let mut s = client(&[], "/usr/bin/ssh", options, &[&["-tt"], extra, &[&at]].concat());
    gives_code(&mut s, code);
    s
}

/// A client in a terminal of its own: `program` (ssh or sftp) with
/// `options`, then `more`; its environment given `vars` (`NAME=value`).
fn client(vars: &[&str], program: &str, options: Vec<String>, more: &[&str]) -> Running {
    let mut args: Vec<String> = vars.iter().map(|v| v.to_string()).collect();
    args.push(program.into());
    args.extend(options);
    args.extend(more.iter().map(|s| s.to_string()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    pty::program("/usr/bin/env", &args, Home::new())
}

/// `ssh` with the test's options for `port`, then `more`.
fn ssh(port: u16, more: &[&str]) -> Running {
    client(&[], "/usr/bin/ssh", ssh_args(port), more)
}

/// `ssh -R FORWARD` as `name`: a socket or port on the lecturer's machine
/// forwarded back to the student's; with ExitOnForwardFailure the client
/// gives up when the server refuses it.
fn forwarding_back(port: u16, forward: &str, name: &str) -> Running {
    let at = format!("{name}@127.0.0.1");
    ssh(
        port,
        &["-tt", "-o", "ExitOnForwardFailure=yes", "-R", forward, &at],
    )
}

/// Answers the prompt for the class code with `code`.
fn gives_code(r: &mut Running, code: &str) {
    r.screen.wait_for("code:");
    press(r, &format!("{code}\r"));
}

fn press(r: &mut Running, keys: &str) {
    r.keys.write_all(keys.as_bytes()).unwrap();
    r.keys.flush().unwrap();
}

/// The function keys of the lecturer's desk, as a terminal sends them:
/// F2 the list of students, F3 the exam, F4 the class kept following.
const F2: &str = "\x1bOQ";
const F3: &str = "\x1bOR";
const F4: &str = "\x1bOS";

/// The user of a client presses `q`, and the client ends.
fn leaves(r: &mut Running) {
    press(r, "q");
    r.wait();
}

/// The server's log: `serve.log` in the lecturer's state folder (empty
/// where there is none yet).
fn log_of(lecturer: &Running) -> String {
    std::fs::read_to_string(lecturer.home().join("state/gametree/serve.log")).unwrap_or_default()
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
    leaves(&mut ann);
    lecturer.quit();
}

/// bob's client, given one try at the class code, answers `code`:
/// whether it was let in.
fn bob_tries(port: u16, code: &str) -> bool {
    let one_try = [
        "-o",
        "NumberOfPasswordPrompts=1",
        "-o",
        "PreferredAuthentications=keyboard-interactive",
    ];
    let mut bob = ssh(port, &[&one_try[..], &["-tt", "bob@127.0.0.1"]].concat());
    gives_code(&mut bob, code);
    bob.wait().success()
}

#[test]
fn a_wrong_code_is_refused_and_a_name_locked_out_after_five() {
    let (mut lecturer, port) = lecturer(&["bratko-fig2"]);
    for _ in 0..5 {
        assert!(!bob_tries(port, "0000"), "a wrong code let bob in");
    }
    // The right code is refused now for bob from this address, not for eve.
    assert!(!bob_tries(port, CODE), "bob came in while locked out");
    let mut eve = student(port, "eve", CODE, &[]);
    eve.screen.wait_for("following the lecturer");
    leaves(&mut eve);
    let log = log_of(&lecturer);
    lecturer.quit();
    assert!(log.contains("locked-out\tbob"), "{log}");
}

#[test]
fn a_shell_command_sftp_and_forwarding_are_refused() {
    let (mut lecturer, port) = lecturer(&["bratko-fig2"]);
    let run = |extra: &[&str], program: &str| {
        let options = match program {
            "/usr/bin/ssh" => ssh_args(port),
            _ => ssh_args(port)
                .into_iter()
                .map(|a| if a == "-p" { "-P".to_string() } else { a })
                .collect(),
        };
        let mut client = client(&[], program, options, extra);
        gives_code(&mut client, CODE);
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
    let log = log_of(&lecturer);
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
    press(&mut lecturer, F2);
    let roster = lecturer.screen.wait_for("ann-2");
    assert!(roster.contains("ann "), "{roster}");
    press(&mut lecturer, " ");
    // The exam for everyone: each answers on their own screen.
    press(&mut lecturer, F3);
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
    press(&mut lecturer, F3);
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
    press(&mut lecturer, F2);
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
    press(&mut lecturer, F4);
    ann.screen.wait_for("закріплено");
    press(&mut ann, "X");
    ann.screen.wait_for("Лектор поки тримає всіх на своєму кроці");
    press(&mut lecturer, F4);
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
    leaves(&mut ann);
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
    leaves(&mut ann);
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
    leaves(&mut ann);
    let mut eve = student(port, "eve", CODE, &[]);
    eve.screen.wait_for("following the lecturer");
    leaves(&mut eve);
    let log = log_of(&lecturer);
    lecturer.quit();
    assert!(log.contains("refused-full\tbob"), "{log}");
}

/// A client that asks to forward its X display (as `ssh -X` does where
/// DISPLAY is set) is refused, logged, and still joins the class.
#[test]
fn x11_forwarding_is_refused_and_logged() {
    let (mut lecturer, port) = serving(&["bratko-fig2", "--open"]);
    lecturer.screen.wait_for("no code");
    let display = ["DISPLAY=127.0.0.1:99"];
    let mut ann = client(
        &display,
        "/usr/bin/ssh",
        ssh_args(port),
        &["-tt", "-X", "ann@127.0.0.1"],
    );
    ann.screen.wait_for("following the lecturer");
    leaves(&mut ann);
    let log = log_of(&lecturer);
    lecturer.quit();
    assert!(log.contains("join\tann"), "{log}");
    assert!(log.contains("refused-x11"), "{log}");
}

#[test]
fn an_open_class_takes_no_code_and_a_refused_forwarding_ends_the_client() {
    let (mut lecturer, port) = serving(&["bratko-fig2", "--open"]);
    lecturer.screen.wait_for("no code");
    let mut ann = ssh(port, &["-tt", "ann@127.0.0.1"]);
    ann.screen.wait_for("following the lecturer");
    leaves(&mut ann);
    // A port forwarded back to the student's machine is refused: with
    // ExitOnForwardFailure the client gives up.
    let mut bob = forwarding_back(port, "0:127.0.0.1:22", "bob");
    assert!(!bob.wait().success(), "{}", bob.screen.text());
    let log = log_of(&lecturer);
    lecturer.quit();
    assert!(log.contains("join\tann"), "{log}");
    assert!(log.contains("refused-forwarding\ttcpip-forward "), "{log}");
}

/// A student who presses nothing is closed with a word why, no sooner
/// than the idle time after joining; the lecturer's line and list drop
/// her at once, and the log says so. Only what no machine's load can
/// change is checked here (a hold-up only ever makes the close later):
/// that a student who presses keys is kept is the desk's unit test
/// `a_session_is_closed_the_idle_time_after_its_last_key_or_frame`, on a
/// clock of its own, since a student pressing keys here would be closed
/// by any hold-up of this test as long as the idle time.
#[test]
fn an_idle_student_is_closed_with_a_word_why_after_the_idle_time() {
    let (mut lecturer, port) = lecturer(&["bratko-fig2", "--idle", "3s"]);
    let joining = Instant::now();
    let mut ann = student(port, "ann", CODE, &[]);
    ann.screen.wait_for("Closed after 3 s");
    assert!(
        joining.elapsed() >= Duration::from_secs(3),
        "closed before the idle time"
    );
    ann.wait();
    lecturer.screen.wait_for("0 students");
    press(&mut lecturer, F2);
    let roster = lecturer.screen.wait_for("0 students");
    let rows = roster
        .lines()
        .filter(|l| l.contains("127.0.0.1") && !l.contains("ssh -p"))
        .count();
    assert_eq!(rows, 0, "ann is still listed: {roster}");
    press(&mut lecturer, " ");
    let log = log_of(&lecturer);
    lecturer.quit();
    assert!(log.contains("join\tann"), "{log}");
    assert!(log.contains("closed-idle\tann"), "{log}");
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
    let agent_at = format!("SSH_AUTH_SOCK={}", agent_sock.display());
    let forward = format!("{}:/run/lecturer.sock", local.display());
    let forwarding = ["-A", "-L", &forward, "-tt", "ann@127.0.0.1"];
    let mut ann = client(&[&agent_at], "/usr/bin/ssh", ssh_args(port), &forwarding);
    gives_code(&mut ann, CODE);
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
    let mut bob = forwarding_back(port, &back, "bob");
    gives_code(&mut bob, CODE);
    assert!(!bob.wait().success(), "{}", bob.screen.text());
    leaves(&mut ann);
    let _ = agent.kill();
    let _ = agent.wait();
    let log = log_of(&lecturer);
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
