# Идеальная игра на экране партии (`v`): точная оценка каждого
# допустимого хода, когда обе стороны играют безошибочно до конца партии,
# рядом с выбором компьютера, ограниченного глубиной.

## Клавиша

key-perfect = точная оценка каждого хода при идеальной игре (калах)

## Панель

perfect-title = Идеальная игра
perfect-title-before = Идеальная игра перед ходом { $number }
perfect-move-value = { $mv }: { $value }
perfect-pit = лунка { $pit }
perfect-kalah-move = лунка { $pit }: { $outcome ->
   *[win] { $side ->
        [south] { -south }
       *[north] { -north }
    } выигрывает, +{ $by }
    [lose] { $side ->
        [south] { -south }
       *[north] { -north }
    } проигрывает, −{ $by }
    [draw] ничья
}
perfect-depth-right = Компьютер на глубине { $depth }: { $moves } — не хуже идеальной игры.
perfect-depth-wrong = Компьютер на глубине { $depth }: { $mv } — на { $by } хуже идеальной игры ({ $best }).
perfect-depth-some-wrong = Компьютер на глубине { $depth }: равноценны { $moves }; { $mv } — на { $by } хуже идеальной игры ({ $best }).
perfect-searched = просмотрено позиций: { $nodes }
perfect-played = (сыграно)

## Пока идёт решение

perfect-solving = Идеальная игра: решение до конца партии · { $known } · позиций: { $nodes } · { $seconds } с · Esc прерывает
perfect-known-start = начало
perfect-known-building = сначала строится база эндшпиля (позиции, где камней в лунках не больше { $stones })
perfect-the-position = позиция
perfect-known-guess = { $of }: около { $value } (глубина { $depth })
perfect-known-bounds = { $of }: { $lower } ≤ оценка ≤ { $upper }
perfect-known-value = { $of }: { $value }
perfect-stopped = Расчёт идеальной игры прерван.
perfect-gone = Решение прервалось, не дав ответа.

## Почему нет

perfect-not-for-game = Идеальная игра рассчитывается только для калаха.
perfect-game-over = Партия окончена: оценивать больше нечего.
perfect-book-rules = По правилам книги идеальная игра показывается на досках не шире { $pits } лунок или когда в лунках остаётся не больше { $stones } камней (сейчас камней в лунках: { $left }): без базы эндшпиля решение заняло бы минуты.
perfect-past-database = Камней в лунках: { $left } — больше, чем в базе эндшпиля в кэше ({ $cached }): постройте большую командой `gametree kalah db build --rules { $rules } --pits { $pits } --endgame-stones { $left }`.
perfect-no-database = Для этой доски (правила { $rules }, лунок с каждой стороны: { $pits }) в кэше нет базы эндшпиля: постройте её командой `gametree kalah db build --rules { $rules } --pits { $pits } --endgame-stones { $advised }` (идеальная игра покажется, когда камни в лунках в неё поместятся).
perfect-database-unusable = Базу эндшпиля в кэше { $path } нельзя использовать: постройте её заново командой `gametree kalah db build --rules { $rules } --pits { $pits } --endgame-stones { $stones }`.
