//! Editing the tree in the tutor: `=` types the selected
//! node's value, `<` `>` move it among its siblings, Insert adds a leaf,
//! Delete removes its subtree, `u` `U` undo and redo, `w` writes the tree,
//! `W` practises it. After each edit the search is recorded again and the
//! tutor stays at the same step (`same_step`), saying what changed there.

use super::Tutor;
use super::prompt::{Ask, Prompt};
use super::recording::{After, expected};
use crate::keymap::Message;
use crate::say;
use crate::scenario::Scenario;
use crate::scenario::edit::{Done, Edit, EditError, Edited, Side};
use crate::story::AnyStory;
use crate::story::maxn::MaxnStory;
use crate::story::search::panels::LastEdit;
use crate::story::search::{change_note, changed_nodes, rerecord};
use crate::text_file::written;

impl Tutor {
    /// An editing key; false if `msg` is none.
    pub(super) fn edit(&mut self, msg: Message) -> bool {
        let edit = match msg {
            Message::EditValue => return self.ask_value(),
            Message::Undo => return self.undo_redo(true),
            Message::Redo => return self.undo_redo(false),
            Message::WriteTree => return self.ask_path(),
            Message::PractiseEdited => return self.practise_edited(),
            Message::MoveLeft | Message::MoveRight | Message::InsertNode | Message::DeleteNode => msg,
            _ => return false,
        };
        let Some(node) = self.edited_node() else {
            return true;
        };
        let edit = match edit {
            Message::MoveLeft => Edit::Move { node, by: Side::Left },
            Message::MoveRight => Edit::Move {
                node,
                by: Side::Right,
            },
            Message::InsertNode => Edit::Insert { node },
            _ => Edit::Delete { node },
        };
        self.apply(&edit);
        true
    }

    /// The scenario shown, as it is now (edited or not).
    fn scenario_now(&self) -> Option<Scenario> {
        if let Some(e) = &self.edits {
            return Some(e.scenario.clone());
        }
        match &self.story {
            AnyStory::Search(s) => s.subject.scenario().cloned(),
            AnyStory::Maxn(m) => Some(m.scenario.clone()),
            AnyStory::Proof(_) => None,
        }
    }

    /// The selected node of an editable tree, or a note why there is none.
    fn edited_node(&mut self) -> Option<crate::game::tree::NodeId> {
        if self.edits.is_none() {
            match self.scenario_now() {
                Some(s) => self.edits = Some(Edited::new(s)),
                None => {
                    self.note = Some(say!("edit-not-here"));
                    return None;
                }
            }
        }
        // As Enter and `o`: the selected node, else the current one; in
        // the compare view, the node minimax's side is at.
        let key = match &self.compare {
            Some(c) => c.current_node(),
            None => self.view.selected.or(self.current_key()),
        };
        if key.is_none() {
            self.note = Some(say!("edit-select-first"));
        }
        key
    }

    /// `=`: asks for the selected node's value.
    fn ask_value(&mut self) -> bool {
        if let Some(node) = self.edited_node() {
            let name = self.story.nodes().look(node).short;
            self.ask(Ask::Value(node), say!("edit-prompt-value", node = name));
        }
        true
    }

    /// The value typed for `node`, as an edit.
    pub(super) fn typed_value(&mut self, node: crate::game::tree::NodeId, text: &str) {
        let Some(edits) = &self.edits else { return };
        match Edit::from_text(&edits.scenario.tree, node, text) {
            Ok(edit) => self.apply(&edit),
            Err(e) => self.note = Some(refused(&e)),
        }
    }

    /// Applies an edit and records the search again at the same step.
    fn apply(&mut self, edit: &Edit) {
        let Some(edits) = self.edits.as_mut() else { return };
        let forgotten = edits.forgotten();
        match edits.apply(edit) {
            Ok(done) => {
                let what = said(edit, &done, &edits.scenario);
                let forgot = (edits.forgotten() > forgotten)
                    .then(|| say!("edit-forgot", edits = edits.edits(), mb = edits.limit() >> 20));
                self.rerecord(done, what, forgot, false);
            }
            Err(e) => self.note = Some(refused(&e)),
        }
    }

    /// `u` / `U`.
    fn undo_redo(&mut self, undo: bool) -> bool {
        let done = self
            .edits
            .as_mut()
            .and_then(|e| if undo { e.undo() } else { e.redo() });
        match done {
            Some(done) => {
                let id = if undo { "edit-undone" } else { "edit-redone" };
                let what = say!(id, node = done.node.as_str());
                self.rerecord(done, what, None, undo);
            }
            None if undo => self.note = Some(say!("edit-nothing-undo")),
            None => self.note = Some(say!("edit-nothing-redo")),
        }
        true
    }

    /// The run of the tree as edited (`undo`: an edit undone), recorded
    /// in the background when it is big (`recording`).
    fn rerecord(&mut self, done: Done, what: String, forgot: Option<String>, undo: bool) {
        let Some(edits) = &self.edits else { return };
        let scenario = edits.scenario.clone();
        let renewed: Result<AnyStory, String> = match &self.story {
            AnyStory::Search(old) => {
                let types = old.types;
                let expected = expected(old, &scenario);
                match rerecord::reopen(Box::new(scenario), old.setup, expected) {
                    Ok(opened) => opened.map(|mut s| {
                        s.types = types;
                        s.into()
                    }),
                    Err(later) => {
                        let after = After::Edit {
                            done,
                            what,
                            forgot,
                            undo,
                            types,
                        };
                        return self.reopen_later(later, after);
                    }
                }
            }
            AnyStory::Maxn(old) => MaxnStory::open(scenario, old.scenario.depth).map(Into::into),
            AnyStory::Proof(_) => Err(say!("edit-not-here")),
        };
        self.edited(&done, what, forgot, renewed);
    }

    /// The run of the tree as edited, at the same step, the node the edit
    /// was about selected; the note says what it did and what changed at
    /// the step (and the edits forgotten).
    pub(super) fn edited(
        &mut self,
        done: &Done,
        what: String,
        forgot: Option<String>,
        renewed: Result<AnyStory, String>,
    ) {
        let story = match renewed {
            Ok(story) => story,
            Err(e) => {
                // The search refuses the edited tree: the edit is taken back.
                if let Some(edits) = self.edits.as_mut() {
                    edits.undo();
                }
                let said: Vec<String> = [Some(e), forgot].into_iter().flatten().collect();
                self.note = Some(said.join(" · "));
                return;
            }
        };
        let old = self.take(story);
        // Its comparison and lab are counted in the background: the timer
        // takes them in (a bundled tree has no file to watch for it).
        self.waiting = true;
        if let (AnyStory::Search(o), AnyStory::Search(n)) = (&old, &mut self.story) {
            let changed = changed_nodes(o, n);
            n.changed = Some(Box::new((n.run.step(), changed)));
            n.last_edit = Some(Box::new(LastEdit {
                setup: n.setup,
                before: o.run.whole,
                after: n.run.whole,
            }));
        }
        self.view.selected = self.story.node_named(&done.select).ok();
        let (change, counts) = match (&old, &self.story) {
            (AnyStory::Search(o), AnyStory::Search(n)) => (
                change_note(&o.run, &n.run, crate::story::Story::cut_names(&**n)),
                Some(say!(
                    "edit-evaluations",
                    before = o.run.whole.evaluations,
                    after = n.run.whole.evaluations
                )),
            ),
            _ => (None, None),
        };
        let edits = self.edits.as_ref().map_or(0, Edited::edits);
        let what = say!("edit-done", what = what, edits = edits);
        let mut parts: Vec<String> = [Some(what), counts, change].into_iter().flatten().collect();
        if self.compare.is_some() {
            parts.truncate(1);
            parts.extend(self.recompare());
        }
        parts.extend(forgot);
        self.note = Some(parts.join(" · "));
    }

    /// The compare view of the tree as edited, each side at its same step:
    /// what changed on each side.
    fn recompare(&mut self) -> Vec<String> {
        let names = self.story.cut_names();
        let renewed = self.story.compare();
        match (self.compare.as_mut(), renewed) {
            (Some(view), Ok(new)) => view.renew(new, names),
            (_, Err(e)) => {
                self.compare = None;
                vec![e]
            }
            (None, Ok(_)) => Vec::new(),
        }
    }

    /// `w`: asks where to write the tree, proposing `NAME-edited.ron`
    /// beside the file opened, or, for a tree read from no file (bundled,
    /// inline, random), in the user's folder of documents.
    fn ask_path(&mut self) -> bool {
        let Some(s) = self.scenario_now() else {
            self.note = Some(say!("edit-not-here"));
            return true;
        };
        let dir = match &self.source {
            Some(source) => source.path.parent().map(std::path::Path::to_path_buf),
            None => folder_for_new_files(),
        };
        let file = format!("{}-edited.ron", file_stem(&s.name));
        let proposed = dir.unwrap_or_default().join(file);
        let mut prompt = Prompt::new(Ask::Path, say!("edit-prompt-path"));
        prompt.text = proposed.display().to_string();
        self.open_prompt(prompt);
        true
    }

    /// Writes the tree to `path` (never over the file opened; over any
    /// other existing file only once `sure`).
    pub(super) fn write_to(&mut self, path: &std::path::Path, sure: bool) {
        let opened = self.source.as_ref().map(|s| s.path.clone());
        let same = opened.as_ref().is_some_and(|o| written::same_file(o, path));
        if same {
            self.note = Some(say!("edit-same-file", file = path.display().to_string()));
            return;
        }
        if path.exists() && !sure {
            let q = say!("edit-prompt-overwrite", file = path.display().to_string());
            self.ask(Ask::Overwrite(path.to_path_buf()), q);
            return;
        }
        let Some(mut s) = self.scenario_now() else { return };
        // The file says it is an edited tree, in each language.
        if self.edits.as_ref().is_some_and(Edited::changed) {
            s.title = crate::words::edited::edited_title(&s.title, &s.name);
        }
        let file = path.display().to_string();
        match written::replace(&written::Real, path, s.to_ron().as_bytes()) {
            Ok(()) => {
                let course = opened
                    .as_ref()
                    .is_some_and(|o| o.extension().is_some_and(|e| e == "test"));
                if let Some(e) = self.edits.as_mut() {
                    e.saved();
                }
                self.note = Some(match course {
                    true => say!("edit-written-test", file = file),
                    false => say!("edit-written", file = file),
                });
            }
            Err(e) => self.note = Some(say!("edit-write-failed", file = file, error = e.to_string())),
        }
    }

    /// `W`: practice on the tree as edited.
    fn practise_edited(&mut self) -> bool {
        if self.edits.is_none() {
            self.note = Some(say!("edit-nothing-undo"));
            return true;
        }
        let asks = &crate::story::practice::Ask::ALL;
        match self.practise(asks, false) {
            Ok(()) => self.note = Some(say!("edit-practise")),
            Err(e) => self.note = Some(e),
        }
        true
    }

    /// Whether leaving now would lose edits not written.
    pub fn unsaved(&self) -> bool {
        self.edits.as_ref().is_some_and(Edited::unsaved)
    }
}

/// Where a tree read from no file is proposed to be written: the user's
/// folder of documents, else the program's state folder; never the
/// working folder, which may be anything (a test's is the package's).
fn folder_for_new_files() -> Option<std::path::PathBuf> {
    let documents =
        directories::UserDirs::new().and_then(|u| u.document_dir().map(std::path::Path::to_path_buf));
    documents.or_else(|| {
        let dirs = directories::ProjectDirs::from("", "", "gametree")?;
        Some(dirs.state_dir().unwrap_or(dirs.data_local_dir()).join("edited"))
    })
}

/// A scenario's name as a file's stem: a random tree's spec or an inline
/// tree's brackets made into a name a file can have.
fn file_stem(name: &str) -> String {
    let stem: String = name
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '-'
            }
        })
        .collect();
    match stem.trim_matches('-') {
        "" => "tree".to_string(),
        s => s.to_string(),
    }
}

/// What an edit did, in words.
fn said(edit: &Edit, done: &Done, s: &Scenario) -> String {
    let node = done.node.as_str();
    match edit {
        Edit::Value { value, .. } => say!("edit-what-value", node = node, value = crate::value::show(*value)),
        Edit::Vector { values, .. } => {
            let shown: Vec<String> = values.iter().map(|&v| crate::value::show(v)).collect();
            say!(
                "edit-what-value",
                node = node,
                value = format!("({})", shown.join(", "))
            )
        }
        Edit::Probability { p, .. } => say!(
            "edit-what-probability",
            node = node,
            p = crate::value::show_probability(*p),
            rescaled = if done.rescaled { "yes" } else { "no" }
        ),
        Edit::Move { .. } => say!("edit-what-move", node = node),
        Edit::Insert { .. } => say!("edit-what-insert", node = node, leaf = done.select.as_str()),
        Edit::Delete { .. } => say!("edit-what-delete", node = node, nodes = s.tree.len()),
    }
}

/// Why an edit is refused, in words.
fn refused(e: &EditError) -> String {
    match e {
        EditError::NotAValue { text } => say!("edit-not-a-value", text = text.as_str()),
        EditError::Unkept { text, why } => crate::words::errors::unkept(text, *why),
        EditError::VectorLength { players } => say!("edit-vector-length", players = *players),
        EditError::NoChanceParent => say!("edit-no-chance-parent"),
        EditError::Probability => say!("edit-probability-range"),
        EditError::NoSibling => say!("edit-no-sibling"),
        EditError::Root => say!("edit-root"),
        EditError::Inexact => say!("edit-inexact"),
    }
}
