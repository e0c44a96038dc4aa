//! The game screen: a title rule; the board and the last move in words on
//! the left; the players, the computer's decision and the moves on the
//! right; the status line at the bottom. Drawing changes nothing; where
//! the board goes is a function of the area alone, so that a click is
//! placed by the same layout.

use super::{BoardPlace, BoardView, Drawable};
use crate::game::{Game, Player};
use crate::say;
use crate::session::{Played, Session, Who};
use crate::tui::theme::Theme;
use crate::tui::tutor::panels::panel;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Paragraph, Widget, Wrap};
use std::time::Duration;

/// The narrowest the right-hand column gets before it goes below the board.
const SIDE_WIDTH: u16 = 24;

/// Stands for the move in a sentence, so that the move can be lit.
const MOVE_MARK: &str = "\u{E000}";

/// Where each part of the screen goes.
struct Areas {
    title: Rect,
    left: Rect,
    right: Rect,
    status: Rect,
}

/// The status line's rows: two, or up to four where a long note needs
/// them (a refusal that names a command to run).
fn status_height<T: Drawable>(s: &Session<T>, width: u16) -> u16 {
    let lines = status(s, Theme::MONO).line_count(width) as u16;
    lines.clamp(2, 4)
}

fn status<T: Drawable>(s: &Session<T>, theme: Theme) -> Paragraph<'static> {
    Paragraph::new(status_line(s, theme)).wrap(Wrap { trim: true })
}

/// The screen's parts around `board` (drawn as wide as [`room`] allows)
/// and the status line of `status` rows.
fn areas(area: Rect, board: &Text, status: u16) -> Areas {
    let [title, body, status] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(status),
    ])
    .areas(area);
    let (left, right) = split(body, board);
    Areas {
        title,
        left,
        right,
        status,
    }
}

/// The widest the board may be in `area` and leave the side column.
fn room(area: Rect) -> u16 {
    area.width.saturating_sub(SIDE_WIDTH + 1)
}

/// Where the board goes when the screen is drawn into `area`.
pub fn board_place<T: Drawable>(s: &Session<T>, area: Rect) -> BoardPlace {
    let room = room(area);
    let board = s.table.board(&board_view(s, room, Theme::MONO));
    let a = areas(area, &board, status_height(s, area.width));
    BoardPlace {
        area: board_block().inner(a.left),
        room,
    }
}

/// Draws the game screen, with the perfect play panel (its title and
/// lines) if any.
pub fn render<T: Drawable>(
    s: &Session<T>,
    perfect: Option<(String, Vec<Line<'static>>)>,
    area: Rect,
    buf: &mut Buffer,
    theme: Theme,
) {
    let board = s.table.board(&board_view(s, room(area), theme));
    let a = areas(area, &board, status_height(s, area.width));
    panel(title_text(s, a.title.width), theme.title()).render(a.title, buf);
    render_board(s, board, a.left, buf, theme);
    render_side(s, perfect, a.right, buf, theme);
    status(s, theme).render(a.status, buf);
}

fn board_block() -> ratatui::widgets::Block<'static> {
    panel(format!(" {} ", say!("game-board")), Default::default())
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

/// " Kalah · book rules · 6 pits × 6 stones · store evaluation · depth 6 ",
/// within `width` columns: where the words of a language run longer, the
/// game's description gives up its last parts (the evaluation, then the
/// board's size) before the search's settings are cut.
fn title_text<T: Drawable>(s: &Session<T>, width: u16) -> String {
    let o = &s.options;
    let about = s.table.about();
    let mut about: Vec<&str> = about.split(" · ").collect();
    let mut settings = vec![say!("game-depth", depth = o.depth)];
    if o.order != crate::search::Order::None {
        settings.push(say!("game-order", order = o.order.key()));
    }
    if o.quiescence {
        settings.push(say!("game-quiescence"));
    }
    loop {
        let parts: Vec<String> = std::iter::once(s.table.name())
            .chain(about.iter().map(|p| p.to_string()))
            .chain(settings.iter().cloned())
            .collect();
        let text = format!(" {} ", parts.join(" · "));
        // Two columns for the panel's corners.
        if text.chars().count() + 2 <= usize::from(width) || about.len() <= 1 {
            return text;
        }
        about.pop();
    }
}

pub fn board_view<T: Drawable>(s: &Session<T>, room: u16, theme: Theme) -> BoardView<'_, T> {
    BoardView {
        room,
        pos: &s.pos,
        last: s.last().map(|l| (&l.before, &l.mv)),
        shown: s.showing.map(|s| s.shown),
        cursor: s.cursor_move(),
        theme,
    }
}

fn render_board<T: Drawable>(
    s: &Session<T>,
    board: Text<'static>,
    area: Rect,
    buf: &mut Buffer,
    theme: Theme,
) {
    let mut lines = board.lines;
    if let Some(last) = s.last() {
        lines.push(Line::from(""));
        lines.push(Line::from(vec![
            Span::styled(format!("{} ", say!("game-last-move")), theme.title()),
            Span::raw(s.table.describe(&last.before, &last.mv)),
        ]));
    }
    let block = panel(format!(" {} ", say!("game-board")), theme.title());
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(block)
        .render(area, buf);
}

fn render_side<T: Drawable>(
    s: &Session<T>,
    perfect: Option<(String, Vec<Line<'static>>)>,
    area: Rect,
    buf: &mut Buffer,
    theme: Theme,
) {
    let decision = decision_lines(s, theme);
    let decision = Paragraph::new(decision).wrap(Wrap { trim: true });
    // A panel's height: its lines as wrapped, and its title.
    let height = |p: &Paragraph| match p.line_count(area.width) as u16 {
        0 => 0,
        n => n + 1,
    };
    let decision_height = height(&decision);
    let (perfect_title, perfect) = perfect.unwrap_or_default();
    let perfect = Paragraph::new(perfect).wrap(Wrap { trim: false });
    let perfect_height = height(&perfect);
    let [players, computer, exact, moves] = Layout::vertical([
        Constraint::Length(4),
        Constraint::Length(decision_height),
        Constraint::Length(perfect_height),
        Constraint::Fill(1),
    ])
    .areas(area);
    let title = |id: &str| panel(format!(" {} ", say!(id)), theme.title());
    Paragraph::new(player_lines(s, area.width, theme))
        .block(title("game-players"))
        .render(players, buf);
    decision
        .block(title("game-computers-choice"))
        .render(computer, buf);
    let perfect_title = panel(format!(" {perfect_title} "), theme.title());
    perfect.block(perfect_title).render(exact, buf);
    let inner = moves.height.saturating_sub(1) as usize;
    let history = move_lines(s, theme);
    let skip = history.len().saturating_sub(inner);
    Paragraph::new(history.into_iter().skip(skip).collect::<Vec<_>>())
        .block(title("game-moves"))
        .render(moves, buf);
}

/// "▶ South  you": one line a seat, the one to move marked; then how
/// the computer picks among equally good moves.
fn player_lines<T: Drawable>(s: &Session<T>, width: u16, theme: Theme) -> Vec<Line<'static>> {
    let names = s.table.players();
    let to_move = (!s.is_over()).then(|| s.table.seat(&s.pos));
    let mut lines: Vec<Line> = (0..2)
        .map(|seat| {
            let mark = if to_move == Some(seat) { "▶ " } else { "  " };
            let style = if to_move == Some(seat) {
                theme.title()
            } else {
                theme.plain()
            };
            Line::styled(format!("{mark}{:<6} {}", names[seat], who_word(s, seat)), style)
        })
        .collect();
    lines.push(Line::styled(seed_line(s, width), theme.dim()));
    lines
}

/// "seed 53991 (--seed replays)", or shorter where the column is narrow.
fn seed_line<T: Drawable>(s: &Session<T>, width: u16) -> String {
    let seed = s.options.seed;
    if !s.options.random {
        return say!("game-no-random");
    }
    // The seed is a name for a game, not a quantity: passed as text.
    let seed = seed.to_string();
    [
        say!("game-seed-replays", seed = &seed),
        say!("game-seed-replays-short", seed = &seed),
    ]
    .into_iter()
    .find(|t| t.chars().count() <= usize::from(width))
    .unwrap_or_else(|| say!("game-seed", seed = &seed))
}

/// "you" where one human plays the computer, else "human" / "computer".
fn who_word<T: Drawable>(s: &Session<T>, seat: usize) -> String {
    match s.options.seats[seat] {
        Who::Human if s.one_human() => say!("game-you"),
        Who::Human => say!("game-human"),
        Who::Computer => say!("game-computer"),
    }
}

/// The computer's last decision: the move, its value, the equal moves.
fn decision_lines<T: Drawable>(s: &Session<T>, theme: Theme) -> Vec<Line<'static>> {
    let Some(played) = s.last_decision() else {
        return Vec::new();
    };
    let Some(d) = &played.decision else {
        return Vec::new();
    };
    let key = |m| s.table.key_of(&played.before, m);
    let best: Vec<String> = d.choice.best.iter().map(key).collect();
    let how = if best.len() == 1 {
        say!("game-only-best")
    } else if d.at_random {
        say!("game-equal-drawn", moves = best.join(" "))
    } else {
        say!("game-equal-first", moves = best.join(" "))
    };
    let chose = say!(
        "game-chose",
        player = &s.table.players()[played.seat],
        mv = MOVE_MARK,
        value = s.table.value_words(d.choice.value)
    );
    let (before, after) = chose.split_once(MOVE_MARK).unwrap_or((&chose, ""));
    vec![
        Line::from(vec![
            Span::raw(before.to_string()),
            Span::styled(key(&played.mv), theme.pv()),
            Span::raw(after.to_string()),
        ]),
        Line::from(say!("game-for-max", max = max_name(s, played), depth = d.depth)),
        Line::from(how),
        Line::from(say!(
            "game-effort",
            nodes = d.choice.nodes_generated,
            evaluations = d.choice.evaluations
        )),
    ]
}

/// Who MAX is in the search of `played`'s position.
fn max_name<T: Drawable>(s: &Session<T>, played: &Played<T>) -> String {
    let seat = s.table.seat(&played.before);
    let max_moves = s.table.searched(&played.before).player(&played.before) == Player::Max;
    let max_seat = if max_moves { seat } else { 1 - seat };
    s.table.players()[max_seat].clone()
}

/// "12 North 4→2", the computer's moves marked where a human plays it.
fn move_lines<T: Drawable>(s: &Session<T>, theme: Theme) -> Vec<Line<'static>> {
    let names = s.table.players();
    let mixed = s.options.seats[0] != s.options.seats[1];
    s.history
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let label = s.table.searched(&m.before).move_label(&m.before, &m.mv);
            let label = crate::words::games::move_label(&label);
            let by = if mixed && m.by == Who::Computer {
                format!(" {}", say!("game-by-computer"))
            } else {
                String::new()
            };
            let style = if i + 1 == s.history.len() {
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
fn status_line<T: Drawable>(s: &Session<T>, theme: Theme) -> Line<'static> {
    if let Some(note) = &s.note {
        return Line::styled(note.clone(), theme.cut());
    }
    let mut text = String::new();
    if let (Some(showing), Some(last)) = (s.showing, s.last()) {
        let player = &s.table.players()[last.seat];
        text += &say!(
            "game-step-of",
            player = player,
            shown = showing.shown,
            of = showing.of
        );
        text += " · ";
    }
    text += &now(s);
    Line::styled(text, theme.title())
}

fn now<T: Drawable>(s: &Session<T>) -> String {
    if s.is_over() {
        let result = s
            .table
            .result(&s.pos)
            .unwrap_or_else(|| say!("game-no-moves-left"));
        return say!("game-over", result = result);
    }
    let seat = s.table.seat(&s.pos);
    let player = &s.table.players()[seat];
    let name = say!("game-player-who", player = player, who = who_word(s, seat));
    if s.humans_turn() {
        let typed = if s.typed.is_empty() {
            String::new()
        } else {
            format!(" · {}", say!("game-typed", typed = &s.typed))
        };
        let to_move = say!(
            "game-human-to-move",
            player = &name,
            what = s.table.what_to_type(),
            keys = s.legal_keys().join(" ")
        );
        return to_move + &typed;
    }
    if let Some(t) = s.thinking.as_ref().filter(|t| t.asked || s.answers_by_itself()) {
        // The time shows once the move is asked for (the pause after the
        // last move is over), so that a screen drawn just after a move
        // does not depend on the clock.
        let elapsed = t.asked.then(|| t.since.elapsed());
        return thinking(s, player, t.depth, elapsed);
    }
    match (s.has_human(), s.playing) {
        (true, _) => say!("game-moves-next", player = &name),
        (false, true) => say!("game-playing-on", player = &name),
        (false, false) => say!("game-space-plays", player = &name),
    }
}

/// "North is thinking… (depth 8) · 2.4 s · u takes your move back"; the
/// time once it is worth reading.
fn thinking<T: Drawable>(s: &Session<T>, player: &str, depth: u32, elapsed: Option<Duration>) -> String {
    let mut parts = vec![say!("game-thinking", player = player, depth = depth)];
    if let Some(e) = elapsed.filter(|e| *e >= Duration::from_secs(1)) {
        parts.push(say!("game-seconds", seconds = format!("{:.1}", e.as_secs_f64())));
    }
    match (s.has_human(), s.playing) {
        (true, _) => parts.push(say!("game-u-takes-back")),
        (false, true) => parts.push(say!("game-p-pauses")),
        (false, false) => {}
    }
    parts.join(" · ")
}
