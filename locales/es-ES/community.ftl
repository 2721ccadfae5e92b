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

## Rating roles
cmd-roles = Roles por puntuación: dar roles de Discord por niveles de puntuación y títulos de temporada
cmd-roles-tier = Dar un rol a quien tenga al menos esta puntuación en un juego (solo su nivel más alto)
cmd-roles-tier-game = El juego cuya puntuación total cuenta
cmd-roles-tier-rating = La puntuación mínima del nivel
cmd-roles-tier-role = El rol que se da
cmd-roles-champion = Dar un rol al campeón de temporada vigente de un juego (o de cualquier juego)
cmd-roles-champion-role = El rol que se da
cmd-roles-champion-game = El juego (si se omite: campeón de cualquier juego)
cmd-roles-remove = Dejar de gestionar un rol (los miembros lo conservan tal cual)
cmd-roles-remove-role = El rol
cmd-roles-list = Los roles por puntuación del servidor y si el bot puede darlos
roles-tier = { $rating }+ en { $game }
roles-champion-of = campeón de temporada en { $game }
roles-champion-any = campeón de temporada en cualquier juego
roles-missing-everyone = @everyone no se puede dar ni quitar.
roles-missing-integration = Este rol pertenece a una integración (el rol propio de un bot o el de mejoras): nadie puede darlo.
roles-missing-manage-roles = El bot necesita el permiso Gestionar roles.
roles-missing-position = El rol más alto del bot debe estar por encima de este rol: arrastra el rol del bot encima en Ajustes del servidor → Roles.
roles-cannot = El bot aún no puede dar este rol, así que no se cambió nada:
    { $missing }
roles-tier-range = La puntuación de un nivel está entre { $low } y { $high }.
roles-too-many = Un servidor puede asignar como máximo { $max } roles.
roles-no-rule = El bot no gestiona ese rol.
roles-removed = El bot ya no gestiona ese rol; los miembros lo conservan tal cual.
roles-list = Roles por puntuación:
roles-set = { $role } ahora es para: { $rule }. Los miembros lo reciben en menos de un minuto y tras cada partida puntuada.
roles-none = Aún no hay roles por puntuación. Asigna uno con /roles tier o /roles champion.
roles-rule-line = { $role }: { $rule }
roles-role-gone = este rol ya no existe
roles-last-problem = Último problema: { $problem }
roles-problem-role-gone = se borró un rol gestionado.
roles-problem-permissions = Discord rechazó un cambio de rol: el bot necesita Gestionar roles y un rol por encima de los que gestiona.
settings-roles = **Roles por puntuación**

## Streaks and achievements
achievement-first-win = Primera victoria en { $game }
achievement-beat-hard-ai = Venció a la IA difícil
achievement-games = { $count } partidas jugadas
achievement-win-streak = { $count } victorias seguidas
achievement-days = Jugó { $count } días seguidos
achievement-feat-twenty-sevens = Arrollador: ganó Twenty-Sevens por 3 líneas o más
achievement-feat-mega-tic-tac-toe = Cadenas veloces: ganó Mega Tic-Tac-Toe en 40 movimientos o menos
achievement-feat-cross-words-combat = Conquistador: ganó Cross Words Combat con el doble de capturas que el rival
achievement-comeback = Remontada: ganó desde una posición a la que el análisis daba un 20 % o menos
achievement-tournament-won = Ganó un torneo
achievement-season-champion = Campeón de temporada
achievement-announced = 🏅 { $name }: { $achievement }
stats-streaks = Racha de victorias { $wins } (mejor { $best_wins }) · días seguidos { $days } (mejor { $best_days })
stats-achievement = 🏅 { $achievement } — { $date }
cmd-settings-achievements = Anunciar los logros de una partida bajo su tablero final (activado por defecto)
settings-achievements-on = Los logros se anuncian bajo las partidas terminadas.
settings-achievements-off = Los logros no se anuncian.

## Daily puzzle
cmd-puzzle = El problema del día: una jugada gana, encuéntrala
cmd-puzzle-show = El problema de hoy, en privado, con botones para responder
cmd-puzzle-answer = Responder al problema de hoy con una jugada
cmd-puzzle-answer-move = Tu jugada, escrita como en /move
cmd-puzzle-solvers = Quién resolvió el problema de hoy
puzzle-status = Juegan { $seat } y ganan
puzzle-title = 🧩 **Problema del día** — { $game }
puzzle-prompt = Juegan { $seat }: una jugada gana por la fuerza, cualquier otra deja escapar la victoria. Encuéntrala con los botones o /puzzle answer.
puzzle-tries = Intentos hasta ahora: { $tries }
puzzle-wrong = { $move } no es la jugada. Intentos: { $tries }. ¡Mira otra vez!
puzzle-solved = ✅ Resuelto: **{ $move }**, en { $tries ->
    [one] un intento
   *[other] { $tries } intentos
}.
puzzle-from-game = La posición viene de la partida #{ $game } de este servidor.
puzzle-from-game-link = La posición viene de la partida #{ $game } de este servidor: { $url }
puzzle-from-private = La posición viene de una partida jugada en boardbot.
puzzle-from-ai = La posición viene de una partida de la IA contra sí misma.
puzzle-streak = Racha de problemas: { $days ->
    [one] un día
   *[other] { $days } días
} seguidos.
puzzle-solved-already = Ya resolviste el problema de hoy. Mañana (UTC) llega otro.
puzzle-old = Ese era un problema anterior. Abre el de hoy con /puzzle show.
puzzle-no-solvers = Nadie ha resuelto aún el problema de hoy.
puzzle-solvers = Resuelto hoy:
puzzle-solver-line = { $name } ({ $tries ->
    [one] un intento
   *[other] { $tries } intentos
})
puzzle-solver-count = { $count ->
    [one] Un jugador ha
   *[other] { $count } jugadores han
} resuelto el problema de hoy.

## Games a channel plays together
cmd-play-team = Verdadero: este canal juega en equipo y vota cada jugada (contra la IA o rival_channel)
cmd-play-vote-time = En equipo: cuánto dura abierto cada turno para votar, p. ej. 2m (por defecto 2 minutos)
team-name = Este canal
team-vote-range = Un turno del equipo está abierto a votos de { $min } a { $max }.
team-bots-cannot-vote = Los bots no votan.
team-against-ai-only = Un canal juega en equipo contra la IA u otro canal: omite el rival (elige el nivel de la IA con ai:, o un canal con rival_channel:).
team-voted = Tu voto: { $move } ({ $votes ->
    [one] el primer voto
   *[other] { $votes } votos hasta ahora
}). Puedes cambiarlo hasta que el turno cierre { $closes }.
team-votes-line = 🗳️ { $votes ->
    [one] Un voto hasta ahora
   *[other] { $votes } votos hasta ahora
} (las jugadas siguen en secreto hasta que cierre el turno).
team-your-move = 🗳️ Le toca a este canal: votad con /move o los botones antes de que cierre el turno.
team-record = Historial de este canal en { $game }: { $wins } ganadas, { $losses } perdidas, { $draws } empatadas.

## Channel against channel
cmd-play-rival-channel = En equipo: un canal al que retar (#mención, id o enlace; también de otro servidor)
team-match-to-move = 🗳️ Le toca a { $team }: su canal vota con /move o los botones antes de que cierre el turno.
team-match-record = Historial de { $team } en { $game }: { $wins } ganadas, { $losses } perdidas, { $draws } empatadas.
team-match-bad-channel = «{ $text }» no nombra ningún canal: da una #mención, un id de canal o un enlace a un canal.
team-match-cannot-see = No veo ese canal: nombra un canal de texto de un servidor en el que esté.
team-match-cannot-post = No pude publicar el reto en { $channel }: necesito verlo y enviar mensajes allí. No se ha empezado nada.
team-match-servers-only = Canal contra canal se juega entre canales de servidores.
team-match-same-channel = Un canal no puede retarse a sí mismo: nombra otro canal.
team-match-server-closed = El servidor de { $channel } no acepta retos de equipo de otros servidores (sus moderadores pueden permitirlos con /settings team_challenges:True).
team-match-rival-busy = { $channel } ya tiene una partida o un reto.
team-match-only-challenged-accepts = Solo { $channel } puede aceptar: allí puede cualquiera.
team-match-not-your-turn = Le toca a { $name }: vuestro canal vota en sus propios turnos.
team-match-challenge = ⚔️ { $home } reta a este canal a una partida en equipo de { $game }: cada canal vota sus propias jugadas, { $vote } por turno. { $terms }. Cualquiera aquí puede aceptar.
team-match-sent = ⚔️ Este canal ha retado a { $away } a una partida en equipo de { $game } ({ $vote } por turno). Falta que alguien allí acepte; cualquiera aquí puede retirarlo.
team-match-declined = { $away } rechazó el reto en equipo de { $home } a { $game }.
team-match-withdrawn = { $home } retiró su reto en equipo a { $away }.
team-match-accepted = { $away } aceptó el reto en equipo de { $home } a { $game }.
team-match-accept = Aceptar por este canal
team-match-decline = Rechazar
team-match-withdraw = Retirar
cmd-settings-team-challenges = Canales de otros servidores pueden retar a los de este a partidas en equipo (desactivado)
settings-team-challenges-on = Los canales de otros servidores pueden retar a los de este servidor a partidas en equipo.
settings-team-challenges-off = Solo los canales de este servidor retan a sus canales a partidas en equipo.
team-match-needs-bot = Canal contra canal se juega en servidores que me han invitado: publico los tableros de los dos canales.
