//! While a run is recorded again in the background (`a`, `A`, `s`, `Q`,
//! `O`, an edit, `r` on a big tree): the old run stays on screen and steps
//! as before, the status line says how far the recording has got, and Esc
//! (or the key that started it) gives it up; an edit given up is taken
//! back.

use super::{Handled, Tutor};
use crate::keymap::Message;
use crate::say;
use crate::scenario::Scenario;
use crate::scenario::edit::Done;
use crate::story::search::SearchStory;
use crate::story::search::rerecord::{Opened, Recording};
use crate::story::{AnyStory, Setting};
use indicatif::HumanCount;
use std::path::PathBuf;

/// The search of a tree edited or read again, recorded in the background,
/// and what follows once it is in.
pub struct Reopening {
    recording: Recording<Opened>,
    after: After,
}

/// What follows a search opened anew.
pub(super) enum After {
    /// The file read again (`r`, or it changed).
    Reload(PathBuf),
    /// An edit, its undo or redo (`undo`): what it did in words, the
    /// edits forgotten, and whether the node types were drawn.
    Edit {
        done: Done,
        what: String,
        forgot: Option<String>,
        undo: bool,
        types: bool,
    },
}

/// About how many events the search of `new` will record: the old run's,
/// in the proportion of the trees' nodes.
pub(super) fn expected(old: &SearchStory, new: &Scenario) -> u64 {
    let nodes = old.subject.tree().map_or(1, |t| t.len().max(1)) as f64;
    (old.run.len() as f64 * new.tree.len() as f64 / nodes) as u64
}

impl Tutor {
    /// Whether a run is being recorded again.
    pub fn recording(&self) -> bool {
        self.recorded_so_far().is_some()
    }

    /// The algorithm being recorded, its events so far and those expected.
    fn recorded_so_far(&self) -> Option<(crate::search::Algorithm, u64, u64)> {
        if let Some(r) = &self.reopening {
            let r = &r.recording;
            return Some((r.algorithm, r.done(), r.expected));
        }
        match &self.story {
            AnyStory::Search(s) => s.recording(),
            _ => None,
        }
    }

    /// Waits for (with `wait`) or takes in the search of a tree edited or
    /// read again; whether it came.
    pub(super) fn take_reopened(&mut self, wait: bool) -> bool {
        let Some(got) = self.reopening.as_ref().and_then(|r| r.recording.receive(wait)) else {
            return false;
        };
        let Some(reopening) = self.reopening.take() else {
            return false;
        };
        let opened = got.unwrap_or_else(|| Err(say!("rerecord-gone")));
        match reopening.after {
            After::Reload(path) => self.reloaded(&path, opened.map(Into::into)),
            After::Edit {
                done,
                what,
                forgot,
                undo,
                types,
            } => {
                let opened = opened.map(|mut s| {
                    s.types = types;
                    s.into()
                });
                self.edited(&done, what, forgot, undo, opened);
            }
        }
        self.show_progress();
        true
    }

    /// The search of a tree edited or read again, being recorded.
    pub(super) fn reopen_later(&mut self, recording: Recording<Opened>, after: After) {
        self.reopening = Some(Box::new(Reopening { recording, after }));
        self.waiting = true;
        self.show_progress();
    }

    /// Gives the recording up: the run shown stays; an edit is taken back.
    fn cancel(&mut self) {
        if let Some(r) = self.reopening.take()
            && let (After::Edit { undo, .. }, Some(edits)) = (r.after, self.edits.as_mut())
        {
            match undo {
                true => edits.redo(),
                false => edits.undo(),
            };
        }
        if let AnyStory::Search(s) = &mut self.story {
            s.cancel_recording();
        }
        self.recording_key = None;
        self.progress = None;
        self.note = Some(say!("rerecord-cancelled"));
    }

    /// What the status line says: the note of the last key, else how far
    /// the recording has got.
    /// `follower`: as a student following the lecturer sees it (a note
    /// worded again in their language, the lecturer's remark left out).
    pub fn status(&self, follower: bool) -> Option<std::borrow::Cow<'_, str>> {
        let progress = self.progress.as_deref().map(Into::into);
        let Some(note) = self.note.as_deref() else {
            return progress;
        };
        match &self.note_again {
            Some((said, Some(again))) if said == note => Some(again().into()),
            Some((said, None)) if said == note && follower => progress,
            _ => Some(note.into()),
        }
    }

    /// A note that a follower in another language sees in theirs.
    pub fn say_note(&mut self, note: crate::words::Wording) {
        let said = note();
        self.note = Some(said.clone());
        self.note_again = Some((said, Some(note)));
    }

    /// A remark to the lecturer alone (the class's keys): not drawn for
    /// the followers.
    pub fn note_to_lecturer(&mut self, said: String) {
        self.note = Some(said.clone());
        self.note_again = Some((said, None));
    }

    /// A key while a run is recorded again: Esc, or the key that started
    /// it, gives it up; another key that records again waits for it; the
    /// rest pass on (the old run steps as before).
    pub(super) fn while_recording(&mut self, msg: Message) -> Handled {
        if !self.recording() {
            return Handled::Passed;
        }
        let again = records(msg);
        if msg == Message::Escape || (again.is_some() && again == self.recording_key) {
            self.cancel();
            return Handled::Taken;
        }
        if again.is_some() || edits(msg) {
            self.note = Some(say!("rerecord-busy"));
            return Handled::Taken;
        }
        Handled::Passed
    }

    /// A recording started by `setting`'s key.
    pub(super) fn started_recording(&mut self, setting: Setting) {
        self.recording_key = Some(setting);
        self.waiting = true;
        self.show_progress();
    }

    /// A recording taken in: what its key says it did, or why it was
    /// refused.
    pub(super) fn ended_recording(&mut self) {
        let refused = match &mut self.story {
            AnyStory::Search(s) => s.take_refusal(),
            _ => None,
        };
        if let Some(setting) = self.recording_key.take() {
            self.note = refused.or_else(|| self.lab_note(setting));
        }
    }

    /// The progress line made anew; whether it changed.
    pub(super) fn show_progress(&mut self) -> bool {
        let line = self.recorded_so_far().map(|(algorithm, done, expected)| {
            let algorithm = say!("algorithm", algorithm = algorithm.key());
            let id = match done > expected {
                false => "rerecord-progress",
                true => "rerecord-progress-over",
            };
            let (done, expected) = (HumanCount(done).to_string(), HumanCount(expected).to_string());
            say!(id, algorithm = algorithm, done = done, expected = expected)
        });
        let changed = line != self.progress;
        self.progress = line;
        changed
    }
}

/// The setting a key records the run again with, if it does.
fn records(msg: Message) -> Option<Setting> {
    match msg {
        Message::SwitchAlgorithm => Some(Setting::Algorithm),
        Message::CycleAlgorithm => Some(Setting::OtherAlgorithm),
        Message::ToggleStrict => Some(Setting::Strict),
        Message::ToggleQuiescence => Some(Setting::Quiescence),
        Message::CycleOrder => Some(Setting::Order),
        _ => None,
    }
}

/// Whether a key edits the tree or reads it again (each records anew).
fn edits(msg: Message) -> bool {
    matches!(
        msg,
        Message::EditValue
            | Message::Undo
            | Message::Redo
            | Message::MoveLeft
            | Message::MoveRight
            | Message::InsertNode
            | Message::DeleteNode
            | Message::WriteTree
            | Message::PractiseEdited
            | Message::Reload
    )
}
