# Пошук двох гравців словами: короткий рядок кожної події (`gametree
# trace`, префікс line-) і речення тьютора (префікс step-). Терміни — з
# лекцій за Братком (оцінка, статична оцінка, спадкоємець, лист дерева
# пошуку, альфа-бета відсікання, основний варіант, МАКС, МІН) і, де їх там
# немає, звичні українські (попередня оцінка, α-/β-відсікання). Див.
# docs/glossary.md.
# $player: max, min або chance; $kind: alpha або beta (вид відсікання: у МІН
# при v ≤ α, у МАКС при v ≥ β); $cut — його назва (alpha або beta: за
# розділами підручника або, навпаки, за псевдокодом слайдів).

player = { $player ->
    [max] МАКС
    [min] МІН
   *[chance] ЖЕРЕБ
}
leaf = лист
named-node = { $name } ({ $player })

## Вікно α/β.
window = { $alpha }, { $beta }
window-bound = { $bound ->
    [alpha] α
   *[beta] β
} = { $value }
window-bound-set-by = { $bound ->
    [alpha] α
   *[beta] β
} = { $value } (задана в { $from })

## Хто задав межу відсікання.
bound-initial = (початкова межа)
bound-set-by = задана в { $from }
bound-set-deep = задана в { $from } на { $up } { $up ->
    [one] рівень
    [few] рівні
   *[many] рівнів
} вище: глибоке відсікання

## Оцінки.
value-exact = { $value }
value-lower = ≥ { $value } (наближена оцінка: нижня межа)
value-upper = ≤ { $value } (наближена оцінка: верхня межа)
by-move = { " " }ходом { $label }
by-move-pit = { " " }ходом з лунки { $pit }

## Короткі рядки.
line-enter = вхід у { $node } на глибині { $depth }
line-enter-window = вхід у { $node } на глибині { $depth } з вікном { $window }
line-generate = побудовано { $child }{ $by }, спадкоємець № { $index } позиції { $parent }
line-evaluate = статична оцінка { $node }: { $value }
line-provisional = { $node } ({ $who }): попередня оцінка { $old } → { $new } від { $child }, отже { $node } { $player ->
    [max] ≥
   *[min] ≤
} { $new }
line-provisional-unsure = { $node } ({ $who }): попередня оцінка { $old } → { $new } від { $child }, а про { $child } відомо лише, що { $child } { $relation ->
    [upper] ≤
   *[lower] ≥
} { $new }
line-accumulate = { $node } (ЖЕРЕБ): Σ = { $sum } = { $new } після { $child } (її оцінка, помножена на ймовірність)
line-window = { $node } ({ $who }): { $bound ->
    [alpha] α
   *[beta] β
} = { $new } (було { $old }), задана в { $node }
line-cutoff = { $cut ->
    [beta] β-відсікання
   *[alpha] α-відсікання
} у { $node } ({ $who }): оцінка { $value } { $kind ->
    [beta] ≥ β
   *[alpha] ≤ α
} = { $bound } { $origin }; { $left_out }
line-left-out-none = у { $node } не лишилося спадкоємців, тож нічого не відсікається
line-init = { $node } ({ $who }): v = { $value }
line-no-cutoff = { $node } ({ $who }): { $kind ->
    [beta] v = { $value } { $equal ->
        [yes] = β (строге правило відсікає лише при v > β)
       *[no] < β = { $bound }
    }
   *[alpha] v = { $value } { $equal ->
        [yes] = α (строге правило відсікає лише при v < α)
       *[no] > α = { $bound }
    }
}: { $cut ->
    [beta] β-відсікання
   *[alpha] α-відсікання
} немає
line-test-at-last-child = { $node }: { $kind ->
    [beta] v ≥ β ({ $value } ≥ { $bound })
   *[alpha] v ≤ α ({ $value } ≤ { $bound })
}, але у { $node } не лишилося спадкоємців: нічого не відсікається
line-left-out = у { $node } { $count ->
    [1] не розглядається спадкоємець, що лишився, { $children }
   *[other] не розглядаються спадкоємці, що лишилися, { $children }
}
line-leave = вихід з { $node }: оцінка { $value }
line-quiescence = { $node } — активна (неспокійна) позиція на граничній глибині { $depth }: замість статичної оцінки пошук іде нижче (заспокоєння)
line-iteration = ітерація з граничною глибиною { $depth }: пошук знову від кореня, спершу найкращі ходи попередньої ітерації
line-iteration-first = ітерація з граничною глибиною 1: пошук від кореня, ходи в порядку гри
line-end = кінець: оцінка { $value }; основний варіант { $pv }
line-end-best = кінець: оцінка { $value }, найкращий хід { $best }; основний варіант { $pv }
line-heading = { $algorithm }, { $scenario }: { $title }
line-heading-ordered = { $algorithm }, фіксоване впорядкування ходів, { $scenario }: { $title }

## Речення тьютора.
step-enter = Пошук входить у вершину { $node } на глибині { $depth }.{ $window }
step-enter-inner = Пошук входить у вершину { $node } на глибині { $depth }: { $player ->
    [max] тут ходить МАКС і бере найбільшу з оцінок спадкоємців
    [min] тут ходить МІН і бере найменшу з оцінок спадкоємців
   *[chance] це вершина жеребкування, її оцінка — середнє оцінок спадкоємців, зважене ймовірностями
}.{ $window }
step-searched-with = { " " }Вікно: { $window }.
step-generate = Пошук будує вершину { $child }{ $by }: спадкоємця № { $index } позиції { $parent }.
step-generate-reordered = Пошук будує вершину { $child }{ $by }: спадкоємця № { $index } позиції { $parent }; за порядком ходів він іде { $nth ->
    [1] першим
    [2] другим
    [3] третім
   *[other] { $nth }-м
}.
step-evaluate = { $node } — лист дерева пошуку: його статична оцінка { $value }.
step-provisional = { $node } ({ $who }): попередня оцінка v = { $player ->
    [max] max
   *[min] min
}({ $old }, { $new }) = { $new } від { $child }, отже { $node } { $player ->
    [max] ≥
   *[min] ≤
} { $new }.
step-provisional-unsure = { $node } ({ $who }): попередня оцінка v = { $player ->
    [max] max
   *[min] min
}({ $old }, { $new }) = { $new } від { $child }. Але про { $child } відомо лише, що { $child } { $relation ->
    [upper] ≤
   *[lower] ≥
} { $new }, тож { $node } { $player ->
    [max] ≥
   *[min] ≤
} { $new } звідси не випливає.
step-accumulate = { $node } (ЖЕРЕБ): Σ = { $sum } = { $new }: додано оцінку { $child }, помножену на її ймовірність { $p }.
step-alpha-rises = α у { $node } зростає до { $new } (було { $old }): на цьому шляху МАКСові вже гарантована оцінка не менша за { $new }.
step-beta-falls = β у { $node } спадає до { $new } (було { $old }): на цьому шляху МІН допустить не більше { $new }.
step-cutoff = { $cut ->
    [beta] β-відсікання
   *[alpha] α-відсікання
} у { $node } ({ $who }): її оцінка вже { $kind ->
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
} = { $bound } — початкова межа
step-why-min = МІН у { $node } ніколи не допустить більше { $bound }
step-why-max = МАКСові в { $node } уже гарантовано { $bound }
step-why-chance = вершина жеребкування { $node } обмежує її значенням { $bound }
step-left-out-none = У { $node } не лишилося спадкоємців, тож нічого не відсікається.
step-init = { $node } — не лист, тому { $player ->
    [max] max_value починає з v = { $value }: оцінка будь-якого спадкоємця не менша.
    [min] min_value починає з v = { $value }: оцінка будь-якого спадкоємця не більша.
   *[chance] exp_value починає зважену суму з v = { $value }.
}
step-no-cutoff = { $node } ({ $who }): { $kind ->
    [beta] v = { $value } { $equal ->
        [yes] = β, але строге правило відсікає лише при v > β
       *[no] < β = { $bound }, тож { $cut ->
            [beta] β-відсікання
           *[alpha] α-відсікання
        } немає
    }
   *[alpha] v = { $value } { $equal ->
        [yes] = α, але строге правило відсікає лише при v < α
       *[no] > α = { $bound }, тож { $cut ->
            [beta] β-відсікання
           *[alpha] α-відсікання
        } немає
    }
}: { $more ->
    [yes] { $node } переходить до наступного спадкоємця.
   *[no] у { $node } не лишилося спадкоємців.
}
step-test-at-last-child = { $node }: { $kind ->
    [beta] v ≥ β ({ $value } ≥ { $bound })
   *[alpha] v ≤ α ({ $value } ≤ { $bound })
}, але у { $node } не лишилося спадкоємців: нічого не відсікається, і вона повертає { $value }.
step-cutoff-won = { $cut ->
    [beta] β-відсікання
   *[alpha] α-відсікання
} у { $node } { $kind ->
    [beta] (МАКС): її оцінка { $value } — виграш МАКСа, а кращого за виграш немає.
   *[alpha] (МІН): її оцінка { $value } — виграш МІНа, а для МІНа кращого за виграш немає.
} { $left_out }
step-left-out = У { $node } { $count ->
    [1] не розглядається інший спадкоємець, { $children }{ $below }.
   *[other] не розглядаються інші спадкоємці, { $children }{ $below }.
}
step-left-out-below = : { $nodes } { $nodes ->
    [one] вершина
    [few] вершини
   *[many] вершин
} разом з тими, що нижче
step-done-root = Вершину { $node } оцінено: її оцінка { $value }.
step-done = Вершину { $node } оцінено, вона повертає { $value } у { $parent }.
step-returns-lower = { $node } повертає { $value } у { $parent }: це лише наближена оцінка, нижня межа ({ $node } ≥ { $value }), але більшого { $parent } і не треба.
step-returns-upper = { $node } повертає { $value } у { $parent }: це лише наближена оцінка, верхня межа ({ $node } ≤ { $value }), але більшого { $parent } і не треба.
step-quiescence = { $node } лежить на граничній глибині { $depth }, але позиція неспокійна (ось-ось буде взяття): її статична оцінка оманлива, тому пошук зазирає глибше (заспокоєння).
step-iteration = Нова ітерація починається від кореня з граничною глибиною { $depth }; спершу пробуються найкращі ходи, знайдені попередньою ітерацією.
step-iteration-first = Перша ітерація шукає від кореня до глибини 1, ходи — в порядку гри; кожна наступна ітерація йде на рівень глибше і спершу пробує найкращі зі знайдених ходів.
step-end = Пошук закінчено: оцінка { $node } — { $value }. Основний варіант: { $pv }.
step-end-best = Пошук закінчено: оцінка { $node } — { $value }, найкращий хід — { $best }. Основний варіант: { $pv }.

## Ті самі речення у вигляді негамаксу (розділ 6.3 підручника).
negamax-enter-inner = Пошук входить у вершину { $node } на глибині { $depth }: тут ходить { $player } і, як скрізь у вигляді негамаксу, бере найбільшу з оцінок спадкоємців, узятих з протилежним знаком.{ $window }
negamax-evaluate-min = { $node } — лист дерева пошуку: його статична оцінка { $value } для МАКСа, тобто { $negated } для МІНа, який тут ходить (sign · eval).
negamax-init = { $node } — не лист, тому негамакс починає з v = -∞ для гравця { $player }, який тут ходить: оцінка будь-якого спадкоємця не менша.
negamax-no-cutoff = { $node } ({ $player }): v = { $value } { $equal ->
    [yes] = β, але строге правило відсікає лише при v > β
   *[no] < β = { $bound }, тож відсікання немає
}: { $more ->
    [yes] { $node } переходить до наступного спадкоємця.
   *[no] у { $node } не лишилося спадкоємців.
}
negamax-provisional = { $node } ({ $player }): попередня оцінка v = max({ $old }, { $counted }) = { $new } від { $child }, отже { $node } ≥ { $new }.
negamax-provisional-unsure = { $node } ({ $player }): попередня оцінка v = max({ $old }, { $counted }) = { $new } від { $child }. Але { $child } зараховується тут лише як не більше { $new }, тож { $node } ≥ { $new } звідси не випливає.
negamax-alpha-rises-min = α у { $node } зростає до { $new } (було { $old }), це β з протилежним знаком: на цьому шляху МІНові вже гарантовано не менше { $new }, тобто МАКС отримає не більше { $max }.
negamax-cutoff = { $cut ->
    [beta] β-відсікання
   *[alpha] α-відсікання
} у { $node } ({ $player }): для гравця { $player } її оцінка вже ≥ { $value }, а { $above }. { $left_out }
negamax-bound-from = { $why } (β = { $bound } для гравця { $player }, { $origin })
negamax-sure-of = гравцеві { $player } у { $node } уже гарантовано не менше { $value }
negamax-bound-initial = β = { $bound } для гравця { $player } — початкова межа
negamax-counts-as = { $parent } рахує її як { $counted } = { $value }
negamax-done = Вершину { $node } оцінено, вона повертає { $own }, свою оцінку для гравця { $player }; { $counts }.
negamax-returns-bound = { $node } повертає { $own }, лише межу ({ $node } { $relation } { $own } для гравця { $player }), але більшого { $parent } і не треба; { $counts }.
negamax-negated = -({ $value })
