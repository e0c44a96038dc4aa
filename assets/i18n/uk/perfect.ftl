# Ідеальна гра на екрані партії (`v`): точна оцінка кожного допустимого
# ходу, коли обидві сторони грають бездоганно до кінця партії, поруч із
# вибором комп'ютера, обмеженого глибиною.

## Клавіша

key-perfect = точна оцінка кожного ходу за ідеальної гри

## Панель

perfect-title = Ідеальна гра
perfect-title-before = Ідеальна гра перед ходом { $number }
perfect-move-value = { $mv }: { $value }
perfect-pit = лунка { $pit }
perfect-kalah-move = лунка { $pit }: { $outcome ->
   *[win] { $side ->
        [south] { -south }
       *[north] { -north }
    } виграє, +{ $by }
    [lose] { $side ->
        [south] { -south }
       *[north] { -north }
    } програє, −{ $by }
    [draw] нічия
}
perfect-depth-right = Комп'ютер на глибині { $depth }: { $moves } — не гірше за ідеальну гру.
perfect-depth-wrong = Комп'ютер на глибині { $depth }: { $mv } — на { $by } гірше за ідеальну гру ({ $best }).
perfect-depth-some-wrong = Комп'ютер на глибині { $depth }: рівноцінні { $moves }; { $mv } — на { $by } гірше за ідеальну гру ({ $best }).
perfect-searched = переглянуто позицій: { $nodes }
perfect-played = (зіграно)

## Поки триває розв'язання

perfect-solving = Ідеальна гра: розв'язання до кінця партії · { $known } · позицій: { $nodes } · { $seconds } с · Esc перериває
perfect-known-start = початок
perfect-known-building = будується база ендшпілю (до { $stones } { $stones ->
    [one] каменя
   *[other] каменів
} у лунках)
perfect-the-position = позиція
perfect-known-guess = { $of }: близько { $value } (глибина { $depth })
perfect-known-bounds = { $of }: { $lower } ≤ оцінка ≤ { $upper }
perfect-known-value = { $of }: { $value }
perfect-stopped = Розрахунок ідеальної гри перервано.
perfect-gone = Розв'язання перервалося, не давши відповіді.

## Чому ні

perfect-not-for-game = Ідеальна гра розраховується лише для калаха.
perfect-game-over = Партію закінчено: оцінювати більше нічого.
perfect-book-rules = За правилами книги ідеальна гра показується на дошках до { $pits } лунок або коли в лунках не більше { $stones } { $stones ->
    [one] каменя
   *[other] каменів
} (зараз { $left }): інакше розв'язання тривало б хвилини.
perfect-past-database = Каменів у лунках: { $left }, у базі ендшпілю в кеші — до { $cached }: ідеальна гра з'явиться, коли їх залишиться { $shown } (більшу базу будує `gametree kalah db build --rules { $rules } --pits { $pits } --endgame-stones N`).
perfect-no-database = У кеші немає бази ендшпілю для цієї дошки: побудуйте її командою `gametree kalah db build --rules { $rules } --pits { $pits } --endgame-stones { $advised }`.
perfect-database-unusable = Базу ендшпілю в кеші { $path } не можна використати: побудуйте її заново командою `gametree kalah db build --rules { $rules } --pits { $pits } --endgame-stones { $stones }`.
