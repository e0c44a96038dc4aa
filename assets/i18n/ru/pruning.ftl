## Упражнение на всём дереве (practice --ask pruned, --ask edges), как в
## abTreePractice (Беркли): студент отмечает всё дерево, затем проверяет.

pruning-evaluated = оценивается
pruning-pruned = отсекается
pruning-needs-alpha-beta = упражнению на всём дереве (pruned, edges) нужен поиск с отсечениями: альфа-бета (--algo alphabeta); минимакс и expectimax оценивают все листья
pruning-no-deepening = упражнение на всём дереве (pruned, edges) задаётся на одном поиске альфа-бета: итеративное углубление просматривает дерево несколько раз (используйте --algo alphabeta)
pruning-not-with-steps = pruned и edges отмечаются на всём дереве до поиска, поэтому не задаются вместе с values, cuts, windows или best: задайте их отдельно (--ask pruned,edges)
pruning-select-first = сначала выберите лист или ребро (← →)
pruning-edge = { $from }–{ $to }
pruning-ask-leaf = Оценивает ли альфа-бета лист { $node } или он отсекается?
pruning-ask-edge = Отсекается ли ребро { $edge }, и каким отсечением?
pruning-title = { $exam ->
    [yes] Экзамен
   *[no] Практика
} · всё дерево { $at } из { $total }
pruning-task-pruned = Отметьте каждый лист, который альфа-бета не оценивает (Space), затем Enter — проверка. Отмечено: { $marked }.
pruning-task-edges = Отметьте каждое ребро, которое отсекается, и вид отсечения (Space: α, β, нет), затем Enter — проверка. Отмечено: { $marked }.
pruning-checked = Проверено: верно { $right }, пропущено { $missed }, неверно { $wrong }; счёт { $score }/{ $total }. На дереве весь поиск, ✗ — каждая ошибка; ← → по ошибкам, Enter — дальше.
pruning-why-evaluated = поиск получает его статическую оценку
pruning-why-cut-leaf = его отсекает отсечение: он не оценивается
pruning-why-cut-edge = поиск его отсекает: { $kind }
pruning-why-below-leaf = он ниже отсечённого ребра { $edge } и отсекается вместе с ним: он не оценивается
pruning-why-below-edge = оно ниже отсечённого ребра { $edge }: отсекается только то ребро, а это — вместе с ним
pruning-why-searched = поиск спускается по нему
pruning-missed = ✗ { $item }: не отмечено, но { $reason }. Шаг { $step }: { $sentence }
pruning-wrong = ✗ { $item }: отмечено «{ $marked }», но { $reason }. Шаг { $step }: { $sentence }
pruning-selected = { $mark ->
    [none] Выбрано: { $item }, без отметки.
   *[other] Выбрано: { $item }, отметка: { $mark }.
}

key-mark-move = предыдущий / следующий лист или ребро
key-mark-level = рёбра: ребро выше / первое ребро ниже
key-mark = отметить лист отсечённым; ребро: нет → α → β → нет
key-mark-check = проверить отметки; после проверки — дальше
bar-mark-move = выбор
bar-mark-leaf = отметить
bar-mark-check = проверить
keycard-marking = Упражнение на всём дереве (gametree practice --ask pruned,edges)
