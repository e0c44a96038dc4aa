//! The terminal tutor. Elm-style: input becomes a [`keys::Message`],
//! [`app::update`] changes the [`app::App`], [`app::render`] draws from it
//! and changes nothing. A cursor over a recorded trace ([`run::Run`])
//! drives every view. The tutor works over any [`subject::Subject`]: a
//! scenario with its whole tree, or a game searched live with only its
//! trace and a drawing of the selected position.

pub mod app;
pub mod chrome;
pub mod code_panel;
pub mod compare;
pub mod counters_panel;
pub mod decision;
pub mod game_screen;
pub mod keys;
pub mod maxn_story;
pub mod picker;
pub mod proof_story;
pub mod screen;
pub mod search_story;
pub mod step_panel;
pub mod story;
pub mod terminal;
pub mod theme;
pub mod tree_pane;
pub mod tutor;

pub use app::App;
pub use theme::Theme;
