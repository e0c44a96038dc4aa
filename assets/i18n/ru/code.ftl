# Листинги псевдокода (src/pseudocode): код сохраняет идентификаторы
# слайдов (def max_value(state), successor(state), return); слова в
# условиях и комментарии переводятся, как в самих слайдах
# («if state соответств. конечной вершине», «if агент MAX»).

## Минимакс, альфа-бета, expectimax, негамакс, последовательное углубление

code-is-leaf = state — концевая вершина
code-quiet-leaf = terminal(state) or (достигнута граничная глубина and quiet(state))
code-agent = агент { $agent }
# Комментарий к проверке отсечения: имя по действующему соглашению, затем
# по другому ($names: chapters или slides).
code-cutoff = { $cut ->
    [beta] β-отсечение
   *[alpha] α-отсечение
} ({ $names ->
    [slides] по главам
   *[chapters] в слайдах
}: { $other ->
    [beta] β-отсечение
   *[alpha] α-отсечение
})
code-for-mover = для того, кто ходит
code-other-moves = -negamax: в succ ходит другой игрок
code-cut = отсечение
code-sign = sign: +1, где ходит МАКС, -1, где ходит МИН
code-deepening-step = альфа-бета до этой глубины
code-reorder = упорядочить все ходы по только что найденным оценкам

## max^n

code-maxn-vector = вектор (V_A, V_B, V_C, ...)
code-maxn-mover = игрок, который ходит в state
code-maxn-ties = при равенстве остаётся первый

## Доказательство на И/ИЛИ-дереве

code-proof-which = W(X) или V(X)
code-proof-settled = X уже решена раньше
code-proof-its-mark = её отметка
code-proof-terminal = X — заключительная вершина
code-proof-won = X выиграна нами
code-proof-or = X — ИЛИ-вершина
code-proof-we-move = ходим мы
code-proof-and = X — И-вершина
code-proof-they-move = ходит противник
code-proof-enough = одной достаточно
