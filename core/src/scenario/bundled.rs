//! The scenarios shipped with the program, embedded in the binary so that
//! it runs from any folder.

use super::{Scenario, ScenarioError};

/// A bundled scenario file.
pub struct Bundled {
    pub name: &'static str,
    pub text: &'static str,
}

impl Bundled {
    pub fn load(&self) -> Result<Scenario, ScenarioError> {
        Scenario::parse(self.name, &format!("scenarios/{}.ron", self.name), self.text)
    }
}

macro_rules! bundle {
    ($($name:literal),* $(,)?) => {
        &[$(Bundled { name: $name, text: include_str!(concat!("../../../scenarios/", $name, ".ron")) }),*]
    };
}

/// All bundled scenarios, in the order the list shows them.
pub const ALL: &[Bundled] = bundle![
    "bratko-fig2",
    "lecture-tictactoe",
    "chapter-fig19",
    "kalah-fig14-8",
    "minimax-fig6-7",
    "deep-cutoff",
    "uniform-best-first",
    "uniform-worst-first",
    "lecture-expectimax",
    "quiescence-horizon",
    "ordering-deepening",
    "lecture-maxn",
];

pub fn find(name: &str) -> Option<&'static Bundled> {
    ALL.iter().find(|b| b.name == name)
}

pub fn names() -> Vec<&'static str> {
    ALL.iter().map(|b| b.name).collect()
}
