# Доведення на І/АБО-дереві (розділ 3, §3.1) словами.
# $who — ПЛЮС або МІНУС; $mark — розв'язна або нерозв'язна.

proof-side = { $side ->
    [max] ПЛЮС
   *[min] МІНУС
}
proof-mark = { $solved ->
    [yes] розв'язна
   *[no] нерозв'язна
}

proof-enter-or = вхід у { $node } на глибині { $depth }, АБО-вершина, ходить { $who }: досить одного розв'язного спадкоємця
proof-enter-and = вхід у { $node } на глибині { $depth }, І-вершина, ходить { $who }: розв'язні мають бути всі спадкоємці
proof-enter-terminal = вхід у { $node } на глибині { $depth }, термінальна вершина: гру закінчено
proof-generate = побудовано { $child } ходом { $via }, спадкоємець № { $index } позиції { $parent }
proof-settle = задача { $problem } { $mark }: { $reason }
proof-won-elementary = { $who } виграв (елементарна задача)
proof-won = { $who } виграв
proof-drawn = гра закінчилася внічию
proof-successor-or = хід { $via } веде в розв'язну вершину { $child }, а в АБО-вершині досить одного розв'язного спадкоємця{ $skipped }
proof-successor-and = хід { $via } веде в нерозв'язну вершину { $child }, а в І-вершині розв'язні мають бути всі спадкоємці{ $skipped }
proof-skipped = { $count ->
    [1] ; решта — один хід — не розглядається
   *[other] ; решта ходів ({ $count }) не розглядається
}
proof-none-solved = жоден з її спадкоємців не розв'язний
proof-all-solved = усі її спадкоємці розв'язні
proof-settled-before = ту саму позицію вже розв'язано раніше на глибині { $depth } (таблиця транспозицій)
proof-end-solved = кінець: задача { $problem } розв'язна: { $who } може домогтися виграшу з { $root }
proof-end-unsolvable = кінець: задача { $problem } нерозв'язна: { $who } не може домогтися виграшу з { $root }
