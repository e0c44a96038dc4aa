# Файл настроек (src/config): что в нём не так, словами
# src/config/problem.rs, `gametree config path|init` и комментарии файла,
# который пишет `config init` (src/config/template.rs). Ключи, значения и
# флаги не переводятся.

## Где, затем что

config-invalid = { $file }:{ $line }:{ $column }: { $problem }
config-unreadable = { $file }: { $error }
config-too-big = { $file }: больше { $most } — столько в файле настроек быть не может
config-not-utf8 = отсюда файл не является текстом UTF-8: сохраните его в UTF-8
config-unknown-key = неизвестный ключ `{ $key }`, ожидался один из: { $expected }
config-duplicate-key = `{ $key }` задан дважды: задайте его один раз
config-no-version = в файле нет `version`: напишите первым `version: { $reads },` (эта версия gametree читает формат версии { $reads })
config-newer-version = версия { $found } файла настроек новее, чем читает эта версия gametree (версия { $reads }): обновите gametree или напишите файл для версии { $reads }
config-bad-version = `version` — { $found }, а ожидался номер версии: эта версия gametree читает формат версии { $reads }
config-bad-choice = `{ $key }` — { $found }, а ожидалось одно из: { $expected }
config-bad-speed = `speed` — { $found }, а ожидалось целое число от 1 (медленнее всего) до { $most } (быстрее всего)
config-bad-size = `max_tree_memory` — { $found }, а ожидался размер вроде "1GiB", "512MiB", "800MB" или число байтов
config-bad-folder = `db_dir` — { $found }, а ожидалась папка в кавычках, например "~/gametree/kalah"
config-keys-not-a-map = `keys` — { $found }, а ожидались действия и их клавиши в фигурных скобках, например { "{" } "quit": "x", "forward": ["Right", "l"] { "}" }
config-unknown-action = неизвестное действие `{ $action }` в `keys`, ожидалось одно из: { $expected }
config-duplicate-action = действие `{ $action }` задано в `keys` дважды: задайте его один раз, со всеми клавишами в списке
config-unknown-key-name = "{ $key }" — не клавиша: ожидался один символ, например "q", "Q" или "+", или одно из имён: { $names } (сочетания с Ctrl и Alt назначить нельзя)
config-not-a-key = клавиши `{ $action }` — { $found }, а ожидалась клавиша в кавычках, например "q", или список клавиш, например ["Right", "l"]
config-no-keys = действию `{ $action }` не задано ни одной клавиши: задайте одну или несколько или уберите его, чтобы оставить его собственные
config-key-twice = клавиша "{ $key }" задана и для `{ $first }`, и для `{ $second }`: оставьте её одному из них
# То, что стоит в файле там, где ожидалось другое.
config-found = { $kind ->
    [text] "{ $text }"
    [number] { $text }
    [list] список
    [map] словарь
    [nothing] None
   *[unit] ()
}

## gametree config path|init

config-no-folder = в этой системе нет папки настроек: укажите файл флагом --config ФАЙЛ или переменной GAMETREE_CONFIG
config-exists = { $file } уже есть: отредактируйте его или уберите, чтобы записать новый
config-dangling-link = { $file } — ссылка на { $target }, которого нет: дайте --force, чтобы записать файл туда (папка будет создана), или удалите ссылку
config-folder-is-a-file = { $folder } — файл, поэтому папку настроек не создать: уберите этот файл или укажите другой флагом --config ФАЙЛ
config-unwritable = { $file }: { $error }
config-written = записан { $file }: в нём все настройки с комментариями; отредактируйте его и проверьте любой командой

## Комментарии файла, который пишет `config init`; значения и флаги не
## переводятся.

config-init-head =
    Настройки gametree, формат версии { $version }.
    Любой ключ, кроме `version`, можно убрать или закомментировать через //, и тогда он берёт значение по умолчанию. Флаг командной строки важнее файла, а файл — переменных окружения. `gametree config path` печатает, откуда читается файл; --config ФАЙЛ читает другой, --no-config — никакого.
config-init-version = Версия формата этого файла (эта версия gametree читает версию { $version }).
config-init-rule = Правило отсечения альфа-бета: "equality" отсекает при v ≥ β в МАКС и v ≤ α в МИН, как в главах; "strict" — только при v > β и v < α. Одно из: { $values }. Флаг: --rule (--strict — то же, что --rule strict).
config-init-cut-names = Как называются отсечения: "chapters" (отсечение в МАКС, v ≥ β, — β-отсечение) или "slides" (псевдокод слайдов меняет имена местами). Одно из: { $values }. Флаг: --cut-names.
config-init-lang = Язык всего, что говорит программа: одно из { $values }. Если ключа нет — из LC_ALL, LC_MESSAGES или LANG, иначе английский. Флаг: --lang.
config-init-theme = Цвета: для тёмного терминала, для светлого или "high-contrast" для проектора (без цветов, только жирный и инверсный текст). Одно из: { $values }. Флаг: --theme.
config-init-symbols = Символы на экране: "unicode" (▲ ▼ ✂ ★) или "ascii" для компьютера, в шрифте которого их нет. Одно из: { $values }. Флаг: --symbols.
config-init-algorithm = Алгоритм, с которым тьютор и команды открывают дерево, когда алгоритм не задан: одно из { $values }. Если ключа нет — альфа-бета, expectimax на дереве с узлами жеребьёвки, собственный агент файла курса. Флаг: --algo.
config-init-speed = Скорость, с которой тьютор проигрывает поиск (p): целое число от 1, медленнее всего, до { $most }, быстрее всего. Флаг: --speed.
config-init-color = Цвета на экране: "auto" (если не задана переменная NO_COLOR), "always" или "never". Одно из: { $values }. Флаг: --color (--no-color — то же, что --color never).
config-init-db-dir = Папка эндшпильных баз калаха: ~/ — домашняя папка, относительный путь отсчитывается от папки этого файла. Если ключа нет — папка кэша системы, как ниже. Флаг: --db-dir.
config-init-max-tree-memory = Сколько памяти может занять дерево ходов (t и T на экране игры): размер вроде "1GiB", "512MiB", "800MB" или число байтов. Если ключа нет — переменная GAMETREE_MAX_TREE_MEMORY, иначе 1GiB. Флаг: --max-tree-memory.
config-init-keys =
    Клавиши всех экранов: действие и клавиша или список клавиш, которые выполняют его вместо его собственных на каждом экране, где оно действует; действие, которого нет в списке, сохраняет свои клавиши (все они — в gametree keys). Клавиша — один символ ("q", "Q", "+") или одно из имён: { $names }.
    Действия: { $actions }.
