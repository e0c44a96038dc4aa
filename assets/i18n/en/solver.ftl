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

## kalah search

kalah-search-deep = searching { $depth } plies deep
kalah-search-to-move = { $side ->
    [north] North
   *[south] South
} to move
kalah-search-heading = { $side ->
    [north] North
   *[south] South
} to move, { $algorithm } to depth { $depth }
kalah-search-for = { $value } (for { $side ->
    [north] North
   *[south] South
})
kalah-search-seconds = seconds
kalah-search-per-second = nodes per second
kalah-nothing-proved = nothing proved yet
kalah-at-least = value ≥ { $value }
kalah-search-interrupted = interrupted after { $nodes } nodes: { $bound } for { $side ->
    [north] North
   *[south] South
} ({ $done } of { $moves } moves searched)

## kalah solve

kalah-solve-no-endgame = --endgame-stones: no endgame database under { $rules } rules (a store's majority ends the game)
kalah-solve-memory = a solve with a table of 2^{ $bits } entries and its database
kalah-solve-known = Boards `gametree kalah solve` finishes (published value; time on a 2-core machine, database cached):
kalah-solve-known-database = The first solve of a 6-pit board builds an endgame database on every core and keeps it: on 6×4 a small one in seconds (16 stones under empty-capture rules, 18 under standard), on 6×5 the 24-stone one (about 5 minutes of CPU), which `kalah db build` also builds for 6×4 (later solves then take about a second). A long solve saves its progress every minute and on Ctrl-C; the same command run again resumes it.
kalah-solve-known-smaller = Any smaller board or position (--board ... --to-move ...) too; book rules only on small boards.
kalah-solve-at = { $side ->
    [north] North
   *[south] South
} to move at { $board }, { $rules } rules
kalah-solve-opening = Kalah({ $pits },{ $seeds }) { $rules } rules
kalah-solve-line = { $what }: { $result }; { $opening ->
    [yes] best first move
   *[no] best move
}: pit { $pit }
kalah-solve-pit = pit { $pit }
kalah-solve-searched = { $nodes } positions searched in { $seconds } s
kalah-draw = a draw with perfect play
kalah-wins = { $side ->
    [north] North
   *[south] South
}{ $order ->
    [first] { " " }(first)
    [second] { " " }(second)
   *[none] { "" }
} wins by { $by } with perfect play
kalah-progress-guess = guess { $value } (depth { $depth })
kalah-progress-exact = value = { $value }
kalah-progress-between = { $lower } ≤ value ≤ { $upper }
kalah-progress-counts = { $nodes } nodes, { $seconds } s, { $entries } table entries

# kalah db and the solver's progress (src/cli/kalah/db.rs, work.rs)
db-folder-help = The folder of the endgame databases [default: { $default }]
db-folder-none = none found: give --db-dir
db-no-cache-folder = no cache folder on this system: give --db-dir
db-no-endgame = no endgame database under { $rules } rules: a store's majority ends the game there
db-pits-range = { $pits } pits a side: endgame databases are built for 1 to { $most } pits
db-describe = the { $stones }-stone database of { $pits }-pit { $rules } boards ({ $size } on disk, { $positions } positions)
db-building = building { $what } on { $threads } threads into { $dir }
db-bar-phase = endgame database, { $stones } stones
db-list-none = no databases
db-list-row = { $pits } pits, { $stones } stones
db-remove-which = say which databases to remove (--rules, --pits, --endgame-stones), --resume for the resume files of solves, or --all for everything
db-removed = removed { $path } ({ $size })
db-none-matched = no database matched in { $dir }
work-expected = { $phase } (expected about { $time })
work-under-a-second = under a second
work-seconds = { $n } s
work-minutes = { $n } min
work-hours = { $n } h

# Resume files of long solves (src/cli/kalah/solve.rs, db.rs)
kalah-solve-resume-every = progress is saved to { $path } ({ $size }) every minute and on Ctrl-C
kalah-solve-resuming = resuming from { $path }: { $proved }; { $nodes } nodes searched in { $time } before
kalah-solve-resume-proved = { $lower } ≤ value ≤ { $upper } proved
kalah-solve-resume-table = its table (the search to the end had not started)
kalah-solve-resume-saved = progress saved to { $path } ({ $size }): run the same command again to resume from it (`gametree kalah db remove --resume` removes it)
kalah-solve-resume-not-saved = progress cannot be saved in { $dir }: { $why }
kalah-solve-resume-refused = { $path } cannot be resumed: { $why }. Run the command that saved it, or remove it: gametree kalah db remove --resume
resume-not-a-file = not a gametree resume file
resume-other-board = it is of { $rules } rules at { $board }
resume-other-setup = it was saved by a solve with { $stones ->
    [0] no database
   *[other] a { $stones }-stone database
} and a table of 2^{ $bits } entries{ $flags ->
    [yes] { " " }(--endgame-stones { $stones } --table-bits { $bits })
   *[no] , which no options of this program give (damaged?)
}
resume-truncated = { $bytes } bytes, expected { $expected } (cut short?)
resume-checksum = its header and table do not match their checksum (damaged?)
resume-bounds = it claims bounds no solve of this board can prove ({ $lower } ≤ value ≤ { $upper }, next guess { $guess }, with { $stones } stones on the board)
resume-stale = left by a solve that was stopped while it saved
db-list-resume = resume files of solves:
db-list-resume-row = { $what }, { $stones ->
    [0] no database
   *[other] { $stones }-stone database
}: { $proved }, { $nodes } nodes in { $time }; { $size }, saved { $age } ago
db-list-resume-broken = cannot be read: { $why }

# What a stopped solve or build keeps (src/cli/kalah/solve.rs, db.rs)
kalah-solve-stopped = { $signal ->
    [hup] stopped by SIGHUP (the terminal closed or the connection dropped)
    [term] stopped by SIGTERM
   *[int] interrupted
} after { $nodes } nodes: { $lower } ≤ value ≤ { $upper } (proved so far)
kalah-solve-split-not-saved = progress is not saved while every move is solved on { $threads } threads: nothing is kept (--threads 1 saves it)
kalah-solve-no-folder = progress is not saved without a folder for it (give --db-dir): nothing is kept
kalah-solve-resume-no-room = its disk has { $free } free, and the resume file takes { $needs }
kalah-solve-resume-untried = no save was made before the stop
kalah-solve-resume-kept-older = progress could not be saved to { $path }: { $why }; the file there holds an earlier save ({ $nodes } nodes, { $age } ago), from which the same command goes on
kalah-solve-resume-lost = progress could not be saved to { $path }: { $why }; nothing is kept: the same command starts from the beginning
kept-not-a-file = its name is taken by { $kind ->
    [pipe] a named pipe
    [device] a device
   *[socket] a socket
}, not a regular file (never opened, so that it cannot keep gametree waiting)
db-stopped = { $signal ->
    [hup] stopped by SIGHUP (the terminal closed or the connection dropped)
    [term] stopped by SIGTERM
   *[int] interrupted
} while building the endgame database
db-stopped-kept = { $stopped }: the finished levels are kept; the same command goes on from { $percent } % ({ $path }: every position with at most { $stones } stones)
db-stopped-not-kept = { $stopped }: the finished levels (at most { $stones } stones) could not be kept in { $dir }: { $why }; the same command goes on from { $percent } %
db-stopped-none = { $stopped }: no level was finished; the same command goes on from { $percent } %
db-starts-from = starting from the { $stones }-stone database in { $dir } ({ $percent } % of the positions)
kalah-solve-beyond = { $stones } stones in { $cells } pits are beyond what the solver can finish here under { $rules } rules: it takes at most { $limit } (the largest board solved, 6×5 under empty capture, took the classic solver 33 minutes and a database of several GB; each further stone multiplies the work)
kalah-solve-beyond-but = { $why }. Other rules finish it: { $rules }
kalah-solve-rules = --rules { $rules }
kalah-solve-rules-timed = --rules { $rules } (about { $time } with its database built)
kalah-solve-or = { $a } or { $b }
work-count = { $unit ->
    [thousand] { $n } K
    [million] { $n } M
    [billion] { $n } G
   *[units] { $n }
}
work-nodes = { $done } nodes, { $rate } nodes/s, { $elapsed }
work-steps = { $done } steps, { $elapsed }
work-positions = { $done } of { $total } positions, { $rate } positions/s, { $left }
work-measuring = measuring the speed
work-left = { $time } left
work-about = about { $n } { $unit ->
    [minutes] min
    [hours] h
   *[seconds] s
}
work-build-time = { $what }: { $time } on { $threads } threads at this machine's speed ({ $rate } positions/s on its first levels)
kalah-solve-larger-database = later solves of this board take about a second with { $what }, built once in minutes: gametree kalah db build --rules { $rules } --pits { $pits } --endgame-stones { $stones }
