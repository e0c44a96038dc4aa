# A two-player search in words: the terse line of each event (`gametree
# trace`, prefix line-) and the tutor's sentence (prefix step-).
# $player is max, min or chance; $kind is alpha or beta (the kind of cut:
# at MIN, v ≤ α, or at MAX, v ≥ β), $cut the name it goes by (alpha or
# beta: the chapters' names, or the slides' swapped ones).

player = { $player ->
    [max] MAX
    [min] MIN
   *[chance] CHANCE
}
leaf = leaf
named-node = { $name } ({ $player })

## The α/β window.
window = { $alpha }, { $beta }
window-bound = { $bound ->
    [alpha] α
   *[beta] β
} = { $value }
window-bound-set-by = { $bound ->
    [alpha] α
   *[beta] β
} = { $value } (set by { $from })

## Who set the bound of a cut-off.
bound-initial = (the initial bound)
bound-set-by = set by { $from }
bound-set-deep = set by { $from } { $up } levels up: a deep cut-off

## Values.
value-exact = { $value }
value-lower = ≥ { $value } (a lower bound)
value-upper = ≤ { $value } (an upper bound)
by-move = { " " }by move { $label }
by-move-pit = { " " }by the move from pit { $pit }

## The terse lines.
line-enter = enter { $node } at depth { $depth }
line-enter-window = enter { $node } at depth { $depth } with { $window }
line-generate = generate { $child }{ $by }, successor { $index } of { $parent }
line-evaluate = static evaluation of { $node }: { $value }
line-provisional = { $node } ({ $who }): provisional value { $old } → { $new } from { $child }, so { $node } { $player ->
    [max] ≥
   *[min] ≤
} { $new }
line-provisional-unsure = { $node } ({ $who }): provisional value { $old } → { $new } from { $child }, which is only known to be { $relation ->
    [upper] ≤
   *[lower] ≥
} { $new }
line-accumulate = { $node } (CHANCE): Σ = { $sum } = { $new } after { $child } (its value times its probability)
line-window = { $node } ({ $who }): { $bound ->
    [alpha] α
   *[beta] β
} = { $new } (was { $old }), set by { $node }
line-cutoff = { $cut ->
    [beta] β-cutoff
   *[alpha] α-cutoff
} at { $node } ({ $who }): value { $value } { $kind ->
    [beta] ≥ β
   *[alpha] ≤ α
} = { $bound } { $origin }; { $left_out }
line-left-out-none = { $node } has no successors left, so nothing is cut off
line-init = { $node } ({ $who }): v = { $value }
line-no-cutoff = { $node } ({ $who }): { $kind ->
    [beta] v = { $value } { $equal ->
        [yes] = β (the strict rule cuts only when v > β)
       *[no] < β = { $bound }
    }
   *[alpha] v = { $value } { $equal ->
        [yes] = α (the strict rule cuts only when v < α)
       *[no] > α = { $bound }
    }
}: no { $cut ->
    [beta] β-cutoff
   *[alpha] α-cutoff
}
line-test-at-last-child = { $node }: { $kind ->
    [beta] v ≥ β ({ $value } ≥ { $bound })
   *[alpha] v ≤ α ({ $value } ≤ { $bound })
}, but { $node } has no successors left: nothing is cut off
line-left-out = { $count ->
    [one] { $node }'s remaining successor { $children } is not examined
   *[other] { $node }'s remaining successors { $children } are not examined
}
line-leave = leave { $node }: value { $value }
line-quiescence = { $node } is active (not quiet) at depth { $depth }, the depth limit: instead of evaluating it, the search goes on below it (quiescence)
line-iteration = iteration with depth limit { $depth }: search again from the root, best moves of the last iteration first
line-iteration-first = iteration with depth limit 1: search from the root, the moves in the game's order
line-end = end: value { $value }; principal variation { $pv }
line-end-best = end: value { $value }, best move { $best }; principal variation { $pv }
line-heading = { $algorithm } on { $scenario }: { $title }
line-heading-ordered = { $algorithm }, moves in static order on { $scenario }: { $title }

## The tutor's sentences.
step-enter = The search enters { $node } at depth { $depth }.{ $window }
step-enter-inner = The search enters { $node } at depth { $depth }: { $player ->
    [max] MAX moves here and takes the largest value of its successors
    [min] MIN moves here and takes the smallest value of its successors
   *[chance] a chance node: its value is the probability-weighted average of its successors' values
}.{ $window }
step-searched-with = { " " }It is searched with { $window }.
step-generate = The search generates { $child }{ $by }: successor { $index } of { $parent }.
step-generate-reordered = The search generates { $child }{ $by }: successor { $index } of { $parent }, tried { $nth ->
    [1] first
    [2] second
    [3] third
   *[other] as number { $nth }
}, as the order of the moves says.
step-evaluate = { $node } is a leaf of the search tree: its static value is { $value }.
step-provisional = { $node } ({ $who }): provisional value v = { $player ->
    [max] max
   *[min] min
}({ $old }, { $new }) = { $new } from { $child }, so { $node } { $player ->
    [max] ≥
   *[min] ≤
} { $new }.
step-provisional-unsure = { $node } ({ $who }): provisional value v = { $player ->
    [max] max
   *[min] min
}({ $old }, { $new }) = { $new } from { $child }. But { $child } is only known to be { $relation ->
    [upper] ≤
   *[lower] ≥
} { $new }, so { $node } { $player ->
    [max] ≥
   *[min] ≤
} { $new } does not follow.
step-accumulate = { $node } (CHANCE): Σ = { $sum } = { $new }, adding { $child }'s value times its probability { $p }.
step-alpha-rises = α at { $node } rises to { $new } (was { $old }): on this path MAX is already sure of at least { $new }.
step-beta-falls = β at { $node } falls to { $new } (was { $old }): on this path MIN will allow at most { $new }.
step-cutoff = { $cut ->
    [beta] β-cutoff
   *[alpha] α-cutoff
} at { $node } ({ $who }): its value is already { $kind ->
    [beta] ≥
   *[alpha] ≤
} { $value }, and { $above }. { $left_out }
step-bound-from = { $why } ({ $kind ->
    [beta] β
   *[alpha] α
} = { $bound }, { $origin })
step-bound-initial = { $kind ->
    [beta] β
   *[alpha] α
} = { $bound } is the initial bound
step-why-min = MIN at { $node } will never allow more than { $bound }
step-why-max = MAX at { $node } is already sure of { $bound }
step-why-chance = the chance node { $node } bounds it by { $bound }
step-left-out-none = { $node } has no successors left, so nothing is cut off.
step-init = { $node } is not a leaf, so { $player ->
    [max] max_value starts with v = { $value }: any successor's value is at least that.
    [min] min_value starts with v = { $value }: any successor's value is at most that.
   *[chance] exp_value starts the weighted sum at v = { $value }.
}
step-no-cutoff = { $node } ({ $who }): { $kind ->
    [beta] v = { $value } { $equal ->
        [yes] = β, but the strict rule cuts only when v > β
       *[no] < β = { $bound }, so no { $cut ->
            [beta] β-cutoff
           *[alpha] α-cutoff
        }
    }
   *[alpha] v = { $value } { $equal ->
        [yes] = α, but the strict rule cuts only when v < α
       *[no] > α = { $bound }, so no { $cut ->
            [beta] β-cutoff
           *[alpha] α-cutoff
        }
    }
}: { $more ->
    [yes] { $node } goes on with its next successor.
   *[no] { $node } has no successors left.
}
step-test-at-last-child = { $node }: { $kind ->
    [beta] v ≥ β ({ $value } ≥ { $bound })
   *[alpha] v ≤ α ({ $value } ≤ { $bound })
}, but { $node } has no successors left: nothing is cut off, and it returns { $value }.
step-cutoff-won = { $cut ->
    [beta] β-cutoff
   *[alpha] α-cutoff
} at { $node } { $kind ->
    [beta] (MAX): its value is { $value }, a win for MAX, and nothing is better than a win.
   *[alpha] (MIN): its value is { $value }, a win for MIN, and nothing is better for MIN than a win.
} { $left_out }
step-left-out = { $count ->
    [one] { $node }'s other successor, { $children }, is not examined{ $below }.
   *[other] { $node }'s other successors, { $children }, are not examined{ $below }.
}
step-left-out-below = : { $nodes } nodes, counting those below them
step-done-root = { $node } is done: its value is { $value }.
step-done = { $node } is done and returns { $value } to { $parent }.
step-returns-lower = { $node } returns { $value } to { $parent }: only a lower bound ({ $node } ≥ { $value }), which is all { $parent } needs.
step-returns-upper = { $node } returns { $value } to { $parent }: only an upper bound ({ $node } ≤ { $value }), which is all { $parent } needs.
step-quiescence = { $node } lies at the depth limit { $depth } but is not quiet (something is about to be captured): its static value would mislead, so the search looks further below it.
step-iteration = A new iteration starts from the root with depth limit { $depth }; the best moves found by the last iteration are tried first.
step-iteration-first = The first iteration searches from the root to depth 1, the moves in the game's order; each next iteration goes one level deeper and tries the best moves found so far first.
step-end = The search is over: { $node } is worth { $value }. Principal variation: { $pv }.
step-end-best = The search is over: { $node } is worth { $value }; the best move is { $best }. Principal variation: { $pv }.

## The negamax view of the same sentences (section 6.3).
negamax-enter-inner = The search enters { $node } at depth { $depth }: { $player } moves here and, as everywhere in the negamax view, takes the largest of its successors' values, each negated.{ $window }
negamax-evaluate-min = { $node } is a leaf of the search tree: its static value is { $value } for MAX, so { $negated } for MIN, who moves there (sign · eval).
negamax-init = { $node } is not a leaf, so negamax starts with v = -∞ for { $player }, who moves there: any successor's value is at least that.
negamax-no-cutoff = { $node } ({ $player }): v = { $value } { $equal ->
    [yes] = β, but the strict rule cuts only when v > β
   *[no] < β = { $bound }, so no cut-off
}: { $more ->
    [yes] { $node } goes on with its next successor.
   *[no] { $node } has no successors left.
}
negamax-provisional = { $node } ({ $player }): provisional value v = max({ $old }, { $counted }) = { $new } from { $child }, so { $node } ≥ { $new }.
negamax-provisional-unsure = { $node } ({ $player }): provisional value v = max({ $old }, { $counted }) = { $new } from { $child }. But { $child } counts here only as at most { $new }, so { $node } ≥ { $new } does not follow.
negamax-alpha-rises-min = α at { $node } rises to { $new } (was { $old }), the negated β: on this path MIN is already sure of at least { $new }, that is MAX gets at most { $max }.
negamax-cutoff = { $cut ->
    [beta] β-cutoff
   *[alpha] α-cutoff
} at { $node } ({ $player }): for { $player } its value is already ≥ { $value }, and { $above }. { $left_out }
negamax-bound-from = { $why } (β = { $bound } for { $player }, { $origin })
negamax-sure-of = { $node } ({ $player }) is already sure of at least { $value }
negamax-bound-initial = β = { $bound } for { $player } is the initial bound
negamax-counts-as = { $parent } counts it as { $counted } = { $value }
negamax-done = { $node } is done and returns { $own }, its value for { $player }; { $counts }.
negamax-returns-bound = { $node } returns { $own }, only a bound ({ $node } { $relation } { $own } for { $player }), which is all { $parent } needs; { $counts }.
negamax-negated = -({ $value })
