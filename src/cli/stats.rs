//! `gametree stats`: the figures a lecturer compares between algorithms.

use super::{AlgoChoice, SearchArgs, out};
use crate::config::{Rule, Settings};
use crate::record::maxn::MaxnTrace;
use crate::record::search::{Counters, NodeId, Trace};
use crate::say;
use crate::scenario::Scenario;
use crate::search::Algorithm;
use crate::search::Order;
use crate::search::Setup;
use crate::search::quickest::Distance;
use crate::search::summary::Summary;
use crate::story::search::lab::{self, Lab};
use crate::subject::{Subject, named_game};
use crate::value::{show, to_json};
use crate::words::errors::Worded;
use crate::words::games::{self, move_label};
use crate::words::{CutNames, maxn, settings};
use serde_json::json;

pub fn print(
    args: &SearchArgs,
    algo: Option<AlgoChoice>,
    by_depth: bool,
    chosen: &Settings,
) -> Result<(), String> {
    let position = super::position::live(&args.scenario, &args.position, algo, &args.settings, chosen.rule)?;
    let asked = Asked {
        json: args.json,
        by_depth,
        names: chosen.cut_names,
    };
    if let Some(position) = position {
        let subject = &*position.subject;
        return report(subject, &position.board_name, position.setup, asked, None);
    }
    if let Some(game) = super::position::named_game(&args.scenario, &args.position)? {
        let subject = named_game(game);
        for setup in args.game_setups(algo, &Algorithm::ALL, chosen.rule)? {
            super::live::within(game, setup, super::live::MOST_COUNTED)?;
            report(&*subject, subject.name(), setup, asked, None)?;
        }
        return Ok(());
    }
    let (scenario, setups) = args.runs(algo, &Algorithm::ALL, chosen.rule)?;
    if setups.is_empty() {
        let t =
            crate::search::maxn::search(&scenario.tree, &scenario.players, args.settings.depth).worded()?;
        match args.json {
            true => out::json(&maxn_json(&scenario, &t)),
            false => out::symbols(&maxn_text(&scenario, &t)),
        }
        return Ok(());
    }
    let course = scenario.course.is_some().then_some(&scenario);
    for setup in setups {
        report(&scenario, &scenario.name, setup, asked, course)?;
    }
    Ok(())
}

/// What is printed of each search.
#[derive(Clone, Copy)]
struct Asked {
    json: bool,
    /// `--by-depth`: the evaluations at each depth too.
    by_depth: bool,
    /// What the text calls the cut-offs (JSON keeps the chapters' names).
    names: CutNames,
}

/// Prints one search's figures, under `name`; for a CS188 course file
/// also the generated states.
fn report(
    subject: &dyn Subject,
    name: &str,
    setup: Setup,
    asked: Asked,
    course: Option<&Scenario>,
) -> Result<(), String> {
    let summary = subject.summary(setup).worded()?;
    let unordered = match setup.order {
        Order::None => None,
        _ => Some(
            subject
                .summary(Setup {
                    order: Order::None,
                    ..setup
                })
                .worded()?
                .counters,
        ),
    };
    let lab = match asked.by_depth {
        true => Some(Lab::count(subject, setup)?),
        false => None,
    };
    if asked.json {
        let mut out = stats_json(name, setup, &summary, unordered);
        if let Some(s) = course {
            out["generated"] = json!(generated_states(&s.record(setup).worded()?));
        }
        if let Some(lab) = &lab {
            out["by_depth"] = by_depth_json(lab);
        }
        out::json(&out);
        return Ok(());
    }
    out::symbols(&stats_text(name, setup, &summary, unordered, asked.names));
    if let Some(&(depth, last)) = summary.iterations.last() {
        let plain = Setup {
            algorithm: Algorithm::AlphaBeta,
            depth: Some(depth),
            ..setup
        };
        let c = subject.summary(plain).worded()?.counters;
        let line = say!(
            "stats-without-reordering",
            depth = depth,
            evaluations = c.evaluations,
            last = last.evaluations
        );
        out::symbols(&format!("  {line}\n"));
    }
    if let Some(lab) = &lab {
        out::symbols(&by_depth_text(lab, setup));
    }
    Ok(())
}

/// `by_depth`: at each depth the run's evaluations, minimax's, alpha-beta
/// best first's and the minimal tree's (where there is one).
pub fn by_depth_json(lab: &Lab) -> serde_json::Value {
    let rows = (lab.first_depth()..lab.depths()).map(|d| {
        let mut row = json!({
            "depth": d,
            "evaluations": lab.searched.at(d),
            "minimax": lab.minimax.at(d),
        });
        if let Some(best) = &lab.best {
            row["best"] = json!(best.at(d));
        }
        if let Ok(m) = &lab.minimal {
            row["minimal"] = json!(lab::minimal_at(m, d));
        }
        row
    });
    json!(rows.collect::<Vec<_>>())
}

/// The table of evaluations by depth, a row per order: minimax, the run
/// (where it cuts off), best first, the minimal tree.
pub fn by_depth_text(lab: &Lab, setup: Setup) -> String {
    let depths: Vec<usize> = (lab.first_depth()..lab.depths()).collect();
    let figures = |at: &dyn Fn(usize) -> u64| -> Vec<u64> {
        let each: Vec<u64> = depths.iter().map(|&d| at(d)).collect();
        let all = each.iter().sum();
        each.into_iter().chain([all]).collect()
    };
    let mut rows: Vec<(String, Vec<u64>)> = vec![(say!("depth-minimax"), figures(&|d| lab.minimax.at(d)))];
    if setup.algorithm.prunes() {
        let order = crate::words::ordering::order_name(setup.order);
        rows.push((
            say!("depth-this-run", order = order),
            figures(&|d| lab.searched.at(d)),
        ));
    }
    // A run searched best first is the best-first row.
    let searched_best = setup.algorithm.prunes() && setup.order == Order::Best;
    if let Some(best) = lab.best.as_ref().filter(|_| !searched_best) {
        rows.push((say!("depth-best"), figures(&|d| best.at(d))));
    }
    if let Ok(m) = &lab.minimal {
        rows.push((say!("depth-minimal"), figures(&|d| lab::minimal_at(m, d))));
    }
    let heading = say!("depth-heading");
    let width = rows
        .iter()
        .map(|(n, _)| n.chars().count() + 2)
        .chain([heading.chars().count()])
        .max()
        .unwrap_or(0);
    let cell = |text: String| format!(" {text:>5}");
    let head: String = depths
        .iter()
        .map(|d| cell(d.to_string()))
        .chain([cell(say!("depth-all"))])
        .collect();
    let mut out = format!("  {heading:<width$}{head}\n");
    for (name, figures) in rows {
        let cells: String = figures.into_iter().map(|f| cell(f.to_string())).collect();
        out += &format!("    {name:<w$}{cells}\n", w = width - 2);
    }
    match (&lab.minimal, lab.rule) {
        (Err(why), _) => out += &format!("  {}\n", crate::words::ordering::no_minimal(*why)),
        (Ok(_), Rule::Strict) => out += &format!("  {}\n", say!("depth-strict")),
        (Ok(_), Rule::Equality) => {}
    }
    out
}

/// One JSON object with the keys tools rely on; with an order also
/// `order` (`static`, `best`, `shuffle:7`, ...) and the counts of the same
/// search in the tree's or game's own order.
pub fn stats_json(name: &str, setup: Setup, s: &Summary, unordered: Option<Counters>) -> serde_json::Value {
    let c = s.counters;
    let mut out = json!({
        "scenario": name,
        "algorithm": setup.algorithm.key(),
        "value": s.value.map(to_json),
        "best_move": s.best_move,
        "pv": s.pv,
        "pv_moves": s.pv_moves,
        "nodes_generated": c.nodes_generated,
        "evaluations": c.evaluations,
        "alpha_cutoffs": c.alpha_cutoffs,
        "beta_cutoffs": c.beta_cutoffs,
    });
    // As the trace's JSON gives it: "2/3" where the number is not exact.
    if let Some(exact) = s.value.and_then(crate::value::exact_json) {
        out["value_exact"] = exact;
    }
    if let Some(d) = s.distance {
        out["distance"] = distance_json(d);
    }
    if let Some(u) = unordered {
        out["order"] = json!(setup.order.to_string());
        out["unordered"] = json!({"nodes_generated": u.nodes_generated, "evaluations": u.evaluations});
    }
    out
}

/// How far off the end of the game the best move is, where its value is
/// a win or a loss (the key is there only then): `{"plies": 4,
/// "outcome": "loss", "of": 4}`, `of` the moves of that value it was
/// chosen among.
pub fn distance_json(d: Distance) -> serde_json::Value {
    let outcome = if d.wins { "win" } else { "loss" };
    json!({"plies": d.plies, "outcome": outcome, "of": d.of})
}

/// "O g", or "O g (loses in 4 plies at best)" where the value is a loss.
fn best_move_text(s: &Summary) -> String {
    let Some(m) = s.best_move.as_deref() else {
        return "-".into();
    };
    let label = move_label(m);
    match &s.distance {
        Some(d) => say!("distance-move", move = label, distance = games::distance(d)),
        None => label.into_owned(),
    }
}

/// The root and every generated state, as a sorted set of names (the
/// course's grader compares exactly this).
pub fn generated_states(t: &Trace) -> Vec<String> {
    let generated = t.entries.iter().filter_map(|e| match e.event {
        crate::record::search::Event::Generate { child } => Some(child),
        _ => None,
    });
    let names: std::collections::BTreeSet<String> = std::iter::once(NodeId::ROOT)
        .chain(generated)
        .map(|id| t.name(id).to_string())
        .collect();
    names.into_iter().collect()
}

/// "A → B → B3 (pits 1, 3)": the names, and the moves where each has a
/// label of its own (as the tutor's path line says them).
fn pv_said(s: &Summary) -> String {
    let names = s.pv.join(" → ");
    let labelled =
        s.pv.iter()
            .skip(1)
            .zip(&s.pv_moves)
            .all(|(n, m)| n != m && !m.is_empty());
    match !labelled || s.pv_moves.is_empty() {
        true => names,
        false => format!(
            "{names} ({})",
            crate::words::games::moves_said(s.pv_moves.iter().map(String::as_str))
        ),
    }
}

pub fn stats_text(
    name: &str,
    setup: Setup,
    s: &Summary,
    unordered: Option<Counters>,
    names: CutNames,
) -> String {
    let c = s.counters;
    let mut rows = vec![
        ("stats-value", s.value.map(show).unwrap_or_default()),
        ("stats-best-move", best_move_text(s)),
        ("stats-pv", pv_said(s)),
        ("stats-nodes-generated", c.nodes_generated.to_string()),
        ("stats-evaluations", c.evaluations.to_string()),
        ("stats-alpha-cutoffs", names.counts(&c)[0].to_string()),
        ("stats-beta-cutoffs", names.counts(&c)[1].to_string()),
        ("stats-unexamined", c.unexamined_nodes.to_string()),
    ];
    match (unordered, setup.order) {
        (Some(u), Order::Static) => {
            let saved = u.evaluations as i64 - c.evaluations as i64;
            let line = say!(
                "stats-unordered",
                nodes = u.nodes_generated,
                evaluations = u.evaluations,
                saved = saved
            );
            rows.push(("stats-without-ordering", line));
        }
        (Some(u), _) => {
            let line = say!(
                "stats-written-counts",
                nodes = u.nodes_generated,
                evaluations = u.evaluations
            );
            rows.push(("stats-as-written", line));
        }
        (None, _) => {}
    }
    let heading = say!(
        "stats-heading",
        name = name,
        algorithm = settings::algorithm(setup.algorithm),
        rule = settings::rule_note(setup),
        order = settings::order_note(setup)
    );
    let mut out = format!("{heading}\n{}", super::table(&rows));
    if let Some(d) = s.distance.filter(|_| s.pv_move != s.best_move) {
        let line = say!("stats-pv-not-quickest", wins = games::yes_no(d.wins));
        out += &format!("  {line}\n");
    }
    for (depth, c) in &s.iterations {
        let line = say!(
            "stats-iteration",
            depth = *depth,
            nodes = c.nodes_generated,
            evaluations = c.evaluations,
            cutoffs = c.cutoffs()
        );
        out += &format!("  {line}\n");
    }
    out
}

/// max^n's figures with the same keys; `value` is the root's vector.
pub fn maxn_json(scenario: &Scenario, t: &MaxnTrace) -> serde_json::Value {
    let pv = &t.about.pv;
    json!({
        "scenario": scenario.name,
        "algorithm": "maxn",
        "value": t.value().iter().map(|&v| to_json(v)).collect::<Vec<_>>(),
        "best_move": pv.get(1).map(|&id| t.tree.label(id)),
        "pv": pv.iter().map(|&id| t.tree.name(id)).collect::<Vec<_>>(),
        "nodes_generated": t.nodes_generated(),
        "evaluations": t.evaluations(),
        "alpha_cutoffs": 0,
        "beta_cutoffs": 0,
    })
}

fn maxn_text(scenario: &Scenario, t: &MaxnTrace) -> String {
    let pv: Vec<&str> = t.about.pv.iter().map(|&id| t.tree.given_name(id)).collect();
    let best = t.about.pv.get(1).map(|&id| t.tree.label(id)).unwrap_or("-");
    let rows = [
        ("stats-value", maxn::show_vector(t.value())),
        ("stats-best-move", move_label(best).into_owned()),
        ("stats-line-of-play", pv.join(" → ")),
        ("stats-nodes-generated", t.nodes_generated().to_string()),
        ("stats-evaluations", t.evaluations().to_string()),
    ];
    let heading = say!(
        "stats-maxn-heading",
        name = scenario.name.as_str(),
        players = scenario.players.join(", ")
    );
    format!("{heading}\n{}", super::table(&rows))
}
