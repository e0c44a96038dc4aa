//! Kalah's board and move input: a board as `kalah move --board` reads
//! it, the side to move and the rules from the first byte, then pits
//! played from the rest, each checked as `kalah move` checks it; a
//! shallow search of where it ends.
#![no_main]

use gametree::game::kalah::{Evaluation, Kalah, Rules, Side, parse_board};
use gametree::record::search::Counters;
use gametree::search::{self, Algorithm, Setup};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let (board, pits) = match rest.iter().position(|&b| b == b';') {
        Some(at) => (&rest[..at], &rest[at + 1..]),
        None => (rest, &[][..]),
    };
    let Ok(board) = std::str::from_utf8(board) else {
        return;
    };
    let rules = [Rules::BOOK, Rules::STANDARD, Rules::EMPTY_CAPTURE][usize::from(first % 3)];
    let side = if first & 4 == 0 { Side::South } else { Side::North };
    let Ok(pos) = parse_board(board, side) else {
        return;
    };
    let mut pos = pos.settled(&rules);
    for &b in pits.iter().take(64) {
        let pit = usize::from(b % 10);
        if pos.check_pit(&rules, pit).is_ok() {
            pos = pos.play(&rules, pit);
        }
    }
    let game = Kalah::new(rules, Evaluation::Store, &pos);
    let setup = Setup {
        depth: Some(u32::from(first >> 5) % 4 + 1),
        ..Setup::new(Algorithm::AlphaBeta)
    };
    search::search(&game, &pos, setup, &mut Counters::default());
});
