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
    let head = Row::new(
        ["serve-roster-name", "serve-roster-address", "serve-roster-doing", "serve-roster-answers"]
            .map(|id| Cell::from(crate::say!(id))),
    )
    .style(theme.title());
    let body = rows.iter().map(|r| Row::new(r.iter().map(|c| Cell::from(c.as_str()))));
    let widths = [
        Constraint::Fill(3),
        Constraint::Fill(3),
        Constraint::Fill(2),
        Constraint::Fill(1),
    ];
    let title = Line::from(crate::say!("serve-roster-title", students = rows.len(), fingerprint = fingerprint));
    Grid::new(body, widths)
        .header(head)
        .block(Block::default().borders(Borders::ALL).title(title))
        .render(box_area, buf);
}
