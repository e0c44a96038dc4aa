//! The command line, run as a user runs it.

use crate::common;
use crate::common::cli::gametree;

use std::process::Output;

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

#[test]
fn stats_json_prints_the_seed_numbers_for_bratko() {
    let o = gametree(&["stats", "bratko-fig2", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let lines: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    let keys = |v: &serde_json::Value| {
        let mut k: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
        k.sort();
        k
    };
    let expected = common::STATS_KEYS;
    for l in &lines {
        assert_eq!(keys(l), expected);
        assert_eq!(l["scenario"], "bratko-fig2");
        assert_eq!(l["value"], 4);
        assert_eq!(l["best_move"], "b");
        assert_eq!(l["pv"], serde_json::json!(["a", "b", "d", "d2"]));
    }
    assert_eq!(lines[0]["algorithm"], "minimax");
    assert_eq!(lines[0]["evaluations"], 8);
    assert_eq!(lines[1]["algorithm"], "alphabeta");
    assert_eq!(lines[1]["evaluations"], 5);
    assert_eq!(
        (
            lines[1]["alpha_cutoffs"].as_u64(),
            lines[1]["beta_cutoffs"].as_u64()
        ),
        (Some(1), Some(1))
    );
}

#[test]
fn stats_text_and_options() {
    let o = gametree(&["stats", "lecture-tictactoe", "--algo", "alphabeta", "--strict"]);
    assert!(o.status.success());
    let out = stdout(&o);
    assert!(out.contains("alpha-beta (strict rule)"), "{out}");
    assert!(out.contains("static evaluations   14"), "{out}");
    assert!(out.contains("best move            C"), "{out}");
}

#[test]
fn list_names_every_bundled_scenario() {
    let o = gametree(&["list"]);
    let out = stdout(&o);
    for name in gametree::scenario::bundled::names() {
        assert!(
            out.lines().any(|l| l.starts_with(name)),
            "{name} missing from\n{out}"
        );
    }
    // The games by name are said after them, each that `prove` takes.
    let said = out.lines().last().unwrap();
    assert!(said.contains("nim-N") && said.contains("connect4-CxR"), "{said}");
    assert!(said.contains("kalah-PxS"), "{said}");
    for (c, r) in gametree::game::known::NamedGame::PROVABLE {
        let name = format!("connect4-{c}x{r}");
        assert!(said.contains(&name[9..]), "{name} missing from {said}");
        assert!(
            gametree(&["stats", &name, "--depth", "1"]).status.success(),
            "{name}"
        );
    }
}

#[test]
fn trace_prints_the_cutoff_in_plain_words() {
    let o = gametree(&["trace", "bratko-fig2", "--algo", "alphabeta"]);
    assert!(o.status.success());
    assert!(stdout(&o).contains(
        "β-cutoff at e (MAX): value 5 ≥ β = 4 set by b; e's remaining successor e2 is not examined"
    ));
    let o = gametree(&["trace", "bratko-fig2", "--algo", "minimax", "--json"]);
    assert!(
        stdout(&o)
            .lines()
            .all(|l| serde_json::from_str::<serde_json::Value>(l).is_ok())
    );
}

#[test]
fn check_reports_ok_or_the_error_with_line_and_column() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let o = gametree(&["check", &format!("{dir}/scenarios/bratko-fig2.ron")]);
    assert_eq!((o.status.code(), stdout(&o).trim()), (Some(0), "ok"));
    let bad = format!("{dir}/tests/scenarios/invalid/duplicate-name.ron");
    let o = gametree(&["check", &bad]);
    assert_eq!(o.status.code(), Some(1));
    // Errors on stderr, as every command's, and nothing on stdout.
    assert!(
        stderr(&o).starts_with("gametree: ")
            && stderr(&o).contains("duplicate-name.ron:5:20: duplicate node name 'b'"),
        "{}",
        stderr(&o)
    );
    assert_eq!(stdout(&o), "");
    let o = gametree(&["check", "lecture-maxn"]);
    assert_eq!((o.status.code(), stdout(&o).trim()), (Some(0), "ok"));
}

#[test]
fn errors_go_to_stderr_with_a_nonzero_code_and_no_backtrace() {
    for args in [
        &["stats", "no-such-scenario"][..],
        &["stats", "bratko-fig2", "--depth", "1"],
        &["check", "/no/such/file.ron"],
        &["trace", "bratko-fig2", "--algo", "quantum"],
    ] {
        let o = gametree(args);
        assert!(!o.status.success(), "{args:?}");
        let err = stderr(&o) + &stdout(&o);
        assert!(
            !err.contains("panicked") && !err.contains("RUST_BACKTRACE"),
            "{args:?}: {err}"
        );
        assert!(!err.trim().is_empty(), "{args:?}");
    }
    let o = gametree(&["stats", "no-such-scenario"]);
    assert!(stderr(&o).contains("bundled: bratko-fig2"), "{}", stderr(&o));
}

#[test]
fn a_bad_setting_is_a_usage_error_in_words() {
    let o = gametree(&["trace", "bratko-fig2", "--order", "bogus"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o)
            .contains("unknown ordering 'bogus' (expected none, static, best, worst, proof or shuffle:SEED)"),
        "{}",
        stderr(&o)
    );
}

/// `trace` names the strict rule in its heading as `stats` does, and only
/// for an algorithm that prunes.
#[test]
fn trace_says_the_strict_rule_where_it_prunes() {
    let heading = |args: &[&str]| stdout(&gametree(args)).lines().next().unwrap_or("").to_string();
    let strict = heading(&["trace", "bratko-fig2", "--algo", "alphabeta", "--rule", "strict"]);
    assert!(
        strict.starts_with("alpha-beta (strict rule) on bratko-fig2"),
        "{strict}"
    );
    let minimax = heading(&["trace", "bratko-fig2", "--algo", "minimax", "--rule", "strict"]);
    assert!(minimax.starts_with("minimax on bratko-fig2"), "{minimax}");
    let stats = stdout(&gametree(&[
        "stats",
        "bratko-fig2",
        "--algo",
        "alphabeta",
        "--rule",
        "strict",
    ]));
    assert!(stats.contains("(strict rule)"), "{stats}");
}
