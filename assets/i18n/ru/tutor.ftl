# Панели тьютора: заголовки, слова вокруг фразы шага, счётчики.

algorithm = { $algorithm ->
    [minimax] минимакс
    [alphabeta] альфа-бета
    [expectimax] expectimax
    [negamax] негамакс
   *[id] последовательное углубление
}
algorithm-short = { $algorithm ->
    [minimax] минимакс
    [alphabeta] α-β
    [expectimax] expectimax
    [negamax] негамакс
   *[id] углубл.
}

## Заголовок панели шага.
heading = { $algorithm }{ $rule }{ $depth }{ $view } · { $name }
heading-rule = { $strict ->
    [yes] { $ordered ->
        [yes] { " " }(строгое правило, { $order })
       *[no] { " " }(строгое правило)
    }
   *[no] { $ordered ->
        [yes] { " " }({ $order })
       *[no] {""}
    }
}
heading-depth = { " " }· глубина { $depth }
heading-depth-rounds = { " " }· глубина { $depth } ({ $plies } { $plies ->
    [one] полуход
    [few] полухода
   *[other] полуходов
})
heading-view = { " " }· вид негамакса
heading-quiescence = { " " }· успокоение
step-title = { " " }Шаг { $step } из { $len } · { $heading }{ $playing }{ " " }
step-title-playing = { " " }· показ, { $ms } мс на шаг

## Панель дерева.
tree-title = Дерево
tree-title-negamax = Дерево · вид негамакса
tree-title-follow = Дерево · f — снова следить за поиском
pane-keys = { $title } · ↑↓ Enter
position-title = Позиция
node-panel-title = Вершина { $node }
node-panel-estimate = E({ $node }) = { $value }: её статическая оценка, которую поиск берёт в { $node }, когда его там останавливает предел глубины; это не её минимаксная оценка.

## Панель шага вокруг фразы.
before-search = До начала поиска: → делает шаг, начиная с { $root }. ? — все клавиши.
window-at = Окно в { $node }:{ " " }
path-label = Путь:{ " " }
path-over = (поиск окончен)
path-not-started = (поиск ещё не начался)
path-root-done = (корень оценён: поиск заканчивается)
path-iteration-over = (итерация до глубины { $depth } окончена)
path-iteration-starts = (итерация до глубины { $depth } начинается с корня)

## Счётчики.
counts-title = Счётчики
counts-counting = Счётчики · { $other }: подсчёт…
counts-so-far = пока
counts-in-all = всего
counts-unordered = без упоряд.
counts-ordered = с упоряд.
count-generated = построено
count-evaluations = стат. оценок
count-alpha-cutoffs = α-отсечений
count-beta-cutoffs = β-отсечений
saving = стат. оценок: { $this } { $evaluations } · { $against } { $other }

## Панель псевдокода.
code-title = Псевдокод · { $algorithm } (слайды Бондарева)
code-title-negamax = Псевдокод · { $algorithm } в форме негамакса (учебник, раздел 6.3)

## Панель решения альфа-бета.
decision-title = { " " }Решение в { $node } { $symbol }: { $value }{ $window }{ " " }
decision-title-none = { " " }Решение · ни одна вершина не просматривается{ " " }
decision-value = v = { $value }
decision-no-value = оценки ещё нет
decision-window = , α = { $alpha }, β = { $beta }
decision-window-moved = , α = { $alpha }, β = { $beta }, так что { $bound ->
    [alpha] α
   *[beta] β
} = { $now }
decision-go-on = дальше
decision-alpha-gets = α = v
decision-beta-gets = β = v
decision-cut = ✂ { $cut ->
    [beta] β-отсечение
   *[alpha] α-отсечение
}
decision-cutoff = ✂ отсечение

## Отказы и замечания.
negamax-view-needs-two-players = вид негамакса — для двух игроков, а в этом дереве есть узлы жеребьёвки
compare-two-player-only = сравнение бок о бок — только для поиска двух игроков
compare-not-with-chance = сравнение минимакса и альфа-бета процедуры бок о бок — только для деревьев без узлов жеребьёвки: здесь значения — взвешенные суммы expectimax
not-found-next-evaluation = после этого шага статических оценок нет
not-found-prev-evaluation = до этого шага статических оценок нет
not-found-next-cutoff = после этого шага отсечений нет
not-found-prev-cutoff = до этого шага отсечений нет
select-first = сначала выберите вершину: ↑ ↓ или мышью
never-reaches = поиск не доходит до { $node }
line-not-reached = поиск больше не доходит до этой строки

## Сравнение.
compare-side-title = { " " }{ $algorithm } · шаг { $step } из { $len }{ " " }
compare-before = До начала поиска.

## max^n.
maxn-heading = max^n, игроки { $players } · { $name }
maxn-before = До начала поиска: → делает шаг, начиная с { $root }. Каждый из игроков { $players } максимизирует свою оценку.
maxn-so-far = { " " }{ $vector } пока
maxn-counts = Счётчики (max^n ничего не отсекает)
maxn-code-title = Псевдокод · max^n (слайды Бондарева)

## Доказательство на И/ИЛИ-дереве.
proof-heading = доказательство { $problem }{ $table } · { $name }
proof-heading-table = { " " }с таблицей
proof-tree-title = И/ИЛИ-дерево
proof-before = До начала доказательства: → делает шаг. ? — все клавиши.
proof-problem-label = { $problem }:{ " " }
proof-problem = может ли { $us } добиться выигрыша? ∨ ИЛИ: ходит { $us }; ∧ И: ходит { $them }.{ $table }
proof-problem-table = { " " }Повторная позиция получает прежнюю отметку.
proof-strategy-label = Стратегия игрока { $who }:{ " " }
proof-strategy-step = в { $position } { $answer }
proof-over-no-strategy = (доказательство окончено: стратегии нет)
proof-not-started = (доказательство ещё не началось)
proof-sentence = { $sentence }.
proof-counts-title = { $problem }: { $provable ->
    [yes] разрешима
   *[no] неразрешима
}
proof-count-or = ИЛИ-вершин
proof-count-and = И-вершин
proof-count-terminal = заключит.
proof-count-table-hits = из таблицы
proof-code-title = Псевдокод · доказательство на И/ИЛИ-дереве (учебник, гл. 3, §3.1)
maxn-needs-players = max^n нужно дерево с `players: [...]` и оценкой каждого игрока в каждом листе
maxn-no-settings = у max^n нет настроек
proof-no-settings = у доказательства нет настроек

## Легенды в справке.
legend-search =
    ▲ МАКС ▼ МИН ◆ жребий  ≥ 3 / ≤ 3 предварит.  Σ 4 взвеш. сумма  [α,β] окно
    ✂ α / ✂ β, ┄ и (6): отсечено   ━ ★ минимаксно-оптимальная игра
    ═ от отсечения к вершине, задавшей его границу   +3: свёрнута, 3 дочерних
    ↯ активная: успокоение ищет ниже   глубина 2 ┈: граничная глубина
    инверсия, ◀: вершина текущего события.   v=3: предварит., ещё не граница
    ⋯ ещё 4: 4 вершины там вне экрана   Δ3: только что изменено правкой
    E=7 после имени: статическая оценка вершины, не минимаксная
    { $cut_names ->
        [slides] Отсечения названы как в псевдокоде слайдов: отсечение в МАКС
    (v ≥ β) — α-отсечение, в МИН (v ≤ α) — β-отсечение, по вершине, где оно
    (МАКС хранит α). Глава 3 учебника называет отсечение по границе, которой
    достигла оценка, — наоборот (--cut-names chapters).
       *[chapters] Отсечения названы как в главе 3 учебника: отсечение в МАКС
    (v ≥ β) — β-отсечение, в МИН (v ≤ α) — α-отсечение, по границе, которой
    достигла оценка. Псевдокод слайдов называет отсечение по вершине, где
    оно (МАКС хранит α), — наоборот (--cut-names slides).
    }
    Негамакс отсекает только при v ≥ β; имя отсечения — как в минимаксе.
legend-maxn =
    A B C: кто ходит   (1, 2, 6): оценки для A, B и C
    каждый игрок берёт дочернюю вершину с наибольшей своей компонентой
    (1, 2, 6)…: предварительный вектор  ━ ★ линия игры  инверсия, ◀: текущая
    ⋯ ещё 4: 4 вершины там вне экрана
legend-proof =
    ∨ ИЛИ-вершина: ходит доказывающий; хватит одной разрешимой дочерней
    ∧ И-вершина: ходит противник; разрешимы должны быть все  □ заключительная
    ✓ разрешима  ✗ неразрешима  ★ решающее поддерево (стратегия)
    инверсия, ◀: вершина текущего события  +3: свёрнута, 3 дочерних построено
    ⋯ ещё 4: 4 вершины там вне экрана
switch-when-recorded = запись другого алгоритма ещё идёт: переключение — когда она закончится
node-with-probability = { $node } (p = { $p })
proof-about-title = { $problem } на { $name }: может ли игрок добиться выигрыша?
proof-about-source = учебник, глава 3, §3.1: И/ИЛИ-дерево игры и solved(X)
proof-about-note = ИЛИ-вершина (ходит доказывающий) разрешима, если разрешима одна из дочерних; И-вершина (ходит противник) — если разрешимы все. Найденное решающее поддерево — это стратегия: один ход в каждой ИЛИ-вершине и ответ на каждый ход противника.
about-title = О сценарии
about-source = Источник:{ " " }
about-none = (источник не указан)
canvas-depth-limit = глубина { $depth } ┈
canvas-estimate = E={ $value }
canvas-more-left = ⋯ ещё { $count }
canvas-more-right = ещё { $count } ⋯
canvas-levels-above = ⋯ ещё { $count } { $count ->
    [one] уровень
    [few] уровня
   *[many] уровней
} выше
canvas-levels-below = ⋯ ещё { $count } { $count ->
    [one] уровень
    [few] уровня
   *[many] уровней
} ниже
# What a node an edit changed had, where it now has no value: "Δ was 5".
changed-was = было { $value }
compare-no-lab = лаборатория порядков (O t b) работает в одиночном виде: v возвращает к нему, на том же шаге
outline-more-above = ⋯ ещё { $count } выше
outline-more-below = ⋯ ещё { $count } ниже

## Практика.
practice-unknown-ask = `{ $ask }` — не вид вопроса: values (оценки), cuts (отсечения), windows (окна), best (лучший ход), solved (разрешимость), pruned (отсечённые листья), edges (отсечённые рёбра)
practice-unreadable = `{ $text }` — не ответ на этот вопрос ({ $ask ->
    [values] оценка
    [cuts] отсечение
    [windows] окно
    [solved] разрешимость
   *[best] лучший ход
}): введите { $ask ->
    [values] оценку, например 5, -4.5, 10/3, inf, или границу, например >=5 или <=4
    [cuts] a для α-отсечения, b для β-отсечения, none, если отсечения нет
    [windows] окно двумя значениями, например -inf,4
    [solved] y (да), если задача разрешима, n (нет), если неразрешима
   *[best] ход
}
practice-no-cut = отсечения нет
practice-alpha-cut = α-отсечение
practice-beta-cut = β-отсечение
practice-ask-value = Какую оценку возвращает { $node }? (число или >=n / <=n для границы)
practice-ask-cut = Вершина { $node } получила оценку дочерней: отсекает ли здесь её проверка? (a: α-отсечение, b: β-отсечение, none)
practice-ask-window = С каким окном (α, β) просматривается { $node }? (два значения: -inf,4)
practice-ask-best = Поиск окончен: какой ход он выбирает в { $node }?
practice-title = { $exam ->
    [yes] Экзамен
   *[no] Практика
} · вопрос { $at } из { $total }
practice-score-part = { $ask ->
    [values] оценки
    [cuts] отсечения
    [windows] окна
    [pruned] отсечённые листья
    [edges] отсечённые рёбра
    [solved] разрешимость
   *[best] ход
}: { $right }/{ $asked }
practice-right = Верно.
practice-mistake = ✗ шаг { $step }, { $node }: ваш ответ { $given }; ответ поиска — { $expected }.
practice-wrong = Не совсем: ответ поиска — { $expected }. Шаг выше объясняет почему; ← — к предыдущему вопросу.
practice-wrong-exact = Не совсем: поиск доказал, что оценка ровно { $value }. Шаг выше объясняет почему; ← — к предыдущему вопросу.
practice-wrong-bound = Не совсем: поиск доказал лишь { $bound } ({ $nodes } { $several ->
    [yes] так и не рассматривались
   *[no] так и не рассматривалась
}). Шаг выше объясняет почему; ← — к предыдущему вопросу.
practice-and = { $rest } и { $last }
practice-enter-next = Enter — следующий вопрос.
practice-done = Готово. Ваш результат: { $score }.
practice-done-hint = Esc — выход; дерево и шаги выше показывают весь поиск.
practice-not-on-run = { $asks }: { $run ->
    [maxn] в max^n
    [proof] в доказательстве на И/ИЛИ-дереве
   *[search] в этом поиске
} об этом не спрашивают; спросить можно { $fits }
practice-ask-vector = Какой вектор возвращает { $node }? (по оценке на игрока: (1,2,6), 1,2,6 или [1, 2, 6])
practice-ask-solved = Задача { $problem } разрешима или неразрешима? (y или да: разрешима, n или нет: неразрешима)
practice-solved = разрешима
practice-unsolvable = неразрешима
practice-unreadable-vector = `{ $text }` — не вектор: введите по оценке на игрока, например (1,2,6), 1,2,6 или [1, 2, 6]
practice-proof-near-root = Доказательство длинное: вопросы задаются только об ИЛИ- и И-вершинах до глубины { $depth } ({ $asked } из { $all }).
practice-no-questions = в этом поиске нет вопросов этих видов
start-past-end = шага { $step } нет: последний шаг — { $last } (0 — до первого)
start-never-reached = поиск не доходит до { $node }, и ни одно отсечение её не отбрасывает
start-left-out = вершина { $node } не просматривается: её отбрасывает отсечение на шаге { $step }
start-no-node = вершины { $node } нет; ближайшие имена: { $near }
reload-no-file = это дерево прочитано не из файла: перечитывать нечего
reload-done = файл { $file } перечитан
rerecord-progress = запись: { $algorithm }, шаг { $done } из примерно { $expected } · Esc — отмена
rerecord-progress-over = запись: { $algorithm }, шаг { $done }, больше оценки в { $expected } · Esc — отмена
rerecord-cancelled = запись отменена: показанный прогон остался прежним
rerecord-busy = идёт запись прогона: дождитесь её или отмените клавишей Esc
rerecord-gone = запись прервалась без результата: показанный прогон остался прежним
