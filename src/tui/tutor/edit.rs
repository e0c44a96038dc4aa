//! Editing the tree in the tutor: `=` types the selected
//! node's value, `<` `>` move it among its siblings, Insert adds a leaf,
//! Delete removes its subtree, `u` `U` undo and redo, `w` writes the tree,
//! `W` practises it. After each edit the search is recorded again and the
//! tutor stays at the same step (`same_step`), saying what changed there.

use super::prompt::{Ask, Prompt};
use super::recording::{After, expected};
use super::recovery;
use super::{Handled, Tutor};
use crate::keymap::Message;
use crate::say;
use crate::scenario::Scenario;
use crate::scenario::edit::{Done, Edit, EditError, Edited, Side};
use crate::story::AnyStory;
use crate::story::maxn::MaxnStory;
use crate::story::search::panels::LastEdit;
use crate::story::search::{change_note, changed_nodes, rerecord};
use crate::text_file::written;
use crate::words::edited::Origin;

impl Tutor {
    /// An editing key, if `msg` is one.
    pub(super) fn edit(&mut self, msg: Message) -> Handled {
        let edit = match msg {
            Message::EditValue => return self.ask_value(),
            Message::Undo => return self.undo_redo(true),
            Message::Redo => return self.undo_redo(false),
            Message::WriteTree => return self.ask_path(),
            Message::PractiseEdited => return self.practise_edited(),
            Message::FindNode => return self.ask_name(),
            Message::MoveLeft | Message::MoveRight | Message::InsertNode | Message::DeleteNode => msg,
            _ => return Handled::Passed,
        };
        let Some(node) = self.edited_node() else {
            return Handled::Taken;
        };
        if matches!(edit, Message::MoveLeft | Message::MoveRight) && self.shown_reordered(edit) {
            return Handled::Taken;
        }
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
        Handled::Taken
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
                    self.say_note(crate::wording!("edit-not-here"));
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
            self.say_note(crate::wording!("edit-select-first"));
        }
        key
    }

    /// `=`: asks for the selected node's value, saying which node that
    /// is where none was selected (the one the search is at), and that an
    /// inner node's is its static value.
    fn ask_value(&mut self) -> Handled {
        let selected = self.view.selected.is_some() && self.compare.is_none();
        if let Some(node) = self.edited_node() {
            let name = self.story.nodes().look(node).short;
            let inner = self.edits.as_ref().is_some_and(|e| {
                let tree = &e.scenario.tree;
                node.index() < tree.len() && !tree.node(node).children.is_empty()
            });
            let question = say!(
                "edit-prompt-value",
                node = name,
                inner = yes_no(inner),
                current = yes_no(!selected)
            );
            self.ask(Ask::Value(node), question);
        }
        Handled::Taken
    }

    /// `/`: asks for the name of the node to select.
    fn ask_name(&mut self) -> Handled {
        self.ask(Ask::Find, say!("edit-prompt-find"));
        Handled::Taken
    }

    /// Selects the node named `name`, or says there is none.
    pub(super) fn find_node(&mut self, name: &str) {
        let name = name.trim();
        match self.story.node_named(name) {
            Ok(key) => {
                self.view.selected = Some(key);
                self.view.scroll = None;
                self.view.pan = None;
                self.say_note(crate::wording!("edit-found", node = name));
            }
            Err(e) => self.note = Some(e),
        }
    }

    /// Whether the successors are shown in an order of the lab, not as
    /// the tree is written: `<` and `>` move a node in the written order,
    /// so they ask first whether to switch to it (`moved_in_written`).
    fn shown_reordered(&mut self, key: Message) -> bool {
        let AnyStory::Search(s) = &self.story else {
            return false;
        };
        if s.setup.order == crate::search::Order::None || self.compare.is_some() {
            return false;
        }
        let order = crate::words::ordering::order_name(s.setup.order);
        self.ask(
            Ask::WrittenOrder(key),
            say!("edit-prompt-written-order", order = order),
        );
        true
    }

    /// Yes to moving in the written order: the run switches to it, then
    /// the key's move is made (once recorded, where that takes a while).
    pub(super) fn moved_in_written(&mut self, msg: Message) {
        let AnyStory::Search(s) = &mut self.story else {
            return;
        };
        match s.written_order() {
            Ok(crate::story::Renewed::Later) => self.say_note(crate::wording!("switch-when-recorded")),
            Ok(renewed) => {
                self.changed(renewed, crate::story::Setting::Order);
                let _ = self.edit(msg);
            }
            Err(e) => self.note = Some(e),
        }
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
    fn undo_redo(&mut self, undo: bool) -> Handled {
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
            None if undo => self.say_note(crate::wording!("edit-nothing-undo")),
            None => self.say_note(crate::wording!("edit-nothing-redo")),
        }
        Handled::Taken
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
        self.edited(&done, what, forgot, undo, renewed);
    }

    /// The run of the tree as edited, at the same step, the node the edit
    /// was about selected; the note says what it did (an edit, or one
    /// taken back: `undo`) and what changed at the step (and the edits
    /// forgotten).
    pub(super) fn edited(
        &mut self,
        done: &Done,
        what: String,
        forgot: Option<String>,
        undo: bool,
        renewed: Result<AnyStory, String>,
    ) {
        let story = match renewed {
            Ok(story) => story,
            Err(e) => {
                // The search refuses the tree: the edit (or its undoing)
                // is taken back.
                if let Some(edits) = self.edits.as_mut() {
                    match undo {
                        true => edits.redo(),
                        false => edits.undo(),
                    };
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
        let what = match (undo, edits) {
            (true, 0) => say!("edit-done-all-undone", what = what),
            (true, _) => say!("edit-done-undone", what = what, edits = edits),
            (false, _) => say!("edit-done", what = what, edits = edits),
        };
        let mut parts: Vec<String> = [Some(what), counts, change].into_iter().flatten().collect();
        if self.compare.is_some() {
            parts.truncate(1);
            parts.extend(self.recompare());
        }
        parts.extend(forgot);
        self.note = Some(parts.join(" · "));
        self.hold_for_recovery();
    }

    /// Which tree this is, for its recovery file: the file's whole path,
    /// else the shape `gametree new` made it of, else its name (a bundled tree's, a
    /// random spec, an inline tree); none for a proof.
    fn recovery_key(&self) -> Option<String> {
        if let Some(source) = &self.source {
            let path = std::fs::canonicalize(&source.path).unwrap_or_else(|_| source.path.clone());
            return Some(path.display().to_string());
        }
        if let Some(shape) = &self.built {
            return Some(format!("new:{shape}"));
        }
        self.scenario_now().map(|s| s.name)
    }

    /// Hands the tree as edited to be kept if the program ends without
    /// asking, or nothing once its edits are written or given up.
    pub(super) fn hold_for_recovery(&self) {
        let Some(key) = self.recovery_key() else { return };
        let unsaved = self.edits.as_ref().filter(|e| e.unsaved()).map(|e| &e.scenario);
        recovery::hold(&key, unsaved);
    }

    /// Offers the edits of this tree kept when the program last ended,
    /// if there are any.
    pub fn offer_kept(&mut self) {
        let Some((file, _)) = self.recovery_key().and_then(|k| recovery::kept(&k)) else {
            return;
        };
        let q = say!("edit-prompt-recover", file = file.display().to_string());
        self.ask(Ask::Recover(file), q);
    }

    /// The answer to the offer: the tree kept put in place as one edit
    /// (which `u` takes back), or the file given up.
    pub(super) fn recovered(&mut self, file: &std::path::Path, yes: bool) {
        let kept = self.recovery_key().and_then(|k| recovery::kept(&k));
        recovery::forget(file);
        let (true, Some((_, kept))) = (yes, kept) else {
            self.say_note(crate::wording!("edit-recovery-dropped"));
            return;
        };
        if self.edits.is_none() {
            match self.scenario_now() {
                Some(s) => self.edits = Some(Edited::new(s)),
                None => return,
            }
        }
        let Some(edits) = self.edits.as_mut() else { return };
        let root = kept.tree.node(kept.tree.root()).name.to_string();
        let done = Done {
            node: root.clone(),
            select: root,
            ..Done::default()
        };
        edits.put(kept.tree, done.clone());
        self.rerecord(done, say!("edit-recovered"), None, false);
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
    fn ask_path(&mut self) -> Handled {
        let Some(s) = self.scenario_now() else {
            self.say_note(crate::wording!("edit-not-here"));
            return Handled::Taken;
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
        Handled::Taken
    }

    /// Writes the tree to `path` (never over the file opened; over any
    /// other existing file only once `sure`).
    pub(super) fn write_to(&mut self, path: &std::path::Path, sure: bool) {
        let opened = self.source.as_ref().map(|s| s.path.clone());
        let same = opened.as_ref().is_some_and(|o| written::same_file(o, path));
        if same {
            self.say_note(crate::wording!(
                "edit-same-file",
                file = path.display().to_string()
            ));
            return;
        }
        if path.exists() && !sure {
            let q = say!("edit-prompt-overwrite", file = path.display().to_string());
            self.ask(Ask::Overwrite(path.to_path_buf()), q);
            return;
        }
        let Some(s) = self.scenario_now() else { return };
        // The file says it is an edited tree and from what, in each
        // language, and its note is of the tree before the edits.
        let changed = self.edits.as_ref().is_some_and(Edited::changed);
        let s = crate::words::edited::written(&s, changed, &self.origin());
        let file = path.display().to_string();
        match written::replace(&written::Real, path, s.to_ron().as_bytes()) {
            Ok(()) => {
                let course = opened
                    .as_ref()
                    .is_some_and(|o| o.extension().is_some_and(|e| e == "test"));
                if let Some(e) = self.edits.as_mut() {
                    e.saved();
                }
                self.hold_for_recovery();
                self.note = Some(match course {
                    true => say!("edit-written-test", file = file),
                    false => say!("edit-written", file = file),
                });
            }
            Err(e) => self.say_note(crate::wording!(
                "edit-write-failed",
                file = file,
                error = e.to_string()
            )),
        }
    }

    /// Where the tree shown came from, as the title of an edited tree
    /// says it.
    pub fn origin(&self) -> Origin {
        if let Some(shape) = &self.built {
            return Origin::Built(shape.clone());
        }
        let file = self.source.as_ref().and_then(|s| s.path.file_name());
        match (file, self.scenario_now()) {
            (Some(name), _) => Origin::File(name.to_string_lossy().into_owned()),
            (None, Some(s)) => Origin::Named(s.name),
            (None, None) => Origin::Named(String::new()),
        }
    }

    /// `W`: practice on the tree as edited.
    fn practise_edited(&mut self) -> Handled {
        if self.edits.is_none() {
            self.say_note(crate::wording!("edit-nothing-undo"));
            return Handled::Taken;
        }
        let asks = &crate::story::practice::Ask::ALL;
        match self.practise(asks, false) {
            Ok(()) => {
                self.practising_edits = true;
                self.say_note(crate::wording!("edit-practise"));
            }
            Err(e) => self.note = Some(e),
        }
        Handled::Taken
    }

    /// Esc in practice on the edited tree: back to the editor, the tree
    /// and its edits as they were. Whether the key was that.
    pub(super) fn left_practice(&mut self, msg: Message) -> bool {
        if msg != Message::Escape || !self.practising_edits || self.practice.is_none() {
            return false;
        }
        self.practice = None;
        self.practising_edits = false;
        self.story.veil(None);
        self.view.selected = None;
        self.say_note(crate::wording!("edit-practice-left"));
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

fn yes_no(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// What an edit did, in words.
fn said(edit: &Edit, done: &Done, s: &Scenario) -> String {
    let node = done.node.as_str();
    match edit {
        Edit::Value { node: n, value } if !s.tree.node(*n).children.is_empty() => say!(
            "edit-what-static",
            node = node,
            value = crate::value::show(*value)
        ),
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
        Edit::Insert { .. } => match done.added.as_slice() {
            [leaf, second] => say!(
                "edit-what-insert-two",
                node = node,
                leaf = leaf.as_str(),
                second = second.as_str()
            ),
            _ => say!("edit-what-insert", node = node, leaf = done.select.as_str()),
        },
        Edit::Delete { .. } => say!(
            "edit-what-delete",
            node = node,
            removed = done.removed,
            left = s.tree.len()
        ),
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
        EditError::TooDeep { most, level } => say!("edit-too-deep", most = *most, level = *level),
    }
}
