# max^n (мультиагентний пошук зі слайдів) словами: короткий рядок кожної
# події (maxn-line-) і речення тьютора (maxn-step-).

maxn-line-enter = вхід у { $node } (ходить { $player })
maxn-line-generate = побудовано { $child }, спадкоємець позиції { $parent }
maxn-line-evaluate = статична оцінка { $node }: { $vector }
maxn-line-provisional = { $node } (ходить { $player }): попередня оцінка { $vector } від { $child }, для { $player } це { $worth }
maxn-line-leave = вихід з { $node }: оцінка { $vector }
maxn-line-end = кінець: оцінка { $vector }; лінія гри { $line }

maxn-step-enter = Пошук входить у вершину { $node }: тут ходить { $player } і бере спадкоємця, у вектора якого найбільша компонента гравця { $player } (за рівності — першого).
maxn-step-evaluate = { $node } — лист: його статична оцінка — вектор, по оцінці на гравця ({ $players }): { $vector }.
maxn-step-provisional-first = { $node } (ходить { $player }): перший спадкоємець { $child } приносить { $vector }, для { $player } це { $worth }: попередній вектор { $node } — { $vector }.
maxn-step-provisional = { $node } (ходить { $player }): { $child } приносить { $vector }, для { $player } це { $worth }, більше, ніж будь-який спадкоємець до нього: попередній вектор { $node } — { $vector }.
maxn-step-end = Пошук закінчено: { $node } дістає { $vector }. Лінія гри: { $line }.
maxn-step-line = { $line }.
maxn-line-keep = { $node } (ходить { $player }): { $child } приносить { $vector }, для { $player } це { $worth }; { $node } зберігає { $kept }
maxn-step-keep = { $node } (ходить { $player }): { $child } приносить { $vector }, для { $player } це { $worth }, менше, ніж { $best } від { $from }: { $node } зберігає { $kept }.
maxn-step-tie = { $node } (ходить { $player }): { $child } приносить { $vector }, для { $player } це { $worth }, стільки ж, скільки приніс { $from }; за рівності лишається перший, тож { $node } зберігає { $kept }.
