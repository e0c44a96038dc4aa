# The AND/OR proof (the chapter, §3.1) in words.
# $who is PLUS or MINUS; $mark is solved or unsolvable.

proof-side = { $side ->
    [max] PLUS
   *[min] MINUS
}
proof-mark = { $solved ->
    [yes] solved
   *[no] unsolvable
}

proof-enter-or = enter { $node } at depth { $depth }, an OR node, { $who } to move: one solved successor suffices
proof-enter-and = enter { $node } at depth { $depth }, an AND node, { $who } to move: every successor must be solved
proof-enter-terminal = enter { $node } at depth { $depth }, a terminal node: the game is over
proof-generate = generate { $child } by { $via }, successor { $index } of { $parent }
proof-settle = { $problem } is { $mark }: { $reason }
proof-won-elementary = { $who } has won (an elementary problem)
proof-won = { $who } has won
proof-drawn = the game is drawn
proof-successor-or = { $via } leads to the solved { $child }, and one solved successor suffices at an OR node{ $skipped }
proof-successor-and = { $via } leads to the unsolvable { $child }, and an AND node needs every successor solved{ $skipped }
proof-skipped = { $count ->
    [one] ; the remaining move is not examined
   *[other] ; the remaining { $count } moves are not examined
}
proof-none-solved = none of its successors is solved
proof-all-solved = all of its successors are solved
proof-settled-before = the same position was settled before at depth { $depth } (transposition table)
proof-end-solved = end: { $problem } is solved: { $who } can force a win from { $root }
proof-end-unsolvable = end: { $problem } is unsolvable: { $who } cannot force a win from { $root }
