## The ordering lab: the orders of the successors, the minimal
## tree, Knuth and Moore's node types, evaluations by depth.

order-name = { $order ->
    [static] static order
    [best] best first
    [worst] worst first
    [proof] cheapest proof first
    [shuffle] shuffled (seed { $seed })
   *[none] as written
}
# In the counts panel, where room is short.
order-short = { $order ->
    [static] static
    [best] best
    [worst] worst
    [proof] proof
    [shuffle] shuffle
   *[none] written
}
cli-lab-order = , { $order }
line-heading-lab = { $algorithm }, { $order }, on { $scenario }: { $title }
refusal-order-needs-tree = the order '{ $order }' reads the values of the whole tree, which a game searched live does not write out: use --order none or static
order-needs-tree = The order of the successors can be changed on a tree written out (a scenario), not on a game searched live.
order-now = Successors now { $order }: { $evaluations } static { $evaluations ->
    [one] evaluation
   *[other] evaluations
}{ $minimal }.
order-now-minimal = { " " }(the minimal tree: { $minimal })

## The counts panel.
counts-orders = By order:
counts-order = { $order } { $evaluations }
counts-minimal = minimal tree { $evaluations }
counts-minimal-strict = The minimal tree holds under the equality rule; the strict rule cuts no tie.
counts-no-minimal-chance = No minimal tree with chance nodes: a mean proves no bound.
counts-orders-counting = By order: counting…

## stats --by-depth
depth-heading = static evaluations by depth
depth-all = all
depth-minimax = minimax
depth-this-run = { $order } (this run)
depth-best = best first
depth-minimal = minimal tree
depth-no-minimal = no minimal tree: { $why ->
    [chance] the tree has chance nodes, whose means prove no bound
    [live] a game searched live writes out no tree
   *[players] the tree has more than two players
}
depth-strict = (the minimal tree is the equality rule's; the strict rule cuts no tie and may need more)

## The chart of evaluations by depth (b in the tutor).
chart-title = Evaluations by depth
chart-depth = d{ $depth }
chart-legend-minimax = minimax
chart-legend-searched = { $order }
chart-legend-best = best first
chart-legend-minimal = minimal
chart-counting = counting…
chart-none = The chart compares orders on a tree written out.

## The node types (t in the tutor): Knuth and Moore's, expected under
## perfect ordering, and where this run differs.
node-type = { $kind ->
    [pv] PV
    [cut] CUT
   *[all] ALL
}
node-types-on = Node types under perfect order; ≠ where this run differs: { $differ } { $differ ->
    [one] node
   *[other] nodes
}.
node-types-off = Node types hidden.
node-types-alpha-beta = Node types are alpha-beta's: switch to it with a.

## stats with an order of the lab: the same search as written.
stats-as-written = as written
stats-written-counts = { $nodes } { $nodes ->
    [one] node
   *[other] nodes
} generated, { $evaluations } static { $evaluations ->
    [one] evaluation
   *[other] evaluations
}
order-not-with-players = max^n searches a tree of several players in the order it is written: --order { $order } is not offered there (the ordering lab is for two players)
order-proof-not-with-chance = --order proof is not offered on a tree with chance nodes: a mean proves no bound on either side, so there is no cheapest proof to put first
