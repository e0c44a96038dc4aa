# max^n (the slides' multi-agent search) in words: the terse line of each
# event (maxn-line-) and the tutor's sentence (maxn-step-).

maxn-line-enter = enter { $node } ({ $player } moves)
maxn-line-generate = generate { $child }, a successor of { $parent }
maxn-line-evaluate = static evaluation of { $node }: { $vector }
maxn-line-provisional = { $node } ({ $player } moves): provisional value { $vector } from { $child }, worth { $worth } to { $player }
maxn-line-leave = leave { $node }: value { $vector }
maxn-line-end = end: value { $vector }; line of play { $line }

maxn-step-enter = The search enters { $node }: { $player } moves here and takes the successor whose vector is largest in { $player }'s own component (the first one on a tie).
maxn-step-evaluate = { $node } is a leaf: its static value is a vector, one value per player ({ $players }): { $vector }.
maxn-step-provisional-first = { $node } ({ $player } moves): its first successor { $child } brings { $vector }, worth { $worth } to { $player }: the provisional vector of { $node } is { $vector }.
maxn-step-provisional = { $node } ({ $player } moves): { $child } brings { $vector }, worth { $worth } to { $player }, more than any successor before it: the provisional vector of { $node } is { $vector }.
maxn-step-end = The search is over: { $node } gets { $vector }. Line of play: { $line }.
maxn-step-line = { $line }.
maxn-line-keep = { $node } ({ $player } moves): { $child } brings { $vector }, worth { $worth } to { $player }; { $node } keeps { $kept }
maxn-step-keep = { $node } ({ $player } moves): { $child } brings { $vector }, worth { $worth } to { $player }, less than the { $best } that { $from } brought: { $node } keeps { $kept }.
maxn-step-tie = { $node } ({ $player } moves): { $child } brings { $vector }, worth { $worth } to { $player }, as much as { $from } brought; on a tie the first is kept, so { $node } keeps { $kept }.
