## Лаборатория порядка ходов: порядки преемников, минимальное
## дерево, типы вершин Кнута и Мура, оценки по глубинам.

order-name = { $order ->
    [static] фиксированный порядок
    [best] лучшие первыми
    [worst] худшие первыми
    [proof] сначала самое дешёвое доказательство
    [shuffle] перемешано (начальное число { $seed })
   *[none] как записано
}
# В панели счётчиков, где мало места.
order-short = { $order ->
    [static] фикс.
    [best] лучшие
    [worst] худшие
    [proof] доказ.
    [shuffle] случ.
   *[none] как есть
}
cli-lab-order = , { $order }
line-heading-lab = { $algorithm }, { $order }, { $scenario }: { $title }
refusal-order-needs-tree = порядок «{ $order }» читает оценки всего дерева, а у игры, перебираемой вживую, дерево не записано: используйте --order none или static
order-needs-tree = Порядок преемников можно менять на записанном дереве (сценарии), но не в игре, перебираемой вживую.
order-now = Теперь преемники: { $order }; { $evaluations } { $evaluations ->
    [one] статическая оценка
    [few] статические оценки
   *[other] статических оценок
}{ $minimal }.
order-now-minimal = { " " }(минимальное дерево: { $minimal })

## Панель счётчиков.
counts-orders = По порядкам:
counts-order = { $order } { $evaluations }
counts-minimal = минимальное дерево { $evaluations }
counts-minimal-strict = Минимальное дерево — для правила с равенством; строгое правило не отсекает при равенстве.
counts-no-minimal-chance = С вершинами случая минимального дерева нет: среднее не доказывает границы.
counts-orders-counting = По порядкам: подсчёт…

## stats --by-depth
depth-heading = статические оценки по глубинам
depth-all = всего
depth-minimax = минимакс
depth-this-run = { $order } (этот перебор)
depth-best = лучшие первыми
depth-minimal = минимальное дерево
depth-no-minimal = минимального дерева нет: { $why ->
    [chance] в дереве есть вершины случая, их средние не доказывают границ
    [live] игра, перебираемая вживую, не записывает дерева
   *[players] в дереве больше двух игроков
}
depth-strict = (минимальное дерево — для правила с равенством; строгое правило не отсекает при равенстве и может потребовать больше)

## Диаграмма оценок по глубинам (b в тьюторе).
chart-title = Оценки по глубинам
chart-depth = г{ $depth }
chart-legend-minimax = минимакс
chart-legend-searched = { $order }
chart-legend-best = лучшие первыми
chart-legend-minimal = минимальное
chart-counting = подсчёт…
chart-none = Диаграмма сравнивает порядки на записанном дереве.

## Типы вершин (t в тьюторе): по Кнуту и Муру, ожидаемые при идеальном
## порядке, и где этот перебор поступил иначе.
node-type = { $kind ->
    [pv] PV
    [cut] CUT
   *[all] ALL
}
node-types-on = Типы вершин при идеальном порядке; ≠ — где перебор иначе: { $differ } { $differ ->
    [one] вершина
    [few] вершины
   *[other] вершин
}.
node-types-off = Типы вершин скрыты.
node-types-alpha-beta = Типы вершин — для альфа-бета: переключитесь на неё клавишей a.

## stats с порядком лаборатории: тот же перебор как записано.
stats-as-written = как записано
stats-written-counts = { $nodes } { $nodes ->
    [one] вершина построена
    [few] вершины построено
   *[other] вершин построено
}, { $evaluations } { $evaluations ->
    [one] статическая оценка
    [few] статические оценки
   *[other] статических оценок
}
