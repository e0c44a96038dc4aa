//! The tutor's settings (`,`): the language and the names of the
//! cut-offs. A change takes effect at once, at the same step; the
//! language is process-wide (`words::language`), the names go to the
//! story (`Story::reword`).

use crate::say;
use crate::tui::keys::Message;
use crate::tui::theme::Theme;
use crate::words::{self, CutNames, Language};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};

/// The popup: which of its rows is selected.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    pub row: usize,
    /// What the cut-offs are called: the story's, as it is changed here.
    pub names: CutNames,
}

/// What a key did to the popup.
#[derive(Debug, PartialEq, Eq)]
pub enum Outcome {
    Stay,
    /// A setting changed: words kept from before are to be said again.
    Changed,
    Closed,
}

const ROWS: usize = 2;

impl Settings {
    /// ↑ ↓ choose a row, → ← (or Space) change its value, `,` Enter Esc
    /// close.
    pub fn update(&mut self, msg: Message) -> Outcome {
        match msg {
            Message::Up => self.row = self.row.saturating_sub(1),
            Message::Down => self.row = (self.row + 1).min(ROWS - 1),
            Message::Forward => return self.turn(true),
            Message::Back => return self.turn(false),
            Message::Settings | Message::Enter | Message::Escape => return Outcome::Closed,
            _ => {}
        }
        Outcome::Stay
    }

    /// The selected row's next value (or the one before), round the end.
    fn turn(&mut self, forward: bool) -> Outcome {
        match self.row {
            0 => words::set_language(next(&Language::ALL, words::language(), forward)),
            _ => self.names = next(&CutNames::ALL, self.names, forward),
        }
        Outcome::Changed
    }
}

fn next<T: Copy + PartialEq>(all: &[T], now: T, forward: bool) -> T {
    let at = all.iter().position(|&x| x == now).unwrap_or(0);
    let by = if forward { 1 } else { all.len() - 1 };
    all[(at + by) % all.len()]
}

/// The popup over the tutor, centred in `area`.
pub fn render(s: &Settings, area: Rect, buf: &mut Buffer, theme: Theme) {
    let rows = [
        (
            say!("settings-language"),
            say!("language-name", language = words::language().tag()),
        ),
        (
            say!("settings-cut-names"),
            say!("settings-cut-names-value", names = s.names.tag()),
        ),
    ];
    let label = rows.iter().map(|(l, _)| l.chars().count()).max().unwrap_or(0);
    let mut lines: Vec<Line> = rows
        .iter()
        .enumerate()
        .map(|(i, (l, v))| {
            let mark = if i == s.row { "▶" } else { " " };
            let style = if i == s.row {
                theme.current()
            } else {
                Default::default()
            };
            Line::from(vec![
                Span::raw(format!(" {mark} {l:<label$}  ")),
                Span::styled(v.clone(), style),
            ])
        })
        .collect();
    lines.push(Line::from(""));
    lines.push(Line::from(format!(" {}", say!("settings-keys"))));
    let title = format!(" {} ", say!("settings-title"));
    let widest = lines
        .iter()
        .map(Line::width)
        .chain([title.chars().count()])
        .max()
        .unwrap_or(0);
    let width = (widest as u16 + 3).min(area.width);
    let height = (lines.len() as u16 + 2).min(area.height);
    let popup = crate::tui::chrome::popup(area, width, height, buf);
    let block = Block::new()
        .borders(Borders::ALL)
        .title(Span::styled(title, theme.title()));
    Paragraph::new(lines).block(block).render(popup, buf);
}
