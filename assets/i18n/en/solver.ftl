# Kalah's solver and its endgame databases on the command line
# (src/cli/kalah, src/cli/size.rs): memory, the cache folder.

## Memory, checked before anything large is allocated

memory-within = { $bound ->
    [address-space] this process may take only { $bytes } more (its address-space limit, ulimit -v)
    [data] this process may take only { $bytes } more (its data limit, ulimit -d)
   *[free] only { $bytes } of memory is free
}
memory-refused = { $what } needs { $needs }, but { $within }: refused
memory-tree-budget = --max-tree-memory { $budget } is more than this process can have: { $within }
