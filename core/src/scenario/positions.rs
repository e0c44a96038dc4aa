//! The live positions the picker offers beside the textbook trees: the Kalah
//! opening under each rule set, a mid-game Kalah position, the slides'
//! tic-tac-toe position, Nim with 7 coins and a Connect Four position with two
//! threats. Each is a lesson file's item, with the same fields a lesson writes
//! (`Kalah(board: "...", rules: "book", depth: 9)`), so that it opens as
//! `gametree lesson` and `gametree open` open it.
//!
//! The depths were chosen by measuring: each opens (search and recording)
//! in well under a second in a release build (docs/performance.md).

use super::lesson::{Item, Show};
use crate::game::known::Kind;

/// A live position of the picker: its name in the list, the item that
/// opens it, and the message id of the note that says why it is there.
#[derive(Clone, Debug, PartialEq)]
pub struct Position {
    pub name: &'static str,
    pub item: Item,
    /// The message ids of its title, of the text it comes from and of why
    /// it is there.
    pub title: &'static str,
    pub source: &'static str,
    pub note: &'static str,
}

/// Kalah's opening: six pits of six stones (the Kalah chapter's board).
pub const KALAH_OPENING: &str = "6,6,6,6,6,6,0,6,6,6,6,6,6,0";

/// A Kalah game eight plies in under the book's rules (South 3, North 1,
/// South 4, North 1, South 6+1, North 5, South 2, North 4: the first of
/// them the depth-9 principal variation from the opening), South to move.
pub const KALAH_MIDGAME: &str = "2,1,4,4,12,0,5,3,13,10,0,1,10,7";

/// The slides' tic-tac-toe position (Bondarev's lecture 6, the minimax
/// example: X to move, five moves A-E, the best C), rows from the top.
pub const TICTACTOE_SLIDES: &str = ".X./O../X.O";

/// Two threats at once: X to move makes three in a row open at both ends
/// (b1 or e1), and O can block only one.
pub const CONNECT4_THREATS: &str = "......./......./......./......./..OO.../..XX...";

/// The depth each rule set's opening is searched to.
pub const OPENING_DEPTH: [(&str, u32); 3] = [("book", 9), ("standard", 9), ("empty-capture", 9)];

/// The mid-game position's depth: the Kalah chapter's six plies.
pub const MIDGAME_DEPTH: u32 = 6;

/// The live positions, in the order the picker lists them.
pub fn all() -> Vec<Position> {
    let kalah = |board: &str, rules: &str, depth: u32| {
        Item::Game(
            Kind::Kalah,
            Show {
                board: Some(board.into()),
                to_move: Some("south".into()),
                rules: Some(rules.into()),
                depth: Some(depth),
                ..Show::default()
            },
        )
    };
    let openings = OPENING_DEPTH.iter().map(|&(rules, depth)| Position {
        name: match rules {
            "book" => "kalah-book",
            "standard" => "kalah-standard",
            _ => "kalah-empty-capture",
        },
        item: kalah(KALAH_OPENING, rules, depth),
        title: "position-title-kalah-opening",
        source: "position-source-kalah",
        note: match rules {
            "book" => "position-note-kalah-book",
            "standard" => "position-note-kalah-standard",
            _ => "position-note-kalah-empty-capture",
        },
    });
    let others = [
        Position {
            name: "kalah-midgame",
            item: kalah(KALAH_MIDGAME, "book", MIDGAME_DEPTH),
            title: "position-title-kalah-midgame",
            source: "position-source-kalah",
            note: "position-note-kalah-midgame",
        },
        Position {
            name: "tictactoe-slides",
            item: Item::Game(
                Kind::TicTacToe,
                Show {
                    board: Some(TICTACTOE_SLIDES.into()),
                    eval: Some("weighted".into()),
                    depth: Some(2),
                    ..Show::default()
                },
            ),
            title: "position-title-tictactoe-slides",
            source: "position-source-slides",
            note: "position-note-tictactoe-slides",
        },
        Position {
            name: "nim-7-search",
            item: Item::Scenario(Show {
                name: Some("nim-7".into()),
                algo: Some("alphabeta".into()),
                ..Show::default()
            }),
            title: "position-title-nim",
            source: "game-source-nim",
            note: "position-note-nim",
        },
        Position {
            name: "connect4-threats",
            item: Item::Game(
                Kind::ConnectFour,
                Show {
                    board: Some(CONNECT4_THREATS.into()),
                    depth: Some(4),
                    ..Show::default()
                },
            ),
            title: "position-title-connect4-threats",
            source: "position-source-connect4",
            note: "position-note-connect4-threats",
        },
    ];
    openings.chain(others).collect()
}

impl Position {
    /// The command line that opens the same search (`gametree open kalah
    /// --board ... --rules book --depth 9`).
    pub fn command(&self) -> String {
        let show = self.item.show();
        let mut words = vec![
            "gametree open".to_string(),
            self.item.scenario().unwrap_or_default().to_string(),
        ];
        let mut flag = |name: &str, value: &Option<String>| {
            if let Some(v) = value {
                words.push(format!("--{name} {v}"));
            }
        };
        flag("board", &show.board);
        flag("to-move", &show.to_move);
        flag("rules", &show.rules);
        flag("eval", &show.eval);
        flag("algo", &show.algo);
        flag("depth", &show.depth.map(|d| d.to_string()));
        words.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_position_has_a_name_of_its_own_and_a_board_or_a_game() {
        let all = all();
        assert_eq!(all.len(), 7);
        let names: std::collections::HashSet<_> = all.iter().map(|p| p.name).collect();
        assert_eq!(names.len(), all.len());
        assert_eq!(
            all[0].command(),
            "gametree open kalah --board 6,6,6,6,6,6,0,6,6,6,6,6,6,0 --to-move south --rules book --depth 9"
        );
        assert_eq!(all[5].command(), "gametree open nim-7 --algo alphabeta");
    }
}
