## Editing a tree in the tutor.
edit-prompt-value = New { $inner ->
    [yes] static value (its value where a depth limit stops the search)
   *[no] value
} of { $node }{ $current ->
    [yes] , the node the search is at (↑ ↓, a click or / selects another)
   *[no] {""}
} (7, -4.5, 10/3; (1, 2, 3) for max^n; p 1/3 for a chance edge):
edit-prompt-find = Select the node named:
edit-found = { $node } selected: = edits it, Insert adds a leaf under it, Delete removes it
edit-prompt-written-order = The successors are shown { $order }; < and > move a node in the order the tree is written. Switch to that order and move it? y / n
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
edit-done-undone = { $what } ({ $edits ->
    [one] 1 edit left to undo
   *[other] { $edits } edits left to undo
}; U redoes)
edit-done-all-undone = { $what } (no edit left to undo; U redoes)
edit-what-value = { $node } = { $value }
edit-what-static = { $node }'s static value = { $value } (its value where a depth limit stops the search there)
edit-what-probability = p({ $node }) = { $p }{ $rescaled ->
    [yes] ; its siblings rescaled to sum to 1
   *[no] {""}
}
edit-what-move = { $node } moved among its siblings
edit-what-insert = a leaf { $leaf } of value 0 added under { $node }
edit-what-insert-two = two leaves { $leaf } and { $second } of value 0 added under { $node }, which keeps its value as its static value
edit-what-delete = { $node } and its subtree removed ({ $removed ->
    [one] 1 node
   *[other] { $removed } nodes
}; { $left ->
    [one] 1 node
   *[other] { $left } nodes
} left)
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
edit-too-deep = a scenario file holds at most { $most } levels, and the new leaves would be on level { $level }: no command could read the tree back, so the edit is refused
edit-same-file = { $file } is the file opened, which is never written over (its comments would go): give another name
edit-written = the edited tree written to { $file }
edit-written-test = the course file's tree written as a scenario file (RON) to { $file }
edit-write-failed = { $file } could not be written: { $error }
edit-practise = practice on the edited tree: Esc goes back to the editor
edit-practice-left = back to the editor: the edits are as they were (w writes them)
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
edit-title = { $title } (edited from { $from })
edit-title-built = A tree built with gametree new { $shape }
edit-note-before = Of the tree in { $from } before it was edited: { $note }
edit-prompt-recover = This tree had edits not written when gametree last ended; they were kept in { $file }. Restore them? y / n (n deletes them)
edit-recovered = the edits kept when gametree last ended restored (u takes them back, w writes them)
edit-recovery-dropped = the edits kept when gametree last ended are deleted
edit-kept = the edits not written are kept in { $file }: the next gametree open of this tree offers them
edit-not-kept = the edits not written could not be kept: { $error }
edit-no-state-folder = this system has no state folder for them
