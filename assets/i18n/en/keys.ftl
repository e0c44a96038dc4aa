# The keys (src/keymap/actions.rs): what each does in the help, and its short
# form in the key bar. The key names themselves (→ l Space, PgUp) are
# written in the key table.

## The help: what the keys do

key-forward = step forward one event
key-back = step back one event
key-evaluations = next / previous static evaluation
key-cutoffs = next / previous cut-off
key-terminals = next / previous terminal position (an elementary problem)
key-marks = next / previous mark settled (solved or unsolvable)
key-ends = to the start / to the end
key-ends-final = to the start / to the end (the final trees)
key-play = play / pause; + and - play faster / slower
key-algorithm = minimax / alpha-beta; A: the other algorithms (same node)
key-view = negamax view (values for the player to move) / minimax view
key-strict = strict pruning rule on / off (cut only on v > β, v < α)
key-compare = compare minimax and alpha-beta side by side
key-select = select a node or a line (mouse: click; again: open/close)
key-scroll = scroll the tree
key-run-to = run until the search reaches the selected node or line
key-pane = arrows on the tree / the pseudocode; under the tree: open a panel
key-open-node = open / close the selected node
key-follow = follow the search again
key-scenarios = back to the list of scenarios
key-help = this help
key-quit-tutor = quit (Esc closes the help first)
key-quit = quit
key-both-forward = both one step forward
key-both-back = both one step back
key-compare-evaluations = next / previous static evaluation of minimax; alpha-beta follows to the same node
key-compare-cutoffs = next / previous cut-off of alpha-beta; minimax follows to the same node
key-single-view = back to the single view
key-choose-scenario = choose a scenario
key-open-scenario = open it
key-picker-help = help
key-type-pit = play the pit of that number; or click the pit
key-type-cell = play that cell, column then row; or click it
key-type-coins = take that many coins; or click a coin
key-type-column = play that column, by its letter; or click it
key-cursor = move the cursor over your legal moves
key-play-move = play the move under the cursor
key-computer-moves = the computer moves now (or its next move against itself)
key-play-on = the computer against itself: play on by itself / pause
key-sow = play out the last move stone by stone / a stone a key
key-undo = undo: back to your previous move (a move pair)
key-tree = the move tree of the computer's last choice (q: back)
key-tree-here = the move tree of the position on the board
key-depth = the computer searches a ply deeper / shallower
key-back-to-game = back to the game (Esc closes the help first)

## The key bar: a word or two after the key

bar-step = step
bar-back = back
bar-eval = eval
bar-cutoff = cut-off
bar-terminal = terminal
bar-mark = mark
bar-play = play
bar-pause = pause
bar-algorithm = algorithm
bar-compare = compare
bar-run-to = run to
bar-help = help
bar-quit = quit
bar-final-trees = final trees
bar-choose = choose
bar-open = open
bar-move = play
bar-next = next
bar-sow = sow
bar-undo = undo
bar-tree = tree
bar-game = game
key-canvas = the tree as the texts draw it (top down) or as an outline
key-pan = move the tree drawing (also Shift+arrows; f follows again)
key-zoom = more / less on the tree drawing: moves on edges, names
key-present = presenter mode: the tree and the step fill the screen
key-game-present = presenter mode: the board fills the screen
tabs-key = Tab:
tab-code = pseudocode
tab-counts = counts and decision
tab-chart = evaluations by depth
key-info = the title, the source and the teaching note
key-quiescence = quiescence on / off: search on below active positions at the depth limit
key-practice-type = type the answer: a value (5, -4.5, 10/3, inf), a bound (>=5, <=4), a, b or none for a cut-off, -inf,4 for a window, a move; (1,2,6) for a max^n vector; y or n for solved or unsolvable
key-practice-enter = answer; after the feedback, the next question
key-practice-erase = take back the last character
key-practice-back = back to the question before (not in an exam)
bar-answer = answer
key-reload = read the scenario file again (also when it changes on disk)

## The settings popup (,)

key-settings = settings: the language, the names of the cut-offs
settings-title = Settings · , or Esc closes
settings-language = Language
settings-cut-names = Cut-off names
settings-cut-names-value = { $names ->
    [slides] the slides': a cut at MAX is an α-cutoff
   *[chapters] the chapters': a cut at MAX is a β-cutoff
}
settings-keys = ↑↓ choose  ←→ change
# Each language by its own name, the same in every language.
language-name = { $language ->
    [ru] Русский
    [uk] Українська
   *[en] English
}
key-lesson = the lesson's next item / the one before
bar-next-item = next item
keycard-tutor = The tutor
keycard-compare = Minimax and alpha-beta side by side (v, or open --algo all)
keycard-practice = Practice (gametree practice)
keycard-lesson = A lesson (gametree lesson)
keycard-game = The game screen (gametree kalah, gametree play)
keycard-picker = The list of scenarios (gametree, m in the tutor)
keycard-help = The help (? on every screen)

## The ordering lab
key-ordering-lab = ordering lab: O next order, t node types, b depth chart

## Editing the tree
key-edit-value = the selected node's value (or double-click it): 7, -4.5, 10/3, a vector, a chance edge's p
key-edit-move = move the selected node among its siblings
key-edit-insert-delete = add a leaf under the selected node (a leaf gets two) / remove its subtree
key-undo-edit = undo / redo an edit of the tree
key-write-tree = write the edited tree to a file / practise it
key-edit-compare = edit the node minimax is at, for both: = its value, < > move it among its siblings, Insert add a leaf, Delete remove its subtree
key-write-tree-only = write the edited tree to a file
key-find-node = select a node by typing its name (then = edits it)
key-compare-no-lab = the ordering lab: in the single view (v goes back to it)
key-prompt-type = type a value, a file's name, or y / n
key-prompt-enter = take what is typed
key-prompt-cancel = cancel
bar-cancel = cancel
