# The position on the game screen as a command line (`y`, and `q` prints
# it): `gametree kalah --board … --to-move …` starts the game there again.

## The key

key-position-line = this position as a command line (q prints it too)
bar-position-line = position

## The box `y` opens

line-box-title = Position
line-box-what = The game from this position, with these settings:
line-box-copied = Offered to the clipboard (OSC 52): the terminal may ignore it.
line-box-keys = q quits and prints it · Esc or y closes this box

## The command line

nim-coins-to-start = a game of Nim starts with 2 to 30 coins, not { $coins }; a pile of 0 or 1 is a game already over (give --to-move to show it)
