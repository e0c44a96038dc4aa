# Ошибки: то, от чего отказывается движок, с его данными (какая вершина,
# какие строка и столбец, какой предел), словами src/words/errors.rs.
# Текст ошибок RON и ОС, для которых нет своего сообщения, приводится в
# кавычках после русского вступления.

## Имена, не совпадающие ни с одним известным

unknown-algorithm = неизвестный алгоритм «{ $name }» (ожидался minimax, alphabeta, expectimax, negamax или id)
unknown-order = неизвестное упорядочение «{ $name }» (ожидалось none, static, best, worst, proof или shuffle:ЗЕРНО)
unknown-side = неизвестная сторона «{ $name }» (ожидалась south или north)
unknown-rules = неизвестные правила «{ $name }» (ожидались book, standard или empty-capture)
unknown-evaluation = неизвестная оценка «{ $name }» (ожидалась store, side или linear:ФАЙЛ)
unknown-game = неизвестная игра «{ $name }» (ожидалась { $games })
game-size-not-offered = «{ $name }»: эту игру gametree знает, но не такого размера; по имени она известна только таких размеров (большие доски слишком велики для доказательства): { $sizes }

## Поиск, которому не подходят настройки

refusal-players = в этом дереве { $count } { $count ->
    [one] игрок
    [few] игрока
   *[many] игроков
} ({ $players }): используйте --algo maxn
refusal-negamax-with-chance = негамакс — для двух игроков, а в этом дереве есть узлы жеребьёвки (используйте expectimax или minimax)
refusal-no-static-value = вершину «{ $node }» на глубине { $depth } пришлось бы оценить статически, но у неё нет оценки: задайте ей `value: <число>` в сценарии или измените --depth{ $deepening ->
    [yes] { " " }(последовательное углубление оценивает каждый уровень выше граничного)
   *[no] {""}
}
refusal-no-evaluation = состояние `{ $state }` на глубине { $depth } пришлось бы оценить, но в файле у него нет оценки: добавьте в `evaluation` файла строку `{ $state } <число>` или измените --depth (она считается в раундах)
refusal-too-big = { $algorithm } построил бы до { $nodes } вершин на этой глубине: слишком много, чтобы идти по шагам
maxn-missing-vector = вершину «{ $node }» на глубине { $depth } пришлось бы оценить, но у неё нет оценки для каждого игрока: задайте ей `value: (1, 2, 6)`, по числу на игрока, или измените --depth

## Доски, ходы и оценки калаха

board-pits = { $pits } { $pits ->
    [one] лунка
    [few] лунки
   *[many] лунок
} на сторону: ожидалось от 1 до { $most }
board-stones = { $stones } { $stones ->
    [one] камень
    [few] камня
   *[many] камней
} в лунке: ожидалось от 1 до { $most }
board-cells = на доске 2P+2 чисел (P лунок на сторону и два калаха), а получено { $cells }
board-too-many-stones = { $total } { $total ->
    [one] камень
    [few] камня
   *[many] камней
} на доске: поддерживается не больше { $most }
board-not-a-count = доска: «{ $text }» — не число камней (от 0 до { $most })
board-in = доска «{ $board }»: { $error }
pit-game-over = игра окончена: раскладывать нечего
eval-unreadable = { $file }: { $error }
eval-not-a-file = { $file }: это не обычный файл (веса читаются только из обычного файла)
eval-too-big = { $file }: больше { $most }, а файл весов может занимать не больше { $most }
eval-not-a-list = { $file }: { $line }:{ $column }: RON сообщает: «{ $error }»
eval-weights = { $file }: ожидалось 2P+2 весов (не больше { $most }), каждый от -{ $largest } до { $largest } (столько стоит выигранная игра)
eval-weight-count = { $file }: { $weights } { $weights ->
    [one] вес
    [few] веса
   *[many] весов
} для доски из { $pits } { $pits ->
    [one] лунки
   *[other] лунок
} на сторону (ожидалось { $expected })

## Ошибки файловой системы, по видам

os-not-found = нет такого файла или папки
os-permission-denied = нет доступа
os-is-a-directory = это папка, а не файл
os-not-text = это не текст в UTF-8
os-not-a-directory = часть пути — не папка
os-read-only = диск только для чтения
os-disk-full = диск заполнен
os-other = система сообщает: «{ $error }»
not-a-regular-file = { $file } — { $kind ->
    [pipe] именованный канал
    [device] устройство
    [socket] сокет
   *[other] что-то иное
}, а не обычный файл: gametree читает только обычные файлы, которые не заставят его ждать
file-unreadable = { $file }: { $error }
file-too-big = { $file }: больше { $most }, а { $what ->
    [config] файл настроек
    [lesson] файл урока
   *[scenario] файл сценария
} может занимать не больше { $most }
ron-nested = { $what ->
    [config] глубина вложенности файла больше { $most }, предела для файла настроек
    [lesson] глубина вложенности файла больше { $most }, предела для файла лекции
   *[scenario] глубина вложенности дерева больше { $most }, предела для файла сценария: более глубокое дерево запишите как файл курса .test (глубина до { $deepest })
}

## Позиции крестиков-ноликов

tictactoe-shape = «{ $text }» — не { $size } { $size ->
    [one] строка
    [few] строки
   *[many] строк
} по { $size } { $size ->
    [one] клетке
    [few] клетки
   *[many] клеток
}
tictactoe-mark = «{ $mark }» в «{ $text }» — не X, не O и не .
tictactoe-marks = «{ $text }»: X ходит первым, поэтому у X столько же знаков, сколько у O, или на один больше

## Файлы сценариев: где, затем что

scenario-invalid = { $file }:{ $line }:{ $column }: { $problem }
scenario-not-utf8 = отсюда файл — не текст в UTF-8: сохраните его в UTF-8
scenario-duplicate-key = поле `{ $field }` задано дважды { $owner ->
    [scenario] в сценарии
   *[node] в этой вершине
}: задайте его один раз
scenario-not-found = нет ни встроенного сценария, ни файла «{ $name }» (встроенные: { $bundled }; игры по имени: { $games }; random:SPEC, например random:b3d3; дерево, записанное прямо в строке, например '[[3,12],[2,4]]')
scenario-vector-length = у этого листа { $found } { $found ->
    [one] оценка
    [few] оценки
   *[many] оценок
}, а у других { $expected }: дайте каждому листу по оценке на игрока
scenario-mixed-leaves = листья с оценкой на каждого игрока (max^n) смешаны с простыми числами: используйте что-то одно
scenario-unknown-field = неизвестное поле `{ $field }` { $owner ->
    [scenario] в сценарии
   *[node] в вершине
}, ожидалось одно из: { $expected }
scenario-players-count = `players` называет { $named } { $named ->
    [one] игрока
   *[other] игроков
}, а у листьев по { $values } { $values ->
    [one] оценке
    [few] оценки
   *[many] оценок
}
scenario-unknown-player = неизвестный игрок `{ $name }`, ожидался `Max`, `Min` или `Chance`
scenario-not-a-number = статическая оценка должна быть числом, а не NaN
number-too-large = `{ $text }` слишком велико: оценка — число от -2147483647 до 2147483647 или inf (-inf) для ±∞
number-too-fine = `{ $text }` нельзя хранить точно: оценка — дробь, числитель и знаменатель которой не больше 2147483647 (0.000001 можно, 1e-12 нельзя)
number-not-a-number = `{ $text }` не число: пишите 7, -4.5, 1e3 или inf
scenario-bad-depth = `depth` равно { $found }, а ожидалось целое число полуходов, например 3 (предел глубины, для которого написан пример)
scenario-chance-over-vectors = узел жеребьёвки (`player: Chance`) над листьями с оценкой для каждого игрока: в max^n нет жеребьёвки, поэтому дайте узлу игрока (или не пишите `player`) либо запишите в листьях по одному числу для expectimax
refusal-no-mean = { $expectimax ->
        [yes] expectimax считает вершины МИНа узлами жеребьёвки, а в «{ $node }»
       *[no] в узле жеребьёвки «{ $node }»
    } у среднего нет значения: одна дочерняя вершина стоит +∞, а другая -∞
refusal-sum-unshown = { $expectimax ->
        [yes] expectimax считает вершины МИНа узлами жеребьёвки, а в «{ $node }»
       *[no] в узле жеребьёвки «{ $node }»
    } взвешенная сумма равна { $sum }, и точно её не хранит ни одна оценка (числители и знаменатели до 2147483647): возьмите меньше знаков после запятой или вероятности проще
scenario-empty-node = у вершины нет ни оценки, ни дочерних: ожидалось `value: <число>` для листа или `children: [...]`
scenario-empty-named-node = у вершины «{ $node }» нет ни оценки, ни дочерних: ожидалось `value: <число>` для листа или `children: [...]`
scenario-probability-outside-chance = вероятности `p: ...` бывают только у дочерних вершин узла жеребьёвки (`player: Chance`)
scenario-some-probabilities = дайте вероятность `p: ...` каждой дочерней вершине узла жеребьёвки или ни одной (тогда все равновероятны)
scenario-probability-sum = вероятности дочерних вершин узла жеребьёвки дают в сумме { $sum }, а должны 1
scenario-probability-range = вероятность должна лежать в (0, 1], а найдено { $value }
scenario-not-a-probability = `{ $text }` — не вероятность; ожидалось, например, "1/3" или 0.5
scenario-empty-name = имя вершины не должно быть пустым
scenario-duplicate-name = имя вершины «{ $name }» повторяется: у каждой вершины должно быть своё имя
scenario-empty-children = пустой список дочерних: у вершины должна быть хотя бы одна дочерняя (для листа пишите `value: <число>`)
scenario-short-vector = в оценке на каждого игрока нужно не меньше двух чисел
scenario-unprintable = { $field ->
    [name] имя вершины
    [move] метка хода
    [title] заголовок
   *[player] имя игрока
} содержит { $character } — символ, который терминал выполняет как команду или который незаметно переставляет текст: в именах, метках ходов и заголовках не бывает управляющих символов (и перевода строки), знаков смены направления письма и U+FFFE или U+FFFF

## Ошибки RON, по видам ($found — собственное описание RON, например the string "two")

scenario-wrong-type = Ожидалось { $expected }, а найдено «{ $found }»
scenario-expected-scenario = сценарий `Scenario(title: ..., tree: ...)`
scenario-expected-player = игрок: `Max`, `Min` или `Chance`
scenario-expected-node = вершина: число (статическая оценка листа), `(1, 2, 6)` (оценка на каждого игрока) или `(name: ..., children: [...])`
scenario-expected-children = список дочерних вершин `[...]`
scenario-expected-probability = вероятность: число вроде 0.5 или дробь вроде "1/3"
scenario-expected-number = число или по числу на игрока, например `(1, 2, 6)`
scenario-expected-text = текст или тексты по языкам вроде `{ "{" }"en": "...", "ru": "..."{ "}" }`
scenario-expected-other = «{ $text }»
scenario-missing-field = Не хватает поля `{ $field }`
scenario-missing-field-in = Не хватает поля `{ $field }` в `{ $outer }`
scenario-duplicate-field = Поле `{ $field }` повторяется
scenario-duplicate-field-in = Поле `{ $field }` повторяется в `{ $outer }`
scenario-expected-comma = Ожидалась запятая
scenario-expected-opening = Ожидалась открывающая `{ $bracket }`
scenario-expected-closing = Ожидалась закрывающая `{ $bracket }`
scenario-expected-struct = Ожидалась открывающая `(` структуры `{ $name }`
scenario-expected-colon = Ожидалось двоеточие
scenario-struct-name = Ожидалась структура `{ $expected }`, а найдена `{ $found }`
scenario-expected-string = Ожидалась строка
scenario-unclosed-string = Строка не закрыта
scenario-integer-out-of-bounds = Целое число вне допустимых пределов
scenario-expected-identifier = Ожидался идентификатор
scenario-unexpected-char = Неожиданный символ { $char }
scenario-end = Неожиданный конец RON
scenario-trailing = После конца остались символы
scenario-ron = RON сообщает: «{ $error }»

## Файлы курса (CS188)

scenario-expected-key-value = ожидалось `ключ: "значение"`
scenario-unclosed = многострочное значение, открытое """, не закрыто
scenario-expected-quoted = ожидалось значение в двойных кавычках
scenario-missing-key = нет ключа `{ $key }`
scenario-not-a-whole-number = `{ $key }` должно быть целым числом, а найдено "{ $found }"
scenario-unknown-agent = неизвестный агент `{ $agent }`, ожидался MinimaxAgent, AlphaBetaAgent или ExpectimaxAgent
scenario-expected-successor = ожидалось `state action next_state`, а найдено "{ $found }"
scenario-expected-evaluation = ожидалось `state number`, а найдено "{ $found }"
scenario-cycle = дочерние состояния образуют цикл через состояние `{ $state }`
scenario-too-many-nodes = в дереве больше миллиона вершин
scenario-duplicate-course-key = ключ `{ $key }` задан дважды (впервые в строке { $first }): задайте его один раз
scenario-no-agents = `num_agents` должно быть не меньше 1: Пакман — агент 0
scenario-too-deep = дочерние состояния уходят глубже { $most } (состояние `{ $state }` ниже): программа ищет на глубину не больше { $most }

## Случайные учебные деревья (random:СПЕЦ) и деревья в командной строке

random-invalid = { $spec }: { $why }
random-unreadable = не удаётся прочитать `{ $part }`: описание — это форма вроде b3d4 (ветвление 3, глубина 4; диапазоны вроде b2-4d3-5), затем параметры v-9..9, ties, chance, cuts2, deep, seed7, каждый после `:`
random-no-shape = форма не задана: описание — это форма вроде b3d4 (ветвление 3, глубина 4; диапазоны вроде b2-4d3-5), затем параметры v-9..9, ties, chance, cuts2, deep, seed7, каждый после `:`
random-range = `{ $part }` вне пределов: ветвление от 1 до 9, глубина от 1 до 8, меньшее значение первым
random-too-big = листьев в дереве могло бы быть до { $leaves }, а в учебном дереве их не больше 2000
random-clash = `{ $first }` и `{ $second }` несовместимы: узел жеребьёвки передаёт вниз полное окно, так что ниже него ничего не отсекается
random-too-shallow = глубокому отсечению нужна глубина 4 или больше (его граница приходит с уровня на три выше)
random-not-found = проверено зёрен: { $tries }, начиная с { $seed }; ни одно не даёт дерева с заданным: попросите меньше или другую форму
inline-invalid = `{ $text }`, столбец { $column }: ожидалось { $expected }; дерево пишется так: [[3,12,8],[2,4,6]], список — внутренняя вершина, число — лист
inline-at-most-levels = не более { $most } уровней (более глубокое дерево записывается в файл курса .test)
inline-unkept = `{ $text }`, столбец { $column }: { $why }
inline-comma-or-close = `,` или `]`
inline-number-or-open = число или `[`
inline-end = конец дерева
scenario-folder = { $file } — это папка, а не сценарий: укажите файл .ron или .test в ней

connect4-shape = «{ $text }»: строки разной длины
connect4-size = «{ $text }» — доска { $columns }×{ $rows }: «Четыре в ряд» играют на досках от 4 до 10 столбцов и от 4 до 10 строк
connect4-mark = «{ $mark }» в «{ $text }» — не X, не O и не .
connect4-floating = «{ $text }»: в столбце { $column } фишка висит в воздухе; фишки падают в нижнюю свободную клетку
connect4-marks = «{ $text }»: X ходит первым, поэтому у X столько же фишек, сколько у O, или на одну больше
connect4-both-won = «{ $text }»: четыре в линию и у X, и у O, а игра кончается на первой четвёрке
connect4-played-on = «{ $text }»: фишку бросили после того, как игра была выиграна
