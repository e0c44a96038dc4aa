# The configuration file (src/config): what is wrong in one, worded by
# src/config/problem.rs, `gametree config path|init`, and the comments of
# the file `config init` writes (src/config/template.rs).

## Where, then what

config-invalid = { $file }:{ $line }:{ $column }: { $problem }
config-not-utf8 = the file is not UTF-8 text from here on: save it as UTF-8
config-unknown-key = unknown key `{ $key }`, expected one of { $expected }
config-duplicate-key = `{ $key }` is given twice: give it once
config-no-version = the file has no `version`: write `version: { $reads },` first (this release of gametree reads version { $reads })
config-newer-version = version { $found } of the configuration file is newer than this release of gametree reads (version { $reads }): update gametree, or write the file for version { $reads }
config-bad-version = `version` is { $found }, expected a version number: this release of gametree reads version { $reads }
config-bad-choice = `{ $key }` is { $found }, expected one of { $expected }
config-bad-speed = `speed` is { $found }, expected a whole number from 1 (the slowest) to { $most } (the fastest)
config-bad-size = `max_tree_memory` is { $found }, expected a size such as "1GiB", "512MiB", "800MB", or a number of bytes
config-bad-idle = `serve_idle` is { $found }, expected a time from 1s to 24h such as "30m", "90s", "2h", or a number of minutes
config-bad-folder = `db_dir` is { $found }, expected a folder in quotes such as "~/gametree/kalah"
config-keys-not-a-map = `keys` is { $found }, expected actions and their keys in braces such as { "{" } "quit": "x", "forward": ["Right", "l"] { "}" }
config-unknown-action = unknown action `{ $action }` in `keys`, expected one of { $expected }
config-duplicate-action = the action `{ $action }` is given twice in `keys`: give it once, with all its keys in a list
config-unknown-key-name = "{ $key }" is no key: expected one character such as "q", "Q" or "+", or one of { $names } (Ctrl and Alt combinations cannot be bound)
config-not-a-key = the keys of `{ $action }` are { $found }, expected a key in quotes such as "q" or a list of keys such as ["Right", "l"]
config-no-keys = the action `{ $action }` is given no key: give it one or more, or leave it out to keep its own
config-key-twice = the key "{ $key }" is given to both `{ $first }` and `{ $second }`: give it to one of them
# What the file gives where something else was expected.
config-found = { $kind ->
    [text] "{ $text }"
    [number] { $text }
    [list] a list
    [map] a map
    [nothing] None
   *[unit] ()
}

## gametree config path|init

config-no-folder = this system has no configuration folder: name a file with --config FILE or the GAMETREE_CONFIG variable
config-exists = { $file } exists already: edit it, or move it away to write a new one
config-dangling-link = { $file } is a link to { $target }, which does not exist: give --force to write the file there (its folder made), or remove the link
config-folder-is-a-file = { $folder } is a file, so the configuration's folder cannot be made: move the file away, or name another file with --config FILE
config-unwritable = { $file }: { $error }
config-written = wrote { $file }: every setting is in it, commented; edit it, then check it with any command

## The comments of the file `config init` writes; values and flags are
## not translated.

config-init-head =
    The configuration of gametree, version { $version } of the format.
    Every key but `version` may be left out or commented out with //, and then takes its default. A flag on the command line beats the file, and the file beats the environment. `gametree config path` prints where the file is read from; --config FILE reads another, --no-config none.
config-init-version = The version of this file's format (this release reads version { $version }).
config-init-rule = The pruning rule of alpha-beta: "equality" cuts when v ≥ β at MAX and v ≤ α at MIN, as the chapters do; "strict" only when v > β and v < α. One of { $values }. Flag: --rule (--strict is --rule strict).
config-init-cut-names = Which names the cut-offs go by: "chapters" (a cut at MAX, v ≥ β, is a β-cutoff) or "slides" (the slides' pseudocode swaps the names). One of { $values }. Flag: --cut-names.
config-init-lang = The language of everything the program says: one of { $values }. Left out: from LC_ALL, LC_MESSAGES or LANG, else English. Flag: --lang.
config-init-theme = The colours: for a dark terminal, for a light one, or "high-contrast" for a projector (no colours, only bold and reversed text). One of { $values }. Flag: --theme.
config-init-symbols = The symbols on screen: "unicode" (▲ ▼ ✂ ★), or "ascii" for a PC whose font lacks them. One of { $values }. Flag: --symbols.
config-init-algorithm = The algorithm the tutor and the commands open a tree with when none is asked for: one of { $values }. Left out: alpha-beta, expectimax on a tree with chance nodes, a course file's own agent. Flag: --algo.
config-init-speed = How fast the tutor plays a search (p): a whole number from 1, the slowest, to { $most }, the fastest. Flag: --speed.
config-init-color = Colours on screen: "auto" (unless the NO_COLOR variable is set), "always" or "never". One of { $values }. Flag: --color (--no-color is --color never).
config-init-db-dir = The folder of the Kalah endgame databases: ~/ is the home folder, and a relative folder starts at this file's folder. Left out: the platform's cache folder, as below. Flag: --db-dir.
config-init-max-tree-memory = The most memory a move tree (t and T on the game screen) may take: a size such as "1GiB", "512MiB", "800MB", or a number of bytes. Left out: the GAMETREE_MAX_TREE_MEMORY variable, else 1GiB. Flag: --max-tree-memory.
config-init-serve-idle = How long a student of `gametree serve` may sit with no key pressed and nothing new on their screen before their session is closed: a time from 1s to 24h such as "30m", "90s", "2h", or a number of minutes. Left out: the GAMETREE_SERVE_IDLE variable, else 30m. Flag: serve --idle.
config-init-keys =
    The keys of every screen: an action and the key, or the list of keys, that do it instead of its own keys, on every screen where it acts; an action left out keeps its keys (gametree keys lists them all). A key is one character ("q", "Q", "+") or one of { $names }.
    The actions: { $actions }.
