//! The game screen: a title rule; the board and the last move in words on
//! the left; the players, the computer's decision and the moves on the
//! right; the status line at the bottom. Drawing changes nothing.

use super::state::{Play, Played, Who};
use super::{BoardPlace, BoardView, Playable};
use crate::game::{Game, Player};
use crate::tui::screen::panel;
use crate::tui::theme::Theme;
use crate::value::show;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};
use std::time::Duration;

/// The narrowest the right-hand column gets before it goes below the board.
const SIDE_WIDTH: u16 = 24;

/// Draws the game screen; returns where the board went.
pub fn render<T: Playable>(p: &Play<T>, area: Rect, buf: &mut Buffer, theme: Theme) -> BoardPlace {
    let [title, body, status] =
        Layout::vertical([Constraint::Length(1), Constraint::Fill(1), Constraint::Length(2)]).areas(area);
    panel(title_text(p), theme.title()).render(title, buf);
    let room = body.width.saturating_sub(SIDE_WIDTH + 1);
    let board = p.table.board(&board_view(p, room, theme));
    let (left, right) = split(body, &board);
    let block = panel(" Board ".into(), theme.title());
    let place = BoardPlace {
        area: block.inner(left),
        room,
    };
    render_board(p, board, block, left, buf, theme);
    render_side(p, right, buf, theme);
    Paragraph::new(status_line(p, theme))
        .wrap(Wrap { trim: true })
        .render(status, buf);
    place
}

/// The board beside the side column, or above it where the screen is narrow.
fn split(body: Rect, board: &Text) -> (Rect, Rect) {
    // Room for the last move in words, even beside a small board.
    let wide = (board.width() as u16 + 1).max(44.min(body.width.saturating_sub(SIDE_WIDTH)));
    if body.width >= wide + SIDE_WIDTH {
        let [l, r] = Layout::horizontal([Constraint::Length(wide), Constraint::Fill(1)]).areas(body);
        (l, r)
    } else {
        let tall = board.height() as u16 + 4;
        let [l, r] = Layout::vertical([Constraint::Length(tall), Constraint::Fill(1)]).areas(body);
        (l, r)
    }
}

/// " Kalah · book rules · 6 pits × 6 stones · store evaluation · depth 6 ".
fn title_text<T: Playable>(p: &Play<T>) -> String {
    let o = &p.options;
    let mut parts = vec![p.table.name(), p.table.about(), format!("depth {}", o.depth)];
    if o.order != crate::search::Order::None {
        parts.push(format!("{} order", o.order.key()));
    }
    if o.quiescence {
        parts.push("quiescence".into());
    }
    format!(" {} ", parts.join(" · "))
}

pub fn board_view<T: Playable>(p: &Play<T>, room: u16, theme: Theme) -> BoardView<'_, T> {
    BoardView {
        room,
        pos: &p.pos,
        last: p.last().map(|l| (&l.before, &l.mv)),
        shown: p.showing.map(|s| s.shown),
        cursor: p.cursor_move(),
        theme,
    }
}

fn render_board<T: Playable>(
    p: &Play<T>,
    board: Text<'static>,
    block: Block<'static>,
    area: Rect,
    buf: &mut Buffer,
    theme: Theme,
) {
    let mut lines = board.lines;
    if let Some(last) = p.last() {
        lines.push(Line::from(""));
        lines.push(Line::from(vec![
            Span::styled("Last move: ", theme.title()),
            Span::raw(p.table.describe(&last.before, &last.mv)),
        ]));
    }
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(block)
        .render(area, buf);
}

fn render_side<T: Playable>(p: &Play<T>, area: Rect, buf: &mut Buffer, theme: Theme) {
    let decision = decision_lines(p, theme);
    let decision = Paragraph::new(decision).wrap(Wrap { trim: true });
    let decision_height = match decision.line_count(area.width) as u16 {
        0 => 0,
        n => n + 1,
    };
    let [players, computer, moves] = Layout::vertical([
        Constraint::Length(4),
        Constraint::Length(decision_height),
        Constraint::Fill(1),
    ])
    .areas(area);
    Paragraph::new(player_lines(p, area.width, theme))
        .block(panel(" Players ".into(), theme.title()))
        .render(players, buf);
    decision
        .block(panel(" Computer's choice ".into(), theme.title()))
        .render(computer, buf);
    let inner = moves.height.saturating_sub(1) as usize;
    let history = move_lines(p, theme);
    let skip = history.len().saturating_sub(inner);
    Paragraph::new(history.into_iter().skip(skip).collect::<Vec<_>>())
        .block(panel(" Moves ".into(), theme.title()))
        .render(moves, buf);
}

/// "▶ South  you": one line a seat, the one to move marked; then how
/// the computer picks among equally good moves.
fn player_lines<T: Playable>(p: &Play<T>, width: u16, theme: Theme) -> Vec<Line<'static>> {
    let names = p.table.players();
    let to_move = (!p.is_over()).then(|| p.table.seat(&p.pos));
    let mut lines: Vec<Line> = (0..2)
        .map(|seat| {
            let mark = if to_move == Some(seat) { "▶ " } else { "  " };
            let style = if to_move == Some(seat) {
                theme.title()
            } else {
                theme.plain()
            };
            Line::styled(format!("{mark}{:<6} {}", names[seat], who_word(p, seat)), style)
        })
        .collect();
    lines.push(Line::styled(seed_line(p, width), theme.dim()));
    lines
}

/// "seed 53991 (--seed replays)", or shorter where the column is narrow.
fn seed_line<T: Playable>(p: &Play<T>, width: u16) -> String {
    let seed = p.options.seed;
    if !p.options.random {
        return "no random: first best move".into();
    }
    [
        format!("seed {seed} (--seed replays)"),
        format!("--seed {seed} replays"),
    ]
    .into_iter()
    .find(|s| s.chars().count() <= usize::from(width))
    .unwrap_or_else(|| format!("seed {seed}"))
}

/// "you" where one human plays the computer, else "human" / "computer".
fn who_word<T: Playable>(p: &Play<T>, seat: usize) -> &'static str {
    let who = p.options.seats[seat];
    let one_human = p.options.seats.iter().filter(|&&w| w == Who::Human).count() == 1;
    if who == Who::Human && one_human {
        "you"
    } else {
        who.word()
    }
}

/// The computer's last decision: the move, its value, the equal moves.
fn decision_lines<T: Playable>(p: &Play<T>, theme: Theme) -> Vec<Line<'static>> {
    let Some(played) = p.last_decision() else {
        return Vec::new();
    };
    let Some(d) = &played.decision else {
        return Vec::new();
    };
    let names = p.table.players();
    let key = |m| p.table.key_of(&played.before, m);
    let best: Vec<String> = d.choice.best.iter().map(key).collect();
    let how = if best.len() == 1 {
        "the only best move".to_string()
    } else if d.at_random {
        format!("equally good: {}; drawn at random", best.join(" "))
    } else {
        format!("equally good: {}; the first taken", best.join(" "))
    };
    vec![
        Line::from(vec![
            Span::raw(format!("{} chose ", names[played.seat])),
            Span::styled(key(&played.mv), theme.pv()),
            Span::raw(format!(", value {}", show(d.choice.value))),
        ]),
        Line::from(format!("for MAX ({}), depth {}", max_name(p, played), d.depth)),
        Line::from(how),
        Line::from(format!(
            "{} · {} · t its tree",
            count(d.choice.counters.nodes_generated, "node"),
            count(d.choice.counters.evaluations, "evaluation")
        )),
    ]
}

/// "1 node", "12 nodes".
fn count(n: u64, what: &str) -> String {
    if n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}

/// Who MAX is in the search of `played`'s position.
fn max_name<T: Playable>(p: &Play<T>, played: &Played<T>) -> String {
    let seat = p.table.seat(&played.before);
    let max_moves = p.table.searched(&played.before).player(&played.before) == Player::Max;
    let max_seat = if max_moves { seat } else { 1 - seat };
    p.table.players()[max_seat].clone()
}

/// "12 North 4→2", the computer's moves marked where a human plays it.
fn move_lines<T: Playable>(p: &Play<T>, theme: Theme) -> Vec<Line<'static>> {
    let names = p.table.players();
    let mixed = p.options.seats[0] != p.options.seats[1];
    p.history
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let label = p.table.searched(&m.before).move_label(&m.before, &m.mv);
            let by = if mixed && m.by == Who::Computer {
                " (computer)"
            } else {
                ""
            };
            let style = if i + 1 == p.history.len() {
                theme.title()
            } else {
                theme.plain()
            };
            // Tic-tac-toe's labels name the player already ("X b2").
            let who = if label.starts_with(&names[m.seat]) {
                String::new()
            } else {
                format!("{:<6} ", names[m.seat])
            };
            Line::styled(format!("{:>3} {who}{label}{by}", i + 1), style)
        })
        .collect()
}

/// What happens now, or why a key was refused.
fn status_line<T: Playable>(p: &Play<T>, theme: Theme) -> Line<'static> {
    if let Some(note) = &p.note {
        return Line::styled(note.clone(), theme.cut());
    }
    let mut text = String::new();
    if let (Some(s), Some(last)) = (p.showing, p.last()) {
        let name = &p.table.players()[last.seat];
        text += &format!("{name}'s move, step {} of {} · ", s.shown, s.of);
    }
    text += &now(p);
    Line::styled(text, theme.title())
}

fn now<T: Playable>(p: &Play<T>) -> String {
    if p.is_over() {
        let result = p.table.result(&p.pos).unwrap_or_else(|| "no moves left".into());
        return format!("Game over: {result}. u takes moves back, t shows the tree, q quits.");
    }
    let seat = p.table.seat(&p.pos);
    let name = format!("{} ({})", p.table.players()[seat], who_word(p, seat));
    if p.humans_turn() {
        let keys: Vec<String> = p.legal().iter().map(|m| p.table.key_of(&p.pos, m)).collect();
        let typed = if p.typed.is_empty() {
            String::new()
        } else {
            format!(" · typed {}…", p.typed)
        };
        return format!(
            "{name} to move: type {} ({}) or ← → and Enter{typed}",
            p.table.what_to_type(),
            keys.join(" ")
        );
    }
    if let Some(t) = p.thinking.as_ref().filter(|t| t.asked || p.answers_by_itself()) {
        // The time shows once the move is asked for (the pause after the
        // last move is over), so that a screen drawn just after a move
        // does not depend on the clock.
        let elapsed = t.asked.then(|| t.since.elapsed());
        return thinking(p, &p.table.players()[seat], t.depth, elapsed);
    }
    match (p.has_human(), p.playing) {
        (true, _) => format!("{name} moves next"),
        (false, true) => format!("{name} to move; playing on by itself, p pauses"),
        (false, false) => format!("{name} to move: Space plays its move, p plays on by itself"),
    }
}

/// "North is thinking… (depth 8) · 2.4 s · u takes your move back"; the
/// time once it is worth reading.
fn thinking<T: Playable>(p: &Play<T>, name: &str, depth: u32, elapsed: Option<Duration>) -> String {
    let mut text = format!("{name} is thinking… (depth {depth})");
    if let Some(e) = elapsed.filter(|e| *e >= Duration::from_secs(1)) {
        text += &format!(" · {:.1} s", e.as_secs_f64());
    }
    text += match (p.has_human(), p.playing) {
        (true, _) => " · u takes your move back",
        (false, true) => " · p pauses",
        (false, false) => "",
    };
    text
}
