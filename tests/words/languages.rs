//! Russian and Ukrainian beside English: every message in every language,
//! none reading a variable the program does not give (Fluent would then
//! give up and the user would read the English message), and the plural
//! forms of every counted noun.

use super::{Message, messages, messages_of};
use fluent_templates::LanguageIdentifier;
use fluent_templates::fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_templates::langid;

fn others() -> [(&'static str, LanguageIdentifier); 2] {
    [("ru", langid!("ru")), ("uk", langid!("uk"))]
}

fn ids(messages: &[&Message]) -> Vec<String> {
    messages
        .iter()
        .map(|m| format!("{} ({})", m.id, m.file))
        .collect()
}

#[test]
fn every_language_has_every_message_and_no_other() {
    let (_, en) = messages();
    for (tag, id) in others() {
        let (bundle, found) = messages_of(tag, id);
        let missing: Vec<&Message> = en.iter().filter(|m| !bundle.has_message(&m.id)).collect();
        let extra: Vec<&Message> = found
            .iter()
            .filter(|m| !en.iter().any(|e| e.id == m.id))
            .collect();
        assert!(missing.is_empty(), "{tag} lacks {:?}", ids(&missing));
        assert!(
            extra.is_empty(),
            "{tag} has messages English has not: {:?}",
            ids(&extra)
        );
    }
}

/// A message of `bundle` said with `args`, and Fluent's complaints.
fn say(bundle: &FluentBundle<FluentResource>, id: &str, args: &FluentArgs) -> (String, Vec<String>) {
    let message = bundle.get_message(id).unwrap_or_else(|| panic!("no {id}"));
    let mut errors = Vec::new();
    let text = bundle.format_pattern(message.value().unwrap(), Some(args), &mut errors);
    (
        text.into_owned(),
        errors.iter().map(|e| format!("{e:?}")).collect(),
    )
}

/// Said with the variables the English message reads (the program gives
/// those: `every_message_said_exists_and_gets_its_arguments`), a message
/// of another language raises no error.
#[test]
fn no_language_reads_a_variable_the_program_does_not_give() {
    let (_, en) = messages();
    for (tag, id) in others() {
        let (bundle, _) = messages_of(tag, id);
        let mut wrong = Vec::new();
        for m in &en {
            let mut args = FluentArgs::new();
            for v in &m.variables {
                args.set(v.as_str(), FluentValue::from(2));
            }
            let (_, errors) = say(&bundle, &m.id, &args);
            if !errors.is_empty() {
                wrong.push(format!("{tag} {}: {errors:?}", m.id));
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }
}

/// The counts every counted noun is said with: CLDR's one (1, 21), few
/// (2, 22) and many (0, 5, 11, 25) in Russian and Ukrainian.
const COUNTS: [u32; 8] = [0, 1, 2, 5, 11, 21, 22, 25];

/// 0 for one, 1 for few, 2 for many.
fn category(n: u32) -> usize {
    match (n % 10, n % 100) {
        (1, r) if r != 11 => 0,
        (2..=4, r) if !(12..=14).contains(&r) => 1,
        _ => 2,
    }
}

/// A counted noun: the language, the message, its count's variable, and
/// what follows the count for one, few and many.
type Noun = (&'static str, &'static str, &'static str, [&'static str; 3]);

const NOUNS: &[Noun] = &[
    // The computer's choice: how far off a win or a loss is.
    (
        "ru",
        "distance-wins",
        "plies",
        ["полуход", "полухода", "полуходов"],
    ),
    ("uk", "distance-wins", "plies", ["півхід", "півходи", "півходів"]),
    (
        "ru",
        "distance-loses",
        "plies",
        ["полуход", "полухода", "полуходов"],
    ),
    ("uk", "distance-loses", "plies", ["півхід", "півходи", "півходів"]),
    ("ru", "game-tree-of-quickest", "of", ["ход", "хода", "ходов"]),
    ("uk", "game-tree-of-quickest", "of", ["хід", "ходи", "ходів"]),
    // A proof's strategy too long to list (the locative: «в 21 позиции»).
    (
        "ru",
        "prove-strategy-too-long",
        "answers",
        ["позиции", "позициях", "позициях"],
    ),
    (
        "uk",
        "prove-strategy-too-long",
        "answers",
        ["позиції", "позиціях", "позиціях"],
    ),
    // The class over ssh.
    (
        "ru",
        "serve-line",
        "students",
        ["студент", "студента", "студентов"],
    ),
    (
        "uk",
        "serve-line",
        "students",
        ["студент", "студенти", "студентів"],
    ),
    (
        "ru",
        "serve-line-open",
        "students",
        ["студент", "студента", "студентов"],
    ),
    (
        "uk",
        "serve-line-open",
        "students",
        ["студент", "студенти", "студентів"],
    ),
    (
        "ru",
        "serve-roster-title",
        "students",
        ["студент", "студента", "студентов"],
    ),
    (
        "uk",
        "serve-roster-title",
        "students",
        ["студент", "студенти", "студентів"],
    ),
    // Editing a tree.
    ("ru", "edit-done", "edits", ["правка", "правки", "правок"]),
    ("uk", "edit-done", "edits", ["зміна", "зміни", "змін"]),
    ("ru", "edit-done-undone", "edits", ["правка", "правки", "правок"]),
    (
        "ru",
        "heading-depth-rounds",
        "plies",
        ["полуход", "полухода", "полуходов"],
    ),
    (
        "uk",
        "heading-depth-rounds",
        "plies",
        ["півхід", "півходи", "півходів"],
    ),
    ("uk", "edit-done-undone", "edits", ["зміна", "зміни", "змін"]),
    // The ordering lab.
    (
        "ru",
        "order-now",
        "evaluations",
        ["статическая оценка", "статические оценки", "статических оценок"],
    ),
    (
        "uk",
        "order-now",
        "evaluations",
        ["статична оцінка", "статичні оцінки", "статичних оцінок"],
    ),
    ("ru", "node-types-on", "differ", ["вершина", "вершины", "вершин"]),
    ("uk", "node-types-on", "differ", ["вершина", "вершини", "вершин"]),
    (
        "ru",
        "stats-written-counts",
        "nodes",
        ["вершина построена", "вершины построено", "вершин построено"],
    ),
    (
        "uk",
        "stats-written-counts",
        "nodes",
        ["вершину побудовано", "вершини побудовано", "вершин побудовано"],
    ),
    (
        "ru",
        "stats-written-counts",
        "evaluations",
        ["статическая оценка", "статические оценки", "статических оценок"],
    ),
    (
        "uk",
        "stats-written-counts",
        "evaluations",
        ["статична оцінка", "статичні оцінки", "статичних оцінок"],
    ),
    ("ru", "lesson-no-more", "items", ["пункт", "пункта", "пунктов"]),
    ("uk", "lesson-no-more", "items", ["пункт", "пункти", "пунктів"]),
    ("ru", "bound-set-deep", "up", ["уровень", "уровня", "уровней"]),
    (
        "ru",
        "canvas-levels-above",
        "count",
        ["уровень", "уровня", "уровней"],
    ),
    (
        "ru",
        "canvas-levels-below",
        "count",
        ["уровень", "уровня", "уровней"],
    ),
    (
        "uk",
        "canvas-levels-above",
        "count",
        ["рівень", "рівні", "рівнів"],
    ),
    (
        "uk",
        "canvas-levels-below",
        "count",
        ["рівень", "рівні", "рівнів"],
    ),
    (
        "ru",
        "step-left-out-below",
        "nodes",
        ["вершина", "вершины", "вершин"],
    ),
    ("ru", "game-effort", "nodes", ["вершина", "вершины", "вершин"]),
    (
        "ru",
        "game-effort",
        "evaluations",
        ["стат. оценка", "стат. оценки", "стат. оценок"],
    ),
    ("ru", "stats-unordered", "nodes", ["вершина", "вершины", "вершин"]),
    (
        "ru",
        "stats-unordered",
        "evaluations",
        ["статическая оценка", "статические оценки", "статических оценок"],
    ),
    ("ru", "stats-iteration", "nodes", ["вершина", "вершины", "вершин"]),
    (
        "ru",
        "stats-iteration",
        "evaluations",
        ["оценка", "оценки", "оценок"],
    ),
    (
        "ru",
        "stats-iteration",
        "cutoffs",
        ["отсечение", "отсечения", "отсечений"],
    ),
    (
        "ru",
        "stats-without-reordering",
        "evaluations",
        ["оценку", "оценки", "оценок"],
    ),
    (
        "ru",
        "prove-table-on",
        "hits",
        ["позиция решена", "позиции решены", "позиций решено"],
    ),
    ("ru", "match-heading", "games", ["партия", "партии", "партий"]),
    ("ru", "match-first-won", "games", ["партии", "партий", "партий"]),
    ("ru", "kalah-about", "pits", ["лунка", "лунки", "лунок"]),
    ("ru", "kalah-about", "stones", ["камень", "камня", "камней"]),
    ("ru", "kalah-sowed", "stones", ["камень", "камня", "камней"]),
    ("ru", "nim-left", "left", ["монета", "монеты", "монет"]),
    ("ru", "nim-cannot-take", "coins", ["монеты", "монет", "монет"]),
    ("ru", "game-title-nim", "coins", ["монета", "монеты", "монет"]),
    ("ru", "game-note-kalah", "pits", ["лунка", "лунки", "лунок"]),
    ("ru", "game-note-kalah", "stones", ["камню", "камня", "камней"]),
    (
        "ru",
        "game-title-nim-minus",
        "coins",
        ["монета", "монеты", "монет"],
    ),
    (
        "ru",
        "position-depth-plies",
        "depth",
        ["полуход", "полухода", "полуходов"],
    ),
    ("ru", "refusal-players", "count", ["игрок", "игрока", "игроков"]),
    ("ru", "board-pits", "pits", ["лунка", "лунки", "лунок"]),
    ("ru", "board-stones", "stones", ["камень", "камня", "камней"]),
    (
        "ru",
        "board-too-many-stones",
        "total",
        ["камень", "камня", "камней"],
    ),
    ("ru", "eval-weight-count", "weights", ["вес", "веса", "весов"]),
    ("ru", "eval-weight-count", "pits", ["лунки", "лунок", "лунок"]),
    ("ru", "tictactoe-shape", "size", ["строка", "строки", "строк"]),
    (
        "ru",
        "scenario-vector-length",
        "found",
        ["оценка", "оценки", "оценок"],
    ),
    (
        "ru",
        "scenario-players-count",
        "named",
        ["игрока", "игроков", "игроков"],
    ),
    (
        "ru",
        "scenario-players-count",
        "values",
        ["оценке", "оценки", "оценок"],
    ),
    ("uk", "bound-set-deep", "up", ["рівень", "рівні", "рівнів"]),
    (
        "uk",
        "step-left-out-below",
        "nodes",
        ["вершина", "вершини", "вершин"],
    ),
    ("uk", "game-effort", "nodes", ["вершина", "вершини", "вершин"]),
    (
        "uk",
        "game-effort",
        "evaluations",
        ["стат. оцінка", "стат. оцінки", "стат. оцінок"],
    ),
    ("uk", "stats-unordered", "nodes", ["вершину", "вершини", "вершин"]),
    (
        "uk",
        "stats-unordered",
        "evaluations",
        ["статичну оцінку", "статичні оцінки", "статичних оцінок"],
    ),
    ("uk", "stats-iteration", "nodes", ["вершина", "вершини", "вершин"]),
    (
        "uk",
        "stats-iteration",
        "evaluations",
        ["оцінка", "оцінки", "оцінок"],
    ),
    (
        "uk",
        "stats-iteration",
        "cutoffs",
        ["відсікання", "відсікання", "відсікань"],
    ),
    (
        "uk",
        "stats-without-reordering",
        "evaluations",
        ["оцінку", "оцінки", "оцінок"],
    ),
    (
        "uk",
        "prove-table-on",
        "hits",
        ["позицію розв'язано", "позиції розв'язано", "позицій розв'язано"],
    ),
    ("uk", "match-heading", "games", ["партія", "партії", "партій"]),
    ("uk", "match-first-won", "games", ["партії", "партій", "партій"]),
    ("uk", "kalah-about", "pits", ["лунка", "лунки", "лунок"]),
    ("uk", "kalah-about", "stones", ["камінь", "камені", "каменів"]),
    ("uk", "kalah-sowed", "stones", ["камінь", "камені", "каменів"]),
    ("uk", "nim-left", "left", ["монета", "монети", "монет"]),
    ("uk", "nim-cannot-take", "coins", ["монети", "монет", "монет"]),
    ("uk", "game-title-nim", "coins", ["монета", "монети", "монет"]),
    ("uk", "game-note-kalah", "pits", ["лунка", "лунки", "лунок"]),
    ("uk", "game-note-kalah", "stones", ["каменю", "камені", "каменів"]),
    (
        "uk",
        "game-title-nim-minus",
        "coins",
        ["монета", "монети", "монет"],
    ),
    (
        "uk",
        "position-depth-plies",
        "depth",
        ["півхід", "півходи", "півходів"],
    ),
    ("uk", "refusal-players", "count", ["гравець", "гравці", "гравців"]),
    ("uk", "board-pits", "pits", ["лунка", "лунки", "лунок"]),
    ("uk", "board-stones", "stones", ["камінь", "камені", "каменів"]),
    (
        "uk",
        "board-too-many-stones",
        "total",
        ["камінь", "камені", "каменів"],
    ),
    ("uk", "eval-weight-count", "weights", ["вага", "ваги", "ваг"]),
    ("uk", "eval-weight-count", "pits", ["лунки", "лунок", "лунок"]),
    ("uk", "tictactoe-shape", "size", ["рядок", "рядки", "рядків"]),
    (
        "uk",
        "scenario-vector-length",
        "found",
        ["оцінка", "оцінки", "оцінок"],
    ),
    (
        "uk",
        "scenario-players-count",
        "named",
        ["гравця", "гравців", "гравців"],
    ),
    (
        "uk",
        "scenario-players-count",
        "values",
        ["оцінці", "оцінки", "оцінок"],
    ),
    (
        "ru",
        "perfect-known-building",
        "stones",
        ["камня", "камней", "камней"],
    ),
    (
        "uk",
        "perfect-known-building",
        "stones",
        ["каменя", "каменів", "каменів"],
    ),
    (
        "ru",
        "perfect-book-rules",
        "stones",
        ["камня", "камней", "камней"],
    ),
    (
        "uk",
        "perfect-book-rules",
        "stones",
        ["каменя", "каменів", "каменів"],
    ),
    ("ru", "edit-forgot", "edits", ["правку", "правки", "правок"]),
    ("uk", "edit-forgot", "edits", ["зміну", "зміни", "змін"]),
];

#[test]
fn every_counted_noun_agrees_with_its_number() {
    let (_, en) = messages();
    let mut wrong = Vec::new();
    for (tag, id) in others() {
        let (bundle, _) = messages_of(tag, id);
        for &(_, message, count, forms) in NOUNS.iter().filter(|n| n.0 == tag) {
            let others = &en.iter().find(|m| m.id == message).unwrap().variables;
            assert!(others.contains(count), "{message} reads no ${count}");
            for n in COUNTS {
                let mut args = FluentArgs::new();
                for v in others {
                    args.set(v.as_str(), FluentValue::from("x"));
                }
                args.set(count, FluentValue::from(n));
                let (text, errors) = say(&bundle, message, &args);
                let expected = format!("{n} {}", forms[category(n)]);
                if !errors.is_empty() || !text.contains(&expected) {
                    wrong.push(format!(
                        "{tag} {message} ${count} = {n}: {text:?}, expected {expected:?}"
                    ));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Every message that selects on a count in English selects on it in the
/// other languages too, so that no counted noun escapes `NOUNS`.
#[test]
fn every_counted_message_is_checked() {
    let (_, en) = messages();
    let text = |tag: &str, file: &str| std::fs::read_to_string(format!("assets/i18n/{tag}/{file}")).unwrap();
    let mut unchecked = Vec::new();
    for m in &en {
        let file = m.file.rsplit('/').next().unwrap();
        let plural = |tag: &str| {
            let source = text(tag, file);
            let start = source.find(&format!("\n{} =", m.id)).unwrap_or(0);
            let body: String = source[start + 1..]
                .lines()
                .enumerate()
                .take_while(|(i, l)| *i == 0 || l.starts_with(' '))
                .map(|(_, l)| l)
                .collect();
            body.contains("[one]")
        };
        for tag in ["ru", "uk"] {
            let checked = NOUNS.iter().any(|n| n.0 == tag && n.1 == m.id);
            if plural(tag) && !checked {
                unchecked.push(format!("{tag} {}", m.id));
            }
        }
    }
    assert!(
        unchecked.is_empty(),
        "counted nouns without a plural test: {unchecked:?}"
    );
}
