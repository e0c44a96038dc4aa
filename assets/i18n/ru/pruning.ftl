## Упражнение на всём дереве (practice --ask pruned, --ask edges), как в
## abTreePractice (Беркли): студент отмечает всё дерево, затем проверяет.

pruning-evaluated = оценивается
pruning-pruned = отсекается (не оценивается)
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
} · всё дерево { $at } из { $total } · { $score }
pruning-task-pruned = Отметьте каждый лист, который альфа-бета не оценивает (Space), затем Enter — проверка. Отмечено: { $marked }.
pruning-task-edges = Отметьте каждое ребро, которое отсекается, и вид отсечения (Space: α, β, нет), затем Enter — проверка. Отмечено: { $marked }.
pruning-selected = Выбрано: { $item }, отметка: { $mark }.
pruning-checked = Проверено: верно { $right }, пропущено { $missed }, неверно { $wrong }; счёт { $score }/{ $total }. На дереве весь поиск; ✗ — каждая ошибка.
pruning-enter-next = Enter: дальше.
pruning-why-evaluated = поиск получает его статическую оценку
pruning-why-cut-here = его отсекает отсечение
pruning-why-cut-above = отсечение выше, на { $edge }, а это ниже него
pruning-why-searched = поиск спускается по нему
pruning-missed = ✗ { $item }: пропущено, на самом деле { $expected } ({ $reason }). Шаг { $step }: { $sentence }
pruning-wrong = ✗ { $item }: отмечено «{ $marked }», но на самом деле { $expected } ({ $reason }). Шаг { $step }: { $sentence }

key-mark-move = предыдущий / следующий лист или ребро (листья слева направо, рёбра по уровням)
key-mark-level = рёбра: ребро выше / первое ребро ниже
key-mark = отметить выбранный лист как отсечённый или выбранное ребро как отсечённое: нет → α → β → нет
key-mark-check = проверить отметки; после проверки — дальше
bar-mark-move = выбор
bar-mark = отметить
bar-mark-check = проверить
keycard-marking = Упражнение на всём дереве (gametree practice --ask pruned,edges)
