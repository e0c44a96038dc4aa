# Лістинги псевдокоду (src/pseudocode): код зберігає ідентифікатори
# слайдів (def max_value(state), successor(state), return); слова в умовах
# і коментарі перекладено, як у самих слайдах («if агент MAX»).

## Мінімакс, альфа-бета, expectimax, негамакс, послідовне поглиблення

code-is-leaf = state — лист дерева пошуку
code-quiet-leaf = terminal(state) or (досягнуто граничної глибини and quiet(state))
code-agent = агент { $agent }
# Коментар до перевірки відсікання: назва за чинною домовленістю, потім
# за іншою ($names: chapters або slides).
code-cutoff = { $cut ->
    [beta] β-відсікання
   *[alpha] α-відсікання
} ({ $names ->
    [slides] за розділами
   *[chapters] у слайдах
}: { $other ->
    [beta] β-відсікання
   *[alpha] α-відсікання
})
code-for-mover = для того, хто ходить
code-other-moves = -negamax: у succ ходить інший гравець
code-cut = відсікання
code-sign = sign: +1, де ходить МАКС, -1, де ходить МІН
code-deepening-step = альфа-бета до цієї глибини
code-reorder = впорядкувати всі ходи за щойно знайденими оцінками

## max^n

code-maxn-vector = вектор (V_A, V_B, V_C, ...)
code-maxn-mover = гравець, що ходить у state
code-maxn-ties = за рівності лишається перший

## Доведення на І/АБО-дереві

code-proof-which = W(X) або V(X)
code-proof-settled = X уже розв'язано раніше
code-proof-its-mark = її позначка
code-proof-terminal = X — термінальна вершина
code-proof-won = X виграно нами
code-proof-or = X — АБО-вершина
code-proof-we-move = ходимо ми
code-proof-and = X — І-вершина
code-proof-they-move = ходить супротивник
code-proof-enough = одного досить
