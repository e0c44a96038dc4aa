# The command line's text output (src/cli): list, check, stats, trace,
# prove, kalah move and match, and its refusals. JSON output has no words.

## gametree with no command outside a terminal, and gametree list

cli-usage =
    Run `gametree open NAME` in a terminal to step through a search,
    `gametree stats NAME` or `gametree trace NAME` here; `gametree --help` for more.
list-broken = (broken: { $error })
list-games-by-name = (games by name: { $games })
check-ok = ok

## Refusals of the command line

maxn-needs-a-scenario = max^n needs a scenario with several players; the games have two
open-one-algorithm = this command takes one algorithm; `gametree open --algo all` (or v in the tutor) shows minimax and alpha-beta side by side
needs-a-terminal = `gametree { $command }` needs a terminal; { $command ->
        [practice] `gametree export --blank` draws the tree for an exam sheet instead
        [new] `gametree random` writes a tree to a file instead
        [prove] `gametree prove --trace` prints the proof instead
       *[other] `gametree trace` prints the steps instead
    }
terminal-failed = terminal: { $error }
terminal-dumb = this terminal (TERM=dumb) cannot draw the screen; `gametree trace` and `gametree stats` print instead
size-unreadable = '{ $text }' is no size: write it as 1GiB, 512MiB, 800MB or a number of bytes
duration-unreadable = '{ $text }' is no time from 1s to 24h: write it as 30m, 90s, 2h or a number of minutes
live-too-big = { $name } with { $algorithm } would take more than { $most } steps, more than is searched here: give --depth { $depth } or less (the deepest that stays within them)
live-too-big-at-all = { $name } with { $algorithm } would take more than { $most } steps even at depth 1, more than is searched here
live-sizing = sizing up { $name } with { $algorithm }
live-sizing-depth = to depth { $depth }
live-sizing-all = no depth limit
output-failed = cannot write the output: { $error }

## The headings of stats (trace's are line-heading in search.ftl)

cli-strict-rule = { " " }(strict rule)
cli-static-order = , moves in static order
stats-heading = { $name }: { $algorithm }{ $rule }{ $order }
stats-maxn-heading = { $name }: max^n, players { $players }

## The rows of stats (the values line up after the longest name)

stats-value = value
stats-best-move = best move
stats-pv = principal variation
stats-line-of-play = line of play
stats-nodes-generated = nodes generated
stats-evaluations = static evaluations
stats-alpha-cutoffs = α-cutoffs
stats-beta-cutoffs = β-cutoffs
stats-unexamined = nodes not examined
stats-without-ordering = without ordering
stats-unordered = { $nodes } { $nodes ->
    [one] node
   *[other] nodes
} generated, { $evaluations } static { $evaluations ->
    [one] evaluation
   *[other] evaluations
} (ordering saves { $saved }; its own estimates are not counted)
stats-iteration = iteration to depth { $depth }: { $nodes } { $nodes ->
    [one] node
   *[other] nodes
} generated, { $evaluations } { $evaluations ->
    [one] evaluation
   *[other] evaluations
}, { $cutoffs } { $cutoffs ->
    [one] cut-off
   *[other] cut-offs
}
stats-pv-not-quickest = the principal variation is the search's first line of the best value, not the { $wins ->
    [yes] quickest win
   *[no] longest loss
} the computer plays
stats-without-reordering = without re-ordering, alpha-beta to depth { $depth } makes { $evaluations } evaluations; the last iteration made { $last }

## prove

prove-heading = { $game }: { $problem } ({ $who } can force a win): { $provable ->
    [yes] provable
   *[no] not provable
}
prove-terminal-nodes = terminal nodes
prove-settled-at-once = settled at once
prove-method = method
prove-on-bitboards = bitboards: a four made or forced in one move seen without a search, the moves that make most threats first, a board and its mirror image settled once; the tutor steps through the texts' proof on { $boards }
prove-strategy-too-long = strategy: { $who } answers in { $answers } positions, too many to list
prove-not-stepped = { $game }'s proof is too big to step through: the tutor steps through the texts' proof of Connect Four on { $boards }; `gametree prove { $game }` proves it on bitboards
prove-table = transposition table
prove-table-on = on, { $hits } positions settled before
prove-table-off = off
prove-strategy = strategy ({ $who }'s answer in each position it can meet):

## kalah move

kalah-move-over = move { $nth } (pit { $pit }): the game is over at { $board }; there are no legal moves
kalah-move-illegal = move { $nth } (pit { $pit }) is illegal: { $why }; { $side }'s legal moves at { $board } are { $legal }

## kalah match

match-heading = Kalah({ $pits },{ $stones }) { $rules } rules, { $games ->
    [one] 1 game
   *[other] { $games } games
} ({ $choice })
match-progress-games = games
match-first-best = first best move
match-random = random among equal moves, seed { $seed }
match-columns = setting  depth  evaluation  ordering  wins  draws  losses  stones ± a game
match-first-won = The side moving first won { $won } of { $games ->
    [one] 1 game
   *[other] { $games } games
}.
output-write-failed = cannot write { $file }: { $error }
export-unknown-format = unknown format '{ $format }' (expected svg, tikz, dot, txt or ron)
export-unknown-node-names = unknown --node-names '{ $names }' (expected all, inner or none)
export-ron-needs-a-tree = { $name } is a game searched live: it has no scenario file to write (ron takes a scenario, random:SPEC or a tree written inline)
export-too-big = the tree has more than { $most } nodes: too many to draw; give a depth limit (--depth)
export-caption = { $heading } · step { $step } of { $last }
random-written = { $file }: { $spec }
live-position-name = { $game } { $board }
live-position-title = { $game } · { $about }
position-needs-a-game = --board, --to-move, --rules and --eval describe a live position: give one of { $games } in place of '{ $name }'
position-no-board = { $game } has no --board position: its position is its name, e.g. { $named }
position-needs-a-board = kalah needs a position: --board with 2P+2 counts in sowing order, e.g. --board 4,4,4,4,0,4,4,4,4,0 --to-move south
position-tictactoe-eval = unknown evaluation '{ $eval }' for tic-tac-toe (expected open-lines or weighted)
position-tictactoe-board-and-eval = tictactoe takes only --board and --eval (the player to move follows from the board's counts)
position-connect4-size = '{ $size }' is no board size: columns x rows, each 4 to 10 (e.g. 7x6)
position-connect4-only-board = connect4 takes only --board (its evaluation is the weighted lines)
lesson-unknown-algo = unknown algorithm '{ $algo }' (expected minimax, alphabeta, expectimax, negamax, id or maxn)
lesson-item-wrong = item { $item }: { $error }
lesson-item = { $title } · { $item } of { $items }
lesson-item-note = { $title } · { $item } of { $items }: { $note }
lesson-no-more = the lesson has { $items } items: ] goes to the next, [ to the one before
lesson-version = { $file }: a lesson file of version { $found }; this release reads version { $supported }
lesson-empty = { $file }: the lesson has no items
lesson-nothing = { $file }: item { $item } names nothing to show (a scenario needs name:, a Kalah position board:)
lesson-starts = { $file }: item { $item } gives more than one of step:, at: and end:, where it opens: give one (as the command line takes one of --step, --at and --end)
