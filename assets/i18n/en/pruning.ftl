## The whole-tree exercise (practice --ask pruned, --ask edges), as in
## Berkeley's abTreePractice: the student marks the whole tree, then checks.

pruning-evaluated = evaluated
pruning-pruned = pruned
pruning-needs-alpha-beta = the whole-tree exercise (pruned, edges) needs a search that prunes: alpha-beta (--algo alphabeta); minimax and expectimax evaluate every leaf
pruning-no-deepening = the whole-tree exercise (pruned, edges) is set on one alpha-beta search: iterative deepening searches the tree several times (use --algo alphabeta)
pruning-not-with-steps = pruned and edges are marked on the whole tree before the search, so they are not asked together with values, cuts, windows or best: ask them on their own (--ask pruned,edges)
pruning-select-first = select a leaf or an edge first (← →)
pruning-edge = { $from }–{ $to }
pruning-ask-leaf = Does alpha-beta evaluate { $node }, or is it pruned?
pruning-ask-edge = Is the edge { $edge } cut, and by which cut-off?
pruning-title = { $exam ->
    [yes] Exam
   *[no] Practice
} · whole tree { $at } of { $total }
pruning-task-pruned = Mark every leaf alpha-beta never evaluates (Space), then Enter checks. Marked: { $marked }.
pruning-task-edges = Mark every edge a cut-off cuts, with its kind (Space: α, β, none), then Enter checks. Marked: { $marked }.
pruning-checked = Checked: right { $right }, missed { $missed }, wrong { $wrong }; score { $score }/{ $total }. The tree shows the whole search, ✗ each mistake; ← → go through them, Enter goes on.
pruning-why-evaluated = the search evaluates it
pruning-why-cut-leaf = a cut-off leaves it out: it is never evaluated
pruning-why-cut-edge = the search cuts it: { $kind }
pruning-why-below-leaf = it lies below the cut edge { $edge } and is left out with it: it is never evaluated
pruning-why-below-edge = it lies below the cut edge { $edge }: only that edge is cut, this one is left out with it
pruning-why-searched = the search goes down it
pruning-missed = ✗ { $item }: not marked, but { $reason }. Step { $step }: { $sentence }
pruning-wrong = ✗ { $item }: marked { $marked }, but { $reason }. Step { $step }: { $sentence }
pruning-selected = { $mark ->
    [none] Selected: { $item }, not marked.
   *[other] Selected: { $item }, marked { $mark }.
}

key-mark-move = the leaf or edge before / after
key-mark-level = edges: the edge above / the first edge below
key-mark = mark the leaf pruned; an edge: none → α → β → none
key-mark-check = check the marks; after the check, go on
bar-mark-move = move
bar-mark-leaf = mark
bar-mark-check = check
keycard-marking = The whole-tree exercise (gametree practice --ask pruned,edges)
