# The games the program knows by name: nim-N, tictactoe-3x3, connect4-CxR, kalah-PxS.

game-title-nim = Nim, last one loses, { $coins } coins
game-title-nim-minus = Nim, last one loses, { $coins } coins, MINUS to move first
game-title-tictactoe = Tic-tac-toe 3×3 from the empty board
game-heading-nim = { $title }: the AND/OR proof of a winning strategy
game-heading-tictactoe = Tic-tac-toe 3×3: the AND/OR proof on the game's full tree
game-source-nim = Textbook chapter 3 «Поиск на игровых деревьях», §3.1, Fig. 17
game-source-tictactoe = Textbook chapter 3, §3.1, and Bondarev's slides, lecture 6
game-note-nim = Take 1 or 2 coins; whoever takes the last coin loses. With 7 coins MINUS, moving second, can force a win: V(7+) is solved (answer 1 with 2 and 2 with 1), W(7+) is not.
game-note-tictactoe = From the empty board neither X (PLUS) nor O (MINUS) can force a win: W and V are both unsolvable, tic-tac-toe is a draw. The proof of W builds 16 158 of the tree's 549 946 nodes.
game-title-connect4 = Connect Four { $columns }×{ $rows } from the empty board
game-heading-connect4 = { $title }: the AND/OR proof with the transposition table
game-source-connect4 = not in the texts: Connect Four on a small board, proved as Textbook chapter 3 proves tic-tac-toe
game-note-connect4 = The boards proved in seconds: 4×4, 4×5, 5×4 and 4×6 step by step, and 5×5, 6×4, 6×5, 5×6, 7×4, 4×7, 7×5 and 5×7 on bitboards (`gametree prove`); each is a draw (neither W nor V is solvable) but 6×4, where O, moving second, wins (V is solvable); 6×6 and 7×6 are too big to prove here.
game-title-kalah = Kalah { $pits }×{ $stones } from the opening, the book's rules
game-heading-kalah = { $title }: the AND/OR proof with the transposition table
game-source-kalah = Programming-projects chapter on Kalah (its rules), proved as Textbook chapter 3 proves tic-tac-toe
game-note-kalah = { $pits } { $pits ->
    [one] pit
   *[other] pits
} a side of { $stones } { $stones ->
    [one] stone
   *[other] stones
} each, South (PLUS) moves first; the game ends as the chapter says, and the larger store wins (equal stores draw). Openings up to { $most_pits } pits and { $most_stones } stones a pit are proved in seconds.

# The names each game takes by size, as the unknown game's message and
# gametree list say them.
game-sizes-nim = nim-N (1 ≤ N ≤ { $most }, e.g. nim-7)
game-sizes-kalah = kalah-PxS (P pits a side, 1 ≤ P ≤ { $pits }, S stones a pit, 1 ≤ S ≤ { $stones }, e.g. kalah-3x2)
game-sizes-tictactoe = tictactoe-3x3
game-sizes-connect4 = connect4-CxR ({ $boards })
game-sizes-or = { $some } or { $last }

# How far off the computer's win or loss is, where its value is one: the
# game screen, stats and kalah search.
distance-wins = { $plies ->
    [one] wins in 1 ply
   *[other] wins in { $plies } plies
}
distance-loses = { $plies ->
    [one] loses in 1 ply at best
   *[other] loses in { $plies } plies at best
}
distance-of = { $distance }: the { $wins ->
    [yes] quickest
   *[no] longest
} of { $of } moves of this value
distance-move = { $move } ({ $distance })
