//! Every screen the program opens on, and input made of bytes: shared by
//! the key-sequence property test (`tests/game_screen/any_keys.rs`) and
//! the fuzz target that drives the tutor (`fuzz/fuzz_targets/keys.rs`).

// The game screen's set-ups, as the other tests make them (a path of
// its own, since the fuzz target includes this file alone).
#[path = "play.rs"]
pub mod play;

use gametree::game::tictactoe::{self, TicTacToe};
use gametree::scenario::bundled;
use gametree::scenario::games::NamedGame;
use gametree::search::{Algorithm, Setup};
use gametree::session::Session;
use gametree::session::kalah::KalahTable;
use gametree::session::nim::NimTable;
use gametree::session::tictactoe::TicTacToeTable;
use gametree::story::proof::ProofStory;
use gametree::subject::named_game;
use gametree::tui::app::{self, App};
use gametree::tui::game_screen::{Drawable, Play};
use gametree::tui::keys::Message;
use gametree::tui::theme::Theme;
use gametree::tui::tutor::Tutor;
use play::{book_kalah, human_against_computer as options};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The screens of the live games (after two per bundled scenario).
const LIVE: usize = 10;

/// How many screens there are.
pub fn count() -> usize {
    2 * bundled::ALL.len() + LIVE
}

/// Screen `which` (modulo `count`): the tutor on each bundled scenario
/// with its own algorithm and with minimax, then the picker, the named
/// games searched live and proved, and the game screens on small boards.
pub fn opened(which: usize) -> App {
    let theme = Theme::MONO;
    let n = bundled::ALL.len();
    match which % count() {
        w if w < 2 * n => {
            let s = bundled::ALL[w % n].load().unwrap();
            let setup = match w < n {
                true => s.default_setup(),
                false => s.setup(Algorithm::Minimax, None, gametree::search::Rule::Equality),
            };
            match Tutor::for_scenario(s, setup) {
                Ok(t) => App::with_tutor(t, theme),
                // A tree minimax cannot take (max^n): the picker instead.
                Err(_) => App::picker(theme),
            }
        }
        w => live(w - 2 * n, theme),
    }
}

fn live(which: usize, theme: Theme) -> App {
    let search = |game, algorithm| {
        let setup = Setup {
            depth: Some(4),
            ..Setup::new(algorithm)
        };
        App::with_tutor(Tutor::open(named_game(game), setup).unwrap(), theme)
    };
    let proof = |game: NamedGame| {
        let story = ProofStory::open(game, game.provable_problem(), false);
        App::with_tutor(Tutor::new(story), theme)
    };
    match which {
        0 => App::picker(theme),
        1 => search(NamedGame::nim(7), Algorithm::AlphaBeta),
        2 => search(NamedGame::TICTACTOE, Algorithm::Minimax),
        3 => search(NamedGame::nim(9), Algorithm::IterativeDeepening),
        4 => proof(NamedGame::nim(7)),
        5 => proof(NamedGame::TICTACTOE),
        6 => game(kalah(3, 2), theme),
        7 => game(kalah(4, 3), theme),
        8 => game(tictactoe(), theme),
        _ => game(Session::new(NimTable { coins: 7 }, options(7)), theme),
    }
}

fn game<T: Drawable>(session: Session<T>, theme: Theme) -> App {
    App::game(Box::new(Play::new(session)), theme)
}

fn kalah(pits: usize, stones: u8) -> Session<KalahTable> {
    Session::new(book_kalah(pits, stones), options(3))
}

fn tictactoe() -> Session<TicTacToeTable> {
    let table = TicTacToeTable {
        game: TicTacToe::new(3, tictactoe::Evaluation::Weighted),
    };
    Session::new(table, options(3))
}

/// What one press is: a key, the timer, a resize or a click.
#[derive(Clone, Copy, Debug)]
pub enum Input {
    Key(KeyCode),
    Tick,
    Resize(u16, u16),
    Click(u16, u16),
    Drag(u16, u16),
}

const KEYS: [KeyCode; 13] = [
    KeyCode::Enter,
    KeyCode::Esc,
    KeyCode::Tab,
    KeyCode::BackTab,
    KeyCode::Left,
    KeyCode::Right,
    KeyCode::Up,
    KeyCode::Down,
    KeyCode::Home,
    KeyCode::End,
    KeyCode::PageUp,
    KeyCode::PageDown,
    KeyCode::Backspace,
];

/// The input two bytes stand for: mostly a key (any printable character
/// or a named key), now and then the timer, a resize or a click.
pub fn input(kind: u8, arg: u8) -> Input {
    match kind % 32 {
        0 => Input::Tick,
        1 => Input::Resize(u16::from(arg % 160) + 1, u16::from(arg / 4 % 60) + 1),
        2 => Input::Click(u16::from(arg % 120), u16::from(arg / 3 % 40)),
        31 => Input::Drag(u16::from(arg % 120), u16::from(arg / 3 % 40)),
        3..=8 => Input::Key(KEYS[usize::from(arg) % KEYS.len()]),
        _ => Input::Key(KeyCode::Char(char::from(b' ' + arg % 95))),
    }
}

/// Takes one input as the event loop would (the timer also takes in the
/// work done in the background), then draws a frame of `size`.
pub fn press(a: &mut App, input: Input, size: &mut (u16, u16)) {
    let msg = match input {
        Input::Key(code) => a.key(KeyEvent::new(code, KeyModifiers::NONE)),
        Input::Tick => Some(Message::Tick),
        Input::Resize(width, height) => {
            *size = (width, height);
            Some(Message::Resize { width, height })
        }
        Input::Click(x, y) => Some(Message::Click { x, y }),
        Input::Drag(x, y) => Some(Message::Drag { x, y }),
    };
    // The settings popup changes the words of the whole process, the
    // other tests' in this binary too; tests/languages drives it. Writing
    // the edited tree would leave files wherever the tests run (typed
    // names and all); tests/tutor/edit.rs writes into a temporary folder.
    if let Some(m) = msg.filter(|m| !matches!(m, Message::Settings | Message::WriteTree)) {
        app::update(a, m);
    }
    if matches!(input, Input::Tick) {
        app::settle(a);
    }
    let frame = app::frame(a, size.0, size.1);
    assert_eq!((frame.area.width, frame.area.height), *size);
}

/// Opens screen `bytes[0]` and presses what the other bytes, two by two,
/// stand for, until the app quits.
pub fn drive(bytes: &[u8]) {
    let Some((&which, keys)) = bytes.split_first() else {
        return;
    };
    let mut a = opened(usize::from(which));
    let mut size = (100, 30);
    for pair in keys.chunks_exact(2) {
        press(&mut a, input(pair[0], pair[1]), &mut size);
        if a.quit {
            return;
        }
    }
}
