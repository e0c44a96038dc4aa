//! The computer's choice where its value is a win or a loss: among the
//! moves of that value, the one that wins in the fewest plies, or that
//! puts the loss off the longest. A depth-limited search values a win
//! alike however far off it is, so a computer that took the first best
//! move could leave a win in one for a win in five, or let a four be made
//! at once instead of blocking it. The recorded search is left as the
//! texts write it; the moves it found equally good are searched again,
//! each to 1, 2, 3 ... plies: the first depth that proves a move worth the
//! value is its distance.

use super::{Setup, alphabeta, searcher::Searcher};
use crate::game::{Game, Player};
use crate::record::search::Counters;
use crate::value::Value;

/// How far off the end of the game the chosen move is, against best play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Distance {
    /// Plies from the position (the move itself the first) to the end of
    /// the game at which the value is won or lost.
    pub plies: u32,
    /// Whether the player to move wins (else it loses).
    pub wins: bool,
    /// How many moves were worth the value: the choice is among the
    /// quickest (or longest) of them.
    pub of: usize,
}

/// Keeps of `best` (the moves worth a value that `wins` or loses for the
/// player to move) those that win in the fewest plies, or lose in the
/// most, in their order; `proves(move, plies)` says whether a move is
/// proved worth the value within that many plies. A move not proved by
/// `most` plies is left as it is (`None`): the value was a static
/// estimate's after all, or the loss lies beyond the horizon.
pub fn sort_out<M>(
    best: &mut Vec<M>,
    wins: bool,
    most: u32,
    mut proves: impl FnMut(&M, u32) -> bool,
) -> Option<Distance> {
    let of = best.len();
    let mut open: Vec<M> = std::mem::take(best);
    let mut distance = None;
    for plies in 1..=most {
        let (proved, not): (Vec<M>, Vec<M>) = open.into_iter().partition(|m| proves(m, plies));
        // The quickest wins are the first proved; the longest losses the
        // last: once no other is left unproved.
        let done = !proved.is_empty() && (wins || not.is_empty());
        open = if done { proved } else { not };
        if done {
            distance = Some(Distance { plies, wins, of });
            break;
        }
    }
    *best = open;
    distance
}

/// The farthest `setup` looks: its depth limit, with quiescence's
/// extension; without a limit, as deep as a tree from a file may go.
pub fn horizon(setup: Setup) -> u32 {
    let extension = if setup.quiescence {
        super::setup::MAX_EXTENSION
    } else {
        0
    };
    setup.depth.map_or(super::deep::MAX_DEPTH, |d| d + extension)
}

/// [`sort_out`] for any game, by the texts' alpha-beta: a move is proved
/// worth `value` within `plies` where alpha-beta from the position after
/// it, to `plies` − 1 more, reaches it with every position at the depth
/// limit worth the least it can be to the winner (so that only finished
/// games prove anything). Counts its nodes in `counters`.
pub fn by_search<G: Game>(
    game: &G,
    root: &G::Position,
    setup: Setup,
    (value, best): (Value, &mut Vec<G::Move>),
    counters: &mut Counters,
) -> Option<Distance> {
    let winner = game.won_by(value)?;
    let proving = Proving { game, winner };
    let proves = |mv: &G::Move, plies: u32| {
        let below = Setup {
            depth: Some(plies - 1),
            quiescence: false,
            ..setup
        };
        let child = game.play(root, mv);
        counters.nodes_generated += 1;
        let mut s = Searcher::new(&proving, below, counters);
        let at = s.add_root(&child);
        let v = alphabeta::value(&mut s, &child, at, value.below(), value.above());
        v == value || winner.prefers(v, value)
    };
    sort_out(best, winner == game.player(root), horizon(setup), proves)
}

/// A game whose positions at the depth limit are worth the least they
/// can be to `winner`: a search of it proves a value only by finished
/// games.
struct Proving<'a, G> {
    game: &'a G,
    winner: Player,
}

impl<G: Game> Game for Proving<'_, G> {
    type Position = G::Position;
    type Move = G::Move;

    fn evaluate(&self, pos: &G::Position) -> Value {
        match self.game.is_terminal(pos) {
            true => self.game.evaluate(pos),
            false => self.winner.initial_value(),
        }
    }

    // Everything else is the game's own (the order of the moves too).
    fn estimate(&self, pos: &G::Position) -> Option<Value> {
        self.game.estimate(pos)
    }

    fn player(&self, pos: &G::Position) -> Player {
        self.game.player(pos)
    }

    fn moves(&self, pos: &G::Position) -> Vec<G::Move> {
        self.game.moves(pos)
    }

    fn play(&self, pos: &G::Position, mv: &G::Move) -> G::Position {
        self.game.play(pos, mv)
    }

    fn is_terminal(&self, pos: &G::Position) -> bool {
        self.game.is_terminal(pos)
    }

    fn move_label(&self, pos: &G::Position, mv: &G::Move) -> String {
        self.game.move_label(pos, mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_keeps_the_first_proved_and_a_loss_the_last() {
        // Move m is proved at m plies.
        let mut best = vec![5, 3, 4, 3];
        let d = sort_out(&mut best, true, 9, |&m, plies| m <= plies);
        assert_eq!((best, d.map(|d| (d.plies, d.of))), (vec![3, 3], Some((3, 4))));
        let mut best = vec![5, 3, 5, 4];
        let d = sort_out(&mut best, false, 9, |&m, plies| m <= plies);
        assert_eq!((best, d.map(|d| (d.plies, d.of))), (vec![5, 5], Some((5, 4))));
    }

    #[test]
    fn what_is_not_proved_within_the_horizon_is_left() {
        let mut best = vec![5, 3];
        assert_eq!(sort_out(&mut best, true, 2, |&m, plies| m <= plies), None);
        assert_eq!(best, vec![5, 3]);
        // A loss not proved is at least as far off as the horizon.
        let mut best = vec![7, 3, 9];
        assert_eq!(sort_out(&mut best, false, 4, |&m, plies| m <= plies), None);
        assert_eq!(best, vec![7, 9]);
    }
}
