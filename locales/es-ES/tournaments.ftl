# Tournaments: sign-up, pairings, standings and their refusals.

## The host's answers about tournaments
tournament-time-clock = reloj { $clock }
tournament-time-turn = { $time } por jugada
tournament-format-swiss = Suizo, { $rounds ->
    [one] una ronda
   *[other] { $rounds } rondas
}
tournament-format-round-robin = Liga (todos contra todos)
tournament-format-double-round-robin = Liga a doble vuelta
tournament-format-arena = Arena, { $minutes } minutos
tournament-unknown = Este servidor no tiene ningún torneo número { $number }.
tournament-organizers-only = Solo quien organiza el torneo, o un miembro con Gestionar eventos o Gestionar servidor, puede hacer eso.
tournament-create-organizers-only = Para crear un torneo necesitas el permiso Gestionar eventos o Gestionar servidor.
tournament-needs-threads = Cada partida del torneo se juega en su propio hilo y aquí no puedo crear hilos públicos. Dame el permiso Crear hilos públicos en este canal, por favor.
tournament-option-is-personal = La opción `{ $key }` es de cada jugador y no se puede fijar para todo un torneo.
tournament-arena-too-slow = Una arena se juega rápido: un reloj de como mucho { $clock } (p. ej. `clock=3+2`) o como mucho { $time } por jugada.
tournament-start-range = El comienzo puede estar como mucho a { $days } días.
tournament-max-players-range = Un torneo admite entre 2 y { $max } jugadores.
tournament-bye-points = Un descanso vale 1, 0.5 o 0 puntos.
tournament-no-bots = Los bots no pueden inscribirse en torneos.
tournament-join-closed = Este torneo ya ha empezado y no admite más jugadores.
tournament-over = Este torneo ha terminado.
tournament-already-in = Ya estás inscrito en este torneo.
tournament-withdrawn = Te retiraste de este torneo y no puedes volver.
tournament-full = Este torneo está completo ({ $max } jugadores).
tournament-not-in = No estás inscrito en este torneo.
tournament-player-not-in = Ese jugador no está en este torneo.
tournament-already-started = Este torneo ya ha empezado.
tournament-too-few-to-start = Un torneo de este formato necesita al menos { $min } jugadores para empezar.
tournament-changed-meanwhile = El torneo acaba de cambiar; inténtalo de nuevo, por favor.
tournament-rounds-range = Un suizo tiene entre 1 y { $max } rondas.
tournament-minutes-range = Una arena dura entre { $min } y { $max } minutos.
tournament-thread-name = Ronda { $round }: { $first } contra { $second }
tournament-adjust-reason = Indica un motivo (hasta 200 caracteres) para cambiar un resultado, por favor.
tournament-no-such-game = La partida { $number } no es de este torneo.
tournament-game-still-played = Esa partida aún se está jugando; su resultado se puede cambiar cuando termine.
tournament-pause-arena-only = Solo se puede hacer una pausa en una arena.

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
