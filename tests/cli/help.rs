//! Each command's `--help` lists the options given to the whole program
//! (`--lang`, `--theme`, `--rule`, …) only where they act;
//! the others stay accepted there, unlisted.

use crate::common::cli::Gametree;
use clap::CommandFactory;
use std::collections::BTreeSet;
use std::process::Output;

fn gametree(args: &[&str]) -> Output {
    let all: Vec<&str> = ["--no-config"].iter().chain(args).copied().collect();
    Gametree::new(&all).env("LC_ALL", "C").output().unwrap()
}

/// What every command says, and where it comes from.
const EVERYWHERE: &[&str] = &["--lang", "--symbols", "--config", "--no-config"];
/// The screen's colours and the tutor's speed.
const SCREEN: &[&str] = &["--theme", "--color", "--no-color", "--speed"];
/// A search's rule and its cut-offs' names.
const SEARCH: &[&str] = &["--rule", "--cut-names"];

/// The program's options each command's help lists, beyond `EVERYWHERE`.
fn acting(path: &str) -> Vec<&'static str> {
    match path {
        "open" | "practice" | "lesson" | "new" | "serve" => [SCREEN, SEARCH].concat(),
        "stats" | "trace" | "export" => SEARCH.to_vec(),
        "keys" => vec!["--cut-names"],
        "kalah" | "prove" | "play" | "play kalah" | "play tictactoe" | "play nim" | "play connect4" => {
            SCREEN.to_vec()
        }
        "list" | "check" | "random" | "completions" | "man" | "config" | "config path" | "config init" => {
            vec![]
        }
        "kalah move" | "kalah search" | "kalah solve" | "kalah match" | "kalah db" | "kalah db build"
        | "kalah db list" | "kalah db remove" => vec![],
        other => panic!("no row for `{other}`: say which of the program's options act on it"),
    }
}

/// Every command, as the words typed for it (`kalah db build`).
fn paths(command: &clap::Command, above: &str, out: &mut Vec<String>) {
    for sub in command.get_subcommands().filter(|c| c.get_name() != "help") {
        let path = format!("{above}{}", sub.get_name());
        out.push(path.clone());
        paths(sub, &format!("{path} "), out);
    }
}

/// The program's own options a help text lists.
fn listed(help: &str, all: &BTreeSet<String>) -> BTreeSet<String> {
    help.split_whitespace()
        .map(|w| w.trim_end_matches(','))
        .filter(|w| all.contains(*w))
        .map(String::from)
        .collect()
}

#[test]
fn each_command_s_help_lists_the_program_s_options_that_act_on_it() {
    let cli = gametree::cli::Cli::command();
    let all: BTreeSet<String> = cli
        .get_arguments()
        .filter(|a| a.is_global_set())
        .filter_map(|a| a.get_long().map(|l| format!("--{l}")))
        .collect();
    assert_eq!(all.len(), EVERYWHERE.len() + SCREEN.len() + SEARCH.len());
    let mut every = Vec::new();
    paths(&cli, "", &mut every);
    assert!(every.len() >= 25, "{every:?}");
    for path in every {
        let words: Vec<&str> = path.split(' ').chain(["--help"]).collect();
        let o = gametree(&words);
        assert!(
            o.status.success(),
            "{path}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        let help = String::from_utf8_lossy(&o.stdout);
        let expected: BTreeSet<String> = EVERYWHERE
            .iter()
            .chain(&acting(&path))
            .map(|s| s.to_string())
            .collect();
        assert_eq!(listed(&help, &all), expected, "`gametree {path} --help`");
    }
    // The top level lists them all.
    let o = gametree(&["--help"]);
    assert_eq!(listed(&String::from_utf8_lossy(&o.stdout), &all), all);
}

#[test]
fn an_option_not_listed_is_still_accepted_after_the_command() {
    let o = gametree(&["list", "--theme", "light", "--speed", "5", "--rule", "strict"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    // And it still acts where it does: the rule after `stats`.
    let o = gametree(&["stats", "bratko-fig2", "--algo", "alphabeta", "--rule", "strict"]);
    assert!(String::from_utf8_lossy(&o.stdout).contains("(strict rule)"));
    let o = gametree(&["kalah", "solve", "--color", "never"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}
