//! The keys a file binds: every action name of the release that brought
//! key bindings (78a2010) still binds, to what it did then; and a key
//! may go to two actions that never meet on one screen.

use gametree::config::{self, Key};
use gametree::keymap::{self, Message, Screen, table};
use std::path::Path;

/// The actions of 78a2010 and what each did in the tutor's own view.
const FIRST: &[(&str, Message)] = &[
    ("forward", Message::Forward),
    ("back", Message::Back),
    ("next_evaluation", Message::NextEvaluation),
    ("previous_evaluation", Message::PrevEvaluation),
    ("next_cutoff", Message::NextCutoff),
    ("previous_cutoff", Message::PrevCutoff),
    ("start", Message::Start),
    ("end", Message::End),
    ("play", Message::TogglePlay),
    ("faster", Message::Faster),
    ("slower", Message::Slower),
    ("algorithm", Message::SwitchAlgorithm),
    ("next_algorithm", Message::CycleAlgorithm),
    ("view", Message::ToggleView),
    ("strict", Message::ToggleStrict),
    ("quiescence", Message::ToggleQuiescence),
    ("compare", Message::ToggleCompare),
    ("up", Message::Up),
    ("down", Message::Down),
    ("page_up", Message::PageUp),
    ("page_down", Message::PageDown),
    ("run_to", Message::Enter),
    ("pane", Message::SwitchPane),
    ("canvas", Message::ToggleCanvas),
    ("pan_left", Message::Pan { dx: -1, dy: 0 }),
    ("pan_right", Message::Pan { dx: 1, dy: 0 }),
    ("pan_up", Message::Pan { dx: 0, dy: -1 }),
    ("pan_down", Message::Pan { dx: 0, dy: 1 }),
    ("zoom_in", Message::ZoomIn),
    ("zoom_out", Message::ZoomOut),
    ("present", Message::TogglePresent),
    ("info", Message::ToggleInfo),
    ("reload", Message::Reload),
    ("open_node", Message::ToggleOpen),
    ("follow", Message::Follow),
    ("scenarios", Message::Scenarios),
    ("settings", Message::Settings),
    ("help", Message::ToggleHelp),
    ("quit", Message::Quit),
];

#[test]
fn every_action_name_of_78a2010_binds_to_what_it_did() {
    let file = Path::new("tests/config/valid/keys-of-78a2010.ron");
    let c = config::read(file).unwrap();
    assert_eq!(c.keys.iter().count(), FIRST.len());
    let tutor = table(&[Screen::Search], &c.keys);
    for (name, message) in FIRST {
        let keys = c.keys.keys(name).unwrap_or_else(|| panic!("{name} is not bound"));
        assert_eq!(keys.len(), 1, "{name}");
        assert_eq!(tutor.message(keys[0]), Some(*message), "{name}");
        // Its old keys no longer do it.
        let action = keymap::find(name).unwrap();
        for old in action.keys {
            assert_ne!(tutor.message(*old), Some(*message), "{name}: {old:?}");
        }
    }
}

#[test]
fn a_key_may_go_to_actions_that_never_meet() {
    // `open` acts in the list of scenarios, `open_node` in the tutor.
    let text = r#"Config(version: 1, keys: {"open": "o", "open_node": "o", "undo": "F2"})"#;
    let c = config::parse(text, "c.ron", None).unwrap();
    assert_eq!(
        table(&[Screen::Picker], &c.keys).message(Key::Char('o')),
        Some(Message::Enter)
    );
    assert_eq!(
        table(&[Screen::Search], &c.keys).message(Key::Char('o')),
        Some(Message::ToggleOpen)
    );
    assert_eq!(
        table(&[Screen::Game(gametree::game::known::Kind::Nim)], &c.keys).message(Key::F(2)),
        Some(Message::Undo)
    );
    // `help` acts on both screens: one key cannot do both.
    let twice = r#"Config(version: 1, keys: {"open": "F1", "help": "F1"})"#;
    assert!(config::parse(twice, "c.ron", None).is_err());
}

/// docs/configuration.md lists every action, in the key map's order, with
/// its keys.
#[test]
fn the_configuration_page_lists_every_action_with_its_keys() {
    let page = std::fs::read_to_string("docs/configuration.md").unwrap();
    let listed: Vec<(String, String)> = page
        .lines()
        .map(|line| line.split('|').map(str::trim).collect::<Vec<_>>())
        .filter(|cells| cells.len() == 6 && cells[1].starts_with('`'))
        .map(|cells| (cells[1].trim_matches('`').to_string(), cells[2].to_string()))
        .collect();
    let declared: Vec<(String, String)> = keymap::ACTIONS
        .iter()
        .map(|a| {
            let keys: Vec<String> = a.keys.iter().map(|k| k.shown()).collect();
            (a.name.to_string(), keys.join(" "))
        })
        .collect();
    assert_eq!(listed, declared);
}
