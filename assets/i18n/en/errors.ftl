# Errors: what the engine refuses, with the data it carries (which node,
# which line and column, which limit), worded by src/words/errors.rs.

## Names that are none of the known ones

unknown-algorithm = unknown algorithm '{ $name }' (expected minimax, alphabeta, expectimax, negamax or id)
unknown-order = unknown ordering '{ $name }' (expected none, static, best, worst, proof or shuffle:SEED)
unknown-side = unknown side '{ $name }' (expected south or north)
unknown-rules = unknown rules '{ $name }' (expected book, standard or empty-capture)
unknown-evaluation = unknown evaluation '{ $name }' (expected store, side or linear:FILE)
unknown-game = unknown game '{ $name }' (expected { $games })
game-size-not-offered = '{ $name }': gametree knows this game, but not at that size; it is known by name at these sizes only (bigger boards are too large to prove): { $sizes }

## A search the settings do not fit

refusal-players = this tree has { $count } players ({ $players }): use --algo maxn
refusal-negamax-with-chance = negamax is for two players: this tree has chance nodes (use expectimax or minimax)
refusal-no-static-value = node '{ $node }' at depth { $depth } would be evaluated statically but has no value: give it `value: <number>` in the scenario or change --depth{ $deepening ->
    [yes] { " " }(iterative deepening evaluates every level above the limit)
   *[no] {""}
}
refusal-no-evaluation = state `{ $state }` at depth { $depth } would be evaluated but the file gives it no value: add a line `{ $state } <number>` to its evaluation, or change --depth (counted in rounds)
refusal-too-big = { $algorithm } would build up to { $nodes } nodes at this depth: too many to step through
maxn-missing-vector = node '{ $node }' at depth { $depth } would be evaluated but has no value per player: give it `value: (1, 2, 6)`, a number per player, in the scenario or change --depth

## Kalah boards, moves and evaluations

board-pits = { $pits } pits a side: expected 1 to { $most }
board-stones = { $stones } stones a pit: expected 1 to { $most }
board-cells = a board has 2P+2 numbers (P pits a side and two stores), got { $cells }
board-too-many-stones = { $total } stones on the board: at most { $most } are supported
board-not-a-count = board: '{ $text }' is not a stone count (0 to { $most })
board-in = board '{ $board }': { $error }
pit-game-over = the game is over: no pit can be sown
eval-unreadable = { $file }: { $error }
eval-not-a-file = { $file }: not a regular file (weights are read only from a regular file)
eval-too-big = { $file }: more than { $most }, the most a weight file may hold
eval-not-a-list = { $file }: { $line }:{ $column }: { $error }
eval-weights = { $file }: expected 2P+2 weights (at most { $most }), each between -{ $largest } and { $largest } (what a won game is worth)
eval-weight-count = { $file }: { $weights } weights for a board of { $pits } pits a side (expected { $expected })

## The system's errors reading a file, by kind

os-not-found = No such file or directory
os-permission-denied = Permission denied
os-is-a-directory = Is a directory
os-not-text = stream did not contain valid UTF-8
os-not-a-directory = a part of the path is not a folder
os-read-only = the disk is read-only
os-disk-full = the disk is full
os-other = { $error }
not-a-regular-file = { $file } is { $kind ->
    [pipe] a named pipe
    [device] a device
    [socket] a socket
   *[other] something else
}, not a regular file: gametree reads only regular files, which cannot keep it waiting
file-unreadable = { $file }: { $error }
file-too-big = { $file }: more than { $most }, the most { $what ->
    [config] a configuration file
    [lesson] a lesson file
   *[scenario] a scenario file
} may hold
ron-nested = { $what ->
    [config] the file is nested more than { $most } levels deep, the most a configuration file holds
    [lesson] the file is nested more than { $most } levels deep, the most a lesson file holds
   *[scenario] the tree is nested more than { $most } levels deep, the most a scenario file holds: write a deeper tree as a course .test file (up to { $deepest } levels)
}

## Tic-tac-toe positions

tictactoe-shape = '{ $text }' is not { $size } rows of { $size } cells
tictactoe-mark = '{ $mark }' in '{ $text }' is not X, O or .
tictactoe-marks = '{ $text }': X moves first, so X has as many marks as O or one more

## Scenario files: where, then what

scenario-invalid = { $file }:{ $line }:{ $column }: { $problem }
scenario-not-utf8 = the file is not UTF-8 text from here on: save it as UTF-8
scenario-duplicate-key = `{ $field }` is given twice in { $owner ->
    [scenario] the scenario
   *[node] this node
}: give it once
scenario-not-found = no bundled scenario and no file named '{ $name }' (bundled: { $bundled }; games by name: { $games }; random:SPEC such as random:b3d3; a tree written inline such as '[[3,12],[2,4]]')
scenario-folder = { $file } is a folder, not a scenario: give a .ron or .test file in it
scenario-vector-length = this leaf has { $found } values, the others { $expected }: give every leaf one value per player
scenario-mixed-leaves = leaves with one value per player (max^n) and plain numbers are mixed: use one kind
scenario-unknown-field = unknown field `{ $field }` in { $owner ->
    [scenario] the scenario
   *[node] a node
}, expected one of { $expected }
scenario-players-count = `players` names { $named } players but the leaves have { $values } values each
scenario-unknown-player = unknown player `{ $name }`, expected `Max`, `Min` or `Chance`
scenario-not-a-number = a static value must be a number, not NaN
number-too-large = `{ $text }` is too large: a value is a number from -2147483647 to 2147483647, or inf (-inf) for ±∞
number-too-fine = `{ $text }` cannot be kept exact: a value is a fraction whose numerator and denominator are at most 2147483647 each (0.000001 is one, 1e-12 is not)
number-not-a-number = `{ $text }` is not a number: write 7, -4.5, 1e3 or inf
scenario-bad-depth = `depth` is { $found }, expected a whole number of plies such as 3 (the depth limit the example is meant for)
scenario-chance-over-vectors = a chance node (`player: Chance`) over leaves of one value per player: max^n has no chance nodes, so give the node a player (or leave `player` out) or write one number a leaf for expectimax
refusal-no-mean = { $expectimax ->
        [yes] expectimax takes MIN's nodes for chance nodes, and at '{ $node }'
       *[no] at chance node '{ $node }'
    } the mean has no value: one successor is worth +∞ and another -∞
refusal-sum-unshown = { $expectimax ->
        [yes] expectimax takes MIN's nodes for chance nodes, and at '{ $node }'
       *[no] at chance node '{ $node }'
    } the weighted sum comes to { $sum }, which no value holds exactly (numerators and denominators up to 2147483647): use fewer decimal places or simpler probabilities
scenario-empty-node = node has neither a value nor children: expected `value: <number>` for a leaf or `children: [...]`
scenario-empty-named-node = node '{ $node }' has neither a value nor children: expected `value: <number>` for a leaf or `children: [...]`
scenario-probability-outside-chance = probabilities `p: ...` are only for the children of a chance node (`player: Chance`)
scenario-some-probabilities = give every child of a chance node a probability `p: ...`, or none (then all are equally likely)
scenario-probability-sum = the probabilities of a chance node's children add up to { $sum }, expected 1
scenario-probability-range = a probability must lie in (0, 1], found { $value }
scenario-not-a-probability = `{ $text }` is not a probability, expected e.g. "1/3" or 0.5
scenario-empty-name = a node name must not be empty
scenario-duplicate-name = duplicate node name '{ $name }': every node needs its own name
scenario-empty-children = empty children list: a node needs at least one child (for a leaf, write `value: <number>` instead)
scenario-short-vector = a value per player needs at least two numbers
scenario-unprintable = { $field ->
    [name] a node name
    [move] a move label
    [title] the title
   *[player] a player's name
} holds { $character }, a character a terminal acts on or one that reorders the text unseen: names, move labels and titles take no control characters (a new line neither), no bidi overrides or isolates and no U+FFFE or U+FFFF

## RON's errors, by kind ($found is RON's own description, e.g. the string "two")

scenario-wrong-type = Expected { $expected } but found { $found } instead
scenario-expected-scenario = a scenario `Scenario(title: ..., tree: ...)`
scenario-expected-player = a player: `Max`, `Min` or `Chance`
scenario-expected-node = a node: a number (a leaf's static value), `(1, 2, 6)` (one value per player) or `(name: ..., children: [...])`
scenario-expected-children = a list of child nodes `[...]`
scenario-expected-probability = a probability: a number like 0.5 or a fraction like "1/3"
scenario-expected-number = a number, or one number per player like `(1, 2, 6)`
scenario-expected-text = a text, or texts by language like `{ "{" }"en": "...", "ru": "..."{ "}" }`
scenario-expected-other = { $text }
scenario-missing-field = Unexpected missing field named `{ $field }`
scenario-missing-field-in = Unexpected missing field named `{ $field }` in `{ $outer }`
scenario-duplicate-field = Unexpected duplicate field named `{ $field }`
scenario-duplicate-field-in = Unexpected duplicate field named `{ $field }` in `{ $outer }`
scenario-expected-comma = Expected comma
scenario-expected-opening = Expected opening `{ $bracket }`
scenario-expected-closing = Expected closing `{ $bracket }`
scenario-expected-struct = Expected opening `(` for struct `{ $name }`
scenario-expected-colon = Expected colon
scenario-struct-name = Expected struct `{ $expected }` but found `{ $found }`
scenario-expected-string = Expected string
scenario-unclosed-string = Expected end of string
scenario-integer-out-of-bounds = Integer is out of bounds
scenario-expected-identifier = Expected identifier
scenario-unexpected-char = Unexpected char { $char }
scenario-end = Unexpected end of RON
scenario-trailing = Non-whitespace trailing characters
scenario-ron = the RON reader says: { $error }

## Course test files (CS188)

scenario-expected-key-value = expected `key: "value"`
scenario-unclosed = a multi-line value opened with """ is never closed
scenario-expected-quoted = expected a value in double quotes
scenario-missing-key = missing key `{ $key }`
scenario-not-a-whole-number = `{ $key }` must be a whole number, found "{ $found }"
scenario-unknown-agent = unknown agent `{ $agent }`, expected MinimaxAgent, AlphaBetaAgent or ExpectimaxAgent
scenario-expected-successor = expected `state action next_state`, found "{ $found }"
scenario-expected-evaluation = expected `state number`, found "{ $found }"
scenario-cycle = the successors run in a cycle through state `{ $state }`
scenario-too-many-nodes = the tree has more than a million nodes
scenario-duplicate-course-key = `{ $key }` is given twice (first on line { $first }): give it once
scenario-no-agents = `num_agents` must be 1 or more: Pacman is agent 0
scenario-too-deep = the successors go deeper than { $most } levels (state `{ $state }` is below that): the program searches at most { $most } levels
random-invalid = { $spec }: { $why }
random-unreadable = cannot read `{ $part }`: a spec is a shape such as b3d4 (branching 3, depth 4; ranges such as b2-4d3-5), then options v-9..9, ties, chance, cuts2, deep, seed7, each after a `:`
random-no-shape = no shape given: a spec is a shape such as b3d4 (branching 3, depth 4; ranges such as b2-4d3-5), then options v-9..9, ties, chance, cuts2, deep, seed7, each after a `:`
random-range = `{ $part }` is out of range: branching 1 to 9, depth 1 to 8, the low end first
random-too-big = the tree could have { $leaves } leaves; an exercise tree has at most 2000
random-clash = `{ $first }` and `{ $second }` cannot go together: a chance node passes the full window down, so nothing below it is cut
random-too-shallow = a deep cut-off needs a depth of 4 or more (the bound comes from three levels up)
random-not-found = none of { $tries } seeds from { $seed } gives a tree with what is asked: ask for less, or for another shape
inline-invalid = `{ $text }`, column { $column }: expected { $expected }; a tree is written [[3,12,8],[2,4,6]]: a list is an inner node, a number a leaf
inline-at-most-levels = at most { $most } levels (a deeper tree goes in a course .test file)
inline-unkept = `{ $text }`, column { $column }: { $why }
inline-comma-or-close = `,` or `]`
inline-number-or-open = a number or `[`
inline-end = the end of the tree

connect4-shape = '{ $text }': the rows are not all as long
connect4-size = '{ $text }' is { $columns }×{ $rows }: Connect Four is played on 4 to 10 columns of 4 to 10 rows
connect4-mark = '{ $mark }' in '{ $text }' is not X, O or .
connect4-floating = '{ $text }': a piece floats in column { $column }; pieces fall to the lowest empty cell
connect4-marks = '{ $text }': X moves first, so X has as many pieces as O or one more
connect4-both-won = '{ $text }': both X and O have four in a line, but the game ends at the first four
connect4-played-on = '{ $text }': a piece was dropped after the game was won
