//! The scenario picker: the bundled scenarios with title and source, and a
//! preview of the selected one's tree.

use super::outline::Outline;
use super::theme::Theme;
use super::tree_pane::TreePane;
use super::tree_view::{Openness, TreeView};
use crate::scenario::{Scenario, bundled};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget, Wrap};

pub struct Picker {
    /// Each bundled scenario, or the error that keeps it from loading.
    pub entries: Vec<(&'static str, Result<Scenario, String>)>,
    pub selected: usize,
    /// Why the last scenario chosen could not open in the tutor.
    pub note: Option<String>,
}

impl Default for Picker {
    fn default() -> Picker {
        let entries = bundled::ALL
            .iter()
            .map(|b| (b.name, b.load().map_err(|e| e.to_string())))
            .collect();
        Picker {
            entries,
            selected: 0,
            note: None,
        }
    }
}

impl Picker {
    pub fn up(&mut self) {
        self.selected = self.selected.saturating_sub(1);
    }

    pub fn down(&mut self) {
        self.selected = (self.selected + 1).min(self.entries.len() - 1);
    }

    /// The list's rows: where each entry starts (two lines each).
    pub fn entry_at_row(&self, row: usize) -> Option<usize> {
        (row / 2 < self.entries.len()).then_some(row / 2)
    }

    pub fn render(&self, area: Rect, buf: &mut Buffer, theme: Theme) -> Rect {
        let [list, preview] =
            Layout::horizontal([Constraint::Percentage(45), Constraint::Percentage(55)]).areas(area);
        let block = Block::new()
            .borders(Borders::TOP | Borders::RIGHT)
            .title(Span::styled(" Scenarios · Enter opens ", theme.title()));
        let inner = block.inner(list);
        Paragraph::new(self.list_lines(inner.width.into(), theme))
            .block(block)
            .render(list, buf);
        self.render_preview(preview, buf, theme);
        inner
    }

    fn list_lines(&self, width: usize, theme: Theme) -> Vec<Line<'static>> {
        let mut out = Vec::new();
        for (i, (name, entry)) in self.entries.iter().enumerate() {
            let mark = if i == self.selected { "▶ " } else { "  " };
            let style = if i == self.selected {
                theme.current()
            } else {
                theme.title()
            };
            out.push(Line::styled(format!("{mark}{name}"), style));
            let title = match entry {
                Ok(s) => s.title.clone(),
                Err(_) => "(does not load: see the error)".into(),
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
        let s = match entry {
            Ok(s) => s,
            Err(e) => {
                return Paragraph::new(e.clone())
                    .wrap(Wrap { trim: false })
                    .render(inner, buf);
            }
        };
        let about = vec![
            Line::styled(s.title.clone(), theme.title()),
            Line::from(vec![
                Span::styled("Source: ", theme.title()),
                Span::raw(s.source.clone()),
            ]),
            Line::from(s.note.clone()),
        ];
        let about = Paragraph::new(about).wrap(Wrap { trim: true });
        let tall = (about.line_count(inner.width) as u16).min(inner.height / 2);
        let [text, tree] = Layout::vertical([Constraint::Length(tall + 1), Constraint::Fill(1)]).areas(inner);
        about.render(text, buf);
        preview_tree(s, tree, buf, theme);
    }
}

/// The scenario's tree before any search.
fn preview_tree(s: &Scenario, area: Rect, buf: &mut Buffer, theme: Theme) {
    let outline = Outline {
        tree: Some(&s.tree),
        run: None,
        view: Default::default(),
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
        block: Block::new().borders(Borders::TOP).title(" Tree "),
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
