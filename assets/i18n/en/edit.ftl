## Editing a tree in the tutor.
edit-prompt-value = New value of { $node } (7, -4.5, 10/3; (1, 2, 3) for max^n; p 1/3 for a chance edge):
edit-prompt-path = Write the edited tree to:
edit-prompt-overwrite = { $file } exists. Write over it? y / n
edit-prompt-leave = The tree has edits not written. Leave anyway? y / n (w writes them)
edit-prompt-disk = { $file } changed on disk. Read it and drop the edits? y / n
edit-cancelled = cancelled
edit-disk-kept = the edits are kept; r reads the file again, dropping them
edit-done = { $what } ({ $edits } { $edits ->
    [one] edit
   *[other] edits
}; u undoes)
edit-what-value = { $node } = { $value }
edit-what-probability = p({ $node }) = { $p }{ $rescaled ->
    [yes] ; its siblings rescaled to sum to 1
   *[no] {""}
}
edit-what-move = { $node } moved among its siblings
edit-what-insert = a leaf { $leaf } of value 0 added under { $node }
edit-what-delete = a subtree removed under { $node } ({ $nodes } nodes left)
edit-undone = edit at { $node } undone
edit-redone = edit at { $node } made again
edit-nothing-undo = no edit to undo
edit-nothing-redo = no edit to redo
edit-not-here = only a tree written out (a scenario, a random or inline tree) can be edited
edit-select-first = select a node first (↑ ↓ or a click), then edit it
edit-not-a-value = "{ $text }" is not a value: write 7, -4.5 or 10/3
edit-vector-length = a vector of { $players } values is needed, like (1, 2, 3)
edit-no-chance-parent = only a chance node's successor has a probability
edit-probability-range = a probability is above 0 and below 1 (1 for an only successor)
edit-no-sibling = no sibling on that side
edit-root = the root stays: it cannot be moved or removed
edit-inexact = the values would no longer stay exact: edit refused
edit-same-file = { $file } is the file opened, which is never written over (its comments would go): give another name
edit-written = the edited tree written to { $file }
edit-written-test = the course file's tree written as a scenario file (RON) to { $file }
edit-write-failed = { $file } could not be written: { $error }
edit-practise = practice on the edited tree
change-cut-gone = the { $cut ->
    [alpha] α-cutoff
   *[beta] β-cutoff
} at { $node } is gone
change-cut-new = a { $cut ->
    [alpha] α-cutoff
   *[beta] β-cutoff
} at { $node } now
change-test-fires = ; { $node }'s test fires at step { $step }{ $children ->
    [0] , with nothing left to cut
   *[other] , cutting { $children }
}
change-test-never = ; { $node }'s test never fires now
new-tree = a tree to build: = sets the selected node's value, Insert adds a leaf, Delete removes, < > move, w writes it
edit-evaluations = evaluations { $before } → { $after }
edit-compare-side = { $algorithm }: evaluations { $before } → { $after }
counts-last-edit = Last edit: { $figures }
counts-before-after = { $figure } { $before } → { $after }
edit-forgot = undo now reaches back { $edits } { $edits ->
    [one] edit
   *[other] edits
}: older ones are forgotten, to keep the undo history within { $mb } MB
edit-title = { $title } (edited)
