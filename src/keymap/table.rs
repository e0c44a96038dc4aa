//! A screen's keys as they act and as they are shown: the actions of the
//! key map that act there, each with the keys the configuration file
//! gives it or else its own, worded for that screen.

use super::{ACTIONS, Action, Bar, Help, Key, Message, On, Screen, Typing};

/// The actions the configuration file binds, each to the keys that
/// replace its own, in the order the file gives them. An action left out
/// keeps its keys.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeyBindings(pub Vec<(&'static Action, Vec<Key>)>);

impl KeyBindings {
    /// The keys the file gives an action, by its name, if it gives any.
    pub fn keys(&self, name: &str) -> Option<&[Key]> {
        self.of(super::find(name)?)
    }

    /// The action the file binds a key to, if any.
    pub fn action(&self, key: Key) -> Option<&'static Action> {
        self.0.iter().find(|(_, k)| k.contains(&key)).map(|(a, _)| *a)
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = (&'static Action, &[Key])> {
        self.0.iter().map(|(a, k)| (*a, k.as_slice()))
    }

    fn of(&self, action: &Action) -> Option<&[Key]> {
        self.0
            .iter()
            .find(|(a, _)| *a == action)
            .map(|(_, k)| k.as_slice())
    }
}

/// An action as it acts on a screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub action: &'static Action,
    /// The keys that do it here; none if the file gave them all away.
    pub keys: Vec<Key>,
    /// The help's row it heads: the keys as written and what they do (a
    /// message id); none if it is part of the row before it.
    pub help: Option<(String, &'static str)>,
    /// Its key and word (a message id) in the key bar, if it is there.
    pub bar: Option<(String, &'static str)>,
    /// Whether the bar keeps it at every width (the way back).
    pub way: bool,
}

/// A screen's keys, in the order the help lists them.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    /// How keys bound to nothing type here, and the help's row for it.
    pub typing: Option<(Typing, &'static str, &'static str)>,
    pub rows: Vec<Row>,
}

impl Table {
    /// The message a key sends here, if it is bound.
    pub fn message(&self, key: Key) -> Option<Message> {
        self.rows
            .iter()
            .find(|r| r.keys.contains(&key))
            .map(|r| r.action.message)
    }

    /// Whether some key here sends `message`.
    pub fn sends(&self, message: Message) -> bool {
        self.rows
            .iter()
            .any(|r| r.action.message == message && !r.keys.is_empty())
    }

    /// What a character bound to nothing types here, if it types.
    pub fn typed(&self, c: char) -> Option<Message> {
        let (typing, _, _) = self.typing?;
        typing.types(c).then_some(Message::Type(c))
    }

    /// The help: the keys as written and what they do (a message id), row
    /// by row, what is typed first.
    pub fn help(&self) -> Vec<(String, &'static str)> {
        let typing = self.typing.map(|(_, keys, what)| (keys.to_string(), what));
        let rows = self.rows.iter().filter_map(|r| r.help.clone());
        typing.into_iter().chain(rows).collect()
    }

    /// The key bar: each key and its word (a message id).
    pub fn bar(&self) -> Vec<(&str, &'static str)> {
        self.bar_kept()
            .into_iter()
            .map(|(key, word, _)| (key, word))
            .collect()
    }

    /// The key bar, each key and word with whether it stays at every
    /// width: the way back, and the last two (help, quit).
    pub fn bar_kept(&self) -> Vec<(&str, &'static str, bool)> {
        let mut out: Vec<_> = self
            .rows
            .iter()
            .filter_map(|r| r.bar.as_ref().map(|(key, word)| (key.as_str(), *word, r.way)))
            .collect();
        let last = out.len().saturating_sub(2);
        for entry in &mut out[last..] {
            entry.2 = true;
        }
        out
    }
}

/// The keys of `screens`, the modes first and the screen under them last
/// (`[Lesson, Search]`), under the file's bindings: an action the file
/// binds answers the file's keys, and a key the file gives to another
/// action here no longer does its own. The help then writes the keys of
/// a row the file changed from the keys themselves.
pub fn table(screens: &[Screen], file: &KeyBindings) -> Table {
    let acting: Vec<(&'static Action, &'static On)> = ACTIONS
        .iter()
        .filter_map(|a| Some((a, a.on(screens)?)))
        .filter(|(_, on)| on.help != Help::Off)
        .collect();
    let taken: Vec<Key> = acting
        .iter()
        .filter_map(|(a, _)| file.of(a))
        .flatten()
        .copied()
        .collect();
    let mut rows: Vec<Row> = acting
        .iter()
        .map(|&(action, _)| Row {
            action,
            keys: match file.of(action) {
                Some(keys) => keys.to_vec(),
                None => action
                    .keys
                    .iter()
                    .filter(|k| !taken.contains(k))
                    .copied()
                    .collect(),
            },
            help: None,
            bar: None,
            way: false,
        })
        .collect();
    let touched = |a: &Action| file.of(a).is_some() || a.keys.iter().any(|k| taken.contains(k));
    let mut first = 0;
    while first < rows.len() {
        let joined = acting[first + 1..]
            .iter()
            .take_while(|(_, on)| on.help == Help::Joined);
        let group = first..first + 1 + joined.count();
        if let Help::Row(written, what) = acting[first].1.help {
            let keys = match acting[group.clone()].iter().any(|(a, _)| touched(a)) {
                true => rows[group.clone()]
                    .iter()
                    .map(|r| shown(&r.keys))
                    .collect::<Vec<_>>()
                    .join(" / "),
                false => written.to_string(),
            };
            rows[first].help = Some((keys, what));
        }
        first = group.end;
    }
    let bars: Vec<_> = (0..rows.len()).map(|i| bar(&rows, i, acting[i].1.bar)).collect();
    for ((row, bar), (_, on)) in rows.iter_mut().zip(bars).zip(&acting) {
        row.bar = bar;
        row.way = matches!(on.bar, Bar::Way(_));
    }
    Table {
        typing: screens.iter().find_map(|s| s.typing()),
        rows,
    }
}

/// Row `i`'s key and word in the key bar: none for a row without keys.
fn bar(rows: &[Row], i: usize, bar: Bar) -> Option<(String, &'static str)> {
    let first = |r: &Row| r.keys.first().map(|k| k.shown());
    match bar {
        Bar::Absent => None,
        Bar::Key(word) | Bar::Way(word) => Some((first(&rows[i])?, word)),
        Bar::Pair(word) => {
            let (a, b) = (first(&rows[i])?, first(rows.get(i + 1)?)?);
            let gap = if a.chars().count() == 1 && b.chars().count() == 1 {
                ""
            } else {
                " "
            };
            Some((format!("{a}{gap}{b}"), word))
        }
    }
}

/// Keys as the help writes them: `→ l Space`, or `–` for none.
fn shown(keys: &[Key]) -> String {
    match keys.is_empty() {
        true => "–".into(),
        false => keys.iter().map(|k| k.shown()).collect::<Vec<_>>().join(" "),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::known::Kind;
    use crate::keymap::{contexts, find};

    fn file(bound: &[(&str, &[Key])]) -> KeyBindings {
        KeyBindings(
            bound
                .iter()
                .map(|(name, keys)| (find(name).unwrap(), keys.to_vec()))
                .collect(),
        )
    }

    fn row<'t>(t: &'t Table, name: &str) -> &'t Row {
        t.rows.iter().find(|r| r.action.name == name).unwrap()
    }

    #[test]
    fn a_bound_key_acts_and_the_actions_old_key_no_longer_does() {
        let t = table(&[Screen::Search], &file(&[("quit", &[Key::Char('x')])]));
        assert_eq!(t.message(Key::Char('x')), Some(Message::Quit));
        assert_eq!(t.message(Key::Char('q')), None);
        assert_eq!(t.message(Key::Esc), Some(Message::Escape));
        assert_eq!(t.message(Key::Right), Some(Message::Forward));
    }

    #[test]
    fn the_help_and_the_bar_name_the_files_keys() {
        let bound = file(&[
            ("quit", &[Key::Char('x')]),
            ("previous_evaluation", &[Key::Char('w'), Key::F(2)]),
            ("forward", &[Key::Right, Key::Char('n')]),
        ]);
        let t = table(&[Screen::Search], &bound);
        let quit = row(&t, "quit");
        assert_eq!(quit.help, Some(("x / Esc".into(), "key-quit-tutor")));
        assert_eq!(quit.bar, Some(("x".into(), "bar-quit")));
        assert_eq!(
            row(&t, "next_evaluation").help,
            Some(("e / w F2".into(), "key-evaluations"))
        );
        let forward = row(&t, "forward");
        assert_eq!(forward.help, Some(("→ n".into(), "key-forward")));
        assert_eq!(forward.bar, Some(("→".into(), "bar-step")));
        // n steps forward now: the negamax view has no key left, and x
        // quits, so the canvas has none either.
        assert_eq!(row(&t, "view").help, Some(("–".into(), "key-view")));
        assert_eq!(row(&t, "canvas").help, Some(("–".into(), "key-canvas")));
    }

    /// q bound away: no screen's key bar says `q quit`, each says the new
    /// key, and q quits nowhere.
    #[test]
    fn a_key_bound_away_is_bound_away_on_every_screen() {
        let bound = file(&[("quit", &[Key::F(10)])]);
        let mut quitting = 0;
        for screens in contexts() {
            let t = table(&screens, &bound);
            assert_ne!(t.message(Key::Char('q')), Some(Message::Quit), "{screens:?}");
            let bar = t.bar();
            assert!(!bar.iter().any(|(key, _)| *key == "q"), "{screens:?}: {bar:?}");
            if t.sends(Message::Quit) {
                quitting += 1;
                assert_eq!(t.message(Key::F(10)), Some(Message::Quit), "{screens:?}");
                let help = t.help();
                assert!(
                    help.iter().any(|(keys, _)| keys.starts_with("F10")),
                    "{screens:?}: {help:?}"
                );
            }
        }
        assert!(quitting >= 10, "{quitting}");
    }

    #[test]
    fn a_pair_in_the_bar_takes_both_keys() {
        let t = table(&[Screen::Picker], &KeyBindings::default());
        assert_eq!(t.bar()[0], ("↑↓", "bar-choose"));
        let moved = table(
            &[Screen::Game(Kind::Kalah)],
            &file(&[("cursor_left", &[Key::F(3)])]),
        );
        assert_eq!(moved.bar()[0], ("F3 →", "bar-choose"));
    }

    #[test]
    fn only_where_keys_type_do_they_type() {
        let typed = |screens: &[Screen], c| table(screens, &KeyBindings::default()).typed(c);
        assert_eq!(typed(&[Screen::Practice], '>'), Some(Message::Type('>')));
        assert_eq!(typed(&[Screen::Game(Kind::Kalah)], '3'), Some(Message::Type('3')));
        assert_eq!(typed(&[Screen::Game(Kind::Kalah)], '>'), None);
        assert_eq!(typed(&[Screen::Search], 'w'), None);
    }
}
