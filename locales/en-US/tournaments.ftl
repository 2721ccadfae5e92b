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
