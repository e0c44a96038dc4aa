//! A scenario file edited while the tutor shows it: read again when it
//! changes on disk (looked at on the timer) or on `r`. A search goes on at
//! the same step by the one rule (`story::search::same_step`), other runs
//! at the selected node's step where it still exists, else the step
//! number, capped at the new end; the selected node stays; a broken edit is
//! shown with its line and column and the tutor goes on with the old tree.

use super::Tutor;
use super::recording::{After, expected};
use crate::scenario::Scenario;
use crate::story::AnyStory;
use crate::story::maxn::MaxnStory;
use crate::story::search::{SearchStory, rerecord, same_step};
use crate::words::errors::said;
use std::path::PathBuf;
use std::time::SystemTime;

/// The file a tutor's scenario came from, and when it last changed.
#[derive(Clone, Debug, PartialEq)]
pub struct Source {
    pub path: PathBuf,
    modified: Option<SystemTime>,
}

impl Source {
    pub fn new(path: PathBuf) -> Source {
        let modified = modified(&path);
        Source { path, modified }
    }

    /// Whether the file changed since it was read; notes the new time.
    pub fn changed(&mut self) -> bool {
        let now = modified(&self.path);
        let changed = now.is_some() && now != self.modified;
        self.modified = now;
        changed
    }
}

fn modified(path: &std::path::Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

impl Tutor {
    /// Reads the scenario file again; a note says what happened. A big
    /// search is recorded in the background (`recording`).
    pub fn reload(&mut self) {
        let Some(source) = self.source.as_mut() else {
            self.say_note(crate::wording!("reload-no-file"));
            return;
        };
        source.changed();
        let path = source.path.clone();
        let scenario = match Scenario::from_file(&path) {
            Ok(s) => s,
            Err(e) => return self.note = Some(said(e)),
        };
        let opened = match &self.story {
            AnyStory::Search(old) => {
                let expected = expected(old, &scenario);
                match rerecord::reopen(Box::new(scenario), old.setup, expected) {
                    Ok(opened) => opened.map(Into::into),
                    Err(later) => return self.reopen_later(later, After::Reload(path)),
                }
            }
            _ => self.renewed(scenario),
        };
        self.reloaded(&path, opened);
    }

    /// The file read again: its run taken at the same step, or why not.
    pub(super) fn reloaded(&mut self, path: &std::path::Path, opened: Result<AnyStory, String>) {
        match opened {
            Ok(story) => {
                self.take(story);
                self.edits = None;
                self.say_note(crate::wording!("reload-done", file = path.display().to_string()));
            }
            Err(e) => self.note = Some(e),
        }
    }

    /// The same kind of run on the new tree, with the same settings.
    fn renewed(&self, s: Scenario) -> Result<AnyStory, String> {
        match &self.story {
            AnyStory::Search(old) => Ok(SearchStory::open(Box::new(s), old.setup)?.into()),
            AnyStory::Maxn(old) => Ok(MaxnStory::open(s, old.scenario.depth)?.into()),
            AnyStory::Proof(_) => Err(crate::say!("reload-no-file")),
        }
    }

    /// Takes the new run at the same step (`same_step`: the current
    /// event's node, line and occurrence), keeping the selected node. A
    /// run of another kind keeps the selected node's step where both
    /// exist, else the step number.
    pub(super) fn take(&mut self, mut story: AnyStory) -> AnyStory {
        let selected = self.view.selected.map(|k| self.story.nodes().look(k).short);
        let step = self.story.step();
        let found = selected.and_then(|name| story.node_named(&name).ok());
        let at = match (&self.story, &story) {
            (AnyStory::Search(old), AnyStory::Search(new)) => Some(same_step(&old.run, new.run.trace())),
            _ => found.and_then(|k| story.reached_at(k)).map(|k| k + 1),
        };
        let last = story.last_step();
        story.seek(at.unwrap_or(step).min(last));
        self.view.selected = found;
        self.code_line = None;
        std::mem::replace(&mut self.story, story)
    }
}
