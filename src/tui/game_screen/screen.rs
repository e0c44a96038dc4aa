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
use crate::words::games;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Constraint, Layout, Rect, Size};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Paragraph, Widget, Wrap};
use std::time::Duration;

/// The narrowest the right-hand column gets before it goes below the
/// board, and the widest it grows on a wide screen.
const SIDE_WIDTH: u16 = 26;
const SIDE_WIDEST: u16 = 48;

/// The rows under the board in presenter mode: the last move and the
/// computer's choice, a blank line before each, and a row for either to
/// run onto.
const UNDER_PRESENTED: u16 = 7;

/// The narrowest the board's panel is beside the side column: room for
/// the last move in words, even beside a small board.
const LAST_MOVE_WIDTH: u16 = 44;

/// The rows under the board beside the side column: a blank line, the
/// last move, and a row for it to run onto.
const UNDER_BOARD: u16 = 3;

/// Stands for the move in a sentence, so that the move can be lit.
const MOVE_MARK: &str = "\u{E000}";

/// Where each part of the screen goes: the board's panel and the board
/// in it, drawn as large as its room allows.
struct Areas {
    title: Rect,
    left: Rect,
    right: Rect,
    status: Rect,
    room: Size,
    board: Rect,
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

/// The side column's width: about three tenths of the screen's.
fn side_width(width: u16) -> u16 {
    (width * 3 / 10).clamp(SIDE_WIDTH, SIDE_WIDEST)
}

/// The screen's parts in `area`, the board drawn as large as fits: in
/// presenter mode across the whole screen, else beside the side column,
/// or above it where even its smallest drawing is too wide for that.
fn areas<T: Drawable>(s: &Session<T>, present: bool, area: Rect) -> Areas {
    let [title, body, status] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(status_height(s, area.width)),
    ])
    .areas(area);
    // The board's panel has a title row.
    let under = if present { UNDER_PRESENTED } else { UNDER_BOARD };
    let tall = body.height.saturating_sub(1 + under);
    let (left, right, room) = if present {
        (body, Rect::ZERO, Size::new(body.width.saturating_sub(2), tall))
    } else {
        let room = Size::new(body.width.saturating_sub(side_width(body.width) + 1), tall);
        let board = board_size(s, room).width;
        if board <= room.width {
            // The board's panel as wide as the board, and wide enough for
            // the last move in words; the side column takes the rest.
            let left = (board + 1).max(LAST_MOVE_WIDTH.min(room.width + 1));
            let [l, r] = Layout::horizontal([Constraint::Length(left), Constraint::Fill(1)]).areas(body);
            (l, r, room)
        } else {
            // The board above the side column, as small as it is drawn.
            let room = Size::new(body.width.saturating_sub(1), 0);
            let tall = board_size(s, room).height + 1 + UNDER_BOARD;
            let [l, r] = Layout::vertical([Constraint::Length(tall), Constraint::Fill(1)]).areas(body);
            (l, r, room)
        }
    };
    let board = board_rect(s, present, board_block().inner(left), room);
    Areas {
        title,
        left,
        right,
        status,
        room,
        board,
    }
}

/// The board's size in `room`.
fn board_size<T: Drawable>(s: &Session<T>, room: Size) -> Size {
    let board = s.table.board(&board_view(s, room, Theme::MONO));
    Size::new(board.width() as u16, board.height() as u16)
}

/// Where the board goes in its panel's `inner` area: at its top left; in
/// presenter mode in the middle, with the rows under it.
fn board_rect<T: Drawable>(s: &Session<T>, present: bool, inner: Rect, room: Size) -> Rect {
    let size = board_size(s, room);
    let (x, y) = match present {
        true => (
            inner.x + inner.width.saturating_sub(size.width) / 2,
            inner.y + inner.height.saturating_sub(size.height + UNDER_PRESENTED) / 2,
        ),
        false => (inner.x, inner.y),
    };
    Rect::new(x, y, size.width, size.height).intersection(inner)
}

/// Where the board goes when the screen is drawn into `area`.
pub fn board_place<T: Drawable>(s: &Session<T>, present: bool, area: Rect) -> BoardPlace {
    let a = areas(s, present, area);
    BoardPlace {
        area: a.board,
        room: a.room,
    }
}

/// Draws the game screen, with the perfect play panel (its title and
/// lines) if any; in presenter mode the board, the last move and the
/// computer's choice fill it.
pub fn render<T: Drawable>(
    s: &Session<T>,
    perfect: Option<(String, Vec<Line<'static>>)>,
    present: bool,
    area: Rect,
    buf: &mut Buffer,
    theme: Theme,
) {
    let a = areas(s, present, area);
    let board = s.table.board(&board_view(s, a.room, theme));
    panel(title_text(s, a.title.width), theme.title()).render(a.title, buf);
    let under = match present {
        true => presented_lines(s, theme),
        false => last_move_lines(s, theme),
    };
    render_board(board, under, present, &a, buf, theme);
    if !present {
        render_side(s, perfect, a.right, buf, theme);
    }
    status(s, theme).render(a.status, buf);
}

fn board_block() -> ratatui::widgets::Block<'static> {
    panel(format!(" {} ", say!("game-board")), Default::default())
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

pub fn board_view<T: Drawable>(s: &Session<T>, room: Size, theme: Theme) -> BoardView<'_, T> {
    BoardView {
        room,
        pos: &s.pos,
        last: s.last().map(|l| (&l.before, &l.mv)),
        shown: s.showing.map(|s| s.shown),
        cursor: s.cursor_move(),
        theme,
    }
}

/// The board's panel: the board where [`areas`] puts it, and `under`
/// below it, each line broken at the panel's margin (in presenter mode
/// in the middle, as the board).
fn render_board(
    board: Text<'static>,
    under: Vec<Line<'static>>,
    present: bool,
    a: &Areas,
    buf: &mut Buffer,
    theme: Theme,
) {
    let block = panel(format!(" {} ", say!("game-board")), theme.title());
    let inner = block.inner(a.left);
    block.render(a.left, buf);
    Paragraph::new(board).render(a.board, buf);
    let below = Rect {
        y: a.board.bottom(),
        height: inner.bottom().saturating_sub(a.board.bottom()),
        ..inner
    };
    let alignment = match present {
        true => Alignment::Center,
        false => Alignment::Left,
    };
    Paragraph::new(under)
        .alignment(alignment)
        .wrap(Wrap { trim: false })
        .render(below, buf);
}

/// "Last move: South sowed 4 stones from pit 3 ...", after a blank line.
fn last_move_lines<T: Drawable>(s: &Session<T>, theme: Theme) -> Vec<Line<'static>> {
    let Some(last) = s.last() else {
        return Vec::new();
    };
    vec![
        Line::from(""),
        Line::from(vec![
            Span::styled(format!("{} ", say!("game-last-move")), theme.title()),
            Span::raw(s.table.describe(&last.before, &last.mv)),
        ]),
    ]
}

/// Presenter mode's lines under the board: the last move, and the
/// computer's choice with whom it was searched for.
fn presented_lines<T: Drawable>(s: &Session<T>, theme: Theme) -> Vec<Line<'static>> {
    let mut lines = last_move_lines(s, theme);
    let decision = decision_lines(s, theme);
    if !decision.is_empty() {
        lines.push(Line::from(""));
        lines.extend(decision.into_iter().take(2));
    }
    lines
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
    let chose = Line::from(vec![
        Span::raw(before.to_string()),
        Span::styled(key(&played.mv), theme.pv()),
        Span::raw(after.to_string()),
    ]);
    let distance = d
        .choice
        .distance
        .as_ref()
        .map(|d| Line::from(games::distance_of(d)));
    [chose]
        .into_iter()
        .chain(distance)
        .chain([
            Line::from(say!("game-for-max", max = max_name(s, played), depth = d.depth)),
            Line::from(how),
            Line::from(say!(
                "game-effort",
                nodes = d.choice.nodes_generated,
                evaluations = d.choice.evaluations
            )),
        ])
        .collect()
}

/// Who MAX is in the search of `played`'s position.
fn max_name<T: Drawable>(s: &Session<T>, played: &Played<T>) -> String {
    let seat = s.table.seat(&played.before);
    let max_moves = s.table.searched(&played.before).player(&played.before) == Player::Max;
    let max_seat = if max_moves { seat } else { 1 - seat };
    s.table.players()[max_seat].clone()
}

/// "12 North 4(2)", the computer's moves marked where a human plays it.
fn move_lines<T: Drawable>(s: &Session<T>, theme: Theme) -> Vec<Line<'static>> {
    let names = s.table.players();
    let mixed = s.options.seats[0] != s.options.seats[1];
    s.history
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let label = s.table.searched(&m.before).move_label(&m.before, &m.mv);
            // The history under "Moves" gives a pit by its number.
            let label = match crate::words::games::pit(&label) {
                Some(pit) => pit.into(),
                None => crate::words::games::move_label(&label),
            };
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
