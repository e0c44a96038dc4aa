# Текстовый вывод командной строки (src/cli): list, check, stats, trace,
# prove, kalah move и match, и её отказы. В выводе JSON слов нет.

## gametree без команды вне терминала и gametree list

cli-usage =
    Запустите `gametree open ИМЯ` в терминале, чтобы пройти поиск по шагам,
    или здесь `gametree stats ИМЯ` либо `gametree trace ИМЯ`; `gametree --help` — подробнее.
list-broken = (не загружается: { $error })
list-games-by-name = (игры по имени: { $games })
check-ok = всё в порядке

## Отказы командной строки

maxn-needs-a-scenario = max^n нужен сценарий с несколькими игроками, а в играх их два
open-one-algorithm = этой команде нужен один алгоритм; `gametree open --algo all` (или v на экране поиска) показывает минимакс и альфа-бета рядом
needs-a-terminal = `gametree { $command }` нужен терминал; { $command ->
        [practice] `gametree export --blank` рисует дерево для листа с заданием
        [new] `gametree random` записывает дерево в файл
        [prove] `gametree prove --trace` выводит доказательство текстом
       *[other] `gametree trace` выводит шаги текстом
    }
terminal-failed = терминал: «{ $error }»
terminal-dumb = этот терминал (TERM=dumb) не умеет рисовать экран; `gametree trace` и `gametree stats` выводят текстом
size-unreadable = «{ $text }» — не размер: пишите 1GiB, 512MiB, 800MB или число байтов
duration-unreadable = «{ $text }» — не время от 1s до 24h: пишите 30m, 90s, 2h или число минут
live-too-big = { $name }, { $algorithm }: понадобилось бы больше { $most } шагов, больше, чем здесь ищется: задайте --depth { $depth } или меньше (наибольшая глубина в этих пределах)
live-too-big-at-all = { $name }, { $algorithm }: даже на глубине 1 понадобилось бы больше { $most } шагов, больше, чем здесь ищется
live-sizing = оценка размера: { $name }, { $algorithm }
live-sizing-depth = до глубины { $depth }
live-sizing-all = без ограничения глубины
output-failed = не удаётся записать вывод: «{ $error }»

## Заголовки stats (заголовок trace — line-heading в search.ftl)

cli-strict-rule = { " " }(строгое правило)
cli-static-order = , фиксированное упорядочение ходов
stats-heading = { $name }: { $algorithm }{ $rule }{ $order }
stats-maxn-heading = { $name }: max^n, игроки { $players }

## Строки stats (значения выровнены по самому длинному названию)

stats-value = оценка
stats-best-move = наилучший ход
stats-pv = минимаксно-оптимальная игра
stats-line-of-play = линия игры
stats-nodes-generated = построено вершин
stats-evaluations = статических оценок
stats-alpha-cutoffs = α-отсечений
stats-beta-cutoffs = β-отсечений
stats-unexamined = не просмотрено вершин
stats-without-ordering = без упорядочения
stats-unordered = { $nodes ->
    [one] построена
   *[other] построено
} { $nodes } { $nodes ->
    [one] вершина
    [few] вершины
   *[many] вершин
}, { $evaluations } { $evaluations ->
    [one] статическая оценка
    [few] статические оценки
   *[many] статических оценок
} (упорядочение экономит { $saved }; его собственные оценки не считаются)
stats-iteration = итерация до глубины { $depth }: { $nodes } { $nodes ->
    [one] вершина
    [few] вершины
   *[many] вершин
}, { $evaluations } { $evaluations ->
    [one] оценка
    [few] оценки
   *[many] оценок
}, { $cutoffs } { $cutoffs ->
    [one] отсечение
    [few] отсечения
   *[many] отсечений
}
stats-pv-not-quickest = минимаксно-оптимальная игра — первая линия поиска с лучшей оценкой, а не { $wins ->
    [yes] самый быстрый выигрыш
   *[no] самый долгий проигрыш
}, который играет компьютер
stats-without-reordering = без переупорядочения альфа-бета до глубины { $depth } делает { $evaluations } { $evaluations ->
    [one] оценку
    [few] оценки
   *[many] оценок
}; последняя итерация сделала { $last }

## prove

prove-heading = { $game }: { $problem } (может ли { $who } добиться выигрыша): { $provable ->
    [yes] разрешима
   *[no] неразрешима
}
prove-terminal-nodes = заключительных вершин
prove-settled-at-once = решено сразу
prove-method = метод
prove-on-bitboards = битовые доски: четвёрка, которую можно поставить или придётся допустить за один ход, видна без поиска, первыми пробуются ходы с наибольшим числом угроз, доска и её зеркальное отражение решаются один раз; пошаговое доказательство из текстов программа показывает на { $boards }
prove-strategy-too-long = стратегия: { $who } отвечает в { $answers } { $answers ->
    [one] позиции
   *[other] позициях
}, слишком много, чтобы перечислить
prove-not-stepped = доказательство { $game } слишком велико, чтобы пройти его по шагам: программа показывает по шагам доказательство из текстов для «Четырёх в ряд» на { $boards }; `gametree prove { $game }` доказывает его на битовых досках
prove-table = таблица транспозиций
prove-table-on = есть, { $hits } { $hits ->
    [one] позиция решена
    [few] позиции решены
   *[many] позиций решено
} раньше
prove-table-off = нет
prove-strategy = стратегия (ответ игрока { $who } в каждой позиции, которая может ему встретиться):

## kalah move

kalah-move-over = ход { $nth } (лунка { $pit }): игра окончена в позиции { $board }; допустимых ходов нет
kalah-move-illegal = ход { $nth } (лунка { $pit }) недопустим: { $why }; ходит { $side }, в позиции { $board } допустимы { $legal }

## kalah match

match-heading = Калах({ $pits },{ $stones }), { $rules ->
    [book] правила книги
    [standard] стандартные правила
   *[other] правила { $rules }
}, { $games } { $games ->
    [one] партия
    [few] партии
   *[many] партий
} ({ $choice })
match-progress-games = партий
match-first-best = первый лучший ход
match-random = случайно среди равноценных ходов, начальное число { $seed }
match-columns = игрок    глуб.  оценка      порядок   поб.  ничьи  пораж.  камней ± партия
match-first-won = Начинавшая сторона выиграла { $won } из { $games } { $games ->
    [one] партии
   *[other] партий
}.
output-write-failed = не удаётся записать { $file }: { $error }
export-unknown-format = неизвестный формат «{ $format }» (ожидается svg, tikz, dot, txt или ron)
export-unknown-node-names = неизвестное значение --node-names «{ $names }» (ожидается all, inner или none)
export-ron-needs-a-tree = { $name } — игра, дерево которой строится при поиске: файла сценария для неё нет (ron пишет сценарий, random:SPEC или дерево, записанное в строке)
export-too-big = в дереве больше { $most } вершин: слишком много, чтобы нарисовать; задайте предел глубины (--depth)
export-caption = { $heading } · шаг { $step } из { $last }
random-written = { $file }: { $spec }
live-position-name = { $game } { $board }
live-position-title = { $game } · { $about }
position-needs-a-game = --board, --to-move, --rules и --eval задают живую позицию: укажите одну из игр { $games } вместо «{ $name }»
position-no-board = у игры { $game } нет позиции по --board: её позиция — её имя, например { $named }
position-needs-a-board = для kalah нужна позиция: --board с 2P+2 числами в порядке раскладывания камней, например --board 4,4,4,4,0,4,4,4,4,0 --to-move south
position-tictactoe-eval = неизвестная оценка «{ $eval }» для крестиков-ноликов (ожидается open-lines или weighted)
position-tictactoe-board-and-eval = tictactoe принимает только --board и --eval (чей ход, следует из числа крестиков и ноликов на доске)
position-connect4-size = «{ $size }» — не размер доски: столбцы x строки, каждое от 4 до 10 (например, 7x6)
position-connect4-only-board = connect4 принимает только --board (его оценка — взвешенные линии)
lesson-unknown-algo = неизвестный алгоритм «{ $algo }» (ожидается minimax, alphabeta, expectimax, negamax, id или maxn)
lesson-item-wrong = пункт { $item }: { $error }
lesson-item = { $title } · { $item } из { $items }
lesson-item-note = { $title } · { $item } из { $items }: { $note }
lesson-no-more = в уроке { $items ->
    [one] { $items } пункт
    [few] { $items } пункта
   *[other] { $items } пунктов
}: ] — следующий, [ — предыдущий
lesson-version = { $file }: файл урока версии { $found }; эта версия программы читает версию { $supported }
lesson-empty = { $file }: в уроке нет пунктов
lesson-nothing = { $file }: пункт { $item } ничего не показывает (сценарию нужно name:, позиции калаха — board:)
lesson-starts = { $file }: в пункте { $item } указано больше одного из step:, at: и end: (где он открывается): оставьте одно (как командная строка принимает одно из --step, --at и --end)
