//! Random numbers from a seed that replay the same on every machine and
//! after any upgrade: a computer's choice among equal moves, a random
//! exercise tree.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The generator of a seed: ChaCha8 keyed with the seed's bytes. ChaCha's
/// stream for a key is fixed by its specification (rand documents
/// `StdRng` as free to change between versions), and the key is spelled
/// out rather than expanded by `seed_from_u64`, so that a seed replays
/// after any upgrade.
pub fn generator(seed: u64) -> ChaCha8Rng {
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&seed.to_le_bytes());
    ChaCha8Rng::from_seed(key)
}

/// One of `n` from the generator's next word. The remainder rather than
/// rand's `random_range`, whose method rand may change in a minor
/// version; its bias is below n / 2⁶⁴.
pub fn draw(rng: &mut ChaCha8Rng, n: u64) -> u64 {
    rng.next_u64() % n.max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_generator_of_a_seed_never_changes() {
        // Pinned: a new rand or rand_chacha must not change a seed's game
        // or a random tree.
        let mut rng = generator(7);
        let words: Vec<u64> = (0..3).map(|_| rng.next_u64()).collect();
        assert_eq!(
            words,
            [
                0xc39c_a672_2c44_ba73,
                0x7747_b002_ea9d_9d65,
                0x0173_e28d_72a7_fcae
            ],
            "{words:x?}"
        );
    }
}
