### boardbot — English (the source; every other language has exactly its messages)
### Messages are grouped by where the code uses them. Keep ids in the same order in every file.

## Engines: refused moves and options (src/games)

engine-not-a-move = `{ $input }` is not a move: { $reason }
engine-game-over = the game is over
engine-chance-unresolved = this action is decided by chance; the host must resolve it
engine-write-it-as = write it as `{ $move }`
engine-clock-not-running = only the clock of the player to move runs
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
picture-replay-ply = Ply { $ply } of { $plies } · { $move }
picture-replay-status = Replay · { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    }
analysis-chart-title = Game { $game } · { $kind } · the AI's analysis
analysis-chart-axis-plies = Ply
analysis-chart-axis-chance = Chance to win for { $name }
analysis-percent = { $value } %
analysis-chart-footer = { $status } · rings: inaccuracy, mistake, blunder
# end of pictures

## Alt text: boards in words for screen readers (src/games/describe.rs, src/host/views.rs)

describe-empty = empty
describe-held = { $seat } on { $cells }
describe-part = { $part }: { $content }
describe-grid = grid { $grid }
describe-grid-won = grid { $grid }, won by { $seat }
describe-open-grids = open for the next move: grid { $grids }
describe-box = box { $number }
describe-box-held = box { $number }, held by { $seat }
describe-throw = { $seat } threw { $total }
describe-side = { $seat }
describe-row = row { $row }
alt-board = { $game } board. { $status }.
alt-last-move = Last move: { $move }.
alt-score = Score: { $first } { $first-points }, { $second } { $second-points }.
alt-position = Position: { $position }.
alt-page = Your page, playable words: { $words }.
alt-analysis-chart = Chart of { $first }'s chance to win over { $plies ->
        [one] 1 ply
       *[other] { $plies } plies
    }, as the AI judged it: { $start } at the start, lowest { $low } after ply { $low-ply }, highest { $high } after ply { $high-ply }, { $end } at the end. { $status }.
alt-analysis-chart-no-moves = Chart of { $first }'s chance to win, as the AI judged it: { $start }, and no move was made. { $status }.
alt-analysis-rings = Rings mark the costly moves: { $tallies }.
alt-analysis-tally = { $name }: { $inaccuracies ->
        [one] 1 inaccuracy
       *[other] { $inaccuracies } inaccuracies
    }, { $mistakes ->
        [one] 1 mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [one] 1 blunder
       *[other] { $blunders } blunders
    }
alt-replay = Replay of { $game }, { $plies ->
    [one] 1 ply
   *[other] { $plies } plies
}. At the end: { $board }

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

cmd-play = Challenge someone to a game in this channel, or practise against the AI.
cmd-play-game = Which game
cmd-play-opponent = Who you want to play (or me, the bot, for the AI)
cmd-play-ai = Play the AI at this level instead of a person
cmd-play-ai-easy = easy
cmd-play-ai-medium = medium
cmd-play-ai-hard = hard
cmd-play-options = Game options as key=value, e.g. diamond=1 or clock=10+10 (see /rules)
cmd-play-rated = Whether the game changes ratings (default: yes; AI games as the server says)
cmd-play-time = Time per move, 5m to 14d (e.g. 30m, 2h, 3d), or a clock such as 10+5 (default: the server's)
cmd-move = Make a move in this channel's game.
cmd-move-move = Your move, e.g. b2 (start typing to see the legal ones)
cmd-move-compliment = CCC's Nice Flag: a compliment for your opponent
cmd-board = Show this channel's game again.
cmd-board-text = Privately, as text, as the terminal shows it (for screen readers)
cmd-page = See your own page privately (Cross Words Combat).
cmd-hint = Practice games against the AI: suggest a move.
cmd-resign = Resign this channel's game.
cmd-draw = Offer a draw, or accept your opponent's offer.
cmd-takeback = Take back your last move: right after it, or on your turn with the reply (the AI always agrees)
cmd-rules = How to play a game.
cmd-rules-game = Which game
cmd-leaderboard = The best players of this server at a game.
cmd-leaderboard-scope = This server's ratings, or the boardbot-wide ones (games in DMs and servers that share)
cmd-leaderboard-scope-server = this server
cmd-leaderboard-scope-everywhere = everywhere
cmd-leaderboard-game = Which game
cmd-leaderboard-me = Open the page of the leaderboard that holds you
cmd-games = Every game being played in this server, with links to their channels.
cmd-games-mine = Show your own games in every server and DM instead, your turn first.
cmd-stats = A player's ratings and results in this server.
cmd-stats-user = Whose stats (you, if empty)
cmd-abort = Moderators: stop this channel's game or challenge (no result, no rating change).
cmd-settings = Moderators: show or change this server's settings.
cmd-settings-turn-timer = Time per move for new games, e.g. 30m, 24h, 3d
cmd-settings-rate-ai-games = Whether games against the AI count for ratings
cmd-settings-challenge-cooldown = After a decline, how long until the same player may challenge again, e.g. 10m
cmd-settings-threads = Whether each accepted challenge opens a thread for its game
cmd-settings-public-pages = Whether this server has public web pages: leaderboards and finished games
cmd-settings-palette = Colours of the sides on this server's boards
cmd-settings-rated-takebacks = Whether players may take moves back in rated games (never in tournaments)
cmd-settings-everywhere = Whether this server's rated games also count in the boardbot-wide leaderboard
cmd-settings-palette-classic = classic (red and blue)
cmd-settings-palette-colour-blind = colour-blind safe (vermillion and blue)
cmd-blocks = The players you have blocked from challenging you here; lift a block.
cmd-blocks-unblock = Let this player challenge you again
cmd-challenges = Take challenges in this server, or stop all of them.
cmd-challenges-accept = false: nobody can challenge you here; true: challenges are welcome again
cmd-history = A player's recent finished games in this server, newest first.
cmd-history-user = Whose games (yours, if empty)
cmd-history-game = Only this game
cmd-replay = Replay a game as an animated GIF, with its moves and how to check them.
cmd-replay-number = The game's number (see /history)
cmd-analyze = The AI's analysis of a finished game: a win-chance chart and the moves that cost the most.
cmd-analyze-number = The game's number (see /history)
cmd-help = How to start a game, and what each command does.
cmd-preferences = Your own settings: your pictures' colours, a confirm step for board buttons, reminders and DMs.
cmd-preferences-palette = Colours of the sides in pictures only you see (your page, analyses, live replays)
cmd-preferences-palette-classic = classic (red and blue)
cmd-preferences-palette-colour-blind = colour-blind safe (vermillion and blue)
cmd-preferences-confirm = Show a move made with the board's buttons first, with Confirm and Cancel
help-title = How to play with boardbot
help-start = Start a game with `/play`: pick a `game` and an `opponent`, who accepts with the button under your challenge, or an `ai` level to play the bot at once.
    Make your moves with `/move` (start typing to see the legal ones) or with the buttons under the board. `/rules` explains each game.
help-commands = **Commands**
help-command = `/{ $command }` — { $description }
help-anywhere = **Anywhere**: add boardbot to your account and play in any DM, group DM or server that allows external apps; your friend needs no install and plays with the buttons. Games outside servers count in one boardbot-wide rating (`/leaderboard` there). Where the bot is not a member it can only answer you: a game that ends on time shows its result at the next click or command, and a turn reminder comes as a direct message from the bot (if you accept those). Tournaments and threads need a server that invited the bot.
help-privacy = **Your data**: to host games and rank players the bot keeps your games and their moves, your ratings and their history, your tournament entries and your challenge settings, for as long as it hosts this server's games. `/privacy export` sends you all of it as a file only you see; `/privacy delete` erases you (your opponents keep their games, with you as an anonymous player).
cmd-privacy = Your data: what the bot keeps about you
cmd-privacy-export = Everything the bot keeps about you, as a JSON file only you see
privacy-export-ready = Here is everything boardbot keeps about you: your games with their moves, ratings and their history, tournament entries and challenge settings (JSON; the format is described in the README).
cmd-privacy-delete = Erase everything the bot keeps about you (it asks first)
privacy-delete-confirm = This erases you from boardbot everywhere: your games in progress are resigned; in finished games and tournaments you become an anonymous player, so your opponents keep their history and ratings; your ratings, their history, your preferences and your challenge settings are removed. It cannot be undone. Erase everything?
privacy-delete-yes = Erase everything
privacy-delete-no = Keep my data
privacy-delete-kept = Nothing was erased.
privacy-deleting = Erasing…
privacy-deleted = Done. Your games now show { $name } in your place, and nothing else about you is kept. If you play again, you start afresh.
privacy-not-yours = Only the person who asked can answer this.
# end of commands

## Host: refusals and views (src/host)

duration-seconds = { $n ->
        [one] { $n } second
       *[other] { $n } seconds
    }
duration-minutes = { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    }
duration-hours = { $n ->
        [one] { $n } hour
       *[other] { $n } hours
    }
duration-days = { $n ->
        [one] { $n } day
       *[other] { $n } days
    }
host-cannot-set-up = That game can't be set up: { $why }.
host-hints-practice-only = Hints are only for unrated practice games against the AI.
host-no-hint = There is no move to suggest right now.
host-unknown-game-number = I don't know a game number { $game } in this server. /history lists the numbers of finished games.
host-replay-never-started = Game { $game } never started: it was a challenge, with no moves to replay.
host-replay-still-playing = Game { $game } is still being played: only its two players can replay it before it ends. Everyone can once it's over.
host-analysis-not-finished = Game { $game } is still being played: it can be analysed once it's over. Until then an analysis would show a player the opponent's secrets or the dice to come.
host-challenge-yourself = You can't challenge yourself. Pick another player in this server.
host-challenge-bot = Bots can't accept challenges. Challenge a person in this server.
host-challenge-answered = This challenge has already been answered.
host-only-challenged-accepts = Only { $name } can accept this challenge.
host-challenge-expired = This challenge has expired. Start a new one with /play.
host-only-players-answer = Only the two players can answer this challenge.
host-not-accepted-yet = The challenge here hasn't been accepted yet.
host-bot-throws-dice = The bot throws the dice: play `roll` and it draws your throw fairly.
host-compliment-needed = The Nice Flag moves with a compliment for your opponent: use /move with the `compliment` option (in the terminal: `MOVE | your compliment`).
host-compliment-too-long = Please keep the compliment under { $max } characters.
host-game-over = That game is over.
host-not-playing = You're not playing in this game.
host-draw-already-offered = You've already offered a draw; your opponent can accept it with /draw.
host-takeback-nothing = There is no move of yours to take back yet.
host-takeback-dice-passed = Your last turn was passed by the dice, so there is no move of yours to take back.
host-takeback-time-out = A time-out can't be taken back.
host-takeback-already-asked = You've already asked; your opponent can accept or decline under your request.
host-takeback-pending = { $name } has asked for a takeback: accept or decline it under their request first.
host-takeback-replied = { $name } has already begun their turn: once it's your turn, /takeback takes back your move and their reply.
host-takeback-lapsed = This request has lapsed: the game has moved on (or ended) since it was made.
host-takeback-answered = This request has already been answered.
host-takeback-own-request = This is your own request: your opponent answers it.
host-takeback-tournament = Tournament games can't be taken back.
host-takeback-rated = This server doesn't allow takebacks in rated games (moderators can change that in /settings). Casual games and games against the AI allow them.
host-nothing-private = This game has nothing private to show: everything is on the board.
host-abort-moderators-only = Only moderators (members with the Manage Server permission) can abort a game.
host-turn-timer-range = The turn timer must be between 1 minute and 30 days.
host-play-time-range = The time per move must be between { $min } and { $max }.
host-game-gone = That game no longer exists.
host-not-your-turn = It's not your turn: { $name } is to move.
host-the-game-is-over = The game is over.
host-no-dms = That works only in a server.
host-history-own-outside-servers = Outside servers you can see your own history only.
host-settings-moderators-only = Only moderators (members with the Manage Server permission) can change settings.
host-option-belongs-to-opponent = The option `{ $key }` is your opponent's to choose, not yours. Leave it out; they can set their own when they challenge you.
host-settings-need-server = Settings belong to a server; use this command in one.
host-channel-busy = This channel already has a game or a challenge. Finish it first, or start a thread for a second game.
host-no-game-here = There's no game in this channel. Start one with /play.
host-stale-board = This board is out of date: the game has moved on. Use /board to see the current one.
host-not-a-move = `{ $input }` isn't a move here: { $reason }.
host-illegal-move = `{ $input }` isn't legal: { $reason }.
host-cooldown = { $name } declined your last challenge. You can challenge them again in { $wait }.
host-too-many-challenges = You already have { $max } challenges waiting for an answer in this server. Send another once one is answered or lapses (or withdraw one with its Decline button).
host-own-challenge-block = This is your own challenge: to withdraw it, use Decline.
host-only-challenged-blocks = Only { $name } can decline and block this challenge.
host-not-blocked = That player isn't blocked: nothing to lift. /blocks lists your blocks.
host-cooldown-range = The challenge cooldown must be between 0 (none) and 30 days.
host-not-taking-challenges = { $name } isn't taking challenges right now, so your challenge can't be sent. Try someone else, or practise against the AI.
host-blocks-need-server = Blocks and challenge choices belong to a server; use this command in one of its channels.
host-rematch-finished-only = Only a finished game can be played again.
host-rematch-players-only = Only the two players of this game can ask for a rematch.
host-rematch-lapsed = That rematch has lapsed: another game has started in this channel since. Start a new one with /play.
view-challenge = { $challenger } challenges { $challenged } to a game of { $game } ({ $terms }). { $challenged }, will you play?
view-challenge-declined = The { $game } challenge was declined.
view-challenge-expired = The { $game } challenge to { $challenged } expired unanswered.
view-challenge-withdrawn = The { $game } challenge was withdrawn by a moderator.
view-challenge-accepted = { $challenged } accepted the { $game } challenge.
view-dice-seed = Dice seed: `{ $seed }` (its SHA-256 is `{ $commitment }`). Check every throw with any SHA-256 tool, or feed this game's moves with plain `roll` lines to `boardbot referee { $game } --seed { $seed }`.
view-dice-commitment = Dice commitment (SHA-256 of the secret seed): `{ $commitment }`. The seed is revealed when the game ends.
view-terms-rated = rated
view-terms-casual = casual
view-terms-per-move = { $duration } a move
view-terms-own-option = { $key }: their own
view-seat = { $name } ({ $seat })
view-to-move = { $who } to move
view-to-move-draw-offer = { $who } to move · { $offerer } offers a draw
view-game-over = Game over
view-wins = { $who } wins
view-wins-score = { $who } wins, { $first }–{ $second }
view-resigned = { $loser } resigned · { $who } wins
view-out-of-time = { $loser } ran out of time · { $who } wins
view-draw-agreed = Draw agreed
view-draw-agreed-score = Draw agreed, { $first }–{ $second }
view-draw = Draw
view-draw-score = Draw, { $first }–{ $second }
view-aborted-moderator = Aborted by a moderator · no result
view-aborted-vanished = Aborted: its channel or server is gone · no result
view-aborted-resigned-early = Aborted: a player resigned before both had moved · no result
view-aborted-slow-start = Aborted: the first moves were not made in time · no result
view-aborted-early = Aborted before both players had moved · no result
view-game-status = Game { $status }
view-clocks = clocks: { $list }
view-clock-out = { $name } out of time
view-clock = { $name } { $time }
view-status-with-clocks = { $status } · { $clocks }
replay-file-header = Game { $game } · { $kind } · { $first } ({ $first-seat }) vs { $second } ({ $second-seat })
    { $status }
    { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    }
thread-name = { $first } vs { $second } · { $game }
ai-name = boardbot ({ $level })
ai-compliment-1 = Your pieces are arranged with real taste.
ai-compliment-2 = I admire how calmly you play.
ai-compliment-3 = That was a lovely move of yours.
ai-compliment-4 = Playing you is a pleasure.
# end of host

## Discord replies, embeds and buttons (src/discord)

board-title = { $game } · { $first } vs { $second }
board-turn-ends = Turn ends { $when }
board-score = Score
board-recent-moves = Recent moves
board-move-number = Move
board-fair-dice = Fair dice
board-your-move = { $mention }, your move.
board-game-over = Game over: { $status }
board-compliment = 💐 { $from } to { $to }: “{ $compliment }”
button-rematch = Rematch
button-accept-draw = Accept draw
button-offer-draw = Offer draw
button-resign = Resign
button-your-page = Your page
button-takeback = Take back
button-play-in-discord = Play in Discord
cmd-launch-description = Open the live board in Discord and play there
button-takeback-accept = Accept takeback
button-takeback-decline = Decline
button-accept = Accept
button-decline = Decline
button-decline-block = Decline and block
button-previous = ◀ Previous
button-next = Next ▶
button-replay = Replay
challenge-lapses = The challenge lapses { $when }.
reminder = { $mention }, a reminder: your { $game } turn ends { $when }. Use /board to see the game.
reminder-dm = Your turn in { $game } ends { $when }. Play it where the game is: a button on its last board, or /board there.
leaderboard-empty = No rated games yet. Be the first: /play
leaderboard-row = **{ $rank }.** { $name } — { $rating } ({ $wins }W { $losses }L { $draws }D)
games-none = No games are being played here right now. Start one with /play.
games-waiting = waiting for { $name } to accept
games-to-move = { $name } to move
games-finishing = finishing
games-paused = paused: its rules file failed; waiting for its designer's fixed version
games-lapses = {" "}· lapses { $when }
games-turn-ends = {" "}· turn ends { $when }
games-row = **{ $game }** #{ $number } · { $first } vs { $second } · { $state }{ $until } · { $channel }
games-title = Live games in this server ({ $count })
games-page = Page { $page } of { $pages }
games-mine-title = Your games ({ $count }) · your turn in { $mine }
games-mine-none = You are not playing any game right now. Start one with /play.
games-mine-your-turn = **Your turn**
games-mine-their-turn = **Waiting for your opponent**
games-mine-row = **{ $game }** against { $opponent } · { $where } · { $until } · [board]({ $link }){ $live }
games-mine-turn-ends = turn ends { $when }
games-mine-no-limit = no time limit
games-mine-paused = paused: its rules file failed; no time runs until its designer's fixed version comes
games-mine-live = {" "}· [live board]({ $url })
games-mine-other-server = another server
games-mine-bot-dm = DM with the bot
games-mine-private-chat = group DM or DM
rematch-offer = { $name } offers a rematch. { $mention }, click Rematch to play again, seats swapped (the offer lapses { $when }).
apology = Sorry, something went wrong on our side. Nothing was changed; please try again in a moment.
answer-failed = Sorry, I couldn't answer properly. Use /board to see where the game stands.
bad-options = I couldn't read that command's options. Please pick them from the list.
perm-view-channel = View Channel
perm-send-messages = Send Messages
perm-send-messages-in-threads = Send Messages in Threads
perm-embed-links = Embed Links
perm-attach-files = Attach Files
play-missing-permission = I can't host a game in this channel: I'm missing the { $permission } permission here. Ask a server manager to grant it, or play in another channel.
play-answers-forced-private = This server doesn't let you use external apps here, so every answer of mine would be private: a game nobody else could see. Ask the server to allow Use External Apps, or play in a DM or group DM.
play-bot-dm-needs-ai = Nobody else can see this DM with me. Here you can play me (`ai`); to challenge someone, use `/play` in a group DM, in your DM with them, or in a server.
play-bad-option-pair = I couldn't read the options: `{ $pair }` should look like key=value.
play-bad-time = I couldn't read the time `{ $time }`: give a time per move like `30m`, `2h` or `3d`, or a clock like `10+5` (minutes + seconds added a move).
play-time-not-for-teams = A team game's turns last as long as its `vote_time`, so `time` is not for team games.
play-pick-opponent = Pick an opponent, or an `ai` level to practise against the bot.
page-yours = Your page:
hint-try = Try `{ $move }`.
leaderboard-title = { $game } leaderboard
leaderboard-title-everywhere = { $game } leaderboard — everywhere
leaderboard-unranked = You have no rated { $game } games in this server yet, so you are not on its leaderboard.
leaderboard-you = You: { $rank }
# A player's place on a leaderboard (/stats, /leaderboard me:True); the numbers come with their digits grouped.
rank = #{ $place } of { $players }
# What groups the digits of large numbers in threes (1,234 / 1.234).
digit-group-separator = ,
stats-none = { $name } has no rated games here yet.
stats-row = **{ $game }** — { $rating } ± { $deviation } ({ $wins }W { $losses }L { $draws }D)
stats-title = Stats for { $name }
abort-done = { $moderator } aborted the { $game } game between { $first } and { $second }. No result is recorded.
settings-bad-cooldown = `{ $text }` isn't a duration I understand. Try 10m, 1h or 0 (no wait).
settings-bad-timer = `{ $text }` isn't a duration I understand. Try 30m, 24h or 3d.
settings-timer = Turn timer for new games: { $duration }.
settings-ai-rated = Games against the AI are rated.
settings-ai-unrated = Games against the AI are unrated.
settings-no-cooldown = A declined challenger may challenge again at once.
settings-cooldown = A declined challenger waits { $duration } before challenging that player again.
settings-threads-on = Each accepted challenge opens a thread for its game.
settings-threads-off = Games are played in the channel where they were challenged.
settings-public-pages-on = This server has public web pages (leaderboards and finished games).
settings-public-pages-off = This server has no public web pages.
settings-palette = Boards here are drawn in the { $palette } colours.
settings-rated-takebacks-on = Takebacks are allowed in rated games.
settings-rated-takebacks-off = Takebacks are allowed in casual games only.
settings-everywhere-on = Rated games here also count in the boardbot-wide leaderboard.
settings-everywhere-off = Rated games here count in this server's leaderboard only.
takeback-asked = { $name } asks to take back their last move and your reply.
takeback-asked-last-move = { $name } asks to take back the move they just made.
takeback-declined = { $name } declined { $asker }'s takeback.
term-takeback-ask = { $name }, { $asker } asks to take back their last move. Accept? (yes/no)
term-takeback-declined = Declined: the game goes on as it was.
preferences-palette = The pictures only you see are drawn in the { $palette } colours. Boards in a server follow its /settings.
preferences-both = { $palette } { $confirm }
preferences-confirm-on = A move you make with the board's buttons is shown first, with Confirm and Cancel (typed /move never asks).
preferences-confirm-off = A move you make with the board's buttons is played at once.
confirm-status = Your move { $move }: not played yet
confirm-ask = Play { $move }? The board below shows it; nothing is played until you confirm.
confirm-play = Confirm
confirm-cancel = Cancel
confirm-cancelled = Not played. Pick another move on the board.
palette-classic = classic red and blue
palette-colour-blind = colour-blind safe vermillion and blue (Okabe–Ito)
click-old-button = That button is from an older version of the bot. Use /board for a fresh one.
click-damaged-button = That button is damaged. Use /board for a fresh one.
click-damaged-block-button = That button is damaged. Use /blocks again.
click-unknown-game = I don't know that game.
declined-and-blocked = Declined. { $name } can't challenge you in this server any more; they are only told you aren't taking challenges. /blocks lists your blocks and lifts them.
answered-by = { $text } ({ $name })
unblocked = { $name } can challenge you again.
you-played = You played `{ $move }`.
accepted-in-thread = { $name } accepted: the game is on in { $thread }.
resign-confirm-button = Yes, resign
resign-confirm = Resign this game? Your opponent wins.
you-resigned = You resigned.
rules-title = How to play { $game }
rules-page = Page { $page } of { $pages }
thread-permission-missing = This server plays its games in threads, but I'm missing the Create Public Threads permission here, so this game is played in the channel.
blocks-none = You haven't blocked anyone in this server.
blocks-header = These players can't challenge you in this server:
blocks-more = …and { $count } more, shown as you lift these.
blocks-how-to-lift = Lift a block with its button, or with `/blocks unblock:`.
blocks-unblock-button = Unblock { $name }
challenges-on = You take challenges in this server. To stop all of them, use `/challenges accept:False`.
challenges-off = Nobody can challenge you in this server now; challengers are told you aren't taking challenges. Turn them back on with `/challenges accept:True`.
replay-header = **Game { $game } · { $kind }** — { $first } vs { $second }
replay-status = { $status } · { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    }
replay-so-far = {" "}so far (the game is still going; only its players see this)
replay-every-nth = This game is too long for one GIF under Discord's size limit: it shows every { $step }th ply and the last one.
replay-files-moves = `{ $moves }`
replay-files-with-pages = `{ $moves }` and both pages ({ $pages })
replay-reproduce = Reproduce it with the attached { $files }:
    `{ $command }`
replay-command-later = The referee command line comes with the replay once the game is over: it needs both pages, which stay secret until then.
history-damaged-button = That button is damaged. Use /history for a fresh list.
replay-damaged-button = That button is damaged.
history-intro = { $user }'s finished games here, newest first:
history-intro-game = { $user }'s finished { $game } games here, newest first:
history-none = { $user } has no finished games here yet.
history-none-game = { $user } has no finished { $game } games here yet.
history-no-older = No older games.
history-see-again = See one again with `/replay number:`.
history-title = Game history
history-page = Page { $page }
button-newer = ◀ Newer
button-older = Older ▶
history-won = won
history-lost = lost
history-drew = drew
history-on-board = on the board
history-by-resignation = by resignation
history-on-time = on time
history-by-agreement = by agreement
history-by-moderator = stopped by a moderator
history-vanished = its channel is gone
history-ai-opponent = { $name } (AI)
history-casual = {" "}· casual
history-rating = {" "}· rating { $change }
history-line = **#{ $game }** { $kind } vs { $opponent } · **{ $verdict }** { $reason } · { $date } · { $plies ->
        [one] { $plies } move
       *[other] { $plies } moves
    }{ $rating }
button-analyze = Analyze
analysis-queued = Analysis of game { $game }: waiting in line, place { $place }.
analysis-running = Analysing game { $game }… { $done } of { $total } moves
analysis-header = **Game { $game } · { $kind }** — { $first } vs { $second } · { $status }
analysis-tally = { $name }: { $inaccuracies ->
        [one] { $inaccuracies } inaccuracy
       *[other] { $inaccuracies } inaccuracies
    } · { $mistakes ->
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    } · { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    }
analysis-costliest = **The moves that cost the most**
analysis-move = `{ $ply }.` { $seat } **{ $played }** · { $before } → { $after } · { $class ->
        [inaccuracy] inaccuracy
        [mistake] mistake
        [blunder] blunder
       *[none] a small loss
    } · the AI: **{ $best }**
analysis-nothing-costly = No move cost more than a little.
analysis-budget = { $playouts } simulated games per position; the chance is the first player's, { $name }.
# end of discord

## Terminal (src/terminal)

term-resuming = Resuming your unfinished { $game } game.
term-player = Player { $seat }
term-help = { $game } — type a move, `moves` for the legal moves, `draw`, `takeback`, `resign`, `rules`, `page` (your own page, where a game has one) or `quit` (your game is saved).
term-thinking = { $name } is thinking…
term-saved = Game saved. Run the same command to resume.
term-legal-moves = Legal moves: { $moves }
term-played = Played: { $move }
term-compliment = Compliment: “{ $compliment }”
term-score = Score: { $first-seat } { $first } – { $second } { $second-seat }
term-picture = Picture: { $path }
term-no-token = DISCORD_TOKEN is not set: starting local play in the terminal instead.
term-which-game = Which game?
term-analyze-offer = Type `analyze` for the AI's analysis of this game, or press Enter to leave.
term-analysis-columns = ply · seat · move played · the AI's move · chance of { $name } before → after · class
term-analysis-inaccuracy = inaccuracy
term-analysis-mistake = mistake
term-analysis-blunder = blunder
# end of terminal

## Rules (/rules): markdown, one message per game

rules-twenty-sevens =
    # Twenty-Sevens

    Noughts and crosses in three dimensions: three 3×3 boards stacked on top of each other, 27 cells in all. **X** moves first, then **O**, in turn.

    ## Moves
    - A move names one of the nine squares, `a1` … `c3` (files a–c left to right, ranks 1–3 bottom to top).
    - Your piece drops to the lowest board that is free at that square: board 1 (bottom) first, then board 2 on top of it, then board 3. Think of stacking counters.
    - A square whose three boards are all taken can't be played (its button is greyed out).
    - With `/move`, start typing and pick from the list; or press a square's button under the board.

    ## Scoring
    Every line of three cells that becomes entirely yours scores for you at once, and only once. One move can complete several lines — they all score.
    - **Flat** line on one board (row, column or diagonal): **3** points (24 such lines).
    - **Pillar** — the same square on all three boards: **2** points (9 lines).
    - **Stairs** — a diagonal climbing one board per step along one file or one rank: **2** points (12 lines).
    - **Diamond stairs** — corner to opposite corner through the centre of board 2 (for example 1c1, 2b2, 3a3): **2** points (4 lines), or **1** with the option `diamond=1`.

    The bot finds and scores every line for you; nothing can be "missed".

    ## The end
    The game ends when all 27 cells are filled (X has made 14 moves, O 13). More points wins; equal points is a draw. Resigning, or letting your turn timer run out, loses whatever the score.

    ## Options
    `/play game:Twenty-Sevens opponent:@friend options:diamond=1` — diamond stairs score 1 point instead of 2.

    ## Decisions
    - The challenger plays X and moves first.
    - A draw can also be agreed: one player offers with `/draw` (or the button), the other accepts the same way. An offer lapses with the next move.

rules-mega-tic-tac-toe =
    # Mega Tic-Tac-Toe

    Tic-tac-toe inside tic-tac-toe. The board is a big 3×3 grid (the **outer grid**); each of its
    nine cells holds a small 3×3 grid (an **inner grid**): 81 sections in all.

    {"*"}*X** moves first, then **O**; players take turns, one marker per move.

    {"*"}*Goal:** win three inner grids in a row, column or diagonal of the outer grid.

    ## Naming squares and grids

    - Every section has a name like a chess square: files **a–i** from left to right, ranks
    {"  *"}*1–9** from bottom to top. `e5` is the very centre of the board. Type a move as that name:
      `e5`.
    - The nine inner grids are named like a small board: `a1` is the bottom-left grid, `b2` the
      centre grid, `c3` the top-right grid (the picture labels them "grid a–c" above the board and
      1–3 on its right).
    - A section's **position** is where it sits inside its own grid, named the same way: `a1`
      bottom-left, `b2` centre, `c3` top-right. So `e5` is position `b2` of grid `b2`, and `a1`,
      `d1` and `g7` are all at position `a1` (bottom-left) of their grids.

    ## Strings: the heart of the game

    Moves come in **strings**. A string is a run of moves, by both players taking turns, that
    visits every open inner grid exactly once.

    While a string is going on, each move must be:

    1. **in a grid this string has not visited yet** (and that is not covered by a big marker),
    2. **on an empty section**, and
    3. **at a position this string has not used yet**: if someone already played the top-left
       section of some grid in this string, nobody may play the top-left section of another grid
       until the string is over.

    When every open grid has had its move, the string is over and a fresh one starts with the
    next move: every grid and every position is available again.

    A string is as long as the number of uncovered grids when it starts: the first string is nine
    moves long, and every big marker placed makes the strings started after it one move shorter.

    {"*"}*Tiny example.** X plays `e5` (grid b2, centre position). Now, for the rest of this string,
    nobody may play in grid b2 again, and nobody may play a centre section (`b2`, `h8`, …).
    O answers `a1` (grid a1, bottom-left position): now grid a1 and every bottom-left section are
    off limits too. Seven more moves finish the string, one in each other grid, each at a new
    position. Then everything opens up again.

    You never have to count: on the board picture the open grids are shaded, **green** sections
    are where you may play now and **grey** ones sit at a position already used; the small key
    beside the board shows the used positions. The move buttons work the same way: pick a grid
    (only open ones are enabled), then a section.

    {"*"}*Stuck? (rule 8)** Late in the game it can happen that every open grid only has empty
    sections at positions already used. Then, and only then, you may ignore rule 3 (the position
    rule) — but you must still play in a grid the string has not visited. The move counts as
    usual, and the string is called *abnormal*.

    ## Big markers and winning

    - Three of your markers in a row, column or diagonal **inside** an inner grid win that grid:
      your **big marker** covers it at once. The small markers underneath stay (you can still see
      them faintly), but nobody can play in that grid any more.
    - Three of your big markers in a row, column or diagonal of the outer grid **win the game**
      at once.
    - An inner grid that fills up with no line stays uncovered and belongs to nobody.
    - If no move is possible at all (every uncovered grid is full, or every grid is covered), the
      game is a **draw**.

    Because every string visits every open grid once, the open grids always fill up evenly: their
    numbers of empty sections never differ by more than one.

    ## Decisions

    Where the original rules are silent, the bot decided:

    - **Capture in the middle of a string.** The string keeps its length: the covered grid has
      already had its move in this string. Only strings started later are shorter.
    - **Rule 8 is checked move by move**: it applies only when no open grid offers an empty
      section at an unused position. Once it applies, it keeps applying for the rest of that
      string (the grids left cannot gain new empty sections), and the next string is normal again.
    - **A string never gets stuck halfway**: the open grids always have an empty section while
      the game is on, so a string always runs to its full length.
    - **A move that makes two lines** in one inner grid gives one big marker and no extra move; a
      capture never gives an extra move.
    - **A full grid with no line** belongs to nobody and counts for neither player.
    - **All nine grids covered with no line of big markers** is a draw.
    - **The win is checked at once**, even in the middle of a string.
    - **After the last move of a string** the board shows the next string (nothing used yet).

rules-ccc =
    # CCC

    A checkers/chess hybrid from a dream. **Goal: remove all of your opponent's Pyramids.**

    ## Board and setup
    - 8 files `a`–`h`, 10 ranks `1`–`10`. White starts at the bottom (ranks 1–3), Black at the top (ranks 8–10).
    - Rank 1: `a1` Cube, `b1` Ring, `c1` Tall Stick (standing), `d1` Small Pyramid, `e1` Large Pyramid, `f1` Medium Pyramid, `g1` empty, `h1` Nice Flag. Ranks 2–3: sixteen Flats.
    - Black mirrors this on ranks 10 (same files) and 8–9.
    - "Forward" is up for White, down for Black. Directions are compass points seen from White: `n` = toward rank 10, `e` = toward file h.
    - White moves first unless the game is set up with `first=black`.

    ## A turn
    Do exactly one thing: move one piece or stack, or use one power (unstack, build, shield, fall, roll, stand, restore). If nothing is legal you must `pass`.
    - Pieces arriving on a square go on top of what is there, keeping their order.
    - Nothing of yours may ever enter the square of your own Cube.
    - **Frozen:** any piece on the 8 squares around a Nice Flag (either colour, even the other Flag) cannot move or use a power. A laying stick is frozen if any square it covers touches a Flag. Frozen pieces can still be attacked, joined, landed on or shielded. With `flag=v2`, a Flag freezes only opposing pieces that are not Pyramids.

    ## Fights
    When a piece lands on pieces it attacks, each side puts forward its top piece:
    - equal shields: both are destroyed;
    - more shields: the other is destroyed and the winner keeps its shields minus the loser's minus 1.
    The next piece down steps up and the fight goes on until one side is empty. Surviving attackers take the square.
    - **Cube:** anything attacking it is destroyed; the Cube never suffers.
    - **Standing stick:** a lost exchange reduces it (Tall → Short → Rectangle) instead of destroying it.
    - **Laying stick:** the section hit fights with the stick's shared shields; if it is destroyed the stick breaks (a Tall Stick's end gone → a laying Short Stick; its middle gone → two Rectangles; a Short Stick → one Rectangle).
    - **Ring:** its Power counts as shields.
    - Pyramids, sticks and Rectangles attack any colour. A Pyramid landing on your own non-Pyramid, non-Flat piece **crushes** it (destroyed, no fight). Flats attack only opponents. Cubes, Rings and Flags never attack.

    ## Shields
    Caps: Flat, Small Pyramid, Rectangle 1; Medium Pyramid, Short Stick 2; Large Pyramid, Tall Stick 3; Cube, Ring, Flag never. Each piece in a stack keeps its own; a stick keeps one pool for all its sections.

    ## Flats and stacks
    - **Flat:** one step west, east, forward or diagonally forward: to an empty square, onto your Flat or Flat Stack of at most 4 (join), or onto an opponent (attack). **Hop:** jump an opponent single Flat onto the empty square beyond; the jumped Flat loses a shield or is destroyed. Keep hopping over opponent single Flats in any direction if you like, never over the same square twice. Write every square: `c3-e5-c7`.
    - **Flat Stack** (2–5 Flats): steps forward or diagonally forward, onto empty, an opponent, or your single Flat (5 at most). **Unstack** (`unstack e4 n`; west, east, forward, forward diagonals): all but the bottom Flat are dropped one per square along the line, lowest first. A Flat can drop on (or the line pass) a square only if the Flats still held, counting it, are at least that square's height (stacks: their piece count; standing Tall Stick 3; Short Stick and Flag 2; others 1). A dropped Flat joins your Flat(s), is lost on your other pieces, attacks an opponent, and falls off the board's edge.

    ## Pyramids
    - **Pyramid** (Small, Medium, Large): slides diagonally over empty squares and may end on the first occupied one: attack an opponent; go on top of your larger Pyramid (a Constructed Pyramid) or your Flats (a Pyramid Stack); never onto your smaller Pyramid or your Cube; crush any other own piece.
    - **Constructed Pyramid** (S>M>L, S>M, S>L, M>L): slides like a Pyramid, judged by its bottom Pyramid. **Unstack** diagonally: the lifted Pyramids drop one per square, lowest first (S>M>L drops M, then S). No height rule.
    - **Pyramid Stack** (Pyramids on Flats): steps one square any way onto empty or an opponent. **Unstack** any way: all but the bottom Flat drop, Flats first (height rule counts Flats still held), then Pyramids.

    ## Other pieces
    - **Cube:** 1–5 squares orthogonally to an empty square, jumping anything but standing sticks and Flags. Never attacks, never destroyed.
    - **Ring:** slides orthogonally over empty squares. `build b1`: store 1 Power (max 5). `shield b1 e2 e2 f3`: spend 1 Power per shield on your pieces anywhere (top piece of a stack; a laying stick by its lowest square), within caps.
    - **Tall/Short Stick:** `fall c1 n`: lies on the 3 (2) squares beyond it. A laying stick is named by its lowest square (lowest rank, then file): `roll c2 e` moves it one square sideways; `stand c2 c5` stands it on the empty square beyond an end. Each section that lands attacks what is there, of either colour. Every square must be on the board.
    - **Rectangle:** one step any way, attacking whatever it lands on.
    - **Nice Flag:** leaps 3+2 squares (like a long knight) onto an empty square. Never attacks. Not on the game's first turn. `restore` puts a destroyed Flag back on its starting square if empty. On Discord, moving or restoring the Flag needs a compliment for your opponent.

    ## The end
    - Lose all your Pyramids (counting those in stacks) and you lose at the end of that turn. Both sides at once: a draw (and don't play again today).
    - Draw after 100 plies in a row (passes included) with nothing destroyed, reduced or broken, or after two passes in a row.

    ## Decisions
    - Option `flag` takes `v1` (default: every piece next to a Flag is frozen) or `v2`.
    - Under `flag=v2`, a Constructed Pyramid or Pyramid Stack counts as a Pyramid and is not frozen.
    - With `first=black` Black moves first; the first-turn Flag ban applies to whoever moves first, on that turn only.
    - Hop chains: a jumped Flat without a shield leaves the board at once, so a later hop of the same chain may land on its square; a chain may also land back on its starting square.
    - A stick falling or rolling: its one pool fights for each section in landing order; whatever is left is shared out when all have landed. A section lost to a Cube costs no shields; a section lost in an exchange has spent them all.
    - A Ring may spend any number of its Power (1 up to all) in one `shield` action. `build` is not possible with 5 Power stored.
    - Unstacking off the board's edge is allowed: the Flats or Pyramids past the edge are destroyed.
    - Shield targets are written in plain string order (`a10` before `a2`), one per shield.

rules-super-seven =
    # Super Seven

    Noughts and crosses with dice, for two players: **blue** (moves first) and **red**.

    ## The board
    - Nine boxes of nine squares. Squares are named like chess squares: files `a`–`i` left to
      right, ranks `1`–`9` bottom to top (`e5` is the very middle of the board).
    - The boxes are numbered 3 to 11 in reading order from the top left:
      top row 3 4 5, middle row 6 7 8, bottom row 9 10 11. Box 7 is the centre box.
    - Inside every box the squares carry the same numbers in the same layout:
      top row 3 4 5, middle row 6 `*` 8, bottom row 9 10 11. The middle square of each box,
      `*`, has no number. The picture prints every square's number.

    ## A turn
    Throw two dice with `roll`. The total decides where you may put one counter:
    - **7**: any empty centre square `*` of any box, or any empty square of box 7 (its centre
      included).
    - **3, 4, 5, 6, 8, 9, 10, 11** (say N): any empty square numbered N in any box, or any empty
      numbered square of box N (not its centre).
    - **2**: any empty square.
    - **12**: take one of your opponent's counters: it is removed and replaced by yours.

    Then name the square, like `e5` (for a 12, the square of the counter you take). The picture
    highlights every square your throw allows.

    Nobody may ever play in a box that somebody controls (see below), and a 12 cannot take a
    counter there.

    ## No move?
    If your throw allows no move, you throw again. After three throws in one turn without a
    legal move, your turn passes to your opponent automatically. When your throw does allow a
    move you must make one: there is no voluntary pass.

    ## Winning boxes and the game
    - You win a box the moment it holds three of your counters in a row, column or diagonal of
      the box, or five of your counters anywhere in it. All nine of its squares are then filled
      with your counters and the box is closed for good.
    - A 12 can win a box too: the counter you take may complete your line or your fifth counter.
    - You win the game at once when you control three boxes in a row, column or diagonal of
      boxes, or five boxes.
    - Safety net: after 500 turns in all (both players, passed turns included) the game is a
      draw.

    ## Fair dice
    The bot commits to its dice before the first throw: it takes a secret seed of 32 random bytes
    (64 hex characters) and posts the seed's SHA-256 when the game starts. Throw number k
    (0, 1, 2 … counting every throw of both players) comes from SHA-256(seed + ":" + k): read the
    bytes in order, skip any byte of 252 or more, and each kept byte b gives a die b % 6 + 1; the
    first two dice are the throw. When the game ends the bot reveals the seed, so anyone can check
    every throw with a plain SHA-256 tool.

    ## Decisions
    - A throw with no legal move must be thrown again (the original says "may"): a throw can never
      hurt you. After the third such throw the turn passes by itself.
    - A throw that does allow a move must be used, even after earlier throws in the same turn
      failed (a turn has at most three throws in all).
    - The game records every throw as `roll N` with its total, so a replay is exact; the plain
      `roll` is resolved by the bot's committed dice.
    - Should a digest of the fair dice run out before two dice are found, the digest's own 32
      bytes are hashed again and reading goes on; dice already found are kept.
    - The picture shows the current throw as a single die-shaped badge with its total: the game
      remembers only the total, and drawing two faces would invent dice that might differ from
      the committed ones.
    - The 500-turn draw counts completed turns (placements and automatic passes). A move that wins
      on the 500th turn still wins.

rules-cross-words-combat =
    # Cross Words Combat

    Two players, **red** (bottom) and **black** (top), write words from a page of text on grid
    paper. Crossing the other player's letters and enclosing empty areas captures cells. Each
    captured cell is 1 point; the most points wins.

    ## Pages

    - Each player has a page: a list of rows, one per line of text. Supply your own (paste it or
      attach a `.txt` file) or be dealt one of the bot's bundled pages.
    - A row is split into **words** (runs of letters, compared without case), **numbers** (runs
      of digits) and everything else, which only separates them. `old-man's` is `old`, `man`, `s`.
    - A word of one letter is a **single letter**: it can never be played, but it can feed
      combo 5.
    - A row's **playable word** is its first word of two or more letters that is not struck yet.
      Playing a word strikes it. If several rows offer the same word, the topmost one is struck.
    - Use `/page` to see your page with struck words crossed out and each row's playable word
      highlighted. Your page is secret: the other player only sees what you play.
    - A page needs at least one word of two letters or more, at most 200 rows and at most
      20 000 characters.

    ## Board and start

    - The board is `width` × `height` cells (default 25 × 25, each from 9 to 26). Squares are
      named like chess squares: `a1` is bottom left.
    - Before the first turn each player's first word is written across, starting on file
      ⌊width/3⌋ + 1 (file `i` on 25 wide): black's on rank height − ⌊height/3⌋ (17 of 25), red's
      on rank height − ⌊2·height/3⌋ (9 of 25). A word too long for the row ends at the right edge;
      a word longer than the board is skipped for the next one.
    - Red takes the first turn.

    ## Writing a word

    A word goes **across** (left to right) or **down** (top to bottom, toward rank 1). It is legal
    when:

    1. it is the playable word of one of your rows (any unused word on a combo 2 extra turn), and
       meets the extra turn's restriction, if any;
    2. it stays on the board and enters no captured cell;
    3. every cell it shares with a letter already on the board holds the same letter;
    4. it shares at least one cell with one of your own letters (writing on in line over your own
       letter counts: THE over the T of TEXT gives TEXTHE; only touching end to end does not);
    5. it adds at least one new letter;
    6. none of its new letters is orthogonally next to the opponent's letter or captured cell
       (diagonally is fine), unless the word crosses an opponent's letter.

    There is no dictionary check: letters may run together into non-words.

    ## Captures and combos

    Combos are found automatically; there is nothing to declare.

    - **Crossing**: every opponent letter your word shares a cell with becomes your captured cell.
      Crossing one letter is **combo 1**; two or more is **combo 2**.
    - **Enclosure** (**combo 3**): after your word, every group of empty cells that does not touch
      the board's edge and is surrounded only by your letters and your captured cells is captured.
      Your own letters inside are walls; an opponent's letter touching the area spoils it.
    - **Combo 4**: the token right after the word you played, on its row, is a number.
    - **Combo 5**: the token right after the word you played, on its row, is a single letter.

    Each captured cell is 1 point. Letters alone score nothing. Captured cells can never be used
    again.

    ## Extra turns

    Each combo gives you one extra turn at once, in combo order (1 to 5):

    | combo | extra turn |
    |-------|------------|
    | 1 | a normal turn |
    | 2 | any unused word of your page may be played (its first unused occurrence is struck) |
    | 3 | the word must have fewer letters than the cells that enclosure captured |
    | 4 | the word's length must be a digit of that number, or of numbers right after it |
    | 5 | the word must start with that letter |

    Extra turns earned during an extra turn join the end of the queue. An extra turn with no legal
    word is skipped by itself; otherwise you may skip it with `pass`.

    ## End and score

    - `pass` is always allowed. Passing a regular turn uses one of your turns; passing an extra
      turn only ends that extra turn.
    - The game ends when both players pass regular turns in a row, when neither has a legal word,
      or when both have used their `turns` (default 30 regular turns each; 0 = no limit; extra
      turns do not count).
    - More points wins; equal points is a draw.
    - With a clock, a player out of time takes no more turns and the other plays on alone while
      their own time lasts.

    ## Moves

    `WORD SQUARE across` or `WORD SQUARE down`, where SQUARE is the first letter's cell:
    `garden e7 down`, `the l9 across`. And `pass`.

    ## Decisions

    Where the original text is silent, the bot decided:

    - **Letters** are any alphabetic characters, in any script, compared without case; digits are
      0–9. Everything else (punctuation, apostrophes, hyphens) separates tokens.
    - **Pages**: blank lines before the first and after the last row are dropped. A word skipped
      as the starting word stays on the page. A page with no word that fits the board is refused.
    - **Colours**: a captured cell belongs to its captor, whoever wrote its letter. An opponent's
      letter you crossed counts as yours (a wall for enclosures, no obstacle for rule 6); your
      letter they crossed counts as theirs. Your "own letters" for rule 4 are letters you wrote
      that are not captured.
    - **Combo 3** allows words of at most (captured cells − 1) letters.
    - **Combo 4** uses every digit of the numbers that directly follow the word on its row
      (`hex 24` allows 2 or 4 letters). Digits 0 and 1 can never be met.
    - **Combos 4 and 5** read the row of the occurrence that was struck.
    - Whether an extra turn has a legal word is checked when it comes up, not when it is earned.
    - A player with no legal word on a regular turn must `pass` (it uses a turn).
    - With a turn limit, extra turns earned on a last turn are still played.
    - **Clock**: start a game with the option `clock=10+10` (minutes each, then seconds added after
      each of your moves, words and passes alike; `clock=10` adds nothing; 1–180 minutes, 0–600
      seconds). Your clock runs from the moment your turn starts, extra turns included, until
      your move lands; the other clock waits. Running out is not a loss: you take no more turns
      (your current turn and queued extra turns end at once) and the other player plays on while
      their own time lasts. When only one player can still play, one regular `pass` by them ends
      the game. The server's turn timer still applies as well: letting it pass loses the game.
      A time-out is written in the game's log, so a replay reproduces it.
    - Bundled pages are dealt from the game's seed; red and black always get different pages.

rules-hosting =
    ## Playing here
    - **Starting.** `/play game opponent` sends a challenge with Accept, Decline and Decline and block buttons; it lapses after ten minutes. The challenge and every board show the game's terms: rated or casual, the time for a move, and every option set. A Cross Words Combat page is its owner's to choose and stays secret: a challenger may set their own page, never the opponent's.
    - **Rated or casual.** Games between people are rated unless started with `rated:false`. Games against the AI are rated only where the server turns that on, and each AI level (easy, medium, hard) has its own rating.
    - **Protection.** After you decline, the same player can't challenge you again for a while (10 minutes unless the server changes `/settings challenge_cooldown`), and nobody has more than 3 challenges waiting in a server. **Decline and block** stops that player challenging you in this server until you lift it with `/blocks`; they are only told you aren't taking challenges. `/challenges accept:False` stops all challenges to you here; `accept:True` turns them back on.
    - **Turns.** Only the player to move may move; `/move`'s suggestions are shown to that player alone. A player who lets the turn timer pass loses on time.
    - **Vacations and extra time.** `/vacation start days:N` stops your turns in games of a day or more per move while you are away: where it is your turn, the deadline moves by the vacation's length, and a turn that comes to you meanwhile starts in full when you are back. Live games (a shorter time per move, or a clock) are not paused. `/vacation end` comes back early, giving back the whole days you did not use (and your games the time you did not take); `/vacation status` shows your vacation and the days left. Each player has 30 days in any 365 days (unless the bot's operator sets another number), at least a day at a time, counted when a vacation starts. Opponents see it on the board and in `/games`. The Give time button under a board gives your opponent one more day (five minutes in a game of less than a day per move) on their turn, or five minutes on their clock at any time in a game with clocks; at most 3 times a game; it is shown to both and kept in the game's log of events.
    - **Ending early.** A game that ends by resignation, time-out or agreed draw before both players have made a move is aborted: no result, no rating change.
    - **Takebacks.** `/takeback` (or the Take back button under the board) asks to take back your last move; your opponent accepts or declines with the buttons under the request. Asked right after your move, before your opponent has begun their reply (a misclick), only that move is undone and it is your turn again; if they reply instead, the request lapses. Asked on your turn, the game goes back to your previous turn: your opponent's reply and your move are undone, and any turn of yours in progress. They are allowed in casual games and against the AI, which always agrees at once (while it is thinking, your move alone is undone; once it has answered, its answer too); in rated games only where the server allows them (`/settings rated_takebacks`, off by default); never in tournament games. Super Seven keeps your throw: the dice of that turn stay as thrown and you place again. Cross Words Combat puts the word back on your page and undoes its captures. CCC undoes the whole turn, a fight or a power included. Clocks go back to what they were at that turn. A time-out can't be taken back. Replays and `/history` show the game as finally played; the request and its answer are kept in the game's log of events.
    - **Threads.** Where the server turns them on, an accepted challenge opens a public thread named after the game, and the game is played there; the channel stays free for more challenges.
    - **Clocks.** `clock=M+S` in `/play`'s options gives each player M minutes for the whole game plus S seconds after each of their moves (`clock=5+3`); only the clock of the player to move runs, and the board shows both. Cross Words Combat's rule book says what happens when a clock runs out (that player stops, the other plays on). The other games' rule books say nothing about time, so there a player whose clock runs out loses, as in chess, whatever the board.
    - **Moderation.** Members with the Manage Server permission may `/abort` a game (no result, no rating change) and change `/settings`.
    - **When a channel goes.** If a game's channel or thread is deleted, or the bot leaves the server, the game ends with no result and no rating change.
    - **Designed games.** A server's own games (`/design`) are hosted like the five. If a game's rules file fails on a move, that move is not played and the game is paused: no time runs, and its designer is told. It goes on where it stopped once the server uploads or chooses a version on which its moves replay; meanwhile its players may still resign or agree a draw.
    - **Analysis.** Once a game is over, `/analyze` (or the Analyze button under the finished board) has the AI search every position: a chart of the chance to win, and the moves that cost the most with the move the AI prefers. A move that lowers its player's chance to win by at least 10 percentage points is an inaccuracy, by 20 a mistake, by 30 a blunder. Dice throws and time-outs are not judged.
    - **Seasons.** Rated games also count in a season: a calendar month unless an admin sets another length with `/season settings` (or starts one now with `/season start`; `/season end` ends it and pauses seasons). A game counts in the season it ended in. Your season rating starts at your first rated game of the season from your all-time rating, with its deviation raised to at least 200 so that it moves quickly, and then changes like the all-time rating. When the season ends its standings are kept as they are; the best season rating of a game among players of at least 3 rated games in it is that game's season champion. `/leaderboard season:N` shows any season (0: the season now).
    - **Rating roles, achievements, the daily puzzle.** A server may give Discord roles for rating tiers (the highest tier you reach in each game, by your all-time rating) and to season champions; they follow every rated game and each season's end. Achievements count finished games in each server (and boardbot-wide for games outside servers); a comeback counts once the game is analysed. The daily puzzle (new each UTC day) comes from Twenty-Sevens, Mega Tic-Tac-Toe or CCC games only: Super Seven's dice and Cross Words Combat's secret pages would make "the one winning move" depend on what the solver cannot know. Its one winning move is proved by an exact search, and a legal wrong move counts a try.
    - **Team games.** With `/play … team:True` the channel plays together against the AI. On each of the team's turns anyone in the channel may vote with a move, privately, and change the vote until the turn closes; then the move with the most votes is played, and of moves with equal votes the one voted for first. A turn without votes is lost on time. Team games are never rated. Channel against channel (`/play … rival_channel:`): a channel challenges another, of this server or of another whose moderators allow it (`/settings team_challenges:True`); anyone in the challenged channel may accept or decline, anyone in the challenging one may withdraw. Each channel votes on its own team's turns only and sees only what its own seat may know; both channels see every board and keep their record. The challenging channel takes the first seat. Neither channel may start another game until the match ends.

# end of rules


## Web pages
web-language = Language
web-not-found-title = Page not found
web-not-found = There is no page at this address.
web-not-found-players = A game in a direct message, a group DM or a server without public pages is for its players only: log in with Discord to watch it.
web-unavailable-title = Temporarily unavailable
web-unavailable = The pages cannot be read right now. Please try again in a moment.
web-too-many-title = Too many requests
web-too-many = You have asked for many pages in a short time. Please wait a moment and try again.
web-leaderboard-title = { $game } leaderboard
web-everywhere-title = { $game } leaderboard — everywhere
web-everywhere-about = Games in DMs and group DMs, and in servers that count theirs here too.
web-leaderboard-caption = { $game } ratings, page { $page }
web-leaderboard-empty = Nobody has played { $game } rated on this server yet.
web-games = Games
web-rank = Rank
web-player = Player
web-rating = Rating
web-wins = Wins
web-losses = Losses
web-draws = Draws
web-games-played = Games
web-pages = Pages
web-previous = Previous
web-next = Next
web-game-title = { $game } #{ $number }: { $first } vs { $second }
web-game-meta = Ended { $date } · { $plies ->
    [one] 1 ply
   *[other] { $plies } plies
}
web-rated = rated
web-casual = casual
web-stepper = Step through the game
web-first = First
web-back = Back
web-forward = Forward
web-last = Last
web-keys-hint = Keys: ← → step, Home and End jump to the start and the end.
web-moves = Moves
web-downloads = Downloads
web-download-gif = Replay (animated GIF)
web-download-moves = Move file
web-download-page = { $seat }'s page
web-referee = Check the game with boardbot's referee:
