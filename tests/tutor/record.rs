//! The practice record as the tutor hands it to the command
//! line's keeper: before the first question and after every answer or
//! mark, `finished` false until the practice is over, and in an exam
//! under way the answers only.

use crate::the_tutor;
use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::story::practice::Ask;
use gametree::tui::app::{self, App};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use gametree::tui::tutor::Tutor;
use gametree::tui::tutor::practice::Keeper;
use serde_json::{Value, json};
use std::sync::{Arc, Mutex};

/// bratko-fig2 practised, every record kept collected.
fn kept(asks: &[Ask], exam: bool) -> (App, Arc<Mutex<Vec<Value>>>) {
    let s = Scenario::resolve("bratko-fig2").unwrap();
    let mut t = Tutor::open(Box::new(s), Setup::new(Algorithm::AlphaBeta)).unwrap();
    t.practise(asks, exam).unwrap();
    let records = Arc::new(Mutex::new(Vec::new()));
    let into = Arc::clone(&records);
    t.keep_practice(Keeper {
        spec: "bratko-fig2".into(),
        keep: Box::new(move |r| into.lock().unwrap().push(r.clone())),
    });
    (App::with_tutor(t, Theme::MONO), records)
}

fn answer(app: &mut App, text: &str) {
    for c in text.chars() {
        app::update(app, Message::Type(c));
    }
    app::update(app, Message::Enter);
}

fn last(records: &Arc<Mutex<Vec<Value>>>) -> Value {
    records.lock().unwrap().last().cloned().expect("a record kept")
}

fn count(records: &Arc<Mutex<Vec<Value>>>) -> usize {
    records.lock().unwrap().len()
}

/// The cuts of bratko-fig2 in the search's order.
const CUTS: [&str; 10] = [
    "none", "none", "none", "b", "none", "none", "none", "none", "a", "none",
];

#[test]
fn the_record_is_kept_before_the_first_question_and_after_each_answer() {
    let (mut app, records) = kept(&[Ask::Cuts], false);
    assert_eq!(count(&records), 1);
    let first = last(&records);
    assert_eq!(first["finished"], false);
    assert_eq!(first["questions"].as_array().unwrap().len(), 10);
    assert!(
        first["questions"]
            .as_array()
            .unwrap()
            .iter()
            .all(|q| q["answer"].is_null())
    );
    // Keys typed are not an answer yet; Enter is.
    for c in "none".chars() {
        app::update(&mut app, Message::Type(c));
    }
    assert_eq!(count(&records), 1);
    app::update(&mut app, Message::Enter);
    assert_eq!(count(&records), 2);
    // Out of the feedback: nothing new to keep.
    app::update(&mut app, Message::Enter);
    assert_eq!(count(&records), 2);
    answer(&mut app, "b");
    let r = last(&records);
    assert_eq!(count(&records), 3);
    // Outside an exam the feedback is on screen, and in the record.
    assert_eq!(
        (&r["questions"][0]["answer"], &r["questions"][0]["correct"]),
        (&json!("none"), &json!(true))
    );
    assert_eq!(
        (&r["questions"][1]["answer"], &r["questions"][1]["correct"]),
        (&json!("b"), &json!(false))
    );
    assert_eq!(r["score"]["cuts"], json!([1, 2]));
    assert_eq!(r["finished"], false);
    // An answer taken back (← goes to the question before) is kept too.
    app::update(&mut app, Message::Back);
    assert_eq!(count(&records), 4);
    assert!(last(&records)["questions"][0]["answer"].is_null());
}

#[test]
fn an_exam_under_way_keeps_the_answers_only_until_its_end() {
    let (mut app, records) = kept(&[Ask::Cuts], true);
    answer(&mut app, "none");
    answer(&mut app, "b");
    let r = last(&records);
    let q = &r["questions"];
    assert_eq!((&q[0]["answer"], &q[1]["answer"]), (&json!("none"), &json!("b")));
    for i in 0..10 {
        assert!(
            q[i]["correct"].is_null() && q[i]["expected"].is_null(),
            "{}",
            q[i]
        );
    }
    assert!(r["score"].is_null(), "{r}");
    assert_eq!(r["finished"], false);
    // Left with Esc (the final record): over, and graded.
    let left = the_tutor(&app).practice_json("bratko-fig2", true).unwrap();
    assert_eq!(left["finished"], true);
    assert_eq!(left["questions"][1]["correct"], false);
    assert_eq!(left["questions"][1]["expected"], "no cut-off");
    assert_eq!(left["score"]["cuts"], json!([1, 2]));
    // The last answer ends it: the record kept then is graded.
    for a in &CUTS[2..] {
        answer(&mut app, a);
    }
    let r = last(&records);
    assert_eq!(r["finished"], true);
    assert_eq!(r["score"]["cuts"], json!([9, 10]));
    assert_eq!(r["questions"][3]["expected"], "β-cutoff");
}

#[test]
fn the_last_answer_finishes_a_practice_before_its_feedback_is_left() {
    let (mut app, records) = kept(&[Ask::Best], false);
    answer(&mut app, "b");
    let r = last(&records);
    assert_eq!(r["finished"], true);
    assert_eq!(r["questions"][0]["answer"], "b");
}

#[test]
fn marks_on_the_whole_tree_are_kept_before_the_check_and_graded_after() {
    let (mut app, records) = kept(&[Ask::Pruned], true);
    // d1 marked pruned: an answer, not yet checked.
    app::update(&mut app, Message::Mark);
    assert_eq!(count(&records), 2);
    let r = last(&records);
    let d1 = &r["questions"][0];
    assert_eq!((&d1["node"], &d1["answer"]), (&json!("d1"), &json!("pruned")));
    assert!(d1["correct"].is_null() && d1["expected"].is_null(), "{d1}");
    assert!(r["questions"][1]["answer"].is_null());
    assert!(r["score"].is_null());
    // Checked: the only round, so the exam is over and graded.
    app::update(&mut app, Message::Enter);
    let r = last(&records);
    assert_eq!(r["finished"], true);
    assert_eq!(r["questions"][0]["correct"], false);
    assert_eq!(r["questions"][1]["answer"], "evaluated");
    assert_eq!(r["score"]["pruned"], json!([4, 8]));
}
