//! `gametree serve SCENARIO|LESSON`: the lecturer's tutor, and beside it
//! the class served over ssh (`tui::serve`). The flags, the state folder's
//! host key and log, the class code.

use super::runs::RunArgs;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct ServeArgs {
    /// What the class follows: a scenario as `open` takes it, or a lesson
    /// (a file, or one built in: `alpha-beta`; its items, `]` and `[`).
    #[command(flatten)]
    pub run: RunArgs,
    /// The port students connect to.
    #[arg(long, default_value_t = 2222)]
    pub port: u16,
    /// The addresses listened on, comma-separated (default: every
    /// address of the machine).
    #[arg(long, value_delimiter = ',', default_value = "0.0.0.0")]
    pub bind: Vec<std::net::IpAddr>,
    /// The class code students type (default: four random digits).
    #[arg(long, conflicts_with = "open")]
    pub code: Option<String>,
    /// Serve without a class code.
    #[arg(long)]
    pub open: bool,
    /// The server's host key (default: one made once and kept in the
    /// state folder).
    #[arg(long)]
    pub host_key: Option<PathBuf>,
    /// The folder the students' practice records and the summaries are
    /// written to.
    #[arg(long, default_value = "gametree-records")]
    pub records: PathBuf,
    /// The most students at once.
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    pub max_students: u64,
    /// Practice for everyone (F3) is an exam: no feedback, no way back.
    #[arg(long)]
    pub exam: bool,
    /// Minutes without a word from a student's client before the session
    /// is closed.
    #[arg(long, default_value_t = 30, value_parser = clap::value_parser!(u64).range(1..=1440))]
    pub idle: u64,
    /// Presenter mode for the lecturer's screen (P).
    #[arg(long)]
    pub present: bool,
}

/// The state folder's place for the server's files.
#[cfg_attr(not(feature = "serve"), allow(dead_code))]
fn state(file: &str) -> PathBuf {
    let base = super::practice::record::state_folder()
        .and_then(|p| p.parent().map(PathBuf::from))
        .unwrap_or_else(std::env::temp_dir);
    base.join(file)
}

#[cfg(feature = "serve")]
pub fn run(a: &ServeArgs, chosen: &crate::config::Settings) -> Result<ExitCode, String> {
    use crate::say;
    use crate::tui::serve::{Class, Options};
    let mut app = super::tui::served_app(&a.run, a.present, chosen)?;
    if !super::tui::is_terminal() {
        return Err(super::tui::no_screen("serve"));
    }
    let code = match (a.open, &a.code) {
        (true, _) => None,
        (false, Some(c)) => Some(c.clone()),
        (false, None) => Some(rand::random_range(1000..10_000u32).to_string()),
    };
    let options = Options {
        bind: a.bind.clone(),
        port: a.port,
        code: code.clone(),
        host_key: a.host_key.clone().unwrap_or_else(|| state("serve-host-key")),
        log: state("serve.log"),
        records: a.records.clone(),
        max_students: a.max_students as usize,
        exam: a.exam,
        idle: std::time::Duration::from_secs(a.idle * 60),
        spec: a.run.scenario.clone(),
    };
    let log = options.log.clone();
    let class = Class::open(options, chosen).map_err(|e| say!("serve-failed", error = e.to_string()))?;
    let listening: Vec<String> = class.listening.iter().map(|l| l.to_string()).collect();
    super::out::note(&say!(
        "serve-started",
        addresses = listening.join(", "),
        fingerprint = class.room.fingerprint.as_str(),
        code = code.unwrap_or_else(|| "-".into()),
        log = log.display().to_string()
    ));
    let ending = class
        .run(&mut app)
        .map_err(|e| say!("terminal-failed", error = e.to_string()));
    let summary = class.close();
    if let Some((text, csv)) = summary {
        super::out::note(&say!(
            "serve-summary",
            text = text.display().to_string(),
            csv = csv.display().to_string()
        ));
    }
    Ok(super::tui::exit_code(ending?))
}

#[cfg(not(feature = "serve"))]
pub fn run(_a: &ServeArgs, _chosen: &crate::config::Settings) -> Result<ExitCode, String> {
    Err(crate::say!("serve-not-built"))
}
