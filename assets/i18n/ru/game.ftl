# Экран игры (gametree kalah, gametree play): замечания сеанса, панели
# экрана и строка состояния, слова каждой игры. Калах — словами главы 14
# (лунка, калах, камень, раскладывать, повторный ход, взятие в плен).

## Отказы и замечания в строке состояния

game-illegal = { $why }: допустимы { $legal }
game-over-no-move = игра окончена: u берёт ходы назад, q — выход
game-computers-turn = сейчас ход компьютера: Space — пусть ходит сейчас
game-your-turn = сейчас ваш ход: введите ход или выберите его ← → и Enter
game-play-on-is-for-computers = p — для игры компьютера против компьютера (--players computer-computer)
game-no-move-yet = ещё не сделано ни одного хода
game-nothing-to-play-out = в этой игре нечего раскладывать
game-nothing-to-undo = нечего отменять: это начало
game-tree-of-the-end = здесь игра окончена: искать нечего

## Открытие экрана

game-needs-a-terminal = экрану игры нужен терминал; `gametree kalah move|search` работают без него

## Дерево ходов, открытое из игры

game-tree-name = { $game }, ходит { $mover }
game-tree-name-move = { $game }, ходит { $mover }, ход { $number }
game-tree-title = { $game } · { $about }

## Строка заголовка

game-depth = глубина { $depth }
game-order = { $order ->
    [static] фиксированный порядок
   *[none] порядок игры
}
game-quiescence = успокоение

## Панели

game-board = Доска
game-last-move = Последний ход:
game-players = Игроки
game-computers-choice = Выбор компьютера
game-moves = Ходы
game-you = вы
game-human = человек
game-computer = компьютер
game-by-computer = (компьютер)
game-no-random = без жребия: 1-й лучший ход
game-seed-replays = начальное число { $seed } (--seed повторяет)
game-seed-replays-short = --seed { $seed } повторяет
game-seed = начальное число { $seed }
game-to-move = ходит { $player }

## Выбор компьютера

game-chose = { $player } выбирает { $mv }, оценка { $value }
game-for-max = для МАКСа ({ $max }), глубина { $depth }
game-only-best = единственный лучший ход
game-equal-drawn = равноценны: { $moves }; выбран случайно
game-equal-first = равноценны: { $moves }; взят первый
game-effort =
    { $nodes } { $nodes ->
        [one] вершина
        [few] вершины
       *[many] вершин
    } · { $evaluations } { $evaluations ->
        [one] стат. оценка
        [few] стат. оценки
       *[many] стат. оценок
    } · t — дерево

## Строка состояния

game-step-of = ход: { $player }, шаг { $shown } из { $of }
game-no-moves-left = ходов не осталось
game-over = Игра окончена: { $result }. u берёт ходы назад, t показывает дерево, q — выход.
game-player-who = { $player } ({ $who })
game-human-to-move = ходит { $player }: введите { $what } ({ $keys }) или ← → и Enter
game-typed = введено { $typed }…
game-moves-next = следующим ходит { $player }
game-playing-on = ходит { $player }; игра идёт сама, p — пауза
game-space-plays = ходит { $player }: Space делает его ход, p — игра сама
game-thinking = { $player } думает… (глубина { $depth })
game-seconds = { $seconds } с
game-u-takes-back = u берёт ваш ход назад
game-p-pauses = p — пауза

## Калах

kalah-name = Калах
kalah-tree-name-rules = Калах, ходит { $mover }, { $rules ->
    [standard] стандартные правила
   *[other] правила { $rules }
}
# $side и $winner — south или north.
-south = { $case ->
   *[nominative] Юг
    [genitive] Юга
}
-north = { $case ->
   *[nominative] Север
    [genitive] Севера
}
kalah-south = { -south }
kalah-north = { -north }
kalah-about =
    { $rules ->
        [book] правила книги
        [standard] стандартные правила
       *[other] правила { $rules }
    } · { $pits } { $pits ->
        [one] лунка
        [few] лунки
       *[many] лунок
    } × { $stones } { $stones ->
        [one] камень
        [few] камня
       *[many] камней
    } · оценка { $evaluation ->
        [store] по калахам
        [side] по сторонам
       *[other] { $evaluation }
    }
kalah-what-to-type = лунку
kalah-won = { $winner ->
    [south] побеждает { -south }
   *[north] побеждает { -north }
}, { -south } { $south } : { -north } { $north }
kalah-drawn = ничья, { $south } : { $north }
kalah-pit-empty = лунка { $pit } { $side ->
    [south] { -south(case: "genitive") }
   *[north] { -north(case: "genitive") }
} пуста
kalah-no-such-pit = лунки { $pit } нет (лунки — от 1 до { $pits })
kalah-not-a-pit = «{ $typed }» — не номер лунки
kalah-store-of = калах { $side ->
    [south] { -south(case: "genitive") }
   *[north] { -north(case: "genitive") }
}
kalah-pit-of = лунка { $pit } { $side ->
    [south] { -south(case: "genitive") }
   *[north] { -north(case: "genitive") }
}
kalah-cell = ячейка { $cell }
kalah-sowed =
    { $side ->
        [south] { -south }
       *[north] { -north }
    } раскладывает { $stones } { $stones ->
        [one] камень
        [few] камня
       *[many] камней
    } из лунки { $pit }
kalah-relay = , затем снова из лунки { $pit } (повторный ход)
kalah-captured-from = { $cell } ({ $stones })
kalah-captured = , берёт в плен { $stones }: { $from }
kalah-moves-again = ; последний камень попал в калах, и { $side ->
    [south] { -south }
   *[north] { -north }
} ходит снова
kalah-game-over = ; игра окончена
kalah-stores-long = ◀ калах Севера · калах Юга ▶
kalah-side-initial = { $side ->
    [south] Ю
   *[north] С
}
kalah-stores-short = ◀ калахи ▶
kalah-legend =
    +n камни, положенные последним ходом   ◆ лунка, из которой раскладывали
    ↻ отсюда разложено снова (повторный ход)   ✕n взято в плен   [3] курсор
    Камни идут против часовой стрелки: лунки Юга слева направо, калах Юга
    (справа), лунки Севера справа налево, калах Севера (слева).

## Крестики-нолики

tictactoe-name = Крестики-нолики { $size }×{ $size }
tictactoe-open-lines = открытые линии (учебник, гл. 3)
tictactoe-weighted = взвешенные линии Бондарева
tictactoe-about = оценка: { $evaluation } · X — МАКС
tictactoe-won = выиграл { $mark }
tictactoe-drawn = ничья
tictactoe-what-to-type = клетку: столбец, затем строку
tictactoe-taken = клетка { $cell } занята
tictactoe-no-cell = «{ $typed }» — не клетка
tictactoe-marked = { $mark } ставит знак в { $cell }.
tictactoe-evaluation = E(P) = { $value } для X
tictactoe-legend =
    (X) последний ход   [ ] курсор   b2: свободная клетка и её имя
    E(P): статическая оценка доски со стороны X (МАКСа)

## Четыре в ряд

connect4-name = Четыре в ряд { $columns }×{ $rows }
connect4-about = оценка: взвешенные линии · X — МАКС
connect4-evaluation-name = взвешенные линии (слайды Бондарева)
connect4-what-to-type = букву столбца
connect4-full = столбец { $column } заполнен
connect4-no-column = «{ $typed }» — не столбец
connect4-dropped = { $mark } бросает фишку в столбец { $column }.
connect4-evaluation = E(P) = { $value } для X
connect4-legend =
    (X) последний ход   [ ] куда упадёт фишка, брошенная в столбец курсора
    E(P): 10·X3 + 3·X2 + X1 − (то же для O) по всем четвёркам клеток в линию; ±∞ — выигрыш

## Ним

nim-name = Ним { $coins }
nim-about = последний проигрывает: берут 1 или 2
nim-plus = ПЛЮС
nim-minus = МИНУС
nim-must-take-the-last = { $loser } должен взять последнюю монету, побеждает { $winner }
nim-took-the-last = { $loser } взял последнюю монету, побеждает { $winner }
nim-what-to-type = сколько монет взять
nim-cannot-take =
    нельзя взять «{ $typed }» из { $coins } { $coins ->
        [one] монеты
       *[other] монет
    }
nim-took = { $player } берёт { $take }, остаётся { $left } ({ $position }).
nim-left =
    { $left ->
        [one] осталась { $left } монета
        [few] осталось { $left } монеты
       *[many] осталось { $left } монет
    }: { $position }
nim-take = взять { $take }
kalah-pit-move = лунка { $pit }
kalah-pit-moves = { $several ->
        [yes] лунки
       *[no] лунка
    } { $pits }
nim-legend =
    ● монета   ○ взята последним ходом   подсвечены: монеты под курсором
    7+ — семь монет и ход ПЛЮСа, 5- — пять и ход МИНУСа (учебник, глава 3)
nim-sketch = { $position }: ходит { $player }

## Дерево ходов, которое строится в фоне (t, T)

game-tree-sizing = Размер дерева ходов до глубины { $depth }: подсчёт до глубины { $counting }, пока шагов: { $done } · Esc — отмена
game-tree-building = Построение дерева ходов до глубины { $depth }: шаг { $done } из примерно { $expected } · Esc — отмена
game-tree-building-over = Построение дерева ходов до глубины { $depth }: шаг { $done }, больше оценки в { $expected } · Esc — отмена
game-tree-over = Дереву ходов до глубины { $depth } понадобилось бы { $more ->
    [yes] больше допустимых { $budget }
   *[no] около { $size }, больше допустимых { $budget }
} (--max-tree-memory): Enter строит его до глубины { $fits } (около { $fits_size }); любая другая клавиша — назад
game-tree-over-all = Дереву ходов даже глубиной в один ход понадобилось бы больше допустимых { $budget } (--max-tree-memory)
game-tree-gone = дерево ходов построить не удалось: его поток завершился
kalah-value-won = выигрыш с перевесом { $margin }
kalah-value-lost = проигрыш с отставанием { $margin }
game-tree-of-choice = Это обычный альфа-бета поиск из позиции. Выбор компьютера искал каждый ход со своим окном, чтобы найти все равноценные (вершин: { $nodes }, оценок: { $evaluations }), поэтому его счётчики отличаются от счётчиков дерева; { $equal ->
    [1] { $chosen } — единственный лучший ход.
   *[other] { $random ->
        [yes] { $chosen } выбран наугад среди { $best }
       *[no] { $chosen } — первый из { $best }
    }, а минимаксно-оптимальная игра в дереве берёт первый.
}
game-tree-of-quickest = Это обычный альфа-бета поиск из позиции: он оценивает выигрыш одинаково, как бы далеко тот ни был. Выбор компьютера искал каждый ход со своим окном, а затем { $of } { $of ->
    [one] ход
    [few] хода
   *[many] ходов
} с лучшей оценкой ещё раз, на 1, 2, 3 … полухода вглубь: первая глубина, на которой оценка доказана, — расстояние хода (вершин: { $nodes }, оценок: { $evaluations }, поэтому его счётчики отличаются от счётчиков дерева). Он взял { $wins ->
    [yes] самый быстрый выигрыш
   *[no] самый долгий проигрыш
} ({ $distance }): { $equal ->
    [1] { $chosen }.
   *[other] { $random ->
        [yes] { $chosen }, выбран наугад среди { $best }.
       *[no] { $chosen }, первый из { $best }.
    }
} Основной вариант в дереве берёт первый ход с этой оценкой в своём порядке, как бы далеко ни был конец игры.
game-tree-see-info = i: чем это дерево отличается от выбора компьютера рядом с доской
