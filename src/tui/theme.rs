//! Styles. Meaning is always carried by a symbol or a word too; colour
//! only helps. In monochrome mode (`NO_COLOR`, `--no-color`) no style sets
//! a colour, so that no colour command reaches the terminal: crossterm
//! drops bold and reversed text when colours change under `NO_COLOR`.

use ratatui::style::{Color, Modifier, Style};
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Theme {
    pub color: bool,
    pub palette: Palette,
}

/// The colours for a dark or a light terminal, or none at all for a
/// projector: high contrast keeps bold, reversed and underlined text only,
/// and never dims.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Palette {
    Dark = 0,
    Light = 1,
    HighContrast = 2,
}

impl std::str::FromStr for Palette {
    type Err = ();
    fn from_str(s: &str) -> Result<Palette, ()> {
        match s {
            "dark" => Ok(Palette::Dark),
            "light" => Ok(Palette::Light),
            "high-contrast" => Ok(Palette::HighContrast),
            _ => Err(()),
        }
    }
}

impl Theme {
    pub const COLOR: Theme = Theme {
        color: true,
        palette: Palette::Dark,
    };
    pub const MONO: Theme = Theme {
        color: false,
        palette: Palette::Dark,
    };

    /// The theme the settings choose: their palette, and colour unless
    /// they turned it off (`--no-color`, `NO_COLOR`, the file).
    pub fn chosen(settings: &crate::config::Settings) -> Theme {
        let palette = match settings.theme {
            crate::config::Theme::Dark => Palette::Dark,
            crate::config::Theme::Light => Palette::Light,
            crate::config::Theme::HighContrast => Palette::HighContrast,
        };
        Theme {
            color: settings.color,
            palette,
        }
        .with(palette)
    }

    /// The theme with a palette; high contrast sets no colour.
    pub fn with(self, palette: Palette) -> Theme {
        Theme {
            color: self.color && palette != Palette::HighContrast,
            palette,
        }
    }

    /// A colour on top of a style, in colour mode only. The colours are the
    /// terminal's own named ones; on a light background the pale ones
    /// (yellow, cyan) give way to darker ones.
    fn tint(self, style: Style, color: Color) -> Style {
        let color = match (self.palette, color) {
            (Palette::Light, Color::Yellow) => Color::Blue,
            (Palette::Light, Color::Cyan) => Color::Blue,
            (_, c) => c,
        };
        if self.color { style.fg(color) } else { style }
    }

    pub fn plain(self) -> Style {
        Style::new()
    }

    /// Not reached yet, or out of the search; plain in high contrast,
    /// where dim text washes out.
    pub fn dim(self) -> Style {
        match self.palette {
            Palette::HighContrast => Style::new(),
            _ => Style::new().add_modifier(Modifier::DIM),
        }
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
        self.tint(self.dim(), Color::Red)
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
