# What frames every screen (src/tui/chrome.rs) and the scenario picker
# (src/tui/picker.rs).

## A terminal smaller than the screens are laid out for

too-small = The window is too small.
too-small-enlarge = Please enlarge the window to at least { $width }×{ $height }.
too-small-now = It is { $width }×{ $height } now.
too-small-quit = Press q to quit.

## The help overlay

help-title = Keys · any key closes this help
help-title-scrolls = Keys · { $keys } scroll · any other key closes
help-rows = lines { $from }–{ $to } of { $all }
key-help-lines = a line up / down
key-help-pages = a page up / down
key-help-ends = to the top / to the end
key-help-close = close the help (any other key too)
key-help-quit = close the help and quit

## The scenario picker

picker-title = Scenarios · Enter opens
picker-broken = (does not load: see the error)
picker-source = Source:{ " " }
picker-folder-unreadable = cannot read the folder { $folder }: { $error }
