//! `gametree kalah match`: computer against computer, the Kalah chapter's
//! "tournament" for choosing an evaluation. Two settings A and B play
//! `--games` games, taking turns at moving first; a table says how each
//! did. Each side is the game screen's computer player
//! (`session::computer`): the fast engine's equally good moves, one drawn
//! with the seeded generator.

use super::{Opening, parse_eval};
use crate::cli::out;
use crate::cli::parse_order;
use crate::cli::progress::Progress;
use crate::game::kalah::{Evaluation, Kalah, Position, Rules, Side, Winner};
use crate::say;
use crate::search::{Algorithm, Order, Setup};
use crate::session::computer::Computer;
use crate::words::errors::Worded;
use clap::Args;
use serde_json::json;

#[derive(Args)]
pub struct MatchArgs {
    #[command(flatten)]
    pub opening: Opening,
    /// Games in all; A moves first in the odd ones, B in the even ones.
    #[arg(long, default_value_t = 10)]
    pub games: u32,
    /// Setting A's depth limit.
    #[arg(long, default_value_t = 4)]
    pub a_depth: u32,
    /// Setting A's evaluation: store, side or linear:FILE.
    #[arg(long, default_value = "store", value_parser = parse_eval)]
    pub a_eval: Evaluation,
    /// Setting A's ordering: none or static.
    #[arg(long, default_value = "none", value_parser = parse_order)]
    pub a_order: Order,
    /// Setting B's depth limit.
    #[arg(long, default_value_t = 4)]
    pub b_depth: u32,
    /// Setting B's evaluation: store, side or linear:FILE.
    #[arg(long, default_value = "side", value_parser = parse_eval)]
    pub b_eval: Evaluation,
    /// Setting B's ordering: none or static.
    #[arg(long, default_value = "none", value_parser = parse_order)]
    pub b_order: Order,
    /// Seed of the random choice among equal moves (game g uses seed + g).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Always the first of equally good moves (then the games repeat).
    #[arg(long)]
    pub no_random: bool,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// One finished game.
struct Game {
    /// Whether A moved first (played South).
    a_first: bool,
    winner: Winner,
    board: Vec<u8>,
    moves: u32,
}

impl Game {
    /// "A", "B" or "draw".
    fn winner_name(&self) -> &'static str {
        match self.winner {
            Winner::Draw => "draw",
            Winner::Side(s) if (s == Side::South) == self.a_first => "A",
            Winner::Side(_) => "B",
        }
    }

    /// A's store minus B's at the end.
    fn a_margin(&self, pits: usize) -> i32 {
        let (south, north) = (i32::from(self.board[pits]), i32::from(self.board[2 * pits + 1]));
        if self.a_first {
            south - north
        } else {
            north - south
        }
    }
}

pub fn run(a: &MatchArgs) -> Result<(), String> {
    let start = Position::start(a.opening.pits, a.opening.seeds, Side::South).worded()?;
    a.a_eval.check(a.opening.pits).worded()?;
    a.b_eval.check(a.opening.pits).worded()?;
    a.a_order.for_game().worded()?;
    a.b_order.for_game().worded()?;
    // Each game is written and tallied as it ends: nothing grows with
    // --games.
    let mut tally = Tally::default();
    let progress = Progress::start(a.games, "match-progress-games");
    if a.json {
        out::json_part("{\"games\":[");
    }
    for g in 0..a.games {
        let game = play(a, &start, g);
        if a.json {
            let comma = if g == 0 { "" } else { "," };
            out::json_part(&format!("{comma}{}", game_json(&game)));
        }
        tally.add(&game, a.opening.pits);
        progress.done(g + 1);
    }
    progress.finish();
    match a.json {
        true => out::json_part(&format!("],{}}}\n", summary_json(a, &tally))),
        false => out::put(&report_text(a, &tally)),
    }
    Ok(())
}

/// One side of the match: its computer player and how it searches.
struct Player<'a> {
    computer: Computer,
    setup: Setup,
    eval: &'a Evaluation,
}

impl Player<'_> {
    fn new(depth: u32, eval: &Evaluation, order: Order, seed: Option<u64>) -> Player<'_> {
        let setup = Setup {
            depth: Some(depth),
            order,
            ..Setup::new(Algorithm::AlphaBeta)
        };
        Player {
            computer: Computer::new(seed),
            setup,
            eval,
        }
    }

    /// The pit this side plays in `pos`; `None` when the game is over.
    fn choose(&mut self, rules: &Rules, pos: &Position) -> Option<usize> {
        let game = Kalah::new(*rules, self.eval.clone(), pos);
        let (pit, _) = self.computer.play(&game, pos, self.setup)?;
        Some(pit)
    }
}

/// Game `g`: A moves first when g is even.
fn play(a: &MatchArgs, start: &Position, g: u32) -> Game {
    let seed = (!a.no_random).then(|| a.seed.wrapping_add(u64::from(g)));
    let mut one = Player::new(a.a_depth, &a.a_eval, a.a_order, seed);
    let mut two = Player::new(a.b_depth, &a.b_eval, a.b_order, seed);
    let a_first = g.is_multiple_of(2);
    let (mut pos, mut moves) = (*start, 0);
    loop {
        let a_moves = (pos.to_move == Side::South) == a_first;
        let player = if a_moves { &mut one } else { &mut two };
        let Some(pit) = player.choose(&a.opening.rules, &pos) else {
            break;
        };
        pos = pos.play(&a.opening.rules, pit);
        moves += 1;
    }
    Game {
        a_first,
        winner: pos.winner(&a.opening.rules).unwrap_or(Winner::Draw),
        board: pos.counts().to_vec(),
        moves,
    }
}

/// What the games so far add up to.
#[derive(Default)]
struct Tally {
    games: u32,
    a_wins: u32,
    draws: u32,
    b_wins: u32,
    /// A's store minus B's, summed over the games.
    a_margin: i64,
    /// Games the side moving first won.
    first_won: u32,
}

impl Tally {
    fn add(&mut self, game: &Game, pits: usize) {
        self.games += 1;
        self.a_margin += i64::from(game.a_margin(pits));
        match game.winner_name() {
            "A" => self.a_wins += 1,
            "B" => self.b_wins += 1,
            _ => self.draws += 1,
        }
        let first = if game.a_first { "A" } else { "B" };
        self.first_won += u32::from(game.winner_name() == first);
    }

    /// A's store margin a game (0 without games); B's is its negation.
    fn margin(&self) -> f64 {
        self.a_margin as f64 / f64::from(self.games.max(1))
    }
}

fn report_text(a: &MatchArgs, t: &Tally) -> String {
    let choice = match a.no_random {
        true => say!("match-first-best"),
        // As text: a seed may be too big for a message's numbers.
        false => say!("match-random", seed = a.seed.to_string()),
    };
    let heading = say!(
        "match-heading",
        pits = a.opening.pits,
        stones = a.opening.seeds,
        rules = a.opening.rules.name.key(),
        games = t.games,
        choice = choice
    );
    let mut out = format!("{heading}\n\n{}\n", say!("match-columns"));
    let row =
        |name: &str, depth: u32, eval: &Evaluation, order: Order, (w, d, l): (u32, u32, u32), m: f64| {
            // No "-0.0": a margin of nothing has no sign.
            let m = if m == 0.0 { 0.0 } else { m };
            format!(
                "{name:<8} {depth:>5}  {:<10}  {:<8}  {w:>4}  {d:>5}  {l:>6}  {m:>+15.1}\n",
                eval.key(),
                order.key()
            )
        };
    let (w, d, l) = (t.a_wins, t.draws, t.b_wins);
    out += &row("A", a.a_depth, &a.a_eval, a.a_order, (w, d, l), t.margin());
    out += &row("B", a.b_depth, &a.b_eval, a.b_order, (l, d, w), -t.margin());
    let won = say!("match-first-won", won = t.first_won, games = t.games);
    out += &format!("\n{won}\n");
    out
}

/// One game as the JSON's `games` array lists it.
fn game_json(g: &Game) -> serde_json::Value {
    json!({
        "first": if g.a_first { "A" } else { "B" },
        "winner": g.winner_name(),
        "board": g.board,
        "moves": g.moves,
    })
}

/// The keys after the games: the settings and the totals, as an object's
/// inside (no braces), to follow the `games` array in the one object.
fn summary_json(a: &MatchArgs, t: &Tally) -> String {
    let setting = |depth: u32, eval: &Evaluation, order: Order| json!({"depth": depth, "eval": eval.key(), "order": order.key()});
    let summary = json!({
        "rules": a.opening.rules.name.key(),
        "pits": a.opening.pits,
        "seeds": a.opening.seeds,
        "seed": (!a.no_random).then_some(a.seed),
        "a": setting(a.a_depth, &a.a_eval, a.a_order),
        "b": setting(a.b_depth, &a.b_eval, a.b_order),
        "a_wins": t.a_wins,
        "draws": t.draws,
        "b_wins": t.b_wins,
        "a_store_margin": t.a_margin,
    });
    let text = summary.to_string();
    text[1..text.len() - 1].to_string()
}
