### boardbot — English (the source; every other language has exactly its messages)
### Messages are grouped by where the code uses them. Keep ids in the same order in every file.

## Shared words

i18n-sample = { $name } has { $count ->
    [one] { $count } game
   *[other] { $count } games
} ({ $game }).
i18n-sample-nested = nested

# end of shared

## Engines: refused moves and options (src/games)

# end of engines

## Pictures: text drawn into boards (src/render)

picture-points = { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
picture-ccc-last = Last: { $side } played { $move }
picture-ccc-no-moves = No moves yet. White is at the bottom.
picture-ccc-quiet = quiet plies { $plies }/100
picture-ccc-text-last = last: { $side } { $move }
picture-cwc-extra-turn = Extra turn, { $extra }
picture-cwc-extra-turn-then = Extra turn, { $extra } (then combo { $combos })
picture-cwc-last-word = Last word ({ $seat }): +{ $points } points
picture-cwc-last-word-combo = Last word ({ $seat }): +{ $points } points, combo { $combos }
picture-cwc-turns-left = Turns left: red { $red }, black { $black }
picture-cwc-out-of-time = { $seat } is out of time
picture-cwc-no-turn-limit = No turn limit
picture-cwc-combo = combo { $combo }: { $requirement }
picture-cwc-needs-playable-word = any playable word
picture-cwc-needs-unused-word = any unused word of the page
picture-cwc-needs-at-most = at most { $letters } letters
picture-cwc-needs-lengths = { $lengths } or { $last } letters
picture-cwc-needs-length = { $letters } letters
picture-cwc-needs-no-length = no length
picture-cwc-needs-letter = a word starting with { $letter }
picture-cwc-page-title = { $seat }'s page
picture-cwc-page-legend = highlighted: playable   struck: used   coloured: combo 4/5
picture-mega-string = String
picture-mega-game-over = game over
picture-mega-progress = move { $move } of { $length }
picture-mega-positions-used = positions used
picture-mega-open-grids = open grids
picture-mega-rule-8 = Rule 8:
picture-mega-rule-8-used = used positions
picture-mega-rule-8-allowed = allowed
picture-mega-grid = grid { $grid }
picture-mega-text-big-markers = big markers: { $markers }
picture-mega-text-none = none
picture-mega-text-string = string: move { $move } of { $length }; open grids { $open }; positions used { $used }
picture-mega-text-string-rule-8 = string: move { $move } of { $length }; open grids { $open }; positions used { $used } (rule 8: used positions allowed)
picture-super-seven-box = box { $box }
picture-super-seven-throw = Throw
picture-super-seven-boxes-won = Boxes won
picture-super-seven-turn = Turn
picture-super-seven-game-over = game over
picture-super-seven-takes = takes a counter
picture-super-seven-places = places a counter
picture-super-seven-no-move = no move: throw
picture-super-seven-throw-count = { $throw } of { $max } for { $seat }
picture-super-seven-passed = { $seat } passed
picture-super-seven-to-roll = { $seat } to roll
picture-super-seven-wins = { $seat } wins
picture-super-seven-draw = draw
picture-super-seven-text-threw = { $seat } threw { $total }: place on one of { $squares }
picture-super-seven-text-to-roll = { $seat } to roll (throw { $throw } of { $max })
picture-twenty-sevens-board = Board { $board } · { $level }
picture-twenty-sevens-bottom = bottom
picture-twenty-sevens-middle = middle
picture-twenty-sevens-top = top
picture-twenty-sevens-stack = The stack in 3D
picture-replay-status = Replay · { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    }
# end of pictures

## Pickers: buttons and menus (src/input)

# end of pickers

## Commands: names, descriptions, options, choices (src/discord/commands.rs)

# end of commands

## Host: refusals and views (src/host)

# end of host

## Discord replies, embeds and buttons (src/discord)

# end of discord

## Terminal (src/terminal)

# end of terminal

## Rules (/rules): markdown, one message per game

# end of rules

