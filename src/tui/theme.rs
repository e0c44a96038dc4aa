//! Styles. Meaning is always carried by a symbol or a word too; colour
//! only helps. In monochrome mode (`NO_COLOR`, `--no-color`) no style sets
//! a colour, so that no colour command reaches the terminal: crossterm
//! drops bold and reversed text when colours change under `NO_COLOR`.

use ratatui::style::{Color, Modifier, Style};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    pub color: bool,
}

impl Theme {
    pub const COLOR: Theme = Theme { color: true };
    pub const MONO: Theme = Theme { color: false };

    /// Colour unless `--no-color` was given or `NO_COLOR` is set.
    pub fn from_env(no_color_flag: bool) -> Theme {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Theme {
            color: !(no_color_flag || no_color),
        }
    }

    /// A colour on top of a style, in colour mode only. The colours are the
    /// terminal's own named ones, which its palette keeps readable on its
    /// background, light or dark.
    fn tint(self, style: Style, color: Color) -> Style {
        if self.color { style.fg(color) } else { style }
    }

    pub fn plain(self) -> Style {
        Style::new()
    }

    /// Not reached yet, or out of the search.
    pub fn dim(self) -> Style {
        Style::new().add_modifier(Modifier::DIM)
    }

    /// Nodes on the current path (the recursion stack).
    pub fn path(self) -> Style {
        self.tint(Style::new().add_modifier(Modifier::BOLD), Color::Magenta)
    }

    /// The node or line the current event is about.
    pub fn current(self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
    }

    /// The node or line the user selected.
    pub fn selected(self) -> Style {
        Style::new().add_modifier(Modifier::UNDERLINED | Modifier::BOLD)
    }

    /// Subtrees a cut-off left unexamined.
    pub fn pruned(self) -> Style {
        self.tint(Style::new().add_modifier(Modifier::DIM), Color::Red)
    }

    /// Cut-offs in words and counters.
    pub fn cut(self) -> Style {
        self.tint(Style::new().add_modifier(Modifier::BOLD), Color::Red)
    }

    /// The principal variation.
    pub fn pv(self) -> Style {
        self.tint(Style::new().add_modifier(Modifier::BOLD), Color::Green)
    }

    /// Panel titles.
    pub fn title(self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// Keys in the key bar and the help.
    pub fn key(self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// A cut-off's link to the ancestor whose bound it cut with.
    pub fn link(self) -> Style {
        self.tint(Style::new().add_modifier(Modifier::BOLD), Color::Yellow)
    }

    /// The α/β window on the canvas's current path.
    pub fn window(self) -> Style {
        self.tint(Style::new(), Color::Cyan)
    }

    /// The border of the panel the arrow keys act on.
    pub fn focus(self) -> Style {
        self.tint(Style::new().add_modifier(Modifier::BOLD), Color::Magenta)
    }
}
