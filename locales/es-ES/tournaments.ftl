# Tournaments: sign-up, pairings, standings and their refusals.

## Pictures: text drawn into the standings picture (src/render/tournament.rs)

tournament-picture-title = { $game } · { $format }
tournament-picture-format-swiss = Suizo
tournament-picture-format-round-robin = Todos contra todos
tournament-picture-format-double-round-robin = Todos contra todos a doble vuelta
tournament-picture-format-arena = Arena
tournament-picture-round = Ronda { $round } de { $rounds }
tournament-picture-minutes-left = { $minutes ->
        [one] queda 1 minuto
       *[other] quedan { $minutes } minutos
    }
tournament-picture-time-up = Se acabó el tiempo: terminan las últimas partidas
tournament-picture-standings = Clasificación
tournament-picture-final = Clasificación final
tournament-picture-rank = Puesto
tournament-picture-player = Jugador
tournament-picture-points = Puntos
tournament-picture-buchholz = Buchholz −1
tournament-picture-sonneborn-berger = Sonneborn-Berger
tournament-picture-direct-encounter = Encuentro directo
tournament-picture-rating = Rating
tournament-picture-games = Partidas
tournament-picture-withdrawn = retirado
tournament-picture-missed-rounds = { $rounds ->
        [one] no jugó 1 ronda
       *[other] no jugó { $rounds } rondas
    }
tournament-picture-decimal = { $whole },{ $tenths }
tournament-picture-podium-points = { $count ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
tournament-picture-more = … y { $count } más
tournament-picture-round-games = Emparejamientos de la ronda { $round }
tournament-picture-arena-games = Partidas en juego
tournament-picture-result-playing = en juego
tournament-picture-result-void = anulada
tournament-picture-bye = Descansa:
tournament-picture-on-fire = en racha: la próxima victoria vale el doble
# end of pictures
