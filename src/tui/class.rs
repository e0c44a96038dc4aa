//! The tutor as a class sees it (`gametree serve`): the lecturer's line
//! saying how to join and who is there, the students' list, and a served
//! session's keys (`keymap::served`): a student's keys act only on the
//! student's own view.

use super::theme::Theme;
use super::tutor::Tutor;
use crate::keymap::served::{Seat, serving};
use crate::keymap::{KeyBindings, Screen, Table, table};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Cell, Clear, Row, Table as Grid, Widget};

/// The class as the lecturer's screen shows and steers it.
pub trait Class: Send + Sync {
    /// The line under the lecturer's tutor: how to join, who is there.
    fn line(&self) -> String;
    /// The students, one row each: the name, the address, what they do,
    /// their answers (answered/right).
    fn roster(&self) -> Vec<[String; 4]>;
    /// The host key's fingerprint, for students to check.
    fn fingerprint(&self) -> String;
    /// Practice (an exam with `--exam`) for everyone on the tutor's
    /// tree, started, or ended if it goes on: what to say.
    fn practice(&self, tutor: &Tutor) -> String;
    /// Everyone kept in follow, or free to explore again: what to say.
    fn lock(&self) -> String;
}

/// The keys of `screens` in a served session: those the seat allows.
pub fn served_table(screens: &[Screen], file: &KeyBindings, seat: Seat) -> Table {
    let mut t = table(screens, file);
    t.rows
        .retain(|r| serving(r.action).is_some_and(|s| seat.allows(s)));
    t
}

/// Whether a key of `full` (the screen's whole table) is one the seat
/// refuses.
pub fn refuses(full: &Table, key: crate::keymap::Key, seat: Seat) -> bool {
    full.rows
        .iter()
        .find(|r| r.keys.contains(&key))
        .is_some_and(|r| !serving(r.action).is_some_and(|s| seat.allows(s)))
}

/// The students' list over the lecturer's screen.
pub fn render_roster(rows: &[[String; 4]], fingerprint: &str, area: Rect, buf: &mut Buffer, theme: Theme) {
    let height = (rows.len() as u16 + 4).min(area.height);
    let width = area.width.saturating_sub(4).min(90);
    let box_area = Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    };
    Clear.render(box_area, buf);
    let heads = [
        "serve-roster-name",
        "serve-roster-address",
        "serve-roster-doing",
        "serve-roster-answers",
    ]
    .map(|id| crate::say!(id));
    // The answers' column as wide as its heading, whatever the language.
    let answers = heads[3].chars().count() as u16;
    let head = Row::new(heads.map(Cell::from)).style(theme.title());
    let body = rows
        .iter()
        .map(|r| Row::new(r.iter().map(|c| Cell::from(c.as_str()))));
    let widths = [
        Constraint::Fill(3),
        Constraint::Fill(2),
        Constraint::Fill(2),
        Constraint::Length(answers),
    ];
    let title = Line::from(crate::say!(
        "serve-roster-title",
        students = rows.len(),
        fingerprint = fingerprint
    ));
    Grid::new(body, widths)
        .header(head)
        .block(Block::default().borders(Borders::ALL).title(title))
        .render(box_area, buf);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keymap::served::Serving;
    use crate::keymap::{Key, Message, contexts};
    use crate::tui::app::App;
    use ratatui::crossterm::event::{KeyCode, KeyEvent};

    fn code(k: Key) -> KeyCode {
        match k {
            Key::Char(c) => KeyCode::Char(c),
            Key::Left => KeyCode::Left,
            Key::Right => KeyCode::Right,
            Key::Up => KeyCode::Up,
            Key::Down => KeyCode::Down,
            Key::Home => KeyCode::Home,
            Key::End => KeyCode::End,
            Key::PageUp => KeyCode::PageUp,
            Key::PageDown => KeyCode::PageDown,
            Key::Enter => KeyCode::Enter,
            Key::Tab => KeyCode::Tab,
            Key::BackTab => KeyCode::BackTab,
            Key::Backspace => KeyCode::Backspace,
            Key::Esc => KeyCode::Esc,
            Key::Delete => KeyCode::Delete,
            Key::Insert => KeyCode::Insert,
            Key::F(n) => KeyCode::F(n),
        }
    }

    /// Every key of every screen: a seat's table has it exactly when the
    /// seat allows its action, and a key of a refused action is refused.
    #[test]
    fn every_key_of_every_screen_is_served_or_refused_as_declared() {
        let file = KeyBindings::default();
        for screens in contexts() {
            let full = table(&screens, &file);
            for seat in [Seat::Follower, Seat::Own] {
                let served = served_table(&screens, &file, seat);
                for r in &full.rows {
                    let allowed = seat.allows(serving(r.action).expect("declared"));
                    for &k in &r.keys {
                        assert_eq!(
                            refuses(&full, k, seat),
                            !allowed,
                            "{screens:?} {seat:?} {:?}",
                            r.action
                        );
                        assert_eq!(
                            served.message(k).is_some(),
                            allowed,
                            "{screens:?} {seat:?} {:?}",
                            r.action
                        );
                    }
                }
            }
        }
    }

    fn bratko(practice: Option<bool>) -> App {
        let scenario = crate::scenario::bundled::find("bratko-fig2")
            .unwrap()
            .load()
            .unwrap();
        let setup = scenario.default_setup();
        let mut tutor = Tutor::for_scenario(scenario, setup).unwrap();
        if let Some(exam) = practice {
            tutor.practise(&crate::story::practice::Ask::ALL, exam).unwrap();
        }
        let mut app = App::with_tutor(tutor, Theme::MONO);
        app.served = Some(Seat::Own);
        crate::tui::app::update(
            &mut app,
            Message::Resize {
                width: 100,
                height: 30,
            },
        );
        app
    }

    /// A student on their own presses every key of every screen: a key
    /// whose action touches the lecturer's disk or process is refused and
    /// said, the screen stays the student's tutor, and no prompt for a
    /// file opens.
    #[test]
    fn a_student_on_their_own_never_reaches_the_lecturer_s_files() {
        for practice in [None, Some(false), Some(true)] {
            let mut app = bratko(practice);
            for screens in contexts() {
                for r in &table(&screens, &KeyBindings::default()).rows {
                    if serving(r.action) != Some(Serving::Refused) {
                        continue;
                    }
                    for &k in &r.keys {
                        let msg = app.key(KeyEvent::from(code(k)));
                        let here = table(&app.screens(), &KeyBindings::default());
                        if here
                            .rows
                            .iter()
                            .any(|h| h.action == r.action && h.keys.contains(&k))
                        {
                            assert_eq!(msg, Some(Message::NotServed), "{:?} {k:?}", r.action);
                        }
                        if let Some(m) = msg {
                            crate::tui::app::update(&mut app, m);
                        }
                        let crate::tui::app::Screen::Tutor(t) = &app.screen else {
                            panic!("{:?} {k:?} left the tutor", r.action);
                        };
                        use crate::tui::tutor::prompt::Ask;
                        let asked = t.prompt.as_ref().map(|p| &p.ask);
                        assert!(
                            !matches!(asked, Some(Ask::Path | Ask::Overwrite(_) | Ask::Disk)),
                            "{:?} {k:?} asked for a file",
                            r.action
                        );
                        assert!(
                            !app.quit || matches!(k, Key::Esc | Key::Char('q')),
                            "{:?} {k:?}",
                            r.action
                        );
                        app.quit = false;
                    }
                }
            }
        }
    }
}
