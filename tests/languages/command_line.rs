//! The command line in Russian and Ukrainian: the flag before or after the
//! command, the environment's locale, and clap's help staying English.

use crate::common::cli::{Gametree, stdout};
use crate::common::pty;
use crate::latin::english;
use std::process::Output;

fn gametree(args: &[&str], locale: &[(&str, &str)]) -> Output {
    let mut run = Gametree::new(args);
    run.env("NO_COLOR", "1").envs(locale.iter().copied());
    run.output().unwrap()
}

#[test]
fn trace_in_russian_says_the_texts_terms_and_no_english() {
    let text = stdout(&gametree(&["--lang", "ru", "trace", "bratko-fig2"], &[]));
    for term in [
        "статическая оценка e1: 5",
        "β-отсечение в e (МАКС)",
        "α-отсечение в c (МИН)",
    ] {
        assert!(text.contains(term), "no {term:?} in:\n{text}");
    }
    assert!(
        text.contains("минимаксно-оптимальная игра a → b → d → d2"),
        "{text}"
    );
    assert_eq!(english(&text), Vec::<String>::new(), "{text}");
}

#[test]
fn the_flag_goes_after_the_command_too_and_beats_the_environment() {
    let after = stdout(&gametree(
        &["trace", "bratko-fig2", "--lang", "uk"],
        &[("LANG", "ru_RU.UTF-8")],
    ));
    assert!(after.contains("β-відсікання у e (МАКС)"), "{after}");
}

#[test]
fn the_environment_chooses_the_language_when_no_flag_does() {
    let ru = stdout(&gametree(&["stats", "bratko-fig2"], &[("LANG", "ru_RU.UTF-8")]));
    assert!(ru.contains("статических оценок"), "{ru}");
    let english_wins = stdout(&gametree(
        &["stats", "bratko-fig2"],
        &[("LC_ALL", "C"), ("LANG", "ru_RU.UTF-8")],
    ));
    assert!(english_wins.contains("static evaluations"), "{english_wins}");
}

#[test]
fn help_and_usage_errors_stay_english() {
    let help = stdout(&gametree(&["--help"], &[("LANG", "uk_UA.UTF-8")]));
    assert!(
        help.contains("--lang <LANG>") && help.contains("Usage:"),
        "{help}"
    );
    let wrong = gametree(&["--lang", "de", "list"], &[]);
    assert!(!wrong.status.success());
    assert!(String::from_utf8_lossy(&wrong.stderr).contains("possible values: en, ru, uk"));
}

#[test]
fn json_keeps_its_keys_and_the_programs_labels() {
    let json = stdout(&gametree(
        &["--lang", "ru", "stats", "nim-7", "--algo", "minimax", "--json"],
        &[],
    ));
    assert!(
        json.contains("\"alpha_cutoffs\"") && json.contains("\"best_move\":\"take "),
        "{json}"
    );
}

#[test]
fn the_slides_names_swap_the_cutoffs_but_not_the_json() {
    let text = stdout(&gametree(&["--cut-names", "slides", "trace", "bratko-fig2"], &[]));
    assert!(text.contains("α-cutoff at e (MAX): value 5 ≥ β = 4"), "{text}");
    let json = stdout(&gametree(
        &["--cut-names", "slides", "trace", "bratko-fig2", "--json"],
        &[],
    ));
    assert!(json.contains("\"beta_cutoff\""), "{json}");
}

#[test]
fn a_ukrainian_locale_opens_the_picker_in_ukrainian() {
    let mut app = pty::run_in_locale(&[], &[("LANG", "uk_UA.UTF-8")]);
    let screen = app.screen.wait_for("Сценарії · Enter відкриває");
    assert!(screen.contains("Братко"), "{screen}");
    app.quit();
}

/// The wording as the texts say it: a successor is
/// «спадкоємець № 1 позиції a» in the trace as in the step, after the
/// Bratko notes' «спадкоємців позиції Поз»; the seed is «начальное число»
/// / «початкове число», not the calque «зерно».
#[test]
fn the_wording_agrees_and_is_the_texts() {
    let uk = stdout(&gametree(&["--lang", "uk", "trace", "bratko-fig2"], &[]));
    assert!(uk.contains("побудовано b, спадкоємець № 1 позиції a"), "{uk}");
    let maxn = stdout(&gametree(&["--lang", "uk", "trace", "lecture-maxn"], &[]));
    assert!(maxn.contains("спадкоємець позиції"), "{maxn}");
    let ru = stdout(&gametree(&["--lang", "ru", "trace", "lecture-maxn"], &[]));
    assert!(ru.contains("дочерняя вершина для"), "{ru}");
    for (lang, seed) in [("ru", "начальное число 4711"), ("uk", "початкове число 4711")]
    {
        let args = [
            "--lang", lang, "kalah", "match", "--pits", "3", "--seeds", "2", "--games", "1", "--seed", "4711",
        ];
        let text = stdout(&gametree(&args, &[]));
        assert!(text.contains(seed) && !text.contains("зерно"), "{text}");
    }
    // The shuffled order's seed too (it was «перемешано (зерно 11)»).
    for (lang, seed) in [("ru", "(начальное число 11)"), ("uk", "(початкове число 11)")]
    {
        let args = ["--lang", lang, "stats", "bratko-fig2", "--order", "shuffle:11"];
        let text = stdout(&gametree(&args, &[]));
        assert!(text.contains(seed) && !text.contains("зерно"), "{text}");
    }
}

/// `kalah search` speaks the language asked for, as `stats` does: its table,
/// the side to move and the algorithm.
#[test]
fn kalah_search_in_russian_and_ukrainian_has_no_english() {
    let board = "4,4,4,4,4,4,0,4,4,4,4,4,4,0";
    for (lang, to_move) in [("ru", "ходит Юг"), ("uk", "ходить Південь")] {
        let args = [
            "--lang", lang, "kalah", "search", "--rules", "standard", "--board", board, "--depth", "4",
        ];
        let text = stdout(&gametree(&args, &[]));
        assert!(text.starts_with(to_move), "{text}");
        assert_eq!(english(&text), Vec::<String>::new(), "{text}");
    }
}

/// `kalah solve` too: the result and the moves in the language asked for
/// (the rules keep the name the flag takes).
#[test]
fn kalah_solve_says_its_result_in_russian() {
    let args = [
        "--lang",
        "ru",
        "kalah",
        "solve",
        "--rules",
        "empty-capture",
        "--pits",
        "4",
        "--seeds",
        "3",
    ];
    let text = stdout(&gametree(&args, &[]));
    assert!(
        text.starts_with(
            "Калах(4,3), правила empty-capture: Юг (ходит первым) выигрывает с перевесом 8 при идеальной игре; \
             лучший первый ход: лунка 2"
        ),
        "{text}"
    );
    assert!(text.contains("просмотрено позиций: 9173"), "{text}");
}

/// A move of `--at` (and of a lesson item's `at`) written as the program
/// writes it, `pit 3`, finds the same node in every language, as the
/// screen's own word «лунка 3» does.
#[test]
fn at_takes_a_kalah_pit_in_the_programs_words_in_every_language() {
    let board = [
        "export",
        "kalah",
        "--board",
        "3,3,3,0,3,3,3,0",
        "--to-move",
        "south",
        "--rules",
        "book",
        "--depth",
        "2",
        "--format",
        "text",
        "--at",
    ];
    let at = |lang: &str, path: &str| {
        let args: Vec<&str> = ["--lang", lang]
            .iter()
            .chain(&board)
            .copied()
            .chain([path])
            .collect();
        stdout(&gametree(&args, &[]))
    };
    for lang in ["ru", "uk"] {
        let by_number = at(lang, "3,1");
        assert_eq!(at(lang, "pit 3,pit 1"), by_number, "{lang}");
        assert_eq!(at(lang, "лунка 3,лунка 1"), by_number, "{lang}");
        assert_eq!(at(lang, "D1"), by_number, "{lang}");
    }
}
