# The tutor's panels: titles, the words around the step sentence, counts.

algorithm = { $algorithm ->
    [minimax] minimax
    [alphabeta] alpha-beta
    [expectimax] expectimax
    [negamax] negamax
   *[id] iterative deepening
}
algorithm-short = { $algorithm ->
    [minimax] minimax
    [alphabeta] α-β
    [expectimax] expectimax
    [negamax] negamax
   *[id] ID
}

## The title of the step panel.
heading = { $algorithm }{ $rule }{ $depth }{ $view } · { $name }
heading-rule = { $strict ->
    [yes] { $ordered ->
        [yes] { " " }(strict rule, { $order })
       *[no] { " " }(strict rule)
    }
   *[no] { $ordered ->
        [yes] { " " }({ $order })
       *[no] {""}
    }
}
heading-depth = { " " }· depth { $depth }
heading-depth-rounds = { " " }· depth { $depth } ({ $plies } { $plies ->
    [one] ply
   *[other] plies
})
heading-view = { " " }· negamax view
heading-quiescence = { " " }· quiescence
step-title = { " " }Step { $step } of { $len } · { $heading }{ $playing }{ " " }
step-title-playing = { " " }· playing, { $ms } ms a step

## The tree pane.
tree-title = Tree
tree-title-negamax = Tree · negamax view
tree-title-follow = Tree · f follows the search again
pane-keys = { $title } · ↑↓ Enter
position-title = Position
# The node panel: a selected inner node's static value (E is the texts'
# static evaluation function, E(P)).
node-panel-title = Node { $node }
node-panel-estimate = E({ $node }) = { $value }: its static value, the value a search takes at { $node } where the depth limit stops it there; not its backed-up value.

## The step panel around the sentence.
before-search = Before the search: press → to step, starting at { $root }. Press ? for every key.
window-at = Window at { $node }:{ " " }
path-label = Path:{ " " }
path-over = (the search is over)
path-not-started = (the search has not started)
path-root-done = (the root is done: the search ends)
path-iteration-over = (the iteration to depth { $depth } is over)
path-iteration-starts = (the iteration to depth { $depth } starts at the root)

## The counts.
counts-title = Counts
counts-counting = Counts · { $other }: counting…
counts-so-far = so far
counts-in-all = in all
counts-unordered = unordered
counts-ordered = ordered
count-generated = generated
count-evaluations = evaluations
count-alpha-cutoffs = α-cutoffs
count-beta-cutoffs = β-cutoffs
saving = evaluations: { $this } { $evaluations } · { $against } { $other }

## The pseudocode panel.
code-title = Pseudocode · { $algorithm } (Bondarev's slides)
code-title-negamax = Pseudocode · { $algorithm } in negamax form (textbook section 6.3)

## The decision panel of alpha-beta.
decision-title = { " " }Decision at { $node } { $symbol }: { $value }{ $window }{ " " }
decision-title-none = { " " }Decision · no node is being searched{ " " }
decision-value = v = { $value }
decision-no-value = no value yet
decision-window = , α = { $alpha }, β = { $beta }
decision-window-moved = , α = { $alpha }, β = { $beta }, so { $bound ->
    [alpha] α
   *[beta] β
} = { $now }
decision-go-on = go on
decision-alpha-gets = α = v
decision-beta-gets = β = v
decision-cut = ✂ { $cut ->
    [beta] β-cutoff
   *[alpha] α-cutoff
}
decision-cutoff = ✂ cut-off

## Refusals and notes.
negamax-view-needs-two-players = the negamax view is for two players: this tree has chance nodes
compare-two-player-only = the side-by-side comparison is for two-player searches
compare-not-with-chance = the side-by-side comparison of minimax and alpha-beta is for trees without chance nodes: here the values are expectimax's weighted sums
not-found-next-evaluation = no static evaluation after this step
not-found-prev-evaluation = no static evaluation before this step
not-found-next-cutoff = no cut-off after this step
not-found-prev-cutoff = no cut-off before this step
select-first = select a node first with ↑ ↓ or the mouse
never-reaches = the search never reaches { $node }
line-not-reached = the search does not reach that line again

## The compare view.
compare-side-title = { " " }{ $algorithm } · step { $step } of { $len }{ " " }
compare-before = Before the search.

## max^n.
maxn-heading = max^n, players { $players } · { $name }
maxn-before = Before the search: press → to step, starting at { $root }. Each of { $players } maximises its own value.
maxn-so-far = { " " }{ $vector } so far
maxn-counts = Counts (max^n cuts nothing off)
maxn-code-title = Pseudocode · max^n (Bondarev's slides)

## The AND/OR proof.
proof-heading = proof of { $problem }{ $table } · { $name }
proof-heading-table = { " " }with a table
proof-tree-title = AND/OR tree
proof-before = Before the proof: press → to step. Press ? for every key.
proof-problem-label = { $problem }:{ " " }
proof-problem = can { $us } force a win? ∨ OR: { $us } moves; ∧ AND: { $them } moves.{ $table }
proof-problem-table = { " " }Positions met again take their earlier mark.
proof-strategy-label = { $who }'s strategy:{ " " }
proof-strategy-step = in { $position } { $answer }
proof-over-no-strategy = (the proof is over: no strategy)
proof-not-started = (the proof has not started)
proof-sentence = { $sentence }.
proof-counts-title = { $problem }: { $provable ->
    [yes] provable
   *[no] not provable
}
proof-count-or = OR nodes
proof-count-and = AND nodes
proof-count-terminal = terminal
proof-count-table-hits = table hits
proof-code-title = Pseudocode · AND/OR proof (textbook chapter 3, §3.1)
maxn-needs-players = max^n needs a tree with `players: [...]` and a value per player at each leaf
maxn-no-settings = max^n has no settings to change
proof-no-settings = the proof has no settings to change

## The legends in the help.
legend-search =
    ▲ MAX ▼ MIN ◆ chance  ≥ 3 / ≤ 3 provisional  Σ 4 weighted sum  [α,β] window
    ✂ α / ✂ β, ┄ and (6): left out by a cut   ━ ★ principal variation
    ═ from a cut to the node that set its bound   +3: closed, 3 successors
    ↯ active: quiescence searches on below it   depth 2 ┈: the depth limit
    reversed, ◀: the current event's node.   v=3: provisional, not yet a bound
    ⋯ 4 more: 4 nodes out of view there   Δ3: the edit just made changed it
    E=7 after a name: the inner node's static value, not its backed-up value
    { $cut_names ->
        [slides] Cut-offs named as in the slides' pseudocode: a cut at MAX (v ≥ β)
    is an α-cutoff, at MIN (v ≤ α) a β-cutoff, after the node that is cut
    (MAX keeps α). The textbook chapters name a cut after the bound it
    reached, the other way round (--cut-names chapters).
       *[chapters] Cut-offs named as in the textbook chapters: a cut at MAX (v ≥ β)
    is a β-cutoff, at MIN (v ≤ α) an α-cutoff, after the bound it reached.
    The slides' pseudocode names a cut after the node that is cut (MAX keeps
    α), the other way round (--cut-names slides).
    }
    The negamax view cuts only on v ≥ β; each cut keeps its minimax name.
legend-maxn =
    A B C: the player to move   (1, 2, 6): the values for A, B and C
    each player takes the successor whose vector is largest in its own component
    (1, 2, 6)…: a provisional vector  ━ ★ line of play  reversed, ◀: current node
    ⋯ 4 more: 4 nodes out of view there
legend-proof =
    ∨ OR node: the prover's player moves; one solved successor suffices
    ∧ AND node: the opponent moves; every successor must be solved  □ terminal
    ✓ solved  ✗ unsolvable  ★ the solution subtree (the strategy), once proved
    reversed, ◀: the current event's node  +3: closed, 3 successors generated
    ⋯ 4 more: 4 nodes out of view there
switch-when-recorded = the other algorithm's run is being recorded: the switch comes when it is in
node-with-probability = { $node } (p = { $p })
proof-about-title = { $problem } on { $name }: can the player force a win?
proof-about-source = the textbook chapter 3, §3.1: the AND/OR tree of a game and solved(X)
proof-about-note = An OR node (the prover's player moves) is solved when one successor is; an AND node (the opponent moves) when every successor is. The solution subtree, once found, is a strategy: one move at each OR node, an answer to every reply.
about-title = About
about-source = Source:{ " " }
about-none = (no source given)
canvas-depth-limit = depth { $depth } ┈
canvas-estimate = E={ $value }
canvas-more-left = ⋯ { $count } more
canvas-more-right = { $count } more ⋯
canvas-levels-above = ⋯ { $count } { $count ->
    [one] level
   *[other] levels
} above
canvas-levels-below = ⋯ { $count } { $count ->
    [one] level
   *[other] levels
} below
# What a node an edit changed had, where it now has no value: "Δ was 5".
changed-was = was { $value }
compare-no-lab = the ordering lab (O t b) works in the single view: v goes back to it, at the same step
outline-more-above = ⋯ { $count } more above
outline-more-below = ⋯ { $count } more below

## Practice.
practice-unknown-ask = `{ $ask }` is no kind of question: values, cuts, windows, best, solved, pruned, edges
practice-unreadable = `{ $text }` is not an answer to this question ({ $ask }): type { $ask ->
    [values] a value such as 5, -4.5, 10/3, inf, or a bound such as >=5 or <=4
    [cuts] a for an α-cutoff, b for a β-cutoff, none for no cut-off
    [windows] the window as two values, such as -inf,4
    [solved] y if it is solved (provable), n if it is unsolvable
   *[best] the move
}
practice-no-cut = no cut-off
practice-alpha-cut = α-cutoff
practice-beta-cut = β-cutoff
practice-ask-value = What value does { $node } return? (a number, or >=n / <=n for a bound)
practice-ask-cut = { $node } has just taken in a successor's value: does its test cut here? (a: α-cutoff, b: β-cutoff, none)
practice-ask-window = With which window (α, β) is { $node } searched? (two values: -inf,4)
practice-ask-best = The search is over: which move does it choose at { $node }?
practice-title = { $exam ->
    [yes] Exam
   *[no] Practice
} · question { $at } of { $total }
practice-score-part = { $ask }: { $right }/{ $asked }
practice-right = Right.
practice-mistake = ✗ step { $step }, { $node }: you wrote { $given }; the search's answer is { $expected }.
practice-wrong = Not quite: the search's answer is { $expected }. The step above explains it; ← goes back a question.
practice-wrong-exact = Not quite: the search proved exactly { $value }. The step above explains it; ← goes back a question.
practice-wrong-bound = Not quite: the search only proved { $bound } ({ $nodes } { $several ->
    [yes] were
   *[no] was
} never examined). The step above explains it; ← goes back a question.
practice-and = { $rest } and { $last }
practice-enter-next = Enter: the next question.
practice-done = Done. Your score: { $score }.
practice-done-hint = Esc leaves; the tree and the steps above show the whole search.
practice-not-on-run = { $asks } is not asked { $run ->
    [maxn] in max^n
    [proof] in the AND/OR proof
   *[search] in this search
}: ask { $fits }
practice-ask-vector = What vector does { $node } return? (one value per player: (1,2,6), 1,2,6 or [1, 2, 6])
practice-ask-solved = Is { $problem } solved (provable) or unsolvable? (y: solved, n: unsolvable)
practice-solved = solved
practice-unsolvable = unsolvable
practice-unreadable-vector = `{ $text }` is not a vector: type one value per player, such as (1,2,6), 1,2,6 or [1, 2, 6]
practice-proof-near-root = A long proof: only OR and AND nodes up to depth { $depth } are asked about ({ $asked } of { $all }).
practice-no-questions = this search asks nothing of these kinds
start-past-end = there is no step { $step }: the run has { $last } steps (0 is before the first)
start-never-reached = the search never reaches { $node }, and no cut-off leaves it out
start-left-out = { $node } is never searched: step { $step } is the cut-off that leaves it out
start-no-node = there is no node { $node }; nearest names: { $near }
reload-no-file = this tree was not read from a file: nothing to read again
reload-done = { $file } read again
rerecord-progress = recording { $algorithm }: { $done } of about { $expected } steps · Esc cancels
rerecord-progress-over = recording { $algorithm }: { $done } steps, more than the { $expected } estimated · Esc cancels
rerecord-cancelled = recording given up: the run shown stays as it was
rerecord-busy = a run is being recorded: wait for it, or Esc cancels it
rerecord-gone = the recording stopped without a run: the run shown stays as it was
