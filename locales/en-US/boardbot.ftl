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

picker-ccc-pass = Pass (nothing else is legal)
picker-ccc-must-pass = Nothing you have can act: you must pass.
picker-ccc-actions = { $count ->
        [one] { $count } action
       *[other] { $count } actions
    }
picker-ccc-pick-piece-menu = Pick a piece to move or use…
picker-ccc-restore = Restore the Nice Flag
picker-ccc-pick-piece = Pick one of your pieces.
picker-ccc-empty-square = empty square
picker-ccc-flat = Flat
picker-ccc-flat-stack = Flat Stack
picker-ccc-constructed-pyramid = Constructed Pyramid
picker-ccc-pyramid-stack = Pyramid Stack
picker-ccc-laying-tall-stick = laying Tall Stick
picker-ccc-laying-short-stick = laying Short Stick
picker-ccc-cube = Cube
picker-ccc-small-pyramid = Small Pyramid
picker-ccc-medium-pyramid = Medium Pyramid
picker-ccc-large-pyramid = Large Pyramid
picker-ccc-ring = Ring
picker-ccc-tall-stick = Tall Stick
picker-ccc-short-stick = Short Stick
picker-ccc-rectangle = Rectangle
picker-ccc-nice-flag = Nice Flag
picker-ccc-laying-stick = laying stick
picker-ccc-piece = piece
picker-ccc-stack = { $piece } ({ $count })
picker-ccc-ring-power = Ring, { $power } Power
picker-ccc-unstack = Unstack { $direction }
picker-ccc-fall = Fall { $direction }
picker-ccc-roll = Roll { $direction }
picker-ccc-stand = Stand up on { $square }
picker-ccc-build = Build 1 Power
picker-ccc-hop-over = hop over the Flat on { $square }
picker-ccc-move = move
picker-ccc-attack = attack { $side }'s { $piece }
picker-ccc-crush = crush your { $piece }
picker-ccc-go-on-top = go on top of your { $piece }
picker-ccc-attack-own = attack your own { $piece }
picker-ccc-join = join your { $piece }
picker-ccc-piece-on = { $piece } on { $square }
picker-ccc-to-hop-on = to { $square } … (hop on?)
picker-ccc-to = to { $square }
picker-ccc-act-menu = Move or use a power…
picker-ccc-cast-menu = Cast shields on…
picker-ccc-pick-action = { $piece }: pick an action.
picker-ccc-hop-prompt = Hop from { $from } to { $to }: stop there or hop on?
picker-ccc-chain-menu = Where does the chain stop?
picker-ccc-stop-on = Stop on { $square }
picker-ccc-hops = { $count ->
        [one] { $count } hop
       *[other] { $count } hops
    }
picker-ccc-add-shields = { $count ->
        [one] +{ $count } shield on { $square }
       *[other] +{ $count } shields on { $square }
    }
picker-ccc-cast = Cast: { $move }
picker-ccc-cast-or-add-last = { $move }: cast it, or add shields (adding now casts at once).
picker-ccc-cast-or-add = { $move }: cast it, or add more shields.
picker-ccc-add-menu = Add shields on…
picker-cwc-points = +{ $points } points
picker-cwc-combos = combo { $combos }
picker-cwc-no-capture = no capture, no combo
picker-cwc-more = ({ $count } more: type them with /move)
picker-cwc-extra-turn = Extra turn ({ $extra })
picker-cwc-turn = { $seat }'s turn
picker-cwc-pass = Pass
picker-cwc-write = Write a word…
picker-cwc-write-or-pass = { $turn }: write a word from your page, or pass.
picker-cwc-nothing-fits = { $turn }: none of your words fits anywhere now, so pass.
picker-cwc-places = { $count ->
        [one] { $count } place
       *[other] { $count } places
    }
picker-cwc-which-word = { $turn }: which word?
picker-cwc-word-menu = Word
picker-cwc-where = Where does “{ $word }” go? First letter's square.
picker-cwc-place-menu = Square and direction
picker-mega-pick-grid-rule-8 = Pick a grid (rule 8: used positions are allowed this move).
picker-mega-pick-grid = Pick a grid: the ones open in this string are enabled.
picker-mega-pick-section = Grid { $grid }: pick a section.
picker-super-seven-roll = Roll the dice
picker-super-seven-throw = Throw the dice.
picker-super-seven-box = Box { $box }
picker-super-seven-box-squares = Box { $box } · { $count ->
        [one] { $count } square
       *[other] { $count } squares
    }
picker-super-seven-pick-box = You threw { $total }: pick a box, then the square to place (the board highlights them).
picker-super-seven-pick-box-take = You threw { $total }: pick a box, then the square to take (the board highlights them).
picker-super-seven-take = take { $square } · { $number }
picker-super-seven-pick-square = Box { $box }: pick the square to place.
picker-super-seven-pick-square-take = Box { $box }: pick the square to take.
picker-twenty-sevens-full = { $square } full
picker-twenty-sevens-pick = Pick a square; your piece drops to the lowest free board.
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

