//! A line typed in the tutor's status line, or a question answered with
//! y or n: a node's value (`=`), a node's name to select (`/`), the file
//! to write the tree to (`w`), whether to write over a file, whether to
//! leave with edits not written, whether to take a change on disk over
//! the edits, whether to move a node in the written order. Every
//! printable key types while it is open (`keymap::Screen::Prompt`).

use super::recovery;
use super::{Handled, Tutor};
use crate::game::tree::NodeId;
use crate::keymap::Message;
use crate::say;
use std::path::PathBuf;

/// What the prompt asks.
#[derive(Clone, Debug, PartialEq)]
pub enum Ask {
    Value(NodeId),
    Path,
    Overwrite(PathBuf),
    /// Leave with edits not written: the key that leaves.
    Leave(Message),
    /// The file changed on disk while the tree is edited.
    Disk,
    /// The name of a node to select.
    Find,
    /// `<` or `>` (the key) under an order of the lab: switch to the
    /// written order and move the node there?
    WrittenOrder(Message),
    /// Edits of this tree were kept when the program last ended, in this
    /// file: restore them?
    Recover(PathBuf),
}

impl Ask {
    /// Whether y or n answers it at once.
    fn yes_no(&self) -> bool {
        matches!(
            self,
            Ask::Overwrite(_) | Ask::Leave(_) | Ask::Disk | Ask::WrittenOrder(_) | Ask::Recover(_)
        )
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Prompt {
    pub ask: Ask,
    /// The question, in words.
    pub question: String,
    pub text: String,
}

impl Prompt {
    pub fn new(ask: Ask, question: String) -> Prompt {
        Prompt {
            ask,
            question,
            text: String::new(),
        }
    }

    /// The status line: the question and what is typed, with a cursor.
    fn line(&self) -> String {
        match self.ask.yes_no() {
            true => self.question.clone(),
            false => format!("{} {}▏", self.question, crate::printable::line(&self.text)),
        }
    }
}

impl Tutor {
    pub(super) fn ask(&mut self, ask: Ask, question: String) {
        self.open_prompt(Prompt::new(ask, question));
    }

    pub(super) fn open_prompt(&mut self, prompt: Prompt) {
        self.note = Some(prompt.line());
        self.prompt = Some(prompt);
    }

    /// A key while the prompt is open: it types, erases, answers or
    /// cancels; every key is the prompt's.
    pub(super) fn prompted(&mut self, msg: Message) -> Handled {
        let Some(prompt) = self.prompt.take() else {
            return Handled::Passed;
        };
        self.prompt_key(prompt, msg);
        Handled::Taken
    }

    /// What `msg` does to the prompt taken out of the tutor: put back
    /// while it stays open.
    fn prompt_key(&mut self, mut prompt: Prompt, msg: Message) {
        let answer = match (msg, prompt.ask.yes_no()) {
            (Message::Escape, _) => {
                self.note = Some(say!("edit-cancelled"));
                return;
            }
            (Message::Type(c), true) => match c {
                'y' | 'Y' => true,
                'n' | 'N' => false,
                _ => return self.open_prompt(prompt),
            },
            (Message::Enter, true) => false,
            (Message::Type(c), false) => {
                prompt.text.push(c);
                return self.open_prompt(prompt);
            }
            (Message::Erase, false) => {
                prompt.text.pop();
                return self.open_prompt(prompt);
            }
            (Message::Enter, false) => true,
            _ => return self.open_prompt(prompt),
        };
        self.note = None;
        self.answered(prompt, answer);
    }

    /// What the answer does.
    fn answered(&mut self, prompt: Prompt, yes: bool) {
        match (prompt.ask, yes) {
            (Ask::Value(node), _) => self.typed_value(node, &prompt.text),
            (Ask::Path, _) if prompt.text.trim().is_empty() => self.note = Some(say!("edit-cancelled")),
            (Ask::Path, _) => self.write_to(&PathBuf::from(prompt.text.trim()), false),
            (Ask::Overwrite(path), true) => self.write_to(&path, true),
            (Ask::Leave(msg), true) => {
                // Given up: nothing to keep if the program ends now.
                self.leaving = Some(msg);
                recovery::hold("", None);
            }
            (Ask::Disk, true) => {
                self.edits = None;
                self.reload();
                self.hold_for_recovery();
            }
            (Ask::Recover(file), yes) => self.recovered(&file, yes),
            (Ask::Disk, false) => self.note = Some(say!("edit-disk-kept")),
            (Ask::Find, _) => self.find_node(&prompt.text),
            (Ask::WrittenOrder(msg), true) => self.moved_in_written(msg),
            (_, false) => self.note = Some(say!("edit-cancelled")),
        }
    }

    /// Whether `msg` leaves the tree (q, Esc, m, a lesson's ] and [) while
    /// edits are not written: then it asks first, and the app leaves once
    /// the answer is yes (`leaving`).
    pub fn holds(&mut self, msg: Message) -> bool {
        let leaves = matches!(
            msg,
            Message::Quit | Message::Escape | Message::Scenarios | Message::NextItem | Message::PrevItem
        );
        if !leaves || !self.unsaved() || self.prompt.is_some() || self.covered() {
            return false;
        }
        self.ask(Ask::Leave(msg), say!("edit-prompt-leave"));
        true
    }
}
