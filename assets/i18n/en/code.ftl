# The pseudocode listings (src/pseudocode): the code keeps the slides'
# identifiers (def max_value(state), successor(state), return); the prose
# in its conditions and its comments are these words.

## Minimax, alpha-beta, expectimax, negamax, iterative deepening

code-is-leaf = state is a leaf
code-quiet-leaf = terminal(state) or (depth limit reached and quiet(state))
code-agent = agent is { $agent }
# The cut-off test's comment: its name in force, then in the other
# convention ($names is chapters or slides).
code-cutoff = { $cut ->
    [beta] β-cutoff
   *[alpha] α-cutoff
} ({ $names ->
    [slides] chapters
   *[chapters] slides
}: { $other ->
    [beta] β-cutoff
   *[alpha] α-cutoff
})
code-for-mover = for the player to move
code-other-moves = -negamax: the other player moves at succ
code-cut = cut-off
code-sign = sign: +1 where MAX moves, -1 where MIN moves
code-deepening-step = alpha-beta to this depth
code-reorder = order all moves by the values just found

## max^n

code-maxn-vector = a vector (V_A, V_B, V_C, ...)
code-maxn-mover = the player to move in state
code-maxn-ties = ties keep the first

## The AND/OR proof

code-proof-which = W(X) or V(X)
code-proof-settled = X was settled before
code-proof-its-mark = its mark
code-proof-terminal = X is terminal
code-proof-won = X is won by us
code-proof-or = X is an OR node
code-proof-we-move = we move
code-proof-and = X is an AND node
code-proof-they-move = the opponent moves
code-proof-enough = one is enough
