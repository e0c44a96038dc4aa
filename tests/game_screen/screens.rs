//! The game screen as drawn: Kalah at the start and after a move pair at
//! 100×30 and 80×24, the move tree of a small position, the help, a tiny
//! terminal; the move tree opens and q comes back to the game.

use super::{app, connect4, kalah, nim, options, screen, send, tictactoe};
use gametree::game::connect4::ConnectFour;
use gametree::session::connect4::ConnectFourTable;
use gametree::session::{Options, Session};
use gametree::tui::app::{self as ui_app, Screen};
use gametree::tui::keys::Message;

#[test]
fn kalah_at_the_start() {
    insta::assert_snapshot!(screen(&mut app(kalah(6, 6, options(6))), 100, 30));
}

#[test]
fn kalah_after_a_move_and_the_computers_answer() {
    let mut a = app(kalah(6, 6, options(6)));
    send(&mut a, &[Message::Type('3'), Message::Tick]);
    insta::assert_snapshot!(screen(&mut a, 100, 30));
}

#[test]
fn kalah_after_a_move_at_80_by_24() {
    let mut a = app(kalah(6, 6, options(6)));
    send(&mut a, &[Message::Type('3'), Message::Tick]);
    insta::assert_snapshot!(screen(&mut a, 80, 24));
}

#[test]
fn kalah_capture_marked_on_the_board() {
    // 3 pits × 2 stones: South's pit 3 reaches North's pit 1 (2 → 3) and takes it.
    let mut a = app(kalah(3, 2, options(3)));
    send(&mut a, &[Message::Type('3')]);
    insta::assert_snapshot!(screen(&mut a, 80, 24));
}

#[test]
fn move_tree_of_three_pits_two_stones_at_depth_3() {
    let mut a = app(kalah(3, 2, options(3)));
    send(&mut a, &[Message::TreeHere, Message::End]);
    assert!(matches!(a.screen, Screen::Tutor(_)));
    insta::assert_snapshot!(screen(&mut a, 100, 30));
}

#[test]
fn tictactoe_after_a_move_pair() {
    let mut a = app(tictactoe(3));
    send(&mut a, &[Message::Type('b'), Message::Type('2'), Message::Tick]);
    insta::assert_snapshot!(screen(&mut a, 80, 24));
}

#[test]
fn nim_after_a_move_pair() {
    let mut a = app(nim(7));
    send(&mut a, &[Message::Type('2'), Message::Tick]);
    insta::assert_snapshot!(screen(&mut a, 80, 24));
}

#[test]
fn help_lists_the_game_keys_and_the_board_marks() {
    let mut a = app(kalah(6, 6, options(6)));
    send(&mut a, &[Message::ToggleHelp]);
    let text = screen(&mut a, 100, 30);
    for what in ["undo", "move tree", "stone by stone", "✕n captured", "↻"] {
        assert!(text.contains(what), "no {what:?} in the help:\n{text}");
    }
}

#[test]
fn a_tiny_terminal_asks_to_enlarge_the_window() {
    let text = screen(&mut app(kalah(6, 6, options(6))), 50, 12);
    assert!(text.contains("enlarge the window"), "{text}");
}

#[test]
fn the_tree_opens_on_the_computers_decision_and_q_comes_back() {
    let mut a = app(kalah(3, 2, options(3)));
    send(&mut a, &[Message::Type('3'), Message::Tick, Message::Tree]);
    let text = screen(&mut a, 100, 30);
    assert!(text.contains("Kalah, North to move"), "{text}");
    // A note first says where to read how the tree and the choice differ.
    assert!(
        text.contains("i: how this tree differs from the computer's choice"),
        "{text}"
    );
    send(&mut a, &[Message::ToggleInfo]);
    let text = screen(&mut a, 100, 30);
    assert!(
        text.contains("This is plain alpha-beta from the position"),
        "{text}"
    );
    send(&mut a, &[Message::Escape, Message::Forward]);
    let text = screen(&mut a, 100, 30);
    assert!(text.contains("q game"), "the key bar says where q goes:\n{text}");
    send(&mut a, &[Message::Quit]);
    assert!(matches!(a.screen, Screen::Game(_)) && !a.quit);
    let text = screen(&mut a, 100, 30);
    assert!(text.contains("South (you) to move"), "{text}");
    // Esc comes back too; Ctrl-C quits from the tree.
    send(&mut a, &[Message::Tree, Message::Escape]);
    assert!(matches!(a.screen, Screen::Game(_)) && !a.quit);
    send(&mut a, &[Message::Tree, Message::Interrupt]);
    assert!(a.quit);
    // q on the game quits.
    let mut b = app(kalah(3, 2, options(3)));
    ui_app::update(&mut b, Message::Quit);
    assert!(b.quit);
}

#[test]
fn the_computers_move_comes_in_under_the_help() {
    let mut a = app(kalah(3, 2, options(3)));
    send(&mut a, &[Message::Type('1'), Message::ToggleHelp, Message::Tick]);
    assert!(a.help, "the timer leaves the help up");
    send(&mut a, &[Message::Escape]);
    assert!(!a.help && !a.quit);
    let text = screen(&mut a, 100, 30);
    assert!(text.contains("North chose"), "{text}");
}

#[test]
fn the_status_line_says_the_computer_is_thinking() {
    let mut a = app(kalah(3, 2, options(3)));
    send(&mut a, &[Message::Type('1')]);
    let text = screen(&mut a, 100, 30);
    assert!(text.contains("North is thinking… (depth 3)"), "{text}");
}

/// Where `text` is drawn on the screen: its first character's column and row.
fn find(a: &mut gametree::tui::app::App, width: u16, height: u16, text: &str) -> (u16, u16) {
    let buf = ui_app::frame(a, width, height);
    for y in 0..height {
        let row: Vec<&str> = (0..width).map(|x| buf[(x, y)].symbol()).collect();
        let line: String = row.concat();
        if let Some(at) = line.find(text) {
            // The column counts characters, not bytes.
            return (line[..at].chars().count() as u16, y);
        }
    }
    panic!("no {text:?} on the screen");
}

/// A row of the screen, as text.
fn number_row(a: &mut gametree::tui::app::App, width: u16, height: u16, y: u16) -> String {
    let buf = ui_app::frame(a, width, height);
    (0..width)
        .map(|x| buf[(x, y)].symbol())
        .collect::<Vec<_>>()
        .concat()
}

#[test]
fn a_click_on_a_pit_plays_it() {
    for (width, height) in [(100, 30), (80, 24)] {
        let mut a = app(kalah(6, 6, options(2)));
        // South's pit 4: its cell, two rows above its number (the
        // numbers' row has the cursor on pit 1).
        let (x, y) = find(&mut a, width, height, "[1]");
        let row = number_row(&mut a, width, height, y);
        let four = x + row.chars().skip(x.into()).position(|c| c == '4').unwrap() as u16;
        send(&mut a, &[Message::Click { x: four, y: y - 2 }]);
        let text = screen(&mut a, width, height);
        assert!(text.contains("South sowed 6 stones from pit 4"), "{text}");
        // North's pits are not South's to click.
        send(&mut a, &[Message::Tick]);
        let (x, y) = find(&mut a, width, height, "  North ");
        send(&mut a, &[Message::Click { x: x + 10, y }]);
        let text = screen(&mut a, width, height);
        assert!(text.contains("South (you) to move"), "{text}");
    }
}

#[test]
fn a_click_on_an_empty_pit_is_refused() {
    let mut a = app(kalah(3, 2, options(2)));
    send(&mut a, &[Message::Type('1'), Message::Tick]);
    // The cursor is on pit 2, the first legal one; pit 1 is left of it.
    let (x, y) = find(&mut a, 100, 30, "[2]");
    let row = number_row(&mut a, 100, 30, y);
    let one = row.chars().take(x.into()).collect::<String>().rfind('1').unwrap() as u16;
    send(&mut a, &[Message::Click { x: one, y: y - 2 }]);
    let text = screen(&mut a, 100, 30);
    assert!(text.contains("South's pit 1 is empty: legal are"), "{text}");
}

#[test]
fn a_click_on_a_cell_plays_it_and_on_a_coin_takes_it() {
    let mut a = app(tictactoe(3));
    let (x, y) = find(&mut a, 80, 24, "b2");
    send(&mut a, &[Message::Click { x, y }]);
    let text = screen(&mut a, 80, 24);
    assert!(text.contains("X b2"), "{text}");
    let mut a = app(nim(7));
    // The coins are drawn four columns wide at 80×24, a column apart.
    let (x, y) = find(&mut a, 80, 24, "▄██▄ ▄██▄ ▄██▄ ▄██▄ ▄██▄ ▄██▄ ▄██▄");
    // The sixth coin, on its lower row: take it and the last.
    send(
        &mut a,
        &[Message::Click {
            x: x + 5 * 5 + 2,
            y: y + 1,
        }],
    );
    let text = screen(&mut a, 80, 24);
    assert!(text.contains("5 coins left"), "{text}");
}

#[test]
fn the_sow_keys_are_only_for_kalah() {
    let bar = |a: &mut gametree::tui::app::App| {
        let text = screen(a, 100, 30);
        text.lines().last().unwrap().to_string()
    };
    assert!(bar(&mut app(kalah(6, 6, options(6)))).contains("s sow"));
    for mut a in [app(tictactoe(3)), app(nim(7))] {
        let line = bar(&mut a);
        assert!(!line.contains("s sow"), "{line}");
        send(&mut a, &[Message::ToggleHelp]);
        let help = screen(&mut a, 100, 30);
        assert!(!help.contains("stone by stone"), "{help}");
    }
}

#[test]
fn the_seed_fits_the_side_column_at_80_columns() {
    let mut a = app(kalah(
        6,
        6,
        super::Options {
            random: true,
            seed: 53991,
            ..options(2)
        },
    ));
    send(&mut a, &[Message::Type('3'), Message::Tick]);
    let text = screen(&mut a, 80, 24);
    assert!(text.contains("--seed 53991 replays"), "{text}");
    let text = screen(&mut a, 100, 30);
    assert!(text.contains("seed 53991 (--seed replays)"), "{text}");
}

/// `y`: the position as the command line that starts the game there
/// again, in a box over the screen; Esc and y close it, and the game is
/// left as it was.
#[test]
fn y_shows_the_position_as_a_command_line() {
    let mut a = app(kalah(6, 6, options(6)));
    send(&mut a, &[Message::Type('3'), Message::Tick]);
    let before = screen(&mut a, 100, 30);
    send(&mut a, &[Message::PositionLine]);
    let text = screen(&mut a, 100, 30);
    insta::assert_snapshot!(text);
    assert!(
        text.contains(
            "gametree kalah --board 7,6,0,7,7,7,1,0,8,7,7,7,7,1 --to-move south --rules book --no-random"
        ),
        "{text}"
    );
    for close in [Message::Escape, Message::PositionLine] {
        send(&mut a, &[close]);
        assert_eq!(screen(&mut a, 100, 30), before);
        send(&mut a, &[Message::PositionLine]);
    }
}

/// The box follows the game: the computer's answer, come in under it,
/// shows there, and is offered to the clipboard again.
#[test]
fn the_position_box_follows_a_move_made_under_it() {
    let mut a = app(kalah(3, 2, options(3)));
    send(&mut a, &[Message::Type('3'), Message::PositionLine]);
    let asked = a.command_line().unwrap();
    assert!(asked.contains("--to-move north"), "{asked}");
    assert_eq!(a.take_clipboard().as_deref(), Some(asked.as_str()));
    send(&mut a, &[Message::Tick]);
    let now = a.command_line().unwrap();
    assert_ne!(now, asked);
    let text = screen(&mut a, 100, 30);
    assert!(text.contains(&now) && !text.contains(&asked), "{text}");
    assert_eq!(a.take_clipboard(), Some(now));
    assert_eq!(a.take_clipboard(), None);
}

/// The three games after a move pair, as the game screen draws them at
/// 80×24, 100×30 and 160×50: the board grows with the screen.
#[test]
fn the_board_grows_with_the_screen() {
    type Open = fn() -> gametree::tui::app::App;
    let games: [(&str, Open, &[Message]); 4] = [
        (
            "kalah",
            || app(kalah(6, 6, options(6))),
            &[Message::Type('3'), Message::Tick],
        ),
        (
            "tictactoe",
            || app(tictactoe(3)),
            &[Message::Type('b'), Message::Type('2'), Message::Tick],
        ),
        ("nim", || app(nim(23)), &[Message::Type('2'), Message::Tick]),
        (
            "connect4",
            || app(connect4(7, 6)),
            &[Message::Type('d'), Message::Tick],
        ),
    ];
    for (name, open, keys) in games {
        let mut heights = Vec::new();
        for (w, h) in [(80, 24), (100, 30), (160, 50)] {
            let mut a = open();
            send(&mut a, keys);
            let text = screen(&mut a, w, h);
            insta::assert_snapshot!(format!("{name}_{w}x{h}"), text);
            heights.push(board_rows(&text));
        }
        // At 160×50 the board takes more rows than at 80×24.
        assert!(heights[2] > heights[0], "{name}: {heights:?}");
    }
}

/// The rows between the board's panel title and the last move.
fn board_rows(text: &str) -> usize {
    let lines: Vec<&str> = text.lines().collect();
    let top = lines.iter().position(|l| l.contains(" Board ")).unwrap();
    let last = lines.iter().position(|l| l.contains("Last move:")).unwrap();
    last - top
}

/// P: presenter mode, the board, the last move and the computer's choice
/// across the screen, the side column gone; P again brings it back. P is
/// no pit, cell or number typed.
#[test]
fn presenter_mode_fills_the_screen_with_the_board() {
    for (w, h) in [(80, 24), (100, 30), (160, 50)] {
        let mut a = app(kalah(6, 6, options(6)));
        send(&mut a, &[Message::Type('3'), Message::Tick]);
        let side = screen(&mut a, w, h);
        send(&mut a, &[Message::TogglePresent]);
        let text = screen(&mut a, w, h);
        insta::assert_snapshot!(format!("kalah_presented_{w}x{h}"), text);
        assert!(!text.contains("Players") && !text.contains("Moves "), "{text}");
        assert!(
            text.contains("North chose 1, value -2") && text.contains("Last move:"),
            "{text}"
        );
        send(&mut a, &[Message::TogglePresent]);
        assert_eq!(screen(&mut a, w, h), side);
    }
    let mut a = app(tictactoe(3));
    send(
        &mut a,
        &[
            Message::TogglePresent,
            Message::Type('b'),
            Message::Type('2'),
            Message::Tick,
        ],
    );
    insta::assert_snapshot!("tictactoe_presented_100x30", screen(&mut a, 100, 30));
}

/// Each game's help lists what applies to it: the move as its game types
/// it, perfect play only for Kalah, presenter mode for all three.
#[test]
fn each_games_help_is_its_own() {
    let help = |mut a: gametree::tui::app::App| {
        send(&mut a, &[Message::ToggleHelp]);
        screen(&mut a, 100, 30)
    };
    let kalah = help(app(kalah(6, 6, options(6))));
    let tictactoe = help(app(tictactoe(3)));
    let nim = help(app(nim(7)));
    for (text, typed, other) in [
        (&kalah, "play the pit of that number", "cell"),
        (&tictactoe, "play that cell, column then row", "pit"),
        (&nim, "take that many coins", "pit"),
    ] {
        assert!(text.contains(typed) && !text.contains(other), "{text}");
        assert!(
            text.contains("presenter mode: the board fills the screen"),
            "{text}"
        );
    }
    assert!(kalah.contains("perfect play"), "{kalah}");
    for text in [&tictactoe, &nim] {
        assert!(!text.contains("perfect play"), "{text}");
    }
}

/// Once the move tree is open, the build's flag no longer gives up the
/// tutor's own recordings: the compare view records minimax and opens
/// (it had been refused as "too many to step through" on any tree).
#[test]
fn the_move_tree_opens_the_compare_view_after_it_is_built() {
    let mut a = app(kalah(3, 2, options(3)));
    send(&mut a, &[Message::Type('3'), Message::Tick, Message::Tree]);
    send(&mut a, &[Message::ToggleCompare]);
    let Screen::Tutor(t) = &a.screen else {
        panic!("the tree is open")
    };
    assert!(t.compare.is_some(), "{:?}", t.note);
    let text = screen(&mut a, 100, 30);
    assert!(!text.contains("too many"), "{text}");
}

/// O, the computer, can make four at once in b or f: it takes one of them
/// and says so, where a search that values every win alike took c.
#[test]
fn connect4_the_computer_takes_the_four_at_once() {
    let (game, pos) = ConnectFour::parse("......./......./......./......./..XX.../X.OOO.X").unwrap();
    let options = Options {
        random: true,
        seed: 3,
        ..options(5)
    };
    let mut a = app(Session::at(ConnectFourTable { game }, options, pos));
    send(&mut a, &[Message::Tick]);
    let text = screen(&mut a, 100, 30);
    assert!(text.contains("O wins"), "{text}");
    assert!(
        text.contains("wins in 1 ply: the quickest of 7 moves of"),
        "{text}"
    );
    assert!(text.contains("equally good: b f; drawn at random"), "{text}");
}
