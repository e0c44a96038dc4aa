## Лабораторія порядку ходів: порядки наступників, мінімальне
## дерево, типи вершин Кнута й Мура, оцінки за глибинами.

order-name = { $order ->
    [static] фіксований порядок
    [best] найкращі першими
    [worst] найгірші першими
    [proof] спершу найдешевше доведення
    [shuffle] перемішано (початкове число { $seed })
   *[none] як записано
}
# У панелі лічильників, де мало місця.
order-short = { $order ->
    [static] фікс.
    [best] найкращі
    [worst] найгірші
    [proof] довед.
    [shuffle] випадк.
   *[none] як є
}
cli-lab-order = , { $order }
line-heading-lab = { $algorithm }, { $order }, { $scenario }: { $title }
refusal-order-needs-tree = порядок «{ $order }» читає оцінки всього дерева, а гра, яку перебирають наживо, дерева не записує: використайте --order none або static
order-needs-tree = Порядок наступників можна змінювати на записаному дереві (сценарії), але не в грі, яку перебирають наживо.
order-now = Тепер наступники: { $order }; { $evaluations } { $evaluations ->
    [one] статична оцінка
    [few] статичні оцінки
   *[other] статичних оцінок
}{ $minimal }.
order-now-minimal = { " " }(мінімальне дерево: { $minimal })

## Панель лічильників.
counts-orders = За порядками:
counts-order = { $order } { $evaluations }
counts-minimal = мінімальне дерево { $evaluations }
counts-minimal-strict = Мінімальне дерево — для правила з рівністю; строге правило не відтинає за рівності.
counts-no-minimal-chance = З вершинами випадку мінімального дерева немає: середнє не доводить меж.
counts-orders-counting = За порядками: підрахунок…

## stats --by-depth
depth-heading = статичні оцінки за глибинами
depth-all = усього
depth-minimax = мінімакс
depth-this-run = { $order } (цей перебір)
depth-best = найкращі першими
depth-minimal = мінімальне дерево
depth-no-minimal = мінімального дерева немає: { $why ->
    [chance] у дереві є вершини випадку, їхні середні не доводять меж
    [live] гра, яку перебирають наживо, не записує дерева
   *[players] у дереві більше двох гравців
}
depth-strict = (мінімальне дерево — для правила з рівністю; строге правило не відтинає за рівності й може потребувати більше)

## Діаграма оцінок за глибинами (b у тьюторі).
chart-title = Оцінки за глибинами
chart-depth = г{ $depth }
chart-legend-minimax = мінімакс
chart-legend-searched = { $order }
chart-legend-best = найкращі першими
chart-legend-minimal = мінімальне
chart-counting = підрахунок…
chart-none = Діаграма порівнює порядки на записаному дереві.

## Типи вершин (t у тьюторі): за Кнутом і Муром, очікувані за ідеального
## порядку, і де цей перебір учинив інакше.
node-type = { $kind ->
    [pv] PV
    [cut] CUT
   *[all] ALL
}
node-types-on = Типи вершин за ідеального порядку; ≠ — де перебір інакше: { $differ } { $differ ->
    [one] вершина
    [few] вершини
   *[other] вершин
}.
node-types-off = Типи вершин сховано.
node-types-alpha-beta = Типи вершин — для альфа-бета: перейдіть до неї клавішею a.

## stats із порядком лабораторії: той самий перебір як записано.
stats-as-written = як записано
stats-written-counts = { $nodes } { $nodes ->
    [one] вершину побудовано
    [few] вершини побудовано
   *[other] вершин побудовано
}, { $evaluations } { $evaluations ->
    [one] статична оцінка
    [few] статичні оцінки
   *[other] статичних оцінок
}
