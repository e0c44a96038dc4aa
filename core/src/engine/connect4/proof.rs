//! W(X) or V(X) for Connect Four on bitboards: the AND/OR proof of
//! chapter 3, §3.1 — at an OR node (the prover's player moves) one solved
//! successor settles the node, at an AND node one unsolvable successor
//! does, else all of them the other way — with no record kept, so that
//! the boards past the tutor's (6×4: 24 cells, 5×5, 6×5 …) are proved in
//! seconds. A node is settled without a search where the game is over,
//! where the player to move makes four, where whatever it plays lets the
//! other make four, and where too few cells are left for anyone's four;
//! otherwise the moves that let the other make four at once are never
//! tried, the rest are tried from the one that makes most threats, and a
//! position settled once (or its mirror image) is not searched again.

use super::bitboard::{Bitboard, Shape};
use crate::game::connect4::{Board, ConnectFour};
use crate::game::{Game, Player};
use crate::record::proof::{Problem, ProofCounts, StrategyStep};
use std::collections::HashSet;

/// What the proof found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proved {
    pub problem: Problem,
    /// Whether the problem is solved at the root.
    pub provable: bool,
    /// Nodes generated, OR and AND nodes entered, nodes settled without a
    /// search (`terminal_nodes`), positions settled before (`table_hits`).
    pub counts: ProofCounts,
}

/// Proves `problem` from `root`; `None` where the board does not fit the
/// bit sets (more than 62 bits: 9×6 and up).
pub fn prove(game: &ConnectFour, root: &Board, problem: Problem) -> Option<Proved> {
    let mut p = Prover::new(game, problem)?;
    let b = p.shape.bitboard(root);
    let provable = p.solved(&b);
    Some(Proved {
        problem,
        provable,
        counts: p.counts,
    })
}

/// The prover's strategy: its answer in each position it can meet, each
/// position (or its mirror image) once, in the order a walk down the
/// solution meets them; only the first `most` are kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Strategy {
    pub answers: Vec<StrategyStep>,
    /// How many answers there are in all.
    pub count: usize,
}

/// [`prove`], and where the problem is provable its strategy, read off
/// the proof's table, the first `most` answers kept.
pub fn prove_with_strategy(
    game: &ConnectFour,
    root: &Board,
    problem: Problem,
    most: usize,
) -> Option<(Proved, Option<Strategy>)> {
    let mut p = Prover::new(game, problem)?;
    let b = p.shape.bitboard(root);
    let provable = p.solved(&b);
    let proved = Proved {
        problem,
        provable,
        counts: p.counts,
    };
    let strategy = provable.then(|| {
        let mut walk = Walk {
            strategy: Strategy {
                answers: Vec::new(),
                count: 0,
            },
            seen: HashSet::new(),
            most,
        };
        walk.down(&mut p, &b);
        walk.strategy
    });
    Some((proved, strategy))
}

/// The search: the board's shape, whose win is proved, the table and the
/// counts.
struct Prover<'g> {
    game: &'g ConnectFour,
    shape: Shape,
    /// Whether the prover's player is X (W(X)); else O (V(X)).
    x_proves: bool,
    table: Table,
    counts: ProofCounts,
}

impl<'g> Prover<'g> {
    fn new(game: &'g ConnectFour, problem: Problem) -> Option<Prover<'g>> {
        let shape = Shape::of(game)?;
        let table = Table::new(shape.cells());
        Some(Prover {
            game,
            shape,
            x_proves: problem.player() == Player::Max,
            table,
            counts: ProofCounts::default(),
        })
    }

    /// Whether the prover's player moves at `b`: X moves first, so after
    /// an even number of moves.
    fn or_node(&self, b: &Bitboard) -> bool {
        b.moves.is_multiple_of(2) == self.x_proves
    }

    /// `solved(X)`: whether the prover's player can force a win from `b`.
    fn solved(&mut self, b: &Bitboard) -> bool {
        let or = self.or_node(b);
        match or {
            true => self.counts.or_nodes += 1,
            false => self.counts.and_nodes += 1,
        }
        if let Some(mark) = self.at_once(b, or) {
            self.counts.terminal_nodes += 1;
            return mark;
        }
        let key = self.canonical(b);
        if let Some(mark) = self.table.get(key) {
            self.counts.table_hits += 1;
            return mark;
        }
        // One successor settles the node at once: a solved one at an OR
        // node, an unsolvable one at an AND node. Otherwise all of them
        // do, the other way.
        let mut mark = !or;
        let (moves, n) = self.ordered(b);
        for &cell in &moves[..n] {
            self.counts.nodes_generated += 1;
            if self.solved(&self.shape.play(b, cell)) == or {
                mark = or;
                break;
            }
        }
        self.table.put(key, mark);
        mark
    }

    /// The mark of a node settled without a search: the board full (a
    /// draw), the mover making four, every move of the mover letting the
    /// other make four, or at most two cells left (the mover cannot make
    /// four and, by a move that lets none be made, neither can the other).
    fn at_once(&self, b: &Bitboard, or: bool) -> Option<bool> {
        let s = &self.shape;
        if s.possible(b) == 0 {
            return Some(false);
        }
        if s.can_win(b) {
            return Some(or);
        }
        if s.non_losing(b) == 0 {
            return Some(!or);
        }
        (b.moves + 2 >= s.cells()).then_some(false)
    }

    /// The moves that let the other make no four at once, from the middle
    /// out, those that make most threats first.
    fn ordered(&self, b: &Bitboard) -> ([u64; 16], usize) {
        let allowed = self.shape.non_losing(b);
        let mut moves = [(0u64, 0u32); 16];
        let mut n = 0;
        for &c in &self.shape.order {
            let cell = allowed & self.shape.column(c);
            if cell != 0 {
                // An insertion sort that keeps the middle first among equals.
                let threats = self.shape.threats_after(b, cell);
                let mut at = n;
                while at > 0 && moves[at - 1].1 < threats {
                    moves[at] = moves[at - 1];
                    at -= 1;
                }
                moves[at] = (cell, threats);
                n += 1;
            }
        }
        (moves.map(|m| m.0), n)
    }

    /// The position's key, the same for its mirror image.
    fn canonical(&self, b: &Bitboard) -> u64 {
        let key = self.shape.key(b);
        key.min(self.shape.mirrored(key))
    }

    /// `b` as the game's board.
    fn board(&self, b: &Bitboard) -> Board {
        let other = (b.mover ^ b.mask) as u128;
        let mover = b.mover as u128;
        match b.moves.is_multiple_of(2) {
            true => Board { x: mover, o: other },
            false => Board { x: other, o: mover },
        }
    }

    /// The column of the single cell `cell`.
    fn column_of(&self, cell: u64) -> usize {
        (cell.trailing_zeros() / (self.shape.rows + 1)) as usize
    }
}

/// A walk down the solution, writing the prover's answers.
struct Walk {
    strategy: Strategy,
    seen: HashSet<u64>,
    most: usize,
}

impl Walk {
    /// Writes the answers below the solved node `b`.
    fn down(&mut self, p: &mut Prover, b: &Bitboard) {
        if !self.seen.insert(p.canonical(b)) || p.shape.possible(b) == 0 {
            return;
        }
        if !p.or_node(b) {
            // Every move the other can make, those that lose at once too.
            let mut moves = p.shape.possible(b);
            while moves != 0 {
                let cell = moves & moves.wrapping_neg();
                moves &= moves - 1;
                self.down(p, &p.shape.play(b, cell));
            }
            return;
        }
        let won = p.shape.winning(b.mover, b.mask) & p.shape.possible(b);
        let answer = match won {
            0 => {
                let (moves, n) = p.ordered(b);
                let solved = moves[..n]
                    .iter()
                    .copied()
                    .find(|&cell| p.solved(&p.shape.play(b, cell)));
                solved.expect("a solved OR node has a solved successor")
            }
            won => won & won.wrapping_neg(),
        };
        self.strategy.count += 1;
        if self.strategy.answers.len() < self.most {
            let pos = p.board(b);
            self.strategy.answers.push(StrategyStep {
                position: p.game.write(&pos),
                mv: p.game.move_label(&pos, &p.column_of(answer)),
            });
        }
        if won == 0 {
            self.down(p, &p.shape.play(b, answer));
        }
    }
}

/// The positions settled, each a word of its key and its mark, at a slot
/// its key picks; a position that lands where another was replaces it
/// (the table stays one size: 2^23 words, 64 MiB, at most).
struct Table {
    slots: Vec<u64>,
    bits: u32,
}

impl Table {
    /// A table for a board of `cells` cells: about as many slots as it
    /// can have positions, up to 2^23.
    fn new(cells: u32) -> Table {
        let bits = cells.saturating_sub(2).clamp(10, 23);
        Table {
            slots: vec![0; 1 << bits],
            bits,
        }
    }

    fn slot(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - self.bits)) as usize
    }

    /// The mark of `key`'s position, if it is in the table. A word is the
    /// key, a bit that the slot is taken and the mark.
    fn get(&self, key: u64) -> Option<bool> {
        let word = self.slots[self.slot(key)];
        (word >> 2 == key && word & 2 != 0).then_some(word & 1 == 1)
    }

    fn put(&mut self, key: u64, solved: bool) {
        let slot = self.slot(key);
        self.slots[slot] = key << 2 | 2 | u64::from(solved);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::played;
    use crate::search::proof;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// From any position with ten cells or fewer left, the proof on
        /// bitboards settles W and V as the texts' proof does, and a
        /// provable problem's strategy answers where the prover moves.
        #[test]
        fn the_bitboards_prove_what_the_texts_proof_does(
            size in (4..8usize, 4..7usize),
            picks in prop::collection::vec(0..8usize, 42)
        ) {
            let game = ConnectFour::new(size.0, size.1).unwrap();
            let pos = played(&game, Board::default(), &picks[..size.0 * size.1 - 10]);
            prop_assume!(!game.is_terminal(&pos));
            for problem in [Problem::W, Problem::V] {
                let fast = prove(&game, &pos, problem).unwrap();
                let texts = proof::prove(&game, &pos, problem, true);
                prop_assert_eq!(Some(fast.provable), texts.solved(), "{} {:?}", game.write(&pos), problem);
                let (again, strategy) = prove_with_strategy(&game, &pos, problem, 3).unwrap();
                prop_assert_eq!(&again, &fast);
                prop_assert_eq!(strategy.is_some(), fast.provable);
                if let Some(s) = strategy {
                    prop_assert_eq!(s.answers.len(), s.count.min(3));
                    let mover = game.player(&pos) == problem.player();
                    prop_assert!(!mover || s.answers[0].position == game.write(&pos));
                }
            }
        }
    }

    #[test]
    fn a_board_past_62_bits_is_not_proved_here() {
        let game = ConnectFour::new(10, 6).unwrap();
        assert_eq!(prove(&game, &Board::default(), Problem::W), None);
    }
}
