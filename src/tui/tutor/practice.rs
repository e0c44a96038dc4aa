//! Practice in the tutor: the search waits at each question; the student
//! types an answer, is told whether it is right with the step that
//! explains it (not in an exam), and goes on; the score comes at the end.

use crate::say;
use crate::story::AnyStory;
use crate::story::practice::pruning::{self, Board};
use crate::story::practice::{self, Ask, Question, Sheet, Stage};
use crate::tui::keys::Message;
use std::collections::HashMap;

/// How an answer was taken: right or not, and what a wrong one is told.
#[derive(Clone, Debug, PartialEq)]
pub struct Feedback {
    pub right: bool,
    pub wrong: String,
}

pub struct Practice {
    pub questions: Vec<Question>,
    pub sheet: Sheet,
    /// Which questions a long run is asked, when not every one it could be.
    pub note: Option<String>,
    /// The question asked now (== questions.len() at the end).
    pub at: usize,
    pub typed: String,
    /// After an answer, before the next question.
    pub feedback: Option<Feedback>,
    /// No feedback and no going back until the end.
    pub exam: bool,
    /// Why the last thing typed was not taken.
    pub refused: Option<String>,
    /// The whole-tree exercise (`--ask pruned`, `--ask edges`): one round
    /// of marks each, asked in turn instead of the questions.
    pub boards: Vec<Board>,
    /// The round being marked (== boards.len() at the end).
    pub round: usize,
    /// The tutor's sentence for each step a checked mark is explained by.
    pub sentences: HashMap<usize, String>,
    /// Where the record goes as it changes (`practice --json`).
    keeper: Option<Keeper>,
    /// The record changed since it was last kept.
    unkept: bool,
}

/// The command line's keeper of the record: given the record when the
/// practice starts and after every answer or mark.
pub struct Keeper {
    /// What was searched, as the record names it.
    pub spec: String,
    pub keep: Box<dyn FnMut(&serde_json::Value) + Send>,
}

impl Practice {
    /// Practice on the story's run, asking those of `asks` that apply to
    /// it; the story goes to the first question.
    pub fn start(story: &mut AnyStory, asks: &[Ask], exam: bool) -> Result<Practice, String> {
        if asks.iter().any(|a| a.marked() && a.applies(story.kind())) {
            return Practice::marking(story, asks, exam);
        }
        let asked = practice::asked(story, asks);
        if asked.questions.is_empty() {
            return Err(say!("practice-no-questions"));
        }
        let p = Practice {
            sheet: Sheet::new(asked.questions.len()),
            questions: asked.questions,
            note: asked.note,
            ..Practice::empty(exam)
        };
        p.ask(story);
        Ok(p)
    }

    fn empty(exam: bool) -> Practice {
        Practice {
            questions: Vec::new(),
            sheet: Sheet::new(0),
            note: None,
            at: 0,
            typed: String::new(),
            feedback: None,
            exam,
            refused: None,
            boards: Vec::new(),
            round: 0,
            sentences: HashMap::new(),
            keeper: None,
            unkept: false,
        }
    }

    /// The whole-tree exercise: the tree before the search, every leaf's
    /// value shown, one round for each kind marked.
    fn marking(story: &mut AnyStory, asks: &[Ask], exam: bool) -> Result<Practice, String> {
        let AnyStory::Search(s) = story else {
            return Err(practice::refusal(story.kind(), asks).unwrap_or_default());
        };
        if asks.iter().any(|a| !a.marked()) {
            return Err(say!("pruning-not-with-steps"));
        }
        if let Some(why) = pruning::refusal(s.run.trace()) {
            return Err(why);
        }
        s.arrange();
        let outline = s.outline();
        let boards: Vec<Board> = Ask::MARKED
            .into_iter()
            .filter(|a| asks.contains(a))
            .map(|a| Board::new(a, pruning::items(&outline, a), outline.names))
            .collect();
        if boards.iter().any(|b| b.items.is_empty()) {
            return Err(say!("practice-no-questions"));
        }
        story.seek(0);
        Ok(Practice {
            boards,
            ..Practice::empty(exam)
        })
    }

    /// Whether this is the whole-tree exercise.
    pub fn marks(&self) -> bool {
        !self.boards.is_empty()
    }

    /// The round shown: the one being marked, else the last.
    pub fn board(&self) -> Option<&Board> {
        self.boards.get(self.round).or(self.boards.last())
    }

    pub fn finished(&self) -> bool {
        match self.marks() {
            true => self.round >= self.boards.len(),
            false => self.at >= self.questions.len(),
        }
    }

    /// Every question answered, every round checked: the practice is over
    /// whether or not the student has gone on past the last feedback.
    pub fn all_answered(&self) -> bool {
        match self.marks() {
            true => self.boards.iter().all(|b| b.checked),
            false => self.sheet.given.iter().all(Option::is_some),
        }
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
        match q.read(&self.typed, story.cut_names()) {
            Err(why) => self.refused = Some(why),
            Ok(answer) => {
                let right = q.right(&answer);
                let feedback = Feedback {
                    right,
                    wrong: practice::wrong(story, &q, &answer),
                };
                self.sheet.given[self.at] = Some((std::mem::take(&mut self.typed), right));
                self.unkept = true;
                // The step asked about is shown with its explanation.
                story.veil(None);
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
        self.ask(story);
    }

    /// The story where the question now asked is asked, with what it asks
    /// about kept back; after the last, the end of the run, all shown.
    fn ask(&self, story: &mut AnyStory) {
        let q = self.question();
        let to = q.map_or(story.last_step(), |q| q.asked);
        story.seek(to);
        story.veil(q.map(Question::veil));
    }

    /// Back to the question before, its answer taken back.
    fn back(&mut self, story: &mut AnyStory) {
        self.feedback = None;
        self.typed.clear();
        self.at = self.at.saturating_sub(1);
        self.sheet.given[self.at] = None;
        self.unkept = true;
        self.ask(story);
    }

    /// Once every question is answered, each wrong answer: the step it
    /// was asked at, the node, what was typed and the search's answer
    /// (`--ask pruned` lists its mistakes so too).
    pub fn mistakes(&self, names: crate::words::CutNames) -> Vec<String> {
        let wrong = self
            .sheet
            .given
            .iter()
            .zip(&self.questions)
            .filter_map(|(given, q)| match given {
                Some((typed, false)) => Some((typed, q)),
                _ => None,
            });
        wrong
            .map(|(typed, q)| {
                say!(
                    "practice-mistake",
                    step = q.step + 1,
                    node = q.name.as_str(),
                    given = typed.as_str(),
                    expected = q.expected.show(names)
                )
            })
            .collect()
    }

    /// "values 3/4 · cuts 2/2".
    pub fn score_line(&self) -> String {
        let parts: Vec<String> = self.score_parts().into_iter().map(|(_, part)| part).collect();
        parts.join(" · ")
    }

    /// Each kind's "cuts: 2/2", with how many were answered.
    pub fn score_parts(&self) -> Vec<(usize, String)> {
        let marked = self
            .boards
            .iter()
            .filter(|b| b.checked)
            .map(|b| (b.ask, b.score().0, b.score().1));
        self.sheet
            .score(&self.questions)
            .into_iter()
            .chain(marked)
            .map(|(ask, right, asked)| {
                let part = say!(
                    "practice-score-part",
                    ask = ask.key(),
                    right = right,
                    asked = asked
                );
                (asked, part)
            })
            .collect()
    }
}

impl super::Tutor {
    /// The practice's record as JSON (`spec`: what was searched), once
    /// one is under way; `left`: the student has left it (Esc, q, Ctrl-C),
    /// which ends it as the last answer does.
    pub fn practice_json(&self, spec: &str, left: bool) -> Option<serde_json::Value> {
        let p = self.practice.as_ref()?;
        // The program's name for it, as JSON keeps names, in any language.
        let algorithm = practice::algorithm(&self.story);
        let stage = Stage {
            finished: left || p.all_answered(),
            exam: p.exam,
        };
        let mut record = p
            .sheet
            .json(spec, algorithm, &p.questions, stage, self.story.cut_names());
        if let AnyStory::Search(s) = &self.story {
            pruning::add_to_record(&mut record, &p.boards, &s.outline(), stage.graded());
        }
        Some(record)
    }

    /// Hands the record to `keeper` now, before the first question, and
    /// whenever it changes from then on.
    pub fn keep_practice(&mut self, keeper: Keeper) {
        if let Some(p) = self.practice.as_mut() {
            p.keeper = Some(keeper);
            p.unkept = true;
        }
        self.keep_record();
    }

    /// The record to the keeper, if it changed since it was last kept.
    pub(super) fn keep_record(&mut self) {
        let Some(p) = self.practice.as_mut() else { return };
        if !std::mem::take(&mut p.unkept) {
            return;
        }
        let Some(mut keeper) = p.keeper.take() else { return };
        if let Some(record) = self.practice_json(&keeper.spec, false) {
            (keeper.keep)(&record);
        }
        if let Some(p) = self.practice.as_mut() {
            p.keeper = Some(keeper);
        }
    }

    /// A key in the whole-tree exercise: moving over the tree, marking,
    /// checking; the canvas's own view keys as usual.
    pub fn marking(&mut self, msg: Message) {
        let Some(p) = self.practice.as_mut() else { return };
        let selected = self.view.selected.and_then(|k| p.board()?.find(k));
        match msg {
            Message::Left | Message::Right | Message::Up | Message::Down => {
                let Some(b) = p.board() else { return };
                let to = step_over(b, selected, msg);
                self.view.selected = to.map(|i| b.items[i].key);
            }
            Message::Mark => match (p.boards.get_mut(p.round), selected) {
                (Some(b), Some(i)) => {
                    b.toggle(i);
                    p.unkept = true;
                }
                (Some(_), None) => self.note = Some(say!("pruning-select-first")),
                (None, _) => {}
            },
            Message::Enter => self.check_or_go_on(),
            Message::ToggleCanvas
            | Message::ZoomIn
            | Message::ZoomOut
            | Message::Pan { .. }
            | Message::Click { .. }
            | Message::PageUp
            | Message::PageDown
            | Message::ScrollUp { .. }
            | Message::ScrollDown { .. } => {
                let _taken = self.select(msg);
            }
            _ => {}
        }
    }

    /// Enter: checks the round's marks (in an exam silently, on to the
    /// next round), or after the check goes on to the next round.
    fn check_or_go_on(&mut self) {
        let AnyStory::Search(s) = &mut self.story else {
            return;
        };
        let Some(p) = self.practice.as_mut() else { return };
        let Some(b) = p.boards.get_mut(p.round) else {
            return;
        };
        p.unkept = true;
        if !b.checked {
            b.checked = true;
            let steps: Vec<usize> = b.mistakes().into_iter().map(|i| b.items[i].step).collect();
            p.sentences
                .extend(pruning::sentences(s.run.trace(), &steps, s.view, b.names));
            if !p.exam {
                // The first mistake is explained first.
                if let Some(&i) = b.mistakes().first() {
                    self.view.selected = Some(b.items[i].key);
                }
                // The tree of the whole search is the key.
                let last = self.story.last_step();
                self.story.seek(last);
                return;
            }
        }
        p.round += 1;
        match p.boards.get(p.round) {
            Some(next) => {
                self.view.selected = next.items.first().map(|it| it.key);
                self.story.seek(0);
            }
            None => {
                let last = self.story.last_step();
                self.story.seek(last);
            }
        }
    }

    /// The whole-tree exercise's panel as text: what to do and what is
    /// selected; after the check, the tally and each wrong or missed mark
    /// explained (the selected one first); at the end, the score.
    pub fn marking_lines(&self) -> Vec<(String, Tone)> {
        let (Some(p), AnyStory::Search(s)) = (self.practice.as_ref(), &self.story) else {
            return Vec::new();
        };
        let outline = s.outline();
        let mut out = Vec::new();
        let explained = |b: &Board, out: &mut Vec<(String, Tone)>| {
            let mut wrong = b.mistakes();
            let first = self.view.selected.and_then(|k| b.find(k));
            wrong.sort_by_key(|&i| Some(i) != first);
            for i in wrong {
                out.push((b.explain(i, &outline, &p.sentences), Tone::Wrong));
            }
        };
        if p.finished() {
            out.push((say!("practice-done", score = p.score_line()), Tone::Title));
            for b in &p.boards {
                explained(b, &mut out);
            }
            out.push((say!("practice-done-hint"), Tone::Plain));
            return out;
        }
        let Some(b) = p.board() else { return out };
        if b.checked {
            let (right, missed, wrong) = b.tally();
            let (score, total) = b.score();
            let line = say!(
                "pruning-checked",
                right = right,
                missed = missed,
                wrong = wrong,
                score = score,
                total = total
            );
            out.push((line, Tone::Title));
            explained(b, &mut out);
            return out;
        }
        let marked = b.marks.iter().filter(|&&m| m != pruning::Mark::Clear).count();
        let id = match b.ask {
            Ask::Edges => "pruning-task-edges",
            _ => "pruning-task-pruned",
        };
        out.push((say!(id, marked = marked), Tone::Title));
        let selected = self.view.selected.and_then(|k| b.find(k));
        if let Some(i) = selected {
            let mark = match b.marks[i] {
                pruning::Mark::Clear => "none".to_string(),
                m => m.show(b.ask, b.names),
            };
            let line = say!("pruning-selected", item = b.item_name(i, &outline), mark = mark);
            out.push((line, Tone::Plain));
        }
        out
    }
}

/// How a line of the exercise's panel is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    Title,
    Plain,
    Wrong,
}

/// The item an arrow key moves to: ← → the one before or after (leaves
/// left to right, edges level by level); for edges ↑ the edge above and
/// ↓ the first edge below. Once checked, ← → go from mistake to mistake.
fn step_over(b: &Board, from: Option<usize>, msg: Message) -> Option<usize> {
    let last = b.items.len().checked_sub(1)?;
    if b.checked && matches!(msg, Message::Left | Message::Right) {
        let wrong = b.mistakes();
        let at = from.and_then(|i| wrong.iter().position(|&w| w == i));
        let to = match (at, msg) {
            (None, _) => wrong.first(),
            (Some(j), Message::Left) => wrong.get(j.saturating_sub(1)),
            (Some(j), _) => wrong.get(j + 1).or(wrong.last()),
        };
        return to.copied().or(from);
    }
    let Some(i) = from else { return Some(0) };
    let edges = b.ask == Ask::Edges;
    let key = b.items[i].key;
    let to = match (msg, edges) {
        (Message::Up, true) => b.items[i].parent.and_then(|p| b.find(p)),
        (Message::Down, true) => b.items.iter().position(|it| it.parent == Some(key)),
        (Message::Left | Message::Up, _) => i.checked_sub(1),
        _ => Some((i + 1).min(last)),
    };
    Some(to.unwrap_or(i))
}
