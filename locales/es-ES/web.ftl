# The public web pages.
web-live-link = Partidas en curso
web-back-to-leaderboard = Volver a la clasificación
web-player-title = { $name }
web-player-ratings = Puntuaciones
web-player-rank = N.º { $place } de { $players }
web-player-record = Balance
web-player-wld = { $wins } ganadas, { $losses } perdidas, { $draws } tablas
web-player-chart = Puntuación de { $game } tras { $games ->
        [one] la última partida puntuable
       *[other] cada una de las últimas { $games } partidas puntuables
    }, de { $first } ({ $from }) a { $last } ({ $to })
web-player-no-history = Aún no hay historial de puntuación: se guarda a partir de la próxima partida puntuable.
web-player-no-ratings = Aún no hay partidas puntuables en este servidor.
web-player-recent = Partidas recientes
web-player-no-games = Aún no hay partidas terminadas en este servidor.
web-game-column = Partida
web-opponent = Rival
web-result = Resultado
web-date = Fecha
web-live-title = Partidas en curso
web-live-empty = No hay partidas en curso en este servidor.
web-live-more = Se muestran las { $shown } partidas en curso más antiguas de { $total }.
web-players = Jugadores
web-moves-played = Jugadas hechas
web-to-move = Le toca a
button-web-page = Ver en la web
web-analysis = El análisis de la IA
web-analysis-alt = Gráfico de la probabilidad de ganar del primer jugador tras cada jugada, según la IA, con anillos en las jugadas costosas
web-analysis-legend = Las jugadas costosas están marcadas en la lista:
web-inaccuracy = imprecisión
web-mistake = error
web-blunder = error grave
web-mark-best = { $class }; la IA habría jugado { $best }

## Tournament pages
web-tournament-title = Torneo #{ $number }: { $game }
web-tournament-signup = Inscripción abierta
web-tournament-running = En juego
web-tournament-standings = Clasificación
web-tournament-points = Puntos
web-tournament-buchholz = Buchholz menos el peor
web-tournament-sonneborn-berger = Sonneborn-Berger
web-tournament-direct = Enfrentamiento directo
web-tournament-withdrawn = retirado
web-tournament-round = Ronda { $round }
web-tournament-games = Partidas
