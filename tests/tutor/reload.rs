//! A scenario file edited while the tutor shows it is read again: the
//! selected node is kept where it still exists, and a broken edit leaves
//! the old tree with the mistake's line and column in a note.

use gametree::scenario::Scenario;
use gametree::search::{Algorithm, Setup};
use gametree::story::search::SearchStory;
use gametree::tui::tutor::Tutor;
use gametree::tui::tutor::reload::Source;

const FIRST: &str = r#"Scenario(title: "edit me", tree: (name: "R", children: [
    (name: "A", children: [3, 12]),
    (name: "B", children: [2, 4]),
]))"#;

const SECOND: &str = r#"Scenario(title: "edit me", tree: (name: "R", children: [
    (name: "A", children: [3, 12]),
    (name: "B", children: [7, 9]),
]))"#;

fn opened(path: &std::path::Path) -> Tutor {
    let scenario = Scenario::from_file(path).unwrap();
    let story = SearchStory::open(Box::new(scenario), Setup::new(Algorithm::Minimax)).unwrap();
    let mut tutor = Tutor::new(story);
    tutor.source = Some(Source::new(path.to_path_buf()));
    tutor
}

#[test]
fn an_edit_is_read_again_and_keeps_the_node() {
    let dir = std::env::temp_dir().join(format!("gametree-reload-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("edit.ron");
    std::fs::write(&path, FIRST).unwrap();
    let mut tutor = opened(&path);
    let b = tutor.story.node_named("B").unwrap();
    tutor.view.selected = Some(b);
    let last = tutor.story.last_step();
    tutor.story.seek(last);
    let root = tutor.story.nodes().root();
    assert_eq!(tutor.story.nodes().look(root).value.as_deref(), Some("3"));

    std::fs::write(&path, SECOND).unwrap();
    tutor.reload();
    let last = tutor.story.last_step();
    tutor.story.seek(last);
    assert_eq!(tutor.story.nodes().look(root).value.as_deref(), Some("7"));
    let selected = tutor.view.selected.expect("B still selected");
    assert_eq!(tutor.story.nodes().look(selected).short, "B");
    assert!(tutor.note.as_deref().unwrap().contains("read again"));

    std::fs::write(
        &path,
        "Scenario(title: \"x\", tree: (name: \"R\", children: [1,\n ]]))",
    )
    .unwrap();
    tutor.reload();
    let note = tutor.note.clone().unwrap();
    assert!(note.contains(":2:"), "{note}");
    let last = tutor.story.last_step();
    tutor.story.seek(last);
    assert_eq!(
        tutor.story.nodes().look(root).value.as_deref(),
        Some("7"),
        "old tree kept"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_tree_not_from_a_file_says_so() {
    let scenario = Scenario::resolve("bratko-fig2").unwrap();
    let story = SearchStory::open(Box::new(scenario), Setup::new(Algorithm::Minimax)).unwrap();
    let mut tutor = Tutor::new(story);
    tutor.reload();
    assert!(tutor.note.unwrap().contains("not read from a file"));
}

/// A console with no keys until `quit_at`, then q; it counts the frames
/// the loop draws.
struct Idle {
    quit_at: std::time::Instant,
    frames: usize,
}

impl gametree::tui::terminal::Console for Idle {
    fn size(&mut self) -> std::io::Result<(u16, u16)> {
        Ok((100, 30))
    }
    fn draw(&mut self, app: &gametree::tui::App) -> std::io::Result<()> {
        let area = ratatui::layout::Rect::new(0, 0, 100, 30);
        gametree::tui::app::draw(app, area, &mut ratatui::buffer::Buffer::empty(area));
        self.frames += 1;
        Ok(())
    }
    fn poll(&mut self, wait: std::time::Duration) -> std::io::Result<bool> {
        let left = self.quit_at.saturating_duration_since(std::time::Instant::now());
        std::thread::sleep(wait.min(left));
        Ok(left <= wait)
    }
    fn read(&mut self) -> std::io::Result<ratatui::crossterm::event::Event> {
        use ratatui::crossterm::event::{Event, KeyCode, KeyEvent};
        Ok(Event::Key(KeyEvent::from(KeyCode::Char('q'))))
    }
    fn renew(&mut self) -> std::io::Result<()> {
        Ok(())
    }
    fn offer(&mut self, _text: &str) -> std::io::Result<()> {
        Ok(())
    }
}

/// The tutor looks at its file on the timer, and draws
/// a frame only when the file changed.
#[test]
fn an_idle_tutor_draws_no_frame_until_its_file_changes() {
    use gametree::tui::app::{self, App};
    use std::time::{Duration, Instant};
    let dir = std::env::temp_dir().join(format!("gametree-idle-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("idle.ron");
    std::fs::write(&path, FIRST).unwrap();
    let mut app = App::with_tutor(opened(&path), gametree::tui::Theme::MONO);
    // The comparison's counts in: nothing is left to come.
    app::settle(&mut app);
    assert!(app.tick().is_some(), "the file is looked at on the timer");
    // A second of the timer, ten looks at the file: the first frame only.
    let mut idle = Idle {
        quit_at: Instant::now() + Duration::from_secs(1),
        frames: 0,
    };
    gametree::tui::terminal::frames(&mut idle, &mut app).unwrap();
    assert_eq!(idle.frames, 1);
    // The file edited in the middle of a second: one frame more.
    let mut app = App::with_tutor(opened(&path), gametree::tui::Theme::MONO);
    app::settle(&mut app);
    let edit = std::thread::spawn({
        let path = path.clone();
        move || {
            std::thread::sleep(Duration::from_millis(400));
            std::fs::write(&path, SECOND).unwrap();
        }
    });
    let mut idle = Idle {
        quit_at: Instant::now() + Duration::from_secs(1),
        frames: 0,
    };
    gametree::tui::terminal::frames(&mut idle, &mut app).unwrap();
    edit.join().unwrap();
    assert_eq!(idle.frames, 2);
    let tutor = match &app.screen {
        gametree::tui::app::Screen::Tutor(t) => t,
        _ => unreachable!(),
    };
    assert!(tutor.note.as_deref().is_some_and(|n| n.contains("read again")));
    let _ = std::fs::remove_dir_all(&dir);
}

/// While the tree is edited, a change on disk is offered, not applied:
/// `n` keeps the edits, `y` reads the file and drops them.
#[test]
fn an_edited_tree_is_not_replaced_by_a_change_on_disk() {
    use gametree::tui::keys::Message;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("edit.ron");
    std::fs::write(&path, FIRST).unwrap();
    let mut tutor = opened(&path);
    tutor.update(Message::EditValue);
    tutor.update(Message::Type('5'));
    tutor.update(Message::Enter);
    assert!(tutor.unsaved());
    // A later time than the file had, whatever the file system's clock.
    std::fs::write(&path, SECOND).unwrap();
    let later = std::time::SystemTime::now() + std::time::Duration::from_secs(5);
    std::fs::File::options()
        .write(true)
        .open(&path)
        .unwrap()
        .set_modified(later)
        .unwrap();
    tutor.ticked();
    assert!(tutor.prompt.is_some(), "the change is offered");
    tutor.update(Message::Type('n'));
    assert!(tutor.unsaved(), "the edits stay");
    std::fs::File::options()
        .write(true)
        .open(&path)
        .unwrap()
        .set_modified(later + std::time::Duration::from_secs(5))
        .unwrap();
    tutor.ticked();
    tutor.update(Message::Type('y'));
    assert!(!tutor.unsaved() && tutor.edits.is_none(), "read again");
    let last = tutor.story.last_step();
    tutor.story.seek(last);
    let root = tutor.story.nodes().root();
    assert_eq!(tutor.story.nodes().look(root).value.as_deref(), Some("7"));
}
