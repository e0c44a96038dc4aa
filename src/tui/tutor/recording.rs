//! While a run is recorded again in the background (`a`, `A`, `s`, `Q`,
//! `O` on a big tree): the old run stays on screen and steps as before,
//! the status line says how far the recording has got, and Esc (or the
//! key that started it) gives it up.

use super::Tutor;
use crate::keymap::Message;
use crate::say;
use crate::story::{AnyStory, Setting};
use indicatif::HumanCount;

impl Tutor {
    /// Whether a run is being recorded again.
    pub fn recording(&self) -> bool {
        self.recorded_so_far().is_some()
    }

    /// The algorithm being recorded, its events so far and those expected.
    fn recorded_so_far(&self) -> Option<(crate::search::Algorithm, u64, u64)> {
        match &self.story {
            AnyStory::Search(s) => s.recording(),
            _ => None,
        }
    }

    /// What the status line says: the note of the last key, else how far
    /// the recording has got.
    pub fn status(&self) -> Option<&str> {
        self.note.as_deref().or(self.progress.as_deref())
    }

    /// A key while a run is recorded again: Esc, or the key that started
    /// it, gives it up; another key that records again waits for it.
    /// Whether the key was taken.
    pub(super) fn while_recording(&mut self, msg: Message) -> bool {
        if !self.recording() {
            return false;
        }
        let again = records(msg);
        if msg == Message::Escape || (again.is_some() && again == self.recording_key) {
            if let AnyStory::Search(s) = &mut self.story {
                s.cancel_recording();
            }
            self.recording_key = None;
            self.progress = None;
            self.note = Some(say!("rerecord-cancelled"));
            return true;
        }
        if again.is_some() {
            self.note = Some(say!("rerecord-busy"));
        }
        again.is_some()
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
