//! The decision panel of alpha-beta: after each successor's value comes
//! back, the node compares its value v with its window and does one of
//! three things. The case that just applied is lit.

use super::theme::Theme;
use crate::game::Player;
use crate::record::search::cursor::Run;
use crate::record::search::{Event, NodeId, Window};
use crate::value::{Value, show};
use ratatui::text::{Line, Span};

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
pub fn case(player: Player, v: Value, w: &Window, strict: bool) -> Option<Case> {
    let (cuts, narrows, cut, stay) = match player {
        Player::Max => (
            v > w.beta || (!strict && v == w.beta),
            v > w.alpha,
            Case::High,
            Case::Low,
        ),
        Player::Min => (
            v < w.alpha || (!strict && v == w.alpha),
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
fn cells(player: Player, strict: bool) -> [(&'static str, &'static str); 3] {
    match (player, strict) {
        (Player::Chance, _) => [("", ""); 3],
        (Player::Max, false) => [
            ("v ≤ α", "go on"),
            ("α < v < β", "α = v"),
            ("v ≥ β", "✂ β-cutoff"),
        ],
        (Player::Max, true) => [
            ("v ≤ α", "go on"),
            ("α < v ≤ β", "α = v"),
            ("v > β", "✂ β-cutoff"),
        ],
        (Player::Min, false) => [
            ("v ≤ α", "✂ α-cutoff"),
            ("α < v < β", "β = v"),
            ("v ≥ β", "go on"),
        ],
        (Player::Min, true) => [
            ("v < α", "✂ α-cutoff"),
            ("α ≤ v < β", "β = v"),
            ("v ≥ β", "go on"),
        ],
    }
}

/// The node whose test the current event shows, and the case it took.
pub fn decided(run: &Run, strict: bool) -> Option<(NodeId, Case)> {
    let k = run.step().checked_sub(1)?;
    let s = &run.state;
    let test = |node: NodeId| {
        let n = s.node(node);
        let v = n.provisional?;
        case(run.trace.node(node).player, v, &n.window?, strict).map(|c| (node, c))
    };
    match run.trace.entries[k].event {
        Event::Provisional { node, .. } => test(node),
        Event::WindowChange { node, .. } => Some((node, Case::Inside)),
        Event::BetaCutoff { at, .. } => Some((at, Case::High)),
        Event::AlphaCutoff { at, .. } => Some((at, Case::Low)),
        // A successor came back without changing v: the test still ran.
        Event::Leave { node, .. } => {
            let parent = run.trace.node(node).parent?;
            let next = run.trace.entries.get(k + 1).map(|e| e.event);
            let changes = matches!(next, Some(Event::Provisional { node: p, .. }) if p == parent);
            if changes { None } else { test(parent) }
        }
        _ => None,
    }
}

/// The lines of the panel, in its compact form when narrower than this.
pub const WIDE: u16 = 68;

/// The lines of the panel.
pub fn lines(run: &Run, strict: bool, width: u16, theme: Theme) -> Vec<Line<'static>> {
    let decided = decided(run, strict);
    let node = decided.map(|d| d.0).or(run.state.current());
    let mut out = vec![heading(run, node, theme)];
    for player in [Player::Max, Player::Min] {
        let lit = decided
            .filter(|&(n, _)| run.trace.node(n).player == player)
            .map(|d| d.1);
        out.push(row(player, strict, lit, width >= WIDE, theme));
    }
    out
}

/// "at e ▲: v = 5, α = -∞, β = 4".
fn heading(run: &Run, node: Option<NodeId>, theme: Theme) -> Line<'static> {
    let Some(node) = node else {
        return Line::from("· no node is being searched");
    };
    let n = run.state.node(node);
    let v = n
        .provisional
        .map_or("no value yet".into(), |v| format!("v = {}", show(v)));
    let w = n
        .window
        .map(|w| format!(", α = {}, β = {}", show(w.alpha), show(w.beta)))
        .unwrap_or_default();
    let who = run.trace.node(node);
    Line::from(vec![
        Span::styled(
            format!("at {} {}: ", run.trace.name(node), who.player.symbol()),
            theme.title(),
        ),
        Span::raw(format!("{v}{w}")),
    ])
}

fn row(player: Player, strict: bool, lit: Option<Case>, wide: bool, theme: Theme) -> Line<'static> {
    let label = if wide {
        format!("{player} {} ", player.symbol())
    } else {
        format!("{} ", player.symbol())
    };
    let mut spans = vec![Span::styled(label, theme.title())];
    let cases = [Case::Low, Case::Inside, Case::High]
        .into_iter()
        .zip(cells(player, strict));
    for (case, (cond, action)) in cases {
        let text = if wide {
            format!("{cond}: {action:<10}")
        } else {
            format!("{}: {action}", cond.replace(' ', ""))
        };
        let (mark, style) = if Some(case) == lit {
            ("▶", theme.current())
        } else {
            (" ", theme.plain())
        };
        spans.push(Span::styled(
            format!("{mark}{text:<w$}", w = if wide { 19 } else { 15 }),
            style,
        ));
    }
    Line::from(spans)
}
