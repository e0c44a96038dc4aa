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

## The endgame databases in the cache folder

db-rebuilding = { $path }: { $problem }: building it again
db-not-a-database = not a gametree Kalah database
db-version = format version { $found }, and this program reads { $expected }
db-holds = it holds { $rules } rules, { $pits } pits, { $stones } stones: not what its name says
db-truncated = { $bytes } bytes of values, expected { $expected } (cut short?)
db-checksum = the values do not match their checksum
db-will-not-keep = the endgame database will not be kept in { $dir }: { $why }; it is built in memory for this run
db-not-kept = the endgame database could not be kept in { $dir }: { $why }; this run uses it from memory
db-build-not-kept = the endgame database cannot be kept in { $dir }: { $why }
db-not-a-folder = it is not a folder
db-no-room = its disk has { $free } free, and the database takes { $needs }
db-stale = left by a build that was stopped
