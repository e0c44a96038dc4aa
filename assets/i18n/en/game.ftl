# The game screen (gametree kalah, gametree play): the session's notes,
# the screen's panels and status line, and each game's words.

## Refusals and remarks in the status line

game-illegal = { $why }: legal are { $legal }
game-over-no-move = the game is over: u takes moves back, q quits
game-computers-turn = it is the computer's turn: Space lets it move now
game-your-turn = it is your turn: type a move or choose one with ← → and Enter
game-play-on-is-for-computers = p is for computer against computer (--players computer-computer)
game-no-move-yet = no move has been played yet
game-nothing-to-play-out = this game has no sowing to play out
game-nothing-to-undo = nothing to undo: this is the start
game-tree-of-the-end = the game is over here: there is no move to search

## Opening the screen

game-needs-a-terminal = the game screen needs a terminal; `gametree kalah move|search` work without one

## The move tree opened from the game

game-tree-name = { $game }, { $mover } to move
game-tree-name-move = { $game }, { $mover } to move, move { $number }
game-tree-title = { $game } · { $about }

## The title line

game-depth = depth { $depth }
game-order = { $order } order
game-quiescence = quiescence

## Panels

game-board = Board
game-last-move = Last move:
game-players = Players
game-computers-choice = Computer's choice
game-moves = Moves
game-you = you
game-human = human
game-computer = computer
game-by-computer = (computer)
game-no-random = no random: first best move
game-seed-replays = seed { $seed } (--seed replays)
game-seed-replays-short = --seed { $seed } replays
game-seed = seed { $seed }
game-to-move = { $player } to move

## The computer's choice

game-chose = { $player } chose { $mv }, value { $value }
game-for-max = for MAX ({ $max }), depth { $depth }
game-only-best = the only best move
game-equal-drawn = equally good: { $moves }; drawn at random
game-equal-first = equally good: { $moves }; the first taken
game-effort =
    { $nodes ->
        [one] 1 node
       *[other] { $nodes } nodes
    } · { $evaluations ->
        [one] 1 evaluation
       *[other] { $evaluations } evaluations
    } · t its tree

## The status line

game-step-of = { $player }'s move, step { $shown } of { $of }
game-no-moves-left = no moves left
game-over = Game over: { $result }. u takes moves back, t shows the tree, q quits.
game-player-who = { $player } ({ $who })
game-human-to-move = { $player } to move: type { $what } ({ $keys }) or ← → and Enter
game-typed = typed { $typed }…
game-moves-next = { $player } moves next
game-playing-on = { $player } to move; playing on by itself, p pauses
game-space-plays = { $player } to move: Space plays its move, p plays on by itself
game-thinking = { $player } is thinking… (depth { $depth })
game-seconds = { $seconds } s
game-u-takes-back = u takes your move back
game-p-pauses = p pauses

## Kalah

kalah-name = Kalah
kalah-tree-name-rules = Kalah, { $mover } to move, { $rules ->
    [standard] standard rules
   *[other] { $rules } rules
}
# $side and $winner are south or north.
-south = South
-north = North
kalah-south = { -south }
kalah-north = { -north }
kalah-about =
    { $rules } rules · { $pits ->
        [one] 1 pit
       *[other] { $pits } pits
    } × { $stones ->
        [one] 1 stone
       *[other] { $stones } stones
    } · { $evaluation } evaluation
kalah-what-to-type = a pit
kalah-won = { $winner ->
    [south] { -south }
   *[north] { -north }
} wins, { -south } { $south } to { -north } { $north }
kalah-drawn = a draw, { $south } to { $north }
kalah-pit-empty = { $side ->
    [south] { -south }
   *[north] { -north }
}'s pit { $pit } is empty
kalah-no-such-pit = there is no pit { $pit } (pits are 1 to { $pits })
kalah-not-a-pit = '{ $typed }' is not a pit number
kalah-store-of = { $side ->
    [south] { -south }
   *[north] { -north }
}'s store
kalah-pit-of = { $side ->
    [south] { -south }
   *[north] { -north }
}'s pit { $pit }
kalah-cell = cell { $cell }
kalah-sowed =
    { $side ->
        [south] { -south }
       *[north] { -north }
    } sowed { $stones ->
        [one] 1 stone
       *[other] { $stones } stones
    } from pit { $pit }
kalah-relay = , then again from pit { $pit } (relay)
kalah-captured-from = { $cell } ({ $stones })
kalah-captured = , captured { $stones }: { $from }
kalah-moves-again = ; the last stone fell into the store, so { $side ->
    [south] { -south }
   *[north] { -north }
} moves again
kalah-game-over = ; the game is over
kalah-stores-long = ◀ North's store · South's store ▶
kalah-side-initial = { $side ->
    [south] S
   *[north] N
}
kalah-stores-short = ◀ stores ▶
kalah-legend =
    +n stones the last move dropped here   ◆ the pit it was sown from
    ↻ sown again from here (relay)   ✕n captured from here   [3] the cursor
    Stones go round anticlockwise: South's pits left to right, South's
    store (right), North's pits right to left, North's store (left).

## Tic-tac-toe

tictactoe-name = Tic-tac-toe { $size }×{ $size }
tictactoe-open-lines = open lines (Textbook ch. 3)
tictactoe-weighted = Bondarev's weighted lines
tictactoe-about = { $evaluation } evaluation · X is MAX
tictactoe-won = { $mark } wins
tictactoe-drawn = a draw
tictactoe-what-to-type = a cell, column then row
tictactoe-taken = { $cell } is taken
tictactoe-no-cell = '{ $typed }' is no cell
tictactoe-marked = { $mark } put a mark in { $cell }.
tictactoe-evaluation = E(P) = { $value } for X
tictactoe-legend =
    (X) the last move   [ ] the cursor   b2: a free cell and its name
    E(P): the static evaluation of the board, from X's (MAX's) side

## Connect Four

connect4-name = Connect Four { $columns }×{ $rows }
connect4-about = weighted lines evaluation · X is MAX
connect4-evaluation-name = weighted lines (Bondarev's slides)
connect4-what-to-type = a column's letter
connect4-full = column { $column } is full
connect4-no-column = '{ $typed }' is no column
connect4-dropped = { $mark } dropped a piece in column { $column }.
connect4-evaluation = E(P) = { $value } for X
connect4-legend =
    (X) the last move   [ ] where a piece dropped in the cursor's column lands
    E(P): 10·X3 + 3·X2 + X1 − (the same for O) over every four cells in a line; ±∞ a win

## Nim

nim-name = Nim { $coins }
nim-about = last one loses: take 1 or 2
nim-plus = PLUS
nim-minus = MINUS
nim-must-take-the-last = { $loser } must take the last coin, { $winner } wins
nim-took-the-last = { $loser } took the last coin, { $winner } wins
nim-what-to-type = how many coins to take
nim-cannot-take =
    cannot take '{ $typed }' of { $coins ->
        [one] 1 coin
       *[other] { $coins } coins
    }
nim-took = { $player } took { $take }, { $left } left ({ $position }).
nim-left =
    { $left ->
        [one] 1 coin left
       *[other] { $left } coins left
    }: { $position }
nim-take = take { $take }
# A Kalah move on an edge of a tree: the pit sown from, a relay chain as
# 6(1) (sown from 6, then again from 1: one move).
kalah-pit-move = pit { $pit }
# The moves of a path, all Kalah pits: "pits 3, 1, 4", "pit 3".
kalah-pit-moves = { $several ->
        [yes] pits
       *[no] pit
    } { $pits }
nim-legend =
    ● a coin   ○ taken by the last move   lit: the coins the cursor takes
    7+ is seven coins with PLUS to move, 5- five with MINUS (Textbook chapter 3)
nim-sketch = { $position }: { $player } to move

## The move tree built in the background (t, T)

game-tree-sizing = Sizing up the move tree to depth { $depth }: counting to depth { $counting }, { $done } steps so far · Esc cancels
game-tree-building = Building the move tree to depth { $depth }: { $done } of about { $expected } steps · Esc cancels
game-tree-building-over = Building the move tree to depth { $depth }: { $done } steps, more than the { $expected } estimated · Esc cancels
game-tree-over = The move tree to depth { $depth } would take { $more ->
    [yes] more than the { $budget } allowed
   *[no] about { $size }, more than the { $budget } allowed
} (--max-tree-memory): Enter builds it to depth { $fits } (about { $fits_size }); any other key goes back
game-tree-over-all = The move tree would take more than the { $budget } allowed (--max-tree-memory) even one move deep
game-tree-gone = the move tree could not be built: its thread ended
kalah-value-won = a won game, { $margin } ahead
kalah-value-lost = a lost game, { $margin } behind
game-tree-of-choice = This is plain alpha-beta from the position. The computer's choice searched every move with a window of its own to find all equally good ones (nodes: { $nodes }, evaluations: { $evaluations }), so its counts differ from the tree's; { $equal ->
    [1] { $chosen } was the only best move.
   *[other] { $random ->
        [yes] { $chosen } was drawn among { $best }
       *[no] { $chosen } was the first of { $best }
    }, and the tree's principal variation takes the first.
}
game-tree-of-quickest = This is plain alpha-beta from the position, which values a win alike however far off it is. The computer's choice searched every move with a window of its own, then the { $of } moves of the best value again, 1, 2, 3 … plies deep: the first depth that proves the value is a move's distance (nodes: { $nodes }, evaluations: { $evaluations }, so its counts differ from the tree's). It kept the { $wins ->
    [yes] quickest win
   *[no] longest loss
} ({ $distance }): { $equal ->
    [1] { $chosen }.
   *[other] { $random ->
        [yes] { $chosen }, drawn among { $best }.
       *[no] { $chosen }, the first of { $best }.
    }
} The tree's principal variation takes the first move of that value in its order, however far off its end.
game-tree-see-info = i: how this tree differs from the computer's choice beside the board
