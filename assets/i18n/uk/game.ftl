# Екран гри (gametree kalah, gametree play): зауваження сеансу, панелі
# екрана і рядок стану, слова кожної гри. Калах — словами розділу 14
# (лунка, калах, камінь, розкладати, повторний хід, взяття в полон).

## Відмови та зауваження в рядку стану

game-illegal = { $why }: допустимі { $legal }
game-over-no-move = гру закінчено: u бере ходи назад, q — вихід
game-computers-turn = зараз хід комп'ютера: Space — хай ходить зараз
game-your-turn = зараз ваш хід: уведіть хід або виберіть його ← → і Enter
game-play-on-is-for-computers = p — для гри комп'ютера проти комп'ютера (--players computer-computer)
game-no-move-yet = ще не зроблено жодного ходу
game-nothing-to-play-out = у цій грі нічого розкладати
game-nothing-to-undo = нічого скасовувати: це початок
game-tree-of-the-end = тут гру закінчено: шукати нічого

## Відкриття екрана

game-needs-a-terminal = екранові гри потрібен термінал; `gametree kalah move|search` працюють без нього

## Дерево ходів, відкрите з гри

game-tree-name = { $game }, ходить { $mover }
game-tree-name-move = { $game }, ходить { $mover }, хід { $number }
game-tree-title = { $game } · { $about }

## Рядок заголовка

game-depth = глибина { $depth }
game-order = { $order ->
    [static] фіксований порядок
   *[none] порядок гри
}
game-quiescence = заспокоєння

## Панелі

game-board = Дошка
game-last-move = Останній хід:
game-players = Гравці
game-computers-choice = Вибір комп'ютера
game-moves = Ходи
game-you = ви
game-human = людина
game-computer = комп'ютер
game-by-computer = (комп'ютер)
game-no-random = без жеребу: 1-й кращий хід
game-seed-replays = початкове число { $seed } (--seed повторює)
game-seed-replays-short = --seed { $seed } повторює
game-seed = початкове число { $seed }
game-to-move = ходить { $player }

## Вибір комп'ютера

game-chose = { $player } вибирає { $mv }, оцінка { $value }
game-for-max = для МАКСа ({ $max }), глибина { $depth }
game-only-best = єдиний найкращий хід
game-equal-drawn = рівноцінні: { $moves }; вибрано випадково
game-equal-first = рівноцінні: { $moves }; узято перший
game-effort =
    { $nodes } { $nodes ->
        [one] вершина
        [few] вершини
       *[many] вершин
    } · { $evaluations } { $evaluations ->
        [one] стат. оцінка
        [few] стат. оцінки
       *[many] стат. оцінок
    } · t — дерево

## Рядок стану

game-step-of = хід: { $player }, крок { $shown } з { $of }
game-no-moves-left = ходів не лишилося
game-over = Гру закінчено: { $result }. u бере ходи назад, t показує дерево, q — вихід.
game-player-who = { $player } ({ $who })
game-human-to-move = ходить { $player }: уведіть { $what } ({ $keys }) або ← → і Enter
game-typed = уведено { $typed }…
game-moves-next = наступним ходить { $player }
game-playing-on = ходить { $player }; гра йде сама, p — пауза
game-space-plays = ходить { $player }: Space робить його хід, p — гра сама
game-thinking = { $player } думає… (глибина { $depth })
game-seconds = { $seconds } с
game-u-takes-back = u бере ваш хід назад
game-p-pauses = p — пауза

## Калах

kalah-name = Калах
kalah-tree-name-rules = Калах, ходить { $mover }, { $rules ->
    [standard] стандартні правила
   *[other] правила { $rules }
}
# $side і $winner — south або north.
-south = { $case ->
   *[nominative] Південь
    [genitive] Півдня
}
-north = { $case ->
   *[nominative] Північ
    [genitive] Півночі
}
kalah-south = { -south }
kalah-north = { -north }
kalah-about =
    { $rules ->
        [book] правила книги
        [standard] стандартні правила
       *[other] правила { $rules }
    } · { $pits } { $pits ->
        [one] лунка
        [few] лунки
       *[many] лунок
    } × { $stones } { $stones ->
        [one] камінь
        [few] камені
       *[many] каменів
    } · оцінка { $evaluation ->
        [store] за калахами
        [side] за сторонами
       *[other] { $evaluation }
    }
kalah-what-to-type = лунку
kalah-won = { $winner ->
    [south] перемагає { -south }
   *[north] перемагає { -north }
}, { -south } { $south } : { -north } { $north }
kalah-drawn = нічия, { $south } : { $north }
kalah-pit-empty = лунка { $pit } { $side ->
    [south] { -south(case: "genitive") }
   *[north] { -north(case: "genitive") }
} порожня
kalah-no-such-pit = лунки { $pit } немає (лунки — від 1 до { $pits })
kalah-not-a-pit = «{ $typed }» — не номер лунки
kalah-store-of = калах { $side ->
    [south] { -south(case: "genitive") }
   *[north] { -north(case: "genitive") }
}
kalah-pit-of = лунка { $pit } { $side ->
    [south] { -south(case: "genitive") }
   *[north] { -north(case: "genitive") }
}
kalah-cell = клітинка { $cell }
kalah-sowed =
    { $side ->
        [south] { -south }
       *[north] { -north }
    } розкладає { $stones } { $stones ->
        [one] камінь
        [few] камені
       *[many] каменів
    } з лунки { $pit }
kalah-relay = , потім знову з лунки { $pit } (повторний хід)
kalah-captured-from = { $cell } ({ $stones })
kalah-captured = , бере в полон { $stones }: { $from }
kalah-moves-again = ; останній камінь потрапив у калах, і { $side ->
    [south] { -south }
   *[north] { -north }
} ходить знову
kalah-game-over = ; гру закінчено
kalah-stores-long = ◀ калах Півночі · калах Півдня ▶
kalah-side-initial = { $side ->
    [south] Пд
   *[north] Пн
}
kalah-stores-short = ◀ калахи ▶
kalah-legend =
    +n камені, покладені останнім ходом   ◆ лунка, з якої розкладали
    ↻ звідси розкладено знову (повторний хід)   ✕n узято в полон   [3] курсор
    Камені йдуть проти годинникової стрілки: лунки Півдня зліва направо, калах
    Півдня (праворуч), лунки Півночі справа наліво, калах Півночі (ліворуч).

## Хрестики-нулики

tictactoe-name = Хрестики-нулики { $size }×{ $size }
tictactoe-open-lines = відкриті лінії (підручник, розд. 3)
tictactoe-weighted = зважені лінії Бондарева
tictactoe-about = оцінка: { $evaluation } · X — МАКС
tictactoe-won = виграв { $mark }
tictactoe-drawn = нічия
tictactoe-what-to-type = клітинку: стовпець, потім рядок
tictactoe-taken = клітинку { $cell } зайнято
tictactoe-no-cell = «{ $typed }» — не клітинка
tictactoe-marked = { $mark } ставить знак у { $cell }.
tictactoe-evaluation = E(P) = { $value } для X
tictactoe-legend =
    (X) останній хід   [ ] курсор   b2: вільна клітинка та її ім'я
    E(P): статична оцінка дошки з боку X (МАКСа)

## Чотири в ряд

connect4-name = Чотири в ряд { $columns }×{ $rows }
connect4-about = оцінка: зважені лінії · X — МАКС
connect4-evaluation-name = зважені лінії (слайди Бондарева)
connect4-what-to-type = літеру стовпця
connect4-full = стовпець { $column } заповнено
connect4-no-column = «{ $typed }» — не стовпець
connect4-dropped = { $mark } кидає фішку в стовпець { $column }.
connect4-evaluation = E(P) = { $value } для X
connect4-legend =
    (X) останній хід   [ ] куди впаде фішка, кинута в стовпець курсора
    E(P): 10·X3 + 3·X2 + X1 − (те саме для O) за всіма четвірками клітинок у лінію; ±∞ — виграш

## Нім

nim-name = Нім { $coins }
nim-about = останній програє: беруть 1 або 2
nim-plus = ПЛЮС
nim-minus = МІНУС
nim-must-take-the-last = { $loser } мусить узяти останню монету, перемагає { $winner }
nim-took-the-last = { $loser } узяв останню монету, перемагає { $winner }
nim-what-to-type = скільки монет узяти
nim-cannot-take =
    не можна взяти «{ $typed }» з { $coins } { $coins ->
        [one] монети
       *[other] монет
    }
nim-took = { $player } бере { $take }, лишається { $left } ({ $position }).
nim-left =
    { $left ->
        [one] лишилася { $left } монета
        [few] лишилося { $left } монети
       *[many] лишилося { $left } монет
    }: { $position }
nim-take = узяти { $take }
kalah-pit-move = лунка { $pit }
kalah-pit-moves = { $several ->
        [yes] лунки
       *[no] лунка
    } { $pits }
nim-legend =
    ● монета   ○ узята останнім ходом   підсвічено: монети, які візьме курсор
    7+ — сім монет і хід ПЛЮСа, 5- — п'ять і хід МІНУСа (підручник, розділ 3)
nim-sketch = { $position }: ходить { $player }

## Дерево ходів, що будується у фоні (t, T)

game-tree-sizing = Розмір дерева ходів до глибини { $depth }: підрахунок до глибини { $counting }, наразі кроків: { $done } · Esc — скасувати
game-tree-building = Побудова дерева ходів до глибини { $depth }: крок { $done } з приблизно { $expected } · Esc — скасувати
game-tree-building-over = Побудова дерева ходів до глибини { $depth }: крок { $done }, більше за оцінку { $expected } · Esc — скасувати
game-tree-over = Дереву ходів до глибини { $depth } знадобилося б { $more ->
    [yes] більше за дозволені { $budget }
   *[no] близько { $size }, більше за дозволені { $budget }
} (--max-tree-memory): Enter будує його до глибини { $fits } (близько { $fits_size }); будь-яка інша клавіша — назад
game-tree-over-all = Дереву ходів навіть завглибшки в один хід знадобилося б більше за дозволені { $budget } (--max-tree-memory)
game-tree-gone = дерево ходів не вдалося побудувати: його потік завершився
kalah-value-won = виграш із перевагою { $margin }
kalah-value-lost = програш із відставанням { $margin }
game-tree-of-choice = Це звичайний альфа-бета пошук із позиції. Вибір комп'ютера шукав кожен хід зі своїм вікном, щоб знайти всі рівноцінні (вершин: { $nodes }, оцінок: { $evaluations }), тому його лічильники відрізняються від лічильників дерева; { $equal ->
    [1] { $chosen } — єдиний найкращий хід.
   *[other] { $random ->
        [yes] { $chosen } обрано навмання серед { $best }
       *[no] { $chosen } — перший із { $best }
    }, а основний варіант у дереві бере перший.
}
game-tree-of-quickest = Це звичайний альфа-бета пошук із позиції: він оцінює виграш однаково, хоч би як далеко той був. Вибір комп'ютера шукав кожен хід зі своїм вікном, а потім { $of } { $of ->
    [one] хід
    [few] ходи
   *[many] ходів
} з найкращою оцінкою ще раз, на 1, 2, 3 … півходи вглиб: перша глибина, на якій оцінку доведено, — відстань ходу (вершин: { $nodes }, оцінок: { $evaluations }, тому його лічильники відрізняються від лічильників дерева). Він узяв { $wins ->
    [yes] найшвидший виграш
   *[no] найдовший програш
} ({ $distance }): { $equal ->
    [1] { $chosen }.
   *[other] { $random ->
        [yes] { $chosen }, обрано навмання серед { $best }.
       *[no] { $chosen }, перший із { $best }.
    }
} Основний варіант у дереві бере перший хід із цією оцінкою у своєму порядку, хоч би як далеко був кінець гри.
game-tree-see-info = i: чим це дерево відрізняється від вибору комп'ютера поруч із дошкою
