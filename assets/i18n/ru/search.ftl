# Поиск двух игроков словами: краткая строка каждого события (`gametree
# trace`, префикс line-) и фраза тьютора (префикс step-). Термины — из
# главы 3 учебника (статическая оценка, предварительная оценка,
# альфа-/бета-отсечение, дочерняя вершина, концевая вершина) и слайдов
# Бондарева (МАКС, МИН, узел жеребьёвки). См. docs/glossary.md.
# $player: max, min или chance; $kind: alpha или beta (вид отсечения: в МИН
# при v ≤ α, в МАКС при v ≥ β); $cut — его имя (alpha или beta: по главам
# или, наоборот, по псевдокоду слайдов).

player = { $player ->
    [max] МАКС
    [min] МИН
   *[chance] ЖРЕБИЙ
}
leaf = лист
named-node = { $name } ({ $player })

## Окно α/β.
window = { $alpha }, { $beta }
window-bound = { $bound ->
    [alpha] α
   *[beta] β
} = { $value }
window-bound-set-by = { $bound ->
    [alpha] α
   *[beta] β
} = { $value } (задана в { $from })

## Кто задал границу отсечения.
bound-initial = (начальная граница)
bound-set-by = задана в { $from }
bound-set-deep = задана в { $from } на { $up } { $up ->
    [one] уровень
    [few] уровня
   *[many] уровней
} выше: глубокое отсечение

## Оценки.
value-exact = { $value }
value-lower = ≥ { $value } (нижняя граница)
value-upper = ≤ { $value } (верхняя граница)
by-move = { " " }ходом { $label }
by-move-pit = { " " }ходом из лунки { $pit }

## Краткие строки.
line-enter = вход в { $node } на глубине { $depth }
line-enter-window = вход в { $node } на глубине { $depth } с окном { $window }
line-generate = построена { $child }{ $by }, дочерняя вершина { $index } для { $parent }
line-evaluate = статическая оценка { $node }: { $value }
line-provisional = { $node } ({ $who }): предварительная оценка { $old } → { $new } от { $child }, так что { $node } { $player ->
    [max] ≥
   *[min] ≤
} { $new }
line-provisional-unsure = { $node } ({ $who }): предварительная оценка { $old } → { $new } от { $child }, а про { $child } известно лишь, что { $child } { $relation ->
    [upper] ≤
   *[lower] ≥
} { $new }
line-accumulate = { $node } (ЖРЕБИЙ): Σ = { $sum } = { $new } после { $child } (её оценка, умноженная на вероятность)
line-window = { $node } ({ $who }): { $bound ->
    [alpha] α
   *[beta] β
} = { $new } (было { $old }), задана в { $node }
line-cutoff = { $cut ->
    [beta] β-отсечение
   *[alpha] α-отсечение
} в { $node } ({ $who }): оценка { $value } { $kind ->
    [beta] ≥ β
   *[alpha] ≤ α
} = { $bound } { $origin }; { $left_out }
line-left-out-none = у { $node } не осталось дочерних вершин, так что ничего не отсекается
line-init = { $node } ({ $who }): v = { $value }
line-no-cutoff = { $node } ({ $who }): { $kind ->
    [beta] v = { $value } { $equal ->
        [yes] = β (строгое правило отсекает только при v > β)
       *[no] < β = { $bound }
    }
   *[alpha] v = { $value } { $equal ->
        [yes] = α (строгое правило отсекает только при v < α)
       *[no] > α = { $bound }
    }
}: { $cut ->
    [beta] β-отсечения
   *[alpha] α-отсечения
} нет
line-test-at-last-child = { $node }: { $kind ->
    [beta] v ≥ β ({ $value } ≥ { $bound })
   *[alpha] v ≤ α ({ $value } ≤ { $bound })
}, но у { $node } не осталось дочерних вершин: ничего не отсекается
line-left-out = у { $node } { $count ->
    [1] не просматривается оставшаяся дочерняя вершина { $children }
   *[other] не просматриваются оставшиеся дочерние вершины { $children }
}
line-leave = выход из { $node }: оценка { $value }
line-quiescence = { $node } — активная (неспокойная) позиция на граничной глубине { $depth }: вместо статической оценки поиск продолжается ниже (успокоение)
line-iteration = итерация с граничной глубиной { $depth }: поиск заново от корня, сначала лучшие ходы прошлой итерации
line-iteration-first = итерация с граничной глубиной 1: поиск от корня, ходы в порядке игры
line-end = конец: оценка { $value }; минимаксно-оптимальная игра { $pv }
line-end-best = конец: оценка { $value }, наилучший ход { $best }; минимаксно-оптимальная игра { $pv }
line-heading = { $algorithm }, { $scenario }: { $title }
line-heading-ordered = { $algorithm }, фиксированное упорядочение ходов, { $scenario }: { $title }

## Фразы тьютора.
step-enter = Поиск входит в вершину { $node } на глубине { $depth }.{ $window }
step-enter-inner = Поиск входит в вершину { $node } на глубине { $depth }: { $player ->
    [max] здесь ходит МАКС и берёт наибольшую из оценок дочерних вершин
    [min] здесь ходит МИН и берёт наименьшую из оценок дочерних вершин
   *[chance] это узел жеребьёвки, его оценка — среднее оценок дочерних вершин, взвешенное вероятностями
}.{ $window }
step-searched-with = { " " }Окно: { $window }.
step-generate = Поиск строит вершину { $child }{ $by }: дочернюю вершину № { $index } для { $parent }.
step-generate-reordered = Поиск строит вершину { $child }{ $by }: дочернюю вершину № { $index } для { $parent }; по порядку ходов она идёт { $nth ->
    [1] первой
    [2] второй
    [3] третьей
   *[other] { $nth }-й
}.
step-evaluate = { $node } — концевая вершина дерева поиска: её статическая оценка { $value }.
step-provisional = { $node } ({ $who }): предварительная оценка v = { $player ->
    [max] max
   *[min] min
}({ $old }, { $new }) = { $new } от { $child }, так что { $node } { $player ->
    [max] ≥
   *[min] ≤
} { $new }.
step-provisional-unsure = { $node } ({ $who }): предварительная оценка v = { $player ->
    [max] max
   *[min] min
}({ $old }, { $new }) = { $new } от { $child }. Но про { $child } известно лишь, что { $child } { $relation ->
    [upper] ≤
   *[lower] ≥
} { $new }, поэтому { $node } { $player ->
    [max] ≥
   *[min] ≤
} { $new } отсюда не следует.
step-accumulate = { $node } (ЖРЕБИЙ): Σ = { $sum } = { $new }: прибавлена оценка { $child }, умноженная на её вероятность { $p }.
step-alpha-rises = α в { $node } растёт до { $new } (было { $old }): на этом пути МАКСу уже гарантировано не меньше { $new }.
step-beta-falls = β в { $node } падает до { $new } (было { $old }): на этом пути МИН допустит не больше { $new }.
step-cutoff = { $cut ->
    [beta] β-отсечение
   *[alpha] α-отсечение
} в { $node } ({ $who }): её оценка уже { $kind ->
    [beta] ≥
   *[alpha] ≤
} { $value }, а { $above }. { $left_out }
step-bound-from = { $why } ({ $kind ->
    [beta] β
   *[alpha] α
} = { $bound }, { $origin })
step-bound-initial = { $kind ->
    [beta] β
   *[alpha] α
} = { $bound } — начальная граница
step-why-min = МИН в { $node } никогда не допустит больше { $bound }
step-why-max = МАКСу в { $node } уже гарантировано { $bound }
step-why-chance = узел жеребьёвки { $node } ограничивает её значением { $bound }
step-left-out-none = У { $node } не осталось дочерних вершин, так что ничего не отсекается.
step-init = { $node } — не концевая вершина, поэтому { $player ->
    [max] max_value начинает с v = { $value }: оценка любой дочерней вершины не меньше.
    [min] min_value начинает с v = { $value }: оценка любой дочерней вершины не больше.
   *[chance] exp_value начинает взвешенную сумму с v = { $value }.
}
step-no-cutoff = { $node } ({ $who }): { $kind ->
    [beta] v = { $value } { $equal ->
        [yes] = β, но строгое правило отсекает только при v > β
       *[no] < β = { $bound }, так что { $cut ->
            [beta] β-отсечения
           *[alpha] α-отсечения
        } нет
    }
   *[alpha] v = { $value } { $equal ->
        [yes] = α, но строгое правило отсекает только при v < α
       *[no] > α = { $bound }, так что { $cut ->
            [beta] β-отсечения
           *[alpha] α-отсечения
        } нет
    }
}: { $more ->
    [yes] { $node } переходит к следующей дочерней вершине.
   *[no] у { $node } не осталось дочерних вершин.
}
step-test-at-last-child = { $node }: { $kind ->
    [beta] v ≥ β ({ $value } ≥ { $bound })
   *[alpha] v ≤ α ({ $value } ≤ { $bound })
}, но у { $node } не осталось дочерних вершин: ничего не отсекается, и она возвращает { $value }.
step-cutoff-won = { $cut ->
    [beta] β-отсечение
   *[alpha] α-отсечение
} в { $node } { $kind ->
    [beta] (МАКС): её оценка { $value } — выигрыш МАКСа, а лучше выигрыша ничего нет.
   *[alpha] (МИН): её оценка { $value } — выигрыш МИНа, а для МИНа лучше выигрыша ничего нет.
} { $left_out }
step-left-out = У { $node } { $count ->
    [1] не просматривается другая дочерняя вершина, { $children }{ $below }.
   *[other] не просматриваются другие дочерние вершины, { $children }{ $below }.
}
step-left-out-below = : { $nodes } { $nodes ->
    [one] вершина
    [few] вершины
   *[many] вершин
} вместе с нижележащими
step-done-root = Вершина { $node } оценена: её оценка { $value }.
step-done = Вершина { $node } оценена и возвращает { $value } в { $parent }.
step-returns-lower = { $node } возвращает { $value } в { $parent }: это лишь нижняя граница ({ $node } ≥ { $value }), но большего { $parent } и не нужно.
step-returns-upper = { $node } возвращает { $value } в { $parent }: это лишь верхняя граница ({ $node } ≤ { $value }), но большего { $parent } и не нужно.
step-quiescence = { $node } лежит на граничной глубине { $depth }, но позиция не спокойная (вот-вот произойдёт взятие): её статическая оценка обманчива, поэтому поиск заглядывает глубже (успокоение).
step-iteration = Новая итерация начинается от корня с граничной глубиной { $depth }; сначала пробуются лучшие ходы, найденные прошлой итерацией.
step-iteration-first = Первая итерация ищет от корня до глубины 1, ходы — в порядке игры; каждая следующая итерация идёт на уровень глубже и сначала пробует лучшие из найденных ходов.
step-end = Поиск окончен: оценка { $node } — { $value }. Минимаксно-оптимальная игра: { $pv }.
step-end-best = Поиск окончен: оценка { $node } — { $value }, наилучший ход — { $best }. Минимаксно-оптимальная игра: { $pv }.

## Те же фразы в виде негамакса (раздел 6.3 учебника).
negamax-enter-inner = Поиск входит в вершину { $node } на глубине { $depth }: здесь ходит { $player } и, как везде в виде негамакса, берёт наибольшую из оценок дочерних вершин, взятых с обратным знаком.{ $window }
negamax-evaluate-min = { $node } — концевая вершина дерева поиска: её статическая оценка { $value } для МАКСа, то есть { $negated } для МИНа, который здесь ходит (sign · eval).
negamax-init = { $node } — не концевая вершина, поэтому негамакс начинает с v = -∞ для игрока { $player }, который здесь ходит: оценка любой дочерней вершины не меньше.
negamax-no-cutoff = { $node } ({ $player }): v = { $value } { $equal ->
    [yes] = β, но строгое правило отсекает только при v > β
   *[no] < β = { $bound }, так что отсечения нет
}: { $more ->
    [yes] { $node } переходит к следующей дочерней вершине.
   *[no] у { $node } не осталось дочерних вершин.
}
negamax-provisional = { $node } ({ $player }): предварительная оценка v = max({ $old }, { $counted }) = { $new } от { $child }, так что { $node } ≥ { $new }.
negamax-provisional-unsure = { $node } ({ $player }): предварительная оценка v = max({ $old }, { $counted }) = { $new } от { $child }. Но { $child } засчитывается здесь лишь как не больше { $new }, поэтому { $node } ≥ { $new } отсюда не следует.
negamax-alpha-rises-min = α в { $node } растёт до { $new } (было { $old }), это β с обратным знаком: на этом пути МИНу уже гарантировано не меньше { $new }, то есть МАКС получит не больше { $max }.
negamax-cutoff = { $cut ->
    [beta] β-отсечение
   *[alpha] α-отсечение
} в { $node } ({ $player }): для игрока { $player } её оценка уже ≥ { $value }, а { $above }. { $left_out }
negamax-bound-from = { $why } (β = { $bound } для игрока { $player }, { $origin })
negamax-sure-of = игроку { $player } в { $node } уже гарантировано не меньше { $value }
negamax-bound-initial = β = { $bound } для игрока { $player } — начальная граница
negamax-counts-as = { $parent } считает её как { $counted } = { $value }
negamax-done = Вершина { $node } оценена и возвращает { $own }, свою оценку для игрока { $player }; { $counts }.
negamax-returns-bound = { $node } возвращает { $own }, лишь границу ({ $node } { $relation } { $own } для игрока { $player }), но большего { $parent } и не нужно; { $counts }.
negamax-negated = -({ $value })
