# Tournaments: sign-up, pairings, standings and their refusals.

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
