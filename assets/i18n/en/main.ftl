# Words of the whole program that belong to no screen in particular.
built-without-terminal = this gametree was built without the terminal (the cargo feature `tui`): the tutor and the game screen are not in it; `gametree trace` and `gametree stats` print a search instead
