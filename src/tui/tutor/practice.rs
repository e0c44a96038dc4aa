//! Practice in the tutor: the search waits at each question; the student
//! types an answer, is told whether it is right with the step that
//! explains it (not in an exam), and goes on; the score comes at the end.

use crate::say;
use crate::story::AnyStory;
use crate::story::practice::{Answer, Ask, Question, Sheet, questions};
use crate::tui::keys::Message;

/// How an answer was taken: right or not, and the search's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Feedback {
    pub right: bool,
    pub expected: String,
}

pub struct Practice {
    pub questions: Vec<Question>,
    pub sheet: Sheet,
    /// The question asked now (== questions.len() at the end).
    pub at: usize,
    pub typed: String,
    /// After an answer, before the next question.
    pub feedback: Option<Feedback>,
    /// No feedback and no going back until the end.
    pub exam: bool,
    /// Why the last thing typed was not taken.
    pub refused: Option<String>,
}

impl Practice {
    /// Practice on the story's run, asking `asks`; the story goes to the
    /// first question.
    pub fn start(story: &mut AnyStory, asks: &[Ask], exam: bool) -> Result<Practice, String> {
        let AnyStory::Search(s) = story else {
            return Err(say!("practice-search-only"));
        };
        // What comes next stays hidden, the leaves' values too.
        s.hide_leaves = true;
        let qs = questions(s.run.trace(), asks);
        if qs.is_empty() {
            return Err(say!("practice-no-questions"));
        }
        let p = Practice {
            sheet: Sheet::new(qs.len()),
            questions: qs,
            at: 0,
            typed: String::new(),
            feedback: None,
            exam,
            refused: None,
        };
        story.seek(p.questions[0].step);
        Ok(p)
    }

    pub fn finished(&self) -> bool {
        self.at >= self.questions.len()
    }

    pub fn question(&self) -> Option<&Question> {
        self.questions.get(self.at)
    }

    /// A key in practice: typing, Enter to answer or go on, ← to go back.
    pub fn update(&mut self, story: &mut AnyStory, msg: Message) {
        self.refused = None;
        match msg {
            Message::Type(c) if self.feedback.is_none() && !self.finished() => self.typed.push(c),
            Message::Erase => drop(self.typed.pop()),
            Message::Enter => self.enter(story),
            Message::Back if !self.exam => self.back(story),
            _ => {}
        }
    }

    fn enter(&mut self, story: &mut AnyStory) {
        if self.feedback.take().is_some() {
            return self.next(story);
        }
        let Some(q) = self.question().cloned() else { return };
        match Answer::read(q.ask, &self.typed) {
            Err(why) => self.refused = Some(why),
            Ok(answer) => {
                let right = q.right(&answer);
                let feedback = Feedback {
                    right,
                    expected: q.expected.show(),
                };
                self.sheet.given[self.at] = Some((std::mem::take(&mut self.typed), right));
                // The step asked about is shown with its explanation.
                story.seek(q.step + 1);
                match self.exam {
                    true => self.next(story),
                    false => self.feedback = Some(feedback),
                }
            }
        }
    }

    /// On to the next question, or to the end of the run after the last.
    fn next(&mut self, story: &mut AnyStory) {
        self.at += 1;
        let to = self.question().map_or(story.last_step(), |q| q.step);
        story.seek(to);
    }

    /// Back to the question before, its answer taken back.
    fn back(&mut self, story: &mut AnyStory) {
        self.feedback = None;
        self.typed.clear();
        self.at = self.at.saturating_sub(1);
        self.sheet.given[self.at] = None;
        story.seek(self.questions[self.at].step);
    }

    /// "values 3/4 · cuts 2/2".
    pub fn score_line(&self) -> String {
        let parts: Vec<String> = self
            .sheet
            .score(&self.questions)
            .into_iter()
            .map(|(ask, right, asked)| {
                say!(
                    "practice-score-part",
                    ask = ask.key(),
                    right = right,
                    asked = asked
                )
            })
            .collect();
        parts.join(" · ")
    }
}

impl super::Tutor {
    /// The practice's record as JSON (`spec`: what was searched), once
    /// one is under way.
    pub fn practice_json(&self, spec: &str) -> Option<serde_json::Value> {
        let p = self.practice.as_ref()?;
        let AnyStory::Search(s) = &self.story else {
            return None;
        };
        // The program's name for it, as JSON keeps names, in any language.
        let algorithm = s.setup.algorithm.key();
        Some(p.sheet.json(spec, algorithm, s.run.trace(), &p.questions))
    }
}
