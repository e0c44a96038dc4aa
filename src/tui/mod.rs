//! The terminal. Elm-style: input becomes a [`keys::Message`],
//! [`app::update`] changes the [`app::App`], [`app::draw`] draws from it
//! and changes nothing. The tutor draws a story (`crate::story`) as it
//! stands; the game screen draws a game in play.

pub mod app;
pub mod chrome;
pub mod class;
pub mod game_screen;
pub mod help;
pub mod keys;
pub mod picker;
#[cfg(feature = "serve")]
pub mod serve;
pub mod terminal;
pub mod theme;
pub mod tutor;

pub use app::App;
pub use theme::Theme;
