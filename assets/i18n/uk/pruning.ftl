## Вправа на всьому дереві (practice --ask pruned, --ask edges), як в
## abTreePractice (Берклі): студент позначає все дерево, потім перевіряє.

pruning-evaluated = оцінюється
pruning-pruned = відсікається
pruning-needs-alpha-beta = вправі на всьому дереві (pruned, edges) потрібен пошук із відсіканнями: альфа-бета (--algo alphabeta); мінімакс і expectimax оцінюють усе листя
pruning-no-deepening = вправа на всьому дереві (pruned, edges) задається на одному пошуку альфа-бета: ітеративне поглиблення переглядає дерево кілька разів (використайте --algo alphabeta)
pruning-not-with-steps = pruned і edges позначаються на всьому дереві до пошуку, тому не задаються разом із values, cuts, windows чи best: задайте їх окремо (--ask pruned,edges)
pruning-select-first = спершу виберіть лист або ребро (← →)
pruning-edge = { $from }–{ $to }
pruning-ask-leaf = Чи оцінює альфа-бета лист { $node }, чи його відсічено?
pruning-ask-edge = Чи відсікається ребро { $edge }, і яким відсіканням?
pruning-title = { $exam ->
    [yes] Іспит
   *[no] Практика
} · усе дерево { $at } з { $total }
pruning-task-pruned = Позначте кожен лист, який альфа-бета не оцінює (Space), потім Enter — перевірка. Позначено: { $marked }.
pruning-task-edges = Позначте кожне ребро, яке відсікається, і вид відсікання (Space: α, β, немає), потім Enter — перевірка. Позначено: { $marked }.
pruning-checked = Перевірено: правильно { $right }, пропущено { $missed }, неправильно { $wrong }; рахунок { $score }/{ $total }. На дереві весь пошук, ✗ — кожна помилка; ← → по помилках, Enter — далі.
pruning-why-evaluated = пошук отримує його статичну оцінку
pruning-why-cut-leaf = його відсікає відсікання: він не оцінюється
pruning-why-cut-edge = пошук його відсікає: { $kind }
pruning-why-below-leaf = він нижче від відсіченого ребра { $edge } і відсікається разом із ним: він не оцінюється
pruning-why-below-edge = воно нижче від відсіченого ребра { $edge }: відсікається лише те ребро, а це — разом із ним
pruning-why-searched = пошук спускається ним
pruning-missed = ✗ { $item }: не позначено, але { $reason }. Крок { $step }: { $sentence }
pruning-wrong = ✗ { $item }: позначено «{ $marked }», але { $reason }. Крок { $step }: { $sentence }
pruning-selected = { $mark ->
    [none] Вибрано: { $item }, без позначки.
   *[other] Вибрано: { $item }, позначка: { $mark }.
}

key-mark-move = попередній / наступний лист або ребро
key-mark-level = ребра: ребро вище / перше ребро нижче
key-mark = позначити лист відсіченим; ребро: немає → α → β → немає
key-mark-check = перевірити позначки; після перевірки — далі
bar-mark-move = вибір
bar-mark-leaf = мітити
bar-mark-check = перевірити
keycard-marking = Вправа на всьому дереві (gametree practice --ask pruned,edges)
