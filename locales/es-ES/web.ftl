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
button-watch-live = Ver en directo
button-live-board-players = Tablero en directo (jugadores)
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
web-privacy-link = Privacidad
web-privacy-title = Tus datos
web-privacy-what-heading = Qué guarda boardbot
web-privacy-what = De cada partida: su servidor y canal, el juego y sus opciones, los identificadores de Discord y los nombres visibles de ambos jugadores, cada jugada con su hora y el resultado. De cada jugador: su puntuación en cada juego de cada servidor y su historial, sus inscripciones en torneos, los torneos que organizó, sus ajustes de desafíos (bloqueos, si acepta desafíos, desafíos rechazados) y la paleta que eligió. De cada servidor: sus ajustes, elegidos por sus moderadores. Nada más: no se guardan mensajes, ni direcciones de correo, ni direcciones IP (las páginas cuentan las solicitudes por dirección solo en memoria, para limitar abusos).
web-privacy-why-heading = Para qué
web-privacy-why = Para organizar partidas (comprobar cada jugada y reanudar cada partida tras un reinicio), puntuar y clasificar a los jugadores, celebrar torneos, proteger a los jugadores de desafíos no deseados y, donde los moderadores de un servidor lo decidan, mostrar sus partidas y clasificaciones en estas páginas.
web-privacy-how-long-heading = Durante cuánto tiempo
web-privacy-how-long = Las partidas, puntuaciones y torneos se guardan mientras el bot organice las partidas de un servidor: son la historia común de sus jugadores. Cuando el bot deja un servidor, sus ajustes se borran a los 30 días; sus partidas siguen en el historial de sus jugadores. Los datos de una persona desaparecen cuando ella los borra.
web-privacy-yours-heading = Llevártelos o borrarlos
web-privacy-yours = En Discord, /privacy export te envía todo lo que se guarda sobre ti en un archivo JSON que solo ves tú. /privacy delete (tras una confirmación) abandona tus partidas en curso, sustituye tu identificador y tu nombre por un seudónimo anónimo en las partidas terminadas, para que tus rivales conserven sus partidas y puntuaciones, y elimina tus puntuaciones, su historial, tus preferencias y tus ajustes de desafíos, todo a la vez.
web-privacy-pages-heading = Estas páginas
web-privacy-pages = Las páginas de un servidor solo existen mientras sus moderadores las tengan activadas. Los nombres de los jugadores aparecen como eran en la partida. Las páginas no cargan nada de otros sitios. Solo usan cookies cuando inicias sesión con Discord (aquí o en la Activity): una que dice quién eres, durante 30 días, cuya clave el bot guarda solo como hash; cerrar sesión la borra, y también /privacy delete. En la Activity de un MD o MD de grupo se anotan las partidas de otros que se te dejó ver (tu id y la partida) hasta /privacy delete. No se guarda nada más sobre tus visitas.

## Seasons on the web
web-season-title = { $game } — { $season }
web-seasons = Temporadas
web-all-time = Histórico
web-season-champion = Campeón de la temporada: { $name } ({ $rating })
web-player-titles = Títulos
web-player-title-line = Campeón de la temporada { $number } en { $game } ({ $date })
web-player-achievements = Logros

## Live pages
web-live-watch-column = Ver
web-live-watch = Ver en directo
web-live-game-title = { $game }: { $first } contra { $second } (en directo)
web-live-over = La partida ha terminado: recarga la página para verla completa.
web-live-rematch-offered = { $from } ofrece la revancha a { $to }.
web-live-rematch-started = La revancha ha empezado.
web-live-next-game = Ha empezado una nueva partida en este canal.
web-live-noscript = Este es el tablero tal como estaba al cargar la página: recarga para ver lo último, o permite los scripts para seguir cada jugada en directo.
web-live-clock = Reloj
web-live-turn-clock = Este turno
# Units of time left in a game of days a move: "2 d 23 h".
web-live-unit-day = d
web-live-unit-hour = h
web-live-to-move = Le toca
web-live-score = Puntos
web-live-last-move = Última jugada:
web-live-no-move-yet = Aún no hay jugadas.
web-live-type-move = Escribir una jugada
web-live-watching = Viendo ahora:

## Signing in
web-log-in = Iniciar sesión con Discord
web-log-out = Cerrar sesión
web-log-out-everywhere = Cerrar sesión en todas partes
web-signed-in-as = Has iniciado sesión como { $name }.
web-your-page = Tu página
web-your-page-alt = Tu página de esta partida, que solo ves tú.
web-sign-in-failed-title = No se pudo iniciar sesión
web-sign-in-failed = Discord no confirmó quién eres, o el inicio de sesión tardó demasiado. Inténtalo de nuevo.
web-forbidden-title = No permitido
web-forbidden = Esto no te corresponde ver ni hacer aquí.
web-too-large-title = Demasiado grande
web-too-large = Esa solicitud era más grande de lo que este sitio acepta.
web-body-timeout-title = Solicitud interrumpida
web-body-timeout = Tu navegador dejó de enviar la solicitud antes de completarla. Inténtalo de nuevo.

## Moves on the web
web-move-team-game = Una partida en equipo se vota en su canal, no en la web.
web-your-move = Tu jugada
web-move-label = Jugada
web-play = Jugar
web-move-too-fast = Más despacio: una jugada cada vez.
web-activity-title = boardbot
web-activity-loading = Conectando con Discord…
web-activity-noscript = El tablero en Discord necesita scripts.
web-activity-failed = Algo salió mal al abrir el tablero. Cierra la actividad y vuelve a intentarlo, por favor.
web-activity-outside-discord = Abre esta actividad desde un canal de voz o una conversación en Discord.
web-activity-missing-title = La actividad no está lista
web-activity-missing = El tablero dentro de Discord aún no está configurado en este servidor: su script no se ha compilado o el inicio de sesión con Discord no está configurado. Las páginas web y el bot funcionan como siempre.
web-activity-sign-in-failed = Discord no confirmó quién eres. Cierra la actividad y ábrela de nuevo, por favor.
web-activity-sign-in-first = Primero inicia sesión con Discord, por favor: vuelve a abrir la actividad.
web-activity-no-channel = Esta actividad se abrió fuera de un canal, así que no hay ninguna partida que mostrar.
web-activity-designed-elsewhere = Un juego diseñado en un archivo de reglas no puede empezarse desde la actividad: desafía a alguien con /play en Discord y su tablero se abrirá aquí en cuanto empiece la partida.
web-activity-no-pages = Este servidor no muestra sus partidas en la web, así que el tablero no puede abrirse aquí. Un moderador puede activarlo con /settings public_pages:True.
web-activity-players-only = Fuera de un servidor, solo los jugadores de la partida de este canal, y quienes Discord vea en esta actividad con ellos, pueden abrir su tablero aquí.
web-activity-challenge-waiting = Hay un desafío esperando a ser aceptado en este canal: el tablero se abre cuando empiece la partida.
web-activity-no-game = No hay ninguna partida en curso en este canal.
web-activity-open = Tus partidas en curso en este servidor:
web-activity-start = Empieza aquí una partida contra la IA:
web-activity-not-here = Discord no confirmó que estés en esta actividad en este canal, así que no se empezó ninguna partida. Vuelve a abrir la actividad aquí, por favor.
web-activity-not-in-instance = Discord no confirmó que estés en esta actividad en este canal. Vuelve a abrir la actividad aquí, por favor.
web-activity-slow-down = Demasiadas solicitudes a la vez: espera unos segundos y vuelve a intentarlo.
web-activity-discord-busy = Discord está ocupado ahora mismo: vuelve a intentarlo en unos segundos.
