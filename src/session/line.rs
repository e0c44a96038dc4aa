//! The position on the board as the command line that opens the game
//! screen there again, with the computer's settings (the game screen's
//! `y` and `q`): what a lecturer keeps for the next lecture. The game's
//! own words come from [`Playable::position_words`]; the settings every
//! game shares are written here, each only where it differs from the
//! default. The seed is left out: the game goes on from the position, not
//! from the generator's state, and a new seed is shown on screen.

use super::Playable;
use super::state::{Session, Who};
use crate::search::Order;

impl<T: Playable> Session<T> {
    /// The words after `gametree`, unquoted.
    pub fn position_words(&self) -> Vec<String> {
        let mut words = self.table.position_words(&self.pos);
        let o = &self.options;
        let mut put = |w: &[&str]| words.extend(w.iter().map(|w| w.to_string()));
        if o.depth != self.table.default_depth(&self.pos) {
            put(&["--depth", &o.depth.to_string()]);
        }
        match o.seats {
            [Who::Human, Who::Computer] => {}
            [Who::Computer, Who::Human] => put(&["--first", "computer"]),
            [Who::Computer, Who::Computer] => put(&["--players", "computer-computer"]),
            [Who::Human, Who::Human] => put(&["--players", "human-human"]),
        }
        if !o.random {
            put(&["--no-random"]);
        }
        if o.order != Order::None {
            put(&["--order", o.order.key()]);
        }
        if o.quiescence {
            put(&["--quiescence"]);
        }
        words
    }

    /// The command line that opens the game screen at the position on the
    /// board, quoted for a POSIX shell: `gametree kalah --board
    /// 4,4,4,4,0,4,4,4,4,0 --to-move north --rules book`.
    pub fn command_line(&self) -> String {
        let words: Vec<String> = self.position_words().iter().map(|w| quoted(w)).collect();
        format!("gametree {}", words.join(" "))
    }
}

/// A word as a shell reads it back: as it is where it holds only letters,
/// digits and `, . / : = _ + -`, else in single quotes.
pub fn quoted(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || ",./:=_+-".contains(c);
    match !word.is_empty() && word.chars().all(plain) {
        true => word.to_string(),
        false => format!("'{}'", word.replace('\'', r"'\''")),
    }
}

#[cfg(test)]
mod tests {
    use super::quoted;

    #[test]
    fn words_a_shell_would_split_are_quoted() {
        assert_eq!(quoted("4,4,0,4,4,0"), "4,4,0,4,4,0");
        assert_eq!(quoted("X.O/.X./..."), "X.O/.X./...");
        assert_eq!(quoted("linear:my weights.ron"), "'linear:my weights.ron'");
        assert_eq!(quoted("it's"), r"'it'\''s'");
        assert_eq!(quoted(""), "''");
    }
}
