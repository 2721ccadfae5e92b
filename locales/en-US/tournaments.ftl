# Tournaments: sign-up, pairings, standings and their refusals.

## The host's answers about tournaments
tournament-time-clock = clock { $clock }
tournament-time-turn = { $time } a move
tournament-format-swiss = Swiss, { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
}
tournament-format-round-robin = Round robin
tournament-format-double-round-robin = Double round robin
tournament-format-arena = Arena, { $minutes } minutes
tournament-unknown = This server has no tournament number { $number }.
tournament-organizers-only = Only the tournament's organizer, or a member with Manage Events or Manage Server, can do that.
tournament-create-organizers-only = Creating a tournament needs the Manage Events or Manage Server permission.
tournament-needs-threads = Every tournament game is played in its own thread, and I may not create public threads here. Please give me the Create Public Threads permission in this channel.
tournament-option-is-personal = The option `{ $key }` belongs to each player and cannot be set for a whole tournament.
tournament-arena-too-slow = An arena is played fast: a clock of at most { $clock } (e.g. `clock=3+2`) or a turn timer of at most { $time }.
tournament-start-range = The start may be at most { $days } days away.
tournament-max-players-range = A tournament takes between 2 and { $max } players.
tournament-bye-points = A bye is worth 1, 0.5 or 0 points.
tournament-no-bots = Bots cannot enter tournaments.
tournament-join-closed = This tournament has started and takes no more players.
tournament-over = This tournament is over.
tournament-already-in = You are already entered in this tournament.
tournament-withdrawn = You withdrew from this tournament and cannot come back.
tournament-full = This tournament is full ({ $max } players).
tournament-not-in = You are not entered in this tournament.
tournament-player-not-in = That player is not in this tournament.
tournament-already-started = This tournament has already started.
tournament-too-few-to-start = A tournament of this format needs at least { $min } players to start.
tournament-changed-meanwhile = The tournament changed just now; please try again.
tournament-rounds-range = A Swiss has between 1 and { $max } rounds.
tournament-minutes-range = An arena lasts between { $min } and { $max } minutes.
tournament-thread-name = Round { $round }: { $first } vs { $second }
tournament-adjust-reason = Please give a reason (up to 200 characters) for changing a result.
tournament-no-such-game = Game { $number } is not a game of this tournament.
tournament-game-still-played = That game is still being played; its result can be changed once it has ended.
tournament-pause-arena-only = Only an arena player can pause.

## Pictures: text drawn into the standings picture (src/render/tournament.rs)

tournament-picture-title = { $game } · { $format }
tournament-picture-format-swiss = Swiss
tournament-picture-format-round-robin = Round robin
tournament-picture-format-double-round-robin = Double round robin
tournament-picture-format-arena = Arena
tournament-picture-round = Round { $round } of { $rounds }
tournament-picture-minutes-left = { $minutes ->
        [one] 1 minute left
       *[other] { $minutes } minutes left
    }
tournament-picture-time-up = Time is up: the last games are finishing
tournament-picture-standings = Standings
tournament-picture-final = Final standings
tournament-picture-rank = Rank
tournament-picture-player = Player
tournament-picture-points = Points
tournament-picture-buchholz = Buchholz cut 1
tournament-picture-sonneborn-berger = Sonneborn-Berger
tournament-picture-direct-encounter = Direct encounter
tournament-picture-rating = Rating
tournament-picture-games = Games
tournament-picture-withdrawn = withdrawn
tournament-picture-missed-rounds = { $rounds ->
        [one] missed 1 round
       *[other] missed { $rounds } rounds
    }
tournament-picture-decimal = { $whole }.{ $tenths }
tournament-picture-podium-points = { $count ->
        [one] { $points } point
       *[other] { $points } points
    }
tournament-picture-more = … and { $count } more
tournament-picture-round-games = Round { $round } pairings
tournament-picture-arena-games = Games in progress
tournament-picture-result-playing = playing
tournament-picture-result-void = void
tournament-picture-bye = Bye:
tournament-picture-on-fire = on fire: the next win counts double
# end of pictures

## Discord: the /tournament command, the sign-up message and what the bot posts
cmd-tournament = Tournaments: Swiss, round robin and arena, played here
cmd-tournament-create = Organizers: create a tournament in this channel
cmd-tournament-create-game = The game every round is played in
cmd-tournament-create-format = Swiss, round robin (single or double) or arena
cmd-tournament-create-format-swiss = Swiss
cmd-tournament-create-format-round-robin = Round robin
cmd-tournament-create-format-double-round-robin = Double round robin
cmd-tournament-create-format-arena = Arena
cmd-tournament-create-rounds = Swiss: how many rounds (default 5)
cmd-tournament-create-minutes = Arena: how long it runs, in minutes (default 60)
cmd-tournament-create-time = Time per move (e.g. 10m) or a clock (e.g. clock=5+3)
cmd-tournament-create-starts = When it starts, e.g. 30m, 2h or now (default 15m)
cmd-tournament-create-rated = Whether its games count for ratings (default yes)
cmd-tournament-create-max-players = The most players it takes
cmd-tournament-create-bye = What a bye is worth (default 1 point)
cmd-tournament-create-bye-one = 1 point
cmd-tournament-create-bye-half = ½ point
cmd-tournament-create-bye-zero = 0 points
cmd-tournament-create-options = Game options for every game, e.g. turns=20
cmd-tournament-join = Join a tournament
cmd-tournament-join-number = The tournament's number (default: this server's current one)
cmd-tournament-leave = Leave a tournament (once it runs: withdraw)
cmd-tournament-leave-number = The tournament's number (default: this server's current one)
cmd-tournament-start = Organizers: start the tournament now
cmd-tournament-start-number = The tournament's number (default: this server's current one)
cmd-tournament-cancel = Organizers: cancel the tournament
cmd-tournament-cancel-number = The tournament's number (default: this server's current one)
cmd-tournament-remove = Organizers: remove a player (their game in progress is lost)
cmd-tournament-remove-player = The player to remove
cmd-tournament-remove-number = The tournament's number (default: this server's current one)
cmd-tournament-adjust = Organizers: set the result of a tournament game, with a reason
cmd-tournament-adjust-game = The game's number
cmd-tournament-adjust-result = The result to record
cmd-tournament-adjust-result-first-wins = First player wins
cmd-tournament-adjust-result-second-wins = Second player wins
cmd-tournament-adjust-result-draw = Draw
cmd-tournament-adjust-result-void = No result
cmd-tournament-adjust-reason = Why (shown with the result)
cmd-tournament-adjust-number = The tournament's number (default: this server's current one)
cmd-tournament-pause = Arena: take a break from pairing
cmd-tournament-pause-number = The tournament's number (default: this server's current one)
cmd-tournament-resume = Arena: be paired again
cmd-tournament-resume-number = The tournament's number (default: this server's current one)
cmd-tournament-standings = The standings now, for your eyes
cmd-tournament-standings-number = The tournament's number (default: this server's current one)
cmd-tournament-pairings = Who plays whom in the current round
cmd-tournament-pairings-number = The tournament's number (default: this server's current one)
cmd-tournament-info = What a tournament is: game, format, time, start, players
cmd-tournament-info-number = The tournament's number (default: this server's current one)
tournament-bad-time = I could not read the time `{ $time }`: give a time per move like `10m`, or a clock like `clock=5+3`.
tournament-bad-start = I could not read the start `{ $start }`: say how long until it starts, like `30m` or `2h`, or `now`.
tournament-joined = You are in tournament #{ $number }. Good luck!
tournament-left = You left tournament #{ $number }.
tournament-starting = Tournament #{ $number } starts now.
tournament-cancelled = Tournament #{ $number } is cancelled. Games in progress end without result.
tournament-removed = The player is removed from tournament #{ $number }.
tournament-adjusted = The result of game { $game } is changed: { $reason }
tournament-paused = You are paused in tournament #{ $number }: no new games until you `/tournament resume`.
tournament-resumed = You are back in tournament #{ $number }: you will be paired as soon as someone is free.
tournament-none-here = This server has no tournament yet. An organizer can create one with `/tournament create`.
tournament-no-players-yet = nobody yet
tournament-starts-at = Starts { $when }
tournament-running = Running: round { $round }
tournament-finished-state = Finished
tournament-cancelled-state = Cancelled
tournament-rated = rated
tournament-casual = casual
tournament-signup = **Tournament #{ $number }: { $game }**
    { $format } · { $time } · { $rated }
    { $state }
    Players ({ $count }/{ $max }): { $players }
button-tournament-join = Join
button-tournament-leave = Leave
tournament-standings-round = Tournament #{ $number }: standings, round { $round } of { $rounds }
tournament-final-standings = Tournament #{ $number }: final standings
tournament-standings = Tournament #{ $number }: standings
# The standings picture in words, for screen readers (src/discord/tournaments/alt_text.rs)
tournament-standings-alt = Standings of tournament #{ $number } ({ $game }, { $format }): { $progress }.
tournament-standings-alt-ranking = Ranking: { $rows }.
tournament-standings-alt-row = { $rank }. { $name }, { $points }{ $state ->
        [withdrawn] , withdrawn
        [on-fire] , on fire
       *[in] {""}
    }
tournament-standings-alt-nobody = Nobody is in the standings yet.
tournament-standings-alt-games = { $heading }: { $games }.
tournament-standings-alt-game = { $first } against { $second }: { $result }
tournament-standings-alt-won = { $name } won
tournament-standings-alt-draw = draw
tournament-standings-alt-bye = Bye: { $name }.
tournament-no-pairings = No games are paired at the moment.
tournament-result-playing = playing
tournament-result-void = no result
tournament-bye = { $name } has the bye.
tournament-started = Tournament #{ $number } has started with { $count } players. Games open in threads of this channel.
tournament-cancelled-too-few = Tournament #{ $number } is cancelled: too few players joined.
tournament-winner = 🏆 Tournament #{ $number } is over. Winner: **{ $winner }** · 2nd: { $second } · 3rd: { $third }
tournament-threads-missing = Tournament #{ $number } cannot open threads for its games: I am missing the Create Public Threads permission in this channel. Its games start as soon as I have it.
tournament-game-ping = { $first } vs { $second }: your tournament game is ready. { $first } moves first.

## Rules: the Tournaments section of every rule book
rules-tournaments =
    ## Tournaments
    - **Organizing.** Members with Manage Events or Manage Server create a tournament with `/tournament create`: the game, the format (Swiss, round robin, double round robin or arena), rounds or minutes, the time (`10m` a move, or a clock such as `clock=5+3`; 10 minutes a move if not said), the start (15 minutes after creation if not said), rated or casual, the most players, what a bye is worth, and game options (never a player's own, such as a Cross Words Combat page). The organizer, or anyone who may organize events, may start it early, cancel it (games in progress end without result), remove a player, and set a game's result with a reason, which is kept and shown.
    - **Entering.** Players enter themselves with the Join button or `/tournament join`; nobody is entered by anyone else. Sign-up closes at the start. A Swiss takes late players until its second round is paired (they score nothing for the rounds they missed), an arena until it ends, a round robin never. A tournament starts with at least 2 players (3 for a Swiss), or is cancelled.
    - **The games.** Every game is an ordinary game of the bot, in its own thread of the tournament's channel, with both players pinged; turn timers, clocks, resigning and draws work as everywhere. A player who does not move in time loses, even before both have moved: in a tournament no game is aborted for that. A game a moderator aborts has no result. A player who leaves, or is removed, loses the game they are playing and is not paired again; in a round robin their later games are lost without being played.
    - **Swiss.** Each round is paired once every game of the round before has ended, over the whole field at once: nobody meets the same opponent twice, gets a second bye, plays the same seat three times in a row or has two more games in one seat than the other, whenever any pairing avoids it; then players meet opponents with the nearest score, seats are balanced, and the higher-rated player gets the seat they are due. With an odd number of players, the lowest-ranked player without a bye has it (1 point unless the organizer said ½ or 0). A win is 1 point, a draw ½.
    - **Tie-breaks** (Swiss and round robin), in this order: Buchholz cut 1 (the sum of the opponents' scores, leaving out the lowest), Sonneborn-Berger (the scores of the opponents beaten, plus half the scores of those drawn), direct encounter (points scored against the players tied on points), then rating. A round without a game played to a result (a bye, a game without result, a round missed) counts in Buchholz as an opponent with the player's own score, and adds nothing to Sonneborn-Berger. Direct encounter decides only when every two of the tied players have met.
    - **Round robin.** The Berger tables: everyone meets everyone once (twice, seats swapped, in a double round robin); with an odd number of players one player has a bye each round.
    - **Arena.** It runs for its minutes. A player who is free (and has not paused with `/tournament pause`) is paired at once with the free player of the nearest score, then rating, but never with the opponent they just played. A win is 2 points, a draw 1; from the third win in a row each win is worth 4 until a game is not won (🔥 in the standings). An arena is played fast: a clock of at most 10+10, or at most 5 minutes a move. When the time is up no new game starts; games in progress finish and count.
    - **Standings** are posted as a picture after every round (every 5 minutes in an arena) and at the end with the podium; `/tournament standings` shows them to you alone at any time.
