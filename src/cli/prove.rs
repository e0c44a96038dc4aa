//! `gametree prove GAME --for plus|minus [--json] [--trace] [--table]`: the AND/OR
//! proof that a player can force a win (chapter 3, §3.1).

use super::out;
use crate::engine::connect4::proof::{self, Strategy};
use crate::game::Player;
use crate::game::connect4::{Board, ConnectFour};
use crate::game::known::Size;
use crate::record::NodeId;
use crate::record::proof::{Problem, ProofCounts, StrategyStep, json, plus_minus};
use crate::say;
use crate::scenario::games::NamedGame;
use crate::words::errors::Worded;
use crate::words::proof as text;
use clap::{Args, ValueEnum};
use serde_json::json;
use std::process::ExitCode;

#[derive(Args)]
pub struct ProveArgs {
    #[arg(help = format!("A game by name: {}.", crate::words::help::by_name()))]
    pub game: String,
    /// Whose win to prove: plus, W(X), or minus, V(X) (default, as in
    /// `open`: the player who can force one, PLUS when neither can).
    #[arg(long = "for", value_enum)]
    pub for_player: Option<Side>,
    /// Print one JSON object: provable, nodes_generated, solution, ...
    #[arg(long)]
    pub json: bool,
    /// Print the proof step by step before the result (with --json: one
    /// JSON object per event, then the result object).
    #[arg(long)]
    pub trace: bool,
    /// Settle each position once (a transposition table); the counts say
    /// how many nodes took an earlier mark. Always on for nim-N above 24.
    #[arg(long)]
    pub table: bool,
    /// Step through the proof in the tutor instead.
    #[arg(long)]
    pub tutor: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Side {
    Plus,
    Minus,
}

impl Side {
    /// W(X) for PLUS, V(X) for MINUS.
    pub fn problem(self) -> Problem {
        match self {
            Side::Plus => Problem::of(Player::Max),
            Side::Minus => Problem::of(Player::Min),
        }
    }
}

pub fn run(a: &ProveArgs, chosen: &crate::config::Settings) -> Result<ExitCode, String> {
    let game = NamedGame::parse(&a.game).worded()?;
    if !game.stepped() && (a.tutor || a.trace) {
        return Err(not_stepped(game));
    }
    if a.tutor {
        return super::tui::open_proof(game, a.for_player, a.table, chosen);
    }
    let asked = a.for_player.map(Side::problem);
    let shown = match game.stepped() {
        true => recorded(game, asked, a),
        false => on_bitboards(game, asked)?,
    };
    if a.json {
        out::json(&proof_json(&a.game, &shown));
    } else {
        out::put(&proof_text(&a.game, &shown));
    }
    Ok(ExitCode::SUCCESS)
}

/// Why a game's proof cannot be stepped through: too big to record.
pub fn not_stepped(game: NamedGame) -> String {
    say!(
        "prove-not-stepped",
        game = game.name(),
        boards = NamedGame::stepped_boards()
    )
}

/// What `prove` prints of a proof, recorded or on bitboards.
pub struct Shown {
    /// "W(..../..../..../....)".
    problem: String,
    player: Player,
    provable: bool,
    counts: ProofCounts,
    table: bool,
    /// The prover's answers, and how many there are where they are too
    /// many to list.
    strategy: Vec<StrategyStep>,
    cut: Option<usize>,
    bitboards: bool,
}

/// The texts' proof, recorded (and printed step by step with `--trace`).
fn recorded(game: NamedGame, asked: Option<Problem>, a: &ProveArgs) -> Shown {
    let problem = asked.unwrap_or_else(|| game.provable_problem());
    let t = game.prove(problem, a.table);
    match (a.trace, a.json) {
        (true, true) => out::json_part(&json::render(&t)),
        (true, false) => out::put(&text::render(&t)),
        _ => {}
    }
    Shown {
        problem: t.problem_at(NodeId::ROOT),
        player: t.problem().player(),
        provable: t.solved() == Some(true),
        counts: t.counts(usize::MAX),
        table: t.about.table,
        strategy: t.strategy(),
        cut: None,
        bitboards: false,
    }
}

/// The most answers of a strategy listed: 6×4's has thousands.
const MOST_ANSWERS: usize = 200;

/// Connect Four past the boards stepped through, proved on bitboards: the
/// problem asked, else W, else V where W is not provable.
fn on_bitboards(game: NamedGame, asked: Option<Problem>) -> Result<Shown, String> {
    let Size::Sides(columns, rows) = game.size() else {
        return Err(not_stepped(game));
    };
    let c4 = ConnectFour::new(columns.into(), rows.into()).ok_or_else(|| not_stepped(game))?;
    let root = Board::default();
    let prove = |problem| {
        proof::prove_with_strategy(&c4, &root, problem, MOST_ANSWERS).ok_or_else(|| not_stepped(game))
    };
    let (proved, strategy) = match asked {
        Some(problem) => prove(problem)?,
        None => match prove(Problem::W)? {
            w if w.0.provable => w,
            w => Some(prove(Problem::V)?).filter(|v| v.0.provable).unwrap_or(w),
        },
    };
    let strategy = strategy.unwrap_or(Strategy {
        answers: Vec::new(),
        count: 0,
    });
    let cut = (strategy.count > strategy.answers.len()).then_some(strategy.count);
    let strategy = if cut.is_some() {
        Vec::new()
    } else {
        strategy.answers
    };
    Ok(Shown {
        problem: proved.problem.at(&c4.empty()),
        player: proved.problem.player(),
        provable: proved.provable,
        counts: proved.counts,
        table: true,
        strategy,
        cut,
        bitboards: true,
    })
}

/// One JSON object; `solution` lists the strategy as `{position, move}`
/// objects (empty when the problem is unsolvable, or when it has more
/// answers than are listed: `answers` counts them); `method` is `texts`
/// (the recorded proof) or `bitboards`.
pub fn proof_json(game: &str, s: &Shown) -> serde_json::Value {
    let c = s.counts;
    let solution: Vec<_> = s
        .strategy
        .iter()
        .map(|s| json!({"position": s.position, "move": s.mv}))
        .collect();
    let mut out = json!({
        "game": game,
        "problem": s.problem,
        "for": plus_minus(s.player).to_lowercase(),
        "provable": s.provable,
        "nodes_generated": c.nodes_generated,
        "or_nodes": c.or_nodes,
        "and_nodes": c.and_nodes,
        "terminal_nodes": c.terminal_nodes,
        "transposition_table": s.table,
        "table_hits": c.table_hits,
        "solution": solution,
        "method": if s.bitboards { "bitboards" } else { "texts" },
    });
    if let Some(n) = s.cut {
        out["answers"] = json!(n);
    }
    out
}

pub fn proof_text(game: &str, s: &Shown) -> String {
    let c = s.counts;
    let who = text::side(s.player);
    let table = match s.table {
        true => say!("prove-table-on", hits = c.table_hits),
        false => say!("prove-table-off"),
    };
    let terminal = match s.bitboards {
        true => "prove-settled-at-once",
        false => "prove-terminal-nodes",
    };
    let mut rows = vec![
        ("stats-nodes-generated", c.nodes_generated.to_string()),
        ("proof-count-or", c.or_nodes.to_string()),
        ("proof-count-and", c.and_nodes.to_string()),
        (terminal, c.terminal_nodes.to_string()),
        ("prove-table", table),
    ];
    if s.bitboards {
        let boards = NamedGame::stepped_boards();
        rows.push(("prove-method", say!("prove-on-bitboards", boards = boards)));
    }
    let heading = say!(
        "prove-heading",
        game = game,
        problem = s.problem.as_str(),
        who = who.as_str(),
        provable = if s.provable { "yes" } else { "no" }
    );
    let mut out = format!("{heading}\n{}", super::table(&rows));
    if let Some(n) = s.cut {
        out += &format!(
            "{}\n",
            say!("prove-strategy-too-long", who = who.as_str(), answers = n)
        );
    } else if s.provable {
        out += &format!("{}\n", say!("prove-strategy", who = who));
        out += &text::strategy_text(&s.strategy);
    }
    out
}
