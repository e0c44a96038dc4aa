//! The scenario picker: the bundled scenarios and the games' proofs with
//! title and source, and a preview of the selected scenario's tree; then,
//! under a heading of their own, live positions, each with the
//! preview the library words for it (`session::preview`). A live position
//! opens the command line's way, through the opener the command line hands
//! in (`Handed`), as a lesson's opener is handed in: the picker knows no
//! game's rules.

use super::theme::Theme;
use super::tutor::Tutor;
use super::tutor::panels::tree::TreePane;
use crate::config::Settings;
use crate::game::known::Kind;
use crate::printable;
use crate::say;
use crate::scenario::games::NamedGame;
use crate::scenario::lesson::Item;
use crate::scenario::positions::{self, Position};
use crate::scenario::{Scenario, bundled};
use crate::session::preview::{Preview, preview};
use crate::story::outline::Outline;
use crate::story::practice::Ask;
use crate::story::proof::ProofStory;
use crate::story::tree_view::{Openness, TreeView};
use crate::text_file::written;
use crate::words::errors::Worded;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget, Wrap};
use std::path::{Path, PathBuf};

/// What the picker offers: a bundled scenario, or a game's AND/OR proof.
#[derive(Clone)]
pub enum Pick {
    Scenario(Scenario),
    /// A scenario file of the folder the picker was opened on, read again
    /// in the tutor when it changes.
    File(PathBuf, Scenario),
    Proof(NamedGame),
    /// A live position, searched when it is opened, and its preview.
    Live(Box<(Position, Preview)>),
}

/// Opens a lesson item as the command line does (`gametree open kalah
/// --board …`), in practice if asked (`gametree practice …`, every kind of
/// question).
pub type Opener = fn(&Item, bool, &Settings) -> Result<Tutor, String>;

/// What the command line hands the picker: how live positions are opened
/// (its own way), and the file the picker keeps its place in. Neither is
/// handed in a test that does not ask: its picker starts at the top and
/// says that a live position cannot open there.
#[derive(Clone, Default)]
pub struct Handed {
    pub open_live: Option<Opener>,
    pub place: Option<PathBuf>,
}

/// The file in the platform's state folder (the local data folder where
/// the platform has no state folder) that keeps the picker's place,
/// within a run and across runs.
pub fn place_file() -> Option<PathBuf> {
    let d = directories::ProjectDirs::from("", "", "gametree")?;
    let folder = d.state_dir().unwrap_or(d.data_local_dir()).to_path_buf();
    Some(folder.join("picker"))
}

impl Pick {
    /// Title, source and what it teaches, with the symbols the screen
    /// draws (`>=` for ≥ under ASCII).
    pub fn about(&self) -> [String; 3] {
        self.about_as_written()
            .map(|t| crate::words::symbols::shown(&t).into_owned())
    }

    fn about_as_written(&self) -> [String; 3] {
        match self {
            Pick::Scenario(s) | Pick::File(_, s) => {
                [&s.title, &s.source, &s.note].map(|t| crate::words::local(t).to_string())
            }
            Pick::Proof(game) => crate::words::games::about(*game),
            Pick::Live(live) => {
                let (position, preview) = &**live;
                [preview.title.clone(), position.command(), preview.note.clone()]
            }
        }
    }

    /// The tutor on it in practice (`p` in the picker): what Enter opens,
    /// asking every kind of question.
    pub fn practise(self, settings: &Settings, open_live: Option<Opener>) -> Result<Tutor, String> {
        if let Pick::Live(live) = self {
            return opened_live(&live.0, true, settings, open_live);
        }
        let mut tutor = self.open(settings, open_live)?;
        tutor.practise(&Ask::ALL, false)?;
        Ok(tutor)
    }

    /// The tutor on it: a scenario with its own algorithm, a game with the
    /// proof for the player who can force a win, a live position by
    /// `open_live`.
    pub fn open(self, settings: &Settings, open_live: Option<Opener>) -> Result<Tutor, String> {
        let tutor = match self {
            Pick::Scenario(s) => {
                let setup = s.default_setup();
                Tutor::for_scenario(s, setup)
            }
            Pick::File(path, s) => {
                let setup = s.default_setup();
                let mut tutor = Tutor::for_scenario(s, setup)?;
                tutor.source = Some(super::tutor::reload::Source::new(path));
                Ok(tutor)
            }
            Pick::Proof(game) => {
                let story = ProofStory::open(game, game.provable_problem(), false);
                Ok(Tutor::new(story))
            }
            Pick::Live(live) => return opened_live(&live.0, false, settings, open_live),
        };
        tutor.map(|mut t| {
            t.story.reword(settings.cut_names);
            t.at_speed(settings.speed)
        })
    }
}

/// A live position opened by the command line's opener.
fn opened_live(
    position: &Position,
    practice: bool,
    settings: &Settings,
    open_live: Option<Opener>,
) -> Result<Tutor, String> {
    let open = open_live.ok_or_else(|| say!("picker-cannot-open-live"))?;
    open(&position.item, practice, settings)
}

pub struct Picker {
    /// Each entry, or the error that keeps a scenario from loading.
    pub entries: Vec<(String, Result<Pick, String>)>,
    pub selected: usize,
    /// Why the last scenario chosen could not open in the tutor.
    pub note: Option<String>,
    /// What the command line handed in.
    pub handed: Handed,
}

/// Notes the entry opened in `file`, for the next time the picker is
/// shown, as every file is written (`text_file::written`: a pipe there
/// is written in place or refused at once, never waited on).
fn keep_place(file: Option<&Path>, name: &str) {
    if let Some(file) = file {
        // Where it cannot be kept, the picker starts at the top next time.
        let _ = file.parent().map(std::fs::create_dir_all);
        let _ = written::replace(&written::Real, file, name.as_bytes());
    }
}

/// The entry last opened, by name, as `file` keeps it: a regular
/// file's first line, read as every file given to read is.
fn last_place(file: Option<&Path>) -> Option<String> {
    const MOST: u64 = 4096;
    crate::text_file::read(file?, MOST)
        .ok()
        .map(|s| s.trim().to_string())
}

impl Default for Picker {
    /// A picker that opens no live position and keeps no place.
    fn default() -> Picker {
        Picker::new(Handed::default())
    }
}

impl Picker {
    /// The bundled scenarios, the games' proofs and the live positions,
    /// at the entry last opened.
    pub fn new(handed: Handed) -> Picker {
        let scenarios = bundled::ALL
            .iter()
            .map(|b| (b.name.to_string(), b.load().map(Pick::Scenario).worded()));
        // Every game's proof at the size the registry shows, after the scenarios.
        let games = Kind::ALL.map(|kind| (kind.shown().name(), Ok(Pick::Proof(kind.shown()))));
        let live = positions::all().into_iter().map(|p| {
            let words = preview(&p);
            (p.name.to_string(), Ok(Pick::Live(Box::new((p, words)))))
        });
        let entries: Vec<(String, Result<Pick, String>)> = scenarios.chain(games).chain(live).collect();
        let mut picker = Picker {
            entries,
            selected: 0,
            note: None,
            handed,
        };
        picker.select_last();
        picker
    }

    /// The entry last opened selected, if it is listed.
    fn select_last(&mut self) {
        let last = last_place(self.handed.place.as_deref());
        self.selected = self
            .entries
            .iter()
            .position(|(n, _)| Some(n) == last.as_ref())
            .unwrap_or(0);
    }

    /// The `.ron` and `.test` files of a folder, by name, before the
    /// bundled scenarios (`gametree open DIR`); a file that does not load
    /// is listed with its error.
    pub fn with_folder(dir: &Path, handed: Handed) -> Result<Picker, String> {
        let listed = std::fs::read_dir(dir).map_err(|e| {
            say!(
                "picker-folder-unreadable",
                folder = dir.display().to_string(),
                error = e.to_string()
            )
        })?;
        let mut files: Vec<PathBuf> = listed
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == "ron" || e == "test"))
            .collect();
        files.sort();
        let mut picker = Picker::new(handed);
        let found = files.into_iter().map(|path| {
            // A file's name is a file's text: shown written out.
            let name = path.file_name().map_or_else(String::new, |n| {
                printable::line(&n.to_string_lossy()).into_owned()
            });
            let loaded = Scenario::from_file(&path).worded();
            (name, loaded.map(|s| Pick::File(path, s)))
        });
        picker.entries.splice(0..0, found);
        picker.select_last();
        Ok(picker)
    }

    /// The entry chosen, to open, its place kept for next time.
    pub fn chosen(&self) -> Result<Pick, String> {
        let (name, entry) = &self.entries[self.selected];
        keep_place(self.handed.place.as_deref(), name);
        entry.clone()
    }

    pub fn up(&mut self) {
        self.selected = self.selected.saturating_sub(1);
    }

    pub fn down(&mut self) {
        self.selected = (self.selected + 1).min(self.entries.len() - 1);
    }

    /// The first live position, which the heading stands above.
    fn live_from(&self) -> Option<usize> {
        self.entries
            .iter()
            .position(|(_, e)| matches!(e, Ok(Pick::Live(_))))
    }

    /// The row the entry `at` starts on: two rows each, and two for the
    /// heading above the live positions.
    fn row_of(&self, at: usize) -> usize {
        let heading = self.live_from().is_some_and(|l| at >= l);
        2 * at + if heading { 2 } else { 0 }
    }

    /// The entry drawn at a row of a list `height` rows high (two rows
    /// each); none on the heading.
    pub fn entry_at_row(&self, row: usize, height: usize) -> Option<usize> {
        let row = self.row_of(self.first_shown(height)) + row;
        let at = match self.live_from() {
            Some(l) if row >= 2 * l + 2 => (row - 2) / 2,
            Some(l) if row >= 2 * l => return None,
            _ => row / 2,
        };
        (at < self.entries.len()).then_some(at)
    }

    /// The first entry shown in a list `height` rows high: the list
    /// scrolls to keep the selected one in the middle.
    fn first_shown(&self, height: usize) -> usize {
        let fits = (height / 2).max(1);
        // The heading takes an entry's rows.
        let rows = self.entries.len() + usize::from(self.live_from().is_some());
        let last = rows
            .saturating_sub(fits)
            .min(self.entries.len().saturating_sub(1));
        self.selected.saturating_sub(fits / 2).min(last)
    }

    /// The list and the preview in the picker's area.
    fn split(area: Rect) -> [Rect; 2] {
        Layout::horizontal([Constraint::Percentage(45), Constraint::Percentage(55)]).areas(area)
    }

    /// The inside of the list, where a click picks an entry.
    pub fn list_area(area: Rect) -> Rect {
        Block::new()
            .borders(Borders::TOP | Borders::RIGHT)
            .inner(Self::split(area)[0])
    }

    pub fn render(&self, area: Rect, buf: &mut Buffer, theme: Theme) {
        let [list, preview] = Self::split(area);
        let block = Block::new()
            .borders(Borders::TOP | Borders::RIGHT)
            .title(Span::styled(format!(" {} ", say!("picker-title")), theme.title()));
        let inner = block.inner(list);
        let first = self.first_shown(inner.height.into());
        Paragraph::new(self.list_lines(inner.width.into(), theme))
            .block(block)
            .scroll((self.row_of(first) as u16, 0))
            .render(list, buf);
        self.render_preview(preview, buf, theme);
    }

    fn list_lines(&self, width: usize, theme: Theme) -> Vec<Line<'static>> {
        let mut out = Vec::new();
        let live = self.live_from();
        for (i, (name, entry)) in self.entries.iter().enumerate() {
            if Some(i) == live {
                out.push(Line::styled(
                    clip(&say!("picker-live-heading"), width),
                    theme.title(),
                ));
                out.push(Line::from(format!(
                    "  {}",
                    clip(&say!("picker-live-under"), width.saturating_sub(2))
                )));
            }
            let mark = if i == self.selected { "▶ " } else { "  " };
            let style = if i == self.selected {
                theme.current()
            } else {
                theme.title()
            };
            out.push(Line::styled(format!("{mark}{name}"), style));
            let title = match entry {
                Ok(pick) => pick.about()[0].clone(),
                Err(_) => say!("picker-broken"),
            };
            out.push(Line::from(format!(
                "    {}",
                clip(&title, width.saturating_sub(4))
            )));
        }
        out
    }

    fn render_preview(&self, area: Rect, buf: &mut Buffer, theme: Theme) {
        let (name, entry) = &self.entries[self.selected];
        let block = Block::new()
            .borders(Borders::TOP)
            .title(Span::styled(format!(" {name} "), theme.title()));
        let inner = block.inner(area);
        block.render(area, buf);
        let pick = match entry {
            Ok(pick) => pick,
            Err(e) => {
                return Paragraph::new(e.clone())
                    .wrap(Wrap { trim: false })
                    .render(inner, buf);
            }
        };
        if let Pick::Live(live) = pick {
            return render_live(&live.1, inner, buf, theme);
        }
        let [title, source, note] = pick.about();
        let about = vec![
            Line::styled(title, theme.title()),
            Line::from(vec![
                Span::styled(say!("picker-source"), theme.title()),
                Span::raw(source),
            ]),
            Line::from(note),
        ];
        let about = Paragraph::new(about).wrap(Wrap { trim: true });
        let tall = (about.line_count(inner.width) as u16).min(inner.height / 2);
        let [text, tree] = Layout::vertical([Constraint::Length(tall + 1), Constraint::Fill(1)]).areas(inner);
        about.render(text, buf);
        if let Pick::Scenario(s) | Pick::File(_, s) = pick {
            preview_tree(s, tree, buf, theme);
        }
    }
}

/// A live position: its title, the board, the rules, the search and its
/// depth, why it is here, and the command line that opens the same.
fn render_live(p: &Preview, area: Rect, buf: &mut Buffer, theme: Theme) {
    let mut lines = vec![Line::styled(p.title.clone(), theme.title()), Line::default()];
    lines.extend(p.board.iter().map(|row| Line::from(format!("  {row}"))));
    lines.push(Line::default());
    for (what, value) in &p.facts {
        lines.push(Line::from(vec![
            Span::styled(format!("{what}: "), theme.title()),
            Span::raw(value.clone()),
        ]));
    }
    lines.push(Line::default());
    lines.push(Line::from(p.note.clone()));
    lines.push(Line::default());
    lines.push(Line::styled(p.command.clone(), theme.dim()));
    Paragraph::new(lines).wrap(Wrap { trim: false }).render(area, buf);
}

/// The scenario's tree before any search.
fn preview_tree(s: &Scenario, area: Rect, buf: &mut Buffer, theme: Theme) {
    let outline = Outline {
        tree: Some(&s.tree),
        run: None,
        view: Default::default(),
        limit: s.depth,
        hide_leaves: false,
        types: false,
        names: Default::default(),
        changed: &[],
    };
    let view = TreeView::default();
    let open = Openness::new(&view, &outline, &[]);
    TreePane {
        nodes: &outline,
        open: &open,
        offset: 0,
        current: None,
        selected: None,
        theme,
        block: Block::new()
            .borders(Borders::TOP)
            .title(format!(" {} ", say!("tree-title"))),
        marks: Default::default(),
    }
    .render(area, buf);
}

/// The text cut to `width` characters, with "…" where it was cut.
fn clip(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let kept: String = text.chars().take(width.saturating_sub(1)).collect();
    format!("{kept}…")
}
