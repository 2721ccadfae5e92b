## Seasons (host)
season-named = { $name }
season-numbered = Temporada { $number }
season-changed-meanwhile = Las temporadas acaban de cambiar. Inténtalo de nuevo.
season-none-running = Aquí no hay ninguna temporada en curso. Un administrador inicia una con /season start.
season-unknown = Aquí no hay temporada { $number }.
season-length-range = Una temporada dura de 1 a { $max } días, o 0 para un mes natural.

## /season
cmd-season = Temporadas: la actual y, para administradores, iniciarlas, terminarlas y planearlas
cmd-season-show = La temporada actual: cuándo termina y cómo funcionan aquí las temporadas
cmd-season-start = Admins: iniciar una temporada ya (la actual termina y se publica su clasificación)
cmd-season-start-name = El nombre de la temporada (por defecto: Temporada N)
cmd-season-start-days = Cuántos días duran las temporadas, 0 para un mes natural (por defecto: igual)
cmd-season-end = Admins: terminar la temporada ya; no empieza otra hasta /season start
cmd-season-settings = Admins: cuánto duran las temporadas y dónde se publica su clasificación final
cmd-season-settings-days = Días que dura una temporada, 0 para un mes natural (desde la próxima)
cmd-season-settings-channel = El canal de las clasificaciones finales
cmd-season-settings-post = Falso: no publicar las clasificaciones finales
cmd-leaderboard-season = La clasificación de una temporada: su número, o 0 para la actual
season-show-running = **{ $season }** dura hasta { $ends } ({ $left }).
season-show-none = No hay ninguna temporada en curso. Un administrador inicia una con /season start.
season-show-monthly = Las temporadas duran un mes natural.
season-show-days = Las temporadas duran { $days ->
    [one] un día
   *[other] { $days } días
}.
season-show-channel = Las clasificaciones finales se publican en { $channel }.
season-show-no-channel = Las clasificaciones finales no se publican: un administrador elige un canal con /season settings.
season-started = **{ $season }** ha comenzado. Dura hasta { $ends }.
season-ended = **{ $season }** ha terminado. No empieza otra temporada hasta que un administrador use /season start.
season-over = ¡**{ $season }** ha terminado! Clasificación final:
season-champion-line = 🏆 { $game }: { $name } ({ $rating })
season-no-champion-line = { $game }: sin campeón (nadie jugó { $games } partidas puntuadas)
season-nobody-played = Nadie jugó una partida puntuada esta temporada.
season-leaderboard-title = { $game } — { $season }
stats-title-line = 🏆 Campeón de la temporada { $number } en { $game }

## Season pictures
season-picture-event = { $season }
season-picture-podium-rating = { $rating }
season-picture-alt = Clasificación de { $season } en { $game }, { $players ->
    [one] un jugador
   *[other] { $players } jugadores
}: { $top }
