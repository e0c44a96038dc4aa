# Perfect play on the game screen (`v`): every legal move's exact value,
# both sides playing perfectly to the end of the game, beside the
# computer's depth-limited choice (src/tui/game_screen/perfect.rs, and
# Kalah's words in src/session/kalah).

## The key

key-perfect = every move's exact value with perfect play

## The panel

perfect-title = Perfect play
perfect-title-before = Perfect play before move { $number }
# A move's value where the game has no words of its own; $value is the
# final score difference for the player to move.
perfect-move-value = { $mv }: { $value }
perfect-pit = pit { $pit }
# Kalah: $outcome is win, lose or draw for the side to move ($side), by
# $by stones in the final score.
perfect-kalah-move = pit { $pit }: { $outcome ->
   *[win] { $side ->
        [south] { -south }
       *[north] { -north }
    } wins by { $by }
    [lose] { $side ->
        [south] { -south }
       *[north] { -north }
    } loses by { $by }
    [draw] a draw
}
# Where the computer's depth-limited search stands against perfect play.
perfect-depth-right = At depth { $depth } the computer would play { $moves }: as good as perfect play.
perfect-depth-wrong = At depth { $depth } the computer would play { $mv }, { $by } worse than perfect play ({ $best }).
perfect-depth-some-wrong = At depth { $depth } the computer finds { $moves } equally good: { $mv } is { $by } worse than perfect play ({ $best }).
perfect-searched = { $nodes } positions searched
perfect-played = (played)

## While it is solved

perfect-solving = Perfect play: solving to the end of the game · { $known } · { $nodes } positions · { $seconds } s · Esc stops
perfect-known-start = starting
perfect-known-building = building the endgame database (up to { $stones } stones in the pits)
perfect-the-position = the position
perfect-known-guess = { $of }: about { $value } (depth { $depth })
perfect-known-bounds = { $of }: { $lower } ≤ value ≤ { $upper }
perfect-known-value = { $of }: { $value }
perfect-stopped = Perfect play stopped.
perfect-gone = The solve stopped without an answer.

## Why not

perfect-not-for-game = Perfect play is worked out for Kalah only.
perfect-game-over = The game is over: no move is left to weigh.
perfect-book-rules = Under book rules perfect play is shown on boards of up to { $pits } pits, or with at most { $stones } stones left in the pits ({ $left } here): a solve would take minutes.
perfect-past-database = { $left } stones are left in the pits, the cached endgame database holds { $cached }: perfect play is shown once { $shown } are left (`gametree kalah db build --rules { $rules } --pits { $pits } --endgame-stones N` builds a larger one).
perfect-no-database = No endgame database is cached for this board: build one with `gametree kalah db build --rules { $rules } --pits { $pits } --endgame-stones { $advised }`.
perfect-database-unusable = The cached endgame database { $path } cannot be used: build it again with `gametree kalah db build --rules { $rules } --pits { $pits } --endgame-stones { $stones }`.
