//! The options given before or after any command (`--lang`, `--theme`,
//! `--rule`, …): each is accepted after every command, as clap's global
//! options are, but a command's `--help` lists only those that act on it.

use clap::{Arg, ArgMatches, Command};

/// Every command reads these: the language and symbols of what it says,
/// and the configuration file they may come from.
const WORDS: &[&str] = &["lang", "symbols", "config", "no_config"];
/// The screen's: its colours and the tutor's play speed.
const SCREEN: &[&str] = &["theme", "color", "no_color", "speed"];
/// A search's: the pruning rule and the cut-offs' names.
const SEARCH: &[&str] = &["rule", "cut_names"];

/// The global options that act on a command (a path of names: `kalah
/// solve`), beyond `WORDS`.
pub fn acting(path: &[&str]) -> Vec<&'static str> {
    let (screen, search) = match path {
        ["open" | "practice" | "lesson" | "new" | "serve"] => (true, true),
        ["stats" | "trace" | "export"] => (false, true),
        // The key card names the cut-offs in its legend.
        ["keys"] => return [WORDS, &["cut_names"]].concat(),
        // The game screen, the proof in the tutor (`--tutor`).
        ["kalah" | "play" | "prove"] | ["play", _] => (true, false),
        _ => (false, false),
    };
    let mut out = WORDS.to_vec();
    if screen {
        out.extend(SCREEN);
    }
    if search {
        out.extend(SEARCH);
    }
    out
}

/// The command line's definition with each subcommand's global options
/// that do not act on it hidden from its help (still accepted): a hidden
/// copy given to the subcommand stands in for the one clap would hand
/// down (it hands down only what a subcommand does not have).
pub fn command(cli: Command) -> Command {
    let globals: Vec<Arg> = cli
        .get_arguments()
        .filter(|a| a.is_global_set())
        .cloned()
        .collect();
    hide(cli, &[], &globals)
}

fn hide(mut command: Command, path: &[&str], globals: &[Arg]) -> Command {
    if !path.is_empty() {
        let acting = acting(path);
        for arg in globals.iter().filter(|a| !acting.contains(&a.get_id().as_str())) {
            command = command.arg(arg.clone().hide(true));
        }
    }
    let names: Vec<String> = command
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for name in names {
        let inner: Vec<&str> = path.iter().copied().chain([name.as_str()]).collect();
        command = command.mut_subcommand(&name, |c| hide(c, &inner, globals));
    }
    command
}

/// Parses the process's arguments against that definition; help, the
/// version or a usage error, written (`out::clap`), as the exit code.
pub fn matches() -> Result<ArgMatches, std::process::ExitCode> {
    command(<super::Cli as clap::CommandFactory>::command())
        .try_get_matches()
        .map_err(|e| super::out::clap(&e))
}
