# Идеальная игра на экране партии (`v`): точная оценка каждого
# допустимого хода, когда обе стороны играют безошибочно до конца партии,
# рядом с выбором компьютера, ограниченного глубиной.

## Клавиша

key-perfect = точная оценка каждого хода при идеальной игре

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
perfect-known-building = строится база эндшпиля (до { $stones } { $stones ->
    [one] камня
   *[other] камней
} в лунках)
perfect-the-position = позиция
perfect-known-guess = { $of }: около { $value } (глубина { $depth })
perfect-known-bounds = { $of }: { $lower } ≤ оценка ≤ { $upper }
perfect-known-value = { $of }: { $value }
perfect-stopped = Расчёт идеальной игры прерван.
perfect-gone = Решение прервалось, не дав ответа.

## Почему нет

perfect-not-for-game = Идеальная игра рассчитывается только для калаха.
perfect-game-over = Партия окончена: оценивать больше нечего.
perfect-book-rules = По правилам книги идеальная игра показывается на досках до { $pits } лунок или когда в лунках не больше { $stones } { $stones ->
    [one] камня
   *[other] камней
} (сейчас { $left }): иначе решение заняло бы минуты.
perfect-past-database = Камней в лунках: { $left }, в базе эндшпиля в кэше — до { $cached }: идеальная игра покажется, когда их останется { $shown } (большую базу строит `gametree kalah db build --rules { $rules } --pits { $pits } --endgame-stones N`).
perfect-no-database = В кэше нет базы эндшпиля для этой доски: постройте её командой `gametree kalah db build --rules { $rules } --pits { $pits } --endgame-stones { $advised }`.
perfect-database-unusable = Базу эндшпиля в кэше { $path } нельзя использовать: постройте её заново командой `gametree kalah db build --rules { $rules } --pits { $pits } --endgame-stones { $stones }`.
