//! The computer's choice of a move (kalah-chapter): alpha-beta to depth d
//! from the position, and every move as good as the best, so that a player
//! can "choose randomly among equally good moves" (or take the first).
//! Where the value is a win or a loss, the moves worth it are narrowed to
//! the quickest win or the longest loss (`quickest`). [`Choice`] is the
//! one answer every computer player gives: this search's for any game,
//! Kalah's fast engine's (`engine::kalah::computer`) too.

use super::quickest::{self, Distance};
use super::{Searcher, alphabeta};
use crate::game::{Game, Player};
use crate::record::search::Counters;
use crate::search::Setup;
use crate::value::Value;

/// What the search found at the root.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice<M> {
    /// The root value (MAX's view), the value the tree of the same search
    /// shows at its root.
    pub value: Value,
    /// The moves worth `value`, in search order: the first is the move the
    /// tree's principal variation starts with. Where the value is a win
    /// or a loss, only those that win in the fewest plies (lose in the
    /// most), as `distance` says.
    pub best: Vec<M>,
    /// How far off the win or loss is, where the value is one.
    pub distance: Option<Distance>,
    /// Nodes built below the root, as the tree of the same search counts
    /// them, and those of the moves searched again for their distance.
    pub nodes_generated: u64,
    /// Calls of the static evaluation.
    pub evaluations: u64,
}

/// Searches every root move to depth − 1 below it, each with a window
/// just short of the best value so far: a move as good as the best gets
/// its exact value, a worse one is cut as soon as it is seen to be worse.
/// Where the value is a win or a loss, the moves worth it are searched
/// again for the quickest win or the longest loss. `None` where the game
/// is over.
pub fn best_moves<G: Game>(game: &G, root: &G::Position, setup: Setup) -> Option<Choice<G::Move>> {
    if game.is_terminal(root) || game.moves(root).is_empty() {
        return None;
    }
    let moves = root_moves(game, root, setup);
    let player = game.player(root);
    let below = Setup {
        depth: setup.depth.map(|d| d.saturating_sub(1)),
        ..setup
    };
    let mut counters = Counters::default();
    let mut best: Option<Value> = None;
    let mut ties = Vec::new();
    for mv in moves {
        let child = game.play(root, &mv);
        counters.nodes_generated += 1;
        let v = value_within(game, &child, below, window(player, best), &mut counters);
        match best {
            Some(b) if v == b => ties.push(mv),
            Some(b) if !player.prefers(v, b) => {}
            _ => {
                best = Some(v);
                ties = vec![mv];
            }
        }
    }
    let value = best?;
    let distance = quickest::by_search(game, root, setup, (value, &mut ties), &mut counters);
    Some(Choice {
        value,
        best: ties,
        distance,
        nodes_generated: counters.nodes_generated,
        evaluations: counters.evaluations,
    })
}

/// The root's moves in the order the tree's search takes them (sorted by
/// their static estimate under fixed ordering), so that the first best
/// move is the one its principal variation starts with.
fn root_moves<G: Game>(game: &G, root: &G::Position, setup: Setup) -> Vec<G::Move> {
    let mut unused = Counters::default();
    let s = Searcher::new(game, setup, &mut unused);
    s.moves(root).into_iter().map(|(_, mv)| mv).collect()
}

/// The window (α, β) that lets through exactly the values as good as `best`.
fn window(player: Player, best: Option<Value>) -> (Value, Value) {
    let full = (Value::NEG_INFINITY, Value::INFINITY);
    match (player, best) {
        (Player::Max, Some(b)) => (b.below(), full.1),
        (Player::Min, Some(b)) => (full.0, b.above()),
        _ => full,
    }
}

/// Alpha-beta from `pos` with the window (α, β).
fn value_within<G: Game>(
    game: &G,
    pos: &G::Position,
    setup: Setup,
    (alpha, beta): (Value, Value),
    c: &mut Counters,
) -> Value {
    let mut s = Searcher::new(game, setup, c);
    let at = s.add_root(pos);
    alphabeta::value(&mut s, pos, at, alpha, beta)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::nim::Nim;
    use crate::search::{self, Algorithm};

    fn setup(depth: u32) -> Setup {
        Setup {
            depth: Some(depth),
            ..Setup::new(Algorithm::AlphaBeta)
        }
    }

    #[test]
    fn the_value_is_the_trees_and_the_first_best_move_its_first_move() {
        for coins in 2..12 {
            let root = Nim::start(coins);
            let choice = best_moves(&Nim, &root, setup(coins)).unwrap();
            let trace = search::record(&Nim, &root, setup(coins));
            assert_eq!(Some(choice.value), trace.value(), "{coins} coins");
            let first = trace.tree.move_index(trace.pv()[1]) as usize;
            assert_eq!(choice.best[0], Nim.moves(&root)[first], "{coins} coins");
        }
    }

    #[test]
    fn under_fixed_ordering_the_first_best_move_is_still_the_trees() {
        use crate::game::tictactoe::{Evaluation, TicTacToe};
        let game = TicTacToe::new(3, Evaluation::Weighted);
        let setup = Setup {
            order: crate::search::Order::Static,
            ..setup(2)
        };
        let root = Default::default();
        let choice = best_moves(&game, &root, setup).unwrap();
        let trace = search::record(&game, &root, setup);
        let first = trace.tree.move_index(trace.pv()[1]) as usize;
        assert_eq!(choice.best[0], game.moves(&root)[first]);
    }

    #[test]
    fn equally_good_moves_are_all_found() {
        // 4+ : taking 1 leaves 3- (MINUS takes 2, PLUS must take the last);
        // both moves lose for PLUS against best play, so both are best.
        let choice = best_moves(&Nim, &Nim::start(4), setup(4)).unwrap();
        assert_eq!(choice.value, Value::int(-1));
        assert_eq!(choice.best, vec![1, 2]);
        // 5+: only taking 1 (leaving 4-) wins.
        let choice = best_moves(&Nim, &Nim::start(5), setup(5)).unwrap();
        assert_eq!((choice.value, choice.best), (Value::int(1), vec![1]));
        assert!(best_moves(&Nim, &Nim::start(1), setup(1)).is_none());
    }
}
