# max^n (мультиагентный поиск из слайдов) словами: краткая строка каждого
# события (maxn-line-) и фраза тьютора (maxn-step-).

maxn-line-enter = вход в { $node } (ходит { $player })
maxn-line-generate = построена { $child }, дочерняя вершина для { $parent }
maxn-line-evaluate = статическая оценка { $node }: { $vector }
maxn-line-provisional = { $node } (ходит { $player }): предварительная оценка { $vector } от { $child }, для { $player } это { $worth }
maxn-line-leave = выход из { $node }: оценка { $vector }
maxn-line-end = конец: оценка { $vector }; линия игры { $line }

maxn-step-enter = Поиск входит в вершину { $node }: здесь ходит { $player } и берёт дочернюю вершину, у вектора которой наибольшая компонента игрока { $player } (при равенстве — первую).
maxn-step-evaluate = { $node } — концевая вершина: её статическая оценка — вектор, по оценке на игрока ({ $players }): { $vector }.
maxn-step-provisional-first = { $node } (ходит { $player }): первая дочерняя вершина { $child } приносит { $vector }, для { $player } это { $worth }: предварительный вектор { $node } — { $vector }.
maxn-step-provisional = { $node } (ходит { $player }): { $child } приносит { $vector }, для { $player } это { $worth }, больше, чем у любой дочерней вершины до неё: предварительный вектор { $node } — { $vector }.
maxn-step-end = Поиск окончен: { $node } получает { $vector }. Линия игры: { $line }.
maxn-step-line = { $line }.
maxn-line-keep = { $node } (ходит { $player }): { $child } приносит { $vector }, для { $player } это { $worth }; { $node } сохраняет { $kept }
maxn-step-keep = { $node } (ходит { $player }): { $child } приносит { $vector }, для { $player } это { $worth }, меньше, чем { $best } от { $from }: { $node } сохраняет { $kept }.
maxn-step-tie = { $node } (ходит { $player }): { $child } приносит { $vector }, для { $player } это { $worth }, столько же, сколько принесла { $from }; при равенстве остаётся первая, так что { $node } сохраняет { $kept }.
