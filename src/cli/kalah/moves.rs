//! `gametree kalah move`: plays pits in order and prints the position.

use super::BoardArgs;
use crate::game::kalah::{PitError, Position, Rules, Winner};
use crate::say;
use crate::words::errors::InWords;
use crate::words::errors::Worded;
use crate::words::kalah::side_name;
use clap::Args;
use serde_json::json;

#[derive(Args)]
pub struct MoveArgs {
    #[command(flatten)]
    pub board: BoardArgs,
    /// The pits to sow from (1..P), in order; each player's pits are
    /// numbered 1..P in sowing order.
    pub pits: Vec<usize>,
}

pub fn run(a: &MoveArgs) -> Result<(), String> {
    let rules = a.board.rules;
    let mut pos = a.board.position().worded()?;
    for (i, &pit) in a.pits.iter().enumerate() {
        if let Err(why) = pos.check_pit(&rules, pit) {
            return Err(illegal(&pos, pit, i + 1, why));
        }
        pos = pos.play(&rules, pit);
    }
    crate::cli::out::json(&position_json(&rules, &pos));
    Ok(())
}

/// Why the `nth` move cannot be played, naming the legal moves.
fn illegal(pos: &Position, pit: usize, nth: usize, why: PitError) -> String {
    let board = pos.to_string();
    if why == PitError::GameOver {
        return say!("kalah-move-over", nth = nth, pit = pit, board = board);
    }
    let legal: Vec<String> = pos.legal_pits().map(|p| p.to_string()).collect();
    say!(
        "kalah-move-illegal",
        nth = nth,
        pit = pit,
        why = why.in_words(),
        side = side_name(pos.to_move),
        board = board,
        legal = legal.join(", ")
    )
}

/// The position as `kalah move` prints it.
pub fn position_json(rules: &Rules, pos: &Position) -> serde_json::Value {
    let winner = pos.winner(rules).map(|w| match w {
        Winner::Side(s) => s.key(),
        Winner::Draw => "draw",
    });
    json!({
        "board": pos.counts(),
        "to_move": pos.to_move.key(),
        "over": pos.is_over(rules),
        "winner": winner,
    })
}
