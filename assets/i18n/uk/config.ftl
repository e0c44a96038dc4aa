# Файл налаштувань (src/config): що в ньому не так, словами
# src/config/problem.rs, `gametree config path|init` і коментарі файлу,
# який пише `config init` (src/config/template.rs). Ключі, значення й
# прапорці не перекладаються.

## Де, потім що

config-invalid = { $file }:{ $line }:{ $column }: { $problem }
config-unreadable = { $file }: { $error }
config-too-big = { $file }: більше за { $most } — стільки у файлі налаштувань бути не може
config-not-utf8 = звідси файл не є текстом UTF-8: збережіть його в UTF-8
config-unknown-key = невідомий ключ `{ $key }`, очікувався один із: { $expected }
config-duplicate-key = `{ $key }` задано двічі: задайте його один раз
config-no-version = у файлі немає `version`: напишіть першим `version: { $reads },` (ця версія gametree читає формат версії { $reads })
config-newer-version = версія { $found } файлу налаштувань новіша, ніж читає ця версія gametree (версія { $reads }): оновіть gametree або напишіть файл для версії { $reads }
config-bad-version = `version` — { $found }, а очікувався номер версії: ця версія gametree читає формат версії { $reads }
config-bad-choice = `{ $key }` — { $found }, а очікувалося одне з: { $expected }
config-bad-speed = `speed` — { $found }, а очікувалося ціле число від 1 (найповільніше) до { $most } (найшвидше)
config-bad-size = `max_tree_memory` — { $found }, а очікувався розмір на зразок "1GiB", "512MiB", "800MB" або число байтів
config-bad-folder = `db_dir` — { $found }, а очікувалася тека в лапках, наприклад "~/gametree/kalah"
config-keys-not-a-map = `keys` — { $found }, а очікувалися дії та їхні клавіші у фігурних дужках, наприклад { "{" } "quit": "x", "forward": ["Right", "l"] { "}" }
config-unknown-action = невідома дія `{ $action }` у `keys`, очікувалася одна з: { $expected }
config-duplicate-action = дію `{ $action }` задано в `keys` двічі: задайте її один раз, з усіма клавішами в списку
config-unknown-key-name = "{ $key }" — не клавіша: очікувався один символ, наприклад "q", "Q" або "+", або одна з назв: { $names } (поєднання з Ctrl і Alt призначити не можна)
config-not-a-key = клавіші `{ $action }` — { $found }, а очікувалася клавіша в лапках, наприклад "q", або список клавіш, наприклад ["Right", "l"]
config-no-keys = дії `{ $action }` не задано жодної клавіші: задайте одну чи кілька або приберіть її, щоб лишити її власні
config-key-twice = клавішу "{ $key }" задано і для `{ $first }`, і для `{ $second }`: залиште її одній із них
# Те, що стоїть у файлі там, де очікувалося інше.
config-found = { $kind ->
    [text] "{ $text }"
    [number] { $text }
    [list] список
    [map] словник
    [nothing] None
   *[unit] ()
}

## gametree config path|init

config-no-folder = у цій системі немає теки налаштувань: укажіть файл прапорцем --config ФАЙЛ або змінною GAMETREE_CONFIG
config-exists = { $file } уже є: відредагуйте його або приберіть, щоб записати новий
config-dangling-link = { $file } — посилання на { $target }, якого немає: дайте --force, щоб записати файл туди (теку буде створено), або вилучіть посилання
config-folder-is-a-file = { $folder } — файл, тому теку налаштувань не створити: приберіть цей файл або вкажіть інший прапорцем --config ФАЙЛ
config-unwritable = { $file }: { $error }
config-written = записано { $file }: у ньому всі налаштування з коментарями; відредагуйте його й перевірте будь-якою командою

## Коментарі файлу, який пише `config init`; значення й прапорці не
## перекладаються.

config-init-head =
    Налаштування gametree, формат версії { $version }.
    Будь-який ключ, крім `version`, можна прибрати або закоментувати через //, і тоді він бере типове значення. Прапорець командного рядка важливіший за файл, а файл — за змінні оточення. `gametree config path` друкує, звідки читається файл; --config ФАЙЛ читає інший, --no-config — жодного.
config-init-version = Версія формату цього файлу (ця версія gametree читає версію { $version }).
config-init-rule = Правило відсікання альфа-бета: "equality" відсікає при v ≥ β у МАКС і v ≤ α у МІН, як у розділах; "strict" — лише при v > β і v < α. Одне з: { $values }. Прапорець: --rule (--strict — те саме, що --rule strict).
config-init-cut-names = Як називаються відсікання: "chapters" (відсікання в МАКС, v ≥ β, — β-відсікання) або "slides" (псевдокод слайдів міняє назви місцями). Одне з: { $values }. Прапорець: --cut-names.
config-init-lang = Мова всього, що каже програма: одне з { $values }. Якщо ключа немає — з LC_ALL, LC_MESSAGES або LANG, інакше англійська. Прапорець: --lang.
config-init-theme = Кольори: для темного термінала, для світлого або "high-contrast" для проєктора (без кольорів, лише жирний та інверсний текст). Одне з: { $values }. Прапорець: --theme.
config-init-symbols = Символи на екрані: "unicode" (▲ ▼ ✂ ★) або "ascii" для комп'ютера, у шрифті якого їх немає. Одне з: { $values }. Прапорець: --symbols.
config-init-algorithm = Алгоритм, з яким тьютор і команди відкривають дерево, коли алгоритм не задано: одне з { $values }. Якщо ключа немає — альфа-бета, expectimax на дереві з вершинами жеребкування, власний агент файлу курсу. Прапорець: --algo.
config-init-speed = Швидкість, з якою тьютор програє пошук (p): ціле число від 1, найповільніше, до { $most }, найшвидше. Прапорець: --speed.
config-init-color = Кольори на екрані: "auto" (якщо не задано змінну NO_COLOR), "always" або "never". Одне з: { $values }. Прапорець: --color (--no-color — те саме, що --color never).
config-init-db-dir = Тека ендшпільних баз калаха: ~/ — домашня тека, відносний шлях відлічується від теки цього файлу. Якщо ключа немає — тека кешу системи, як нижче. Прапорець: --db-dir.
config-init-max-tree-memory = Скільки пам'яті може зайняти дерево ходів (t і T на екрані гри): розмір на зразок "1GiB", "512MiB", "800MB" або число байтів. Якщо ключа немає — змінна GAMETREE_MAX_TREE_MEMORY, інакше 1GiB. Прапорець: --max-tree-memory.
config-init-keys =
    Клавіші всіх екранів: дія та клавіша або список клавіш, які виконують її замість її власних на кожному екрані, де вона діє; дія, якої немає в списку, зберігає свої клавіші (усі вони — у gametree keys). Клавіша — один символ ("q", "Q", "+") або одна з назв: { $names }.
    Дії: { $actions }.
