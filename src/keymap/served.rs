//! Every action declared served or not in a student's session of
//! `gametree serve`: a student's keys act only on the student's own view,
//! never on the lecturer's disk or process. A follower (the default) has
//! the keys that change only how the lecturer's step is drawn; a student
//! on their own (exploring, in practice or an exam) has every tutor key
//! too; the keys that would write, read or list the lecturer's files, or
//! act on a game, are refused in every served session.

use super::Action;

/// Where an action is served.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Serving {
    /// Changes only how the screen is drawn (help, panes, zoom, pan):
    /// served to a follower and to a student on their own.
    Look,
    /// Steps, switches or edits the student's own copy of the run: served
    /// to a student on their own, not to a follower.
    Own,
    /// Touches the lecturer's disk or process (a file written or read
    /// again, the picker and its state file, a game, the lecturer's class
    /// keys): never served.
    Refused,
}

/// A student's session: following the lecturer, or on their own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    Follower,
    Own,
}

impl Seat {
    /// Whether an action with this serving acts in this seat.
    pub fn allows(self, serving: Serving) -> bool {
        match (self, serving) {
            (_, Serving::Refused) => false,
            (_, Serving::Look) | (Seat::Own, Serving::Own) => true,
            (Seat::Follower, Serving::Own) => false,
        }
    }
}

/// How an action is served; `None` for a name the key map does not have
/// (a test holds every action of the key map to a declaration here).
pub fn serving(action: &Action) -> Option<Serving> {
    use Serving::{Look, Own, Refused};
    Some(match action.name {
        // How the step is drawn, the help, leaving.
        "pane" | "canvas" | "pan_left" | "pan_right" | "pan_up" | "pan_down" | "zoom_in" | "zoom_out"
        | "present" | "info" | "help" | "quit" | "escape" | "explore" | "follow_lecturer" => Look,
        // Stepping, selecting and switching the student's own run.
        "forward"
        | "back"
        | "next_evaluation"
        | "previous_evaluation"
        | "next_cutoff"
        | "previous_cutoff"
        | "start"
        | "end"
        | "play"
        | "faster"
        | "slower"
        | "algorithm"
        | "next_algorithm"
        | "view"
        | "strict"
        | "quiescence"
        | "order"
        | "node_types"
        | "chart"
        | "compare"
        | "up"
        | "down"
        | "page_up"
        | "page_down"
        | "run_to"
        | "open_node"
        | "find_node"
        | "follow"
        | "settings" => Own,
        // Edits of the student's copy of the tree, in memory.
        "edit_value" | "move_left" | "move_right" | "insert_node" | "delete_node" | "undo_edit"
        | "redo_edit" => Own,
        // Practice and the whole-tree exercise, a line typed.
        "prompt_enter" | "prompt_erase" | "prompt_cancel" | "answer" | "erase" | "previous_question"
        | "mark_left" | "mark_right" | "mark" | "check" => Own,
        // The lecturer's files: a tree written, a file read again, the
        // picker (its folder and its state file), the lesson's items.
        // The edited tree practised (W) shares the help's row of w.
        "write_tree" | "practise_edited" | "reload" | "scenarios" | "open" | "practise" | "next_item"
        | "previous_item" => Refused,
        // The game screen (not served) and the lecturer's own keys.
        "cursor_left" | "cursor_right" | "cursor_up" | "cursor_down" | "play_move" | "computer_move"
        | "sow" | "sow_stone" | "undo" | "move_tree" | "move_tree_here" | "deeper" | "shallower"
        | "perfect_play" | "position_line" | "students" | "class_practice" | "lock_follow" => Refused,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keymap::ACTIONS;

    #[test]
    fn every_action_is_declared_served_or_not() {
        for a in ACTIONS {
            assert!(serving(a).is_some(), "{a:?} is not declared in keymap/served.rs");
        }
    }

    /// A row of the help and the keys joined to it are served alike, so
    /// that a served session's help drops or keeps them whole.
    #[test]
    fn a_help_row_and_its_joined_keys_are_served_alike() {
        use crate::keymap::{KeyBindings, contexts, table};
        for screens in contexts() {
            let t = table(&screens, &KeyBindings::default());
            let mut head = None;
            for r in &t.rows {
                if r.help.is_some() {
                    head = Some(r.action);
                }
                let head = head.unwrap_or(r.action);
                assert_eq!(
                    serving(r.action),
                    serving(head),
                    "{screens:?}: {:?} in {head:?}'s row",
                    r.action
                );
            }
        }
    }

    #[test]
    fn a_follower_has_the_looks_and_a_student_on_their_own_the_rest_but_the_refused() {
        assert!(Seat::Follower.allows(Serving::Look) && !Seat::Follower.allows(Serving::Own));
        assert!(Seat::Own.allows(Serving::Own) && !Seat::Own.allows(Serving::Refused));
    }
}
