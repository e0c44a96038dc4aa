# The picker's live positions (src/tui/picker.rs, src/session/preview.rs).

picker-live-heading = Live positions
picker-live-under = searched when opened
picker-cannot-open-live = a live position opens from the command line's picker (gametree)
position-fact-source = Source
position-fact-evaluation = Evaluation
position-source-kalah = Kalah project chapter 14
position-source-slides = Bondarev, lecture 6 slides «Поиск решений в игровых программах», the minimax example (expansions A-E)
position-fact-rules = Rules
position-fact-search = Search
position-fact-depth = Depth
position-depth-plies = { $depth ->
    [one] 1 ply
   *[other] { $depth } plies
}
position-depth-none = none: to the end of the game
position-rules-kalah = { $rules ->
    [book] the book's (Kalah chapter 14)
    [standard] standard
   *[other] empty-capture
}
position-rules-nim = last one loses (Textbook chapter 3, §3.1)
position-note-kalah-book = The opening under the Kalah chapter's own rules (relay sowing, captures of 2 or 3), searched as deep as opens in under a second: compare its cut-offs with the other two rule sets.
position-note-kalah-standard = The same opening under Kalah as commonly played (a last stone in one's own store moves again): a different tree from the same board.
position-note-kalah-empty-capture = The same opening under the rules of the published solutions of Kalah: the empty-pit capture takes the last stone too.
position-note-kalah-midgame = Eight plies into a game under the book's rules, searched six plies ahead as the Kalah chapter's figures do: the stores are close and the moves differ a lot.
position-note-tictactoe-slides = The position of Bondarev's slides (lecture 6), with their weighted lines, to depth 2: the best move is b2 (node D here; the slides letter its position C), worth 0, as in lecture-tictactoe; the board of the current or selected node is drawn beside the tree.
position-note-nim = Nim with 7 coins searched by alpha-beta to the end: the value -1 says what the AND/OR proof of nim-7 says, that MINUS wins.
position-source-connect4 = not in the texts: Connect Four, with the weighted lines of Bondarev's lecture 6 slides over every four cells in a line
position-note-connect4-threats = X to move on 7×6, searched four plies ahead with the weighted lines: b1 or e1 makes three in a row open at both ends; O can block only one end, so both moves are worth +∞, a win the evaluation alone does not see.
key-practise-entry = open it in practice (gametree practice)
bar-practise = practice

## Who moves first: --to-move (src/cli/position.rs)

position-kalah-to-move = kalah: --to-move south or north (plus and minus are Nim's players)
position-nim-to-move = { $name }: --to-move plus or minus (PLUS and MINUS, as Textbook chapter 3 names the players)

## The live positions' titles ($title: the game and its rules or evaluation)

position-title-kalah-opening = Kalah opening, { $rules } rules
position-title-kalah-midgame = Kalah mid-game, book rules, South to move
position-title-tictactoe-slides = Tic-tac-toe: the slides' position, X to move
position-title-nim = { $title }: searched to the end
position-title-connect4-threats = Connect Four: two threats at once, X to move
key-picker-ends = the first / the last entry
key-picker-pages = a page up / down
