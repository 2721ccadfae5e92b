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

engine-not-a-move = `{ $input }` is not a move: { $reason }
engine-game-over = the game is over
engine-chance-unresolved = this action is decided by chance; the host must resolve it
engine-write-it-as = write it as `{ $move }`
engine-no-clock = this game has no clock
engine-option-value = option `{ $key }` cannot be `{ $value }`
engine-option-unknown = unknown option `{ $key }` (known: { $known })
engine-option-none = none
engine-option-clock = option `clock` cannot be `{ $value }`: write minutes, or minutes+seconds added per move, e.g. `10+10` (1 to { $max_minutes } minutes, 0 to { $max_seconds } seconds)
engine-no-such-square = there is no such square
engine-square-taken = { $square } is taken
engine-27-full = { $square } is full: all three boards are taken there
engine-27-not-a-square = name a square from a1 to c3, like `b2`
engine-27-off-board = squares run from a1 to c3
engine-mttt-grid-covered = { $square } is in grid { $grid }, which is covered by { $seat }'s big marker: no more moves there
engine-mttt-grid-used = grid { $grid } has already had its move in this string; grids still open: { $open }
engine-mttt-position-used = the { $position } position ({ $cell }) of a grid has already been used in this string; positions used: { $used }
engine-mttt-position-bottom-left = bottom-left
engine-mttt-position-bottom = bottom
engine-mttt-position-bottom-right = bottom-right
engine-mttt-position-left = left
engine-mttt-position-centre = centre
engine-mttt-position-right = right
engine-mttt-position-top-left = top-left
engine-mttt-position-top = top
engine-mttt-position-top-right = top-right
engine-mttt-not-a-square = name a square from a1 to i9, like `e5`
engine-mttt-off-board = squares run from a1 to i9 (files a–i, ranks 1–9)
engine-s7-roll-unresolved = a plain `roll` is decided by the dice: it must be resolved to a total (`roll 2` … `roll 12`) before it is played
engine-s7-two-dice = two dice total 2 to 12
engine-s7-already-thrown = you have already thrown { $total }: now put your counter on one of the highlighted squares
engine-s7-throw-first = throw the dice first: `roll`
engine-s7-box-controlled = { $square } is in box { $box }, which { $seat } controls: nobody may play there
engine-s7-twelve-own = { $square } holds your own counter: with a 12 you take one of { $opponent }'s counters
engine-s7-twelve-empty = { $square } is empty: with a 12 you take one of { $opponent }'s counters
engine-s7-seven = with a 7 you may play on a centre square (*) or anywhere in box 7; { $square } is neither
engine-s7-centre = { $square } is the centre (*) of box { $box }: centres need a 7 or a 2
engine-s7-numbered = with a { $total } you may play on a square numbered { $total } or on a numbered square of box { $total }; { $square } is square { $number } of box { $box }
engine-s7-roll-syntax = two dice total 2 to 12, like `roll 7`
engine-s7-syntax = throw with `roll`, then name a square from a1 to i9, like `e5`
engine-ccc-option-first = option `first` cannot be `{ $value }` (white or black)
engine-ccc-option-flag = option `flag` cannot be `{ $value }` (v1 or v2)
engine-ccc-piece-flat = Flat
engine-ccc-piece-cube = Cube
engine-ccc-piece-small-pyramid = Small Pyramid
engine-ccc-piece-medium-pyramid = Medium Pyramid
engine-ccc-piece-large-pyramid = Large Pyramid
engine-ccc-piece-ring = Ring
engine-ccc-piece-tall-stick = Tall Stick
engine-ccc-piece-short-stick = Short Stick
engine-ccc-piece-rectangle = Rectangle
engine-ccc-piece-nice-flag = Nice Flag
engine-ccc-piece-laying-stick = laying stick
engine-ccc-unit-empty = empty square
engine-ccc-unit-flat-stack = Flat Stack
engine-ccc-unit-constructed-pyramid = Constructed Pyramid
engine-ccc-unit-pyramid-stack = Pyramid Stack
engine-ccc-unit-laying-tall = laying Tall Stick
engine-ccc-unit-laying-short = laying Short Stick
engine-ccc-unit-piece = piece
engine-ccc-pass = you can pass only when no action is legal
engine-ccc-no-ring = there is no Ring of yours on { $square }
engine-ccc-ring-frozen = the Ring on { $square } is frozen next to a Nice Flag
engine-ccc-ring-power = the Ring has only { $power } Power: one Power per shield
engine-ccc-shield-room = { $square } can take only { $room } more shield(s)
engine-ccc-target-empty = { $square } is empty
engine-ccc-target-not-yours = { $square } is not yours: shields go on your own pieces
engine-ccc-name-stick = name the laying stick by its named square { $square }
engine-ccc-stick-full = the stick on { $square } already has all the shields it can hold
engine-ccc-never-shields = a { $piece } never takes shields
engine-ccc-piece-full = the { $piece } on { $square } already has all the shields it can hold
engine-ccc-flag-on-board = your Nice Flag is still on the board: only a destroyed Flag can be restored
engine-ccc-flag-home = the Flag's starting square { $square } must be empty to restore it
engine-ccc-impossible = that action is not possible now
engine-ccc-no-piece = there is no piece on { $square }
engine-ccc-not-yours = the piece on { $square } is not yours
engine-ccc-frozen = the { $piece } on { $square } is frozen: it stands next to a Nice Flag
engine-ccc-name-stick-lowest = name the laying stick by its named square { $square } (its lowest square)
engine-ccc-flag-first-turn = the Nice Flag cannot move on the first turn of the game
engine-ccc-only-flat-hops = only a single Flat can hop
engine-ccc-own-cube = { $square } holds your own Cube: none of your pieces may enter it
engine-ccc-hop = a hop jumps an opponent single Flat onto the empty square just beyond it (the first hop west, east, forward or diagonally forward; then any direction), never over the same square twice
engine-ccc-flat-join = a Flat joins only your own Flat or Flat Stack of at most 4; { $square } cannot be joined
engine-ccc-flat-step = a Flat steps one square west, east, forward or diagonally forward
engine-ccc-flat-stack-step = a Flat Stack steps one square forward or diagonally forward, onto an empty square, an opponent, or your own single Flat (5 Flats at most)
engine-ccc-pyramid-slide = a { $piece } slides diagonally over empty squares and may end on the first occupied square, but never on your own Cube or a smaller Pyramid
engine-ccc-pyramid-stack-step = a Pyramid Stack steps one square in any direction, onto an empty square or an opponent
engine-ccc-cube-move = a Cube moves 1 to 5 squares in a straight orthogonal line to an empty square, never over a standing stick or a Nice Flag
engine-ccc-ring-slide = a Ring slides orthogonally over empty squares to an empty square
engine-ccc-rectangle-step = a Rectangle steps one square in any direction
engine-ccc-flag-leap = a Nice Flag leaps 3 squares one way and 2 at right angles (or 2 then 3), onto an empty square only
engine-ccc-standing-step = a standing stick does not step: it can fall, e.g. `fall { $square } n`
engine-ccc-laying-step = a laying stick does not step: it can roll or stand up
engine-ccc-flat-stack-unstack = a Flat Stack unstacks west, east, forward or diagonally forward
engine-ccc-pyramid-unstack = a Constructed Pyramid unstacks diagonally
engine-ccc-unstack-blocked = unstacking { $piece } { $direction } is blocked: a Flat drops only where the Flats still held are at least the height there, and nothing drops on your own Cube (nor a Pyramid on your own smaller Pyramid)
engine-ccc-cannot-unstack = only a Flat Stack, a Constructed Pyramid or a Pyramid Stack can unstack
engine-ccc-fall-diagonal = a stick falls north, east, south or west
engine-ccc-fall-blocked = the stick cannot fall that way: it must lie wholly on the board and not on your own Cube
engine-ccc-only-standing-falls = only a standing Tall or Short Stick can fall
engine-ccc-only-laying-moves = only a laying stick can roll or stand up
engine-ccc-roll = a laying stick rolls one square sideways (across its length), wholly on the board and not onto your own Cube
engine-ccc-stand = a laying stick stands up on the empty square just beyond either end
engine-ccc-ring-full = the Ring already stores 5 Power
engine-ccc-only-ring-builds = only a Ring can build Power
engine-ccc-not-a-square = `{ $word }` is not a square (a1 to h10)
engine-ccc-not-a-direction = `{ $word }` is not a direction (n, ne, e, se, s, sw, w or nw)
engine-ccc-shield-none = name at least one square to shield
engine-ccc-shield-many = a Ring holds at most 5 Power: at most 5 shields
engine-ccc-hop-long = a hop chain visits at most 17 squares
engine-ccc-syntax = write `e3-e4`, a hop chain `c3-e5-c7`, `unstack e4 n`, `fall c1 n`, `roll c2 e`, `stand c2 c5`, `build b1`, `shield b1 e2 f3`, `restore` or `pass`
engine-cwc-out-of-time = { $seat } is already out of time
engine-cwc-no-start-word = { $seat }'s page has no word short enough to start on a board { $width } cells wide
engine-cwc-page-too-long = { $seat }'s page is too long: { $chars } characters (at most { $max })
engine-cwc-page-empty = { $seat }'s page is empty
engine-cwc-page-rows = { $seat }'s page has { $rows } rows (at most { $max })
engine-cwc-page-no-word = { $seat }'s page has no word of two or more letters to play
engine-cwc-syntax = write the word, the square of its first letter and `across` or `down`, like `garden e7 down`, or `pass`
engine-cwc-letters-only = a word is made of letters only
engine-cwc-square-syntax = name the square of the first letter with a file letter and a rank number, like `e7`
engine-cwc-direction = the direction is `across` or `down`
engine-cwc-word-too-long = that word has { $letters } letters; no board holds a word longer than { $max }
engine-cwc-single-letter = single letters can never be played: a word needs two or more letters
engine-cwc-not-on-page = “{ $word }” is not on your page
engine-cwc-used = “{ $word }” has already been used
engine-cwc-not-playable = “{ $word }” is not the playable word of any row: each row offers only its first unused word of two or more letters
engine-cwc-extra-only = this extra turn (combo { $combo }) allows only { $requirement }
engine-cwc-need-any-playable = any playable word
engine-cwc-need-any-unused = any unused word of the page
engine-cwc-need-at-most = at most { $max } letters
engine-cwc-need-lengths = { $lengths } letters
engine-cwc-lengths-none = no
engine-cwc-lengths-or = { $init } or { $last }
engine-cwc-need-start = a word starting with { $letter }
engine-cwc-off-board = “{ $word }” from { $square } { $direction } does not fit on the board
engine-cwc-captured = { $square } is captured: no word may enter a captured cell
engine-cwc-clash = { $square } already holds { $letter }
engine-cwc-no-own = the word must cross one of your own letters
engine-cwc-nothing-new = the word must add at least one new letter
engine-cwc-touches-letter = the new letter at { $square } would touch { $seat }'s letter at { $other }; only a word that crosses an opponent's letter may touch them
engine-cwc-touches-captured = the new letter at { $square } would touch { $seat }'s captured cell at { $other }; only a word that crosses an opponent's letter may touch them
# end of engines

## Pictures: text drawn into boards (src/render)

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

