//! A search's panels as data: the step panel (the current event in the
//! texts' words, the window of the node being searched and who set each
//! bound, the path from the root), the counts, and alpha-beta's decision.

use super::lab::Work;
use super::other::{Against, Other};
use crate::game::Player;
use crate::record::search::{Bound, Counters, CutKind, Event, NodeId, View, Window};
use crate::say;
use crate::search::ordering::minimal::NoMinimal;
use crate::search::{Algorithm, Rule};
use crate::search::{Order, Setup};
use crate::story::outline::seen_provisional;
use crate::story::practice::Veil;
use crate::story::practice::veil::HIDDEN;
use crate::story::run::SearchRun;
use crate::story::{Chart, Counts, Decision, DecisionRow, Labelled, StepPanel};
use crate::value::{Value, show};
use crate::words::CutNames;
use crate::words::ordering::order_short;
use crate::words::search::explain::explain_in;
use crate::words::search::{bound_key, player, window_text};

/// The step panel, values in `view`; under a question's `veil` without
/// what it keeps back.
pub fn step_panel(run: &SearchRun, view: View, veil: Option<Veil>, names: CutNames) -> StepPanel {
    let trace = run.trace();
    let (sentence, cut) = match run.cursor.current() {
        Some(k) => (
            explain_in(trace, k, run.state(), view, names),
            trace.event(k).is_cutoff(),
        ),
        None => (say!("before-search", root = trace.name(NodeId::ROOT)), false),
    };
    let shown = |node: NodeId| veil.is_none_or(|v| !v.hides_window(v.node == node));
    let window = window(run, view).filter(|(node, _)| shown(*node));
    let mut lines: Vec<Labelled> = window.into_iter().map(|(_, line)| line).collect();
    lines.push(path(run, view, veil));
    StepPanel { sentence, cut, lines }
}

/// "Window at e: α = -∞, β = 4 (set by b)" for the node being searched,
/// and that node.
fn window(run: &SearchRun, view: View) -> Option<(NodeId, Labelled)> {
    let node = run.state().current()?;
    let trace = run.trace();
    let w = view.window(trace.player(node), run.state().window(node)?);
    let line = Labelled {
        label: say!("window-at", node = trace.name(node)),
        text: window_text(trace, &w),
    };
    Some((node, line))
}

/// "Path: a ▲ ≥ 4 → b ▼ ≤ 4 → e ▲" (`v=3` where the value is no bound;
/// `?` for the value a question keeps back); a game's moves after it:
/// "Path: A ▲ ≥ 2 → D ▼ ≤ 2 (pits 3, 1)".
fn path(run: &SearchRun, view: View, veil: Option<Veil>) -> Labelled {
    let (trace, state) = (run.trace(), run.state());
    let steps: Vec<String> = state
        .path()
        .iter()
        .map(|&id| {
            let p = trace.player(id);
            let bounds = state.provisional_bounds(trace, id);
            let v = match veil.is_some_and(|v| v.hides_value(v.node == id)) {
                true => Some(HIDDEN.to_string()),
                false => state
                    .node(id)
                    .provisional()
                    .map(|v| seen_provisional(view, p, v, bounds)),
            };
            let v = v.map(|v| format!(" {v}")).unwrap_or_default();
            // A leaf is no chance node, whoever would move there.
            let leaf = p == Player::Chance && trace.children(id).next().is_none();
            let symbol = if leaf {
                String::new()
            } else {
                format!(" {}", p.symbol())
            };
            let step = format!("{}{symbol}{v}", trace.name(id));
            crate::words::symbols::shown(&step).into_owned()
        })
        .collect();
    let text = match (steps.is_empty(), state.finished()) {
        (false, _) => {
            let steps = crate::words::symbols::shown(&steps.join(" → ")).into_owned();
            match crate::words::search::moves_of(trace, state.path()) {
                Some(moves) => format!("{steps} ({moves})"),
                None => steps,
            }
        }
        (true, Some(_)) => say!("path-over"),
        (true, None) if run.step() == 0 => say!("path-not-started"),
        // An iteration of iterative deepening just begun (its root not yet
        // entered), just ended, or the root just left.
        (true, None) => match (run.current().map(|e| e.event), state.iteration()) {
            (Some(Event::Iteration { depth }), _) => say!("path-iteration-starts", depth = depth),
            (_, Some(depth)) => say!("path-iteration-over", depth = depth),
            (_, None) => say!("path-root-done"),
        },
    };
    Labelled {
        label: say!("path-label"),
        text,
    }
}

/// The counts: so far, in all, and the comparison's.
pub fn counts(run: &SearchRun, other: &Other, shown: Algorithm, names: CutNames) -> Counts {
    // Expectimax cuts nothing off and is compared with nothing.
    let rows = if run.trace().about.min_is_chance {
        &ROWS[..2]
    } else {
        &ROWS[..]
    };
    let whole = run.whole;
    let mut columns = vec![
        (say!("counts-so-far"), Some(run.state().counters())),
        (say!("counts-in-all"), Some(whole)),
    ];
    let title = match other.counts() {
        Some((against, Some(counts))) => {
            columns.push((short(against), Some(counts)));
            saving(shown, &whole, against, &counts)
        }
        Some((against, None)) => {
            columns.push((short(against), None));
            say!("counts-counting", other = short(against))
        }
        None => say!("counts-title"),
    };
    table(title, &columns, rows, names)
}

/// The rows: what is counted and how to read it from counters (the
/// cut-offs as they are named).
type Figure = fn(&Counters, CutNames) -> u64;
const ROWS: [(&str, Figure); 4] = [
    ("count-generated", |c, _| c.nodes_generated),
    ("count-evaluations", |c, _| c.evaluations),
    ("count-alpha-cutoffs", |c, names| names.counts(c)[0]),
    ("count-beta-cutoffs", |c, names| names.counts(c)[1]),
];

fn table(
    title: String,
    columns: &[(String, Option<Counters>)],
    rows: &[(&str, Figure)],
    names: CutNames,
) -> Counts {
    let rows = rows
        .iter()
        .map(|&(id, get)| {
            let cells = columns
                .iter()
                .map(|(_, c)| c.as_ref().map_or("…".into(), |c| get(c, names).to_string()))
                .collect();
            (say!(id), cells)
        })
        .collect();
    Counts {
        title,
        headings: columns.iter().map(|(h, _)| h.clone()).collect(),
        rows,
        notes: Vec::new(),
    }
}

/// The whole run's counters before and after the last edit of the tree,
/// with the settings both were counted under.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LastEdit {
    pub setup: Setup,
    pub before: Counters,
    pub after: Counters,
}

/// The counts panel's line for the last edit, while the run is searched
/// as it was then: "Last edit: evaluations 5 → 6 · β-cutoffs 1 → 0" (the
/// evaluations, and the cut-offs that changed: the line is short enough
/// for the panel at 80 columns).
pub fn edit_note(edit: &LastEdit, now: Setup, names: CutNames) -> Option<String> {
    if edit.setup != now {
        return None;
    }
    let (evaluations, cutoffs) = ROWS[1..].split_at(1);
    let changed = cutoffs
        .iter()
        .filter(|(_, get)| get(&edit.before, names) != get(&edit.after, names));
    let parts: Vec<String> = evaluations
        .iter()
        .chain(changed)
        .map(|&(id, get)| {
            say!(
                "counts-before-after",
                figure = say!(id),
                before = get(&edit.before, names),
                after = get(&edit.after, names)
            )
        })
        .collect();
    Some(say!("counts-last-edit", figures = parts.join(" · ")))
}

/// The ordering lab's lines under the counts: alpha-beta's evaluations in
/// each order, the one searched in brackets, and the minimal tree's.
pub fn lab_notes(work: &Work, searched: Order) -> Vec<String> {
    let lab = match work {
        Work::None => return Vec::new(),
        Work::Working(_) | Work::Later => return vec![say!("counts-orders-counting")],
        Work::Done(lab) => lab,
    };
    let mut each: Vec<String> = lab
        .orders
        .iter()
        .map(|&(order, evaluations)| {
            let text = say!(
                "counts-order",
                order = order_short(order),
                evaluations = evaluations
            );
            match order == searched {
                true => format!("[{text}]"),
                false => text,
            }
        })
        .collect();
    let mut notes = Vec::new();
    match &lab.minimal {
        Ok(m) => each.push(say!("counts-minimal", evaluations = m.evaluations)),
        Err(NoMinimal::Chance) => notes.push(say!("counts-no-minimal-chance")),
        Err(_) => {}
    }
    let mut lines = vec![format!("{} {}", say!("counts-orders"), each.join(" · "))];
    if lab.rule == Rule::Strict && lab.minimal.is_ok() {
        notes.push(say!("counts-minimal-strict"));
    }
    lines.extend(notes);
    lines
}

/// The chart of evaluations by depth: minimax, the order searched, best
/// first, the minimal tree.
pub fn chart(work: &Work, searched: Order) -> Chart {
    let title = say!("chart-title");
    let lab = match work {
        Work::Done(lab) => lab,
        Work::Working(_) | Work::Later => {
            return Chart {
                title,
                note: Some(say!("chart-counting")),
                ..Chart::default()
            };
        }
        Work::None => {
            return Chart {
                title,
                note: Some(say!("chart-none")),
                ..Chart::default()
            };
        }
    };
    let mut series = vec![
        say!("chart-legend-minimax"),
        say!(
            "chart-legend-searched",
            order = crate::words::ordering::order_name(searched)
        ),
    ];
    // Searched best first, the run is the best-first bar.
    let best = lab.best.as_ref().filter(|_| searched != Order::Best);
    series.extend(best.map(|_| say!("chart-legend-best")));
    series.extend(lab.minimal.as_ref().ok().map(|_| say!("chart-legend-minimal")));
    let groups = (lab.first_depth()..lab.depths())
        .map(|d| {
            let mut bars = vec![lab.minimax.at(d), lab.searched.at(d)];
            bars.extend(best.map(|b| b.at(d)));
            bars.extend(lab.minimal.as_ref().ok().map(|m| super::lab::minimal_at(m, d)));
            (say!("chart-depth", depth = d), bars)
        })
        .collect();
    let note = match &lab.minimal {
        Err(NoMinimal::Chance) => Some(say!("counts-no-minimal-chance")),
        Ok(_) if lab.rule == Rule::Strict => Some(say!("counts-minimal-strict")),
        _ => None,
    };
    Chart {
        title,
        series,
        groups,
        note,
    }
}

/// The comparison's column heading: "minimax", "α-β", "unordered".
fn short(against: Against) -> String {
    match against {
        Against::Algorithm(a) => say!("algorithm-short", algorithm = a.key()),
        Against::Unordered => say!("counts-unordered"),
    }
}

/// "evaluations: α-β 5 · minimax 8": the saving in one line, the search
/// shown first, in short names so that the numbers fit a narrow panel.
fn saving(shown: Algorithm, whole: &Counters, against: Against, other: &Counters) -> String {
    let (this, that) = match against {
        Against::Algorithm(a) => (
            say!("algorithm-short", algorithm = shown.key()),
            say!("algorithm-short", algorithm = a.key()),
        ),
        Against::Unordered => (say!("counts-ordered"), say!("counts-unordered")),
    };
    say!(
        "saving",
        this = this,
        evaluations = whole.evaluations,
        against = that,
        other = other.evaluations
    )
}

/// The three cases of the test, from v below the window to v above it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    Low,
    Inside,
    High,
}

/// The case of v against the window at a node of `player`, tested as the
/// pseudocode does: the cut-off test first (the strict rule cuts only on
/// v > β / v < α), then whether v narrows the window.
pub fn case(player: Player, v: Value, w: &Window, rule: Rule) -> Option<Case> {
    let ties = rule == Rule::Equality;
    let (cuts, narrows, cut, stay) = match player {
        Player::Max => (
            v > w.beta || (ties && v == w.beta),
            v > w.alpha,
            Case::High,
            Case::Low,
        ),
        Player::Min => (
            v < w.alpha || (ties && v == w.alpha),
            v < w.beta,
            Case::Low,
            Case::High,
        ),
        // A chance node averages; it never tests a window.
        Player::Chance => return None,
    };
    Some(match (cuts, narrows) {
        (true, _) => cut,
        (false, true) => Case::Inside,
        (false, false) => stay,
    })
}

/// What each case does at a player's node: condition and action.
fn cells(player: Player, rule: Rule, names: CutNames) -> [(&'static str, String); 3] {
    let (go_on, alpha, beta) = (
        say!("decision-go-on"),
        say!("decision-alpha-gets"),
        say!("decision-beta-gets"),
    );
    let cut = |kind| say!("decision-cut", cut = names.name(kind));
    let (beta_cut, alpha_cut) = (cut(CutKind::Beta), cut(CutKind::Alpha));
    match (player, rule) {
        (Player::Max, Rule::Equality) => [("v ≤ α", go_on), ("α < v < β", alpha), ("v ≥ β", beta_cut)],
        (Player::Max, Rule::Strict) => [("v ≤ α", go_on), ("α < v ≤ β", alpha), ("v > β", beta_cut)],
        (Player::Min, Rule::Equality) => [("v ≤ α", alpha_cut), ("α < v < β", beta), ("v ≥ β", go_on)],
        (Player::Min, Rule::Strict) => [("v < α", alpha_cut), ("α ≤ v < β", beta), ("v ≥ β", go_on)],
        (Player::Chance, _) => [("", String::new()), ("", String::new()), ("", String::new())],
    }
}

/// The node whose test the current event shows, and the case it took.
fn decided(run: &SearchRun, rule: Rule) -> Option<(NodeId, Case)> {
    let k = run.cursor.current()?;
    let (trace, s) = (run.trace(), run.state());
    let test = |node: NodeId| {
        let v = s.node(node).provisional()?;
        case(trace.player(node), v, &s.window(node)?, rule).map(|c| (node, c))
    };
    match trace.event(k) {
        Event::NoCutoff { node } => test(node),
        Event::WindowChange { node, .. } => Some((node, Case::Inside)),
        Event::Cutoff { at, .. } => match trace.player(at) {
            Player::Max => Some((at, Case::High)),
            _ => Some((at, Case::Low)),
        },
        _ => None,
    }
}

/// Alpha-beta's decision panel after the current step.
pub fn decision(run: &SearchRun, rule: Rule, view: View, names: CutNames) -> Decision {
    let decided = decided(run, rule);
    let node = decided.map(|d| d.0).or(run.state().current());
    if view == View::Negamax {
        return negamax_decision(run, rule, decided, node);
    }
    let trace = run.trace();
    let rows = [Player::Max, Player::Min]
        .into_iter()
        .map(|p| {
            let lit = decided.filter(|&(n, _)| trace.player(n) == p).map(|d| d.1);
            DecisionRow {
                player: player(p),
                symbol: crate::words::symbols::shown(p.symbol()).into_owned(),
                cases: cells(p, rule, names)
                    .into_iter()
                    .map(|(c, a)| (c.to_string(), a))
                    .collect(),
                lit: lit.map(|c| c as usize),
            }
        })
        .collect();
    Decision {
        title: decision_title(run, node, View::Minimax),
        rows,
    }
}

/// The decision in the negamax view: every node maximises its own value,
/// so one row of cases serves all (MIN's v ≤ α is v ≥ β with both sides
/// negated).
fn negamax_decision(
    run: &SearchRun,
    rule: Rule,
    decided: Option<(NodeId, Case)>,
    node: Option<NodeId>,
) -> Decision {
    let trace = run.trace();
    let lit = decided.map(|(n, case)| match (trace.player(n), case) {
        (Player::Min, Case::Low) => Case::High,
        (Player::Min, Case::High) => Case::Low,
        (_, case) => case,
    });
    let (go_on, raise, cut) = (
        say!("decision-go-on"),
        say!("decision-alpha-gets"),
        say!("decision-cutoff"),
    );
    let cases = match rule {
        Rule::Equality => [("v ≤ α", go_on), ("α < v < β", raise), ("v ≥ β", cut)],
        Rule::Strict => [("v ≤ α", go_on), ("α < v ≤ β", raise), ("v > β", cut)],
    };
    let row = DecisionRow {
        // Both players take the same test.
        player: String::new(),
        symbol: "▲▼".into(),
        cases: cases.into_iter().map(|(c, a)| (c.to_string(), a)).collect(),
        lit: lit.map(|c| c as usize),
    };
    Decision {
        title: decision_title(run, node, View::Negamax),
        rows: vec![row],
    }
}

/// " Decision at e ▲: v = 5, α = -∞, β = 4 ", values in `view`.
fn decision_title(run: &SearchRun, node: Option<NodeId>, view: View) -> String {
    let Some(node) = node else {
        return say!("decision-title-none");
    };
    let (trace, n) = (run.trace(), run.state().node(node));
    let p = trace.player(node);
    let value = n.provisional().map_or(say!("decision-no-value"), |v| {
        say!("decision-value", value = show(view.value(p, v)))
    });
    // Right after a bound moved, the test it took was against the old one.
    let moved = run.cursor.current().and_then(|k| match run.trace().event(k) {
        Event::WindowChange { node: n, bound, old } if n == node => Some((bound, old)),
        _ => None,
    });
    let window = run.state().window(node).map_or(String::new(), |w| match moved {
        Some((bound, old)) => {
            let mut before = w;
            before.set(bound, old, None);
            let (before, after) = (view.window(p, before), view.window(p, w));
            // The bound that moved, seen from the player to move.
            let (shown, now) = match (view.negates(p), bound) {
                (true, Bound::Beta) => (Bound::Alpha, after.alpha),
                (true, Bound::Alpha) => (Bound::Beta, after.beta),
                (false, b) => (b, after.bound(b).0),
            };
            say!(
                "decision-window-moved",
                alpha = show(before.alpha),
                beta = show(before.beta),
                bound = bound_key(shown),
                now = show(now)
            )
        }
        None => {
            let w = view.window(p, w);
            say!("decision-window", alpha = show(w.alpha), beta = show(w.beta))
        }
    });
    say!(
        "decision-title",
        node = trace.name(node),
        symbol = trace.player(node).symbol(),
        value = value,
        window = window
    )
}
