//! `gametree kalah move`: plays pits in order and prints the position.

use super::BoardArgs;
use crate::game::kalah::{Position, Rules, Winner};
use crate::say;
use crate::session::kalah::side_name;
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
    let mut pos = a.board.position()?;
    for (i, &pit) in a.pits.iter().enumerate() {
        if !pos.is_legal(&rules, pit) {
            return Err(illegal(&rules, &pos, pit, i + 1));
        }
        pos = pos.play(&rules, pit);
    }
    println!("{}", position_json(&rules, &pos));
    Ok(())
}

/// Why a move cannot be played, naming the legal moves.
fn illegal(rules: &Rules, pos: &Position, pit: usize, nth: usize) -> String {
    let board = pos.to_string();
    if pos.is_over(rules) {
        return say!("kalah-move-over", nth = nth, pit = pit, board = board);
    }
    let side = side_name(pos.to_move);
    let legal: Vec<String> = pos.legal_pits().map(|p| p.to_string()).collect();
    let why = if (1..=pos.pits()).contains(&pit) {
        say!("kalah-pit-empty", side = side.as_str(), pit = pit)
    } else {
        say!("kalah-no-such-pit", pit = pit, pits = pos.pits())
    };
    say!(
        "kalah-move-illegal",
        nth = nth,
        pit = pit,
        why = why,
        side = side,
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
