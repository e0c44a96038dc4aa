//! Practice. The questions of bratko-fig2 under alpha-beta, a
//! scripted run's score, answers typed as students type them, and what a
//! wrong answer is told; the same on max^n (lecture-maxn) and on the
//! AND/OR proof (nim-7, tictactoe-3x3).

use gametree::record::search::{CutKind, Exactness, Trace};
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::story::practice::{Answer, Ask, Sheet, questions};
use gametree::value::Value;

fn bratko(algorithm: Algorithm) -> Trace {
    Scenario::resolve("bratko-fig2")
        .unwrap()
        .record(Setup::new(algorithm))
        .unwrap()
}

fn count(t: &Trace, ask: Ask) -> usize {
    questions(t, &[ask]).len()
}

#[test]
fn each_kind_of_question_on_bratko() {
    let t = bratko(Algorithm::AlphaBeta);
    // d, e, b, f, c, a are left (g never is); ten tests run, two of them
    // cut; ten nodes below the root are entered; one best move.
    assert_eq!(count(&t, Ask::Values), 6);
    assert_eq!(count(&t, Ask::Cuts), 10);
    assert_eq!(count(&t, Ask::Windows), 10);
    assert_eq!(count(&t, Ask::Best), 1);
    let mm = bratko(Algorithm::Minimax);
    assert_eq!(
        (
            count(&mm, Ask::Values),
            count(&mm, Ask::Cuts),
            count(&mm, Ask::Windows)
        ),
        (7, 0, 0)
    );
}

#[test]
fn bounds_and_cut_kinds_are_what_alpha_beta_leaves() {
    let t = bratko(Algorithm::AlphaBeta);
    let qs = questions(&t, &[Ask::Values, Ask::Cuts]);
    let e = qs
        .iter()
        .find(|q| t.name(q.node) == "e" && q.ask == Ask::Values)
        .unwrap();
    assert_eq!(e.expected, Answer::Value(Value::int(5), Exactness::LowerBound));
    let cuts: Vec<&Answer> = qs
        .iter()
        .filter(|q| q.ask == Ask::Cuts)
        .map(|q| &q.expected)
        .collect();
    assert_eq!(
        cuts.iter()
            .filter(|a| ***a == Answer::Cut(Some(CutKind::Beta)))
            .count(),
        1
    );
    assert_eq!(
        cuts.iter()
            .filter(|a| ***a == Answer::Cut(Some(CutKind::Alpha)))
            .count(),
        1
    );
}

#[test]
fn answers_read_as_students_type_them() {
    let read = |ask, s: &str| Answer::read(ask, s, gametree::words::CutNames::Chapters).unwrap();
    assert_eq!(
        read(Ask::Values, ">=5"),
        Answer::Value(Value::int(5), Exactness::LowerBound)
    );
    assert_eq!(
        read(Ask::Values, "≤ 4"),
        Answer::Value(Value::int(4), Exactness::UpperBound)
    );
    assert_eq!(
        read(Ask::Values, "-4.5"),
        Answer::Value(Value::fraction(-9, 2).unwrap(), Exactness::Exact)
    );
    assert_eq!(
        read(Ask::Values, "10/3"),
        Answer::Value(Value::fraction(10, 3).unwrap(), Exactness::Exact)
    );
    assert_eq!(
        read(Ask::Values, "-inf"),
        Answer::Value(Value::NEG_INFINITY, Exactness::Exact)
    );
    assert_eq!(read(Ask::Cuts, "b"), Answer::Cut(Some(CutKind::Beta)));
    assert_eq!(read(Ask::Cuts, "none"), Answer::Cut(None));
    assert_eq!(
        read(Ask::Windows, "(-inf, 4)"),
        Answer::Window(Value::NEG_INFINITY, Value::int(4))
    );
    let e = Answer::read(Ask::Values, "five", gametree::words::CutNames::Chapters).unwrap_err();
    assert!(e.contains("a value such as 5"), "{e}");
}

#[test]
fn a_scripted_run_gets_its_score() {
    let t = bratko(Algorithm::AlphaBeta);
    let qs = questions(&t, &Ask::ALL);
    let mut sheet = Sheet::new(qs.len());
    // Right everywhere but the values, which are all answered 0.
    for (i, q) in qs.iter().enumerate() {
        let typed = match q.ask {
            Ask::Values => "0".to_string(),
            _ => q
                .expected
                .show(gametree::words::CutNames::Chapters)
                .replace("[", "")
                .replace("]", "")
                .replace("∞", "inf"),
        };
        let typed = match q.expected {
            Answer::Cut(None) if q.ask == Ask::Cuts => "none".into(),
            Answer::Cut(Some(CutKind::Alpha)) => "a".into(),
            Answer::Cut(Some(CutKind::Beta)) => "b".into(),
            _ => typed,
        };
        let answer = Answer::read(q.ask, &typed, gametree::words::CutNames::Chapters).unwrap();
        sheet.given[i] = Some((typed, q.right(&answer)));
    }
    let score = sheet.score(&qs);
    assert_eq!(
        score,
        [
            (Ask::Values, 0, 6),
            (Ask::Cuts, 10, 10),
            (Ask::Windows, 10, 10),
            (Ask::Best, 1, 1)
        ]
    );
    let json = sheet.json(
        "bratko-fig2",
        "alphabeta",
        &qs,
        gametree::story::practice::Stage::default(),
        gametree::words::CutNames::Chapters,
    );
    assert_eq!(json["score"]["cuts"], serde_json::json!([10, 10]));
    assert_eq!(json["questions"].as_array().unwrap().len(), 27);
}

mod screen {
    use crate::the_tutor;
    use gametree::scenario::Scenario;
    use gametree::search::{Algorithm, Setup};
    use gametree::story::practice::Ask;
    use gametree::tui::app::{self, App};
    use gametree::tui::keys::Message;
    use gametree::tui::theme::Theme;
    use gametree::tui::tutor::Tutor;

    fn practising(asks: &[Ask], exam: bool) -> App {
        let s = Scenario::resolve("bratko-fig2").unwrap();
        let mut t = Tutor::open(Box::new(s), Setup::new(Algorithm::AlphaBeta)).unwrap();
        t.practise(asks, exam).unwrap();
        App::with_tutor(t, Theme::MONO)
    }

    pub fn answer(app: &mut App, text: &str) {
        for c in text.chars() {
            app::update(app, Message::Type(c));
        }
        app::update(app, Message::Enter);
    }

    pub fn text(app: &mut App) -> String {
        app::text(&app::frame(app, 100, 30))
    }

    #[test]
    fn a_wrong_answer_names_the_right_one_and_the_step_explains_it() {
        let mut app = practising(&[Ask::Values], false);
        let s = text(&mut app);
        assert!(s.contains("What value does d return?"), "{s}");
        // Leaves are hidden until the search evaluates them: d1 and d2 so far.
        let lines: Vec<&str> = s.lines().collect();
        let names = lines
            .iter()
            .position(|l| l.contains("d1") && l.contains("g2"))
            .unwrap();
        let values: Vec<&str> = lines[names + 1].split_whitespace().collect();
        assert_eq!(values, ["\"", "1", "4", "\""], "{s}");
        answer(&mut app, "1");
        let s = text(&mut app);
        assert!(s.contains("Not quite: the search's answer is 4."), "{s}");
        assert!(s.contains("d is done and returns 4 to b."), "{s}");
        app::update(&mut app, Message::Enter);
        let s = text(&mut app);
        assert!(s.contains("What value does e return?"), "{s}");
        answer(&mut app, ">=5");
        assert!(text(&mut app).contains("Right."));
    }

    #[test]
    fn an_exam_goes_on_without_feedback_and_scores_at_the_end() {
        let mut app = practising(&[Ask::Cuts], true);
        let expected = [
            "none", "none", "none", "b", "none", "none", "none", "none", "a", "none",
        ];
        for a in expected {
            answer(&mut app, a);
        }
        let t = the_tutor(&app);
        let p = t.practice.as_ref().unwrap();
        assert!(p.finished());
        assert_eq!(p.score_line(), "cuts: 10/10");
        let s = text(&mut app);
        assert!(s.contains("Done. Your score: cuts: 10/10."), "{s}");
        // Not understood: a message says what to type, nothing is scored.
        let mut app = practising(&[Ask::Values], false);
        answer(&mut app, "four");
        let s = text(&mut app);
        assert!(s.contains("is not an answer to this question"), "{s}");
    }

    /// The end of an exam lists each wrong answer, as `--ask pruned` lists
    /// its mistakes (it said only "cuts: 8/10").
    #[test]
    fn an_exam_s_end_lists_each_wrong_answer() {
        let mut app = practising(&[Ask::Cuts], true);
        let typed = [
            "none", "none", "none", "a", "none", "none", "none", "none", "none", "none",
        ];
        for a in typed {
            answer(&mut app, a);
        }
        let s = text(&mut app);
        assert!(s.contains("Done. Your score: cuts: 8/10."), "{s}");
        let wrong: Vec<&str> = s.lines().filter(|l| l.contains("✗ step")).collect();
        assert_eq!(wrong.len(), 2, "{s}");
        assert!(wrong[0].contains(": you wrote a; the search's answer is "), "{s}");
        assert!(
            wrong[1].contains(": you wrote none; the search's answer is "),
            "{s}"
        );
    }
}

/// Practice on max^n and on the AND/OR proof, in the tutor.
mod runs {
    use super::screen::{answer, text};
    use crate::the_tutor;
    use gametree::record::proof::Problem;
    use gametree::scenario::Scenario;
    use gametree::scenario::games::NamedGame;
    use gametree::search::{Algorithm, Setup};
    use gametree::story::practice::{Answer, Ask, MOST_ASKED};
    use gametree::story::proof::ProofStory;
    use gametree::tui::app::{self, App};
    use gametree::tui::keys::Message;
    use gametree::tui::theme::Theme;
    use gametree::tui::tutor::Tutor;
    use gametree::value::Value;

    fn maxn(asks: &[Ask]) -> App {
        let s = Scenario::resolve("lecture-maxn").unwrap();
        let mut t = Tutor::for_scenario(s, Setup::new(Algorithm::AlphaBeta)).unwrap();
        t.practise(asks, false).unwrap();
        App::with_tutor(t, Theme::MONO)
    }

    fn proof(game: NamedGame, problem: Problem) -> App {
        let story = gametree::story::AnyStory::from(ProofStory::open(game, problem, false));
        let mut t = Tutor::new(story);
        t.practise(&Ask::ALL, false).unwrap();
        App::with_tutor(t, Theme::MONO)
    }

    #[test]
    fn max_n_asks_each_inner_vector_and_the_best_move() {
        let mut app = maxn(&Ask::ALL);
        let p = the_tutor(&app).practice.as_ref().unwrap();
        let asked: Vec<(&str, Ask)> = p.questions.iter().map(|q| (q.name.as_str(), q.ask)).collect();
        let values = ["X", "c2", "b1", "c3", "c4", "b2", "D"].map(|n| (n, Ask::Values));
        assert_eq!(asked[..7], values);
        assert_eq!(asked[7], ("D", Ask::Best));
        let root = Answer::Vector([1, 2, 6].map(Value::int).to_vec());
        assert_eq!(p.questions[6].expected, root);
        assert_eq!(p.questions[7].expected, Answer::Move("b1".into()));
        let s = text(&mut app);
        assert!(s.contains("What vector does X return?"), "{s}");
        // The leaves' vectors are hidden until the search evaluates them.
        assert!(s.contains("(4, 2, 3)") && !s.contains("(7, 7, 1)"), "{s}");
        // A wrong vector: the right one, and the step that explains it.
        answer(&mut app, "4,2,3");
        let s = text(&mut app);
        assert!(s.contains("Not quite: the search's answer is (1, 2, 6)."), "{s}");
        assert!(s.contains("Leave X: value (1, 2, 6)."), "{s}");
        app::update(&mut app, Message::Enter);
        // Vectors as students type them; something else is not taken.
        answer(&mut app, "(6, 1, 2)");
        assert!(text(&mut app).contains("Right."));
        app::update(&mut app, Message::Enter);
        answer(&mut app, "6");
        assert!(
            text(&mut app).contains("Not quite"),
            "a single value is a vector of one"
        );
        app::update(&mut app, Message::Enter);
        answer(&mut app, "hello");
        assert!(text(&mut app).contains("`hello` is not a vector"));
        for _ in 0..5 {
            app::update(&mut app, Message::Erase);
        }
        for typed in ["[1, 5, 2]", "5 4 5", "1,5,2", "1, 2, 6", "B1"] {
            answer(&mut app, typed);
            app::update(&mut app, Message::Enter);
        }
        let p = the_tutor(&app).practice.as_ref().unwrap();
        assert!(p.finished());
        assert_eq!(p.score_line(), "values: 5/7 · best: 1/1");
        let json = the_tutor(&app).practice_json("lecture-maxn", false).unwrap();
        assert_eq!(json["algorithm"], "maxn");
        assert_eq!(json["version"], 1);
        assert_eq!(
            json["score"],
            serde_json::json!({"values": [5, 7], "best": [1, 1]})
        );
        let root = &json["questions"][6];
        assert_eq!(root["node"], "D");
        assert_eq!(root["kind"], "values");
        assert_eq!(root["expected"], "(1, 2, 6)");
        assert_eq!(root["answer"], "1, 2, 6");
        assert_eq!(root["correct"], true);
        assert_eq!(
            json["questions"][0]["asked"].as_str().unwrap(),
            p.questions[0].prompt()
        );
    }

    #[test]
    fn max_n_asks_only_the_kinds_that_apply() {
        let app = maxn(&[Ask::Best]);
        assert_eq!(the_tutor(&app).practice.as_ref().unwrap().questions.len(), 1);
        let s = Scenario::resolve("lecture-maxn").unwrap();
        let mut t = Tutor::for_scenario(s, Setup::new(Algorithm::AlphaBeta)).unwrap();
        let e = t.practise(&[Ask::Cuts], false).unwrap_err();
        assert!(e.contains("asks nothing"), "{e}");
        let refused =
            gametree::story::practice::refusal(gametree::story::Kind::Maxn, &[Ask::Cuts, Ask::Values]);
        assert_eq!(refused.unwrap(), "cuts is not asked in max^n: ask values, best");
    }

    #[test]
    fn the_proof_of_nim_7_asks_whether_each_node_is_solved() {
        let mut app = proof(NamedGame::nim(7), Problem::V);
        let p = the_tutor(&app).practice.as_ref().unwrap();
        // Every OR and AND node the proof settles (16 of them), no
        // terminal one; the root, V(7+), last.
        assert_eq!(p.questions.len(), 16);
        assert!(p.note.is_none());
        assert!(p.questions.iter().all(|q| q.ask == Ask::Solved));
        let last = p.questions.last().unwrap();
        assert_eq!(
            (last.name.as_str(), &last.expected),
            ("V(7+)", &Answer::Solved(true))
        );
        let expected: Vec<bool> = p
            .questions
            .iter()
            .map(|q| q.expected == Answer::Solved(true))
            .collect();
        let s = text(&mut app);
        assert!(s.contains("Is V(2-) solved (provable) or unsolvable?"), "{s}");
        // The first answered wrong: the feedback names the right one.
        answer(&mut app, if expected[0] { "n" } else { "y" });
        let s = text(&mut app);
        let right = if expected[0] { "solved" } else { "unsolvable" };
        assert!(
            s.contains(&format!("Not quite: the search's answer is {right}.")),
            "{s}"
        );
        app::update(&mut app, Message::Enter);
        // The rest right, typed every way a student types them.
        let words = [
            ("yes", "no"),
            ("solved", "unsolvable"),
            ("да", "нет"),
            ("так", "ні"),
        ];
        for (i, &solved) in expected.iter().enumerate().skip(1) {
            let (yes, no) = words[i % words.len()];
            answer(&mut app, if solved { yes } else { no });
            app::update(&mut app, Message::Enter);
        }
        let p = the_tutor(&app).practice.as_ref().unwrap();
        assert!(p.finished());
        assert_eq!(p.score_line(), "solved: 15/16");
        let json = the_tutor(&app).practice_json("nim-7", false).unwrap();
        assert_eq!(json["algorithm"], "proof");
        assert_eq!(json["score"], serde_json::json!({"solved": [15, 16]}));
        assert_eq!(json["questions"][0]["kind"], "solved");
        assert_eq!(json["questions"][0]["correct"], false);
        assert_eq!(json["questions"][15]["expected"], "solved");
    }

    #[test]
    fn a_long_proof_is_asked_near_its_root_and_says_so() {
        let mut app = proof(NamedGame::TICTACTOE, Problem::W);
        let p = the_tutor(&app).practice.as_ref().unwrap();
        assert!(!p.questions.is_empty() && p.questions.len() <= MOST_ASKED);
        let note = p.note.clone().unwrap();
        assert!(
            note.starts_with("A long proof: only OR and AND nodes up to depth"),
            "{note}"
        );
        // The moves from the start name a position on the board.
        let first = p.questions[0].name.clone();
        assert!(first.starts_with("W(X "), "{first}");
        let s = text(&mut app);
        assert!(s.contains("A long proof"), "{s}");
    }
}

/// A value is right when it says what the search proved, exact
/// or a bound, as the interval rule decides; a wrong one is told which.
mod exact_or_bound {
    use gametree::record::search::Exactness::{Exact, UpperBound};
    use gametree::record::search::NodeId;
    use gametree::scenario::Scenario;
    use gametree::search::{Algorithm, Setup};
    use gametree::story::AnyStory;
    use gametree::story::practice::{Answer, Ask, Question, Sheet, Stage, asked, wrong};
    use gametree::story::search::SearchStory;
    use gametree::value::Value;

    fn story(spec: &str) -> AnyStory {
        let s = Scenario::resolve(spec).unwrap();
        AnyStory::from(SearchStory::open(Box::new(s), Setup::new(Algorithm::AlphaBeta)).unwrap())
    }

    /// The value question about the node a path of moves leads to.
    fn asked_at(story: &mut AnyStory, path: &[u32]) -> Question {
        let questions = asked(story, &[Ask::Values]).questions;
        let AnyStory::Search(s) = story else {
            unreachable!()
        };
        let t = s.run.trace();
        let mut at = NodeId::ROOT;
        for &m in path {
            at = t.children(at).find(|&c| t.tree.move_index(c) + 1 == m).unwrap();
        }
        questions.into_iter().find(|q| q.node == at).unwrap()
    }

    fn typed(q: &Question, text: &str) -> (bool, Answer) {
        let a = q.read(text, gametree::words::CutNames::Chapters).unwrap();
        (q.right(&a), a)
    }

    #[test]
    fn aima_third_min_node_is_exactly_2_and_2_is_right() {
        let mut s = story("[[3,12,8],[2,4,6],[14,5,2]]");
        let q = asked_at(&mut s, &[3]);
        assert_eq!(q.expected, Answer::Value(Value::int(2), Exact));
        assert!(typed(&q, "2").0 && typed(&q, "=2").0 && typed(&q, "= 2").0);
        let (right, a) = typed(&q, "<=2");
        assert!(!right);
        assert_eq!(
            wrong(&s, &q, &a),
            "Not quite: the search proved exactly 2. The step above explains it; ← goes back a question."
        );
        // Another number: the search's answer.
        let (_, a) = typed(&q, "5");
        assert!(wrong(&s, &q, &a).starts_with("Not quite: the search's answer is 2."));
    }

    #[test]
    fn a_bound_is_right_only_as_a_bound_and_a_bare_value_is_told_why() {
        let mut s = story("[5,[[[3,1],2]]]");
        let q = asked_at(&mut s, &[2, 1]);
        assert_eq!(q.expected, Answer::Value(Value::int(3), UpperBound));
        assert!(typed(&q, "<=3").0 && typed(&q, "≤ 3").0);
        for bare in ["3", ">=3"] {
            let (right, a) = typed(&q, bare);
            assert!(!right, "{bare}");
            let told = wrong(&s, &q, &a);
            assert!(
                told.starts_with("Not quite: the search only proved ≤ 3 ("),
                "{told}"
            );
            assert!(told.contains(" was never examined)."), "{told}");
        }
    }

    #[test]
    fn evaluated_leaves_and_ties_give_exact_values() {
        let mut s = story("random:b3d3:seed5");
        assert!(typed(&asked_at(&mut s, &[1, 2]), "8").0);
        for tie in ["[5,[[[3,9],3]]]", "[5,[[3,[3,9]]]]"] {
            let mut s = story(tie);
            assert!(typed(&asked_at(&mut s, &[2, 1]), "3").0, "{tie}");
        }
    }

    #[test]
    fn value_questions_say_their_exactness_in_the_record() {
        let mut s = story("[[3,12,8],[2,4,6],[14,5,2]]");
        let qs = asked(&mut s, &Ask::ALL).questions;
        let json = Sheet::new(qs.len()).json(
            "aima",
            "alphabeta",
            &qs,
            Stage::default(),
            gametree::words::CutNames::Chapters,
        );
        let kinds: Vec<(&str, Option<&str>)> = json["questions"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|q| q["kind"] == "values" || q["kind"] == "cuts")
            .map(|q| (q["kind"].as_str().unwrap(), q["exactness"].as_str()))
            .collect();
        // The three MIN nodes (upper for the second, cut after its 2) and
        // the root; a cut-off question carries none.
        let values: Vec<Option<&str>> = kinds.iter().filter(|k| k.0 == "values").map(|k| k.1).collect();
        assert_eq!(
            values,
            [Some("exact"), Some("upper"), Some("exact"), Some("exact")]
        );
        assert!(kinds.iter().filter(|k| k.0 == "cuts").all(|k| k.1.is_none()));
        // An exam under way gives away nothing of the answers.
        let exam = Stage {
            exam: true,
            finished: false,
        };
        let json = Sheet::new(qs.len()).json(
            "aima",
            "alphabeta",
            &qs,
            exam,
            gametree::words::CutNames::Chapters,
        );
        let questions = json["questions"].as_array().unwrap();
        assert!(questions.iter().all(|q| q.get("exactness").is_none()));
    }
}

/// On the screen: AIMA's tree, answered as its figure writes it.
mod aima_on_screen {
    use super::screen::{answer, text};
    use gametree::scenario::Scenario;
    use gametree::search::{Algorithm, Setup};
    use gametree::story::practice::Ask;
    use gametree::tui::app::{self, App};
    use gametree::tui::keys::Message;
    use gametree::tui::theme::Theme;
    use gametree::tui::tutor::Tutor;

    #[test]
    fn the_third_min_node_answered_2_is_right() {
        let s = Scenario::resolve("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
        let mut t = Tutor::open(Box::new(s), Setup::new(Algorithm::AlphaBeta)).unwrap();
        t.practise(&[Ask::Values], false).unwrap();
        let mut app = App::with_tutor(t, Theme::MONO);
        // The first MIN node, exact; the second, cut after its 2, a bound
        // typed bare; the third, all its leaves seen, exact.
        answer(&mut app, "3");
        assert!(text(&mut app).contains("Right."));
        app::update(&mut app, Message::Enter);
        answer(&mut app, "2");
        let s = text(&mut app);
        assert!(s.contains("Not quite: the search only proved ≤ 2 ("), "{s}");
        assert!(s.contains(" were never examined)."), "{s}");
        app::update(&mut app, Message::Enter);
        answer(&mut app, "2");
        let s = text(&mut app);
        assert!(s.contains("Right."), "{s}");
        assert!(s.contains("D is done and returns 2 to A."), "{s}");
        // Under the three MIN nodes: 3, ≤ 2 (cut), 2 (every leaf seen).
        let lines: Vec<&str> = s.lines().collect();
        let mins = lines.iter().position(|l| l.matches('▼').count() == 3).unwrap();
        let values: Vec<&str> = lines[mins + 1].trim_matches('"').split_whitespace().collect();
        assert_eq!(values, ["3", "≤", "2", "2"], "{s}");
    }
}

/// An exam shows no running score and nothing else that
/// tells whether an answer was right: the screen after a right answer is
/// the screen after a wrong one, at every question, in every kind.
mod exam {
    use super::screen::text;
    use crate::asked::{answer, answers};
    use gametree::scenario::Scenario;
    use gametree::story::practice::Ask;
    use gametree::tui::app::{App, Screen};
    use gametree::tui::theme::Theme;
    use gametree::tui::tutor::Tutor;

    fn exam(name: &str) -> App {
        let s = Scenario::resolve(name).unwrap();
        let mut t = Tutor::for_scenario(s.clone(), s.default_setup()).unwrap();
        t.practise(&Ask::ALL, true).unwrap();
        App::with_tutor(t, Theme::MONO)
    }

    fn question(app: &App) -> Option<gametree::story::practice::Question> {
        match &app.screen {
            Screen::Tutor(t) => t.practice.as_ref()?.question().cloned(),
            _ => None,
        }
    }

    #[test]
    fn an_exam_s_screen_is_the_same_after_a_right_and_a_wrong_answer() {
        for name in ["bratko-fig2", "[[3,12,8],[2,4,6],[14,5,2]]", "lecture-maxn"] {
            let (mut right, mut wrong) = (exam(name), exam(name));
            let mut asked = 0;
            while let Some(q) = question(&right) {
                let (good, bad) = answers(&q);
                answer(&mut right, &good);
                answer(&mut wrong, &bad);
                asked += 1;
                if question(&right).is_none() {
                    break;
                }
                let (r, w) = (text(&mut right), text(&mut wrong));
                assert_eq!(r, w, "{name}, after question {asked}");
                // The title counts the questions, and scores nothing.
                let title = r.lines().find(|l| l.contains("Exam · question")).unwrap();
                assert!(!title.contains('/'), "{r}");
            }
            assert!(asked > 3, "{name}");
            // At the end the scores differ: all right, and none.
            let (r, w) = (text(&mut right), text(&mut wrong));
            assert!(r.contains("Done. Your score") && r != w, "{r}\n{w}");
        }
    }
}

/// Practice on a game searched live calls a node by the
/// moves that lead there, not by its board; every question of the record
/// says its node's `path`, the moves from the root numbered as the file
/// or the game orders them, which no name changes.
mod by_moves {
    use gametree::game::kalah::{self, Kalah, Rules, Side};
    use gametree::game::tictactoe::{Evaluation, TicTacToe};
    use gametree::game::tree::GameTree;
    use gametree::scenario::Scenario;
    use gametree::search::{Algorithm, Setup};
    use gametree::story::AnyStory;
    use gametree::story::practice::{Answer, Ask, Sheet, Stage, asked, wrong};
    use gametree::story::search::SearchStory;
    use gametree::subject::{Live, Subject};

    fn depth_2() -> Setup {
        Setup {
            depth: Some(2),
            ..Setup::new(Algorithm::AlphaBeta)
        }
    }

    fn live<G: gametree::game::Game + Send + Sync + 'static>(game: G, root: G::Position) -> AnyStory
    where
        G::Position: Send + Sync,
    {
        let live = Live {
            name: "live".into(),
            title: "a live position".into(),
            game,
            root,
            draw: None,
            note: String::new(),
        };
        let subject: Box<dyn Subject> = Box::new(live);
        AnyStory::from(SearchStory::open(subject, depth_2()).unwrap())
    }

    fn slides() -> AnyStory {
        let game = TicTacToe::new(3, Evaluation::Weighted);
        let root = game.parse(".X./O../X.O").unwrap();
        live(game, root)
    }

    fn record(story: &mut AnyStory, asks: &[Ask]) -> serde_json::Value {
        let qs = asked(story, asks).questions;
        Sheet::new(qs.len()).json(
            "live",
            "alphabeta",
            &qs,
            Stage::default(),
            gametree::words::CutNames::Chapters,
        )
    }

    #[test]
    fn the_slides_position_asks_about_each_node_by_its_name() {
        let mut story = slides();
        let json = record(&mut story, &Ask::ALL);
        let qs = json["questions"].as_array().unwrap();
        let asked: Vec<&str> = qs.iter().map(|q| q["asked"].as_str().unwrap()).collect();
        assert_eq!(
            asked[0],
            "With which window (α, β) is B searched? (two values: -inf,4)"
        );
        assert!(asked.contains(&"What value does B return? (a number, or >=n / <=n for a bound)"));
        assert!(asked.contains(&"A has just taken in a successor's value: does its test cut here? (a: α-cutoff, b: β-cutoff, none)"));
        assert!(asked.contains(&"The search is over: which move does it choose at A?"));
        // Two plies down: B's first successor, B1.
        assert!(asked.iter().any(|a| a.contains(" B1 ")), "{asked:?}");
        // No board and no move in place of a name.
        assert!(
            asked.iter().all(|a| !a.contains("/O") && !a.contains("X a1")),
            "{asked:?}"
        );
        // The path: "1" the first move, "1,1" its first answer; the root "".
        let path = |text: &str| {
            qs.iter()
                .find(|q| q["asked"].as_str().unwrap().contains(text))
                .unwrap()["path"]
                .clone()
        };
        assert_eq!(path("is B searched"), "1");
        assert_eq!(path("which move does it choose at A"), "");
        assert_eq!(path(" B1 "), "1,1");
    }

    #[test]
    fn a_bound_on_a_live_position_names_the_nodes_never_examined() {
        let mut story = slides();
        let qs = asked(&mut story, &[Ask::Values]).questions;
        let bound = qs
            .iter()
            .find(|q| matches!(q.expected, Answer::Value(_, e) if e != gametree::record::search::Exactness::Exact))
            .expect("a bound");
        let Answer::Value(v, _) = bound.expected else {
            unreachable!()
        };
        let told = wrong(
            &story,
            bound,
            &Answer::Value(v, gametree::record::search::Exactness::Exact),
        );
        assert!(told.starts_with("Not quite: the search only proved "), "{told}");
        // Called by their names below the node asked about, not by a board.
        let below = format!(" {}", bound.name);
        assert!(!told.contains('/') && told.contains(&below), "{told}");
    }

    #[test]
    fn a_kalah_position_is_asked_about_by_name() {
        let rules = Rules::BOOK;
        let root = kalah::parse_board("3,3,3,0,3,3,3,0", Side::South)
            .unwrap()
            .settled(&rules);
        let game = Kalah::new(rules, kalah::Evaluation::Store, &root);
        let mut story = live(game, root);
        let json = record(&mut story, &[Ask::Values]);
        let qs = json["questions"].as_array().unwrap();
        let first = qs[0]["asked"].as_str().unwrap();
        assert!(first.starts_with("What value does B return?"), "{first}");
        assert_eq!(qs[0]["path"], "1");
        assert_eq!(
            qs.last().unwrap()["asked"].as_str().unwrap(),
            "What value does A return? (a number, or >=n / <=n for a bound)"
        );
    }

    /// While a question is asked the canvas keeps the moves on the edges
    /// of a live tree, as the tutor draws them (beside the board panel).
    #[test]
    fn practice_on_a_kalah_position_draws_the_moves_on_the_edges() {
        use gametree::session::Playable;
        use gametree::session::kalah::KalahTable;
        use gametree::tui::app::{self, App};
        use gametree::tui::theme::Theme;
        use gametree::tui::tutor::Tutor;
        let rules = Rules::BOOK;
        let root = kalah::parse_board("4,4,4,4,0,4,4,4,4,0", Side::South)
            .unwrap()
            .settled(&rules);
        let game = Kalah::new(rules, kalah::Evaluation::Store, &root);
        let live = Live {
            name: "live".into(),
            title: "a live position".into(),
            game,
            root,
            draw: Some(<KalahTable as Playable>::sketch),
            note: String::new(),
        };
        let mut t = Tutor::open(Box::new(live), depth_2()).unwrap();
        t.practise(&[Ask::Windows], false).unwrap();
        let mut app = App::with_tutor(t, Theme::MONO);
        let s = app::text(&app::frame(&mut app, 80, 24));
        assert!(s.contains("With which window (α, β) is B searched?"), "{s}");
        for pit in 1..=4 {
            assert!(s.contains(&format!("pit {pit}")), "no pit {pit} on an edge:\n{s}");
        }
    }

    /// The node a record's path leads to in a written tree.
    fn at(tree: &GameTree, path: &str) -> String {
        let mut at = tree.root();
        for m in path.split(',').filter(|m| !m.is_empty()) {
            at = tree.node(at).children[m.parse::<usize>().unwrap() - 1];
        }
        tree.node(at).name.to_string()
    }

    #[test]
    fn every_question_s_path_leads_to_its_node() {
        for (name, asks) in [
            ("[[3,12,8],[2,4,6],[14,5,2]]", &Ask::ALL[..]),
            ("bratko-fig2", &Ask::ALL[..]),
            ("lecture-maxn", &Ask::ALL[..]),
            ("chapter-fig19", &[Ask::Edges][..]),
            ("bratko-fig2", &[Ask::Pruned][..]),
        ] {
            let s = Scenario::resolve(name).unwrap();
            let tree = s.tree.clone();
            let mut t = gametree::tui::tutor::Tutor::for_scenario(s.clone(), s.default_setup()).unwrap();
            t.practise(asks, false).unwrap();
            let json = t.practice_json(name, false).unwrap();
            let qs = json["questions"].as_array().unwrap();
            assert!(!qs.is_empty());
            for q in qs {
                let path = q["path"]
                    .as_str()
                    .unwrap_or_else(|| panic!("{name}: no path in {q}"));
                assert_eq!(at(&tree, path), q["node"].as_str().unwrap(), "{name}: {q}");
            }
        }
    }
}

/// The practice panel's title keeps each kind's score whole: at 80
/// columns the kinds that do not fit are left out, not cut, and the kinds
/// not asked yet wait until they are.
#[test]
fn the_title_s_scores_are_whole_at_80_columns() {
    use crate::asked::{answer, answers};
    use gametree::scenario::Scenario;
    use gametree::story::practice::Ask;
    use gametree::tui::app::{self, App, Screen};
    use gametree::tui::keys::Message;
    use gametree::tui::theme::Theme;
    use gametree::tui::tutor::Tutor;
    let s = Scenario::resolve("bratko-fig2").unwrap();
    let mut t = Tutor::for_scenario(s.clone(), s.default_setup()).unwrap();
    t.practise(&Ask::ALL, false).unwrap();
    let mut app = App::with_tutor(t, Theme::MONO);
    let mut titles = Vec::new();
    loop {
        let Screen::Tutor(t) = &app.screen else {
            unreachable!()
        };
        let Some(q) = t.practice.as_ref().and_then(|p| p.question().cloned()) else {
            break;
        };
        let screen = app::text(&app::frame(&mut app, 80, 24));
        let title = screen
            .lines()
            .find(|l| l.contains("Practice · question"))
            .unwrap();
        let title = title
            .trim_matches('"')
            .trim_start()
            .trim_end_matches(['─', ' '])
            .to_string();
        for part in title.split(" · ").skip(2) {
            let (kind, score) = part.split_once(": ").unwrap_or_else(|| panic!("{title}"));
            let (right, asked) = score.split_once('/').unwrap_or_else(|| panic!("{title}"));
            assert!(Ask::ALL.iter().any(|a| a.key() == kind), "{title}");
            assert!(
                right.parse::<u32>().is_ok() && asked.parse::<u32>().unwrap() > 0,
                "{title}"
            );
        }
        titles.push(title);
        answer(&mut app, &answers(&q).0);
        app::update(&mut app, Message::Enter);
    }
    assert_eq!(titles[0], "Practice · question 1 of 27");
    assert!(titles.last().unwrap().contains("· values: "), "{titles:?}");
}
